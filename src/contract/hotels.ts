/**
 * The hotel calls (spec §7.7 'Hotels (hotels tag)'). The spec names the calls and their payload
 * keys but shows no response shapes; the shapes here are the storefront's own (README 'Hotel
 * calls'). Every amount is an integer in minor units of `currency_code`; every date YYYY-MM-DD.
 *
 * - fetch_hotel_cities: the cities hotels can be searched in and the destination presets of
 *   spec §3 (hotelViewData), an entry of type 'multiple' (or 'nultiple') with images[].
 * - search_hotel_locations {searchParameter}: the type-ahead: cities and areas matching at least
 *   3 characters (spec §9).
 * - search_hotels {searchParameters}: the hotels of a city with the lowest total of the stay;
 *   cancellable, time-out 60000 ms (the client cancels; a cancelled search answers isCancelled
 *   true, spec §4).
 * - fetch_hotel_information {fetchHotelInformationParameters}: photos, amenities, rooms and rates
 *   with their cancellation policy, for the stay.
 * - create_itinerary {itinerary}: holds the chosen rate for the stay until `expires_at`; refused
 *   with code RATE_CHANGED (and the new total) when the rate changed since it was shown.
 * - fetch_itinerary {itinerary_id}; update_itinerary {itinerary_id, guest}: the lead guest's
 *   name, e-mail and phone (personal data, sensitive in the event log).
 * - fetch_booking_history: src/contract/orderHistory.ts, product_id 55399; its orders carry
 *   `hotel`, the booking's hotel, dates, nights and rooms.
 */
import { Schema } from "effect";
import { envelope, graph, Message, Success } from "./operation";
import { SensitiveString } from "./sensitive";

const Id = Schema.Number.check(Schema.isInt(), Schema.isGreaterThan(0));
const Count = Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0));
const Minor = Count;
/** YYYY-MM-DD. */
const Day = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/));

export const RoomGuests = Schema.Struct({
  adults: Schema.Number.check(Schema.isInt()),
  children: Schema.Number.check(Schema.isInt()),
});

/** The stay a search, a detail and an itinerary are for. Rules: src/domain/hotels.ts. */
export const Stay = Schema.Struct({
  check_in: Day,
  check_out: Day,
  rooms: Schema.Array(RoomGuests),
});
export type Stay = typeof Stay.Type;

export const HotelCity = Schema.Struct({
  city_id: Id,
  name: Schema.String,
  country_name: Schema.String,
  country_code: Schema.String,
});
export type HotelCity = typeof HotelCity.Type;

/** A destination preset (spec §3): one image, or type 'multiple'/'nultiple' with images[]. */
export const DestinationPreset = Schema.Union([
  Schema.Struct({
    type: Schema.Literals(["multiple", "nultiple"]),
    name: Schema.String,
    images: Schema.Array(Schema.String),
    City: Schema.String,
    CountryName: Schema.String,
    CountryCode: Schema.String,
  }),
  Schema.Struct({
    name: Schema.String,
    image: Schema.String,
    City: Schema.String,
    CountryName: Schema.String,
    CountryCode: Schema.String,
  }),
]);
export type DestinationPreset = typeof DestinationPreset.Type;

const answer = <
  S extends Schema.Top & { readonly DecodingServices: never; readonly EncodingServices: never },
>(
  data: S,
) =>
  Schema.Struct({
    success: Success,
    message: Message,
    code: Schema.optional(Schema.String),
    data: Schema.optional(data),
  });

export const HotelCities = Schema.Struct({
  cities: Schema.Array(HotelCity),
  presets: Schema.Array(DestinationPreset),
});

export const fetchHotelCities = graph({
  query: "hotels.query.fetch_hotel_cities",
  tag: "hotels",
  access: "either",
  variables: Schema.Struct({}),
  response: envelope("fetch_hotel_cities", answer(HotelCities)),
});

export const HotelLocation = Schema.Struct({
  /** 'city' or 'area' (an area searches its city, filtered to the area). */
  kind: Schema.Literals(["city", "area"]),
  name: Schema.String,
  city_id: Id,
  city: Schema.String,
  country_code: Schema.String,
});
export type HotelLocation = typeof HotelLocation.Type;

export const searchHotelLocations = graph({
  query: "hotels.query.search_hotel_locations",
  tag: "hotels",
  access: "either",
  variables: Schema.Struct({ searchParameter: Schema.String.check(Schema.isMaxLength(100)) }),
  response: envelope(
    "search_hotel_locations",
    answer(Schema.Struct({ locations: Schema.Array(HotelLocation) })),
  ),
});

export const HotelSummary = Schema.Struct({
  hotel_id: Id,
  name: Schema.String,
  stars: Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 5 })),
  area: Schema.String,
  image: Schema.String,
  /** The lowest total of the stay (every room, every night, taxes included). */
  total_minor: Minor,
  currency_code: Schema.String,
});
export type HotelSummary = typeof HotelSummary.Type;

export const HotelSearchResult = Schema.Struct({
  city_id: Id,
  nights: Count,
  hotels: Schema.Array(HotelSummary),
});
export type HotelSearchResult = typeof HotelSearchResult.Type;

