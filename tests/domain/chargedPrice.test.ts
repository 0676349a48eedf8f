/**
 * The price shown is the price charged (spec §7.4 final_price = price × (100 − discount) / 100,
 * §9 'Cart totals'): the product page's price, the cart line, the cart and checkout totals, the
 * payment split and the points all count the final price after spl_discount; the line keeps its
 * face value as its identity (spec §4 'Cart rules').
 */
import type { FetchedCartLine } from "@contract/cart";
import {
  addVoucherLine,
  chargedSavedLine,
  EMPTY_CART,
  lineChargeOf,
  unitChargeOfProduct,
  voucherLineOf,
  voucherLineOfFetched,
  voucherLineOfProduct,
} from "@domain/cart";
import { cartRowOf, cartViewOf } from "@domain/cartView";
import { type AppliedCode, checkoutSplit, checkoutTotal, voucherOrderOf } from "@domain/checkout";
import { chargedUnitPrice, formatMoney } from "@domain/money";
import { initialPaymentPreferences, setBalanceMethod } from "@domain/payment";
import { pointsOfChoicePrice, priceDisplayOf } from "@domain/product";
import { EMPTY_WALLET } from "@domain/wallet";
import { describe, expect, it } from "vitest";
import { productOf } from "../support/catalogue";

/** Gift card 40211 as the demo catalogue sells it: INR 1000, 2000 or 5000, 4% off. */
const fashion = productOf(40211, "Fashion Gift Card", {
  denominations: [1000, 2000, 5000],
  min_price: 1000,
  max_price: 5000,
  spl_discount: 4,
  categories: "697",
});
const choice = (price: number, quantity = 1) => ({ price, quantity, point: 0, baseConversionValue: 1 });
const inr = (amount: number) => ({ amount, currency: "INR" });

describe("chargedUnitPrice: the one rule of the price charged (spec §7.4)", () => {
  it("INR 1000 at 4% off is INR 960; 2.5% off INR 999 is INR 974.03 (half away from zero)", () => {
    expect(chargedUnitPrice(inr(100_000), 4)).toEqual({ ok: true, value: inr(96_000) });
    expect(chargedUnitPrice(inr(99_900), 2.5)).toEqual({ ok: true, value: inr(97_403) });
  });

  it("no discount, or one of 0 or below, charges the face value", () => {
    expect(chargedUnitPrice(inr(100_000), 0)).toEqual({ ok: true, value: inr(100_000) });
    expect(chargedUnitPrice(inr(100_000), -5)).toEqual({ ok: true, value: inr(100_000) });
  });

  it("a discount above 100 or one that is not finite has no price", () => {
    expect(chargedUnitPrice(inr(100_000), 101).ok).toBe(false);
    expect(chargedUnitPrice(inr(100_000), Number.NaN).ok).toBe(false);
    expect(chargedUnitPrice(inr(100_000), Number.POSITIVE_INFINITY).ok).toBe(false);
  });
});

describe("a cart line keeps its face value and its unit charge (spec §4, §7.4)", () => {
  it("40211 at INR 1000: the line is worth 1000 and is charged 960", () => {
    const line = voucherLineOfProduct(fashion, choice(1000));
    expect(line.price).toBe(1000);
    expect(line.unitCharge).toBe(960);
    expect(lineChargeOf(line)).toEqual({ ok: true, value: inr(96_000) });
  });

  it("the charge is what the product page shows as the price", () => {
    for (const price of fashion.denominations) {
      const shown = priceDisplayOf(fashion, price);
      expect(lineChargeOf(voucherLineOfProduct(fashion, choice(price)))).toEqual({
        ok: true,
        value: shown?.final,
      });
    }
    expect(unitChargeOfProduct(fashion, 5000)).toBe(4800);
  });

  it("the line's identity stays productId, face value and currency: a second add of 1000 changes nothing", () => {
    const once = addVoucherLine(EMPTY_CART, voucherLineOfProduct(fashion, choice(1000)));
    const twice = addVoucherLine(once, voucherLineOfProduct(fashion, choice(1000, 2)));
    expect(twice).toBe(once);
    expect(addVoucherLine(once, voucherLineOfProduct(fashion, choice(2000))).vouchers).toHaveLength(2);
  });

  it("a line without a unit charge (saved before it was kept) is charged its price", () => {
    const line = voucherLineOf({
      productId: 40211,
      price: 1000,
      currency: "INR",
      quantity: 1,
      name: "Fashion Gift Card",
      point: 1000,
      baseConversionValue: 1,
      isMerchandiseProduct: false,
      isPerk: false,
      filterGroupId: 37,
      categories: "697",
      country_name: "India",
    });
    expect(line.unitCharge).toBeUndefined();
    expect(lineChargeOf(line)).toEqual({ ok: true, value: inr(100_000) });
  });

  it("a fetched line is charged its info.final_price, its denomination stays the face value", () => {
    const fetched: FetchedCartLine = {
      availability: 1,
      product_id: 28501,
      info: {
        denomination: "INR 500",
        quantity: 2,
        currency_code: "INR",
        final_price: 490,
        productInfo: { product_id: 28501, name: "Shopping Gift Card" },
      },
    };
    const line = voucherLineOfFetched(fetched);
    expect(line.price).toBe(500);
    expect(lineChargeOf(line)).toEqual({ ok: true, value: inr(49_000) });
    expect(cartRowOf(line, "India").total).toEqual(inr(98_000));
  });
});

