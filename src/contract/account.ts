/**
 * Authentication, account and balance calls (spec §7.5, the menu of spec §7.2, the user
 * entities of spec §3, the roles of spec §6 and the login errors of spec §8).
 *
 * Login is a two-step exchange on the public REST base: `validateUserIdentity` answers a
 * pre-authentication token, which the next step (`validatePassword` or `validateLoginOtp`)
 * sends as its `a_t` header; that step answers the session token `a_t` used on the
 * authenticated bases from then on.
 */
import { Schema } from "effect";
import { envelope, graph, Message, rest, Success } from "./operation";
import { SensitiveString } from "./sensitive";

// ---------------------------------------------------------------------------------------------
// Error texts and bodies (spec §8)
// ---------------------------------------------------------------------------------------------

/** Machine-readable code of the login lockout answer (HTTP 423). */
export const LOGIN_LOCKOUT_CODE = "LOGIN_LOCKOUT";

/** The login lockout text (spec §8). */
export const LOGIN_LOCKOUT_MESSAGE =
  "For security reasons, access to the login page has been temporarily disabled due to multiple failed attempts. Please wait 1 hour and try again.";

/** Failed password or OTP attempts within an hour that trigger the lockout. */
export const LOGIN_LOCKOUT_ATTEMPTS = 5;

/** How long a lockout lasts, and the window failed attempts are counted in. */
export const LOGIN_LOCKOUT_WINDOW_MS = 60 * 60 * 1000;

/** Calls per minute per identity allowed on the rate-limited login calls before HTTP 429. */
export const LOGIN_OTP_CALLS_PER_MINUTE = 10;

/** The HTTP 429 text of spec §8, with the support address filled in. */
export const limitExceededMessage = (email: string): string =>
  `Limit exceeded, please try again in sometime. If it reoccurs, please reach out to ${email}. Thank you for your patience.`;

/** Body of the HTTP 423 login lockout answer. */
export const LoginLockoutBody = Schema.Struct({
  success: Schema.Literal(0),
  code: Schema.Literal(LOGIN_LOCKOUT_CODE),
  message: Schema.String,
});
export type LoginLockoutBody = typeof LoginLockoutBody.Type;

/** Body of an HTTP 429 answer. */
export const LimitExceededBody = Schema.Struct({
  success: Schema.Literal(0),
  message: Schema.String,
});

/** Logout (spec §7.5): no payload; ends the session of the `a_t` header. */
export const logout = rest({
  name: "logout",
  path: "/logout",
  access: "auth",
  body: Schema.Struct({}),
  response: Schema.Struct({ success: Success, message: Message }),
});

/**
 * SSO token (spec §7.5, auth sso_token): a token for the given platform that carries the
 * current user's session to it (the perk stores of spec §1 reuse the store credentials and
 * read it through the '/sso/?token=' entry of spec §2.1).
 */
export const ssoToken = graph({
  query: "auth.query.sso_token",
  tag: "auth",
  access: "auth",
  variables: Schema.Struct({ type: Schema.Struct({ platform: Schema.String }) }),
  response: envelope(
    "sso_token",
    Schema.Struct({
      success: Success,
      message: Message,
      data: Schema.optional(Schema.Struct({ token: SensitiveString("token"), platform: Schema.String })),
    }),
  ),
});

// ---------------------------------------------------------------------------------------------
// User, menu and balances (spec §3 "User", "User points", "Other balances", "Menu data")
// ---------------------------------------------------------------------------------------------

export const CompanyDetails = Schema.Struct({
  name: Schema.String,
  company_id: Schema.optional(Schema.Number),
});
export type CompanyDetails = typeof CompanyDetails.Type;

export const UserDetails = Schema.Struct({
  email: SensitiveString("email"),
  first_name: SensitiveString("name"),
  last_name: SensitiveString("name"),
  company_id: Schema.Number,
  /** 'code-number', e.g. '91-9876543210' (split on '-' into phone_code and phone, spec §4). */
  contact: SensitiveString("phone"),
  user_creation_date: Schema.String,
  /** '2' hides 'Switch Account' (spec §6). */
  user_login_type: Schema.String,
  /** When set, the user lands on '/{domain}' after login (spec §2.1). */
  domain: Schema.NullOr(Schema.String),
  client_id: Schema.Number,
  companyDetails: CompanyDetails,
  /** The user's stored country (ISO2), the first choice of the initial country (spec §4). */
  country_code: Schema.optional(Schema.String),
});
export type UserDetails = typeof UserDetails.Type;

