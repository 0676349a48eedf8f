/**
 * What a change of the cart's lines asks (spec §4 'Cart actions', 'Cart rules', §5 'Cart', §7.4):
 * for an add, a buy-now, a quantity update or a removal, whether the single-unit rule refuses it,
 * whether its line is in the cart at all, and otherwise the addToCart call a signed-in shopper's
 * cart makes first and the local change it makes on success. Also what the server is known to
 * hold for each line (its info, as fetched or as last sent), which an update or removal sends back.
 *
 * Pure: the cart flow (machines/cart.ts) asks these questions and keeps the answers.
 */

import type { FetchedCartInfo, FetchedCartLine } from "@contract/cart";
import type { ProductDetail } from "@contract/catalogue";
import {
  type CartAction,
  type CartCall,
  type CartCallAction,
  type CartCallDone,
  type CartState,
  type CartVoucherLine,
  cartReducer,
  isSameLine,
  type LineKey,
  lineKeyOf,
  type SingleUnitRefusal,
  singleUnitRefusal,
  voucherLineOfFetched,
  voucherLineOfProduct,
} from "./cart";
import { familyOfProductType, quantityForFamily } from "./productFamily";
import type { OptionChoice } from "./productOptions";

/** What the server holds for a line: its info, as fetched or as last sent. */
export interface KnownLineInfo {
  readonly key: LineKey;
  readonly info: FetchedCartInfo;
}

/** The call in flight: which action on which product (the buttons' loading state). */
export interface CartPending {
  readonly action: CartCallAction;
  readonly productId: number;
}

/** A call to make, and the local change it makes on success. */
export interface CartLineCall {
  readonly request: CartCall;
  readonly change: CartAction;
}

/** A product page's choice, as the cart receives it (spec §4 ADD_CART, BUY_NOW). */
export interface ProductLineChoice {
  readonly product: ProductDetail;
  /** Major units of the product's currency_code, e.g. 500 for 'INR 500'. */
  readonly price: number;
  readonly quantity: number;
  readonly point: number;
  readonly baseConversionValue: number;
  /** The value of one unit of the product's currency; 1 when left out (spec §9). */
  readonly currencyValue?: number | undefined;
  /** The merchandise options chosen (size, colour...); none for other products. */
  readonly options?: OptionChoice | undefined;
}

/** What the shopper asks of the cart's lines. */
export type LineIntent =
  | { readonly action: "ADD_CART" | "BUY_NOW"; readonly choice: ProductLineChoice }
  | { readonly action: "UPDATE_CART"; readonly key: LineKey; readonly quantity: number }
  | { readonly action: "REMOVE_CART"; readonly key: LineKey };

/** What a line intent comes to. */
export type LineStep =
  /** The single-unit rule refuses it (spec §5 'Cart'): nothing changes and nothing is called. */
  | { readonly kind: "refused"; readonly refusal: SingleUnitRefusal }
  /** An update or removal of a line that is not in the cart: nothing changes. */
  | { readonly kind: "unknown-line" }
  /** A change: called first when signed in, made locally otherwise. */
  | ({ readonly kind: "change" } & CartLineCall);

/** The part of the cart flow's state the steps read. */
export interface CartLinesState extends CartState {
  readonly known: readonly KnownLineInfo[];
}

/** The key of a line: productId, price, currency and options (spec §4 'Cart rules'). */
export const keyOfLine = (line: CartVoucherLine): LineKey => lineKeyOf(line);

const knownInfoOf = (known: readonly KnownLineInfo[], key: LineKey): FetchedCartInfo | null =>
  known.find((entry) => isSameLine(entry.key, key))?.info ?? null;

const productStep = (
  vouchers: readonly CartVoucherLine[],
  action: "ADD_CART" | "BUY_NOW",
  choice: ProductLineChoice,
): LineStep => {
  const refusal = singleUnitRefusal(vouchers, {
    productId: choice.product.product_id,
    quantity: choice.quantity,
  });
  if (refusal !== null) return { kind: "refused", refusal };
  // spec §9 'Cart totals': perks, lounge, airmiles and personalize are priced alone (quantity 1).
  const quantity = quantityForFamily(familyOfProductType(choice.product.type), choice.quantity);
  const line = voucherLineOfProduct(choice.product, {
    options: choice.options,
    price: choice.price,
    quantity,
    point: choice.point,
    baseConversionValue: choice.baseConversionValue,
  });
  return {
    kind: "change",
    request: {
      kind: "product",
      action,
      product: choice.product,
      price: choice.price,
      quantity,
      point: choice.point,
      baseConversionValue: choice.baseConversionValue,
      currencyValue: choice.currencyValue ?? 1,
      ...(choice.options === undefined ? {} : { options: choice.options }),
    },
    change: { type: action, line },
  };
};

