/**
 * The error catalogue (spec §8): the one mapping from every typed error of the storefront to
 * what the user sees. It is one table with an entry per error tag, so an error type added to
 * {@link StorefrontError} without a mapping does not compile.
 *
 * One row of spec §8 has no typed error: 'Route not enabled or unknown → not-found page' is not a
 * failure but a resolved route. src/domain/routes.ts `resolveRoute` answers {kind: "not-found"}
 * for an unknown path or a section the site does not enable, and the page table shows the
 * not-found page for it (src/views/App.tsx).
 */
import { MULTIPLE_WALLET_APP_MESSAGE } from "@contract/cart";
import type { ErrorData } from "./data";

/** Toasts close automatically after 5000 ms (spec §8 general rules, §9). */
export const TOAST_AUTO_CLOSE_MS = 5000;
/** Cart toasts close after 2 s (spec §8, §9). */
export const CART_TOAST_MS = 2000;

/**
 * The texts of spec §8, character for character: the English table of the catalogue's words. The
 * views keep the same keys in es, fr and de (src/views/i18n/errors.ts) and fill `{email}` with the
 * support address of the build.
 */
export const Texts = {
  limitExceeded:
    "Limit exceeded, please try again in sometime. If it reoccurs, please reach out to {email}. Thank you for your patience.",
  loginLockout:
    "For security reasons, access to the login page has been temporarily disabled due to multiple failed attempts. Please wait 1 hour and try again.",
  balanceForeignStore:
    "Please check the campaign URL applicable under \u2018Check Reward Code Balance\u2019 in the top right corner of your screen",
  balanceNotNumeric: "something went wrong !",
  balanceCodeUsed: "The Reward code entered has already been used",
  balanceLookupFailed: "The Code entered is invalid. Try again!",
  trackOrderInvalidOrderId: "Entered invalid order id. Please try again",
  trackOrderInvalidContact: "Invalid primary contact details. Please try again.",
  somethingWentWrongDot: "Something went wrong.",
  somethingWentWrong: "Something went wrong",
  singleUnitProduct: MULTIPLE_WALLET_APP_MESSAGE,
  invalidMobileNumber: "Mobile number should be between 7 to 16 digits only",
  /** Not a spec text: the spec shows none for a failed captcha. */
  captchaFailed: "Please complete the captcha to continue.",
  /** Not spec texts: the spec shows none for an empty sign-in field (refused before any call). */
  identityRequired: "Please enter your e-mail address or mobile number.",
  passwordRequired: "Please enter your password.",
  otpRequired: "Please enter the OTP.",
  /** Not a spec text: the spec states the password rule (§5) but shows no text for it. */
  passwordRule: "Your password must have no spaces, at least one digit and at least 8 characters.",
  /** Not spec texts: the spec shows none for a sign-up field that breaks its rule (§5). */
  signUpContact: "Please enter your e-mail address or mobile number.",
  signUpEmail: "Please enter a valid e-mail address.",
  signUpMobile: "Please enter a mobile number with the number of digits used in the chosen country.",
  signUpName: "Please enter your name.",
  /** Not a spec text: the spec shows none for a code in another currency than the cart's. */
  codeCurrencyMismatch: "This reward code is in {codeCurrency} and cannot pay for a cart in {cartCurrency}.",
  /** Not spec texts: the spec shows none for an airline member id that cannot be used (§7.6). */
  memberIdEmpty: "Please enter your airline member id.",
  memberIdForm: "A member id is 6 to 16 letters and digits, with at least one digit.",
  memberIdRefused: "The airline does not know this member id. Please check it and try again.",
  /** Not spec texts: the spec shows none for the hotel refusals. */
  hotelDestination: "Please choose a destination.",
  hotelRooms: "Please choose between 1 and 5 rooms.",
  hotelGuests: "Each room takes 1 to 4 adults and up to 3 children.",
  hotelDates: "The check-out date must be after the check-in date.",
  hotelPast: "The check-in date cannot be in the past.",
  hotelTooLong: "A stay can be at most 30 nights.",
  hotelTimeout: "The hotel search took too long and was stopped. Please try again.",
  hotelExpired: "Your room is no longer held: the itinerary has expired. Please choose the room again.",
  hotelRateChanged: "The rate of this room has changed since you saw it. Please check the new total.",
  hotelGuest: "Please give the lead guest's first name, last name, e-mail address and phone number.",
  hotelRefused: "This hotel or room is no longer available.",
  /** Not spec texts: the spec shows none for a held itinerary reopened after it was let go. */
  heldFlightExpired:
    "This flight is no longer held for you: its hold ran out. Go back to the results and choose a flight again.",
  heldFlightUnknown: "We could not find this held flight. Go back to the results and choose a flight again.",
  heldRoomUnknown: "We could not find this held room. Please choose a room again.",
  heldBooked: "This booking has already been paid for: you find it in your orders.",
  /** Not spec texts: the spec names the postal-code call (§7.2) but shows no text for a refusal. */
  deliveryPostalMismatch:
    "This postal code is not in the city you chose. Check the postal code, or choose the city it belongs to.",
  deliveryPostalUnknown:
    "We could not find this postal code in the selected country. Check it and try again.",
  /** Not spec texts: the spec states the mobile recharge and cash-out rules (§5, §7.6) but shows no texts. */
  topupMobileLength: "Please enter a mobile number of {length} digits for this country.",
  topupOperatorRequired: "Please choose the operator of this number.",
  topupOperatorMismatch:
    "This operator does not serve this mobile number. Please choose the operator of the number.",
  topupCircleRequired: "Please choose the circle (region) of this number.",
  topupRefused: "This recharge could not be made. Please choose another plan.",
  cashoutAmountBounds: "Please enter an amount between {min} and {max}.",
  cashoutPointsShort: "This amount needs more points than you have. Please enter a smaller amount.",
  cashoutUpiForm: "A UPI id has a name, '@' and the bank's handle, for example name@okbank.",
  cashoutHolderForm: "Please enter the account holder's name as the bank has it.",
  cashoutAccountForm: "An account number has 9 to 18 digits.",
  cashoutAccountMismatch: "The account numbers do not match.",
  cashoutBankCodeForm: "A bank code (IFSC) has 11 characters: 4 letters, a 0, then 6 letters or digits.",
  cashoutOtpForm: "Please enter the 6-digit OTP.",
  cashoutOtpWrong: "This OTP is not correct. Please check it and try again.",
  cashoutOtpExpired: "This OTP has expired. Please ask for a new one.",
  cashoutRefused: "This transfer could not be made. Please try again.",
  /** Not spec texts: the spec shows none for a profile field that breaks its rule (§5). */
  profileFirstName: "Please enter your first name (letters only, up to 50 characters).",
  profileLastName: "Please enter your last name (letters only, up to 50 characters).",
  profileEmail: "Please enter a valid e-mail address.",
  profileCurrentPassword:
    "Please enter your current password to change your e-mail address or mobile number.",
  profileEmailCode: "Please enter the 6-digit code we e-mailed to your new address.",
  alternateEmailInvalid: "Please enter a valid alternate e-mail address.",
  alternateEmailSame: "Your alternate e-mail must differ from your account's e-mail.",
  /** Not spec texts: the spec names change_query (§7.5) but shows no text for a refusal. */
  currentPasswordMissing: "Please enter your current password.",
  newPasswordMismatch: "The new passwords do not match.",
  newPasswordUnchanged: "Your new password must differ from your current password.",
  currentPasswordWrong: "The current password you entered is not correct.",
  /** Not a spec text: a saved line whose price could not be worked out again was taken out. */
  cartLinesDropped: "Some items saved in your cart are no longer available at their price and were removed.",
  /** Not a spec text: the spec shows none for a provider callback naming an unknown order (§2.3). */
  paymentLinkInvalid:
    "This payment link is not valid: the payment provider does not know this order. Your cart is unchanged; please check your orders or place the order again.",
  /** Not spec texts: the spec names 'Raise a Ticket' (§1) but shows no texts for its form. */
  ticketSubject: "Please enter a subject (at most 120 characters).",
  ticketBody: "Please say what happened (at most 4000 characters).",
  ticketLogTooLarge: "The log is too large to send: untick it and send again.",
  ticketNotSent: "Your ticket could not be sent. Please try again.",
} as const;

