/** The experiences flow with its live effects: a chunk of its own, loaded when the flow is first needed. */

import { experiencesActors } from "@effects/experiences";
import type { StorefrontServices } from "@effects/runtime/layer";
import { experiencesMachine } from "@machines/experiences";
import type { Layer } from "effect";

export const experiencesFlow = (layer: Layer.Layer<StorefrontServices>) =>
  experiencesMachine.provide({ actors: experiencesActors(layer) });
