import { ZeroDecimalCurrencies } from "@contract/orders";
import {
  addMoney,
  cartTotal,
  compareMoney,
  convertMoney,
  decimalsOf,
  divideRounded,
  finalPrice,
  formatConversion,
  formatMajor,
  formatMoney,
  formatMoneyNumber,
  formatPoints,
  formatUnits,
  fromMinor,
  giftCardUse,
  lineTotal,
  type Money,
  moneyToPoints,
  pointsToHundredths,
  pointsToMoney,
  pointValueOf,
  productDiscount,
  productDiscountInr,
  type Rate,
  type Result,
  rateOf,
  rateProduct,
  roundTo,
  subtractMoney,
  toMinor,
} from "@domain/money";
import { describe, expect, it } from "vitest";

const value = <A, E>(result: Result<A, E>): A => {
  if (!result.ok) throw new Error(`expected a value, got ${JSON.stringify(result.error)}`);
  return result.value;
};
const rate = (x: number): Rate => value(rateOf(x));
const inr = (amount: number): Money => ({ amount, currency: "INR" });

describe("currencies (spec §9 Lists)", () => {
  it("spec §9: the fifteen zero-decimal currencies have no minor unit, others have 2 decimals", () => {
    for (const code of [
      "CVE",
      "DJF",
      "GNF",
      "KMF",
      "PYG",
      "RWF",
      "UGX",
      "VND",
      "VUV",
      "XAF",
      "XOF",
      "XPF",
      "IDR",
      "JPY",
      "KRW",
    ]) {
      expect(decimalsOf(code)).toBe(0);
    }
    expect(ZeroDecimalCurrencies).toHaveLength(15);
    for (const code of ["INR", "PHP", "EUR", "USD", "GBP"]) expect(decimalsOf(code)).toBe(2);
    expect(decimalsOf("jpy")).toBe(0);
  });
});

describe("toMinor / fromMinor", () => {
  it("converts major units exactly, not through binary fractions", () => {
    expect(value(toMinor(1234.56, "INR"))).toEqual({ amount: 123456, currency: "INR" });
    expect(value(toMinor(0.29, "INR")).amount).toBe(29); // 0.29 × 100 is 28.999999999999996 in floats
    expect(value(toMinor(1.005, "EUR")).amount).toBe(101);
    expect(value(toMinor(5000, "JPY"))).toEqual({ amount: 5000, currency: "JPY" });
  });

  it("rounds half away from zero", () => {
    expect(value(toMinor(10.005, "INR")).amount).toBe(1001);
    expect(value(toMinor(-10.005, "INR")).amount).toBe(-1001);
    expect(value(toMinor(10.004, "INR")).amount).toBe(1000);
    expect(value(toMinor(1500.5, "JPY")).amount).toBe(1501);
    expect(value(toMinor(-1500.5, "JPY")).amount).toBe(-1501);
    expect(value(toMinor(1500.49, "KRW")).amount).toBe(1500);
  });

  it("answers a typed error for values that are not finite or too large", () => {
    expect(toMinor(Number.NaN, "INR")).toEqual({
      ok: false,
      error: { _tag: "NotFinite", value: Number.NaN },
    });
    expect(toMinor(Number.POSITIVE_INFINITY, "INR").ok).toBe(false);
    expect(toMinor(1e300, "INR")).toEqual({ ok: false, error: { _tag: "OutOfRange" } });
  });

  it("fromMinor gives major units back", () => {
    expect(fromMinor(inr(123456))).toBe(1234.56);
    expect(fromMinor({ amount: 5000, currency: "JPY" })).toBe(5000);
  });
});

describe("add, subtract, compare", () => {
  it("works within one currency", () => {
    expect(value(addMoney(inr(10), inr(20)))).toEqual(inr(30));
    expect(value(subtractMoney(inr(10), inr(25)))).toEqual(inr(-15));
    expect(value(compareMoney(inr(10), inr(25)))).toBe(-1);
    expect(value(compareMoney(inr(25), inr(25)))).toBe(0);
    expect(value(compareMoney(inr(30), inr(25)))).toBe(1);
  });

  it("answers CurrencyMismatch across currencies instead of throwing", () => {
    const jpy: Money = { amount: 5, currency: "JPY" };
    const mismatch = { ok: false, error: { _tag: "CurrencyMismatch", left: "INR", right: "JPY" } };
    expect(addMoney(inr(1), jpy)).toEqual(mismatch);
    expect(subtractMoney(inr(1), jpy)).toEqual(mismatch);
    expect(compareMoney(inr(1), jpy)).toEqual(mismatch);
  });

  it("refuses a sum beyond safe integers", () => {
    expect(addMoney(inr(Number.MAX_SAFE_INTEGER), inr(1))).toEqual({
      ok: false,
      error: { _tag: "OutOfRange" },
    });
  });
});

