/** The flightSearch flow with its live effects: a chunk of its own (../flows.ts). */
import { flightSearchActors } from "@effects/flights";
import { flightSearchMachine } from "@machines/flightSearch";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer) => flightSearchMachine.provide({ actors: flightSearchActors(layer) });
