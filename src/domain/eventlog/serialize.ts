/**
 * Writing the event log (the format is described in ./format.ts, which also reads and checks
 * it): what the recorder needs, without the schemas and the parser, which only replay and the
 * developer drawer use.
 */
import type { EventLog } from "./format";

export const LOG_FORMAT = "storefront-event-log";
export const LOG_FORMAT_VERSION = 1;

/** The log as text: header, checkpoint, events, one per line. */
export const serializeLog = (log: EventLog): string => {
  const lines: string[] = [JSON.stringify(log.header)];
  if (log.checkpoint !== undefined) lines.push(JSON.stringify(log.checkpoint));
  for (const entry of log.entries) lines.push(JSON.stringify(entry));
  return `${lines.join("\n")}\n`;
};
