/** The orderHistory flow with its live effects: a chunk of its own (../flows.ts). */
import { orderHistoryActors } from "@effects/orderHistory";
import { orderHistoryMachine } from "@machines/orderHistory";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer) => orderHistoryMachine.provide({ actors: orderHistoryActors(layer) });
