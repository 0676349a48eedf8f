/**
 * The replayed actor system: the machines of this build stepped through their pure logic
 * (`machine.transition`, `getInitialSnapshot`, `restoreSnapshot`, the functions XState's own
 * `transition` / `initialTransition` call) with an actor scope of our own, instead of live actors.
 * XState hands every action of a step to the scope's `actionExecutor` without running it; this
 * module carries out the ones that make events flow between machines, in the order XState's
 * actors do, and nothing else:
 *
 * - `sendTo` (also through `sendToFlow`): the event is delivered to its target after the sender's
 *   step, each actor taking its events one at a time from a mailbox of its own, as `Actor` does;
 * - `spawnChild` / `invoke` of a machine: the child starts when the parent's step ends and hears
 *   `xstate.init`; the child exists (and is found by its systemId) from the moment it is spawned;
 * - `stopChild`, leaving an invoking state, a machine reaching a final state or failing: the actor
 *   stops, leaves the system, and its parent hears `xstate.done.actor.*` / `xstate.error.actor.*`.
 *
 * Which actors exist is driven by the machines themselves, as in the recorded system: a flow the
 * root spawns at start or later on an event is created at the same step. Effects (every actor that
 * is not a machine) are inert: their answers, and every timer, are events the log delivers.
 *
 * XState still creates an `Actor` object for every spawned or invoked actor while it resolves the
 * step; none is ever started. They serve as references (the children of a snapshot, what
 * `system.get` returns); this module keeps each machine actor's snapshot and mailbox itself.
 */
import {
  type ActorLogic,
  type AnyActorLogic,
  type AnyActorRef,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  type ExecutableActionObject,
  type Snapshot,
  StateMachine,
} from "xstate";
import { type AnyActor, asActor, nameOf } from "./actors";

type InertSnapshot = Snapshot<undefined> & { readonly input: unknown };

