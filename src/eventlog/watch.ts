/**
 * Watching a log: the storefront's own views rendered from a replayed system (docs/event-log.md,
 * 'Watching a log').
 *
 * The views are a function of the actors' snapshots, and the log determines every snapshot, so
 * the page a shopper saw at a step is the views rendered from the replay at that step. A watched
 * log is a replay cursor (./replay.ts) whose actors are given the face the views read: each
 * machine actor's reference answers `getSnapshot` with the replayed snapshot, tells its
 * subscribers when a move of the cursor changed it, and takes what the views send without
 * passing it on (the page's intents are inert; the log alone moves the system). Effects are inert
 * and timers never fire, as in every replay.
 */
import type { EventLog } from "@domain/eventlog/format";
import type { AnyActorRef, EventObject, Observer, Subscription } from "xstate";
import { openReplayCursor, type ReplayOptions, type ReplayOutcome } from "./replay";
import type { ReplayActor } from "./system";

export interface WatchedLog {
  /**
   * The root actor as the views read it (`SystemProvider`'s root). It changes when a move back
   * replays from an earlier kept state; the views then read the new one.
   */
  readonly root: () => AnyActorRef | undefined;
  /**
   * Moves the replay to `step` and tells the views of every snapshot that changed. A replay that
   * diverges stays at its divergence: moving past it shows the system where it left the log.
   */
  readonly moveTo: (step: number) => ReplayOutcome;
  readonly stop: () => void;
}

type SnapshotObserver = Partial<Observer<unknown>>;

/**
 * The snapshot the views read of `actor`: an actor whose logic failed shows as an error (one
 * object per failure, so reading it twice gives the same snapshot).
 */
const failedSnapshots = new WeakMap<object, unknown>();
const snapshotOf = (actor: ReplayActor): unknown => {
  const failure = actor.failure;
  if (failure === undefined) return actor.snapshot;
  const known = failedSnapshots.get(failure);
  if (known !== undefined) return known;
  const failed = { ...actor.snapshot, status: "error", error: failure.error };
  failedSnapshots.set(failure, failed);
  return failed;
};

/**
 * Opens `log` for watching with this build's machines (`options`). `onIntent` hears each event a
 * view sends to a flow: none reaches the replayed system.
 */
export const watchLog = (
  log: EventLog,
  options: ReplayOptions,
  onIntent: (event: EventObject) => void,
): WatchedLog => {
  const cursor = openReplayCursor(log, options);
  const observers = new Map<ReplayActor, Set<SnapshotObserver>>();
  /** The snapshot each actor's subscribers were last told of (or first read). */
  const told = new Map<ReplayActor, unknown>();
  const faced = new WeakSet<object>();

  const face = (actor: ReplayActor): void => {
    if (faced.has(actor.ref)) return;
    faced.add(actor.ref);
    const getSnapshot = () => snapshotOf(actor);
    const subscribe = (
      next: SnapshotObserver | ((snapshot: unknown) => void),
      error?: (error: unknown) => void,
    ): Subscription => {
      const observer: SnapshotObserver =
        typeof next === "function" ? { next, ...(error === undefined ? {} : { error }) } : next;
      let set = observers.get(actor);
      if (set === undefined) {
        set = new Set();
        observers.set(actor, set);
      }
      set.add(observer);
      if (!told.has(actor)) told.set(actor, getSnapshot());
      return { unsubscribe: () => set.delete(observer) };
    };
    Object.assign(actor.ref, { getSnapshot, subscribe, send: onIntent });
  };

  const faceAll = (): void => {
    for (const actor of cursor.actors()) face(actor);
  };

  const tell = (): void => {
    for (const [actor, set] of observers) {
      if (set.size === 0) {
        observers.delete(actor);
        told.delete(actor);
        continue;
      }
      const snapshot = snapshotOf(actor);
      if (told.get(actor) === snapshot) continue;
      told.set(actor, snapshot);
      for (const observer of [...set]) observer.next?.(snapshot);
    }
  };

  return {
    root: () => {
      faceAll();
      return cursor.actors()[0]?.ref;
    },
    moveTo: (step) => {
      const outcome = cursor.moveTo(step);
      faceAll();
      tell();
      return outcome;
    },
    stop: () => {
      observers.clear();
      told.clear();
      cursor.stop();
    },
  };
};
