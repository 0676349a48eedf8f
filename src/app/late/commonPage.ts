/** The commonPage flow with its live effects: a chunk of its own, loaded when the flow is first needed. */

import type { StorefrontServices } from "@effects/runtime/layer";
import { commonPageActors } from "@effects/storeInfo";
import { commonPageMachine } from "@machines/commonPage";
import type { Layer } from "effect";

export const commonPageFlow = (layer: Layer.Layer<StorefrontServices>) =>
  commonPageMachine.provide({ actors: commonPageActors(layer) });
