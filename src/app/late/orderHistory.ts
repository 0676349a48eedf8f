/** The orderHistory flow with its live effects: a chunk of its own, loaded when an order tab first opens. */

import { orderHistoryActors } from "@effects/orderHistory";
import type { StorefrontServices } from "@effects/runtime/layer";
import { orderHistoryMachine } from "@machines/orderHistory";
import type { Layer } from "effect";

export const orderHistoryFlow = (layer: Layer.Layer<StorefrontServices>) =>
  orderHistoryMachine.provide({ actors: orderHistoryActors(layer) });
