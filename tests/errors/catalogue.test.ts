import { WALLET_APP_NAME } from "@contract/cart";
import {
  AddToCartFailed,
  BadRequest,
  BalanceCodeForeignStore,
  BalanceCodeUsed,
  BalanceLookupFailed,
  BalanceNotNumeric,
  CART_TOAST_MS,
  CATALOGUE_CASES,
  CartFetchFailed,
  CatalogueFetchFailed,
  CategoryFiltersMissing,
  ConversionFailed,
  ConversionRejected,
  CountryFetchFailed,
  InvalidMobileNumber,
  IpCountryFailed,
  LoginLockout,
  NetworkError,
  OrderCallFailed,
  PaymentStatusEmpty,
  PlatformSettingFailed,
  present,
  RateLimited,
  RoutesFetchFailed,
  SearchFailed,
  ServerError,
  SignInFieldEmpty,
  SingleUnitProductRepeated,
  SitePreferencesFailed,
  type StorefrontError,
  type StorefrontErrorTag,
  storefrontErrorTags,
  Texts,
  Timeout,
  TOAST_AUTO_CLOSE_MS,
  TrackOrderInvalidContact,
  TrackOrderInvalidOrderId,
  TrackOrderRequestFailed,
  textOf,
  Unauthenticated,
  UndecodableResponse,
  UnexpectedStatus,
  type UserView,
} from "@errors";
import {
  type ErrorData,
  errorDataOf,
  StorefrontError as StorefrontErrorSchema,
  toErrorData,
} from "@errors/data";
import * as situations from "@errors/situations";
import * as transport from "@errors/transport";
import { describe, expect, expectTypeOf, it } from "vitest";
import { sayText } from "../support/i18n";

const SUPPORT_EMAIL = "help@acme.example";

/** What the shopper reads, in English: the catalogue's view with its text said. */
type Shown =
  | Exclude<UserView, { readonly text: unknown }>
  | (Omit<Extract<UserView, { readonly text: unknown }>, "text"> & { readonly text: string });
const inEnglish = (view: UserView, supportEmail: string = SUPPORT_EMAIL): Shown =>
  "text" in view ? { ...view, text: sayText(view.text, "en", supportEmail) } : view;
const show = (error: StorefrontError): Shown => inEnglish(present(error));
const english = (error: StorefrontError | ErrorData): string => sayText(textOf(error), "en", SUPPORT_EMAIL);

const limitText =
  "Limit exceeded, please try again in sometime. If it reoccurs, please reach out to help@acme.example. Thank you for your patience.";

describe("spec §8 general rules", () => {
  it("toasts close automatically after 5000 ms; cart toasts after 2 s (spec §9)", () => {
    expect(TOAST_AUTO_CLOSE_MS).toBe(5000);
    expect(CART_TOAST_MS).toBe(2000);
  });

  it("keeps the ' [Tracer: {id}]' suffix of a server text in what the user sees", () => {
    expect(
      show(
        new ServerError({
          operation: "fetchCart",
          status: 503,
          message: "Injected failure [Tracer: 9f2c1a]",
        }),
      ),
    ).toEqual({ kind: "toast", tone: "error", text: "Injected failure [Tracer: 9f2c1a]", durationMs: 5000 });
    expect(show(new AddToCartFailed({ serverMessage: "Out of stock [Tracer: ab12]" }))).toEqual({
      kind: "toast",
      tone: "error",
      text: "Out of stock [Tracer: ab12]",
      durationMs: 2000,
    });
  });

  it("fills {email} from configuration", () => {
    const view = inEnglish(
      present(new RateLimited({ operation: "validateLoginOtp" })),
      "support@rewards-storefront.example",
    );
    expect(view).toEqual({
      kind: "toast",
      tone: "error",
      text: "Limit exceeded, please try again in sometime. If it reoccurs, please reach out to support@rewards-storefront.example. Thank you for your patience.",
      durationMs: 5000,
    });
  });
});

