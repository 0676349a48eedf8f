/**
 * How an effect turns a failed call into the catalogue error of its situation (spec §8): HTTP 401
 * stays `Unauthenticated`, whatever the call, since it is treated as logged out (spec §6, §8);
 * every other failure becomes the error the effect makes of it.
 */
import type { CallFailure } from "@errors/data";
import type { Unauthenticated } from "@errors/transport";

/** A short description of a call failure, kept in the catalogue errors that carry a reason. */
export const reasonOf = (error: CallFailure): string =>
  "operation" in error ? `${error._tag} (${error.operation})` : error._tag;

/** HTTP 401 stays as it is (spec §8: treated as logged out); any other failure becomes `other(error)`. */
export const unlessUnauthenticated =
  <E>(other: (error: Exclude<CallFailure, Unauthenticated>) => E) =>
  (error: CallFailure): Unauthenticated | E =>
    error._tag === "Unauthenticated" ? error : other(error);
