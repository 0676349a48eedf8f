import { ZeroDecimalCurrencies } from "@contract/orders";
import { convertUnits, decimalsOf, type Rate } from "@domain/money";
import {
  type PaymentMethodAccess,
  type PaymentPreferences,
  type PaymentSource,
  type PreferenceEntry,
  paymentSplitOf,
  type SplitInput,
  STORE_TOKEN,
  setBalanceMethod,
  splitPayment,
} from "@domain/payment";
import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";

const runs = { numRuns: 1000 };
const pow10 = (n: number): bigint => 10n ** BigInt(n);

const currency = fc.constantFrom(...ZeroDecimalCurrencies, "INR", "PHP", "EUR", "USD");
/** Rates from 0.000001 to 10,000 units of the cart currency per unit of a source. */
const rate: fc.Arbitrary<Rate> = fc.record({
  coefficient: fc.integer({ min: 1, max: 1_000_000 }),
  scale: fc.integer({ min: 2, max: 6 }),
});
const ids: readonly PreferenceEntry[] = ["points", "gcb", STORE_TOKEN, 0, 1, 2];
const source = (id: PreferenceEntry): fc.Arbitrary<PaymentSource> =>
  fc.record({
    id: fc.constant(id),
    available: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100_000_000 })),
    decimals: id === "points" ? fc.constant(2) : currency.map(decimalsOf),
    rate,
  });
const flag = fc.constantFrom<0 | 1>(0, 1);
const access: fc.Arbitrary<PaymentMethodAccess> = fc.record({
  rewardPoints: flag,
  gcb: flag,
  tokens: flag,
  voucher: flag,
  gateway: flag,
});
const splitInput: fc.Arbitrary<SplitInput> = fc.record({
  total: fc.record({ amount: fc.integer({ min: 0, max: 10_000_000_000 }), currency }),
  sources: fc.tuple(...ids.map(source)).chain((all) => fc.subarray(all)),
  access,
  preferences: fc.record({
    usePoints: fc.boolean(),
    useGCB: fc.boolean(),
    useTokens: fc.boolean(),
    payMethodPrefArray: fc.array(fc.constantFrom(...ids), { maxLength: 9 }),
  }),
  productIds: fc.array(fc.constantFrom(40601, 61022, 50866, 51270), { maxLength: 3 }),
});
const withGateway = (input: SplitInput): SplitInput => ({
  ...input,
  access: { ...input.access, gateway: 1 },
  productIds: [],
});

const accessOf = (id: PreferenceEntry, a: PaymentMethodAccess): 0 | 1 =>
  typeof id === "number" ? a.voucher : id === "points" ? a.rewardPoints : id === "gcb" ? a.gcb : a.tokens;
const toggleOf = (id: PreferenceEntry, p: SplitInput["preferences"]): boolean =>
  typeof id === "number" ? true : id === "points" ? p.usePoints : id === "gcb" ? p.useGCB : p.useTokens;
const sourceOf = (input: SplitInput, id: PreferenceEntry): PaymentSource | undefined =>
  input.sources.find((s) => s.id === id);
const capacityOf = (input: SplitInput, s: PaymentSource): number => {
  const c = convertUnits(s.available, s.decimals, decimalsOf(input.total.currency), s.rate, "floor");
  if (!c.ok) throw new Error("capacity out of range");
  return c.value;
};

test.prop([splitInput], runs)(
  "conservation: shares + amount due = total, exactly, in minor units",
  (input) => {
    const split = splitPayment(withGateway(input));
    if (!split.ok) throw new Error(JSON.stringify(split.error));
    const paid = split.value.shares.reduce((sum, s) => sum + s.cartMinor, 0);
    expect(paid + split.value.amountDue.amount).toBe(input.total.amount);
    expect(split.value.amountDue.currency).toBe(input.total.currency);
  },
);

test.prop([splitInput], runs)(
  "bounds: no share negative or above its balance, never under-paid, amount due never negative",
  (input) => {
    const split = splitPayment(withGateway(input));
    if (!split.ok) throw new Error(JSON.stringify(split.error));
    const cartDecimals = decimalsOf(input.total.currency);
    expect(split.value.amountDue.amount).toBeGreaterThanOrEqual(0);
    const used = split.value.shares.map((s) => s.id);
    expect(new Set(used).size).toBe(used.length); // one share per source: a balance is never drawn twice
    for (const share of split.value.shares) {
      const s = sourceOf(input, share.id);
      if (s === undefined) throw new Error("share of an unknown source");
      expect(share.cartMinor).toBeGreaterThanOrEqual(0);
      expect(share.ownUnits).toBeGreaterThanOrEqual(0);
      expect(share.ownUnits).toBeLessThanOrEqual(s.available);
      // the share in the cart currency is worth no more than the balance: cartMinor ≤ available × rate
      const left = BigInt(share.cartMinor) * pow10(s.decimals) * pow10(s.rate.scale);
      const right = BigInt(s.available) * BigInt(s.rate.coefficient) * pow10(cartDecimals);
      expect(left <= right).toBe(true);
      // the debit in the source's units covers the share: ownUnits × rate ≥ cartMinor
      const debit = BigInt(share.ownUnits) * BigInt(s.rate.coefficient) * pow10(cartDecimals);
      expect(debit >= left).toBe(true);
    }
  },
);

