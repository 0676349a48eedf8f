/**
 * The recorder's listeners (the developer drawer's live feed): each completed entry reaches every
 * listener as the log has it, in completion order; a listener stops hearing once it unsubscribes,
 * and one that throws stops neither the recording nor the other listeners.
 */
import type { LogEntry } from "@domain/eventlog/format";
import { afterEach, describe, expect, it, vi } from "vitest";
import { recordFixture, settle } from "./fixture";

const stepOf = (entry: LogEntry): number => (entry.kind === "event" ? entry.step : -1);
const byStep = (a: LogEntry, b: LogEntry): number => stepOf(a) - stepOf(b);

afterEach(() => {
  vi.useRealTimers();
});

describe("recorder.onEntry", () => {
  it("hands every completed entry to each listener, as the log holds it, until it unsubscribes", async () => {
    const run = recordFixture();
    const heard: LogEntry[] = [];
    const alsoHeard: number[] = [];
    const stop = run.recorder.onEntry((entry) => heard.push(entry));
    const stopOther = run.recorder.onEntry((entry) =>
      alsoHeard.push(entry.kind === "event" ? entry.step : -1),
    );
    run.actor.send({ type: "PING_COUNTER" });
    run.clock.increment(1000);
    await settle();
    const logged = run.recorder.entries().filter((entry) => entry.kind === "event" && entry.step > 2);
    expect([...heard].sort(byStep)).toEqual(logged);
    expect(alsoHeard).toEqual(heard.map(stepOf));

    stop();
    const before = heard.length;
    run.actor.send({ type: "PING_COUNTER" });
    await settle();
    expect(heard).toHaveLength(before);
    expect(alsoHeard.length).toBeGreaterThan(before);
    stopOther();
  });

  it("keeps recording and feeding the others when a listener throws; the error is reported on its own", async () => {
    vi.useFakeTimers();
    const run = recordFixture();
    const heard: LogEntry[] = [];
    run.recorder.onEntry(() => {
      throw new Error("listener failed");
    });
    run.recorder.onEntry((entry) => heard.push(entry));
    run.actor.send({ type: "PING_COUNTER" });
    expect(heard.length).toBeGreaterThan(0);
    const logged = run.recorder.entries();
    for (const entry of heard) expect(logged.find((e) => stepOf(e) === stepOf(entry))).toEqual(entry);
    expect(() => vi.runOnlyPendingTimers()).toThrow("listener failed");
  });
});
