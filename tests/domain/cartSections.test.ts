import { type CartVoucherLine, voucherLineOf } from "@domain/cart";
import {
  itineraryOfQuery,
  SECTION_FILTER_GROUPS,
  type SectionItem,
  sectionEntriesOf,
  sectionItemsOf,
  sectionOrderLineOf,
  withItineraryQuery,
  withoutSection,
  withSectionItem,
} from "@domain/cartSections";
import { checkoutSplit, checkoutTotal, voucherOrderOf } from "@domain/checkout";
import { initialPaymentPreferences } from "@domain/payment";
import { EMPTY_WALLET } from "@domain/wallet";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { HOTEL_STAY_FACTS, ONE_WAY_FLIGHT_FACTS } from "../support/sectionFacts";

const giftCard = (price: number, quantity = 1): CartVoucherLine =>
  voucherLineOf({
    productId: 40211,
    price,
    currency: "INR",
    quantity,
    name: "Fashion Gift Card",
    point: price,
    baseConversionValue: 1,
    isMerchandiseProduct: false,
    isPerk: false,
    filterGroupId: 37,
    categories: "697",
    country_name: "India",
  });

const flight: SectionItem = {
  product_id: 9001,
  name: "DEL → BOM",
  price: 5400.5,
  currency: "INR",
  filterGroupId: SECTION_FILTER_GROUPS.flights,
  reference: "IT-1",
  facts: ONE_WAY_FLIGHT_FACTS,
};
const hotel: SectionItem = {
  ...flight,
  product_id: 55399,
  name: "Harbour View Hotel",
  price: 12000,
  filterGroupId: SECTION_FILTER_GROUPS.hotel,
  reference: "HTL-1",
  facts: HOTEL_STAY_FACTS,
};

describe("spec §9 filter groups of the sections", () => {
  it("flights 50, hotel 64, topup 61, cashout 67", () => {
    expect(SECTION_FILTER_GROUPS).toEqual({ flights: 50, hotel: 64, topup: 61, cashout: 67 });
  });
});

describe("spec §4 'Cart rules': a booking replaces its section", () => {
  it("a second flight replaces the first; other sections stay", () => {
    const second = { ...flight, reference: "IT-2" };
    const items = withSectionItem(
      withSectionItem(withSectionItem({}, "flights", flight), "hotel", hotel),
      "flights",
      second,
    );
    expect(sectionEntriesOf(items)).toEqual([
      { section: "flights", item: second },
      { section: "hotel", item: hotel },
    ]);
    expect(withoutSection(items, "flights")).toEqual({ hotel });
  });

  it("a booking of another section's filter group is not taken", () => {
    expect(withSectionItem({}, "cashout", flight)).toEqual({});
  });
});

describe("spec §9 'Cart totals' with section bookings: each is charged once", () => {
  it("the total is the voucher lines plus each booking's price", () => {
    expect(checkoutTotal([giftCard(1000, 2)], [flight, hotel])).toEqual({
      ok: true,
      value: { amount: 200_000 + 540_050 + 1_200_000, currency: "INR" },
    });
  });

  it("a booking alone makes a cart; one in another currency is a mixed cart", () => {
    expect(checkoutTotal([], [hotel])).toEqual({ ok: true, value: { amount: 1_200_000, currency: "INR" } });
    expect(checkoutTotal([giftCard(1000)], [{ ...hotel, currency: "EUR" }])).toEqual({
      ok: false,
      error: "mixed-currencies",
    });
  });

  test.prop([
    fc.array(fc.tuple(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 10 })), {
      maxLength: 5,
    }),
    fc.array(fc.integer({ min: 1, max: 50_000_000 }), { minLength: 1, maxLength: 4 }),
  ])(
    "property: the total in minor units is the lines' total plus the sum of the bookings' prices",
    (lines, prices) => {
      const vouchers = lines.map(([price, quantity]) => giftCard(price, quantity));
      const sections = prices.map((minor, index) => ({
        ...flight,
        reference: `IT-${index}`,
        price: minor / 100,
      }));
      const linesOnly = vouchers.reduce((sum, line) => sum + line.price * 100 * line.quantity, 0);
      const total = checkoutTotal(vouchers, sections);
      expect(total).toEqual({
        ok: true,
        value: { amount: linesOnly + prices.reduce((sum, minor) => sum + minor, 0), currency: "INR" },
      });
    },
  );

  it("the gateway takes the whole of a booking when nothing else pays", () => {
    const split = checkoutSplit({
      lines: [],
      sections: [hotel],
      wallet: EMPTY_WALLET,
      rates: {},
      access: { rewardPoints: 1, gcb: 1, tokens: 1, voucher: 1, gateway: 1 },
      preferences: initialPaymentPreferences(),
    });
    expect(split.ok && split.value.amountDue).toEqual({ amount: 1_200_000, currency: "INR" });
  });
});

