/**
 * Cart and checkout on a desktop (1280 px), through the simulated card gateway (spec §1 Ways to
 * pay, How to Redeem step 2, §4 'Order and payment preferences', 'Payment status', §5 'Reward
 * code', §7.6, §9). Each journey uses its own reward code and products, so they hold in any order.
 */
import {
  acceptCookies,
  continueToCardGateway,
  expect,
  type Page,
  signIn,
  startsInBrowser,
  test,
  visitorAddress,
} from "./fixtures";

/** The cookie banner stays away (spec §2.11), so nothing covers the page's buttons. */
test.beforeEach(acceptCookies);

const GIFT_CARD = "/marketplace/vouchers/description/fashion-gift-card/40211";

/** Opens a gift card, picks a value and adds it to the cart. */
const addGiftCard = async (page: Page, path: string, value: RegExp) => {
  await page.goto(path);
  await page.getByRole("radio", { name: value }).check();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to your cart.")).toBeVisible();
};

const fillGuestDetails = async (page: Page) => {
  await page.getByLabel("First name").fill("Asha");
  await page.getByLabel("Last name").fill("Rao");
  await page.getByLabel("E-mail").fill("asha.rao@example.com");
};

const applyCode = async (page: Page, typed: string) => {
  await page.getByTestId("reward-code-input").fill(typed);
  await page.getByTestId("reward-code-apply").click();
};

test.describe("a guest redeems a reward code at checkout (spec §1 How to Redeem step 2, §7.6)", () => {
  test("the code pays part of a gift card, the card gateway the rest, then the payment status", async ({
    page,
  }) => {
    await addGiftCard(page, GIFT_CARD, /1,000/);
    await page.getByRole("link", { name: "Go to Cart" }).click();
    await expect(page).toHaveURL(/\/marketplace\/cart$/);
    await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
    await page.getByRole("link", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/marketplace\/checkout$/);

    await fillGuestDetails(page);
    // Typed without dashes, shown in blocks of 4 (spec §5); INR 750 on it. The INR 1,000 card is
    // 4% off: INR 960 (spec §7.4 final_price).
    await applyCode(page, "shop5555eeee0001");
    await expect(page.getByTestId("applied-code")).toHaveAttribute("data-code", "SHOP-5555-EEEE-0001");
    await expect(page.getByTestId("order-total")).toContainText("₹960.00");
    await expect(page.getByTestId("split-amount").first()).toContainText("₹750.00");
    await expect(page.getByTestId("amount-due")).toContainText("₹210.00");

    await page.getByTestId("pay-button").click();
    // The hosted page of the INR gateway asks for the remainder.
    await continueToCardGateway(page);
    await expect(page).toHaveURL(/\/gateway\/gateway-inr\/pay\//);
    await expect(page.getByTestId("amount")).toHaveText("INR 210.00");
    await page.getByRole("button", { name: "Pay", exact: true }).click();

    // Back through the callback route to the status page (spec §2.3).
    await expect(page).toHaveURL(/\/marketplace\/payment-status\/voucher\/\d+\/[^/]+$/);
    const outcome = page.getByTestId("payment-outcome");
    await expect(outcome).toHaveAttribute("data-outcome", "paid");
    await expect(outcome).toContainText("Your order is placed");
    await expect(page.getByRole("main")).toContainText("Fashion Gift Card");
    // A paid order empties the cart.
    await page.getByRole("link", { name: "Continue shopping" }).click();
    await expect(page.getByRole("link", { name: "Cart", exact: true })).toBeVisible();
  });

  test("a code of another store or an used code is refused with the catalogue's text (spec §8)", async ({
    page,
  }) => {
    await addGiftCard(page, "/marketplace/vouchers/description/dining-gift-card/40582", /500/);
    await page.goto("/marketplace/checkout");
    await applyCode(page, "ACME-2222-BBBB-0001");
    await expect(page.getByTestId("reward-code-error")).toHaveText(
      "Please check the campaign URL applicable under ‘Check Reward Code Balance’ in the top right corner of your screen",
    );
    await applyCode(page, "DEMO-1111-AAAA-0003");
    await expect(page.getByTestId("reward-code-error")).toHaveText(
      "The Reward code entered has already been used",
    );
    await expect(page.getByTestId("applied-code")).toHaveCount(0);
    // INR 500, 7.5% off: INR 462.50 (spec §7.4 final_price).
    await expect(page.getByTestId("amount-due")).toContainText("₹462.50");
  });
});

test.describe("a guest's code on acme, which asks for a captcha (showCts, spec §2.9, §4)", () => {
  test("the captcha comes first; the code applies once it is solved, and the lookup carries its token", async ({
    page,
  }) => {
    const lookups: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("applyVoucher")) lookups.push(request.postData() ?? "");
    });
    await addGiftCard(page, "/acme/vouchers/description/fashion-gift-card/40211", /1,000/);
    await page.goto("/acme/checkout");
    await applyCode(page, "ACME-2222-BBBB-0001");
    const captcha = page.getByTestId("captcha-challenge");
    await expect(captcha).toBeVisible();
    expect(lookups).toEqual([]);
    const question = (await captcha.getByText(/What is \d+ \+ \d+\?/).textContent()) ?? "";
    const sum = (question.match(/\d+/g) ?? []).reduce((total, n) => total + Number(n), 0);
    await captcha.getByLabel(/What is/).fill(String(sum));
    await captcha.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByTestId("applied-code")).toHaveAttribute("data-code", "ACME-2222-BBBB-0001");
    expect(lookups).toHaveLength(1);
    expect(lookups[0]).toContain('"token":"dev.');
  });
});