describe("spec §8 rows", () => {
  it("HTTP 429 on login OTP validation: error toast with the limit text", () => {
    expect(show(new RateLimited({ operation: "validateLoginOtp" }))).toEqual({
      kind: "toast",
      tone: "error",
      text: limitText,
      durationMs: 5000,
    });
  });

  it.each(["resendLoginOtp", "update_employee_data", "resendSetupOtp", "generateOrderOtp", "resendOtp"])(
    "HTTP 429 on resend login OTP, edit profile, resend OTP (%s): the same text returned as a message",
    (operation) => {
      expect(show(new RateLimited({ operation }))).toEqual({ kind: "message", text: limitText });
    },
  );

  it("HTTP 429 on apply voucher: the same text as a warning toast", () => {
    expect(show(new RateLimited({ operation: "applyVoucher" }))).toEqual({
      kind: "toast",
      tone: "warning",
      text: limitText,
      durationMs: 5000,
    });
  });

  it("Login lockout", () => {
    expect(show(new LoginLockout())).toEqual({
      kind: "message",
      text: "For security reasons, access to the login page has been temporarily disabled due to multiple failed attempts. Please wait 1 hour and try again.",
    });
  });

  it("Sign-in: an empty field is refused under that field (no spec text)", () => {
    expect(show(new SignInFieldEmpty({ field: "identity" }))).toEqual({
      kind: "field",
      field: "identity",
      text: "Please enter your e-mail address or mobile number.",
    });
    expect(show(new SignInFieldEmpty({ field: "password" }))).toMatchObject({
      field: "password",
      text: "Please enter your password.",
    });
    expect(show(new SignInFieldEmpty({ field: "otp" }))).toMatchObject({
      field: "otp",
      text: "Please enter the OTP.",
    });
  });

  it("Balance checker: Result.stores false", () => {
    expect(show(new BalanceCodeForeignStore())).toEqual({
      kind: "message",
      text: "Please check the campaign URL applicable under ‘Check Reward Code Balance’ in the top right corner of your screen",
    });
  });

  it("Balance checker: non-numeric balance", () => {
    expect(show(new BalanceNotNumeric())).toEqual({ kind: "message", text: "something went wrong !" });
  });

  it("Balance checker: status 1 with zero balance", () => {
    expect(show(new BalanceCodeUsed())).toEqual({
      kind: "message",
      text: "The Reward code entered has already been used",
    });
  });

  it("Balance checker: failed lookup is a field error", () => {
    expect(show(new BalanceLookupFailed())).toEqual({
      kind: "field",
      field: "code",
      text: "The Code entered is invalid. Try again!",
    });
  });

  it("Track order: bad or unknown order id", () => {
    expect(show(new TrackOrderInvalidOrderId())).toEqual({
      kind: "message",
      text: "Entered invalid order id. Please try again",
    });
  });

  it("Track order: bad contact or server failure", () => {
    expect(show(new TrackOrderInvalidContact())).toEqual({
      kind: "message",
      text: "Invalid primary contact details. Please try again.",
    });
  });

  it("Track order: request failure shows the toast 'Something went wrong.'", () => {
    expect(show(new TrackOrderRequestFailed())).toEqual({
      kind: "toast",
      tone: "error",
      text: "Something went wrong.",
      durationMs: 5000,
    });
  });

  it("Add to cart failure: toast with the server message, or 'Something went wrong' (2 s)", () => {
    expect(show(new AddToCartFailed({ serverMessage: "Product is out of stock" }))).toEqual({
      kind: "toast",
      tone: "error",
      text: "Product is out of stock",
      durationMs: 2000,
    });
    expect(show(new AddToCartFailed({ serverMessage: undefined }))).toEqual({
      kind: "toast",
      tone: "error",
      text: "Something went wrong",
      durationMs: 2000,
    });
    expect(show(new AddToCartFailed({ serverMessage: "  " }))).toEqual({
      kind: "toast",
      tone: "error",
      text: "Something went wrong",
      durationMs: 2000,
    });
  });

  it("Product 28487 added more than once (2 s), with the wallet-app name filled in", () => {
    expect(WALLET_APP_NAME).toBe("mobile wallet");
    expect(show(new SingleUnitProductRepeated({ productId: 28487 }))).toEqual({
      kind: "toast",
      tone: "error",
      text: "You're not allowed to add multiple mobile wallet products into the cart.",
      durationMs: 2000,
    });
  });

  it("Cart fetch failure: the cart becomes empty", () => {
    expect(show(new CartFetchFailed({ reason: "HTTP 500" }))).toEqual({ kind: "empty", of: "cart" });
  });

  it("Invalid mobile number", () => {
    expect(show(new InvalidMobileNumber())).toEqual({
      kind: "field",
      field: "mobile",
      text: "Mobile number should be between 7 to 16 digits only",
    });
  });

  it("Search failure or success not 1: empty results, no message", () => {
    expect(show(new SearchFailed({ reason: "success 0" }))).toEqual({ kind: "empty", of: "results" });
  });

  it("Catalogue fetch failure: the error is stored, nothing displayed", () => {
    expect(show(new CatalogueFetchFailed({ reason: "HTTP 503" }))).toEqual({ kind: "stored" });
  });

  it("Payment status with empty output: code NO_RESPONSE, error true", () => {
    expect(show(new PaymentStatusEmpty())).toEqual({ kind: "status", code: "NO_RESPONSE", error: true });
  });

  it("Most order and payment calls failing: an empty object", () => {
    expect(show(new OrderCallFailed({ operation: "voucherOrderDetails", reason: "HTTP 500" }))).toEqual({
      kind: "empty",
      of: "object",
    });
  });

  it("Conversion response carrying an Error: point value left unset; other conversion failures silent", () => {
    expect(show(new ConversionRejected())).toEqual({ kind: "silent" });
    expect(show(new ConversionFailed({ reason: "timeout" }))).toEqual({ kind: "silent" });
  });

  it("Category fetch with no filters: empty list (navigation continues)", () => {
    expect(show(new CategoryFiltersMissing())).toEqual({ kind: "empty", of: "list" });
  });

  it("HTTP 401: treated as logged out (spec §6)", () => {
    expect(show(new Unauthenticated({ operation: "fetchCart" }))).toEqual({ kind: "logged-out" });
  });

  it("Country fetch failure: logs 'Failed to fetch countries'; falls back to the first country", () => {
    expect(show(new CountryFetchFailed())).toEqual({
      kind: "fallback",
      fallback: { to: "first-country" },
      log: "Failed to fetch countries",
    });
  });

  it("IP country failure: logs 'Failed to fetch Ip Country'; falls back to the first country", () => {
    expect(show(new IpCountryFailed())).toEqual({
      kind: "fallback",
      fallback: { to: "first-country" },
      log: "Failed to fetch Ip Country",
    });
  });

  it("Routes fetch failure: keeps the default section list", () => {
    expect(show(new RoutesFetchFailed())).toEqual({ kind: "fallback", fallback: { to: "default-sections" } });
  });

  it("Site preferences failure: default branding (route /:keyword, url /)", () => {
    expect(show(new SitePreferencesFailed())).toEqual({
      kind: "fallback",
      fallback: { to: "default-branding", route: "/:keyword", url: "/" },
    });
  });

  it("Platform setting failure: default settings; reset-password links may redirect to /marketplace", () => {
    expect(show(new PlatformSettingFailed())).toEqual({
      kind: "fallback",
      fallback: { to: "default-settings", resetPasswordRedirect: "/marketplace" },
    });
  });
});

