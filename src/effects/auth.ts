/**
 * The Effect programs behind the sign-in flow (spec §7.5 'Login and verification') and the live
 * actor implementations the machine invokes by name:
 *
 * ```ts
 * authMachine.provide({ actors: authActors(layer) });
 * ```
 *
 * The pre-authentication token stays here, and the session token goes from the server straight
 * to storage. The sign-in is a late flow: this module loads with the sign-in page, not with the
 * landing page.
 */

import {
  generateResetPasswordLink as generateResetPasswordLinkCall,
  type LoginType,
  resendLoginOtp as resendLoginOtpCall,
  validateLoginOtp as validateLoginOtpCall,
  validatePassword as validatePasswordCall,
  validateUserIdentity as validateUserIdentityCall,
} from "@contract/identity";
import type { ResponseOf } from "@contract/operation";
import { SiteHeader } from "@contract/orders";
import { siteOfPath } from "@domain/site";
import { Context, Effect, Layer } from "effect";
import { effectActor } from "./runtime/actor";
import { Navigation } from "./runtime/browser";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";
import { Session } from "./runtime/services";
import { callOperation } from "./runtime/transport";
import { storeSessionToken } from "./session";

// ---------------------------------------------------------------------------------------------
// Answers the machine receives (plain JSON)

/** The outcome of validateUserIdentity, without the pre-authentication token. */
export interface IdentityOutcome {
  readonly success: number;
  readonly message: string | null;
  readonly user_exists: boolean;
  readonly login_type: LoginType | null;
  readonly otp_id: string | null;
}

/** The outcome of resendLoginOtp: the `otp_id` of the new code. */
export interface ResendOutcome {
  readonly success: number;
  readonly message: string | null;
  readonly otp_id: string | null;
}

/** The outcome of a call that sends a mail (generateResetPasswordLink). */
export interface MailOutcome {
  readonly success: number;
  readonly message: string | null;
}

