/**
 * Transition coverage of the charts: a small machine driven by known events through
 * `createActor` with an inspection observer; the transitions its microsteps report map to
 * exactly the chart model's ids, the table counts exactly those, the report text is exact, and
 * the coloured chart marks exactly those transitions as covered.
 */

import {
  chainInspect,
  coverageReport,
  coverageSvg,
  coverageTable,
  isTakenByMachine,
  mergeTaken,
  microstepRecorder,
  recorderInto,
  recordingOf,
  type TakenByMachine,
  takenTransitionIds,
} from "@charts/coverage";
import { chartModel } from "@charts/model";
import { chartSvg } from "@charts/svg";
import { describe, expect, it } from "vitest";
import { createActor, SimulatedClock, setup } from "xstate";

type DoorEvent = { type: "OPEN"; key: boolean } | { type: "LOCK" } | { type: "UNLOCK" };

/** Five transitions: a guarded one, two plain events, an eventless one and a delayed one. */
const doorMachine = setup({
  types: { events: {} as DoorEvent },
  guards: { hasKey: ({ event }) => event.type === "OPEN" && event.key },
}).createMachine({
  id: "door",
  initial: "closed",
  states: {
    closed: {
      on: {
        OPEN: { guard: "hasKey", target: "opening" },
        LOCK: { target: "locked" },
      },
    },
    locked: { on: { UNLOCK: { target: "closed" } } },
    opening: { always: { target: "open" } },
    open: { after: { 1000: { target: "closed" } } },
  },
});

const bellMachine = setup({ types: { events: {} as { type: "RING" } } }).createMachine({
  id: "bell",
  initial: "quiet",
  states: { quiet: { on: { RING: { target: "quiet" } } } },
});

const door = chartModel(doorMachine);
const bell = chartModel(bellMachine);

const TAKEN = ["door.closed|OPEN|0", "door.opening|always|0", "door.open|xstate.after.1000.door.open|0"];

