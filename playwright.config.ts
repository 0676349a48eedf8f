import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN_TOKEN, E2E_RENDER_BUDGET_MS } from "./e2e/operator";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/support/chromium";

/**
 * Journeys run in real Chromium against the built storefront and the reference API on one
 * origin, with a fresh in-memory database and fault injection enabled.
 * `*.desktop.spec.ts` runs on the desktop project only, `*.phone.spec.ts` on the phone only.
 * Debian's Chromium is used (no browser download); override with PLAYWRIGHT_CHROMIUM_PATH.
 */
const port = Number(process.env.E2E_PORT ?? 4180);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * The chaos journeys (e2e/chaos: every call of the listing, sign-in, cart, checkout, cash-out and
 * recharge under HTTP 503, 500, 429, a dropped connection and an 8 s delay) form the project
 * `chaos`, present only when STOREFRONT_CHAOS=1, so a plain `npx playwright test` stays as fast as
 * before. `npm run chaos` runs it with three workers (its files share no state) and prints the table.
 */
const chaos = process.env.STOREFRONT_CHAOS === "1";

const chromium = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] };

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  reporter: chaos ? [["list"], ["./e2e/chaos/reporter.ts"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [
    {
      name: "desktop",
      testIgnore: /\.phone\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: "phone",
      testIgnore: /\.desktop\.spec\.ts$/,
      use: {
        viewport: { width: 390, height: 844 },
        // A phone's own user agent: the server renders a page in the layout it guesses from it.
        userAgent: devices["Pixel 7"].userAgent,
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
    ...(chaos
      ? [
          {
            name: "chaos",
            testDir: "e2e/chaos",
            // A call's five faults run again once when a cell misses on a loaded machine; the
            // report counts the calls run again, so a cell that only passes the second time shows.
            retries: 1,
            testMatch: /\.chaos\.ts$/,
            use: {
              ...devices["Desktop Chrome"],
              viewport: { width: 1280, height: 800 },
              launchOptions: chromium,
            },
          },
        ]
      : []),
  ],
  webServer: {
    // The browser stands behind a trusted proxy: each test sends its own X-Forwarded-For (e2e/fixtures.ts).
    // The operator's token opens the admin switches and the ticket reader (e2e/operator.ts).
    command: `tsx server/main.ts --port ${port} --db :memory: --faults --trusted-proxy 127.0.0.1 --admin-token ${E2E_ADMIN_TOKEN} --render-budget-ms ${E2E_RENDER_BUDGET_MS}`,
    url: `${baseURL}/marketplace`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
  },
});
