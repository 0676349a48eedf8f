/**
 * A cart of several families in one order (spec §3 Order, §4 'Cart rules', 'Order and payment
 * preferences', §5 'Reward code', §7.6), at 1280 px and 390 px: a signed-in user adds a gift card
 * (Fashion Gift Card 40211), a charity (Plant a Tree 46001) and merchandise (Branded Hoodie 43003,
 * size M, delivered), pays with a reward code and points, and Track Order names the order's type
 * 'Several kinds' (src/domain/trackOrder.ts `orderTypeOfGroups`). Each width has its own demo user
 * and code (README's demo data), so no other journey's cart or code changes under it.
 */
import { acceptCookies, expect, type Page, signIn, test } from "./fixtures";

/** The user and the reward code of each width. */
const SHOPPERS = {
  desktop: { email: "mara@demo.example", name: "Mara Mendes", code: "SHOP-5555-EEEE-0003" },
  phone: { email: "milo@demo.example", name: "Milo Mendes", code: "SHOP-5555-EEEE-0004" },
} as const;

test.beforeEach(acceptCookies);

const signInAs = async (page: Page, email: string, name: string) => {
  await signIn(page, email);
  await expect(page.getByTestId("user-name")).toHaveText(name);
};

const addToCart = async (page: Page) => {
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to your cart.")).toBeVisible();
};

test("a gift card, a charity and a delivered hoodie are paid with a code and points, and tracked as several kinds", async ({
  page,
}, testInfo) => {
  // One journey across three product pages, checkout, the payment status and Track Order.
  test.slow();
  const shopper = testInfo.project.name === "phone" ? SHOPPERS.phone : SHOPPERS.desktop;
  await signInAs(page, shopper.email, shopper.name);

  await page.goto("/marketplace/vouchers/description/fashion-gift-card/40211");
  await page.getByRole("radio", { name: /1,000/ }).check();
  await addToCart(page);

  await page.goto("/marketplace/charity/description/plant-a-tree/46001");
  await page.getByRole("radio", { name: "₹500.00" }).check();
  await addToCart(page);

  await page.goto("/marketplace/merchandise/branded-hoodie/43003");
  await page
    .getByRole("group", { name: "Choose Size" })
    .getByRole("radio", { name: "M", exact: true })
    .check();
  await page.getByRole("group", { name: "Choose Colour" }).getByRole("radio", { name: "Grey" }).check();
  await addToCart(page);

  await page.goto("/marketplace/checkout");
  const lines = page.getByTestId("checkout-line");
  await expect(lines).toHaveCount(3);
  await expect(lines.filter({ hasText: "Fashion Gift Card" })).toHaveCount(1);
  await expect(lines.filter({ hasText: "Plant a Tree" })).toHaveCount(1);
  // The note over the buyer's details says what happens to each kind the cart holds.
  await expect(page.getByTestId("checkout-details-note")).toHaveText([
    "Your gift cards are delivered to this e-mail address.",
    "Your merchandise is delivered to the delivery address below; its shipping updates are sent to this e-mail address.",
  ]);
  // The options chosen are shown on the line (spec §4 'Cart rules': they are part of its identity).
  await expect(lines.filter({ hasText: "Branded Hoodie" })).toContainText("Size: M, Colour: Grey");

  // The hoodie is delivered: an address in India whose postal code serves the city (spec §7.2).
  const delivery = page.getByTestId("delivery-address");
  await delivery.getByLabel("Full name").fill(shopper.name);
  await delivery.getByLabel("Address line 1").fill("12 MG Road");
  await delivery.getByLabel("State").selectOption({ label: "Karnataka" });
  await delivery.getByLabel("City").selectOption({ label: "Bengaluru" });
  await delivery.getByLabel("Postal code").fill("560001");

  // The code pays INR 500.00 of the order (spec §5), the points the rest (spec §4).
  await page.getByTestId("reward-code-input").fill(shopper.code);
  await page.getByTestId("reward-code-apply").click();
  await expect(page.getByTestId("applied-code")).toHaveAttribute("data-code", shopper.code);
  await page.getByTestId("balance-switch-points").click();
  await expect(page.getByTestId("amount-due").first()).toContainText("₹0.00");

  await page.getByTestId("pay-button").click();
  await expect(page).toHaveURL(/\/marketplace\/payment-status\/voucher\/\d+\/[^/]+$/);
  await expect(page.getByTestId("payment-outcome")).toHaveAttribute("data-outcome", "paid");
  const orderId = /\/payment-status\/voucher\/(\d+)\//.exec(page.url())?.[1] ?? "";
  expect(orderId).not.toBe("");

  // Track Order finds it by the buyer's e-mail and names its type (spec §2.10).
  await page.goto("/marketplace/track-order");
  await page.getByTestId("track-order-page").getByRole("button", { name: "Track Your Order" }).click();
  const dialog = page.getByRole("dialog", { name: "Track Your Order" });
  await dialog.getByLabel("Order ID").fill(orderId);
  await dialog.getByRole("button", { name: "Verify" }).click();
  await dialog.getByLabel("E-mail").fill(shopper.email);
  await dialog.getByRole("button", { name: "Track Now" }).click();
  const order = page.getByTestId("tracked-order");
  await expect(order).toContainText(orderId);
  await expect(order).toContainText("Several kinds");
  await expect(order).toContainText("Fashion Gift Card");
  await expect(order).toContainText("Plant a Tree");
  await expect(order).toContainText("Branded Hoodie");
});
