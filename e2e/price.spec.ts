/**
 * The price shown is the price charged (spec §7.4 final_price = price × (100 − discount) / 100,
 * §9 'Cart totals'): gift card 40211 is 4% off, so its INR 1,000 value is shown as ₹960.00, and
 * the cart line, the cart total, the checkout total, the card gateway and the order all charge
 * ₹960.00. Runs on the desktop and the phone.
 */
import { acceptCookies, continueToCardGateway, expect, test } from "./fixtures";

const GIFT_CARD = "/marketplace/vouchers/description/fashion-gift-card/40211";

test.beforeEach(acceptCookies);

test("a guest is charged the discounted price the gift card page shows, from cart to order", async ({
  page,
}) => {
  await page.goto(GIFT_CARD);
  await page.getByRole("radio", { name: /1,000/ }).check();
  const main = page.getByRole("main");
  // The page's price: the final price, the face value struck through and the discount.
  await expect(main.locator("s")).toHaveText("₹1,000.00");
  await expect(main.getByText("4% off")).toBeVisible();
  const shown = (await main.locator(".final").textContent()) ?? "";
  expect(shown).toBe("₹960.00");

  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to your cart.")).toBeVisible();
  await page.getByRole("link", { name: "Go to Cart" }).click();
  await expect(page).toHaveURL(/\/marketplace\/cart$/);

  // The cart row: the price charged, the face value struck through, the line total.
  const row = page.getByRole("listitem", { name: "Fashion Gift Card" });
  await expect(row.locator('[data-area="price"]')).toContainText(shown);
  await expect(row.locator("s")).toHaveText("Original price ₹1,000.00");
  await expect(row.locator('[data-area="total"]')).toContainText(shown);
  const summary = page.getByRole("complementary", { name: "Order Summary" });
  await expect(summary).toContainText(`Total${shown}`);
  await expect(summary).not.toContainText("₹1,000.00");

  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/marketplace\/checkout$/);
  const line = page.getByTestId("checkout-line");
  await expect(line.locator('[data-part="quantity"]')).toContainText(`1 × ${shown}`);
  await expect(line.locator("s")).toHaveText("Original price ₹1,000.00");
  await expect(line.locator('[data-part="total"]')).toHaveText(shown);
  await expect(page.getByTestId("order-total")).toHaveText(shown);
  await expect(page.getByTestId("amount-due").first()).toContainText(shown);

  await page.getByLabel("First name").fill("Meera");
  await page.getByLabel("E-mail").fill("meera.price@example.com");
  await page.getByTestId("pay-button").click();
  // The card gateway asks for the discounted price.
  await continueToCardGateway(page);
  await expect(page).toHaveURL(/\/gateway\/gateway-inr\/pay\//);
  await expect(page.getByTestId("amount")).toHaveText("INR 960.00");
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  // The order charged it: its item and its total on the status page.
  await expect(page).toHaveURL(/\/marketplace\/payment-status\/voucher\/\d+\/[^/]+$/);
  await expect(page.getByTestId("payment-outcome")).toHaveAttribute("data-outcome", "paid");
  const items = page.getByRole("region", { name: "Items" });
  await expect(items).toContainText("Fashion Gift Card × 1");
  await expect(items).toContainText(shown);
  const paid = page.getByRole("region", { name: "How you paid" });
  await expect(paid.locator('[data-source="gateway"]')).toContainText(shown);
  await expect(paid.locator('[data-total="true"]')).toContainText(shown);
  await expect(page.getByRole("main")).not.toContainText("₹1,000.00");
});
