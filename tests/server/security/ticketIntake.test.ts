/**
 * 'Raise a Ticket' is open to anyone (spec §1 'Customers: Raise a Ticket'), so the reference API
 * limits how many tickets come from one address, one reply address and one account (spec §8 HTTP
 * 429), stores a log only when it is an event log, redacted again with the recorder's own rules,
 * and stores one ticket for a request sent again with the same idempotency key.
 */
import { limitExceededMessage } from "@contract/account";
import { raiseTicket, type TicketDraft } from "@contract/tickets";
import { parseLog } from "@domain/eventlog/format";
import { describe, expect, it } from "vitest";
import { TicketLimits } from "../../../server/domains/tickets/module";
import { makeTestServer } from "../../../server/testing";
import { eventLogText } from "../../support/eventLog";

type Server = ReturnType<typeof makeTestServer>;

const START = Date.UTC(2026, 10, 25, 12, 0, 0);
const LIMIT_TEXT = limitExceededMessage("support@rewards-storefront.example");

let keys = 0;
/** A draft with a key of its own (a new ticket each time). */
const draft = (fields: Partial<TicketDraft> = {}): TicketDraft => {
  keys += 1;
  return {
    subject: "Checkout froze",
    message: "The Pay button did nothing.",
    reply_email: "gita@example.com",
    log: null,
    log_truncated: false,
    idempotency_key: `ticket-key-${String(keys).padStart(4, "0")}`,
    ...fields,
  };
};

const raise = (server: Server, ticket: TicketDraft, address = "198.51.100.7", token?: string) =>
  server.call(raiseTicket, { ticket }, { address, ...(token === undefined ? {} : { token }) });

const ticketCount = (server: Server) =>
  (server.db.prepare("SELECT COUNT(*) AS n FROM tickets").get() as { n: number }).n;

const storedLog = (server: Server) =>
  server.db.prepare("SELECT log, truncated, log_note FROM tickets ORDER BY id DESC LIMIT 1").get() as {
    log: string | null;
    truncated: number;
    log_note: string | null;
  };

describe("tickets are limited (spec §8 HTTP 429)", () => {
  it("5 tickets per client address in 10 minutes; the 6th answers 429 and stores nothing; later it works again", async () => {
    const server = makeTestServer();
    server.setNow(START);
    expect(TicketLimits.perAddress).toEqual({ max: 5, windowMs: 600_000 });
    for (let n = 0; n < 5; n += 1) {
      const answer = await raise(server, draft({ reply_email: `shopper${n}@example.com` }));
      expect(answer.data?.success).toBe(1);
    }
    const over = await raise(server, draft({ reply_email: "shopper9@example.com" }));
    expect(over.status).toBe(429);
    expect(over.json).toEqual({ success: 0, message: LIMIT_TEXT });
    expect(ticketCount(server)).toBe(5);
    // Another address has its own budget.
    expect((await raise(server, draft({ reply_email: "other@example.com" }), "198.51.100.8")).status).toBe(
      200,
    );
    server.setNow(START + 10 * 60_000 + 1);
    expect((await raise(server, draft({ reply_email: "shopper9@example.com" }))).status).toBe(200);
  });

  it("5 tickets per reply address in 10 minutes, whatever address they come from", async () => {
    const server = makeTestServer();
    server.setNow(START);
    expect(TicketLimits.perReplyAddress).toEqual({ max: 5, windowMs: 600_000 });
    for (let n = 0; n < 5; n += 1) {
      expect((await raise(server, draft(), `198.51.100.${10 + n}`)).status).toBe(200);
    }
    const over = await raise(server, draft({ reply_email: "GITA@example.com " }), "198.51.100.99");
    expect(over.status).toBe(429);
    expect(over.json).toEqual({ success: 0, message: LIMIT_TEXT });
    expect(ticketCount(server)).toBe(5);
  });

  it("5 tickets per signed-in shopper in 10 minutes, whatever address and reply address", async () => {
    const server = makeTestServer();
    server.setNow(START);
    expect(TicketLimits.perUser).toEqual({ max: 5, windowMs: 600_000 });
    const token = server.openSession(1);
    for (let n = 0; n < 5; n += 1) {
      const ticket = draft({ reply_email: `reply${n}@example.com` });
      expect((await raise(server, ticket, `198.51.100.${20 + n}`, token)).status).toBe(200);
    }
    const over = await raise(server, draft({ reply_email: "reply9@example.com" }), "198.51.100.99", token);
    expect(over.status).toBe(429);
    expect(ticketCount(server)).toBe(5);
  });
});

