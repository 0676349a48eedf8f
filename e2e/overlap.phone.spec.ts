/**
 * At 390 px nothing fixed on the screen covers a page's primary action: not the cookie banner
 * (shown until OK is pressed, spec §2.11), not the developer drawer, not the checkout's Pay bar.
 * The check presses nothing: it asks the page which element is on top at the action's centre.
 */
import { expect, type Locator, test } from "./fixtures";

/** Whether the centre of `action` (scrolled into view) shows the action itself. */
const isUncovered = (action: Locator) =>
  action.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (top === element || element.contains(top));
  });

/**
 * Once a shopper scrolls `action` to the middle of the screen (a bar docked at the bottom stays
 * where it is), nothing covers it: the shopper reaches it without dismissing anything.
 */
const expectUncovered = async (action: Locator) => {
  await expect(action).toBeVisible();
  await action.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await expect(action).toBeInViewport();
  await expect.poll(() => isUncovered(action)).toBe(true);
};

test("the cookie banner covers neither Add to Cart, Proceed to Checkout nor the Pay bar", async ({
  page,
}) => {
  await page.goto("/marketplace/vouchers/description/streambox-subscription-card/40105");
  await expect(page.getByRole("button", { name: "OK" })).toBeVisible();
  await page.getByRole("radio", { name: /499/ }).check();
  const add = page.getByRole("button", { name: "Add to Cart" });
  await expectUncovered(add);
  await add.click();

  await page.getByRole("link", { name: "Go to Cart" }).click();
  await expectUncovered(page.getByRole("link", { name: "Proceed to Checkout" }));
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();

  await expect(page).toHaveURL(/\/marketplace\/checkout$/);
  await expect(page.getByRole("button", { name: "OK" })).toBeVisible();
  await expectUncovered(page.getByTestId("pay-button"));
});

test("the open developer drawer and the cookie banner leave the Track Order dialog's Verify free", async ({
  page,
}) => {
  await page.goto("/marketplace/track-order?devtools=1");
  await expect(page.getByRole("complementary", { name: "Developer tools" })).toBeVisible();
  await expect(page.getByTestId("cookie-banner")).toBeVisible();
  // The drawer takes the lower 70% of a phone screen; the page's own button is pressed from the keyboard.
  await page.getByTestId("track-order-page").getByRole("button", { name: "Track Your Order" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Track Your Order" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Order ID").fill("7004101");
  await expectUncovered(dialog.getByRole("button", { name: "Verify" }));
});
