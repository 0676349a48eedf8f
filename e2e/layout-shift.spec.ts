/**
 * Nothing on a page moves as its data arrives: the cumulative layout shift of a fresh load of the
 * landing page, the gift-card page, the gift-card listing and the checkout stays under 0.1 (the
 * "good" threshold of the layout-shift metric), at 1280 px and at 390 px, once the page's data is
 * shown. Placeholders at the final size hold the place of the category tabs, category rows, home
 * sections, the product, the listing's cards and the points pill; the footer starts below the fold. A layout rule, measured by the browser's
 * own layout-shift entries. Also: the page's meta description is one tag, following the page.
 */
import { expect, type Page, signIn, test } from "./fixtures";

const GIFT_CARD = "/marketplace/vouchers/description/fashion-gift-card/40211";
/** The layout-shift metric's "good" threshold. */
const CLS_LIMIT = 0.1;

/**
 * The page's cumulative layout shift so far: every layout-shift entry the browser recorded since
 * the navigation (buffered), less those right after user input (which the metric leaves out).
 */
const cumulativeLayoutShift = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        const add = (entries: readonly PerformanceEntry[]) => {
          for (const entry of entries) {
            const value: unknown = Reflect.get(entry, "value");
            if (Reflect.get(entry, "hadRecentInput") !== true && typeof value === "number") total += value;
          }
        };
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: "layout-shift", buffered: true });
        // The buffered entries are delivered by the next frames; then the rest is taken at once.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            add(observer.takeRecords());
            observer.disconnect();
            resolve(total);
          }),
        );
      }),
  );

/** The category tabs are shown (their lists have loaded). */
const expectCategoryTabs = async (page: Page) => {
  const nav = page.getByTestId("category-nav");
  await expect(nav).not.toHaveAttribute("aria-busy", "true");
  await expect(nav.getByRole("link", { name: "Gift Card" })).toBeVisible();
};

const signInAs = async (page: Page, email: string) => {
  await signIn(page, email);
  await expect(page.getByTestId("points-pill")).toBeVisible();
};

/** The landing page with its categories and home sections shown. */
const expectLandingShown = async (page: Page) => {
  await expectCategoryTabs(page);
  await expect(page.getByTestId("categories-loading")).toHaveCount(0);
  await expect(page.getByTestId("categories-vouchers").getByRole("link").first()).toBeVisible();
  for (const name of ["experiences", "vouchers", "perks"]) {
    await expect(page.getByTestId(`home-${name}`)).toHaveAttribute("data-status", /^(fetched|failed)$/);
  }
};

test.describe("no layout shift while a page's data arrives", () => {
  test("the landing page", async ({ page }) => {
    await page.goto("/marketplace");
    await expectLandingShown(page);
    expect(await cumulativeLayoutShift(page)).toBeLessThan(CLS_LIMIT);
  });

  test("the landing page of a signed-in user, with the points pill", async ({ page }) => {
    await signInAs(page, "nina@demo.example");
    await page.goto("/marketplace");
    // Her balance, whatever other journeys of the run have spent of it.
    await expect(page.getByTestId("points-pill")).toContainText(/\d[\d,]*\.\d{2}/);
    await expectLandingShown(page);
    expect(await cumulativeLayoutShift(page)).toBeLessThan(CLS_LIMIT);
  });

  test("the gift-card page", async ({ page }) => {
    await page.goto(GIFT_CARD);
    await expect(page.getByRole("heading", { level: 1, name: "Fashion Gift Card" })).toBeVisible();
    await expect(page.getByRole("radio", { name: /1,000/ })).toBeVisible();
    await expectCategoryTabs(page);
    expect(await cumulativeLayoutShift(page)).toBeLessThan(CLS_LIMIT);
  });

  test("the gift-card listing", async ({ page }) => {
    await page.goto("/marketplace/vouchers");
    await expect(page.getByTestId("listing-count")).toHaveText("Showing 1–12 of 23");
    await expect(page.getByTestId("listing-card")).toHaveCount(12);
    await expect(
      page.getByRole("main").getByRole("navigation", { name: "Gift Cards Categories" }),
    ).toBeVisible();
    await expectCategoryTabs(page);
    expect(await cumulativeLayoutShift(page)).toBeLessThan(CLS_LIMIT);
  });

  test("the checkout with one gift card in the cart", async ({ page }) => {
    await page.goto(GIFT_CARD);
    await page.getByRole("radio", { name: /1,000/ }).check();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByRole("link", { name: "Go to Cart" })).toBeVisible();
    // A fresh load of the checkout: the cart comes back from storage.
    await page.goto("/marketplace/checkout");
    await expect(page.getByTestId("checkout-line")).toHaveCount(1);
    await expect(page.getByTestId("checkout-payment")).toBeVisible();
    await expectCategoryTabs(page);
    expect(await cumulativeLayoutShift(page)).toBeLessThan(CLS_LIMIT);
  });
});

test.describe("the page's meta description", () => {
  const description = 'meta[name="description"]';

  test("the gift-card page has one description, the product's; the landing page the site's", async ({
    page,
  }) => {
    await page.goto(GIFT_CARD);
    await expect(page.getByRole("heading", { level: 1, name: "Fashion Gift Card" })).toBeVisible();
    await expect(page.locator(description)).toHaveCount(1);
    await expect(page.locator(description)).toHaveAttribute(
      "content",
      "Fashion Gift Card on Rewards Marketplace: Clothing, footwear and accessories from leading fashion labels.",
    );
    // Back to the landing page in the same page: the site's description replaces the product's.
    await page.getByRole("link", { name: "Rewards Marketplace home" }).click();
    await expect(page.locator(description)).toHaveCount(1);
    await expect(page.locator(description)).toHaveAttribute(
      "content",
      /^Rewards Marketplace: spend your Points, gift-card balance and reward codes/,
    );
  });
});
