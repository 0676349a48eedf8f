/**
 * The events and the context of the password reset page (./passwordReset.ts): the schemas of every
 * event it accepts from outside (secrets annotated, for the event log) and what it keeps.
 */

import { NewPassword, ResetKeyword } from "@contract/identity";
import type { CatalogueText } from "@errors/catalogue";
import type { ErrorData } from "@errors/data";
import { Schema } from "effect";

/** The events the password reset accepts from the page. */
export const passwordResetEventSchemas = [
  /** The page opened with the keyword of its path ('/reset-password/:keyword' or '/rp/:keyword'). */
  Schema.Struct({ type: Schema.Literal("RESET.OPEN"), keyword: ResetKeyword }),
  /** 'Save password' with the new password. */
  Schema.Struct({ type: Schema.Literal("RESET.SUBMIT"), password: NewPassword }),
] as const;

export type PasswordResetEvent = (typeof passwordResetEventSchemas)[number]["Type"];

/** `loading` while the link is checked or the password is sent. */
export type PasswordResetTag = "loading";

export interface PasswordResetContext {
  /** The link's keyword, a secret: the event log redacts it under this key. */
  readonly keyword: string | null;
  /** The server's text (why a link opens no reset, or that the password was reset), kept as sent. */
  readonly message: CatalogueText | null;
  /** A refused password or a failed call, as data; the page says it in the shopper's language. */
  readonly error: ErrorData | null;
}

export const initialPasswordResetContext: PasswordResetContext = {
  keyword: null,
  message: null,
  error: null,
};
