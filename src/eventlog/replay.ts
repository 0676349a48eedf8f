/**
 * The replay engine, shared by `npm run replay` (Node) and the developer drawer (browser).
 *
 * It builds the system of this build from the log's header (the root's recorded input, or the
 * checkpoint's snapshot) as a replayed system (./system): every machine stepped through its pure
 * logic, every effect inert, no timer firing. It re-delivers the recorded inputs (external, effect
 * and timer events) at their place, and checks that the system produces exactly the recorded
 * sequence of events, each leaving its recipient with the recorded digest. The first difference is
 * reported as a divergence; nothing is thrown for a bad log.
 */
import {
  type BuildIdentity,
  compatibility,
  type EventLog,
  isDelivered,
  type LogEntry,
} from "@domain/eventlog/format";
import type { Json } from "@domain/eventlog/hash";
import { makeRedactor, type Redactor, type SensitiveKeys } from "@domain/eventlog/redaction";
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from "xstate";
import { snapshotData, snapshotDigests, stateValueOf } from "./actors";
import {
  createReplaySystem,
  type ReplayActor,
  type ReplaySystem,
  replayClock,
  type SavedSystem,
} from "./system";

export { machineHash } from "./machineHash";
export { replayClock } from "./system";

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
  readonly actor: ReplayActor;
  /** The delivered event, until its snapshot has arrived. */
  event: EventObject | null;
  readonly type: string;
  digest: string | null;
  /** The snapshot after the event, until the step has been checked. */
  snapshot: AnyMachineSnapshot | null;
}

/** A replaying system, positioned at a step; used by {@link replay} and the drawer. */
export interface ReplaySession {
  readonly outcome: ReplayOutcome;
  /** The redacted snapshot of every machine actor, by name, at the step the replay stopped. */
  readonly snapshots: () => Record<string, Json>;
  readonly stop: () => void;
}

/** Where a run starts: the log's start or checkpoint, or a state a cursor kept on its way. */
interface Resume {
  readonly system: ReplaySystem;
  readonly clock: ReturnType<typeof replayClock>;
  readonly saved: SavedSystem;
  readonly step: number;
}

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
  /** Every machine actor of the system now, the root first. */
  readonly actors: () => readonly ReplayActor[];
  /** The whole system now (between steps), to resume from later. */
  readonly save: () => Resume;
  readonly stop: () => void;
}

