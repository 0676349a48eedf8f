/**
 * Tickets (spec §1 'Customers: Raise a Ticket'): the footer's form posts a ticket, with the
 * redacted event log of the visit when the shopper leaves it attached (raiseTicket, the reference
 * API's own call). A log over the size limit is refused with a clear message (the client cuts it
 * to fit first). The replay command and the developer drawer read tickets back; the routes answer
 * the operator only (the admin token, from this machine: ../../core/admin.ts), anyone else 404:
 *
 *   GET /__tickets?limit=20     the newest tickets, without their logs
 *   GET /__tickets/{ticket_id}  one ticket with its log
 */

import { RecentTickets, raiseTicket, StoredTicket, TICKETS_PATH } from "@contract/tickets";
import { TICKET_LOG_LIMIT_BYTES, ticketFormProblem, ticketLogFits } from "@domain/ticket";
import { Schema } from "effect";
import type { Hono } from "hono";
import { type AppEnv, type Db, handle, type ServerModule } from "../../core/module";

const ddl = `
-- Tickets raised from the footer's form, with the technical log of the visit when attached.
CREATE TABLE IF NOT EXISTS tickets (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  email TEXT NOT NULL,
  log TEXT,
  truncated INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
`;

interface TicketRow {
  readonly id: number;
  readonly subject: string;
  readonly body: string;
  readonly email: string;
  readonly log: string | null;
  readonly truncated: number;
  readonly created_at: string;
}

/** The id a shopper and support see: `TKT-` and the row's number. */
const ticketIdOf = (id: number): string => `TKT-${id}`;

/** The row number of a ticket id, or null when it is not one. */
const rowIdOf = (ticketId: string): number | null => {
  const match = /^TKT-(\d{1,12})$/.exec(ticketId);
  return match?.[1] === undefined ? null : Number(match[1]);
};

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
      const { subject, message, reply_email, log, log_truncated } = input.ticket;
      const problem = ticketFormProblem({ subject, body: message, email: reply_email });
      if (problem !== null)
        return { success: 0, message: `The ticket's ${problem} is missing or not valid.` };
      if (log !== null && !ticketLogFits(log)) {
        return {
          success: 0,
          message: `The technical log is larger than ${TICKET_LOG_LIMIT_BYTES / 1024} kB.`,
        };
      }
      const result = ctx.db
        .prepare(
          "INSERT INTO tickets (subject, body, email, log, truncated, created_at) VALUES (?, ?, ?, ?, ?, ?)",
        )
        .run(
          subject.trim(),
          message.trim(),
          reply_email.trim(),
          log,
          log_truncated ? 1 : 0,
          new Date(ctx.now()).toISOString(),
        );
      return { success: 1, data: { ticket_id: ticketIdOf(Number(result.lastInsertRowid)) } };
    }),
  ],
};
