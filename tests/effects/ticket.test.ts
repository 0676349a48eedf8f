/**
 * 'Raise a Ticket' against the reference API over real HTTP (spec §1 'Customers: Raise a Ticket',
 * §5 'E-mail'): the fields are checked before any call, the log goes as the reader gives it, and
 * the ticket is stored in the `tickets` table.
 */
import type { StorefrontServices } from "@effects/runtime/layer";
import { type SendTicketInput, sendTicket, type TicketLogReader } from "@effects/ticket";
import type { TicketLog } from "@eventlog/ticketLog";
import { Effect, Exit, type Layer } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventLogText } from "../support/eventLog";
import { liveBrowser, type ReferenceApi, startReferenceApi } from "../support/harness";

let api: ReferenceApi;

beforeAll(async () => {
  api = await startReferenceApi();
});
afterAll(async () => {
  await api.close();
});

const run = <A, E>(
  program: Effect.Effect<A, E, StorefrontServices>,
  layer: Layer.Layer<StorefrontServices>,
) => Effect.runPromiseExit(Effect.provide(program, layer));

const LOG: TicketLog = {
  text: eventLogText([{ type: "CART.OPEN" }]),
  truncated: true,
  eventTypes: ["CART.OPEN"],
  events: 1,
};

const input: SendTicketInput = {
  ticketSubject: " Checkout froze ",
  ticketMessage: "The Pay button did nothing.",
  replyEmail: "priya@demo.example",
  attachLog: true,
  ticketKey: "ticket-key-0001",
};

const stored = () =>
  api.db.prepare("SELECT subject, body, email, log, truncated FROM tickets ORDER BY id DESC LIMIT 1").get();

describe("sendTicket", () => {
  it("stores the ticket with the log the reader gives, and answers its id", async () => {
    const { layer } = liveBrowser(api);
    let reads = 0;
    const reader: TicketLogReader = () => {
      reads += 1;
      return LOG;
    };
    const exit = await run(sendTicket(reader)(input), layer);
    expect(exit).toEqual(
      Exit.succeed({ ticketId: expect.stringMatching(/^TKT-\d+$/), attached: true, truncated: true }),
    );
    expect(reads).toBe(1);
    expect(stored()).toEqual({
      subject: "Checkout froze",
      body: "The Pay button did nothing.",
      email: "priya@demo.example",
      log: LOG.text,
      truncated: 1,
    });
  });

  it("does not read the log when the box is unticked", async () => {
    const { layer } = liveBrowser(api);
    const exit = await run(
      sendTicket(() => {
        throw new Error("the log was read");
      })({ ...input, attachLog: false, ticketKey: "ticket-key-0002" }),
      layer,
    );
    expect(Exit.isSuccess(exit) && exit.value.attached).toBe(false);
    expect(stored()).toMatchObject({ log: null, truncated: 0 });
  });

  it("sends the draft's key: the same draft sent again is answered with the ticket already stored", async () => {
    const { layer } = liveBrowser(api);
    const draft = { ...input, ticketKey: "ticket-key-0003" };
    const first = await run(sendTicket(() => LOG)(draft), layer);
    const before = api.db.prepare("SELECT COUNT(*) AS n FROM tickets").get();
    const again = await run(sendTicket(() => LOG)(draft), layer);
    expect(again).toEqual(first);
    expect(api.db.prepare("SELECT COUNT(*) AS n FROM tickets").get()).toEqual(before);
  });

  it("refuses a field that breaks its rule before any call (spec §5)", async () => {
    const { layer } = liveBrowser(api);
    const before = api.db.prepare("SELECT COUNT(*) AS n FROM tickets").get();
    const exit = await run(sendTicket(() => LOG)({ ...input, replyEmail: "priya@" }), layer);
    expect(Exit.isFailure(exit) ? JSON.stringify(exit.cause) : "").toContain('"reason":"email"');
    expect(api.db.prepare("SELECT COUNT(*) AS n FROM tickets").get()).toEqual(before);
  });

  it("fails with TicketNotSent when no part of the log fits", async () => {
    const { layer } = liveBrowser(api);
    const exit = await run(sendTicket(() => null)(input), layer);
    expect(Exit.isFailure(exit) ? JSON.stringify(exit.cause) : "").toContain('"reason":"log"');
  });
});
