/**
 * The events and context of the flight booking flow (./flightBooking.ts): the schemas of every
 * event it accepts from outside and what it keeps. Passengers' names are personal data: their
 * schema marks them sensitive, so the event log never records them in clear.
 */
import {
  type Fare,
  type Itinerary,
  Offer,
  Passenger,
  type Passenger as PassengerType,
  SearchParameters,
} from "@contract/flights";
import type { PassengerFieldProblem } from "@domain/flights";
import type { CatalogueText } from "@errors/catalogue";
import type { ErrorData } from "@errors/data";
import { Schema } from "effect";

export const flightBookingEventSchemas = [
  /** 'Select' on a result: holds it for the search's passengers, priced in `currency`. */
  Schema.Struct({
    type: Schema.Literal("FLIGHTS.CHOOSE"),
    offer: Offer,
    search: SearchParameters,
    currency: Schema.String,
  }),
  /** 'Continue' with the passengers' names. */
  Schema.Struct({ type: Schema.Literal("FLIGHTS.NAME_PASSENGERS"), passengers: Schema.Array(Passenger) }),
  /** 'Change passengers' after the flight went to the cart. */
  Schema.Struct({ type: Schema.Literal("FLIGHTS.EDIT_PASSENGERS") }),
  /** 'Try again' after a failed call. */
  Schema.Struct({ type: Schema.Literal("FLIGHTS.RETRY_BOOKING") }),
  /**
   * The results page opened on a held itinerary (its address names it: a reload of the passenger
   * step): fetch_itinerary reopens the step with the held fare and what is left of the hold.
   */
  Schema.Struct({ type: Schema.Literal("FLIGHTS.RESUME"), itineraryId: Schema.String }),
  /** Back to the results: the hold is let go (it expires on the server). */
  Schema.Struct({ type: Schema.Literal("FLIGHTS.CANCEL_BOOKING") }),
] as const;

export type FlightBookingEvent = (typeof flightBookingEventSchemas)[number]["Type"];

/**
 * `holding` while the itinerary is created, `resuming` while a held one is fetched again,
 * `naming` while the names are sent.
 */
export type FlightBookingTag = "holding" | "resuming" | "naming";

export interface FlightBookingContext {
  readonly offer: Offer | null;
  readonly search: SearchParameters | null;
  readonly currency: string;
  readonly itinerary: Itinerary | null;
  /** The itinerary the page's address named, while it is reopened (and after, if it is gone). */
  readonly resumeId: string | null;
  /** The names as typed, under keys the event log redacts. */
  readonly passengers: readonly PassengerType[];
  readonly fieldProblems: readonly PassengerFieldProblem[];
  /** A refusal: a changed fare (with the fare now), an expired itinerary, the server's words. */
  readonly refusal: CatalogueText | null;
  readonly reason: string | null;
  readonly currentFare: Fare | null;
  readonly error: ErrorData | null;
}

export const initialFlightBookingContext: FlightBookingContext = {
  offer: null,
  search: null,
  currency: "INR",
  itinerary: null,
  resumeId: null,
  passengers: [],
  fieldProblems: [],
  refusal: null,
  reason: null,
  currentFare: null,
  error: null,
};
