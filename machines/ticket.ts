/**
 * 'Raise a Ticket' (systemId "ticket"): the footer's form that sends a ticket to support (spec §1
 * 'Customers: Raise a Ticket', §5 'E-mail'), with the technical log of the visit attached unless
 * the shopper unticks it.
 *
 * - TICKET.SUBJECT, TICKET.MESSAGE, TICKET.EMAIL: the fields as typed, kept as they came (under
 *   their sensitive keys, so the log redacts them); typing clears the error shown.
 * - TICKET.ATTACH: 'Attach a technical log of this visit', ticked at first.
 * - TICKET.SEND: the draft's idempotency key first (`newTicketKey`, once per draft), then
 *   `sendTicket` checks the fields (a field that breaks its rule fails with
 *   TicketNotSent naming it: the checks read the values, which only the effect may), reads the log and
 *   sends the ticket with the key; `keying` and `sending` are tagged `loading`. A failure is kept
 *   as ErrorData and the form keeps every field, so 'Send' again retries with the same key: a
 *   ticket stored before its answer was lost is answered again, not stored twice. Editing a field
 *   or the log's box makes it another ticket, with a new key. Success shows the ticket's id.
 * - DIALOG.OPEN (the root, when the dialog opens): a sent ticket's form starts afresh; an unsent
 *   draft stays. DIALOG.CLOSE drops a sending under way and keeps the draft.
 */

import type { SendTicketInput, SentTicket } from "@effects/ticket";
import type { ErrorData } from "@errors/data";
import { errorDataOf } from "@errors/data";
import { assign, setup } from "xstate";
import { pending } from "./pending";
import type { TicketEvent } from "./ticket.events";

export { type TicketEvent, ticketEventSchemas } from "./ticket.events";

/** `loading` while the ticket is sent. */
export type TicketTag = "loading";

export interface TicketContext {
  readonly ticketSubject: string;
  readonly ticketMessage: string;
  readonly replyEmail: string;
  /** 'Attach a technical log of this visit' (ticked by default). */
  readonly attachLog: boolean;
  /** The draft's idempotency key, from its first sending until a field changes; null before. */
  readonly ticketKey: string | null;
  /** Why the last sending failed, as plain data. */
  readonly error: ErrorData | null;
  /** The ticket support received. */
  readonly sent: SentTicket | null;
}

export const initialTicketContext = (): TicketContext => ({
  ticketSubject: "",
  ticketMessage: "",
  replyEmail: "",
  attachLog: true,
  ticketKey: null,
  error: null,
  sent: null,
});

export const ticketMachine = setup({
  types: {
    context: {} as TicketContext,
    events: {} as TicketEvent,
    tags: {} as TicketTag,
  },
  actors: {
    newTicketKey: pending<string>(),
    sendTicket: pending<SentTicket, SendTicketInput>(),
  },
  guards: {
    hasTicketKey: ({ context }) => context.ticketKey !== null,
  },
  actions: {
    // A changed draft is another ticket: it gets a new key when it is sent.
    setSubject: assign((_, params: { readonly value: string }) => ({
      ticketSubject: params.value,
      ticketKey: null,
      error: null,
    })),
    setMessage: assign((_, params: { readonly value: string }) => ({
      ticketMessage: params.value,
      ticketKey: null,
      error: null,
    })),
    setEmail: assign((_, params: { readonly value: string }) => ({
      replyEmail: params.value,
      ticketKey: null,
      error: null,
    })),
    setAttach: assign((_, params: { readonly attach: boolean }) => ({
      attachLog: params.attach,
      ticketKey: null,
    })),
    setTicketKey: assign((_, params: { readonly key: string }) => ({ ticketKey: params.key })),
    clearError: assign({ error: null }),
    setSent: assign((_, params: { readonly sent: SentTicket }) => ({ sent: params.sent, error: null })),
    setError: assign((_, params: { readonly error: unknown }) => ({ error: errorDataOf(params.error) })),
    reset: assign(initialTicketContext),
  },
}).createMachine({
  id: "ticket",
  context: initialTicketContext,
  initial: "editing",
  states: {
    /** The form: subject, what happened, e-mail, the log's box, the last error. */
    editing: {
      on: {
        "DIALOG.OPEN": { actions: "clearError" },
        "TICKET.SUBJECT": {
          actions: { type: "setSubject", params: ({ event }) => ({ value: event.ticketSubject }) },
        },
        "TICKET.MESSAGE": {
          actions: { type: "setMessage", params: ({ event }) => ({ value: event.ticketMessage }) },
        },
        "TICKET.EMAIL": {
          actions: { type: "setEmail", params: ({ event }) => ({ value: event.replyEmail }) },
        },
        "TICKET.ATTACH": {
          actions: { type: "setAttach", params: ({ event }) => ({ attach: event.attach }) },
        },
        "TICKET.SEND": [
          { guard: "hasTicketKey", target: "sending", actions: "clearError" },
          { target: "keying", actions: "clearError" },
        ],
      },
    },
    /** The draft's idempotency key, made once for all its tries; the form is read-only meanwhile. */
    keying: {
      tags: ["loading"],
      on: { "DIALOG.CLOSE": { target: "editing" } },
      invoke: {
        src: "newTicketKey",
        onDone: {
          target: "sending",
          actions: { type: "setTicketKey", params: ({ event }) => ({ key: event.output }) },
        },
        onError: {
          target: "editing",
          actions: { type: "setError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** raiseTicket with the fields, the key and the log; the form is read-only meanwhile. */
    sending: {
      tags: ["loading"],
      on: { "DIALOG.CLOSE": { target: "editing" } },
      invoke: {
        src: "sendTicket",
        input: ({ context }) => ({
          ticketSubject: context.ticketSubject,
          ticketMessage: context.ticketMessage,
          replyEmail: context.replyEmail,
          attachLog: context.attachLog,
          ticketKey: context.ticketKey ?? "",
        }),
        onDone: {
          target: "sent",
          actions: { type: "setSent", params: ({ event }) => ({ sent: event.output }) },
        },
        onError: {
          target: "editing",
          actions: { type: "setError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** Support has the ticket: its id shows. Opening the dialog again starts a new one. */
    sent: {
      on: { "DIALOG.OPEN": { target: "editing", actions: "reset" } },
    },
  },
});