describe("a ticket's log is checked and redacted on the server", () => {
  const secretLog = eventLogText(
    [
      { type: "AUTH.IDENTITY", user_input: "priya@demo.example" },
      { type: "AUTH.SUBMIT_PASSWORD", password: "Demo@1234" },
      { type: "AUTH.SIGNED_IN", a_t: "SECRETTOKEN1234567890" },
      { type: "ENV.LOCATION", url: "/marketplace/login?password=Demo@1234&a_t=SECRETTOKEN1234567890" },
      { type: "SEARCH.INPUT", query: "card 4111111111111111 for priya@demo.example" },
    ],
    { persisted: { a_t: "SECRETTOKEN1234567890" } },
  );

  it("a log holding a password, an a_t token, a card number and an e-mail is stored without them", async () => {
    const server = makeTestServer();
    const answer = await raise(server, draft({ log: secretLog, log_truncated: true }));
    expect(answer.data?.success).toBe(1);
    const stored = storedLog(server);
    const log = stored.log ?? "";
    for (const secret of ["Demo@1234", "SECRETTOKEN1234567890", "4111111111111111", "priya@demo.example"]) {
      expect(log, secret).not.toContain(secret);
    }
    expect(log).toContain("[redacted:password:");
    expect(log).toContain("[redacted:token:");
    expect(log).toContain("[redacted:card:");
    expect(log).toContain("[redacted:email:");
    // Still an event log, with the same events, kept with its flag.
    expect(parseLog(log).entries.map((entry) => entry.event.type)).toEqual([
      "AUTH.IDENTITY",
      "AUTH.SUBMIT_PASSWORD",
      "AUTH.SIGNED_IN",
      "ENV.LOCATION",
      "SEARCH.INPUT",
    ]);
    expect(stored).toMatchObject({ truncated: 1, log_note: null });
  });

  it("a log the recorder already redacted is stored as it came, its hashes and digests untouched", async () => {
    const server = makeTestServer();
    const redacted = eventLogText([
      { type: "AUTH.SUBMIT_PASSWORD", password: "[redacted:password:0123456789abcdef]" },
      { type: "CART.OPEN" },
    ]);
    await raise(server, draft({ log: redacted }));
    // The root's machine hash here, 0000000000000000, is digits that pass the Luhn check: the
    // recorder's hashes are not text it redacts, and the server leaves them alone too.
    expect(redacted).toContain('"root":"0000000000000000"');
    expect(storedLog(server).log).toBe(redacted);
  });

  it("a log that is not an event log is left out with a note; the ticket itself is stored", async () => {
    const server = makeTestServer();
    const answer = await raise(
      server,
      draft({
        log: '{"note":"password=Demo@1234 a_t=SECRETTOKEN card 4111111111111111"}',
        log_truncated: true,
      }),
    );
    expect(answer.data?.success).toBe(1);
    expect(storedLog(server)).toEqual({
      log: null,
      truncated: 0,
      log_note:
        "The attached log was left out: it is not an event log (line 1: the first line must be the log header).",
    });
  });
});

describe("a ticket sent again with the same key is stored once", () => {
  it("the same key from the same reply address answers the first ticket", async () => {
    const server = makeTestServer();
    const ticket = draft();
    const first = await raise(server, ticket);
    // The browser sends the request again (a lost answer), from another address.
    const again = await raise(server, ticket, "198.51.100.99");
    expect(first.data).toEqual({ success: 1, data: { ticket_id: "TKT-1" } });
    expect(again.data).toEqual(first.data);
    expect(ticketCount(server)).toBe(1);
  });

  it("a repeat is answered even past the limit: it stores nothing", async () => {
    const server = makeTestServer();
    server.setNow(START);
    const first = draft();
    await raise(server, first);
    for (let n = 0; n < 4; n += 1) await raise(server, draft());
    expect((await raise(server, draft())).status).toBe(429);
    expect((await raise(server, first)).data).toEqual({ success: 1, data: { ticket_id: "TKT-1" } });
  });

  it("the same key from another sender is another ticket", async () => {
    const server = makeTestServer();
    const ticket = draft();
    await raise(server, ticket);
    const other = await raise(server, { ...ticket, reply_email: "someone.else@example.com" });
    expect(other.data).toEqual({ success: 1, data: { ticket_id: "TKT-2" } });
    const token = server.openSession(1);
    const signedIn = await raise(server, ticket, "198.51.100.7", token);
    expect(signedIn.data).toEqual({ success: 1, data: { ticket_id: "TKT-3" } });
    expect((await raise(server, ticket, "198.51.100.7", token)).data).toEqual(signedIn.data);
  });
});
