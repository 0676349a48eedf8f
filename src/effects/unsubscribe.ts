/**
 * The Effect program of the mail unsubscribe page (spec §7.5 'Unsubscribe mail') and the live
 * actor its machine invokes by name.
 */
import { unsubscribeMail as unsubscribeMailCall } from "@contract/identity";
import { Effect, type Layer } from "effect";
import { effectActor } from "./runtime/actor";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";
import { callOperation } from "./runtime/transport";

/** What the unsubscribe call answered: success 1 when done, else the server's text. */
export interface UnsubscribeOutcome {
  readonly success: number;
  readonly message: string | null;
}

/** Unsubscribe mail {add_data: {un_subscribe}}: the signed-in shopper stops one kind of mail. */
export const unsubscribeMail = Effect.fn("unsubscribe.unsubscribeMail")(function* (input: {
  readonly un_subscribe: string;
}) {
  const answer = yield* callOperation(unsubscribeMailCall, {
    add_data: { un_subscribe: input.un_subscribe },
  });
  const outcome: UnsubscribeOutcome = {
    success: answer.data.unsubscribeMail.success,
    message: answer.data.unsubscribeMail.message ?? null,
  };
  return outcome;
});

/** The actors the unsubscribe machine invokes, run with `layer`. */
export const unsubscribeActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  unsubscribeMail: effectActor(unsubscribeMail, layer),
});
