/** The point conversion flow with its live effects: a chunk of its own, loaded when the flow is first needed. */

import { pointConversionActors } from "@effects/balances";
import type { StorefrontServices } from "@effects/runtime/layer";
import { pointConversionMachine } from "@machines/pointConversion";
import type { Layer } from "effect";

export const pointConversionFlow = (layer: Layer.Layer<StorefrontServices>) =>
  pointConversionMachine.provide({ actors: pointConversionActors(layer) });
