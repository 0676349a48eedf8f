/**
 * The flight calls (spec §7.7 'Flights (flights tag)', §3 App info filghtFilterData, §4 'A new
 * search cancels the one in flight', §7.6 flight booking history).
 *
 * The spec names the operations and their payload keys but shows no answers: the answers below
 * are the reference API's (server/domains/flights/). Every call is tagged `flights`; every answer is
 * `{success, message?, data?}` with success 1 when ok, and the server's refusal text otherwise.
 *
 * - search_airports {searchParameter}: airports whose code, name or city starts a word with the text.
 * - fetch_air_fields (locations): every airport, the cabin classes and the passenger limits.
 * - fetch_carriers: the airlines a result names by code.
 * - fetch_client_currency_details {targetCurrencyCode}: the rate from the fares' currency to the
 *   shopper's, and what one point is worth in it.
 * - search_flights {searchParameters}: the offers for a one-way or return trip (deterministic).
 * - create_itinerary {itinerary}: holds an offer for the passengers at its current fare, until
 *   `expires_at`; a fare that moved since the search is refused with the new fare.
 * - fetch_itinerary {itinerary_id}: the itinerary as it stands (held, expired, booked, failed).
 * - update_itinerary {itinerary}: the passengers' names (personal data, sensitive in the log).
 */
import { Schema } from "effect";
import { envelope, graph, Message, Success } from "./operation";
import { SensitiveString } from "./sensitive";

const Int = Schema.Number.check(Schema.isInt());
const Count = Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0));
/** Integer amounts in the minor units of their currency. */
const Minor = Count;

export const TRIP_TYPES = ["one_way", "return"] as const;
export const TripType = Schema.Literals(TRIP_TYPES);
export type TripType = typeof TripType.Type;

export const CABIN_CLASSES = ["economy", "premium_economy", "business", "first"] as const;
export const CabinClass = Schema.Literals(CABIN_CLASSES);
export type CabinClass = typeof CabinClass.Type;

export const PASSENGER_TYPES = ["adult", "child", "infant"] as const;
export const PassengerType = Schema.Literals(PASSENGER_TYPES);
export type PassengerType = typeof PassengerType.Type;

/** An airport: IATA code, its name, city and country (ISO 3166 alpha-2). */
export const Airport = Schema.Struct({
  code: Schema.String,
  name: Schema.String,
  city: Schema.String,
  country_code: Schema.String,
});
export type Airport = typeof Airport.Type;

export const Carrier = Schema.Struct({ code: Schema.String, name: Schema.String });
export type Carrier = typeof Carrier.Type;

/** How many travel (spec: passengers by type, with limits). */
export const PassengerCounts = Schema.Struct({ adult: Count, child: Count, infant: Count });
export type PassengerCounts = typeof PassengerCounts.Type;

/** searchParameters of search_flights; dates are 'YYYY-MM-DD', airports IATA codes. */
export const SearchParameters = Schema.Struct({
  trip_type: TripType,
  origin: Schema.String,
  destination: Schema.String,
  departure_date: Schema.String,
  /** Required for a return trip, null for one way. */
  return_date: Schema.NullOr(Schema.String),
  passengers: PassengerCounts,
  cabin_class: CabinClass,
});
export type SearchParameters = typeof SearchParameters.Type;

/** One direction of an offer. Times are the airports' local 'YYYY-MM-DDTHH:mm'. */
export const Journey = Schema.Struct({
  carrier_code: Schema.String,
  flight_number: Schema.String,
  origin: Schema.String,
  destination: Schema.String,
  departure_at: Schema.String,
  arrival_at: Schema.String,
  duration_minutes: Count,
  stops: Count,
  /** The airports of the stops, in order. */
  stop_airports: Schema.Array(Schema.String),
});
export type Journey = typeof Journey.Type;

/**
 * A fare in the minor units of `currency_code`: a fare per passenger of each type, the taxes of the
 * booking, and the total (spec: total = Σ per-passenger fares + taxes).
 */
export const Fare = Schema.Struct({
  currency_code: Schema.String,
  per_passenger: Schema.Struct({ adult: Minor, child: Minor, infant: Minor }),
  taxes_minor: Minor,
  total_minor: Minor,
});
export type Fare = typeof Fare.Type;

export const Offer = Schema.Struct({
  /** Stable for the same flights on the same dates: names them to create_itinerary. */
  offer_id: Schema.String,
  outbound: Journey,
  inbound: Schema.NullOr(Journey),
  cabin_class: CabinClass,
  fare: Fare,
});
export type Offer = typeof Offer.Type;

/** Passenger limits of fetch_air_fields (the form's, checked again by the server). */
export const PassengerLimits = Schema.Struct({
  max_total: Int,
  min_adults: Int,
});
export type PassengerLimits = typeof PassengerLimits.Type;

/** A passenger's name as booked: personal data, never recorded in clear. */
export const Passenger = Schema.Struct({
  type: PassengerType,
  first_name: SensitiveString("name"),
  last_name: SensitiveString("name"),
});
export type Passenger = typeof Passenger.Type;

/** What an itinerary is charged in the shopper's currency (minor units): its fare's total converted. */
export const ItineraryPrice = Schema.Struct({ currency_code: Schema.String, total_minor: Minor });
export type ItineraryPrice = typeof ItineraryPrice.Type;

export const ITINERARY_STATUSES = ["held", "expired", "booked", "failed"] as const;
export const ItineraryStatus = Schema.Literals(ITINERARY_STATUSES);
export type ItineraryStatus = typeof ItineraryStatus.Type;

