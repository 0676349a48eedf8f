/**
 * The flight search and booking rules (spec §7.7 flights, §4 'A new search cancels the one in
 * flight'): the search form's rules, the results' filters and sorting, the passengers' names.
 */
import { CABIN_CLASSES, type Itinerary, type Offer, type SearchParameters } from "@contract/flights";
import { SECTION_CABIN_CLASSES } from "@domain/cartSections";
import {
  activeFilterCount,
  carriersOf,
  dayNumber,
  departureWindowOf,
  FLIGHT_PRODUCT_ID,
  flightSectionItem,
  formatDuration,
  NO_FILTERS,
  namesFlightSearch,
  passengerFieldProblems,
  passengerSlots,
  searchOfQuery,
  searchProblems,
  visibleOffers,
} from "@domain/flights";
import { describe, expect, it } from "vitest";

const base: SearchParameters = {
  trip_type: "return",
  origin: "BLR",
  destination: "BOM",
  departure_date: "2026-12-10",
  return_date: "2026-12-17",
  passengers: { adult: 1, child: 0, infant: 0 },
  cabin_class: "economy",
};

const journey = (carrier: string, at: string, minutes: number, stops: number) => ({
  carrier_code: carrier,
  flight_number: "101",
  origin: "BLR",
  destination: "BOM",
  departure_at: at,
  arrival_at: at,
  duration_minutes: minutes,
  stops,
  stop_airports: [],
});

const offer = (id: string, total: number, out: ReturnType<typeof journey>, back = out): Offer => ({
  offer_id: id,
  outbound: out,
  inbound: back,
  cabin_class: "economy",
  fare: {
    currency_code: "INR",
    per_passenger: { adult: total, child: 0, infant: 0 },
    taxes_minor: 0,
    total_minor: total,
  },
});

describe("search rules", () => {
  it("a valid return search has no problem", () => {
    expect(searchProblems(base, "2026-11-25")).toEqual([]);
  });
  it("names each bad input", () => {
    expect(searchProblems({ ...base, destination: "blr" }, null)).toEqual(["sameAirports"]);
    expect(searchProblems({ ...base, return_date: "2026-12-09" }, null)).toEqual(["returnBeforeDeparture"]);
    expect(searchProblems({ ...base, departure_date: "2026-11-24" }, "2026-11-25")).toContain(
      "pastDeparture",
    );
    expect(searchProblems({ ...base, passengers: { adult: 1, child: 0, infant: 2 } }, null)).toEqual([
      "moreInfantsThanAdults",
    ]);
    expect(searchProblems({ ...base, passengers: { adult: 0, child: 1, infant: 0 } }, null)).toEqual([
      "noAdult",
    ]);
    expect(searchProblems({ ...base, return_date: "" }, null)).toEqual(["missingReturn"]);
    expect(searchProblems({ ...base, trip_type: "one_way", return_date: "" }, null)).toEqual([]);
  });
  it("a date must be a real date", () => {
    expect(dayNumber("2026-02-30")).toBeNull();
    expect(dayNumber("2026-02-28")).not.toBeNull();
  });
  it("a URL with nothing in it is a one-way search for one adult that names what is missing", () => {
    const search = searchOfQuery({});
    expect(search.passengers).toEqual({ adult: 1, child: 0, infant: 0 });
    expect(searchProblems(search, null)).toEqual(["missingOrigin", "missingDestination", "missingDeparture"]);
  });
});

describe("results: filters and sorting", () => {
  const direct = offer("a", 900_000, journey("SA", "2026-12-10T06:00", 100, 0));
  const oneStop = offer(
    "b",
    700_000,
    journey("MJ", "2026-12-10T13:00", 240, 1),
    journey("MJ", "2026-12-17T09:00", 100, 0),
  );
  const late = offer("c", 800_000, journey("SA", "2026-12-10T21:30", 95, 0));
  const all = [direct, oneStop, late];

  it("non-stop keeps the offers without a stop either way", () => {
    expect(visibleOffers(all, { ...NO_FILTERS, stops: ["0"] }, "price").map((o) => o.offer_id)).toEqual([
      "c",
      "a",
    ]);
  });
  it("filters by carrier and by departure time", () => {
    expect(visibleOffers(all, { ...NO_FILTERS, carriers: ["MJ"] }, "price").map((o) => o.offer_id)).toEqual([
      "b",
    ]);
    expect(
      visibleOffers(all, { ...NO_FILTERS, departure: ["evening"] }, "price").map((o) => o.offer_id),
    ).toEqual(["c"]);
    expect(departureWindowOf("2026-12-10T04:59")).toBe("night");
  });
  it("sorts by price, duration or departure", () => {
    expect(visibleOffers(all, NO_FILTERS, "price").map((o) => o.offer_id)).toEqual(["b", "c", "a"]);
    expect(visibleOffers(all, NO_FILTERS, "duration").map((o) => o.offer_id)).toEqual(["c", "a", "b"]);
    expect(visibleOffers(all, NO_FILTERS, "departure").map((o) => o.offer_id)).toEqual(["a", "b", "c"]);
  });
  it("lists each carrier once; durations read as hours and minutes", () => {
    expect(carriersOf(all)).toEqual(["MJ", "SA"]);
    expect(formatDuration(125)).toBe("2h 05m");
  });
});

