/** The payment flow with its live effects: a chunk of its own, loaded when the flow is first needed. */
import { paymentActors } from "@effects/payment";
import type { StorefrontServices } from "@effects/runtime/layer";
import { paymentMachine } from "@machines/payment";
import type { Layer } from "effect";

export const paymentFlow = (layer: Layer.Layer<StorefrontServices>) =>
  paymentMachine.provide({ actors: paymentActors(layer) });
