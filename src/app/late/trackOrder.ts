/** The trackOrder flow with its live effects: a chunk of its own (../flows.ts). */
import { trackOrderActors } from "@effects/trackOrder";
import { trackOrderMachine } from "@machines/trackOrder";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer) => trackOrderMachine.provide({ actors: trackOrderActors(layer) });
