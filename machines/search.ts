/**
 * The catalogue search of the header and of the mobile search page (systemId "search"), spec
 * §2.6, §4 'Search', §5 'Search', §7.3 'Search items', §8 'Search failure', §9.
 *
 * Two regions side by side:
 * - `query`: idle → debouncing → searching → results or empty. Every input waits 1000 ms (a new
 *   input restarts the wait); then the cleaned key is searched through the `searchItems` effect.
 *   A new input while a search is in flight leaves `searching`, which interrupts the effect and
 *   aborts its request. Empty input clears the results; fewer than 3 characters does not search
 *   and hides the results (they are kept). A failure, or an answer whose success is not 1,
 *   gives empty results and no message (spec §8).
 * - `focus`: the dropdown shows while the input has focus and for 500 ms after it blurs;
 *   focusing again shows the kept results. Escape, or choosing a result, closes it, and so does
 *   a viewport of 991 px or less, where the header box is not shown (spec §2.6).
 *
 * The status (idle, debouncing, searching, results, empty) and the focus are the tags of the
 * states; `searchViewOf(tag => snapshot.hasTag(tag), results.length)` of src/domain/search.ts
 * gives a view both and whether the dropdown is open.
 *
 * `searchedKey` is the last searched key; it is cleared when the page that is left is not a
 * listing page (spec §4: vouchers, perks and experiences), as told by `ENV.LOCATION`.
 *
 * The effect is invoked by name; the default never settles, and the system provides the live one
 * (`searchActors(layer)` of src/effects/search.ts).
 */

import type { SearchItem } from "@contract/catalogue";
import {
  DEFAULT_SEARCH_SCOPE,
  isEmptySearch,
  isSearchable,
  leavesNonListingPage,
  moveHighlight,
  SEARCH_BLUR_HIDE_MS,
  SEARCH_DEBOUNCE_MS,
  type SearchFocus,
  SearchScope,
  type SearchStatus,
  searchKeyOf,
  searchTextFor,
} from "@domain/search";
import { isPhoneWidth } from "@domain/viewport";
import type { SearchRequest } from "@effects/search";
import type { ErrorData } from "@errors/data";
import { errorDataOf } from "@errors/data";
import { Schema } from "effect";
import { assign, setup } from "xstate";
import { pending } from "./pending";
import { type EnvironmentEvent, environmentEventSchemas, type ShellInput } from "./shell";

export type { SearchFocus, SearchStatus, SearchView } from "@domain/search";
export { searchViewOf } from "@domain/search";

/** The query's status and the input's focus are the tags of their states (read with `searchViewOf`). */
export type SearchTag = SearchStatus | SearchFocus;
export { SearchScope } from "@domain/search";

// ---------------------------------------------------------------------------------------------
// Events

/** The events the search accepts from outside (views, and the root's environment events). */
export const searchEventSchemas = [
  /** The input's text as typed, with what the page knows of the site and the country. */
  Schema.Struct({ type: Schema.Literal("SEARCH.INPUT"), text: Schema.String, scope: SearchScope }),
  Schema.Struct({ type: Schema.Literal("SEARCH.FOCUS") }),
  Schema.Struct({ type: Schema.Literal("SEARCH.BLUR") }),
  /** Empties the input and the results. */
  Schema.Struct({ type: Schema.Literal("SEARCH.CLEAR") }),
  /** Closes the dropdown now (Escape, or a result chosen); the next input or focus opens it again. */
  Schema.Struct({ type: Schema.Literal("SEARCH.CLOSE") }),
  /** Arrow keys: moves the highlighted result down (1) or up (-1). */
  Schema.Struct({ type: Schema.Literal("SEARCH.MOVE"), step: Schema.Literals([1, -1]) }),
  ...environmentEventSchemas,
] as const;

export type SearchViewEvent = (typeof searchEventSchemas)[number]["Type"];
export type SearchEvent = SearchViewEvent | EnvironmentEvent;

// ---------------------------------------------------------------------------------------------
// Context

export interface SearchContext {
  /** The input's text as typed. */
  readonly text: string;
  /** The site and country of the last input. */
  readonly scope: SearchScope;
  /** The current page path (vouchers pages send the experience-country id, spec §7.3). */
  readonly pathname: string;
  /** The last searched key; '' when none or cleared (spec §4). */
  readonly searchedKey: string;
  /** The results of the last search (kept while hidden). */
  readonly results: readonly SearchItem[];
  /** The index of the highlighted result, if any. */
  readonly active: number | null;
  /** The failure of the last search, kept for diagnosis only (spec §8: no message). */
  readonly error: ErrorData | null;
}

export const initialSearchContext = (input: ShellInput): SearchContext => ({
  text: "",
  scope: DEFAULT_SEARCH_SCOPE,
  pathname: input.location.pathname,
  searchedKey: "",
  results: [],
  active: null,
  error: null,
});

type TextParams = { readonly text: string };

