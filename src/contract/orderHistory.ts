/**
 * The order tabs of the account area (spec §2.3 YOUR_ORDERS, EXPERIENCE_ORDERS, FLIGHTS_ORDERS,
 * Hotels_Orders, PERKS_ORDERS): the history calls of spec §7.6 'History and reports' and the
 * 'Resend voucher' mail of spec §7.5.
 *
 * - Order history {history_input: {limit 10, offset}} (spec §7.6, §9 page size 10): the signed-in
 *   shopper's orders, newest first, `limit` from `offset`, with `total`, the count of every order
 *   the call lists. The spec names getExperiencesOrderDetail 'and others': every order of the
 *   shopper (getOrderHistory), the experiences (getExperiencesOrderDetail) and the perks
 *   (getPerksOrderDetail) answer the same page.
 * - Flight and hotel booking history {history_input: {limit, offset, product_id}}: the flights and
 *   hotels tags' fetch_booking_history; `product_id` narrows to one product (the hotel product
 *   55399 of spec §9), without it every booking of the kind is listed.
 * - Booking history (getBookingHistory, spec §7.6; payload and answer not shown): every booking of
 *   the shopper together, the experiences, flights and hotels that the per-kind calls list apart,
 *   in the page of the other history calls, {history_input: {limit 10, offset}} (§9 'booking
 *   history 10'). YOUR_ORDERS shows it as its 'Bookings' list.
 * - `limit` may be 1 to {@link HISTORY_MAX_LIMIT}; a larger one is refused by the schema.
 * - Resend voucher {add_data: {order_id}}: mails the order's delivered vouchers again to the
 *   order's e-mail address.
 * - Resend OTP {add_data: {order_id}} (spec §7.5 'Mail'): for an order whose vouchers open only
 *   with a one-time code (`voucher_otp`), mails a new code to the order's e-mail address; HTTP 429
 *   beyond its limit, shown as a message (spec §8).
 */
import { Schema } from "effect";
import { FlightBooking } from "./flights";
import { HotelBookingSummary } from "./hotels";
import { envelope, graph, Message, Success } from "./operation";
import { OrderAmounts, OrderItem, TransactionStatus } from "./orders";
import { SensitiveString } from "./sensitive";

/** Orders a history page holds (spec §9 'Page sizes: order, experience and booking history 10'). */
export const HISTORY_PAGE_SIZE = 10;

/** The largest `limit` a history call takes: an export asks for pages of this size. */
export const HISTORY_MAX_LIMIT = 50;

/** The hotel product id (spec §9), the product_id of the hotel booking history. */
export const HOTEL_PRODUCT_ID = 55399;

const Count = Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0));
const Limit = Schema.Number.check(
  Schema.isInt(),
  Schema.isGreaterThanOrEqualTo(1),
  Schema.isLessThanOrEqualTo(HISTORY_MAX_LIMIT),
);

export const HistoryInput = Schema.Struct({ limit: Limit, offset: Count });
export type HistoryInput = typeof HistoryInput.Type;

export const BookingHistoryInput = Schema.Struct({
  limit: Limit,
  offset: Count,
  product_id: Schema.optional(Schema.Number.check(Schema.isInt(), Schema.isGreaterThan(0))),
});

/**
 * A voucher an order delivered: its product and its code. The code is a secret (whoever holds it
 * spends it), so the event log never records it in clear; the page masks it (spec §5 'Masking')
 * until the shopper reveals it.
 */
export const DeliveredVoucher = Schema.Struct({
  /** The order line it belongs to (from 0). */
  position: Count,
  product_id: Schema.Number,
  name: Schema.String,
  voucher_code: SensitiveString("token"),
  /** YYYY-MM-DD. */
  expiry_date: Schema.String,
});
export type DeliveredVoucher = typeof DeliveredVoucher.Type;

/** One order of the history: date, id, status (spec §4), items, amounts and their split, vouchers. */
export const HistoryOrder = Schema.Struct({
  order_id: Schema.Number,
  /** As voucherOrderDetails' order_data.type: 'voucher', a family's type, 'experience', 'flight', 'hotel', 'perk'. */
  type: Schema.String,
  status: TransactionStatus,
  /** ISO 8601 (UTC). */
  ordered_at: Schema.String,
  items: Schema.Array(OrderItem),
  amounts: OrderAmounts,
  vouchers: Schema.Array(DeliveredVoucher),
  /** A flight booking's route, dates and passengers (fetch_booking_history of the flights tag). */
  flight: Schema.optional(Schema.NullOr(FlightBooking)),
  /** A hotel booking's hotel, dates, nights and rooms (src/contract/hotels.ts). */
  hotel: Schema.optional(HotelBookingSummary),
  /**
   * True when the order's vouchers open only with a one-time code mailed to the order's address
   * (the brand asks for it when the voucher is used); 'Resend OTP' mails a new one. The spec
   * names the resend call (§7.5) but not this field: it is the reference API's.
   */
  voucher_otp: Schema.optional(Schema.Boolean),
});
export type HistoryOrder = typeof HistoryOrder.Type;

