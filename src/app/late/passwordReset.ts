/** The passwordReset flow with its live effects: a chunk of its own (../flows.ts). */
import { passwordResetActors } from "@effects/passwordReset";
import { passwordResetMachine } from "@machines/passwordReset";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer) => passwordResetMachine.provide({ actors: passwordResetActors(layer) });
