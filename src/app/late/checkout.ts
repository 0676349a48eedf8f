/** The checkout flow with its live effects: a chunk of its own (../flows.ts). */
import { checkoutActors } from "@effects/checkout";
import { checkoutMachine } from "@machines/checkout";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer) => checkoutMachine.provide({ actors: checkoutActors(layer) });
