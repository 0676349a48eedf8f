/**
 * The Reward Codes Balance Checker on the desktop and phone layouts (spec §2.9, §4 'Voucher code
 * status', 'Status display', §5 'Reward code', §8), against the seeded reward codes. Lookups only
 * read a code (applyVoucher answers its balance): no code is applied, so no balance changes.
 */
import { acceptCookies, expect, type Locator, type Page, test } from "./fixtures";

let visitor = 0;

test.beforeEach(async ({ context, page, baseURL }) => {
  // The cookie banner stays away (spec §2.11).
  await acceptCookies({ context, baseURL });
  // The API counts a guest's lookups by address, 10 a minute (spec §8 HTTP 429): each journey
  // is its own visitor, so the journeys of this run do not share that budget.
  visitor += 1;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.100.${visitor}` });
});

const TITLE = "Reward Codes Balance Checker";

/** Opens the modal from the footer's 'Check Reward Code Balance' of the site at `path`. */
const openChecker = async (page: Page, path = "/marketplace"): Promise<Locator> => {
  await page.goto(path);
  await page.getByTestId("site-footer").getByRole("button", { name: "Check Reward Code Balance" }).click();
  const dialog = page.getByRole("dialog", { name: TITLE });
  await expect(dialog).toBeVisible();
  return dialog;
};

/** Types `code` into 'Reward Code' and presses 'Check Voucher Balance'. */
const check = async (dialog: Locator, code: string) => {
  await dialog.getByLabel("Reward Code").fill(code);
  await dialog.getByRole("button", { name: "Check Voucher Balance" }).click();
};

const statusOf = (dialog: Locator) => dialog.getByTestId("balance-status");

test.describe("spec §2.9: the modal's frame and field", () => {
  test("title, subtitle, label, placeholder, button; the code is shown in blocks of 4, the button waits for 6 characters", async ({
    page,
  }, testInfo) => {
    const dialog = await openChecker(page);
    // Below 992 px the header (the title) gives way to 'Back'; the title still names the dialog.
    if (testInfo.project.name === "phone")
      await expect(dialog.getByRole("button", { name: "Back" })).toBeVisible();
    else await expect(dialog.getByRole("heading", { name: TITLE })).toBeVisible();
    await expect(dialog.getByText("Please input your code in the field below.")).toBeVisible();
    const field = dialog.getByLabel("Reward Code");
    await expect(field).toHaveAttribute("placeholder", "Your Reward Code goes here");
    const button = dialog.getByRole("button", { name: "Check Voucher Balance" });
    await expect(button).toBeDisabled();
    await field.fill("demo1");
    await expect(button).toBeDisabled();
    await field.fill("demo1111aaaa00019999");
    await expect(field).toHaveValue("DEMO-1111-AAAA-0001");
    await expect(button).toBeEnabled();
  });

  test("below 992 px a 'Back' button closes the modal; on the desktop the close icon does", async ({
    page,
  }, testInfo) => {
    const dialog = await openChecker(page);
    const phone = testInfo.project.name === "phone";
    await dialog.getByRole("button", { name: phone ? "Back" : "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("closing clears the field and the result", async ({ page }) => {
    const dialog = await openChecker(page);
    await check(dialog, "DEMO-1111-AAAA-0004");
    await expect(dialog.getByTestId("balance-result")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.getByTestId("site-footer").getByRole("button", { name: "Check Reward Code Balance" }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Reward Code")).toHaveValue("");
    await expect(dialog.getByTestId("balance-result")).toHaveCount(0);
  });
});

test.describe("spec §4 'Status display': each seeded status with its colour, icon, tooltip and link", () => {
  test("DEMO-1111-AAAA-0001: Active, green, check icon, 'Go to reward URL' in a new tab", async ({
    page,
  }) => {
    const dialog = await openChecker(page);
    await check(dialog, "demo-1111-aaaa-0001");
    await expect(dialog.getByTestId("balance-code")).toHaveText("DEMO-1111-AAAA-0001");
    await expect(dialog.getByTestId("balance-value")).toHaveText("INR 1,000.00");
    await expect(dialog.getByTestId("balance-expiry")).toHaveText("31/12/2027");
    const status = statusOf(dialog);
    await expect(status).toHaveText("Active");
    await expect(status).toHaveAttribute("data-status", "1");
    await expect(status).toHaveAttribute("data-tone", "green");
    await expect(status).toHaveAttribute("data-icon", "check");
    await expect(dialog.getByTestId("balance-redeemed-by-button")).toHaveCount(0);
    const link = dialog.getByRole("link", { name: "Go to reward URL" });
    await expect(link).toHaveAttribute("href", "/marketplace");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  });

  test("DEMO-1111-AAAA-0002: Active (7), green, info icon opening 'Redeemed By: priya@demo.example', link", async ({
    page,
  }) => {
    const dialog = await openChecker(page);
    await check(dialog, "DEMO-1111-AAAA-0002");
    const status = statusOf(dialog);
    await expect(status).toHaveText("Active");
    await expect(status).toHaveAttribute("data-status", "7");
    await expect(status).toHaveAttribute("data-tone", "green");
    await expect(status).toHaveAttribute("data-icon", "info");
    await expect(dialog.getByTestId("balance-value")).toHaveText("INR 2,000.00");
    const info = dialog.getByRole("button", { name: "Who redeemed this code" });
    await expect(info).toHaveAttribute("aria-expanded", "false");
    await expect(dialog.getByRole("tooltip")).toBeHidden();
    await info.click();
    await expect(info).toHaveAttribute("aria-expanded", "true");
    await expect(dialog.getByRole("tooltip")).toHaveText("Redeemed By: priya@demo.example");
    // Keyboard: Escape closes the tooltip and leaves the modal open.
    await info.press("Escape");
    await expect(info).toHaveAttribute("aria-expanded", "false");
    await expect(dialog).toBeVisible();
    await info.press("Enter");
    await expect(dialog.getByRole("tooltip")).toHaveText("Redeemed By: priya@demo.example");
    await expect(dialog.getByRole("link", { name: "Go to reward URL" })).toBeVisible();
  });

  test("DEMO-1111-AAAA-0003: Redeemed (2), green, check icon and the tooltip, no link", async ({ page }) => {
    const dialog = await openChecker(page);
    await check(dialog, "DEMO-1111-AAAA-0003");
    const status = statusOf(dialog);
    await expect(status).toHaveText("Redeemed");
    await expect(status).toHaveAttribute("data-status", "2");
    await expect(status).toHaveAttribute("data-tone", "green");
    await expect(status).toHaveAttribute("data-icon", "check");
    await dialog.getByRole("button", { name: "Who redeemed this code" }).click();
    await expect(dialog.getByRole("tooltip")).toHaveText("Redeemed By: sam@demo.example");
    await expect(dialog.getByRole("link", { name: "Go to reward URL" })).toHaveCount(0);
  });

  test("DEMO-1111-AAAA-0004: Expired, red, alert icon, expiry 31/03/2025, no link", async ({ page }) => {
    const dialog = await openChecker(page);
    await check(dialog, "DEMO-1111-AAAA-0004");
    const status = statusOf(dialog);
    await expect(status).toHaveText("Expired");
    await expect(status).toHaveAttribute("data-status", "3");
    await expect(status).toHaveAttribute("data-tone", "red");
    await expect(status).toHaveAttribute("data-icon", "alert");
    await expect(dialog.getByTestId("balance-remaining")).toHaveText("INR 300.00");
    await expect(dialog.getByTestId("balance-expiry")).toHaveText("31/03/2025");
    await expect(dialog.getByTestId("balance-expiry")).toHaveAttribute("data-expired", "true");
    await expect(dialog.getByRole("link", { name: "Go to reward URL" })).toHaveCount(0);
  });

  test("DEMO-1111-AAAA-0005: Cancelled, red, alert icon; -0006: Converted, red, alert icon", async ({
    page,
  }) => {
    const dialog = await openChecker(page);
    await check(dialog, "DEMO-1111-AAAA-0005");
    await expect(statusOf(dialog)).toHaveText("Cancelled");
    await expect(statusOf(dialog)).toHaveAttribute("data-status", "4");
    await expect(statusOf(dialog)).toHaveAttribute("data-tone", "red");
    await expect(statusOf(dialog)).toHaveAttribute("data-icon", "alert");
    await check(dialog, "DEMO-1111-AAAA-0006");
    await expect(statusOf(dialog)).toHaveText("Converted");
    await expect(statusOf(dialog)).toHaveAttribute("data-status", "0");
    await expect(statusOf(dialog)).toHaveAttribute("data-tone", "red");
    await expect(statusOf(dialog)).toHaveAttribute("data-icon", "alert");
    await expect(dialog.getByTestId("balance-redeemed-by-button")).toHaveCount(0);
    await expect(dialog.getByRole("link", { name: "Go to reward URL" })).toHaveCount(0);
  });
});

test.describe("spec §8: the balance checker's error rows", () => {
  test("DEMO-1111-AAAA-0008 (status 1, nothing left): 'The Reward code entered has already been used'", async ({
    page,
  }) => {
    const dialog = await openChecker(page);
    await check(dialog, "DEMO-1111-AAAA-0008");
    await expect(dialog.getByTestId("balance-error")).toHaveText(
      "The Reward code entered has already been used",
    );
    await expect(dialog.getByTestId("balance-result")).toHaveCount(0);
  });

  test("the acme code on marketplace: the campaign-URL text", async ({ page }) => {
    const dialog = await openChecker(page);
    await check(dialog, "ACME-2222-BBBB-0001");
    await expect(dialog.getByTestId("balance-error")).toHaveText(
      "Please check the campaign URL applicable under ‘Check Reward Code Balance’ in the top right corner of your screen",
    );
  });

  test("an unknown code: the field error 'The Code entered is invalid. Try again!'", async ({ page }) => {
    const dialog = await openChecker(page);
    await check(dialog, "DEMO-9999-ZZZZ-0001");
    const field = dialog.getByLabel("Reward Code");
    await expect(dialog.getByTestId("balance-field-error")).toHaveText(
      "The Code entered is invalid. Try again!",
    );
    await expect(field).toHaveAttribute("aria-invalid", "true");
    // Typing again clears it.
    await field.fill("DEMO-9999-ZZZZ-000");
    await expect(dialog.getByTestId("balance-field-error")).toHaveCount(0);
  });
});

test.describe("spec §2.9: with showCts on (acme), the captcha comes first and the lookup runs on success", () => {
  test("the acme code is shown on acme once the challenge is solved", async ({ page }) => {
    const dialog = await openChecker(page, "/acme");
    await check(dialog, "ACME-2222-BBBB-0001");
    const captcha = dialog.getByTestId("captcha-challenge");
    await expect(captcha).toBeVisible();
    await expect(captcha).toHaveAttribute("data-theme", "light");
    await expect(dialog.getByTestId("balance-result")).toHaveCount(0);
    const question = (await captcha.getByText(/What is \d+ \+ \d+\?/).textContent()) ?? "";
    const sum = (question.match(/\d+/g) ?? []).reduce((total, n) => total + Number(n), 0);
    await captcha.getByLabel(/What is/).fill(String(sum));
    await captcha.getByRole("button", { name: "Verify" }).click();
    await expect(statusOf(dialog)).toHaveAttribute("data-status", "1");
    await expect(dialog.getByTestId("balance-code")).toHaveText("ACME-2222-BBBB-0001");
    await expect(dialog.getByRole("link", { name: "Go to reward URL" })).toHaveAttribute("href", "/acme");
  });

  test("Cancel goes back to the form without a lookup", async ({ page }) => {
    const lookups: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("applyVoucher")) lookups.push(request.url());
    });
    const dialog = await openChecker(page, "/acme");
    await check(dialog, "ACME-2222-BBBB-0001");
    const captcha = dialog.getByTestId("captcha-challenge");
    await captcha.getByRole("button", { name: "Cancel" }).click();
    await expect(captcha).toHaveCount(0);
    await expect(dialog.getByLabel("Reward Code")).toHaveValue("ACME-2222-BBBB-0001");
    expect(lookups).toEqual([]);
  });
});
