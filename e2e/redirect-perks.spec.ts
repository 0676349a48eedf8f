/**
 * '/redirect-perks' at 1280 px and 390 px (spec §2.3 'redirecting to perks stores', §1: 'A
 * 'Redirecting To Perks Stores' notice says that perk stores reuse the user's existing store
 * credentials for checkout'): the notice, then the perks store (the site's perks listing), which a
 * signed-in shopper enters through the SSO entry with a token of sso_token (spec §2.1, §7.5). The
 * page's clock is held, so the notice is read before the redirect's delay runs out. Perks are for
 * the perks-enabled companies (spec §2.2, §6; the demo build's list is 1001, 2002 and 5179): Otto
 * Becker of Outsider GmbH (company 3003) gets the not-found page there and stays on it.
 */
import { PERKS_REDIRECT_DELAY_MS } from "../src/domain/perks";
import { expect, type Page, signIn, startsInBrowser, test } from "./fixtures";

const signInAs = async (page: Page, site: string, email: string) => {
  await signIn(page, email, site);
  // A user whose details carry a domain lands on '/{domain}' (spec §2.1).
  await expect(page).toHaveURL(new RegExp(`/${site}$`));
};

test("the 'Redirecting To Perks Stores' notice, then the perks store", async ({ page }) => {
  await page.clock.install();
  await page.goto("/marketplace/redirect-perks");
  const notice = page.getByTestId("redirect-perks");
  await expect(notice.getByRole("heading", { name: "Redirecting To Perks Stores" })).toBeVisible();
  await expect(notice.getByRole("status")).toHaveText(
    "Perk stores use your existing store credentials for checkout: there is nothing to sign in to again.",
  );
  await expect(notice.getByRole("link", { name: "Go to the perks store now" })).toHaveAttribute(
    "href",
    "/marketplace/perks",
  );
  await expect(page).toHaveURL(/\/marketplace\/redirect-perks$/);
  await page.clock.runFor(PERKS_REDIRECT_DELAY_MS);
  await expect(page).toHaveURL(/\/marketplace\/perks$/);
});

test("a signed-in shopper enters the perks store through the SSO entry and is still signed in there (spec §2.1, §7.5 sso_token)", async ({
  page,
}) => {
  await signIn(page, "priya@demo.example");
  await expect(page.getByTestId("user-name")).toHaveText("Priya Sharma");
  await page.clock.install();
  await page.goto("/marketplace/redirect-perks");
  const notice = page.getByTestId("redirect-perks");
  await expect(notice.getByRole("heading", { name: "Redirecting To Perks Stores" })).toBeVisible();
  await expect(notice).toHaveAttribute("aria-busy", "true");
  const entry = page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === "/sso/",
  );
  await page.clock.runFor(PERKS_REDIRECT_DELAY_MS);
  const sso = new URL((await entry).url());
  expect(sso.searchParams.get("token") ?? "").not.toBe("");
  expect(Buffer.from(sso.searchParams.get("redirect") ?? "", "base64").toString()).toBe("/marketplace/perks");
  await expect(page).toHaveURL(/\/marketplace\/perks$/);
  await expect(page.getByTestId("user-name")).toHaveText("Priya Sharma");
});

test("a company outside the perks-enabled list gets the not-found page and is not redirected", async ({
  page,
}) => {
  await signInAs(page, "outsider", "otto@outsider.example");
  await page.clock.install();
  await page.goto("/outsider/redirect-perks");
  await expect(page.getByRole("heading", { level: 1, name: "Oh no! Error 404" })).toBeVisible();
  await expect(page.getByTestId("redirect-perks")).toHaveCount(0);
  await page.clock.runFor(PERKS_REDIRECT_DELAY_MS * 2);
  await expect(page).toHaveURL(/\/outsider\/redirect-perks$/);
  await expect(page.getByRole("heading", { level: 1, name: "Oh no! Error 404" })).toBeVisible();
});

test("the redirect waits for the signed-in user's company: Otto's details arrive late, he is still not redirected", async ({
  page,
}) => {
  await signInAs(page, "outsider", "otto@outsider.example");
  await page.clock.install();
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/fetchUserDetails$/, async (route) => {
    await released;
    await route.continue();
  });
  // The page starts in the browser, whose call for the details is held.
  await startsInBrowser(page);
  await page.goto("/outsider/redirect-perks");
  // Before the company is known the page is there, under the full-page loader, and waits.
  await expect(page.getByTestId("redirect-perks")).toBeAttached();
  await page.clock.runFor(PERKS_REDIRECT_DELAY_MS * 2);
  await expect(page).toHaveURL(/\/outsider\/redirect-perks$/);
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Oh no! Error 404" })).toBeVisible();
  await page.clock.runFor(PERKS_REDIRECT_DELAY_MS * 2);
  await expect(page).toHaveURL(/\/outsider\/redirect-perks$/);
  await expect(page.getByRole("heading", { level: 1, name: "Oh no! Error 404" })).toBeVisible();
});
