/**
 * Orders, payments, reward codes and order tracking (spec §7.6, §4, §5 Track order, §8, §9).
 *
 * Conventions of this part of the contract:
 * - Amounts on the wire are decimal numbers in the major unit of their currency (`1234.56` INR,
 *   `1500` JPY). A currency of the zero-decimal list of spec §9 never carries decimals; every
 *   other currency carries at most two. The reference API turns them into integer minor units
 *   and refuses an amount with more decimals than its currency has.
 * - The store a reward code is checked against is named by the request header `x-site`
 *   ({@link SiteHeader}), holding the site's url prefix (`marketplace`, `acme`, ...). Without it
 *   the logged-in user's site is used, else `marketplace`. A code seeded for another store
 *   answers `Result.stores: false` (spec §2.9, §8).
 * - A voucher order names its store in `voucherOrder.site`; the hosted payment page sends the
 *   shopper back to `/{site}/payment-callback` (spec §2.3).
 * - Every order carries an `order_key`: a secret that lets a guest (and the payment callback)
 *   read the order's status and details.
 */
import { Schema } from "effect";
import { DeliveryAddress } from "./address";
import { CheckoutUser } from "./buyer";
import { envelope, graph, Message, rest, Success } from "./operation";
import { ProviderName } from "./providers";
import { SensitiveString } from "./sensitive";

// The buyer's details and the zero-decimal currencies are read on the landing page (the session
// hands the checkout the buyer, prices are rounded everywhere): they live in modules of their own
// so that the rest of this module loads with the screens that call it.
export { CheckoutUser } from "./buyer";
export { ZeroDecimalCurrencies } from "./currencies";

/** Request header naming the store a reward code is checked against (see the module comment). */
export const SiteHeader = "x-site";

/** Value of the `Accept-Version` header the no-pay checkout requires (spec §7.6). */
export const NoPayCheckoutVersion = "6.0.0";

/** Products whose payment gateway is disabled (spec §9 Lists). */
export const GatewayDisabledProducts = [50866, 51270] as const;

/** Voucher code status (spec §4): 0 and 6 Converted, 1 and 7 Active, 2 Redeemed, 3 Expired, 4 Cancelled. */
export const CodeStatus = Schema.Literals([0, 1, 2, 3, 4, 6, 7]);
export type CodeStatus = typeof CodeStatus.Type;

/** Transaction status codes (spec §4): success 7, pending 1, failed 5. */
export const TransactionStatuses = { success: 7, pending: 1, failed: 5 } as const;
export const TransactionStatus = Schema.Literals([7, 1, 5]);
export type TransactionStatus = typeof TransactionStatus.Type;

/** The card gateway serving each currency (spec §9: INR one, PHP a second, every other a third). */
export const GatewayName = Schema.Literals(["gateway-inr", "gateway-php", "gateway-global"]);
export type GatewayName = typeof GatewayName.Type;

/** The outcome a shopper chose on the hosted payment page. */
export const PaymentOutcome = Schema.Literals(["success", "failed", "cancelled"]);
export type PaymentOutcome = typeof PaymentOutcome.Type;

const Amount = Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0));
const CurrencyCode = Schema.String.check(Schema.isPattern(/^[A-Z]{3}$/));
const OrderId = Schema.Number.check(Schema.isInt(), Schema.isGreaterThan(0));

// ---------------------------------------------------------------------------------------------
// Apply voucher (spec §7.6, §2.9, §8)

export const VoucherDetails = Schema.Struct({
  status: CodeStatus,
  /** The code's value, in its currency. */
  amount: Schema.Number,
  /** Remaining balance; the client shows 'something went wrong !' when it is not numeric (spec §5). */
  remain_amount: Schema.Union([Schema.Number, Schema.String]),
  /** `YYYY-MM-DD`; the client flags isExpired when it lies before now. */
  expiry_date: Schema.String,
});
export type VoucherDetails = typeof VoucherDetails.Type;

