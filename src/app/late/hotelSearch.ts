/** The hotelSearch flow with its live effects: a chunk of its own (../flows.ts). */
import { hotelSearchActors } from "@effects/hotels";
import { hotelSearchMachine } from "@machines/hotelSearch";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer) => hotelSearchMachine.provide({ actors: hotelSearchActors(layer) });
