/** The maintenance flow with its live effects: a chunk of its own, loaded when the flow is first needed. */

import type { StorefrontServices } from "@effects/runtime/layer";
import { maintenanceActors } from "@effects/storeInfo";
import { maintenanceMachine } from "@machines/maintenance";
import type { Layer } from "effect";

export const maintenanceFlow = (layer: Layer.Layer<StorefrontServices>) =>
  maintenanceMachine.provide({ actors: maintenanceActors(layer) });
