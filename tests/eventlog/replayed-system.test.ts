/**
 * The replay steps machines through their pure logic in a system of its own (src/eventlog/system.ts).
 * Which actors exist must follow the machines, as in the recorded system: a child spawned on an
 * event (not at start) appears at that step, hears `xstate.init` and what it is sent; a stopped
 * child leaves the system (its systemId can be spawned again); a child reaching its final state
 * is gone and its parent hears `xstate.done.actor.*`. Each is recorded live, then replayed.
 */
import { parseLog } from "@domain/eventlog/format";
import { makeRedactor, sensitiveKeysOf } from "@domain/eventlog/redaction";
import { Recorder } from "@eventlog/recorder";
import { CURSOR_SNAPSHOT_EVERY, machineHash, openReplayCursor, replay } from "@eventlog/replay";
import { describe, expect, it } from "vitest";
import {
  assign,
  createActor,
  enqueueActions,
  SimulatedClock,
  sendParent,
  setup,
  spawnChild,
  stopChild,
} from "xstate";

type WorkerEvent = { type: "POKE" } | { type: "FINISH" };

const workerMachine = setup({
  types: {} as {
    context: { label: string; pokes: number };
    events: WorkerEvent;
    input: { label: string };
    output: { pokes: number };
  },
}).createMachine({
  id: "worker",
  context: ({ input }) => ({ label: input.label, pokes: 0 }),
  // Heard by the host while the worker starts.
  entry: sendParent({ type: "WORKER.READY" }),
  initial: "running",
  states: {
    running: {
      on: {
        POKE: [
          { guard: ({ context }) => context.pokes >= 2, target: "finished" },
          { actions: assign({ pokes: ({ context }) => context.pokes + 1 }) },
        ],
        FINISH: "finished",
      },
    },
    finished: { type: "final" },
  },
  output: ({ context }) => ({ pokes: context.pokes }),
});

type HostEvent =
  | { type: "OPEN"; label: string }
  | { type: "POKE" }
  | { type: "CLOSE" }
  | { type: "WORKER.READY" }
  | { type: "xstate.done.actor.worker"; output: { pokes: number } };

const hostMachine = setup({
  types: {} as {
    context: { opened: number; ready: number; finished: number };
    events: HostEvent;
  },
  actors: { worker: workerMachine },
}).createMachine({
  id: "host",
  context: { opened: 0, ready: 0, finished: 0 },
  // A worker spawned at start: what it sends while the host starts waits for the host's start to end.
  entry: spawnChild("worker", { id: "early", systemId: "early", input: { label: "at start" } }),
  on: {
    // The worker is spawned on an event, when it does not run.
    OPEN: {
      actions: enqueueActions(({ event, system, enqueue }) => {
        if (system.get("worker") !== undefined) return;
        enqueue.spawnChild("worker", { id: "worker", systemId: "worker", input: { label: event.label } });
        enqueue.assign({ opened: ({ context }) => context.opened + 1 });
      }),
    },
    POKE: {
      actions: enqueueActions(({ system, enqueue }) => {
        const worker = system.get("worker");
        if (worker !== undefined) enqueue.sendTo(worker, { type: "POKE" });
      }),
    },
    CLOSE: { actions: stopChild("worker") },
    "WORKER.READY": { actions: assign({ ready: ({ context }) => context.ready + 1 }) },
    "xstate.done.actor.worker": { actions: assign({ finished: ({ context }) => context.finished + 1 }) },
  },
});

const keys = () => sensitiveKeysOf([]);
const build = () => ({
  appVersion: "test",
  machines: { host: machineHash(hostMachine), worker: machineHash(workerMachine) },
});
const options = (until?: number) => ({
  root: hostMachine,
  rootSystemId: "root",
  build: build(),
  keys: keys(),
  ...(until === undefined ? {} : { until }),
});

/** Records the host through spawns, stops, a respawn and a worker that finishes, `cycles` times. */
const record = (cycles: number) => {
  const clock = new SimulatedClock();
  const recorder = new Recorder({
    redactor: makeRedactor(keys(), "salt-spawn"),
    now: () => clock.now(),
    app: { name: "storefront", version: "test" },
    machines: build().machines,
    initial: undefined,
    environment: { viewport: { width: 1280, height: 800 }, language: "en", url: "http://localhost/" },
    recordedAt: "2026-11-26T00:00:00.000Z",
    capacity: 100_000,
  });
  const host = createActor(hostMachine, { systemId: "root", clock, inspect: recorder.inspect });
  recorder.attach(host);
  host.start();
  for (let cycle = 0; cycle < cycles; cycle++) {
    host.send({ type: "POKE" });
    host.send({ type: "OPEN", label: `first-${cycle}` });
    host.send({ type: "POKE" });
    host.send({ type: "OPEN", label: "ignored" });
    host.send({ type: "CLOSE" });
    host.send({ type: "POKE" });
    host.send({ type: "OPEN", label: `again-${cycle}` });
    for (let i = 0; i < 3; i++) host.send({ type: "POKE" });
    host.send({ type: "POKE" });
  }
  const snapshot = host.getSnapshot();
  host.stop();
  return { text: recorder.toText(), context: snapshot.context };
};

