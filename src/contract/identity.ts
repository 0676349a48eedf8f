/**
 * The identity calls of later screens (spec §7.5): sign-in by password or one-time code, password
 * reset, account switching's select and check, mail unsubscription and sign-up. They live apart
 * from ./account.ts, which the landing page's session reads, so the landing page's code does not
 * carry them: the screens that make these calls load them with their own code.
 */
import { Schema } from "effect";
import { LinkedAccount } from "./account";
import { envelope, graph, Message, rest, Success } from "./operation";
import { SensitiveString, sensitive } from "./sensitive";

// ---------------------------------------------------------------------------------------------
// Login (spec §7.5 "Login and verification")
// ---------------------------------------------------------------------------------------------

/** How an identity signs in: an e-mail with its password, a mobile number with a one-time code. */
export const LoginType = Schema.Literals(["password", "otp"]);
export type LoginType = typeof LoginType.Type;

/** Where a login OTP is delivered; the client sends 'email' when it asked for the e-mail. */
export const LoginOtpChannel = Schema.Literals(["email", "mobile"]);
export type LoginOtpChannel = typeof LoginOtpChannel.Type;

/** A successful login: the session token and the user's domain (spec §2.1 landing rule). */
export const LoginSession = Schema.Struct({
  a_t: SensitiveString("token"),
  domain: Schema.NullOr(Schema.String),
  /** The user is offered the choice of a linked account after signing in (spec §3 'Linked accounts'). */
  showLinkedAccountsModal: Schema.optional(Schema.Boolean),
});
export type LoginSession = typeof LoginSession.Type;

const LoginAnswer = Schema.Struct({
  success: Success,
  message: Message,
  data: Schema.optional(LoginSession),
});

export const validateUserIdentity = rest({
  name: "validateUserIdentity",
  path: "/validateUserIdentity",
  access: "public",
  body: Schema.Struct({
    /** The e-mail address or mobile number typed by the user. */
    user_input: SensitiveString("email"),
    /** Captcha token, when the site shows a captcha. */
    token: Schema.optional(SensitiveString("captcha")),
  }),
  response: Schema.Struct({
    success: Success,
    message: Message,
    data: Schema.optional(
      Schema.Struct({
        user_exists: Schema.Boolean,
        login_type: Schema.optional(LoginType),
        /** Present when a login OTP was sent. */
        otp_id: Schema.optional(Schema.String),
        /** Pre-authentication token: the `a_t` header of the next login step. */
        a_t: Schema.optional(SensitiveString("token")),
      }),
    ),
  }),
});

/** Header a_t: the pre-authentication token of `validateUserIdentity`. */
export const validatePassword = rest({
  name: "validatePassword",
  path: "/validatePassword",
  access: "public",
  body: Schema.Struct({
    /** Sent base64-encoded (spec §7.5); the decoded value is the password itself. */
    password: sensitive("password")(Schema.StringFromBase64),
  }),
  response: LoginAnswer,
});

/** Header a_t: the pre-authentication token of `validateUserIdentity`. HTTP 429 when overused. */
export const validateLoginOtp = rest({
  name: "validateLoginOtp",
  path: "/validateLoginOtp",
  access: "public",
  rateLimited: true,
  body: Schema.Struct({
    otp_id: Schema.String,
    otp: SensitiveString("otp"),
    login_type: Schema.optional(LoginOtpChannel),
  }),
  response: LoginAnswer,
});

/** Header a_t: the pre-authentication token. `cf_token` is the captcha token. HTTP 429 when overused. */
export const resendLoginOtp = rest({
  name: "resendLoginOtp",
  path: "/resendLoginOtp",
  access: "public",
  rateLimited: true,
  body: Schema.Struct({
    otp_id: Schema.String,
    cf_token: SensitiveString("captcha"),
    login_type: Schema.optional(LoginOtpChannel),
  }),
  response: Schema.Struct({
    success: Success,
    message: Message,
    data: Schema.optional(Schema.Struct({ otp_id: Schema.String })),
  }),
});