export const ApplyVoucherResult = Schema.Struct({
  voucher_details: VoucherDetails,
  /** The reward URL of the code's store (redirectUrl, default '/marketplace'). */
  url: Schema.String,
  currency: Schema.Array(Schema.Struct({ code: Schema.String, currency_value: Schema.Number })),
  /** false when the code does not belong to the store of the request (spec §8). */
  stores: Schema.Boolean,
  /** Who used the code; the client joins them with ', ' (spec §3 usedBy). */
  primaryIdentifier: Schema.Array(Schema.String),
});
export type ApplyVoucherResult = typeof ApplyVoucherResult.Type;

export const ApplyVoucherOutput = Schema.Struct({
  success: Success,
  message: Message,
  data: Schema.Struct({
    /** false when the code was found; true for an unknown code. */
    Error: Schema.Boolean,
    Code: Schema.optional(Schema.String),
    Result: Schema.optional(ApplyVoucherResult),
  }),
});
export type ApplyVoucherOutput = typeof ApplyVoucherOutput.Type;

/**
 * Apply voucher (spec §7.6): authenticated base when logged in, public otherwise; HTTP 429 with
 * the §8 text after more than 10 calls a minute. The store is named by the `x-site` header.
 */
export const applyVoucher = rest({
  name: "applyVoucher",
  path: "/applyVoucher",
  access: "either",
  rateLimited: true,
  body: Schema.Struct({
    input: Schema.Struct({
      /** Sent trimmed and without dashes (spec §5). */
      code: Schema.String,
      partner_type: Schema.Literal("vd"),
      /** Captcha token when the site asks for one, else ''. */
      token: SensitiveString("captcha"),
    }),
  }),
  response: Schema.Struct({ output: Schema.fromJsonString(ApplyVoucherOutput) }),
});

// ---------------------------------------------------------------------------------------------
// Payment gateways and statuses (spec §7.6, §4, §9)

/**
 * Identifies an order for status and detail calls: its id and its `order_key` (a secret: it opens
 * the order's payment page, so the event log never records it in clear).
 */
export const OrderRef = Schema.Struct({ order_id: OrderId, order_key: SensitiveString("token") });
export type OrderRef = typeof OrderRef.Type;

export const PaymentStatusOutput = Schema.Struct({
  success: Success,
  message: Message,
  data: Schema.optional(
    Schema.Struct({
      order_id: Schema.Number,
      /** 7 paid, 5 declined or cancelled. */
      status: TransactionStatus,
      payment_status: PaymentOutcome,
      gateway: GatewayName,
      amount: Schema.Number,
      currency_code: Schema.String,
    }),
  ),
});
export type PaymentStatusOutput = typeof PaymentStatusOutput.Type;

/**
 * Payment gateway status (spec §7.6). `output` is '' while the gateway has recorded no outcome;
 * the client treats that as {code: NO_RESPONSE, error: true} (spec §4, §8).
 */
export const getPaymentStatus = graph({
  query: "payment.query.getPaymentStatus",
  tag: "payment",
  access: "either",
  variables: Schema.Struct({ add_data: OrderRef }),
  response: envelope(
    "getPaymentStatus",
    Schema.Struct({ output: Schema.Union([Schema.Literal(""), Schema.fromJsonString(PaymentStatusOutput)]) }),
  ),
});

/** Transaction status of an order (spec §7.6 getTransactionStatus; codes of spec §4). */
export const getTransactionStatus = graph({
  query: "payment.query.getTransactionStatus",
  tag: "payment",
  access: "either",
  variables: Schema.Struct({ add_data: OrderRef }),
  response: envelope(
    "getTransactionStatus",
    Schema.Struct({
      success: Success,
      message: Message,
      data: Schema.optional(Schema.Struct({ order_id: Schema.Number, status: TransactionStatus })),
    }),
  ),
});

// ---------------------------------------------------------------------------------------------
// Voucher orders (spec §7.6)

