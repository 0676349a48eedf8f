/**
 * What the developer drawer reads from the running storefront: the recorder's live entries, the
 * current log, every actor's current state, and a replay bound to this build's machines. The
 * drawer is a tool that inspects the system from outside, like the recorder: it sends no event
 * into the recorded system, so opening it never changes a log.
 */

import type { TicketSummary } from "@contract/tickets";
import type { EventLog, LogEntry } from "@domain/eventlog/format";
import type { Json } from "@domain/eventlog/hash";
import type { ThirdPartySent } from "@domain/thirdParty";
import type { ReplayOutcome } from "@eventlog/replay";
import type { Observable } from "rxjs";

export interface DevtoolsSource {
  /** Entries as they complete (their digest attached), in completion order. */
  readonly entries$: Observable<LogEntry>;
  /** The entries the ring buffer holds now, oldest first. */
  readonly entries: () => readonly LogEntry[];
  /** The current log as text (header, checkpoint when needed, events), for download. */
  readonly logText: () => string;
  /**
   * The log of the page shown before the last full page load (a logout or session-end redirect
   * replaces the page), when one was kept; null otherwise.
   */
  readonly previousLogText: () => string | null;
  /** The redacted snapshot (status, value, context) of every running machine actor, by name. */
  readonly liveSnapshots: () => Record<string, Json>;
  /**
   * Replays `log` against this build up to `until` (the whole log when absent), with inert
   * effects; `snapshots` holds every actor's redacted snapshot at the step reached.
   */
  /**
   * Development builds: the reference API's newest tickets, and the log attached to one (the Load
   * tab lists them; choosing one loads its log like a file).
   */
  readonly tickets?: {
    readonly recent: () => Promise<readonly TicketSummary[]>;
    readonly logText: (ticketId: string) => Promise<string>;
  };
  /**
   * What the page sent to the third-party services of spec §1, and when (in the demo build, what
   * it would have sent): their code loads with it, and starts sending only after consent.
   */
  readonly thirdParty?: () => Promise<{
    readonly entries: () => readonly ThirdPartySent[];
    readonly onEntry: (listener: (sent: ThirdPartySent) => void) => () => void;
  }>;
  readonly replay: (
    log: EventLog,
    until?: number,
  ) => ReplayOutcome & { readonly snapshots?: Record<string, Json> };
}
