/**
 * `npm run lighthouse`: what shoppers get, page by page, in the builds that are deployed. It
 * builds the production storefront (`npm run build`: no developer drawer) and measures it, then
 * builds the demo (`npm run build:demo`) and measures that; both write `dist/`, so one is built,
 * served and measured before the other is built. Each build is served with the reference API on
 * port 4192 (loopback, in-memory database, a fresh browser profile), and Lighthouse runs three
 * times per page with the mobile preset (Lighthouse's default: simulated throttling of a
 * mid-range phone) and the desktop preset. It prints the medians (Performance, FCP, LCP, TBT,
 * CLS, SEO) per build, mode, page and preset, with how many runs' pages arrived with their first
 * screen rendered (HTML): a page whose start overruns the server's budget is sent without.
 *
 * Pages: the landing page, the gift-card listing, gift card 40211, the experiences listing, the
 * checkout with one item, and the home page signed in. Guests' pages are first visits (every
 * kind of storage cleared before each run). Playwright drives Debian's Chromium
 * (`/usr/bin/chromium`, or PLAYWRIGHT_CHROMIUM_PATH): before the checkout it puts an item in the
 * guest cart (local storage and its cookie mirror, which those runs keep), and before the signed-in page it signs in
 * as Priya (docs/demo-data.md; the session is in cookies, which those runs keep, with local
 * storage). Caches are cleared before every run.
 *
 * `--compare` measures every page twice: with the server started as it is deployed (pages
 * arrive as HTML: "html-first") and with `--client-only` (pages start in the browser:
 * "client-only"). Without it only html-first is measured. `--no-build` measures what is in
 * `dist/` once, without building. LIGHTHOUSE_RUNS changes the runs per page;
 * LIGHTHOUSE_REPORTS=<folder> keeps each run's JSON report there; LIGHTHOUSE_ONLY=<text>
 * measures only what every comma-separated part names: part of a page's name (`landing`,
 * `signed-in`), a preset (`mobile`), a build (`production`, `demo`) or a mode (`client-only`).
 * A benchmark: it prints figures and asserts nothing.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import lighthouse, { desktopConfig, type Flags, type Result } from "lighthouse";
import { PAGE_START_ID } from "../server/core/pages";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./support/chromium";
import { MEASURED_PAGES as PAGES } from "./support/pages";
import { LOOPBACK as HOST, startServer, stopServer } from "./support/serve";

const PORT = 4192;
const ORIGIN = `http://${HOST}:${PORT}`;
const DEBUG_PORT = 9232;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const ONLY = (process.env.LIGHTHOUSE_ONLY ?? "").split(",").filter((part) => part !== "");
const ARGS = process.argv.slice(2);

type StorageType = NonNullable<Flags["clearStorageTypes"]>[number];
/** Every kind of storage an origin has: a guest's page is measured as a first visit. */
const STORAGE: readonly StorageType[] = [
  "cookies",
  "local_storage",
  "indexeddb",
  "file_systems",
  "shader_cache",
  "service_workers",
  "cache_storage",
  "websql",
];

const PRESETS = [
  { name: "mobile", config: undefined },
  { name: "desktop", config: desktopConfig },
] as const;

interface Build {
  readonly name: string;
  /** The npm script that builds it into `dist/`; none: `dist/` as it is. */
  readonly script?: string;
}

const BUILDS: readonly Build[] = ARGS.includes("--no-build")
  ? [{ name: "dist/ as built" }]
  : [
      { name: "production", script: "build" },
      { name: "demo", script: "build:demo" },
    ];

/** How the server sends pages: the server's options for each mode. */
const MODES: readonly { readonly name: string; readonly args: readonly string[] }[] = [
  { name: "html-first", args: [] },
  ...(ARGS.includes("--compare") ? [{ name: "client-only", args: ["--client-only"] }] : []),
];

/** Whether a page is measured with a preset, a build and a mode: every LIGHTHOUSE_ONLY part names one. */
const measured = (build: string, mode: string, page: string, preset: string) =>
  ONLY.every((part) => page.includes(part) || [build, mode, preset].includes(part));

