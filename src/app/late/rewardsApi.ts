/** The rewardsApi flow with its live effects: a chunk of its own (../flows.ts). */
import { rewardsApiActors } from "@effects/storeInfo";
import { rewardsApiMachine } from "@machines/rewardsApi";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer) => rewardsApiMachine.provide({ actors: rewardsApiActors(layer) });
