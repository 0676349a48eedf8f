/** The profile flow with its live effects: a chunk of its own, loaded when the flow is first needed. */

import { profileActors } from "@effects/profile";
import type { StorefrontServices } from "@effects/runtime/layer";
import { profileMachine } from "@machines/profile";
import type { Layer } from "effect";

export const profileFlow = (layer: Layer.Layer<StorefrontServices>) =>
  profileMachine.provide({ actors: profileActors(layer) });
