/**
 * Cash-out calls (spec §1, §3 App info 'cashoutFormData' and 'Cash-out transaction', §7.3 cashout
 * filter group 67, §7.6 'Generate order OTP: {data}; response generateOrderOtp' and 'Cash-out
 * transaction status: {add_data: {{brand}RefId, {brand}RefType}}', §9). {brand} is spelled
 * `store` here, as in getStoreToken. `fetchCashoutFormData` (the payout products with their
 * bounds and the shopper's points) and `cashoutConfirm` (the OTP that places the transfer) are
 * this reference API's own: the spec names no call for either.
 */
import { Schema } from "effect";
import { envelope, graph, Message, Success } from "./operation";
import { SensitiveString } from "./sensitive";

const Int = Schema.Number.check(Schema.isInt());

export const CashoutProduct = Schema.Struct({
  category_id: Int,
  product_id: Int,
  name: Schema.String,
  description: Schema.String,
  currency_code: Schema.String,
  min: Schema.Number,
  max: Schema.Number,
});
export type CashoutProduct = typeof CashoutProduct.Type;

export const CashoutFormData = Schema.Struct({
  products: Schema.Array(CashoutProduct),
  /** The shopper's available points. */
  points_available: Schema.Number,
  /** What one point is worth in the products' currency. */
  point_value: Schema.Number,
  points_label: Schema.String,
});
export type CashoutFormData = typeof CashoutFormData.Type;

export const fetchCashoutFormData = graph({
  query: "voucher.query.fetchCashoutFormData",
  tag: "voucher",
  access: "auth",
  variables: Schema.Struct({ form_input: Schema.Struct({ url: Schema.String }) }),
  response: envelope(
    "fetchCashoutFormData",
    Schema.Struct({ success: Success, message: Message, data: Schema.optional(CashoutFormData) }),
  ),
});

/** The transfer the OTP is asked for (spec §7.6 generateOrderOtp {data}). */
export const CashoutOrderData = Schema.Struct({
  product_id: Int,
  category_id: Int,
  amount: Schema.Number,
  upi_id: Schema.NullOr(SensitiveString("upi")),
  account_holder: Schema.NullOr(SensitiveString("name")),
  account_number: Schema.NullOr(SensitiveString("account")),
  bank_code: Schema.NullOr(Schema.String),
});
export type CashoutOrderData = typeof CashoutOrderData.Type;

/** Why the reference API refused a transfer or its OTP: the client shows its own words for each. */
export const CashoutRefusalCode = Schema.Literals([
  "upiForm",
  "holderForm",
  "accountForm",
  "accountMismatch",
  "bankCodeForm",
  "amountBounds",
  "pointsShort",
  "otpWrong",
  "otpExpired",
  "otpUsed",
  "unknownProduct",
]);
export type CashoutRefusalCode = typeof CashoutRefusalCode.Type;

/**
 * The id of an order OTP: with it, the mailed code is the only secret left between a session and
 * a transfer, so the event log never keeps it in clear.
 */
const OtpId = SensitiveString("token");

export const generateOrderOtp = graph({
  query: "order.mutation.generateOrderOtp",
  tag: "order",
  access: "auth",
  variables: Schema.Struct({ data: CashoutOrderData }),
  response: envelope(
    "generateOrderOtp",
    Schema.Struct({
      success: Success,
      message: Message,
      code: Schema.optional(CashoutRefusalCode),
      data: Schema.optional(Schema.Struct({ otp_id: OtpId, points: Schema.Number, expires_in_minutes: Int })),
    }),
  ),
});

/** The cash-out transaction (spec §3): {brand}RefId and {brand}RefType. */
export const CashoutTransaction = Schema.Struct({ storeRefId: Schema.String, storeRefType: Schema.String });
export type CashoutTransaction = typeof CashoutTransaction.Type;

export const cashoutConfirm = graph({
  query: "order.mutation.cashoutConfirm",
  tag: "order",
  access: "auth",
  variables: Schema.Struct({
    data: Schema.Struct({ otp_id: OtpId, otp: SensitiveString("otp") }),
  }),
  response: envelope(
    "cashoutConfirm",
    Schema.Struct({
      success: Success,
      message: Message,
      code: Schema.optional(CashoutRefusalCode),
      data: Schema.optional(CashoutTransaction),
    }),
  ),
});

/** The cash-out transaction status (spec §7.6): status 7 success, 1 pending, 5 failed. */
export const getCashoutStatus = graph({
  query: "order.query.getCashoutStatus",
  tag: "order",
  access: "auth",
  variables: Schema.Struct({ add_data: CashoutTransaction }),
  response: envelope(
    "getCashoutStatus",
    Schema.Struct({
      success: Success,
      message: Message,
      data: Schema.optional(
        Schema.Struct({
          status: Schema.Literals([7, 1, 5]),
          amount: Schema.Number,
          currency_code: Schema.String,
          points: Schema.Number,
          /** The payout's last characters only, e.g. '••••ybl' or '••••6789'. */
          destination: Schema.String,
          category_id: Int,
        }),
      ),
    }),
  ),
});
