/**
 * Writes the chart models of the machines of another revision as JSON:
 * `tsx scripts/chartsModels.ts <checkout>/machines/index.ts <out.json>`.
 * The machines come from that revision's `storefrontMachines`; the models are read with the
 * current chart model, so both sides of a chart diff are described the same way.
 * Exit 3 when the module has no `storefrontMachines` of machines.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { type ChartModel, chartModel } from "@charts/model";
import { StateMachine } from "xstate";

const [systemPath, outFile] = process.argv.slice(2);

const fail = (message: string, code: number): never => {
  process.stderr.write(`${message}\n`);
  process.exit(code);
};

const main = async () => {
  if (systemPath === undefined || outFile === undefined) {
    return fail("usage: tsx scripts/chartsModels.ts <machines/index.ts> <out.json>", 2);
  }
  const module: unknown = await import(pathToFileURL(resolve(systemPath)).href);
  const machines: unknown =
    typeof module === "object" && module !== null ? Reflect.get(module, "storefrontMachines") : undefined;
  if (typeof machines !== "object" || machines === null) {
    return fail(`${systemPath} exports no storefrontMachines`, 3);
  }
  const models: ChartModel[] = [];
  for (const [id, machine] of Object.entries(machines)) {
    if (!(machine instanceof StateMachine)) return fail(`storefrontMachines.${id} is not a state machine`, 3);
    models.push(chartModel(machine));
  }
  writeFileSync(outFile, JSON.stringify(models));
};

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
