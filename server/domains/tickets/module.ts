/**
 * Tickets (spec §1 'Customers: Raise a Ticket'): the footer's form posts a ticket, with the
 * redacted event log of the visit when the shopper leaves it attached (raiseTicket, the reference
 * API's own call). A log over the size limit is refused with a clear message (the client cuts it
 * to fit first).
 *
 * raiseTicket is public, so the server does not take what it is sent on trust:
 *
 * - {@link TicketLimits}: tickets per client address, per reply address and per signed-in user;
 *   past one, HTTP 429 with the limit text of spec §8;
 * - the log must be an event log (it parses as the recorder's format); one that does not is left
 *   out, and the ticket keeps a note saying why, so the shopper's message still reaches support;
 * - the log is redacted again with the recorder's own rules (src/domain/eventlog/redaction.ts, the
 *   sensitive names of src/domain/eventlog/sensitiveKeys.ts): what the recorder would not let
 *   through is not stored, whoever sent the log. A log from the storefront is unchanged by it;
 * - the draft's idempotency key: a repeat from the same sender (the signed-in user, else the
 *   reply address) answers the ticket already stored, so a re-sent request stores one ticket.
 *
 * The replay command and the developer drawer read tickets back; the routes answer the operator
 * only (the admin token, from this machine: ../../core/admin.ts), anyone else 404:
 *
 *   GET /__tickets?limit=20     the newest tickets, without their logs
 *   GET /__tickets/{ticket_id}  one ticket with its log
 */

import { RecentTickets, raiseTicket, StoredTicket, TICKETS_PATH, type TicketDraft } from "@contract/tickets";
import {
  type EventLog,
  type LoggedEvent,
  MalformedLog,
  parseLog,
  serializeLog,
} from "@domain/eventlog/format";
import { makeRedactor } from "@domain/eventlog/redaction";
import { SENSITIVE_KEYS } from "@domain/eventlog/sensitiveKeys";
import { TICKET_LOG_LIMIT_BYTES, ticketFormProblem, ticketLogFits } from "@domain/ticket";
import { Schema } from "effect";
import type { Hono } from "hono";
import { refused } from "../../core/answers";
import { type CallLimit, requireWithinLimit } from "../../core/limits";
import { type AppEnv, type Db, type HandlerContext, handle, type ServerModule } from "../../core/module";

const ddl = `
-- Tickets raised from the footer's form, with the technical log of the visit when attached.
CREATE TABLE IF NOT EXISTS tickets (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  email TEXT NOT NULL,
  log TEXT,
  truncated INTEGER NOT NULL DEFAULT 0,
  -- Why an attached log was left out (it was not an event log), else NULL.
  log_note TEXT,
  -- The sender and the draft's idempotency key ('user:7' or 'guest:a@b.example', a newline, the key).
  idempotency_key TEXT UNIQUE,
  created_at TEXT NOT NULL
);
`;

/** Tickets per client address, per reply address and per signed-in user; past one, HTTP 429. */
export const TicketLimits = {
  perAddress: { max: 5, windowMs: 10 * 60_000 },
  perReplyAddress: { max: 5, windowMs: 10 * 60_000 },
  perUser: { max: 5, windowMs: 10 * 60_000 },
} as const satisfies Record<string, CallLimit>;

interface TicketRow {
  readonly id: number;
  readonly subject: string;
  readonly body: string;
  readonly email: string;
  readonly log: string | null;
  readonly truncated: number;
  readonly log_note: string | null;
  readonly created_at: string;
}

/** The id a shopper and support see: `TKT-` and the row's number. */
const ticketIdOf = (id: number): string => `TKT-${id}`;

/** The row number of a ticket id, or null when it is not one. */
const rowIdOf = (ticketId: string): number | null => {
  const match = /^TKT-(\d{1,12})$/.exec(ticketId);
  return match?.[1] === undefined ? null : Number(match[1]);
};

/**
 * The log as it is stored: an event log whose parts the recorder redacts (the root's input, the
 * page URL, each event, the checkpoint's snapshot: src/eventlog/recorder.ts) are redacted again by
 * its rules, with a salt of their own (a value the recorder already redacted keeps its marker);
 * or, when it is not an event log, no log and the note that says why.
 */
