/**
 * The Effect programs of the flight screens (spec §7.7 'Flights (flights tag)') and the live actors
 * their machines invoke by name. A call that answers success other than 1 is a refusal with the
 * server's words; transport failures are typed errors. Leaving the invoking state interrupts the
 * program and aborts its request (a new search cancels the one in flight, spec §4).
 */
import {
  type AirFields,
  type Airport,
  type Carrier,
  type ClientCurrency,
  create_itinerary,
  type Fare,
  fetch_air_fields,
  fetch_carriers,
  fetch_client_currency_details,
  fetch_itinerary,
  type Itinerary,
  type ItineraryAnswer,
  type Offer,
  type Passenger,
  type SearchParameters,
  type SearchResults,
  search_airports,
  search_flights,
  update_itinerary,
} from "@contract/flights";
import { dateOfInstant, normalizedSearch, type SearchProblem, searchProblems } from "@domain/flights";
import type { CallFailure } from "@errors/data";
import { HeldItineraryGone } from "@errors/situations";
import { Clock, Effect, type Layer } from "effect";
import { effectActor } from "./runtime/actor";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";
import { callOperation } from "./runtime/transport";

/** What the search form and the results need before a search: the form data, carriers, currency. */
export interface FlightFacts {
  readonly fields: AirFields | null;
  readonly carriers: readonly Carrier[];
  readonly currency: ClientCurrency | null;
}

/** filghtFilterData (spec §3), the carriers and the shopper's currency, read together. */
export const loadFlightFacts = Effect.fn("flights.loadFacts")(function* (input: {
  readonly currency: string;
}) {
  const [fields, carriers, currency] = yield* Effect.all(
    [
      callOperation(fetch_air_fields, {}),
      callOperation(fetch_carriers, {}),
      callOperation(fetch_client_currency_details, { targetCurrencyCode: input.currency }),
    ],
    { concurrency: 3 },
  );
  const facts: FlightFacts = {
    fields: fields.data.fetch_air_fields.data ?? null,
    carriers: carriers.data.fetch_carriers.data?.carriers ?? [],
    currency: currency.data.fetch_client_currency_details.data ?? null,
  };
  return facts;
});

/** search_airports {searchParameter}: the type-ahead's airports. */
export const lookupAirports = Effect.fn("flights.lookupAirports")(function* (input: {
  readonly text: string;
}) {
  const answer = yield* callOperation(search_airports, { searchParameter: input.text });
  const airports: readonly Airport[] = answer.data.search_airports.data?.airports ?? [];
  return airports;
});

/** A search's outcome: the offers, or the rule it breaks, or the server's refusal. */
export type SearchOutcome =
  | { readonly ok: true; readonly results: SearchResults }
  | { readonly ok: false; readonly problem: SearchProblem | null; readonly message: string | null };

/** search_flights {searchParameters}, after the rules that need today's date (read from the Clock). */
export const searchFlights = Effect.fn("flights.search")(function* (search: SearchParameters) {
  const now = yield* Clock.currentTimeMillis;
  const problem = searchProblems(search, dateOfInstant(now))[0];
  if (problem !== undefined) {
    const refused: SearchOutcome = { ok: false, problem, message: null };
    return refused;
  }
  const answer = (yield* callOperation(search_flights, { searchParameters: normalizedSearch(search) })).data
    .search_flights;
  const outcome: SearchOutcome =
    answer.success === 1 && answer.data !== undefined
      ? { ok: true, results: answer.data }
      : { ok: false, problem: null, message: answer.message ?? null };
  return outcome;
});

/** An itinerary call's outcome: the itinerary, or the refusal's reason, words and the fare now. */
export type ItineraryOutcome =
  | { readonly ok: true; readonly itinerary: Itinerary }
  | {
      readonly ok: false;
      readonly reason: string | null;
      readonly message: string | null;
      readonly currentFare: Fare | null;
    };

