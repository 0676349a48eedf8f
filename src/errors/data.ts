/**
 * Errors as plain data. Machine context and the event log hold only JSON values, so a typed
 * error leaves an effect as {@link ErrorData}: its `_tag` and its fields, without the `Error`
 * machinery. The catalogue accepts this form, so a recorded error presents exactly as the
 * live one did (spec §8).
 */
import type { StorefrontError } from "./catalogue";
import { UndecodableResponse } from "./transport";

type FieldKeys<E> = {
  [K in Extract<keyof E, string>]: E[K] extends (...args: never[]) => unknown ? never : K;
}[Extract<keyof E, string>];

/** One error of the catalogue as a plain object: `_tag`, its declared fields and `message`. */
export type ErrorData<E extends StorefrontError = StorefrontError> = E extends unknown
  ? { readonly [K in Exclude<FieldKeys<E>, "name" | "stack" | "cause" | `~${string}`>]: E[K] }
  : never;

/** The plain-data form of a typed error (own fields, `_tag`, and `message` when it has one). */
export const toErrorData = <E extends StorefrontError>(error: E): ErrorData<E> => {
  const fields: Record<string, unknown> = { ...error, _tag: error._tag, message: error.message };
  return fields as ErrorData<E>;
};

/** The error of an `xstate.error.actor.*` event as catalogue data, whatever was thrown. */
export const errorDataOf = (error: unknown): ErrorData => {
  if (typeof error === "object" && error !== null && "_tag" in error && typeof error._tag === "string") {
    return error as ErrorData;
  }
  return toErrorData(new UndecodableResponse({ operation: "effect", reason: String(error) }));
};
