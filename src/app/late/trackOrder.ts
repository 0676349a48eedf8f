/** The trackOrder flow with its live effects: a chunk of its own, loaded when the flow is first needed. */

import type { StorefrontServices } from "@effects/runtime/layer";
import { trackOrderActors } from "@effects/trackOrder";
import { trackOrderMachine } from "@machines/trackOrder";
import type { Layer } from "effect";

export const trackOrderFlow = (layer: Layer.Layer<StorefrontServices>) =>
  trackOrderMachine.provide({ actors: trackOrderActors(layer) });
