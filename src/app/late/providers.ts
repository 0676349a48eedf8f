/** The providers flow with its live effects: a chunk of its own (../flows.ts). */
import { providersActors } from "@effects/providers";
import { providersMachine } from "@machines/providers";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer) => providersMachine.provide({ actors: providersActors(layer) });
