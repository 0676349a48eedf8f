/**
 * 'Raise a Ticket' with a scripted effect (spec §1 'Customers: Raise a Ticket', §5 'E-mail', §8):
 * sending, a refused field, a failure that keeps the form and a retry that sends.
 */
import type { SendTicketInput, SentTicket } from "@effects/ticket";
import { present, toErrorData } from "@errors";
import { TicketNotSent } from "@errors/situations";
import { ticketMachine } from "@machines/ticket";
import { describe, expect, it } from "vitest";
import { makeScript, settle, startSystem } from "../support/harness";

const start = () => {
  const script = makeScript();
  let keys = 0;
  const machine = ticketMachine.provide({
    actors: {
      newTicketKey: script.answering<string, void>("newTicketKey", () => {
        keys += 1;
        return `ticket-key-${keys}`;
      }),
      sendTicket: script.manual<SentTicket, SendTicketInput>("sendTicket"),
    },
  });
  const started = startSystem(machine, "ticket", {}, ["root"]);
  const snapshot = () => started.actor.getSnapshot();
  const send = (event: Parameters<typeof started.actor.send>[0]) => started.actor.send(event);
  /** The inputs of the sendings so far. */
  const sendings = () => script.calls.filter((call) => call.name === "sendTicket").map((call) => call.input);
  return { ...started, script, snapshot, send, sendings };
};

const filled = () => {
  const flow = start();
  flow.send({ type: "DIALOG.OPEN" });
  flow.send({ type: "TICKET.SUBJECT", ticketSubject: "Checkout froze" });
  flow.send({ type: "TICKET.MESSAGE", ticketMessage: "The Pay button did nothing." });
  flow.send({ type: "TICKET.EMAIL", replyEmail: "priya@demo.example" });
  return flow;
};

const SENT: SentTicket = { ticketId: "TKT-7", attached: true, truncated: false };

