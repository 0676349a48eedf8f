/**
 * The flight results say the passengers in the shopper's language (spec §3 'Language'): the counts
 * are worded by the flights table, never in English on a Spanish page.
 */

import { flightsMessages } from "@views/flights/messages";
import { passengersIn } from "@views/flights/passengers";
import { describe, expect, it } from "vitest";
import { textsIn } from "../../support/i18n";

describe("the passengers of a flight search, worded by the flights table", () => {
  it("says '2 adults, 1 child, 1 infant' in English and in Spanish", () => {
    const counts = { adult: 2, child: 1, infant: 1 };
    expect(passengersIn(flightsMessages.en, "en", counts)).toBe("2 adults, 1 child, 1 infant");
    expect(passengersIn(textsIn(flightsMessages, "es"), "es", counts)).toBe("2 adultos, 1 niño, 1 bebé");
  });

  it("leaves out children and infants when none travel", () => {
    expect(passengersIn(textsIn(flightsMessages, "de"), "de", { adult: 1, child: 0, infant: 0 })).toBe(
      "1 Erwachsener",
    );
  });
});
