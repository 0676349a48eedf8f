/**
 * The Effect programs of the hotel flows (machines/hotelSearch.ts, hotelBooking.ts) against
 * the hotel calls of spec §7.7 (src/contract/hotels.ts):
 *
 * - `loadHotelCities`: fetch_hotel_cities, the cities and the destination presets (spec §3).
 * - `findHotelLocations`: search_hotel_locations {searchParameter}; fewer than 3 characters
 *   (spec §9) answer nothing without a call.
 * - `searchHotels`: the stay's rules first (today from Effect's Clock), then search_hotels
 *   {searchParameters}. It is cancellable: the machine leaves its state (Stop, a new search, the
 *   60000 ms time-out) and the program is interrupted, its request aborted.
 * - `loadHotelInformation`: fetch_hotel_information {fetchHotelInformationParameters}.
 * - `holdHotelRoom`: create_itinerary with the total shown; RATE_CHANGED fails with reason
 *   'rateChanged'; answers the itinerary and how long it is held (by the server's clock).
 * - `resumeHeldRoom`: fetch_itinerary, for a guest step reopened from its page address.
 * - `giveLeadGuest`: update_itinerary {itinerary_id, guest}; then the cart's hotel section item.
 */

import {
  createHotelItinerary,
  type DestinationPreset,
  fetchHotelCities,
  fetchHotelInformation,
  fetchHotelItinerary,
  type HotelCity,
  type HotelInformation,
  type HotelLocation,
  type HotelSearchResult,
  type Itinerary,
  type ItineraryAnswer,
  ItineraryCodes,
  type LeadGuest,
  searchHotelLocations,
  searchHotels as searchHotelsCall,
  updateHotelItinerary,
} from "@contract/hotels";
import { acceptedData } from "@domain/answers";
import {
  type HotelSearchQuery,
  type HotelSectionItem,
  hotelSectionItem,
  isoDay,
  LOCATION_MIN_CHARS,
  roomsParam,
  searchProblem,
  stayProblem,
} from "@domain/hotels";
import { isLooseEmail } from "@domain/validation";
import type { CallFailure } from "@errors/data";
import { HeldItineraryGone, HotelRefused } from "@errors/situations";
import { Clock, Effect, type Layer } from "effect";
import { effectActor, effectActorWithoutInput } from "./runtime/actor";
import { dataOf } from "./runtime/answers";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";
import { callOperation } from "./runtime/transport";

export interface HotelCitiesData {
  readonly cities: readonly HotelCity[];
  readonly presets: readonly DestinationPreset[];
}

const refusal = ({ message }: { readonly message?: string | undefined }): HotelRefused =>
  new HotelRefused(
    message === undefined ? { reason: "refused" } : { reason: "refused", serverMessage: message },
  );

export const loadHotelCities: () => Effect.Effect<
  HotelCitiesData,
  CallFailure | HotelRefused,
  StorefrontServices
> = Effect.fn("hotels.loadHotelCities")(function* () {
  const answer = (yield* callOperation(fetchHotelCities, {})).data.fetch_hotel_cities;
  const data: HotelCitiesData = yield* dataOf(answer, refusal);
  return data;
});

export const findHotelLocations: (input: {
  readonly text: string;
}) => Effect.Effect<readonly HotelLocation[], CallFailure | HotelRefused, StorefrontServices> = Effect.fn(
  "hotels.findHotelLocations",
)(function* (input: { readonly text: string }) {
  const text = input.text.trim();
  if (text.length < LOCATION_MIN_CHARS) return [];
  const answer = (yield* callOperation(searchHotelLocations, { searchParameter: text.slice(0, 100) })).data
    .search_hotel_locations;
  return (yield* dataOf(answer, refusal)).locations;
});

/** What a finished search answers (a cancelled one answers isCancelled true: the machine's Stop). */
export interface HotelSearchOutcome {
  readonly isCancelled: false;
  readonly result: HotelSearchResult;
}

export const searchHotels: (input: {
  readonly query: HotelSearchQuery;
}) => Effect.Effect<HotelSearchOutcome, CallFailure | HotelRefused, StorefrontServices> = Effect.fn(
  "hotels.searchHotels",
)(function* (input: { readonly query: HotelSearchQuery }) {
  const today = isoDay(yield* Clock.currentTimeMillis);
  const problem = searchProblem(input.query, today);
  if (problem !== null || input.query.destination === null)
    return yield* Effect.fail(new HotelRefused({ reason: problem ?? "destination" }));
  const answer = (yield* callOperation(searchHotelsCall, {
    searchParameters: {
      city_id: input.query.destination.cityId,
      check_in: input.query.checkIn,
      check_out: input.query.checkOut,
      rooms: input.query.rooms,
    },
  })).data.search_hotels;
  const outcome: HotelSearchOutcome = { isCancelled: false, result: yield* dataOf(answer, refusal) };
  return outcome;
});

export interface HotelStayInput {
  readonly hotelId: number;
  readonly query: HotelSearchQuery;
}