export type CatalogueTextKey = keyof typeof Texts;

/** The lines the catalogue writes to the log, not shown to the shopper (spec §8). */
export const LogTexts = {
  countries: "Failed to fetch countries",
  ipCountry: "Failed to fetch Ip Country",
} as const;

/**
 * A text the shopper sees: a catalogue entry with the values of its placeholders (the view says
 * it in the interface language), or a server's text kept as sent, ' [Tracer: {id}]' suffix
 * included (spec §8).
 */
export type CatalogueText =
  | { readonly key: CatalogueTextKey; readonly values?: Readonly<Record<string, string>> }
  | { readonly server: string };

const say = (key: CatalogueTextKey, values?: Readonly<Record<string, string>>): CatalogueText =>
  values === undefined ? { key } : { key, values };

export type ToastTone = "error" | "warning" | "info";

/** What a failure becomes when nothing is shown but the product falls back to a default (spec §8). */
export type Fallback =
  | { readonly to: "first-country" }
  | { readonly to: "default-sections" }
  | { readonly to: "default-branding"; readonly route: "/:keyword"; readonly url: "/" }
  | { readonly to: "default-settings"; readonly resetPasswordRedirect: "/marketplace" };

/** What the user sees for an error (spec §8). */
export type UserView =
  | {
      readonly kind: "toast";
      readonly tone: ToastTone;
      readonly text: CatalogueText;
      readonly durationMs: number;
    }
  | { readonly kind: "field"; readonly field: string; readonly text: CatalogueText }
  | { readonly kind: "message"; readonly text: CatalogueText }
  | { readonly kind: "logged-out" }
  | { readonly kind: "silent"; readonly log?: string }
  /** Nothing is shown; the error is kept in state (catalogue fetch failure). */
  | { readonly kind: "stored" }
  /** The result is empty: search results, the cart, a list, or an empty object. */
  | { readonly kind: "empty"; readonly of: "results" | "cart" | "list" | "object" }
  | { readonly kind: "fallback"; readonly fallback: Fallback; readonly log?: string }
  /** A payment status result (spec §8: code NO_RESPONSE, error true). */
  | { readonly kind: "status"; readonly code: "NO_RESPONSE"; readonly error: true };