const outcomeOf = (answer: ItineraryAnswer): ItineraryOutcome =>
  answer.success === 1 && answer.data !== undefined
    ? { ok: true, itinerary: answer.data }
    : {
        ok: false,
        reason: answer.reason ?? null,
        message: answer.message ?? null,
        currentFare: answer.current_fare ?? null,
      };

export interface HoldRequest {
  readonly offer: Offer;
  readonly search: SearchParameters;
  /** The shopper's currency, the itinerary's price's. */
  readonly currency: string;
}

/** create_itinerary: holds the chosen offer at the fare the shopper saw. */
export const holdOffer = Effect.fn("flights.holdOffer")(function* (input: HoldRequest | null) {
  if (input === null) {
    const nothing: ItineraryOutcome = { ok: false, reason: "invalid", message: null, currentFare: null };
    return nothing;
  }
  const answer = yield* callOperation(create_itinerary, {
    itinerary: {
      offer_id: input.offer.offer_id,
      searchParameters: normalizedSearch(input.search),
      expected_total_minor: input.offer.fare.total_minor,
      currency_code: input.currency,
    },
  });
  return outcomeOf(answer.data.create_itinerary);
});

/** fetch_itinerary: the itinerary as it stands now. */
export const loadItinerary = Effect.fn("flights.loadItinerary")(function* (input: {
  readonly itineraryId: string;
}) {
  const answer = yield* callOperation(fetch_itinerary, { itinerary_id: input.itineraryId });
  return outcomeOf(answer.data.fetch_itinerary);
});

/**
 * fetch_itinerary for a page reopened on its held itinerary (a reload of the passenger step): the
 * itinerary while it is still held, with what is left of its hold; otherwise why it is not
 * (`HeldItineraryGone`: its hold ran out, it is unknown or another shopper's, or it was booked).
 */
export const resumeItinerary: (input: {
  readonly itineraryId: string;
}) => Effect.Effect<Itinerary, CallFailure | HeldItineraryGone, StorefrontServices> = Effect.fn(
  "flights.resumeItinerary",
)(function* (input: { readonly itineraryId: string }) {
  const answer = (yield* callOperation(fetch_itinerary, { itinerary_id: input.itineraryId })).data
    .fetch_itinerary;
  const itinerary = answer.success === 1 ? answer.data : undefined;
  if (itinerary === undefined)
    return yield* Effect.fail(new HeldItineraryGone({ booking: "flight", reason: "unknown" }));
  if (itinerary.status === "booked")
    return yield* Effect.fail(new HeldItineraryGone({ booking: "flight", reason: "booked" }));
  if (itinerary.status !== "held" || itinerary.expires_in_ms <= 0)
    return yield* Effect.fail(
      new HeldItineraryGone({
        booking: "flight",
        reason: itinerary.status === "failed" ? "unknown" : "expired",
      }),
    );
  return itinerary;
});

/** update_itinerary: the passengers' names (trimmed here, never in a machine). */
export const namePassengers = Effect.fn("flights.namePassengers")(function* (input: {
  readonly itineraryId: string;
  readonly passengers: readonly Passenger[];
}) {
  const answer = yield* callOperation(update_itinerary, {
    itinerary: {
      itinerary_id: input.itineraryId,
      passengers: input.passengers.map((p) => ({
        type: p.type,
        first_name: p.first_name.trim(),
        last_name: p.last_name.trim(),
      })),
    },
  });
  return outcomeOf(answer.data.update_itinerary);
});

export const flightSearchActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  loadFacts: effectActor(loadFlightFacts, layer),
  lookupAirports: effectActor(lookupAirports, layer),
  searchFlights: effectActor(searchFlights, layer),
});

export const flightBookingActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  holdOffer: effectActor(holdOffer, layer),
  resumeItinerary: effectActor(resumeItinerary, layer),
  namePassengers: effectActor(namePassengers, layer),
});
