/** The hotels' pure rules the result page's views lean on (src/domain/hotels.ts). */
import {
  activeFilterCount,
  knownAmenityOf,
  knownBoardOf,
  NO_FILTERS,
  namesHotelSearch,
} from "@domain/hotels";
import { describe, expect, it } from "vitest";

describe("the folded filters' count (the phone's 'Filters' control)", () => {
  it("counts a highest total, each star count and each area; no filters count none", () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ maxTotalMinor: 500_000, stars: [4, 5], areas: ["Baga"] })).toBe(4);
    expect(activeFilterCount({ ...NO_FILTERS, stars: [3] })).toBe(1);
  });
});

describe("a hotel's boards and amenities the storefront words in the shopper's language (the API's data)", () => {
  it("knows the reference API's boards and amenities, however spelled", () => {
    expect(knownBoardOf("Room only")).toBe("roomOnly");
    expect(knownBoardOf("breakfast  included")).toBe("breakfastIncluded");
    expect(knownAmenityOf("Free Wi-Fi")).toBe("wifi");
    expect(knownAmenityOf("Airport shuttle")).toBe("airportShuttle");
  });

  it("leaves any other board or amenity to its own name", () => {
    expect(knownBoardOf("Half board")).toBeNull();
    expect(knownAmenityOf("Rooftop terrace")).toBeNull();
  });
});

describe("a hotel results address without a search (spec §2.3 '/hotels/listing')", () => {
  it("names no search when it has no destination, so the page offers to start one", () => {
    expect(namesHotelSearch("")).toBe(false);
    expect(namesHotelSearch("checkIn=2026-12-01&checkOut=2026-12-03&rooms=2-0")).toBe(false);
    expect(namesHotelSearch("cityId=1319")).toBe(false);
  });

  it("names a search with a destination's city id and name", () => {
    expect(namesHotelSearch("cityId=1319&city=Bangalore&country=IN")).toBe(true);
  });
});
