/**
 * The replay engine, shared by `npm run replay` (Node) and the developer drawer (browser).
 *
 * It builds a fresh system from the log's header (the root's recorded input, or the checkpoint's
 * snapshot) with every effect actor inert and a clock that never fires, re-delivers the recorded
 * inputs (external, effect and timer events) at their place, and checks that the system produces
 * exactly the recorded sequence of events, each leaving its recipient with the recorded digest.
 * The first difference is reported as a divergence; nothing is thrown for a bad log.
 */
import {
  type ActorLogic,
  type AnyActorLogic,
  type AnyStateMachine,
  createActor,
  type EventObject,
  type Snapshot,
  StateMachine,
} from "xstate";
import {
  type AnyActor,
  asActor,
  isMachineActor,
  nameOf,
  redactedSnapshots,
  snapshotData,
  snapshotDigests,
  stateValueOf,
} from "./actors";
import { type Observed, observeDeliveries } from "./capture";
import {
  type BuildIdentity,
  compatibility,
  type EventLog,
  isDelivered,
  type LogEntry,
  type LoggedEvent,
} from "./format";
import type { Json } from "./hash";
import { makeRedactor, type Redactor, type SensitiveKeys } from "./redaction";

export { machineHash } from "./hash";

type InertSnapshot = Snapshot<undefined> & { readonly input: unknown };

/**
 * An effect that never answers (its answers come from the log): what `fromCallback(() => {})`
 * does, the same snapshots, without the per-instance callback state a replay never uses.
 */
const inertLogic: ActorLogic<InertSnapshot, EventObject, unknown> = {
  transition: (snapshot, event) =>
    event.type === "xstate.stop"
      ? { status: "stopped", output: undefined, error: undefined, input: snapshot.input }
      : snapshot,
  getInitialSnapshot: (_scope, input) => ({ status: "active", output: undefined, error: undefined, input }),
  getPersistedSnapshot: (snapshot) => snapshot,
  restoreSnapshot: (snapshot) => snapshot as InertSnapshot,
};

/**
 * `machine` with every actor it may invoke or spawn replaced by an inert one (it never sends
 * anything), recursively through child machines.
 */
export const inertMachine = (machine: AnyStateMachine): AnyStateMachine => {
  const actors: Record<string, AnyActorLogic> = {};
  for (const [name, logic] of Object.entries(machine.implementations.actors)) {
    actors[name] = logic instanceof StateMachine ? inertMachine(logic) : inertLogic;
  }
  return machine.provide({ actors });
};

/** A clock whose timers never fire: timer events come from the log. */
export const replayClock = () => {
  let time = 0;
  let nextId = 1;
  return {
    setTimeout: (_fn: (...args: unknown[]) => void, _ms: number) => nextId++,
    clearTimeout: (_id: unknown) => undefined,
    now: () => time,
    set: (ms: number) => {
      time = ms;
    },
  };
};

/** One step of a replay, as printed by the command line. */
export interface ReplayRow {
  readonly step: number;
  readonly time: number;
  readonly actor: string;
  readonly type: string;
  readonly input: LogEntry["input"];
  readonly state: Json;
  /** The digest of the recipient's snapshot after the event (checked equal to the log's). */
  readonly digest: string | null;
}

export interface Divergence {
  readonly step: number;
  readonly actor: string;
  readonly event: string;
  readonly reason: string;
  readonly expected: {
    readonly actor: string;
    readonly event: string;
    readonly digest: string | null;
    readonly state: Json;
  } | null;
  readonly actual: {
    readonly actor: string;
    readonly event: string;
    readonly digest: string | null;
    readonly snapshot: Json;
  } | null;
}

export type ReplayOutcome =
  | { readonly kind: "replayed"; readonly events: number; readonly rows: readonly ReplayRow[] }
  | { readonly kind: "diverged"; readonly rows: readonly ReplayRow[]; readonly divergence: Divergence }
  | { readonly kind: "incompatible"; readonly problems: readonly string[] };

/** A log to replay: its events may be read one by one as the replay goes (see `openLog`). */
export interface ReplayLog {
  readonly header: EventLog["header"];
  readonly checkpoint: EventLog["checkpoint"];
  readonly entries: Iterable<LogEntry>;
}

