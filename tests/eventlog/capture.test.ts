/**
 * The replay watches deliveries and snapshots through XState internals (src/eventlog/capture.ts).
 * What it sees must be exactly what a public `inspect` observer sees of them: the same events to
 * the same actors in the same order, each with the same snapshot after it.
 */
import { type AnyActor, nameOf } from "@eventlog/actors";
import { type Observed, observeDeliveries } from "@eventlog/capture";
import { describe, expect, it } from "vitest";
import { createActor, type InspectionEvent, SimulatedClock } from "xstate";
import { parentMachine, settle } from "./fixture";

type Seen = readonly [string, string, string, unknown];

const describeObserved = (observed: Observed | InspectionEvent): Seen | undefined => {
  const name = nameOf(observed.actorRef as AnyActor);
  if (observed.type === "@xstate.event")
    return [
      "event",
      name,
      observed.sourceRef === undefined ? "" : nameOf(observed.sourceRef as AnyActor),
      observed.event,
    ];
  if (observed.type === "@xstate.snapshot") {
    const snapshot = observed.snapshot as { status?: unknown; value?: unknown; context?: unknown };
    return ["snapshot", name, observed.event.type, [snapshot.status, snapshot.value, snapshot.context]];
  }
  return undefined;
};

/** Runs the fixture's system through every kind of input, watched one way or the other. */
const runWatched = async (how: "inspect" | "observeDeliveries"): Promise<Seen[]> => {
  const seen: Seen[] = [];
  const keep = (observed: Observed | InspectionEvent) => {
    const described = describeObserved(observed);
    if (described !== undefined) seen.push(described);
  };
  const clock = new SimulatedClock();
  const actor = createActor(parentMachine, {
    systemId: "root",
    clock,
    input: { email: "priya@demo.example" },
    ...(how === "inspect" ? { inspect: keep } : {}),
  });
  if (how === "observeDeliveries") observeDeliveries(actor, keep);
  actor.start();
  actor.send({ type: "PING_COUNTER" });
  clock.increment(1000);
  actor.send({ type: "LOGIN", email: "priya@demo.example", password: "Demo@1234" });
  await settle();
  actor.send({ type: "PING_COUNTER" });
  actor.send({ type: "FAIL" });
  clock.increment(5000);
  actor.send({ type: "PING_COUNTER" });
  actor.stop();
  return seen;
};

describe("observing deliveries without an inspection observer", () => {
  it("sees the deliveries and snapshots an inspect observer sees, in the same order", async () => {
    const inspected = await runWatched("inspect");
    const observed = await runWatched("observeDeliveries");
    // Every kind of input: start-up, outside, machine to machine, effect, timer.
    const events = observed
      .filter((s) => s[0] === "event")
      .map((s) => `${s[1]} ${(s[3] as { type: string }).type}`);
    expect(events).toEqual(
      expect.arrayContaining([
        "root xstate.init",
        "counter xstate.init",
        "counter PING",
        "counter xstate.after.1000.counter.busy",
        "root xstate.done.actor.0.parent.loggingIn",
        "counter INC",
        "root xstate.after.5000.parent.in",
      ]),
    );
    expect(observed).toEqual(inspected);
  });

  it("refuses a system without the function it takes over", () => {
    const actor = createActor(parentMachine, { input: { email: null } });
    Object.defineProperty(actor, "system", { value: {} });
    expect(() => observeDeliveries(actor, () => undefined)).toThrow(/_sendInspectionEvent/);
  });
});
