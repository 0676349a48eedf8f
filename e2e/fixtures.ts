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
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
  type TestInfo,
} from "@playwright/test";

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

/** The attribute the storefront puts on `<html>` once its page answers the shopper (src/app/resume.ts). */
export const READY_ATTRIBUTE = "data-storefront-ready";

/**
 * After a page load: waits until the storefront's page answers the shopper. A page sent with its
 * first screen rendered shows it before its script has taken it over, and a click before then
 * would do nothing. Pages that are not the storefront's (a gateway's, an API answer) have no `#root`.
 */
export const untilReady = async (page: Page): Promise<void> => {
  await page
    .waitForFunction(
      (attribute) =>
        document.getElementById("root") === null || document.documentElement.hasAttribute(attribute),
      READY_ATTRIBUTE,
    )
    .catch(() => undefined);
};

/** The client address of the test's visitor (see {@link visitors}). */
export const visitorAddress = (testInfo: Pick<TestInfo, "testId" | "retry">): string => {
  let hash = 0;
  for (const char of `${testInfo.testId}:${testInfo.retry}`) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}`;
};

/**
 * The next page this test's visitor loads is sent without its first screen rendered, and starts
 * in the browser (the fault `renderPage`, server/core/pages.ts): for the journeys that watch a
 * page's start-up states (its loaders, what a held-back call shows).
 */
export const startsInBrowser = async (page: Page): Promise<void> => {
  const response = await page.request.post("/__faults", {
    data: { operation: "renderPage", times: 1, client: visitorAddress(base.info()) },
  });
  expect(response.ok()).toBe(true);
};

/**
 * Holds every call of `pattern` until the answer is released: a loader or placeholder is seen
 * while the call is pending. Answers the release.
 */
export const holdBack = async (page: Page, pattern: RegExp): Promise<() => void> => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
};

/**
 * `page`, whose `goto` and `reload` wait until the storefront's page answers the shopper
 * ({@link untilReady}). The test's own `page` is one; a page a journey opens itself (another
 * context, another tab) is made one with this.
 */
export const waitingForReady = (page: Page): Page => {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilReady(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilReady(page);
    return response;
  };
  return page;
};

/**
 * The reference API counts rate limits per client address, and believes `X-Forwarded-For` from
 * the proxy the test server is told about (playwright.config.ts: `--trusted-proxy 127.0.0.1`).
 * Each test is its own visitor behind that proxy, so the journeys of a run do not share one
 * address's budget (spec §8 HTTP 429).
 */
const visitors = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ "x-forwarded-for": visitorAddress(testInfo), ...extraHTTPHeaders });
  },
  page: async ({ page }, use) => {
    await use(waitingForReady(page));
  },
});

const recording = (directory: string) =>
  visitors.extend<{ transitionCoverage: undefined }>({
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

/** Without `CHARTS_COVERAGE_DIR`, Playwright's own `test` with a visitor address per test. */
export const test: typeof base = dir === undefined || dir === "" ? visitors : recording(dir);

/**
 * The latest login OTP texted to a mobile number (`+91-9876543210`: dialling code and number), as
 * the reference API's outbox holds it (`GET /__outbox`, newest first).
 */
export const loginCodeFor = async (request: APIRequestContext, to: string): Promise<string> => {
  const outbox = (await (await request.get(`/__outbox?to=${encodeURIComponent(to)}`)).json()) as {
    mails: { kind: string; body: string }[];
  };
  const code = /\b(\d{6})\b/.exec(outbox.mails.find((mail) => mail.kind === "login-otp")?.body ?? "")?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code ?? "";
};

/** Every demo user's password (server/domains/account/seed.ts). */
export const DEMO_PASSWORD = "Demo@1234";

/**
 * The cookie banner stays away (spec §2.11): the consent cookie is set before the page opens, so
 * nothing covers the page's buttons. Usable as `test.beforeEach(acceptCookies)`.
 */
export const acceptCookies = async ({
  context,
  baseURL,
}: {
  readonly context: BrowserContext;
  readonly baseURL: string | undefined;
}): Promise<void> => {
  await context.addCookies([{ name: "user-has-accepted-cookies", value: "true", url: baseURL ?? "" }]);
};

/** On the sign-in page (spec §7.5): the identity, Continue, the password, Sign In. */
export const submitSignIn = async (page: Page, identity: string, password = DEMO_PASSWORD): Promise<void> => {
  await page.getByLabel("E-mail address or mobile number").fill(identity);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
};

/** Opens the site's sign-in page and signs in; the journey checks where it lands. */
export const signIn = async (
  page: Page,
  identity: string,
  site = "marketplace",
  password = DEMO_PASSWORD,
): Promise<void> => {
  await page.goto(`/${site}/login`);
  await submitSignIn(page, identity, password);
};

/**
 * Checkout's way to the card gateway (spec §2.3): the card-gateway payment page '/payment/:data/',
 * not under a site prefix, then its link on to the gateway's hosted page.
 */
export const continueToCardGateway = async (page: Page): Promise<void> => {
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/payment\/[A-Za-z0-9_-]+\/$/);
  await expect(page.getByRole("heading", { name: "Card payment" })).toBeVisible();
  await page.getByRole("link", { name: "Continue to card payment" }).click();
};

export type { APIRequestContext, BrowserContext, Locator, Page } from "@playwright/test";
export { expect };