/** The outcome of validatePassword / validateLoginOtp, without the session token. */
export interface SignInOutcome {
  readonly signedIn: boolean;
  readonly message: string | null;
  /** The user's domain (spec §2.1 landing rule). */
  readonly domain: string | null;
  /** The sign-in answered showLinkedAccountsModal: the choice of account comes first (spec §3). */
  readonly chooseAccount?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Sign-in (spec §7.5 'Login and verification')

export interface LoginChallengeShape {
  /** The pre-authentication token of the last validateUserIdentity, if any. */
  readonly token: Effect.Effect<string | undefined>;
  readonly set: (token: string | undefined) => Effect.Effect<void>;
}

/** Holds the pre-authentication token between the identity step and the password / OTP step. */
export class LoginChallenge extends Context.Service<LoginChallenge, LoginChallengeShape>()(
  "storefront/LoginChallenge",
) {
  /** A fresh holder, empty until the identity step answers. */
  static readonly layer: Layer.Layer<LoginChallenge> = Layer.sync(LoginChallenge, () => makeLoginChallenge());
  /** A holder that starts with `token` (tests). */
  static readonly layerTest = (token: string | undefined): Layer.Layer<LoginChallenge> =>
    Layer.sync(LoginChallenge, () => {
      const challenge = makeLoginChallenge();
      Effect.runSync(challenge.set(token));
      return challenge;
    });
}

export const makeLoginChallenge = (): LoginChallengeShape => {
  let current: string | undefined;
  return {
    token: Effect.sync(() => current),
    set: (token) =>
      Effect.sync(() => {
        current = token;
      }),
  };
};

/** validateUserIdentity: keeps the pre-authentication token and answers the rest. */
export const validateUserIdentity = Effect.fn("session.validateUserIdentity")(function* (input: {
  readonly user_input: string;
}) {
  const challenge = yield* LoginChallenge;
  // The store the shopper signs in to: a mobile number held by accounts of several clients opens
  // this store's account (the reference API's rule), never another client's.
  const location = yield* (yield* Navigation).current;
  const answer = yield* callOperation(
    validateUserIdentityCall,
    { user_input: input.user_input.trim() },
    { headers: { [SiteHeader]: siteOfPath(location.pathname).key } },
  );
  yield* challenge.set(answer.success === 1 ? answer.data?.a_t : undefined);
  const outcome: IdentityOutcome = {
    success: answer.success,
    message: answer.message ?? null,
    user_exists: answer.data?.user_exists ?? false,
    login_type: answer.data?.login_type ?? null,
    otp_id: answer.data?.otp_id ?? null,
  };
  return outcome;
});

/** The session of a login step: the pre-authentication token as `a_t`, not logged in. */
const asLoginStep = <A, E, R>(program: Effect.Effect<A, E, R>, token: string | undefined) =>
  Effect.provideService(program, Session, {
    token: Effect.succeed(token),
    loggedIn: Effect.succeed(false),
  });

/** A login answer: on success 1 with a session, stores it (a_t, s_e_t=1, cookies). */
const completeSignIn = (answer: ResponseOf<typeof validatePasswordCall>) =>
  Effect.gen(function* () {
    const session = answer.success === 1 ? answer.data : undefined;
    if (session === undefined) {
      const failed: SignInOutcome = {
        signedIn: false,
        message: answer.message ?? null,
        domain: null,
        chooseAccount: false,
      };
      return failed;
    }
    yield* storeSessionToken(session.a_t);
    const challenge = yield* LoginChallenge;
    yield* challenge.set(undefined);
    const done: SignInOutcome = {
      signedIn: true,
      message: answer.message ?? null,
      domain: session.domain,
      chooseAccount: session.showLinkedAccountsModal === true,
    };
    return done;
  });

/** validatePassword (header a_t: the pre-authentication token), then the session is stored. */
export const validatePassword = Effect.fn("session.validatePassword")(function* (input: {
  readonly password: string;
}) {
  const challenge = yield* LoginChallenge;
  const token = yield* challenge.token;
  const answer = yield* asLoginStep(callOperation(validatePasswordCall, { password: input.password }), token);
  return yield* completeSignIn(answer);
});

/** validateLoginOtp with its otp_id (header a_t: the pre-authentication token), then the session is stored. */
export const validateLoginOtp = Effect.fn("session.validateLoginOtp")(function* (input: {
  readonly otp: string;
  readonly otp_id: string;
}) {
  const challenge = yield* LoginChallenge;
  const token = yield* challenge.token;
  const answer = yield* asLoginStep(
    callOperation(validateLoginOtpCall, { otp_id: input.otp_id, otp: input.otp.trim() }),
    token,
  );
  return yield* completeSignIn(answer);
});

/**
 * resendLoginOtp with the step's otp_id (header a_t: the pre-authentication token). `cf_token` is
 * the captcha token of sites that show one; the sign-in asks no captcha, so it goes empty.
 */
export const resendLoginOtp = Effect.fn("session.resendLoginOtp")(function* (input: {
  readonly otp_id: string;
}) {
  const challenge = yield* LoginChallenge;
  const token = yield* challenge.token;
  const answer = yield* asLoginStep(
    callOperation(resendLoginOtpCall, { otp_id: input.otp_id, cf_token: "" }),
    token,
  );
  const outcome: ResendOutcome = {
    success: answer.success,
    message: answer.message ?? null,
    otp_id: answer.data?.otp_id ?? null,
  };
  return outcome;
});

/** 'Forgot password?': generateResetPasswordLink (header a_t: the pre-authentication token). */
export const generateResetPasswordLink = Effect.fn("session.generateResetPasswordLink")(function* (input: {
  readonly reset_link: string;
}) {
  const challenge = yield* LoginChallenge;
  const token = yield* challenge.token;
  const answer = yield* asLoginStep(
    callOperation(generateResetPasswordLinkCall, { reset_link: input.reset_link }),
    token,
  );
  const outcome: MailOutcome = { success: answer.success, message: answer.message ?? null };
  return outcome;
});

// ---------------------------------------------------------------------------------------------
// Actors

/**
 * The actors the sign-in machine invokes, run with `layer`. They share one
 * {@link LoginChallenge}, so the pre-authentication token never enters the machine.
 */
export const authActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => {
  const withChallenge = Layer.merge(layer, Layer.succeed(LoginChallenge, makeLoginChallenge()));
  // One holder for the three actors: built once here, not once per call as LoginChallenge.layer would.
  return {
    validateUserIdentity: effectActor(validateUserIdentity, withChallenge),
    validatePassword: effectActor(validatePassword, withChallenge),
    validateLoginOtp: effectActor(validateLoginOtp, withChallenge),
    resendLoginOtp: effectActor(resendLoginOtp, withChallenge),
    generateResetPasswordLink: effectActor(generateResetPasswordLink, withChallenge),
  };
};