/** Runs the door: OPEN without the key (guard false: nothing taken), OPEN with it, then 1000 ms. */
const runDoor = () => {
  const microsteps: unknown[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(doorMachine, {
    clock,
    inspect: (event) => {
      if (event.type === "@xstate.microstep") microsteps.push(...event._transitions);
    },
  });
  actor.start();
  actor.send({ type: "OPEN", key: false });
  actor.send({ type: "OPEN", key: true });
  const openedAt = actor.getSnapshot().value;
  clock.increment(1000);
  const closedAgain = actor.getSnapshot().value;
  actor.stop();
  return { microsteps, openedAt, closedAgain };
};

describe("transition coverage", () => {
  it("the test machine has the five transitions the coverage counts", () => {
    expect(door.transitions.map((t) => t.id)).toEqual([
      "door.closed|OPEN|0",
      "door.closed|LOCK|0",
      "door.locked|UNLOCK|0",
      "door.opening|always|0",
      "door.open|xstate.after.1000.door.open|0",
    ]);
  });

  it("maps the microsteps of a run to exactly the transitions taken (guarded, eventless, delayed)", () => {
    const run = runDoor();
    expect(run.openedAt).toBe("open");
    expect(run.closedAgain).toBe("closed");
    expect(takenTransitionIds(door, run.microsteps)).toEqual(TAKEN);
  });

  it("counts taken / total per machine and overall", () => {
    const taken: TakenByMachine = { door: takenTransitionIds(door, runDoor().microsteps) };
    const table = coverageTable([door, bell], taken);
    expect(table.rows).toEqual([
      { machine: "bell", taken: 0, total: 1, percent: 0 },
      { machine: "door", taken: 3, total: 5, percent: 60 },
    ]);
    expect(table.overall).toEqual({ machine: "overall", taken: 3, total: 6, percent: 50 });
  });

  it("prints one row per machine in machine order, then the overall line", () => {
    const taken: TakenByMachine = { door: takenTransitionIds(door, runDoor().microsteps) };
    expect(coverageReport([door, bell], taken)).toBe(
      "bell  0 / 1 (0%)\ndoor  3 / 5 (60%)\noverall: 3 / 6 (50%)\n",
    );
  });

  it("ignores ids a machine does not have and counts repeated ones once", () => {
    const taken: TakenByMachine = { door: [...TAKEN, TAKEN[0] ?? "", "door.closed|GONE|0"] };
    expect(coverageTable([door], taken).rows).toEqual([{ machine: "door", taken: 3, total: 5, percent: 60 }]);
  });

  it("merges recordings of several test files", () => {
    const merged = mergeTaken([{ door: [TAKEN[0] ?? ""] }, { door: TAKEN, bell: [] }]);
    expect(merged).toEqual({ door: [...TAKEN].sort(), bell: [] });
    expect(isTakenByMachine(merged)).toBe(true);
    expect(isTakenByMachine({ door: [1] })).toBe(false);
    expect(isTakenByMachine([])).toBe(false);
  });

  it("colours exactly the taken transitions of the chart as covered", async () => {
    const svg = coverageSvg(await chartSvg(door), new Set(TAKEN));
    const marks = [...svg.matchAll(/data-transition="([^"]*)" data-covered="(true|false)"/g)].map((m) => [
      m[1],
      m[2],
    ]);
    const covered = new Set(marks.filter(([, c]) => c === "true").map(([id]) => id));
    const never = new Set(marks.filter(([, c]) => c === "false").map(([id]) => id));
    expect([...covered].sort()).toEqual([...TAKEN].sort());
    expect([...never].sort()).toEqual(["door.closed|LOCK|0", "door.locked|UNLOCK|0"]);
    // Every transition element is marked.
    expect(svg.match(/data-transition="/g)?.length).toBe(marks.length);
    expect(svg).toContain('.transition[data-covered="false"]>path{stroke:#dc2626;stroke-dasharray:5 3}');
    expect(svg).toContain('.transition[data-covered="true"]>path{stroke:#15803d');
  });
});

describe("recording through inspection", () => {
  it("the recorder keeps the transitions taken per machine id", () => {
    const recorded = new Map<string, Set<string>>();
    const actor = createActor(doorMachine, { inspect: microstepRecorder(recorded) });
    actor.start();
    actor.send({ type: "LOCK" });
    actor.send({ type: "UNLOCK" });
    actor.stop();
    expect(recordingOf(recorded)).toEqual({ door: ["door.closed|LOCK|0", "door.locked|UNLOCK|0"] });
  });

  it("an actor's own inspect function still receives every event when recording is chained", () => {
    const run = (chain: boolean) => {
      const own: string[] = [];
      const recorded = new Map<string, Set<string>>();
      const mine = (event: { type: string }) => {
        own.push(event.type);
      };
      const actor = createActor(doorMachine, {
        inspect: chain ? chainInspect(mine, microstepRecorder(recorded)) : mine,
      });
      actor.start();
      actor.send({ type: "LOCK" });
      const value = actor.getSnapshot().value;
      actor.stop();
      return { own, value, recording: recordingOf(recorded) };
    };
    const plain = run(false);
    const chained = run(true);
    expect(chained.own).toEqual(plain.own);
    expect(chained.own).toContain("@xstate.microstep");
    expect(chained.value).toBe("locked");
    expect(chained.recording).toEqual({ door: ["door.closed|LOCK|0"] });
  });

  it("an inspect observer object keeps its `next` and this, and a failing recorder changes nothing", () => {
    const observer = {
      seen: 0,
      next(this: { seen: number }) {
        this.seen += 1;
      },
    };
    const actor = createActor(doorMachine, {
      inspect: chainInspect(observer, () => {
        throw new Error("recorder failed");
      }),
    });
    actor.start();
    actor.send({ type: "LOCK" });
    expect(actor.getSnapshot().value).toBe("locked");
    actor.stop();
    expect(observer.seen).toBeGreaterThan(2);
  });

  it("without an existing inspect only the recorder is called", () => {
    const recorded = new Map<string, Set<string>>();
    const inspect = chainInspect(undefined, microstepRecorder(recorded));
    const actor = createActor(doorMachine, { inspect });
    actor.start();
    actor.send({ type: "OPEN", key: true });
    actor.stop();
    expect(recordingOf(recorded)).toEqual({ door: ["door.closed|OPEN|0", "door.opening|always|0"] });
  });

  it("a page's recording object is filled in place, and nothing is recorded without one", () => {
    expect(recorderInto(undefined)).toBeUndefined();
    expect(recorderInto([])).toBeUndefined();
    const target: Record<string, unknown> = {};
    const inspect = recorderInto(target);
    const actor = createActor(doorMachine, inspect === undefined ? {} : { inspect });
    actor.start();
    actor.send({ type: "LOCK" });
    actor.stop();
    expect(target).toEqual({ door: ["door.closed|LOCK|0"] });
  });
});
