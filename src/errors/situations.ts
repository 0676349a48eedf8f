/**
 * The situations of the error catalogue (spec §8), one tagged error per row that is not a plain
 * transport failure (HTTP 401 and 429 are in ./transport). The effect modules of each domain
 * fail with these; the catalogue turns each into what the user sees.
 */
import { Schema } from "effect";

/** Login lockout after repeated failed attempts: HTTP 423 with code 'LOGIN_LOCKOUT'. */
export class LoginLockout extends Schema.TaggedError<LoginLockout>()("LoginLockout", {}) {}

/**
 * Sign-in: a field left empty, refused before any call (spec §7.5). The spec shows no text for
 * it; the catalogue says which field is missing.
 */
export class SignInFieldEmpty extends Schema.TaggedError<SignInFieldEmpty>()("SignInFieldEmpty", {
  field: Schema.Literals(["identity", "password", "otp"]),
}) {}

/**
 * A new password breaks the rule of spec §5 (no spaces, a digit, 8+ characters), refused before
 * any call. The spec shows no text for it; the catalogue says the rule.
 */
export class PasswordRuleBroken extends Schema.TaggedError<PasswordRuleBroken>()("PasswordRuleBroken", {}) {}

/** Balance checker: the code does not belong to this store (`Result.stores` false). */
export class BalanceCodeForeignStore extends Schema.TaggedError<BalanceCodeForeignStore>()(
  "BalanceCodeForeignStore",
  {},
) {}

/** Balance checker: the balance in the answer is not a number. */
export class BalanceNotNumeric extends Schema.TaggedError<BalanceNotNumeric>()("BalanceNotNumeric", {}) {}

/** Balance checker: status 1 with a zero balance, so the code was already used. */
export class BalanceCodeUsed extends Schema.TaggedError<BalanceCodeUsed>()("BalanceCodeUsed", {}) {}

/** Balance checker: the lookup failed. */
export class BalanceLookupFailed extends Schema.TaggedError<BalanceLookupFailed>()(
  "BalanceLookupFailed",
  {},
) {}

/** Track order: the order id is malformed or unknown (step 1). */
export class TrackOrderInvalidOrderId extends Schema.TaggedError<TrackOrderInvalidOrderId>()(
  "TrackOrderInvalidOrderId",
  {},
) {}

/** Track order: the contact details do not match, or the server failed (step 2). */
export class TrackOrderInvalidContact extends Schema.TaggedError<TrackOrderInvalidContact>()(
  "TrackOrderInvalidContact",
  {},
) {}

/** Track order: the request itself failed. */
export class TrackOrderRequestFailed extends Schema.TaggedError<TrackOrderRequestFailed>()(
  "TrackOrderRequestFailed",
  {},
) {}

/** Add to cart failed; `serverMessage` is the server's message when it sent one. */
export class AddToCartFailed extends Schema.TaggedError<AddToCartFailed>()("AddToCartFailed", {
  serverMessage: Schema.optional(Schema.String),
}) {}

/** The single-unit product (28487) added with quantity above 1 or while already in the cart. */
export class SingleUnitProductRepeated extends Schema.TaggedError<SingleUnitProductRepeated>()(
  "SingleUnitProductRepeated",
  { productId: Schema.Number },
) {}

/**
 * Saved guest-cart lines whose unit charge could not be worked out again (a line kept by an older
 * build without its charge, whose product could not be read): they were taken out of the cart.
 */
export class CartLinesDropped extends Schema.TaggedError<CartLinesDropped>()("CartLinesDropped", {
  count: Schema.Number,
}) {}

/** Fetching the cart failed. */
export class CartFetchFailed extends Schema.TaggedError<CartFetchFailed>()("CartFetchFailed", {
  reason: Schema.String,
}) {}

/** A mobile number that is not 7 to 16 digits. */
export class InvalidMobileNumber extends Schema.TaggedError<InvalidMobileNumber>()(
  "InvalidMobileNumber",
  {},
) {}

/** Search failed or answered with success other than 1. */
export class SearchFailed extends Schema.TaggedError<SearchFailed>()("SearchFailed", {
  reason: Schema.String,
}) {}

/** A catalogue list could not be fetched. */
export class CatalogueFetchFailed extends Schema.TaggedError<CatalogueFetchFailed>()("CatalogueFetchFailed", {
  reason: Schema.String,
}) {}

/** A payment status check answered with an empty output. */
export class PaymentStatusEmpty extends Schema.TaggedError<PaymentStatusEmpty>()("PaymentStatusEmpty", {}) {}