describe("rounding modes", () => {
  it("ceil, floor, half-away and half-even on ties and non-ties", () => {
    expect(divideRounded(5n, 2n, "ceil")).toBe(3n);
    expect(divideRounded(5n, 2n, "floor")).toBe(2n);
    expect(divideRounded(5n, 2n, "half-away")).toBe(3n);
    expect(divideRounded(5n, 2n, "half-even")).toBe(2n);
    expect(divideRounded(7n, 2n, "half-even")).toBe(4n);
    expect(divideRounded(-5n, 2n, "half-away")).toBe(-3n);
    expect(divideRounded(-5n, 2n, "half-even")).toBe(-2n);
    expect(divideRounded(-5n, 2n, "ceil")).toBe(-2n);
    expect(divideRounded(-5n, 2n, "floor")).toBe(-3n);
    expect(divideRounded(7n, 3n, "half-away")).toBe(2n);
    expect(divideRounded(8n, 3n, "half-even")).toBe(3n);
    expect(divideRounded(6n, 3n, "ceil")).toBe(2n);
  });
});

describe("rates and conversion", () => {
  it("reads a rate exactly from its decimal digits", () => {
    expect(rate(0.0125)).toEqual({ coefficient: 125, scale: 4 });
    expect(rate(83.5)).toEqual({ coefficient: 835, scale: 1 });
    expect(rate(1e-7)).toEqual({ coefficient: 1, scale: 7 });
    expect(rate(2000)).toEqual({ coefficient: 2000, scale: 0 });
    expect(rateOf(0).ok).toBe(false);
    expect(rateOf(-1).ok).toBe(false);
    expect(rateOf(Number.NaN).ok).toBe(false);
  });

  it("multiplies rates exactly (0.1 × 0.2 is 0.02, not 0.020000000000000004)", () => {
    expect(value(rateProduct(rate(0.1), rate(0.2)))).toEqual({ coefficient: 2, scale: 2 });
  });

  it("converts INR into EUR and JPY with the named rounding", () => {
    // 1000.00 INR at 0.011 EUR per INR is exactly 11.00 EUR
    expect(value(convertMoney(inr(100000), "EUR", rate(0.011), "ceil"))).toEqual({
      amount: 1100,
      currency: "EUR",
    });
    // 10.01 INR at 0.011 is 0.11011 EUR: ceil 0.12, floor 0.11, half-even 0.11
    expect(value(convertMoney(inr(1001), "EUR", rate(0.011), "ceil")).amount).toBe(12);
    expect(value(convertMoney(inr(1001), "EUR", rate(0.011), "floor")).amount).toBe(11);
    expect(value(convertMoney(inr(1001), "EUR", rate(0.011), "half-even")).amount).toBe(11);
    // 100.00 INR at 1.785 JPY per INR is 178.5 JPY: half-even 178, half-away 179, ceil 179
    expect(value(convertMoney(inr(10000), "JPY", rate(1.785), "half-even"))).toEqual({
      amount: 178,
      currency: "JPY",
    });
    expect(value(convertMoney(inr(10000), "JPY", rate(1.785), "half-away")).amount).toBe(179);
    expect(value(convertMoney(inr(10000), "JPY", rate(1.785), "floor")).amount).toBe(178);
    // 5000 JPY at 0.56 INR per JPY is 2800.00 INR
    expect(value(convertMoney({ amount: 5000, currency: "JPY" }, "INR", rate(0.56), "ceil"))).toEqual(
      inr(280000),
    );
  });
});

