/** The hotel flows with their live effects: one chunk, loaded when a hotel page first needs them. */

import { hotelBookingActors, hotelSearchActors } from "@effects/hotels";
import type { StorefrontServices } from "@effects/runtime/layer";
import { hotelBookingMachine } from "@machines/hotelBooking";
import { hotelSearchMachine } from "@machines/hotelSearch";
import type { Layer } from "effect";

export const hotelSearchFlow = (layer: Layer.Layer<StorefrontServices>) =>
  hotelSearchMachine.provide({ actors: hotelSearchActors(layer) });

export const hotelBookingFlow = (layer: Layer.Layer<StorefrontServices>) =>
  hotelBookingMachine.provide({ actors: hotelBookingActors(layer) });
