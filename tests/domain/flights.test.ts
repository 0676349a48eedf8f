/**
 * The flight search and booking rules (spec §7.7 flights, §4 'A new search cancels the one in
 * flight'): the search form's rules, the results' filters and sorting, the passengers' names.
 */
import type { Offer, SearchParameters } from "@contract/flights";
import {
  activeFilterCount,
  carriersOf,
  dayNumber,
  departureWindowOf,
  formatDuration,
  NO_FILTERS,
  namesFlightSearch,
  passengerFieldProblems,
  passengerSlots,
  passengersText,
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
    expect(passengersText(counts)).toBe("2 adults, 1 child, 1 infant");
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
