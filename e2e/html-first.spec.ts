/**
 * Pages that arrive with their first screen rendered on the server and resume in the browser
 * (server/core/pages.ts, src/app/render.tsx, src/app/resume.ts): every screen a guest reaches
 * resumes without a hydration error, and so does every screen a signed-in shopper reaches, the
 * landing and signed-in home pages ask the API nothing more once they resumed, a signed-in page
 * is rendered for its own shopper only and kept by no shared cache, a session the API does not
 * know ends in the browser on a rendered signed-out page, and two copies of the server on one
 * database serve one shopper's session and cart alike.
 *
 * A start that misses its budget sends the page without HTML, which these journeys count as a
 * failure: the journeys' server has a budget far above a loaded machine's slowest render
 * (playwright.config.ts), and so do the two copies started here.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContextOptions, TestInfo } from "@playwright/test";
import { startServer, stopServer } from "../scripts/support/serve";
import {
  type BrowserContext,
  expect,
  type Page,
  signIn,
  submitSignIn,
  test,
  untilReady,
  waitingForReady,
} from "./fixtures";
import { E2E_RENDER_BUDGET_MS } from "./operator";
import { GIFT_CARD, GUEST_PAGES, SIGNED_IN_PAGES } from "./support/routes";

/** The element of the page's start (server/core/pages.ts `PAGE_START_ID`). */
const START = 'id="storefront-start"';

/** React's hydration errors: minified (#418 text, #419, #421, #422, #423, #425) or in words. */
const HYDRATION_ERROR = /(?:#|errors\/)(?:418|419|421|422|423|425)\b|hydrat/i;

/** The pages the server sent, by address, in the order they came (recorded by {@link recordPages}). */
type SentPages = ReadonlyMap<string, readonly string[]>;

/** The page the browser shows as the server last sent it. */
const sentPage = (pages: SentPages, page: Page): string => pages.get(page.url())?.at(-1) ?? "";

/** Whether the page's response carries a rendered first screen: the start and a filled `#root`. */
const isRendered = (html: string): boolean =>
  html.includes(START) && !html.includes('<div id="root"></div>') && html.includes('<div id="root"><');

/** A context as the test's project opens one (its width, its phone-ness), with nothing stored. */
const freshContext = (browser: Browser, info: TestInfo, extraHTTPHeaders: Record<string, string>) => {
  const use = info.project.use;
  const options: BrowserContextOptions = {
    baseURL: use.baseURL,
    viewport: use.viewport,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    deviceScaleFactor: use.deviceScaleFactor,
    extraHTTPHeaders,
    ...(use.userAgent === undefined ? {} : { userAgent: use.userAgent }),
  };
  return browser.newContext(options);
};

/**
 * The HTML of the pages the context loads as the server sent them, by address (the answer passes
 * through to the browser as it is, without its transfer coding).
 */
const recordPages = async (context: BrowserContext): Promise<SentPages> => {
  const pages = new Map<string, string[]>();
  // Only addresses that may be pages: not the API's calls, not files.
  await context.route(
    (url) => !url.pathname.startsWith("/chef/") && !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      if (!route.request().isNavigationRequest()) return route.fallback();
      const response = await route.fetch();
      const body = await response.text();
      const url = route.request().url();
      pages.set(url, [...(pages.get(url) ?? []), body]);
      const headers = { ...response.headers() };
      delete headers["content-encoding"];
      delete headers["content-length"];
      await route.fulfill({ status: response.status(), headers, body });
    },
  );
  return pages;
};

/**
 * Before the page's script runs, keeps the first element the server rendered in `#root`: the
 * views that resume take that element over, a page started anew replaces it.
 */
const keepServerMarkup = (context: BrowserContext) =>
  context.addInitScript(() => {
    // 'interactive': the markup is parsed, the page's (deferred) script has not run yet.
    document.addEventListener(
      "readystatechange",
      () => Reflect.set(window, "__serverMarkup", document.getElementById("root")?.firstElementChild ?? null),
      { once: true },
    );
  });

const keptServerMarkup = (page: Page) =>
  page.evaluate(() => {
    const kept: unknown = Reflect.get(window, "__serverMarkup");
    return kept instanceof Element && kept === document.getElementById("root")?.firstElementChild;
  });

/**
 * Opens `path` in `context` (prepared by {@link keepServerMarkup} and {@link recordPages}) and says
 * what went wrong: sent without its first screen, the server's markup replaced, hydration errors.
 */
