/**
 * What one of several calls run together answered: its value, or its failure as plain data. An
 * Effect program that fans out (`Effect.forEach(..., { concurrency })` with `Effect.result` per
 * item) answers outcomes, so one failed call does not fail the others and the machine that
 * invoked it receives JSON.
 */
import type { ErrorData } from "@errors/data";

export type Outcome<A> =
  | { readonly ok: true; readonly value: A }
  | { readonly ok: false; readonly error: ErrorData };

/** The value of `outcome`, or `fallback` when it failed. */
export const valueOr = <A, B = A>(outcome: Outcome<A>, fallback: B): A | B =>
  outcome.ok ? outcome.value : fallback;

/** The failure of `outcome`, or null when it answered. */
export const failureOf = (outcome: Outcome<unknown>): ErrorData | null => (outcome.ok ? null : outcome.error);
