/**
 * Replays one event-log file in a process of its own and prints, as one JSON line, the outcome,
 * the parse and replay times and the process's peak resident memory (`maxRSS`), so the memory a
 * replay needs is measured apart from the recording that made the log.
 *
 * Usage: tsx scripts/bench/eventlog-replay.ts <log file>
 */
import { readFileSync } from "node:fs";
import { storefrontReplayOptions } from "../../machines/system";
import { parseLog } from "../../src/eventlog/format";
import { replay } from "../../src/eventlog/replay";

/** What this entry prints (its last line of output). */
export interface ReplayFigures {
  readonly bytes: number;
  readonly events: number;
  readonly outcome: string;
  readonly parseMs: number;
  readonly replayMs: number;
  /** Peak resident set size of this process before reading the log, in kB. */
  readonly baselineMaxRssKb: number;
  /** Peak resident set size of this process at the end, in kB. */
  readonly maxRssKb: number;
}

const file = process.argv[2];
if (file === undefined) {
  console.error("usage: tsx scripts/bench/eventlog-replay.ts <log file>");
  process.exit(2);
}
const options = storefrontReplayOptions();
const baselineMaxRssKb = process.resourceUsage().maxRSS;

const text = readFileSync(file, "utf8");
const t0 = performance.now();
const log = parseLog(text);
const t1 = performance.now();
const outcome = replay(log, options);
const t2 = performance.now();

const figures: ReplayFigures = {
  bytes: Buffer.byteLength(text),
  events: log.entries.length,
  outcome:
    outcome.kind === "replayed"
      ? "0 divergences"
      : outcome.kind === "diverged"
        ? `diverged at step ${outcome.divergence.step}: ${outcome.divergence.reason}`
        : `incompatible: ${outcome.problems.join("; ")}`,
  parseMs: t1 - t0,
  replayMs: t2 - t1,
  baselineMaxRssKb,
  maxRssKb: process.resourceUsage().maxRSS,
};
console.log(JSON.stringify(figures));
