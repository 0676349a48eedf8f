/**
 * What a regression test made from a log checks (`npm run replay -- <log> --to-test <file>`, which
 * scripts/replay/toTest.ts writes): the log, kept beside the test, replays with 0 divergences, and
 * every actor of the system ends with the snapshot captured when the test was made (status, state
 * value and context, redacted as the replay shows them).
 *
 * The log's machine hashes are not compared with this build's, as `npm run replay` does: a
 * regression test judges the machines by what they do with its log. A machine change that leaves
 * this log's events and final snapshots as they were keeps the test green; one that alters them
 * fails it, naming the first divergence and every actor whose final snapshot differs. A machine the
 * log names that this build lacks, or another format version, still fails it.
 */
import { MalformedLog, openLog } from "@domain/eventlog/format";
import type { Json } from "@domain/eventlog/hash";
import { type ReplayOptions, startReplay } from "./replay";

/** Every actor's redacted final snapshot (status, value, context), by name. */
export type FinalSnapshots = Readonly<Record<string, Json>>;

export interface RegressionReplay {
  /**
   * Why the replay is not a clean one: the log refused (malformed, another format version, a
   * machine this build lacks), the first divergence, or a machine that threw. Empty when it
   * replayed with 0 divergences.
   */
  readonly problems: readonly string[];
  /** Events replayed and checked. */
  readonly events: number;
  /** Every actor's snapshot where the replay stopped, in canonical form ({@link canonicalJson}). */
  readonly snapshots: FinalSnapshots;
}

export interface RegressionCheck {
  /** The replay's problems, then one line per actor whose final snapshot is not the expected one. */
  readonly problems: readonly string[];
  readonly snapshots: FinalSnapshots;
}

export type RegressionOptions = Omit<ReplayOptions, "until" | "onRow">;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * `value` as JSON data with the members of every object in key order, the way JSON text holds it
 * (a member whose value is undefined or a function left out, like `JSON.stringify` does), so two
 * snapshots compare by their content and print the same way whatever order a context was built in.
 */
export const canonicalJson = (value: unknown): Json => {
  if (value === null || typeof value === "boolean" || typeof value === "string") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) return value.map((item) => canonicalJson(item ?? null));
  if (isRecord(value)) {
    const out: Record<string, Json> = {};
    for (const key of Object.keys(value).sort()) {
      const member = value[key];
      if (member !== undefined && typeof member !== "function" && typeof member !== "symbol")
        out[key] = canonicalJson(member);
    }
    return out;
  }
  return null;
};

/** The text of the snapshot file kept beside a regression test. */
export const finalSnapshotsText = (snapshots: FinalSnapshots): string =>
  `${JSON.stringify(canonicalJson(snapshots), null, 2)}\n`;

/** Reads a snapshot file written by {@link finalSnapshotsText}; throws when it holds no object. */
export const parseFinalSnapshots = (text: string): FinalSnapshots => {
  const value = canonicalJson(JSON.parse(text));
  if (!isRecord(value)) throw new Error("a final-snapshots file holds one JSON object, by actor name");
  const out: Record<string, Json> = {};
  for (const [name, snapshot] of Object.entries(value)) if (snapshot !== undefined) out[name] = snapshot;
  return out;
};

/** Replays `logText` to its end with the machines of `options` and reads every actor's snapshot there. */
export const replayFinalSnapshots = (logText: string, options: RegressionOptions): RegressionReplay => {
  let log: ReturnType<typeof openLog>;
  try {
    log = openLog(logText);
  } catch (error) {
    if (error instanceof MalformedLog)
      return { problems: [`malformed log, ${error.message}`], events: 0, snapshots: {} };
    throw error;
  }
  // The log's hashes for the machines this build has: only a missing machine or the format
  // version can make it incompatible (see the module's comment).
  const machines: Record<string, string> = {};
  for (const [name, hash] of Object.entries(log.header.machines))
    if (options.build.machines[name] !== undefined) machines[name] = hash;
  const build = { appVersion: options.build.appVersion, machines };
  let session: ReturnType<typeof startReplay>;
  let events = 0;
  try {
    session = startReplay(log, {
      ...options,
      build,
      onRow: () => {
        events += 1;
      },
    });
  } catch (error) {
    const reason = error instanceof MalformedLog ? `malformed log, ${error.message}` : String(error);
    return { problems: [`the replay stopped: ${reason}`], events, snapshots: {} };
  }
  const snapshots = canonicalJson(session.snapshots());
  session.stop();
  const outcome = session.outcome;
  const finalSnapshots: FinalSnapshots = isRecord(snapshots) ? snapshots : {};
  if (outcome.kind === "incompatible")
    return { problems: outcome.problems.map((p) => `refused: ${p}`), events: 0, snapshots: finalSnapshots };
  if (outcome.kind === "diverged") {
    const d = outcome.divergence;
    return {
      problems: [`divergence at step ${d.step}: actor ${d.actor}, event ${d.event}: ${d.reason}`],
      events,
      snapshots: finalSnapshots,
    };
  }
  return { problems: [], events, snapshots: finalSnapshots };
};

const stateOf = (snapshot: Json | undefined): string =>
  JSON.stringify(isRecord(snapshot) ? (snapshot.value ?? null) : null);

/**
 * One line per actor whose snapshot in `actual` (where the replay ended: after the last event, or
 * at its first divergence) is not the kept one in `expected`, or that only one of them has.
 */
export const snapshotDifferences = (expected: FinalSnapshots, actual: FinalSnapshots): string[] => {
  const differences: string[] = [];
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  for (const name of names) {
    const want = expected[name];
    const got = actual[name];
    if (got === undefined) differences.push(`actor '${name}' is kept but missing where the replay ends`);
    else if (want === undefined)
      differences.push(`actor '${name}' exists where the replay ends but is not kept`);
    else if (JSON.stringify(canonicalJson(want)) !== JSON.stringify(canonicalJson(got))) {
      const wantState = stateOf(want);
      const gotState = stateOf(got);
      differences.push(
        wantState === gotState
          ? `actor '${name}' ends with another snapshot: the kept state, another status or context`
          : `actor '${name}' ends with another snapshot: state ${gotState}, kept ${wantState}`,
      );
    }
  }
  return differences;
};

/**
 * The check a generated regression test makes: replays `logText` and compares every actor's final
 * snapshot with `expected`. No problem means the log replayed with 0 divergences and every actor
 * ended as captured.
 */
export const checkRegression = (
  logText: string,
  expected: FinalSnapshots,
  options: RegressionOptions,
): RegressionCheck => {
  const replayed = replayFinalSnapshots(logText, options);
  return {
    problems: [...replayed.problems, ...snapshotDifferences(expected, replayed.snapshots)],
    snapshots: replayed.snapshots,
  };
};
