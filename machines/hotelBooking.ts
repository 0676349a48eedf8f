/**
 * Hotel booking (systemId "hotelBooking"): the detail page of a hotel for a stay, the chosen
 * room's itinerary, the lead guest and the cart's hotel section (spec §2.3
 * '/hotels/description/:hotelID', §3 Cart 'hotel', §4 cart rule, §7.7, §9 product 55399, group 64).
 *
 * - HOTEL.OPEN loads fetch_hotel_information for the hotel and the stay (tag "loading"); the
 *   same hotel and stay already loaded ask nothing again.
 * - HOTEL.CHOOSE_ROOM creates the itinerary with the total shown (tag "holding"). A changed
 *   rate is kept as the room's error and the rates load again, so the new total shows.
 * - The itinerary is held for `holdMs` (the server's expiry): the guest form waits that long at
 *   most, then the room is no longer held ("expired") and must be chosen again.
 * - HOTEL.RESUME (the page's address names a held itinerary: a reload of the guest step) loads
 *   the hotel if needed, then fetch_itinerary (tag "resuming"): a room still held reopens the
 *   guest form for what is left of its hold; one that is gone is kept as the room's error.
 * - HOTEL.GUEST_SUBMIT sends update_itinerary (tag "saving"); then the hotel replaces the cart's
 *   hotel section (CART.ADD_SECTION_ITEM, spec §4) and the flow is "added".
 */
import type { HotelInformation } from "@contract/hotels";
import type { HotelSectionItem } from "@domain/hotels";
import { sameSearch } from "@domain/hotels";
import type { GuestInput, HeldRoom, HoldRoomInput, HotelStayInput, ResumeRoomInput } from "@effects/hotels";
import { errorDataOf, toErrorData } from "@errors/data";
import { HotelRefused } from "@errors/situations";
import { assign, enqueueActions, setup } from "xstate";
import { sendToFlow } from "./flows";
import {
  type HotelBookingContext,
  type HotelBookingEvent,
  type HotelBookingEventOf,
  type HotelBookingTag,
  initialHotelBookingContext,
} from "./hotelBooking.events";
import { pending } from "./pending";

export {
  type HotelBookingContext,
  type HotelBookingEvent,
  hotelBookingEventSchemas,
} from "./hotelBooking.events";

type Failed = { readonly error: unknown };
type Answered<T> = { readonly output: T };

const refusedFor = (error: unknown, reason: string): boolean => {
  const data = errorDataOf(error);
  return data._tag === "HotelRefused" && data.reason === reason;
};

const noStay: HotelStayInput = {
  hotelId: 0,
  query: { destination: null, checkIn: "", checkOut: "", rooms: [] },
};

