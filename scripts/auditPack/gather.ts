/**
 * Everything the audit pack shows, read from this checkout: every machine's chart (as
 * `npm run charts` draws it), the spec sections its source cites, its transition coverage from
 * the recordings of the unit, property and browser suites (read as `npm run charts -- --coverage`
 * reads them), the event schemas with their redacted fields, the rows of the error catalogue with
 * the tests that assert them, and the machine hashes the build's logs carry. No clock and no
 * randomness: the same checkout and recordings give the same data.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { MACHINE_HASHES } from "@app/machineHashes";
import {
  type CoverageTable,
  coverageReport,
  coverageSvg,
  coverageTable,
  coveredIds,
  mergeTaken,
  type TakenByMachine,
} from "@charts/coverage";
import type { ChartModel } from "@charts/model";
import { renderChart } from "@charts/render";
import { hash64 } from "@domain/eventlog/hash";
import { SENSITIVE_KEYS } from "@domain/eventlog/sensitiveKeys";
import { storefrontEventSchemas, storefrontMachines } from "@machines/index";
import { COVERAGE_SUITES, type CoverageSuite, type Recording, readRecordings } from "../chartsCoverage";
import { currentMachineHashes } from "../machine-hashes";
import { type CallCoverage, callCoverage } from "./callCoverage";
import { CATALOGUE_ROWS, type CatalogueRow } from "./catalogueRows";
import { describeEventSchemas, type EventSchemaInfo } from "./eventSchemas";
import { type MachineSpecRefs, machineSpecRefs } from "./specRefs";
import { allTestBlocks, rowHits, type TestHit } from "./testHits";

export interface PackMachine {
  readonly id: string;
  readonly model: ChartModel;
  /** The chart, coloured by coverage when there are recordings. */
  readonly svg: string;
  readonly refs: MachineSpecRefs | null;
  /** Per transition id, the suites that took it. */
  readonly takenBy: ReadonlyMap<string, readonly CoverageSuite[]>;
  /** The hash the build's logs carry (src/app/machineHashes.ts), and the current definition's. */
  readonly hash: string | null;
  readonly currentHash: string;
}

export interface PackCoverage {
  /** The folder read, as given. */
  readonly dir: string;
  readonly recordings: readonly Pick<Recording, "file" | "suite">[];
  /** Null without recordings. */
  readonly table: CoverageTable | null;
  /** Exactly what `npm run charts -- --coverage` prints under 'Transition coverage'. */
  readonly report: string | null;
  /** Per suite with recordings, its own table. */
  readonly bySuite: ReadonlyMap<CoverageSuite, CoverageTable>;
}

export interface PackRow {
  readonly row: CatalogueRow;
  readonly hits: readonly TestHit[];
}

export interface PackEvent {
  readonly info: EventSchemaInfo;
  /** The machines with a transition on this event type. */
  readonly machines: readonly string[];
}

export interface PackBuild {
  readonly name: string;
  readonly version: string;
  readonly commit: string;
  /** Whether the checkout had changes not committed (tracked or untracked files). */
  readonly uncommitted: boolean;
  /** One hash over every machine's hash: equal fingerprints, equal machine definitions. */
  readonly fingerprint: string;
}

export interface PackData {
  readonly build: PackBuild;
  readonly machines: readonly PackMachine[];
  readonly coverage: PackCoverage;
  readonly events: readonly PackEvent[];
  readonly rows: readonly PackRow[];
  /** The calls of spec §7 and what carries each out. */
  readonly calls: CallCoverage;
}

