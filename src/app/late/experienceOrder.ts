/** The experience order flow with its live effects: a chunk of its own (../flows.ts). */
import { experienceOrderActors } from "@effects/experiences";
import { experienceOrderMachine } from "@machines/experienceOrder";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer) =>
  experienceOrderMachine.provide({ actors: experienceOrderActors(layer) });
