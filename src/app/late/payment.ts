/** The payment flow with its live effects: a chunk of its own (../flows.ts). */
import { paymentActors } from "@effects/payment";
import { paymentMachine } from "@machines/payment";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer) => paymentMachine.provide({ actors: paymentActors(layer) });
