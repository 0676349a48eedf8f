/**
 * Flight fares and the search rules as properties (spec §7.7 flights): a fare's total is the sum of
 * its per-passenger fares plus the taxes, in minor units, for any passenger mix within the limits;
 * the simulator's fares always add up; the passenger and date rules hold for any input.
 */
import type { PassengerCounts, SearchParameters } from "@contract/flights";
import {
  addDays,
  fareTotalMinor,
  isFareConsistent,
  MAX_PASSENGERS,
  passengerProblems,
  searchOfQuery,
  searchProblems,
  searchQueryOf,
} from "@domain/flights";
import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { fareOf } from "../server/domains/flights/schedule";

/** A passenger mix within the limits: 1 to 9 seats, at least one adult, no more infants than adults. */
const mix = fc
  .record({
    adult: fc.integer({ min: 1, max: MAX_PASSENGERS }),
    child: fc.integer({ min: 0, max: 8 }),
    infant: fc.nat(9),
  })
  .filter((p) => p.adult + p.child <= MAX_PASSENGERS && p.infant <= p.adult);
const anyCounts = fc.record({ adult: fc.nat(12), child: fc.nat(12), infant: fc.nat(12) });
const minor = fc.integer({ min: 0, max: 50_000_000 });

describe("fare totals", () => {
  test.prop([mix, minor, minor, minor, minor])(
    "total = adults × adult fare + children × child fare + infants × infant fare + taxes",
    (counts, adult, child, infant, taxes) => {
      const total = fareTotalMinor({ adult, child, infant }, counts, taxes);
      let sum = taxes;
      for (let i = 0; i < counts.adult; i += 1) sum += adult;
      for (let i = 0; i < counts.child; i += 1) sum += child;
      for (let i = 0; i < counts.infant; i += 1) sum += infant;
      expect(total).toBe(sum);
      expect(Number.isInteger(total)).toBe(true);
    },
  );

  test.prop([mix, fc.integer({ min: 500, max: 500_000 }), fc.integer({ min: 0, max: 80 })])(
    "every simulated fare adds up, in whole minor units",
    (counts, rupees, step) => {
      const fare = fareOf(rupees, counts, step);
      expect(isFareConsistent(fare, counts)).toBe(true);
      expect(Number.isInteger(fare.total_minor)).toBe(true);
    },
  );
});

describe("passenger rules", () => {
  test.prop([anyCounts])("a mix is accepted exactly when it is within the limits", (p: PassengerCounts) => {
    const within = p.adult >= 1 && p.adult + p.child <= MAX_PASSENGERS && p.infant <= p.adult;
    expect(passengerProblems(p).length === 0).toBe(within);
    expect(passengerProblems(p).includes("moreInfantsThanAdults")).toBe(p.infant > p.adult);
  });
});

const day = fc.integer({ min: 0, max: 400 });
const TODAY = "2026-11-25";

describe("date rules", () => {
  test.prop([day, fc.integer({ min: -30, max: 30 })])(
    "a return is refused exactly when it is before the departure",
    (out, gap) => {
      const departure = addDays(TODAY, out) ?? "";
      const back = addDays(departure, gap) ?? "";
      const search: SearchParameters = {
        trip_type: "return",
        origin: "BLR",
        destination: "BOM",
        departure_date: departure,
        return_date: back,
        passengers: { adult: 1, child: 0, infant: 0 },
        cabin_class: "economy",
      };
      expect(searchProblems(search, TODAY).includes("returnBeforeDeparture")).toBe(gap < 0);
    },
  );

  test.prop([fc.integer({ min: -400, max: 400 })])("a departure before today is refused", (offset) => {
    const search: SearchParameters = {
      trip_type: "one_way",
      origin: "DEL",
      destination: "GOI",
      departure_date: addDays(TODAY, offset) ?? "",
      return_date: null,
      passengers: { adult: 1, child: 0, infant: 0 },
      cabin_class: "business",
    };
    expect(searchProblems(search, TODAY).includes("pastDeparture")).toBe(offset < 0);
    expect(searchProblems(search, TODAY).includes("tooFarAhead")).toBe(offset > 365);
  });

  test.prop([mix, day, fc.nat(30), fc.boolean()])(
    "a search survives its URL",
    (passengers, out, gap, back) => {
      const departure = addDays(TODAY, out) ?? "";
      const search: SearchParameters = {
        trip_type: back ? "return" : "one_way",
        origin: "BLR",
        destination: "LHR",
        departure_date: departure,
        return_date: back ? addDays(departure, gap) : null,
        passengers,
        cabin_class: "premium_economy",
      };
      const query = Object.fromEntries(new URLSearchParams(searchQueryOf(search)));
      expect(searchOfQuery(query)).toEqual(search);
    },
  );
});
