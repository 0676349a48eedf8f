/**
 * The technical log a shopper attaches to a ticket: the recorder's own redacted log, cut to the
 * newest checkpoint that lets it fit a size limit. Pure: it reads the logs the recorder can give
 * (longest first, see Recorder.logs) and serializes the first that fits.
 */
import type { EventLog } from "@domain/eventlog/format";
import { serializeLog } from "@domain/eventlog/serialize";

/**
 * The logs of the visit the recorder can give, longest first, each read when called
 * (Recorder.logs): what the composition root hands the ticket form and its flow.
 */
export type VisitLogs = () => readonly (() => EventLog)[];

export interface TicketLog {
  /** The log as text (one JSON object per line), ready to replay. */
  readonly text: string;
  /** Whether the older part of the visit was left out to fit the limit. */
  readonly truncated: boolean;
  /** The event types the log holds, each once, in the order they first occur. */
  readonly eventTypes: readonly string[];
  /** How many events the log holds. */
  readonly events: number;
}

/** The distinct event types of `log`, in the order they first occur. */
export const eventTypesOf = (log: EventLog): string[] => [
  ...new Set(log.entries.map((entry) => entry.event.type)),
];

/**
 * The longest of `logs` (longest first, each read when called) whose text `fits`: the whole visit
 * when it fits, else the log from the oldest checkpoint that fits (the newest part of the visit);
 * null when not even the log from the newest checkpoint fits.
 */
export const cutToFit = (
  logs: readonly (() => EventLog)[],
  fits: (text: string) => boolean,
): TicketLog | null => {
  for (const [index, read] of logs.entries()) {
    const log = read();
    const text = serializeLog(log);
    if (fits(text)) {
      return { text, truncated: index > 0, eventTypes: eventTypesOf(log), events: log.entries.length };
    }
  }
  return null;
};
