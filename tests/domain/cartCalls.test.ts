/**
 * What a change of the cart's lines asks (spec §4 'Cart actions', 'Cart rules', §5 'Cart', §7.4):
 * src/domain/cartCalls.ts.
 */

import type { CartLineInfo, FetchedCartInfo, FetchedCartLine } from "@contract/cart";
import { EMPTY_CART } from "@domain/cart";
import {
  type CartLinesState,
  callOfStep,
  cartAfterStep,
  fetchedAnswerOf,
  type KnownLineInfo,
  keyOfLine,
  knownAfterCall,
  knownOfFetched,
  lineStepOf,
  pendingOf,
  refusalOfStep,
} from "@domain/cartCalls";
import { describe, expect, it } from "vitest";
import { choice, lineOf, productOf } from "../support/catalogue";

const THREE_VALUES = { denominations: [100, 500, 1000], spl_discount: 0 };
const shopping = productOf(28501, "Shopping Gift Card", THREE_VALUES);
const wallet = productOf(28487, "Mobile Wallet Gift Card", THREE_VALUES);

const info = (denomination: string, quantity: number): FetchedCartInfo => ({
  denomination,
  quantity,
  currency_code: "INR",
  productInfo: { product_id: 28501, name: "Shopping Gift Card" },
});

const stateOf = (
  lines: ReturnType<typeof lineOf>[],
  known: readonly KnownLineInfo[] = [],
): CartLinesState => ({
  ...EMPTY_CART,
  vouchers: lines,
  known,
});

describe("spec §5 'Cart': the single-unit rule refuses before anything is called", () => {
  it("product 28487 at quantity 2, or again when in the cart: refused with its error data", () => {
    const refused = { _tag: "SingleUnitProductRepeated", productId: 28487 };
    const twice = lineStepOf(stateOf([]), { action: "ADD_CART", choice: choice(wallet, 100, 2) });
    expect(refusalOfStep(twice)).toEqual(refused);
    const again = lineStepOf(stateOf([lineOf(wallet, 100)]), {
      action: "BUY_NOW",
      choice: choice(wallet, 500),
    });
    expect(refusalOfStep(again)).toEqual(refused);
    const update = lineStepOf(stateOf([lineOf(wallet, 100)]), {
      action: "UPDATE_CART",
      key: keyOfLine(lineOf(wallet, 100)),
      quantity: 2,
    });
    expect(refusalOfStep(update)).toEqual(refused);
    expect(callOfStep(update)).toBeNull();
  });
});

describe("spec §4 'Cart actions': an add or buy-now is an addToCart call of the product page's choice", () => {
  it("ADD_CART carries the choice (currencyValue 1 when left out) and appends the line on success", () => {
    const step = lineStepOf(stateOf([]), { action: "ADD_CART", choice: choice(shopping, 500, 2) });
    const call = callOfStep(step);
    expect(call?.request).toMatchObject({ kind: "product", action: "ADD_CART", price: 500, quantity: 2 });
    expect(call?.request).toMatchObject({ currencyValue: 1 });
    expect(call === null ? null : pendingOf(call)).toEqual({ action: "ADD_CART", productId: 28501 });
    expect(cartAfterStep(stateOf([]), step).vouchers).toEqual([lineOf(shopping, 500, 2)]);
  });
});

describe("spec §4: an update or removal is about a line in the cart, and sends what the server holds", () => {
  const key = keyOfLine(lineOf(shopping, 500));
  const known = [{ key, info: info("INR 500", 1) }];

  it("an update or removal of a line that is not in the cart is an unknown line: no call, no change", () => {
    const state = stateOf([]);
    const update = lineStepOf(state, { action: "UPDATE_CART", key, quantity: 2 });
    expect(update).toEqual({ kind: "unknown-line" });
    expect(lineStepOf(state, { action: "REMOVE_CART", key })).toEqual({ kind: "unknown-line" });
    expect(cartAfterStep(state, update)).toBe(state);
  });

  it("UPDATE_CART sends the new quantity with the known info; REMOVE_CART the line's quantity", () => {
    const state = stateOf([lineOf(shopping, 500, 3)], known);
    const update = callOfStep(lineStepOf(state, { action: "UPDATE_CART", key, quantity: 4 }));
    expect(update?.request).toEqual({
      kind: "line",
      action: "UPDATE_CART",
      line: lineOf(shopping, 500, 3),
      quantity: 4,
      known: info("INR 500", 1),
    });
    const removal = callOfStep(lineStepOf(state, { action: "REMOVE_CART", key }));
    expect(removal?.request).toMatchObject({ action: "REMOVE_CART", quantity: 3 });
    expect(removal?.change).toEqual({ type: "REMOVE_CART", key });
  });
});

describe("what the server holds after a call, and after a fetch", () => {
  const key = keyOfLine(lineOf(shopping, 500));
  const other = keyOfLine(lineOf(shopping, 1000));

  it("an add or update records the info sent; a removal forgets the line", () => {
    const before = [
      { key, info: info("INR 500", 1) },
      { key: other, info: info("INR 1000", 1) },
    ];
    const sent: CartLineInfo = {
      quantity: 2,
      point: 500,
      denomination: "INR 500",
      final_price: 500,
      base_conversion_value: 1,
      product_discount: 0,
      product_discount_inr: 0,
      currency_code: "INR",
      currency_value: 1,
      currency_id: 1,
      currency_name: "Indian Rupee",
      productInfo: { product_id: 28501, name: "Shopping Gift Card" },
    };
    expect(knownAfterCall(before, { type: "UPDATE_CART", key, quantity: 2 }, { info: sent })).toEqual([
      { key: other, info: info("INR 1000", 1) },
      { key, info: sent },
    ]);
    expect(knownAfterCall(before, { type: "REMOVE_CART", key }, { info: sent })).toEqual([
      { key: other, info: info("INR 1000", 1) },
    ]);
  });

  it("a fetched cart: lines with availability 0 are not held; missing conversions are left out", () => {
    const lines: FetchedCartLine[] = [
      { availability: 0, product_id: 28501, info: info("INR 1000", 1) },
      { availability: 1, product_id: 28501, info: info("INR 500", 2) },
    ];
    expect(knownOfFetched(lines).map((entry) => entry.key)).toEqual([
      { productId: 28501, price: 500, currency: "INR" },
    ]);
    expect(fetchedAnswerOf({ lines, conversion_to_base: null, conversion_to_inr: 2 })).toEqual({
      data: lines,
      conversion_to_inr: 2,
    });
  });
});
