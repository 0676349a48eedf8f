import { expect, type Page, test } from "./fixtures";

/**
 * Insurance, at 1280 px and 390 px (spec §1 families, §2.3 '/insurance; /insurance/:description',
 * §9 'Filter values: insurance 1233'), signed out, against the reference API's demo data: the
 * listing's card opens '/insurance/{slug}-{product id}' (the route names no id, so the
 * description ends with it), the policy HealthShield Family Cover (41002, INR 7,500 or 15,000) has
 * no quantity (one cover, src/domain/productFamily.ts) and goes to the cart under 'Insurance'.
 * A Membership card (client 5179's custom category) opens its product's gift-card page.
 */

const cards = (page: Page) => page.getByTestId("listing-card");

/** The cart page's group of a family: its heading and its lines. */
const cartGroup = (page: Page, heading: string) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2, name: heading }) });

const NOT_FOUND = "Oh no! Error 404";

test("an insurance policy opens from its listing, has no quantity and shows under Insurance in the cart", async ({
  page,
}) => {
  await page.goto("/marketplace/insurance");
  await cards(page).filter({ hasText: "HealthShield Family Cover" }).click();
  await expect(page).toHaveURL(/\/marketplace\/insurance\/healthshield-family-cover-41002$/);
  await expect(page.getByRole("heading", { level: 1, name: "HealthShield Family Cover" })).toBeVisible();
  await expect(page.getByText("Health insurance for a family of four for one year.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Increase quantity" })).toHaveCount(0);
  await page.getByRole("radio", { name: "₹15,000.00" }).check();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to your cart.")).toBeVisible();

  await page.getByRole("link", { name: "Go to Cart" }).click();
  await expect(page).toHaveURL(/\/marketplace\/cart$/);
  const insurance = cartGroup(page, "Insurance");
  await expect(insurance).toContainText("HealthShield Family Cover");
  await expect(insurance).toContainText("₹15,000.00");
  await expect(page.getByRole("main").getByRole("heading", { level: 2, name: "Gift Card" })).toHaveCount(0);

  // A description that does not end with a product id, or names no product, is not found.
  await page.goto("/marketplace/insurance/healthshield-family-cover");
  await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND })).toBeVisible();
  await page.goto("/marketplace/insurance/nothing-99999999");
  await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND })).toBeVisible();
});

test("a Membership card opens its product's page, bought as a gift card", async ({ page }) => {
  await page.goto("/members/custom-category");
  await cards(page).filter({ hasText: "Club Annual Membership" }).click();
  await expect(page).toHaveURL(/\/members\/vouchers\/description\/club-annual-membership\/49801$/);
  await expect(page.getByRole("heading", { level: 1, name: "Club Annual Membership" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
});
