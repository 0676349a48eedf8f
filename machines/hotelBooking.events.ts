/**
 * The hotel booking flow's events and context (./hotelBooking.ts): the hotel's detail for a stay,
 * the chosen room's itinerary, the lead guest and the cart's hotel section.
 */
import type { HotelInformation, Itinerary, LeadGuest as LeadGuestType } from "@contract/hotels";
import { LeadGuest } from "@contract/hotels";
import type { HotelSearchQuery, HotelSectionItem } from "@domain/hotels";
import type { ErrorData } from "@errors/data";
import { Schema } from "effect";
import { HotelSearchQuerySchema } from "./hotelSearch.events";

/** The events the hotel detail page sends. */
export const hotelBookingEventSchemas = [
  /** The detail page opened for a hotel and a stay (spec §2.3 '/hotels/description/:hotelID'). */
  Schema.Struct({
    type: Schema.Literal("HOTEL.OPEN"),
    hotelId: Schema.Number,
    query: HotelSearchQuerySchema,
  }),
  /**
   * The detail page opened on a held room (its address names the itinerary: a reload of the
   * guest step): the hotel loads if needed, then fetch_itinerary reopens the guest step with the
   * held rate and what is left of the hold.
   */
  Schema.Struct({
    type: Schema.Literal("HOTEL.RESUME"),
    hotelId: Schema.Number,
    query: HotelSearchQuerySchema,
    itineraryId: Schema.String,
  }),
  Schema.Struct({ type: Schema.Literal("HOTEL.RETRY") }),
  /** A room and rate chosen, with the total the shopper saw: the itinerary is created. */
  Schema.Struct({
    type: Schema.Literal("HOTEL.CHOOSE_ROOM"),
    rateId: Schema.Number,
    totalMinor: Schema.Number,
  }),
  /** Back to the rooms from the guest form: the held itinerary is let go. */
  Schema.Struct({ type: Schema.Literal("HOTEL.CHANGE_ROOM") }),
  /** The lead guest's details (personal data, redacted in the log): update_itinerary, then the cart. */
  Schema.Struct({ type: Schema.Literal("HOTEL.GUEST_SUBMIT"), guest: LeadGuest }),
] as const;

export type HotelBookingEvent = (typeof hotelBookingEventSchemas)[number]["Type"];
export type HotelBookingEventOf<T extends HotelBookingEvent["type"]> = Extract<
  HotelBookingEvent,
  { readonly type: T }
>;

/**
 * `loading` while the detail loads, `holding` while the itinerary is made, `resuming` while a held
 * one is fetched again, `saving` while the guest is sent.
 */
export type HotelBookingTag = "loading" | "holding" | "resuming" | "saving";

export interface HotelBookingContext {
  readonly hotelId: number | null;
  readonly query: HotelSearchQuery | null;
  readonly hotel: HotelInformation | null;
  /** Why the detail did not load. */
  readonly error: ErrorData | null;
  /** Why the last room could not be held (a changed rate, an expired itinerary...). */
  readonly roomError: ErrorData | null;
  readonly chosenRateId: number | null;
  readonly chosenTotalMinor: number;
  readonly itinerary: Itinerary | null;
  /** The itinerary the page's address named, while it is reopened (and after, if it is gone). */
  readonly resumeId: string | null;
  /** How long the itinerary is held, from when it was made (ms). */
  readonly holdMs: number;
  /** The lead guest as given (sensitive; never transformed here). */
  readonly guest: LeadGuestType | null;
  readonly guestError: ErrorData | null;
  /** The item the cart's hotel section got. */
  readonly cartItem: HotelSectionItem | null;
}

export const initialHotelBookingContext: HotelBookingContext = {
  hotelId: null,
  query: null,
  hotel: null,
  error: null,
  roomError: null,
  chosenRateId: null,
  chosenTotalMinor: 0,
  itinerary: null,
  resumeId: null,
  holdMs: 0,
  guest: null,
  guestError: null,
  cartItem: null,
};
