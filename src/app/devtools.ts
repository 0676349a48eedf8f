/**
 * The developer drawer's view of the running storefront system (see @views/devtools/source). The
 * page loads this module with the drawer, only where the drawer is offered.
 */

import { asActor, redactedSnapshots } from "@eventlog/actors";
import type { EventLog, LogEntry } from "@eventlog/format";
import { openReplayCursor, type ReplayCursor, replay } from "@eventlog/replay";
import type { DevtoolsSource } from "@views/devtools/source";
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
  replay: (log, until) =>
    until === undefined ? replay(log, storefrontReplayOptions()) : cursorFor(log).seek(until),
});
