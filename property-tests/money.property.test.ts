import { ZeroDecimalCurrencies } from "@contract/orders";
import {
  addMoney,
  convertMoney,
  convertUnits,
  decimalsOf,
  fromMinor,
  type Money,
  moneyToPoints,
  pointsToMoney,
  type Rate,
  type RoundingMode,
  subtractMoney,
  toMinor,
} from "@domain/money";
import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";

const runs = { numRuns: 1000 };
const currency = fc.constantFrom(...ZeroDecimalCurrencies, "INR", "PHP", "EUR", "USD", "GBP");
const amount = fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 });
const money = fc.record({ amount, currency });
const rate: fc.Arbitrary<Rate> = fc.record({
  coefficient: fc.integer({ min: 1, max: 10_000_000 }),
  scale: fc.integer({ min: 0, max: 8 }),
});
/** Rates from 0.00000001 to 10,000: with amounts up to 10^9 units every result stays a safe integer. */
const boundedRate: fc.Arbitrary<Rate> = fc.record({
  coefficient: fc.integer({ min: 1, max: 1_000_000 }),
  scale: fc.integer({ min: 2, max: 8 }),
});
/** A point's value from 0.000001 to 1,000,000 units of money. */
const pointValue: fc.Arbitrary<Rate> = fc.record({
  coefficient: fc.integer({ min: 1, max: 1_000_000 }),
  scale: fc.integer({ min: 0, max: 6 }),
});
const mode = fc.constantFrom<RoundingMode>("ceil", "floor", "half-away", "half-even");
const pow10 = (n: number): bigint => 10n ** BigInt(n);

test.prop([money], runs)("spec §9: toMinor(fromMinor(m)) is m, in every currency", (m) => {
  expect(toMinor(fromMinor(m), m.currency)).toEqual({ ok: true, value: m });
});

test.prop([amount, currency], runs)(
  "toMinor of a zero-decimal currency is a whole number of units",
  (a, c) => {
    const result = toMinor(a / 100, c);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(Number.isSafeInteger(result.value.amount)).toBe(true);
      if (decimalsOf(c) === 0) expect(Math.abs(result.value.amount - a / 100)).toBeLessThanOrEqual(0.5);
    }
  },
);

test.prop([amount, amount, currency], runs)("add and subtract are inverse", (a, b, c) => {
  const x: Money = { amount: a, currency: c };
  const y: Money = { amount: b, currency: c };
  const sum = addMoney(x, y);
  expect(sum.ok).toBe(true);
  if (sum.ok) expect(subtractMoney(sum.value, y)).toEqual({ ok: true, value: x });
});

test.prop([fc.integer({ min: 0, max: 1_000_000_000 }), currency, currency, rate, mode], runs)(
  "conversion lies between floor and ceil of the exact value, one unit apart at most",
  (units, from, to, r, m) => {
    const source: Money = { amount: units, currency: from };
    const floor = convertMoney(source, to, r, "floor");
    const ceil = convertMoney(source, to, r, "ceil");
    const chosen = convertMoney(source, to, r, m);
    // exact = units × coefficient × 10^dt / (10^ds × 10^scale)
    const n = BigInt(units) * BigInt(r.coefficient) * pow10(decimalsOf(to));
    const d = pow10(decimalsOf(from)) * pow10(r.scale);
    if (!floor.ok || !ceil.ok || !chosen.ok) {
      // only a result beyond the safe integers is refused, and as OutOfRange
      expect(n / d + 1n > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
      expect([floor, ceil, chosen].filter((x) => !x.ok).map((x) => (x.ok ? "" : x.error._tag))).toContain(
        "OutOfRange",
      );
      return;
    }
    expect(BigInt(floor.value.amount) * d <= n).toBe(true);
    expect(BigInt(floor.value.amount + 1) * d > n).toBe(true);
    expect(BigInt(ceil.value.amount) * d >= n).toBe(true);
    expect(ceil.value.amount - floor.value.amount).toBeLessThanOrEqual(1);
    expect(chosen.value.amount).toBeGreaterThanOrEqual(floor.value.amount);
    expect(chosen.value.amount).toBeLessThanOrEqual(ceil.value.amount);
  },
);

test.prop(
  [fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 2 }), currency, boundedRate],
  runs,
)(
  "what a balance can pay (floor) converted back (ceil) never exceeds the balance",
  (units, ownDecimals, cart, r) => {
    const cartDecimals = decimalsOf(cart);
    const pays = convertUnits(units, ownDecimals, cartDecimals, r, "floor");
    if (!pays.ok) throw new Error("conversion failed");
    const debit = convertUnits(pays.value, cartDecimals, ownDecimals, r, "ceil", "divide");
    if (!debit.ok) throw new Error("conversion failed");
    expect(debit.value).toBeLessThanOrEqual(units);
    expect(debit.value).toBeGreaterThanOrEqual(0);
  },
);

test.prop([fc.integer({ min: 0, max: 10_000_000 }), currency, pointValue], runs)(
  "spec §3, §9: the points debited for an amount (ceil) are always worth at least that amount",
  (minor, c, value) => {
    const m: Money = { amount: minor, currency: c };
    const points = moneyToPoints(m, value, "ceil");
    if (!points.ok) throw new Error("conversion failed");
    const worth = pointsToMoney(points.value, value, c, "floor");
    if (!worth.ok) throw new Error("conversion failed");
    expect(worth.value.amount).toBeGreaterThanOrEqual(minor);
  },
);
