/** The profile flow with its live effects: a chunk of its own (../flows.ts). */
import { profileActors } from "@effects/profile";
import { profileMachine } from "@machines/profile";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer) => profileMachine.provide({ actors: profileActors(layer) });
