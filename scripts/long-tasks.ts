/**
 * `npm run long-tasks`: the main-thread tasks over 50 ms each measured page runs on a phone
 * whose CPU is four times slower than this machine's (Chromium's own throttling), from the
 * request until the page answers the shopper and the network is quiet, and what each one spent
 * its time on. It builds the production storefront (`npm run build`; `--no-build` measures
 * `dist/` as it is), serves it with the reference API on a free loopback port, and opens each
 * page (scripts/support/pages.ts) in a fresh Pixel 7 context of Debian's Chromium
 * (`/usr/bin/chromium`, or PLAYWRIGHT_CHROMIUM_PATH), with the state its `prepare` puts in place.
 *
 * For each page it prints its first contentful paint, when it answered (the views set
 * `data-storefront-ready`), the total blocking time from first paint on (each task's time over
 * 50 ms), and each long task: when it started, how long it ran, whether it ran before the first
 * paint, and the three largest parts of it (script evaluation, a function call with its source
 * file read from the build's source maps, style, layout, parsing, garbage collection, ...).
 * LONG_TASKS_ONLY=<text> measures only the pages whose name holds it; LONG_TASKS_RATE=<n>
 * changes the slowdown. A benchmark: it prints figures and asserts nothing.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, devices } from "@playwright/test";
import { SourceMapConsumer } from "source-map";
import { untilReady } from "../e2e/fixtures";
import { CHROMIUM_PATH } from "./support/chromium";
import { MEASURED_PAGES } from "./support/pages";
import { freePort, LOOPBACK, startServer, stopServer } from "./support/serve";

const ARGS = process.argv.slice(2);
const RATE = Number(process.env.LONG_TASKS_RATE ?? 4);
const ONLY = process.env.LONG_TASKS_ONLY ?? "";
/** A task longer than this blocks the shopper (the Long Tasks API's threshold). */
const LONG_MS = 50;

/** One event of a Chromium trace (the fields read here). */
interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly args?: {
    readonly name?: string;
    readonly fileName?: string;
    readonly frame?: string;
    readonly data?: {
      readonly url?: string;
      readonly functionName?: string;
      readonly lineNumber?: number;
      readonly columnNumber?: number;
      readonly type?: string;
      readonly documentLoaderURL?: string;
      readonly frame?: string;
      readonly isMainFrame?: boolean;
    };
    readonly beginData?: { readonly url?: string };
  };
}

/** The build's source maps, by the address of the file they map, read once. */
const sourceMaps = new Map<string, SourceMapConsumer | null>();
const sourceMapOf = async (url: string): Promise<SourceMapConsumer | null> => {
  const known = sourceMaps.get(url);
  if (known !== undefined) return known;
  const file = join("dist", new URL(url).pathname);
  const map = existsSync(`${file}.map`)
    ? await new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, "utf8")))
    : null;
  sourceMaps.set(url, map);
  return map;
};

/** The source file of a position in a built script, shortened: `react-dom`, `src/app/main.tsx`. */
const sourceOf = async (url: string, line: number, column: number): Promise<string> => {
  const map = await sourceMapOf(url).catch(() => null);
  const name = url.split("/").pop() ?? url;
  if (map === null) return name;
  const original = map.originalPositionFor({ line: line + 1, column });
  if (original.source === null) return name;
  const source = original.source.replace(/^(\.\.\/)+/, "");
  const dependency = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return dependency?.[1] ?? source;
};

/** What a part of a task was, in words. */
const labelOf = async (event: TraceEvent): Promise<string> => {
  const data = event.args?.data;
  const file = (url: string | undefined) => url?.split("/").pop() ?? "";
  switch (event.name) {
    case "EvaluateScript":
      return `evaluate ${file(data?.url)}`;
    case "v8.compile":
    case "v8.compileModule":
      return `compile ${file(event.args?.fileName ?? data?.url)}`;
    case "FunctionCall":
      return data?.url === undefined || data.url === ""
        ? `call ${data?.functionName ?? "?"}`
        : `call ${await sourceOf(data.url, data.lineNumber ?? 0, data.columnNumber ?? 0)}`;
    case "EventDispatch":
      return `event ${data?.type ?? ""}`;
    case "UpdateLayoutTree":
      return "style";
    case "ParseHTML":
      return "parse HTML";
    case "ParseAuthorStyleSheet":
      return "parse CSS";
    default:
      return /GC/.test(event.name) ? "garbage collection" : event.name;
  }
};

/** The scheduler's own wrappers around a task's work: looked through to the work inside. */
const WRAPPER = /RunTask|ThreadController|Scheduler|SequenceManager|TaskQueue|^RunMicrotasks$/;

/**
 * The events fully inside `task` that no other event inside it contains, looking through the
 * scheduler's wrappers.
 */
