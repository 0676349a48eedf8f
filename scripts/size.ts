/**
 * `npm run size`: the gzip size of the JS and CSS the landing page loads, and of each lazy
 * chunk, against the landing-page JS budget.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** Landing-page JS budget, gzip. */
export const LANDING_JS_BUDGET_BYTES = 180 * 1000;

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
const verdict = landingJs <= LANDING_JS_BUDGET_BYTES ? "under" : "OVER";
console.log(
  `Budget: ${kb(LANDING_JS_BUDGET_BYTES)} landing JS — ${verdict} by ${kb(Math.abs(LANDING_JS_BUDGET_BYTES - landingJs))}`,
);
