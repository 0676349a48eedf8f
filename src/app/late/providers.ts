/** The providers flow with its live effects: a chunk of its own, loaded when the flow is first needed. */

import { providersActors } from "@effects/providers";
import type { StorefrontServices } from "@effects/runtime/layer";
import { providersMachine } from "@machines/providers";
import type { Layer } from "effect";

export const providersFlow = (layer: Layer.Layer<StorefrontServices>) =>
  providersMachine.provide({ actors: providersActors(layer) });
