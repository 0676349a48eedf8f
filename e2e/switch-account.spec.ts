/**
 * Switching linked accounts at 1280 px and 390 px (spec §2.4 'Switch Account', §6 'Linked
 * accounts', §7.5 'Account switching'): Sam Carter has three linked accounts; from the profile
 * menu he opens '/switch-account', chooses another account, and the header's points follow the
 * new account once the start-up has run again (spec §4).
 */
import { expect, type Page, signIn, test } from "./fixtures";

const signInAs = async (page: Page, identity: string, name = "Sam Carter") => {
  await signIn(page, identity);
  await expect(page.getByTestId("user-name")).toHaveText(name);
};

/** Opens the profile menu of `name` (spec §2.4) and returns its entries. */
const openAccountMenu = async (page: Page, name: string) => {
  await page.getByRole("button", { name: `Account menu of ${name}` }).click();
  const menu = page.getByRole("menu", { name: `Account menu of ${name}` });
  await expect(menu.getByRole("menuitem").first()).toBeFocused();
  return menu;
};

test.describe("switch account", () => {
  test("Sam switches from one linked account to another and the header's points change", async ({ page }) => {
    await signInAs(page, "sam@demo.example");
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

  test("'Switch to Admin' shows for an admin of a site with adminPanelAccess, in a new tab, and for no one else (spec §6 'Admin')", async ({
    page,
  }) => {
    await signInAs(page, "admin@demo.example", "Ada Admin");
    const adminMenu = await openAccountMenu(page, "Ada Admin");
    const admin = adminMenu.getByRole("menuitem", { name: "Switch to Admin (opens in a new tab)" });
    await expect(admin).toBeVisible();
    await expect(admin).toHaveAttribute("target", "_blank");
    await expect(admin).toHaveAttribute("href", "/admin");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Account menu of Ada Admin" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible({ timeout: 15_000 });

    await signInAs(page, "sam@demo.example");
    const samMenu = await openAccountMenu(page, "Sam Carter");
    await expect(samMenu.getByRole("menuitem", { name: "Switch Account" })).toBeVisible();
    await expect(samMenu.getByRole("menuitem", { name: /Switch to Admin/ })).toHaveCount(0);
  });

  test("a sign-in that answers showLinkedAccountsModal offers the choice of account first (spec §3)", async ({
    page,
  }) => {
    await signIn(page, "leo@demo.example");
    await expect(page).toHaveURL(/\/marketplace\/switch-account$/);
    const region = page.getByRole("region", { name: "Switch Account" });
    await expect(region.getByText("Choose the account to use:")).toBeVisible();
    await expect(region.getByRole("listitem").getByRole("button")).toHaveCount(2);
    await expect(region.locator('button[aria-current="true"]')).toHaveText(/Rewards Marketplace/);
    await region.getByRole("button", { name: /Acme Rewards/ }).click();
    await expect(region.getByRole("status")).toHaveText("Account switched successfully.");
    await expect(region.locator('button[aria-current="true"]')).toHaveText(/Acme Rewards/);
  });
});