describe("points (spec §3 User points, §9)", () => {
  it("a point's value is pointsConversionFactor × conversion", () => {
    expect(value(pointValueOf(0.5, 1))).toEqual({ coefficient: 5, scale: 1 });
    expect(value(pointValueOf(1, 1))).toEqual({ coefficient: 1, scale: 0 });
  });

  it("points count in hundredths and convert both ways with explicit rounding", () => {
    expect(value(pointsToHundredths(1234.5))).toBe(123450);
    const half = value(pointValueOf(0.5, 1));
    // 1234.50 points at 0.5 INR each are 617.25 INR
    expect(value(pointsToMoney(123450, half, "INR", "floor"))).toEqual(inr(61725));
    // 0.01 points at 0.5 is 0.005 INR: floor 0.00, ceil 0.01
    expect(value(pointsToMoney(1, half, "INR", "floor")).amount).toBe(0);
    expect(value(pointsToMoney(1, half, "INR", "ceil")).amount).toBe(1);
    // paying 617.25 INR takes 1234.50 points; paying 0.01 INR takes 0.02 points
    expect(value(moneyToPoints(inr(61725), half, "ceil"))).toBe(123450);
    expect(value(moneyToPoints(inr(1), half, "ceil"))).toBe(2);
    // one point at 3 INR: 0.01 INR needs 0.01 points rounded up (0.00333…)
    expect(value(moneyToPoints(inr(1), rate(3), "ceil"))).toBe(1);
    expect(value(moneyToPoints(inr(1), rate(3), "floor"))).toBe(0);
  });
});

describe("display (spec §9)", () => {
  it("shows money in currency style; a zero-decimal currency shows no decimals", () => {
    expect(formatMoney({ amount: 5000, currency: "JPY" })).toBe("¥5,000");
    expect(formatMoney(inr(123450))).toBe("₹1,234.50");
    expect(formatMoney({ amount: 15000, currency: "IDR" })).toBe("IDR\u00a015,000");
    expect(formatMoney({ amount: 1999, currency: "EUR" })).toBe("€19.99");
  });

  it("in the site's language: Spanish groups with '.' and writes decimals after ','", () => {
    expect(formatMoney(inr(2500000), "es")).toBe("25.000,00\u00a0INR");
    expect(formatMoney(inr(2500000), "de")).toBe("25.000,00\u00a0₹");
    expect(formatPoints(23060, "es")).toBe("23.060,00");
  });

  it("a wire amount in major units goes through the same formatter", () => {
    expect(formatMajor(25000, "INR")).toBe("₹25,000.00");
    expect(formatMajor(1500.5, "JPY")).toBe("¥1,501");
    expect(formatMajor(25000, "INR", "es")).toBe(formatMoney(inr(2500000), "es"));
    expect(formatMajor(Number.NaN, "inr")).toBe("INR NaN");
  });

  it("the plain form of every amount: units at a number of decimals, grouped by the locale", () => {
    expect(formatUnits(123450, 2)).toBe("1,234.50");
    expect(formatUnits(2306000, 2, "es")).toBe("23.060,00");
    expect(formatUnits(47, 1, "de")).toBe("4,7");
  });

  it("spec §2.4 'Total Value = {CUR} {value}': the number alone, grouped, with the currency's decimals", () => {
    expect(formatMoneyNumber(inr(250000))).toBe("2,500.00");
    expect(formatMoneyNumber(inr(2500000), "es")).toBe("25.000,00");
    expect(formatMoneyNumber({ amount: 5000, currency: "JPY" })).toBe("5,000");
  });

  it("spec §9: points are shown to 2 decimals", () => {
    expect(formatPoints(1234.5)).toBe("1,234.50");
    expect(formatPoints(10)).toBe("10.00");
    expect(formatPoints(0.005)).toBe("0.01");
    expect(formatPoints(Number.NaN)).toBe("0.00");
  });

  it("spec §9: conversion values are shown to 5 decimals", () => {
    expect(formatConversion(0.0119934)).toBe("0.01199");
    expect(formatConversion(0.011995)).toBe("0.01200");
    expect(formatConversion(1)).toBe("1.00000");
  });

  it("spec §5, §9: reward-code values are rounded to 2 decimals", () => {
    expect(value(roundTo(1.005, 2))).toBe(1.01);
    expect(value(roundTo(83.456, 2))).toBe(83.46);
    expect(roundTo(Number.NaN, 2).ok).toBe(false);
  });
});