test.prop([splitInput], runs)(
  "preference order: a later source is used only when every earlier enabled one is exhausted",
  (input) => {
    const split = splitPayment(withGateway(input));
    if (!split.ok) throw new Error(JSON.stringify(split.error));
    const order = [...new Set(input.preferences.payMethodPrefArray)];
    const positions = split.value.shares.map((s) => order.indexOf(s.id));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    split.value.shares.forEach((later, j) => {
      if (later.cartMinor === 0) return;
      for (const earlier of split.value.shares.slice(0, j)) {
        const s = sourceOf(input, earlier.id);
        if (s === undefined) throw new Error("share of an unknown source");
        expect(earlier.cartMinor).toBe(capacityOf(input, s));
      }
    });
  },
);

test.prop([splitInput], runs)("a switched-off method is never used", (input) => {
  const split = splitPayment(withGateway(input));
  if (!split.ok) throw new Error(JSON.stringify(split.error));
  for (const share of split.value.shares) {
    expect(accessOf(share.id, input.access)).toBe(1);
    expect(toggleOf(share.id, input.preferences)).toBe(true);
    expect(input.preferences.payMethodPrefArray).toContain(share.id);
  }
});

test.prop([splitInput, fc.constantFrom("points" as const, "gcb" as const, STORE_TOKEN)], runs)(
  "spec §4: toggling a source off and on again restores the same split",
  (input, method) => {
    const preferences: PaymentPreferences<string> = { ...input.preferences, appliedVoucherArray: [] };
    const again = setBalanceMethod(setBalanceMethod(preferences, method, false), method, true);
    const on = setBalanceMethod(preferences, method, true);
    const before = splitPayment({ ...input, preferences: on });
    const after = splitPayment({ ...input, preferences: again });
    expect(after).toEqual(before);
  },
);

test.prop([splitInput, fc.nat({ max: 5 }), fc.integer({ min: 0, max: 100_000_000 })], runs)(
  "monotonicity: more balance never raises the amount due",
  (input, pick, extra) => {
    const base = withGateway(input);
    const target = base.sources[pick % Math.max(1, base.sources.length)];
    const richer: SplitInput = {
      ...base,
      sources: base.sources.map((s) => (s === target ? { ...s, available: s.available + extra } : s)),
    };
    const a = splitPayment(base);
    const b = splitPayment(richer);
    if (!a.ok || !b.ok) throw new Error("split refused with the gateway on");
    expect(b.value.amountDue.amount).toBeLessThanOrEqual(a.value.amountDue.amount);
  },
);

test.prop([splitInput], runs)("zero-decimal currencies never produce fractional amounts", (input) => {
  const zeroDecimal = { ...input, total: { ...input.total, currency: "JPY" } };
  const split = splitPayment(withGateway(zeroDecimal));
  if (!split.ok) throw new Error(JSON.stringify(split.error));
  const payment = paymentSplitOf(split.value, ["CODE0", "CODE1", "CODE2"]);
  const amounts = [
    payment.points,
    payment.gcb,
    payment.tokens,
    payment.gateway_amount,
    ...payment.applied_codes.map((c) => c.amount),
  ];
  for (const a of amounts) expect(Number.isInteger(a)).toBe(true);
  for (const share of split.value.shares) {
    expect(Number.isInteger(share.cartMinor)).toBe(true);
    expect(Number.isInteger(share.ownUnits)).toBe(true);
  }
});

test.prop([splitInput], runs)(
  "the gateway is required exactly when the amount due is above zero",
  (input) => {
    const split = splitPayment(input);
    const open = splitPayment(withGateway(input));
    if (!open.ok) throw new Error(JSON.stringify(open.error));
    const due = open.value.amountDue.amount;
    const disabled =
      input.access.gateway === 0 || input.productIds.some((id) => id === 50866 || id === 51270);
    if (split.ok) {
      expect(split.value.gateway !== null).toBe(split.value.amountDue.amount > 0);
      expect(split.value.amountDue.amount).toBe(due);
    } else {
      expect(split.error).toEqual({ _tag: "GatewayDisabled", amountDue: open.value.amountDue });
      expect(due).toBeGreaterThan(0);
      expect(disabled).toBe(true);
    }
    if (disabled && due > 0) expect(split.ok).toBe(false);
  },
);
