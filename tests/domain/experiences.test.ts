/**
 * Experience booking rules (spec §3 'Experience order item': one item kept under 'experiences';
 * §4 'Cart rules': at most one experience, 'Special voucher category 1222'; §2.3 the listing's
 * 'categories[]=' links; §9 city 1319): guest limits, the stored item read back, the listing URL,
 * and the checkout of a booking paying only its experience's line.
 */
import { cartReducer, EMPTY_CART, isExperienceLine, voucherLineOf } from "@domain/cart";
import {
  initialCheckoutState,
  openedCheckoutFor,
  scopedLines,
  statusPageOf,
  withLines,
} from "@domain/checkoutState";
import {
  addDays,
  bookingOf,
  bookingPointsOf,
  choiceItemOf,
  currencyValueOf,
  dayIn,
  fromPriceOf,
  guestCategoryOf,
  guestProblem,
  initialGuests,
  isItemOfBooking,
  listingCityOf,
  listingQueryOf,
  listingSearchOf,
  orderItemOf,
  storedOrderItemOf,
  storedTextOf,
} from "@domain/experiences";
import { baseConversionValueOf, pointsOfPrice } from "@domain/product";
import { describe, expect, it } from "vitest";
import { guests, potteryWorkshop, pricedSlot } from "../support/experiences";

const detail = potteryWorkshop;
const slot = pricedSlot("10:00", 3, 1800, 1200.5);

const itemOf = (g = guests(2, 1)) => {
  const item = orderItemOf({
    experience: detail,
    date: "2026-12-01",
    slot,
    guests: g,
    pointsBaseConversionValue: null,
  });
  if (!item.ok) throw new Error("not bookable");
  return item.value;
};

describe("guests within the product's limits (spec §3 guests)", () => {
  it("refuses zero guests, too few for a product of at least 2, a category above its limit, more than the seats", () => {
    expect(guestProblem(detail, guests(0, 0))).toEqual({ kind: "none" });
    expect(guestProblem(detail, guests(1, 0))).toEqual({ kind: "too-few", min: 2 });
    expect(guestProblem(detail, guests(1, 3))).toEqual({ kind: "category", name: "Child", min: 0, max: 2 });
    expect(guestProblem(detail, guests(6, 1))).toEqual({ kind: "too-many", max: 6 });
    expect(guestProblem(detail, guests(2, 2), 3)).toEqual({ kind: "seats", left: 3 });
    expect(guestProblem(detail, guests(2, 1), 3)).toBeNull();
  });

  it("starts with the product's minimum guests", () => {
    expect(initialGuests(detail)).toEqual(guests(2, 0));
  });

  it("a choice without a slot, or with guests outside the limits, makes no order item", () => {
    const choice = { detail, date: "2026-12-01", slots: [slot], slot: "10:00", guests: guests(2, 1) };
    expect(choiceItemOf(choice, null)?.price).toBe(4800.5);
    expect(choiceItemOf({ ...choice, slot: null }, null)).toBeNull();
    expect(choiceItemOf({ ...choice, guests: guests(1, 0) }, null)).toBeNull();
  });
});

describe("guest categories worded in the shopper's language (spec §3 guests: the category names are the API's data)", () => {
  it("knows Adult, Child and Senior, singular or plural, in any case", () => {
    expect(guestCategoryOf("Adult")).toBe("adult");
    expect(guestCategoryOf("children")).toBe("child");
    expect(guestCategoryOf(" Seniors ")).toBe("senior");
  });

  it("leaves any other category to its own name", () => {
    expect(guestCategoryOf("Student")).toBeNull();
    expect(guestCategoryOf("")).toBeNull();
  });
});

describe("the item stored under 'experiences' (spec §3: only one item is held)", () => {
  it("reads back what was stored, with every field of the order item", () => {
    const item = itemOf();
    expect(storedOrderItemOf(storedTextOf(item))).toEqual(item);
    expect(item).toMatchObject({
      expProductId: 42002,
      price: 4800.5,
      currency: "INR",
      preferredRate: "R1",
      preferredTimeSlot: "10:00",
      preferredDate: "2026-12-01",
      price_category_id: 1,
    });
  });

  it("an old list of items keeps only the last; broken values read as nothing", () => {
    const first = itemOf(guests(2, 0));
    const last = itemOf(guests(3, 1));
    expect(storedOrderItemOf(JSON.stringify([first, last]))).toEqual(last);
    expect(storedOrderItemOf(null)).toBeNull();
    expect(storedOrderItemOf("{not json")).toBeNull();
    expect(storedOrderItemOf(JSON.stringify({ ...last, guests: guests(0, 0) }))).toBeNull();
    expect(storedOrderItemOf(JSON.stringify({ ...last, preferredDate: "tomorrow" }))).toBeNull();
  });
});

