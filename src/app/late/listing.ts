/** The listing flow with its live effects: a chunk of its own (../flows.ts). */
import { listingActors } from "@effects/listing";
import { listingMachine } from "@machines/listing";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer) => listingMachine.provide({ actors: listingActors(layer) });
