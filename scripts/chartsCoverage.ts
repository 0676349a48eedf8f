/**
 * The transition recordings of a coverage folder (default `coverage/transitions`), as
 * `npm run charts -- --coverage` and `npm run audit-pack` read them: one reader, so both print
 * the same figures. Each recording is `{ machineId: [transition ids] }`, written by a test run
 * with `CHARTS_COVERAGE_DIR` set; its file name tells the suite that wrote it
 * (tests/coverage-setup.ts: `vitest-unit-*`, `vitest-property-*`; e2e/fixtures.ts:
 * `playwright-*`).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isTakenByMachine, mergeTaken, type TakenByMachine } from "@charts/coverage";

export const COVERAGE_DIR = "coverage/transitions";

/** A recording that cannot be read, or a folder without any: the caller's input is wrong. */
export class CoverageReadError extends Error {}

/** The suite a recording came from, by its file name. */
export type CoverageSuite = "unit" | "property" | "browser" | "unit or property";

/** The suites in the order reports list them. */
export const COVERAGE_SUITES: readonly CoverageSuite[] = ["unit", "property", "unit or property", "browser"];

/**
 * The suite of a recording file: `playwright-*` the browser journeys, `vitest-unit-*` and
 * `vitest-property-*` the vitest suites; a plain `vitest-*` (written before the vitest suites
 * were told apart) is either of them.
 */
export const suiteOfRecording = (file: string): CoverageSuite =>
  file.startsWith("playwright-")
    ? "browser"
    : file.startsWith("vitest-property-")
      ? "property"
      : file.startsWith("vitest-unit-")
        ? "unit"
        : "unit or property";

export interface Recording {
  readonly file: string;
  readonly suite: CoverageSuite;
  readonly taken: TakenByMachine;
}

/** Every recording (`*.json`) in `dir`, by file name; none when the folder does not exist. */
export const readRecordings = (dir: string): readonly Recording[] => {
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith(".json"))
        .sort()
    : [];
  return files.map((file) => {
    const data: unknown = JSON.parse(readFileSync(join(dir, file), "utf8"));
    if (!isTakenByMachine(data))
      throw new CoverageReadError(`${join(dir, file)} is not a transition recording`);
    return { file, suite: suiteOfRecording(file), taken: data };
  });
};

/** Every recording in `dir`, merged; a folder without any is refused. */
export const readCoverage = (dir: string): TakenByMachine => {
  const recordings = readRecordings(dir);
  if (recordings.length === 0) {
    throw new CoverageReadError(
      `No transition recordings in ${dir}: run the tests with CHARTS_COVERAGE_DIR=${dir} first (e.g. CHARTS_COVERAGE_DIR=${dir} npx vitest run)`,
    );
  }
  return mergeTaken(recordings.map((r) => r.taken));
};