export const OrderLine = Schema.Struct({
  product_id: Schema.Number.check(Schema.isInt(), Schema.isGreaterThan(0)),
  name: Schema.String,
  /**
   * The voucher's face value in `currency_code` (a denomination or an amount, spec §5 Amount); the
   * unit price charged is its final price after the product's spl_discount (spec §7.4), priced by
   * the server from its catalogue.
   */
  price: Amount,
  quantity: Schema.Number.check(Schema.isInt(), Schema.isGreaterThan(0)),
  currency_code: CurrencyCode,
  /**
   * Filter group of the product's family (spec §9): the line total is quantity × price, except
   * for perks 48, lounge 51, airmiles 53 and personalize 70, where it is the price alone.
   */
  filter_group_id: Schema.Number.check(Schema.isInt()),
  /**
   * A booking of a single-item cart section (flight or hotel itinerary, recharge, transfer; spec
   * §3 Cart sections): its key on the server, which prices the line from it, not from the
   * catalogue. Absent for a voucher line.
   */
  reference: Schema.optional(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100))),
});
export type OrderLine = typeof OrderLine.Type;

/**
 * How the order total is paid. Every amount is in the order's currency (the currency of its
 * lines); the server converts each part into the currency of the balance it draws on, rounding
 * up to that balance's minor unit, and debits it. The parts must add up to the total exactly.
 * Points, gift-card balance and tokens need a logged-in user.
 */
export const PaymentSplit = Schema.Struct({
  points: Amount,
  gcb: Amount,
  tokens: Amount,
  applied_codes: Schema.Array(Schema.Struct({ code: Schema.String, amount: Amount })),
  /** The remainder paid on the card gateway of the order's currency. */
  gateway_amount: Amount,
});
export type PaymentSplit = typeof PaymentSplit.Type;

export const VoucherOrder = Schema.Struct({
  /** A repeat with the same key answers the first order and never creates a second one. */
  idempotency_key: Schema.String.check(Schema.isMinLength(8), Schema.isMaxLength(128)),
  /** The store's url prefix, e.g. 'marketplace' (the payment callback returns there). */
  site: Schema.String.check(Schema.isPattern(/^[a-z0-9-]+$/)),
  cart: Schema.Array(OrderLine).check(Schema.isMinLength(1)),
  checkoutUser: CheckoutUser,
  payment: PaymentSplit,
  /**
   * The airline-loyalty member id of the cart's miles product (spec §3 Order), as checked by
   * validate_miles_memberId; absent without one.
   */
  memberId: Schema.optional(SensitiveString("member")),
  /**
   * Where merchandise is delivered (spec §3 Order): required when a line is merchandise (filter
   * group 47), the server refuses such an order without it; absent otherwise.
   */
  delivery_address: Schema.optional(DeliveryAddress),
  /**
   * The payment provider that takes the gateway amount instead of the card gateway (spec §1,
   * §7.6; src/contract/providers.ts); absent for the card gateway or when nothing is due.
   */
  provider: Schema.optional(ProviderName),
});
export type VoucherOrder = typeof VoucherOrder.Type;

export const CreatedOrder = Schema.Struct({
  order_id: Schema.Number,
  /** Secret for guest status and detail calls (it opens the order's payment page). */
  order_key: SensitiveString("token"),
  /** 7 when completed, 1 while the gateway payment is awaited. */
  status: TransactionStatus,
  /**
   * The hosted payment page when a gateway amount is due, else null. A secret: its path ends with
   * the order's payment key ('/gateway/{gateway}/pay/{key}', '/provider/{provider}/pay/{token}').
   */
  redirect_url: Schema.NullOr(SensitiveString("token")),
  gateway: Schema.NullOr(GatewayName),
  gateway_amount: Schema.Number,
  currency_code: Schema.String,
});
export type CreatedOrder = typeof CreatedOrder.Type;

export const OrderAnswer = Schema.Struct({
  success: Success,
  message: Message,
  data: Schema.optional(CreatedOrder),
});

