/**
 * Test harness for the flow machines: a small actor system with the machine under test and
 * recording stand-ins for the actors it talks to ("cart", "site", "session"), a SimulatedClock,
 * scripted effect actors, and the reference API served over real HTTP.
 */
import { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type MemoryBrowserOptions, makeMemoryBrowser } from "@effects/runtime/browser";
import { storefrontLayer } from "@effects/runtime/layer";
import type { ErrorData } from "@errors/data";
import { serve } from "@hono/node-server";
import {
  type ActorRefFrom,
  type AnyActorLogic,
  type AnyEventObject,
  type AnyStateMachine,
  assign,
  createActor,
  createMachine,
  fromCallback,
  fromPromise,
  type InputFrom,
  type InspectionEvent,
  type PromiseActorLogic,
  SimulatedClock,
} from "xstate";
import type { ServerConfig } from "../../server/core/module";
import { makeTestServer } from "../../server/testing";

/** Lets every already-settled promise and the transitions it causes run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A stand-in actor that records the events it receives. */
export const recorder = (into: AnyEventObject[]) =>
  fromCallback<AnyEventObject>(({ receive }) => {
    receive((event) => {
      into.push(event);
    });
  });

/**
 * Starts `machine` as `systemId` inside a system that also holds recorders for `others`, with a
 * SimulatedClock. `received[id]` lists what each recorder got.
 */
export const startSystem = <M extends AnyStateMachine>(
  machine: M,
  systemId: string,
  input: InputFrom<M>,
  others: readonly string[],
  inspect?: (event: InspectionEvent) => void,
) => {
  const clock = new SimulatedClock();
  const received: Record<string, AnyEventObject[]> = {};
  const standIns: [string, AnyActorLogic][] = [];
  for (const id of others) {
    const events: AnyEventObject[] = [];
    received[id] = events;
    standIns.push([id, recorder(events)]);
  }
  const root = createMachine({
    entry: assign(({ spawn }) => {
      for (const [id, logic] of standIns) spawn(logic, { id, systemId: id });
      const main: AnyStateMachine = machine;
      spawn(main, { id: systemId, systemId, input });
      return {};
    }),
  });
  const system = createActor(root, inspect === undefined ? { clock } : { clock, inspect });
  system.start();
  const actor = system.system.get(systemId) as ActorRefFrom<M>;
  const eventsOf = (id: string): AnyEventObject[] => received[id] ?? [];
  return { system, actor, clock, received, eventsOf };
};

/** A machine under test and its input, for {@link startFlows}. */
export interface FlowUnderTest<M extends AnyStateMachine> {
  readonly machine: M;
  readonly input: InputFrom<M>;
}

/**
 * {@link startSystem} with several machines under test that talk to each other through the
 * system, each spawned with its systemId (the key), in the order given, after the recorders.
 */
export const startFlows = <F extends Readonly<Record<string, FlowUnderTest<AnyStateMachine>>>>(
  flows: F,
  others: readonly string[],
) => {
  const clock = new SimulatedClock();
  const received: Record<string, AnyEventObject[]> = {};
  for (const id of others) received[id] = [];
  const root = createMachine({
    entry: assign(({ spawn }) => {
      for (const id of others) spawn(recorder(received[id] ?? []), { id, systemId: id });
      for (const [id, flow] of Object.entries(flows)) {
        const main: AnyStateMachine = flow.machine;
        spawn(main, { id, systemId: id, input: flow.input });
      }
      return {};
    }),
  });
  const system = createActor(root, { clock });
  system.start();
  const actors = Object.fromEntries(Object.keys(flows).map((id) => [id, system.system.get(id)])) as {
    readonly [K in keyof F]: ActorRefFrom<F[K]["machine"]>;
  };
  const eventsOf = (id: string): AnyEventObject[] => received[id] ?? [];
  return { system, actors, clock, received, eventsOf };
};

/** One call of a scripted effect actor, waiting to be answered. */
export interface PendingCall {
  readonly name: string;
  readonly input: unknown;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Effect actors answered by the test: each call is recorded (name and input, in order) and
 * either answered at once by `answers[name]` or left pending until the test answers it.
 */
export const makeScript = () => {
  const calls: { readonly name: string; readonly input: unknown }[] = [];
  const pending: PendingCall[] = [];

  /** A call answered at once with `answer(input)`; a thrown value rejects (as ErrorData). */
  const answeringCall =
    <O, I>(name: string, answer: (input: I) => O) =>
    async (input: I): Promise<O> => {
      calls.push({ name, input });
      return answer(input);
    };

  /** A call left pending until the test calls {@link answer} or {@link fail}. */
  const manualCall =
    <O, I>(name: string) =>
    (input: I): Promise<O> =>
      new Promise<O>((resolve, reject) => {
        calls.push({ name, input });
        pending.push({ name, input, resolve: (value) => resolve(value as O), reject });
      });

  /** An actor answered at once with `answer(input)`; a thrown value rejects (as ErrorData). */
  const answering = <O, I>(name: string, answer: (input: I) => O) =>
    fromPromise<O, I>(({ input }) => answeringCall(name, answer)(input));

  /** An actor that fails at once with `error`. */
  const failing = <O, I>(name: string, error: ErrorData) =>
    fromPromise<O, I>(async ({ input }) => {
      calls.push({ name, input });
      throw error;
    });

  /** {@link manualCall} for a call named `name` with `input`. */
  const held = <O>(name: string, input: unknown): Promise<O> => manualCall<O, unknown>(name)(input);

  /** An actor left pending until the test calls {@link answer} or {@link fail}. */
  const manual = <O, I>(name: string): PromiseActorLogic<O, I> =>
    fromPromise<O, I>(({ input }) => manualCall<O, I>(name)(input));

  const take = (name: string): PendingCall => {
    const index = pending.findIndex((call) => call.name === name);
    const call = pending[index];
    if (call === undefined) throw new Error(`No pending call of ${name}`);
    pending.splice(index, 1);
    return call;
  };

  return {
    calls,
    names: () => calls.map((call) => call.name),
    pendingNames: () => pending.map((call) => call.name),
    answering,
    answeringCall,
    failing,
    held,
    manual,
    manualCall,
    answer: async (name: string, value: unknown) => {
      take(name).resolve(value);
      await settle();
    },
    fail: async (name: string, error: ErrorData) => {
      take(name).reject(error);
      await settle();
    },
  };
};

/** The reference API over real HTTP, with a fresh seeded database (and `config`, if given). */
export const startReferenceApi = async (config: Partial<ServerConfig> = {}) => {
  const server = makeTestServer({ config });
  const http = serve({ port: 0, hostname: "127.0.0.1", fetch: server.app.hono.fetch });
  await new Promise<void>((resolve) => http.once("listening", () => resolve()));
  const host = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    ...server,
    host,
    close: () =>
      new Promise<void>((resolve) => {
        http.close(() => resolve());
        if (http instanceof Server) http.closeAllConnections();
      }),
  };
};

export type ReferenceApi = Awaited<ReturnType<typeof startReferenceApi>>;

/** An in-memory browser and the live services over it, pointed at `api`. */
export const liveBrowser = (api: Pick<ReferenceApi, "host">, options: MemoryBrowserOptions = {}) => {
  const browser = makeMemoryBrowser({ url: "http://storefront.test/marketplace", ...options });
  const layer = storefrontLayer({ apiHost: api.host, checkoutHost: api.host, timeoutMs: 60_000 }, browser);
  return { browser, layer };
};