describe("passengers", () => {
  const counts = { adult: 2, child: 1, infant: 1 };
  it("one slot per traveller, adults first", () => {
    expect(passengerSlots(counts)).toEqual(["adult", "adult", "child", "infant"]);
  });
  it("each name is required and made of letters", () => {
    const passengers = passengerSlots(counts).map((type) => ({ type, first_name: "Asha", last_name: "Rao" }));
    expect(passengerFieldProblems(passengers, counts)).toEqual([]);
    const bad = passengers.map((p, i) =>
      i === 1 ? { ...p, first_name: " " } : i === 2 ? { ...p, last_name: "R2D2" } : p,
    );
    expect(passengerFieldProblems(bad, counts)).toEqual([
      { index: 1, field: "first_name", problem: "nameRequired" },
      { index: 2, field: "last_name", problem: "nameInvalid" },
    ]);
    expect(passengerFieldProblems(passengers.slice(1), counts)).toBe("countMismatch");
  });
});

describe("a held itinerary as the cart's flights item (spec §4, §9 flights 50)", () => {
  const itinerary = (inbound: boolean): Itinerary => {
    const out = journey("AI", "2026-12-10T06:05", 125, 0);
    const back = { ...journey("6E", "2026-12-17T21:40", 130, 1), origin: "BOM", destination: "BLR" };
    return {
      itinerary_id: "FLAB12CD34EF",
      status: "held",
      offer: {
        ...offer("a", 1_250_000, out),
        inbound: inbound ? back : null,
        cabin_class: "premium_economy",
      },
      passengers_count: { adult: 2, child: 1, infant: 0 },
      price: { currency_code: "INR", total_minor: 1_250_000 },
      passengers_named: true,
      expires_at: "2026-12-01T10:00:00Z",
      expires_in_ms: 600_000,
      order_id: null,
    };
  };

  it("holds the legs, the passenger counts and the cabin as facts, and the order line's name", () => {
    const item = flightSectionItem(itinerary(true));
    expect(item).toMatchObject({
      product_id: FLIGHT_PRODUCT_ID,
      name: "Flight BLR ⇄ BOM",
      price: 12500,
      currency: "INR",
      filterGroupId: 50,
      reference: "FLAB12CD34EF",
    });
    expect(item.facts).toEqual({
      _tag: "flight",
      outbound: {
        carrier_code: "AI",
        flight_number: "101",
        origin: "BLR",
        destination: "BOM",
        departure_at: "2026-12-10T06:05",
      },
      inbound: {
        carrier_code: "6E",
        flight_number: "101",
        origin: "BOM",
        destination: "BLR",
        departure_at: "2026-12-17T21:40",
      },
      passengers_count: { adult: 2, child: 1, infant: 0 },
      cabin_class: "premium_economy",
    });
  });

  it("a one-way flight has no return leg and is named with '→'", () => {
    const item = flightSectionItem(itinerary(false));
    expect(item.name).toBe("Flight BLR → BOM");
    expect(item.facts).toMatchObject({ _tag: "flight", inbound: null });
  });

  it("its cabin classes are the flight calls' (src/contract/flights.ts)", () => {
    expect(SECTION_CABIN_CLASSES).toEqual(CABIN_CLASSES);
  });
});

describe("the folded filters' count (the phone's 'Filters' control)", () => {
  it("counts every choice that is on, none for no filters", () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ stops: ["0"], carriers: ["SA", "IN"], departure: ["morning"] })).toBe(4);
  });
});

describe("a flight results address without a search (spec §2.3 '/flights/listing')", () => {
  it("names no search without both airports and the departure date, so the page offers to start one", () => {
    expect(namesFlightSearch({})).toBe(false);
    expect(namesFlightSearch({ from: "DEL", to: "BOM" })).toBe(false);
    expect(namesFlightSearch({ from: "DEL", depart: "2026-12-01", to: " " })).toBe(false);
  });

  it("names a search with both airports and the departure date", () => {
    expect(namesFlightSearch({ from: "DEL", to: "BOM", depart: "2026-12-01" })).toBe(true);
  });
});