test.describe("acme shows its catalogue in points: checkout auto-selects the reward points (spec §2.11 Loaders, §3)", () => {
  test("the full-screen loader shows while Alex's points are selected, then the points pay the order", async ({
    page,
    request,
  }) => {
    await signIn(page, "alex@acme.example", "acme");
    await page.goto("/acme/vouchers/description/fashion-gift-card/40211");
    await page.getByRole("radio").first().check();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Added to your cart.")).toBeVisible();

    // The points call is held back 3 s, and the checkout starts in the browser: the selection
    // waits for the balances meanwhile.
    const client = visitorAddress(test.info());
    await request.post("/__faults", { data: { operation: "getPoints", latencyMs: 3000, client, times: 1 } });
    try {
      await startsInBrowser(page);
      await page.goto("/acme/checkout");
      const loader = page
        .getByRole("status")
        .filter({ hasText: "Auto selecting your reward points. Please hang on...." });
      await expect(loader).toBeVisible();
      await expect(loader).toHaveAttribute("aria-live", "polite");
      await expect(loader).toHaveCount(0);
    } finally {
      await request.delete(`/__faults?client=${client}`);
    }
    // Alex's 5,000.00 Acme Stars (INR 2,500.00) cover the gift card: nothing is due on the card.
    await expect(page.getByTestId("balance-switch-points")).toBeChecked();
    await expect(page.getByTestId("amount-due")).toContainText("₹0.00");
  });
});

test.describe("a signed-in user pays with points and gift-card balance (spec §4, §6, §9)", () => {
  test("the balances cover the order: no card gateway, and the points are debited", async ({ page }) => {
    await signIn(page, "nina@demo.example");
    await expect(page.getByTestId("user-name")).toHaveText("Nina Kapoor");

    await page.goto(GIFT_CARD);
    await page.getByRole("radio", { name: /2,000/ }).check();
    // Buy Now adds the item, then moves to checkout (spec §4 BUY_NOW).
    await page.getByRole("button", { name: "Buy Now" }).click();
    await expect(page).toHaveURL(/\/marketplace\/checkout$/);

    // The user details fill the buyer (spec §4): contact '91-9812345670' split on '-'.
    await expect(page.getByLabel("First name")).toHaveValue("Nina");
    await expect(page.getByLabel("Mobile number")).toHaveValue("9812345670");
    await expect(page.getByLabel("Phone code")).toHaveValue("91");

    // INR 2,000 at 4% off is INR 1,920 (spec §7.4). Gift-card balance first (INR 1,500), then
    // points for the rest (spec §4 preference order).
    await page.getByTestId("balance-switch-gcb").click();
    await expect(page.getByTestId("amount-due")).toContainText("₹420.00");
    await page.getByTestId("balance-switch-points").click();
    await expect(page.getByTestId("amount-due")).toContainText("₹0.00");
    await expect(page.getByTestId("card-note")).toHaveCount(0);

    const orders: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/gateway/")) orders.push(request.url());
    });
    await page.getByTestId("pay-button").click();
    await expect(page).toHaveURL(/\/marketplace\/payment-status\/voucher\/\d+\/[^/]+$/);
    const outcome = page.getByTestId("payment-outcome");
    await expect(outcome).toHaveAttribute("data-outcome", "paid");
    const main = page.getByRole("main");
    await expect(main).toContainText("₹1,500.00");
    await expect(main).toContainText("₹420.00");
    expect(orders).toEqual([]);
    // The status page was loaded afresh: 5,000 - 420 points are left.
    await page.getByRole("link", { name: "Continue shopping" }).click();
    await expect(page.getByTestId("points-pill")).toContainText("4,580");
  });
});

