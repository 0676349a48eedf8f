/**
 * The Effect programs of the sign-up page (spec §7.5 'Sign up', 'Login and verification', 'Mail')
 * and the live actors its machine invokes by name. The form's secrets (the password, the
 * e-mail, the mobile number and the server's user_reference) stay here between the form and the
 * setup OTP step; the session token goes from the server straight to storage.
 */
import {
  resendSetupOtp as resendSetupOtpCall,
  sendVerificationLink as sendVerificationLinkCall,
  signUpStores as signUpStoresCall,
  validateSetupOtp as validateSetupOtpCall,
  welcomeMail as welcomeMailCall,
} from "@contract/identity";
import { type PhoneListCountry, phoneListIn } from "@domain/phoneList";
import { type SignUpForm, signUpInputOf } from "@domain/signUp";
import { Context, Effect, Layer } from "effect";
import type { ResendOutcome, SignInOutcome } from "./auth";
import { geographyActors } from "./geography";
import { effectActor } from "./runtime/actor";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";
import { callOperation } from "./runtime/transport";
import { storeSessionToken } from "./session";

/** What signUpStores answers the machine: the otp_id of the setup OTP, or why it refused. */
export interface SignUpOutcome {
  readonly success: number;
  readonly message: string | null;
  readonly otp_id: string | null;
}

/** What the setup OTP step needs of the form, kept out of the machine. */
export interface SignUpDraft {
  readonly user_reference: string;
  readonly password: string;
  readonly email: string;
  readonly mobile: string;
  readonly url: string;
  readonly reset_link: string;
}

export interface SignUpDraftsShape {
  readonly current: Effect.Effect<SignUpDraft | undefined>;
  readonly set: (draft: SignUpDraft | undefined) => Effect.Effect<void>;
}

/** Holds the form's secrets between the form and the setup OTP step. */
export class SignUpDrafts extends Context.Service<SignUpDrafts, SignUpDraftsShape>()(
  "storefront/SignUpDrafts",
) {}

export const makeSignUpDrafts = (): SignUpDraftsShape => {
  let current: SignUpDraft | undefined;
  return {
    current: Effect.sync(() => current),
    set: (draft) =>
      Effect.sync(() => {
        current = draft;
      }),
  };
};

/** signUpStores {signup_input}: keeps the draft when a setup OTP was sent. */
export const signUpStores = Effect.fn("signUp.signUpStores")(function* (
  input: SignUpForm & {
    readonly url: string;
    readonly reset_link: string;
    /** The server's phone list (spec §7.2), null for the built-in one. */
    readonly phoneList: readonly PhoneListCountry[] | null;
  },
) {
  const drafts = yield* SignUpDrafts;
  const signup_input = signUpInputOf(input, input.url, phoneListIn(input.phoneList));
  const answer = yield* callOperation(signUpStoresCall, { signup_input });
  const sent = answer.success === 1 ? answer.data : undefined;
  yield* drafts.set(
    sent === undefined
      ? undefined
      : {
          user_reference: sent.user_reference,
          password: input.password,
          email: signup_input.email ?? "",
          mobile: signup_input.mobile ?? "",
          url: input.url,
          reset_link: input.reset_link,
        },
  );
  const outcome: SignUpOutcome = {
    success: answer.success,
    message: answer.message ?? null,
    otp_id: sent?.otp_id ?? null,
  };
  return outcome;
});

/**
 * validateSetupOtp: on success the session is stored, then the verification link (for an
 * e-mail, is_admin 0) and the welcome mail are sent; their failure does not undo the sign-up.
 */
export const validateSetupOtp = Effect.fn("signUp.validateSetupOtp")(function* (input: {
  readonly otp: string;
  readonly otp_id: string;
}) {
  const drafts = yield* SignUpDrafts;
  const draft = yield* drafts.current;
  const answer = yield* callOperation(validateSetupOtpCall, {
    otp_id: input.otp_id,
    otp: input.otp.trim(),
    user_reference: draft?.user_reference ?? "",
    password: draft?.password ?? "",
    reset_link: draft?.reset_link ?? "",
    email: draft?.email ?? "",
    mobile: draft?.mobile ?? "",
  });
  const session = answer.success === 1 ? answer.data : undefined;
  if (session === undefined || draft === undefined) {
    const refused: SignInOutcome = { signedIn: false, message: answer.message ?? null, domain: null };
    return refused;
  }
  yield* storeSessionToken(session.a_t);
  yield* drafts.set(undefined);
  if (draft.email !== "") {
    yield* callOperation(sendVerificationLinkCall, {
      user_input: draft.email,
      reset_link: draft.reset_link,
      is_admin: 0,
    }).pipe(Effect.ignore);
  }
  yield* callOperation(welcomeMailCall, { add_data: { url: draft.url } }).pipe(Effect.ignore);
  const done: SignInOutcome = { signedIn: true, message: answer.message ?? null, domain: session.domain };
  return done;
});

/** resendSetupOtp with the step's otp_id; `cf_token` is empty: the sign-up asks no captcha. */
export const resendSetupOtp = Effect.fn("signUp.resendSetupOtp")(function* (input: {
  readonly otp_id: string;
}) {
  const drafts = yield* SignUpDrafts;
  const draft = yield* drafts.current;
  const answer = yield* callOperation(resendSetupOtpCall, {
    otp_id: input.otp_id,
    user_reference: draft?.user_reference ?? "",
    cf_token: "",
  });
  const outcome: ResendOutcome = {
    success: answer.success,
    message: answer.message ?? null,
    otp_id: answer.data?.otp_id ?? null,
  };
  return outcome;
});

/** The actors the sign-up machine invokes, run with `layer`; they share one {@link SignUpDrafts}. */
export const signUpActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => {
  const withDrafts = Layer.merge(layer, Layer.succeed(SignUpDrafts, makeSignUpDrafts()));
  return {
    signUpStores: effectActor(signUpStores, withDrafts),
    validateSetupOtp: effectActor(validateSetupOtp, withDrafts),
    resendSetupOtp: effectActor(resendSetupOtp, withDrafts),
    ...geographyActors(layer),
  };
};
