import type { PaymentSplit } from "@contract/orders";
import { type Money, type Rate, type Result, rateOf } from "@domain/money";
import {
  applyVoucher,
  gatewayFor,
  gatewayOfCurrency,
  initialPaymentPreferences,
  isGatewayDisabled,
  isTurnedOn,
  openCheckout,
  type PaymentMethodAccess,
  type PaymentPreferences,
  type PaymentSource,
  paymentSplitOf,
  removeVoucher,
  type SplitInput,
  STORE_TOKEN,
  setBalanceMethod,
  splitPayment,
} from "@domain/payment";
import { DEFAULT_PAYMENT_METHOD_ACCESS } from "@domain/site";
import { describe, expect, it } from "vitest";

const value = <A, E>(result: Result<A, E>): A => {
  if (!result.ok) throw new Error(`expected a value, got ${JSON.stringify(result.error)}`);
  return result.value;
};
const rate = (x: number): Rate => value(rateOf(x));
const inr = (amount: number): Money => ({ amount, currency: "INR" });
const none = initialPaymentPreferences<string>();

describe("spec §4 Order and payment preferences", () => {
  it("the '{brand}Token' entry is spelled 'storeToken'", () => {
    expect(STORE_TOKEN).toBe("storeToken");
  });

  it("turning on points, gcb or tokens appends 'points', 'gcb' or 'storeToken'", () => {
    const a = setBalanceMethod(none, "gcb", true);
    const b = setBalanceMethod(a, "points", true);
    const c = setBalanceMethod(b, STORE_TOKEN, true);
    expect(c.payMethodPrefArray).toEqual(["gcb", "points", "storeToken"]);
    expect([c.usePoints, c.useGCB, c.useTokens]).toEqual([true, true, true]);
    expect(isTurnedOn(c, "points")).toBe(true);
  });

  it("turning one off does not remove it, and turning it on again keeps its place", () => {
    const on = setBalanceMethod(setBalanceMethod(none, "points", true), "gcb", true);
    const off = setBalanceMethod(on, "points", false);
    expect(off.usePoints).toBe(false);
    expect(off.payMethodPrefArray).toEqual(["points", "gcb"]);
    const again = setBalanceMethod(off, "points", true);
    expect(again.payMethodPrefArray).toEqual(["points", "gcb"]);
    expect(again.usePoints).toBe(true);
  });

  it("turning a balance off that was never on appends nothing", () => {
    expect(setBalanceMethod(none, "gcb", false).payMethodPrefArray).toEqual([]);
  });

  it("applying a voucher pushes its index onto the preference order", () => {
    const a = applyVoucher(setBalanceMethod(none, "points", true), "CODE-A");
    const b = applyVoucher(a, "CODE-B");
    expect(b.appliedVoucherArray).toEqual(["CODE-A", "CODE-B"]);
    expect(b.payMethodPrefArray).toEqual(["points", 0, 1]);
  });

  it("removing an applied voucher deletes it and shifts the higher indices down", () => {
    let p: PaymentPreferences<string> = none;
    p = applyVoucher(p, "A");
    p = setBalanceMethod(p, "gcb", true);
    p = applyVoucher(p, "B");
    p = applyVoucher(p, "C");
    expect(p.payMethodPrefArray).toEqual([0, "gcb", 1, 2]);
    const removed = removeVoucher(p, 1);
    expect(removed.appliedVoucherArray).toEqual(["A", "C"]);
    expect(removed.payMethodPrefArray).toEqual([0, "gcb", 1]);
    const first = removeVoucher(removed, 0);
    expect(first.appliedVoucherArray).toEqual(["C"]);
    expect(first.payMethodPrefArray).toEqual(["gcb", 0]);
    expect(removeVoucher(first, 5)).toBe(first);
  });

  it("opening checkout resets points, gcb, tokens, preferences and applied vouchers", () => {
    let p = setBalanceMethod(
      setBalanceMethod(setBalanceMethod(none, "points", true), "gcb", true),
      STORE_TOKEN,
      true,
    );
    p = applyVoucher(p, "A");
    expect(openCheckout(p)).toEqual({
      usePoints: false,
      useGCB: false,
      useTokens: false,
      payMethodPrefArray: [],
      appliedVoucherArray: [],
    });
  });
});

