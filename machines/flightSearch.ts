/**
 * Flight search (systemId "flightSearch"), spec §2.3 '/flights; /flights/listing', §3 App info
 * filghtFilterData, §4 'A new search cancels the one in flight', §7.7 flights: the form's data
 * (airports, cabins, limits), carriers and the shopper's currency; the airports' type-ahead; the
 * search of the results page's URL, with filters and sorting. A new search re-enters `searching`,
 * which stops the running search actor: its Effect is interrupted and its request aborted.
 */
import type { Airport, SearchParameters } from "@contract/flights";
import type { FlightFilters, FlightSort } from "@domain/flights";
import { sameSearch } from "@domain/flights";
import type { FlightFacts, SearchOutcome } from "@effects/flights";
import { serverText } from "@errors/catalogue";
import { errorDataOf } from "@errors/data";
import { assign, setup } from "xstate";
import type { SessionUserEvent } from "./facts";
import {
  type AirportField,
  type FlightSearchContext,
  type FlightSearchEvent,
  type FlightSearchTag,
  initialFlightSearchContext,
} from "./flightSearch.events";
import { pending } from "./pending";

export {
  type FlightSearchContext,
  type FlightSearchEvent,
  flightSearchEventSchemas,
} from "./flightSearch.events";

/** Characters an airport's type-ahead waits for. */
export const AIRPORT_LOOKUP_MIN = 2;
/** The pause after typing before the type-ahead asks (ms). */
export const AIRPORT_LOOKUP_DEBOUNCE = 300;

type Output<O> = { readonly event: { readonly output: O } };
const errorOf = ({ event }: { readonly event: { readonly error: unknown } }) => ({ error: event.error });

