/**
 * Effect programs as XState actors. A machine invokes a side effect by name; the system provides
 * an actor built here that runs the program with its services, resolves with the program's value
 * and rejects with the typed error as plain data ({@link ErrorData}), so the outcome event the
 * machine receives (`xstate.done.actor.*` / `xstate.error.actor.*`) is JSON and can be recorded
 * and replayed. Leaving the invoking state interrupts the program (and aborts its request).
 */

import type { Outcome } from "@domain/outcome";
import { type ErrorData, errorDataOf, fromErrorData, type StorefrontError, toErrorData } from "@errors";
import { UndecodableResponse } from "@errors/transport";
import { Cause, type Context, Effect, Exit, Layer, Option, Result, Scope } from "effect";
import { fromPromise, type PromiseActorLogic } from "xstate";

/** Runs a program to its exit, interrupting it when `signal` aborts. */
type RunExit<R> = <A, E>(
  program: Effect.Effect<A, E, R>,
  options: Effect.RunOptions | undefined,
) => Promise<Exit.Exit<A, E>>;

/** Runs `program` to a promise of its value; a failure rejects with its {@link ErrorData}. */
export const runToPromise = <A, E extends StorefrontError>(
  program: Effect.Effect<A, E>,
  signal?: AbortSignal,
): Promise<A> => settle(Effect.runPromiseExit, program, signal);

const settle = async <A, E extends StorefrontError, R>(
  run: RunExit<R>,
  program: Effect.Effect<A, E, R>,
  signal: AbortSignal | undefined,
): Promise<A> => {
  const exit = await run(program, signal === undefined ? undefined : { signal });
  if (Exit.isSuccess(exit)) return exit.value;
  const error = Cause.findErrorOption(exit.cause);
  if (Option.isSome(error)) throw toErrorData(error.value);
  // A defect or an interruption: a bug or a cancelled call, shown as 'Something went wrong.'.
  throw toErrorData(
    new UndecodableResponse({ operation: "effect", reason: String(Cause.squash(exit.cause)) }),
  );
};

/**
 * One memo map per layer: the effect actors given the same layer share the services it builds,
 * built once when the first of them runs, instead of once per run (building the app layer costs
 * more than most programs' own work up to their request).
 */
const memoMaps = new WeakMap<object, Layer.MemoMap>();
const memoMapOf = (layer: object): Layer.MemoMap => {
  const known = memoMaps.get(layer);
  if (known !== undefined) return known;
  const made = Layer.makeMemoMapUnsafe();
  memoMaps.set(layer, made);
  return made;
};

/**
 * The actor logic of an effect: `program(input)` run with `layer`. Typed errors reject with their
 * plain-data form, so `onError` receives an {@link ErrorData}. The layer's services are built
 * when the actor first runs and kept (see {@link memoMapOf}); the services of this app hold no
 * state of a call, so every run may share them.
 */
export const effectActor = <I, A, E extends StorefrontError, R>(
  program: (input: I) => Effect.Effect<A, E, R>,
  layer: Layer.Layer<R>,
): PromiseActorLogic<A, I> => {
  let services: Promise<Context.Context<R>> | undefined;
  return fromPromise<A, I>(async ({ input, signal }) => {
    services ??= Effect.runPromise(Layer.buildWithMemoMap(layer, memoMapOf(layer), Scope.makeUnsafe()));
    return settle(Effect.runPromiseExitWith(await services), program(input), signal);
  });
};

/** The actor of a program that takes no input (invoked without `input`). */
export const effectActorWithoutInput = <A, E extends StorefrontError, R>(
  program: () => Effect.Effect<A, E, R>,
  layer: Layer.Layer<R>,
): PromiseActorLogic<A, void> => effectActor<void, A, E, R>(() => program(), layer);

/**
 * `program` answering its {@link Outcome}: its value, or its typed failure as plain data. One
 * item of a fan-out (`Effect.forEach(items, (item) => outcomeOf(call(item)), { concurrency })`),
 * so one failure does not fail the others.
 */
export const outcomeOf = <A, E extends StorefrontError, R>(
  program: Effect.Effect<A, E, R>,
): Effect.Effect<Outcome<A>, never, R> =>
  Effect.map(
    Effect.result(program),
    (result): Outcome<A> =>
      Result.isSuccess(result)
        ? { ok: true, value: result.success }
        : { ok: false, error: toErrorData(result.failure) },
  );

/**
 * A scripted call as a program (tests and benchmarks): the promise's value, or the typed error of
 * the {@link ErrorData} it rejects with, so it fails as the live call it stands in for would.
 */
export const scriptedProgram = <A>(run: () => Promise<A>): Effect.Effect<A, StorefrontError> =>
  Effect.tryPromise({ try: run, catch: (error) => fromErrorData(errorDataOf(error)) });
