/**
 * The events and the context of the sign-in (./auth.ts): the schemas of every event it accepts
 * from outside (secrets annotated, for the event log) and the shape of what it keeps.
 */

import type { LoginType } from "@contract/identity";
import { SensitiveString } from "@contract/sensitive";
import type { CatalogueText } from "@errors/catalogue";
import type { ErrorData } from "@errors/data";
import { Schema } from "effect";

const Redirect = Schema.NullOr(Schema.String);

/** The events the sign-in accepts from outside, as schemas for the event log (secrets annotated). */
export const authEventSchemas = [
  /** The sign-in opens; `redirect` is the raw base64 'redirect' parameter of the page (spec §2.1). */
  Schema.Struct({ type: Schema.Literal("AUTH.OPEN"), redirect: Redirect }),
  Schema.Struct({
    type: Schema.Literal("AUTH.SUBMIT_IDENTITY"),
    /** The e-mail address or mobile number. */
    user_input: SensitiveString("email"),
    redirect: Schema.optional(Redirect),
  }),
  Schema.Struct({ type: Schema.Literal("AUTH.SUBMIT_PASSWORD"), password: SensitiveString("password") }),
  Schema.Struct({ type: Schema.Literal("AUTH.SUBMIT_OTP"), otp: SensitiveString("otp") }),
  /** 'Resend code' on the OTP step, once its countdown has ended (resendLoginOtp). */
  Schema.Struct({ type: Schema.Literal("AUTH.RESEND_OTP") }),
  /**
   * 'Forgot password?' on the password step (generateResetPasswordLink). `reset_link` is the path
   * of the site's reset page the mailed link opens, e.g. '/marketplace/rp/'.
   */
  Schema.Struct({ type: Schema.Literal("AUTH.FORGOT_PASSWORD"), reset_link: Schema.String }),
  /** The shopper closed the error toast. */
  Schema.Struct({ type: Schema.Literal("AUTH.DISMISS_TOAST") }),
  /** Back to the identity step, everything forgotten. */
  Schema.Struct({ type: Schema.Literal("AUTH.RESET") }),
] as const;

export type AuthEvent = (typeof authEventSchemas)[number]["Type"];

/** The event the sign-in sends to "session" after a successful sign-in. */
export interface AuthSessionEvent {
  readonly type: "SESSION.LOGGED_IN";
  readonly redirect: string | null;
  /** The sign-in answered showLinkedAccountsModal (spec §3 'Linked accounts'). */
  readonly chooseAccount?: boolean;
}

export interface AuthInput {
  readonly redirect?: string | null;
}

/**
 * What the form shows is a state's tag: the calls are `loading`; `resending` while a new code is
 * asked for, `mailingLink` while the reset link is; `toast` while an error shows as a toast.
 */
export type AuthTag = "loading" | "resending" | "mailingLink" | "toast";

export interface AuthContext {
  /** The raw base64 'redirect' parameter handed to "session" after sign-in. */
  readonly redirect: string | null;
  readonly loginType: LoginType | null;
  /** The `otp_id` of the OTP step. */
  readonly otpId: string | null;
  /** Seconds left before 'Resend code' can be pressed again (0: it can). */
  readonly resendIn: number;
  /**
   * The server's own text: the OTP step's notice, or why it refused (success 0), kept as sent;
   * 'Something went wrong.' when it sent none (spec §8).
   */
  readonly message: CatalogueText | null;
  /** An empty field or a failed call, as data; the view says it in the shopper's language. */
  readonly error: ErrorData | null;
  /** The sign-in answered showLinkedAccountsModal: the choice of account opens first (spec §3). */
  readonly chooseAccount: boolean;
}

export const emptyAuthForm = {
  loginType: null,
  otpId: null,
  resendIn: 0,
  message: null,
  error: null,
  chooseAccount: false,
} as const;

export const initialAuthContext = (input: AuthInput | undefined): AuthContext => ({
  redirect: input?.redirect ?? null,
  ...emptyAuthForm,
});