const partsOf = (task: TraceEvent, events: readonly TraceEvent[]): TraceEvent[] => {
  const end = task.ts + (task.dur ?? 0);
  const inside = events
    .filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && (e.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const parts: TraceEvent[] = [];
  let coveredUntil = -1;
  for (const event of inside) {
    if (event.ts < coveredUntil) continue;
    parts.push(...(WRAPPER.test(event.name) ? partsOf(event, inside) : [event]));
    coveredUntil = event.ts + (event.dur ?? 0);
  }
  return parts;
};

interface LongTask {
  readonly startMs: number;
  readonly durationMs: number;
  readonly beforePaint: boolean;
  readonly parts: readonly string[];
}

interface PageFigures {
  readonly name: string;
  readonly fcpMs: number;
  readonly readyMs: number;
  readonly blockingMs: number;
  readonly tasks: readonly LongTask[];
}

const ms = (microseconds: number) => microseconds / 1000;

/** The page's main thread: the renderer thread that parsed its document. */
const mainThreadOf = (events: readonly TraceEvent[], url: string) => {
  const parse = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url === url);
  if (parse === undefined) throw new Error(`the trace has no parse of ${url}`);
  return { pid: parse.pid, tid: parse.tid };
};

const figuresOf = async (
  name: string,
  url: string,
  trace: { traceEvents: TraceEvent[] },
  readyAt: number,
): Promise<PageFigures> => {
  const events = trace.traceEvents;
  const main = mainThreadOf(events, url);
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X");
  const navigation = events.find(
    (e) => e.name === "navigationStart" && e.pid === main.pid && e.args?.data?.documentLoaderURL === url,
  );
  const start = navigation?.ts ?? Math.min(...onMain.map((e) => e.ts));
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === main.pid);
  const fcpTs = fcp?.ts ?? start;
  const tasks: LongTask[] = [];
  let blocking = 0;
  for (const task of onMain.filter((e) => e.name === "RunTask" && ms(e.dur ?? 0) > LONG_MS)) {
    const durationMs = ms(task.dur ?? 0);
    const beforePaint = task.ts < fcpTs;
    if (!beforePaint) blocking += durationMs - LONG_MS;
    const totals = new Map<string, number>();
    for (const part of partsOf(task, onMain)) {
      const label = await labelOf(part);
      totals.set(label, (totals.get(label) ?? 0) + ms(part.dur ?? 0));
    }
    const parts = [...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([label, total]) => `${label} ${Math.round(total)} ms`);
    tasks.push({ startMs: ms(task.ts - start), durationMs, beforePaint, parts });
  }
  return { name, fcpMs: ms(fcpTs - start), readyMs: readyAt, blockingMs: blocking, tasks };
};

const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "toplevel",
  "v8",
  "v8.execute",
  "blink.user_timing",
  "loading",
].join(",");

const main = async () => {
  if (!ARGS.includes("--no-build")) {
    console.log("building the production storefront (npm run build) ...");
    const built = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
    if (built.status !== 0) throw new Error(`npm run build failed (exit ${built.status})`);
  }
  const port = await freePort();
  const origin = `http://${LOOPBACK}:${port}`;
  const server = await startServer({ port, timeoutSeconds: 60 });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--no-sandbox"] });
  const results: PageFigures[] = [];
  try {
    for (const measured of MEASURED_PAGES.filter((p) => p.name.includes(ONLY))) {
      // Once to warm the server's compressed files and the page's first render.
      const warm = await browser.newContext(devices["Pixel 7"]);
      await measured.prepare?.(warm, origin);
      const warmPage = await warm.newPage();
      await warmPage.goto(`${origin}${measured.path}`);
      await untilReady(warmPage);
      await warm.close();

      const context = await browser.newContext(devices["Pixel 7"]);
      await measured.prepare?.(context, origin);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: RATE });
      await browser.startTracing(page, { categories: CATEGORIES.split(",") });
      const url = `${origin}${measured.path}`;
      await page.goto(url);
      await untilReady(page);
      const readyAt = await page.evaluate(() => performance.now());
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(1000);
      const buffer = await browser.stopTracing();
      await context.close();
      const trace = JSON.parse(buffer.toString("utf8")) as { traceEvents: TraceEvent[] };
      const figures = await figuresOf(measured.name, url, trace, readyAt);
      results.push(figures);
      console.log(
        `  ${figures.name}: first paint ${Math.round(figures.fcpMs)} ms, answers at ${Math.round(figures.readyMs)} ms, ` +
          `${figures.tasks.length} long tasks, blocking ${Math.round(figures.blockingMs)} ms`,
      );
    }
  } finally {
    await browser.close();
    await stopServer(server);
    for (const map of sourceMaps.values()) map?.destroy();
  }

  console.log("");
  console.log(`Main-thread tasks over ${LONG_MS} ms, Pixel 7, CPU slowed ${RATE}× (${origin})`);
  for (const page of results) {
    console.log("");
    console.log(
      `${page.name}: first paint ${Math.round(page.fcpMs)} ms, answers at ${Math.round(page.readyMs)} ms, ` +
        `blocking after first paint ${Math.round(page.blockingMs)} ms`,
    );
    if (page.tasks.length === 0) console.log("  no task over 50 ms");
    for (const task of page.tasks)
      console.log(
        `  at ${Math.round(task.startMs)} ms: ${Math.round(task.durationMs)} ms` +
          `${task.beforePaint ? " (before first paint)" : ""} — ${task.parts.join(", ")}`,
      );
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
