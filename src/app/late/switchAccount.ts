/** The switchAccount flow with its live effects: a chunk of its own, loaded when the flow is first needed. */

import type { StorefrontServices } from "@effects/runtime/layer";
import { switchAccountActors } from "@effects/switchAccount";
import { switchAccountMachine } from "@machines/switchAccount";
import type { Layer } from "effect";

export const switchAccountFlow = (layer: Layer.Layer<StorefrontServices>) =>
  switchAccountMachine.provide({ actors: switchAccountActors(layer) });
