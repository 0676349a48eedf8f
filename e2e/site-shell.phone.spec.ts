import { expect, test } from "./fixtures";

/**
 * The site shell on a phone (390 px) (spec §2.1–2.7, §4): white-labelling, country selection,
 * search, guarded sections and the phone layout, against the reference API's demo data.
 */

test.describe("search on phones (spec §2.6)", () => {
  test("phones: the search icon opens /search, whose back arrow leads to /vouchers", async ({ page }) => {
    await page.goto("/marketplace");
    await page.getByRole("link", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/marketplace\/search$/);
    await page.getByRole("main").getByRole("combobox").fill("dining");
    await expect(page.getByRole("option", { name: /Dining Gift Card/ })).toBeVisible();
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/marketplace\/vouchers$/);
  });
});

test.describe("the phone layout at 390 px (spec §2.4, §2.7, §9)", () => {
  test("the mobile header and the full-screen country modal", async ({ page }) => {
    await page.goto("/marketplace");
    const header = page.getByTestId("site-header");
    await expect(header.getByRole("link", { name: "Menu" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Search" })).toBeVisible();
    await expect(header.getByRole("combobox", { name: /search/i })).toBeHidden();

    await header.getByRole("button", { name: "Change Country, India selected" }).click();
    const modal = page.getByRole("dialog", { name: "Change Country" });
    await expect(modal).toBeVisible();
    const box = await modal.boundingBox();
    expect(box?.width).toBe(390);
    await modal.getByPlaceholder("Search for your country here...").fill("ger");
    await expect(modal.getByRole("button", { name: "Germany" })).toBeVisible();
    await expect(modal.getByRole("button", { name: "India" })).toBeHidden();
    await modal.getByRole("button", { name: "Back" }).click();
    await expect(modal).toBeHidden();

    // Choosing a country on a phone lands on the site's vouchers (spec §4 'Country selection').
    await header.getByRole("button", { name: "Change Country, India selected" }).click();
    await page
      .getByRole("dialog", { name: "Change Country" })
      .getByRole("button", { name: "Germany" })
      .click();
    await expect(page).toHaveURL(/\/marketplace\/vouchers$/);
  });
});