describe("spec §9 Payment gateway by currency", () => {
  it("INR uses one gateway, PHP a second, every other currency a third", () => {
    expect(gatewayOfCurrency("INR")).toBe("gateway-inr");
    expect(gatewayOfCurrency("PHP")).toBe("gateway-php");
    for (const code of ["EUR", "USD", "JPY", "IDR"]) expect(gatewayOfCurrency(code)).toBe("gateway-global");
  });

  it("spec §9 Lists: the gateway is disabled for products 50866 and 51270", () => {
    expect(isGatewayDisabled([40601, 50866], DEFAULT_PAYMENT_METHOD_ACCESS)).toBe(true);
    expect(isGatewayDisabled([51270], DEFAULT_PAYMENT_METHOD_ACCESS)).toBe(true);
    expect(isGatewayDisabled([40601], DEFAULT_PAYMENT_METHOD_ACCESS)).toBe(false);
    expect(gatewayFor("INR", [51270], DEFAULT_PAYMENT_METHOD_ACCESS)).toBeNull();
    expect(gatewayFor("INR", [40601], DEFAULT_PAYMENT_METHOD_ACCESS)).toBe("gateway-inr");
  });

  it("spec §6: the gateway is disabled when paymentMethodAccess.gateway is 0", () => {
    const access: PaymentMethodAccess = { ...DEFAULT_PAYMENT_METHOD_ACCESS, gateway: 0 };
    expect(isGatewayDisabled([40601], access)).toBe(true);
    expect(gatewayFor("PHP", [40601], access)).toBeNull();
  });
});

