/** The unsubscribe flow with its live effects: a chunk of its own, loaded when the flow is first needed. */

import type { StorefrontServices } from "@effects/runtime/layer";
import { unsubscribeActors } from "@effects/unsubscribe";
import { unsubscribeMachine } from "@machines/unsubscribe";
import type { Layer } from "effect";

export const unsubscribeFlow = (layer: Layer.Layer<StorefrontServices>) =>
  unsubscribeMachine.provide({ actors: unsubscribeActors(layer) });
