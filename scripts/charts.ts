/**
 * `npm run charts`: draws every machine of the storefront (`storefrontMachines`) into `charts/`:
 * `<id>.svg` (laid out with ELK), `<id>.mmd` (Mermaid stateDiagram-v2) and `index.html` (an
 * offline page with every chart inline). Prints one line per machine. The same machines give
 * byte-identical files; files of machines that no longer exist are removed.
 *
 * `npm run charts -- --diff <git ref>`: lists the machines, states and transitions added, removed
 * or relabelled since that revision (see src/charts/diff.ts), without touching the working tree:
 * the revision is checked out into a temporary worktree (removed afterwards), its
 * `storefrontMachines` read there by scripts/chartsModels.ts with the current chart model, and
 * compared with the current machines. Writes nothing under `charts/`. Exit 2 for an unknown ref
 * or a revision without `machines/index.ts` (or the older `machines/system.ts`) exporting
 * `storefrontMachines`.
 *
 * `npm run charts -- --coverage [dir]` (default `coverage/transitions`): reads every recording
 * (`*.json`, `{ machineId: [transition ids] }`) in that folder, written by test runs with
 * `CHARTS_COVERAGE_DIR` set (tests/coverage-setup.ts), prints the table of transitions taken /
 * total per machine and overall (src/charts/coverage.ts), and writes the same files as the plain
 * run with covered transitions green and never-taken ones red and dashed. Exit 2 without any
 * recording there.
 */