export interface ReplayOptions {
  /** The root machine of this build (effects are made inert here). */
  readonly root: AnyStateMachine;
  /** The systemId the root actor runs under. */
  readonly rootSystemId: string;
  readonly build: BuildIdentity;
  readonly keys: SensitiveKeys;
  /** Stop after this step and report every actor's snapshot at it. */
  readonly until?: number;
  /**
   * Receives each replayed step as it is checked. When given, the outcome's `rows` stay empty,
   * so a long log replays in little memory.
   */
  readonly onRow?: (row: ReplayRow) => void;
}

interface Produced {
  readonly actor: AnyActor;
  readonly name: string;
  /** The delivered event, until its snapshot has arrived. */
  event: object | null;
  readonly type: string;
  digest: string | null;
  /** The snapshot after the event, until the step has been checked. */
  snapshot: unknown;
}

/** A replaying system, positioned at a step; used by {@link replay} and the drawer. */
export interface ReplaySession {
  readonly outcome: ReplayOutcome;
  /** The redacted snapshot of every machine actor, by name, at the step the replay stopped. */
  readonly snapshots: () => Record<string, Json>;
  readonly stop: () => void;
}

const findActor = (root: AnyActor, name: string, path: string): AnyActor | undefined => {
  const bySystemId = asActor(root.system.get(name));
  if (bySystemId !== undefined) return bySystemId;
  const [, ...ids] = path.split("/");
  let current: AnyActor | undefined = root;
  for (const id of ids) {
    const children: Record<string, unknown> =
      (current?.getSnapshot() as { children?: Record<string, unknown> } | undefined)?.children ?? {};
    current = asActor(children[id]);
  }
  return current;
};

/** A replay in progress: a system built from a log, advanced step by step. */
interface Run {
  /** Replays the entries up to step `limit`; stops at the first divergence. */
  readonly runUntil: (limit: number, onRow: ((row: ReplayRow) => void) | undefined) => void;
  /** After the last entry: the replay must not have produced more than the log holds. */
  readonly checkEnd: () => void;
  /** The last step checked (the checkpoint's step before any). */
  readonly position: () => number;
  readonly divergence: () => Divergence | undefined;
  readonly checked: () => number;
  readonly rows: ReplayRow[];
  readonly snapshots: () => Record<string, Json>;
  /** The whole system's persisted snapshot now (between steps). */
  readonly persisted: () => unknown;
  readonly stop: () => void;
}

