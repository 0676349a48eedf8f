/**
 * The ticket flow with its live effect: a chunk of its own, loaded when the footer's 'Raise a
 * Ticket' first opens. The log it attaches is the recorder's own redacted log of the visit, cut
 * here to the newest part that fits the size limit.
 */
import { ticketLogFits } from "@domain/ticket";
import type { StorefrontServices } from "@effects/runtime/layer";
import { ticketActors } from "@effects/ticket";
import { cutToFit, type VisitLogs } from "@eventlog/ticketLog";
import { ticketMachine } from "@machines/ticket";
import type { Layer } from "effect";

export const ticketFlow = (layer: Layer.Layer<StorefrontServices>, visitLogs: VisitLogs) =>
  ticketMachine.provide({ actors: ticketActors(() => cutToFit(visitLogs(), ticketLogFits), layer) });