describe("transport failures outside a named situation", () => {
  it("HTTP 429 on any other call is an error toast with the limit text", () => {
    expect(show(new RateLimited({ operation: "fetchCart" }))).toEqual({
      kind: "toast",
      tone: "error",
      text: limitText,
      durationMs: 5000,
    });
    // Names of Object.prototype are not call names.
    expect(show(new RateLimited({ operation: "toString" }))).toEqual({
      kind: "toast",
      tone: "error",
      text: limitText,
      durationMs: 5000,
    });
  });

  it("bad request and other statuses show the server text; no text gives 'Something went wrong.'", () => {
    expect(show(new BadRequest({ operation: "applyVoucher", message: "Malformed request" }))).toEqual({
      kind: "toast",
      tone: "error",
      text: "Malformed request",
      durationMs: 5000,
    });
    expect(show(new UnexpectedStatus({ operation: "getMenu", status: 404, message: "" }))).toEqual({
      kind: "toast",
      tone: "error",
      text: "Something went wrong.",
      durationMs: 5000,
    });
    expect(show(new ServerError({ operation: "getMenu", status: 502, message: "" }))).toEqual({
      kind: "toast",
      tone: "error",
      text: "Something went wrong.",
      durationMs: 5000,
    });
  });

  it("time-out, network failure and an undecodable answer show 'Something went wrong.'", () => {
    const expected = { kind: "toast", tone: "error", text: "Something went wrong.", durationMs: 5000 };
    expect(show(new Timeout({ operation: "get_items", afterMs: 60000 }))).toEqual(expected);
    expect(show(new NetworkError({ operation: "get_items", reason: "fetch failed" }))).toEqual(expected);
    expect(show(new UndecodableResponse({ operation: "get_items", reason: "not JSON" }))).toEqual(expected);
  });
});

