/**
 * The loaders (spec §2.1 'Loaders': a full-page loader while routes or countries load, or while a
 * logged-in user's details load; spec §2.11 'Loaders': the full-page overlay and the small inline
 * loaders of a section), at 1280 px and 390 px. Each journey holds one call back with
 * `page.route`, sees the loader while it is pending, releases it and sees the loader give way.
 * The page starts in the browser (startsInBrowser), so its calls are the browser's own.
 */
import { acceptCookies, expect, holdBack, type Page, signIn, startsInBrowser, test } from "./fixtures";

test.beforeEach(acceptCookies);

/** Holds back the calls whose address matches `pattern` until the returned function is called. */
const storeLoader = (page: Page) => page.getByRole("status", { name: "Loading the store" });

for (const [call, pattern] of [
  ["the site's routes", /\/getRoutes$/],
  ["the countries", /\/fetchAllCountries$/],
] as const) {
  test(`the full-page loader covers the store while ${call} load`, async ({ page }) => {
    await startsInBrowser(page);
    const release = await holdBack(page, pattern);
    await page.goto("/marketplace/swag", { waitUntil: "commit" });
    await expect(storeLoader(page)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Swag" })).toHaveCount(0);
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Swag" })).toBeVisible();
    await expect(storeLoader(page)).toHaveCount(0);
  });
}

test("the full-page loader covers the page while a signed-in shopper's details load", async ({ page }) => {
  await signIn(page, "priya@demo.example");
  await expect(page.getByTestId("user-name")).toHaveText("Priya Sharma");
  await startsInBrowser(page);
  const release = await holdBack(page, /\/fetchUserDetails$/);
  await page.goto("/marketplace/home", { waitUntil: "commit" });
  const loader = page.getByRole("status", { name: "Loading your account" });
  await expect(loader).toBeVisible();
  release();
  await expect(page.getByTestId("user-name")).toHaveText("Priya Sharma");
  await expect(loader).toHaveCount(0);
});

test("a listing's section loader shows placeholder cards while its products load", async ({ page }) => {
  await startsInBrowser(page);
  const release = await holdBack(page, /\/voucher_list$/);
  await page.goto("/marketplace/swag");
  await expect(page.getByRole("heading", { level: 1, name: "Swag" })).toBeVisible();
  await expect(page.getByTestId("listing-count")).toHaveText("Loading products…");
  await expect(
    page.getByRole("main").locator('[aria-busy="true"][aria-label="Loading products…"]'),
  ).toBeVisible();
  await expect(page.getByTestId("listing-card")).toHaveCount(0);
  release();
  await expect(page.getByTestId("listing-count")).toHaveText("Showing 1–5 of 5");
  await expect(page.getByTestId("listing-card")).toHaveCount(5);
});
