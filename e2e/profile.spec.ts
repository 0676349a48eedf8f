/**
 * The PROFILE tab at 1280 px and 390 px (spec §2.3, §3 'User', §5, §7.5 'Profile'): edit profile
 * refuses a 6-digit Indian mobile with the spec §5 text, asks for the current password for a new
 * number (a wrong one refused in the form) and saves it, and the header shows the new name; a new
 * sign-in e-mail is confirmed with the code mailed to it (read from the reference API's outbox);
 * change password, sign out, and sign in with the new e-mail and password; the alternate e-mail is
 * offered where the menu data enables it (client 1001) and not where it does not (2002).
 * Each journey's user is its own, one per width (server/domains/profile/seed.ts).
 */
import { DEMO_PASSWORD, expect, type Page, signIn, test } from "./fixtures";

const MOBILE_TEXT = "Mobile number should be between 7 to 16 digits only";
const PASSWORD_NEEDED = "Please enter your current password to change your e-mail address or mobile number.";
const WRONG_PASSWORD = "The current password you entered is not correct.";

const signInAs = async (page: Page, site: string, email: string, password = DEMO_PASSWORD) => {
  await signIn(page, email, site, password);
  await expect(page.getByTestId("user-name")).toBeVisible();
};

const openProfile = async (page: Page, site: string) => {
  await page.goto(`/${site}/profile`);
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Your details" })).toBeVisible();
};

test.describe("the PROFILE tab", () => {
  test("edit profile refuses a 6-digit Indian mobile with the spec §5 text and saves a 10-digit one with the current password", async ({
    page,
  }, info) => {
    const email = `kiran.${info.project.name}@demo.example`;
    // A number of its own per width: a number belongs to one account of the client.
    const mobile = info.project.name === "phone" ? "9845077778" : "9845077777";
    await signInAs(page, "marketplace", email);
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

    await form.getByLabel("Mobile number").fill(mobile);
    await expect(form.getByText(MOBILE_TEXT, { exact: true })).toHaveCount(0);
    await form.getByLabel("First name").fill("Kiranjit");
    // A new number needs the current password: refused before any call without it, by the
    // server with a wrong one.
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText(PASSWORD_NEEDED, { exact: true })).toBeVisible();
    await form.getByLabel("Current password").fill("Wrong@1234");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByRole("alert")).toHaveText(WRONG_PASSWORD);
    await expect(details.getByText(`+91 ${mobile}`)).toHaveCount(0);
    await form.getByLabel("Current password").fill(DEMO_PASSWORD);
    await form.getByLabel("Current password").press("Enter");
    await expect(details.getByRole("status")).toHaveText("Your profile has been updated.");
    await expect(details.getByText(`+91 ${mobile}`)).toBeVisible();
    // The header's user follows the edit.
    await expect(page.getByTestId("user-name")).toHaveText("Kiranjit Rao");
    // It persisted on the server: a reload shows it.
    await page.reload();
    await expect(page.getByRole("region", { name: "Your details" }).getByText(`+91 ${mobile}`)).toBeVisible();
  });

  test("a new sign-in e-mail confirmed with the code mailed to it; change password, sign out, sign in with both", async ({
    page,
    request,
  }, info) => {
    test.slow();
    const email = `vera.${info.project.name}@demo.example`;
    const newEmail = `vera.nair.${info.project.name}@mail.example`;
    await signInAs(page, "marketplace", email);
    await openProfile(page, "marketplace");
    const details = page.getByRole("region", { name: "Your details" });
    await details.getByRole("button", { name: "Edit profile" }).click();
    const form = details.getByRole("form", { name: "Edit profile" });
    await form.getByLabel("E-mail", { exact: true }).fill(newEmail);
    await form.getByLabel("Current password").fill(DEMO_PASSWORD);
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByRole("status")).toHaveText(
      `We have sent a 6-digit code to ${newEmail}. Your sign-in e-mail changes once you confirm it with that code.`,
    );
    // Not the sign-in e-mail yet; the old address is told.
    await expect(details.getByRole("definition").filter({ hasText: email })).toBeVisible();
    const notice = (await (await request.get(`/__outbox?to=${email}`)).json()) as {
      mails: { kind: string }[];
    };
    expect(notice.mails.map((m) => m.kind)).toEqual(["email-change-notice"]);
    const outbox = (await (await request.get(`/__outbox?to=${newEmail}`)).json()) as {
      mails: { kind: string; body: string }[];
    };
    const code =
      outbox.mails.find((m) => m.kind === "email-change-code")?.body.match(/\b(\d{6})\b/)?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    const codeField = form.getByLabel("Code from the e-mail");
    await expect(codeField).toBeFocused();
    await codeField.fill(code);
    await form.getByRole("button", { name: "Confirm and save" }).click();
    await expect(details.getByRole("status")).toHaveText("Your profile has been updated.");
    await expect(details.getByRole("definition").filter({ hasText: newEmail })).toBeVisible();

    const card = page.getByRole("region", { name: "Change password" });
    await card.getByLabel("Current password").fill("Wrong@1234");
    await card.getByLabel("New password", { exact: true }).fill("Fresh2026pass");
    await card.getByLabel("Confirm new password").fill("Fresh2026pass");
    await card.getByRole("button", { name: "Change password" }).click();
    await expect(card.getByRole("alert")).toHaveText(WRONG_PASSWORD);

    await card.getByLabel("Current password").fill(DEMO_PASSWORD);
    await card.getByRole("button", { name: "Change password" }).click();
    await expect(card.getByRole("status")).toHaveText(
      "Your password has been changed. Use the new one the next time you sign in.",
    );

    await page.getByRole("button", { name: "Account menu of Vera Nair" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    // After 500 ms, the full redirect to the site (spec §4 'Logout' step 4).
    await expect(page).toHaveURL(/\/marketplace\/$/, { timeout: 15_000 });
    await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible({ timeout: 15_000 });
    await signInAs(page, "marketplace", newEmail, "Fresh2026pass");
    await expect(page.getByTestId("user-name")).toHaveText("Vera Nair");
  });

  test("the alternate e-mail is offered where the menu enables it (client 1001), not where it does not (2002)", async ({
    page,
  }, info) => {
    await signInAs(page, "marketplace", `kiran.${info.project.name}@demo.example`);
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

    await signInAs(page, "acme", "omar@acme.example");
    await openProfile(page, "acme");
    await expect(page.getByRole("region", { name: "Change password" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Alternate e-mail" })).toHaveCount(0);
  });
});
