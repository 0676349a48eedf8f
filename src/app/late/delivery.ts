/** The delivery flow with its live effects: a chunk of its own, loaded when the flow is first needed. */
import { deliveryActors } from "@effects/delivery";
import type { StorefrontServices } from "@effects/runtime/layer";
import { deliveryMachine } from "@machines/delivery";
import type { Layer } from "effect";

export const deliveryFlow = (layer: Layer.Layer<StorefrontServices>) =>
  deliveryMachine.provide({ actors: deliveryActors(layer) });
