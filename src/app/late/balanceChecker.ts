/** The balanceChecker flow with its live effects: a chunk of its own, loaded when the flow is first needed. */
import { balanceCheckerActors } from "@effects/balanceChecker";
import type { StorefrontServices } from "@effects/runtime/layer";
import { balanceCheckerMachine } from "@machines/balanceChecker";
import type { Layer } from "effect";

export const balanceCheckerFlow = (layer: Layer.Layer<StorefrontServices>) =>
  balanceCheckerMachine.provide({ actors: balanceCheckerActors(layer) });
