/** The topup flow with its live effects: a chunk of its own (../flows.ts). */
import { topupActors } from "@effects/topup";
import { topupMachine } from "@machines/topup";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer) => topupMachine.provide({ actors: topupActors(layer) });
