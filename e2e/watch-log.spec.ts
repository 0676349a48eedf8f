/**
 * Watching a log (docs/event-log.md, 'Watching a log'): a guest's visit across a listing, a
 * product, the cart and checkout is recorded; at three moments the live page's heading, price and
 * cart count are noted with the step the log had reached. The visit's log is loaded in the
 * drawer's Load tab and watched: at each of those steps the watched page (the storefront's own
 * views rendered from the replay, in a frame at the recorded viewport) shows the same heading,
 * price and cart count. Its intents are inert and say so.
 */
import { readFileSync } from "node:fs";
import { parseLog } from "@domain/eventlog/format";
import { acceptCookies, expect, type Locator, type Page, test } from "./fixtures";

test.beforeEach(acceptCookies);

/** What the shopper sees that the watched page must show too. */
interface Seen {
  readonly step: number;
  readonly heading: string;
  readonly price: string;
  readonly cart: string;
}

/** The page's view of a moment: in the live page, or inside the watch frame. */
type Scope = Pick<Page, "locator" | "getByTestId">;

const cartLabel = async (scope: Scope): Promise<string> =>
  (await scope.getByTestId("cart-link").first().getAttribute("aria-label")) ?? "";

const drawerOf = (page: Page): Locator => page.getByRole("complementary", { name: "Developer tools" });

/** Opens the drawer (its code loads after the page: pressed until it answers). */
const openDrawer = async (page: Page): Promise<Locator> => {
  const drawer = drawerOf(page);
  await expect(async () => {
    if (!(await drawer.isVisible())) await page.keyboard.press("Control+Shift+D");
    await expect(drawer).toBeVisible({ timeout: 500 });
  }).toPass();
  return drawer;
};

/** The log as it stands, from the drawer's Download log, and its last step; the drawer closes again. */
const logNow = async (
  page: Page,
  path: string,
): Promise<{ readonly text: string; readonly step: number }> => {
  const drawer = await openDrawer(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    drawer.getByRole("button", { name: "Download log", exact: true }).click(),
  ]);
  await download.saveAs(path);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  const text = readFileSync(path, "utf8");
  return { text, step: parseLog(text).entries.at(-1)?.step ?? 0 };
};

test.describe("watching a recorded visit (docs/event-log.md 'Watching a log')", () => {
  test("at three steps the watched page shows the heading, price and cart count the live page showed", async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    const seen: Seen[] = [];
    const note = async (price: Locator, name: string) => {
      const heading = (await page.locator("h1").first().textContent()) ?? "";
      const shown = { heading, price: (await price.textContent()) ?? "", cart: await cartLabel(page) };
      const { step } = await logNow(page, info.outputPath(`${name}.ndjson`));
      seen.push({ step, ...shown });
    };

    await page.goto("/marketplace");
    await page.getByRole("link", { name: "See all Gift Card" }).click();
    await expect(page).toHaveURL(/\/marketplace\/vouchers$/);
    const card = page.getByTestId("listing-card").first();
    await expect(card).toBeVisible();
    await note(card, "listing");

    await card.click();
    await expect(page).toHaveURL(/\/description\//);
    const price = page.getByTestId("product-price");
    await expect(price).toBeVisible();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Added to your cart.")).toBeVisible();
    await expect(page.getByTestId("cart-link").first()).toHaveAttribute("aria-label", "Cart, 1 item");
    await note(price, "product");

    await page.getByRole("link", { name: "Go to Cart" }).click();
    await expect(page).toHaveURL(/\/marketplace\/cart$/);
    await page.getByRole("link", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/marketplace\/checkout$/);
    const total = page.getByTestId("order-total");
    await expect(total).toContainText("₹");
    await note(total, "checkout");

    expect(seen.map((s) => s.cart)).toEqual(["Cart", "Cart, 1 item", "Cart, 1 item"]);
    expect(new Set(seen.map((s) => s.heading)).size).toBe(3);

    // The whole visit, loaded in the drawer's Load tab and watched.
    const visit = info.outputPath("visit.ndjson");
    await logNow(page, visit);
    const drawer = await openDrawer(page);
    await drawer.getByRole("tab", { name: "Load a log" }).click();
    await drawer.locator('input[type="file"]').setInputFiles(visit);
    await drawer.getByRole("button", { name: "Watch", exact: true }).click();
    await expect(drawer.getByText("No divergence")).toBeVisible();
    const frame = page.frameLocator('iframe[title^="The watched page"]');
    const slider = drawer.getByRole("slider", { name: "Step" });
    for (const moment of seen) {
      await slider.fill(String(moment.step));
      await expect(frame.locator(`html[data-watch-step="${moment.step}"]`)).toHaveCount(1);
      await expect(frame.locator("h1").first()).toHaveText(moment.heading);
      await expect(frame.getByTestId("cart-link").first()).toHaveAttribute("aria-label", moment.cart);
    }
    // The prices, checked where each was seen.
    const [listing, product, checkout] = seen;
    await slider.fill(String(listing?.step));
    await expect(frame.getByTestId("listing-card").first()).toHaveText(listing?.price ?? "");
    await slider.fill(String(product?.step));
    await expect(frame.getByTestId("product-price")).toHaveText(product?.price ?? "");
    await slider.fill(String(checkout?.step));
    await expect(frame.getByTestId("order-total")).toHaveText(checkout?.price ?? "");

    // The watched page's intents are inert, and it says so; the watched step stays.
    await frame.locator("h1").first().click();
    await expect(frame.getByRole("status")).toHaveText(
      "Watch mode: this page replays a recorded visit. Clicks and keys do nothing here.",
    );
    await expect(frame.locator(`html[data-watch-step="${checkout?.step}"]`)).toHaveCount(1);
    await expect(frame.locator("h1").first()).toHaveText(checkout?.heading ?? "");
  });
});
