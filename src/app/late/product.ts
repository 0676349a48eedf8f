/** The product flow with its live effects: a chunk of its own (../flows.ts). */
import { productActors } from "@effects/product";
import { productMachine } from "@machines/product";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer) => productMachine.provide({ actors: productActors(layer) });