const resumeProblems = async (context: BrowserContext, sent: SentPages, path: string): Promise<string[]> => {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`${error.name}: ${error.message}`));
  await page.goto(path);
  await untilReady(page);
  const problems: string[] = [];
  const html = sentPage(sent, page);
  const hydration = errors.filter((text) => HYDRATION_ERROR.test(text));
  if (!isRendered(html)) problems.push(`${path}: sent without its first screen rendered`);
  else if (!(await keptServerMarkup(page))) problems.push(`${path}: the server's markup was replaced`);
  if (hydration.length > 0) problems.push(`${path}: ${hydration.join(" | ")}`);
  await page.close();
  return problems;
};

test.describe("pages sent with their first screen rendered", () => {
  test("every page a guest reaches resumes from the server's markup without a hydration error", async ({
    browser,
    extraHTTPHeaders,
  }, info) => {
    test.setTimeout(GUEST_PAGES.length * 10_000);
    const problems: string[] = [];
    for (const path of GUEST_PAGES) {
      await test.step(path, async () => {
        const context = await freshContext(browser, info, extraHTTPHeaders ?? {});
        await keepServerMarkup(context);
        const sent = await recordPages(context);
        problems.push(...(await resumeProblems(context, sent, path)));
        await context.close();
      });
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });

  test("every page a signed-in shopper reaches resumes from the server's markup without a hydration error", async ({
    page,
    context,
  }) => {
    test.setTimeout(SIGNED_IN_PAGES.length * 10_000 + 20_000);
    await signIn(page, "priya@demo.example");
    await expect(page.getByTestId("user-name")).toHaveText("Priya Sharma");
    await keepServerMarkup(context);
    const sent = await recordPages(context);
    const problems: string[] = [];
    for (const path of SIGNED_IN_PAGES)
      await test.step(path, async () => {
        problems.push(...(await resumeProblems(context, sent, path)));
      });
    expect(problems, problems.join("\n")).toEqual([]);
  });

  /** The API calls `page` makes from `path`'s load until it is ready and the network is quiet. */
  const callsToStart = async (page: Page, sent: SentPages, path: string) => {
    const calls: string[] = [];
    const onRequest = (request: { url: () => string }) => {
      if (new URL(request.url()).pathname.startsWith("/chef/")) calls.push(request.url());
    };
    page.on("request", onRequest);
    await page.goto(path);
    expect(isRendered(sentPage(sent, page))).toBe(true);
    await expect(page.locator("html")).toHaveAttribute("data-storefront-ready", "");
    await page.waitForLoadState("networkidle");
    page.off("request", onRequest);
    return calls;
  };

  test("the landing page resumed asks the API nothing to start", async ({ page, context }) => {
    const sent = await recordPages(context);
    expect(await callsToStart(page, sent, "/marketplace")).toEqual([]);
    await expect(page.getByTestId("categories-vouchers")).toBeVisible();
  });

  test("the signed-in home page resumed asks the API nothing to start", async ({ page, context }) => {
    await signIn(page, "priya@demo.example");
    await expect(page.getByTestId("user-name")).toHaveText("Priya Sharma");
    // The sign-in's own page has finished asking, and is gone, before the page measured is
    // loaded: it cannot write the stored state between the page's request and its resume.
    await page.waitForLoadState("networkidle");
    await page.goto("about:blank");
    const sent = await recordPages(context);
    expect(await callsToStart(page, sent, "/marketplace/home")).toEqual([]);
    await expect(page.getByTestId("user-name")).toHaveText("Priya Sharma");
  });

  test("a guest's cart is on the checkout the server sends, which resumes (the persisted state's cookie mirror)", async ({
    page,
    context,
  }) => {
    await page.goto(GIFT_CARD);
    await page.getByRole("radio", { name: /1,000/ }).check();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByRole("link", { name: "Go to Cart" })).toBeVisible();
    await keepServerMarkup(context);
    const sent = await recordPages(context);
    await page.goto("/marketplace/checkout");
    const html = sentPage(sent, page);
    expect(isRendered(html)).toBe(true);
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf(START));
    expect(root).toContain("Fashion Gift Card");
    expect(root).not.toContain("Your cart is empty");
    expect(await keptServerMarkup(page)).toBe(true);
    await expect(page.getByText("Fashion Gift Card").first()).toBeVisible();
  });

  test("a signed-in page shows its own shopper's header, rendered for that shopper only and kept by no shared cache", async ({
    page,
    browser,
    extraHTTPHeaders,
  }, info) => {
    const other = await freshContext(browser, info, extraHTTPHeaders ?? {});
    const otherPage = waitingForReady(await other.newPage());
    const shoppers = [
      { page, email: "priya@demo.example", name: "Priya Sharma", points: "25,000" },
      { page: otherPage, email: "sam@demo.example", name: "Sam Carter", points: "1,200.5" },
    ] as const;
    for (const shopper of shoppers) {
      await signIn(shopper.page, shopper.email);
      await expect(shopper.page.getByTestId("user-name")).toHaveText(shopper.name);
    }
    for (const [index, shopper] of shoppers.entries()) {
      const someoneElse = shoppers[1 - index];
      const response = await shopper.page.context().request.get("/marketplace/home");
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe("private, no-cache");
      expect(response.headers().vary?.split(/,\s*/)).toContain("Cookie");
      const html = await response.text();
      expect(isRendered(html)).toBe(true);
      const root = html.slice(html.indexOf('<div id="root">'), html.indexOf(START));
      expect(root).toMatch(new RegExp(`data-testid="user-name"[^>]*>${shopper.name}<`));
      expect(root).toMatch(new RegExp(`data-testid="points-pill"[^]*${shopper.points}`));
      expect(html).not.toContain(someoneElse?.name ?? "");
      // The page resumes with the same header.
      await shopper.page.goto("/marketplace/home");
      await expect(shopper.page.getByTestId("user-name")).toHaveText(shopper.name);
    }
    await other.close();
  });

  test("an unknown session is ended in the browser, and the signed-out page it lands on is rendered and works", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([
      { name: "a_t", value: "no-such-session-0000", url: baseURL ?? "" },
      { name: "s_e_t", value: "1", url: baseURL ?? "" },
    ]);
    const sent = await recordPages(context);
    await page.goto("/marketplace");
    // The start finds the session ended and sends the shopper to custom_url (spec §4 'Login
    // state'): the server leaves that to the browser, which ends the session and asks again.
    await expect.poll(() => sent.get(page.url())?.length ?? 0).toBe(2);
    const [first = "", html = ""] = sent.get(page.url()) ?? [];
    expect(isRendered(first)).toBe(false);
    expect(isRendered(html)).toBe(true);
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf(START));
    expect(root).toMatch(/>Sign In</);
    expect(root).not.toMatch(/data-testid="user-name"[^>]*>[^<]/);
    await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
    await expect(page.getByTestId("user-name")).toHaveCount(0);
    await page.getByRole("link", { name: "Sign In" }).first().click();
    await expect(page).toHaveURL(/\/marketplace\/login$/);
    await expect(page.getByLabel("E-mail address or mobile number")).toBeVisible();
  });
});

