/**
 * `npm run replay -- <log file | ticket:<id>> [--until N] [--api URL] [--admin-token T]`: replays a recorded event log in Node (the machines
 * stepped through their pure transition function, effects inert, no timer firing), printing one row per step (step, time, actor, event type,
 * resulting state value). It ends with `replayed N events, 0 divergences`, or names the first
 * divergence and exits with status 1. `--until N` stops at step N and prints every actor's full
 * snapshot there. `ticket:<id>` replays the log attached to a ticket, fetched from the reference
 * API at `--api` (default the one `npm start` runs, ./replay/ticketSource.ts) with the operator's
 * token (`--admin-token`, else STOREFRONT_ADMIN_TOKEN). A log from an
 * incompatible build or a malformed log is refused (status 2). `--to-test
 * tests/regressions/<name>.test.ts` then turns the log into a regression test (./replay/toTest.ts).
 */
import { storefrontReplayOptions } from "@app/system";
import { compatibility, type LogReader, MalformedLog, openLog } from "@domain/eventlog/format";
import type { Json } from "@domain/eventlog/hash";
import { incompatibleRefusal, malformedRefusal } from "@eventlog/refusal";
import { type ReplayRow, replay } from "@eventlog/replay";
import { ADMIN_TOKEN_VARIABLE, DEFAULT_API, readLogSource } from "./replay/ticketSource";
import { RegressionTestRefused, writeRegressionTest } from "./replay/toTest";

const usage =
  "usage: npm run replay -- <log file | ticket:<id>> [--until N] [--api URL] [--admin-token T] [--to-test tests/regressions/<name>.test.ts]";

const fail = (message: string, status: number): never => {
  process.stderr.write(`${message}\n`);
  process.exit(status);
};

const parseArgs = (
  args: readonly string[],
): {
  file: string;
  until: number | undefined;
  toTest: string | undefined;
  api: string;
  adminToken: string | undefined;
} => {
  let file: string | undefined;
  let until: number | undefined;
  let toTest: string | undefined;
  let api = DEFAULT_API;
  let adminToken = process.env[ADMIN_TOKEN_VARIABLE];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "--until") {
      const value = Number(args[i + 1]);
      if (!Number.isInteger(value) || value < 1) fail(`--until needs a step number (1 or more)\n${usage}`, 2);
      until = value;
      i += 1;
    } else if (arg === "--to-test") {
      toTest = args[i + 1];
      if (toTest === undefined || toTest.startsWith("--"))
        fail(`--to-test needs the test's path\n${usage}`, 2);
      i += 1;
    } else if (arg === "--api") {
      const value = args[i + 1];
      if (value === undefined || !/^https?:\/\//.test(value)) fail(`--api needs a URL\n${usage}`, 2);
      api = value ?? DEFAULT_API;
      i += 1;
    } else if (arg === "--admin-token") {
      adminToken = args[i + 1];
      if (adminToken === undefined || adminToken.startsWith("--"))
        fail(`--admin-token needs the reference API's operator token\n${usage}`, 2);
      i += 1;
    } else if (arg !== undefined && !arg.startsWith("--")) {
      file = arg;
    } else {
      fail(`unknown option ${arg ?? ""}\n${usage}`, 2);
    }
  }
  if (file === undefined) return fail(usage, 2);
  if (until !== undefined && toTest !== undefined)
    return fail(`--until and --to-test do not go together\n${usage}`, 2);
  return { file, until, toTest, api, adminToken };
};

const compact = (value: Json): string => (typeof value === "string" ? value : JSON.stringify(value));

/** Column widths of the actor and event columns (longer names push the row on). */
const ACTOR_WIDTH = 8;
const EVENT_WIDTH = 58;

/** Prints the rows as they are replayed (a long log streams through in little memory). */
const rowPrinter = () => {
  const actorWidth = ACTOR_WIDTH;
  const typeWidth = EVENT_WIDTH;
  process.stdout.write(
    `${"step".padStart(6)}  ${"time ms".padStart(9)}  ${"actor".padEnd(actorWidth)}  ${"event".padEnd(typeWidth)}  state\n`,
  );
  return (row: ReplayRow) => {
    process.stdout.write(
      `${String(row.step).padStart(6)}  ${String(row.time).padStart(9)}  ${row.actor.padEnd(actorWidth)}  ${row.type.padEnd(typeWidth)}  ${compact(row.state)}\n`,
    );
  };
};

const main = async () => {
  const { file, until, toTest, api, adminToken } = parseArgs(process.argv.slice(2));
  let text: string;
  try {
    text = await readLogSource(file, api, adminToken);
  } catch (error) {
    return fail(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`, 2);
  }
  let log: LogReader;
  try {
    log = openLog(text);
  } catch (error) {
    if (error instanceof MalformedLog) return fail(malformedRefusal(error), 2);
    throw error;
  }
  const options = storefrontReplayOptions();
  const problems = compatibility(log.header, options.build);
  if (problems.length > 0) return fail(incompatibleRefusal(problems), 2);
  let outcome: ReturnType<typeof replay>;
  try {
    outcome = replay(log, { ...options, onRow: rowPrinter(), ...(until === undefined ? {} : { until }) });
  } catch (error) {
    // An event line further down is malformed: the steps before it were replayed and printed.
    if (error instanceof MalformedLog) return fail(malformedRefusal(error), 2);
    throw error;
  }
  if (outcome.kind === "incompatible") return fail(`refused: ${outcome.problems.join("; ")}`, 2);
  if (outcome.kind === "diverged") {
    const d = outcome.divergence;
    process.stdout.write(
      [
        `divergence at step ${d.step}: actor ${d.actor}, event ${d.event}`,
        `  ${d.reason}`,
        `  expected: ${JSON.stringify(d.expected)}`,
        `  actual:   ${JSON.stringify(d.actual)}`,
        "",
      ].join("\n"),
    );
    process.exit(1);
  }
  if (outcome.snapshots !== undefined) {
    process.stdout.write(
      `\nsnapshots at step ${until ?? outcome.events}:\n${JSON.stringify(outcome.snapshots, null, 2)}\n`,
    );
  }
  process.stdout.write(`replayed ${outcome.events} events, 0 divergences\n`);
  if (toTest !== undefined) {
    try {
      const written = writeRegressionTest({ testPath: toTest, logText: text, madeFrom: file, options });
      process.stdout.write(`wrote ${written.test}, ${written.log} and ${written.snapshot}\n`);
    } catch (error) {
      if (error instanceof RegressionTestRefused) return fail(error.message, 2);
      throw error;
    }
  }
};

await main();
