/** The unsubscribe flow with its live effects: a chunk of its own (../flows.ts). */
import { unsubscribeActors } from "@effects/unsubscribe";
import { unsubscribeMachine } from "@machines/unsubscribe";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer) => unsubscribeMachine.provide({ actors: unsubscribeActors(layer) });