/**
 * Create voucher order (spec §7.6), with the Content-Language header (default 'en'). A gateway
 * amount above zero answers a redirect to the hosted payment page; products 50866 and 51270
 * refuse one (spec §9).
 */
export const voucherCreateOrder = graph({
  query: "order.mutation.voucherCreateOrder",
  tag: "order",
  access: "either",
  extraHeaders: ["Content-Language"],
  variables: Schema.Struct({ voucherOrder: VoucherOrder }),
  response: envelope("voucherCreateOrder", OrderAnswer),
});

export const OrderItem = Schema.Struct({
  product_id: Schema.Number,
  name: Schema.String,
  quantity: Schema.Number,
  /** The unit price charged: the face value after the product's spl_discount (spec §7.4). */
  price: Schema.Number,
  currency_code: Schema.String,
  /** Experience orders: the booked date (YYYY-MM-DD) and guests. */
  experience_date: Schema.optional(Schema.String),
  guests: Schema.optional(Schema.Number),
  /** Experience orders: the booked time slot (HH:MM, the experience city's time). */
  experience_slot: Schema.optional(Schema.String),
});
export type OrderItem = typeof OrderItem.Type;

export const OrderAmounts = Schema.Struct({
  currency_code: Schema.String,
  total: Schema.Number,
  points: Schema.Number,
  gcb: Schema.Number,
  tokens: Schema.Number,
  codes: Schema.Number,
  gateway: Schema.Number,
});
export type OrderAmounts = typeof OrderAmounts.Type;

export const OrderDates = Schema.Struct({
  /** ISO 8601 (UTC). */
  ordered_at: Schema.String,
  updated_at: Schema.String,
});

export const OrderData = Schema.Struct({
  /**
   * 'voucher' (gift cards), a family's type ('merchandise', 'perks', 'lounge', 'charity',
   * 'airmiles', 'topup', 'payouts', 'personalize'), 'mixed' for several families, 'perk' for a
   * free perk's claim, 'experience' or 'flight'; 'experience' sets experience 1 on the track-order
   * route.
   */
  type: Schema.String,
  status: TransactionStatus,
  items: Schema.Array(OrderItem),
  amounts: OrderAmounts,
  dates: OrderDates,
});
export type OrderData = typeof OrderData.Type;

export const OrderDetails = Schema.Struct({
  order_id: Schema.Number,
  site: Schema.String,
  order_data: OrderData,
});
export type OrderDetails = typeof OrderDetails.Type;

export const GatewayCallbackAnswer = Schema.Struct({
  success: Success,
  message: Message,
  data: Schema.optional(
    Schema.Struct({
      order_id: Schema.Number,
      status: TransactionStatus,
      /** 'pending' until the hosted page records an outcome. */
      payment_status: Schema.Literals(["success", "failed", "cancelled", "pending"]),
    }),
  ),
});

/** Order callback after the hosted payment page (spec §7.6 {gateway}CallbackVoucher). */
export const gatewayCallbackVoucher = rest({
  name: "gatewayCallbackVoucher",
  path: "/gatewayCallbackVoucher",
  access: "either",
  body: OrderRef,
  response: GatewayCallbackAnswer,
});

/** Voucher order details (spec §7.6); the order_key may be '' when the logged-in owner asks. */
export const voucherOrderDetails = rest({
  name: "voucherOrderDetails",
  path: "/voucherOrderDetails",
  access: "either",
  body: OrderRef,
  response: Schema.Struct({ success: Success, message: Message, data: Schema.optional(OrderDetails) }),
});

/**
 * No-pay checkout (spec §7.6): confirms an order that points, balances and codes cover in full.
 * `token` is the order's `order_key`; the header Accept-Version must be 6.0.0.
 */
export const noPayCheckout = rest({
  name: "noPayCheckout",
  path: "/noPayCheckout",
  access: "either",
  extraHeaders: ["Accept-Version"],
  body: Schema.Struct({ token: SensitiveString("token") }),
  response: OrderAnswer,
});

