/**
 * Hotel search (systemId "hotelSearch"): the search page's destination type-ahead and presets,
 * and the results page's search (spec §2.3 '/hotels', '/hotels/listing', §3 'Hotel destination
 * preset', §4 'Hotel search', §7.7, §9).
 *
 * - cities: fetch_hotel_cities at start: the cities and the destination presets.
 * - typeahead: the typed destination waits SEARCH_DEBOUNCE_MS (spec §9 1000 ms), then asks
 *   search_hotel_locations from 3 characters; a new keystroke restarts the wait and drops an
 *   answer still on its way.
 * - results: HOTELS.SEARCH runs search_hotels (tag "searching"). The search can be cancelled
 *   (spec §4): 'Stop' (HOTELS.STOP), a new search, or the 60000 ms time-out (spec §9) leave the
 *   state, which interrupts the program and aborts its request; the cancelled search answers
 *   isCancelled true and the previous results stay in place. A search for the results already
 *   shown asks nothing again. Filters and sorting apply to the results kept (src/domain/hotels.ts).
 */

import type { HotelLocation } from "@contract/hotels";
import type { HotelSearchQuery } from "@domain/hotels";
import { HOTEL_SEARCH_TIMEOUT_MS, LOCATION_MIN_CHARS, NO_FILTERS, sameSearch } from "@domain/hotels";
import { SEARCH_DEBOUNCE_MS } from "@domain/search";
import type { HotelCitiesData, HotelSearchOutcome } from "@effects/hotels";
import { errorDataOf, toErrorData } from "@errors/data";
import { HotelRefused } from "@errors/situations";
import { assign, setup } from "xstate";
import {
  type HotelSearchContext,
  type HotelSearchEvent,
  type HotelSearchEventOf,
  type HotelSearchTag,
  initialHotelSearchContext,
} from "./hotelSearch.events";
import { pending } from "./pending";

export {
  type HotelSearchContext,
  type HotelSearchEvent,
  hotelSearchEventSchemas,
} from "./hotelSearch.events";

/** What an empty search would ask: never sent (the effect refuses it without a call). */
const initialQuery: HotelSearchQuery = { destination: null, checkIn: "", checkOut: "", rooms: [] };

type Failed = { readonly error: unknown };
type Answered<T> = { readonly output: T };

export const hotelSearchMachine = setup({
  types: { context: {} as HotelSearchContext, events: {} as HotelSearchEvent, tags: {} as HotelSearchTag },
  actors: {
    loadHotelCities: pending<HotelCitiesData, void>(),
    findHotelLocations: pending<readonly HotelLocation[], { readonly text: string }>(),
    searchHotels: pending<HotelSearchOutcome, { readonly query: HotelSearchQuery }>(),
  },
  guards: {
    isLongEnough: ({ context }) => context.destinationText.trim().length >= LOCATION_MIN_CHARS,
    isShownAlready: ({ context }, params: HotelSearchEventOf<"HOTELS.SEARCH">) =>
      context.error === null && !context.isCancelled && sameSearch(context.resultsQuery, params.query),
    hasQuery: ({ context }) => context.query !== null,
  },
  actions: {
    keepCities: assign((_, params: Answered<HotelCitiesData>) => ({
      cities: params.output.cities,
      presets: params.output.presets,
    })),
    takeText: assign((_, params: HotelSearchEventOf<"HOTELS.DESTINATION_INPUT">) => ({
      destinationText: params.text,
    })),
    keepSuggestions: assign((_, params: Answered<readonly HotelLocation[]>) => ({
      suggestions: params.output,
    })),
    dropSuggestions: assign({ suggestions: [] }),
    startSearch: assign((_, params: HotelSearchEventOf<"HOTELS.SEARCH">) => ({
      query: params.query,
      isCancelled: false,
      error: null,
    })),
    restartSearch: assign({ isCancelled: false, error: null }),
    keepResults: assign(({ context }, params: Answered<HotelSearchOutcome>) => ({
      results: params.output.result,
      resultsQuery: context.query,
      filters: NO_FILTERS,
      isCancelled: false,
    })),
    failSearch: assign((_, params: Failed) => ({ error: errorDataOf(params.error) })),
    cancelSearch: assign({ isCancelled: true }),
    timeOut: assign({ isCancelled: true, error: toErrorData(new HotelRefused({ reason: "timeout" })) }),
    setFilters: assign((_, params: HotelSearchEventOf<"HOTELS.FILTER">) => ({ filters: params.filters })),
    setSort: assign((_, params: HotelSearchEventOf<"HOTELS.SORT">) => ({ sort: params.sort })),
  },
}).createMachine({
  id: "hotelSearch",
  context: initialHotelSearchContext,
  type: "parallel",
  on: {
    "HOTELS.FILTER": { actions: { type: "setFilters", params: ({ event }) => event } },
    "HOTELS.SORT": { actions: { type: "setSort", params: ({ event }) => event } },
  },
  states: {
    /** The cities and presets (spec §3 hotelViewData). A failure leaves them empty. */
    cities: {
      initial: "loading",
      states: {
        loading: {
          tags: "loading",
          invoke: {
            src: "loadHotelCities",
            onDone: { target: "ready", actions: { type: "keepCities", params: ({ event }) => event } },
            onError: { target: "failed" },
          },
        },
        ready: {},
        failed: {},
      },
    },
    /** The destination's type-ahead (spec §9 debounce 1000 ms, 3 characters). */
    typeahead: {
      initial: "idle",
      on: {
        "HOTELS.DESTINATION_INPUT": {
          target: ".waiting",
          reenter: true,
          actions: { type: "takeText", params: ({ event }) => event },
        },
        "HOTELS.SUGGESTIONS_CLOSE": { target: ".idle", actions: "dropSuggestions" },
      },
      states: {
        idle: {},
        waiting: {
          after: {
            [SEARCH_DEBOUNCE_MS]: [
              { guard: "isLongEnough", target: "asking" },
              { target: "idle", actions: "dropSuggestions" },
            ],
          },
        },
        asking: {
          tags: "suggesting",
          invoke: {
            src: "findHotelLocations",
            input: ({ context }) => ({ text: context.destinationText }),
            onDone: { target: "shown", actions: { type: "keepSuggestions", params: ({ event }) => event } },
            onError: { target: "idle", actions: "dropSuggestions" },
          },
        },
        shown: {},
      },
    },
    /** The results page's search (spec §4, §7.7 search_hotels, §9 time-out 60000 ms). */
    results: {
      initial: "idle",
      on: {
        "HOTELS.SEARCH": [
          { guard: { type: "isShownAlready", params: ({ event }) => event }, target: ".done" },
          {
            target: ".searching",
            reenter: true,
            actions: { type: "startSearch", params: ({ event }) => event },
          },
        ],
      },
      states: {
        idle: {},
        searching: {
          tags: "searching",
          invoke: {
            src: "searchHotels",
            input: ({ context }) => ({ query: context.query ?? initialQuery }),
            onDone: { target: "done", actions: { type: "keepResults", params: ({ event }) => event } },
            onError: { target: "done", actions: { type: "failSearch", params: ({ event }) => event } },
          },
          after: { [HOTEL_SEARCH_TIMEOUT_MS]: { target: "done", actions: "timeOut" } },
          on: { "HOTELS.STOP": { target: "done", actions: "cancelSearch" } },
        },
        /** Results (the last received), a refusal, or a cancelled search over the kept results. */
        done: {
          on: { "HOTELS.RETRY": { guard: "hasQuery", target: "searching", actions: "restartSearch" } },
        },
      },
    },
  },
});

export type HotelSearchMachine = typeof hotelSearchMachine;
