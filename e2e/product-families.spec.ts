import { expect, type Page, test } from "./fixtures";

/**
 * The detail pages of the families other than gift cards (spec §2.3 detail routes, §4 'Cart
 * actions', 'Cart rules', §9 'Cart totals'), signed out, against the reference API's demo data:
 * the charity 'Plant a Tree' (46001, INR 100, 500, 1000), the merchandise 'Branded Hoodie' (43003,
 * INR 1999, Size and Colour to choose), the lounges 'Domestic Lounge Pass' (45001, INR 1200) and
 * 'International Lounge Pass' (45002, INR 2800).
 */

const cards = (page: Page) => page.getByTestId("listing-card");

/** Opens a product from its listing by the card's name, and waits for its detail page. */
const openFromListing = async (page: Page, listing: string, name: string) => {
  await page.goto(listing);
  await cards(page).filter({ hasText: name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
};

const addToCart = async (page: Page) => {
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to your cart.")).toBeVisible();
};

/** The cart page's group of a family: its heading and its lines. */
const cartGroup = (page: Page, heading: string) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2, name: heading }) });

test.describe("product pages of every family (spec §2.3)", () => {
  test("a charity and a merchandise product open from their listings and go to the cart, grouped by family", async ({
    page,
  }) => {
    await openFromListing(page, "/marketplace/charity", "Plant a Tree");
    // spec §9 'Cart totals': charity is bought in a quantity.
    await page.getByRole("radio", { name: "₹500.00" }).check();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(page.getByText("Total for 2: ₹1,000.00")).toBeVisible();
    await addToCart(page);

    await openFromListing(page, "/marketplace/merchandises", "Branded Hoodie");
    const add = page.getByRole("button", { name: "Add to Cart" });
    // An option must be chosen before adding.
    await expect(add).toBeDisabled();
    await expect(page.getByText("Choose Size, Colour to add this product.")).toBeVisible();
    await page
      .getByRole("group", { name: "Choose Size" })
      .getByRole("radio", { name: "L", exact: true })
      .check();
    await page.getByRole("group", { name: "Choose Colour" }).getByRole("radio", { name: "Grey" }).check();
    await expect(add).toBeEnabled();
    await addToCart(page);

    await page.getByRole("link", { name: "Go to Cart" }).click();
    await expect(page).toHaveURL(/\/marketplace\/cart$/);
    await expect(cartGroup(page, "Charities")).toContainText("Plant a Tree");
    await expect(cartGroup(page, "Merchandise")).toContainText("Branded Hoodie");
    await expect(page.getByRole("main").getByRole("heading", { level: 2, name: "Gift Card" })).toHaveCount(0);
  });

  test("a second lounge replaces the first in the cart; a lounge has no quantity", async ({ page }) => {
    await openFromListing(page, "/marketplace/lounge", "Domestic Lounge Pass");
    // spec §9 'Cart totals': a lounge is priced alone.
    await expect(page.getByRole("button", { name: "Increase quantity" })).toHaveCount(0);
    await expect(page.getByText("Priced alone: one per order.")).toBeVisible();
    await addToCart(page);

    await openFromListing(page, "/marketplace/lounge", "International Lounge Pass");
    await addToCart(page);

    await page.goto("/marketplace/cart");
    const lounges = cartGroup(page, "Lounges");
    await expect(lounges).toContainText("International Lounge Pass");
    await expect(page.getByRole("main")).not.toContainText("Domestic Lounge Pass");
  });

  test("Buy Now of a charity goes straight to checkout", async ({ page }) => {
    await page.goto("/marketplace/charity/description/plant-a-tree/46001");
    await expect(page.getByRole("heading", { level: 1, name: "Plant a Tree" })).toBeVisible();
    await page.getByRole("button", { name: "Buy Now" }).click();
    await expect(page).toHaveURL(/\/marketplace\/checkout$/);
  });

  test("an unknown product id shows the not-found page", async ({ page }) => {
    await page.goto("/marketplace/lounge/description/nowhere/99999999");
    await expect(page.getByRole("heading", { level: 1, name: "Oh no! Error 404" })).toBeVisible();
    await page.goto("/marketplace/merchandise/nowhere/not-a-number");
    await expect(page.getByRole("heading", { level: 1, name: "Oh no! Error 404" })).toBeVisible();
  });

  test("a product of another country offers to switch to its country", async ({ page }) => {
    await page.goto("/marketplace/lounge/description/jfk-lounge-pass/45101");
    await expect(page.getByRole("heading", { level: 1, name: "JFK Lounge Pass" })).toBeVisible();
    const notice = page.getByTestId("product-other-country");
    await expect(notice).toContainText("This product is sold in United States");
    await notice.getByRole("button", { name: "Switch to United States" }).click();
    await expect(
      page.getByTestId("site-header").getByRole("button", { name: "Change Country, United States selected" }),
    ).toBeVisible();
  });
});
