/**
 * The Effect program behind 'Raise a Ticket' (spec §1 'Customers: Raise a Ticket', §5) and the
 * live actor its machine invokes by name:
 *
 * ```ts
 * ticketMachine.provide({ actors: ticketActors(layer, readLog) });
 * ```
 *
 * - `newTicketKey`: the idempotency key of one ticket (./idempotency.ts): sent with every try of
 *   the same draft, so a request the browser or the shopper sends again stores one ticket.
 * - `sendTicket`: checks the fields first (a blank or too long subject or 'What happened', an
 *   e-mail address that is not one: TicketNotSent with that field, no call), then raiseTicket (the reference API's own call) with the form's fields, the draft's key and, when the
 *   shopper leaves it attached, the recorder's redacted log of the visit as `readLog` gives it at
 *   the moment of sending (already cut to the size limit: null when not even its newest part
 *   fits). A refused or failed call fails with `TicketNotSent` (the form keeps what was typed);
 *   HTTP 401 stays the logged-out case of the catalogue.
 */

import { raiseTicket } from "@contract/tickets";
import { ticketFormProblem } from "@domain/ticket";
import { TicketNotSent } from "@errors/situations";
import type { TicketLog } from "@eventlog/ticketLog";
import { Effect, type Layer } from "effect";
import { newIdempotencyKey } from "./idempotency";
import { effectActor } from "./runtime/actor";
import { dataOf } from "./runtime/answers";
import { unlessUnauthenticated } from "./runtime/failures";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";
import { callOperation } from "./runtime/transport";

export interface SendTicketInput {
  readonly ticketSubject: string;
  readonly ticketMessage: string;
  readonly replyEmail: string;
  /** Whether 'Attach a technical log of this visit' is ticked. */
  readonly attachLog: boolean;
  /** The draft's idempotency key: the same for every try of it. */
  readonly ticketKey: string;
}

/** The ticket support received. */
export interface SentTicket {
  readonly ticketId: string;
  /** Whether a log went with it. */
  readonly attached: boolean;
  /** Whether that log was cut to its newest part to fit the limit. */
  readonly truncated: boolean;
}

/** Reads the visit's redacted log, cut to fit the limit; null when nothing fits. */
export type TicketLogReader = () => TicketLog | null;

const notSent = unlessUnauthenticated(() => new TicketNotSent({ reason: "failed" }));

/** raiseTicket with the form's fields and, when attached, the visit's log. */
export const sendTicket = (readLog: TicketLogReader) =>
  Effect.fn("ticket.sendTicket")(function* (input: SendTicketInput) {
    const problem = ticketFormProblem({
      subject: input.ticketSubject,
      body: input.ticketMessage,
      email: input.replyEmail,
    });
    if (problem !== null) return yield* Effect.fail(new TicketNotSent({ reason: problem }));
    // The step that started the sending is recorded whole once it has settled: read after it.
    yield* Effect.yieldNow;
    const log = input.attachLog ? readLog() : null;
    if (input.attachLog && log === null) return yield* Effect.fail(new TicketNotSent({ reason: "log" }));
    const answer = yield* callOperation(raiseTicket, {
      ticket: {
        subject: input.ticketSubject.trim(),
        message: input.ticketMessage.trim(),
        reply_email: input.replyEmail.trim(),
        log: log?.text ?? null,
        log_truncated: log?.truncated ?? false,
        idempotency_key: input.ticketKey,
      },
    }).pipe(Effect.mapError(notSent));
    const { ticket_id } = yield* dataOf(answer, () => new TicketNotSent({ reason: "failed" }));
    const sent: SentTicket = {
      ticketId: ticket_id,
      attached: log !== null,
      truncated: log?.truncated ?? false,
    };
    return sent;
  });

/** The actors the ticket machine invokes, run with `layer`, reading the log with `readLog`. */
export const ticketActors = (
  readLog: TicketLogReader,
  layer: Layer.Layer<StorefrontServices> = StorefrontLive,
) => ({
  newTicketKey: effectActor<void, string, never, never>(() => newIdempotencyKey(), layer),
  sendTicket: effectActor(sendTicket(readLog), layer),
});