export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    input: {} as ShellInput,
    tags: {} as SearchTag,
  },
  actors: {
    searchItems: pending<readonly SearchItem[], SearchRequest>(),
  },
  guards: {
    isInputEmpty: (_, params: TextParams) => isEmptySearch(params.text),
    isInputTooShort: (_, params: TextParams) => !isSearchable(params.text),
    isPhoneViewport: (_, params: { readonly width: number }) => isPhoneWidth(params.width),
    hasResults: (_, params: { readonly results: readonly SearchItem[] }) => params.results.length > 0,
    isLeavingNonListingPage: ({ context }, params: { readonly pathname: string }) =>
      leavesNonListingPage(context.pathname, params.pathname),
  },
  actions: {
    storeInput: assign((_, params: { readonly text: string; readonly scope: SearchScope }) => ({
      text: params.text,
      scope: params.scope,
      active: null,
    })),
    clearInput: assign({ text: "", active: null }),
    clearResults: assign({ results: [], active: null, error: null }),
    storeResults: assign((_, params: { readonly results: readonly SearchItem[] }) => ({
      results: params.results,
      active: null,
      error: null,
    })),
    recordFailure: assign((_, params: { readonly error: unknown }) => ({
      results: [],
      active: null,
      error: errorDataOf(params.error),
    })),
    rememberSearchedKey: assign(({ context }) => ({ searchedKey: searchKeyOf(context.text) })),
    forgetSearchedKey: assign({ searchedKey: "" }),
    followLocation: assign((_, params: { readonly pathname: string }) => ({ pathname: params.pathname })),
    moveHighlight: assign(({ context }, params: { readonly step: number }) => ({
      active: moveHighlight(context.active, params.step, context.results.length),
    })),
  },
}).createMachine({
  id: "search",
  context: ({ input }) => initialSearchContext(input),
  type: "parallel",
  on: {
    // spec §4: the searched key is cleared when leaving a non-listing page.
    "ENV.LOCATION": [
      {
        guard: { type: "isLeavingNonListingPage", params: ({ event }) => ({ pathname: event.pathname }) },
        actions: [
          "forgetSearchedKey",
          { type: "followLocation", params: ({ event }) => ({ pathname: event.pathname }) },
        ],
      },
      { actions: { type: "followLocation", params: ({ event }) => ({ pathname: event.pathname }) } },
    ],
  },
  states: {
    query: {
      initial: "idle",
      on: {
        "SEARCH.INPUT": [
          // spec §5: empty input clears the results.
          {
            guard: { type: "isInputEmpty", params: ({ event }) => ({ text: event.text }) },
            target: ".idle",
            actions: [
              { type: "storeInput", params: ({ event }) => ({ text: event.text, scope: event.scope }) },
              "clearResults",
            ],
          },
          // spec §4, §5: fewer than 3 characters does not search, and the results hide.
          {
            guard: { type: "isInputTooShort", params: ({ event }) => ({ text: event.text }) },
            target: ".idle",
            actions: {
              type: "storeInput",
              params: ({ event }) => ({ text: event.text, scope: event.scope }),
            },
          },
          // spec §5: debounced 1000 ms; a new input restarts the wait and cancels a search in flight.
          {
            target: ".debouncing",
            actions: {
              type: "storeInput",
              params: ({ event }) => ({ text: event.text, scope: event.scope }),
            },
          },
        ],
        "SEARCH.CLEAR": { target: ".idle", actions: ["clearInput", "clearResults"] },
        // Arrow keys move through the results shown (none: nothing is highlighted).
        "SEARCH.MOVE": { actions: { type: "moveHighlight", params: ({ event }) => ({ step: event.step }) } },
      },
      states: {
        idle: {
          tags: "idle",
        },
        debouncing: {
          tags: "debouncing",
          after: { [SEARCH_DEBOUNCE_MS]: "searching" },
        },
        // spec §4: 'Searching...' shows; spec §7.3 stores get_items.
        searching: {
          tags: "searching",
          entry: "rememberSearchedKey",
          invoke: {
            src: "searchItems",
            input: ({ context }) => ({
              search_text: searchTextFor(context.text, context.scope, context.pathname),
            }),
            onDone: [
              {
                guard: { type: "hasResults", params: ({ event }) => ({ results: event.output }) },
                target: "results",
                actions: { type: "storeResults", params: ({ event }) => ({ results: event.output }) },
              },
              { target: "empty", actions: "clearResults" },
            ],
            // spec §8: a failed search gives empty results and no message.
            onError: {
              target: "empty",
              actions: { type: "recordFailure", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        results: {
          tags: "results",
        },
        empty: {
          tags: "empty",
        },
      },
    },
    focus: {
      initial: "blurred",
      on: {
        // spec §2.6: at 991 px or less the header box is not shown, so its dropdown closes.
        "ENV.VIEWPORT": {
          guard: { type: "isPhoneViewport", params: ({ event }) => ({ width: event.width }) },
          target: ".blurred",
        },
      },
      states: {
        blurred: {
          tags: "blurred",
          on: { "SEARCH.FOCUS": "focused" },
        },
        focused: {
          tags: "focused",
          on: { "SEARCH.BLUR": "blurring", "SEARCH.CLOSE": "dismissed" },
        },
        // spec §4: results hide 500 ms after the input blurs; focusing again shows them.
        blurring: {
          tags: "blurring",
          after: { [SEARCH_BLUR_HIDE_MS]: "blurred" },
          on: { "SEARCH.FOCUS": "focused", "SEARCH.CLOSE": "blurred" },
        },
        dismissed: {
          tags: "dismissed",
          on: {
            "SEARCH.FOCUS": "focused",
            "SEARCH.INPUT": "focused",
            "SEARCH.MOVE": "focused",
            "SEARCH.BLUR": "blurred",
          },
        },
      },
    },
  },
});

export type SearchMachine = typeof searchMachine;
