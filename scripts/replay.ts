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
 *
 * `--watch [--at N] [--port P]` serves the built storefront's watch page and the log on a
 * loopback port (./replay/watch.ts), prints its address and serves until Ctrl+C;
 * `--screenshots <folder> [--every K]` writes a PNG of the page at each user input, or at every
 * K-th step (./replay/screenshots.ts), with or without `--watch`.
 */
import { fileURLToPath } from "node:url";
import { storefrontReplayOptions } from "@app/system";
import { compatibility, type EventLog, type LogReader, MalformedLog, openLog } from "@domain/eventlog/format";
import type { Json } from "@domain/eventlog/hash";
import { incompatibleRefusal, malformedRefusal, readForReplay } from "@eventlog/refusal";
import { type ReplayRow, replay } from "@eventlog/replay";
import { choiceInWords, chosenSteps, takeScreenshots } from "./replay/screenshots";
import { ADMIN_TOKEN_VARIABLE, DEFAULT_API, readLogSource } from "./replay/ticketSource";
import { RegressionTestRefused, writeRegressionTest } from "./replay/toTest";
import {
  DIST,
  ensureWatchBuild,
  openingStep,
  startWatchServer,
  stepsOf,
  type WatchServer,
  watchPageUrl,
} from "./replay/watch";

const usage =
  "usage: npm run replay -- <log file | ticket:<id>> [--until N] [--api URL] [--admin-token T] [--to-test tests/regressions/<name>.test.ts] [--watch [--at N] [--port P]] [--screenshots <folder> [--every K]]";

const fail = (message: string, status: number): never => {
  process.stderr.write(`${message}\n`);
  process.exit(status);
};

export interface ReplayArgs {
  readonly file: string;
  readonly until: number | undefined;
  readonly toTest: string | undefined;
  readonly api: string;
  readonly adminToken: string | undefined;
  /** Serve the watch page until Ctrl+C. */
  readonly watch: boolean;
  /** The step the watch page opens at (else the log's first). */
  readonly at: number | undefined;
  /** The watch server's port (else 4190 unless taken). */
  readonly port: number | undefined;
  /** The folder the screenshots are written to. */
  readonly screenshots: string | undefined;
  /** Photograph every K-th step rather than each user input. */
  readonly every: number | undefined;
}

/** A whole number read from an option's value, or undefined. */
const wholeNumber = (value: string | undefined): number | undefined => {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : undefined;
};

/**
 * The command line read, or why it is refused (the message, printed with status 2). `env` holds
 * the operator token's variable.
 */
export const parseArgs = (
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
):
  | { readonly kind: "args"; readonly args: ReplayArgs }
  | { readonly kind: "refused"; readonly message: string } => {
  const refused = (message: string) => ({ kind: "refused", message }) as const;
  let file: string | undefined;
  let until: number | undefined;
  let toTest: string | undefined;
  let api = DEFAULT_API;
  let adminToken = env[ADMIN_TOKEN_VARIABLE];
  let watch = false;
  let at: number | undefined;
  let port: number | undefined;
  let screenshots: string | undefined;
  let every: number | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "--until") {
      const value = Number(args[i + 1]);
      if (!Number.isInteger(value) || value < 1)
        return refused(`--until needs a step number (1 or more)\n${usage}`);
      until = value;
      i += 1;
    } else if (arg === "--to-test") {
      toTest = args[i + 1];
      if (toTest === undefined || toTest.startsWith("--"))
        return refused(`--to-test needs the test's path\n${usage}`);
      i += 1;
    } else if (arg === "--api") {
      const value = args[i + 1];
      if (value === undefined || !/^https?:\/\//.test(value)) return refused(`--api needs a URL\n${usage}`);
      api = value;
      i += 1;
    } else if (arg === "--admin-token") {
      adminToken = args[i + 1];
      if (adminToken === undefined || adminToken.startsWith("--"))
        return refused(`--admin-token needs the reference API's operator token\n${usage}`);
      i += 1;
    } else if (arg === "--watch") {
      watch = true;
    } else if (arg === "--at") {
      at = wholeNumber(args[i + 1]);
      if (at === undefined) return refused(`--at needs a step number of the log\n${usage}`);
      i += 1;
    } else if (arg === "--port") {
      port = wholeNumber(args[i + 1]);
      if (port === undefined || port < 1 || port > 65_535)
        return refused(`--port needs a port number (1 to 65535)\n${usage}`);
      i += 1;
    } else if (arg === "--screenshots") {
      screenshots = args[i + 1];
      if (screenshots === undefined || screenshots.startsWith("--"))
        return refused(`--screenshots needs the folder to write the pictures to\n${usage}`);
      i += 1;
    } else if (arg === "--every") {
      every = wholeNumber(args[i + 1]);
      if (every === undefined || every < 1)
        return refused(`--every needs a number of steps (1 or more)\n${usage}`);
      i += 1;
    } else if (arg !== undefined && !arg.startsWith("--")) {
      file = arg;
    } else {
      return refused(`unknown option ${arg ?? ""}\n${usage}`);
    }
  }
  if (file === undefined) return refused(usage);
  if (until !== undefined && toTest !== undefined)
    return refused(`--until and --to-test do not go together\n${usage}`);
  const viewing = watch || screenshots !== undefined;
  if (viewing && (until !== undefined || toTest !== undefined)) {
    const option = watch ? "--watch" : "--screenshots";
    return refused(
      `${option} does not go with --until or --to-test: the page is shown at any step (--watch --at N opens it at one)\n${usage}`,
    );
  }
  if (at !== undefined && !watch) return refused(`--at goes with --watch\n${usage}`);
  if (port !== undefined && !viewing) return refused(`--port goes with --watch or --screenshots\n${usage}`);
  if (every !== undefined && screenshots === undefined)
    return refused(`--every goes with --screenshots\n${usage}`);
  return {
    kind: "args",
    args: { file, until, toTest, api, adminToken, watch, at, port, screenshots, every },
  };
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