// ---------------------------------------------------------------------------------------------
// Password reset (spec §7.5 "Password reset")
// ---------------------------------------------------------------------------------------------

/**
 * Where a reset link leads: the path of the site's reset page without its keyword, e.g.
 * '/marketplace/rp/' (spec §2.3 '/rp/:keyword'). The API appends the keyword; it accepts a path
 * on its own origin only, so a mail never links elsewhere.
 */
export const RESET_LINK_PATH = /^\/(?:[a-z0-9-]+\/)?(?:rp|reset-password)\/$/;

/**
 * Forgot password (generateResetPasswordLink), header a_t: the pre-authentication token of
 * `validateUserIdentity`. The answer is the same whether or not the identity has an account.
 */
export const generateResetPasswordLink = rest({
  name: "generateResetPasswordLink",
  path: "/generateResetPasswordLink",
  access: "public",
  rateLimited: true,
  body: Schema.Struct({ reset_link: Schema.String }),
  response: Schema.Struct({ success: Success, message: Message }),
});

/** The keyword of a reset link ('/reset-password/:keyword', '/rp/:keyword'): a secret. */
export const ResetKeyword = SensitiveString("token");

/** Validate reset link {reset_link}: whether the keyword still opens a reset (unexpired, unused). */
export const validateResetLink = rest({
  name: "validateResetLink",
  path: "/validateResetLink",
  access: "public",
  body: Schema.Struct({ reset_link: ResetKeyword }),
  response: Schema.Struct({ success: Success, message: Message }),
});

/** A new password: a secret. */
export const NewPassword = SensitiveString("password");

/** Reset password: public '/resetPassword' with a JSON body; the link works once. */
export const resetPassword = rest({
  name: "resetPassword",
  path: "/resetPassword",
  access: "public",
  body: Schema.Struct({ reset_link: ResetKeyword, password: NewPassword }),
  response: Schema.Struct({ success: Success, message: Message }),
});

/** Confirms the session of the `a_t` header after a switch, with its accounts. */
export const validateIfSwitchWorked = rest({
  name: "validate_if_switch-worked",
  path: "/switchapi/validate_if_switch-worked",
  access: "auth",
  body: Schema.Struct({}),
  response: Schema.Struct({
    success: Success,
    message: Message,
    accounts: Schema.Array(LinkedAccount),
  }),
});

/** Switches to the linked account of client `cid`; answers the new session token. */
export const selectAccount = rest({
  name: "select_account",
  path: "/switchapi/select_account",
  access: "auth",
  body: Schema.Struct({ cid: Schema.Number }),
  response: LoginAnswer,
});

/**
 * Validate identity and user association (getUserAssoc, spec §7.5 'Other identity calls'): is the
 * signed-in identity associated with a user of client `cid`? The spec shows neither the payload
 * nor the answer; both are the reference API's. The storefront asks it where a signed-in shopper's
 * linked accounts are checked: on the switch-account page (spec §2.3 '/switch-account'), after the
 * shopper chooses an account and before `select_account` replaces the session, so a choice whose
 * association no longer holds (the client removed the user since fetch_accounts listed it) is
 * refused with the server's text and the session is left as it was. Sign-in does not ask it:
 * validateUserIdentity already answers for the identity alone, and no client is chosen there.
 * Associated: success 1 with the client and its company's name; not: success 0 with the text.
 */
export const getUserAssoc = graph({
  query: "auth.query.getUserAssoc",
  tag: "auth",
  access: "auth",
  variables: Schema.Struct({ user_assoc: Schema.Struct({ cid: Schema.Number }) }),
  response: envelope(
    "getUserAssoc",
    Schema.Struct({
      success: Success,
      message: Message,
      data: Schema.optional(Schema.Struct({ cid: Schema.Number, name: Schema.String })),
    }),
  ),
});

// ---------------------------------------------------------------------------------------------
// Mail (spec §7.5 "Mail")
// ---------------------------------------------------------------------------------------------

