import { expect, test } from "./fixtures";

/**
 * A static voucher opened by its static URL (spec §2.3 '/vouchers/description/:productSlug/
 * :productId/:isStatic?', §7.3 'Static voucher detail: static_voucher_data'), signed out, against
 * the reference API's demo data: the Shopping Gift Card 28501's static record, the 'Shopping Gift
 * Card Festive Pack', is sold at INR 1000 and 2000 only, while its usual page offers INR 500 too;
 * a product without a static record at a static URL is not found (spec §2.11).
 */

const STATIC = "/marketplace/vouchers/description/shopping-gift-card/28501/1";

test.describe("a static voucher (spec §7.3 static_voucher_data)", () => {
  test("its static URL shows the static record's name, text and values, and it goes to the cart", async ({
    page,
  }) => {
    await page.goto(STATIC);
    await expect(
      page.getByRole("heading", { level: 1, name: "Shopping Gift Card Festive Pack" }),
    ).toBeVisible();
    await expect(
      page.getByText("The festive pack of the Shopping Gift Card, at two fixed values."),
    ).toBeVisible();
    await expect(page.getByRole("radio", { name: "₹1,000.00" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "₹2,000.00" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "₹500.00" })).toHaveCount(0);
    await page.getByRole("radio", { name: "₹2,000.00" }).check();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Added to your cart.")).toBeVisible();

    // The same product without the static segment is the catalogue's, with all its values.
    await page.goto("/marketplace/vouchers/description/shopping-gift-card/28501");
    await expect(
      page.getByRole("heading", { level: 1, name: "Shopping Gift Card", exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("radio", { name: "₹500.00" })).toBeVisible();
  });

  test("a product without a static record, at a static URL, shows the not-found page", async ({ page }) => {
    await page.goto("/marketplace/vouchers/description/wander-travel-gift-card/40106/1");
    await expect(page.getByRole("heading", { level: 1, name: "Oh no! Error 404" })).toBeVisible();
  });
});
