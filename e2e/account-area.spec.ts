/**
 * The account area at 1280 px and 390 px (spec §2.3 'Profile area tabs'): a guest who opens one
 * of its routes is sent to sign in and comes back after (spec §2.1 'redirect'); at 1280 px the
 * tabs are a side navigation, on a phone '/mobile-profile' lists them and each tab is its own page.
 */
import { expect, type Page, submitSignIn, test } from "./fixtures";

const signInHere = async (page: Page) => {
  await submitSignIn(page, "priya@demo.example");
};

test.describe("the account area", () => {
  test("a guest opening /orders signs in and comes back to it; the tabs lead to each other", async ({
    page,
  }, testInfo) => {
    await page.goto("/marketplace/orders");
    await expect(page).toHaveURL(/\/marketplace\/login\?redirect=/);
    await signInHere(page);
    await expect(page).toHaveURL(/\/marketplace\/orders$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your Orders" })).toBeVisible();

    if (testInfo.project.name === "phone") {
      await page.getByRole("link", { name: "Your account" }).click();
      await expect(page).toHaveURL(/\/marketplace\/mobile-profile$/);
      const list = page.getByRole("navigation", { name: "Your account" });
      await expect(list.getByRole("link", { name: "Reward History" })).toBeVisible();
      await list.getByRole("link", { name: "Profile", exact: true }).click();
    } else {
      const nav = page.getByRole("navigation", { name: "Your account" });
      await expect(nav.getByRole("link", { name: "Your Orders" })).toHaveAttribute("aria-current", "page");
      // The marketplace enables every section, so every tab shows (spec §2.2 default list).
      await expect(nav.getByRole("link")).toHaveCount(10);
      await nav.getByRole("link", { name: "Profile", exact: true }).click();
    }
    await expect(page).toHaveURL(/\/marketplace\/profile$/);
    await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    // Reload keeps the tab.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  });
});
