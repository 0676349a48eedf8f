/**
 * Which calls of spec §7 (./specCalls.ts) the storefront makes and the reference API answers, read
 * from the code: the contract's operations (src/contract), the reference API's handlers
 * (server/modules.ts) and the effects that import an operation to call it (src/effects, src/app).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import type { Operation } from "@contract/operation";
import { modules } from "../../server/modules";
import { SPEC_CALLS, type SpecCall } from "./specCalls";

/** The names a spec entry may give an operation: its name, and `tag.name` for a graph call. */
export const namesOf = (op: Operation): readonly string[] => {
  if (op.kind === "rest") return [op.name];
  const name = op.query.split(".")[2] ?? op.query;
  return [name, `${op.tag}.${name}`];
};

const isOperation = (value: unknown): value is Operation =>
  typeof value === "object" &&
  value !== null &&
  "kind" in value &&
  (value.kind === "graph" || value.kind === "rest") &&
  ("query" in value || "path" in value);

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(entry) ? [path] : [];
  });

/** The identifiers a source imports (not as types) from each `@contract/...` module. */
const contractImports = (source: string): { module: string; name: string }[] => {
  const out: { module: string; name: string }[] = [];
  const pattern = /import\s+(?!type\s)\{([^}]*)\}\s+from\s+"@contract\/([\w/]+)"/g;
  for (const match of source.matchAll(pattern)) {
    for (const part of (match[1] ?? "").split(",")) {
      const name =
        part
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim() ?? "";
      if (name !== "" && !name.startsWith("type ")) out.push({ module: match[2] ?? "", name });
    }
  }
  return out;
};

export interface CallCoverage {
  readonly entries: readonly {
    readonly call: SpecCall;
    /** For an entry of operations: those missing from the contract, the client or the reference API. */
    readonly missing: readonly string[];
  }[];
  /** The spec's calls the storefront makes (every operation of the entry imported by an effect). */
  readonly client: number;
  /** The spec's calls the reference API answers (a handler, or its route). */
  readonly server: number;
  /** The spec's calls neither makes, each with its documented reason. */
  readonly answeredElsewhere: number;
}

/** Reads the coverage from the project at `root`. */
export const callCoverage = async (root: string): Promise<CallCoverage> => {
  const byName = new Map<string, { op: Operation; module: string; exported: string }>();
  const contractExports = new Map<string, unknown>();
  for (const file of filesUnder(join(root, "src/contract"))) {
    const module = relative(join(root, "src/contract"), file).replace(/\.tsx?$/, "");
    const exports: Record<string, unknown> = await import(file);
    for (const [exported, value] of Object.entries(exports)) {
      contractExports.set(exported, value);
      if (!isOperation(value)) continue;
      for (const name of namesOf(value)) byName.set(name, { op: value, module, exported });
    }
  }
  const served = new Set<Operation>(modules.flatMap((m) => m.handlers.map((h) => h.op)));
  const imported = new Set<string>();
  const importedNames = new Set<string>();
  for (const dir of ["src/effects", "src/app"]) {
    for (const file of filesUnder(join(root, dir))) {
      for (const { module, name } of contractImports(readFileSync(file, "utf8"))) {
        imported.add(`${module}:${name}`);
        importedNames.add(name);
      }
    }
  }
  const serverSource = filesUnder(join(root, "server"))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  let client = 0;
  let server = 0;
  let answeredElsewhere = 0;
  const entries = SPEC_CALLS.map((call) => {
    if ("answeredBy" in call) {
      answeredElsewhere += 1;
      return { call, missing: [] };
    }
    if ("route" in call) {
      const paths = contractExports.get(call.via);
      const named = typeof paths === "object" && paths !== null && Object.values(paths).includes(call.route);
      const answers = named && new RegExp(`\\b${call.via}\\b`).test(serverSource);
      const made = named && importedNames.has(call.via);
      if (answers) server += 1;
      if (made) client += 1;
      return {
        call,
        missing: [
          ...(made ? [] : [`${call.route} (client)`]),
          ...(answers ? [] : [`${call.route} (reference API)`]),
        ],
      };
    }
    const missing: string[] = [];
    let made = true;
    let answered = true;
    for (const name of call.ops) {
      const found = byName.get(name);
      if (found === undefined) {
        missing.push(`${name} (contract)`);
        made = false;
        answered = false;
        continue;
      }
      if (!imported.has(`${found.module}:${found.exported}`)) {
        missing.push(`${name} (client)`);
        made = false;
      }
      if (!served.has(found.op)) {
        missing.push(`${name} (reference API)`);
        answered = false;
      }
    }
    if (made) client += 1;
    if (answered) server += 1;
    return { call, missing };
  });
  return { entries, client, server, answeredElsewhere };
};
