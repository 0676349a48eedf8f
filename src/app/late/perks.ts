/** The perks flow with its live effects: a chunk of its own (../flows.ts). */
import { perksActors } from "@effects/perks";
import { perksMachine } from "@machines/perks";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer) => perksMachine.provide({ actors: perksActors(layer) });
