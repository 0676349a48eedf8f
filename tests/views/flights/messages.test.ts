/**
 * The flight search form's problems read in English as the reference API words them, so a
 * problem the form shows and one the API answers with are the same sentence.
 */
import { SEARCH_PROBLEM_TEXTS, SEARCH_PROBLEMS } from "@domain/flights";
import { flightsMessages } from "@views/flights/messages";
import { describe, expect, it } from "vitest";

describe("the flight search problems' English texts", () => {
  it("has a text for every problem, the API's own", () => {
    for (const problem of SEARCH_PROBLEMS) {
      expect(flightsMessages.en[problem]).toBe(SEARCH_PROBLEM_TEXTS[problem]);
    }
  });

  it("says the limits in words", () => {
    expect(flightsMessages.en.sameAirports).toBe("The departure and arrival airports must be different.");
    expect(flightsMessages.en.tooManyPassengers).toBe(
      "At most 9 passengers (adults and children) can travel on one booking.",
    );
    expect(flightsMessages.en.moreInfantsThanAdults).toBe(
      "Each infant travels on an adult's lap: no more infants than adults.",
    );
  });
});
