/**
 * The rules of the sign-up form (spec §7.5 'Sign up', §5 'General checks', 'Phone lengths',
 * 'Password'): an e-mail and/or a mobile number, the mobile number as long as its country's phone
 * list allows, a name, and a password that keeps the rule of spec §5. Pure and total.
 */
import { meetsPasswordRule, passwordChecks } from "./account";
import { PHONE_LIST, type PhoneListCountry } from "./phoneList";
import { isValidPhoneForCountry, phoneCodeOf } from "./trackOrder";
import { isValidEmail } from "./validation";

/** What the shopper typed into the sign-up form. */
export interface SignUpForm {
  readonly email: string;
  readonly mobile: string;
  /** The ISO2 code of the phone-country picker, e.g. 'IN'. */
  readonly country: string;
  readonly full_name: string;
  readonly password: string;
}

/** The first field of the form that breaks its rule, in the form's order. */
export type SignUpProblem = "contact" | "email" | "mobile" | "name" | "password";

/**
 * The first broken rule of `form`, or null when it may be sent (spec §5), the phone length read
 * from `list` (the server's phone list once it has come, else the built-in one).
 */
export const signUpProblemOf = (
  form: SignUpForm,
  list: readonly PhoneListCountry[] = PHONE_LIST,
): SignUpProblem | null => {
  const email = form.email.trim();
  const mobile = form.mobile.trim();
  if (email === "" && mobile === "") return "contact";
  if (email !== "" && !isValidEmail(email)) return "email";
  // Spec §5 'Phone lengths': the picker's country decides how many digits the number has.
  if (
    mobile !== "" &&
    (!isValidPhoneForCountry(mobile, form.country, list) || phoneCodeOf(form.country, list) === null)
  ) {
    return "mobile";
  }
  if (form.full_name.trim() === "") return "name";
  if (!meetsPasswordRule(passwordChecks(form.password))) return "password";
  return null;
};

/** The signup_input of signUpStores for a form without problems, trimmed (spec §7.5). */
export const signUpInputOf = (
  form: SignUpForm,
  url: string,
  list: readonly PhoneListCountry[] = PHONE_LIST,
) => {
  const email = form.email.trim();
  const mobile = form.mobile.trim();
  return {
    ...(email === "" ? {} : { email }),
    ...(mobile === "" ? {} : { mobile, mobile_code: phoneCodeOf(form.country, list) ?? "" }),
    full_name: form.full_name.trim(),
    password: form.password,
    url,
  };
};