describe("the ticket flow", () => {
  it("attaches the log by default and sends the fields as typed", async () => {
    const flow = filled();
    expect(flow.snapshot().context.attachLog).toBe(true);
    flow.send({ type: "TICKET.SEND" });
    expect(flow.snapshot().hasTag("loading")).toBe(true);
    await settle();
    expect(flow.snapshot().hasTag("loading")).toBe(true);
    expect(flow.script.calls).toEqual([
      { name: "newTicketKey", input: undefined },
      {
        name: "sendTicket",
        input: {
          ticketSubject: "Checkout froze",
          ticketMessage: "The Pay button did nothing.",
          replyEmail: "priya@demo.example",
          attachLog: true,
          ticketKey: "ticket-key-1",
        },
      },
    ]);
    await flow.script.answer("sendTicket", SENT);
    expect(flow.snapshot().value).toBe("sent");
    expect(flow.snapshot().context.sent).toEqual(SENT);
  });

  it("sends without the log when the box is unticked", async () => {
    const flow = filled();
    flow.send({ type: "TICKET.ATTACH", attach: false });
    flow.send({ type: "TICKET.SEND" });
    await settle();
    expect(flow.sendings()[0]).toMatchObject({ attachLog: false });
  });

  it("keeps the form after a failure and sends again with the same key (one ticket however often it is sent)", async () => {
    const flow = filled();
    flow.send({ type: "TICKET.SEND" });
    await settle();
    await flow.script.fail("sendTicket", toErrorData(new TicketNotSent({ reason: "failed" })));
    const failed = flow.snapshot();
    expect(failed.value).toBe("editing");
    expect(failed.context).toMatchObject({
      ticketSubject: "Checkout froze",
      ticketMessage: "The Pay button did nothing.",
      replyEmail: "priya@demo.example",
      attachLog: true,
    });
    expect(failed.context.error === null ? null : present(failed.context.error)).toEqual({
      kind: "message",
      text: { key: "ticketNotSent" },
    });
    // Retry: the same fields go again, with the same key (no new one is made).
    flow.send({ type: "TICKET.SEND" });
    expect(flow.snapshot().context.error).toBeNull();
    await settle();
    expect(flow.sendings()).toHaveLength(2);
    expect(flow.sendings()[1]).toEqual(flow.sendings()[0]);
    expect(flow.sendings()[1]).toMatchObject({ ticketKey: "ticket-key-1" });
    expect(flow.script.calls.filter((call) => call.name === "newTicketKey")).toHaveLength(1);
    await flow.script.answer("sendTicket", SENT);
    expect(flow.snapshot().value).toBe("sent");
  });

  it("a draft edited after a failure is another ticket: it goes with a new key", async () => {
    const flow = filled();
    flow.send({ type: "TICKET.SEND" });
    await settle();
    await flow.script.fail("sendTicket", toErrorData(new TicketNotSent({ reason: "failed" })));
    flow.send({ type: "TICKET.MESSAGE", ticketMessage: "The Pay button did nothing, twice." });
    flow.send({ type: "TICKET.SEND" });
    await settle();
    expect(flow.sendings().map((input) => (input as SendTicketInput).ticketKey)).toEqual([
      "ticket-key-1",
      "ticket-key-2",
    ]);
  });

  it("the next ticket after a sent one gets a new key", async () => {
    const flow = filled();
    flow.send({ type: "TICKET.SEND" });
    await settle();
    await flow.script.answer("sendTicket", SENT);
    flow.send({ type: "DIALOG.OPEN" });
    flow.send({ type: "TICKET.SUBJECT", ticketSubject: "Another" });
    flow.send({ type: "TICKET.MESSAGE", ticketMessage: "Something else." });
    flow.send({ type: "TICKET.EMAIL", replyEmail: "priya@demo.example" });
    flow.send({ type: "TICKET.SEND" });
    await settle();
    expect(flow.sendings()[1]).toMatchObject({ ticketKey: "ticket-key-2" });
  });

  it("shows a refused field under it, and typing clears it", async () => {
    const flow = filled();
    flow.send({ type: "TICKET.EMAIL", replyEmail: "priya@" });
    flow.send({ type: "TICKET.SEND" });
    await settle();
    await flow.script.fail("sendTicket", toErrorData(new TicketNotSent({ reason: "email" })));
    const error = flow.snapshot().context.error;
    expect(error === null ? null : present(error)).toEqual({
      kind: "field",
      field: "email",
      text: { key: "signUpEmail" },
    });
    flow.send({ type: "TICKET.EMAIL", replyEmail: "priya@demo.example" });
    expect(flow.snapshot().context.error).toBeNull();
  });

  it("an over-limit log says so", async () => {
    const flow = filled();
    flow.send({ type: "TICKET.SEND" });
    await settle();
    await flow.script.fail("sendTicket", toErrorData(new TicketNotSent({ reason: "log" })));
    const error = flow.snapshot().context.error;
    expect(error === null ? null : present(error)).toEqual({
      kind: "message",
      text: { key: "ticketLogTooLarge" },
    });
  });

  it("keeps an unsent draft across closing, and starts afresh after a sent ticket", async () => {
    const flow = filled();
    flow.send({ type: "DIALOG.CLOSE" });
    flow.send({ type: "DIALOG.OPEN" });
    expect(flow.snapshot().context.ticketSubject).toBe("Checkout froze");
    flow.send({ type: "TICKET.SEND" });
    await settle();
    await flow.script.answer("sendTicket", SENT);
    flow.send({ type: "DIALOG.CLOSE" });
    flow.send({ type: "DIALOG.OPEN" });
    await settle();
    expect(flow.snapshot().value).toBe("editing");
    expect(flow.snapshot().context).toMatchObject({ ticketSubject: "", sent: null, attachLog: true });
  });

  it("closing the dialog while sending drops the sending and keeps the draft", () => {
    const flow = filled();
    flow.send({ type: "TICKET.SEND" });
    flow.send({ type: "DIALOG.CLOSE" });
    expect(flow.snapshot().value).toBe("editing");
    expect(flow.snapshot().context.replyEmail).toBe("priya@demo.example");
  });
});
