/** The auth flow with its live effects: a chunk of its own (../flows.ts). */
import { authActors } from "@effects/auth";
import { authMachine } from "@machines/auth";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer) => authMachine.provide({ actors: authActors(layer) });
