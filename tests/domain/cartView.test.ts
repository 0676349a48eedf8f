/**
 * The cart page's model (spec §3 'Cart', §5 'Cart', §9 'Cart totals', zero-decimal currencies,
 * 'Single-unit product: 28487').
 */

import { CART_VIEW_NORMAL, experienceViewMode, type VoucherLineInput, voucherLineOf } from "@domain/cart";
import type { SectionItem } from "@domain/cartSections";
import {
  cartLinksOf,
  cartRowOf,
  cartViewOf,
  clampQuantity,
  isQuantityAllowed,
  QUANTITY_MAX,
  QUANTITY_MIN,
  quantityBoundsOf,
} from "@domain/cartView";
import { formatMoney } from "@domain/money";
import { describe, expect, it } from "vitest";
import { HOTEL_STAY_FACTS } from "../support/sectionFacts";

const lineInput = (over: Partial<VoucherLineInput> = {}): VoucherLineInput => ({
  productId: 1001,
  price: 500,
  quantity: 1,
  currency: "INR",
  name: "Shopping Gift Card",
  point: 500,
  baseConversionValue: 1,
  isMerchandiseProduct: false,
  isPerk: false,
  filterGroupId: 37,
  categories: "697",
  country_name: "India",
  ...over,
});
const line = (over: Partial<VoucherLineInput> = {}) => voucherLineOf(lineInput(over));

describe("line totals (spec §9 'Cart totals')", () => {
  it.each([
    ["gift cards 37", 37],
    ["merchandise 47", 47],
    ["charity 52", 52],
  ])("%s: quantity × price", (_name, group) => {
    const row = cartRowOf(line({ filterGroupId: group, price: 500, quantity: 3 }), "India");
    expect(row.unitPrice).toEqual({ amount: 50000, currency: "INR" });
    expect(row.total).toEqual({ amount: 150000, currency: "INR" });
    expect(row.total && formatMoney(row.total)).toBe("₹1,500.00");
  });

  it.each([
    ["perks 48", 48],
    ["lounge 51", 51],
    ["airmiles 53", 53],
    ["personalize 70", 70],
  ])("%s: the price alone", (_name, group) => {
    const row = cartRowOf(line({ filterGroupId: group, price: 2500, quantity: 4 }), "India");
    expect(row.total).toEqual({ amount: 250000, currency: "INR" });
  });

  it("a perk line without a filter group is totalled as perks 48: the price alone", () => {
    const row = cartRowOf(line({ filterGroupId: null, isPerk: true, price: 300, quantity: 2 }), "India");
    expect(row.total).toEqual({ amount: 30000, currency: "INR" });
  });

  it("a line without a filter group that is not a perk: quantity × price", () => {
    const row = cartRowOf(line({ filterGroupId: null, price: 300, quantity: 2 }), "India");
    expect(row.total).toEqual({ amount: 60000, currency: "INR" });
  });

  it("prices with decimals are exact in minor units: 199.99 × 3 is 599.97", () => {
    const row = cartRowOf(line({ price: 199.99, quantity: 3, currency: "EUR" }), "Germany");
    expect(row.total).toEqual({ amount: 59997, currency: "EUR" });
    expect(row.total && formatMoney(row.total)).toBe("€599.97");
  });

  it("spec §9 zero-decimal currencies: a JPY line shows no decimals", () => {
    const row = cartRowOf(
      line({ price: 5000, quantity: 2, currency: "JPY", country_name: "Japan" }),
      "Japan",
    );
    expect(row.unitPrice).toEqual({ amount: 5000, currency: "JPY" });
    expect(row.total).toEqual({ amount: 10000, currency: "JPY" });
    expect(row.unitPrice && formatMoney(row.unitPrice)).toBe("¥5,000");
    expect(row.total && formatMoney(row.total)).toBe("¥10,000");
  });

  it("a price that is not a number gives no unit price and no total", () => {
    const row = cartRowOf(line({ price: Number.NaN }), "India");
    expect(row.unitPrice).toBeNull();
    expect(row.total).toBeNull();
  });
});

