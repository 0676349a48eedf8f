/**
 * Hotels at 1280 px and 390 px (spec §2.3 '/hotels...', §3 'Hotel destination preset', §4 'Hotel
 * search', §7.7): a shopper searches Bangalore, searches Goa while the search is slowed down
 * (injected latency on search_hotels) and presses Stop: the Bangalore results stay. Then a room
 * is chosen, the lead guest given, and the hotel is in the cart's hotel section.
 * Ana (id 90) books on the desktop, Ben (id 91) on the phone.
 */
import { addDays, isoDay } from "@domain/hotels";
import { expect, type Page, signIn, test } from "./fixtures";
import { operatorHeaders } from "./operator";

const signInAs = async (page: Page, email: string) => {
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
};

const hotelItems = (page: Page) => page.getByRole("list", { name: "Hotels" }).getByRole("listitem");

test.describe("hotels", () => {
  test("search, Stop keeps the previous results, then a room goes to the cart", async ({
    page,
    request,
    extraHTTPHeaders,
  }, testInfo) => {
    // One journey across search, results, detail, checkout and the bookings tab.
    test.slow();
    const client = extraHTTPHeaders?.["x-forwarded-for"] ?? "";
    const email = testInfo.project.name === "phone" ? "ben.hotels@demo.example" : "ana.hotels@demo.example";
    await signInAs(page, email);

    // The search page: type-ahead from 3 letters, then dates and rooms.
    await page.goto("/marketplace/hotels");
    await expect(page.getByRole("heading", { level: 1, name: "Find a hotel" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Stay in Mumbai, India" })).toBeVisible();
    await page.getByRole("combobox", { name: "Destination" }).fill("Banga");
    await page.getByRole("list", { name: "Destinations" }).getByRole("button", { name: "Bangalore" }).click();
    const checkIn = addDays(isoDay(Date.now()), 7);
    await page.getByLabel("Check-in").fill(checkIn);
    await page.getByLabel("Check-out").fill(addDays(checkIn, 2));
    await page.getByRole("button", { name: "Search hotels" }).click();
    await expect(page).toHaveURL(/\/marketplace\/hotels\/listing\?cityId=1319/);
    await expect(page.getByRole("heading", { level: 1, name: "Hotels in Bangalore" })).toBeVisible();
    await expect(hotelItems(page)).toHaveCount(8);
    const first = await hotelItems(page).first().getByRole("heading").textContent();

    // A slow Goa search, stopped: the Bangalore results stay in place.
    await request.post("/__faults", {
      data: { operation: "search_hotels", latencyMs: 20_000, client, times: 1 },
    });
    try {
      await page.getByRole("link", { name: "Change search" }).click();
      await page.getByRole("combobox", { name: "Destination" }).fill("Goa");
      await page.getByRole("list", { name: "Destinations" }).getByRole("button", { name: "Goa" }).click();
      await page.getByRole("button", { name: "Search hotels" }).click();
      await expect(page.getByText("Searching hotels…")).toBeVisible();
      await page.getByRole("button", { name: "Stop" }).click();
      await expect(page.getByText("Search stopped. The previous results are still shown.")).toBeVisible();
      await expect(hotelItems(page)).toHaveCount(8);
      await expect(hotelItems(page).first().getByRole("heading")).toHaveText(first ?? "");
    } finally {
      await request.delete(`/__faults?client=${client}`);
    }

    // Filters and sorting on the kept results; on a phone the results come first and the
    // filters open under their 'Filters' control.
    if (testInfo.project.name === "phone") {
      const first = await hotelItems(page).first().boundingBox();
      expect(first?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(844);
      await expect(page.getByLabel("Sort by")).toHaveCount(0);
      const toggle = page.getByRole("button", { name: /^Filters/ });
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
    }
    await page.getByLabel("Sort by").selectOption("price-desc");
    await page.getByLabel("Sort by").selectOption("price-asc");
    await page
      .getByRole("link", { name: /^See rooms:/ })
      .first()
      .click();

    // The detail: photos, amenities, rooms and rates; a room held, the lead guest, the cart.
    await expect(page).toHaveURL(/\/marketplace\/hotels\/description\/\d+\?/);
    const detailUrl = page.url();
    await expect(page.getByRole("heading", { level: 2, name: "Rooms and rates" })).toBeVisible();
    await expect(page.getByRole("list", { name: /^Photos of / }).getByRole("img")).toHaveCount(3);
    await page
      .getByRole("button", { name: /^Choose this room:/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { name: "Your room is held" })).toBeVisible();
    await page.getByLabel("First name").fill("Ana");
    await page.getByLabel("Last name").fill("Costa");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Phone number").fill("9812345678");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByText("Added to your cart")).toBeVisible();
    const hotelName = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";

    // The cart's hotel section holds it; the checkout pays it with points (spec §4, §9 55399).
    await page.getByRole("link", { name: "Go to cart" }).click();
    // The stay is worded from the item's facts (spec §3 'Language'), on the cart and at checkout.
    const stay = `${checkIn} – ${addDays(checkIn, 2)} · 2 nights · 1 room · `;
    await expect(page.locator('[data-booking="hotel"]')).toContainText(hotelName);
    await expect(page.locator('[data-booking="hotel"]')).toContainText(stay);
    await page.goto("/marketplace/checkout");
    await expect(page.getByRole("heading", { level: 2, name: "Order Summary" })).toBeVisible();
    await expect(page.getByText(hotelName, { exact: true })).toBeVisible();
    await expect(page.getByTestId("checkout-booking")).toContainText(stay);
    await page.getByTestId("balance-switch-points").click();
    await expect(page.getByTestId("amount-due").first()).toContainText("₹0.00");
    // The hotel's rates move after the hold (the reference API's switch): the order is refused
    // with the 'changed' words and the cart keeps the hotel; back at its rate, it is paid.
    const hotelId = Number(/\/hotels\/description\/(\d+)/.exec(detailUrl)?.[1] ?? "0");
    const moved = await request.post("/__admin/hotel-rates", {
      data: { hotel_id: hotelId, percent: 10 },
      headers: operatorHeaders,
    });
    expect(moved.ok()).toBe(true);
    try {
      await page.getByTestId("pay-button").click();
      await expect(page.getByTestId("order-failed")).toContainText(
        "The rate of this room has changed since you saw it. Please check the new total.",
      );
      await expect(page).toHaveURL(/\/marketplace\/checkout$/);
      await expect(page.getByText(hotelName, { exact: true })).toBeVisible();
    } finally {
      await request.post("/__admin/hotel-rates", {
        data: { hotel_id: hotelId, percent: 0 },
        headers: operatorHeaders,
      });
    }
    await page.getByTestId("pay-button").click();
    await expect(page.getByTestId("payment-outcome")).toHaveAttribute("data-outcome", "paid");

    // The hotel bookings tab lists it: hotel, dates, nights, rooms, status.
    await page.goto("/marketplace/hotels/orders");
    const booking = page.getByRole("list", { name: "Orders", exact: true }).getByRole("listitem").first();
    await expect(booking).toContainText(hotelName);
    await expect(booking).toContainText(`${checkIn} – ${addDays(checkIn, 2)} · 2 nights · 1 room`);
    await expect(booking).toContainText("Success");
  });

  test("check-out before check-in is refused with its message", async ({ page }) => {
    const checkIn = addDays(isoDay(Date.now()), 5);
    await page.goto(
      `/marketplace/hotels/listing?cityId=1319&city=Bangalore&country=IN&checkIn=${checkIn}&checkOut=${addDays(checkIn, -1)}&rooms=2-0`,
    );
    await expect(page.getByText("The check-out date must be after the check-in date.")).toBeVisible();
  });
});
