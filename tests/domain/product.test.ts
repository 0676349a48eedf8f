/**
 * The gift-card detail page's rules (spec §5 'Amount', §7.4 final_price, §9 'Points shown to 2
 * decimals; conversion values to 5 decimals', §9 zero-decimal currencies).
 */

import type { ProductDetail } from "@contract/catalogue";
import {
  amountBoundsOf,
  baseConversionValueOf,
  chooseDenomination,
  initialChoice,
  isChoiceComplete,
  isStaticSegment,
  offersDenominations,
  parseAmount,
  pointsOfChoiceTotal,
  pointsOfPrice,
  priceDisplayOf,
  productRequestAt,
  productSourceOf,
  QUANTITY_MAX,
  QUANTITY_MIN,
  quantityOf,
  setQuantity,
  shownBoundsOf,
  staticSegmentAt,
  timesQuantity,
  typeAmount,
  type VoucherChoice,
} from "@domain/product";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";

type ChoiceProduct = Pick<
  ProductDetail,
  "denominations" | "min_price" | "max_price" | "currency_code" | "spl_discount" | "conversion_ratio"
>;

const shopping: ChoiceProduct = {
  denominations: [500, 1000, 2000],
  min_price: 500,
  max_price: 2000,
  currency_code: "INR",
  spl_discount: 0,
  conversion_ratio: 1,
};
const travel: ChoiceProduct = {
  denominations: [],
  min_price: 1000,
  max_price: 50000,
  currency_code: "INR",
  spl_discount: 2.5,
  conversion_ratio: 1,
};
const unbounded: ChoiceProduct = { ...travel, min_price: 0, max_price: 0 };
const yen: ChoiceProduct = {
  denominations: [],
  min_price: 1000,
  max_price: 5000,
  currency_code: "JPY",
  spl_discount: 2,
  conversion_ratio: 1.78,
};

describe("spec §9 conversion values to 5 decimals: baseConversionValueOf", () => {
  it("is 1 for INR (conversion_ratio 1)", () => {
    expect(baseConversionValueOf({ conversion_ratio: 1 })).toBe(1);
  });

  it("is 1 / 1.78 = 0.56180 for JPY, rounded to 5 decimals", () => {
    expect(baseConversionValueOf({ conversion_ratio: 1.78 })).toBe(0.5618);
  });

  it("rounds half away from zero on the exact quotient: 1 / 0.0125 = 80, 1 / 3 = 0.33333, 1 / 1.5 = 0.66667", () => {
    expect(baseConversionValueOf({ conversion_ratio: 0.0125 })).toBe(80);
    expect(baseConversionValueOf({ conversion_ratio: 3 })).toBe(0.33333);
    expect(baseConversionValueOf({ conversion_ratio: 1.5 })).toBe(0.66667);
  });

  it("falls back to the default conversion 1 for a ratio that is 0, negative or not a number", () => {
    expect(baseConversionValueOf({ conversion_ratio: 0 })).toBe(1);
    expect(baseConversionValueOf({ conversion_ratio: -2 })).toBe(1);
    expect(baseConversionValueOf({ conversion_ratio: Number.NaN })).toBe(1);
  });

  test.prop([fc.integer({ min: 1, max: 1_000_000 }).map((n) => n / 1000)])(
    "never has more than 5 decimals",
    (ratio) => {
      const value = baseConversionValueOf({ conversion_ratio: ratio });
      expect(Math.round(value * 100_000) / 100_000).toBe(value);
    },
  );
});

