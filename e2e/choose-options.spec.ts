/**
 * The phone header's 'Choose Options' sheet (spec §2.4 'Mobile header': a 'Choose Options' sheet
 * with 'Check Reward History' and 'Check Point Conversion'), for a signed-in shopper: at 390 px it
 * opens from the header, Escape closes it and gives the focus back, and its links lead to the
 * reward history and the point conversion; at 1280 px the header has no such sheet (the profile
 * menu holds Reward History there).
 */
import { acceptCookies, expect, signIn, test } from "./fixtures";

test.beforeEach(acceptCookies);

test("'Choose Options' opens 'Check Reward History' and 'Check Point Conversion' on a phone only", async ({
  page,
  isMobile,
}) => {
  await signIn(page, "priya@demo.example");
  await expect(page.getByTestId("user-name")).toHaveText("Priya Sharma");
  const header = page.getByTestId("site-header");
  const button = header.getByRole("button", { name: "Choose Options" });
  if (!isMobile) {
    // Hidden from 992 px: the desktop header offers no sheet; its profile menu has Reward History.
    await expect(button).toBeHidden();
    await header.getByRole("button", { name: "Account menu of Priya Sharma" }).click();
    await expect(page.getByRole("menuitem", { name: "Reward History" })).toBeVisible();
    return;
  }
  await button.click();
  const sheet = page.getByRole("dialog", { name: "Choose Options" });
  await expect(sheet.getByRole("link")).toHaveText(["Check Reward History", "Check Point Conversion"]);
  await expect(sheet.getByRole("link", { name: "Check Reward History" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(sheet).toHaveCount(0);
  await expect(button).toBeFocused();

  await button.click();
  await sheet.getByRole("link", { name: "Check Point Conversion" }).click();
  await expect(page).toHaveURL(/\/marketplace\/point-conversion$/);
  await expect(sheet).toHaveCount(0);
  await button.click();
  await sheet.getByRole("link", { name: "Check Reward History" }).click();
  await expect(page).toHaveURL(/\/marketplace\/reward-history$/);
});
