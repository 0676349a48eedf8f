/**
 * The route table's screens that had no journey of their own (spec §2.3), at 1280 px and 390 px,
 * against the reference API's demo data (docs/demo-data.md): the swag listing (merchandise with
 * filter value 1390: India's five swag items), the product list, the miles listing and its
 * categories, the `members` site's personalized category ('Member Picks', spec §2.5) with its
 * detail page, and the 'Reward Points' screen the points pill leads to (spec §2.4).
 */
import { acceptCookies, expect, type Page, signIn, test } from "./fixtures";

test.beforeEach(acceptCookies);

const count = (page: Page) => page.getByTestId("listing-count");
const cards = (page: Page) => page.getByTestId("listing-card");
const categoryLink = (page: Page, name: string) =>
  page
    .getByRole("main")
    .getByRole("navigation", { name: /Categories$/ })
    .getByRole("link", { name: new RegExp(`^${name}\\b`) });

test.describe("listing screens of the route table (spec §2.3)", () => {
  test("'/swag' lists the merchandise of filter value 1390 only: India's five swag items", async ({
    page,
  }) => {
    await page.goto("/marketplace/swag");
    await expect(page.getByRole("heading", { level: 1, name: "Swag" })).toBeVisible();
    // spec §2.3: '/swag' is the merchandise listing with filter value 1390.
    await expect(count(page)).toHaveText("Showing 1–5 of 5");
    await expect(cards(page)).toHaveText([
      /Branded Hoodie₹1,999\.00/,
      /Branded Tote Bag₹250\.00/,
      /Logo Water Bottle₹250\.00/,
      /Steel Water Bottle₹899\.00/,
      /Team Cap₹250\.00/,
    ]);
    // Merchandise outside swag is not listed here.
    await expect(cards(page).filter({ hasText: "Noise-Cancelling Headphones" })).toHaveCount(0);
    // A swag item opens its merchandise page (spec §2.3 '/merchandise/:description/:productID').
    await cards(page).filter({ hasText: "Steel Water Bottle" }).click();
    await expect(page).toHaveURL(/\/marketplace\/merchandise\/[a-z-]+\/43002$/);
    await expect(page.getByRole("heading", { level: 1, name: "Steel Water Bottle" })).toBeVisible();
  });

  test("'/product-list' lists one family at a time and changes family from its 'Browse' panel", async ({
    page,
  }) => {
    await page.goto("/marketplace/product-list");
    await expect(page).toHaveURL(/\/marketplace\/product-list\?categoryType=merchandise$/);
    await expect(page.getByRole("heading", { level: 1, name: "Product list · Merchandise" })).toBeVisible();
    await expect(count(page)).toHaveText("Showing 1–12 of 15");
    await page.getByRole("link", { name: /^Gift Cards\b/ }).click();
    await expect(page).toHaveURL(/\/marketplace\/product-list\?categoryType=vouchers/);
    await expect(page.getByRole("heading", { level: 1, name: "Product list · Gift Cards" })).toBeVisible();
    await expect(count(page)).toHaveText("Showing 1–12 of 23");
    await expect(cards(page).filter({ hasText: "Orbit Shopping Gift Card" })).toBeVisible();
  });

  test("'/airmiles' lists the miles by category; a card opens its miles page", async ({ page }) => {
    await page.goto("/marketplace/airmiles");
    await expect(page.getByRole("heading", { level: 1, name: "Miles" })).toBeVisible();
    await expect(count(page)).toHaveText("Showing 1–12 of 12");
    await categoryLink(page, "Airline Miles").click();
    await expect(count(page)).toHaveText("Showing 1–5 of 5");
    await expect(categoryLink(page, "Airline Miles")).toHaveAttribute("aria-current", "page");
    const card = cards(page).filter({ hasText: "SkyHigh Airline Miles" });
    await expect(card).toContainText("From ₹1,000.00");
    await card.click();
    // spec §2.3 '/airmiles/description/:productSlug/:productId'.
    await expect(page).toHaveURL(/\/marketplace\/airmiles\/description\/skyhigh-airline-miles\/47001$/);
    await expect(page.getByRole("heading", { level: 1, name: "SkyHigh Airline Miles" })).toBeVisible();
    await expect(page.getByLabel("Airline member id")).toBeVisible();
  });

  test("'/personalize-category' is named by the site's customCatalogFilterGroupName and opens its detail page", async ({
    page,
  }) => {
    await page.goto("/members/personalize-category");
    // spec §2.5: the Personalize tab is labelled with customCatalogFilterGroupName ('Member Picks').
    await expect(page.getByRole("heading", { level: 1, name: "Member Picks" })).toBeVisible();
    await expect(count(page)).toHaveText("Showing 1–12 of 12");
    const card = cards(page).filter({ hasText: "Personalised Photo Mug" });
    await expect(card).toContainText("₹699.00");
    await card.click();
    // spec §2.3 '/personalize-category/description/:productSlug/:productId'.
    await expect(page).toHaveURL(/\/members\/personalize-category\/description\/[a-z-]+\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Personalised Photo Mug" })).toBeVisible();
    await expect(page.getByText("A ceramic mug printed with a photo of your choice.")).toBeVisible();
    // A personalized item is one per cart (docs/demo-data.md 'Other families').
    await expect(page.getByText("Priced alone: one per order.")).toBeVisible();
    // An empty cart holds none to replace: the page states the rule, not a replacement.
    await expect(page.getByText("Your cart takes one item of this kind at a time.")).toBeVisible();
    await expect(page.getByText(/adding this one replaces the one there/)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeVisible();
  });
});

test("'/reward-redemption' shows the signed-in shopper's 'Reward Points' (spec §2.3, §2.4 points pill)", async ({
  page,
}) => {
  await signIn(page, "priya@demo.example");
  await expect(page.getByTestId("user-name")).toHaveText("Priya Sharma");
  // spec §2.4: the points pill links to /reward-redemption when the user has available points.
  const pill = page.getByTestId("points-pill");
  await expect(pill).toHaveText("25,000.00 Points");
  await expect(pill).toHaveAttribute("href", "/marketplace/reward-redemption");
  await pill.click();
  await expect(page).toHaveURL(/\/marketplace\/reward-redemption$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Reward Points" })).toBeVisible();
  await expect(
    main.getByText("Spend your Points at checkout on gift cards, experiences and more."),
  ).toBeVisible();
  const available = main.getByRole("region", { name: "Available Points" });
  await expect(available.getByRole("definition")).toHaveText(["25,000.00", "1,200.00", "₹25,000.00"]);
  // spec §2.4: '{factor} Reward Point = {rate} {CUR}'.
  await expect(available.getByText("1 Reward Point = 1.00000 INR")).toBeVisible();
  await main.getByRole("link", { name: "Check Reward History" }).click();
  await expect(page).toHaveURL(/\/marketplace\/reward-history$/);
});