export const searchHotels = graph({
  query: "hotels.query.search_hotels",
  tag: "hotels",
  access: "either",
  variables: Schema.Struct({
    searchParameters: Schema.Struct({ city_id: Id, ...Stay.fields }),
  }),
  response: envelope(
    "search_hotels",
    Schema.Struct({
      success: Success,
      message: Message,
      /** True when the search was cancelled (spec §4); the client sets it, the server never does. */
      isCancelled: Schema.optional(Schema.Boolean),
      data: Schema.optional(HotelSearchResult),
    }),
  ),
});

export const RoomRate = Schema.Struct({
  rate_id: Id,
  room_name: Schema.String,
  board: Schema.String,
  max_adults: Count,
  /** Per room and night. */
  rate_minor: Minor,
  /** Taxes in 1/100 of a percent of the stay's rates. */
  tax_basis_points: Count,
  /** The stay's total for the search's rooms: nights × rate × rooms + taxes. */
  total_minor: Minor,
  refundable: Schema.Boolean,
  /** The cancellation policy in words, e.g. free cancellation until a date. */
  cancellation_policy: Schema.String,
});
export type RoomRate = typeof RoomRate.Type;

export const HotelInformation = Schema.Struct({
  hotel_id: Id,
  name: Schema.String,
  stars: Schema.Number,
  area: Schema.String,
  address: Schema.String,
  city: Schema.String,
  country_code: Schema.String,
  description: Schema.String,
  images: Schema.Array(Schema.String),
  amenities: Schema.Array(Schema.String),
  currency_code: Schema.String,
  nights: Count,
  rates: Schema.Array(RoomRate),
});
export type HotelInformation = typeof HotelInformation.Type;

export const fetchHotelInformation = graph({
  query: "hotels.query.fetch_hotel_information",
  tag: "hotels",
  access: "either",
  variables: Schema.Struct({
    fetchHotelInformationParameters: Schema.Struct({ hotel_id: Id, ...Stay.fields }),
  }),
  response: envelope("fetch_hotel_information", answer(HotelInformation)),
});

/** The lead guest (personal data: redacted in the event log). */
export const LeadGuest = Schema.Struct({
  first_name: SensitiveString("name"),
  last_name: SensitiveString("name"),
  email: SensitiveString("email"),
  phone: SensitiveString("phone"),
});
export type LeadGuest = typeof LeadGuest.Type;

export const ItineraryStatus = Schema.Literals(["held", "booked", "expired"]);

export const Itinerary = Schema.Struct({
  itinerary_id: Schema.String,
  hotel_id: Id,
  hotel_name: Schema.String,
  room_name: Schema.String,
  rate_id: Id,
  ...Stay.fields,
  nights: Count,
  total_minor: Minor,
  currency_code: Schema.String,
  cancellation_policy: Schema.String,
  status: ItineraryStatus,
  /** ISO 8601: the rate is held until then. */
  expires_at: Schema.String,
  /** How long it stays held from the answer on, by the server's clock (the client's may differ). */
  held_for_ms: Count,
  /** Whether the lead guest is given (their details are never sent back). */
  has_guest: Schema.Boolean,
});
export type Itinerary = typeof Itinerary.Type;

/** Codes of a refused itinerary call: the shopper's next step depends on them. */
export const ItineraryCodes = {
  rateChanged: "RATE_CHANGED",
  expired: "ITINERARY_EXPIRED",
  invalid: "INVALID_STAY",
  notFound: "NOT_FOUND",
} as const;

const ItineraryAnswer = Schema.Struct({
  success: Success,
  message: Message,
  code: Schema.optional(Schema.String),
  /** With RATE_CHANGED: the stay's total at the new rate. */
  current_total_minor: Schema.optional(Minor),
  data: Schema.optional(Itinerary),
});
export type ItineraryAnswer = typeof ItineraryAnswer.Type;

export const createHotelItinerary = graph({
  query: "hotels.mutation.create_itinerary",
  tag: "hotels",
  access: "auth",
  variables: Schema.Struct({
    itinerary: Schema.Struct({
      hotel_id: Id,
      rate_id: Id,
      ...Stay.fields,
      /** The total the shopper saw: a different current total is refused with RATE_CHANGED. */
      total_minor: Minor,
    }),
  }),
  response: envelope("create_itinerary", ItineraryAnswer),
});

export const fetchHotelItinerary = graph({
  query: "hotels.query.fetch_itinerary",
  tag: "hotels",
  access: "auth",
  variables: Schema.Struct({ itinerary_id: Schema.String }),
  response: envelope("fetch_itinerary", ItineraryAnswer),
});

export const updateHotelItinerary = graph({
  query: "hotels.mutation.update_itinerary",
  tag: "hotels",
  access: "auth",
  variables: Schema.Struct({ itinerary_id: Schema.String, guest: LeadGuest }),
  response: envelope("update_itinerary", ItineraryAnswer),
});

/** What a hotel order of the booking history carries of its booking. */
export const HotelBookingSummary = Schema.Struct({
  itinerary_id: Schema.String,
  hotel_name: Schema.String,
  room_name: Schema.String,
  check_in: Day,
  check_out: Day,
  nights: Count,
  rooms: Count,
  guests: Count,
});
export type HotelBookingSummary = typeof HotelBookingSummary.Type;
