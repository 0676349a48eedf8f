/** The sign-in flow with its live effects: a chunk of its own, loaded when the sign-in page first needs it. */
import { authActors } from "@effects/auth";
import type { StorefrontServices } from "@effects/runtime/layer";
import { authMachine } from "@machines/auth";
import type { Layer } from "effect";

export const authFlow = (layer: Layer.Layer<StorefrontServices>) =>
  authMachine.provide({ actors: authActors(layer) });
