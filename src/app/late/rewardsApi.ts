/** The rewardsApi flow with its live effects: a chunk of its own, loaded when the flow is first needed. */

import type { StorefrontServices } from "@effects/runtime/layer";
import { rewardsApiActors } from "@effects/storeInfo";
import { rewardsApiMachine } from "@machines/rewardsApi";
import type { Layer } from "effect";

export const rewardsApiFlow = (layer: Layer.Layer<StorefrontServices>) =>
  rewardsApiMachine.provide({ actors: rewardsApiActors(layer) });