const build = (target: Build) => {
  if (target.script === undefined) return;
  console.log(`building the ${target.name} storefront (npm run ${target.script}) ...`);
  const result = spawnSync("npm", ["run", target.script], { stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`npm run ${target.script} failed (exit ${result.status})`);
};

/**
 * Resolves once the server has compressed the build's code and styles. It does so in the
 * background from its start (server/core/static.ts), once per file: a deployed server finished
 * long ago, so the runs do not wait for it. An asset asked for while it is compressed is sent
 * when it is done, so asking for each one waits for all.
 */
const assetsCompressed = async (): Promise<void> => {
  const names = readdirSync(join("dist", "assets")).filter((name) => /\.(js|css)$/.test(name));
  await Promise.all(
    names.map((name) =>
      fetch(`${ORIGIN}/assets/${name}`, { headers: { "accept-encoding": "br" } }).then((r) =>
        r.arrayBuffer(),
      ),
    ),
  );
};

// ---------------------------------------------------------------------------------------------
// Figures

interface Figures {
  readonly perf: number;
  readonly fcp: number;
  readonly lcp: number;
  readonly tbt: number;
  readonly cls: number;
  readonly seo: number;
}

const figuresOf = (lhr: Result): Figures => {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  return {
    perf: score("performance"),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    seo: score("seo"),
  };
};

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const medians = (runs: readonly Figures[]): Figures => ({
  perf: median(runs.map((r) => r.perf)),
  fcp: median(runs.map((r) => r.fcp)),
  lcp: median(runs.map((r) => r.lcp)),
  tbt: median(runs.map((r) => r.tbt)),
  cls: median(runs.map((r) => r.cls)),
  seo: median(runs.map((r) => r.seo)),
});

interface Row {
  readonly build: string;
  readonly mode: string;
  readonly page: string;
  readonly preset: string;
  readonly figures: Figures;
  /** Runs whose page arrived with its first screen rendered. */
  readonly rendered: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
const slug = (...parts: readonly string[]) =>
  parts.map((part) => part.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")).join("-");

// ---------------------------------------------------------------------------------------------
// The runs

/** Serves `dist/` in `mode` and measures its pages in a fresh browser profile. */
const measure = async (target: Build, mode: (typeof MODES)[number], rows: Row[]): Promise<void> => {
  const server = await startServer({ port: PORT, args: mode.args, timeoutSeconds: 60 });
  await assetsCompressed();
  const profile = mkdtempSync(join(tmpdir(), "storefront-lighthouse-"));
  // The default profile (persistent context) is the one Lighthouse's tabs use, so the cart and
  // the session Playwright puts in are there for Lighthouse.
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${DEBUG_PORT}`],
  });
  try {
    for (const page of PAGES) {
      const presets = PRESETS.filter((preset) => measured(target.name, mode.name, page.name, preset.name));
      if (presets.length === 0) continue;
      await page.prepare?.(browser, ORIGIN);
      for (const preset of presets) {
        const runs: Figures[] = [];
        let rendered = 0;
        for (let i = 0; i < RUNS; i++) {
          const flags: Flags = {
            port: DEBUG_PORT,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "seo"],
            // The charset audit brings the page's HTML as it arrived (MainDocumentContent).
            onlyAudits: ["charset"],
            clearStorageTypes: STORAGE.filter((type) => !(page.keeps ?? []).some((kept) => kept === type)),
          };
          const result = await lighthouse(`${ORIGIN}${page.path}`, flags, preset.config);
          if (result === undefined) throw new Error(`Lighthouse gave no result for ${page.path}`);
          const figures = figuresOf(result.lhr);
          const html = result.artifacts.MainDocumentContent.includes(`id="${PAGE_START_ID}"`);
          if (html) rendered += 1;
          if (REPORTS !== undefined && REPORTS !== "") {
            mkdirSync(REPORTS, { recursive: true });
            const file = `${slug(target.name, mode.name, page.name, preset.name)}-${i + 1}.json`;
            writeFileSync(join(REPORTS, file), JSON.stringify(result.lhr));
          }
          runs.push(figures);
          console.log(
            `  ${target.name}, ${mode.name}, ${page.name}, ${preset.name}, run ${i + 1}: ` +
              `Perf ${figures.perf}, LCP ${seconds(figures.lcp)}, TBT ${Math.round(figures.tbt)} ms, ` +
              `CLS ${figures.cls.toFixed(3)}, ${html ? "HTML" : "no HTML"}`,
          );
        }
        rows.push({
          build: target.name,
          mode: mode.name,
          page: page.name,
          preset: preset.name,
          figures: medians(runs),
          rendered,
        });
      }
    }
  } finally {
    await browser.close();
    await stopServer(server);
    rmSync(profile, { recursive: true, force: true });
  }
};

const main = async () => {
  const rows: Row[] = [];
  for (const target of BUILDS) {
    const modes = MODES.filter((mode) =>
      PAGES.some((page) =>
        PRESETS.some((preset) => measured(target.name, mode.name, page.name, preset.name)),
      ),
    );
    if (modes.length === 0) continue;
    build(target);
    for (const mode of modes) await measure(target, mode, rows);
  }

  console.log("");
  console.log(`Lighthouse 12.2.3, median of ${RUNS} runs per page and preset (${ORIGIN})`);
  console.log("");
  console.log(line(["build", "mode", "page", "preset", "Perf", "FCP", "LCP", "TBT", "CLS", "SEO", "HTML"]));
  console.log(line(["---", "---", "---", "---", "---:", "---:", "---:", "---:", "---:", "---:", "---:"]));
  // Each page's rows side by side: the modes of one build, then the other build.
  for (const page of PAGES)
    for (const preset of PRESETS)
      for (const row of rows.filter((r) => r.page === page.name && r.preset === preset.name)) {
        const m = row.figures;
        console.log(
          line([
            row.build,
            row.mode,
            row.page,
            row.preset,
            String(m.perf),
            seconds(m.fcp),
            seconds(m.lcp),
            `${Math.round(m.tbt).toLocaleString("en")} ms`,
            m.cls.toFixed(3),
            String(m.seo),
            `${row.rendered}/${RUNS}`,
          ]),
        );
      }
};

await main();