const openRun = (log: ReplayLog, options: ReplayOptions, resume?: Resume): Run => {
  const redactor: Redactor = makeRedactor(options.keys, "replay");
  const digestOf = snapshotDigests(redactor);
  const produced: (Produced | undefined)[] = [];
  const pending: Produced[] = [];
  const observer = {
    delivered: (actor: ReplayActor, event: EventObject) => {
      const item: Produced = { actor, event, type: event.type, digest: null, snapshot: null };
      produced.push(item);
      pending.push(item);
    },
    settled: (actor: ReplayActor, event: EventObject, snapshot: AnyMachineSnapshot) => {
      // Usually the last one delivered: looked for from the end.
      let index = pending.length - 1;
      while (index >= 0 && (pending[index]?.actor !== actor || pending[index]?.event !== event)) index -= 1;
      const item = pending[index];
      if (item === undefined) return;
      pending.splice(index, 1);
      item.digest = digestOf(actor, snapshot);
      item.snapshot = snapshot;
      item.event = null;
    },
  };

  const checkpoint = log.checkpoint;
  let system: ReplaySystem;
  let clock: ReturnType<typeof replayClock>;
  let offset = 0;
  if (resume !== undefined) {
    ({ system, clock } = resume);
    system.restore(resume.saved);
    system.observe(observer);
  } else {
    clock = replayClock();
    system = createReplaySystem({
      root: options.root,
      rootSystemId: options.rootSystemId,
      clock,
      observer,
      from: checkpoint === undefined ? { input: log.header.initial } : { snapshot: checkpoint.snapshot },
    });
    if (checkpoint !== undefined) clock.set(checkpoint.time);
    system.start();
    // After a checkpoint the start-up events are not in the log: the restored system is already there.
    offset = checkpoint === undefined ? 0 : produced.length;
  }

  const rows: ReplayRow[] = [];
  let divergence: Divergence | undefined;
  let checked = 0;
  let i = 0;
  let lastStep = resume?.step ?? checkpoint?.step ?? 0;
  const entries = log.entries[Symbol.iterator]();
  let peeked: LogEntry | undefined;
  const nextEntry = (): LogEntry | undefined => {
    if (peeked !== undefined) {
      const entry = peeked;
      peeked = undefined;
      return entry;
    }
    try {
      for (;;) {
        const next = entries.next();
        if (next.done === true) return undefined;
        // A run resumed at a kept step goes on after it.
        if (next.value.step > lastStep || resume === undefined) return next.value;
      }
    } catch (error) {
      // A malformed line further down the log: stop the replayed system, then report it.
      system.stop();
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
    actor: item.actor.name,
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
          actor: extra.actor.name,
          event: extra.type,
          reason: `the replay produced '${extra.type}' for '${extra.actor.name}' where the log delivers '${entry.event.type}'`,
          expected: expectedOf(entry),
          actual: actualOf(extra),
        };
        return;
      }
      const recipient = system.find(entry.actor, entry.path);
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
      system.send(recipient, entry.event);
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
    const name = item.actor.name;
    if (name !== entry.actor || item.type !== entry.event.type || item.digest !== entry.digest) {
      divergence = {
        step: entry.step,
        actor: entry.actor,
        event: entry.event.type,
        reason:
          name !== entry.actor || item.type !== entry.event.type
            ? `the replay produced '${item.type}' for '${name}'`
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
    // Checked: the step is no longer needed (the system holds the current snapshots).
    produced[offset + i] = undefined;
    if (onRow === undefined) rows.push(row);
    else onRow(row);
    checked += 1;
    lastStep = entry.step;
    i += 1;
    // Everything produced so far is checked: the lists start afresh, so a long log needs little memory.
    if (offset + i === produced.length) {
      produced.length = 0;
      pending.length = 0;
      offset = 0;
      i = 0;
    }
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
        actor: extra.actor.name,
        event: extra.type,
        reason: `the replay produced '${extra.type}' for '${extra.actor.name}' after the last logged event`,
        expected: null,
        actual: actualOf(extra),
      };
    },
    position: () => lastStep,
    divergence: () => divergence,
    checked: () => checked,
    rows,
    snapshots: () => {
      const out: Record<string, Json> = {};
      for (const actor of system.actors()) {
        const shown =
          actor.failure === undefined
            ? snapshotData(actor.snapshot)
            : { ...actor.snapshot, status: "error", error: actor.failure.error };
        out[actor.name] = redactor.redact(snapshotData(shown));
      }
      return out;
    },
    actors: () => system.actors(),
    save: () => ({ system, clock, saved: system.save(), step: lastStep }),
    stop: () => system.stop(),
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
  /**
   * Moves to `step` as {@link seek} does, without the redacted snapshots: the actors themselves
   * are read with {@link actors} (the watched page renders from them).
   */
  readonly moveTo: (step: number) => ReplayOutcome;
  /** Every machine actor of the replayed system at the step reached, the root first. */
  readonly actors: () => readonly ReplayActor[];
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
      moveTo: () => ({ kind: "incompatible", problems }),
      actors: () => [],
      stop: () => undefined,
    };
  }
  const kept: Resume[] = [];
  let run = openRun(log, options);
  const startAt = (target: number) => {
    run.stop();
    const from = [...kept].reverse().find((k) => k.step <= target);
    run = openRun(log, options, from);
  };
  const advance = (target: number) => {
    while (run.divergence() === undefined && run.position() < target) {
      const before = run.position();
      const next = Math.min(target, (Math.floor(before / CURSOR_SNAPSHOT_EVERY) + 1) * CURSOR_SNAPSHOT_EVERY);
      run.runUntil(next, () => undefined);
      if (run.position() === before) return;
      if (run.position() % CURSOR_SNAPSHOT_EVERY === 0 && !kept.some((k) => k.step === run.position())) {
        kept.push(run.save());
      }
    }
  };
  const moveTo = (step: number): ReplayOutcome => {
    const divergence = run.divergence();
    const pastDivergence = divergence !== undefined && step >= divergence.step;
    if (!pastDivergence && step < run.position()) startAt(step);
    advance(step);
    const found = run.divergence();
    return found !== undefined && found.step <= step
      ? { kind: "diverged", rows: [], divergence: found }
      : { kind: "replayed", events: run.position(), rows: [] };
  };
  return {
    seek: (step) => ({ ...moveTo(step), snapshots: run.snapshots() }),
    moveTo,
    actors: () => run.actors(),
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