describe("spec §9 points shown to 2 decimals: pointsOfPrice", () => {
  it("INR 500 at a point worth 1 rupee is 500 points", () => {
    expect(pointsOfPrice(500, 1, 1)).toBe(500);
  });

  it("JPY 3000 at 0.5618 INR per yen and 0.25 INR per point is 6741.6 points", () => {
    // 3000 × 0.5618 = 1685.4 INR; / 0.25 = 6741.6 points
    expect(pointsOfPrice(3000, 0.5618, 0.25)).toBe(6741.6);
  });

  it("rounds half away from zero to 2 decimals: 1 × 0.33333 / 0.7 = 0.47619 → 0.48, 0.005 → 0.01", () => {
    expect(pointsOfPrice(1, 0.33333, 0.7)).toBe(0.48);
    expect(pointsOfPrice(0.005, 1, 1)).toBe(0.01);
  });

  it("takes an unknown or non-positive pointsBaseConversionValue as 1", () => {
    expect(pointsOfPrice(1000, 0.5618)).toBe(561.8);
    expect(pointsOfPrice(1000, 0.5618, null)).toBe(561.8);
    expect(pointsOfPrice(1000, 0.5618, 0)).toBe(561.8);
    expect(pointsOfPrice(1000, 0.5618, -3)).toBe(561.8);
  });

  it("uses exact decimals, not floating sums: 0.1 × 3 / 1 is 0.3", () => {
    expect(pointsOfPrice(0.1, 3, 1)).toBe(0.3);
  });

  it("is null for a price that is not a number", () => {
    expect(pointsOfPrice(Number.NaN, 1, 1)).toBeNull();
    expect(pointsOfPrice(100, Number.POSITIVE_INFINITY, 1)).toBeNull();
  });
});

describe("the denominations of a product are its only values", () => {
  it("a product with denominations offers them and starts on the first one", () => {
    expect(offersDenominations(shopping)).toBe(true);
    expect(initialChoice(shopping)).toEqual({
      price: 500,
      amountText: "",
      amountError: false,
      quantity: 1,
      options: {},
    });
  });

  it("choosing one of them sets the price; any other value leaves the choice as it was", () => {
    const start = initialChoice(shopping);
    expect(chooseDenomination(shopping, start, 2000).price).toBe(2000);
    expect(chooseDenomination(shopping, start, 750)).toBe(start);
  });

  it("a typed amount does nothing on a product with denominations", () => {
    const start = initialChoice(shopping);
    expect(typeAmount(shopping, start, "700")).toBe(start);
  });
});

describe("spec §5 'Amount: must lie within the given min and max, or within 10 to 10000 when no bounds are given'", () => {
  const start = initialChoice(travel);

  it("a product without denominations starts with no price and no error", () => {
    expect(offersDenominations(travel)).toBe(false);
    expect(start).toEqual({ price: null, amountText: "", amountError: false, quantity: 1, options: {} });
  });

  it("accepts 1000 and 50000 (the bounds included) and 2500.5", () => {
    expect(typeAmount(travel, start, "1000")).toEqual({ ...start, amountText: "1000", price: 1000 });
    expect(typeAmount(travel, start, "50000").price).toBe(50000);
    expect(typeAmount(travel, start, "2500.5").price).toBe(2500.5);
  });

  it("refuses 999 and 50001: the price is none and the error shows", () => {
    for (const text of ["999", "50001"]) {
      expect(typeAmount(travel, start, text)).toEqual({
        ...start,
        amountText: text,
        price: null,
        amountError: true,
      });
    }
  });

  it("without bounds (min_price and max_price 0) accepts 10 to 10000 only", () => {
    expect(amountBoundsOf(unbounded)).toEqual({ min: null, max: null });
    const blank = initialChoice(unbounded);
    expect(typeAmount(unbounded, blank, "10").price).toBe(10);
    expect(typeAmount(unbounded, blank, "10000").price).toBe(10000);
    expect(typeAmount(unbounded, blank, "9").amountError).toBe(true);
    expect(typeAmount(unbounded, blank, "10001").amountError).toBe(true);
  });

  it("the bounds shown are the product's, or 10 and 10000 when not given", () => {
    expect(shownBoundsOf(travel)).toEqual({ min: 1000, max: 50000 });
    expect(shownBoundsOf(unbounded)).toEqual({ min: 10, max: 10000 });
    expect(shownBoundsOf({ min_price: 50, max_price: 0 })).toEqual({ min: 50, max: 10000 });
  });

  it("an empty field has no price and shows no error", () => {
    const typed = typeAmount(travel, typeAmount(travel, start, "12"), "  ");
    expect(typed).toEqual({ ...start, amountText: "  ", price: null, amountError: false });
  });

  it("text that is not an amount is an error", () => {
    for (const text of ["abc", "1e3", "-1500", "1,500", "15 00"]) {
      expect(typeAmount(travel, start, text).amountError, text).toBe(true);
    }
  });
});

