/**
 * The PROFILE tab at 1280 px and 390 px (spec §2.3, §3 'User', §5, §7.5 'Profile'): edit profile
 * refuses a 6-digit Indian mobile with the spec §5 text and saves a 10-digit one, and the header
 * shows the new name; change password, sign out, and sign in with the new password; the alternate
 * e-mail is offered where the menu data enables it (client 1001) and not where it does not (2002).
 * Each journey's user is its own, one per width (server/domains/profile/seed.ts).
 */
import { expect, type Page, test } from "./fixtures";

const MOBILE_TEXT = "Mobile number should be between 7 to 16 digits only";

const signIn = async (page: Page, site: string, email: string, password = "Demo@1234") => {
  await page.goto(`/${site}/login`);
  await page.getByLabel("E-mail address or mobile number").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByTestId("user-name")).toBeVisible();
};

const openProfile = async (page: Page, site: string) => {
  await page.goto(`/${site}/profile`);
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Your details" })).toBeVisible();
};

test.describe("the PROFILE tab", () => {
  test("edit profile refuses a 6-digit Indian mobile with the spec §5 text and saves a 10-digit one", async ({
    page,
  }, info) => {
    const email = `kiran.${info.project.name}@demo.example`;
    await signIn(page, "marketplace", email);
    await openProfile(page, "marketplace");
    const details = page.getByRole("region", { name: "Your details" });
    // The contact '91-98450123xx' as its code and number.
    await expect(details.getByText(/^\+91 98450123\d\d$/)).toBeVisible();
    await expect(details.getByText(email)).toBeVisible();
    // No profile logo: the initials.
    await expect(details.getByText("KR", { exact: true })).toBeVisible();

    await details.getByRole("button", { name: "Edit profile" }).click();
    const form = details.getByRole("form", { name: "Edit profile" });
    await expect(form.getByLabel("Phone country")).toHaveValue("IN");
    await form.getByLabel("Mobile number").fill("984501");
    await expect(form.getByText(MOBILE_TEXT, { exact: true })).toBeVisible();
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText(MOBILE_TEXT, { exact: true })).toBeVisible();
    await expect(details.getByText("Your profile has been updated.")).toHaveCount(0);

    await form.getByLabel("Mobile number").fill("9845077777");
    await expect(form.getByText(MOBILE_TEXT, { exact: true })).toHaveCount(0);
    await form.getByLabel("First name").fill("Kiranjit");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(details.getByRole("status")).toHaveText("Your profile has been updated.");
    await expect(details.getByText("+91 9845077777")).toBeVisible();
    // The header's user follows the edit.
    await expect(page.getByTestId("user-name")).toHaveText("Kiranjit Rao");
    // It persisted on the server: a reload shows it.
    await page.reload();
    await expect(
      page.getByRole("region", { name: "Your details" }).getByText("+91 9845077777"),
    ).toBeVisible();
  });

  test("change password, sign out, sign in with the new password", async ({ page }, info) => {
    const email = `vera.${info.project.name}@demo.example`;
    await signIn(page, "marketplace", email);
    await openProfile(page, "marketplace");
    const card = page.getByRole("region", { name: "Change password" });
    await card.getByLabel("Current password").fill("Wrong@1234");
    await card.getByLabel("New password", { exact: true }).fill("Fresh2026pass");
    await card.getByLabel("Confirm new password").fill("Fresh2026pass");
    await card.getByRole("button", { name: "Change password" }).click();
    await expect(card.getByRole("alert")).toHaveText("The current password you entered is not correct.");

    await card.getByLabel("Current password").fill("Demo@1234");
    await card.getByRole("button", { name: "Change password" }).click();
    await expect(card.getByRole("status")).toHaveText(
      "Your password has been changed. Use the new one the next time you sign in.",
    );

    await page.getByRole("button", { name: "Account menu of Vera Nair" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    // After 500 ms, the full redirect to the site (spec §4 'Logout' step 4).
    await expect(page).toHaveURL(/\/marketplace\/$/, { timeout: 15_000 });
    await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible({ timeout: 15_000 });
    await signIn(page, "marketplace", email, "Fresh2026pass");
    await expect(page.getByTestId("user-name")).toHaveText("Vera Nair");
  });

  test("the alternate e-mail is offered where the menu enables it (client 1001), not where it does not (2002)", async ({
    page,
  }, info) => {
    await signIn(page, "marketplace", `kiran.${info.project.name}@demo.example`);
    await openProfile(page, "marketplace");
    const alternate = page.getByRole("region", { name: "Alternate e-mail" });
    await expect(alternate.getByText("You have not added an alternate e-mail yet.")).toBeVisible();
    await alternate.getByLabel("Alternate e-mail address").fill("kiran@mail");
    await expect(alternate.getByText("Please enter a valid alternate e-mail address.")).toBeVisible();
    await alternate.getByLabel("Alternate e-mail address").fill("kiran.rao@mail.example");
    await alternate.getByRole("button", { name: "Add alternate e-mail" }).click();
    await expect(alternate.getByRole("status")).toHaveText("Your alternate e-mail has been saved.");
    await expect(alternate.getByText("Your alternate e-mail: kiran.rao@mail.example")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("alternateEmail"))).toBe("kiran.rao@mail.example");

    await page.getByRole("button", { name: /^Account menu of / }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    // After 500 ms, the full redirect to the site (spec §4 'Logout' step 4).
    await expect(page).toHaveURL(/\/marketplace\/$/, { timeout: 15_000 });
    await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible({ timeout: 15_000 });
    // Logout clears it (spec §4 'Logout' step 3).
    expect(await page.evaluate(() => localStorage.getItem("alternateEmail"))).toBeNull();

    await signIn(page, "acme", "omar@acme.example");
    await openProfile(page, "acme");
    await expect(page.getByRole("region", { name: "Change password" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Alternate e-mail" })).toHaveCount(0);
  });
});