describe("spec §7.4 add-to-cart formulas", () => {
  it("final_price = price × (100 − discount) / 100", () => {
    // 500.00 INR with a 10 % discount is 450.00
    expect(value(finalPrice(inr(50000), 10))).toEqual(inr(45000));
    // 999.00 INR with 2.5 %: 974.025 → 974.03 (half away from zero)
    expect(value(finalPrice(inr(99900), 2.5))).toEqual(inr(97403));
    expect(value(finalPrice({ amount: 5000, currency: "JPY" }, 3))).toEqual({
      amount: 4850,
      currency: "JPY",
    });
    expect(value(finalPrice(inr(50000), 0))).toEqual(inr(50000));
    expect(finalPrice(inr(50000), Number.NaN).ok).toBe(false);
  });

  it("product_discount = spl_discount − spl_charge", () => {
    expect(value(productDiscount(12, 2))).toBe(10);
    expect(value(productDiscount(0.3, 0.1))).toBe(0.2);
    expect(value(productDiscount(1.5, 2))).toBe(-0.5);
  });

  it("product_discount_inr = discount × price / (100 × conversion_ratio)", () => {
    // 10 % of 50.00 EUR at 0.011 EUR per INR: 10 × 50 / (100 × 0.011) = 454.5454… → 454.55 INR
    expect(value(productDiscountInr(10, { amount: 5000, currency: "EUR" }, 0.011))).toEqual(inr(45455));
    // 10 % of 500.00 INR at ratio 1 is 50.00 INR
    expect(value(productDiscountInr(10, inr(50000), 1))).toEqual(inr(5000));
    // 5 % of 5000 JPY at 1.785 JPY per INR: 250 / 1.785 = 140.056… → 140.06 INR
    expect(value(productDiscountInr(5, { amount: 5000, currency: "JPY" }, 1.785))).toEqual(inr(14006));
    expect(productDiscountInr(5, inr(100), 0).ok).toBe(false);
  });
});

describe("spec §9 Payment arithmetic", () => {
  const price = inr(50000);
  it("cart totals: quantity × price for merchandise 47, gift vouchers 37 and charity 52", () => {
    for (const filterGroupId of [47, 37, 52]) {
      expect(value(lineTotal({ price, quantity: 3, filterGroupId }))).toEqual(inr(150000));
    }
  });

  it("cart totals: price alone for perks 48, lounge 51, airmiles 53 and personalize 70", () => {
    for (const filterGroupId of [48, 51, 53, 70]) {
      expect(value(lineTotal({ price, quantity: 3, filterGroupId }))).toEqual(price);
    }
  });

  it("sums the lines of a cart in one currency and refuses a line in another", () => {
    const lines = [
      { price, quantity: 2, filterGroupId: 37 },
      { price: inr(120000), quantity: 4, filterGroupId: 51 },
    ];
    expect(value(cartTotal(lines, "INR"))).toEqual(inr(220000));
    expect(value(cartTotal([], "INR"))).toEqual(inr(0));
    const mixed = [...lines, { price: { amount: 10, currency: "EUR" }, quantity: 1, filterGroupId: 37 }];
    expect(cartTotal(mixed, "INR").ok).toBe(false);
  });

  it("gift-card balance: used = min(converted balance, total); payable = total − used", () => {
    const total = inr(150000);
    // 2000.00 INR balance covers 1500.00: used 1500.00, payable 0
    expect(value(giftCardUse(total, inr(200000), rate(1)))).toEqual({ used: total, payable: inr(0) });
    // 500.00 INR balance: used 500.00, payable 1000.00
    expect(value(giftCardUse(total, inr(50000), rate(1)))).toEqual({
      used: inr(50000),
      payable: inr(100000),
    });
    // 10.00 EUR at 90.5 INR per EUR is 905.00 INR: used 905.00, payable 595.00
    expect(value(giftCardUse(total, { amount: 1000, currency: "EUR" }, rate(90.5)))).toEqual({
      used: inr(90500),
      payable: inr(59500),
    });
    // 0.01 INR at 0.56 JPY per INR rounds down to 0 JPY: the balance never pays more than it holds
    expect(value(giftCardUse({ amount: 100, currency: "JPY" }, inr(1), rate(0.56))).used.amount).toBe(0);
  });
});