const checkedTicketLog = (
  text: string,
  salt: string,
): { readonly log: string; readonly note: null } | { readonly log: null; readonly note: string } => {
  let log: EventLog;
  try {
    log = parseLog(text);
  } catch (error) {
    if (!(error instanceof MalformedLog)) throw error;
    return { log: null, note: `The attached log was left out: it is not an event log (${error.message}).` };
  }
  const { redact } = makeRedactor(SENSITIVE_KEYS, salt);
  const { header, checkpoint } = log;
  return {
    log: serializeLog({
      header: {
        ...header,
        initial: redact(header.initial),
        environment: { ...header.environment, url: String(redact(header.environment.url)) },
      },
      checkpoint:
        checkpoint === undefined ? undefined : { ...checkpoint, snapshot: redact(checkpoint.snapshot) },
      entries: log.entries.map((entry) => ({ ...entry, event: redact(entry.event) as LoggedEvent })),
    }),
    note: null,
  };
};

/** Who a ticket's idempotency key belongs to: the signed-in user, else the reply address. */
const senderOf = (ctx: HandlerContext, ticket: TicketDraft): string =>
  ctx.session === null ? `guest:${ticket.reply_email.trim().toLowerCase()}` : `user:${ctx.session.userId}`;

const RECENT_DEFAULT = 20;
const RECENT_MAX = 100;

const routes = (app: Hono<AppEnv>, deps: { db: Db }): void => {
  app.get(TICKETS_PATH, (c) => {
    const asked = Number(c.req.query("limit") ?? RECENT_DEFAULT);
    const limit = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, RECENT_MAX) : RECENT_DEFAULT;
    const rows = deps.db
      .prepare("SELECT id, subject, log, truncated, created_at FROM tickets ORDER BY id DESC LIMIT ?")
      .all(limit) as Pick<TicketRow, "id" | "subject" | "log" | "truncated" | "created_at">[];
    return c.json(
      Schema.encodeSync(RecentTickets)({
        tickets: rows.map((row) => ({
          ticket_id: ticketIdOf(row.id),
          subject: row.subject,
          created_at: row.created_at,
          has_log: row.log !== null,
          log_truncated: row.truncated === 1,
        })),
      }),
    );
  });
  app.get(`${TICKETS_PATH}/:id`, (c) => {
    const id = rowIdOf(c.req.param("id"));
    const row =
      id === null
        ? undefined
        : (deps.db.prepare("SELECT * FROM tickets WHERE id = ?").get(id) as TicketRow | undefined);
    if (row === undefined) return c.json({ message: `No ticket ${c.req.param("id")}` }, 404);
    return c.json(
      Schema.encodeSync(StoredTicket)({
        ticket_id: ticketIdOf(row.id),
        subject: row.subject,
        message: row.body,
        reply_email: row.email,
        log: row.log,
        log_truncated: row.truncated === 1,
        log_note: row.log_note,
        created_at: row.created_at,
      }),
    );
  });
};

export const ticketsModule: ServerModule = {
  name: "tickets",
  ddl,
  routes,
  handlers: [
    handle(raiseTicket, (ctx, input) => {
      const { subject, message, reply_email, log, log_truncated, idempotency_key } = input.ticket;
      const scopedKey = `${senderOf(ctx, input.ticket)}\n${idempotency_key}`;
      const repeat = ctx.db.prepare("SELECT id FROM tickets WHERE idempotency_key = ?").get(scopedKey) as
        | { id: number }
        | undefined;
      if (repeat !== undefined) return { success: 1, data: { ticket_id: ticketIdOf(repeat.id) } };
      requireWithinLimit(ctx, `raiseTicket:address:${ctx.clientAddress}`, TicketLimits.perAddress);
      requireWithinLimit(
        ctx,
        `raiseTicket:reply:${reply_email.trim().toLowerCase()}`,
        TicketLimits.perReplyAddress,
      );
      if (ctx.session !== null) {
        requireWithinLimit(ctx, `raiseTicket:user:${ctx.session.userId}`, TicketLimits.perUser);
      }
      const problem = ticketFormProblem({ subject, body: message, email: reply_email });
      if (problem !== null) return refused(`The ticket's ${problem} is missing or not valid.`);
      if (log !== null && !ticketLogFits(log)) {
        return refused(`The technical log is larger than ${TICKET_LOG_LIMIT_BYTES / 1024} kB.`);
      }
      const stored = log === null ? { log: null, note: null } : checkedTicketLog(log, ctx.newToken());
      const result = ctx.db
        .prepare(
          `INSERT INTO tickets (subject, body, email, log, truncated, log_note, idempotency_key, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          subject.trim(),
          message.trim(),
          reply_email.trim(),
          stored.log,
          stored.log !== null && log_truncated ? 1 : 0,
          stored.note,
          scopedKey,
          new Date(ctx.now()).toISOString(),
        );
      return { success: 1, data: { ticket_id: ticketIdOf(Number(result.lastInsertRowid)) } };
    }),
  ],
};
