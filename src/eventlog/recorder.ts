/**
 * The recorder: attached to the actor system's inspection, it appends every event delivered to a
 * machine actor, in order, with its logical time, recipient, sender, kind of input and the digest
 * of the recipient's snapshot after it (see ./format). Values are redacted as they are recorded.
 *
 * It is bounded: the last `capacity` events stay in a ring buffer, and every `checkpointEvery`
 * events (at a quiet moment, before an input) the whole system's persisted snapshot is kept as a
 * checkpoint, so the log of a long session stays small and still replays from a checkpoint.
 * Completed entries go to the listeners of `onEntry` (the developer drawer and other tools).
 *
 * The work per event is only what must happen then: noting the recipient, sender, time and the
 * event and snapshot objects (which are immutable). Redacting the event, hashing the snapshot
 * and redacting checkpoints happen when an entry is read: on export, or when someone listens.
 */
import type {
  Checkpoint,
  EventLog,
  InputKind,
  LogEntry,
  LogEnvironment,
  LoggedEvent,
  LogHeader,
} from "@domain/eventlog/format";
import type { Redactor } from "@domain/eventlog/redaction";
import { LOG_FORMAT, LOG_FORMAT_VERSION, serializeLog } from "@domain/eventlog/serialize";
import type { AnyActorRef, InspectionEvent } from "xstate";
import { type AnyActor, asActor, digestOf, isMachineActor, nameOf, pathOf, stateValueOf } from "./actors";

export const DEFAULT_CAPACITY = 10_000;
export const DEFAULT_CHECKPOINT_EVERY = 500;

export interface RecorderOptions {
  readonly redactor: Redactor;
  /** Logical time of the system clock, in ms. */
  readonly now: () => number;
  readonly app: { readonly name: string; readonly version: string };
  /** Hash of each machine definition, by machine id. */
  readonly machines: Readonly<Record<string, string>>;
  /** The root's input: persisted state and browser values read at start (redacted here). */
  readonly initial: unknown;
  readonly environment: LogEnvironment;
  /** Wall-clock time of the start, ISO 8601 (informative only). */
  readonly recordedAt: string;
  /** Events kept in the ring buffer (default 10000). */
  readonly capacity?: number;
  /** Events between checkpoints (default 500; at most half the capacity). */
  readonly checkpointEvery?: number;
  /**
   * The root's persisted snapshot the system was started from (a page resumed from the server's
   * start): the log starts from it as its checkpoint, at step 0, instead of from the input.
   */
  readonly startSnapshot?: unknown | undefined;
}

/** One recorded delivery, kept raw until it is read. */
interface Slot {
  readonly step: number;
  readonly time: number;
  readonly actor: AnyActor;
  readonly sender: AnyActor | undefined;
  readonly input: InputKind;
  readonly event: { readonly type: string };
  /** The recipient's snapshot after the event, once it has been processed. */
  snapshot: unknown;
  settled: boolean;
  /** The entry, once read after the event was processed. */
  entry: LogEntry | undefined;
}

/** A checkpoint whose snapshot is redacted when it is read. */
interface RawCheckpoint {
  readonly step: number;
  readonly time: number;
  readonly snapshot: unknown;
}

/** How an event entered the recipient (see ./format). */
export const inputKindOf = (sender: AnyActor | undefined, type: string): InputKind => {
  if (type === "xstate.init") return "init";
  if (sender === undefined) return "external";
  if (type.startsWith("xstate.after.")) return "timer";
  return isMachineActor(sender) ? "internal" : "effect";
};