const openRun = (log: ReplayLog, options: ReplayOptions): Run => {
  const redactor: Redactor = makeRedactor(options.keys, "replay");
  const digestOf = snapshotDigests(redactor);
  const clock = replayClock();
  const produced: (Produced | undefined)[] = [];
  const pending: Produced[] = [];
  const inspect = (inspection: Observed) => {
    if (inspection.type === "@xstate.event") {
      const actor = asActor(inspection.actorRef);
      if (actor === undefined || !isMachineActor(actor)) return;
      const item: Produced = {
        actor,
        name: nameOf(actor),
        event: inspection.event,
        type: inspection.event.type,
        digest: null,
        snapshot: null,
      };
      produced.push(item);
      pending.push(item);
    } else if (inspection.type === "@xstate.snapshot") {
      const index = pending.findIndex((p) => p.actor === inspection.actorRef && p.event === inspection.event);
      const item = pending[index];
      if (item === undefined) return;
      pending.splice(index, 1);
      item.digest = digestOf(item.actor, inspection.snapshot);
      item.snapshot = inspection.snapshot;
      item.event = null;
    }
  };

  const machine = inertMachine(options.root);
  const checkpoint = log.checkpoint;
  const actor: AnyActor = createActor(machine, {
    systemId: options.rootSystemId,
    clock,
    ...(checkpoint === undefined
      ? { input: log.header.initial }
      : { snapshot: checkpoint.snapshot as never }),
  });
  if (checkpoint !== undefined) clock.set(checkpoint.time);
  observeDeliveries(actor, inspect);
  actor.start();
  // After a checkpoint the start-up events are not in the log: the restored system is already there.
  const offset = checkpoint === undefined ? 0 : produced.length;

  const rows: ReplayRow[] = [];
  let divergence: Divergence | undefined;
  let checked = 0;
  let i = 0;
  let lastStep = checkpoint?.step ?? 0;
  const entries = log.entries[Symbol.iterator]();
  let peeked: LogEntry | undefined;
  const nextEntry = (): LogEntry | undefined => {
    if (peeked !== undefined) {
      const entry = peeked;
      peeked = undefined;
      return entry;
    }
    try {
      const next = entries.next();
      return next.done === true ? undefined : next.value;
    } catch (error) {
      // A malformed line further down the log: stop the replayed system, then report it.
      actor.stop();
      throw error;
    }
  };
  const expectedOf = (entry: LogEntry) => ({
    actor: entry.actor,
    event: entry.event.type,
    digest: entry.digest,
    state: entry.state,
  });
  const actualOf = (item: Produced) => ({
    actor: item.name,
    event: item.type,
    digest: item.digest,
    snapshot: redactor.redact(snapshotData(item.snapshot)),
  });

  /** Replays one entry; a divergence is kept and ends the run. */
  const step = (entry: LogEntry, onRow: ((row: ReplayRow) => void) | undefined): void => {
    if (isDelivered(entry.input)) {
      const extra = produced[offset + i];
      if (extra !== undefined) {
        divergence = {
          step: entry.step,
          actor: extra.name,
          event: extra.type,
          reason: `the replay produced '${extra.type}' for '${extra.name}' where the log delivers '${entry.event.type}'`,
          expected: expectedOf(entry),
          actual: actualOf(extra),
        };
        return;
      }
      const recipient = findActor(actor, entry.actor, entry.path);
      if (recipient === undefined) {
        divergence = {
          step: entry.step,
          actor: entry.actor,
          event: entry.event.type,
          reason: `actor '${entry.actor}' (${entry.path}) does not exist at this step`,
          expected: expectedOf(entry),
          actual: null,
        };
        return;
      }
      clock.set(entry.time);
      recipient.send(entry.event as LoggedEvent);
    }
    const item = produced[offset + i];
    if (item === undefined) {
      divergence = {
        step: entry.step,
        actor: entry.actor,
        event: entry.event.type,
        reason: `the log has '${entry.event.type}' for '${entry.actor}'; the replay produced no event`,
        expected: expectedOf(entry),
        actual: null,
      };
      return;
    }
    if (item.name !== entry.actor || item.type !== entry.event.type || item.digest !== entry.digest) {
      divergence = {
        step: entry.step,
        actor: entry.actor,
        event: entry.event.type,
        reason:
          item.name !== entry.actor || item.type !== entry.event.type
            ? `the replay produced '${item.type}' for '${item.name}'`
            : "the snapshot after the event differs",
        expected: expectedOf(entry),
        actual: actualOf(item),
      };
      return;
    }
    const row: ReplayRow = {
      step: entry.step,
      time: entry.time,
      actor: entry.actor,
      type: entry.event.type,
      input: entry.input,
      state: stateValueOf(item.snapshot),
      digest: item.digest,
    };
    // Checked: the step is no longer needed (the live actors hold the current snapshots).
    produced[offset + i] = undefined;
    if (onRow === undefined) rows.push(row);
    else onRow(row);
    checked += 1;
    lastStep = entry.step;
    i += 1;
  };

  return {
    runUntil: (limit, onRow) => {
      while (divergence === undefined) {
        const entry = nextEntry();
        if (entry === undefined) return;
        if (entry.step > limit) {
          peeked = entry;
          return;
        }
        step(entry, onRow);
      }
    },
    checkEnd: () => {
      const extra = produced[offset + i];
      if (divergence !== undefined || extra === undefined) return;
      divergence = {
        step: lastStep + 1,
        actor: extra.name,
        event: extra.type,
        reason: `the replay produced '${extra.type}' for '${extra.name}' after the last logged event`,
        expected: null,
        actual: actualOf(extra),
      };
    },
    position: () => lastStep,
    divergence: () => divergence,
    checked: () => checked,
    rows,
    snapshots: () => redactedSnapshots(actor, redactor),
    persisted: () => actor.getPersistedSnapshot(),
    stop: () => actor.stop(),
  };
};

