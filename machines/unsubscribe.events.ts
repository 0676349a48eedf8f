/**
 * The events and the context of the mail unsubscribe page (./unsubscribe.ts): the schemas of every
 * event it accepts from outside and what it keeps.
 */

import type { MailType } from "@domain/unsubscribe";
import type { CatalogueText } from "@errors/catalogue";
import type { ErrorData } from "@errors/data";
import { Schema } from "effect";

/** The events the unsubscribe page sends. */
export const unsubscribeEventSchemas = [
  /** The page opened with the mail type of its path ('/unsubscribe/:mailType'), as written there. */
  Schema.Struct({ type: Schema.Literal("UNSUBSCRIBE.OPEN"), mailType: Schema.String }),
  /** 'Unsubscribe': the shopper confirms. */
  Schema.Struct({ type: Schema.Literal("UNSUBSCRIBE.CONFIRM") }),
] as const;

export type UnsubscribeEvent = (typeof unsubscribeEventSchemas)[number]["Type"];

/** `loading` while the unsubscription is sent. */
export type UnsubscribeTag = "loading";

export interface UnsubscribeContext {
  /** The kind of mail the page is about, once the path named a known one. */
  readonly mailType: MailType | null;
  /** The server's text when it refused, kept as sent. */
  readonly message: CatalogueText | null;
  /** A failed call, as data; the page says it in the shopper's language. */
  readonly error: ErrorData | null;
}

export const initialUnsubscribeContext: UnsubscribeContext = { mailType: null, message: null, error: null };
