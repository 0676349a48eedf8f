/**
 * The Effect program behind the redemption guide (spec §2.8): storing the 'returning user' flag in
 * local storage, and the live actor the guide machine invokes by name:
 *
 * ```ts
 * redeemGuideMachine.provide({ actors: redeemGuideActors(layer) }); // layer: StorefrontLive, or a test layer
 * ```
 */

import { RETURNING_USER_KEY, RETURNING_USER_VALUE } from "@domain/redeemGuide";
import { Effect, type Layer } from "effect";
import { effectActor } from "./runtime/actor";
import { BrowserStorage } from "./runtime/browser";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";

/** Stores the 'returning user' flag: local storage `returningUser` = '1' (spec §2.8). */
export const storeReturningUser: () => Effect.Effect<void, never, BrowserStorage> = Effect.fn(
  "redeemGuide.storeReturningUser",
)(function* () {
  const storage = yield* BrowserStorage;
  yield* storage.set("local", RETURNING_USER_KEY, RETURNING_USER_VALUE);
});

/** The actors the redemption guide machine invokes, run with `layer`. */
export const redeemGuideActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  storeReturningUser: effectActor<void, void, never, StorefrontServices>(() => storeReturningUser(), layer),
});
