/**
 * The rules of the balance tabs (spec §1 'reward-point history and point conversion', §9: points
 * to 2 decimals, conversion values to 5, pages of 10).
 */
import {
  appliedRateUnits,
  clampPage,
  conversionPreviewOf,
  conversionTargetsOf,
  convertHundredths,
  csvField,
  displayDate,
  historyChartOf,
  historyCsv,
  hundredthsOf,
  offsetOfPage,
  openingBalanceOf,
  pageCountOf,
  pageOf,
  rateText,
  rateUnitsOf,
  runningBalances,
} from "@domain/balances";
import { describe, expect, it } from "vitest";

const entry = (id: string, points: number, date = "2025-01-01") => ({
  id,
  date,
  reason: `Entry ${id}`,
  points,
  expiry: null,
});

describe("spec §9: histories page by 10", () => {
  it("counts pages of 10, an empty list still one page", () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(10)).toBe(1);
    expect(pageCountOf(11)).toBe(2);
    expect(pageCountOf(13)).toBe(2);
  });

  it("asks the report calls for offsets 0, 10, 20", () => {
    expect([1, 2, 3].map((page) => offsetOfPage(page))).toEqual([0, 10, 20]);
  });

  it("keeps a page within the pages there are", () => {
    expect(clampPage(0, 13)).toBe(1);
    expect(clampPage(3, 13)).toBe(2);
    expect(clampPage(Number.NaN, 13)).toBe(1);
  });

  it("cuts a whole list into its pages", () => {
    const items = Array.from({ length: 13 }, (_, n) => n);
    expect(pageOf(items, 1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageOf(items, 2)).toEqual([10, 11, 12]);
    expect(pageOf(items, 9)).toEqual([10, 11, 12]);
  });
});

describe("the running balance of the reward history", () => {
  it("the newest entry leaves the closing balance; each older one the balance before the newer", () => {
    const rows = runningBalances(25_000, [entry("c", 2_700), entry("b", -700), entry("a", 1_500)]);
    expect(rows.map((r) => r.balance)).toEqual([25_000, 22_300, 23_000]);
    expect(openingBalanceOf(25_000, [entry("c", 2_700), entry("b", -700), entry("a", 1_500)])).toBe(21_500);
  });

  it("adds on hundredths, so no cent drifts (0.1 + 0.2 is 0.30)", () => {
    const rows = runningBalances(0.3, [entry("b", 0.2), entry("a", 0.1)]);
    expect(rows.map((r) => r.balance)).toEqual([0.3, 0.1]);
    expect(openingBalanceOf(0.3, [entry("b", 0.2), entry("a", 0.1)])).toBe(0);
  });
});

describe("the chart of the balance", () => {
  it("runs oldest to newest, left to right, the lowest balance at the bottom", () => {
    const rows = runningBalances(300, [
      entry("c", 100, "2025-03-01"),
      entry("b", 100, "2025-02-01"),
      entry("a", 100, "2025-01-01"),
    ]);
    const chart = historyChartOf(rows, { width: 120, height: 60, padding: 10 });
    expect(chart.points.map((p) => p.date)).toEqual(["2025-01-01", "2025-02-01", "2025-03-01"]);
    expect(chart.points.map((p) => p.x)).toEqual([10, 60, 110]);
    expect(chart.points.map((p) => p.y)).toEqual([50, 30, 10]);
    expect(chart.path).toBe("M 10 50 L 60 30 L 110 10");
    expect(historyChartOf([], { width: 120, height: 60, padding: 10 }).path).toBe("");
  });
});

describe("the history file", () => {
  it("has a heading row and one row per entry, points and balance to 2 decimals, CRLF", () => {
    const rows = runningBalances(1_200.5, [
      { ...entry("b", -300), reason: 'Order "42", gift' },
      entry("a", 1_500.5),
    ]);
    const csv = historyCsv(rows, {
      date: "Date",
      reason: "Reason",
      points: "Points",
      balance: "Balance",
      expiry: "Expiry",
    });
    expect(csv).toBe(
      'Date,Reason,Points,Balance,Expiry\r\n2025-01-01,"Order ""42"", gift",-300.00,1200.50,\r\n2025-01-01,Entry a,1500.50,1500.50,\r\n',
    );
  });

  it("never lets a text run as a spreadsheet formula", () => {
    expect(csvField("=HYPERLINK(1)", true)).toBe("'=HYPERLINK(1)");
    expect(csvField("-300.00", false)).toBe("-300.00");
  });

  it("shows dates as DD/MM/YYYY (spec §9)", () => {
    expect(displayDate("2027-06-30")).toBe("30/06/2027");
  });
});

describe("spec §9 rounding of a point conversion: points to 2 decimals, the rate to 5", () => {
  it("reads a rate as 10^-5 units, rounded down", () => {
    expect(rateUnitsOf(0.012)).toBe(1200n);
    expect(rateUnitsOf(0.0123456)).toBe(1234n);
    expect(rateUnitsOf(0)).toBeNull();
    expect(rateText(1200n)).toBe("0.01200");
    expect(rateText(8_320_000n)).toBe("83.20000");
  });

  it("applies the quoted rate, capped by the inverse of the rate back", () => {
    // INR→USD 0.012 and USD→INR 83.2 (the demo's rates): 1/83.2 = 0.012019…, so 0.012 holds.
    expect(appliedRateUnits(0.012, 83.2)).toBe(1200n);
    // USD→INR 83.2 and INR→USD 0.012: 1/0.012 = 83.33333, so 83.2 holds.
    expect(appliedRateUnits(83.2, 0.012)).toBe(8_320_000n);
    // A generous quote is capped: 1/0.011 = 90.90909.
    expect(appliedRateUnits(95, 0.011)).toBe(9_090_909n);
  });

  it("rounds the converted points down", () => {
    expect(convertHundredths(hundredthsOf(10_000), 1200n)).toBe(12_000n);
    expect(convertHundredths(hundredthsOf(0.99), 1200n)).toBe(1n);
    expect(convertHundredths(hundredthsOf(0.5), 1200n)).toBe(0n);
  });

  it("previews the whole balance: 10,000.00 INR-points are 120.00 USD-points at 0.01200", () => {
    expect(
      conversionPreviewOf({
        available: 10_000,
        fromCurrency: "INR",
        toCurrency: "USD",
        forward: 0.012,
        back: 83.2,
      }),
    ).toEqual({
      fromPoints: 10_000,
      fromCurrency: "INR",
      toPoints: 120,
      toCurrency: "USD",
      rateUnits: 1200,
      rate: "0.01200",
    });
    expect(
      conversionPreviewOf({ available: 1, fromCurrency: "INR", toCurrency: "X", forward: 0, back: 1 }),
    ).toBeNull();
  });

  it("offers every other currency of the country-codes map, once, sorted", () => {
    const codes = {
      IN: { currencies: [{ code: "INR" }] },
      US: { currencies: [{ code: "usd" }] },
      DE: { currencies: [{ code: "EUR" }] },
      FR: { currencies: [{ code: "EUR" }] },
    };
    expect(conversionTargetsOf(codes, "inr")).toEqual(["EUR", "USD"]);
    expect(conversionTargetsOf(null, "INR")).toEqual([]);
  });
});
