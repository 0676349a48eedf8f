/**
 * Switching linked accounts at 1280 px and 390 px (spec §2.4 'Switch Account', §6 'Linked
 * accounts', §7.5 'Account switching'): Sam Carter has three linked accounts; from the profile
 * menu he opens '/switch-account', chooses another account, and the header's points follow the
 * new account once the start-up has run again (spec §4).
 */
import { expect, type Page, test } from "./fixtures";

const signIn = async (page: Page, identity: string) => {
  await page.goto("/marketplace/login");
  await page.getByLabel("E-mail address or mobile number").fill(identity);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Password").fill("Demo@1234");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByTestId("user-name")).toHaveText("Sam Carter");
};

test.describe("switch account", () => {
  test("Sam switches from one linked account to another and the header's points change", async ({ page }) => {
    await signIn(page, "sam@demo.example");
    const pill = page.getByTestId("points-pill");
    await expect(pill).toBeVisible();
    const before = (await pill.textContent()) ?? "";

    const menu = page.getByRole("button", { name: "Account menu of Sam Carter" });
    if (await menu.isVisible()) {
      await menu.click();
      await page.getByRole("menuitem", { name: "Switch Account" }).click();
    } else {
      await page.goto("/marketplace/switch-account");
    }
    await expect(page).toHaveURL(/\/marketplace\/switch-account$/);
    await expect(page.getByRole("heading", { name: "Switch Account" })).toBeVisible();
    const accounts = page
      .getByRole("region", { name: "Switch Account" })
      .getByRole("listitem")
      .getByRole("button");
    await expect(accounts).toHaveCount(3);
    const current = page
      .getByRole("region", { name: "Switch Account" })
      .locator('button[aria-current="true"]');
    await expect(current).toHaveCount(1);
    await expect(current).toBeDisabled();

    await page
      .getByRole("region", { name: "Switch Account" })
      .locator('li button[aria-current="false"]')
      .first()
      .click();
    await expect(page.getByRole("region", { name: "Switch Account" }).getByRole("status")).toHaveText(
      "Account switched successfully.",
    );
    await expect(pill).toBeVisible();
    await expect(pill).not.toHaveText(before);
  });
});
