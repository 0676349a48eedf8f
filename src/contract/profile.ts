/**
 * The calls of the PROFILE tab (spec §7.5 'Profile'): edit profile (`update_employee_data
 * {update_data}`), change password (`profile change_query {reset_input}`) and the profile logo
 * (`fetchUsersProfileLogo`). The user's details themselves come from fetchUserDetails
 * (./account.ts).
 *
 * Passwords travel base64-encoded, as validatePassword sends them (spec §7.5): the schema encodes
 * on the client and decodes on the server.
 */
import { Schema } from "effect";
import { envelope, graph, Message, Success } from "./operation";
import { SensitiveString, sensitive } from "./sensitive";

/**
 * update_data of update_employee_data: the fields the user changed. The names, e-mail and mobile
 * come together from the edit form; the alternate e-mail (spec §1, §3 showAlternateEmail) alone.
 *
 * A new e-mail or mobile number needs the current `password` (base64, as change_query's). A new
 * e-mail is the sign-in e-mail only once confirmed: the first call mails a code to it and answers
 * `pending_email`; the same edit sent again with `email_otp` makes the change.
 */
export const UpdateData = Schema.Struct({
  first_name: Schema.optional(SensitiveString("name")),
  last_name: Schema.optional(SensitiveString("name")),
  email: Schema.optional(SensitiveString("email")),
  /** The national number, digits only. */
  mobile: Schema.optional(SensitiveString("phone")),
  /** The calling code without '+', e.g. '91' (spec §3 contact 'code-number'). */
  mobile_code: Schema.optional(Schema.String),
  alternative_email: Schema.optional(SensitiveString("email")),
  /** The current password, when the e-mail or the mobile number changes. */
  password: Schema.optional(sensitive("password")(Schema.StringFromBase64)),
  /** The 6-digit code mailed to the new e-mail address. */
  email_otp: Schema.optional(SensitiveString("otp")),
});
export type UpdateData = typeof UpdateData.Type;

/**
 * Edit profile (update_employee_data {update_data}); HTTP 429 shows the spec §8 text as a message.
 * `pending_email`: the new e-mail a code was mailed to; nothing of the edit is saved yet.
 */
export const updateEmployeeData = graph({
  query: "profile.mutation.update_employee_data",
  tag: "profile",
  access: "auth",
  rateLimited: true,
  variables: Schema.Struct({ update_data: UpdateData }),
  response: envelope(
    "update_employee_data",
    Schema.Struct({
      success: Success,
      message: Message,
      pending_email: Schema.optional(SensitiveString("email")),
    }),
  ),
});

/** The code change_query answers when the current password is not the user's. */
export const WRONG_CURRENT_PASSWORD = "WRONG_CURRENT_PASSWORD";

/** Change password (profile change_query {reset_input}): the current and the new password, base64. */
export const changeQuery = graph({
  query: "profile.mutation.change_query",
  tag: "profile",
  access: "auth",
  rateLimited: true,
  variables: Schema.Struct({
    reset_input: Schema.Struct({
      old_password: sensitive("password")(Schema.StringFromBase64),
      new_password: sensitive("password")(Schema.StringFromBase64),
    }),
  }),
  response: envelope(
    "change_query",
    Schema.Struct({ success: Success, message: Message, code: Schema.optional(Schema.String) }),
  ),
});

/** Profile logo (fetchUsersProfileLogo): the image's address, or null when the user has none. */
export const fetchUsersProfileLogo = graph({
  query: "profile.query.fetchUsersProfileLogo",
  tag: "profile",
  access: "auth",
  variables: Schema.Struct({}),
  response: envelope(
    "fetchUsersProfileLogo",
    Schema.Struct({
      success: Success,
      message: Message,
      data: Schema.optional(Schema.Struct({ logo_url: Schema.NullOr(Schema.String) })),
    }),
  ),
});
