/** The perks flow with its live effects: a chunk of its own, loaded when the flow is first needed. */

import { perksActors } from "@effects/perks";
import type { StorefrontServices } from "@effects/runtime/layer";
import { perksMachine } from "@machines/perks";
import type { Layer } from "effect";

export const perksFlow = (layer: Layer.Layer<StorefrontServices>) =>
  perksMachine.provide({ actors: perksActors(layer) });