/** An order or payment call failed (most of them answer with an empty object then). */
export class OrderCallFailed extends Schema.TaggedError<OrderCallFailed>()("OrderCallFailed", {
  operation: Schema.String,
  reason: Schema.String,
}) {}

/** An order call answered success 0; `serverMessage` is the server's reason when it sent one. */
export class OrderRefused extends Schema.TaggedError<OrderRefused>()("OrderRefused", {
  operation: Schema.String,
  serverMessage: Schema.optional(Schema.String),
}) {}

/**
 * A payment provider's callback names an order its status check does not know: a tampered or
 * unknown order key, or another provider's order (spec §2.3 provider callback pages, §7.6).
 */
export class PaymentLinkInvalid extends Schema.TaggedError<PaymentLinkInvalid>()("PaymentLinkInvalid", {
  provider: Schema.String,
}) {}

/**
 * A reward code in another currency than the cart's, for a visitor without a client whose rates
 * could convert it (the spec shows no text for this case).
 */
export class CodeCurrencyMismatch extends Schema.TaggedError<CodeCurrencyMismatch>()("CodeCurrencyMismatch", {
  codeCurrency: Schema.String,
  cartCurrency: Schema.String,
}) {}

/**
 * A delivery address whose postal code serves another city than the chosen one (spec §3 Order,
 * §7.2 'Postal code'): refused before ordering.
 */
export class DeliveryPostalMismatch extends Schema.TaggedError<DeliveryPostalMismatch>()(
  "DeliveryPostalMismatch",
  {},
) {}

/** A delivery address whose postal code the selected country does not know (spec §7.2 'Postal code'). */
export class DeliveryPostalUnknown extends Schema.TaggedError<DeliveryPostalUnknown>()(
  "DeliveryPostalUnknown",
  {},
) {}

/** The captcha challenge was not passed, or its answer did not verify (spec §2.9, §4 'Track order'). */
export class CaptchaFailed extends Schema.TaggedError<CaptchaFailed>()("CaptchaFailed", {}) {}

/** A currency conversion answered with an `Error`: the point value stays unset. */
export class ConversionRejected extends Schema.TaggedError<ConversionRejected>()("ConversionRejected", {}) {}

/** Any other conversion failure, ignored silently. */
export class ConversionFailed extends Schema.TaggedError<ConversionFailed>()("ConversionFailed", {
  reason: Schema.String,
}) {}

/** A category list answered with no filters. */
export class CategoryFiltersMissing extends Schema.TaggedError<CategoryFiltersMissing>()(
  "CategoryFiltersMissing",
  {},
) {}

/** The country list could not be fetched. */
export class CountryFetchFailed extends Schema.TaggedError<CountryFetchFailed>()("CountryFetchFailed", {}) {}

/** The IP country could not be fetched. */
export class IpCountryFailed extends Schema.TaggedError<IpCountryFailed>()("IpCountryFailed", {}) {}

/** The enabled routes (section list) could not be fetched. */
export class RoutesFetchFailed extends Schema.TaggedError<RoutesFetchFailed>()("RoutesFetchFailed", {}) {}

/** The site preferences (branding) could not be fetched. */
export class SitePreferencesFailed extends Schema.TaggedError<SitePreferencesFailed>()(
  "SitePreferencesFailed",
  {},
) {}

/** The platform settings could not be fetched. */
export class PlatformSettingFailed extends Schema.TaggedError<PlatformSettingFailed>()(
  "PlatformSettingFailed",
  {},
) {}

/**
 * An airline member id that cannot go with its miles product (spec §7.6 validate_miles_memberId):
 * empty, not of the member id's form (refused before any call), or refused by the airline
 * (`serverMessage` its reason when it sent one). The spec shows no text for these.
 */
export class MemberIdInvalid extends Schema.TaggedError<MemberIdInvalid>()("MemberIdInvalid", {
  reason: Schema.Literals(["empty", "form", "refused"]),
  serverMessage: Schema.optional(Schema.String),
}) {}

/**
 * A hotel search or booking refused (spec §4 'Hotel search', §7.7): a stay breaking a rule of
 * src/domain/hotels.ts (refused before any call), a search that ran past its 60000 ms time-out,
 * an itinerary that expired, a rate that changed since it was shown, missing guest details, or
 * another refusal of the hotel calls (`serverMessage` the server's text when it sent one). The
 * spec shows no text for these.
 */
export class HotelRefused extends Schema.TaggedError<HotelRefused>()("HotelRefused", {
  reason: Schema.Literals([
    "destination",
    "rooms",
    "guests",
    "dates",
    "past",
    "tooLong",
    "timeout",
    "expired",
    "rateChanged",
    "guest",
    "refused",
  ]),
  serverMessage: Schema.optional(Schema.String),
}) {}

