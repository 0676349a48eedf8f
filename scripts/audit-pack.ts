/**
 * `npm run audit-pack`: writes one self-contained HTML file for auditors (default
 * `audit/audit-pack.html`, `--out <file>` for another; `--coverage <dir>` reads the transition
 * recordings from another folder than `coverage/transitions`). It holds every machine's chart, the
 * spec sections each state and transition cites, the transition coverage of the unit, property and
 * browser suites (the figures `npm run charts -- --coverage` prints), the event schemas with their
 * redacted fields, the rows of the error catalogue (spec §8) with the tests asserting each, and
 * the machine hashes a log of this build carries. No network is needed to open it; the same
 * commit and recordings give a byte-identical file. Prints the file and its size. Exit 2 for a
 * bad argument or an unreadable recording.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gatherPack } from "./auditPack/gather";
import { packHtml } from "./auditPack/html";
import { COVERAGE_DIR, CoverageReadError } from "./chartsCoverage";

const REPO = fileURLToPath(new URL("..", import.meta.url));
const DEFAULT_OUT = "audit/audit-pack.html";

class UsageError extends Error {}

/** The value after `flag`, the default without the flag. */
const option = (args: readonly string[], flag: string, fallback: string): string => {
  const at = args.indexOf(flag);
  if (at < 0) return fallback;
  const value = args[at + 1];
  if (value === undefined || value.startsWith("--")) throw new UsageError(`${flag} needs a value`);
  return value;
};

/** The pack's HTML for this checkout and the recordings in `coverageDir` (relative to the repository). */
export const auditPack = async (coverageDir: string = COVERAGE_DIR): Promise<string> =>
  packHtml(await gatherPack(REPO, coverageDir));

const main = async () => {
  const args = process.argv.slice(2);
  const known = new Set(["--out", "--coverage"]);
  for (const [i, arg] of args.entries()) {
    if (arg.startsWith("--") && !known.has(arg)) throw new UsageError(`Unknown option ${arg}`);
    if (!arg.startsWith("--") && !known.has(args[i - 1] ?? ""))
      throw new UsageError(`Unexpected argument ${arg}`);
  }
  const out = resolve(process.cwd(), option(args, "--out", DEFAULT_OUT));
  const html = await auditPack(option(args, "--coverage", COVERAGE_DIR));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, html);
  const bytes = Buffer.byteLength(html);
  process.stdout.write(`${out}: ${bytes} bytes (${(bytes / 1024).toFixed(1)} KiB)\n`);
};

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  main().catch((error: unknown) => {
    if (error instanceof UsageError || error instanceof CoverageReadError) {
      process.stderr.write(
        `${error.message}\nusage: npm run audit-pack -- [--out <file>] [--coverage <dir>]\n`,
      );
      process.exit(2);
    }
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