test.describe("zero-decimal currencies (spec §9 Lists)", () => {
  test("a JPY order shows no decimals in the cart, at checkout and on the gateway", async ({ page }) => {
    await page.goto("/marketplace");
    await page.getByRole("button", { name: "Change Country, India selected" }).click();
    const dropdown = page.getByRole("dialog", { name: "Change Country" });
    await dropdown.getByLabel("Search Country").fill("Japan");
    await dropdown.getByRole("button", { name: "Japan" }).click();
    await expect(page.getByRole("button", { name: "Change Country, Japan selected" })).toBeVisible();

    await addGiftCard(page, "/marketplace/vouchers/description/orbit-shopping-gift-card/40501", /3,000/);
    await page.goto("/marketplace/cart");
    const cart = page.getByRole("main");
    // JPY 3,000 at 2% off is JPY 2,940 (spec §7.4 final_price).
    await expect(cart).toContainText("¥2,940");
    await expect(cart).not.toContainText("¥2,940.00");

    await page.getByRole("link", { name: "Proceed to Checkout" }).click();
    await fillGuestDetails(page);
    await expect(page.getByTestId("amount-due")).toHaveText(/¥2,940$/);
    await page.getByTestId("pay-button").click();
    await continueToCardGateway(page);
    await expect(page).toHaveURL(/\/gateway\/gateway-global\/pay\//);
    await expect(page.getByTestId("amount")).toHaveText("JPY 2,940");
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    const outcome = page.getByTestId("payment-outcome");
    await expect(outcome).toHaveAttribute("data-outcome", "paid");
    await expect(page.getByRole("main")).toContainText("¥2,940");
    await expect(page.getByRole("main")).not.toContainText("¥2,940.00");
  });
});

test.describe("a declined payment (spec §4 Payment status)", () => {
  test("says so and keeps the cart", async ({ page }) => {
    await addGiftCard(page, "/marketplace/vouchers/description/shopping-gift-card/28501", /1,000/);
    await page.goto("/marketplace/checkout");
    await fillGuestDetails(page);
    await page.getByTestId("pay-button").click();
    await continueToCardGateway(page);
    await expect(page).toHaveURL(/\/gateway\/gateway-inr\/pay\//);
    await page.getByRole("button", { name: "Decline" }).click();

    const outcome = page.getByTestId("payment-outcome");
    await expect(outcome).toHaveAttribute("data-outcome", "declined");
    await expect(outcome).toContainText("Your payment was declined");
    await expect(page.getByRole("main")).toContainText("your cart is kept");
    await page.getByRole("link", { name: "Back to cart" }).click();
    await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Shopping Gift Card");
  });
});

test.describe("one order per checkout (spec §7.6 idempotency)", () => {
  test("double-clicking Pay creates one order", async ({ page }) => {
    await addGiftCard(page, "/marketplace/vouchers/description/vital-pharmacy-gift-card/40102", /500/);
    await page.goto("/marketplace/checkout");
    await fillGuestDetails(page);
    const balanceOf = async (): Promise<number> => {
      const answer = await page.request.post("/chef/api/public/applyVoucher", {
        data: { input: { code: "SHOP5555EEEE0002", partner_type: "vd", token: "" } },
      });
      const output = JSON.parse(((await answer.json()) as { output: string }).output) as {
        data: { Result: { voucher_details: { remain_amount: number } } };
      };
      return output.data.Result.voucher_details.remain_amount;
    };
    const before = await balanceOf();
    // The code (INR 1,000 at first) covers the order, INR 500 at 2% off: INR 490, no gateway (spec
    // §7.4, §7.6 no-pay checkout).
    await applyCode(page, "SHOP-5555-EEEE-0002");
    await expect(page.getByTestId("amount-due")).toContainText("₹0.00");

    const creates: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("voucherCreateOrder")) creates.push(request.postData() ?? "");
    });
    await page.getByTestId("pay-button").dblclick();
    await expect(page).toHaveURL(/\/marketplace\/payment-status\/voucher\/\d+\/[^/]+$/);
    await expect(page.getByTestId("payment-outcome")).toHaveAttribute("data-outcome", "paid");
    expect(creates).toHaveLength(1);

    // The code's balance dropped once, by INR 490.
    expect(await balanceOf()).toBe(before - 490);
  });
});