describe("splitPayment (spec §6, §9)", () => {
  const points: PaymentSource = { id: "points", available: 100000, decimals: 2, rate: rate(0.5) }; // 1000.00 points at 0.50 INR
  const gcb: PaymentSource = { id: "gcb", available: 30000, decimals: 2, rate: rate(1) }; // 300.00 INR
  const tokens: PaymentSource = { id: STORE_TOKEN, available: 20000, decimals: 2, rate: rate(1) }; // 200.00 INR
  const code0: PaymentSource = { id: 0, available: 1000, decimals: 2, rate: rate(90.5) }; // 10.00 EUR
  const all = [points, gcb, tokens, code0];
  const everything = (order: SplitInput["preferences"]["payMethodPrefArray"]): SplitInput["preferences"] => ({
    usePoints: true,
    useGCB: true,
    useTokens: true,
    payMethodPrefArray: order,
  });
  const input = (over: Partial<SplitInput>): SplitInput => ({
    total: inr(150000),
    sources: all,
    access: DEFAULT_PAYMENT_METHOD_ACCESS,
    preferences: everything(["gcb", "points", STORE_TOKEN, 0]),
    productIds: [40601],
    ...over,
  });

  it("consumes the sources in the preference order, each up to its balance", () => {
    const split = value(splitPayment(input({})));
    expect(split.shares).toEqual([
      { id: "gcb", cartMinor: 30000, ownUnits: 30000 },
      { id: "points", cartMinor: 50000, ownUnits: 100000 },
      { id: "storeToken", cartMinor: 20000, ownUnits: 20000 },
      { id: 0, cartMinor: 50000, ownUnits: 553 }, // 500.00 INR at 90.5 INR per EUR is 5.5248… EUR, debited 5.53
    ]);
    expect(split.amountDue).toEqual(inr(0));
    expect(split.gateway).toBeNull();
  });

  it("leaves the remainder to the gateway of the cart currency", () => {
    const split = value(splitPayment(input({ total: inr(250000) })));
    expect(split.shares.reduce((sum, s) => sum + s.cartMinor, 0)).toBe(30000 + 50000 + 20000 + 90500);
    expect(split.amountDue).toEqual(inr(250000 - 190500));
    expect(split.gateway).toBe("gateway-inr");
  });

  it("another order of preference gives another split", () => {
    const split = value(splitPayment(input({ preferences: everything([0, STORE_TOKEN, "gcb", "points"]) })));
    expect(split.shares.map((s) => [s.id, s.cartMinor])).toEqual([
      [0, 90500],
      ["storeToken", 20000],
      ["gcb", 30000],
      ["points", 9500],
    ]);
    expect(split.shares[3]?.ownUnits).toBe(19000);
  });

  it("a user toggle that is off keeps the source out, though it stays in the order", () => {
    const split = value(
      splitPayment(
        input({ preferences: { ...everything(["gcb", "points", STORE_TOKEN, 0]), useGCB: false } }),
      ),
    );
    expect(split.shares.map((s) => s.id)).toEqual(["points", "storeToken", 0]);
  });

  it("spec §6: paymentMethodAccess switches points, gcb, tokens and vouchers off", () => {
    const access = { ...DEFAULT_PAYMENT_METHOD_ACCESS, rewardPoints: 0, voucher: 0 } as const;
    const split = value(splitPayment(input({ access, total: inr(250000) })));
    expect(split.shares.map((s) => s.id)).toEqual(["gcb", "storeToken"]);
    expect(split.amountDue).toEqual(inr(200000));
    const noBalances = { ...DEFAULT_PAYMENT_METHOD_ACCESS, gcb: 0, tokens: 0 } as const;
    expect(value(splitPayment(input({ access: noBalances }))).shares.map((s) => s.id)).toEqual(["points", 0]);
  });

  it("a source missing from the preference order is not used", () => {
    const split = value(splitPayment(input({ preferences: everything(["points"]) })));
    expect(split.shares.map((s) => s.id)).toEqual(["points"]);
    expect(split.amountDue).toEqual(inr(100000));
  });

  it("spec §9: refuses the split when the gateway is disabled and something remains", () => {
    expect(splitPayment(input({ total: inr(250000), productIds: [50866] }))).toEqual({
      ok: false,
      error: { _tag: "GatewayDisabled", amountDue: inr(59500) },
    });
    const access = { ...DEFAULT_PAYMENT_METHOD_ACCESS, gateway: 0 } as const;
    expect(splitPayment(input({ total: inr(250000), access })).ok).toBe(false);
    // fully covered: no gateway needed, the split stands
    expect(value(splitPayment(input({ productIds: [51270] }))).gateway).toBeNull();
  });

  it("the gateway of a PHP or EUR cart", () => {
    const php = value(
      splitPayment(input({ total: { amount: 100, currency: "PHP" }, preferences: everything([]) })),
    );
    expect(php.gateway).toBe("gateway-php");
    const eur = value(
      splitPayment(input({ total: { amount: 100, currency: "EUR" }, preferences: everything([]) })),
    );
    expect(eur.gateway).toBe("gateway-global");
  });

  it("rounds so the order is never under-paid and no share exceeds its balance (zero-decimal cart)", () => {
    // 5001 JPY cart; 1.00 INR of gift-card balance at 1.785 JPY per INR covers 1 JPY (1.785 rounded down)
    const split = value(
      splitPayment({
        total: { amount: 5001, currency: "JPY" },
        sources: [{ id: "gcb", available: 100, decimals: 2, rate: rate(1.785) }],
        access: DEFAULT_PAYMENT_METHOD_ACCESS,
        preferences: everything(["gcb"]),
        productIds: [],
      }),
    );
    // 1 JPY back in INR is 0.5602… INR, debited 0.57 (rounded up) ≤ 1.00
    expect(split.shares).toEqual([{ id: "gcb", cartMinor: 1, ownUnits: 57 }]);
    expect(split.amountDue).toEqual({ amount: 5000, currency: "JPY" });
    expect(split.gateway).toBe("gateway-global");
  });

  it("refuses a negative total", () => {
    expect(splitPayment(input({ total: inr(-1) })).ok).toBe(false);
  });

  it("gives the order's payment in major units of the cart currency", () => {
    const split = value(splitPayment(input({ total: inr(250000) })));
    const payment: PaymentSplit = paymentSplitOf(split, ["ABCD1234EFGH"]);
    expect(payment).toEqual({
      points: 500,
      gcb: 300,
      tokens: 200,
      applied_codes: [{ code: "ABCD1234EFGH", amount: 905 }],
      gateway_amount: 595,
    });
  });
});
