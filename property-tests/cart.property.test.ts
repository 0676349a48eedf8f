import type { ProductSummary } from "@contract/catalogue";
import {
  type CartAction,
  type CartState,
  type CartVoucherLine,
  cartCount,
  cartReducer,
  EMPTY_CART,
  familyOfLine,
  isExperienceLine,
  isSameLine,
  type LineKey,
  SINGLE_UNIT_PRODUCT_ID,
  singleUnitRefusal,
  voucherLineOf,
  voucherLineOfProduct,
} from "@domain/cart";
import { cartViewOf } from "@domain/cartView";
import { type AppliedCode, checkoutSplit, checkoutTotal } from "@domain/checkout";
import { fromMinor } from "@domain/money";
import { applyVoucher, initialPaymentPreferences } from "@domain/payment";
import { priceDisplayOf } from "@domain/product";
import { EMPTY_WALLET } from "@domain/wallet";
import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";

const runs = { numRuns: 1000 };

// ---------------------------------------------------------------------------------------------
// Arbitraries: a small pool of products, prices and currencies so that lines often collide.

const productId = fc.constantFrom(
  1001,
  1002,
  1003,
  3001,
  3002,
  4001,
  4002,
  5001,
  5002,
  6001,
  SINGLE_UNIT_PRODUCT_ID,
);

/**
 * The filter group of each product of the pool (spec §9 'Filter group ids'): gift cards 37,
 * merchandise 47, charity 52, two lounges 51, two airmiles 53, two personalize 70 and a perk 48.
 */
const GROUP_OF: Readonly<Record<number, number>> = {
  1001: 37,
  1002: 47,
  1003: 52,
  3001: 51,
  3002: 51,
  4001: 53,
  4002: 53,
  5001: 70,
  5002: 70,
  6001: 48,
  [SINGLE_UNIT_PRODUCT_ID]: 37,
};
const groupOf = (id: number): number => GROUP_OF[id] ?? 37;

/** spec §4 'Cart rules': adding a lounge (51), airmiles (53) or personalize (70) item replaces that family's item. */
const SINGLE_ITEM_GROUPS: readonly number[] = [51, 53, 70];
/** spec §9 'Cart totals': perks (48), lounge, airmiles and personalize are priced alone (quantity 1). */
const PRICED_ALONE_GROUPS: readonly number[] = [48, 51, 53, 70];
const price = fc.constantFrom(500, 1000, 2500);
const currency = fc.constantFrom("INR", "USD");
const categories = fc.constantFrom("697", "1271", "1222", "1271,1222", "698, 1222");
const quantity = fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 1, max: 5 }) }, fc.constant(0));

/**
 * The merchandise options chosen (spec §4 'Cart rules': part of a line's identity): none, a size,
 * or a size and a colour, in either order of choice (the same choice either way).
 */
const options = fc.constantFrom<Readonly<Record<string, string>> | undefined>(
  undefined,
  {},
  { Size: "M" },
  { Size: "L" },
  { Size: "M", Colour: "Grey" },
  { Colour: "Grey", Size: "M" },
);

const key: fc.Arbitrary<LineKey> = fc
  .record({ productId, price, currency, options })
  .map(({ options: o, ...k }) =>
    // Only merchandise (group 47) has options to choose.
    groupOf(k.productId) === 47 && o !== undefined ? { ...k, options: o } : k,
  );