describe("an error type without a mapping does not compile", () => {
  type MappedTag = keyof typeof CATALOGUE_CASES;

  it("the table has one entry for every tag of the error union, and no other", () => {
    expectTypeOf<MappedTag>().toEqualTypeOf<StorefrontErrorTag>();
    expect(Object.keys(CATALOGUE_CASES).sort()).toEqual([...storefrontErrorTags].sort());
  });

  it("the tag list names exactly the union", () => {
    expectTypeOf<(typeof storefrontErrorTags)[number]>().toEqualTypeOf<StorefrontErrorTag>();
    expect(new Set(storefrontErrorTags).size).toBe(storefrontErrorTags.length);
  });

  it("every tagged error class of src/errors belongs to the union (and so to the match)", () => {
    const classes: readonly unknown[] = [...Object.values(situations), ...Object.values(transport)];
    const members: readonly unknown[] = StorefrontErrorSchema.members;
    expect(classes.length).toBe(storefrontErrorTags.length);
    expect(members.length).toBe(classes.length);
    for (const cls of classes) expect(members).toContain(cls);
  });

  it("plain data from a log decodes to itself; anything else is an UndecodableResponse", () => {
    const data = toErrorData(new ServerError({ operation: "fetchCart", status: 503, message: "Down" }));
    expect(data).toEqual({ _tag: "ServerError", operation: "fetchCart", status: 503, message: "Down" });
    expect(errorDataOf(JSON.parse(JSON.stringify(data)))).toEqual(data);
    expect(errorDataOf({ _tag: "ServerError", operation: "fetchCart" })._tag).toBe("UndecodableResponse");
    expect(errorDataOf(new Error("boom"))).toMatchObject({
      _tag: "UndecodableResponse",
      operation: "effect",
    });
  });
});

describe("textOf: the text a form shows for an error (spec §8)", () => {
  it("is the catalogue text of a message, toast or field error", () => {
    expect(english(new LoginLockout())).toBe(Texts.loginLockout);
    expect(english(new RateLimited({ operation: "validateLoginOtp" }))).toBe(limitText);
    expect(english(new BalanceLookupFailed())).toBe("The Code entered is invalid. Try again!");
  });
  it("is 'Something went wrong.' for an error that shows no text", () => {
    expect(english(new Unauthenticated({ operation: "fetchUserDetails" }))).toBe("Something went wrong.");
    expect(english({ _tag: "SearchFailed", reason: "success 0" })).toBe("Something went wrong.");
  });
});
