/**
 * The events and context of the flight search flow (./flightSearch.ts): the schemas of every
 * event it accepts from outside and what it keeps.
 */
import { type Airport, SearchParameters, type SearchResults } from "@contract/flights";
import {
  DEPARTURE_WINDOWS,
  type FlightFilters,
  type FlightSort,
  NO_FILTERS,
  type SearchProblem,
  SORTS,
  STOP_CHOICES,
} from "@domain/flights";
import type { FlightFacts } from "@effects/flights";
import type { CatalogueText } from "@errors/catalogue";
import type { ErrorData } from "@errors/data";
import { Schema } from "effect";
import { sessionUserEventSchema } from "./facts";

export const AirportField = Schema.Literals(["origin", "destination"]);
export type AirportField = typeof AirportField.Type;

export const flightSearchEventSchemas = [
  /** The results page shows this search (from its URL): a new one cancels the one in flight. */
  Schema.Struct({ type: Schema.Literal("FLIGHTS.SEARCH"), search: SearchParameters }),
  /** 'Try again' after a failed search, or after the form data failed to load. */
  Schema.Struct({ type: Schema.Literal("FLIGHTS.RETRY") }),
  /** The text typed in an airport field: the type-ahead looks it up. */
  Schema.Struct({ type: Schema.Literal("FLIGHTS.AIRPORT_TEXT"), field: AirportField, text: Schema.String }),
  /** The results' filters (stops, carriers, departure time). */
  Schema.Struct({
    type: Schema.Literal("FLIGHTS.FILTER"),
    filters: Schema.Struct({
      stops: Schema.Array(Schema.Literals(STOP_CHOICES)),
      carriers: Schema.Array(Schema.String),
      departure: Schema.Array(Schema.Literals(DEPARTURE_WINDOWS)),
    }),
  }),
  Schema.Struct({ type: Schema.Literal("FLIGHTS.SORT"), sort: Schema.Literals(SORTS) }),
  /** Show prices in points, or in the shopper's currency. */
  Schema.Struct({ type: Schema.Literal("FLIGHTS.PRICE_IN"), unit: Schema.Literals(["currency", "points"]) }),
  /** From "session": the user's points currency and point value (./facts.ts). */
  sessionUserEventSchema,
] as const;

export type FlightSearchEvent = (typeof flightSearchEventSchemas)[number]["Type"];

/** `loading` while the form data loads, `searching` while a search runs, `lookingUp` for airports. */
export type FlightSearchTag = "loading" | "searching" | "lookingUp";

export interface FlightSearchContext {
  readonly facts: FlightFacts | null;
  /** The shopper's points currency (the prices' currency) and what one point is worth in it. */
  readonly currency: string;
  readonly pointValue: number;
  readonly priceIn: "currency" | "points";
  readonly search: SearchParameters | null;
  readonly results: SearchResults | null;
  /** The rule the search breaks, or the server's refusal. */
  readonly problem: SearchProblem | null;
  readonly refusal: CatalogueText | null;
  readonly error: ErrorData | null;
  readonly filters: FlightFilters;
  readonly sort: FlightSort;
  /** The airport field being typed in, its text and the airports found for it. */
  readonly lookup: { readonly field: AirportField; readonly text: string } | null;
  readonly airports: readonly Airport[];
}

export const initialFlightSearchContext: FlightSearchContext = {
  facts: null,
  currency: "INR",
  pointValue: 1,
  priceIn: "currency",
  search: null,
  results: null,
  problem: null,
  refusal: null,
  error: null,
  filters: NO_FILTERS,
  sort: "price",
  lookup: null,
  airports: [],
};
