/** The signUp flow with its live effects: a chunk of its own (../flows.ts). */
import { signUpActors } from "@effects/signUp";
import { signUpMachine } from "@machines/signUp";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer) => signUpMachine.provide({ actors: signUpActors(layer) });
