/**
 * `npm run lighthouse`: builds the demo, starts the storefront with the reference API on port
 * 4192 (loopback, in-memory database), runs Lighthouse three times per page with the mobile
 * preset (Lighthouse's default: simulated throttling of a mid-range phone) and the desktop preset,
 * prints the medians (Performance, FCP, LCP, TBT, CLS, SEO) and stops the server.
 *
 * Debian's Chromium (`/usr/bin/chromium`, or PLAYWRIGHT_CHROMIUM_PATH) is driven through
 * Playwright, which also puts an item in the guest cart before the checkout page is measured
 * (the cart lives in local storage, which those runs keep; caches are still cleared).
 * A benchmark: it prints figures and asserts nothing. LIGHTHOUSE_RUNS changes the runs per page;
 * LIGHTHOUSE_REPORTS=<folder> keeps each run's JSON report there; `--no-build` skips the build;
 * LIGHTHOUSE_ONLY=<text> measures only the pages and presets whose name contains it (`landing`,
 * `mobile`, `checkout,mobile`: every comma-separated part must match the page or the preset).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import lighthouse, { desktopConfig, type Flags, type Result } from "lighthouse";
import { LOOPBACK as HOST, startServer, stopServer } from "./support/serve";

const PORT = 4192;
const ORIGIN = `http://${HOST}:${PORT}`;
const DEBUG_PORT = 9232;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const ONLY = (process.env.LIGHTHOUSE_ONLY ?? "").split(",").filter((part) => part !== "");
/** Whether `page` with `preset` is measured: every LIGHTHOUSE_ONLY part names one of them. */
const measured = (page: string, preset: string) =>
  ONLY.every((part) => page.includes(part) || preset === part);
const CHROMIUM = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const GIFT_CARD = "/marketplace/vouchers/description/fashion-gift-card/40211";

interface PageToMeasure {
  readonly name: string;
  readonly path: string;
  /** Puts the page's state in place first (in the browser's default profile). */
  readonly prepare?: (origin: string) => Promise<void>;
}

/** Every storage type but local storage, which holds the guest cart. */
const KEEP_LOCAL_STORAGE: NonNullable<Flags["clearStorageTypes"]> = [
  "cookies",
  "file_systems",
  "indexeddb",
  "shader_cache",
  "service_workers",
  "cache_storage",
  "websql",
];

// ---------------------------------------------------------------------------------------------
// The server

const build = () => {
  console.log("building the demo (npm run build:demo) ...");
  const result = spawnSync("npm", ["run", "build:demo"], { stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`npm run build:demo failed (exit ${result.status})`);
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

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const row = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;

// ---------------------------------------------------------------------------------------------
// The runs

const main = async () => {
  if (!process.argv.includes("--no-build")) build();
  const server = await startServer({ port: PORT, timeoutSeconds: 60 });
  const profile = mkdtempSync(join(tmpdir(), "storefront-lighthouse-"));
  // The default profile (persistent context) is the one Lighthouse's tabs use, so a cart put in
  // by Playwright is there for Lighthouse.
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [...CHROME_FLAGS, `--remote-debugging-port=${DEBUG_PORT}`],
  });
  const pages: readonly PageToMeasure[] = [
    { name: "landing `/marketplace`", path: "/marketplace" },
    { name: "gift-card listing", path: "/marketplace/vouchers" },
    { name: "gift card 40211", path: GIFT_CARD },
    {
      name: "checkout, one item",
      path: "/marketplace/checkout",
      prepare: async (origin) => {
        const page = await browser.newPage();
        await page.goto(`${origin}${GIFT_CARD}`);
        await page.getByRole("radio", { name: /1,000/ }).check();
        await page.getByRole("button", { name: "Add to Cart" }).click();
        await page.getByRole("link", { name: "Go to Cart" }).waitFor();
        await page.close();
      },
    },
  ];
  const presets = [
    { name: "mobile", config: undefined },
    { name: "desktop", config: desktopConfig },
  ] as const;
  const results = new Map<string, Figures>();
  try {
    for (const target of pages) {
      if (!presets.some((preset) => measured(target.name, preset.name))) continue;
      await target.prepare?.(ORIGIN);
      for (const preset of presets) {
        if (!measured(target.name, preset.name)) continue;
        const runs: Figures[] = [];
        for (let i = 0; i < RUNS; i++) {
          const flags: Flags = {
            port: DEBUG_PORT,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "seo"],
            ...(target.prepare === undefined ? {} : { clearStorageTypes: KEEP_LOCAL_STORAGE }),
          };
          const result = await lighthouse(`${ORIGIN}${target.path}`, flags, preset.config);
          if (result === undefined) throw new Error(`Lighthouse gave no result for ${target.path}`);
          const figures = figuresOf(result.lhr);
          if (REPORTS !== undefined && REPORTS !== "") {
            mkdirSync(REPORTS, { recursive: true });
            const slug = `${target.path.replace(/[^a-z0-9]+/gi, "-")}-${preset.name}-${i + 1}`;
            writeFileSync(join(REPORTS, `${slug}.json`), JSON.stringify(result.lhr));
          }
          runs.push(figures);
          console.log(
            `  ${target.name}, ${preset.name}, run ${i + 1}: Perf ${figures.perf}, LCP ${seconds(figures.lcp)}, ` +
              `TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)}`,
          );
        }
        results.set(`${target.name}|${preset.name}`, medians(runs));
      }
    }
  } finally {
    await browser.close();
    await stopServer(server);
    rmSync(profile, { recursive: true, force: true });
  }

  console.log("");
  console.log(`Lighthouse 12.2.3, median of ${RUNS} runs per page and preset (${ORIGIN}, demo build)`);
  console.log("");
  console.log(row(["page", "preset", "Perf", "FCP", "LCP", "TBT", "CLS", "SEO"]));
  console.log(row(["---", "---", "---:", "---:", "---:", "---:", "---:", "---:"]));
  for (const target of pages) {
    for (const preset of presets) {
      const m = results.get(`${target.name}|${preset.name}`);
      if (m === undefined) continue;
      console.log(
        row([
          target.name,
          preset.name,
          String(m.perf),
          seconds(m.fcp),
          seconds(m.lcp),
          `${Math.round(m.tbt).toLocaleString("en")} ms`,
          m.cls.toFixed(3),
          String(m.seo),
        ]),
      );
    }
  }
};

await main();
