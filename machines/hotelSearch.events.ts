/**
 * The hotel search flow's events and context (./hotelSearch.ts): the destination's type-ahead,
 * the search with its Stop, the filters and the sorting.
 */
import type { DestinationPreset, HotelCity, HotelLocation, HotelSearchResult } from "@contract/hotels";
import { type HotelFilters, type HotelSearchQuery, type HotelSort, NO_FILTERS } from "@domain/hotels";
import type { ErrorData } from "@errors/data";
import { Schema } from "effect";

const RoomGuests = Schema.Struct({ adults: Schema.Number, children: Schema.Number });

export const HotelSearchQuerySchema = Schema.Struct({
  destination: Schema.NullOr(
    Schema.Struct({ cityId: Schema.Number, name: Schema.String, countryCode: Schema.String }),
  ),
  checkIn: Schema.String,
  checkOut: Schema.String,
  rooms: Schema.Array(RoomGuests),
});

/** The events the hotel search and results pages send. */
export const hotelSearchEventSchemas = [
  /** The destination field, as typed (the type-ahead asks after the debounce, from 3 characters). */
  Schema.Struct({ type: Schema.Literal("HOTELS.DESTINATION_INPUT"), text: Schema.String }),
  /** The type-ahead's list closed (a choice, Escape, or the field left). */
  Schema.Struct({ type: Schema.Literal("HOTELS.SUGGESTIONS_CLOSE") }),
  /** The results page opened, or its address changed: search this (spec §2.3 '/hotels/listing'). */
  Schema.Struct({ type: Schema.Literal("HOTELS.SEARCH"), query: HotelSearchQuerySchema }),
  /** 'Stop': cancel the search in flight (spec §4 'Hotel search: it can be cancelled'). */
  Schema.Struct({ type: Schema.Literal("HOTELS.STOP") }),
  /** 'Try again' after a failed search. */
  Schema.Struct({ type: Schema.Literal("HOTELS.RETRY") }),
  Schema.Struct({
    type: Schema.Literal("HOTELS.FILTER"),
    filters: Schema.Struct({
      maxTotalMinor: Schema.NullOr(Schema.Number),
      stars: Schema.Array(Schema.Number),
      areas: Schema.Array(Schema.String),
    }),
  }),
  Schema.Struct({
    type: Schema.Literal("HOTELS.SORT"),
    sort: Schema.Literals(["price-asc", "price-desc", "stars-desc", "name"]),
  }),
] as const;

export type HotelSearchEvent = (typeof hotelSearchEventSchemas)[number]["Type"];
export type HotelSearchEventOf<T extends HotelSearchEvent["type"]> = Extract<
  HotelSearchEvent,
  { readonly type: T }
>;

/** `loading` while the cities load, `suggesting` while the type-ahead asks, `searching` while a search runs. */
export type HotelSearchTag = "loading" | "suggesting" | "searching";

export interface HotelSearchContext {
  readonly cities: readonly HotelCity[];
  readonly presets: readonly DestinationPreset[];
  readonly destinationText: string;
  readonly suggestions: readonly HotelLocation[];
  /** The search asked for last (running, or answered). */
  readonly query: HotelSearchQuery | null;
  /** The last results received and the search they answer: kept when a later search is cancelled. */
  readonly results: HotelSearchResult | null;
  readonly resultsQuery: HotelSearchQuery | null;
  /** Whether the last search was cancelled (Stop, a new search, the time-out): spec §4 isCancelled. */
  readonly isCancelled: boolean;
  readonly error: ErrorData | null;
  readonly filters: HotelFilters;
  readonly sort: HotelSort;
}

export const initialHotelSearchContext: HotelSearchContext = {
  cities: [],
  presets: [],
  destinationText: "",
  suggestions: [],
  query: null,
  results: null,
  resultsQuery: null,
  isCancelled: false,
  error: null,
  filters: NO_FILTERS,
  sort: "price-asc",
};
