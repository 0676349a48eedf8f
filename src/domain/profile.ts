/**
 * The rules of the PROFILE tab (spec §3 'User', §5 'General checks', 'Phone lengths', 'Password',
 * §7.5 'Profile'): the user's details as the tab shows them (the contact split into code and
 * number), the edit form's checks, the change-password form's checks and the alternate e-mail's.
 * Pure and total.
 */
import type { UserDetails } from "@contract/account";
import type { UpdateData } from "@contract/profile";
import { meetsPasswordRule, passwordChecks } from "./account";
import { PHONE_LIST, type PhoneListCountry } from "./phoneList";
import { splitContact } from "./session";
import { isValidPhoneForCountry, phoneCodeOf } from "./trackOrder";
import { isValidEmail } from "./validation";

// ---------------------------------------------------------------------------------------------
// The details

/** The user's details as the tab shows them (spec §3 userDetails, contact split on '-'). */
export interface ProfileDetails {
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  /** The calling code of the contact, without '+', e.g. '91'. */
  readonly mobile_code: string;
  /** The national number of the contact. */
  readonly mobile: string;
  /** The ISO2 code of the phone country the edit form starts with. */
  readonly country: string;
  readonly company: string;
  /** user_creation_date as the server sent it ('YYYY-MM-DD hh:mm:ss'). */
  readonly member_since: string;
}

/**
 * The phone country of a calling code: the user's own country when its code is that one (+1 is
 * Canada's and the United States'), else the first country of the phone list with it, else India.
 */
export const phoneCountryOf = (
  code: string,
  userCountry: string | undefined,
  list: readonly PhoneListCountry[] = PHONE_LIST,
): string => {
  const own = userCountry?.trim().toUpperCase() ?? "";
  if (own !== "" && phoneCodeOf(own, list) === code) return own;
  return list.find((entry) => entry.phonecode === code)?.iso ?? "IN";
};

/** The tab's details of fetchUserDetails' answer: the contact split into code and number (spec §4). */
export const profileDetailsOf = (user: UserDetails): ProfileDetails => {
  const { phone_code, phone } = splitContact(user.contact);
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    mobile_code: phone_code,
    mobile: phone,
    country: phoneCountryOf(phone_code, user.country_code),
    company: user.companyDetails.name,
    member_since: user.user_creation_date,
  };
};

/** The letters the avatar shows when the user has no profile logo: the initials of the names. */
export const initialsOf = (first: string, last: string): string =>
  [first, last]
    .map((name) => Array.from(name.trim())[0] ?? "")
    .join("")
    .toUpperCase();

