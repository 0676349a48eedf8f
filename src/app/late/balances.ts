/** The balance tabs' flow with its live effects: a chunk of its own, loaded when the flow is first needed. */

import { balancesActors } from "@effects/balances";
import type { StorefrontServices } from "@effects/runtime/layer";
import { balancesMachine } from "@machines/balances";
import type { Layer } from "effect";

export const balancesFlow = (layer: Layer.Layer<StorefrontServices>) =>
  balancesMachine.provide({ actors: balancesActors(layer) });
