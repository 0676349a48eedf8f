/**
 * Flight booking (systemId "flightBooking"), spec §7.7 create_itinerary, fetch_itinerary,
 * update_itinerary, §4 'Adding a flight ... replaces that section with the single new item': a
 * chosen result is held as an itinerary; the passengers' names go to it; the held itinerary then
 * enters the cart's flights section. The hold lasts what the server says (`expires_in_ms`); when
 * it runs out the booking is `expired` and the flight leaves the cart (a declined payment keeps
 * it there until then). A changed fare or an expired itinerary is refused with the server's words.
 */
import type { Itinerary, Offer, Passenger, SearchParameters } from "@contract/flights";
import { flightSectionItem, passengerFieldProblems } from "@domain/flights";
import type { HoldRequest, ItineraryOutcome } from "@effects/flights";
import { serverText } from "@errors/catalogue";
import { errorDataOf } from "@errors/data";
import { assign, enqueueActions, setup } from "xstate";
import {
  type FlightBookingContext,
  type FlightBookingEvent,
  type FlightBookingTag,
  initialFlightBookingContext,
} from "./flightBooking.events";
import { sendToFlow } from "./flows";
import { pending } from "./pending";

export {
  type FlightBookingContext,
  type FlightBookingEvent,
  flightBookingEventSchemas,
} from "./flightBooking.events";

type Output<O> = { readonly event: { readonly output: O } };
const errorOf = ({ event }: { readonly event: { readonly error: unknown } }) => ({ error: event.error });
const outcomeOf = ({ event }: Output<ItineraryOutcome>) => ({ outcome: event.output });

const chooseTransition = {
  target: ".holding",
  reenter: true,
  actions: {
    type: "choose" as const,
    params: ({
      event,
    }: {
      readonly event: { readonly offer: Offer; readonly search: SearchParameters; readonly currency: string };
    }) => ({ offer: event.offer, search: event.search, currency: event.currency }),
  },
};

