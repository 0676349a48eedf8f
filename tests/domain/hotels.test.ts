/** The hotels' pure rules the result page's views lean on (src/domain/hotels.ts). */
import { activeFilterCount, NO_FILTERS } from "@domain/hotels";
import { describe, expect, it } from "vitest";

describe("the folded filters' count (the phone's 'Filters' control)", () => {
  it("counts a highest total, each star count and each area; no filters count none", () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ maxTotalMinor: 500_000, stars: [4, 5], areas: ["Baga"] })).toBe(4);
    expect(activeFilterCount({ ...NO_FILTERS, stars: [3] })).toBe(1);
  });
});
