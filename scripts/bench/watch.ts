/**
 * Watching a long log, in the browser: generates a session of 10,000 events (BENCH_WATCH_EVENTS
 * overrides) from the storefront's real actor system with the event-log benchmark itself
 * (./eventlog.ts, asked to keep its log with BENCH_LOG_FILE), serves it with the demo build on a
 * loopback port as `npm run replay -- <log> --watch` does (../replay/watch.ts), and measures in
 * Debian's Chromium (PLAYWRIGHT_CHROMIUM_PATH overrides)
 *
 * - opening it at its last step: from the start of the watch page's navigation
 *   (`watch.html?log=…&at=<last>`) until the watched page in its frame shows that step (its
 *   `data-watch-step`), BENCH_REPEATS times (3 unless told). A ticket's log is cut to 200 kB, far
 *   less than this one, so the log is served the way `--watch` serves a file;
 * - the scrubber, with the CPU slowed four times (CDP Emulation.setCPUThrottlingRate): the step
 *   slider moved one step at a time with ArrowRight over BENCH_WATCH_MOVES steps (200 unless
 *   told), each move timed from the key to the watched page's step attribute changing.
 *
 * The build is not made here: `npm run bench` runs `npm run build:demo` first. A benchmark: it
 * prints figures and asserts nothing (this machine is shared and noisy).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { storefrontReplayOptions } from "@app/system";
import { readForReplay } from "@eventlog/refusal";
import { type Browser, chromium, type Frame, type Page } from "@playwright/test";
import { DIST, startWatchServer, stepsOf, watchPageUrl } from "../replay/watch";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../support/chromium";

const EVENTS = Number(process.env.BENCH_WATCH_EVENTS ?? 10_000);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const MOVES = Number(process.env.BENCH_WATCH_MOVES ?? 200);
const THROTTLE = 4;
/** Room for the controls above the watched page at the log's viewport. */
const WINDOW = { width: 1400, height: 1000 } as const;
const OPEN_TIMEOUT_MS = 180_000;

// ---------------------------------------------------------------------------------------------
// Figures

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
};
const fmt = (value: number, digits = 0) => value.toFixed(digits);

// ---------------------------------------------------------------------------------------------
// In the page (a string, so nothing the TypeScript compiler adds reaches the browser)

/**
 * Installed in every frame before its own scripts: each value the watched page gives its step
 * attribute, with the moment (ms since the epoch, at the clock's full resolution, so the watch
 * page's and its frame's moments compare), and the moment of the last key pressed.
 */
const IN_PAGE = `(() => {
  const b = { shown: [], keyAt: null };
  window.__watchBench = b;
  const now = () => performance.timeOrigin + performance.now();
  new MutationObserver((records) => {
    const at = now();
    for (const r of records) {
      const value = r.target.getAttribute && r.target.getAttribute("data-watch-step");
      if (value !== null && value !== undefined) b.shown.push({ value, at });
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-watch-step"] });
  addEventListener("keydown", () => { b.keyAt = now(); }, { capture: true });
})()`;

interface Shown {
  readonly value: string;
  readonly at: number;
}

const shownIn = (frame: Frame): Promise<readonly Shown[]> =>
  frame.evaluate("window.__watchBench.shown") as Promise<readonly Shown[]>;

/** The watched page's frame (`watch.html?surface`) inside the watch page. */
const surfaceFrame = async (page: Page): Promise<Frame> => {
  const deadline = Date.now() + OPEN_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const frame = page.frames().find((f) => f.url().includes("watch.html?surface"));
    if (frame !== undefined) return frame;
    await page.waitForTimeout(20);
  }
  throw new Error("the watch page shows no watched page");
};

/** Until the watched page's step attribute is `value` (a step, or "refused"). */
const untilShown = (frame: Frame, accept: readonly string[], timeout: number) =>
  frame.waitForFunction(
    (values) => values.includes(document.documentElement.getAttribute("data-watch-step") ?? ""),
    accept,
    { timeout, polling: "raf" },
  );

// ---------------------------------------------------------------------------------------------
// Generating the log

const dir = mkdtempSync(join(tmpdir(), "storefront-watch-bench-"));
const logFile = join(dir, "session.ndjson");

const generate = (): string => {
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/bench/eventlog.ts"], {
    encoding: "utf8",
    env: { ...process.env, BENCH_EVENTS: String(EVENTS), BENCH_LOG_FILE: logFile },
  });
  if (run.status !== 0 || !existsSync(logFile)) {
    throw new Error(`the event-log benchmark made no log (exit ${run.status}): ${run.stderr.trim()}`);
  }
  return run.stdout.trim().split("\n")[0] ?? "";
};

// ---------------------------------------------------------------------------------------------
// Measures