describe("quantity bounds (spec §5 'Cart')", () => {
  it("a line takes 1 to 10", () => {
    expect(quantityBoundsOf(1001)).toEqual({ min: 1, max: 10 });
    expect([QUANTITY_MIN, QUANTITY_MAX]).toEqual([1, 10]);
    expect(isQuantityAllowed(1001, 1)).toBe(true);
    expect(isQuantityAllowed(1001, 10)).toBe(true);
    expect(isQuantityAllowed(1001, 0)).toBe(false);
    expect(isQuantityAllowed(1001, 11)).toBe(false);
    expect(isQuantityAllowed(1001, 2.5)).toBe(false);
  });

  it("product 28487 never goes above 1", () => {
    expect(quantityBoundsOf(28487)).toEqual({ min: 1, max: 1 });
    expect(isQuantityAllowed(28487, 1)).toBe(true);
    expect(isQuantityAllowed(28487, 2)).toBe(false);
    expect(clampQuantity(28487, 5)).toBe(1);
    const row = cartRowOf(line({ productId: 28487, quantity: 1 }), "India");
    expect(row.canIncrease).toBe(false);
    expect(row.canDecrease).toBe(false);
  });

  it("the stepper stops at 1 and at 10", () => {
    const atOne = cartRowOf(line({ quantity: 1 }), "India");
    expect([atOne.canDecrease, atOne.canIncrease]).toEqual([false, true]);
    const atTen = cartRowOf(line({ quantity: 10 }), "India");
    expect([atTen.canDecrease, atTen.canIncrease]).toEqual([true, false]);
    const between = cartRowOf(line({ quantity: 4 }), "India");
    expect([between.canDecrease, between.canIncrease]).toEqual([true, true]);
  });

  it("clamps quantities into the bounds", () => {
    expect(clampQuantity(1001, 0)).toBe(1);
    expect(clampQuantity(1001, 12)).toBe(10);
    expect(clampQuantity(1001, 3.7)).toBe(3);
    expect(clampQuantity(1001, Number.NaN)).toBe(1);
  });
});

describe("flagged merchandise (spec §5 'Cart')", () => {
  it("merchandise whose country_name differs from the selected country is flagged", () => {
    const row = cartRowOf(
      line({ isMerchandiseProduct: true, filterGroupId: 47, country_name: "United States" }),
      "India",
    );
    expect(row.flagged).toBe(true);
    expect(row.countryName).toBe("United States");
  });

  it("merchandise of the selected country, and gift cards of another country, are not flagged", () => {
    expect(cartRowOf(line({ isMerchandiseProduct: true, filterGroupId: 47 }), "India").flagged).toBe(false);
    expect(cartRowOf(line({ country_name: "United States" }), "India").flagged).toBe(false);
  });
});

describe("the cart page model", () => {
  it("has one row per voucher line, in cart order, with its key and name", () => {
    const view = cartViewOf(
      [line({ productId: 1, name: "A" }), line({ productId: 2, name: "B", price: 1000 })],
      "India",
    );
    expect(view.rows.map((row) => [row.key, row.name])).toEqual([
      [{ productId: 1, price: 500, currency: "INR" }, "A"],
      [{ productId: 2, price: 1000, currency: "INR" }, "B"],
    ]);
  });

  it("spec §3: the item count is the sum of quantities; the total sums the line totals", () => {
    const view = cartViewOf(
      [
        line({ productId: 1, price: 500, quantity: 2 }),
        line({ productId: 2, price: 2500, quantity: 3, filterGroupId: 48 }),
      ],
      "India",
    );
    expect(view.itemCount).toBe(5);
    expect(view.totals).toEqual([{ amount: 350000, currency: "INR" }]);
    expect(view.checkoutBlocked).toBeNull();
  });

  it("an empty cart blocks checkout", () => {
    const view = cartViewOf([], "India");
    expect(view).toEqual({
      rows: [],
      bookings: [],
      groups: [],
      itemCount: 0,
      totals: [],
      checkoutBlocked: "empty",
    });
  });

  it("lines of two currencies give a total per currency and block checkout", () => {
    const view = cartViewOf(
      [
        line({ productId: 1, price: 500, quantity: 2, currency: "INR" }),
        line({ productId: 2, price: 3000, quantity: 1, currency: "JPY", country_name: "Japan" }),
        line({ productId: 3, price: 100, quantity: 1, currency: "inr" }),
      ],
      "Japan",
    );
    expect(view.totals).toEqual([
      { amount: 110000, currency: "INR" },
      { amount: 3000, currency: "JPY" },
    ]);
    expect(view.checkoutBlocked).toBe("mixedCurrencies");
  });

  it("a flagged merchandise line blocks checkout", () => {
    const view = cartViewOf(
      [
        line(),
        line({ productId: 2, isMerchandiseProduct: true, filterGroupId: 47, country_name: "Singapore" }),
      ],
      "India",
    );
    expect(view.rows.map((row) => row.flagged)).toEqual([false, true]);
    expect(view.checkoutBlocked).toBe("flaggedLine");
  });

  it("a line without a price blocks checkout and gives no totals", () => {
    const view = cartViewOf([line(), line({ productId: 2, price: Number.POSITIVE_INFINITY })], "India");
    expect(view.totals).toEqual([]);
    expect(view.checkoutBlocked).toBe("unpricedLine");
  });
});

