/**
 * A merchandise order at checkout (spec §3 Order, §5 'Cart', §7.2 'States / cities (storesAdmin)',
 * 'Postal code', §7.6), on the desktop (1280 px) and phone (390 px) layouts: a demo user's cart
 * gets a swag item (merchandise, filter value 1390) through the reference API's addToCart, the
 * checkout asks for a delivery address, refuses a postal code of another city with its message,
 * takes the corrected one, and the card gateway is paid; the order is then found in Track Order.
 */
import { addToCart, type CartChange } from "@contract/cart";
import { graphBody, operationPath } from "@contract/operation";
import { acceptCookies, continueToCardGateway, expect, type Page, signIn, test } from "./fixtures";

test.beforeEach(acceptCookies);

/** Signs in as a demo user whose cart is empty (Nina, India); the session cookie then goes with the page's own requests too. */
const signInAs = async (page: Page) => {
  await signIn(page, "nina@demo.example");
  await expect(page).toHaveURL(/\/marketplace\/home$/);
};

/** The Steel Water Bottle (product 43002, INR 899, swag of India), as a cart line's payload (spec §7.4). */
const waterBottle: CartChange = {
  product_id: 43002,
  type: "voucher",
  status: 1,
  info: {
    quantity: 1,
    point: 899,
    denomination: "INR 899",
    final_price: 899,
    base_conversion_value: 1,
    product_discount: 0,
    product_discount_inr: 0,
    currency_code: "INR",
    currency_value: 1,
    currency_id: 1,
    currency_name: "Indian Rupee",
    productInfo: {
      product_id: 43002,
      name: "Steel Water Bottle",
      type: "merchandise",
      filter_group_id: 47,
      categories: "1271,1390",
      country_name: "India",
    },
  },
};

const addWaterBottle = async (page: Page) => {
  const answer = await page.request.post(operationPath(addToCart, "auth"), {
    headers: { pltfm: "4", lng: "en" },
    data: graphBody(addToCart, { cart: JSON.stringify(waterBottle) }),
  });
  expect(answer.ok()).toBe(true);
  expect(await answer.json()).toMatchObject({ data: { addToCart: { success: 1 } } });
};

test("a swag item is delivered: a postal code of another city is refused, the right one is paid by card and tracked", async ({
  page,
}) => {
  // One journey across sign-in, checkout, the hosted payment page and Track Order.
  test.slow();
  await signInAs(page);
  await addWaterBottle(page);
  await page.goto("/marketplace/checkout");
  await expect(page.getByTestId("checkout-line")).toContainText("Steel Water Bottle");

  const delivery = page.getByTestId("delivery-address");
  await expect(delivery.getByRole("heading", { name: "Delivery address" })).toBeVisible();
  await expect(delivery.getByLabel("Country")).toHaveValue("India");

  // Pay with the address empty: refused, every problem shown, focus on the first one.
  await page.getByTestId("pay-button").click();
  await expect(delivery.getByLabel("Full name")).toBeFocused();
  await expect(page.getByTestId("delivery-full-name-error")).toHaveText("This field is required");
  await expect(page).toHaveURL(/\/marketplace\/checkout$/);

  // Filled from the keyboard: the state's cities load once it is chosen.
  await delivery.getByLabel("Full name").fill("Nina Kapoor");
  await delivery.getByLabel("Address line 1").fill("12 MG Road");
  await delivery.getByLabel("State").selectOption({ label: "Karnataka" });
  await delivery.getByLabel("City").selectOption({ label: "Bengaluru" });
  // Mysuru's postal code: of India's form, but not Bengaluru's.
  await delivery.getByLabel("Postal code").fill("570001");
  await expect(page.getByTestId("delivery-full-name-error")).toHaveCount(0);

  await page.getByTestId("pay-button").click();
  await expect(page.getByTestId("delivery-postal-refused")).toHaveText(
    "This postal code is not in the city you chose. Check the postal code, or choose the city it belongs to.",
  );
  await expect(delivery.getByLabel("Postal code")).toBeFocused();
  await expect(page).toHaveURL(/\/marketplace\/checkout$/);

  await delivery.getByLabel("Postal code").fill("560001");
  await expect(page.getByTestId("delivery-postal-refused")).toHaveCount(0);
  await page.getByTestId("pay-button").click();

  // The hosted page of the INR gateway asks for the whole amount.
  await continueToCardGateway(page);
  await expect(page).toHaveURL(/\/gateway\/gateway-inr\/pay\//);
  await expect(page.getByTestId("amount")).toHaveText("INR 899.00");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/marketplace\/payment-status\/voucher\/\d+\/[^/]+$/);
  await expect(page.getByTestId("payment-outcome")).toHaveAttribute("data-outcome", "paid");
  const orderId = /\/payment-status\/voucher\/(\d+)\//.exec(page.url())?.[1] ?? "";
  expect(orderId).not.toBe("");

  // Track Order finds it by the buyer's e-mail (spec §2.10).
  await page.goto("/marketplace/track-order");
  await page.getByTestId("track-order-page").getByRole("button", { name: "Track Your Order" }).click();
  const dialog = page.getByRole("dialog", { name: "Track Your Order" });
  await dialog.getByLabel("Order ID").fill(orderId);
  await dialog.getByRole("button", { name: "Verify" }).click();
  await dialog.getByLabel("E-mail").fill("nina@demo.example");
  await dialog.getByRole("button", { name: "Track Now" }).click();
  const order = page.getByTestId("tracked-order");
  await expect(order).toContainText(orderId);
  await expect(order).toContainText("Merchandise");
  await expect(order).toContainText("Steel Water Bottle × 1");
});
