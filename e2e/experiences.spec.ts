/**
 * Experiences end to end (spec §2.3 experience routes, §3 'Experience order item', §4 'Cart
 * rules' at most one experience, §7.3, §7.6 Create experience order, Experience payment callback,
 * Update experience order), at 1280 px and 390 px. Each width has its own demo shoppers (ids 80–84,
 * README's demo data): pick Bangalore's Adventure category, open Sunset Kayaking, choose a day and
 * a time, two adults and a child (the live total in rupees and in points), pay partly with points
 * and the rest on the card gateway, come back through the experience's own callback, see the
 * booking confirmed on the status page (once, also when the callback is opened again) and the
 * order in the experience orders; a tampered callback link is refused; a slot sold out between
 * choosing and paying is refused; a second experience replaces the first in the cart, which the
 * cart page and the cart's checkout leave out (spec §4 'Special voucher category 1222').
 */
import { updateExperienceOrder } from "@contract/experiences";
import type { Browser, Response } from "@playwright/test";
import { Schema } from "effect";
import {
  acceptCookies,
  continueToCardGateway,
  expect,
  type Page,
  signIn,
  test,
  waitingForReady,
} from "./fixtures";

/** The booking an Update experience order answer confirms (decoded with its contract). */
const confirmationOf = async (response: Response) =>
  Schema.decodeUnknownSync(updateExperienceOrder.response)(await response.json()).data.updateExperienceOrder
    .data;

const SHOPPERS = {
  desktop: { main: "ava.exp@demo.example", other: "cara.exp@demo.example", second: "eli.exp@demo.example" },
  phone: { main: "ben.exp@demo.example", other: "dev.exp@demo.example", second: "eli.exp@demo.example" },
} as const;

test.beforeEach(acceptCookies);

const signInAs = async (page: Page, email: string) => {
  await signIn(page, email);
  await expect(page.getByTestId("user-name")).toBeVisible();
};

/** Opens an experience, picks the first day with `pattern` in its label state, its first time, and books. */
const chooseAndBook = async (
  page: Page,
  path: string,
  oneSlotLeft: boolean,
  adults: number,
  children: number,
  beforeBooking?: () => Promise<void>,
) => {
  await page.goto(path);
  const dates = page.getByTestId("experience-dates").getByRole("button");
  await expect(dates.first()).toBeVisible();
  const day = oneSlotLeft
    ? dates.filter({ hasText: "1 time left" }).first()
    : dates.filter({ hasNotText: "time left" }).first();
  await day.click();
  await page.getByTestId("experience-slots").getByRole("button").first().click();
  const adult = page.getByTestId("guests-adult");
  for (let n = Number(await adult.locator("output").textContent()); n < adults; n += 1)
    await adult.getByRole("button", { name: "More Adult" }).click();
  const child = page.getByTestId("guests-child");
  for (let n = 0; n < children; n += 1) await child.getByRole("button", { name: "More Child" }).click();
  await beforeBooking?.();
  await page.getByRole("button", { name: "Book now" }).click();
  await expect(page).toHaveURL(/\/marketplace\/experiences\/payment$/);
  await expect(page.getByTestId("experience-booking")).toBeVisible();
};

