/**
 * The PROFILE tab's calls (spec §7.5 'Profile'): edit profile (update_employee_data
 * {update_data}; HTTP 429 with the spec §8 text beyond its limit), change password (change_query
 * {reset_input}, the passwords base64 on the wire and stored as scrypt hashes) and the profile
 * logo (fetchUsersProfileLogo). The alternate e-mail of update_data is kept in `user_profiles`.
 */
import { limitExceededMessage } from "@contract/account";
import {
  changeQuery,
  fetchUsersProfileLogo,
  updateEmployeeData,
  WRONG_CURRENT_PASSWORD,
} from "@contract/profile";
import { meetsPasswordRule, passwordChecks } from "@domain/account";
import { PHONE_LIST } from "@domain/phoneList";
import { isValidName } from "@domain/profile";
import { isValidPhoneForCountry } from "@domain/trackOrder";
import { isValidEmail } from "@domain/validation";
import { type HandlerContext, HttpFailure, handle } from "../../core/module";
import { hashPassword, verifyPassword } from "../account/passwords";
import { requireUser, type UserRow } from "../account/store";

export const profileDdl = `
-- Profile logos (fetchUsersProfileLogo); a user without one shows initials.
CREATE TABLE IF NOT EXISTS profile_logos (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  logo_url TEXT NOT NULL
);
-- The alternate e-mail a user gave on the PROFILE tab (update_employee_data {update_data}).
CREATE TABLE IF NOT EXISTS user_profiles (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  alternative_email TEXT
);
`;

const MINUTE_MS = 60_000;
/** Profile edits one user may send a minute; more answer HTTP 429 (spec §8 'edit profile'). */
export const PROFILE_EDITS_PER_MINUTE = 10;
/** Password changes one user may try a minute; more answer HTTP 429. */
export const PASSWORD_CHANGES_PER_MINUTE = 5;

export const ProfileTexts = {
  updated: "Your profile has been updated.",
  invalidName: "Please enter a valid name.",
  invalidEmail: "Please enter a valid e-mail address.",
  emailTaken: "This e-mail address is already used by another account.",
  invalidMobile: "Mobile number should be between 7 to 16 digits only",
  nothingToUpdate: "Nothing to update.",
  passwordChanged: "Your password has been changed.",
  wrongPassword: "The current password you entered is not correct.",
  passwordRule: "Your password must have no spaces, at least one digit and at least 8 characters.",
} as const;

const limited = (ctx: HandlerContext, bucket: string, max: number): void => {
  if (!ctx.withinLimit(bucket, max, MINUTE_MS)) {
    throw new HttpFailure(429, { success: 0, message: limitExceededMessage(ctx.config.supportEmail) });
  }
};

/** A mobile number long enough for some country of its calling code (spec §5 'Phone lengths'). */
const isValidMobileFor = (mobile: string, code: string): boolean =>
  PHONE_LIST.some((entry) => entry.phonecode === code && isValidPhoneForCountry(mobile, entry.iso));

type Refusal = { readonly success: 0; readonly message: string };
const refuse = (message: string): Refusal => ({ success: 0, message });

/** The refusal of update_data's profile fields, or null when they may be stored. */
const profileRefusal = (
  ctx: HandlerContext,
  user: UserRow,
  data: { first_name?: string; last_name?: string; email?: string; mobile?: string; mobile_code?: string },
): Refusal | null => {
  if (data.first_name !== undefined && !isValidName(data.first_name)) return refuse(ProfileTexts.invalidName);
  if (data.last_name !== undefined && !isValidName(data.last_name)) return refuse(ProfileTexts.invalidName);
  if (data.email !== undefined) {
    if (!isValidEmail(data.email)) return refuse(ProfileTexts.invalidEmail);
    const owner = ctx.db
      .prepare("SELECT id FROM users WHERE lower(email) = lower(?) AND id <> ?")
      .get(data.email.trim(), user.id);
    if (owner !== undefined) return refuse(ProfileTexts.emailTaken);
  }
  if (data.mobile !== undefined && !isValidMobileFor(data.mobile.trim(), data.mobile_code ?? "")) {
    return refuse(ProfileTexts.invalidMobile);
  }
  return null;
};

export const profileHandlers = [
  handle(updateEmployeeData, (ctx, input) => {
    const user = requireUser(ctx);
    limited(ctx, `update_employee_data:${user.id}`, PROFILE_EDITS_PER_MINUTE);
    const data = input.update_data;
    const refusal = profileRefusal(ctx, user, data);
    if (refusal !== null) return { data: { update_employee_data: refusal } };
    const alternate = data.alternative_email?.trim();
    if (alternate !== undefined && alternate !== "" && !isValidEmail(alternate)) {
      return { data: { update_employee_data: refuse(ProfileTexts.invalidEmail) } };
    }
    const contact =
      data.mobile === undefined ? user.contact : `${data.mobile_code ?? ""}-${data.mobile.trim()}`;
    ctx.db
      .prepare("UPDATE users SET first_name = ?, last_name = ?, email = ?, contact = ? WHERE id = ?")
      .run(
        data.first_name?.trim() ?? user.first_name,
        data.last_name?.trim() ?? user.last_name,
        data.email?.trim() ?? user.email,
        contact,
        user.id,
      );
    if (alternate !== undefined) {
      ctx.db
        .prepare(
          "INSERT INTO user_profiles (user_id, alternative_email) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET alternative_email = excluded.alternative_email",
        )
        .run(user.id, alternate === "" ? null : alternate);
    }
    return { data: { update_employee_data: { success: 1, message: ProfileTexts.updated } } };
  }),

  handle(changeQuery, (ctx, input) => {
    const user = requireUser(ctx);
    limited(ctx, `change_query:${user.id}`, PASSWORD_CHANGES_PER_MINUTE);
    const { old_password, new_password } = input.reset_input;
    if (!verifyPassword(old_password, user.password_hash)) {
      return {
        data: {
          change_query: { success: 0, message: ProfileTexts.wrongPassword, code: WRONG_CURRENT_PASSWORD },
        },
      };
    }
    if (!meetsPasswordRule(passwordChecks(new_password))) {
      return { data: { change_query: { success: 0, message: ProfileTexts.passwordRule } } };
    }
    ctx.db
      .prepare("UPDATE users SET password_hash = ? WHERE id = ?")
      .run(hashPassword(new_password), user.id);
    return { data: { change_query: { success: 1, message: ProfileTexts.passwordChanged } } };
  }),

  handle(fetchUsersProfileLogo, (ctx) => {
    const user = requireUser(ctx);
    const row = ctx.db.prepare("SELECT logo_url FROM profile_logos WHERE user_id = ?").get(user.id) as
      | { logo_url: string }
      | undefined;
    return { data: { fetchUsersProfileLogo: { success: 1, data: { logo_url: row?.logo_url ?? null } } } };
  }),
];
