/** The flightBooking flow with its live effects: a chunk of its own (../flows.ts). */
import { flightBookingActors } from "@effects/flights";
import { flightBookingMachine } from "@machines/flightBooking";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer) => flightBookingMachine.provide({ actors: flightBookingActors(layer) });
