/**
 * Counterexamples as event logs: a model-based property that drives the storefront's machines
 * with the recorder attached keeps the recorded log of each run that fails; when the property
 * fails, the log of the last failing run (fast-check runs the counterexample again while it
 * shrinks, so that is the shrunk one) is written beside the test output as
 * `test-output/counterexamples/<property>-<seed>.ndjson` (the recorder's `toText()`, with the
 * header of this build), and the failure message names it with the commands that replay it,
 * watch it and turn it into a regression test (docs/event-log.md).
 *
 * A run that spans several page loads has a log per page: the page where the run failed is the
 * file above, the earlier ones `<property>-<seed>.page-<n>.ndjson`, oldest first. A log that
 * does not replay as recorded is named in the message with where it diverges.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { storefrontReplayOptions } from "@app/system";
import { MalformedLog, openLog } from "@domain/eventlog/format";
import { replay } from "@eventlog/replay";
import fc from "fast-check";

/** Where counterexample logs are written (git-ignored). */
export const COUNTEREXAMPLE_DIR = fileURLToPath(
  new URL("../../test-output/counterexamples/", import.meta.url),
);

/** Something whose recorded log can be read as text: the recorder of a page. */
export interface RecordedLog {
  toText(): string;
}

/** The files a failing property's counterexample was written to (paths relative to the repository). */
export interface CounterexampleFiles {
  /** The log of the page where the counterexample failed. */
  readonly log: string;
  /** The logs of the pages before it in the same run, oldest first. */
  readonly earlierPages: readonly string[];
}

const REPO = fileURLToPath(new URL("../../", import.meta.url));

/** The commands that replay a written log, watch it, and make it a regression test. */
export const replayCommands = (file: string, name: string): string[] => [
  `replay it:             npm run replay -- ${file}`,
  `watch it:              npm run replay -- ${file} --watch`,
  `make it a regression:  npm run replay -- ${file} --to-test tests/regressions/${name}.test.ts`,
];

/** The file name part of a property name: letters, digits and dashes. */
const fileNameOf = (property: string): string =>
  property
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "property";

/** Writes the logs of one run; the last one is the page where it failed. */
export const writeCounterexample = (
  property: string,
  seed: number,
  logs: readonly string[],
  dir: string = COUNTEREXAMPLE_DIR,
): CounterexampleFiles => {
  mkdirSync(dir, { recursive: true });
  const base = `${fileNameOf(property)}-${seed}`;
  /** Writes one file; its path as the commands take it: from the repository when inside it. */
  const write = (name: string, text: string): string => {
    const path = resolve(dir, name);
    writeFileSync(path, text);
    const inRepository = relative(REPO, path);
    return inRepository.startsWith("..") || isAbsolute(inRepository) ? path : inRepository;
  };
  const earlierPages = logs
    .slice(0, -1)
    .map((text, index) => write(`${base}.page-${index + 1}.ndjson`, text));
  return { log: write(`${base}.ndjson`, logs.at(-1) ?? ""), earlierPages };
};

/**
 * Why a written log does not replay as recorded (it then cannot become a regression test:
 * `--to-test` writes nothing for a log that diverges), or null when it replays.
 */
export const replayProblem = (text: string): string | null => {
  try {
    const outcome = replay(openLog(text), storefrontReplayOptions());
    if (outcome.kind === "replayed") return null;
    if (outcome.kind === "incompatible") return `refused: ${outcome.problems.join("; ")}`;
    const d = outcome.divergence;
    return `diverges at step ${d.step} (actor ${d.actor}, event ${d.event}): ${d.reason}`;
  } catch (error) {
    if (error instanceof MalformedLog) return `malformed: ${error.message}`;
    throw error;
  }
};

/** What a failed property's message says about its logs; `problems` by file, from {@link replayProblem}. */
export const counterexampleMessage = (
  property: string,
  seed: number,
  files: CounterexampleFiles,
  problems: Readonly<Record<string, string>> = {},
): string => {
  const name = `${fileNameOf(property)}-${seed}`;
  return [
    `The shrunk counterexample's event log: ${files.log}`,
    ...(files.earlierPages.length === 0
      ? []
      : [`Earlier pages of the same run: ${files.earlierPages.join(", ")}`]),
    ...replayCommands(files.log, name).map((line) => `  ${line}`),
    ...Object.entries(problems).map(([file, problem]) => `Note: ${file} ${problem}`),
  ].join("\n");
};

/**
 * Keeps the logs of a model-based property's runs. Wrap each run's body in {@link run}, which
 * hands it `track` to name the recorders of the run as they start; check the property with
 * {@link check}.
 */
export class CounterexampleLogs {
  private failing: readonly string[] | undefined;

  /** `dir`: where the logs go (test-output/counterexamples/ unless told). */
  constructor(
    readonly property: string,
    private readonly dir: string = COUNTEREXAMPLE_DIR,
  ) {}

  /** The logs of the last failing run, if one failed. */
  failingLogs(): readonly string[] | undefined {
    return this.failing;
  }

  /**
   * Runs one case. When it fails, the text of every recorder it tracked is kept (the last
   * failing case's replaces the one before), then the failure goes on to fast-check.
   */
  async run<T>(body: (track: (log: RecordedLog) => void) => Promise<T>): Promise<T> {
    const tracked: RecordedLog[] = [];
    try {
      return await body((log) => {
        tracked.push(log);
      });
    } catch (error) {
      this.failing = tracked.map((log) => log.toText());
      throw error;
    }
  }

  /**
   * Checks `property` with `parameters` (fc.check). On a failure, writes the shrunk
   * counterexample's logs and throws fast-check's report followed by their paths and the
   * commands to use them; otherwise returns the details.
   */
  async check<Ts>(
    property: fc.IAsyncPropertyWithHooks<Ts>,
    parameters: fc.Parameters<Ts> = {},
  ): Promise<fc.RunDetails<Ts>> {
    this.failing = undefined;
    const details = await fc.check(property, parameters);
    if (!details.failed) return details;
    const error = details.errorInstance;
    const report = [
      fc.defaultReportMessage(details) ?? `Property ${this.property} failed`,
      `Failed with: ${error instanceof Error ? error.message : String(error)}`,
    ].join("\n");
    const logs = this.failingLogs();
    if (logs === undefined || logs.length === 0) throw new CounterexampleFailure(report, undefined, error);
    const files = writeCounterexample(this.property, details.seed, logs, this.dir);
    const problems: Record<string, string> = {};
    [...files.earlierPages, files.log].forEach((file, index) => {
      const problem = replayProblem(logs[index] ?? "");
      if (problem !== null) problems[file] = problem;
    });
    throw new CounterexampleFailure(
      `${report}\n\n${counterexampleMessage(this.property, details.seed, files, problems)}`,
      files,
      error,
    );
  }
}

/** A property's failure, with the files its counterexample was written to (none without a log). */
export class CounterexampleFailure extends Error {
  constructor(
    message: string,
    readonly files: CounterexampleFiles | undefined,
    cause: unknown,
  ) {
    super(message, { cause });
    this.name = "CounterexampleFailure";
  }
}
