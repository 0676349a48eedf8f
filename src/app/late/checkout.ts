/** The checkout flow with its live effects: a chunk of its own, loaded when the flow is first needed. */
import { checkoutActors } from "@effects/checkout";
import type { StorefrontServices } from "@effects/runtime/layer";
import { checkoutMachine } from "@machines/checkout";
import type { Layer } from "effect";

export const checkoutFlow = (layer: Layer.Layer<StorefrontServices>) =>
  checkoutMachine.provide({ actors: checkoutActors(layer) });