describe("a saved line without its charge (an older build's) is charged again, or cannot be kept", () => {
  const { unitCharge: _charge, ...legacy } = voucherLineOfProduct(fashion, choice(1000));

  it("the product's discount gives the charge again: 960 for INR 1000 at 4% off", () => {
    expect(chargedSavedLine(legacy, fashion)).toEqual({ ...legacy, unitCharge: 960 });
  });

  it("a line with its charge is kept as it is, product or not", () => {
    const line = voucherLineOfProduct(fashion, choice(1000));
    expect(chargedSavedLine(line, null)).toBe(line);
  });

  it("no product, another product or currency, or a discount without an answer: none", () => {
    expect(chargedSavedLine(legacy, null)).toBeNull();
    expect(chargedSavedLine(legacy, { ...fashion, product_id: 40212 })).toBeNull();
    expect(chargedSavedLine(legacy, { ...fashion, currency_code: "USD" })).toBeNull();
    expect(chargedSavedLine(legacy, { ...fashion, spl_discount: 120 })).toBeNull();
  });
});

describe("cart rows and totals count the price charged (spec §9 'Cart totals')", () => {
  it("40211 at INR 1000: row price ₹960.00 with ₹1,000.00 struck, total ₹960.00", () => {
    const view = cartViewOf([voucherLineOfProduct(fashion, choice(1000))], "India");
    const [row] = view.rows;
    expect(row?.unitPrice && formatMoney(row.unitPrice)).toBe("₹960.00");
    expect(row?.originalPrice && formatMoney(row.originalPrice)).toBe("₹1,000.00");
    expect(row?.total && formatMoney(row.total)).toBe("₹960.00");
    expect(view.totals).toEqual([inr(96_000)]);
  });

  it("a discounted line and a full-price line: quantity × the charge each, summed", () => {
    const full = productOf(48001, "Prepaid Mobile Recharge India", { spl_discount: 0, denominations: [] });
    const view = cartViewOf(
      [voucherLineOfProduct(fashion, choice(2000, 2)), voucherLineOfProduct(full, choice(250, 3))],
      "India",
    );
    expect(view.rows.map((row) => row.total)).toEqual([inr(384_000), inr(75_000)]);
    expect(view.rows[1]?.originalPrice).toBeNull();
    expect(view.totals).toEqual([inr(459_000)]);
  });
});

describe("checkout totals, the payment split and the order (spec §7.6, §9)", () => {
  const lines = [voucherLineOfProduct(fashion, choice(1000))];

  it("the checkout total of 40211 at INR 1000 is INR 960, all of it due on gateway-inr", () => {
    expect(checkoutTotal(lines)).toEqual({ ok: true, value: inr(96_000) });
    const split = checkoutSplit({
      lines,
      wallet: EMPTY_WALLET,
      rates: {},
      access: { rewardPoints: 1, gcb: 1, tokens: 1, voucher: 1, gateway: 1 },
      preferences: initialPaymentPreferences<AppliedCode>(),
    });
    expect(split.ok && split.value.amountDue).toEqual(inr(96_000));
    expect(split.ok && split.value.gateway).toBe("gateway-inr");
  });

  it("points pay INR 960: the order sends the face value 1000 per line and a split of 960", () => {
    const wallet = { ...EMPTY_WALLET, points: { available: 5000, currency: "INR", pointValue: 1 } };
    const preferences = setBalanceMethod(initialPaymentPreferences<AppliedCode>(), "points", true);
    const split = checkoutSplit({
      lines,
      wallet,
      rates: {},
      access: { rewardPoints: 1, gcb: 1, tokens: 1, voucher: 1, gateway: 1 },
      preferences,
    });
    if (!split.ok) throw new Error("expected a split");
    const order = voucherOrderOf({
      idempotencyKey: "charged-price-1",
      site: "marketplace",
      lines,
      checkoutUser: { firstname: "A", lastname: "B", email: "a@b.example", phone: "", phone_code: "" },
      split: split.value,
      codes: [],
    });
    expect(order.cart).toEqual([expect.objectContaining({ product_id: 40211, price: 1000, quantity: 1 })]);
    expect(order.payment).toMatchObject({ points: 960, gateway_amount: 0 });
  });
});

describe("points follow the price charged (spec §7.4, §9 points to 2 decimals)", () => {
  it("40211 at INR 1000 shows 960.00 points at one point per rupee, 1920.00 at half a rupee", () => {
    expect(pointsOfChoicePrice(fashion, 1000, 1)).toBe(960);
    expect(pointsOfChoicePrice(fashion, 1000, 1, 0.5)).toBe(1920);
  });

  it("without a discount the points are those of the face value", () => {
    expect(pointsOfChoicePrice({ ...fashion, spl_discount: 0 }, 1000, 1)).toBe(1000);
  });
});
