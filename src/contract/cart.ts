/**
 * Cart calls (spec §7.4) and the cart limits shared by the client and the server (spec §5, §8).
 */
import { Schema } from "effect";
import { envelope, graph, Message, Success } from "./operation";

/** The single-unit product (spec §9). */
export const SINGLE_UNIT_PRODUCT_ID = 28487;

/** Neutral name standing for the mobile-wallet brand ({wallet-app}) of spec §5 and §8. */
export const WALLET_APP_NAME = "mobile wallet";

/** Product 28487 added with quantity above 1 or when already in the cart (spec §5, §8). */
export const MULTIPLE_WALLET_APP_MESSAGE = `You're not allowed to add multiple ${WALLET_APP_NAME} products into the cart.`;

/**
 * The product object carried in a cart line. The client sends the catalogue product without
 * its long texts (spec §3 "Voucher product info fields read"); fields beyond these are kept.
 */
export const CartProductInfo = Schema.StructWithRest(
  Schema.Struct({
    product_id: Schema.Number,
    name: Schema.String,
    pointConversionMultiplier: Schema.optional(Schema.Number),
    /** 1 when the product has important_info (spec §7.4). */
    special_redemption: Schema.optional(Schema.Literal(1)),
  }),
  [Schema.Record(Schema.String, Schema.Unknown)],
);
export type CartProductInfo = typeof CartProductInfo.Type;

const Quantity = Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(1));

/** The `info` of an add-to-cart payload (spec §7.4). */
export const CartLineInfo = Schema.Struct({
  quantity: Quantity,
  point: Schema.Number,
  /** 'CUR price', e.g. 'INR 500'. */
  denomination: Schema.String,
  /** price × (100 − discount) / 100. */
  final_price: Schema.Number,
  base_conversion_value: Schema.Number,
  /** spl_discount − spl_charge. */
  product_discount: Schema.Number,
  /** discount × price / (100 × conversion_ratio). */
  product_discount_inr: Schema.Number,
  currency_code: Schema.String,
  currency_value: Schema.Number,
  currency_id: Schema.Number,
  currency_name: Schema.String,
  productInfo: CartProductInfo,
});
export type CartLineInfo = typeof CartLineInfo.Type;

/** The `cart` payload of addToCart; status 0 removes, 1 adds or updates (spec §4). */
export const CartChange = Schema.Struct({
  product_id: Schema.Number,
  type: Schema.Literal("voucher"),
  status: Schema.Literals([0, 1]),
  /** 1 sets the quantity of the existing line. */
  cart_update: Schema.optional(Schema.Literal(1)),
  info: CartLineInfo,
});
export type CartChange = typeof CartChange.Type;

/**
 * The idempotency key of one shopper's change of the cart: sent again with a retry of the same
 * change, it makes the server answer as it answered the first time instead of changing the cart
 * twice. This API's own, beside the spec's `cart`.
 */
export const CartIdempotencyKey = Schema.String.check(Schema.isMinLength(8), Schema.isMaxLength(128));

export const addToCart = graph({
  query: "voucher.mutation.addToCart",
  tag: "voucher",
  access: "auth",
  variables: Schema.Struct({
    cart: Schema.fromJsonString(CartChange),
    idempotency_key: Schema.optional(CartIdempotencyKey),
  }),
  response: envelope(
    "addToCart",
    Schema.Struct({ success: Success, message: Message, Message: Schema.optional(Schema.String) }),
  ),
});

/** The `info` of a fetched cart line: what was added, with the fields the client reads required. */
export const FetchedCartInfo = Schema.Struct({
  denomination: Schema.String,
  quantity: Schema.Number,
  currency_code: Schema.String,
  productInfo: CartProductInfo,
  point: Schema.optional(Schema.Number),
  final_price: Schema.optional(Schema.Number),
  base_conversion_value: Schema.optional(Schema.Number),
  product_discount: Schema.optional(Schema.Number),
  product_discount_inr: Schema.optional(Schema.Number),
  currency_value: Schema.optional(Schema.Number),
  currency_id: Schema.optional(Schema.Number),
  currency_name: Schema.optional(Schema.String),
});
export type FetchedCartInfo = typeof FetchedCartInfo.Type;

export const FetchedCartLine = Schema.Struct({
  /** 0 when the product can no longer be bought; the client drops such lines (spec §4). */
  availability: Schema.Number,
  product_id: Schema.Number,
  /** A JSON string on the wire. */
  info: Schema.fromJsonString(FetchedCartInfo),
});
export type FetchedCartLine = typeof FetchedCartLine.Type;

export const fetchCart = graph({
  query: "voucher.query.fetchCart",
  tag: "voucher",
  access: "auth",
  variables: Schema.Struct({
    cartfetch: Schema.fromJsonString(Schema.Struct({ count: Schema.Number, url: Schema.String })),
  }),
  response: envelope(
    "fetchCart",
    Schema.Struct({
      success: Success,
      message: Message,
      data: Schema.optional(Schema.Array(FetchedCartLine)),
      /** One INR in the user's points currency. */
      conversion_to_base: Schema.optional(Schema.Number),
      /** One unit of the user's points currency in INR. */
      conversion_to_inr: Schema.optional(Schema.Number),
    }),
  ),
});