describe("spec §9 zero-decimal currencies: an amount keeps at most its currency's decimals", () => {
  it("INR takes 2 decimals, not 3", () => {
    expect(parseAmount("1500.25", "INR")).toBe(1500.25);
    expect(parseAmount("1500.255", "INR")).toBeNull();
  });

  it("JPY takes none: '1500' is accepted, '1500.5' is not", () => {
    const start = initialChoice(yen);
    expect(typeAmount(yen, start, "1500").price).toBe(1500);
    expect(typeAmount(yen, start, "1500.5")).toEqual({
      ...start,
      amountText: "1500.5",
      price: null,
      amountError: true,
    });
  });

  it("surrounding spaces are ignored and a trailing point is the whole number", () => {
    expect(parseAmount(" 2000 ", "INR")).toBe(2000);
    expect(parseAmount("2000.", "JPY")).toBe(2000);
  });
});

describe("the quantity is a whole number from 1 to 10", () => {
  it("keeps 1 to 10 and clamps below and above", () => {
    expect(QUANTITY_MIN).toBe(1);
    expect(QUANTITY_MAX).toBe(10);
    expect(quantityOf(3)).toBe(3);
    expect(quantityOf(0)).toBe(1);
    expect(quantityOf(11)).toBe(10);
    expect(quantityOf(2.7)).toBe(2);
    expect(quantityOf(Number.NaN)).toBe(1);
  });

  test.prop([fc.double()])("any number becomes a whole quantity of 1 to 10", (n) => {
    const q = quantityOf(n);
    expect(Number.isInteger(q) && q >= 1 && q <= 10).toBe(true);
  });

  it("setQuantity changes the quantity only", () => {
    const start = initialChoice(shopping);
    expect(setQuantity(start, 4)).toEqual({ ...start, quantity: 4 });
    expect(setQuantity(start, 12).quantity).toBe(10);
  });
});

describe("a choice is complete with a valid price and a quantity of 1 to 10", () => {
  const complete: VoucherChoice = {
    price: 500,
    amountText: "",
    amountError: false,
    quantity: 1,
    options: {},
  };

  it("complete", () => {
    expect(isChoiceComplete(complete)).toBe(true);
  });

  it("not complete without a price, with an amount error or with a quantity out of 1 to 10", () => {
    expect(isChoiceComplete({ ...complete, price: null })).toBe(false);
    expect(isChoiceComplete({ ...complete, amountError: true })).toBe(false);
    expect(isChoiceComplete({ ...complete, quantity: 0 })).toBe(false);
    expect(isChoiceComplete({ ...complete, quantity: 11 })).toBe(false);
  });
});

describe("spec §7.4 final_price = price × (100 − discount) / 100 shown with the original price", () => {
  it("INR 1000 with spl_discount 2.5 shows ₹975.00 paid, ₹1,000.00 original (minor units)", () => {
    expect(priceDisplayOf(travel, 1000)).toEqual({
      final: { amount: 97500, currency: "INR" },
      original: { amount: 100000, currency: "INR" },
    });
  });

  it("JPY 1500 with spl_discount 2 is 1470 yen, without minor units", () => {
    expect(priceDisplayOf(yen, 1500)).toEqual({
      final: { amount: 1470, currency: "JPY" },
      original: { amount: 1500, currency: "JPY" },
    });
  });

  it("rounds half away from zero: JPY 1025 with 2 % off is 1004.5 → 1005", () => {
    expect(priceDisplayOf(yen, 1025)?.final).toEqual({ amount: 1005, currency: "JPY" });
  });

  it("without a discount shows the price alone", () => {
    expect(priceDisplayOf(shopping, 500)).toEqual({
      final: { amount: 50000, currency: "INR" },
      original: null,
    });
  });

  it("the total of a quantity multiplies the minor units exactly", () => {
    expect(timesQuantity({ amount: 97500, currency: "INR" }, 3)).toEqual({ amount: 292500, currency: "INR" });
  });
});

