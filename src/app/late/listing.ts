/** The listing flow with its live effects: a chunk of its own, loaded when a listing page is first shown. */
import { listingActors } from "@effects/listing";
import type { StorefrontServices } from "@effects/runtime/layer";
import { listingMachine } from "@machines/listing";
import type { Layer } from "effect";

export const listingFlow = (layer: Layer.Layer<StorefrontServices>) =>
  listingMachine.provide({ actors: listingActors(layer) });
