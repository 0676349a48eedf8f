/**
 * The journeys' `test` and `expect`. When `CHARTS_COVERAGE_DIR` is set, every page gets a
 * transition recording object (`window.__storefrontTransitions`, which the storefront fills from
 * its actor system's inspection), and after each test what it holds is written to
 * `<dir>/playwright-<pid>-<n>.json` (`{ machineId: [transition ids] }`, read by
 * `npm run charts -- --coverage`). Without the variable nothing is added to the page.
 * A full page load starts a new recording object: only what the last loaded page took is kept.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test as base, expect } from "@playwright/test";

const dir = process.env.CHARTS_COVERAGE_DIR;

const writeRecording = (directory: string, data: unknown): void => {
  mkdirSync(directory, { recursive: true });
  const text = `${JSON.stringify(data)}\n`;
  for (let n = 0; ; n++) {
    try {
      writeFileSync(join(directory, `playwright-${process.pid}-${n}.json`), text, { flag: "wx" });
      return;
    } catch (error) {
      if (!(error instanceof Error) || Reflect.get(error, "code") !== "EEXIST") throw error;
    }
  }
};

const recording = (directory: string) =>
  base.extend<{ transitionCoverage: undefined }>({
    transitionCoverage: [
      async ({ page }, use) => {
        await page.addInitScript(() => {
          Reflect.set(window, "__storefrontTransitions", {});
        });
        await use(undefined);
        const data: unknown = await page
          .evaluate(() => Reflect.get(window, "__storefrontTransitions"))
          .catch(() => undefined);
        if (typeof data === "object" && data !== null && Object.keys(data).length > 0) {
          writeRecording(directory, data);
        }
      },
      { auto: true },
    ],
  });

/** Without `CHARTS_COVERAGE_DIR`, Playwright's own `test`, unchanged. */
export const test: typeof base = dir === undefined || dir === "" ? base : recording(dir);

export type { APIRequestContext, Locator, Page } from "@playwright/test";
export { expect };