/**
 * How HTTP 429 shows per call (spec §8), keyed by operation name: an error toast on login OTP
 * validation; the text returned as a message on resend login OTP, edit profile and resend OTP;
 * a warning toast on apply voucher. Any other call shows an error toast. The storefront resends
 * a one-time code with resendSetupOtp (the sign-up's 'Resend code') and generateOrderOtp (the
 * cash-out's 'Send a new OTP'): both are the spec's 'resend OTP', as is the order card's
 * 'Resend OTP' (resendOtp, spec §7.5 'Mail').
 */
export const RateLimitDisplay = {
  validateLoginOtp: "error-toast",
  resendLoginOtp: "message",
  update_employee_data: "message",
  resendSetupOtp: "message",
  generateOrderOtp: "message",
  resendOtp: "message",
  applyVoucher: "warning-toast",
} as const satisfies Record<string, "error-toast" | "message" | "warning-toast">;

const toast = (tone: ToastTone, text: CatalogueText, durationMs: number = TOAST_AUTO_CLOSE_MS): UserView => ({
  kind: "toast",
  tone,
  text,
  durationMs,
});

const rateLimitedView = (operation: string): UserView => {
  const text = say("limitExceeded");
  const display: string | undefined = Object.hasOwn(RateLimitDisplay, operation)
    ? RateLimitDisplay[operation as keyof typeof RateLimitDisplay]
    : undefined;
  return display === "message"
    ? { kind: "message", text }
    : toast(display === "warning-toast" ? "warning" : "error", text);
};

/** What an empty sign-in field says, by field. */
const signInFieldTexts = {
  identity: "identityRequired",
  password: "passwordRequired",
  otp: "otpRequired",
} as const satisfies Record<string, CatalogueTextKey>;

/** What a refused profile field says, by field. */
const profileFieldTexts = {
  first_name: "profileFirstName",
  last_name: "profileLastName",
  email: "profileEmail",
  password: "profileCurrentPassword",
  email_otp: "profileEmailCode",
  alternate_email: "alternateEmailInvalid",
  alternate_same: "alternateEmailSame",
} as const satisfies Record<string, CatalogueTextKey>;

