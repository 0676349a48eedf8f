/**
 * Cart and checkout on a phone (390 px): the one-column layout with the amount due and Pay in a
 * bar kept at the bottom of the screen (spec §9 breakpoints: mobile at 991 px or less).
 */
import { acceptCookies, continueToCardGateway, expect, test } from "./fixtures";

test("a guest fills a cart and reaches the card gateway from the bottom bar", async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookies({ context, baseURL });
  await page.goto("/marketplace/vouchers/description/streambox-subscription-card/40105");
  await page.getByRole("radio", { name: /499/ }).check();
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await page.getByRole("link", { name: "Go to Cart" }).click();

  // Two of INR 499: the line total is quantity × price (spec §9 cart totals).
  await expect(page.getByRole("main")).toContainText("₹998.00");
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/marketplace\/checkout$/);

  await page.getByLabel("First name").fill("Ravi");
  await page.getByLabel("E-mail").fill("ravi@example.com");
  const pay = page.getByTestId("pay-button");
  await expect(pay).toBeInViewport();
  await expect(page.getByTestId("amount-due").first()).toContainText("₹998.00");
  await pay.click();
  await continueToCardGateway(page);
  await expect(page).toHaveURL(/\/gateway\/gateway-inr\/pay\//);
  await expect(page.getByTestId("amount")).toHaveText("INR 998.00");
});