/**
 * A held flight or hotel itinerary reopened from its page's address (after a reload, spec §7.7
 * fetch_itinerary) that is no longer held: its hold ran out, the reference is unknown (or another
 * shopper's, or for another hotel or stay), or it was booked already. The spec shows no text.
 */
export class HeldItineraryGone extends Schema.TaggedError<HeldItineraryGone>()("HeldItineraryGone", {
  booking: Schema.Literals(["flight", "hotel"]),
  reason: Schema.Literals(["expired", "unknown", "booked"]),
}) {}

/** A sign-up field that breaks its rule of spec §5, refused before any call (the password has its own). */
export class SignUpFieldInvalid extends Schema.TaggedError<SignUpFieldInvalid>()("SignUpFieldInvalid", {
  field: Schema.Literals(["contact", "email", "mobile", "name"]),
}) {}

/**
 * A field of the edit-profile or alternate e-mail form that breaks its rule (spec §5: names,
 * e-mail), refused before any call; a mobile number has {@link InvalidMobileNumber}. `password`:
 * a new e-mail or mobile number without the current password; `email_otp`: a mailed code that is
 * not 6 digits. The spec shows no text for these.
 */
export class ProfileFieldInvalid extends Schema.TaggedError<ProfileFieldInvalid>()("ProfileFieldInvalid", {
  field: Schema.Literals([
    "first_name",
    "last_name",
    "email",
    "password",
    "email_otp",
    "alternate_email",
    "alternate_same",
  ]),
}) {}

/**
 * The change-password form refused before any call: no current password, the two new ones differ,
 * or the new one is the current one (the password rule has {@link PasswordRuleBroken}).
 */
export class PasswordChangeInvalid extends Schema.TaggedError<PasswordChangeInvalid>()(
  "PasswordChangeInvalid",
  { reason: Schema.Literals(["currentMissing", "mismatch", "unchanged"]) },
) {}

/** change_query refused the current password: it is not the user's (spec §7.5 'Change password'). */
export class CurrentPasswordWrong extends Schema.TaggedError<CurrentPasswordWrong>()(
  "CurrentPasswordWrong",
  {},
) {}

/**
 * A mobile-recharge form or plan that cannot go on (spec §5 'Phone lengths'): the number's length
 * for the country (`min`, `max`), an operator that does not serve it, a missing operator or circle,
 * or the reference API's refusal of the recharge (`serverMessage`).
 */
export class TopupInvalid extends Schema.TaggedError<TopupInvalid>()("TopupInvalid", {
  field: Schema.Literals(["mobile", "operator", "circle", "plan"]),
  reason: Schema.Literals([
    "mobileLength",
    "operatorRequired",
    "operatorMismatch",
    "circleRequired",
    "refused",
  ]),
  min: Schema.optional(Schema.Number),
  max: Schema.optional(Schema.Number),
  serverMessage: Schema.optional(Schema.String),
}) {}

/**
 * A cash-out transfer or its order OTP that cannot go on (spec §5 'Amount', §7.6 generateOrderOtp):
 * a field that breaks its rule, an amount outside the product's bounds (`min`, `max`) or above the
 * points available, a wrong or expired OTP, or the reference API's refusal (`serverMessage`).
 */
export class CashoutInvalid extends Schema.TaggedError<CashoutInvalid>()("CashoutInvalid", {
  field: Schema.Literals([
    "amount",
    "upiId",
    "accountHolder",
    "accountNumber",
    "confirmAccountNumber",
    "bankCode",
    "otp",
    "form",
  ]),
  reason: Schema.Literals([
    "amountBounds",
    "pointsShort",
    "upiForm",
    "holderForm",
    "accountForm",
    "accountMismatch",
    "bankCodeForm",
    "otpForm",
    "otpWrong",
    "otpExpired",
    "refused",
  ]),
  min: Schema.optional(Schema.String),
  max: Schema.optional(Schema.String),
  serverMessage: Schema.optional(Schema.String),
}) {}

/**
 * 'Raise a Ticket' (spec §1): the ticket was not sent. A field broke its rule before any call
 * (`subject`, `body`: blank or too long; `email`: not an address, spec §5), its technical log is
 * over the limit (`log`), or the call failed (`failed`). The form keeps what was typed and offers
 * to send again. The spec shows no text for these.
 */
export class TicketNotSent extends Schema.TaggedError<TicketNotSent>()("TicketNotSent", {
  reason: Schema.Literals(["subject", "body", "email", "log", "failed"]),
}) {}
