/**
 * The error catalogue (spec §8): the one mapping from every typed error of the storefront to
 * what the user sees. It is a single exhaustive `ts-pattern` match, so an error type added to
 * {@link StorefrontError} without a mapping does not compile.
 */
import { match } from "ts-pattern";
import type { ErrorData } from "./data";
import type {
  AddToCartFailed,
  BalanceCodeForeignStore,
  BalanceCodeUsed,
  BalanceLookupFailed,
  BalanceNotNumeric,
  CaptchaFailed,
  CartFetchFailed,
  CatalogueFetchFailed,
  CategoryFiltersMissing,
  CodeCurrencyMismatch,
  ConversionFailed,
  ConversionRejected,
  CountryFetchFailed,
  InvalidMobileNumber,
  IpCountryFailed,
  LoginLockout,
  OrderCallFailed,
  OrderRefused,
  PaymentStatusEmpty,
  PlatformSettingFailed,
  RouteNotFound,
  RoutesFetchFailed,
  SearchFailed,
  SingleUnitProductRepeated,
  SitePreferencesFailed,
  TrackOrderInvalidContact,
  TrackOrderInvalidOrderId,
  TrackOrderRequestFailed,
} from "./situations";
import type {
  BadRequest,
  NetworkError,
  RateLimited,
  ServerError,
  Timeout,
  Unauthenticated,
  UndecodableResponse,
  UnexpectedStatus,
} from "./transport";

/** Failures of the HTTP transport (spec §7.1). */
export type TransportFailure =
  | Unauthenticated
  | RateLimited
  | Timeout
  | NetworkError
  | ServerError
  | BadRequest
  | UnexpectedStatus
  | UndecodableResponse;

/** Failures of the transport and of the calls' own answers that the transport recognises. */
export type CallFailure = TransportFailure | LoginLockout;

/** Every typed error of the storefront. */
export type StorefrontError =
  | CallFailure
  | BalanceCodeForeignStore
  | BalanceNotNumeric
  | BalanceCodeUsed
  | BalanceLookupFailed
  | TrackOrderInvalidOrderId
  | TrackOrderInvalidContact
  | TrackOrderRequestFailed
  | AddToCartFailed
  | SingleUnitProductRepeated
  | CartFetchFailed
  | InvalidMobileNumber
  | SearchFailed
  | CatalogueFetchFailed
  | PaymentStatusEmpty
  | OrderCallFailed
  | OrderRefused
  | CodeCurrencyMismatch
  | CaptchaFailed
  | ConversionRejected
  | ConversionFailed
  | CategoryFiltersMissing
  | RouteNotFound
  | CountryFetchFailed
  | IpCountryFailed
  | RoutesFetchFailed
  | SitePreferencesFailed
  | PlatformSettingFailed;

export type StorefrontErrorTag = StorefrontError["_tag"];

/**
 * Display name of the mobile-wallet brand behind the `{wallet-app}` placeholder of spec §8.
 * The spec does not show the real spelling; this is the one place to set it.
 */
export const WALLET_APP_NAME = "mobile wallet";

/** Toasts close automatically after 5000 ms (spec §8 general rules, §9). */
export const TOAST_AUTO_CLOSE_MS = 5000;
/** Cart toasts close after 2 s (spec §8, §9). */
export const CART_TOAST_MS = 2000;

/** The texts of spec §8, character for character. `{email}` is filled by {@link limitExceededText}. */
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
  singleUnitProduct: `You're not allowed to add multiple ${WALLET_APP_NAME} products into the cart.`,
  invalidMobileNumber: "Mobile number should be between 7 to 16 digits only",
  countriesLog: "Failed to fetch countries",
  /** Not a spec text: the spec shows none for a code in another currency than the cart's. */
  /** Not a spec text: the spec shows none for a failed captcha. */
  captchaFailed: "Please complete the captcha to continue.",
  codeCurrencyMismatch: "This reward code is in {codeCurrency} and cannot pay for a cart in {cartCurrency}.",
  ipCountryLog: "Failed to fetch Ip Country",
} as const;

/** The 429 text with `{email}` filled from configuration (spec §8). */
export const limitExceededText = (supportEmail: string): string =>
  Texts.limitExceeded.replace("{email}", supportEmail);

export type ToastTone = "error" | "warning" | "info";

/** What a failure becomes when nothing is shown but the product falls back to a default (spec §8). */
export type Fallback =
  | { readonly to: "first-country" }
  | { readonly to: "default-sections" }
  | { readonly to: "default-branding"; readonly route: "/:keyword"; readonly url: "/" }
  | { readonly to: "default-settings"; readonly resetPasswordRedirect: "/marketplace" };

