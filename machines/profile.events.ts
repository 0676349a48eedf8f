/**
 * The events and the context of the PROFILE tab (./profile.ts): the schemas of every event it
 * accepts from outside (personal data and passwords annotated, for the event log) and what it keeps.
 */

import { SensitiveString } from "@contract/sensitive";
import type { PhoneListCountry } from "@domain/phoneList";
import type { LoadedProfile } from "@effects/profile";
import type { CatalogueText } from "@errors/catalogue";
import type { ErrorData } from "@errors/data";
import { Schema } from "effect";

/** The events the PROFILE tab sends. */
export const profileEventSchemas = [
  /** The tab opened (or 'Try again'): the details and the logo are fetched. */
  Schema.Struct({ type: Schema.Literal("PROFILE.OPEN") }),
  /** 'Edit profile': the form opens with the current details. */
  Schema.Struct({ type: Schema.Literal("PROFILE.EDIT") }),
  /** 'Cancel': the form closes unsent. */
  Schema.Struct({ type: Schema.Literal("PROFILE.CANCEL_EDIT") }),
  /** 'Save' with the edit form (spec §7.5 update_employee_data {update_data}). */
  Schema.Struct({
    type: Schema.Literal("PROFILE.SAVE"),
    first_name: SensitiveString("name"),
    last_name: SensitiveString("name"),
    email: SensitiveString("email"),
    mobile: SensitiveString("phone"),
    /** The ISO2 code of the phone-country picker. */
    country: Schema.String,
    /** The current password, when the e-mail or the mobile number changes; else empty. */
    password: SensitiveString("password"),
    /** The code mailed to the new e-mail address, once the form asks for it. */
    email_otp: Schema.optional(SensitiveString("otp")),
  }),
  /** 'Change password' with the form (spec §7.5 change_query {reset_input}). */
  Schema.Struct({
    type: Schema.Literal("PASSWORD.CHANGE"),
    old_password: SensitiveString("password"),
    new_password: SensitiveString("password"),
    confirm_password: SensitiveString("password"),
  }),
  /** 'Save' of the alternate e-mail (spec §1, §3 showAlternateEmail). */
  Schema.Struct({
    type: Schema.Literal("ALTERNATE.SAVE"),
    alternative_email: SensitiveString("email"),
  }),
] as const;

export type ProfileEvent = (typeof profileEventSchemas)[number]["Type"];

/**
 * `loading` while the details load; `saving` while the edit form is sent and the details reload;
 * `changingPassword` and `savingAlternate` while their calls run.
 */
export type ProfileTag = "loading" | "saving" | "changingPassword" | "savingAlternate";

/** The last word of one form: its refusal or failure as data, or the server's own text. */
export interface FormFeedback {
  readonly error: ErrorData | null;
  readonly message: CatalogueText | null;
}

export const noFeedback: FormFeedback = { error: null, message: null };

export interface ProfileContext {
  /** What the tab shows; null until the first load has answered. */
  readonly profile: LoadedProfile | null;
  /** Why the details could not be loaded. */
  readonly loadError: ErrorData | null;
  readonly edit: FormFeedback;
  /** The new e-mail a code was mailed to: the edit form asks for that code. */
  readonly pendingEmail: string | null;
  readonly password: FormFeedback;
  readonly alternate: FormFeedback;
  /**
   * The server's phone list (spec §7.2 getCountryList), asked for once when the flow starts;
   * null while it comes, or when it failed or was malformed: the built-in list serves then.
   */
  readonly phoneList: readonly PhoneListCountry[] | null;
}

export const initialProfileContext: ProfileContext = {
  profile: null,
  loadError: null,
  edit: noFeedback,
  pendingEmail: null,
  password: noFeedback,
  alternate: noFeedback,
  phoneList: null,
};

/** The event the tab sends "session" after a saved edit: the header's user is fetched again. */
export interface ProfileSessionEvent {
  readonly type: "SESSION.USER_CHANGED" | "SESSION.EXPIRED";
}
