/**
 * Flights at 1280 px and 390 px (spec §2.3 '/flights; /flights/listing; /flights/orders', §4 'a
 * flight replaces its section', §7.7 flights): a return flight is searched with the airports'
 * type-ahead, the results are kept in the URL, filtered to non-stop, one is held for a named
 * passenger and put in the cart.
 */
import { expect, type Page, test } from "./fixtures";

/** Each project books as a demo user of its own (server/domains/flights/seed.ts). */
const shopperOf = (project: string): string =>
  project === "phone" ? "ravi.flights@demo.example" : "asha.flights@demo.example";

const signIn = async (page: Page, email: string) => {
  await page.goto("/marketplace/login");
  await page.getByLabel("E-mail address or mobile number").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Password").fill("Demo@1234");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
};

/** 'YYYY-MM-DD' `days` after today (UTC). */
const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const pickAirport = async (page: Page, label: string, typed: string, option: RegExp) => {
  await page.getByLabel(label, { exact: true }).fill(typed);
  await page.getByRole("list", { name: "Airports" }).getByRole("button", { name: option }).click();
};

test.describe("flights", () => {
  test("a return flight searched, filtered to non-stop, held for a named passenger and put in the cart", async ({
    page,
  }, info) => {
    await signIn(page, shopperOf(info.project.name));
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

    await page.getByRole("complementary", { name: "Filters" }).getByLabel("Non-stop").check();
    const offers = page.getByTestId("flight-offer");
    await expect(offers.first()).toBeVisible();
    for (const card of await offers.all()) {
      await expect(card.getByText(/\d stops? \(/)).toHaveCount(0);
    }
    await offers.first().getByRole("button", { name: "Select" }).click();
    const booking = page.getByTestId("flight-booking");
    await expect(booking.getByRole("heading", { name: "Passenger details" })).toBeVisible();
    // Names are required.
    await booking.getByRole("button", { name: "Add to cart" }).click();
    await expect(booking.getByText("Enter the name as on the travel document.").first()).toBeVisible();
    await booking.getByLabel("First name").fill("Asha");
    await booking.getByLabel("Last name").fill("Rao");
    await booking.getByRole("button", { name: "Add to cart" }).click();
    await expect(booking.getByRole("status")).toHaveText("Your flight is in the cart.");
    await booking.getByRole("link", { name: "Go to cart" }).click();
    await expect(page).toHaveURL(/\/marketplace\/cart$/);
  });
});