describe("the order line of a booking carries its reference (src/contract/orders.ts)", () => {
  it("quantity 1, its section's filter group and its reference", () => {
    expect(sectionOrderLineOf(hotel)).toEqual({
      product_id: 55399,
      name: "Harbour View Hotel",
      price: 12000,
      quantity: 1,
      currency_code: "INR",
      filter_group_id: 64,
      reference: "HTL-1",
    });
  });

  it("an order holds the voucher lines, then the bookings", () => {
    const order = voucherOrderOf({
      idempotencyKey: "order-key-1",
      site: "marketplace",
      lines: [giftCard(1000)],
      sections: [hotel],
      checkoutUser: {
        firstname: "A",
        lastname: "B",
        email: "a@b.example",
        phone: "9876543210",
        phone_code: "91",
      },
      split: { shares: [], amountDue: { amount: 1_300_000, currency: "INR" }, gateway: "gateway-inr" },
      codes: [],
    });
    expect(order.cart.map((line) => line.reference)).toEqual([undefined, "HTL-1"]);
  });
});

describe("spec §4 'Persisted state': saved bookings read back", () => {
  it("a sound item per section is kept; a wrong shape, a wrong group or a price that is not above 0 is dropped", () => {
    expect(
      sectionItemsOf({
        flights: flight,
        hotel: { ...hotel, filterGroupId: 50 },
        topup: { ...flight, filterGroupId: 61, price: -5 },
        cashout: "nonsense",
      }),
    ).toEqual({ flights: flight });
  });

  it("each booking's facts read back as saved: a hotel stay, a flight, a recharge", () => {
    const topup: SectionItem = {
      ...flight,
      product_id: 48001,
      name: "Airtel recharge",
      filterGroupId: SECTION_FILTER_GROUPS.topup,
      reference: "RCG100001",
      facts: { _tag: "recharge", operator: "Airtel", circle: null, plan: "1.5 GB/day, 28 days" },
    };
    const saved = JSON.parse(JSON.stringify({ flights: flight, hotel, topup }));
    expect(sectionItemsOf(saved)).toEqual({ flights: flight, hotel, topup });
  });

  it("a booking whose facts are not sound is dropped: no night, an unknown cabin, an unknown kind", () => {
    const stay = hotel.facts?._tag === "hotel" ? hotel.facts : null;
    const trip = flight.facts?._tag === "flight" ? flight.facts : null;
    expect(
      sectionItemsOf({
        hotel: { ...hotel, facts: { ...stay, nights: 0 } },
        flights: { ...flight, facts: { ...trip, cabin_class: "steerage" } },
        topup: { ...flight, filterGroupId: 61, facts: { _tag: "cruise" } },
      }),
    ).toEqual({});
  });

  it("a cart saved when items held English summary lines keeps its bookings, without the lines", () => {
    const { facts: _facts, ...fields } = hotel;
    const before = {
      hotel: { ...fields, summary: ["Deluxe King", "2026-12-12 – 2026-12-14", "2 nights, 1 room, 2 guests"] },
      flights: {
        ...fields,
        ...flight,
        facts: undefined,
        summary: ["AI 101 · 2026-12-12 10:00", "1 adult · Economy"],
      },
    };
    expect(sectionItemsOf(JSON.parse(JSON.stringify(before)))).toEqual({
      flights: { ...flight, facts: null },
      hotel: { ...hotel, facts: null },
    });
  });

  it("anything that is not an object reads as no bookings", () => {
    for (const value of [null, "x", 3, [flight]]) expect(sectionItemsOf(value)).toEqual({});
  });
});

describe("a held booking's page address names its itinerary only (spec §7.7 fetch_itinerary)", () => {
  it("adds, reads and removes the itinerary, keeping the search's own parameters in order", () => {
    const search = "trip=return&from=BLR&to=BOM&adults=1";
    const held = withItineraryQuery(search, "FLAB12CD34EF");
    expect(held).toBe("trip=return&from=BLR&to=BOM&adults=1&itinerary=FLAB12CD34EF");
    expect(itineraryOfQuery(held)).toBe("FLAB12CD34EF");
    expect(withItineraryQuery(held, "HI-XY")).toBe("trip=return&from=BLR&to=BOM&adults=1&itinerary=HI-XY");
    expect(withItineraryQuery(held, null)).toBe(search);
    expect(itineraryOfQuery(search)).toBeNull();
  });

  it("reads nothing that is not a reference (no spaces, quotes or addresses)", () => {
    for (const value of ["", "a b", "x@y.example", "<script>", "A".repeat(65)])
      expect(itineraryOfQuery(`itinerary=${encodeURIComponent(value)}`)).toBeNull();
  });
});
