/** The phone menu page (spec §2.3 '/mobile-menu', §2.4): the header links the phone header has no room for. */
import { expect, test } from "./fixtures";

test("the menu button leads to the header links; Track Order opens its dialog", async ({ page }) => {
  await page.goto("/marketplace");
  await page.getByRole("link", { name: "Menu" }).click();
  await expect(page).toHaveURL(/\/marketplace\/mobile-menu$/);
  await expect(page.getByRole("heading", { name: "Menu" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Help Center" })).toBeVisible();
  await page.getByRole("button", { name: "Track Order" }).click();
  await expect(page.getByRole("dialog", { name: "Track Your Order" })).toBeVisible();
});
