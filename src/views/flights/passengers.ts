/**
 * Who travels, in words: the flight pages and the cart's flight booking say it alike. Its own
 * module so the cart loads it without the flight pages' pieces and styles.
 */
import type { InterfaceLanguage } from "../i18n";
import { plural } from "../i18n/plural";
import type { flightsMessages } from "./messages";

/** The passenger counts by type (src/contract/flights.ts PassengerCounts). */
export interface Travellers {
  readonly adult: number;
  readonly child: number;
  readonly infant: number;
}

/** '2 adults, 1 child, 1 infant' in `language`; children and infants only when there are some. */
export const passengersIn = (
  text: typeof flightsMessages.en,
  language: InterfaceLanguage,
  counts: Travellers,
): string =>
  [
    plural(text.adultCount, counts.adult, language),
    counts.child > 0 ? plural(text.childCount, counts.child, language) : null,
    counts.infant > 0 ? plural(text.infantCount, counts.infant, language) : null,
  ]
    .filter((part): part is string => part !== null)
    .join(", ");
