/** The redeemGuide flow with its live effects: a chunk of its own, loaded when the flow is first needed. */
import { redeemGuideActors } from "@effects/redeemGuide";
import type { StorefrontServices } from "@effects/runtime/layer";
import { redeemGuideMachine } from "@machines/redeemGuide";
import type { Layer } from "effect";

export const redeemGuideFlow = (layer: Layer.Layer<StorefrontServices>) =>
  redeemGuideMachine.provide({ actors: redeemGuideActors(layer) });
