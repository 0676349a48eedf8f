import { expect, test } from "./fixtures";

/**
 * The site shell in the browser (spec §2.1–2.7, §4): white-labelling, country selection,
 * search, guarded sections and the phone layout, against the reference API's demo data.
 */

test.describe("white-labelling (spec §1, §2.4, §3)", () => {
  test("the default store reads as its own brand", async ({ page }) => {
    await page.goto("/marketplace");
    await expect(
      page.getByTestId("site-header").getByRole("img", { name: "Rewards Marketplace" }),
    ).toBeVisible();
    await expect(page.getByTestId("brand-theme")).toHaveCSS("--brand-primary", "#4338ca");
  });
});

test.describe("sections and routes (spec §2.2, §2.3, §8)", () => {
  test("a section the site has not enabled shows the 404 page", async ({ page }) => {
    // acme enables vouchers, experiences, merchandise, swag and charity: not perks.
    await page.goto("/acme/perks");
    await expect(page.getByRole("heading", { name: "Oh no! Error 404" })).toBeVisible();
    await page.goto("/marketplace/perks");
    await expect(page.getByRole("heading", { level: 1, name: "Offers" })).toBeVisible();
  });

  test("every family's route renders its own screen: a heading of its own, never the not-found page", async ({
    page,
  }) => {
    // spec §2.3: each screen of the route table has its page (src/views/App.tsx matches every
    // screen exhaustively, so a screen without one does not compile); these are the rows built
    // last, with the heading or test id each answers with on a fresh visit.
    const headed: readonly (readonly [string, RegExp])[] = [
      ["/marketplace/experiences", /^Experiences$/],
      ["/marketplace/flights", /^Search flights$/],
      ["/marketplace/hotels", /^Find a hotel$/],
      ["/marketplace/mobile-recharge", /^Mobile Recharge$/],
      ["/marketplace/cashout", /^Cash Out$/],
    ];
    for (const [path, heading] of headed) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Oh no! Error 404" })).toHaveCount(0);
    }
    const marked: readonly (readonly [string, string])[] = [
      ["/marketplace/common", "common-page"],
      ["/marketplace/rewards-api-catalogue", "rewards-api-page"],
      ["/marketplace/provider-a-payment-callback", "payment-invalid"],
      ["/marketplace/provider-b-payment-callback", "payment-invalid"],
      ["/marketplace/provider-c-payment-callback", "payment-invalid"],
      ["/marketplace/provider-d-payment-callback", "payment-invalid"],
      ["/payment/tampered/", "payment-invalid"],
    ];
    for (const [path, testId] of marked) {
      await page.goto(path);
      await expect(page.getByTestId(testId)).toBeVisible();
    }
    // Without maintenance, '/maintenance' sends the shopper back to the store.
    await page.goto("/marketplace/maintenance");
    await expect(page).toHaveURL(/\/marketplace$/);
  });
});

test.describe("cookie consent (spec §2.11)", () => {
  test("OK stores 'user-has-accepted-cookies' at path / and the banner stays away", async ({
    page,
    context,
  }) => {
    await page.goto("/marketplace");
    const banner = page.getByTestId("cookie-banner");
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "OK" }).click();
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === "user-has-accepted-cookies");
    expect(cookie?.path).toBe("/");
    await page.reload();
    await expect(page.getByTestId("site-header")).toBeVisible();
    await expect(banner).toBeHidden();
  });
});
