/** The cash-out flow with its live effects: a chunk of its own, loaded when the flow is first needed. */
import { cashoutActors } from "@effects/cashout";
import type { StorefrontServices } from "@effects/runtime/layer";
import { cashoutMachine } from "@machines/cashout";
import type { Layer } from "effect";

export const cashoutFlow = (layer: Layer.Layer<StorefrontServices>) =>
  cashoutMachine.provide({ actors: cashoutActors(layer) });
