/**
 * The events and the context of the switch-account page (./switchAccount.ts): the schemas of every
 * event it accepts from outside and what it keeps.
 */

import type { LinkedAccount } from "@contract/account";
import type { CatalogueText } from "@errors/catalogue";
import type { ErrorData } from "@errors/data";
import { Schema } from "effect";

/** The events the switch-account page sends. */
export const switchAccountEventSchemas = [
  /** The page opened (or 'Try again'): the linked accounts are fetched. */
  Schema.Struct({ type: Schema.Literal("SWITCH.OPEN") }),
  /** The shopper chose the account of client `cid`. */
  Schema.Struct({ type: Schema.Literal("SWITCH.SELECT"), cid: Schema.Number }),
] as const;

export type SwitchAccountEvent = (typeof switchAccountEventSchemas)[number]["Type"];

/** The event the flow sends "session" once the new account's session is confirmed. */
export interface SwitchedSessionEvent {
  readonly type: "SESSION.SWITCHED";
}

/** `loading` while the accounts are fetched or a switch runs. */
export type SwitchAccountTag = "loading";

export interface SwitchAccountContext {
  /** The linked accounts as fetch_accounts answered them (the current one marked). */
  readonly accounts: readonly LinkedAccount[];
  /** The client id chosen last. */
  readonly chosen: number | null;
  /** The server's text when it refused, kept as sent. */
  readonly message: CatalogueText | null;
  /** A failed call, as data; the page says it in the shopper's language. */
  readonly error: ErrorData | null;
}

export const initialSwitchAccountContext: SwitchAccountContext = {
  accounts: [],
  chosen: null,
  message: null,
  error: null,
};
