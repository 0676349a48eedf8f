/**
 * Tickets (spec §1 'Customers: Raise a Ticket'): the footer's form sends a ticket to support, with
 * the technical log of the visit when the shopper leaves it attached. The spec names no call for
 * it: {@link raiseTicket} is the reference API's own. The reference API keeps tickets in its
 * `tickets` table and gives them back to its operator only (the operator token, from its own
 * machine), for the replay command and the developer drawer ({@link TICKETS_PATH}).
 */
import { Schema } from "effect";
import { Message, rest, Success } from "./operation";
import { SensitiveString } from "./sensitive";

/** A ticket as the form sends it. */
export const TicketDraft = Schema.Struct({
  subject: Schema.String,
  message: Schema.String,
  /** Where support replies. */
  reply_email: SensitiveString("email"),
  /** The redacted event log of the visit (one JSON object per line), or null when not attached. */
  log: Schema.NullOr(Schema.String),
  /** Whether the log was cut to its newest part to fit the size limit. */
  log_truncated: Schema.Boolean,
  /**
   * One key per ticket the shopper sends (a retry of the same draft sends it again): a repeat from
   * the same sender answers the ticket already stored, so a re-sent request stores one ticket.
   */
  idempotency_key: Schema.String.check(Schema.isMinLength(8), Schema.isMaxLength(128)),
});
export type TicketDraft = typeof TicketDraft.Type;

/**
 * Raise a ticket: answers the new ticket's id (or, for a repeated idempotency key, the first
 * one's), success 0 with the reason (a field that breaks its rule, a log over the limit), or HTTP
 * 429 when too many tickets come from one address, one reply address or one account (spec §8).
 * The reference API checks the log (the event log's format) and redacts it again before storing
 * it; a log that is not an event log is left out, with a note for support.
 */
export const raiseTicket = rest({
  name: "raiseTicket",
  path: "/tickets/raise",
  access: "either",
  body: Schema.Struct({ ticket: TicketDraft }),
  response: Schema.Struct({
    success: Success,
    message: Message,
    data: Schema.optional(Schema.Struct({ ticket_id: Schema.String })),
  }),
});

/** `GET {TICKETS_PATH}?limit=N`: the newest tickets; `GET {TICKETS_PATH}/{id}`: one, with its log. */
export const TICKETS_PATH = "/__tickets";

/** A ticket in the list of recent ones. */
export const TicketSummary = Schema.Struct({
  ticket_id: Schema.String,
  subject: Schema.String,
  created_at: Schema.String,
  has_log: Schema.Boolean,
  log_truncated: Schema.Boolean,
});
export type TicketSummary = typeof TicketSummary.Type;

export const RecentTickets = Schema.Struct({ tickets: Schema.Array(TicketSummary) });

/** One stored ticket, as the replay command reads it. */
export const StoredTicket = Schema.Struct({
  ticket_id: Schema.String,
  subject: Schema.String,
  message: Schema.String,
  reply_email: Schema.String,
  log: Schema.NullOr(Schema.String),
  log_truncated: Schema.Boolean,
  /** Why an attached log was left out (it was not an event log), else null. */
  log_note: Schema.NullOr(Schema.String),
  created_at: Schema.String,
});
export type StoredTicket = typeof StoredTicket.Type;
