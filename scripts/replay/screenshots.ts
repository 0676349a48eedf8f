/**
 * `npm run replay -- <log> --screenshots <folder> [--every K]`: one PNG of the storefront's page
 * per chosen step of a log, taken in Debian's Chromium (PLAYWRIGHT_CHROMIUM_PATH overrides) from
 * the watched page (`watch.html?surface`, served with the log by ./watch.ts) at the log's recorded
 * viewport. The chosen steps are each user input (every event whose input is `external`), or with
 * `--every K` the first step and every K-th one after it.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { EventLog } from "@domain/eventlog/format";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../support/chromium";
import { stepsOf, surfaceUrl } from "./watch";

/**
 * The attribute of `<html>` that names the step the watched page shows, once React has committed
 * it, or "refused" (WATCH_STEP_ATTRIBUTE of src/app/watchSurface.tsx, which Node cannot import:
 * its views are styled at build time).
 */
const STEP_ATTRIBUTE = "data-watch-step";

/** How long one step may take to show (a long log replayed from its start on a slow machine). */
const STEP_TIMEOUT_MS = 60_000;

/** The steps photographed: each user input's, or with `every` the first step and every `every`-th after it. */
export const chosenSteps = (log: EventLog, every: number | undefined): readonly number[] => {
  if (every === undefined) return log.entries.filter((e) => e.input === "external").map((e) => e.step);
  if (log.entries.length === 0) return [];
  const { first, last } = stepsOf(log);
  const steps: number[] = [];
  for (let step = first; step <= last; step += every) steps.push(step);
  return steps;
};

/** What the chosen steps are, in words, for the summary. */
export const choiceInWords = (every: number | undefined): string =>
  every === undefined
    ? "each user input"
    : every === 1
      ? "every step"
      : `every ${every}th step from the first`;

/** The file a step's picture is written to. */
export const screenshotName = (step: number): string => `step-${String(step).padStart(6, "0")}.png`;

export interface ScreenshotOptions {
  /** The watch server's origin (./watch.ts), serving the build and the log. */
  readonly origin: string;
  readonly log: EventLog;
  readonly steps: readonly number[];
  readonly folder: string;
  /** Hears each file as it is written. */
  readonly onWritten?: (file: string, step: number) => void;
}

export interface ScreenshotOutcome {
  readonly written: readonly string[];
  /** The step where the replay left the log, when the page stayed there as a later step was asked for. */
  readonly divergence: number | null;
}

/** The step the page shows once it has committed the one asked for: a number, or the refusal. */
const shownStep = async (page: Page): Promise<number | { readonly refused: string }> => {
  const handle = await page.waitForFunction(
    (name) => document.documentElement.getAttribute(name),
    STEP_ATTRIBUTE,
    { timeout: STEP_TIMEOUT_MS },
  );
  const value = String(await handle.jsonValue());
  if (value === "refused") {
    const message = await page.locator("pre[role=alert]").textContent();
    return { refused: message ?? "the watched page refused the log" };
  }
  return Number(value);
};

/** Asks the watched page for `step`, as its driver would (@views/devtools/watch/protocol). */
const moveTo = (page: Page, step: number): Promise<void> =>
  page.evaluate(
    ({ name, to }) => {
      // Cleared first, so the attribute read next is the one this move sets.
      document.documentElement.removeAttribute(name);
      window.postMessage({ tag: "storefront-watch", type: "move", step: to }, window.location.origin);
    },
    { name: STEP_ATTRIBUTE, to: step },
  );

/** Until the page's fonts are ready and a frame has been drawn with what React committed. */
const settled = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  });

/**
 * Writes `<folder>/step-<000123>.png` for each chosen step, in order. Where the replay leaves the
 * log the page stays at the divergence's step: that page is written once, and no later step is
 * taken. Throws when the watched page refuses the log.
 */
export const takeScreenshots = async (options: ScreenshotOptions): Promise<ScreenshotOutcome> => {
  const written: string[] = [];
  const [firstStep] = options.steps;
  if (firstStep === undefined) return { written, divergence: null };
  mkdirSync(options.folder, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  });
  try {
    const page = await browser.newPage({ viewport: options.log.header.environment.viewport });
    await page.goto(surfaceUrl(options.origin, firstStep));
    const photographed = new Set<number>();
    for (const [index, step] of options.steps.entries()) {
      if (index > 0) await moveTo(page, step);
      const shown = await shownStep(page);
      if (typeof shown !== "number") throw new Error(shown.refused);
      if (!photographed.has(shown)) {
        await settled(page);
        const file = join(options.folder, screenshotName(shown));
        await page.screenshot({ path: file });
        photographed.add(shown);
        written.push(file);
        options.onWritten?.(file, shown);
      }
      if (shown !== step) return { written, divergence: shown };
    }
    return { written, divergence: null };
  } finally {
    await browser.close();
  }
};
