/**
 * Flight and hotel results opened without a search (spec §2.3 '/flights/listing',
 * '/hotels/listing'): the page says no search was made and links to the search form, instead of a
 * header with no route ('→') or no city ('Hotels in').
 */
import { expect, test } from "./fixtures";

test("flight and hotel results without a search offer to start one", async ({ page }) => {
  await page.goto("/marketplace/hotels/listing");
  const hotels = page.getByTestId("hotels-no-search");
  await expect(hotels.getByRole("heading", { name: "No hotel search yet" })).toBeVisible();
  await expect(hotels).toContainText("Choose a destination, your dates and rooms to see the hotels.");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/^Hotels in/);
  await hotels.getByRole("link", { name: "Search hotels" }).click();
  await expect(page).toHaveURL(/\/marketplace\/hotels$/);

  await page.goto("/marketplace/flights/listing");
  const flights = page.getByTestId("flights-no-search");
  await expect(flights.getByRole("heading", { name: "No flight search yet" })).toBeVisible();
  await expect(flights).toContainText("Choose your airports, dates and passengers to see the flights.");
  await flights.getByRole("link", { name: "Search flights" }).click();
  await expect(page).toHaveURL(/\/marketplace\/flights$/);
});
