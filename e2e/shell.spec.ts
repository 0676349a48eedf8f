import { expect, test } from "./fixtures";

test.describe("storefront shell (spec §2.1, §2.11)", () => {
  test("opening / lands on /marketplace with the header, default logo and footer", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/marketplace$/);
    const header = page.getByTestId("site-header");
    await expect(header).toBeVisible();
    // The default store's company name (platform setting companyName) names its logo.
    const logo = header.getByRole("img", { name: "Rewards Marketplace" });
    await expect(logo).toHaveAttribute("src", "/brand/default-logo.svg");
    await expect(logo).toHaveJSProperty("naturalWidth", 220);
    expect((await logo.boundingBox())?.height).toBe(36);
    await expect(page.getByTestId("site-footer")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("GIFT CARDS & MORE");
  });

  test("an unknown path shows the 404 page, and 'Go to home page' leads home", async ({ page }) => {
    await page.goto("/marketplace/no-such-page");
    await expect(page.getByRole("heading", { name: "Oh no! Error 404" })).toBeVisible();
    await expect(page.getByText("We are trying hard to fix it. Shop through other pages.")).toBeVisible();
    await expect(page.getByRole("img", { name: "404 error" })).toBeVisible();
    await expect(page.getByTestId("site-header")).toHaveAttribute("data-variant", "payment");
    await page.getByRole("button", { name: "Go to home page" }).click();
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(page.getByRole("heading", { name: "GIFT CARDS & MORE" })).toBeVisible();
  });

  test("a reserved first segment is not a site: /checkout alone is not found", async ({ page }) => {
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { name: "Oh no! Error 404" })).toBeVisible();
  });
});
