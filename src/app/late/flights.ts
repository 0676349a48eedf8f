/** The flight search and booking flows with their live effects: a chunk of their own, loaded when first needed. */

import { flightBookingActors, flightSearchActors } from "@effects/flights";
import type { StorefrontServices } from "@effects/runtime/layer";
import { flightBookingMachine } from "@machines/flightBooking";
import { flightSearchMachine } from "@machines/flightSearch";
import type { Layer } from "effect";

export const flightSearchFlow = (layer: Layer.Layer<StorefrontServices>) =>
  flightSearchMachine.provide({ actors: flightSearchActors(layer) });

export const flightBookingFlow = (layer: Layer.Layer<StorefrontServices>) =>
  flightBookingMachine.provide({ actors: flightBookingActors(layer) });