describe("the order item's conversion (spec §3 currency_value, convertedAmountValue, pointConversionMultiplier; §9)", () => {
  // San Francisco: USD, 0.012 dollars a rupee, so a dollar is worth 83.33333 rupees (5 decimals).
  const sanFrancisco = { ...detail, product_id: 42101, currency_code: "USD", conversion_ratio: 0.012 };
  const usdSlot = pricedSlot("11:00", 12, 65, 35);
  const usdItem = (pointsBaseConversionValue: number | null) => {
    const item = orderItemOf({
      experience: sanFrancisco,
      date: "2026-12-01",
      slot: usdSlot,
      guests: guests(2, 1),
      pointsBaseConversionValue,
    });
    if (!item.ok) throw new Error("not bookable");
    return item.value;
  };

  it("an INR booking for a user of rupee points: every conversion is 1, the points are the total", () => {
    expect(itemOf()).toMatchObject({
      price: 4800.5,
      amount: 4800.5,
      currency_value: 1,
      convertedAmountValue: 4800.5,
      pointConversionMultiplier: 1,
    });
  });

  it("a USD booking carries the dollar's value in rupees and the total in rupees and in points", () => {
    // 2 × 65 + 35 = 165 dollars; 165 × 83.33333 = 13,749.99945 rupees, to 2 decimals 13,750.00.
    expect(usdItem(null)).toMatchObject({
      price: 165,
      currency: "USD",
      currency_value: 83.33333,
      amount: 13750,
      convertedAmountValue: 13750,
      pointConversionMultiplier: 83.33,
    });
    // A point worth 2 rupees: 13,749.99945 / 2 = 6,874.999725 points, shown 6,875.00.
    expect(usdItem(2)).toMatchObject({
      amount: 13750,
      convertedAmountValue: 6875,
      pointConversionMultiplier: 41.67,
    });
  });

  it("the points are those of the catalogue's rule for the same price (src/domain/product.ts)", () => {
    const item = usdItem(2);
    expect(item.convertedAmountValue).toBe(pointsOfPrice(165, baseConversionValueOf(sanFrancisco), 2));
    expect(bookingPointsOf(16500, "USD", currencyValueOf(sanFrancisco), 2)).toBe(item.convertedAmountValue);
  });

  it("what the order books leaves every shown figure out: the server prices it from its own rates", () => {
    const shown = usdItem(2);
    const other = {
      ...shown,
      amount: 1,
      currency_value: 9,
      convertedAmountValue: 1,
      pointConversionMultiplier: 9,
    };
    expect(bookingOf(other)).toEqual(bookingOf(shown));
    expect(Object.keys(bookingOf(shown)).sort()).toEqual([
      "expProductId",
      "guests",
      "preferredDate",
      "preferredTimeSlot",
    ]);
  });
});

describe("the paid booking leaves storage only when it is the stored one", () => {
  const confirmed = { product_id: 42002, date: "2026-12-01", time_slot: "10:00" };

  it("the same experience, day and time match; any other does not", () => {
    const item = itemOf();
    expect(isItemOfBooking(item, confirmed)).toBe(true);
    expect(isItemOfBooking(item, { ...confirmed, time_slot: "14:00" })).toBe(false);
    expect(isItemOfBooking(item, { ...confirmed, date: "2026-12-02" })).toBe(false);
    expect(isItemOfBooking(item, { ...confirmed, product_id: 61022 })).toBe(false);
  });
});

describe("the 'From' price of an experience card: what an adult pays on the cheapest day", () => {
  const rate = (price_category_id: number, price: number) => ({
    rate_id: `R${price_category_id}`,
    price_category_id,
    price,
  });
  // The coffee masterclass: adults ₹1,400 on weekdays, ₹1,540 at weekends; children ₹840.
  const weekday = { rates: [rate(1, 1400), rate(2, 840)] };
  const weekend = { rates: [rate(1, 1540), rate(2, 840)] };

  it("is the adult rate, not a child's lower one", () => {
    expect(fromPriceOf([weekday])).toBe(1400);
  });

  it("of the cheapest day: a weekday's adult rate, not the weekend's", () => {
    expect(fromPriceOf([weekend, weekday, weekend])).toBe(1400);
    expect(fromPriceOf([weekend])).toBe(1540);
  });

  it("without an adult rate, the lowest rate of any guest category; null without a rate", () => {
    expect(fromPriceOf([{ rates: [rate(3, 4000), rate(2, 900)] }])).toBe(900);
    expect(fromPriceOf([])).toBeNull();
    expect(fromPriceOf([{ rates: [] }])).toBeNull();
  });
});

