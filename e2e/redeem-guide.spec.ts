import { acceptCookies, expect, type Page, test } from "./fixtures";

/**
 * The redemption guide, 'How to Redeem' (spec §1 'Redemption guide (How to Redeem)', §2.1
 * '?redeem=code', §2.8, §4 'Redemption guide', §9), on the desktop and phone layouts. The
 * default store's points label is 'Points', so tab 1 reads 'Points Redemption'.
 */

const STEP_1 = "add products to the cart and proceed to checkout.";
const STEP_2_POINTS =
  "at checkout, select your points balance and redeem it against the cart value. Pay any additional amount through other payment modes.";
const STEP_2_CODES =
  "enter the gift card code and redeem it against the cart value without any login or signup. Pay any additional amount through other modes.";

test.beforeEach(acceptCookies);

/** 'How to Redeem?' in the header on desktop; phones reach the guide from the footer's 'How to redeem'. */
const openGuide = async (page: Page) => {
  if (test.info().project.name === "phone") {
    await page.getByRole("contentinfo").getByRole("button", { name: "How to redeem" }).click();
  } else {
    await page.getByTestId("site-header").getByRole("button", { name: "How to Redeem?" }).click();
  }
  const dialog = page.getByRole("dialog", { name: "How to Redeem" });
  await expect(dialog).toBeVisible();
  return dialog;
};

test.describe("How to Redeem (spec §2.8, §4 'Redemption guide')", () => {
  test("opens on the points tab with both tabs, at step 1", async ({ page }) => {
    await page.goto("/marketplace");
    const dialog = await openGuide(page);
    await expect(dialog.getByRole("tab")).toHaveCount(2);
    await expect(dialog.getByRole("tab", { name: "Points Redemption" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(dialog.getByRole("tab", { name: "Reward Codes Redemption" })).toHaveAttribute(
      "aria-selected",
      "false",
    );
    await expect(dialog.getByTestId("redeem-guide-step")).toContainText(STEP_1);
    await expect(dialog.getByRole("link", { name: /Learn more/ })).toHaveAttribute("target", "_blank");
    await expect(dialog.getByText(/^Email /)).toBeVisible();
  });

  test("switches tabs by click and by arrow keys; Next shows step 2 of the chosen guide", async ({
    page,
  }) => {
    await page.goto("/marketplace");
    const dialog = await openGuide(page);
    const points = dialog.getByRole("tab", { name: "Points Redemption" });
    const codes = dialog.getByRole("tab", { name: "Reward Codes Redemption" });

    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByTestId("redeem-guide-step")).toContainText(STEP_2_POINTS);
    await dialog.getByRole("button", { name: "Back" }).click();
    await expect(dialog.getByTestId("redeem-guide-step")).toContainText(STEP_1);

    await codes.click();
    await expect(codes).toHaveAttribute("aria-selected", "true");
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByTestId("redeem-guide-step")).toContainText(STEP_2_CODES);

    await codes.focus();
    await page.keyboard.press("ArrowRight");
    await expect(points).toHaveAttribute("aria-selected", "true");
    await expect(points).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(codes).toHaveAttribute("aria-selected", "true");
  });

  test("closing and reopening starts again at step 1 on tab 1", async ({ page }) => {
    await page.goto("/marketplace");
    let dialog = await openGuide(page);
    await dialog.getByRole("tab", { name: "Reward Codes Redemption" }).click();
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByTestId("redeem-guide-step")).toContainText(STEP_2_CODES);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    dialog = await openGuide(page);
    await expect(dialog.getByRole("tab", { name: "Points Redemption" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(dialog.getByTestId("redeem-guide-step")).toContainText(STEP_1);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("stores the 'returning user' flag 4 s after the guide opens", async ({ page }) => {
    await page.goto("/marketplace");
    await page.evaluate(() => localStorage.removeItem("returningUser"));
    await openGuide(page);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("returningUser")), { timeout: 8000 })
      .toBe("1");
  });
});

test.describe("?redeem=code (spec §2.1, §2.8, §9)", () => {
  test("opens the 'Reward Codes Redemption Guide' with only the codes guide; the tooltip goes after 4 s", async ({
    page,
  }) => {
    await page.goto("/marketplace?redeem=code");
    const tooltip = page.getByTestId("redeem-tooltip");
    await expect(tooltip).toBeVisible();

    const dialog = page.getByRole("dialog", { name: "Reward Codes Redemption Guide" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("tab")).toHaveCount(0);
    await expect(dialog.getByText("Points Redemption")).toHaveCount(0);
    await expect(dialog.getByTestId("redeem-guide-step")).toContainText(STEP_1);
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByTestId("redeem-guide-step")).toContainText(STEP_2_CODES);

    await expect(tooltip).toBeHidden({ timeout: 6000 });
  });
});