test.describe("two copies of the server on one database", () => {
  /** Each project's own pair, so the desktop's and the phone's copies can run side by side. */
  const PORTS: Readonly<Record<string, readonly [number, number]>> = {
    desktop: [4187, 4188],
    phone: [4193, 4194],
  };
  let origins: readonly string[] = [];
  let folder = "";
  const servers: ChildProcess[] = [];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const ports = PORTS[test.info().project.name] ?? [4187, 4188];
    origins = ports.map((port) => `http://127.0.0.1:${port}`);
    folder = mkdtempSync(join(tmpdir(), "storefront-two-copies-"));
    const db = join(folder, "storefront.db");
    // One after the other: the first seeds the database, the second finds it seeded.
    for (const port of ports) {
      servers.push(
        await startServer({
          port,
          args: ["--db", db, "--render-budget-ms", String(E2E_RENDER_BUDGET_MS)],
          timeoutSeconds: 60,
        }),
      );
    }
  });

  test.afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    if (folder !== "") rmSync(folder, { recursive: true, force: true });
  });

  test("a shopper's session and cart follow them from one copy to the other", async ({ page, context }) => {
    const sent = await recordPages(context);
    const [first = "", second = ""] = origins;
    // Each copy serves this worktree's build, rendered.
    const built = readFileSync("dist/index.html", "utf8").match(/src="\/assets\/[^"]+\.js"/g) ?? [];
    expect(built.length).toBeGreaterThan(0);
    for (const origin of origins) {
      const html = await (await page.request.get(`${origin}/marketplace`)).text();
      for (const script of built) expect(html).toContain(script);
      expect(isRendered(html)).toBe(true);
    }

    await page.goto(`${first}/marketplace/login`);
    await submitSignIn(page, "nina@demo.example");
    await expect(page.getByTestId("user-name")).toHaveText("Nina Kapoor");

    await page.goto(`${second}/marketplace/home`);
    expect(sentPage(sent, page)).toMatch(/data-testid="user-name"[^>]*>Nina Kapoor</);
    await expect(page.getByTestId("user-name")).toHaveText("Nina Kapoor");
    await page.goto(`${second}${GIFT_CARD}`);
    await page.getByRole("radio", { name: /1,000/ }).check();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Added to your cart.")).toBeVisible();

    await page.goto(`${first}/marketplace/cart`);
    await expect(page.getByTestId("user-name")).toHaveText("Nina Kapoor");
    const lines = page.getByRole("list", { name: "Items in your cart" });
    await expect(lines).toContainText("Fashion Gift Card");
  });
});
