/** The experiences flow with its live effects: a chunk of its own (../flows.ts). */
import { experiencesActors } from "@effects/experiences";
import { experiencesMachine } from "@machines/experiences";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer) => experiencesMachine.provide({ actors: experiencesActors(layer) });