test("pick a city and category, book two adults and a child, pay with points and the gateway, see the order", async ({
  page,
}, testInfo) => {
  test.slow();
  const shopper = testInfo.project.name === "phone" ? SHOPPERS.phone : SHOPPERS.desktop;
  await signInAs(page, shopper.main);

  await page.goto("/marketplace/experiences");
  await expect(page.getByTestId("experience-city")).toHaveValue("1319");
  await expect(page.getByTestId("experience-card")).toHaveCount(10);
  await page.getByTestId("experience-category").filter({ hasText: "Adventure" }).click();
  await expect(page).toHaveURL(/categories%5B%5D=Adventure|categories\[\]=Adventure/);
  const kayaking = page.getByTestId("experience-card").filter({ hasText: "Sunset Kayaking in Bangalore" });
  // 'From' is what an adult pays on the cheapest day (₹4,500.00), not the child's ₹2,700.00.
  await expect(kayaking).toContainText("From ₹4,500.00");
  await kayaking.click();
  await expect(page.getByRole("heading", { name: "Sunset Kayaking in Bangalore" })).toBeVisible();
  await expect(page.getByText("Kayak and life jacket")).toBeVisible();

  await chooseAndBook(page, page.url(), false, 2, 1, async () => {
    // A rupee is a point for these shoppers: the points show the same figure as the money.
    const money = (await page.getByTestId("experience-total").textContent()) ?? "";
    const figure = money.replace(/[^\d.,]/g, "");
    expect(figure).toMatch(/^\d[\d,]*\.\d\d$/);
    await expect(page.getByTestId("experience-total-points")).toHaveText(new RegExp(`^${figure} \\S`));
  });
  await expect(page.getByTestId("experience-booking")).toContainText("3 guests");
  await expect(page.getByTestId("checkout-line")).toHaveCount(1);

  await page.getByTestId("balance-switch-points").click();
  await page.getByTestId("pay-button").click();
  await continueToCardGateway(page);
  await expect(page).toHaveURL(/\/gateway\/gateway-inr\/pay\//);
  const callbackPage = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.url().includes("/payment-exp-callback"),
  );
  const callback = page.waitForRequest((request) => request.url().endsWith("/gatewayCallback"));
  const update = page.waitForResponse((response) =>
    response.url().endsWith("/experience/updateExperienceOrder"),
  );
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  const callbackUrl = (await callbackPage).url();
  // The experience's own payment callback is asked (spec §7.6 {gateway}Callback).
  await callback;
  expect(callbackUrl).toMatch(/\/marketplace\/payment-exp-callback\?order_id=\d+/);
  await expect(page).toHaveURL(/\/marketplace\/exp-payment-status\?order_id=\d+/);
  await expect(page.getByTestId("payment-outcome")).toHaveAttribute("data-outcome", "paid");
  await expect(page.getByText("Guests: 3")).toBeVisible();
  await expect(page.getByText(/Date: \d{4}-\d\d-\d\d/)).toBeVisible();
  await expect(page.getByText(/Time: \d\d:\d\d/)).toBeVisible();
  // The experience order's update confirms the paid booking (spec §7.6).
  const confirmed = await confirmationOf(await update);
  expect(confirmed?.status).toBe("confirmed");
  const orderId = new URL(page.url()).searchParams.get("order_id") ?? "";
  const confirmation = page.getByTestId("experience-confirmation");
  await expect(confirmation).toContainText("Booking confirmed");
  await expect(page.getByTestId("experience-reference")).toHaveText(`Reference: EXP-${orderId}`);
  await expect(confirmation).toContainText(/\d{4}-\d\d-\d\d at \d\d:\d\d/);

  // The callback opened again (a reload) leads to the same confirmation, recorded once.
  const again = page.waitForResponse((response) =>
    response.url().endsWith("/experience/updateExperienceOrder"),
  );
  await page.goto(callbackUrl);
  await expect(page).toHaveURL(/\/marketplace\/exp-payment-status\?order_id=\d+/);
  expect((await confirmationOf(await again))?.confirmed_at).toBe(confirmed?.confirmed_at);
  await expect(page.getByTestId("experience-reference")).toHaveText(`Reference: EXP-${orderId}`);

  // An order the experience callback does not know (a tampered link) is refused: no status page.
  await page.goto("/marketplace/payment-exp-callback?order_id=999999999&key=tampered&status=success");
  await expect(page.getByText("This payment link is not valid.")).toBeVisible();
  await expect(page).toHaveURL(/payment-exp-callback/);

  await page.goto("/marketplace/experiences/orders");
  const booking = page.getByTestId("order-booking").first();
  await expect(booking).toContainText(/Date: \d{4}-\d\d-\d\d · Time: \d\d:\d\d · Guests: 3/);
});

const bookedElsewhere = async (browser: Browser, baseURL: string, email: string, url: string) => {
  const context = await browser.newContext({ baseURL });
  await acceptCookies({ context, baseURL });
  const other = waitingForReady(await context.newPage());
  await signInAs(other, email);
  await chooseAndBook(other, url, true, 2, 0);
  await other.getByTestId("pay-button").click();
  await continueToCardGateway(other);
  await expect(other).toHaveURL(/\/gateway\/gateway-inr\/pay\//);
  await context.close();
};

test("a time slot sold out between choosing and paying is refused, and the booking stays", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const shopper = testInfo.project.name === "phone" ? SHOPPERS.phone : SHOPPERS.desktop;
  const url = "/marketplace/experiences/sunset-kayaking-in-bangalore/61022";
  await signInAs(page, shopper.other);
  await chooseAndBook(page, url, true, 2, 0);
  // Another shopper takes the last two seats of that slot meanwhile.
  await bookedElsewhere(browser, baseURL ?? "", shopper.second, url);
  await page.getByTestId("pay-button").click();
  await expect(
    page.getByText("This time slot has just sold out. Choose another time or date.").first(),
  ).toBeVisible();
  await expect(page.getByTestId("experience-booking")).toBeVisible();
});

test("a second experience replaces the first in the cart", async ({ page }, testInfo) => {
  test.slow();
  const email = testInfo.project.name === "phone" ? "dev.exp@demo.example" : "cara.exp@demo.example";
  await signInAs(page, email);
  await chooseAndBook(page, "/marketplace/experiences/sunset-kayaking-in-bangalore/61022", false, 1, 0);
  await chooseAndBook(page, "/marketplace/experiences/pottery-workshop-bangalore/42002", false, 2, 0);
  // The experience payment is the cart view in its special mode, for the booked experience.
  await expect(page.getByTestId("checkout-line").filter({ hasText: "Pottery Workshop" })).toHaveCount(1);
  await expect(page.getByTestId("checkout-line").filter({ hasText: "Sunset Kayaking" })).toHaveCount(0);
  // The cart holds one line, the second experience (the header counts it); the cart page and the
  // cart's checkout leave an experience (category 1222) out (spec §4 'Special voucher category
  // 1222 in the cart view').
  await page.goto("/marketplace/cart");
  await expect(page.getByTestId("cart-link")).toHaveAttribute("aria-label", "Cart, 1 item");
  await expect(page.getByText("Your cart is empty")).toBeVisible();
  await expect(page.getByText("Pottery Workshop")).toHaveCount(0);
  await page.goto("/marketplace/checkout");
  await expect(page.getByTestId("checkout-empty")).toBeVisible();
  await expect(page.getByTestId("checkout-line")).toHaveCount(0);
});
