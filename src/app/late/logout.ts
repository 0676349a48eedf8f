/** The logout flow with its live effects: a chunk of its own (../flows.ts). */
import { logoutActors } from "@effects/session";
import { logoutMachine } from "@machines/logout";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer) => logoutMachine.provide({ actors: logoutActors(layer) });
