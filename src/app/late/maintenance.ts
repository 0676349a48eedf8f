/** The maintenance flow with its live effects: a chunk of its own (../flows.ts). */
import { maintenanceActors } from "@effects/storeInfo";
import { maintenanceMachine } from "@machines/maintenance";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer) => maintenanceMachine.provide({ actors: maintenanceActors(layer) });
