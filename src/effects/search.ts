/**
 * The catalogue search call (spec §7.3 'Search items': stores get_items) and the live actor the
 * search machine invokes by name:
 *
 * ```ts
 * searchMachine.provide({ actors: searchActors(StorefrontLive) });
 * ```
 *
 * The login flag sent with the call (spec §6 'the logged-in flag is passed with search') is read
 * here from the transport's Session service, so the machine does not need to know it. The call
 * is cancellable: interrupting the program (leaving the machine's `searching` state) aborts the
 * request. It times out after 60000 ms, the transport's time-out (spec §7.3, §9).
 */

import { getItems, type SearchText } from "@contract/catalogue";
import { SearchFailed } from "@errors/situations";
import { Effect, type Layer } from "effect";
import { effectActor } from "./runtime/actor";
import { dataOf } from "./runtime/answers";
import { reasonOf, unlessUnauthenticated } from "./runtime/failures";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";
import { Session } from "./runtime/services";
import { callOperation } from "./runtime/transport";

/** What the machine hands the search: the search_text object of spec §7.3. */
export interface SearchRequest {
  readonly search_text: SearchText;
}

/**
 * stores get_items with {search_text, isLoggedIn}: the result list when success is 1. An answer
 * with success other than 1, and a failed call, fail with SearchFailed (spec §8 'Search failure
 * or success not 1': the catalogue shows empty results and no message); HTTP 401 stays
 * Unauthenticated (spec §8).
 */
export const searchItems = Effect.fn("search.searchItems")(function* (input: SearchRequest) {
  const session = yield* Session;
  const isLoggedIn = yield* session.loggedIn;
  const answer = yield* callOperation(getItems, { search_text: input.search_text, isLoggedIn }).pipe(
    Effect.mapError(unlessUnauthenticated((error) => new SearchFailed({ reason: reasonOf(error) }))),
  );
  // success is 0 or 1 (any other flag does not decode, and fails as above).
  return yield* dataOf(
    answer.data.getData,
    () => new SearchFailed({ reason: "get_items answered success 0" }),
  );
});

/** The actors the search machine invokes, run with `layer`. */
export const searchActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  searchItems: effectActor(searchItems, layer),
});
