/**
 * Flights at 1280 px and 390 px (spec §2.3 '/flights; /flights/listing; /flights/orders', §4 'a
 * flight replaces its section', §7.7 flights): a return flight is searched with the airports'
 * type-ahead, the results are kept in the URL, filtered to non-stop, one is held for a named
 * passenger, put in the cart, paid with points and the card gateway, and shown in the flight
 * bookings tab and in Track Order.
 */
import { continueToCardGateway, expect, type Page, signIn, test } from "./fixtures";

/** Each project books as a demo user of its own (server/domains/flights/seed.ts). */
const shopperOf = (project: string): string =>
  project === "phone" ? "ravi.flights@demo.example" : "asha.flights@demo.example";

const signInAs = async (page: Page, email: string) => {
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
};

/** 'YYYY-MM-DD' `days` after today (UTC). */
const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const pickAirport = async (page: Page, label: string, typed: string, option: RegExp) => {
  await page.getByLabel(label, { exact: true }).fill(typed);
  await page.getByRole("list", { name: "Airports" }).getByRole("button", { name: option }).click();
};

test.describe("flights", () => {
  test("a return flight searched, filtered to non-stop, booked with points and the gateway, then listed and tracked", async ({
    page,
  }, info) => {
    // A whole booking: search, hold, checkout, the gateway, two account pages.
    test.slow();
    await signInAs(page, shopperOf(info.project.name));
    await page.goto("/marketplace/flights");
    await expect(page.getByRole("heading", { level: 1, name: "Search flights" })).toBeVisible();
    await pickAirport(page, "From", "Beng", /^Bengaluru \(BLR\)/);
    await pickAirport(page, "To", "Mumbai", /^Mumbai \(BOM\)/);
    await page.getByLabel("Departure date").fill(inDays(30));
    // A return before the departure is named, and nothing is searched.
    await page.getByLabel("Return date").fill(inDays(29));
    await page.getByRole("button", { name: "Search flights" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "The return date must be on or after the departure date.",
    );
    await page.getByLabel("Return date").fill(inDays(37));
    await page.getByRole("button", { name: "Search flights" }).click();
    await expect(page).toHaveURL(/\/marketplace\/flights\/listing\?trip=return&from=BLR&to=BOM&depart=/);
    await expect(page.getByTestId("flight-offer").first()).toBeVisible();

    // The search is in the URL: a reload shows the same flights.
    const before = await page.getByTestId("flight-price").allTextContents();
    await page.reload();
    await expect(page.getByTestId("flight-offer").first()).toBeVisible();
    expect(await page.getByTestId("flight-price").allTextContents()).toEqual(before);

    // On a phone the results come first; the filters open under their 'Filters' control.
    if (info.project.name === "phone") {
      const first = await page.getByTestId("flight-offer").first().boundingBox();
      expect(first?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(844);
      await expect(page.getByRole("complementary", { name: "Filters" })).toHaveCount(0);
      const toggle = page.getByRole("button", { name: /^Filters/ });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
    }
    await page.getByRole("complementary", { name: "Filters" }).getByLabel("Non-stop").check();
    if (info.project.name === "phone")
      await expect(page.getByRole("button", { name: /^Filters/ })).toContainText("1");
    const offers = page.getByTestId("flight-offer");
    await expect(offers.first()).toBeVisible();
    for (const card of await offers.all()) {
      await expect(card.getByText(/\d stops? \(/)).toHaveCount(0);
    }
    await offers.first().getByRole("button", { name: "Select" }).click();
    const booking = page.getByTestId("flight-booking");
    await expect(booking.getByRole("heading", { name: "Passenger details" })).toBeVisible();
    // The passenger step's address names the held itinerary (its reference only): a reload
    // reopens the step with the held fare (spec §7.7 fetch_itinerary).
    await expect(page).toHaveURL(/[?&]itinerary=FL[A-Z0-9]+/);
    const heldPrice = await booking.locator("p strong").first().textContent();
    await page.reload();
    await expect(booking.getByRole("heading", { name: "Passenger details" })).toBeVisible();
    await expect(booking.locator("p strong").first()).toHaveText(heldPrice ?? "");
    await expect(booking).toContainText("Held for you until");
    // Names are required.
    await booking.getByRole("button", { name: "Add to cart" }).click();
    await expect(booking.getByText("Enter the name as on the travel document.").first()).toBeVisible();
    await booking.getByLabel("First name").fill("Asha");
    await booking.getByLabel("Last name").fill("Rao");
    await booking.getByRole("button", { name: "Add to cart" }).click();
    await expect(booking.getByRole("status")).toHaveText("Your flight is in the cart.");
    await booking.getByRole("link", { name: "Go to cart" }).click();
    await expect(page).toHaveURL(/\/marketplace\/cart$/);
    await expect(page.getByRole("main")).toContainText("Flight BLR ⇄ BOM");
    // Its legs, passengers and cabin are worded from the item's facts (spec §3 'Language').
    const carted = page.locator('[data-booking="flights"]');
    await expect(carted).toContainText(new RegExp(` · ${inDays(30)} \\d{2}:\\d{2}`));
    await expect(carted).toContainText(new RegExp(` · ${inDays(37)} \\d{2}:\\d{2}`));
    await expect(carted).toContainText("1 adult · Economy");
    await page.getByRole("link", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/marketplace\/checkout$/);

    // The points pay part of the fare (spec §4), the card gateway the rest.
    await page.getByTestId("balance-switch-points").click();
    await expect(page.getByTestId("amount-due").first()).not.toContainText("₹0.00");
    await page.getByTestId("pay-button").click();
    await continueToCardGateway(page);
    await expect(page).toHaveURL(/\/gateway\/gateway-inr\/pay\//);
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page).toHaveURL(/\/marketplace\/payment-status\/voucher\/\d+\/[^/]+$/);
    await expect(page.getByTestId("payment-outcome")).toHaveAttribute("data-outcome", "paid");
    const orderId = /\/payment-status\/voucher\/(\d+)\//.exec(page.url())?.[1] ?? "";
    expect(orderId).not.toBe("");

    // The flight bookings tab lists it: route, dates, passengers (spec §7.6 fetch_booking_history).
    await page.goto("/marketplace/flights/orders");
    const booked = page.getByTestId(`order-${orderId}`);
    await expect(booked.getByTestId("flight-booking-line")).toContainText("BLR ⇄ BOM");
    await expect(booked.getByTestId("flight-booking-line")).toContainText(`${inDays(30)} – ${inDays(37)}`);
    await expect(booked.getByTestId("flight-booking-line")).toContainText("Passengers: 1");
    await expect(booked.getByText("Success", { exact: true })).toBeVisible();

    // Track Order shows the flight's details (spec §2.3 flight_details).
    await page.goto("/marketplace/track-order");
    await page.getByTestId("track-order-page").getByRole("button", { name: "Track Your Order" }).click();
    const dialog = page.getByRole("dialog", { name: "Track Your Order" });
    await dialog.getByLabel("Order ID").fill(orderId);
    await dialog.getByRole("button", { name: "Verify" }).click();
    await dialog.getByLabel("E-mail").fill(shopperOf(info.project.name));
    await dialog.getByRole("button", { name: "Track Now" }).click();
    const tracked = page.getByTestId("tracked-order");
    await expect(tracked).toContainText(orderId);
    await expect(tracked.getByRole("region", { name: "Flight details" })).toContainText("BLR");
  });
});
