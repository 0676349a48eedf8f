/**
 * A small event log in the recorder's format (src/domain/eventlog/format.ts): a header and the
 * given events, one per line, as a ticket carries it.
 */
import {
  LOG_FORMAT,
  LOG_FORMAT_VERSION,
  type LogEntry,
  type LoggedEvent,
  serializeLog,
} from "@domain/eventlog/format";
import type { Json } from "@domain/eventlog/hash";

/** The log's text: a header (with `initial` as the root's input) and one entry per event, to `actor`. */
export const eventLogText = (events: readonly LoggedEvent[], initial: Json = {}, actor = "auth"): string =>
  serializeLog({
    header: {
      kind: "header",
      format: LOG_FORMAT,
      version: LOG_FORMAT_VERSION,
      app: { name: "storefront", version: "test" },
      machines: { root: "0000000000000000", [actor]: "1111111111111111" },
      initial,
      environment: { viewport: { width: 1280, height: 800 }, language: "en", url: "/marketplace" },
      recordedAt: "2026-11-25T12:00:00.000Z",
      capacity: 1000,
      checkpointEvery: 100,
    },
    checkpoint: undefined,
    entries: events.map(
      (event, index): LogEntry => ({
        kind: "event",
        step: index + 1,
        time: index * 100,
        actor,
        path: `root.${actor}`,
        sender: null,
        input: "external",
        event,
        digest: null,
        state: "idle",
      }),
    ),
  });
