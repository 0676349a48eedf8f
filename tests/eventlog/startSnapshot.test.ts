/**
 * The log of a system started from a snapshot (a page resumed from the server's start,
 * src/eventlog/recorder.ts `startSnapshot`): it starts from that snapshot as its checkpoint at
 * step 0, redacted like any checkpoint, with the first input after it at step 1; once the ring
 * buffer has moved past step 1 it starts from a later checkpoint instead.
 */
import { parseLog, serializeLog } from "@domain/eventlog/format";
import { describe, expect, it } from "vitest";
import { fixtureReplay, recordFixture, settle } from "./fixture";

const EMAIL = "priya@demo.example";
const PASSWORD = "Demo@1234";
const TOKEN = `token-for-${PASSWORD}`;

/** The parent signed in, as another system left it: its snapshot holds the session token and e-mail. */
const signedInSnapshot = async () => {
  const before = recordFixture();
  before.actor.send({ type: "LOGIN", email: EMAIL, password: PASSWORD });
  await settle();
  expect(before.actor.getSnapshot().context).toMatchObject({ a_t: TOKEN, email: EMAIL });
  const snapshot = before.actor.getPersistedSnapshot();
  before.actor.stop();
  return snapshot;
};

describe("a log started from a snapshot", () => {
  it("starts with it as the checkpoint at step 0, before any input", async () => {
    const run = recordFixture({ snapshot: await signedInSnapshot() });
    expect(run.recorder.recorded).toBe(0);
    const log = run.recorder.toLog();
    expect(log.checkpoint).toMatchObject({ kind: "checkpoint", step: 0, time: 0 });
    expect(log.entries).toEqual([]);
    run.actor.stop();
  });

  it("holds the snapshot redacted: no token nor e-mail in clear, in the log or its text", async () => {
    const run = recordFixture({ snapshot: await signedInSnapshot() });
    run.actor.send({ type: "PING_COUNTER" });
    const log = run.recorder.toLog();
    const checkpoint = JSON.stringify(log.checkpoint?.snapshot);
    expect(checkpoint).toContain('"value":"in"');
    expect(checkpoint).not.toContain(TOKEN);
    expect(checkpoint).not.toContain(EMAIL);
    expect(checkpoint).toMatch(/"a_t":"\[redacted:token:[0-9a-f]{16}\]"/);
    expect(checkpoint).toMatch(/"email":"\[redacted:email:[0-9a-f]{16}\]"/);
    const text = run.recorder.toText();
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(EMAIL);
    expect(serializeLog(parseLog(text))).toBe(text);
    run.actor.stop();
  });

  it("goes on at step 1 with the first input (the restored actors' starts are the checkpoint's), and replays", async () => {
    const run = recordFixture({ snapshot: await signedInSnapshot() });
    run.actor.send({ type: "PING_COUNTER" });
    run.actor.send({ type: "PING_COUNTER" });
    const log = parseLog(run.recorder.toText());
    expect(log.checkpoint?.step).toBe(0);
    expect(log.entries.map((e) => [e.step, e.input, e.actor, e.event.type])).toEqual([
      [1, "external", "root", "PING_COUNTER"],
      [2, "internal", "counter", "INC"],
      [3, "external", "root", "PING_COUNTER"],
      [4, "internal", "counter", "INC"],
    ]);
    expect(fixtureReplay(log)).toMatchObject({ kind: "replayed", events: 4 });
    // Every log the recorder offers (the longest first) starts at step 0.
    const logs = run.recorder.logs();
    expect(logs).toHaveLength(1);
    expect(logs[0]?.()).toEqual(run.recorder.toLog());
    run.actor.stop();
  });

  it("starts from step 0 while the ring buffer holds step 1, later checkpoints after it", async () => {
    const run = recordFixture({ snapshot: await signedInSnapshot(), capacity: 10, checkpointEvery: 2 });
    // Each ping is two steps: the parent's input and the counter's INC.
    for (let i = 0; i < 4; i++) run.actor.send({ type: "PING_COUNTER" });
    expect(run.recorder.recorded).toBe(8);
    const starts = run.recorder.logs().map((log) => log().checkpoint?.step);
    expect(starts).toEqual([0, 2, 4, 6]);
    expect(run.recorder.toLog().checkpoint?.step).toBe(0);
    for (const log of run.recorder.logs()) expect(fixtureReplay(log()).kind).toBe("replayed");
    run.actor.stop();
  });

  it("once the ring buffer has moved past step 1, starts from the oldest later checkpoint it covers", async () => {
    const run = recordFixture({ snapshot: await signedInSnapshot(), capacity: 10, checkpointEvery: 2 });
    for (let i = 0; i < 8; i++) run.actor.send({ type: "PING_COUNTER" });
    expect(run.recorder.recorded).toBe(16);
    const starts = run.recorder.logs().map((log) => log().checkpoint?.step);
    expect(starts).not.toContain(0);
    expect(starts[0]).toBe(6);
    const log = parseLog(run.recorder.toText());
    expect(log.checkpoint?.step).toBe(6);
    expect(log.entries[0]?.step).toBe(7);
    expect(log.entries.at(-1)?.step).toBe(16);
    expect(JSON.stringify(log.checkpoint?.snapshot)).not.toContain(TOKEN);
    expect(fixtureReplay(log)).toMatchObject({ kind: "replayed", events: 10 });
    run.actor.stop();
  });
});
