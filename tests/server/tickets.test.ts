/**
 * The reference API's tickets (spec §1 'Customers: Raise a Ticket'): raiseTicket stores a ticket
 * in the `tickets` table, refuses a field that breaks its rule and a log over the limit, and gives
 * tickets back to the operator only.
 */
import { RecentTickets, raiseTicket, StoredTicket, type TicketDraft } from "@contract/tickets";
import { TICKET_LOG_LIMIT_BYTES } from "@domain/ticket";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { makeTestServer } from "../../server/testing";
import { eventLogText } from "../support/eventLog";
import { operatorHeaders, TEST_ADMIN_TOKEN } from "../support/operator";

const draft: TicketDraft = {
  subject: "Checkout froze",
  message: "The Pay button did nothing.",
  reply_email: "priya@demo.example",
  log: eventLogText([{ type: "CART.OPEN" }]),
  log_truncated: false,
  idempotency_key: "ticket-key-0001",
};

/** The operator's GET (the token, from this machine). */
const get = (server: ReturnType<typeof makeTestServer>, path: string) =>
  server.get(path, operatorHeaders, "127.0.0.1");

/** A server whose ticket reader answers the operator (the test token). */
const ticketServer = () => makeTestServer({ config: { adminToken: TEST_ADMIN_TOKEN } });

describe("raiseTicket", () => {
  it("stores the ticket and its log, and answers its id", async () => {
    const server = makeTestServer();
    const answer = await server.call(raiseTicket, { ticket: draft });
    expect(answer.data).toEqual({ success: 1, data: { ticket_id: "TKT-1" } });
    const row = server.db.prepare("SELECT * FROM tickets").get();
    expect(row).toMatchObject({
      id: 1,
      subject: "Checkout froze",
      body: "The Pay button did nothing.",
      email: "priya@demo.example",
      log: draft.log,
      truncated: 0,
      created_at: "2026-11-25T12:00:00.000Z",
    });
  });

  it("refuses a field that breaks its rule (spec §5) and stores nothing", async () => {
    const server = makeTestServer();
    const answer = await server.call(raiseTicket, { ticket: { ...draft, reply_email: "priya@" } });
    expect(answer.data?.success).toBe(0);
    expect(answer.data?.message).toBe("The ticket's email is missing or not valid.");
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM tickets").get()).toEqual({ n: 0 });
  });

  it("refuses a log over the limit with a clear message", async () => {
    const server = makeTestServer({ config: { bodyLimitBytes: 2 * TICKET_LOG_LIMIT_BYTES } });
    const answer = await server.call(raiseTicket, {
      ticket: { ...draft, log: "x".repeat(TICKET_LOG_LIMIT_BYTES) },
    });
    expect(answer.data).toEqual({
      success: 0,
      message: `The technical log is larger than ${TICKET_LOG_LIMIT_BYTES / 1024} kB.`,
    });
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM tickets").get()).toEqual({ n: 0 });
  });

  it("a log at the limit fits in the server's default body limit", async () => {
    const server = makeTestServer();
    const answer = await server.call(raiseTicket, {
      ticket: { ...draft, message: "x".repeat(4000), log: "x".repeat(TICKET_LOG_LIMIT_BYTES - 2) },
    });
    expect(answer.data?.success).toBe(1);
  });
});

describe("reading tickets back", () => {
  it("lists the newest tickets and gives one with its log, to the operator", async () => {
    const server = ticketServer();
    await server.call(raiseTicket, { ticket: draft });
    await server.call(raiseTicket, {
      ticket: {
        ...draft,
        subject: "Second",
        log: null,
        log_truncated: false,
        idempotency_key: "ticket-key-0002",
      },
    });
    const list = await get(server, "/__tickets?limit=5");
    expect(list.status).toBe(200);
    expect(
      Schema.decodeUnknownSync(RecentTickets)(list.json).tickets.map((t) => [t.ticket_id, t.has_log]),
    ).toEqual([
      ["TKT-2", false],
      ["TKT-1", true],
    ]);
    const one = await get(server, "/__tickets/TKT-1");
    expect(Schema.decodeUnknownSync(StoredTicket)(one.json)).toMatchObject({
      ticket_id: "TKT-1",
      log: draft.log,
    });
    expect((await get(server, "/__tickets/TKT-9")).status).toBe(404);
    expect((await get(server, "/__tickets/nope")).status).toBe(404);
  });

  it("answers 404 to another machine, even with the token, and to this machine without it", async () => {
    const server = ticketServer();
    await server.call(raiseTicket, { ticket: draft });
    expect((await server.get("/__tickets", operatorHeaders, "10.0.0.8")).status).toBe(404);
    expect((await server.get("/__tickets/TKT-1", operatorHeaders, "10.0.0.8")).status).toBe(404);
    expect((await server.get("/__tickets/TKT-1", {}, "127.0.0.1")).status).toBe(404);
  });
});