export const flightSearchMachine = setup({
  types: {
    context: {} as FlightSearchContext,
    events: {} as FlightSearchEvent,
    tags: {} as FlightSearchTag,
  },
  actors: {
    loadFacts: pending<FlightFacts, { readonly currency: string }>(),
    lookupAirports: pending<readonly Airport[], { readonly text: string }>(),
    searchFlights: pending<SearchOutcome, SearchParameters>(),
  },
  delays: { lookupPause: AIRPORT_LOOKUP_DEBOUNCE },
  guards: {
    isNewSearch: ({ context }, params: { readonly search: SearchParameters }) =>
      context.search === null || !sameSearch(context.search, params.search) || context.results === null,
    isLongEnough: (_, params: { readonly text: string }) => params.text.trim().length >= AIRPORT_LOOKUP_MIN,
    isFound: (_, params: { readonly outcome: SearchOutcome }) => params.outcome.ok,
    isOtherCurrency: ({ context }, params: SessionUserEvent) =>
      (params.points?.currencyCode.toUpperCase() ?? "INR") !== context.currency,
  },
  actions: {
    takeUser: assign((_, params: SessionUserEvent) => ({
      currency: params.points?.currencyCode.toUpperCase() ?? "INR",
      pointValue: params.points?.pointsConversionFactor ?? 1,
    })),
    keepFacts: assign((_, params: { readonly facts: FlightFacts }) => ({ facts: params.facts, error: null })),
    keepError: assign((_, params: { readonly error: unknown }) => ({ error: errorDataOf(params.error) })),
    startSearch: assign((_, params: { readonly search: SearchParameters }) => ({
      search: params.search,
      results: null,
      problem: null,
      refusal: null,
      error: null,
    })),
    clearProblem: assign({ problem: null, refusal: null, error: null }),
    keepOutcome: assign((_, params: { readonly outcome: SearchOutcome }) =>
      params.outcome.ok
        ? { results: params.outcome.results }
        : {
            results: null,
            problem: params.outcome.problem,
            refusal:
              params.outcome.problem === null
                ? serverText(params.outcome.message, "somethingWentWrongDot")
                : null,
          },
    ),
    filter: assign((_, params: { readonly filters: FlightFilters }) => ({ filters: params.filters })),
    sortBy: assign((_, params: { readonly sort: FlightSort }) => ({ sort: params.sort })),
    priceIn: assign((_, params: { readonly unit: "currency" | "points" }) => ({ priceIn: params.unit })),
    keepLookup: assign((_, params: { readonly field: AirportField; readonly text: string }) => ({
      lookup: { field: params.field, text: params.text },
    })),
    clearAirports: assign({ airports: [] }),
    keepAirports: assign((_, params: { readonly airports: readonly Airport[] }) => ({
      airports: params.airports,
    })),
  },
}).createMachine({
  id: "flightSearch",
  context: initialFlightSearchContext,
  type: "parallel",
  on: {
    "FLIGHTS.FILTER": { actions: { type: "filter", params: ({ event }) => ({ filters: event.filters }) } },
    "FLIGHTS.SORT": { actions: { type: "sortBy", params: ({ event }) => ({ sort: event.sort }) } },
    "FLIGHTS.PRICE_IN": { actions: { type: "priceIn", params: ({ event }) => ({ unit: event.unit }) } },
  },
  states: {
    // filghtFilterData, carriers and the currency of the shopper's points.
    facts: {
      initial: "loading",
      on: {
        "SESSION.USER": [
          {
            guard: { type: "isOtherCurrency", params: ({ event }) => event },
            target: ".loading",
            reenter: true,
            actions: { type: "takeUser", params: ({ event }) => event },
          },
          { actions: { type: "takeUser", params: ({ event }) => event } },
        ],
      },
      states: {
        loading: {
          tags: ["loading"],
          invoke: {
            src: "loadFacts",
            input: ({ context }) => ({ currency: context.currency }),
            onDone: {
              target: "ready",
              actions: {
                type: "keepFacts",
                params: ({ event }: Output<FlightFacts>) => ({ facts: event.output }),
              },
            },
            onError: { target: "failed", actions: { type: "keepError", params: errorOf } },
          },
        },
        ready: {},
        failed: { on: { "FLIGHTS.RETRY": "loading" } },
      },
    },
    // The airports' type-ahead: a pause after typing, then search_airports; new text starts over.
    lookup: {
      initial: "idle",
      on: {
        "FLIGHTS.AIRPORT_TEXT": [
          {
            guard: { type: "isLongEnough", params: ({ event }) => ({ text: event.text }) },
            target: ".pausing",
            reenter: true,
            actions: {
              type: "keepLookup",
              params: ({ event }) => ({ field: event.field, text: event.text }),
            },
          },
          {
            target: ".idle",
            actions: [
              { type: "keepLookup", params: ({ event }) => ({ field: event.field, text: event.text }) },
              "clearAirports",
            ],
          },
        ],
      },
      states: {
        idle: {},
        pausing: { after: { lookupPause: "looking" } },
        looking: {
          tags: ["lookingUp"],
          invoke: {
            src: "lookupAirports",
            input: ({ context }) => ({ text: context.lookup?.text.trim() ?? "" }),
            onDone: {
              target: "idle",
              actions: {
                type: "keepAirports",
                params: ({ event }: Output<readonly Airport[]>) => ({ airports: event.output }),
              },
            },
            onError: { target: "idle", actions: "clearAirports" },
          },
        },
      },
    },
    search: {
      initial: "idle",
      on: {
        "FLIGHTS.SEARCH": {
          guard: { type: "isNewSearch", params: ({ event }) => ({ search: event.search }) },
          target: ".searching",
          reenter: true,
          actions: { type: "startSearch", params: ({ event }) => ({ search: event.search }) },
        },
      },
      states: {
        idle: {},
        searching: {
          tags: ["searching"],
          invoke: {
            src: "searchFlights",
            input: ({ context }) =>
              context.search ?? {
                trip_type: "one_way",
                origin: "",
                destination: "",
                departure_date: "",
                return_date: null,
                passengers: { adult: 1, child: 0, infant: 0 },
                cabin_class: "economy",
              },
            onDone: [
              {
                guard: {
                  type: "isFound",
                  params: ({ event }: Output<SearchOutcome>) => ({ outcome: event.output }),
                },
                target: "results",
                actions: { type: "keepOutcome", params: ({ event }) => ({ outcome: event.output }) },
              },
              {
                target: "refused",
                actions: { type: "keepOutcome", params: ({ event }) => ({ outcome: event.output }) },
              },
            ],
            onError: { target: "failed", actions: { type: "keepError", params: errorOf } },
          },
        },
        // 'Search again' (a refused booking, an expired hold): the same search, asked anew.
        results: { on: { "FLIGHTS.RETRY": { target: "searching", actions: "clearProblem" } } },
        refused: { on: { "FLIGHTS.RETRY": { target: "searching", actions: "clearProblem" } } },
        failed: {
          on: { "FLIGHTS.RETRY": { target: "searching", actions: "clearProblem" } },
        },
      },
    },
  },
});

export type FlightSearchMachine = typeof flightSearchMachine;
