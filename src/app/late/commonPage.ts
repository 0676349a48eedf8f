/** The commonPage flow with its live effects: a chunk of its own (../flows.ts). */
import { commonPageActors } from "@effects/storeInfo";
import { commonPageMachine } from "@machines/commonPage";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer) => commonPageMachine.provide({ actors: commonPageActors(layer) });