export class Recorder {
  readonly header: LogHeader;
  private readonly listeners = new Set<{ readonly listener: (entry: LogEntry) => void }>();
  /** The redactor of this recording (for showing live snapshots the same way). */
  readonly redactor: Redactor;
  private readonly now: () => number;
  private readonly capacity: number;
  private readonly checkpointEvery: number;
  private readonly ring: (Slot | undefined)[];
  private ringStart = 0;
  private ringSize = 0;
  private step = 0;
  private pending: Slot[] = [];
  private checkpoints: RawCheckpoint[] = [];
  private lastCheckpointStep = 0;
  private root: AnyActorRef | undefined;
  /** The checkpoint at step 0 of a system started from a snapshot. */
  private readonly startCheckpoint: RawCheckpoint | undefined;

  constructor(options: RecorderOptions) {
    this.redactor = options.redactor;
    this.now = options.now;
    this.capacity = Math.max(2, options.capacity ?? DEFAULT_CAPACITY);
    this.checkpointEvery = Math.max(
      1,
      Math.min(options.checkpointEvery ?? DEFAULT_CHECKPOINT_EVERY, Math.floor(this.capacity / 2)),
    );
    this.ring = new Array<Slot | undefined>(this.capacity);
    this.startCheckpoint =
      options.startSnapshot === undefined ? undefined : { step: 0, time: 0, snapshot: options.startSnapshot };
    this.header = {
      kind: "header",
      format: LOG_FORMAT,
      version: LOG_FORMAT_VERSION,
      app: options.app,
      machines: options.machines,
      initial: this.redactor.redact(options.initial),
      // The page URL may carry a secret (the SSO entry's '?token='): redacted like any text.
      environment: { ...options.environment, url: String(this.redactor.redact(options.environment.url)) },
      recordedAt: options.recordedAt,
      capacity: this.capacity,
      checkpointEvery: this.checkpointEvery,
    };
  }

  /** The root actor whose persisted snapshot the checkpoints hold. */
  attach(root: AnyActorRef): void {
    this.root = root;
  }

  /** Events recorded so far (including those that left the ring buffer). */
  get recorded(): number {
    return this.step;
  }

  /** The inspection observer: pass it as `inspect` when creating the root actor. */
  readonly inspect = (inspection: InspectionEvent): void => {
    if (inspection.type === "@xstate.event")
      this.onEvent(inspection.actorRef, inspection.sourceRef, inspection.event);
    else if (inspection.type === "@xstate.snapshot")
      this.onSnapshot(inspection.actorRef, inspection.event, inspection.snapshot);
  };

  private onEvent(target: unknown, source: unknown, event: { readonly type: string }): void {
    const actor = asActor(target);
    if (actor === undefined || !isMachineActor(actor)) return;
    const sender = asActor(source);
    const input = inputKindOf(sender, event.type);
    // A system started from a snapshot restores its actors before any input: their `xstate.init`
    // are none, the checkpoint at step 0 holds them already (a replay restores them from it).
    if (input === "init" && this.step === 0 && this.startCheckpoint !== undefined) return;
    if (input === "external" || input === "effect" || input === "timer") this.maybeCheckpoint();
    this.step += 1;
    const slot: Slot = {
      step: this.step,
      time: Math.round(this.now()),
      actor,
      sender,
      input,
      event,
      snapshot: undefined,
      settled: false,
      entry: undefined,
    };
    this.push(slot);
    this.pending.push(slot);
  }

  private onSnapshot(target: unknown, event: object, snapshot: unknown): void {
    const index = this.pending.findIndex((p) => p.actor === target && p.event === event);
    const slot = this.pending[index];
    if (slot === undefined) return;
    this.pending.splice(index, 1);
    slot.snapshot = snapshot;
    slot.settled = true;
    if (this.listeners.size > 0) this.publish(this.entryOf(slot));
  }

  /**
   * Calls `listener` with every entry as it completes (its digest attached), in completion order,
   * until the returned function is called. Entries are redacted and hashed only while someone
   * listens. A listener that throws does not stop the recording nor the other listeners: its
   * error is reported on its own.
   */
  onEntry(listener: (entry: LogEntry) => void): () => void {
    const subscription = { listener };
    this.listeners.add(subscription);
    return () => {
      this.listeners.delete(subscription);
    };
  }

