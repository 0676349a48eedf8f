/**
 * Replays one event-log file in a process of its own and prints, as one JSON line, the outcome,
 * the parse and replay times and the process's peak resident memory, so the memory a
 * replay needs is measured apart from the recording that made the log.
 *
 * Usage: tsx scripts/bench/eventlog-replay.ts <log file>
 */
import { readFileSync } from "node:fs";
import { storefrontReplayOptions } from "@app/system";
import { openLog } from "@domain/eventlog/format";
import { replay } from "@eventlog/replay";

/** What this entry prints (its last line of output). */
export interface ReplayFigures {
  readonly bytes: number;
  readonly events: number;
  readonly outcome: string;
  readonly parseMs: number;
  readonly replayMs: number;
  /** CPU time (user and system) of the parse pass and of the replay, in ms: less sensitive to load. */
  readonly parseCpuMs: number;
  readonly replayCpuMs: number;
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
/**
 * Peak resident memory of this process in kB: Linux's VmHWM, which starts afresh with the
 * program (getrusage's maxRSS keeps the parent's peak across fork and exec), else maxRSS.
 */
const peakRssKb = (): number => {
  try {
    const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync("/proc/self/status", "utf8"));
    if (match?.[1] !== undefined) return Number(match[1]);
  } catch {
    // Not Linux: fall through.
  }
  return process.resourceUsage().maxRSS;
};

const baselineMaxRssKb = peakRssKb();

const text = readFileSync(file, "utf8");
/** CPU time (user and system) this process has used, in ms. */
const cpuMs = (): number => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
const c0 = cpuMs();
const t0 = performance.now();
const log = openLog(text);
// Parsing alone: one pass over the events, each dropped at once.
let events = 0;
for (const _ of log.entries) events += 1;
const t1 = performance.now();
const c1 = cpuMs();
// The replay reads the events again line by line and streams its rows (dropped here), as the
// replay command does; its time includes that second parse, which is taken off below.
const outcome = replay(log, { ...options, onRow: () => undefined });
const t2 = performance.now();
const c2 = cpuMs();

const figures: ReplayFigures = {
  bytes: Buffer.byteLength(text),
  events,
  outcome:
    outcome.kind === "replayed"
      ? "0 divergences"
      : outcome.kind === "diverged"
        ? `diverged at step ${outcome.divergence.step}: ${outcome.divergence.reason}`
        : `incompatible: ${outcome.problems.join("; ")}`,
  parseMs: t1 - t0,
  replayMs: Math.max(0, t2 - t1 - (t1 - t0)),
  parseCpuMs: c1 - c0,
  replayCpuMs: Math.max(0, c2 - c1 - (c1 - c0)),
  baselineMaxRssKb,
  maxRssKb: peakRssKb(),
};
console.log(JSON.stringify(figures));
