import { acceptCookies, expect, type Page, test } from "./fixtures";

/**
 * Track Your Order (spec §2.3 '/track-order', §2.4 'Track Order', §2.10, §4 'Track order', §5
 * 'Track order', 'Masking', §8 track-order rows), on the desktop and phone layouts, with the demo
 * orders of the README ('Orders to track'). The default store (marketplace) has showCts off.
 */

test.beforeEach(acceptCookies);

/**
 * Opens the dialog: on desktop from the header's top links (spec §2.4, guest); the phone header
 * has no Track Order item, so phones start on the tracking page, whose 'Track Your Order' button
 * opens the same dialog.
 */
const openTrackOrder = async (page: Page, load = true) => {
  if (test.info().project.name === "phone") {
    if (load) await page.goto("/marketplace/track-order");
    await page.getByTestId("track-order-page").getByRole("button", { name: "Track Your Order" }).click();
  } else {
    if (load) await page.goto("/marketplace");
    await page.getByTestId("site-header").getByRole("button", { name: "Track Order" }).click();
  }
  const dialog = page.getByRole("dialog", { name: "Track Your Order" });
  await expect(dialog).toBeVisible();
  return dialog;
};

test.describe("Track Your Order (spec §2.10, §4 'Track order')", () => {
  test("7004101 by e-mail priya@demo.example: Verify, Track Now, the tracking page shows the order", async ({
    page,
  }) => {
    const dialog = await openTrackOrder(page);
    const verify = dialog.getByRole("button", { name: "Verify" });
    // spec §5: disabled while the order id is empty.
    await expect(verify).toBeDisabled();
    await dialog.getByLabel("Order ID").fill("7004101");
    await verify.click();

    // Step 2: the order id is locked, the e-mail field shows, the button is 'Track Now'.
    const email = dialog.getByLabel("E-mail");
    await expect(email).toBeVisible();
    await expect(dialog.getByLabel("Order ID")).toHaveAttribute("readonly", "");
    const trackNow = dialog.getByRole("button", { name: "Track Now" });
    await expect(trackNow).toBeDisabled();
    await email.fill(" priya@demo.example ");
    await trackNow.click();

    await expect(page).toHaveURL(/\/marketplace\/track-order$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const order = page.getByTestId("tracked-order");
    await expect(order).toContainText("7004101");
    await expect(order).toContainText("Gift Card");
    await expect(order).toContainText("Success");
    await expect(order).toContainText("Fashion Gift Card × 2");
    // spec §5 Masking: first 2, 'xxxxxxxx', last 2.
    await expect(order).toContainText("prxxxxxxxxle");
    await expect(order).not.toContainText("priya@demo.example");
  });

  test("7004103 by mobile 9876543210 with code 91 lands on the tracking page", async ({ page }) => {
    const dialog = await openTrackOrder(page);
    await dialog.getByLabel("Order ID").fill("7004103");
    await dialog.getByRole("button", { name: "Verify" }).click();
    const mobile = dialog.getByLabel("Mobile number");
    await expect(mobile).toBeVisible();
    await dialog.getByLabel("Phone code").selectOption("91");
    await mobile.fill("9876543210");
    await dialog.getByRole("button", { name: "Track Now" }).click();

    await expect(page).toHaveURL(/\/marketplace\/track-order$/);
    const order = page.getByTestId("tracked-order");
    await expect(order).toContainText("7004103");
    await expect(order).toContainText("Experience");
    await expect(order).toContainText("Sunset Kayaking in Bangalore × 1");
    await expect(order).toContainText("+91 98xxxxxxxx10");
  });

  test("an order id that is not digits shows 'Entered invalid order id. Please try again'", async ({
    page,
  }) => {
    const dialog = await openTrackOrder(page);
    await dialog.getByLabel("Order ID").fill("abc");
    const verify = dialog.getByRole("button", { name: "Verify" });
    await verify.click();
    await expect(dialog.getByRole("alert")).toHaveText("Entered invalid order id. Please try again");
    // spec §5: disabled while the error shows; an edit clears it.
    await expect(verify).toBeDisabled();
    await dialog.getByLabel("Order ID").fill("7004101");
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await expect(verify).toBeEnabled();
  });

  test("a wrong e-mail shows 'Invalid primary contact details. Please try again.'", async ({ page }) => {
    const dialog = await openTrackOrder(page);
    await dialog.getByLabel("Order ID").fill("7004101");
    await dialog.getByRole("button", { name: "Verify" }).click();
    await dialog.getByLabel("E-mail").fill("someone@demo.example");
    await dialog.getByRole("button", { name: "Track Now" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Invalid primary contact details. Please try again.");
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId("tracked-order")).toHaveCount(0);
  });

  test("closing the dialog and opening it again starts at step 1 with empty fields", async ({ page }) => {
    const dialog = await openTrackOrder(page);
    await dialog.getByLabel("Order ID").fill("7004101");
    await dialog.getByRole("button", { name: "Verify" }).click();
    await expect(dialog.getByLabel("E-mail")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const again = await openTrackOrder(page, false);
    await expect(again.getByLabel("Order ID")).toHaveValue("");
    await expect(again.getByLabel("E-mail")).toHaveCount(0);
    await expect(again.getByRole("button", { name: "Verify" })).toBeVisible();
  });
});
