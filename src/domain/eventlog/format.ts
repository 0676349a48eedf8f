/**
 * The event-log format, version 1: one JSON object per line.
 *
 * 1. A header: `{kind: "header", format, version, app, machines, initial, environment,
 *    recordedAt, capacity, checkpointEvery}`. `machines` maps the id of each machine the
 *    recording started (the root and every flow spawned) to a hash of its definition; `initial` is the root's input (the persisted state and browser values read at
 *    start), redacted.
 * 2. At most one checkpoint `{kind: "checkpoint", step, time, snapshot}`: the persisted snapshot
 *    of the whole system after `step`, redacted. A log whose oldest events fell out of the ring
 *    buffer starts from one.
 * 3. Events `{kind: "event", step, time, actor, path, sender, input, event, digest, state}`, steps
 *    consecutive: `actor` is the recipient's systemId (or its path), `input` says whether the
 *    event came from outside the system ('external'), from an effect ('effect'), from a timer
 *    ('timer'), started an actor ('init') or was sent by one machine to another ('internal');
 *    `digest` hashes the recipient's redacted snapshot after the event and `state` is its state
 *    value then.
 */
import { Schema } from "effect";
import type { Json } from "./hash";

import { LOG_FORMAT, LOG_FORMAT_VERSION } from "./serialize";

export { LOG_FORMAT, LOG_FORMAT_VERSION, serializeLog } from "./serialize";

const JsonValue = Schema.Unknown as Schema.Codec<Json>;
const Int = Schema.Number.check(Schema.isInt());

export const Viewport = Schema.Struct({ width: Schema.Number, height: Schema.Number });
export type Viewport = typeof Viewport.Type;

export const LogEnvironment = Schema.Struct({
  viewport: Viewport,
  language: Schema.String,
  url: Schema.String,
});
export type LogEnvironment = typeof LogEnvironment.Type;

export const LogHeader = Schema.Struct({
  kind: Schema.Literal("header"),
  format: Schema.Literal(LOG_FORMAT),
  version: Int,
  app: Schema.Struct({ name: Schema.String, version: Schema.String }),
  machines: Schema.Record(Schema.String, Schema.String),
  initial: JsonValue,
  environment: LogEnvironment,
  recordedAt: Schema.String,
  capacity: Int,
  checkpointEvery: Int,
});
export type LogHeader = typeof LogHeader.Type;

export const InputKind = Schema.Literals(["external", "effect", "timer", "init", "internal"]);
export type InputKind = typeof InputKind.Type;

/** The kinds of event a replay delivers itself; the others the replayed system produces. */
export const isDelivered = (input: InputKind): boolean =>
  input === "external" || input === "effect" || input === "timer";

export const LoggedEvent = Schema.StructWithRest(Schema.Struct({ type: Schema.String }), [
  Schema.Record(Schema.String, JsonValue),
]);
export type LoggedEvent = { readonly type: string; readonly [key: string]: Json };

export const LogEntry = Schema.Struct({
  kind: Schema.Literal("event"),
  step: Int.check(Schema.isGreaterThanOrEqualTo(1)),
  time: Schema.Number,
  actor: Schema.String,
  path: Schema.String,
  sender: Schema.NullOr(Schema.String),
  input: InputKind,
  event: LoggedEvent,
  digest: Schema.NullOr(Schema.String),
  /** The recipient's state value after the event. */
  state: JsonValue,
});
export type LogEntry = Omit<typeof LogEntry.Type, "event"> & { readonly event: LoggedEvent };

export const Checkpoint = Schema.Struct({
  kind: Schema.Literal("checkpoint"),
  step: Int.check(Schema.isGreaterThanOrEqualTo(0)),
  time: Schema.Number,
  snapshot: JsonValue,
});
export type Checkpoint = typeof Checkpoint.Type;

/** A whole log, parsed and checked. */
export interface EventLog {
  readonly header: LogHeader;
  readonly checkpoint: Checkpoint | undefined;
  readonly entries: readonly LogEntry[];
}

/** Why a log cannot be read: the line (1-based) and the reason. */
export class MalformedLog extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
    this.name = "MalformedLog";
  }
}

const decodeHeader = Schema.decodeUnknownResult(LogHeader);
const decodeEntry = Schema.decodeUnknownResult(LogEntry);
const decodeCheckpoint = Schema.decodeUnknownResult(Checkpoint);