describe("actors spawned, stopped and finished on events", () => {
  it("records the worker where it is spawned, and replays the whole run with 0 divergences", () => {
    const { text, context } = record(1);
    const log = parseLog(text);
    expect(context).toEqual({ opened: 2, ready: 3, finished: 1 });
    const rows = log.entries.map((e) => `${e.input} ${e.actor} ${e.event.type}`);
    expect(rows.slice(0, 8)).toEqual([
      "init root xstate.init",
      "init early xstate.init",
      "internal root WORKER.READY",
      "external root POKE",
      "external root OPEN",
      "init worker xstate.init",
      "internal root WORKER.READY",
      "external root POKE",
    ]);
    expect(rows.filter((r) => r === "init worker xstate.init")).toHaveLength(2);
    expect(rows).toContain("internal root xstate.done.actor.worker");
    const outcome = replay(log, options());
    expect(outcome.kind === "diverged" ? outcome.divergence : outcome.kind).toBe("replayed");
    if (outcome.kind === "replayed") expect(outcome.events).toBe(log.entries.length);
  });

  it("gives the worker's snapshot at a step, and none once it is stopped", () => {
    const log = parseLog(record(1).text);
    const spawned = log.entries.find((e) => e.actor === "worker")?.step ?? 0;
    const atSpawn = replay(log, options(spawned));
    expect(atSpawn.snapshots?.worker).toMatchObject({
      value: "running",
      context: { label: "first-0", pokes: 0 },
    });
    const closed = log.entries.find((e) => e.event.type === "CLOSE")?.step ?? 0;
    expect(replay(log, options(closed)).snapshots?.worker).toBeUndefined();
  });

  it("reports a spawned worker whose start differs from the log at its init step", () => {
    const { text } = record(1);
    const lines = text.trim().split("\n");
    // The worker's input comes from the OPEN event: give the replay another label.
    const open = lines.findIndex((line) => line.includes('"first-0"') && line.includes('"OPEN"'));
    lines[open] = lines[open]?.replace('"first-0"', '"other"') ?? "";
    const outcome = replay(parseLog(lines.join("\n")), options());
    expect(outcome.kind).toBe("diverged");
    if (outcome.kind !== "diverged") return;
    expect(outcome.divergence.step).toBe(6);
    expect(outcome.divergence.actor).toBe("worker");
    expect(outcome.divergence.reason).toBe("the snapshot after the event differs");
    expect(outcome.divergence.actual?.snapshot).toMatchObject({ context: { label: "other" } });
  });

  it("reports a log that spawns no worker where the replay does", () => {
    const { text } = record(1);
    const lines = text.trim().split("\n");
    // Step 6 is the worker's init: the log claims the root heard something else there.
    lines[6] = lines[6]?.replace('"actor":"worker"', '"actor":"root"') ?? "";
    const outcome = replay(parseLog(lines.join("\n")), options());
    expect(outcome.kind === "diverged" && [outcome.divergence.step, outcome.divergence.reason]).toEqual([
      6,
      "the replay produced 'xstate.init' for 'worker'",
    ]);
  });

  it("steps back and forth over kept states as a fresh replay does", () => {
    const log = parseLog(record(30).text);
    const last = log.entries.at(-1)?.step ?? 0;
    expect(last).toBeGreaterThan(2 * CURSOR_SNAPSHOT_EVERY);
    const cursor = openReplayCursor(log, options());
    const edge = CURSOR_SNAPSHOT_EVERY;
    for (const step of [last, edge + 7, edge, edge - 1, 2 * edge + 3, 4, last, edge + 1]) {
      const seen = cursor.seek(step);
      expect(seen.kind, `step ${step}`).toBe("replayed");
      expect(seen.snapshots, `step ${step}`).toEqual(replay(log, options(step)).snapshots);
    }
    cursor.stop();
  });
});