/** The model's own identity of a line: productId, price, currency and the options, in name order. */
const idOf = (k: LineKey): string => {
  const chosen = Object.entries(k.options ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return `${k.productId}|${k.price}|${k.currency}|${JSON.stringify(chosen)}`;
};

const line: fc.Arbitrary<CartVoucherLine> = fc
  .record({ key, quantity, categories, country: fc.constantFrom("India", "Singapore") })
  .map(({ key: k, quantity: q, categories: c, country }) =>
    voucherLineOf({
      ...k,
      quantity: q,
      name: `Product ${k.productId}`,
      point: k.price,
      baseConversionValue: 1,
      isMerchandiseProduct: groupOf(k.productId) === 47,
      isPerk: groupOf(k.productId) === 48,
      filterGroupId: groupOf(k.productId),
      categories: c,
      country_name: country,
    }),
  );

/** Whether adding the line may remove another line: an experience, or a single-item family's line. */
const mayReplace = (l: CartVoucherLine): boolean =>
  isExperienceLine(l) || SINGLE_ITEM_GROUPS.includes(groupOf(l.productId));

const action: fc.Arbitrary<CartAction> = fc.oneof(
  { weight: 6, arbitrary: line.map((l) => ({ type: "ADD_CART" as const, line: l })) },
  { weight: 2, arbitrary: line.map((l) => ({ type: "BUY_NOW" as const, line: l })) },
  {
    weight: 3,
    arbitrary: fc.record({ key, quantity }).map((u) => ({ type: "UPDATE_CART" as const, ...u })),
  },
  { weight: 3, arbitrary: key.map((k) => ({ type: "REMOVE_CART" as const, key: k })) },
  fc.constant({ type: "RESET_CART" as const }),
  fc.constant({ type: "CLEAR_CART" as const }),
  fc.constant({ type: "RESET_COUPON" as const }),
  fc.constant({ type: "CHECKOUT_REDIRECTED" as const }),
  fc.constant({ type: "FETCH_CART" as const }),
  fc
    .record({ id: fc.integer({ min: 1, max: 9 }), label: fc.string({ maxLength: 6 }) })
    .map((details) => ({ type: "SET_COUPON" as const, details })),
  fc.boolean().map((usePoints) => ({ type: "USE_POINTS" as const, usePoints })),
);

const actions = fc.array(action, { maxLength: 40 });
const conversion = fc.double({ min: 0.0001, max: 1000, noNaN: true });

/** A cart reached from the empty cart by a run of actions, with arbitrary conversions. */
const reachedCart: fc.Arbitrary<CartState> = fc
  .record({ run: actions, base: conversion, inr: conversion })
  .map(({ run, base, inr }) => ({
    ...run.reduce(cartReducer, EMPTY_CART),
    conversion_to_base: base,
    cart_conversion_to_inr: inr,
  }));

const sumOfQuantities = (state: CartState): number => {
  let total = 0;
  for (const l of state.vouchers) total += l.quantity;
  return total;
};

const quantityOf = (state: CartState, k: LineKey): number =>
  state.vouchers.find((l) => isSameLine(l, k))?.quantity ?? 0;

// ---------------------------------------------------------------------------------------------
// Invariants over every run of actions

test.prop([actions], runs)("spec §3 Cart: the count always equals the sum of voucher quantities", (run) => {
  let state = EMPTY_CART;
  for (const a of run) {
    const before = cartCount(state);
    const next = cartReducer(state, a);
    expect(cartCount(next)).toBe(sumOfQuantities(next));
    // The count moves only by the quantity of the line an action touches.
    if (a.type === "REMOVE_CART") expect(cartCount(next)).toBe(before - quantityOf(state, a.key));
    if (a.type === "UPDATE_CART" && next !== state)
      expect(cartCount(next)).toBe(before - quantityOf(state, a.key) + a.quantity);
    if ((a.type === "ADD_CART" || a.type === "BUY_NOW") && !mayReplace(a.line))
      expect(cartCount(next)).toBe(before + quantityOf(next, a.line) - quantityOf(state, a.line));
    state = next;
  }
});

test.prop([actions], runs)(
  "spec §4 Cart rules: never two voucher lines with the same productId, price, currency and options",
  (run) => {
    let state = EMPTY_CART;
    for (const a of run) {
      state = cartReducer(state, a);
      const keys = state.vouchers.map(idOf);
      expect(new Set(keys).size).toBe(keys.length);
    }
  },
);

test.prop([actions], runs)("spec §4 Cart rules: the cart holds at most one experience (1222)", (run) => {
  let state = EMPTY_CART;
  for (const a of run) {
    state = cartReducer(state, a);
    expect(state.vouchers.filter(isExperienceLine).length).toBeLessThanOrEqual(1);
  }
});

test.prop([actions], runs)(
  "spec §4 Cart rules: at most one lounge, one airmiles and one personalize line; spec §9: lines priced alone hold quantity 1",
  (run) => {
    let state = EMPTY_CART;
    for (const a of run) {
      state = cartReducer(state, a);
      for (const group of SINGLE_ITEM_GROUPS)
        expect(state.vouchers.filter((l) => groupOf(l.productId) === group).length).toBeLessThanOrEqual(1);
      for (const l of state.vouchers)
        if (PRICED_ALONE_GROUPS.includes(groupOf(l.productId))) expect(l.quantity).toBe(1);
    }
  },
);

test.prop([actions], runs)("spec §5 Cart: product 28487 is never in the cart more than once", (run) => {
  let state = EMPTY_CART;
  for (const a of run) {
    state = cartReducer(state, a);
    const units = state.vouchers.filter((l) => l.productId === SINGLE_UNIT_PRODUCT_ID);
    expect(units.reduce((sum, l) => sum + l.quantity, 0)).toBeLessThanOrEqual(1);
  }
});

test.prop([reachedCart, line], runs)(
  "spec §4 Cart rules: remove after the add of a new line restores the cart",
  (state, added) => {
    fc.pre(!state.vouchers.some((l) => isSameLine(l, added)));
    fc.pre(added.quantity >= 1 && singleUnitRefusal(state.vouchers, added) === null);
    fc.pre(!isExperienceLine(added) || !state.vouchers.some(isExperienceLine));
    fc.pre(!mayReplace(added) || !state.vouchers.some((l) => familyOfLine(l) === familyOfLine(added)));
    fc.pre(!PRICED_ALONE_GROUPS.includes(groupOf(added.productId)) || added.quantity === 1);
    const withLine = cartReducer(state, { type: "ADD_CART", line: added });
    expect(withLine.vouchers).toEqual([...state.vouchers, added]);
    expect(cartReducer(withLine, { type: "REMOVE_CART", key: added })).toEqual(state);
  },
);

test.prop([reachedCart], runs)(
  "spec §4 Cart rules: reset leaves no vouchers and both conversions 1",
  (state) => {
    const after = cartReducer(state, { type: "RESET_CART" });
    expect(after.vouchers).toEqual([]);
    expect(cartCount(after)).toBe(0);
    expect(after.conversion_to_base).toBe(1);
    expect(after.cart_conversion_to_inr).toBe(1);
  },
);

test.prop([reachedCart, action], runs)(
  "spec §4: the reducer never changes the cart it is given",
  (state, a) => {
    const copy = structuredClone(state);
    cartReducer(state, a);
    expect(state).toEqual(copy);
  },
);

// ---------------------------------------------------------------------------------------------
// Model-based: the reducer against a plain model of the voucher lines

interface ModelLine {
  readonly id: string;
  readonly productId: number;
  quantity: number;
  readonly experience: boolean;
  /** The filter group of the line's product (the pool's table). */
  readonly group: number;
}
interface Model {
  lines: ModelLine[];
  redirect: boolean;
}
interface Real {
  state: CartState;
}

/** The model's own reading of the add rules of spec §4 and §5. */
const modelAdd = (m: Model, l: CartVoucherLine): boolean => {
  if (l.quantity < 1) return false;
  if (l.productId === SINGLE_UNIT_PRODUCT_ID) {
    if (l.quantity > 1 || m.lines.some((x) => x.productId === SINGLE_UNIT_PRODUCT_ID)) return false;
  }
  const id = idOf(l);
  const experience = isExperienceLine(l);
  const group = groupOf(l.productId);
  const single = SINGLE_ITEM_GROUPS.includes(group);
  // At most one experience, and one line of each single-item family: the new one replaces it.
  m.lines = m.lines.filter(
    (x) => x.id === id || !((experience && x.experience) || (single && x.group === group)),
  );
  const quantity = PRICED_ALONE_GROUPS.includes(group) ? 1 : l.quantity;
  if (!m.lines.some((x) => x.id === id))
    m.lines.push({ id, productId: l.productId, quantity, experience, group });
  return true;
};

const check = (m: Model, r: Real): void => {
  expect(r.state.vouchers.map((l) => [idOf(l), l.quantity])).toEqual(m.lines.map((x) => [x.id, x.quantity]));
  expect(r.state.vouchers.filter(isExperienceLine).length).toBeLessThanOrEqual(1);
  expect(r.state.redirectToCheckout).toBe(m.redirect);
  expect(cartCount(r.state)).toBe(m.lines.reduce((sum, x) => sum + x.quantity, 0));
};

class AddCommand implements fc.Command<Model, Real> {
  constructor(readonly line: CartVoucherLine) {}
  check = () => true;
  run(m: Model, r: Real): void {
    modelAdd(m, this.line);
    r.state = cartReducer(r.state, { type: "ADD_CART", line: this.line });
    check(m, r);
  }
  toString = () => `ADD_CART ${idOf(this.line)} x${this.line.quantity}`;
}

class BuyNowCommand implements fc.Command<Model, Real> {
  constructor(readonly line: CartVoucherLine) {}
  check = () => true;
  run(m: Model, r: Real): void {
    if (modelAdd(m, this.line)) m.redirect = true;
    r.state = cartReducer(r.state, { type: "BUY_NOW", line: this.line });
    check(m, r);
  }
  toString = () => `BUY_NOW ${idOf(this.line)} x${this.line.quantity}`;
}

class UpdateCommand implements fc.Command<Model, Real> {
  constructor(
    readonly key: LineKey,
    readonly quantity: number,
  ) {}
  check = () => true;
  run(m: Model, r: Real): void {
    const target = m.lines.find((x) => x.id === idOf(this.key));
    const allowed =
      this.quantity >= 1 &&
      (this.key.productId !== SINGLE_UNIT_PRODUCT_ID || this.quantity <= 1) &&
      (target === undefined || !PRICED_ALONE_GROUPS.includes(target.group) || this.quantity <= 1);
    if (target !== undefined && allowed) target.quantity = this.quantity;
    r.state = cartReducer(r.state, { type: "UPDATE_CART", key: this.key, quantity: this.quantity });
    check(m, r);
  }
  toString = () => `UPDATE_CART ${idOf(this.key)} x${this.quantity}`;
}

class RemoveCommand implements fc.Command<Model, Real> {
  constructor(readonly key: LineKey) {}
  check = () => true;
  run(m: Model, r: Real): void {
    m.lines = m.lines.filter((x) => x.id !== idOf(this.key));
    r.state = cartReducer(r.state, { type: "REMOVE_CART", key: this.key });
    check(m, r);
  }
  toString = () => `REMOVE_CART ${idOf(this.key)}`;
}

class ResetCommand implements fc.Command<Model, Real> {
  check = () => true;
  run(m: Model, r: Real): void {
    m.lines = [];
    r.state = cartReducer(r.state, { type: "RESET_CART" });
    check(m, r);
  }
  toString = () => "RESET_CART";
}

class RedirectedCommand implements fc.Command<Model, Real> {
  check = () => true;
  run(m: Model, r: Real): void {
    m.redirect = false;
    r.state = cartReducer(r.state, { type: "CHECKOUT_REDIRECTED" });
    check(m, r);
  }
  toString = () => "CHECKOUT_REDIRECTED";
}

const commands = fc.commands(
  [
    line.map((l) => new AddCommand(l)),
    line.map((l) => new BuyNowCommand(l)),
    fc.record({ key, quantity }).map(({ key: k, quantity: q }) => new UpdateCommand(k, q)),
    key.map((k) => new RemoveCommand(k)),
    fc.constant(new ResetCommand()),
    fc.constant(new RedirectedCommand()),
  ],
  { maxCommands: 30 },
);

test.prop([commands], runs)("spec §4 Cart actions and rules: the reducer follows a plain model", (cmds) => {
  fc.modelRun(() => ({ model: { lines: [], redirect: false }, real: { state: EMPTY_CART } }), cmds);
});

// ---------------------------------------------------------------------------------------------
// The price shown is the price charged (spec §7.4 final_price, §9 'Cart totals')

/** A gift card of a currency with a discount of 0 to 99.99%, bought at a face value with decimals. */
const discountedChoice = fc.record({
  currency: fc.constantFrom("INR", "USD", "JPY"),
  discountHundredths: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 9999 })),
  faceMinor: fc.integer({ min: 1, max: 10_000_000 }),
  quantity: fc.integer({ min: 1, max: 10 }),
  productId: fc.integer({ min: 40_000, max: 40_999 }),
});