/** The calendar day of user_creation_date ('2024-03-14 10:22:05' → 2024, 3, 14), or null. */
export const memberSinceOf = (
  creationDate: string,
): { readonly year: number; readonly month: number; readonly day: number } | null => {
  const found = /^(\d{4})-(\d{2})-(\d{2})/.exec(creationDate.trim());
  if (found === null) return null;
  const [year, month, day] = [Number(found[1]), Number(found[2]), Number(found[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { year, month, day };
};

// ---------------------------------------------------------------------------------------------
// Edit profile

/** What the user typed into the edit form. */
export interface ProfileForm {
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly mobile: string;
  /** The ISO2 code of the phone-country picker. */
  readonly country: string;
  /** The current password, asked when the e-mail or the mobile number changes; else empty. */
  readonly password: string;
  /** The code mailed to the new e-mail address, once one was mailed. */
  readonly email_otp?: string;
}

/** The longest name the form takes. */
export const NAME_MAX_LENGTH = 50;

/**
 * A name: not blank once trimmed, at most 50 characters, letters (any script) with the spaces,
 * apostrophes, dots and hyphens names carry, starting with a letter.
 */
export const isValidName = (value: string): boolean => {
  const name = value.trim();
  return name.length > 0 && name.length <= NAME_MAX_LENGTH && /^\p{L}[\p{L}\p{M} .'’-]*$/u.test(name);
};

/** The sign-in details an edit is compared with: the e-mail, and the mobile number with its code. */
export type SignInDetails = Pick<ProfileDetails, "email" | "mobile" | "mobile_code">;

/**
 * Whether the form changes the e-mail or the mobile number (its calling code included): the
 * current password is then needed (spec §7.5 update_data).
 */
export const changesSignIn = (
  form: ProfileForm,
  current: SignInDetails,
  list: readonly PhoneListCountry[] = PHONE_LIST,
): boolean =>
  form.email.trim().toLowerCase() !== current.email.trim().toLowerCase() ||
  form.mobile.trim() !== current.mobile ||
  (phoneCodeOf(form.country, list) ?? "") !== current.mobile_code;

/** Whether the form's e-mail is the new one a code was mailed to: the form then asks for the code. */
export const awaitsEmailCode = (form: ProfileForm, pendingEmail: string | null): boolean =>
  pendingEmail !== null && form.email.trim().toLowerCase() === pendingEmail.trim().toLowerCase();

/** A code mailed to a new e-mail address: 6 digits. */
export const isEmailCode = (value: string): boolean => /^\d{6}$/.test(value.trim());

/** A field of the edit form that breaks its rule. */
export type ProfileProblem = "first_name" | "last_name" | "email" | "mobile" | "password" | "email_otp";

/**
 * Every field of `form` that breaks its rule (spec §5), in the form's order: the names, the
 * e-mail check, the mobile number as long as its phone country allows (India 10 digits, UK 7 to
 * 12, ...), the current password when the form changes the sign-in details of `current`, and the
 * mailed code once it is asked for.
 */
export const profileProblemsOf = (
  form: ProfileForm,
  current: SignInDetails | null,
  list: readonly PhoneListCountry[] = PHONE_LIST,
): readonly ProfileProblem[] => [
  ...(isValidName(form.first_name) ? [] : (["first_name"] as const)),
  ...(isValidName(form.last_name) ? [] : (["last_name"] as const)),
  ...(isValidEmail(form.email) ? [] : (["email"] as const)),
  ...(isValidPhoneForCountry(form.mobile, form.country, list) && phoneCodeOf(form.country, list) !== null
    ? []
    : (["mobile"] as const)),
  ...(current !== null && form.password === "" && changesSignIn(form, current, list)
    ? (["password"] as const)
    : []),
  ...(form.email_otp === undefined || isEmailCode(form.email_otp) ? [] : (["email_otp"] as const)),
];

/**
 * update_data of a form without problems, trimmed, the mobile with its country's code (spec
 * §7.5), with the current password and the mailed code when the form has them.
 */
export const updateDataOf = (
  form: ProfileForm,
  list: readonly PhoneListCountry[] = PHONE_LIST,
): UpdateData => ({
  first_name: form.first_name.trim(),
  last_name: form.last_name.trim(),
  email: form.email.trim(),
  mobile: form.mobile.trim(),
  mobile_code: phoneCodeOf(form.country, list) ?? "",
  ...(form.password === "" ? {} : { password: form.password }),
  ...(form.email_otp === undefined ? {} : { email_otp: form.email_otp.trim() }),
});

// ---------------------------------------------------------------------------------------------
// Change password

/** What the user typed into the change-password form. */
export interface PasswordChangeForm {
  readonly old_password: string;
  readonly new_password: string;
  readonly confirm_password: string;
}

/** The first rule the change-password form breaks, in the form's order. */
export type PasswordChangeProblem = "currentMissing" | "rule" | "mismatch" | "unchanged";

/**
 * The first broken rule of the form: the current password given, the new one keeping the rule of
 * spec §5 (no spaces, a digit, 8+ characters), typed twice alike, and not the current one.
 */
export const passwordChangeProblemOf = (form: PasswordChangeForm): PasswordChangeProblem | null => {
  if (form.old_password === "") return "currentMissing";
  if (!meetsPasswordRule(passwordChecks(form.new_password))) return "rule";
  if (form.confirm_password !== form.new_password) return "mismatch";
  if (form.new_password === form.old_password) return "unchanged";
  return null;
};

// ---------------------------------------------------------------------------------------------
// Alternate e-mail (spec §1 'an optional alternate e-mail', §3 Menu data showAlternateEmail)

export type AlternateEmailProblem = "email" | "samePrimary";

/** An alternate e-mail passes the e-mail check of spec §5 and is not the account's own e-mail. */
export const alternateEmailProblemOf = (value: string, primary: string): AlternateEmailProblem | null => {
  if (!isValidEmail(value)) return "email";
  return value.trim().toLowerCase() === primary.trim().toLowerCase() ? "samePrimary" : null;
};
