/**
 * Point conversion and the running balance as properties (spec §1 point conversion, §9 rounding):
 * converting and converting back never creates points, whatever the two quoted rates; the
 * running balance always adds up.
 */

import { appliedRateUnits, convertHundredths, openingBalanceOf, runningBalances } from "@domain/balances";
import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";

/** A quoted rate with up to 6 decimals, from 0.000001 to 10,000, as the API answers it. */
const rate = fc.integer({ min: 1, max: 10_000_000_000 }).map((micro) => micro / 1_000_000);
const hundredths = fc.bigInt({ min: 0n, max: 10n ** 13n });

describe("converting and converting back", () => {
  test.prop([hundredths, rate, rate])(
    "never gives more points than there were (not even one unit of the 2-decimal rounding)",
    (points, forward, back) => {
      const there = appliedRateUnits(forward, back);
      const home = appliedRateUnits(back, forward);
      fc.pre(there !== null && home !== null);
      if (there === null || home === null) return;
      const roundTrip = convertHundredths(convertHundredths(points, there), home);
      expect(roundTrip <= points).toBe(true);
    },
  );
});

const entries = fc
  .array(fc.integer({ min: -1_000_000, max: 1_000_000 }), { maxLength: 30 })
  .map((deltas) =>
    deltas.map((h, n) => ({ id: `e${n}`, date: "2025-01-01", reason: "r", points: h / 100, expiry: null })),
  );

describe("the running balance", () => {
  test.prop([fc.integer({ min: -10_000_000, max: 10_000_000 }), entries])(
    "each row's balance is the next older row's plus this entry; the opening closes the sum",
    (closingHundredths, page) => {
      const closing = closingHundredths / 100;
      const rows = runningBalances(closing, page);
      rows.forEach((row, i) => {
        const older = rows[i + 1];
        const before = older === undefined ? openingBalanceOf(closing, page) : older.balance;
        expect(Math.round(row.balance * 100)).toBe(Math.round(before * 100) + Math.round(row.points * 100));
      });
    },
  );
});
