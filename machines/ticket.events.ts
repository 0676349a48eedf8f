/** The events 'Raise a Ticket' (./ticket.ts) accepts from outside, as schemas for the event log. */

import { SensitiveString } from "@contract/sensitive";
import { Schema } from "effect";

/** The events the ticket form and the root send. */
export const ticketEventSchemas = [
  /** The subject as typed: what the shopper wrote, redacted in the log. */
  Schema.Struct({ type: Schema.Literal("TICKET.SUBJECT"), ticketSubject: SensitiveString("note") }),
  /** 'What happened' as typed, redacted in the log. */
  Schema.Struct({ type: Schema.Literal("TICKET.MESSAGE"), ticketMessage: SensitiveString("note") }),
  /** The e-mail address for the reply as typed (spec §5), redacted in the log. */
  Schema.Struct({ type: Schema.Literal("TICKET.EMAIL"), replyEmail: SensitiveString("email") }),
  /** 'Attach a technical log of this visit' ticked or not. */
  Schema.Struct({ type: Schema.Literal("TICKET.ATTACH"), attach: Schema.Boolean }),
  /** 'Send', and 'Send again' after a failure. */
  Schema.Struct({ type: Schema.Literal("TICKET.SEND") }),
  /** Forwarded by the root when the dialog opens and closes. */
  Schema.Struct({ type: Schema.Literal("DIALOG.OPEN") }),
  Schema.Struct({ type: Schema.Literal("DIALOG.CLOSE") }),
] as const;

export type TicketEvent = (typeof ticketEventSchemas)[number]["Type"];
