/** The mobile-recharge flow with its live effects: a chunk of its own, loaded when the flow is first needed. */
import type { StorefrontServices } from "@effects/runtime/layer";
import { topupActors } from "@effects/topup";
import { topupMachine } from "@machines/topup";
import type { Layer } from "effect";

export const topupFlow = (layer: Layer.Layer<StorefrontServices>) =>
  topupMachine.provide({ actors: topupActors(layer) });
