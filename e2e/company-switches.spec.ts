/**
 * The per-company switches at checkout, at 1280 px and 390 px (spec §6 'Per-company switches',
 * §9 Lists): a user of company 222075 accepts the surcharge disclaimer before paying (no order is
 * placed until then; Cancel returns to the checkout), and a user of company 221320 gets the
 * company's terms document (PDF).
 */
import { acceptCookies, expect, type Page, signIn, test } from "./fixtures";

test.beforeEach(acceptCookies);

const DINING_CARD = "/marketplace/vouchers/description/dining-gift-card/40582";

const signInAs = async (page: Page, email: string, name: string) => {
  await signIn(page, email);
  await expect(page.getByTestId("user-name")).toHaveText(name);
};

/** Buys the INR 500 dining card now and covers it with points at checkout. */
const checkoutWithPoints = async (page: Page) => {
  await page.goto(DINING_CARD);
  await page.getByRole("radio", { name: /500/ }).check();
  // spec §9 'Cart totals': the points beside the total are the points of every unit chosen
  // (₹462.50 a card after its 7.5 % off, spec §7.4; a rupee is a point).
  const price = page.getByTestId("product-price");
  await expect(price.getByText("462.50 Points", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await expect(price.getByText("Total for 2: ₹925.00", { exact: true })).toBeVisible();
  await expect(price.getByText("925.00 Points", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Decrease quantity" }).click();
  await expect(price.getByText("462.50 Points", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(page).toHaveURL(/\/marketplace\/checkout$/);
  await page.getByTestId("balance-switch-points").click();
  await expect(page.getByTestId("amount-due")).toContainText("₹0.00");
};

test.describe("spec §6: the surcharge disclaimer before paying (company 222075)", () => {
  test("Pay opens the disclaimer and places nothing; Cancel goes back; Accept and pay places the order", async ({
    page,
  }) => {
    await signInAs(page, "surcharge@demo.example", "Sara Surcharge");
    await checkoutWithPoints(page);
    const orders: string[] = [];
    page.on("request", (request) => {
      if (
        request.url().includes("voucherCreateOrder") ||
        (request.postData() ?? "").includes("voucherCreateOrder")
      ) {
        orders.push(request.url());
      }
    });

    await page.getByTestId("pay-button").click();
    const dialog = page.getByRole("dialog", { name: "Surcharge disclaimer" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("A surcharge may be added");
    await expect(dialog.getByRole("button", { name: "Accept and pay" })).toBeVisible();
    expect(orders).toEqual([]);

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/marketplace\/checkout$/);
    expect(orders).toEqual([]);

    // Escape declines too (a modal dialog).
    await page.getByTestId("pay-button").click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(orders).toEqual([]);

    await page.getByTestId("pay-button").click();
    await dialog.getByRole("button", { name: "Accept and pay" }).click();
    await expect(page).toHaveURL(/\/marketplace\/payment-status\/voucher\/\d+\/[^/]+$/);
    await expect(page.getByTestId("payment-outcome")).toHaveAttribute("data-outcome", "paid");
    expect(orders).toHaveLength(1);
  });
});

test.describe("spec §6: the company terms document (company 221320)", () => {
  test("checkout links the company's terms PDF and pays without a disclaimer", async ({ page, request }) => {
    await signInAs(page, "terms@demo.example", "Tomas Terms");
    await checkoutWithPoints(page);
    const terms = page.getByRole("link", { name: "Terms and conditions of your company (PDF)" });
    await expect(terms).toHaveAttribute("href", "/terms/company-221320.pdf");
    const pdf = await request.get("/terms/company-221320.pdf");
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await page.getByTestId("pay-button").click();
    await expect(page).toHaveURL(/\/marketplace\/payment-status\/voucher\/\d+\/[^/]+$/);
    await expect(page.getByRole("dialog", { name: "Surcharge disclaimer" })).toHaveCount(0);
  });
});
