/**
 * The two answers of every call of the reference API (spec §7.1): `{success: 1, data}` when it
 * is accepted, `{success: 0, message}` (with the extra fields of some calls after them) when it
 * is refused. Their field order is the order on the wire.
 */
import { type ApiLanguage, inLanguage, type PerLanguage } from "./language";

/** A refused call: success 0 and the words the storefront shows (spec §8). */
export type Refused = {
  readonly success: 0;
  readonly message: string;
};

/** An accepted call and its data. */
export type Ok<D> = {
  readonly success: 1;
  readonly data: D;
};

/** The refusal `message`, followed by the fields `extra` adds (a code, the data a call keeps). */
export function refused(message: string): Refused;
export function refused<X extends object>(message: string, extra: X): Refused & X;
export function refused(message: string, extra: object = {}): Refused {
  return { success: 0, message, ...extra };
}

/** The accepted answer carrying `data`. */
export const ok = <D>(data: D): Ok<D> => ({ success: 1, data });

/** The words of an authenticated call's HTTP 401 (spec §8 'HTTP 401'), by language. */
export const UnauthenticatedTexts: PerLanguage = {
  en: "Unauthenticated",
  es: "No has iniciado sesión",
  fr: "Vous n'êtes pas connecté",
  de: "Nicht angemeldet",
};

/** The refusal of an authenticated call without a live session, in `language`. */
export const unauthenticated = (language: ApiLanguage): Refused =>
  refused(inLanguage(UnauthenticatedTexts, language));
