/** The passwordReset flow with its live effects: a chunk of its own, loaded when the flow is first needed. */

import { passwordResetActors } from "@effects/passwordReset";
import type { StorefrontServices } from "@effects/runtime/layer";
import { passwordResetMachine } from "@machines/passwordReset";
import type { Layer } from "effect";

export const passwordResetFlow = (layer: Layer.Layer<StorefrontServices>) =>
  passwordResetMachine.provide({ actors: passwordResetActors(layer) });
