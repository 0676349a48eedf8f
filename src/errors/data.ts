/**
 * Every typed error of the storefront, declared once (./transport.ts, ./situations.ts) and listed
 * once here; the union, the tags and the plain-data form are derived from that list.
 *
 * Machine context and the event log hold only JSON values, so a typed error leaves an effect as
 * {@link ErrorData}: its schema's encoded form (`_tag` and its declared fields). The catalogue
 * accepts this form, so a recorded error presents exactly as the live one did (spec §8).
 */
import { Option, Schema } from "effect";
import {
  AddToCartFailed,
  BalanceCodeForeignStore,
  BalanceCodeUsed,
  BalanceLookupFailed,
  BalanceNotNumeric,
  CaptchaFailed,
  CartFetchFailed,
  CartLinesDropped,
  CashoutInvalid,
  CatalogueFetchFailed,
  CategoryFiltersMissing,
  CodeCurrencyMismatch,
  ConversionFailed,
  ConversionRejected,
  CountryFetchFailed,
  CurrentPasswordWrong,
  DeliveryPostalMismatch,
  DeliveryPostalUnknown,
  HeldItineraryGone,
  HotelRefused,
  InvalidMobileNumber,
  IpCountryFailed,
  LoginLockout,
  MemberIdInvalid,
  OrderCallFailed,
  OrderRefused,
  PasswordChangeInvalid,
  PasswordRuleBroken,
  PaymentLinkInvalid,
  PaymentStatusEmpty,
  PlatformSettingFailed,
  ProfileFieldInvalid,
  RoutesFetchFailed,
  SearchFailed,
  SignInFieldEmpty,
  SignUpFieldInvalid,
  SingleUnitProductRepeated,
  SitePreferencesFailed,
  TicketNotSent,
  TopupInvalid,
  TrackOrderInvalidContact,
  TrackOrderInvalidOrderId,
  TrackOrderRequestFailed,
} from "./situations";
import {
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
export const TransportFailure = Schema.Union([
  Unauthenticated,
  RateLimited,
  Timeout,
  NetworkError,
  ServerError,
  BadRequest,
  UnexpectedStatus,
  UndecodableResponse,
]);
export type TransportFailure = typeof TransportFailure.Type;

/** Failures of the transport and of the calls' own answers that the transport recognises. */
export type CallFailure = TransportFailure | LoginLockout;

/** Every typed error of the storefront, as one schema. */
export const StorefrontError = Schema.Union([
  ...TransportFailure.members,
  LoginLockout,
  SignInFieldEmpty,
  SignUpFieldInvalid,
  PasswordRuleBroken,
  BalanceCodeForeignStore,
  BalanceNotNumeric,
  BalanceCodeUsed,
  BalanceLookupFailed,
  TrackOrderInvalidOrderId,
  TrackOrderInvalidContact,
  TrackOrderRequestFailed,
  AddToCartFailed,
  SingleUnitProductRepeated,
  CartLinesDropped,
  CartFetchFailed,
  InvalidMobileNumber,
  SearchFailed,
  CatalogueFetchFailed,
  PaymentStatusEmpty,
  OrderCallFailed,
  OrderRefused,
  PaymentLinkInvalid,
  CodeCurrencyMismatch,
  MemberIdInvalid,
  HotelRefused,
  HeldItineraryGone,
  DeliveryPostalMismatch,
  DeliveryPostalUnknown,
  TopupInvalid,
  CashoutInvalid,
  CaptchaFailed,
  ConversionRejected,
  ConversionFailed,
  CategoryFiltersMissing,
  CountryFetchFailed,
  IpCountryFailed,
  RoutesFetchFailed,
  SitePreferencesFailed,
  PlatformSettingFailed,
  ProfileFieldInvalid,
  PasswordChangeInvalid,
  CurrentPasswordWrong,
  TicketNotSent,
]);
export type StorefrontError = typeof StorefrontError.Type;
export type StorefrontErrorTag = StorefrontError["_tag"];

/** Every error tag, as a value. */
export const storefrontErrorTags: readonly StorefrontErrorTag[] = StorefrontError.members.map(
  (member) => member.fields._tag.schema.literal,
);

/** One error of the catalogue as plain data: `_tag` and its declared fields. */
export type ErrorData<E extends StorefrontError = StorefrontError> = Extract<
  typeof StorefrontError.Encoded,
  { readonly _tag: E["_tag"] }
>;

const encodeError = Schema.encodeSync(StorefrontError);
const decodeErrorData = Schema.decodeUnknownOption(Schema.toEncoded(StorefrontError));

/** The plain-data form of a typed error. */
export const toErrorData = (error: StorefrontError): ErrorData => encodeError(error);

const decodeError = Schema.decodeSync(StorefrontError);

/** The typed error of its plain-data form (a scripted or recorded failure). */
export const fromErrorData = (data: ErrorData): StorefrontError => decodeError(data);

/**
 * The error of an `xstate.error.actor.*` event (or of a log) as catalogue data, checked against
 * the schemas: anything else becomes an `UndecodableResponse` (shown as 'Something went wrong.').
 */
export const errorDataOf = (error: unknown): ErrorData =>
  Option.getOrElse(decodeErrorData(error), () =>
    toErrorData(new UndecodableResponse({ operation: "effect", reason: String(error) })),
  );
