/** The pointConversion flow with its live effects: a chunk of its own (../flows.ts). */
import { pointConversionActors } from "@effects/balances";
import { pointConversionMachine } from "@machines/pointConversion";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer) =>
  pointConversionMachine.provide({ actors: pointConversionActors(layer) });
