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
});
export type TicketDraft = typeof TicketDraft.Type;

/** Raise a ticket: answers the new ticket's id, or success 0 with the reason (a log over the limit). */
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
  created_at: Schema.String,
});
export type StoredTicket = typeof StoredTicket.Type;
