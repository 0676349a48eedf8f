/** The cashout flow with its live effects: a chunk of its own (../flows.ts). */
import { cashoutActors } from "@effects/cashout";
import { cashoutMachine } from "@machines/cashout";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer) => cashoutMachine.provide({ actors: cashoutActors(layer) });
