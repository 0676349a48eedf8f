/** The switchAccount flow with its live effects: a chunk of its own (../flows.ts). */
import { switchAccountActors } from "@effects/switchAccount";
import { switchAccountMachine } from "@machines/switchAccount";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer) => switchAccountMachine.provide({ actors: switchAccountActors(layer) });