export const Itinerary = Schema.Struct({
  itinerary_id: Schema.String,
  status: ItineraryStatus,
  offer: Offer,
  passengers_count: PassengerCounts,
  price: ItineraryPrice,
  /** Whether update_itinerary gave every passenger a name. */
  passengers_named: Schema.Boolean,
  /** ISO 8601 (UTC). */
  expires_at: Schema.String,
  /** Milliseconds left before it expires, at the server's answer (0 once expired). */
  expires_in_ms: Count,
  /** The order that booked it, once one did. */
  order_id: Schema.NullOr(Int),
});
export type Itinerary = typeof Itinerary.Type;

/** A booked flight as the flight bookings tab lists it (no personal data). */
export const FlightBooking = Schema.Struct({
  itinerary_id: Schema.String,
  from: Schema.String,
  to: Schema.String,
  /** 'YYYY-MM-DD'. */
  departure_date: Schema.String,
  return_date: Schema.NullOr(Schema.String),
  passengers: Count,
  cabin_class: CabinClass,
});
export type FlightBooking = typeof FlightBooking.Type;

const answer = <
  S extends Schema.Top & { readonly DecodingServices: never; readonly EncodingServices: never },
>(
  data: S,
) => Schema.Struct({ success: Success, message: Message, data: Schema.optional(data) });

export const search_airports = graph({
  query: "flights.query.search_airports",
  tag: "flights",
  access: "either",
  variables: Schema.Struct({ searchParameter: Schema.String }),
  response: envelope("search_airports", answer(Schema.Struct({ airports: Schema.Array(Airport) }))),
});

/** The flights' form data (App info filghtFilterData, spec §3): locations, cabins, limits. */
export const AirFields = Schema.Struct({
  locations: Schema.Array(Airport),
  cabin_classes: Schema.Array(CabinClass),
  passenger_limits: PassengerLimits,
  /** How many days ahead a flight can be searched. */
  max_days_ahead: Int,
});
export type AirFields = typeof AirFields.Type;

export const fetch_air_fields = graph({
  query: "flights.query.fetch_air_fields",
  tag: "flights",
  access: "either",
  variables: Schema.Struct({}),
  response: envelope("fetch_air_fields", answer(AirFields)),
});

export const fetch_carriers = graph({
  query: "flights.query.fetch_carriers",
  tag: "flights",
  access: "either",
  variables: Schema.Struct({}),
  response: envelope("fetch_carriers", answer(Schema.Struct({ carriers: Schema.Array(Carrier) }))),
});

/** The fares' currency converted to the shopper's: `rate` target units per base unit (6 decimals). */
export const ClientCurrency = Schema.Struct({
  base_currency_code: Schema.String,
  currency_code: Schema.String,
  rate: Schema.Number,
  /** The value of one point in `currency_code`. */
  point_value: Schema.Number,
});
export type ClientCurrency = typeof ClientCurrency.Type;

export const fetch_client_currency_details = graph({
  query: "flights.query.fetch_client_currency_details",
  tag: "flights",
  access: "either",
  variables: Schema.Struct({ targetCurrencyCode: Schema.String }),
  response: envelope("fetch_client_currency_details", answer(ClientCurrency)),
});

export const SearchResults = Schema.Struct({
  /** The fares' currency. */
  currency_code: Schema.String,
  offers: Schema.Array(Offer),
});
export type SearchResults = typeof SearchResults.Type;

export const search_flights = graph({
  query: "flights.query.search_flights",
  tag: "flights",
  access: "either",
  variables: Schema.Struct({ searchParameters: SearchParameters }),
  response: envelope("search_flights", answer(SearchResults)),
});

/** What create_itinerary and fetch_itinerary answer; a changed fare names the new one. */
const ItineraryAnswer = Schema.Struct({
  success: Success,
  message: Message,
  /** 'fare_changed', 'expired', 'unavailable' or 'invalid' with a refusal. */
  reason: Schema.optional(Schema.String),
  /** The fare now, when the refusal is a changed fare. */
  current_fare: Schema.optional(Fare),
  data: Schema.optional(Itinerary),
});
export type ItineraryAnswer = typeof ItineraryAnswer.Type;

export const create_itinerary = graph({
  query: "flights.mutation.create_itinerary",
  tag: "flights",
  access: "auth",
  variables: Schema.Struct({
    itinerary: Schema.Struct({
      offer_id: Schema.String,
      searchParameters: SearchParameters,
      /** The total the shopper saw (fares' currency, minor units): a different fare is refused. */
      expected_total_minor: Minor,
      /** The currency the itinerary is priced and paid in (the shopper's). */
      currency_code: Schema.String,
    }),
  }),
  response: envelope("create_itinerary", ItineraryAnswer),
});

export const fetch_itinerary = graph({
  query: "flights.query.fetch_itinerary",
  tag: "flights",
  access: "auth",
  variables: Schema.Struct({ itinerary_id: Schema.String }),
  response: envelope("fetch_itinerary", ItineraryAnswer),
});

export const update_itinerary = graph({
  query: "flights.mutation.update_itinerary",
  tag: "flights",
  access: "auth",
  variables: Schema.Struct({
    itinerary: Schema.Struct({ itinerary_id: Schema.String, passengers: Schema.Array(Passenger) }),
  }),
  response: envelope("update_itinerary", ItineraryAnswer),
});
