/** The redeemGuide flow with its live effects: a chunk of its own (../flows.ts). */
import { redeemGuideActors } from "@effects/redeemGuide";
import { redeemGuideMachine } from "@machines/redeemGuide";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer) => redeemGuideMachine.provide({ actors: redeemGuideActors(layer) });