export const loadHotelInformation: (
  input: HotelStayInput,
) => Effect.Effect<HotelInformation, CallFailure | HotelRefused, StorefrontServices> = Effect.fn(
  "hotels.loadHotelInformation",
)(function* (input: HotelStayInput) {
  const today = isoDay(yield* Clock.currentTimeMillis);
  const problem = stayProblem(input.query, today);
  if (problem !== null) return yield* Effect.fail(new HotelRefused({ reason: problem }));
  const answer = (yield* callOperation(fetchHotelInformation, {
    fetchHotelInformationParameters: {
      hotel_id: input.hotelId,
      check_in: input.query.checkIn,
      check_out: input.query.checkOut,
      rooms: input.query.rooms,
    },
  })).data.fetch_hotel_information;
  return yield* dataOf(answer, refusal);
});

/** A held itinerary and how long it stays held from now (the machine's expiry timer). */
export interface HeldRoom {
  readonly itinerary: Itinerary;
  readonly holdMs: number;
}

const itineraryFailure = (answer: ItineraryAnswer): HotelRefused =>
  answer.code === ItineraryCodes.rateChanged
    ? new HotelRefused({ reason: "rateChanged" })
    : answer.code === ItineraryCodes.expired
      ? new HotelRefused({ reason: "expired" })
      : refusal(answer);

export interface HoldRoomInput extends HotelStayInput {
  readonly rateId: number;
  readonly totalMinor: number;
}

export const holdHotelRoom: (
  input: HoldRoomInput,
) => Effect.Effect<HeldRoom, CallFailure | HotelRefused, StorefrontServices> = Effect.fn(
  "hotels.holdHotelRoom",
)(function* (input: HoldRoomInput) {
  const answer = (yield* callOperation(createHotelItinerary, {
    itinerary: {
      hotel_id: input.hotelId,
      rate_id: input.rateId,
      check_in: input.query.checkIn,
      check_out: input.query.checkOut,
      rooms: input.query.rooms,
      total_minor: input.totalMinor,
    },
  })).data.create_itinerary;
  const itinerary = yield* dataOf(answer, itineraryFailure);
  const held: HeldRoom = { itinerary, holdMs: itinerary.held_for_ms };
  return held;
});

export interface ResumeRoomInput extends HotelStayInput {
  readonly itineraryId: string;
}

/**
 * fetch_itinerary for a detail page reopened on its held room (a reload of the guest step): the
 * itinerary and what is left of its hold, when it is still held for this hotel and stay;
 * otherwise why not (`HeldItineraryGone`: expired, unknown or another's, or booked already).
 */
export const resumeHeldRoom: (
  input: ResumeRoomInput,
) => Effect.Effect<HeldRoom, CallFailure | HeldItineraryGone, StorefrontServices> = Effect.fn(
  "hotels.resumeHeldRoom",
)(function* (input: ResumeRoomInput) {
  const answer = (yield* callOperation(fetchHotelItinerary, { itinerary_id: input.itineraryId })).data
    .fetch_itinerary;
  const it = acceptedData(answer);
  const forThisStay =
    it !== undefined &&
    it.hotel_id === input.hotelId &&
    it.check_in === input.query.checkIn &&
    it.check_out === input.query.checkOut &&
    roomsParam(it.rooms) === roomsParam(input.query.rooms);
  if (it === undefined || !forThisStay)
    return yield* Effect.fail(new HeldItineraryGone({ booking: "hotel", reason: "unknown" }));
  if (it.status === "booked")
    return yield* Effect.fail(new HeldItineraryGone({ booking: "hotel", reason: "booked" }));
  if (it.status !== "held" || it.held_for_ms <= 0)
    return yield* Effect.fail(new HeldItineraryGone({ booking: "hotel", reason: "expired" }));
  const held: HeldRoom = { itinerary: it, holdMs: it.held_for_ms };
  return held;
});

export interface GuestInput {
  readonly itineraryId: string;
  readonly guest: LeadGuest;
}

const hasText = (value: string): boolean => value.trim() !== "";

/** update_itinerary with the lead guest (trimmed here, never in the machine), then the cart item. */
export const giveLeadGuest: (
  input: GuestInput,
) => Effect.Effect<HotelSectionItem, CallFailure | HotelRefused, StorefrontServices> = Effect.fn(
  "hotels.giveLeadGuest",
)(function* (input: GuestInput) {
  const g = input.guest;
  const guest: LeadGuest = {
    first_name: g.first_name.trim(),
    last_name: g.last_name.trim(),
    email: g.email.trim(),
    phone: g.phone.trim(),
  };
  if (
    ![guest.first_name, guest.last_name, guest.email, guest.phone].every(hasText) ||
    !isLooseEmail(guest.email)
  )
    return yield* Effect.fail(new HotelRefused({ reason: "guest" }));
  const answer = (yield* callOperation(updateHotelItinerary, { itinerary_id: input.itineraryId, guest })).data
    .update_itinerary;
  return hotelSectionItem(yield* dataOf(answer, itineraryFailure));
});

/** The actors of the hotel search flow, run with `layer`. */
export const hotelSearchActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  loadHotelCities: effectActorWithoutInput(loadHotelCities, layer),
  findHotelLocations: effectActor(findHotelLocations, layer),
  searchHotels: effectActor(searchHotels, layer),
});

/** The actors of the hotel booking flow, run with `layer`. */
export const hotelBookingActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  loadHotelInformation: effectActor(loadHotelInformation, layer),
  holdHotelRoom: effectActor(holdHotelRoom, layer),
  resumeHeldRoom: effectActor(resumeHeldRoom, layer),
  giveLeadGuest: effectActor(giveLeadGuest, layer),
});
