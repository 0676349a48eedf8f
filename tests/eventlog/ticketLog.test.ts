/**
 * The log a ticket carries (spec §1 'Customers: Raise a Ticket'): the recorder's own redacted log,
 * cut to the newest checkpoint that lets it fit the size limit; what it cuts still replays.
 */
import { parseLog, serializeLog } from "@domain/eventlog/format";
import { replay } from "@eventlog/replay";
import { cutToFit, eventTypesOf } from "@eventlog/ticketLog";
import { describe, expect, it } from "vitest";
import { fixtureBuild, fixtureKeys, parentMachine, recordFixture, settle } from "./fixture";

const replayOptions = () => ({
  root: parentMachine,
  rootSystemId: "root",
  build: fixtureBuild(),
  keys: fixtureKeys(),
});

/** A visit of `pings` rounds (each: a ping, its timer, a count), a checkpoint every 10 events. */
const visit = async (pings: number, options: { capacity?: number } = {}) => {
  const run = recordFixture({ checkpointEvery: 10, ...options });
  run.actor.send({ type: "LOGIN", email: "priya@demo.example", password: "Demo@1234" });
  await settle();
  for (let i = 0; i < pings; i++) {
    run.actor.send({ type: "PING_COUNTER" });
    run.clock.increment(1000);
  }
  return run;
};

const sizeOf = (text: string) => new TextEncoder().encode(text).length;

describe("cutting the visit's log to a size", () => {
  it("sends the whole visit when it fits, with its event types", async () => {
    const { recorder } = await visit(20);
    const whole = recorder.toText();
    const cut = cutToFit(recorder.logs(), (text) => sizeOf(text) <= sizeOf(whole));
    expect(cut?.text).toBe(whole);
    expect(cut?.truncated).toBe(false);
    expect(cut?.eventTypes).toEqual(eventTypesOf(parseLog(whole)));
    expect(cut?.eventTypes).toContain("LOGIN");
    expect(cut?.text).not.toContain("Demo@1234");
    expect(cut?.text).not.toContain("priya@demo.example");
  });

  it("cuts a log over the limit to the oldest checkpoint that fits, which replays with 0 divergences", async () => {
    const { recorder } = await visit(30);
    const logs = recorder.logs();
    expect(logs.length).toBeGreaterThan(3);
    const sizes = logs.map((read) => sizeOf(serializeLog(read())));
    // The limit lets the log from the third start (the second checkpoint) fit, not the longer ones.
    const limit = sizes[2] ?? 0;
    expect(sizes[1]).toBeGreaterThan(limit);
    const cut = cutToFit(logs, (text) => sizeOf(text) <= limit);
    expect(cut?.truncated).toBe(true);
    const log = parseLog(cut?.text ?? "");
    expect(log.checkpoint?.step).toBe(logs[2]?.().checkpoint?.step);
    expect(sizeOf(cut?.text ?? "")).toBeLessThanOrEqual(limit);
    // The checkpoint is redacted like the events.
    expect(cut?.text).not.toContain("priya@demo.example");
    const outcome = replay(log, replayOptions());
    expect(outcome.kind === "diverged" ? outcome.divergence : outcome.kind).toBe("replayed");
  });

  it("gives nothing when not even the newest checkpoint's log fits", async () => {
    const { recorder } = await visit(30);
    expect(cutToFit(recorder.logs(), (text) => sizeOf(text) <= 100)).toBeNull();
  });

  it("starts from a checkpoint once the oldest events have left the ring buffer", async () => {
    const { recorder } = await visit(40, { capacity: 40 });
    const logs = recorder.logs();
    expect(logs[0]?.().checkpoint).toBeDefined();
    // The longest log is the one the drawer downloads.
    expect(serializeLog(logs[0]?.() ?? parseLog(recorder.toText()))).toBe(recorder.toText());
  });
});