/**
 * Opens the watch page at `last` in a fresh page; the time until the watched page shows it. The
 * page hands its frame the log, which shows its first step, then the step asked for: the wait
 * ends at the first other value (the step, a divergence's step, or a refusal).
 */
const openAtLast = async (
  browser: Browser,
  origin: string,
  first: number,
  last: number,
): Promise<{ readonly ms: number; readonly shown: string }> => {
  const context = await browser.newContext({ viewport: WINDOW });
  try {
    const page = await context.newPage();
    await page.addInitScript(IN_PAGE);
    await page.goto(watchPageUrl(origin, last), { waitUntil: "commit" });
    const navigationStart = Number(await page.evaluate("performance.timeOrigin"));
    const frame = await surfaceFrame(page);
    const opening = String(first);
    await frame.waitForFunction(
      (firstStep) =>
        (Reflect.get(window, "__watchBench") as { shown: { value: string }[] }).shown.some(
          (s) => s.value !== firstStep,
        ),
      opening,
      { timeout: OPEN_TIMEOUT_MS, polling: 50 },
    );
    const shown = (await shownIn(frame)).find((s) => s.value !== opening);
    if (shown === undefined) throw new Error("the watched page showed no step");
    return { ms: shown.at - navigationStart, shown: shown.value };
  } finally {
    await context.close();
  }
};

/** The scrubber on a CPU slowed `THROTTLE` times: the time from each ArrowRight to the step shown. */
const scrub = async (browser: Browser, origin: string, from: number, moves: number) => {
  const context = await browser.newContext({ viewport: WINDOW });
  try {
    const page = await context.newPage();
    await page.addInitScript(IN_PAGE);
    await page.goto(watchPageUrl(origin, from));
    const frame = await surfaceFrame(page);
    await untilShown(frame, [String(from)], OPEN_TIMEOUT_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
    const slider = page.getByRole("slider");
    await slider.focus();
    const times: number[] = [];
    for (let i = 1; i <= moves; i++) {
      const step = from + i;
      const seen = (await shownIn(frame)).length;
      await page.keyboard.press("ArrowRight");
      // A step past a divergence shows the divergence's: any new value ends the wait.
      await frame.waitForFunction(
        (count) => (Reflect.get(window, "__watchBench") as { shown: unknown[] }).shown.length > count,
        seen,
        { timeout: 30_000, polling: "raf" },
      );
      const keyAt = Number(await page.evaluate("window.__watchBench.keyAt"));
      const shown = (await shownIn(frame)).slice(seen);
      const last = shown.at(-1);
      if (last === undefined) continue;
      times.push(last.at - keyAt);
      if (last.value !== String(step)) {
        console.log(`  the watched page showed ${last.value} for step ${step}: stopped (a divergence)`);
        break;
      }
    }
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    return times;
  } finally {
    await context.close();
  }
};

// ---------------------------------------------------------------------------------------------

try {
  if (!existsSync(join(DIST, "watch.html"))) {
    throw new Error(`${DIST}/watch.html is missing: run npm run build:demo first (npm run bench does)`);
  }
  const generated = generate();
  const text = readFileSync(logFile, "utf8");
  const read = readForReplay(text, storefrontReplayOptions().build);
  if (read.kind === "refused") throw new Error(read.message);
  const { first, last } = stepsOf(read.log);
  const mb = Buffer.byteLength(text) / (1024 * 1024);
  console.log(
    `watching a log: ${read.log.entries.length} events, steps ${first} to ${last}, ${fmt(mb, 1)} MB ` +
      `(${generated.replace(/^event log, /, "")}); ${cpus().length} cores, load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
  );
  const server = await startWatchServer({ root: DIST, logText: text, port: 0 });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  try {
    const opens: number[] = [];
    for (let i = 0; i < REPEATS; i++) {
      const open = await openAtLast(browser, server.origin, first, last);
      if (open.shown !== String(last))
        console.log(`  opened at ${last}, the watched page showed ${open.shown}`);
      opens.push(open.ms);
    }
    console.log(
      `  open at the last step (${last}): median ${fmt(percentile(opens, 50))} ms, ` +
        `runs ${opens.map((ms) => fmt(ms)).join(", ")} ms (navigation start to the watched page's step, CPU not slowed)`,
    );
    const moves = Math.min(MOVES, last - first);
    const times = await scrub(browser, server.origin, last - moves, moves);
    console.log(
      `  scrubber, CPU slowed ${THROTTLE}×, ${times.length} moves of one step (ArrowRight) over steps ` +
        `${last - moves} to ${last}: median ${fmt(percentile(times, 50), 1)} ms, ` +
        `p95 ${fmt(percentile(times, 95), 1)} ms, max ${fmt(Math.max(...times), 1)} ms (key to the step shown)`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
