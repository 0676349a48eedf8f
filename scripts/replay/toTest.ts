/**
 * `npm run replay -- <log> --to-test tests/regressions/<name>.test.ts`: turns a log that replays
 * with 0 divergences into a Vitest test. Beside the test it keeps the log (`<name>.ndjson`) and
 * every actor's final snapshot as the replay shows it (`<name>.snapshot.json`, redacted, keys in
 * order); the test replays the log with the same engine and checks both (src/eventlog/regression.ts).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve } from "node:path";
import {
  type FinalSnapshots,
  finalSnapshotsText,
  type RegressionOptions,
  replayFinalSnapshots,
} from "@eventlog/regression";

const TEST_SUFFIX = ".test.ts";
/** A name that is safe in a file name and inside a string of the generated code. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Why a regression test cannot be written (the command prints it and exits with status 2). */
export class RegressionTestRefused extends Error {
  override readonly name = "RegressionTestRefused";
}

/** The files of a regression test: the test, and the log and snapshot file kept beside it. */
export interface RegressionTestPaths {
  readonly name: string;
  readonly test: string;
  readonly log: string;
  readonly snapshot: string;
}

/** Where the files of the test at `testPath` go; refuses a path that is not `<name>.test.ts`. */
export const regressionTestPaths = (testPath: string): RegressionTestPaths => {
  const file = basename(testPath);
  const name = file.endsWith(TEST_SUFFIX) ? file.slice(0, -TEST_SUFFIX.length) : "";
  if (!NAME.test(name)) {
    throw new RegressionTestRefused(
      `--to-test needs a file named <name>${TEST_SUFFIX}, the name made of letters, digits, '.', '-' and '_' (got ${testPath})`,
    );
  }
  const dir = dirname(testPath);
  return {
    name,
    test: testPath,
    log: join(dir, `${name}.ndjson`),
    snapshot: join(dir, `${name}.snapshot.json`),
  };
};

export interface RegressionTestSourceInput {
  /** The log's file name, beside the test. */
  readonly logFileName: string;
  /** The final snapshots' file name, beside the test. */
  readonly snapshotFileName: string;
  /** The log the test was made from, as the command was given it, for its comment. */
  readonly madeFrom: string;
  /** The test's path, as the command was given it, for its comment. */
  readonly testPath: string;
  /** How many events the log holds. */
  readonly events: number;
  /** Every actor's final snapshot: the comment names each actor's final state. */
  readonly finalSnapshots: FinalSnapshots;
}

const stateText = (snapshot: FinalSnapshots[string] | undefined): string => {
  if (typeof snapshot !== "object" || snapshot === null || Array.isArray(snapshot)) return "?";
  const value = "value" in snapshot ? snapshot.value : null;
  return typeof value === "string" ? value : JSON.stringify(value ?? null);
};

/** The source of the generated test, formatted as Biome formats it. */
export const regressionTestSource = (input: RegressionTestSourceInput): string => {
  const actors = Object.keys(input.finalSnapshots)
    .sort()
    .map((name) => ` *   ${name}: ${stateText(input.finalSnapshots[name])}`);
  return `/**
 * Regression test made from the log ${input.logFileName} (${input.events} events, kept beside it) by
 *   npm run replay -- ${input.madeFrom} --to-test ${input.testPath}
 * It replays the log with the replay engine and checks that it replays with 0 divergences and that
 * every actor ends with the snapshot kept in ${input.snapshotFileName}. The actors' final states:
${actors.join("\n")}
 * A change that alters them on purpose: make the test again, with the same command, from a log
 * recorded with the change.
 */
import { readFileSync } from "node:fs";
import { storefrontReplayOptions } from "@app/system";
import { checkRegression, parseFinalSnapshots } from "@eventlog/regression";
import { expect, it } from "vitest";

const besideThisTest = (file: string): string => readFileSync(new URL(file, import.meta.url), "utf8");
const log = besideThisTest(${JSON.stringify(`./${input.logFileName}`)});
const expected = parseFinalSnapshots(besideThisTest(${JSON.stringify(`./${input.snapshotFileName}`)}));

it("replays its log with 0 divergences and every actor ends with the kept snapshot", () => {
  const result = checkRegression(log, expected, storefrontReplayOptions());
  expect.soft(result.problems).toEqual([]);
  expect(result.snapshots).toEqual(expected);
});
`;
};

/** `path` from the repository's root, or its file name when it lies elsewhere. */
const shownPath = (path: string): string => {
  const inside = relative(process.cwd(), resolve(path));
  return inside === "" || inside.startsWith("..") || isAbsolute(inside) ? basename(path) : inside;
};

/**
 * `text` formatted as the repository's Biome formats a file named `fileName` (as `npm run format`
 * would), or as it is when Biome cannot run (the command says so).
 */
const formatWithBiome = (text: string, fileName: string): string => {
  const biome = join(process.cwd(), "node_modules", ".bin", "biome");
  const result = spawnSync(biome, ["format", `--stdin-file-path=${fileName}`], {
    input: text,
    encoding: "utf8",
  });
  if (result.status === 0 && result.stdout !== "") return result.stdout;
  process.stderr.write(`biome could not format ${fileName}, run npm run format:\n${result.stderr ?? ""}\n`);
  return text;
};

/**
 * Replays `logText` once to capture every actor's final snapshot, then writes the test at
 * `testPath` with the log and the snapshot file beside it. Refuses a log that does not replay with
 * 0 divergences: a regression test starts green. Returns the files written.
 */
export const writeRegressionTest = (args: {
  readonly testPath: string;
  readonly logText: string;
  readonly madeFrom: string;
  readonly options: RegressionOptions;
}): RegressionTestPaths => {
  const paths = regressionTestPaths(args.testPath);
  const replayed = replayFinalSnapshots(args.logText, args.options);
  if (replayed.problems.length > 0) {
    throw new RegressionTestRefused(`no test written: ${replayed.problems.join("; ")}`);
  }
  mkdirSync(dirname(paths.test), { recursive: true });
  writeFileSync(paths.log, args.logText);
  writeFileSync(
    paths.snapshot,
    formatWithBiome(finalSnapshotsText(replayed.snapshots), basename(paths.snapshot)),
  );
  const source = regressionTestSource({
    logFileName: basename(paths.log),
    snapshotFileName: basename(paths.snapshot),
    madeFrom: shownPath(args.madeFrom),
    testPath: shownPath(paths.test),
    events: replayed.events,
    finalSnapshots: replayed.snapshots,
  });
  writeFileSync(paths.test, formatWithBiome(source, basename(paths.test)));
  return paths;
};
