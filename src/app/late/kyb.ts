/** The kyb flow with its live effects: a chunk of its own, loaded when the flow is first needed. */

import type { StorefrontServices } from "@effects/runtime/layer";
import { kybActors } from "@effects/storeInfo";
import { kybMachine } from "@machines/kyb";
import type { Layer } from "effect";

export const kybFlow = (layer: Layer.Layer<StorefrontServices>) =>
  kybMachine.provide({ actors: kybActors(layer) });
