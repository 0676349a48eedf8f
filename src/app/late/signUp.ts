/** The signUp flow with its live effects: a chunk of its own, loaded when the flow is first needed. */

import type { StorefrontServices } from "@effects/runtime/layer";
import { signUpActors } from "@effects/signUp";
import { signUpMachine } from "@machines/signUp";
import type { Layer } from "effect";

export const signUpFlow = (layer: Layer.Layer<StorefrontServices>) =>
  signUpMachine.provide({ actors: signUpActors(layer) });
