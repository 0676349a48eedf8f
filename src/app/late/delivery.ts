/** The delivery flow with its live effects: a chunk of its own (../flows.ts). */
import { deliveryActors } from "@effects/delivery";
import { deliveryMachine } from "@machines/delivery";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer) => deliveryMachine.provide({ actors: deliveryActors(layer) });