/** User details (rightnav user_details_query / fetchUserDetails). */
export const fetchUserDetails = graph({
  query: "rightnav.query.fetchUserDetails",
  tag: "rightnav",
  access: "auth",
  variables: Schema.Struct({}),
  response: envelope("fetchUserDetails", UserDetails),
});

export const MenuData = Schema.Struct({
  companyDetails: CompanyDetails,
  showMultiLanguage: Schema.Boolean,
  showAlternateEmail: Schema.Boolean,
  disablePhoneNumberInCheckout: Schema.Boolean,
});
export type MenuData = typeof MenuData.Type;

/** Menu (stores getMenu): success 1 means the user is an admin (spec §3, §6). */
export const getMenu = graph({
  query: "stores.query.getMenu",
  tag: "stores",
  access: "auth",
  variables: Schema.Struct({}),
  response: envelope(
    "getMenu",
    Schema.Struct({ success: Success, message: Message, data: Schema.optional(MenuData) }),
  ),
});

const Balance = Schema.Struct({ balance: Schema.Number });

export const PointsData = Schema.Struct({
  /** Available points: the first entry's balance (spec §3). */
  RP: Schema.Array(Balance),
  /** Redeemed points: the first entry's balance. */
  RMP: Schema.Array(Balance),
  conversion_factor: Schema.Number,
  currency_code: Schema.String,
  platform: Schema.optional(Schema.String),
  currency: Schema.optional(
    Schema.Struct({
      code: Schema.String,
      /** Value of one point in the base currency, INR (spec §9 defaults). */
      pointsBaseConversionValue: Schema.Number,
    }),
  ),
  /** The points label of the client ('Points' by default). */
  label: Schema.optional(Schema.String),
  isThirdPartyUser: Schema.optional(Schema.Boolean),
  pointsConversionFactor: Schema.optional(Schema.Number),
});
export type PointsData = typeof PointsData.Type;

/**
 * Points (points getPoints, called with argument 1, sent as `add_data: 1`). The
 * `{vendor}_wallet_id` kept in session storage (spec §2.1) goes as `vendor_wallet_id`.
 */
export const getPoints = graph({
  query: "points.query.getPoints",
  tag: "points",
  access: "auth",
  variables: Schema.Struct({
    add_data: Schema.Literal(1),
    vendor_wallet_id: Schema.optional(Schema.String),
  }),
  response: envelope(
    "getPoints",
    Schema.Struct({ success: Success, message: Message, data: Schema.optional(PointsData) }),
  ),
});

export const GcbVoucher = Schema.Struct({
  amount: Schema.Number,
  /** 'YYYY-MM-DD'. */
  expiry: Schema.String,
});
export type GcbVoucher = typeof GcbVoucher.Type;

/** Gift-card balance (get_GCB / fetchGcb). */
export const fetchGcb = graph({
  query: "voucher.query.fetchGcb",
  tag: "voucher",
  access: "auth",
  variables: Schema.Struct({}),
  response: envelope(
    "fetchGcb",
    Schema.Struct({
      success: Success,
      message: Message,
      data: Schema.optional(
        Schema.Struct({
          total: Schema.Number,
          voucher_lists: Schema.Array(GcbVoucher),
          currency_code: Schema.String,
        }),
      ),
    }),
  ),
});

/** The user type sent with the token balance call (spec §6). */
export const END_USER = "ENDUSER";

/** Token balance (get{brand}Token). */
export const getStoreToken = graph({
  query: "points.query.getStoreToken",
  tag: "points",
  access: "auth",
  variables: Schema.Struct({ user_detail: Schema.Struct({ user_type: Schema.Literal(END_USER) }) }),
  response: envelope("getStoreToken", Schema.Struct({ total: Schema.Number })),
});

// ---------------------------------------------------------------------------------------------
// Linked accounts (spec §7.5 "Account switching", POST under /switchapi)
// ---------------------------------------------------------------------------------------------

export const LinkedAccount = Schema.Struct({
  /** The client id of the account. */
  cid: Schema.Number,
  /** The client company's name. */
  name: Schema.String,
  email: Schema.optional(SensitiveString("email")),
  domain: Schema.optional(Schema.NullOr(Schema.String)),
  /** Whether this is the account the session is signed in to. */
  is_current: Schema.optional(Schema.Boolean),
});
export type LinkedAccount = typeof LinkedAccount.Type;

export const fetchAccounts = rest({
  name: "fetch_accounts",
  path: "/switchapi/fetch_accounts",
  access: "auth",
  body: Schema.Struct({}),
  response: Schema.Struct({
    success: Success,
    message: Message,
    linkedAccounts: Schema.Array(LinkedAccount),
  }),
});
