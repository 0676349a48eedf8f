/** The hotelBooking flow with its live effects: a chunk of its own (../flows.ts). */
import { hotelBookingActors } from "@effects/hotels";
import { hotelBookingMachine } from "@machines/hotelBooking";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer) => hotelBookingMachine.provide({ actors: hotelBookingActors(layer) });