/** What a refused change-password form says, by reason. */
const passwordChangeTexts = {
  currentMissing: "currentPasswordMissing",
  mismatch: "newPasswordMismatch",
  unchanged: "newPasswordUnchanged",
} as const satisfies Record<string, CatalogueTextKey>;

/** What a refused sign-up field says, by field. */
const signUpFieldTexts = {
  contact: "signUpContact",
  email: "signUpEmail",
  mobile: "signUpMobile",
  name: "signUpName",
} as const satisfies Record<string, CatalogueTextKey>;

/** The reasons an error of tag `T` carries. */
type ReasonOf<T extends ErrorData["_tag"]> = Extract<
  ErrorData,
  { readonly _tag: T; readonly reason: string }
>["reason"];

/** What a refused airline member id says, by reason (those with values or a server text are mapped in place). */
const memberIdTexts = {
  empty: "memberIdEmpty",
  form: "memberIdForm",
} as const satisfies Record<Exclude<ReasonOf<"MemberIdInvalid">, "refused">, CatalogueTextKey>;

/** What a refused hotel search or booking says, by reason (those with values or a server text are mapped in place). */
const hotelTexts = {
  destination: "hotelDestination",
  rooms: "hotelRooms",
  guests: "hotelGuests",
  dates: "hotelDates",
  past: "hotelPast",
  tooLong: "hotelTooLong",
  timeout: "hotelTimeout",
  expired: "hotelExpired",
  rateChanged: "hotelRateChanged",
  guest: "hotelGuest",
} as const satisfies Record<Exclude<ReasonOf<"HotelRefused">, "refused">, CatalogueTextKey>;

/** What a refused top-up form says, by reason (those with values or a server text are mapped in place). */
const topupTexts = {
  operatorRequired: "topupOperatorRequired",
  operatorMismatch: "topupOperatorMismatch",
  circleRequired: "topupCircleRequired",
} as const satisfies Record<Exclude<ReasonOf<"TopupInvalid">, "mobileLength" | "refused">, CatalogueTextKey>;

/** What a refused cash-out form says, by reason (those with values or a server text are mapped in place). */
const cashoutTexts = {
  pointsShort: "cashoutPointsShort",
  upiForm: "cashoutUpiForm",
  holderForm: "cashoutHolderForm",
  accountForm: "cashoutAccountForm",
  accountMismatch: "cashoutAccountMismatch",
  bankCodeForm: "cashoutBankCodeForm",
  otpForm: "cashoutOtpForm",
  otpWrong: "cashoutOtpWrong",
  otpExpired: "cashoutOtpExpired",
} as const satisfies Record<
  Exclude<ReasonOf<"CashoutInvalid">, "amountBounds" | "refused">,
  CatalogueTextKey
>;

/** What an unsent ticket says, by reason: a field's own text under it, the others above 'Send'. */
const ticketTexts = {
  subject: "ticketSubject",
  body: "ticketBody",
  email: "signUpEmail",
  log: "ticketLogTooLarge",
  failed: "ticketNotSent",
} as const satisfies Record<ReasonOf<"TicketNotSent">, CatalogueTextKey>;

/** What a held itinerary that cannot be reopened says, by booking and reason ('booked' is one text). */
const heldItineraryTexts = {
  flight: { expired: "heldFlightExpired", unknown: "heldFlightUnknown" },
  hotel: { expired: "hotelExpired", unknown: "heldRoomUnknown" },
} as const satisfies Record<
  Extract<ErrorData, { readonly _tag: "HeldItineraryGone" }>["booking"],
  Record<Exclude<ReasonOf<"HeldItineraryGone">, "booked">, CatalogueTextKey>
>;

/**
 * A server text as the user sees it: kept as sent, ' [Tracer: {id}]' suffix included, or the
 * `fallback` entry when the server sent none (spec §8).
 */
export const serverText = (message: string | null | undefined, fallback: CatalogueTextKey): CatalogueText =>
  message === undefined || message === null || message.trim() === "" ? say(fallback) : { server: message };

