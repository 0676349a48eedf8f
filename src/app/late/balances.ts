/** The balances flow with its live effects: a chunk of its own (../flows.ts). */
import { balancesActors } from "@effects/balances";
import { balancesMachine } from "@machines/balances";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer) => balancesMachine.provide({ actors: balancesActors(layer) });