/**
 * `--watch` and `--screenshots`: the log refused as the plain replay refuses it, else the build
 * (made first when it has no watch page) and the log served; the pictures taken; with `--watch`,
 * served until Ctrl+C.
 */
const view = async (args: ReplayArgs, text: string): Promise<void> => {
  const options = storefrontReplayOptions();
  const read = readForReplay(text, options.build);
  if (read.kind === "refused") return fail(read.message, 2);
  const log: EventLog = read.log;
  const opening = openingStep(log, args.at);
  if (opening.kind === "refused") return fail(opening.message, 2);
  try {
    ensureWatchBuild();
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error), 2);
  }
  let server: WatchServer;
  try {
    // Screenshots alone serve for themselves: any free port, so 4190 stays for a --watch.
    const port = args.port ?? (args.watch ? "default" : 0);
    server = await startWatchServer({ root: DIST, logText: text, port });
  } catch (error) {
    return fail(`cannot serve the watch page: ${error instanceof Error ? error.message : String(error)}`, 2);
  }
  if (args.watch) {
    process.stdout.write(`${watchPageUrl(server.origin, opening.step)}\n`);
    process.stderr.write(`serving ${DIST}/ and ${args.file} on ${server.origin} until Ctrl+C\n`);
  }
  let diverged = false;
  if (args.screenshots !== undefined) {
    const steps = chosenSteps(log, args.every);
    const { first, last } = stepsOf(log);
    const outcome = await takeScreenshots({
      origin: server.origin,
      log,
      steps,
      folder: args.screenshots,
      onWritten: (file) => process.stdout.write(`wrote ${file}\n`),
    }).catch(async (error: unknown) => {
      await server.close();
      return fail(`screenshots stopped: ${error instanceof Error ? error.message : String(error)}`, 2);
    });
    const count = `${outcome.written.length} screenshot${outcome.written.length === 1 ? "" : "s"}`;
    const viewport = log.header.environment.viewport;
    process.stdout.write(
      `wrote ${count} to ${args.screenshots} (${choiceInWords(args.every)}: ${steps.length} of the log's ${log.entries.length} steps, ${first} to ${last}; at ${viewport.width}×${viewport.height})\n`,
    );
    if (outcome.divergence !== null) {
      diverged = true;
      process.stdout.write(
        `the replay leaves the log at step ${outcome.divergence}: the page stays there, so no later step was taken (npm run replay -- ${args.file} names the divergence)\n`,
      );
    }
  }
  if (args.watch) {
    const stop = () => {
      server.close().then(() => process.exit(0));
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
    return;
  }
  await server.close();
  if (diverged) process.exit(1);
};

const main = async () => {
  const parsed = parseArgs(process.argv.slice(2), process.env);
  if (parsed.kind === "refused") return fail(parsed.message, 2);
  const args = parsed.args;
  const { file, until, toTest, api, adminToken } = args;
  let text: string;
  try {
    text = await readLogSource(file, api, adminToken);
  } catch (error) {
    return fail(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`, 2);
  }
  if (args.watch || args.screenshots !== undefined) return view(args, text);
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

// Run as the command (tsx scripts/replay.ts), not when a test imports the parser.
if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) await main();