/** One handler per error tag; an error type added without one does not compile. */
type Cases = { readonly [T in ErrorData["_tag"]]: (error: ErrorData & { readonly _tag: T }) => UserView };

/** The entries of the catalogue, by error tag (spec §8). */
export const CATALOGUE_CASES: Cases = {
  // Transport (spec §6, §7.1, §8)
  Unauthenticated: () => ({ kind: "logged-out" }),
  RateLimited: (e) => rateLimitedView(e.operation),
  ServerError: (e) => toast("error", serverText(e.message, "somethingWentWrongDot")),
  BadRequest: (e) => toast("error", serverText(e.message, "somethingWentWrongDot")),
  UnexpectedStatus: (e) => toast("error", serverText(e.message, "somethingWentWrongDot")),
  Timeout: () => toast("error", say("somethingWentWrongDot")),
  NetworkError: () => toast("error", say("somethingWentWrongDot")),
  UndecodableResponse: () => toast("error", say("somethingWentWrongDot")),
  // Login
  LoginLockout: () => ({ kind: "message", text: say("loginLockout") }),
  SignInFieldEmpty: (e) => ({
    kind: "field",
    field: e.field,
    text: say(signInFieldTexts[e.field]),
  }),
  PasswordRuleBroken: () => ({
    kind: "field",
    field: "password",
    text: say("passwordRule"),
  }),
  SignUpFieldInvalid: (e) => ({
    kind: "field",
    field: e.field,
    text: say(signUpFieldTexts[e.field]),
  }),
  // Profile (spec §7.5 'Profile')
  ProfileFieldInvalid: (e) => ({
    kind: "field",
    field: e.field === "alternate_same" ? "alternate_email" : e.field,
    text: say(profileFieldTexts[e.field]),
  }),
  PasswordChangeInvalid: (e) => ({
    kind: "field",
    field: e.reason === "currentMissing" ? "old_password" : "new_password",
    text: say(passwordChangeTexts[e.reason]),
  }),
  CurrentPasswordWrong: () => ({
    kind: "field",
    field: "old_password",
    text: say("currentPasswordWrong"),
  }),
  // Balance checker
  BalanceCodeForeignStore: () => ({ kind: "message", text: say("balanceForeignStore") }),
  BalanceNotNumeric: () => ({ kind: "message", text: say("balanceNotNumeric") }),
  BalanceCodeUsed: () => ({ kind: "message", text: say("balanceCodeUsed") }),
  BalanceLookupFailed: () => ({
    kind: "field",
    field: "code",
    text: say("balanceLookupFailed"),
  }),
  // Track order
  TrackOrderInvalidOrderId: () => ({
    kind: "message",
    text: say("trackOrderInvalidOrderId"),
  }),
  TrackOrderInvalidContact: () => ({
    kind: "message",
    text: say("trackOrderInvalidContact"),
  }),
  TrackOrderRequestFailed: () => toast("error", say("somethingWentWrongDot")),
  // Cart
  AddToCartFailed: (e) => toast("error", serverText(e.serverMessage, "somethingWentWrong"), CART_TOAST_MS),
  SingleUnitProductRepeated: () => toast("error", say("singleUnitProduct"), CART_TOAST_MS),
  CartLinesDropped: () => toast("warning", say("cartLinesDropped"), CART_TOAST_MS),
  CartFetchFailed: () => ({ kind: "empty", of: "cart" }),
  // Forms
  InvalidMobileNumber: () => ({
    kind: "field",
    field: "mobile",
    text: say("invalidMobileNumber"),
  }),
  // Catalogue and search
  SearchFailed: () => ({ kind: "empty", of: "results" }),
  CatalogueFetchFailed: () => ({ kind: "stored" }),
  CategoryFiltersMissing: () => ({ kind: "empty", of: "list" }),
  // Orders and payments
  PaymentStatusEmpty: () => ({ kind: "status", code: "NO_RESPONSE", error: true }),
  OrderCallFailed: () => ({ kind: "empty", of: "object" }),
  OrderRefused: (e) => toast("error", serverText(e.serverMessage, "somethingWentWrongDot")),
  PaymentLinkInvalid: () => ({ kind: "message", text: say("paymentLinkInvalid") }),
  CodeCurrencyMismatch: (e) => ({
    kind: "field",
    field: "code",
    text: say("codeCurrencyMismatch", { codeCurrency: e.codeCurrency, cartCurrency: e.cartCurrency }),
  }),
  MemberIdInvalid: (e) => ({
    kind: "field",
    field: "memberId",
    text:
      e.reason === "refused" ? serverText(e.serverMessage, "memberIdRefused") : say(memberIdTexts[e.reason]),
  }),
  HotelRefused: (e) => ({
    kind: "message",
    text: e.reason === "refused" ? serverText(e.serverMessage, "hotelRefused") : say(hotelTexts[e.reason]),
  }),
  DeliveryPostalMismatch: () => ({
    kind: "field",
    field: "postal_code",
    text: say("deliveryPostalMismatch"),
  }),
  DeliveryPostalUnknown: () => ({
    kind: "field",
    field: "postal_code",
    text: say("deliveryPostalUnknown"),
  }),
  TopupInvalid: (e) => ({
    kind: "field",
    field: e.field,
    text:
      e.reason === "mobileLength"
        ? say("topupMobileLength", {
            length: e.min === e.max ? String(e.min ?? "") : `${e.min ?? ""}–${e.max ?? ""}`,
          })
        : e.reason === "refused"
          ? serverText(e.serverMessage, "topupRefused")
          : say(topupTexts[e.reason]),
  }),
  CashoutInvalid: (e) => ({
    kind: "field",
    field: e.field,
    text:
      e.reason === "amountBounds"
        ? say("cashoutAmountBounds", { min: e.min ?? "", max: e.max ?? "" })
        : e.reason === "refused"
          ? serverText(e.serverMessage, "cashoutRefused")
          : say(cashoutTexts[e.reason]),
  }),
  CaptchaFailed: () => ({ kind: "message", text: say("captchaFailed") }),
  ConversionRejected: () => ({ kind: "silent" }),
  ConversionFailed: () => ({ kind: "silent" }),
  HeldItineraryGone: (e) => ({
    kind: "message",
    text: say(e.reason === "booked" ? "heldBooked" : heldItineraryTexts[e.booking][e.reason]),
  }),
  // Raise a Ticket (spec §2.11)
  TicketNotSent: ({ reason }) =>
    reason === "log" || reason === "failed"
      ? { kind: "message", text: say(ticketTexts[reason]) }
      : { kind: "field", field: reason, text: say(ticketTexts[reason]) },
  // Start-up (spec §8 general rules: start-up failures are mostly swallowed)
  CountryFetchFailed: () => ({
    kind: "fallback",
    fallback: { to: "first-country" },
    log: LogTexts.countries,
  }),
  IpCountryFailed: () => ({
    kind: "fallback",
    fallback: { to: "first-country" },
    log: LogTexts.ipCountry,
  }),
  RoutesFetchFailed: () => ({ kind: "fallback", fallback: { to: "default-sections" } }),
  SitePreferencesFailed: () => ({
    kind: "fallback",
    fallback: { to: "default-branding", route: "/:keyword", url: "/" },
  }),
  PlatformSettingFailed: () => ({
    kind: "fallback",
    fallback: { to: "default-settings", resetPasswordRedirect: "/marketplace" },
  }),
};

/** What the user sees for `error`, a typed error or its plain-data form (spec §8). */
export const present = (error: ErrorData): UserView => caseOf(error._tag)(error);

/** The handler of a tag, typed for the whole union: each handler reads only its own tag's fields. */
const caseOf = <T extends ErrorData["_tag"]>(
  tag: T,
): ((error: ErrorData & { readonly _tag: T }) => UserView) => CATALOGUE_CASES[tag];

/** Whether `error` shows as a toast (rather than a message or a field error) (spec §8). */
export const showsAsToast = (error: ErrorData): boolean => present(error).kind === "toast";

/**
 * The text a form or message shows for `error`: the text of its catalogue entry, or 'Something
 * went wrong.' for the entries that show none (spec §8).
 */
export const textOf = (error: ErrorData): CatalogueText => {
  const view = present(error);
  return view.kind === "toast" || view.kind === "message" || view.kind === "field"
    ? view.text
    : say("somethingWentWrongDot");
};
