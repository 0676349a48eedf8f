/**
 * The logout flow with its live effects: a chunk of its own, loaded when a signed-in header is
 * first shown (a guest's landing page never needs it).
 */

import type { StorefrontServices } from "@effects/runtime/layer";
import { logoutActors } from "@effects/session";
import { logoutMachine } from "@machines/logout";
import type { Layer } from "effect";

export const logoutFlow = (layer: Layer.Layer<StorefrontServices>) =>
  logoutMachine.provide({ actors: logoutActors(layer) });
