/**
 * The situations of the error catalogue (spec §8), one tagged error per row that is not a plain
 * transport failure (HTTP 401 and 429 are in ./transport). The effect modules of each domain
 * fail with these; the catalogue turns each into what the user sees.
 */
import { Data } from "effect";

/** Login lockout after repeated failed attempts: HTTP 423 with code 'LOGIN_LOCKOUT'. */
export class LoginLockout extends Data.TaggedError("LoginLockout") {}

/** Balance checker: the code does not belong to this store (`Result.stores` false). */
export class BalanceCodeForeignStore extends Data.TaggedError("BalanceCodeForeignStore") {}

/** Balance checker: the balance in the answer is not a number. */
export class BalanceNotNumeric extends Data.TaggedError("BalanceNotNumeric") {}

/** Balance checker: status 1 with a zero balance, so the code was already used. */
export class BalanceCodeUsed extends Data.TaggedError("BalanceCodeUsed") {}

/** Balance checker: the lookup failed. */
export class BalanceLookupFailed extends Data.TaggedError("BalanceLookupFailed") {}

/** Track order: the order id is malformed or unknown (step 1). */
export class TrackOrderInvalidOrderId extends Data.TaggedError("TrackOrderInvalidOrderId") {}

/** Track order: the contact details do not match, or the server failed (step 2). */
export class TrackOrderInvalidContact extends Data.TaggedError("TrackOrderInvalidContact") {}

/** Track order: the request itself failed. */
export class TrackOrderRequestFailed extends Data.TaggedError("TrackOrderRequestFailed") {}

/** Add to cart failed; `serverMessage` is the server's message when it sent one. */
export class AddToCartFailed extends Data.TaggedError("AddToCartFailed")<{
  readonly serverMessage: string | undefined;
}> {}

/** The single-unit product (28487) added with quantity above 1 or while already in the cart. */
export class SingleUnitProductRepeated extends Data.TaggedError("SingleUnitProductRepeated")<{
  readonly productId: number;
}> {}

/** Fetching the cart failed. */
export class CartFetchFailed extends Data.TaggedError("CartFetchFailed")<{
  readonly reason: string;
}> {}

/** A mobile number that is not 7 to 16 digits. */
export class InvalidMobileNumber extends Data.TaggedError("InvalidMobileNumber") {}

/** Search failed or answered with success other than 1. */
export class SearchFailed extends Data.TaggedError("SearchFailed")<{
  readonly reason: string;
}> {}

/** A catalogue list could not be fetched. */
export class CatalogueFetchFailed extends Data.TaggedError("CatalogueFetchFailed")<{
  readonly reason: string;
}> {}

/** A payment status check answered with an empty output. */
export class PaymentStatusEmpty extends Data.TaggedError("PaymentStatusEmpty") {}

/** An order or payment call failed (most of them answer with an empty object then). */
export class OrderCallFailed extends Data.TaggedError("OrderCallFailed")<{
  readonly operation: string;
  readonly reason: string;
}> {}

/** An order call answered success 0; `serverMessage` is the server's reason when it sent one. */
export class OrderRefused extends Data.TaggedError("OrderRefused")<{
  readonly operation: string;
  readonly serverMessage: string | undefined;
}> {}

/**
 * A reward code in another currency than the cart's, for a visitor without a client whose rates
 * could convert it (the spec shows no text for this case).
 */
export class CodeCurrencyMismatch extends Data.TaggedError("CodeCurrencyMismatch")<{
  readonly codeCurrency: string;
  readonly cartCurrency: string;
}> {}

/** The captcha challenge was not passed, or its answer did not verify (spec §2.9, §4 'Track order'). */
export class CaptchaFailed extends Data.TaggedError("CaptchaFailed") {}

/** A currency conversion answered with an `Error`: the point value stays unset. */
export class ConversionRejected extends Data.TaggedError("ConversionRejected") {}

/** Any other conversion failure, ignored silently. */
export class ConversionFailed extends Data.TaggedError("ConversionFailed")<{
  readonly reason: string;
}> {}

/** A category list answered with no filters. */
export class CategoryFiltersMissing extends Data.TaggedError("CategoryFiltersMissing") {}

/** The route is not enabled for the site, or unknown. */
export class RouteNotFound extends Data.TaggedError("RouteNotFound")<{
  readonly path: string;
}> {}

/** The country list could not be fetched. */
export class CountryFetchFailed extends Data.TaggedError("CountryFetchFailed") {}

/** The IP country could not be fetched. */
export class IpCountryFailed extends Data.TaggedError("IpCountryFailed") {}

/** The enabled routes (section list) could not be fetched. */
export class RoutesFetchFailed extends Data.TaggedError("RoutesFetchFailed") {}

/** The site preferences (branding) could not be fetched. */
export class SitePreferencesFailed extends Data.TaggedError("SitePreferencesFailed") {}

/** The platform settings could not be fetched. */
export class PlatformSettingFailed extends Data.TaggedError("PlatformSettingFailed") {}
