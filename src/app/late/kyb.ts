/** The kyb flow with its live effects: a chunk of its own (../flows.ts). */
import { kybActors } from "@effects/storeInfo";
import { kybMachine } from "@machines/kyb";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer) => kybMachine.provide({ actors: kybActors(layer) });