/** What the user sees for an error (spec §8). */
export type UserView =
  | { readonly kind: "toast"; readonly tone: ToastTone; readonly text: string; readonly durationMs: number }
  | { readonly kind: "field"; readonly field: string; readonly text: string }
  | { readonly kind: "message"; readonly text: string }
  | { readonly kind: "not-found" }
  | { readonly kind: "logged-out" }
  | { readonly kind: "silent"; readonly log?: string }
  /** Nothing is shown; the error is kept in state (catalogue fetch failure). */
  | { readonly kind: "stored" }
  /** The result is empty: search results, the cart, a list, or an empty object. */
  | { readonly kind: "empty"; readonly of: "results" | "cart" | "list" | "object" }
  | { readonly kind: "fallback"; readonly fallback: Fallback; readonly log?: string }
  /** A payment status result (spec §8: code NO_RESPONSE, error true). */
  | { readonly kind: "status"; readonly code: "NO_RESPONSE"; readonly error: true };

export interface CatalogueContext {
  /** Fills `{email}` (from the runtime configuration). */
  readonly supportEmail: string;
}

/**
 * How HTTP 429 shows per call (spec §8), keyed by operation name: an error toast on login OTP
 * validation; the text returned as a message on resend login OTP, edit profile and resend OTP;
 * a warning toast on apply voucher. Any other call shows an error toast.
 */
export const RateLimitDisplay = {
  validateLoginOtp: "error-toast",
  resendLoginOtp: "message",
  update_employee_data: "message",
  resendOtp: "message",
  applyVoucher: "warning-toast",
} as const satisfies Record<string, "error-toast" | "message" | "warning-toast">;

const toast = (tone: ToastTone, text: string, durationMs: number = TOAST_AUTO_CLOSE_MS): UserView => ({
  kind: "toast",
  tone,
  text,
  durationMs,
});

const rateLimitedView = (operation: string, ctx: CatalogueContext): UserView => {
  const text = limitExceededText(ctx.supportEmail);
  const display: string | undefined = Object.hasOwn(RateLimitDisplay, operation)
    ? RateLimitDisplay[operation as keyof typeof RateLimitDisplay]
    : undefined;
  return match(display)
    .with("message", (): UserView => ({ kind: "message", text }))
    .with("warning-toast", () => toast("warning", text))
    .otherwise(() => toast("error", text));
};

/** A server text as the user sees it: kept as sent, ' [Tracer: {id}]' suffix included (spec §8). */
const serverText = (message: string | undefined, fallback: string): string =>
  message === undefined || message.trim() === "" ? fallback : message;

/**
 * The cases of the catalogue, before the exhaustiveness check. Exported so a type-level test
 * can check that every error tag is handled.
 */
