/**
 * The balance tabs at 1280 px and 390 px (spec §2.3 {BRAND}_POINTS, REWARD_HISTORY,
 * {BRAND}_VOUCHERS, REWARD_POINTS; §1 'reward-point history and point conversion'; §9 points to 2
 * decimals, pages of 10): the points and the history agree with the header's points pill, the
 * vouchers tab lists the seeded vouchers, and a conversion changes the pill; a third-party points
 * user sees the provider's figures and the provider's record of them (spec §7.5 tp_integrations
 * getPoints and getUserDetails).
 */
import { expect, type Page, submitSignIn, test } from "./fixtures";

/** Opens `path` as a guest, signs in as `email` and comes back to it (spec §2.1 'redirect'). */
const signInAt = async (page: Page, path: string, email: string) => {
  await page.goto(`/marketplace${path}`);
  await expect(page).toHaveURL(/\/marketplace\/login\?redirect=/);
  await submitSignIn(page, email);
  await expect(page).toHaveURL(new RegExp(`/marketplace${path}$`));
};

const pillAmount = (page: Page) => page.getByTestId("points-pill").locator(".points-amount");

test.describe("the balance tabs", () => {
  test("Tara, a third-party points user, sees the provider's points and her record there (spec §7.5 getUserDetails)", async ({
    page,
  }) => {
    await signInAt(page, "/points", "tara.provider@demo.example");
    await expect(page.getByTestId("provider-available")).toHaveText("6,400.00");
    await expect(page.getByText("Your points are kept by Partner Miles Club.")).toBeVisible();
    const account = page.getByRole("region", { name: "Your Partner Miles Club account" });
    await expect(account).toBeVisible();
    await expect(account.getByText("Tara Provider", { exact: true })).toBeVisible();
    await expect(account.getByText("PMC-204518", { exact: true })).toBeVisible();
    await expect(account.getByText("Gold", { exact: true })).toBeVisible();
    await expect(account.getByText("15/03/2024", { exact: true })).toBeVisible();
  });

  test("points and reward history agree with the points pill; the history pages by 10 and downloads", async ({
    page,
  }) => {
    await signInAt(page, "/points", "priya@demo.example");
    await expect(pillAmount(page)).toHaveText("25,000.00");
    await expect(page.getByTestId("points-available")).toHaveText("25,000.00");
    await expect(page.getByTestId("points-redeemed")).toHaveText("1,200.00");
    // The value as money, by the one formatter: the currency once, the thousands grouped.
    await expect(page.getByText("Value in INR")).toBeVisible();
    await expect(page.getByTestId("points-value")).toHaveText("₹25,000.00");

    await page.getByRole("link", { name: "Check Reward History" }).click();
    await expect(page).toHaveURL(/\/marketplace\/reward-history$/);
    const table = page.getByTestId("history-table");
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(10);
    // The newest entry leaves the balance the pill shows.
    await expect(rows.first().locator("td").nth(3)).toHaveText("25,000.00");
    await expect(rows.first().locator("td").nth(1)).toHaveText("Monthly award");
    await expect(page.getByRole("img", { name: /Points balance over time/ })).toBeVisible();
    await expect(page.getByText("Page 1 of 2")).toBeVisible();

    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Page 2 of 2")).toBeVisible();
    await expect(rows).toHaveCount(3);
    // The oldest entry: the welcome bonus, from nothing to 2,000.00.
    await expect(rows.last().locator("td").nth(3)).toHaveText("2,000.00");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    expect((await download).suggestedFilename()).toMatch(/^points-history-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(page.getByText("The file with 13 entries has been saved.")).toBeVisible();
  });

  test("the vouchers tab lists the gift-card balance's vouchers and the gift cards", async ({ page }) => {
    await signInAt(page, "/storevouchers", "priya@demo.example");
    await expect(page.getByTestId("gcb-total")).toHaveText("₹2,000.00");
    const gcb = page.getByTestId("gcb-vouchers").locator("tbody tr");
    await expect(gcb).toHaveCount(2);
    await expect(gcb.first()).toContainText("₹1,500.00");
    await expect(gcb.first()).toContainText("30/06/2027");
    const cards = page.getByTestId("egift-vouchers").locator("tbody tr");
    await expect(cards).toHaveCount(10);
    await expect(page.getByText("Showing 10 of 12")).toBeVisible();
    await page.getByRole("button", { name: "Show more" }).click();
    await expect(cards).toHaveCount(12);
    await expect(page.getByRole("button", { name: "Show more" })).toHaveCount(0);
  });

  test("a conversion shows its preview, then changes the points pill", async ({ page }, testInfo) => {
    // A user of this journey's own per width: the conversion changes the balance.
    const email =
      testInfo.project.name === "phone" ? "victor.points@demo.example" : "vera.points@demo.example";
    await signInAt(page, "/point-conversion", email);
    await expect(pillAmount(page)).toHaveText("10,000.00");
    await page.getByLabel("Convert to").selectOption("USD");
    await page.getByRole("button", { name: "Preview" }).click();
    // INR→USD at the client's 0.01200 (5 decimals), points to 2 decimals (spec §9).
    await expect(page.getByTestId("conversion-to")).toHaveText("120.00 USD");
    await expect(page.getByTestId("conversion-preview")).toContainText("1 INR = 0.01200 USD");
    await page.getByRole("button", { name: "Convert", exact: true }).click();
    await expect(page.getByTestId("conversion-done")).toHaveText("Done: you now have 120.00 Points in USD.");
    await expect(pillAmount(page)).toHaveText("120.00");
  });
});