  private publish(entry: LogEntry): void {
    for (const { listener } of [...this.listeners]) {
      try {
        listener(entry);
      } catch (error) {
        setTimeout(() => {
          throw error;
        });
      }
    }
  }

  /** The entry of a slot: redacted event, digest and state value (once processed). */
  private entryOf(slot: Slot): LogEntry {
    if (slot.entry !== undefined) return slot.entry;
    const entry: LogEntry = {
      kind: "event",
      step: slot.step,
      time: slot.time,
      actor: nameOf(slot.actor),
      path: pathOf(slot.actor),
      sender: slot.sender === undefined ? null : nameOf(slot.sender),
      input: slot.input,
      event: this.redactor.redact(slot.event) as LoggedEvent,
      digest: slot.settled ? digestOf(this.redactor, slot.snapshot) : null,
      state: slot.settled ? stateValueOf(slot.snapshot) : null,
    };
    if (slot.settled) slot.entry = entry;
    return entry;
  }

  private push(slot: Slot): void {
    if (this.ringSize < this.capacity) {
      this.ring[(this.ringStart + this.ringSize) % this.capacity] = slot;
      this.ringSize += 1;
      return;
    }
    this.ring[this.ringStart] = slot;
    this.ringStart = (this.ringStart + 1) % this.capacity;
    const oldest = this.ring[this.ringStart];
    if (oldest !== undefined) this.checkpoints = this.checkpoints.filter((c) => c.step >= oldest.step - 1);
  }

  private maybeCheckpoint(): void {
    if (this.root === undefined || this.pending.length > 0) return;
    if (this.step - this.lastCheckpointStep < this.checkpointEvery) return;
    this.lastCheckpointStep = this.step;
    this.checkpoints.push({
      step: this.step,
      time: Math.round(this.now()),
      snapshot: this.root.getPersistedSnapshot(),
    });
  }

  /** The retained entries, oldest first. */
  entries(): LogEntry[] {
    const out: LogEntry[] = [];
    for (let i = 0; i < this.ringSize; i++) {
      const slot = this.ring[(this.ringStart + i) % this.capacity];
      if (slot !== undefined) out.push(this.entryOf(slot));
    }
    return out;
  }

  /** The log that starts at `raw` (at step 1 from the input when undefined), redacted. */
  private logFrom(entries: LogEntry[], raw: RawCheckpoint | undefined): EventLog {
    if (raw === undefined) return { header: this.header, checkpoint: undefined, entries };
    const checkpoint: Checkpoint = {
      kind: "checkpoint",
      step: raw.step,
      time: raw.time,
      snapshot: this.redactor.redact(raw.snapshot),
    };
    return { header: this.header, checkpoint, entries: entries.filter((e) => e.step > raw.step) };
  }

  /**
   * Every log that can be replayed, longest first, each read when called: from step 1 (from the
   * start snapshot, when there is one) while nothing has left the ring buffer, then from each
   * checkpoint the buffer still covers, oldest first (a log cut to a size takes the first that fits).
   */
  logs(): (() => EventLog)[] {
    const entries = this.entries();
    const first = entries[0]?.step ?? 1;
    const starts = [
      ...(first === 1 ? [this.startCheckpoint] : []),
      ...this.checkpoints.filter((c) => c.step >= first - 1),
    ];
    return starts.map((raw) => () => this.logFrom(entries, raw));
  }

  /**
   * The log as it can be replayed: everything from step 1 while nothing has left the ring buffer;
   * otherwise the oldest checkpoint still covered by the buffer and the events after it.
   */
  toLog(): EventLog {
    return this.logs()[0]?.() ?? { header: this.header, checkpoint: undefined, entries: [] };
  }

  /** The log as text (one JSON object per line). */
  toText(): string {
    return serializeLog(this.toLog());
  }
}