export const catalogueCases = (error: ErrorData, ctx: CatalogueContext) =>
  match<ErrorData, UserView>(error)
    // Transport (spec §6, §7.1, §8)
    .with({ _tag: "Unauthenticated" }, () => ({ kind: "logged-out" }))
    .with({ _tag: "RateLimited" }, (e) => rateLimitedView(e.operation, ctx))
    .with({ _tag: "ServerError" }, (e) => toast("error", serverText(e.message, Texts.somethingWentWrongDot)))
    .with({ _tag: "BadRequest" }, (e) => toast("error", serverText(e.message, Texts.somethingWentWrongDot)))
    .with({ _tag: "UnexpectedStatus" }, (e) =>
      toast("error", serverText(e.message, Texts.somethingWentWrongDot)),
    )
    .with({ _tag: "Timeout" }, () => toast("error", Texts.somethingWentWrongDot))
    .with({ _tag: "NetworkError" }, () => toast("error", Texts.somethingWentWrongDot))
    .with({ _tag: "UndecodableResponse" }, () => toast("error", Texts.somethingWentWrongDot))
    // Login
    .with({ _tag: "LoginLockout" }, () => ({ kind: "message", text: Texts.loginLockout }))
    // Balance checker
    .with({ _tag: "BalanceCodeForeignStore" }, () => ({ kind: "message", text: Texts.balanceForeignStore }))
    .with({ _tag: "BalanceNotNumeric" }, () => ({ kind: "message", text: Texts.balanceNotNumeric }))
    .with({ _tag: "BalanceCodeUsed" }, () => ({ kind: "message", text: Texts.balanceCodeUsed }))
    .with({ _tag: "BalanceLookupFailed" }, () => ({
      kind: "field",
      field: "code",
      text: Texts.balanceLookupFailed,
    }))
    // Track order
    .with({ _tag: "TrackOrderInvalidOrderId" }, () => ({
      kind: "message",
      text: Texts.trackOrderInvalidOrderId,
    }))
    .with({ _tag: "TrackOrderInvalidContact" }, () => ({
      kind: "message",
      text: Texts.trackOrderInvalidContact,
    }))
    .with({ _tag: "TrackOrderRequestFailed" }, () => toast("error", Texts.somethingWentWrongDot))
    // Cart
    .with({ _tag: "AddToCartFailed" }, (e) =>
      toast("error", serverText(e.serverMessage, Texts.somethingWentWrong), CART_TOAST_MS),
    )
    .with({ _tag: "SingleUnitProductRepeated" }, () => toast("error", Texts.singleUnitProduct, CART_TOAST_MS))
    .with({ _tag: "CartFetchFailed" }, () => ({ kind: "empty", of: "cart" }))
    // Forms
    .with({ _tag: "InvalidMobileNumber" }, () => ({
      kind: "field",
      field: "mobile",
      text: Texts.invalidMobileNumber,
    }))
    // Catalogue and search
    .with({ _tag: "SearchFailed" }, () => ({ kind: "empty", of: "results" }))
    .with({ _tag: "CatalogueFetchFailed" }, () => ({ kind: "stored" }))
    .with({ _tag: "CategoryFiltersMissing" }, () => ({ kind: "empty", of: "list" }))
    // Orders and payments
    .with({ _tag: "PaymentStatusEmpty" }, () => ({ kind: "status", code: "NO_RESPONSE", error: true }))
    .with({ _tag: "OrderCallFailed" }, () => ({ kind: "empty", of: "object" }))
    .with({ _tag: "OrderRefused" }, (e) =>
      toast("error", serverText(e.serverMessage, Texts.somethingWentWrongDot)),
    )
    .with({ _tag: "CodeCurrencyMismatch" }, (e) => ({
      kind: "field",
      field: "code",
      text: Texts.codeCurrencyMismatch
        .replace("{codeCurrency}", e.codeCurrency)
        .replace("{cartCurrency}", e.cartCurrency),
    }))
    .with({ _tag: "CaptchaFailed" }, () => ({ kind: "message", text: Texts.captchaFailed }))
    .with({ _tag: "ConversionRejected" }, () => ({ kind: "silent" }))
    .with({ _tag: "ConversionFailed" }, () => ({ kind: "silent" }))
    // Routing and start-up (spec §8 general rules: start-up failures are mostly swallowed)
    .with({ _tag: "RouteNotFound" }, () => ({ kind: "not-found" }))
    .with({ _tag: "CountryFetchFailed" }, () => ({
      kind: "fallback",
      fallback: { to: "first-country" },
      log: Texts.countriesLog,
    }))
    .with({ _tag: "IpCountryFailed" }, () => ({
      kind: "fallback",
      fallback: { to: "first-country" },
      log: Texts.ipCountryLog,
    }))
    .with({ _tag: "RoutesFetchFailed" }, () => ({ kind: "fallback", fallback: { to: "default-sections" } }))
    .with({ _tag: "SitePreferencesFailed" }, () => ({
      kind: "fallback",
      fallback: { to: "default-branding", route: "/:keyword", url: "/" },
    }))
    .with({ _tag: "PlatformSettingFailed" }, () => ({
      kind: "fallback",
      fallback: { to: "default-settings", resetPasswordRedirect: "/marketplace" },
    }));

/** What the user sees for `error`, a typed error or its plain-data form (spec §8). */
export const present = (error: ErrorData, ctx: CatalogueContext): UserView =>
  catalogueCases(error, ctx).exhaustive();

/** Whether `error` shows as a toast (rather than a message or a field error) (spec §8). */
export const showsAsToast = (error: ErrorData): boolean =>
  present(error, { supportEmail: "" }).kind === "toast";

/** Every error tag, as a value (checked against {@link StorefrontErrorTag} by a type-level test). */
export const storefrontErrorTags = [
  "Unauthenticated",
  "RateLimited",
  "Timeout",
  "NetworkError",
  "ServerError",
  "BadRequest",
  "UnexpectedStatus",
  "UndecodableResponse",
  "LoginLockout",
  "BalanceCodeForeignStore",
  "BalanceNotNumeric",
  "BalanceCodeUsed",
  "BalanceLookupFailed",
  "TrackOrderInvalidOrderId",
  "TrackOrderInvalidContact",
  "TrackOrderRequestFailed",
  "AddToCartFailed",
  "SingleUnitProductRepeated",
  "CartFetchFailed",
  "InvalidMobileNumber",
  "SearchFailed",
  "CatalogueFetchFailed",
  "PaymentStatusEmpty",
  "OrderCallFailed",
  "OrderRefused",
  "CodeCurrencyMismatch",
  "CaptchaFailed",
  "ConversionRejected",
  "ConversionFailed",
  "CategoryFiltersMissing",
  "RouteNotFound",
  "CountryFetchFailed",
  "IpCountryFailed",
  "RoutesFetchFailed",
  "SitePreferencesFailed",
  "PlatformSettingFailed",
] as const satisfies readonly StorefrontErrorTag[];

/**
 * The text a form or message shows for `error`: the text of its catalogue entry, or 'Something
 * went wrong.' for the entries that show none (spec §8).
 */
export const textOf = (error: ErrorData, ctx: CatalogueContext): string => {
  const view = present(error, ctx);
  return view.kind === "toast" || view.kind === "message" || view.kind === "field"
    ? view.text
    : Texts.somethingWentWrongDot;
};
