/**
 * A small system for the event-log tests: a parent that spawns a child machine with a systemId,
 * a login flow with a secret password and an e-mail, an effect (a promise actor), a delayed
 * transition and machine-to-machine events, which are every kind of input the recorder sees.
 */

import { SensitiveString } from "@contract/sensitive";
import type { EventLog } from "@domain/eventlog/format";
import { makeRedactor, sensitiveKeysOf } from "@domain/eventlog/redaction";
import { Recorder } from "@eventlog/recorder";
import { machineHash, replay } from "@eventlog/replay";
import { Schema } from "effect";
import {
  assign,
  createActor,
  fromPromise,
  SimulatedClock,
  type Snapshot,
  sendTo,
  setup,
  spawnChild,
} from "xstate";

export const LoginEvent = Schema.Struct({
  type: Schema.Literal("LOGIN"),
  email: SensitiveString("email"),
  password: SensitiveString("password"),
});
export const Answer = Schema.Struct({ a_t: SensitiveString("token"), name: Schema.String });

export type CounterEvent = { type: "INC" } | { type: "PING" };

export const counterMachine = setup({
  types: {} as { context: { count: number; pings: number }; events: CounterEvent },
}).createMachine({
  id: "counter",
  context: { count: 0, pings: 0 },
  initial: "idle",
  states: {
    idle: {
      on: {
        INC: { actions: assign({ count: ({ context }) => context.count + 1 }) },
        PING: { target: "busy", actions: assign({ pings: ({ context }) => context.pings + 1 }) },
      },
    },
    busy: {
      after: { 1000: "idle" },
      on: { INC: { actions: assign({ count: ({ context }) => context.count + 1 }) } },
    },
  },
});

export type LoginAnswer = typeof Answer.Type;
export type ParentEvent = typeof LoginEvent.Type | { type: "PING_COUNTER" } | { type: "FAIL" };

export const parentMachine = setup({
  types: {} as {
    context: { email: string | null; a_t: string | null; name: string | null; attempts: number };
    events: ParentEvent;
    input: { email: string | null };
  },
  actors: {
    counter: counterMachine,
    login: fromPromise<LoginAnswer, { email: string; password: string }>(async ({ input }) => ({
      a_t: `token-for-${input.password}`,
      name: input.email.split("@")[0] ?? "",
    })),
  },
}).createMachine({
  id: "parent",
  context: ({ input }) => ({ email: input.email, a_t: null, name: null, attempts: 0 }),
  entry: spawnChild("counter", { id: "counter", systemId: "counter" }),
  initial: "out",
  states: {
    out: {
      on: {
        LOGIN: {
          target: "loggingIn",
          actions: assign({
            email: ({ event }) => event.email,
            attempts: ({ context }) => context.attempts + 1,
          }),
        },
        PING_COUNTER: { actions: sendTo(({ system }) => system.get("counter"), { type: "PING" }) },
      },
    },
    loggingIn: {
      invoke: {
        src: "login",
        input: ({ event }) =>
          event.type === "LOGIN"
            ? { email: event.email, password: event.password }
            : { email: "", password: "" },
        onDone: {
          target: "in",
          actions: assign({ a_t: ({ event }) => event.output.a_t, name: ({ event }) => event.output.name }),
        },
        onError: "out",
      },
    },
    in: {
      on: { PING_COUNTER: { actions: sendTo(({ system }) => system.get("counter"), { type: "INC" }) } },
      after: { 5000: { target: "out", actions: assign({ a_t: null }) } },
    },
  },
});

export const fixtureKeys = () => sensitiveKeysOf([LoginEvent, Answer]);
export const fixtureBuild = () => ({
  appVersion: "test",
  machines: { parent: machineHash(parentMachine), counter: machineHash(counterMachine) },
});

/** A replay bound to the fixture's machines, as the storefront hands one to the drawer. */
export const fixtureReplay = (log: EventLog, until?: number) =>
  replay(log, {
    root: parentMachine,
    rootSystemId: "root",
    build: fixtureBuild(),
    keys: fixtureKeys(),
    ...(until === undefined ? {} : { until }),
  });

export const recordFixture = (
  options: {
    capacity?: number;
    checkpointEvery?: number;
    email?: string | null;
    /** The parent's persisted snapshot to start from (as a page resumed from the server's start). */
    snapshot?: Snapshot<unknown>;
  } = {},
) => {
  const clock = new SimulatedClock();
  const initial = { email: options.email ?? null };
  const recorder = new Recorder({
    redactor: makeRedactor(fixtureKeys(), "salt-1"),
    now: () => clock.now(),
    app: { name: "storefront", version: "test" },
    machines: fixtureBuild().machines,
    initial,
    environment: {
      viewport: { width: 1280, height: 800 },
      language: "en",
      url: "http://localhost/marketplace",
    },
    recordedAt: "2026-11-25T00:00:00.000Z",
    ...(options.capacity === undefined ? {} : { capacity: options.capacity }),
    ...(options.checkpointEvery === undefined ? {} : { checkpointEvery: options.checkpointEvery }),
    ...(options.snapshot === undefined ? {} : { startSnapshot: options.snapshot }),
  });
  const actor = createActor(parentMachine, {
    systemId: "root",
    clock,
    inspect: recorder.inspect,
    input: initial,
    ...(options.snapshot === undefined ? {} : { snapshot: options.snapshot }),
  });
  recorder.attach(actor);
  actor.start();
  return { actor, clock, recorder };
};

/** Lets pending promise actors settle. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
