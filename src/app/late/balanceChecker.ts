/** The balanceChecker flow with its live effects: a chunk of its own (../flows.ts). */
import { balanceCheckerActors } from "@effects/balanceChecker";
import { balanceCheckerMachine } from "@machines/balanceChecker";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer) =>
  balanceCheckerMachine.provide({ actors: balanceCheckerActors(layer) });
