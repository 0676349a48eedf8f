/**
 * The events and the context of the sign-up page (./signUp.ts): the schemas of every event it
 * accepts from outside (secrets and personal data annotated, for the event log) and what it keeps.
 */

import { SensitiveString } from "@contract/sensitive";
import type { PhoneListCountry } from "@domain/phoneList";
import type { CatalogueText } from "@errors/catalogue";
import type { ErrorData } from "@errors/data";
import { Schema } from "effect";

/** The events the sign-up accepts from the page. */
export const signUpEventSchemas = [
  /** The page opened: an empty form. */
  Schema.Struct({ type: Schema.Literal("SIGNUP.OPEN") }),
  /**
   * 'Create account' with the form (spec §7.5 signUpStores {signup_input}). `url` is the site's
   * custom url; `reset_link` the path of its reset page the verification link opens ('/marketplace/rp/').
   */
  Schema.Struct({
    type: Schema.Literal("SIGNUP.SUBMIT"),
    email: SensitiveString("email"),
    mobile: SensitiveString("phone"),
    /** The ISO2 code of the phone-country picker. */
    country: Schema.String,
    full_name: SensitiveString("name"),
    password: SensitiveString("password"),
    url: Schema.String,
    reset_link: Schema.String,
  }),
  /** The setup OTP (validateSetupOtp). */
  Schema.Struct({ type: Schema.Literal("SIGNUP.SUBMIT_OTP"), otp: SensitiveString("otp") }),
  /** 'Resend code' once its countdown has ended (resendSetupOtp). */
  Schema.Struct({ type: Schema.Literal("SIGNUP.RESEND_OTP") }),
] as const;

export type SignUpEvent = (typeof signUpEventSchemas)[number]["Type"];

/** `loading` while the form or the code is sent; `resending` while a new code is asked for. */
export type SignUpTag = "loading" | "resending";

export interface SignUpContext {
  /** The `otp_id` of the setup OTP step. */
  readonly otpId: string | null;
  /** Seconds left before 'Resend code' can be pressed again (0: it can). */
  readonly resendIn: number;
  /** The server's text (a taken e-mail, a wrong code, the code's notice), kept as sent. */
  readonly message: CatalogueText | null;
  /** A refused field or a failed call, as data; the page says it in the shopper's language. */
  readonly error: ErrorData | null;
  /**
   * The server's phone list (spec §7.2 getCountryList), asked for once when the flow starts and
   * kept when the form resets; null while it comes, or when it failed or was malformed: the
   * built-in list serves then.
   */
  readonly phoneList: readonly PhoneListCountry[] | null;
}

export const initialSignUpContext: SignUpContext = {
  otpId: null,
  resendIn: 0,
  message: null,
  error: null,
  phoneList: null,
};