export const hotelBookingMachine = setup({
  types: { context: {} as HotelBookingContext, events: {} as HotelBookingEvent, tags: {} as HotelBookingTag },
  actors: {
    loadHotelInformation: pending<HotelInformation, HotelStayInput>(),
    holdHotelRoom: pending<HeldRoom, HoldRoomInput>(),
    resumeHeldRoom: pending<HeldRoom, ResumeRoomInput>(),
    giveLeadGuest: pending<HotelSectionItem, GuestInput>(),
  },
  delays: {
    /** The itinerary's hold, as the server set it (spec: itineraries expire). */
    itineraryHold: ({ context }) => context.holdMs,
  },
  guards: {
    isLoadedAlready: ({ context }, params: HotelBookingEventOf<"HOTEL.OPEN">) =>
      context.hotel !== null && context.hotelId === params.hotelId && sameSearch(context.query, params.query),
    /** The same hotel and stay, with the named itinerary held, reopened or found gone already. */
    isResumedAlready: ({ context }, params: HotelBookingEventOf<"HOTEL.RESUME">) =>
      context.hotel !== null &&
      context.hotelId === params.hotelId &&
      sameSearch(context.query, params.query) &&
      (context.resumeId === params.itineraryId || context.itinerary?.itinerary_id === params.itineraryId),
    isHotelLoaded: ({ context }, params: HotelBookingEventOf<"HOTEL.RESUME">) =>
      context.hotel !== null && context.hotelId === params.hotelId && sameSearch(context.query, params.query),
    isResuming: ({ context }) => context.resumeId !== null && context.itinerary === null,
    isRateChanged: (_, params: Failed) => refusedFor(params.error, "rateChanged"),
    isExpired: (_, params: Failed) => refusedFor(params.error, "expired"),
  },
  actions: {
    openHotel: assign((_, params: HotelBookingEventOf<"HOTEL.OPEN">) => ({
      ...initialHotelBookingContext,
      hotelId: params.hotelId,
      query: params.query,
    })),
    openToResume: assign((_, params: HotelBookingEventOf<"HOTEL.RESUME">) => ({
      ...initialHotelBookingContext,
      hotelId: params.hotelId,
      query: params.query,
      resumeId: params.itineraryId,
    })),
    resumeHere: assign((_, params: HotelBookingEventOf<"HOTEL.RESUME">) => ({
      resumeId: params.itineraryId,
      itinerary: null,
      roomError: null,
      guestError: null,
    })),
    keepResumed: assign((_, params: Answered<HeldRoom>) => ({
      itinerary: params.output.itinerary,
      holdMs: params.output.holdMs,
      chosenRateId: params.output.itinerary.rate_id,
      chosenTotalMinor: params.output.itinerary.total_minor,
    })),
    keepHotel: assign((_, params: Answered<HotelInformation>) => ({ hotel: params.output, error: null })),
    failHotel: assign((_, params: Failed) => ({ error: errorDataOf(params.error) })),
    chooseRoom: assign((_, params: HotelBookingEventOf<"HOTEL.CHOOSE_ROOM">) => ({
      chosenRateId: params.rateId,
      chosenTotalMinor: params.totalMinor,
      roomError: null,
      itinerary: null,
      resumeId: null,
      guestError: null,
    })),
    keepItinerary: assign((_, params: Answered<HeldRoom>) => ({
      itinerary: params.output.itinerary,
      holdMs: params.output.holdMs,
    })),
    failRoom: assign((_, params: Failed) => ({ roomError: errorDataOf(params.error), itinerary: null })),
    letRoomGo: assign({ itinerary: null, chosenRateId: null, guestError: null }),
    expire: assign({ roomError: toErrorData(new HotelRefused({ reason: "expired" })), itinerary: null }),
    takeGuest: assign((_, params: HotelBookingEventOf<"HOTEL.GUEST_SUBMIT">) => ({
      guest: params.guest,
      guestError: null,
    })),
    failGuest: assign((_, params: Failed) => ({ guestError: errorDataOf(params.error) })),
    /** The hotel replaces the cart's hotel section (spec §4). */
    addToCart: enqueueActions(({ system, enqueue }, params: Answered<HotelSectionItem>) => {
      enqueue.assign({ cartItem: params.output });
      const add = { type: "CART.ADD_SECTION_ITEM", section: "hotel", item: params.output } as const;
      sendToFlow(system, enqueue, "cart", add);
    }),
  },
}).createMachine({
  id: "hotelBooking",
  context: initialHotelBookingContext,
  initial: "idle",
  on: {
    "HOTEL.OPEN": [
      { guard: { type: "isLoadedAlready", params: ({ event }) => event } },
      { target: ".loading", actions: { type: "openHotel", params: ({ event }) => event } },
    ],
    "HOTEL.RESUME": [
      { guard: { type: "isResumedAlready", params: ({ event }) => event } },
      {
        guard: { type: "isHotelLoaded", params: ({ event }) => event },
        target: ".resuming",
        actions: { type: "resumeHere", params: ({ event }) => event },
      },
      { target: ".loading", actions: { type: "openToResume", params: ({ event }) => event } },
    ],
  },
  states: {
    idle: {},
    loading: {
      tags: "loading",
      invoke: {
        src: "loadHotelInformation",
        input: ({ context }) =>
          context.hotelId === null || context.query === null
            ? noStay
            : { hotelId: context.hotelId, query: context.query },
        onDone: [
          {
            guard: "isResuming",
            target: "resuming",
            actions: { type: "keepHotel", params: ({ event }) => event },
          },
          { target: "rooms", actions: { type: "keepHotel", params: ({ event }) => event } },
        ],
        onError: { target: "failed", actions: { type: "failHotel", params: ({ event }) => event } },
      },
    },
    /** The address named a held itinerary: fetched again, the guest step reopens (or why not). */
    resuming: {
      tags: "resuming",
      invoke: {
        src: "resumeHeldRoom",
        input: ({ context }) => ({
          hotelId: context.hotelId ?? 0,
          query: context.query ?? noStay.query,
          itineraryId: context.resumeId ?? "",
        }),
        onDone: { target: "held", actions: { type: "keepResumed", params: ({ event }) => event } },
        onError: { target: "rooms", actions: { type: "failRoom", params: ({ event }) => event } },
      },
    },
    failed: { on: { "HOTEL.RETRY": { target: "loading" } } },
    /** The rooms and rates, with the last room's error if any. */
    rooms: {
      on: {
        "HOTEL.CHOOSE_ROOM": {
          target: "holding",
          actions: { type: "chooseRoom", params: ({ event }) => event },
        },
      },
    },
    holding: {
      tags: "holding",
      invoke: {
        src: "holdHotelRoom",
        input: ({ context }) => ({
          hotelId: context.hotelId ?? 0,
          query: context.query ?? noStay.query,
          rateId: context.chosenRateId ?? 0,
          totalMinor: context.chosenTotalMinor,
        }),
        onDone: { target: "held", actions: { type: "keepItinerary", params: ({ event }) => event } },
        onError: [
          {
            guard: { type: "isRateChanged", params: ({ event }) => event },
            target: "loading",
            actions: { type: "failRoom", params: ({ event }) => event },
          },
          { target: "rooms", actions: { type: "failRoom", params: ({ event }) => event } },
        ],
      },
    },
    /** The room is held: the lead guest's form, until the hold ends (then it must be chosen again). */
    held: {
      initial: "guest",
      after: { itineraryHold: { target: "rooms", actions: "expire" } },
      on: { "HOTEL.CHANGE_ROOM": { target: "rooms", actions: "letRoomGo" } },
      states: {
        guest: {
          on: {
            "HOTEL.GUEST_SUBMIT": {
              target: "saving",
              actions: { type: "takeGuest", params: ({ event }) => event },
            },
          },
        },
        saving: {
          tags: "saving",
          invoke: {
            src: "giveLeadGuest",
            input: ({ context }) => ({
              itineraryId: context.itinerary?.itinerary_id ?? "",
              guest: context.guest ?? { first_name: "", last_name: "", email: "", phone: "" },
            }),
            onDone: {
              target: "#hotelBooking.added",
              actions: { type: "addToCart", params: ({ event }) => event },
            },
            onError: [
              {
                guard: { type: "isExpired", params: ({ event }) => event },
                target: "#hotelBooking.rooms",
                actions: "expire",
              },
              { target: "guest", actions: { type: "failGuest", params: ({ event }) => event } },
            ],
          },
        },
      },
    },
    /** In the cart's hotel section; another room may still be chosen (it replaces the section). */
    added: {
      on: {
        "HOTEL.CHOOSE_ROOM": {
          target: "holding",
          actions: { type: "chooseRoom", params: ({ event }) => event },
        },
      },
    },
  },
});

export type HotelBookingMachine = typeof hotelBookingMachine;