const productOfChoice = (c: typeof discountedChoice extends fc.Arbitrary<infer T> ? T : never) => {
  const face = fromMinor({ amount: c.faceMinor, currency: c.currency });
  const product: ProductSummary = {
    product_id: c.productId,
    name: `Gift card ${c.productId}`,
    url: `gift-card-${c.productId}`,
    type: "vouchers",
    filter_group_id: 37,
    image: "/img/p.png",
    country_id: 976,
    country_name: "India",
    currency_code: c.currency,
    denominations: [face],
    min_price: face,
    max_price: face,
    spl_discount: c.discountHundredths / 100,
    is_recommended: 0,
    categories: "697",
    category: null,
  };
  return { product, face };
};

test.prop(
  [fc.array(discountedChoice, { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 10_000_000 })],
  runs,
)(
  "spec §7.4, §9: cart total = checkout total = Σ quantity × the price shown; a reward code and the gateway split it exactly",
  (choices, codeMinor) => {
    const currency = choices[0]?.currency ?? "INR";
    const same = choices.map((c) => ({ ...c, currency }));
    let expected = 0;
    let state = EMPTY_CART;
    for (const c of same) {
      const { product, face } = productOfChoice(c);
      const shown = priceDisplayOf({ currency_code: currency, spl_discount: product.spl_discount }, face);
      if (shown === null) throw new Error("a price that cannot be shown");
      const line = voucherLineOfProduct(product, {
        price: face,
        quantity: c.quantity,
        point: 0,
        baseConversionValue: 1,
      });
      const next = cartReducer(state, { type: "ADD_CART", line });
      if (next !== state) expected += shown.final.amount * c.quantity;
      state = next;
      // The face value stays the line's identity (spec §4).
      expect(
        state.vouchers.some((l) => isSameLine(l, { productId: c.productId, price: face, currency })),
      ).toBe(true);
    }
    const view = cartViewOf(state.vouchers, "India");
    expect(view.totals).toEqual([{ amount: expected, currency }]);
    const total = checkoutTotal(state.vouchers);
    expect(total).toEqual({ ok: true, value: { amount: expected, currency } });
    const code: AppliedCode = {
      rewardCode: "DEMO-1111-AAAA-0001",
      remaining: fromMinor({ amount: codeMinor, currency }),
      currency,
      expiry: "2099-12-31",
      rate: 1,
    };
    const split = checkoutSplit({
      lines: state.vouchers,
      wallet: EMPTY_WALLET,
      rates: {},
      access: { rewardPoints: 1, gcb: 1, tokens: 1, voucher: 1, gateway: 1 },
      preferences: applyVoucher(initialPaymentPreferences<AppliedCode>(), code),
    });
    if (!split.ok) throw new Error(`no split: ${JSON.stringify(split.error)}`);
    const paid = split.value.shares.reduce((sum, share) => sum + share.cartMinor, 0);
    expect(paid + split.value.amountDue.amount).toBe(expected);
    expect(paid).toBe(Math.min(codeMinor, expected));
  },
);