const parseLine = (text: string, line: number): unknown => {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new MalformedLog(line, `not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
};

const kindOf = (value: unknown): unknown =>
  typeof value === "object" && value !== null && "kind" in value ? value.kind : undefined;

const firstLine = (message: string): string => message.split("\n").slice(0, 3).join(" ").trim();

const isEntrySchema = Schema.is(LogEntry);
const INPUT_KINDS: ReadonlySet<unknown> = new Set(InputKind.literals);
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
/**
 * Whether a parsed line is an event entry: a direct check of the common shape first (a long log
 * has one per line), the schema's own check for anything else, so both accept the same lines.
 */
const isEntry = (value: unknown): boolean => {
  if (
    isPlainObject(value) &&
    value.kind === "event" &&
    Number.isSafeInteger(value.step) &&
    (value.step as number) >= 1 &&
    typeof value.time === "number" &&
    typeof value.actor === "string" &&
    typeof value.path === "string" &&
    (value.sender === null || typeof value.sender === "string") &&
    INPUT_KINDS.has(value.input) &&
    isPlainObject(value.event) &&
    typeof value.event.type === "string" &&
    (value.digest === null || typeof value.digest === "string") &&
    "state" in value
  ) {
    return true;
  }
  return isEntrySchema(value);
};

/** A log whose events are read line by line as they are iterated. */
export interface LogReader {
  readonly header: LogHeader;
  readonly checkpoint: Checkpoint | undefined;
  /** The events, parsed and checked one line at a time; a bad line throws {@link MalformedLog}. */
  readonly entries: Iterable<LogEntry>;
}

/**
 * Opens a log: reads and checks its header and checkpoint now, and its events as they are
 * iterated, so a long log is replayed without holding all its events at once. Throws
 * {@link MalformedLog} with the line number and reason for anything that is not a version-1 log:
 * a missing header, a line that is not JSON, an object of the wrong shape, a second checkpoint,
 * steps out of order. The format version is checked by {@link compatibility}, so a log of another
 * version is reported as such, not as malformed.
 */
export const openLog = (text: string): LogReader => {
  let position = 0;
  let lineNumber = 0;
  /** The next non-blank line and its number, or undefined at the end. */
  const nextLine = (): { readonly raw: string; readonly line: number } | undefined => {
    while (position < text.length) {
      const end = text.indexOf("\n", position);
      const stop = end < 0 ? text.length : end;
      const raw = text.slice(position, stop).trim();
      position = stop + 1;
      lineNumber += 1;
      if (raw !== "") return { raw, line: lineNumber };
    }
    return undefined;
  };

  const first = nextLine();
  if (first === undefined) throw new MalformedLog(1, "the log is empty: no header");
  const headerValue = parseLine(first.raw, first.line);
  if (kindOf(headerValue) !== "header")
    throw new MalformedLog(first.line, "the first line must be the log header");
  const header = decodeHeader(headerValue);
  if (header._tag === "Failure") {
    throw new MalformedLog(first.line, `bad header: ${firstLine(header.failure.message)}`);
  }

  // The checkpoint, when there is one, comes right after the header.
  const afterHeader = { position, lineNumber };
  let checkpoint: Checkpoint | undefined;
  const second = nextLine();
  if (second !== undefined) {
    const value = parseLine(second.raw, second.line);
    if (kindOf(value) === "checkpoint") {
      const decoded = decodeCheckpoint(value);
      if (decoded._tag === "Failure") {
        throw new MalformedLog(second.line, `bad checkpoint: ${firstLine(decoded.failure.message)}`);
      }
      checkpoint = decoded.success;
    } else {
      position = afterHeader.position;
      lineNumber = afterHeader.lineNumber;
    }
  }
  const eventsStart = { position, lineNumber };

  function* entries(): Generator<LogEntry> {
    position = eventsStart.position;
    lineNumber = eventsStart.lineNumber;
    let expectedStep = (checkpoint?.step ?? 0) + 1;
    for (let next = nextLine(); next !== undefined; next = nextLine()) {
      const value = parseLine(next.raw, next.line);
      const kind = kindOf(value);
      if (kind === "checkpoint") {
        throw new MalformedLog(next.line, "a checkpoint may only come once, before the events");
      }
      if (kind !== "event")
        throw new MalformedLog(next.line, `unknown line kind ${JSON.stringify(kind ?? null)}`);
      if (!isEntry(value)) {
        const decoded = decodeEntry(value);
        const reason = decoded._tag === "Failure" ? firstLine(decoded.failure.message) : "not an event";
        throw new MalformedLog(next.line, `bad event: ${reason}`);
      }
      const entry = value as LogEntry;
      if (entry.step !== expectedStep) {
        throw new MalformedLog(next.line, `step ${entry.step} out of order (expected ${expectedStep})`);
      }
      expectedStep += 1;
      yield entry;
    }
  }

  return { header: header.success, checkpoint, entries: { [Symbol.iterator]: entries } };
};

/** Parses and checks a whole log (see {@link openLog}), holding all its events. */
export const parseLog = (text: string): EventLog => {
  const reader = openLog(text);
  return { header: reader.header, checkpoint: reader.checkpoint, entries: [...reader.entries] };
};

/** What this build is, for the compatibility check. */
export interface BuildIdentity {
  readonly appVersion: string;
  readonly machines: Readonly<Record<string, string>>;
}

/**
 * Why a log cannot be replayed by this build: a different format version, or a machine whose
 * definition hash differs (or that this build lacks). Empty when compatible.
 */
export const compatibility = (header: LogHeader, build: BuildIdentity): string[] => {
  const problems: string[] = [];
  if (header.version !== LOG_FORMAT_VERSION) {
    problems.push(
      `format version ${header.version} in the log, this build reads version ${LOG_FORMAT_VERSION}`,
    );
  }
  // A machine of this build the log does not name never started while it was recorded (a flow
  // whose code loads on demand): the log holds nothing of it, so its definition does not matter.
  for (const name of Object.keys(header.machines).sort()) {
    const logged = header.machines[name];
    const built = build.machines[name];
    if (built === undefined) problems.push(`machine '${name}' is not in this build`);
    else if (logged !== built)
      problems.push(`machine '${name}' differs (log ${logged}, this build ${built})`);
  }
  return problems;
};
