/**
 * Idempotency keys: one per order (checkout) or ticket the shopper sends. A retry of the same
 * request sends the same key, and the server answers what it stored the first time instead of
 * storing it twice.
 */
import { Effect } from "effect";

/** A new idempotency key (a random UUID). */
export const newIdempotencyKey: () => Effect.Effect<string> = Effect.fn("idempotency.newKey")(function* () {
  return yield* Effect.sync(() => crypto.randomUUID());
});