describe("spec §4 'Special voucher category 1222' in the cart view", () => {
  const giftCard = line({ productId: 40211, name: "Fashion Gift Card", price: 1000 });
  const kayaking = line({
    productId: 61022,
    name: "Sunset Kayaking in Bangalore",
    price: 4500,
    filterGroupId: null,
    categories: "1222",
  });
  const cooking = line({
    productId: 61023,
    name: "Cooking Class",
    price: 2000,
    filterGroupId: null,
    categories: "1222,1240",
  });
  const names = (view: ReturnType<typeof cartViewOf>) => view.rows.map((row) => row.name);

  it("the special mode off (the cart page): an experience of category 1222 is excluded from rows, count and totals", () => {
    for (const view of [
      cartViewOf([giftCard, kayaking], "India"),
      cartViewOf([giftCard, kayaking], "India", [], CART_VIEW_NORMAL),
    ]) {
      expect(names(view)).toEqual(["Fashion Gift Card"]);
      expect(view.itemCount).toBe(1);
      expect(view.groups.map((group) => group.family)).toEqual(["vouchers"]);
      // INR 1000 at no discount: only the gift card is totalled.
      expect(view.totals).toEqual([{ amount: 100000, currency: "INR" }]);
    }
    // A cart holding only an experience shows as empty.
    expect(cartViewOf([kayaking], "India").checkoutBlocked).toBe("empty");
  });

  it("the special mode on keeps 1222 vouchers; with a productId, only that product's", () => {
    expect(names(cartViewOf([giftCard, kayaking, cooking], "India", [], { on: true }))).toEqual([
      "Fashion Gift Card",
      "Sunset Kayaking in Bangalore",
      "Cooking Class",
    ]);
    expect(names(cartViewOf([giftCard, kayaking, cooking], "India", [], experienceViewMode(61023)))).toEqual([
      "Fashion Gift Card",
      "Cooking Class",
    ]);
  });
});

describe("links (spec §2.3 route table)", () => {
  it("browse and checkout live under the site prefix", () => {
    expect(cartLinksOf("/marketplace")).toEqual({
      vouchers: "/marketplace/vouchers",
      checkout: "/marketplace/checkout",
    });
    expect(cartLinksOf("/acme/")).toEqual({ vouchers: "/acme/vouchers", checkout: "/acme/checkout" });
  });
});

describe("a line's options are shown on its row and tell its rows apart (spec §4 'Cart rules')", () => {
  it("'Size: M, Colour: Grey' on the row; the rows of two sizes have different ids", () => {
    const medium = cartRowOf(line({ productId: 43003, options: { Size: "M", Colour: "Grey" } }), "India");
    const large = cartRowOf(line({ productId: 43003, options: { Size: "L", Colour: "Grey" } }), "India");
    expect(medium.options).toBe("Size: M, Colour: Grey");
    expect(medium.key.options).toEqual({ Size: "M", Colour: "Grey" });
    expect(medium.id).not.toBe(large.id);
    expect(cartRowOf(line(), "India").options).toBe("");
  });
});

describe("the cart page model with section bookings (spec §3 Cart sections)", () => {
  const stay: SectionItem = {
    product_id: 55399,
    name: "Harbour View Hotel",
    price: 12000,
    currency: "INR",
    filterGroupId: 64,
    reference: "HTL-1",
    facts: HOTEL_STAY_FACTS,
  };

  it("a booking alone opens checkout, counts one item and makes the total", () => {
    const view = cartViewOf([], "India", [{ section: "hotel", item: stay }]);
    expect(view.checkoutBlocked).toBeNull();
    expect(view.itemCount).toBe(1);
    expect(view.totals).toEqual([{ amount: 1_200_000, currency: "INR" }]);
  });

  it("a booking adds its price once to the lines of its currency", () => {
    const view = cartViewOf([line({ productId: 1, price: 500, quantity: 2, currency: "INR" })], "India", [
      { section: "hotel", item: stay },
    ]);
    expect(view.totals).toEqual([{ amount: 100_000 + 1_200_000, currency: "INR" }]);
    expect(view.itemCount).toBe(3);
  });
});