/** An effect that never answers (its answers come from the log) and sends nothing. */
const inertLogic: ActorLogic<InertSnapshot, EventObject, unknown> = {
  transition: (snapshot, event) =>
    event.type === "xstate.stop"
      ? { status: "stopped", output: undefined, error: undefined, input: snapshot.input }
      : snapshot,
  getInitialSnapshot: (_scope, input) => ({ status: "active", output: undefined, error: undefined, input }),
  getPersistedSnapshot: (snapshot) => snapshot,
  restoreSnapshot: (snapshot) => ({
    status: snapshot.status,
    output: undefined,
    error: undefined,
    input: "input" in snapshot ? snapshot.input : undefined,
  }),
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

/** A machine actor of the replayed system. */
export interface ReplayActor {
  /** XState's reference to it (never started): its id, systemId, parent, and what others send to. */
  readonly ref: AnyActor;
  /** Its name in the log: systemId, else path. */
  readonly name: string;
  readonly machine: AnyStateMachine;
  readonly input: unknown;
  snapshot: AnyMachineSnapshot;
  /** What its logic threw, when it failed (it is stopped then). */
  failure: { readonly error: unknown } | undefined;
  status: "created" | "running" | "stopped";
  /** Events waiting to be processed, in order. */
  queue: EventObject[];
  /** Whether it is processing an event (events sent to it meanwhile wait in the queue). */
  busy: boolean;
  /** What runs once its current step is taken: the deliveries and starts the step asked for. */
  readonly deferred: (() => void)[];
  readonly scope: AnyActorScope;
}

/** What the replay watches: what an inspection observer sees of deliveries and snapshots. */
export interface SystemObserver {
  /** An event about to be delivered to a machine actor (`@xstate.event`). */
  readonly delivered: (actor: ReplayActor, event: EventObject) => void;
  /** The actor's snapshot after taking `event` (`@xstate.snapshot`). */
  readonly settled: (actor: ReplayActor, event: EventObject, snapshot: AnyMachineSnapshot) => void;
}

/** The state of a whole system between two steps, to go back to (see {@link ReplaySystem.save}). */
export interface SavedSystem {
  readonly actors: readonly {
    readonly actor: ReplayActor;
    readonly snapshot: AnyMachineSnapshot;
    readonly failure: ReplayActor["failure"];
    readonly status: ReplayActor["status"];
    readonly queue: readonly EventObject[];
  }[];
  readonly registry: ReadonlyMap<string, AnyActorRef>;
}

export interface ReplaySystem {
  readonly root: ReplayActor;
  /** Starts the root (and the children it has), as `actor.start()` does. */
  readonly start: () => void;
  /** Delivers an event from outside the system (a recorded input) to `actor`. */
  readonly send: (actor: ReplayActor, event: EventObject) => void;
  /** The actor named `name` in the log (its systemId), or found by its path of ids from the root. */
  readonly find: (name: string, path: string) => ReplayActor | undefined;
  /** Every machine actor under the root, the root first, then each one's children in order. */
  readonly actors: () => ReplayActor[];
  /** Watches the system with `observer` from now on, instead of the one it was created with. */
  readonly observe: (observer: SystemObserver) => void;
  readonly save: () => SavedSystem;
  readonly restore: (saved: SavedSystem) => void;
  readonly stop: () => void;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

const isEvent = (value: unknown): value is EventObject => isRecord(value) && typeof value.type === "string";

const isSnapshot = (value: unknown): value is Snapshot<unknown> =>
  isRecord(value) &&
  (value.status === "active" ||
    value.status === "done" ||
    value.status === "error" ||
    value.status === "stopped");

const STOP: EventObject = { type: "xstate.stop" };

export interface SystemStart {
  readonly root: AnyStateMachine;
  readonly rootSystemId: string;
  readonly clock: ReturnType<typeof replayClock>;
  readonly observer: SystemObserver;
  /** The root's input, or the persisted snapshot of the whole system to restore. */
  readonly from: { readonly input: unknown } | { readonly snapshot: unknown };
}

/** Builds the system of `root` at its start (or at a checkpoint); `start()` sets it going. */
export const createReplaySystem = (options: SystemStart): ReplaySystem => {
  let observer = options.observer;
  const byRef = new Map<AnyActorRef, ReplayActor>();
  const registry = new Map<string, AnyActorRef>();
  let nextSessionId = 0;

  const unregister = (ref: AnyActorRef): void => {
    const systemId = asActor(ref)?.systemId;
    if (systemId !== undefined && registry.get(systemId) === ref) registry.delete(systemId);
  };

  /**
   * The system the actors see: `get` finds an actor by systemId. The members after the public
   * ones are what XState's `Actor` constructor asks of its system while a step creates an actor.
   */
  const system = {
    get: (systemId: PropertyKey) => (typeof systemId === "string" ? registry.get(systemId) : undefined),
    getAll: () => Object.fromEntries(registry),
    inspect: () => ({ unsubscribe: () => undefined }),
    scheduler: { schedule: () => undefined, cancel: () => undefined, cancelAll: () => undefined },
    getSnapshot: () => ({ _scheduledEvents: {} }),
    start: () => undefined,
    _clock: options.clock,
    _logger: () => undefined,
    _bookId: () => `replay:${nextSessionId++}`,
    _register: (sessionId: string) => sessionId,
    _unregister: unregister,
    _set: (systemId: string, ref: AnyActorRef) => {
      const existing = registry.get(systemId);
      if (existing !== undefined && existing !== ref) {
        throw new Error(`Actor with system ID '${systemId}' already exists.`);
      }
      registry.set(systemId, ref);
    },
    _sendInspectionEvent: () => undefined,
    _relay: (source: AnyActorRef | undefined, target: AnyActorRef, event: EventObject) =>
      relay(source, target, event),
  };

  /** The machine actors among the children of `snapshot`, in order. */
  const machineChildren = (snapshot: AnyMachineSnapshot): ReplayActor[] => {
    const found: ReplayActor[] = [];
    for (const child of Object.values(snapshot.children)) {
      const ref = asActor(child);
      const actor = ref === undefined ? undefined : byRef.get(ref);
      if (actor !== undefined) found.push(actor);
    }
    return found;
  };

  // ---------------------------------------------------------------------------------------------
  // Delivery, as XState's `Actor` does it: `_relay`, the mailbox, `_process`, `update`, `start`.

  const relay = (_source: AnyActorRef | undefined, target: AnyActorRef, event: EventObject): void => {
    const actor = byRef.get(target);
    // An effect: inert, and not in the log.
    if (actor === undefined) return;
    observer.delivered(actor, event);
    if (actor.status === "stopped") return;
    enqueue(actor, event);
  };

  const enqueue = (actor: ReplayActor, event: EventObject): void => {
    actor.queue.push(event);
    if (actor.busy || actor.status !== "running") return;
    flush(actor);
  };

  const flush = (actor: ReplayActor): void => {
    actor.busy = true;
    for (let event = actor.queue.shift(); event !== undefined; event = actor.queue.shift()) {
      process(actor, event);
    }
    actor.busy = false;
  };

  const process = (actor: ReplayActor, event: EventObject): void => {
    let next: AnyMachineSnapshot;
    try {
      next = actor.machine.transition(actor.snapshot, event, actor.scope);
    } catch (error) {
      fail(actor, error);
      return;
    }
    update(actor, next, event);
    if (event.type === STOP.type) stopped(actor);
  };

  const update = (actor: ReplayActor, snapshot: AnyMachineSnapshot, event: EventObject): void => {
    actor.snapshot = snapshot;
    for (let run = actor.deferred.shift(); run !== undefined; run = actor.deferred.shift()) {
      try {
        run();
      } catch (error) {
        actor.deferred.length = 0;
        actor.failure = { error };
      }
    }
    if (actor.failure !== undefined) {
      fail(actor, actor.failure.error);
    } else if (snapshot.status === "done") {
      stopped(actor);
      const done = {
        type: `xstate.done.actor.${actor.ref.id}`,
        output: snapshot.output,
        actorId: actor.ref.id,
      };
      if (actor.ref._parent !== undefined) relay(actor.ref, actor.ref._parent, done);
    } else if (snapshot.status === "error") {
      fail(actor, snapshot.error);
    }
    observer.settled(actor, event, snapshot);
  };

  const fail = (actor: ReplayActor, error: unknown): void => {
    actor.failure = { error };
    stopped(actor);
    const failed = { type: `xstate.error.actor.${actor.ref.id}`, error, actorId: actor.ref.id };
    if (actor.ref._parent !== undefined) relay(actor.ref, actor.ref._parent, failed);
  };

  /** What `Actor._stopProcedure` does: no more events, out of the system. */
  const stopped = (actor: ReplayActor): void => {
    if (actor.status !== "running") return;
    actor.queue = [];
    actor.status = "stopped";
    unregister(actor.ref);
  };

  const start = (actor: ReplayActor): void => {
    if (actor.status === "running") return;
    actor.status = "running";
    // Its mailbox opens at the end of its start: what it is sent meanwhile waits.
    actor.busy = true;
    const systemId = actor.ref.systemId;
    if (systemId !== undefined) system._set(systemId, actor.ref);
    const init = { type: "xstate.init", input: actor.input };
    observer.delivered(actor, init);
    const snapshot = actor.snapshot;
    if (snapshot.status === "done") {
      update(actor, snapshot, init);
      actor.busy = false;
      return;
    }
    if (snapshot.status === "error") {
      fail(actor, snapshot.error);
      actor.busy = false;
      return;
    }
    // The machine's own start: its children that are active start now, in order.
    for (const childActor of machineChildren(snapshot)) {
      if (childActor.snapshot.status === "active") start(childActor);
    }
    update(actor, snapshot, init);
    actor.busy = false;
    if (actor.status === "running" && actor.queue.length > 0) flush(actor);
  };

  /** What `Actor._stop` does: drop what waits, then take `xstate.stop` (not in the log). */
  const stopActor = (ref: AnyActorRef): void => {
    const actor = byRef.get(ref);
    if (actor === undefined || actor.status === "stopped") return;
    actor.queue = [];
    if (actor.status === "created") {
      actor.status = "stopped";
      return;
    }
    enqueue(actor, STOP);
  };

  const unregisterAll = (ref: AnyActorRef): void => {
    const actor = byRef.get(ref);
    if (actor !== undefined) {
      for (const child of Object.values(actor.snapshot.children)) {
        const childRef = asActor(child);
        if (childRef !== undefined) unregisterAll(childRef);
      }
    }
    unregister(ref);
  };

  /** Carries out one action of `actor`'s step (see the module comment for which ones matter). */
  const execute = (actor: ReplayActor, action: ExecutableActionObject): void => {
    const params = action.params;
    switch (action.type) {
      case "xstate.sendTo": {
        // A delayed send is a timer: its event comes from the log.
        if (!isRecord(params) || typeof params.delay === "number") return;
        // Read when it runs, as XState does: a child invoked in the same step is resolved by then.
        actor.deferred.push(() => {
          const to = asActor(params.to);
          const event = params.event;
          if (to === undefined || !isEvent(event)) return;
          const sent =
            event.type === "xstate.error"
              ? {
                  type: `xstate.error.actor.${actor.ref.id}`,
                  error: "data" in event ? event.data : undefined,
                  actorId: actor.ref.id,
                }
              : event;
          relay(actor.ref, to, sent);
        });
        return;
      }
      case "xstate.spawnChild": {
        const child = isRecord(params) ? asActor(params.actorRef) : undefined;
        const childActor = child === undefined ? undefined : byRef.get(child);
        if (childActor === undefined) return;
        actor.deferred.push(() => {
          if (childActor.status !== "stopped") start(childActor);
        });
        return;
      }
      case "xstate.stopChild": {
        const child = asActor(params);
        if (child === undefined) return;
        unregisterAll(child);
        const childActor = byRef.get(child);
        if (childActor === undefined || childActor.status !== "running") stopActor(child);
        else actor.deferred.push(() => stopActor(child));
        return;
      }
      default:
        // raise (the machine takes it in the same step; a delayed one is a timer from the log),
        // cancel (timers), emit and log (no listeners in a replay), assign: nothing to carry out.
        // A custom action runs as it does in a live actor.
        if (!action.type.startsWith("xstate.")) action.exec?.(action.info, action.params);
    }
  };

  // ---------------------------------------------------------------------------------------------
  // Actors: each machine of the tree is given the children of a replay (machines adopted by this
  // system when XState creates them, effects inert).

  /**
   * Makes the actor XState created as `ref` an actor of this system, its snapshot the one `first`
   * gives (its initial or restored snapshot); the actions of that first step run when it starts.
   */
  const adopt = (
    ref: AnyActor,
    machine: AnyStateMachine,
    input: unknown,
    first: (scope: AnyActorScope) => AnyMachineSnapshot,
  ): ReplayActor => {
    const deferred: (() => void)[] = [];
    let adopted: ReplayActor | undefined;
    const scope: AnyActorScope = {
      self: ref,
      id: ref.id,
      sessionId: ref.sessionId,
      logger: () => undefined,
      defer: (run) => {
        deferred.push(run);
      },
      emit: () => undefined,
      system,
      stopChild: stopActor,
      actionExecutor: (action) => {
        // As a live actor: at once while it runs, when it starts before that.
        if (adopted?.status === "running") execute(adopted, action);
        else
          deferred.push(() => {
            if (adopted !== undefined) execute(adopted, action);
          });
      },
    };
    const snapshot = first(scope);
    const actor: ReplayActor = {
      ref,
      name: nameOf(ref),
      machine,
      input,
      snapshot,
      failure: undefined,
      status: "created",
      queue: [],
      busy: false,
      deferred,
      scope,
    };
    adopted = actor;
    byRef.set(ref, actor);
    return actor;
  };

  const replayMachines = new Map<AnyStateMachine, AnyStateMachine>();
  /** `machine` with its child machines adopted by this system and its effects inert, recursively. */
  const replayMachine = (machine: AnyStateMachine): AnyStateMachine => {
    const known = replayMachines.get(machine);
    if (known !== undefined) return known;
    const actors: Record<string, AnyActorLogic> = {};
    for (const [name, logic] of Object.entries(machine.implementations.actors)) {
      actors[name] = logic instanceof StateMachine ? adoptedLogic(replayMachine(logic)) : inertLogic;
    }
    const provided = machine.provide({ actors });
    replayMachines.set(machine, provided);
    return provided;
  };

  /** The logic XState is given for a child machine: what it creates becomes an actor of this system. */
  const adoptedLogic = (machine: AnyStateMachine): ActorLogic<AnyMachineSnapshot, EventObject, unknown> => {
    const adoptFor = (
      scope: AnyActorScope,
      input: unknown,
      first: (own: AnyActorScope) => AnyMachineSnapshot,
    ): ReplayActor => {
      const ref = asActor(scope.self);
      if (ref === undefined) throw new Error("a replayed machine must be created as an XState actor");
      return adopt(ref, machine, input, first);
    };
    return {
      // Never called: the system steps its actors itself.
      transition: (snapshot, event, scope) => machine.transition(snapshot, event, scope),
      getInitialSnapshot: (scope, input) =>
        adoptFor(scope, input, (own) => machine.getInitialSnapshot(own, input)).snapshot,
      restoreSnapshot: (persisted, scope) =>
        adoptFor(scope, undefined, (own) => machine.restoreSnapshot(persisted, own)).snapshot,
      getPersistedSnapshot: (snapshot) => machine.getPersistedSnapshot(snapshot),
    };
  };

  // The root: a reference XState creates (never started), moved into this system.
  const rootRef: AnyActor = createActor(inertLogic, { systemId: options.rootSystemId, clock: options.clock });
  rootRef.system = system;
  registry.set(options.rootSystemId, rootRef);
  const rootMachine = replayMachine(options.root);
  const from = options.from;
  let root: ReplayActor;
  if ("snapshot" in from) {
    const persisted = from.snapshot;
    if (!isSnapshot(persisted)) throw new Error("the checkpoint holds no snapshot");
    root = adopt(rootRef, rootMachine, undefined, (scope) => rootMachine.restoreSnapshot(persisted, scope));
  } else {
    root = adopt(rootRef, rootMachine, from.input, (scope) =>
      rootMachine.getInitialSnapshot(scope, from.input),
    );
  }

  const actorsUnder = (actor: ReplayActor, found: ReplayActor[]): ReplayActor[] => {
    found.push(actor);
    for (const child of machineChildren(actor.snapshot)) actorsUnder(child, found);
    return found;
  };

  return {
    root,
    start: () => start(root),
    send: (actor, event) => relay(undefined, actor.ref, event),
    find: (name, path) => {
      const bySystemId = registry.get(name);
      if (bySystemId !== undefined) return byRef.get(bySystemId);
      const [, ...ids] = path.split("/");
      let current: ReplayActor | undefined = root;
      for (const id of ids) {
        const child = asActor(current?.snapshot.children[id]);
        current = child === undefined ? undefined : byRef.get(child);
      }
      return current;
    },
    actors: () => actorsUnder(root, []),
    observe: (next) => {
      observer = next;
    },
    save: () => ({
      actors: [...byRef.values()].map((actor) => ({
        actor,
        snapshot: actor.snapshot,
        failure: actor.failure,
        status: actor.status,
        queue: [...actor.queue],
      })),
      registry: new Map(registry),
    }),
    restore: (saved) => {
      for (const kept of saved.actors) {
        kept.actor.snapshot = kept.snapshot;
        kept.actor.failure = kept.failure;
        kept.actor.status = kept.status;
        kept.actor.queue = [...kept.queue];
        kept.actor.busy = false;
        kept.actor.deferred.length = 0;
      }
      registry.clear();
      for (const [systemId, ref] of saved.registry) registry.set(systemId, ref);
    },
    stop: () => {
      for (const actor of byRef.values()) {
        actor.status = "stopped";
        actor.queue = [];
      }
    },
  };
};