export const flightBookingMachine = setup({
  types: {
    context: {} as FlightBookingContext,
    events: {} as FlightBookingEvent,
    tags: {} as FlightBookingTag,
  },
  actors: {
    holdOffer: pending<ItineraryOutcome, HoldRequest | null>(),
    resumeItinerary: pending<Itinerary, { readonly itineraryId: string }>(),
    namePassengers: pending<
      ItineraryOutcome,
      { readonly itineraryId: string; readonly passengers: readonly Passenger[] }
    >(),
  },
  delays: {
    /** What is left of the hold when the server answered. */
    untilExpiry: ({ context }) => context.itinerary?.expires_in_ms ?? 0,
  },
  guards: {
    isAnswered: (_, params: { readonly outcome: ItineraryOutcome }) => params.outcome.ok,
    isExpiredRefusal: (_, params: { readonly outcome: ItineraryOutcome }) =>
      !params.outcome.ok && params.outcome.reason === "expired",
    /** The itinerary asked for is the one held, or the one already reopened (or found gone). */
    isSameItinerary: ({ context }, params: { readonly itineraryId: string }) =>
      context.resumeId === params.itineraryId || context.itinerary?.itinerary_id === params.itineraryId,
    isResuming: ({ context }) => context.resumeId !== null && context.itinerary === null,
    isGone: (_, params: { readonly error: unknown }) =>
      errorDataOf(params.error)._tag === "HeldItineraryGone",
    areNamesValid: ({ context }, params: { readonly passengers: readonly Passenger[] }) => {
      const counts = context.itinerary?.passengers_count;
      if (counts === undefined) return false;
      const problems = passengerFieldProblems(params.passengers, counts);
      return problems !== "countMismatch" && problems.length === 0;
    },
  },
  actions: {
    choose: assign(
      (
        _,
        params: { readonly offer: Offer; readonly search: SearchParameters; readonly currency: string },
      ) => ({
        ...initialFlightBookingContext,
        offer: params.offer,
        search: params.search,
        currency: params.currency,
      }),
    ),
    resume: assign((_, params: { readonly itineraryId: string }) => ({
      ...initialFlightBookingContext,
      resumeId: params.itineraryId,
    })),
    keepResumed: assign((_, params: { readonly itinerary: Itinerary }) => ({
      itinerary: params.itinerary,
      offer: params.itinerary.offer,
      currency: params.itinerary.price.currency_code,
      error: null,
    })),
    keepItinerary: assign((_, params: { readonly outcome: ItineraryOutcome }) =>
      params.outcome.ok
        ? { itinerary: params.outcome.itinerary, refusal: null, reason: null, currentFare: null, error: null }
        : {
            refusal: serverText(params.outcome.message, "somethingWentWrongDot"),
            reason: params.outcome.reason,
            currentFare: params.outcome.currentFare,
          },
    ),
    keepPassengers: assign((_, params: { readonly passengers: readonly Passenger[] }) => ({
      passengers: params.passengers,
      fieldProblems: [],
      refusal: null,
      error: null,
    })),
    showProblems: assign(({ context }, params: { readonly passengers: readonly Passenger[] }) => {
      const counts = context.itinerary?.passengers_count ?? { adult: 0, child: 0, infant: 0 };
      const problems = passengerFieldProblems(params.passengers, counts);
      return { passengers: params.passengers, fieldProblems: problems === "countMismatch" ? [] : problems };
    }),
    keepError: assign((_, params: { readonly error: unknown }) => ({ error: errorDataOf(params.error) })),
    reset: assign(initialFlightBookingContext),
    // spec §4: the flight replaces whatever the flights section held.
    addToCart: enqueueActions(({ context, system, enqueue }) => {
      if (context.itinerary === null) return;
      const add = {
        type: "CART.ADD_SECTION_ITEM",
        section: "flights",
        item: flightSectionItem(context.itinerary),
      };
      sendToFlow(system, enqueue, "cart", add);
    }),
    removeFromCart: enqueueActions(({ system, enqueue }) => {
      const remove = { type: "CART.REMOVE_SECTION_ITEM", section: "flights" };
      sendToFlow(system, enqueue, "cart", remove);
    }),
  },
}).createMachine({
  id: "flightBooking",
  context: initialFlightBookingContext,
  initial: "idle",
  on: {
    "FLIGHTS.CHOOSE": chooseTransition,
    "FLIGHTS.RESUME": [
      { guard: { type: "isSameItinerary", params: ({ event }) => ({ itineraryId: event.itineraryId }) } },
      {
        target: ".resuming",
        reenter: true,
        actions: { type: "resume", params: ({ event }) => ({ itineraryId: event.itineraryId }) },
      },
    ],
    "FLIGHTS.CANCEL_BOOKING": { target: ".idle", actions: "reset" },
  },
  states: {
    idle: {},
    holding: {
      tags: ["holding"],
      invoke: {
        src: "holdOffer",
        input: ({ context }) =>
          context.offer === null || context.search === null
            ? null
            : { offer: context.offer, search: context.search, currency: context.currency },
        onDone: [
          {
            guard: { type: "isAnswered", params: outcomeOf },
            target: "held",
            actions: { type: "keepItinerary", params: outcomeOf },
          },
          { target: "refused", actions: { type: "keepItinerary", params: outcomeOf } },
        ],
        onError: { target: "failed", actions: { type: "keepError", params: errorOf } },
      },
    },
    // The page's address named a held itinerary: it is fetched again, its step reopened.
    resuming: {
      tags: ["resuming"],
      invoke: {
        src: "resumeItinerary",
        input: ({ context }) => ({ itineraryId: context.resumeId ?? "" }),
        onDone: {
          target: "held",
          actions: { type: "keepResumed", params: ({ event }) => ({ itinerary: event.output }) },
        },
        onError: [
          {
            guard: { type: "isGone", params: errorOf },
            target: "gone",
            actions: { type: "keepError", params: errorOf },
          },
          { target: "failed", actions: { type: "keepError", params: errorOf } },
        ],
      },
    },
    // The named itinerary is no longer held (ran out, unknown, booked): back to the results.
    gone: {},
    refused: {},
    failed: {
      on: {
        "FLIGHTS.RETRY_BOOKING": [{ guard: "isResuming", target: "resuming" }, { target: "holding" }],
      },
    },
    held: {
      initial: "naming",
      after: { untilExpiry: "expired" },
      states: {
        naming: {
          on: {
            "FLIGHTS.NAME_PASSENGERS": [
              {
                guard: { type: "areNamesValid", params: ({ event }) => ({ passengers: event.passengers }) },
                target: "sending",
                actions: {
                  type: "keepPassengers",
                  params: ({ event }) => ({ passengers: event.passengers }),
                },
              },
              {
                actions: { type: "showProblems", params: ({ event }) => ({ passengers: event.passengers }) },
              },
            ],
          },
        },
        sending: {
          tags: ["naming"],
          invoke: {
            src: "namePassengers",
            input: ({ context }) => ({
              itineraryId: context.itinerary?.itinerary_id ?? "",
              passengers: context.passengers,
            }),
            onDone: [
              {
                guard: { type: "isAnswered", params: outcomeOf },
                target: "inCart",
                actions: [{ type: "keepItinerary", params: outcomeOf }, "addToCart"],
              },
              {
                guard: { type: "isExpiredRefusal", params: outcomeOf },
                target: "#flightBooking.expired",
                actions: { type: "keepItinerary", params: outcomeOf },
              },
              { target: "naming", actions: { type: "keepItinerary", params: outcomeOf } },
            ],
            onError: { target: "naming", actions: { type: "keepError", params: errorOf } },
          },
        },
        inCart: { on: { "FLIGHTS.EDIT_PASSENGERS": "naming" } },
      },
    },
    // The hold ran out: the flight leaves the cart (spec §4), a new search books again.
    expired: { entry: "removeFromCart" },
  },
});

export type FlightBookingMachine = typeof flightBookingMachine;
export type { Itinerary };