const outcomeOf = (run: Run): ReplayOutcome => {
  const divergence = run.divergence();
  return divergence === undefined
    ? { kind: "replayed", events: run.checked(), rows: run.rows }
    : { kind: "diverged", rows: run.rows, divergence };
};

/**
 * Replays `log` up to its end (or `options.until`) and leaves the system running at that step,
 * so its snapshots can be read. Call `stop()` when done.
 */
export const startReplay = (log: ReplayLog, options: ReplayOptions): ReplaySession => {
  const problems = compatibility(log.header, options.build);
  if (problems.length > 0) {
    return { outcome: { kind: "incompatible", problems }, snapshots: () => ({}), stop: () => undefined };
  }
  const run = openRun(log, options);
  run.runUntil(options.until ?? Number.POSITIVE_INFINITY, options.onRow);
  if (options.until === undefined) run.checkEnd();
  return { outcome: outcomeOf(run), snapshots: run.snapshots, stop: run.stop };
};

/** Steps between the snapshots a cursor keeps, so going back replays at most this many steps. */
export const CURSOR_SNAPSHOT_EVERY = 250;

/** A replay that can be moved to any step of a log, back and forth (the developer drawer). */
export interface ReplayCursor {
  /** The outcome up to `step` and every actor's snapshot there. */
  readonly seek: (step: number) => ReplayOutcome & { readonly snapshots: Record<string, Json> };
  readonly stop: () => void;
}

/**
 * A cursor over `log`: moving forward replays only the steps in between; moving back restarts
 * from the nearest snapshot the cursor kept on its way (every {@link CURSOR_SNAPSHOT_EVERY} steps).
 */
export const openReplayCursor = (log: EventLog, options: ReplayOptions): ReplayCursor => {
  const problems = compatibility(log.header, options.build);
  if (problems.length > 0) {
    return {
      seek: () => ({ kind: "incompatible", problems, snapshots: {} }),
      stop: () => undefined,
    };
  }
  const kept: { readonly step: number; readonly time: number; readonly snapshot: unknown }[] = [];
  let run = openRun(log, options);
  const startAt = (target: number) => {
    run.stop();
    const from = [...kept].reverse().find((k) => k.step <= target);
    run =
      from === undefined
        ? openRun(log, options)
        : openRun(
            {
              header: log.header,
              checkpoint: {
                kind: "checkpoint",
                step: from.step,
                time: from.time,
                snapshot: from.snapshot as Json,
              },
              entries: log.entries.filter((e) => e.step > from.step),
            },
            options,
          );
  };
  const advance = (target: number) => {
    while (run.divergence() === undefined && run.position() < target) {
      const before = run.position();
      const next = Math.min(target, (Math.floor(before / CURSOR_SNAPSHOT_EVERY) + 1) * CURSOR_SNAPSHOT_EVERY);
      run.runUntil(next, () => undefined);
      if (run.position() === before) return;
      if (run.position() % CURSOR_SNAPSHOT_EVERY === 0 && !kept.some((k) => k.step === run.position())) {
        const entry = log.entries.find((e) => e.step === run.position());
        kept.push({ step: run.position(), time: entry?.time ?? 0, snapshot: run.persisted() });
      }
    }
  };
  return {
    seek: (step) => {
      const divergence = run.divergence();
      const pastDivergence = divergence !== undefined && step >= divergence.step;
      if (!pastDivergence && step < run.position()) startAt(step);
      advance(step);
      const found = run.divergence();
      const outcome: ReplayOutcome =
        found !== undefined && found.step <= step
          ? { kind: "diverged", rows: [], divergence: found }
          : { kind: "replayed", events: run.position(), rows: [] };
      return { ...outcome, snapshots: run.snapshots() };
    },
    stop: () => run.stop(),
  };
};

/** Replays the whole log (or up to `until`) and stops the system. */
export const replay = (
  log: ReplayLog,
  options: ReplayOptions,
): ReplayOutcome & { readonly snapshots?: Record<string, Json> } => {
  const session = startReplay(log, options);
  const snapshots = options.until === undefined ? undefined : session.snapshots();
  session.stop();
  return snapshots === undefined ? session.outcome : { ...session.outcome, snapshots };
};
