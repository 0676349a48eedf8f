/**
 * The ticket flow with its live effect: a chunk of its own (../flows.ts). The log it attaches is
 * the recorder's own redacted log of the visit, cut here to the newest part that fits the size
 * limit.
 */
import { ticketLogFits } from "@domain/ticket";
import { ticketActors } from "@effects/ticket";
import { cutToFit } from "@eventlog/ticketLog";
import { ticketMachine } from "@machines/ticket";
import type { LiveFlow } from "../flows";

export const flow: LiveFlow = (layer, visitLogs) =>
  ticketMachine.provide({ actors: ticketActors(() => cutToFit(visitLogs(), ticketLogFits), layer) });