describe("the experience's city calendar", () => {
  it("today is the city's day of the server clock", () => {
    const late = Date.UTC(2026, 10, 25, 20, 0, 0);
    expect(dayIn(late, "Asia/Kolkata")).toBe("2026-11-26");
    expect(dayIn(late, "America/Los_Angeles")).toBe("2026-11-25");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});

describe("the listing's URL (spec §2.3 '?categories[]={name}', §9 city 1319)", () => {
  it("keeps categories as 'categories[]=' and leaves defaults out", () => {
    const query = listingQueryOf("?categories[]=Dining&categories[]=Workshops&page=2&sort=rating");
    expect(query).toEqual({
      cityId: null,
      categories: ["Dining", "Workshops"],
      tag: "",
      sort: "rating",
      page: 2,
    });
    expect(listingQueryOf(listingSearchOf(query))).toEqual(query);
    expect(listingSearchOf({ ...query, categories: [], sort: "popular", page: 1 })).toBe("");
    expect(listingQueryOf("?page=-3&sort=cheapest&city_id=x")).toMatchObject({
      page: 1,
      sort: "popular",
      cityId: null,
    });
  });

  it("shows Bangalore (1319) unless the URL names a city of the country", () => {
    const cities = [{ city_id: 1320 }, { city_id: 1319 }];
    expect(listingCityOf({ cityId: null }, cities, 1319)).toBe(1319);
    expect(listingCityOf({ cityId: 1320 }, cities, 1319)).toBe(1320);
    expect(listingCityOf({ cityId: 2101 }, cities, 1319)).toBe(1319);
    expect(listingCityOf({ cityId: null }, [{ city_id: 2101 }], 1319)).toBe(2101);
  });
});

const experienceLine = (productId: number, price: number) =>
  voucherLineOf({
    productId,
    price,
    currency: "INR",
    quantity: 1,
    name: `Experience ${productId}`,
    point: price,
    baseConversionValue: 1,
    isMerchandiseProduct: false,
    isPerk: false,
    filterGroupId: null,
    categories: "1222",
    country_name: "India",
  });
const giftCard = voucherLineOf({
  productId: 28501,
  price: 500,
  currency: "INR",
  quantity: 1,
  name: "Gift card",
  point: 500,
  baseConversionValue: 1,
  isMerchandiseProduct: false,
  isPerk: false,
  filterGroupId: 37,
  categories: "698",
  country_name: "India",
});

describe("one experience in the cart, paid on its own (spec §4 'Cart rules', 'Special voucher category 1222')", () => {
  it("adding a second experience replaces the first; gift cards stay", () => {
    const withFirst = cartReducer(cartReducer(EMPTY_CART, { type: "ADD_CART", line: giftCard }), {
      type: "ADD_CART",
      line: experienceLine(61022, 11700),
    });
    const withSecond = cartReducer(withFirst, { type: "ADD_CART", line: experienceLine(42002, 3600) });
    expect(withSecond.vouchers.filter(isExperienceLine).map((l) => l.productId)).toEqual([42002]);
    expect(withSecond.vouchers.some((l) => l.productId === 28501)).toBe(true);
  });

  it("the checkout of a booking pays only its experience's line; the cart's checkout every line but the experience", () => {
    const lines = [giftCard, experienceLine(42002, 3600)];
    const booking = {
      expProductId: 42002,
      preferredDate: "2026-12-01",
      preferredTimeSlot: "10:00",
      guests: guests(2, 0),
    };
    expect(scopedLines(lines, booking).map((l) => l.productId)).toEqual([42002]);
    // The cart's checkout is the cart view with the special mode off: the experience (1222) is left out.
    expect(scopedLines(lines, null)).toEqual([giftCard]);
    const state = { ...initialCheckoutState(true), ...withLines(initialCheckoutState(true), lines) };
    const opened = { ...state, ...openedCheckoutFor(state, "/marketplace", booking) };
    expect(opened.lines.map((l) => l.productId)).toEqual([42002]);
    const order = {
      order_id: 9,
      order_key: "k",
      status: 7 as const,
      redirect_url: null,
      gateway: null,
      gateway_amount: 0,
      currency_code: "INR",
    };
    expect(statusPageOf({ ...opened, order })).toBe("/marketplace/exp-payment-status?order_id=9&key=k");
    expect(statusPageOf({ ...opened, booking: null, order })).toBe("/marketplace/payment-status/voucher/9/k");
  });
});
