/**
 * The developer drawer's view of the running storefront system (see @views/devtools/source). The
 * page loads this module with the drawer, only where the drawer is offered.
 */

import { config } from "@config";
import { RecentTickets, StoredTicket, TICKETS_PATH } from "@contract/tickets";
import type { EventLog, LogEntry } from "@domain/eventlog/format";
import { asActor, redactedSnapshots } from "@eventlog/actors";
import { openReplayCursor, type ReplayCursor, replay } from "@eventlog/replay";
import type { DevtoolsSource } from "@views/devtools/source";
import { Schema } from "effect";
import { Observable } from "rxjs";
import { type StorefrontSystem, storefrontReplayOptions } from "./system";

/**
 * Stepping through a loaded log keeps one replay cursor for it, so moving to the next step
 * replays one step and moving back replays from the nearest kept snapshot.
 */
const cursorFor = (() => {
  let current: { readonly log: EventLog; readonly cursor: ReplayCursor } | undefined;
  return (log: EventLog): ReplayCursor => {
    if (current?.log === log) return current.cursor;
    current?.cursor.stop();
    current = { log, cursor: openReplayCursor(log, storefrontReplayOptions()) };
    return current.cursor;
  };
})();

/** The JSON answer to `request`; a refusal throws with its status and message. */
const jsonOf = async (request: Promise<Response>): Promise<unknown> => {
  const response = await request;
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      typeof body === "object" && body !== null && "message" in body ? String(body.message) : "";
    throw new Error(`HTTP ${response.status} ${message}`.trim());
  }
  return body;
};

/**
 * The reference API's tickets (GET /__tickets, development only), asked through `get` (the API at
 * `config.apiHost` unless given). The ticket reader answers the operator only: `npm run dev`'s
 * proxy adds the operator token (scripts/dev.ts); the page never holds it.
 */
export const referenceApiTickets = (
  get: (path: string) => Promise<Response> = (path) => fetch(`${config.apiHost}${path}`),
): NonNullable<DevtoolsSource["tickets"]> => ({
  recent: async () =>
    Schema.decodeUnknownSync(RecentTickets)(await jsonOf(get(`${TICKETS_PATH}?limit=20`))).tickets,
  logText: async (ticketId) => {
    const ticket = Schema.decodeUnknownSync(StoredTicket)(
      await jsonOf(get(`${TICKETS_PATH}/${encodeURIComponent(ticketId)}`)),
    );
    if (ticket.log === null) throw new Error(`${ticketId} has no technical log attached`);
    return ticket.log;
  },
});

export const devtoolsSourceFor = (system: StorefrontSystem, previousLog: string | null): DevtoolsSource => ({
  entries$: new Observable<LogEntry>((subscriber) =>
    system.recorder.onEntry((entry) => subscriber.next(entry)),
  ),
  entries: () => system.recorder.entries(),
  logText: () => system.recorder.toText(),
  previousLogText: () => previousLog,
  liveSnapshots: () => {
    const root = asActor(system.root);
    return root === undefined ? {} : redactedSnapshots(root, system.recorder.redactor);
  },
  ...(import.meta.env.DEV ? { tickets: referenceApiTickets() } : {}),
  thirdParty: () => import("./thirdParty").then((thirdParty) => thirdParty.pageRecording),
  replay: (log, until) =>
    until === undefined ? replay(log, storefrontReplayOptions()) : cursorFor(log).seek(until),
});