/** Unsubscribe mail {add_data: {un_subscribe}}: the signed-in shopper stops one kind of mail. */
export const unsubscribeMail = graph({
  query: "stores.mutation.unsubscribeMail",
  tag: "stores",
  access: "auth",
  variables: Schema.Struct({ add_data: Schema.Struct({ un_subscribe: Schema.String }) }),
  response: envelope("unsubscribeMail", Schema.Struct({ success: Success, message: Message })),
});

// ---------------------------------------------------------------------------------------------
// Sign up (spec §7.5 'Other identity calls', 'Login and verification', 'Mail')
// ---------------------------------------------------------------------------------------------

/** What the sign-up form sends (signUpStores {signup_input}): an e-mail and/or a mobile number. */
export const SignUpInput = Schema.Struct({
  email: Schema.optional(SensitiveString("email")),
  /** The mobile number's digits, without its country code. */
  mobile: Schema.optional(SensitiveString("phone")),
  /** The dialling code of the mobile number's country, e.g. '91'. */
  mobile_code: Schema.optional(Schema.String),
  /** The shopper's full name. */
  full_name: SensitiveString("name"),
  password: NewPassword,
  /** The site's custom url the account belongs to, e.g. '/marketplace'. */
  url: Schema.String,
});
export type SignUpInput = typeof SignUpInput.Type;

/** Sign up (signUpStores {signup_input}): a setup OTP is sent; the account opens with it. */
export const signUpStores = rest({
  name: "signUpStores",
  path: "/signUpStores",
  access: "public",
  rateLimited: true,
  body: Schema.Struct({ signup_input: SignUpInput }),
  response: Schema.Struct({
    success: Success,
    message: Message,
    data: Schema.optional(Schema.Struct({ otp_id: Schema.String, user_reference: SensitiveString("token") })),
  }),
});

/** Validate setup OTP: opens the account and its session (the answer of a login). */
export const validateSetupOtp = rest({
  name: "validateSetupOtp",
  path: "/validateSetupOtp",
  access: "public",
  rateLimited: true,
  body: Schema.Struct({
    otp_id: Schema.String,
    otp: SensitiveString("otp"),
    user_reference: SensitiveString("token"),
    password: NewPassword,
    reset_link: Schema.String,
    email: SensitiveString("email"),
    mobile: SensitiveString("phone"),
  }),
  response: LoginAnswer,
});

/** Resend setup OTP {otp_id, user_reference, cf_token}. HTTP 429 when overused (spec §8). */
export const resendSetupOtp = rest({
  name: "resendSetupOtp",
  path: "/resendSetupOtp",
  access: "public",
  rateLimited: true,
  body: Schema.Struct({
    otp_id: Schema.String,
    user_reference: SensitiveString("token"),
    cf_token: SensitiveString("captcha"),
  }),
  response: Schema.Struct({
    success: Success,
    message: Message,
    data: Schema.optional(Schema.Struct({ otp_id: Schema.String })),
  }),
});

/**
 * Send verification link {user_input, reset_link, is_admin} (is_admin 0 for shoppers): mails the
 * account's e-mail a link to the site's reset page ('/rp/:keyword'), where it can choose a password.
 */
export const sendVerificationLink = rest({
  name: "sendVerificationLink",
  path: "/sendVerificationLink",
  access: "auth",
  body: Schema.Struct({
    user_input: SensitiveString("email"),
    reset_link: Schema.String,
    is_admin: Schema.Number,
  }),
  response: Schema.Struct({ success: Success, message: Message }),
});

/** Welcome mail {add_data}: mails the signed-in user the site's welcome. */
export const welcomeMail = graph({
  query: "consumer.mutation.welcome_mail",
  tag: "consumer",
  access: "auth",
  variables: Schema.Struct({ add_data: Schema.Struct({ url: Schema.String }) }),
  response: envelope("welcome_mail", Schema.Struct({ success: Success, message: Message })),
});