const lineChangeStep = (
  state: CartLinesState,
  key: LineKey,
  call: (line: CartVoucherLine, known: FetchedCartInfo | null) => CartLineCall,
): LineStep => {
  const line = state.vouchers.find((candidate) => isSameLine(candidate, key));
  return line === undefined
    ? { kind: "unknown-line" }
    : { kind: "change", ...call(line, knownInfoOf(state.known, key)) };
};

/** What `intent` comes to on `state`: refused, about an unknown line, or a change (spec §4, §5). */
export const lineStepOf = (state: CartLinesState, intent: LineIntent): LineStep => {
  switch (intent.action) {
    case "ADD_CART":
    case "BUY_NOW":
      return productStep(state.vouchers, intent.action, intent.choice);
    case "UPDATE_CART": {
      const { key, quantity } = intent;
      const refusal = singleUnitRefusal(state.vouchers, { productId: key.productId, quantity, update: true });
      if (refusal !== null) return { kind: "refused", refusal };
      return lineChangeStep(state, key, (line, known) => ({
        request: { kind: "line", action: "UPDATE_CART", line, quantity, known },
        change: { type: "UPDATE_CART", key, quantity },
      }));
    }
    case "REMOVE_CART": {
      const { key } = intent;
      return lineChangeStep(state, key, (line, known) => ({
        request: { kind: "line", action: "REMOVE_CART", line, quantity: line.quantity, known },
        change: { type: "REMOVE_CART", key },
      }));
    }
  }
};

/** The refusal to show for a step; null when the step is not refused. */
export const refusalOfStep = (step: LineStep): SingleUnitRefusal | null =>
  step.kind === "refused" ? step.refusal : null;

/** The call a step makes; null when it makes none (refused, or an unknown line). */
export const callOfStep = (step: LineStep): CartLineCall | null =>
  step.kind === "change" ? { request: step.request, change: step.change } : null;

/** Which action on which product a call is (the buttons' loading state). */
export const pendingOf = (call: CartLineCall): CartPending => ({
  action: call.request.action,
  productId: call.request.kind === "product" ? call.request.product.product_id : call.request.line.productId,
});

/** The cart after a step made locally: a refused step, or one about an unknown line, changes nothing. */
export const cartAfterStep = (state: CartState, step: LineStep): CartState => {
  const call = callOfStep(step);
  return call === null ? state : cartReducer(state, call.change);
};

/** The line a change adds or changes, for the record of what the server holds. */
const changedKeyOf = (change: CartAction): LineKey | null => {
  if (change.type === "ADD_CART" || change.type === "BUY_NOW") return keyOfLine(change.line);
  if (change.type === "UPDATE_CART") return change.key;
  return null;
};

/**
 * What the server holds after a successful call: the changed line's info as sent, a removed line
 * forgotten, every other line as it was.
 */
export const knownAfterCall = (
  known: readonly KnownLineInfo[],
  change: CartAction,
  done: CartCallDone,
): readonly KnownLineInfo[] => {
  const key = changedKeyOf(change);
  const others = known.filter((entry) => key === null || !isSameLine(entry.key, key));
  if (key !== null) return [...others, { key, info: done.info }];
  const removed = change.type === "REMOVE_CART" ? change.key : null;
  return others.filter((entry) => removed === null || !isSameLine(entry.key, removed));
};

/**
 * What the server is known to hold, kept to the lines of the cart: a line the cart no longer has
 * (replaced by a single-item family's new line, or an experience's) is forgotten.
 */
export const knownOfLines = (
  known: readonly KnownLineInfo[],
  vouchers: readonly CartVoucherLine[],
): readonly KnownLineInfo[] => known.filter((entry) => vouchers.some((line) => isSameLine(line, entry.key)));

/** What the server holds for the lines of a fetched cart (lines with availability 0 dropped). */
export const knownOfFetched = (lines: readonly FetchedCartLine[]): readonly KnownLineInfo[] =>
  lines
    .filter((line) => line.availability !== 0)
    .map((line) => ({ key: keyOfLine(voucherLineOfFetched(line)), info: line.info }));

/** The fetchCart answer as the reducer reads it: conversions left out when the server sent none. */
export const fetchedAnswerOf = (fetched: {
  readonly lines: readonly FetchedCartLine[];
  readonly conversion_to_base: number | null;
  readonly conversion_to_inr: number | null;
}) => ({
  data: fetched.lines,
  ...(fetched.conversion_to_base === null ? {} : { conversion_to_base: fetched.conversion_to_base }),
  ...(fetched.conversion_to_inr === null ? {} : { conversion_to_inr: fetched.conversion_to_inr }),
});