describe("spec §9 'Cart totals': the points beside 'Total for {count}' are the points of the total", () => {
  it("3 cards of ₹960.00 are worth 2,880.00 points, not the 960.00 of one", () => {
    const card = { ...shopping, denominations: [960] };
    expect(pointsOfChoiceTotal(card, 960, 3, 1, 1)).toBe(2880);
    expect(pointsOfChoiceTotal(card, 960, 1, 1, 1)).toBe(960);
  });

  it("after spl_discount and by the product's point conversion: 2 × INR 1000 at 2.5 % off, a point worth ₹0.50", () => {
    // ₹975.00 charged per card, ₹1,950.00 for two; 1950 / 0.5 = 3900 points.
    expect(pointsOfChoiceTotal(travel, 1000, 2, baseConversionValueOf(travel), 0.5)).toBe(3900);
  });

  it("converts the total once: 3 × JPY 1000 at 2 % off (2940 yen) at 0.56180 rupees a yen", () => {
    // One unit: 980 × 0.5618 = 550.564 → 550.56; three: 2940 × 0.5618 = 1651.692 → 1651.69.
    expect(pointsOfChoiceTotal(yen, 1000, 1, baseConversionValueOf(yen), 1)).toBe(550.56);
    expect(pointsOfChoiceTotal(yen, 1000, 3, baseConversionValueOf(yen), 1)).toBe(1651.69);
  });
});

describe("spec §2.3 ':isStatic?' and §7.3: the call that loads a detail page's product", () => {
  it("a set ':isStatic?' segment is any but '0', 'false' or empty", () => {
    expect(isStaticSegment("1")).toBe(true);
    expect(isStaticSegment("static")).toBe(true);
    expect(isStaticSegment("0")).toBe(false);
    expect(isStaticSegment("false")).toBe(false);
    expect(isStaticSegment("")).toBe(false);
    expect(isStaticSegment(undefined)).toBe(false);
  });

  it("reads the segment after the product id of a '/description/' path, under any site prefix", () => {
    expect(staticSegmentAt("/marketplace/vouchers/description/shopping-gift-card/28501/1")).toBe("1");
    expect(staticSegmentAt("/acme/india/perks/description/clouddesk/44001/1")).toBe("1");
    expect(staticSegmentAt("/marketplace/vouchers/description/shopping-gift-card/28501")).toBeUndefined();
    expect(staticSegmentAt("/marketplace/merchandise/wireless-earbuds/43003")).toBeUndefined();
  });

  it("static_voucher_data at a static URL of a '/description/' family, perks details on an offer, getProduct otherwise", () => {
    expect(productSourceOf("vouchers", "1")).toBe("static");
    expect(productSourceOf("perks", "1")).toBe("static");
    expect(productSourceOf("airmiles", "1")).toBe("static");
    expect(productSourceOf("perks", undefined)).toBe("perk");
    expect(productSourceOf("perks", "0")).toBe("perk");
    expect(productSourceOf("vouchers", undefined)).toBe("catalogue");
    expect(productSourceOf("vouchers", "0")).toBe("catalogue");
    // Merchandise and insurance have no ':isStatic?' segment.
    expect(productSourceOf("merchandise", "1")).toBe("catalogue");
    expect(productSourceOf("insurance", "1")).toBe("catalogue");
  });

  it("the request of a location: the product id and its call; null off a detail page", () => {
    const at = (pathname: string) => productRequestAt({ pathname, search: "" });
    expect(at("/marketplace/vouchers/description/shopping-gift-card/28501/1")).toEqual({
      productId: 28501,
      source: "static",
    });
    expect(at("/marketplace/airmiles/description/skyhigh-airline-miles/47001/1")).toEqual({
      productId: 47001,
      source: "static",
    });
    expect(at("/marketplace/perks/description/weekend-hotel-deal/44004")).toEqual({
      productId: 44004,
      source: "perk",
    });
    expect(at("/marketplace/vouchers/description/shopping-gift-card/28501")).toEqual({
      productId: 28501,
      source: "catalogue",
    });
    expect(at("/marketplace/vouchers")).toBeNull();
    expect(at("/marketplace/vouchers/description/x/abc/1")).toBeNull();
  });
});
