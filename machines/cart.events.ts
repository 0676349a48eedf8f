/**
 * The cart flow's input, the events it accepts (as schemas for the event log) and its context
 * (machines/cart.ts).
 */

import { FetchedCartLine } from "@contract/cart";
import { ProductDetail } from "@contract/catalogue";
import { EMPTY_CART, LineKey } from "@domain/cart";
import type { CartLineCall, CartLinesState, CartPending, LineIntent } from "@domain/cartCalls";
import { CheckoutSection, SectionItem, type SectionItems } from "@domain/cartSections";
import { type ErrorData, StorefrontError } from "@errors/data";
import { Schema } from "effect";
import { sessionUserEventSchema } from "./facts";
import { environmentEventSchemas } from "./shell";

export interface CartInput {
  /** The login flag read at start (spec §4 'Login state'). */
  readonly loggedIn: boolean;
}

/** A product page's choice: the product shown, a price (denomination or amount) and a quantity. */
const productChoiceFields = {
  product: ProductDetail,
  /** Major units of the product's currency_code, e.g. 500 for 'INR 500'. */
  price: Schema.Number,
  quantity: Schema.Number,
  point: Schema.Number,
  baseConversionValue: Schema.Number,
  /** The value of one unit of the product's currency; 1 when left out (spec §9). */
  currencyValue: Schema.optional(Schema.Number),
  /** The merchandise options chosen (size, colour...), by option name. */
  options: Schema.optional(Schema.Record(Schema.String, Schema.String)),
};

/** A JSON object (a section item or the coupon's details). */
const JsonDetails = Schema.Record(Schema.String, Schema.Json);

/** The events the cart accepts from outside (views, "session"), as schemas for the event log. */
export const cartEventSchemas = [
  /** Add to cart from a product page (spec §4 ADD_CART). */
  Schema.Struct({ type: Schema.Literal("CART.ADD"), ...productChoiceFields }),
  /** Buy now: add, then redirect to checkout (spec §4 BUY_NOW). */
  Schema.Struct({ type: Schema.Literal("CART.BUY_NOW"), ...productChoiceFields }),
  /** Set the quantity of the line with this key (spec §4 UPDATE_CART). */
  Schema.Struct({ type: Schema.Literal("CART.UPDATE"), key: LineKey, quantity: Schema.Number }),
  /** Remove the line with this key (spec §4 REMOVE_CART). */
  Schema.Struct({ type: Schema.Literal("CART.REMOVE"), key: LineKey }),
  /** Empty the vouchers and reset both conversions to 1 (spec §4 'Cart rules'). */
  Schema.Struct({ type: Schema.Literal("CART.RESET") }),
  Schema.Struct({ type: Schema.Literal("CART.SET_COUPON"), details: JsonDetails }),
  Schema.Struct({ type: Schema.Literal("CART.RESET_COUPON") }),
  Schema.Struct({ type: Schema.Literal("CART.USE_POINTS"), usePoints: Schema.Boolean }),
  /** The toast's close button or Escape. */
  Schema.Struct({ type: Schema.Literal("CART.DISMISS_MESSAGE") }),
  /** The view has moved to checkout after a buy-now. */
  Schema.Struct({ type: Schema.Literal("CART.CHECKOUT_REDIRECTED") }),
  /** From "session": the fetchCart answer's lines ([] on failure) and conversions (spec §7.4). */
  Schema.Struct({
    type: Schema.Literal("CART.FETCHED"),
    lines: Schema.Array(Schema.toType(FetchedCartLine)),
    conversion_to_base: Schema.NullOr(Schema.Number),
    conversion_to_inr: Schema.NullOr(Schema.Number),
  }),
  /**
   * From "session": its fetchCart failed. The lines stay as they are and the error is kept
   * (spec §8 'Cart fetch failure': the error is stored) until a retry answers.
   */
  Schema.Struct({ type: Schema.Literal("CART.FETCH_FAILED"), error: Schema.toEncoded(StorefrontError) }),
  /** The shopper asks for the cart again after a failed fetch. */
  Schema.Struct({ type: Schema.Literal("CART.RETRY") }),
  /** From the root: the page moved; a failed fetch is asked again. */
  environmentEventSchemas[1],
  /** From "session" at logout or when the session ends: the cart empties. */
  Schema.Struct({ type: Schema.Literal("CART.CLEAR") }),
  /** From "session": whether the user is logged in. */
  sessionUserEventSchema,
  /**
   * A family's booking (flight or hotel itinerary, recharge, transfer) put in its single-item
   * section: it replaces the section's item (spec §4 'Cart rules'). Kept in the browser only.
   */
  Schema.Struct({
    type: Schema.Literal("CART.ADD_SECTION_ITEM"),
    section: CheckoutSection,
    item: SectionItem,
  }),
  /** The section's booking taken out of the cart. */
  Schema.Struct({ type: Schema.Literal("CART.REMOVE_SECTION_ITEM"), section: CheckoutSection }),
] as const;

export type CartEvent = (typeof cartEventSchemas)[number]["Type"];
export type FetchedEvent = Extract<CartEvent, { readonly type: "CART.FETCHED" }>;
export type CouponEvent = Extract<CartEvent, { readonly type: "CART.SET_COUPON" }>;
export type LineEvent = Extract<
  CartEvent,
  { readonly type: "CART.ADD" | "CART.BUY_NOW" | "CART.UPDATE" | "CART.REMOVE" }
>;

/** Raised inside the machine: a message to show, lines to save, the saved lines to empty. */
export type InternalEvent =
  | { readonly type: "cart.messageShown" }
  | { readonly type: "cart.linesChanged" }
  | { readonly type: "cart.savedCleared" }
  | { readonly type: "cart.sectionsChanged" };

export interface CartContext extends CartLinesState {
  readonly loggedIn: boolean;
  /** The bookings of the single-item sections (src/domain/cartSections.ts), saved in the browser. */
  readonly sections: SectionItems;
  /** The error the toast shows for 2000 ms (spec §8, §9), as data; the view says it. */
  readonly message: ErrorData | null;
  /** Why the last fetch of a signed-in user's cart failed (spec §8), until one answers. */
  readonly fetchError: ErrorData | null;
  readonly pending: CartPending | null;
  /** The call in flight, and the local change it makes on success. */
  readonly call: CartLineCall | null;
}

export const initialCartContext = (input: CartInput): CartContext => ({
  ...EMPTY_CART,
  loggedIn: input.loggedIn,
  sections: {},
  message: null,
  fetchError: null,
  pending: null,
  call: null,
  known: [],
});

/** The domain intent of a line event (src/domain/cartCalls.ts). */
export const intentOf = (event: LineEvent): LineIntent => {
  switch (event.type) {
    case "CART.ADD":
      return { action: "ADD_CART", choice: event };
    case "CART.BUY_NOW":
      return { action: "BUY_NOW", choice: event };
    case "CART.UPDATE":
      return { action: "UPDATE_CART", key: event.key, quantity: event.quantity };
    case "CART.REMOVE":
      return { action: "REMOVE_CART", key: event.key };
  }
};