const git = (repo: string, args: readonly string[]): string | null => {
  try {
    return execFileSync("git", args, { cwd: repo, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  } catch {
    return null;
  }
};

const readPackage = (repo: string): { name: string; version: string } => {
  const data: unknown = JSON.parse(readFileSync(join(repo, "package.json"), "utf8"));
  const field = (key: string): string => {
    const value: unknown = typeof data === "object" && data !== null ? Reflect.get(data, key) : undefined;
    return typeof value === "string" ? value : "unknown";
  };
  return { name: field("name"), version: field("version") };
};

/** The source file of each machine, by id: `machines/<id>.ts`, else the file that defines it. */
const machineSource = (repo: string, id: string): { file: string; source: string } | null => {
  const dir = join(repo, "machines");
  const own = `machines/${id}.ts`;
  const candidates = [
    own,
    ...readdirSync(dir)
      .filter((f) => f.endsWith(".ts"))
      .sort()
      .map((f) => `machines/${f}`)
      .filter((f) => f !== own),
  ];
  for (const file of candidates) {
    const path = join(repo, file);
    if (!existsSync(path)) continue;
    const source = readFileSync(path, "utf8");
    if (source.includes(`id: "${id}"`) && source.includes("createMachine")) return { file, source };
  }
  return null;
};

/** Every machine id, in the order the charts script draws them. */
export const packMachineIds = (): readonly string[] => Object.keys(storefrontMachines).sort();

/** The data of the pack for the checkout at `repo` and the recordings in `coverageDir`. */
export const gatherPack = async (repo: string, coverageDir: string): Promise<PackData> => {
  const recordings = readRecordings(resolve(repo, coverageDir));
  const merged = recordings.length === 0 ? null : mergeTaken(recordings.map((r) => r.taken));
  const bySuiteTaken = new Map<CoverageSuite, TakenByMachine>();
  for (const suite of COVERAGE_SUITES) {
    const of = recordings.filter((r) => r.suite === suite);
    if (of.length > 0) bySuiteTaken.set(suite, mergeTaken(of.map((r) => r.taken)));
  }
  const current = currentMachineHashes();

  const machines: PackMachine[] = [];
  for (const id of packMachineIds()) {
    const machine = storefrontMachines[id];
    if (machine === undefined) continue;
    const chart = await renderChart(machine);
    const model = chart.model;
    const takenBy = new Map<string, CoverageSuite[]>();
    for (const [suite, taken] of bySuiteTaken) {
      for (const t of coveredIds(model, taken)) takenBy.set(t, [...(takenBy.get(t) ?? []), suite]);
    }
    const source = machineSource(repo, model.id);
    machines.push({
      id,
      model,
      svg: merged === null ? chart.svg : coverageSvg(chart.svg, coveredIds(model, merged)),
      refs: source === null ? null : machineSpecRefs(model, source.file, source.source),
      takenBy,
      hash: MACHINE_HASHES[id] ?? null,
      currentHash: current[id] ?? "",
    });
  }
  const models = machines.map((m) => m.model);

  const accepting = new Map<string, Set<string>>();
  for (const m of machines) {
    for (const t of m.model.transitions) {
      if (t.kind !== "event") continue;
      const set = accepting.get(t.descriptor) ?? new Set<string>();
      set.add(m.id);
      accepting.set(t.descriptor, set);
    }
  }
  const events = describeEventSchemas(storefrontEventSchemas, SENSITIVE_KEYS).map((info) => ({
    info,
    machines: [...(accepting.get(info.type) ?? [])].sort(),
  }));

  const blocks = allTestBlocks(repo);
  const rows = CATALOGUE_ROWS.map((row) => ({ row, hits: rowHits(row, blocks) }));

  const { name, version } = readPackage(repo);
  const hashes = Object.keys(MACHINE_HASHES)
    .sort()
    .map((id) => `${id}=${MACHINE_HASHES[id] ?? ""}`)
    .join("\n");
  const build: PackBuild = {
    name,
    version,
    commit: git(repo, ["rev-parse", "HEAD"])?.trim() ?? "unknown",
    uncommitted: (git(repo, ["status", "--porcelain"]) ?? "").trim() !== "",
    fingerprint: hash64(hashes),
  };

  return {
    build,
    machines,
    coverage: {
      dir: coverageDir,
      recordings: recordings.map(({ file, suite }) => ({ file, suite })),
      table: merged === null ? null : coverageTable(models, merged),
      report: merged === null ? null : coverageReport(models, merged),
      bySuite: new Map([...bySuiteTaken].map(([suite, taken]) => [suite, coverageTable(models, taken)])),
    },
    events,
    rows,
    calls: await callCoverage(repo),
  };
};
