/**
 * `npm run size`: the gzip size of the JS and CSS the landing page loads, and of each lazy
 * chunk, against the landing-page JS limit (160 kB gzip) and the long-term target (120 kB).
 *
 * It prints the figures and exits 0. With a budget it is a check: it exits 1 when the landing
 * page's JS is over it. `--budget` (or `SIZE_BUDGET_KB=160`) checks against the enforced limit;
 * `--budget=140` (or `SIZE_BUDGET_KB=140`) against another figure, in kB (1000 bytes) gzip.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** The enforced limit on the landing page's JS, gzip. */
export const LANDING_JS_LIMIT_BYTES = 160 * 1000;
/** The long-term target for the landing page's JS, gzip. */
export const LANDING_JS_TARGET_BYTES = 120 * 1000;

/** The budget to check against, in bytes, from `--budget[=kB]` or SIZE_BUDGET_KB; null: none. */
const budgetOf = (args: readonly string[], env: string | undefined): number | null => {
  const flag = args.find((a) => a === "--budget" || a.startsWith("--budget="));
  const text = flag === undefined ? env : flag === "--budget" ? "" : flag.slice("--budget=".length);
  if (text === undefined) return null;
  if (text.trim() === "") return LANDING_JS_LIMIT_BYTES;
  const kb = Number(text);
  if (!Number.isFinite(kb) || kb <= 0) {
    console.error(`size: a budget is a positive number of kB, not '${text}'`);
    process.exit(2);
  }
  return Math.round(kb * 1000);
};
const budget = budgetOf(process.argv.slice(2), process.env.SIZE_BUDGET_KB);

const dist = "dist";
const html = readFileSync(join(dist, "index.html"), "utf8");
const referenced = new Set(
  [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].flatMap((m) =>
    m[1] === undefined ? [] : [m[1]],
  ),
);

const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

const assets = readdirSync(join(dist, "assets"))
  .filter((f) => f.endsWith(".js") || f.endsWith(".css"))
  .map((f) => `assets/${f}`)
  .sort();

const rows = assets.map((file) => ({ file, gzip: gz(file), landing: referenced.has(file) }));
const landingJs = rows.filter((r) => r.landing && r.file.endsWith(".js")).reduce((s, r) => s + r.gzip, 0);
const landingCss = rows.filter((r) => r.landing && r.file.endsWith(".css")).reduce((s, r) => s + r.gzip, 0);

console.log("Landing page (loaded by index.html):");
for (const r of rows.filter((r) => r.landing))
  console.log(`  ${r.file.padEnd(48)} ${kb(r.gzip).padStart(10)} gzip`);
console.log("Lazy chunks:");
const lazy = rows.filter((r) => !r.landing);
if (lazy.length === 0) console.log("  (none)");
for (const r of lazy) console.log(`  ${r.file.padEnd(48)} ${kb(r.gzip).padStart(10)} gzip`);
console.log("");
console.log(`Landing JS:  ${kb(landingJs)} gzip`);
console.log(`Landing CSS: ${kb(landingCss)} gzip`);
const against = (label: string, limit: number) => {
  const verdict = landingJs <= limit ? "under" : "OVER";
  console.log(
    `${label.padEnd(22)} ${kb(limit).padStart(10)} — ${verdict} by ${kb(Math.abs(limit - landingJs))}`,
  );
};
against("Enforced limit:", LANDING_JS_LIMIT_BYTES);
against("Long-term target:", LANDING_JS_TARGET_BYTES);
if (budget !== null) {
  against("Budget checked:", budget);
  if (landingJs > budget) {
    console.error(`size: the landing page's JS (${kb(landingJs)} gzip) is over the budget of ${kb(budget)}`);
    process.exit(1);
  }
}