export const HistoryPage = Schema.Struct({
  /** How many orders the call lists in all (every page). */
  total: Count,
  orders: Schema.Array(HistoryOrder),
});
export type HistoryPage = typeof HistoryPage.Type;

export const HistoryAnswer = Schema.Struct({
  success: Success,
  message: Message,
  data: Schema.optional(HistoryPage),
});
export type HistoryAnswer = typeof HistoryAnswer.Type;

/** Every order of the signed-in shopper (YOUR_ORDERS). */
export const getOrderHistory = graph({
  query: "order.query.getOrderHistory",
  tag: "order",
  access: "auth",
  variables: Schema.Struct({ history_input: HistoryInput }),
  response: envelope("getOrderHistory", HistoryAnswer),
});

/** The experience orders (EXPERIENCE_ORDERS; spec §7.6 getExperiencesOrderDetail). */
export const getExperiencesOrderDetail = graph({
  query: "experience.query.getExperiencesOrderDetail",
  tag: "experience",
  access: "auth",
  variables: Schema.Struct({ history_input: HistoryInput }),
  response: envelope("getExperiencesOrderDetail", HistoryAnswer),
});

/** The perk orders and claims (PERKS_ORDERS). */
export const getPerksOrderDetail = graph({
  query: "voucher.query.getPerksOrderDetail",
  tag: "voucher",
  access: "auth",
  variables: Schema.Struct({ history_input: HistoryInput }),
  response: envelope("getPerksOrderDetail", HistoryAnswer),
});

/** The flight bookings (FLIGHTS_ORDERS; spec §7.7 flights fetch_booking_history). */
export const fetchFlightBookingHistory = graph({
  query: "flights.query.fetch_booking_history",
  tag: "flights",
  access: "auth",
  variables: Schema.Struct({ history_input: BookingHistoryInput }),
  response: envelope("fetch_booking_history", HistoryAnswer),
});

/** The hotel bookings (Hotels_Orders; spec §7.7 hotels fetch_booking_history). */
export const fetchHotelBookingHistory = graph({
  query: "hotels.query.fetch_booking_history",
  tag: "hotels",
  access: "auth",
  variables: Schema.Struct({ history_input: BookingHistoryInput }),
  response: envelope("fetch_booking_history", HistoryAnswer),
});

/**
 * Every booking of the shopper: experiences, flights and hotels (spec §7.6 getBookingHistory). The
 * spec shows neither its payload nor its answer: both are those of the other history calls.
 */
export const getBookingHistory = graph({
  query: "order.query.getBookingHistory",
  tag: "order",
  access: "auth",
  variables: Schema.Struct({ history_input: HistoryInput }),
  response: envelope("getBookingHistory", HistoryAnswer),
});

/** Resend voucher {add_data} (spec §7.5 'Mail'): the order's vouchers, mailed again. */
export const resendVoucher = graph({
  query: "stores.mutation.resendVoucher",
  tag: "stores",
  access: "auth",
  variables: Schema.Struct({
    add_data: Schema.Struct({ order_id: Schema.Number.check(Schema.isInt(), Schema.isGreaterThan(0)) }),
  }),
  response: envelope("resendVoucher", Schema.Struct({ success: Success, message: Message })),
});

/**
 * Resend OTP {add_data} (spec §7.5 'Mail'): a new one-time code for the vouchers of an order whose
 * vouchers need one (`voucher_otp`), mailed to the order's e-mail address; HTTP 429 beyond
 * {@link RESEND_OTP_LIMIT} a minute, its text shown as a message (spec §8 'HTTP 429 on ... resend
 * OTP'). The spec names neither the operation nor its answer: the name follows resendVoucher's, the
 * payload's key `order_id` and the answer {success, message} are the reference API's.
 */
export const resendOtp = graph({
  query: "stores.mutation.resendOtp",
  tag: "stores",
  access: "auth",
  variables: Schema.Struct({
    add_data: Schema.Struct({ order_id: Schema.Number.check(Schema.isInt(), Schema.isGreaterThan(0)) }),
  }),
  response: envelope("resendOtp", Schema.Struct({ success: Success, message: Message })),
});

/** How many one-time codes one shopper may ask to be resent a minute before HTTP 429 (spec §8). */
export const RESEND_OTP_LIMIT = 3;
