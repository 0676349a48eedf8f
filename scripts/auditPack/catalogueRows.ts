/**
 * The rows of the error catalogue of spec §8, word for word, each with the typed errors that
 * stand for it (src/errors) and the catalogue texts and log lines it shows. The audit pack
 * lists every row with the tests that assert it.
 */
import type { CatalogueTextKey, LogTexts, StorefrontErrorTag } from "@errors";

export interface CatalogueRow {
  /** The spec's 'Situation' column. */
  readonly situation: string;
  /** The spec's 'What the user sees' column. */
  readonly shown: string;
  /** The typed errors of this situation. */
  readonly tags: readonly StorefrontErrorTag[];
  /** The catalogue texts it shows (src/errors/catalogue.ts `Texts`). */
  readonly texts: readonly CatalogueTextKey[];
  /** The lines it writes to the log (`LogTexts`). */
  readonly logs: readonly (keyof typeof LogTexts)[];
  /** Other values the row shows (a status code). */
  readonly literals: readonly string[];
  /** The calls the row is about (HTTP 429 shows differently per call): a test names one. */
  readonly operations: readonly string[];
}

const row = (
  situation: string,
  shown: string,
  tags: readonly StorefrontErrorTag[],
  more: {
    texts?: readonly CatalogueTextKey[];
    logs?: readonly (keyof typeof LogTexts)[];
    literals?: readonly string[];
    operations?: readonly string[];
  } = {},
): CatalogueRow => ({
  situation,
  shown,
  tags,
  texts: more.texts ?? [],
  logs: more.logs ?? [],
  literals: more.literals ?? [],
  operations: more.operations ?? [],
});

/** Spec §8's table, in the spec's order. */
export const CATALOGUE_ROWS: readonly CatalogueRow[] = [
  row(
    "HTTP 429 on login OTP validation",
    "error toast 'Limit exceeded, please try again in sometime. If it reoccurs, please reach out to {email}. Thank you for your patience.'",
    ["RateLimited"],
    { texts: ["limitExceeded"], operations: ["validateLoginOtp"] },
  ),
  row(
    "HTTP 429 on resend login OTP, edit profile, resend OTP",
    "the same text, returned as a message",
    ["RateLimited"],
    { texts: ["limitExceeded"], operations: ["resendLoginOtp", "update_employee_data", "resendOtp"] },
  ),
  row("HTTP 429 on apply voucher", "the same text as a warning toast", ["RateLimited"], {
    texts: ["limitExceeded"],
    operations: ["applyVoucher"],
  }),
  row(
    "Login lockout",
    "'For security reasons, access to the login page has been temporarily disabled due to multiple failed attempts. Please wait 1 hour and try again.'",
    ["LoginLockout"],
    { texts: ["loginLockout"] },
  ),
  row(
    "Balance checker: Result.stores false",
    "'Please check the campaign URL applicable under \u2018Check Reward Code Balance\u2019 in the top right corner of your screen'",
    ["BalanceCodeForeignStore"],
    { texts: ["balanceForeignStore"] },
  ),
  row("Balance checker: non-numeric balance", "'something went wrong !'", ["BalanceNotNumeric"], {
    texts: ["balanceNotNumeric"],
  }),
  row(
    "Balance checker: status 1 with zero balance",
    "'The Reward code entered has already been used'",
    ["BalanceCodeUsed"],
    { texts: ["balanceCodeUsed"] },
  ),
  row(
    "Balance checker: failed lookup",
    "field error 'The Code entered is invalid. Try again!'",
    ["BalanceLookupFailed"],
    { texts: ["balanceLookupFailed"] },
  ),
  row(
    "Track order: bad or unknown order id",
    "'Entered invalid order id. Please try again'",
    ["TrackOrderInvalidOrderId"],
    { texts: ["trackOrderInvalidOrderId"] },
  ),
  row(
    "Track order: bad contact or server failure",
    "'Invalid primary contact details. Please try again.'",
    ["TrackOrderInvalidContact"],
    { texts: ["trackOrderInvalidContact"] },
  ),
  row("Track order: request failure", "toast 'Something went wrong.'", ["TrackOrderRequestFailed"], {
    texts: ["somethingWentWrongDot"],
  }),
  row(
    "Add to cart failure",
    "toast with the server message, or 'Something went wrong' (2 s); the error is stored",
    ["AddToCartFailed"],
    { texts: ["somethingWentWrong"] },
  ),
  row(
    "Product 28487 added more than once",
    "'You're not allowed to add multiple {wallet-app} products into the cart.' (2 s)",
    ["SingleUnitProductRepeated"],
    { texts: ["singleUnitProduct"] },
  ),
  row("Cart fetch failure", "cart becomes empty, or the error is stored", ["CartFetchFailed"]),
  row(
    "Invalid mobile number",
    "'Mobile number should be between 7 to 16 digits only'",
    ["InvalidMobileNumber"],
    { texts: ["invalidMobileNumber"] },
  ),
  row("Search failure or success not 1", "empty results, no message", ["SearchFailed"]),
  row("Catalogue fetch failure", "error stored; display not shown", ["CatalogueFetchFailed"]),
  row("Payment status with empty output", "code NO_RESPONSE, error true", ["PaymentStatusEmpty"], {
    literals: ["NO_RESPONSE"],
  }),
  row("Most order and payment calls failing", "return an empty object", ["OrderCallFailed"]),
  row(
    "Conversion response carrying an Error",
    "point value left unset; other conversion failures ignored silently",
    ["ConversionRejected", "ConversionFailed"],
  ),
  row("Category fetch with no filters", "empty list; navigation continues", ["CategoryFiltersMissing"]),
  row("HTTP 401", "treated as logged out", ["Unauthenticated"]),
  // Not a failure but a resolved route (src/domain/routes.ts `resolveRoute`): no typed error.
  row("Route not enabled or unknown", "not-found page", []),
  row(
    "Country fetch failure",
    "logs 'Failed to fetch countries'; falls back to the first country",
    ["CountryFetchFailed"],
    { logs: ["countries"] },
  ),
  row(
    "IP country failure",
    "logs 'Failed to fetch Ip Country'; falls back to the first country",
    ["IpCountryFailed"],
    { logs: ["ipCountry"] },
  ),
  row("Routes fetch failure", "keeps the default section list", ["RoutesFetchFailed"]),
  row("Site preferences failure", "default branding (route /:keyword, url /)", ["SitePreferencesFailed"]),
  row("Platform setting failure", "default settings; reset-password links may redirect to /marketplace", [
    "PlatformSettingFailed",
  ]),
];
