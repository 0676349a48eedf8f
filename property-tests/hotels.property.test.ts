/**
 * Hotel stay rules (src/domain/hotels.ts): nights rounded up (spec §9), the stay's total in minor
 * units (nights × sum of the room rates + taxes), the date and room rules, and the search kept in
 * the page address.
 */
import {
  addDays,
  defaultSearch,
  isoDay,
  MAX_ROOMS,
  nightsBetween,
  searchFromParams,
  searchToParams,
  shownHotels,
  stayProblem,
  stayTotal,
  taxesMinor,
} from "@domain/hotels";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";

const runs = { numRuns: 500 };
const day = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2030, 0, 1) }).map((ms) => isoDay(ms));
const room = fc.record({ adults: fc.integer({ min: 1, max: 4 }), children: fc.integer({ min: 0, max: 3 }) });
const rooms = fc.array(room, { minLength: 1, maxLength: MAX_ROOMS });

describe("stay total (minor units)", () => {
  test.prop(
    [
      fc.integer({ min: 0, max: 30 }),
      fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 5 }),
      fc.integer({ min: 0, max: 3_000 }),
    ],
    runs,
  )("total = nights × sum of the room rates + taxes, every part an integer", (nights, rates, bps) => {
    const total = stayTotal(nights, rates, bps);
    const sum = rates.reduce((a, b) => a + b, 0);
    expect(total.baseMinor).toBe(nights * sum);
    expect(total.totalMinor).toBe(nights * sum + total.taxesMinor);
    expect(Number.isInteger(total.taxesMinor)).toBe(true);
    // Taxes are within half a minor unit of the exact share.
    expect(Math.abs(total.taxesMinor * 10_000 - nights * sum * bps)).toBeLessThanOrEqual(5_000);
  });

  it("rounds taxes half up", () => {
    expect(taxesMinor(1_000, 1_250)).toBe(125);
    expect(taxesMinor(5, 1_000)).toBe(1);
    expect(taxesMinor(4, 1_000)).toBe(0);
  });
});

describe("nights and the stay rules", () => {
  test.prop([day, fc.integer({ min: 1, max: 60 })], runs)(
    "nights are the days between the dates",
    (checkIn, n) => {
      expect(nightsBetween(checkIn, addDays(checkIn, n))).toBe(n);
    },
  );

  test.prop([day, fc.integer({ min: 0, max: 30 })], runs)(
    "a check-out on or before the check-in is refused",
    (checkIn, back) => {
      expect(
        stayProblem(
          { checkIn, checkOut: addDays(checkIn, -back), rooms: [{ adults: 1, children: 0 }] },
          checkIn,
        ),
      ).toBe("dates");
    },
  );

  test.prop([day, fc.integer({ min: 1, max: 365 }), rooms], runs)(
    "a check-in before today is refused",
    (today, back, r) => {
      const checkIn = addDays(today, -back);
      expect(stayProblem({ checkIn, checkOut: addDays(checkIn, 2), rooms: r }, today)).toBe("past");
    },
  );

  test.prop([day, fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 30 }), rooms], runs)(
    "a stay from today on, of 1 to 30 nights and 1 to 5 rooms, is accepted",
    (today, ahead, nights, r) => {
      const checkIn = addDays(today, ahead);
      expect(stayProblem({ checkIn, checkOut: addDays(checkIn, nights), rooms: r }, today)).toBeNull();
    },
  );

  it("refuses zero rooms, too many rooms, a room without adults and a 31-night stay", () => {
    const base = { checkIn: "2026-12-01", checkOut: "2026-12-03" };
    expect(stayProblem({ ...base, rooms: [] }, "2026-11-25")).toBe("rooms");
    expect(stayProblem({ ...base, rooms: Array(6).fill({ adults: 1, children: 0 }) }, "2026-11-25")).toBe(
      "rooms",
    );
    expect(stayProblem({ ...base, rooms: [{ adults: 0, children: 2 }] }, "2026-11-25")).toBe("guests");
    expect(
      stayProblem({ ...base, checkOut: "2027-01-01", rooms: [{ adults: 1, children: 0 }] }, "2026-11-25"),
    ).toBe("tooLong");
  });
});

describe("the search in the page address", () => {
  test.prop(
    [day, fc.integer({ min: 1, max: 9999 }), fc.string({ minLength: 1, maxLength: 20 }), rooms],
    runs,
  )("reads back what it wrote", (checkIn, cityId, name, r) => {
    const query = {
      destination: { cityId, name, countryCode: "IN" },
      checkIn,
      checkOut: addDays(checkIn, 2),
      rooms: r,
    };
    expect(searchFromParams(searchToParams(query), "2025-01-01")).toEqual(query);
  });

  it("falls back to the default stay for missing or broken parts", () => {
    expect(searchFromParams("checkIn=2026-02-30&rooms=x", "2026-11-25")).toEqual(defaultSearch("2026-11-25"));
  });
});

describe("results: filters and sorting", () => {
  const hotel = fc.record({
    hotel_id: fc.integer({ min: 1, max: 1_000_000 }),
    name: fc.string({ maxLength: 8 }),
    stars: fc.integer({ min: 1, max: 5 }),
    area: fc.constantFrom("A", "B", "C"),
    total_minor: fc.integer({ min: 0, max: 1_000_000 }),
  });
  test.prop(
    [
      fc.array(hotel, { maxLength: 30 }),
      fc.integer({ min: 0, max: 1_000_000 }),
      fc.subarray([1, 2, 3, 4, 5]),
    ],
    runs,
  )("keeps exactly the hotels within the price and stars, cheapest first", (hotels, max, stars) => {
    const shown = shownHotels(hotels, { maxTotalMinor: max, stars, areas: [] }, "price-asc");
    const expected = hotels.filter(
      (h) => h.total_minor <= max && (stars.length === 0 || stars.includes(h.stars)),
    );
    expect(shown.length).toBe(expected.length);
    for (let i = 1; i < shown.length; i += 1)
      expect(shown[i - 1]?.total_minor ?? 0).toBeLessThanOrEqual(shown[i]?.total_minor ?? 0);
  });
});