import { execFileSync, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { storefrontMachines } from "@app/system";
import { coverageReport, coverageSvg, coveredIds, type TakenByMachine } from "@charts/coverage";
import { diffModels, diffReport } from "@charts/diff";
import { type ChartModel, chartModel } from "@charts/model";
import { chartSummary, chartsIndexHtml, type RenderedChart, renderChart } from "@charts/render";
import { COVERAGE_DIR, CoverageReadError, readCoverage } from "./chartsCoverage";

const OUT_DIR = "charts";

const main = async (coverage: TakenByMachine | null = null) => {
  mkdirSync(OUT_DIR, { recursive: true });
  const ids = Object.keys(storefrontMachines).sort();
  const written: { chart: RenderedChart; svgFile: string; mermaidFile: string }[] = [];
  for (const id of ids) {
    const machine = storefrontMachines[id];
    if (machine === undefined) continue;
    const rendered = await renderChart(machine);
    const chart =
      coverage === null
        ? rendered
        : { ...rendered, svg: coverageSvg(rendered.svg, coveredIds(rendered.model, coverage)) };
    const svgFile = `${id}.svg`;
    const mermaidFile = `${id}.mmd`;
    writeFileSync(join(OUT_DIR, svgFile), chart.svg);
    writeFileSync(join(OUT_DIR, mermaidFile), chart.mermaid);
    written.push({ chart, svgFile, mermaidFile });
    process.stdout.write(`${chartSummary(chart.model)} -> ${join(OUT_DIR, svgFile)}\n`);
  }
  const current = new Set(written.flatMap((w) => [w.svgFile, w.mermaidFile]));
  for (const file of readdirSync(OUT_DIR)) {
    if ((file.endsWith(".svg") || file.endsWith(".mmd")) && !current.has(file)) rmSync(join(OUT_DIR, file));
  }
  writeFileSync(join(OUT_DIR, "index.html"), chartsIndexHtml(written));
  process.stdout.write(`${written.length} machines -> ${join(OUT_DIR, "index.html")}\n`);
  if (coverage !== null) {
    process.stdout.write(
      `\nTransition coverage\n${coverageReport(
        written.map((w) => w.chart.model),
        coverage,
      )}`,
    );
  }
};

/** A problem with what was asked for (a bad ref, a revision without machines): exit 2. */
class UsageError extends Error {}

const REPO = fileURLToPath(new URL("..", import.meta.url));

const git = (args: readonly string[], cwd: string = REPO): string =>
  execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

const commitOf = (ref: string): string => {
  if (ref.startsWith("-")) throw new UsageError(`Not a git ref: ${ref}`);
  try {
    return git(["rev-parse", "--verify", "--quiet", "--end-of-options", `${ref}^{commit}`]).trim();
  } catch {
    throw new UsageError(`Unknown git ref: ${ref} (not a commit of this repository)`);
  }
};

const isModelList = (value: unknown): value is ChartModel[] =>
  Array.isArray(value) &&
  value.every(
    (m: unknown) =>
      typeof m === "object" &&
      m !== null &&
      typeof Reflect.get(m, "id") === "string" &&
      Array.isArray(Reflect.get(m, "states")) &&
      Array.isArray(Reflect.get(m, "transitions")),
  );

/** The chart models of the machines at `commit`, read in a temporary worktree. */
const modelsAt = (ref: string, commit: string): ChartModel[] => {
  const base = mkdtempSync(join(tmpdir(), "storefront-charts-"));
  const tree = join(base, "tree");
  const outFile = join(base, "models.json");
  let added = false;
  try {
    git(["worktree", "add", "--detach", tree, commit]);
    added = true;
    // The machine list moved from machines/system.ts to src/machines/index.ts, then to machines/index.ts.
    const system = [
      join(tree, "machines", "index.ts"),
      join(tree, "src", "machines", "index.ts"),
      join(tree, "machines", "system.ts"),
    ].find((file) => existsSync(file));
    if (system === undefined)
      throw new UsageError(`${ref} has no machines/index.ts: nothing to compare with`);
    symlinkSync(join(REPO, "node_modules"), join(tree, "node_modules"), "dir");
    const child = spawnSync(
      process.execPath,
      ["--import", "tsx", join(REPO, "scripts", "chartsModels.ts"), system, outFile],
      // From inside the tree, so its own path aliases resolve against its own files.
      { cwd: tree, encoding: "utf8", stdio: ["ignore", "inherit", "pipe"] },
    );
    if (child.status === 3) throw new UsageError(`${ref}: ${child.stderr.trim()}`);
    if (child.status !== 0) {
      throw new Error(`Reading the machines of ${ref} failed:\n${child.stderr.trim()}`);
    }
    const models: unknown = JSON.parse(readFileSync(outFile, "utf8"));
    if (!isModelList(models)) throw new Error(`Reading the machines of ${ref} gave no chart models`);
    return models;
  } finally {
    if (added) {
      // The link first, so removing the worktree never reaches into the shared node_modules.
      rmSync(join(tree, "node_modules"), { force: true });
      try {
        git(["worktree", "remove", "--force", tree]);
      } catch {
        rmSync(tree, { recursive: true, force: true });
        git(["worktree", "prune"]);
      }
    }
    rmSync(base, { recursive: true, force: true });
  }
};

const diff = (ref: string | undefined) => {
  if (ref === undefined || ref === "") throw new UsageError("usage: npm run charts -- --diff <git ref>");
  const commit = commitOf(ref);
  const before = modelsAt(ref, commit);
  const after = Object.keys(storefrontMachines)
    .sort()
    .flatMap((id) => {
      const machine = storefrontMachines[id];
      return machine === undefined ? [] : [chartModel(machine)];
    });
  process.stdout.write(diffReport(diffModels(before, after), ref));
};

const args = process.argv.slice(2);
const diffAt = args.indexOf("--diff");
const coverageAt = args.indexOf("--coverage");
const coverageArg = coverageAt >= 0 ? args[coverageAt + 1] : undefined;
const run =
  diffAt >= 0
    ? async () => diff(args[diffAt + 1])
    : coverageAt >= 0
      ? async () =>
          main(
            readCoverage(
              coverageArg === undefined || coverageArg.startsWith("--") ? COVERAGE_DIR : coverageArg,
            ),
          )
      : () => main();

run().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof CoverageReadError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