/**
 * Free perk order (spec §7.6): `loi` is base64 of the stored 'loi'. The answer carries the perk's
 * claim code, and its link when the partner redeems online. A perk claimed again answers the
 * first claim; a perk out of stock answers success 0.
 */
export const freePerkCreateOrder = graph({
  query: "order.mutation.freePerkCreateOrder",
  tag: "order",
  access: "auth",
  variables: Schema.Struct({
    perkOrder: Schema.Struct({
      productId: Schema.Number.check(Schema.isInt(), Schema.isGreaterThan(0)),
      token: SensitiveString("token"),
      loi: Schema.String,
    }),
  }),
  response: envelope(
    "freePerkCreateOrder",
    Schema.Struct({
      success: Success,
      message: Message,
      data: Schema.optional(
        Schema.Struct({
          order_id: Schema.Number,
          product_id: Schema.Number,
          status: TransactionStatus,
          claim_code: Schema.optional(SensitiveString("token")),
          link: Schema.optional(Schema.String),
        }),
      ),
    }),
  ),
});

// ---------------------------------------------------------------------------------------------
// Track order (spec §7.6, §4, §5)

export const PrimaryIdentifier = Schema.Literals(["email", "alternative_email", "mobile"]);
export type PrimaryIdentifier = typeof PrimaryIdentifier.Type;

export const FlightDetails = Schema.Struct({
  pnr: Schema.String,
  airline: Schema.String,
  flight_number: Schema.String,
  from: Schema.String,
  to: Schema.String,
  /** ISO 8601 local times of the airports. */
  departure: Schema.String,
  arrival: Schema.String,
  passengers: Schema.Array(Schema.String),
});
export type FlightDetails = typeof FlightDetails.Type;

/** Step 2 answer data. */
export const TrackedOrder = Schema.Struct({
  order_id: Schema.Number,
  primaryIdentifier: PrimaryIdentifier,
  order_data: OrderData,
});
export type TrackedOrder = typeof TrackedOrder.Type;

/** Step 1 answer data. */
export const OrderIdentifier = Schema.Struct({ primaryIdentifier: PrimaryIdentifier });

/**
 * Validate order (spec §7.6 Track order). Step 1: `data.order_id` alone answers which contact
 * identifies the order. Step 2: `order_id` plus the matching contact answers the order. An
 * unknown order id answers success 0 with 'Entered invalid order id. Please try again'; a wrong
 * contact success 0 with 'Invalid primary contact details. Please try again.' (spec §8). When the
 * order's store (or the store of the request's `x-site`) asks for a captcha, a call without a
 * verified `token` answers HTTP 403, which the client shows as 'Something went wrong.' (spec §8).
 */
export const validateOrder = graph({
  query: "order.query.validateOrder",
  tag: "order",
  access: "public",
  variables: Schema.Struct({
    data: Schema.Struct({
      order_id: Schema.String,
      email: Schema.optional(SensitiveString("email")),
      alternative_email: Schema.optional(SensitiveString("email")),
      mobile: Schema.optional(SensitiveString("phone")),
      mobile_code: Schema.optional(Schema.String),
      /**
       * The solved captcha's token, sent when the site asks for a captcha (showCts, spec §4 'If
       * showCts is set, a captcha is solved before each submit'); named as applyVoucher's token.
       */
      token: Schema.optional(SensitiveString("captcha")),
    }),
  }),
  response: envelope(
    "validateOrder",
    Schema.Struct({
      success: Success,
      message: Message,
      data: Schema.optional(Schema.Union([TrackedOrder, OrderIdentifier])),
      /** Step 2 only: the flight of a flight order, else null. */
      flight_details: Schema.optional(Schema.fromJsonString(Schema.NullOr(FlightDetails))),
    }),
  ),
});

/** Texts of spec §8 the track-order answers carry. */
export const TrackOrderTexts = {
  invalidOrderId: "Entered invalid order id. Please try again",
  invalidContact: "Invalid primary contact details. Please try again.",
} as const;
