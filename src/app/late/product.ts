/** The product flow with its live effects: a chunk of its own, loaded when the flow is first needed. */
import { productActors } from "@effects/product";
import type { StorefrontServices } from "@effects/runtime/layer";
import { productMachine } from "@machines/product";
import type { Layer } from "effect";

export const productFlow = (layer: Layer.Layer<StorefrontServices>) =>
  productMachine.provide({ actors: productActors(layer) });
