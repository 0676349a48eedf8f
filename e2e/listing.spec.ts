import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "./fixtures";

/**
 * The catalogue listing pages in the browser (spec §2.3 listing routes, §2.5, §4 'Country
 * selection', §7.3, §8), against the reference API's demo data: India lists 23 gift cards (12 a
 * page), its category 698 'Ecommerce' 5 and 697 'Fashion' 2; Japan lists 6, has no Fashion (a
 * Fashion URL there falls back to every gift card), and
 * its Ecommerce is the one 'Orbit Shopping Gift Card' in yen. Every tile and card shows its own
 * picture, drawn by the reference API (server/domains/artwork/).
 */

const VOUCHERS = "/marketplace/vouchers";

const count = (page: Page) => page.getByTestId("listing-count");
const cards = (page: Page) => page.getByTestId("listing-card");
/** The listing's own category panel, named after the page ('Gift Cards Categories'). */
const categoryPanel = (page: Page) => page.getByRole("main").getByRole("navigation", { name: /Categories$/ });
const categoryLink = (page: Page, name: string) =>
  categoryPanel(page).getByRole("link", { name: new RegExp(`^${name}\\b`) });

/** The price a card shows: its lowest price after the discount (the first amount, before 'Was'). */
const shownPrice = async (card: Locator): Promise<number> => {
  const text = (await card.textContent()) ?? "";
  const shown = /(?:From )?[₹¥$€£]([\d,.]+)/.exec(text);
  return Number((shown?.[1] ?? "").replaceAll(",", ""));
};

const chooseCountry = async (page: Page, from: string, to: string) => {
  await page
    .getByTestId("site-header")
    .getByRole("button", { name: `Change Country, ${from} selected` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Change Country" });
  // 'Search Country' on a desktop, 'Search for your country here...' in the phone's modal.
  await dialog.getByRole("searchbox").fill(to);
  await dialog.getByRole("button", { name: to }).click();
  await expect(
    page.getByTestId("site-header").getByRole("button", { name: `Change Country, ${to} selected` }),
  ).toBeVisible();
};

test.describe("listing pages open from the category navigation and the home page (spec §2.3, §2.5)", () => {
  test("the header tabs open gift cards, merchandise, offers and lounge; a gift card opens its detail page", async ({
    page,
  }) => {
    await page.goto("/marketplace");
    const tabs = page.getByTestId("category-nav");
    for (const [tab, path, title] of [
      ["Merchandise", "/marketplace/merchandises", "Merchandise"],
      ["Offers", "/marketplace/perks", "Offers"],
      ["Lounge", "/marketplace/lounge", "Lounges"],
      ["Gift Card", VOUCHERS, "Gift Cards"],
    ] as const) {
      await tabs.getByRole("link", { name: tab, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(tabs.getByRole("link", { name: tab, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(cards(page).first()).toBeVisible();
    }
    await expect(count(page)).toHaveText("Showing 1–12 of 23");

    const card = cards(page).filter({ hasText: "Orbit Shopping Gift Card" });
    await card.click();
    await expect(page).toHaveURL(/\/marketplace\/vouchers\/description\/orbit-shopping-gift-card\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Orbit Shopping Gift Card" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeVisible();
  });

  test("the home page's category tiles open the family's listing with that category chosen (spec §2.3 subcategory links), and 'See all' the whole family", async ({
    page,
  }) => {
    await page.goto("/marketplace");
    await page.getByTestId("categories-vouchers").getByRole("link", { name: "Ecommerce" }).click();
    await expect(page).toHaveURL(/\/marketplace\/vouchers\/\?category_id=698$/);
    await expect(count(page)).toHaveText("Showing 1–5 of 5");
    await expect(categoryLink(page, "Ecommerce")).toHaveAttribute("aria-current", "page");

    await page.goBack();
    await page.getByTestId("categories-perks").getByRole("link", { name: "Food & Beverage" }).click();
    await expect(page).toHaveURL(/\/marketplace\/perks\?filter_value_id=1302$/);
    await expect(page.getByRole("heading", { level: 1, name: "Offers" })).toBeVisible();
    await expect(categoryLink(page, "Food & Beverage")).toHaveAttribute("aria-current", "page");
    await expect(cards(page).first()).toBeVisible();

    // A home section's 'See all' opens its whole listing.
    await page.goBack();
    await page.getByTestId("home-vouchers").getByRole("link", { name: "See all Gift Card" }).click();
    await expect(page).toHaveURL(/\/marketplace\/vouchers$/);
    await expect(count(page)).toHaveText("Showing 1–12 of 23");
  });

  test("the home page's category tiles and the listing's cards show pictures of their own, each with an alt and a width and height", async ({
    page,
  }) => {
    await page.goto("/marketplace");
    const tiles = page.getByTestId("categories-vouchers");
    const sources: string[] = [];
    for (const name of ["Ecommerce", "Entertainment"]) {
      const picture = tiles.getByRole("link", { name }).locator("img");
      await picture.scrollIntoViewIfNeeded();
      // Drawn: the browser has decoded the file it was sent.
      await expect(picture).toHaveJSProperty("complete", true);
      expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      // The tile writes its name, so the picture's alt is empty; 160 × 120 before it arrives.
      await expect(picture).toHaveAttribute("alt", "");
      await expect(picture).toHaveAttribute("width", "160");
      await expect(picture).toHaveAttribute("height", "120");
      sources.push((await picture.getAttribute("src")) ?? "");
    }
    expect(sources).toEqual(["/art/categories/698.svg", "/art/categories/710.svg"]);
    // Two pictures, not one under two names.
    const [first, second] = await Promise.all(
      sources.map(async (src) => (await page.request.get(src)).text()),
    );
    expect(first).toContain("<title>Ecommerce</title>");
    expect(second).toContain("<title>Entertainment</title>");
    expect(first).not.toBe(second);
    // Every picture on the page has an alt and a width and height (the header's logo among them).
    await expect(page.locator("img:not([alt])")).toHaveCount(0);
    await expect(page.locator("img:not([width]), img:not([height])")).toHaveCount(0);

    await page.goto(VOUCHERS);
    const pictures = cards(page).locator("img");
    await expect(pictures).toHaveCount(12);
    await expect(page.locator("img:not([alt])")).toHaveCount(0);
    await expect(page.locator("img:not([width]), img:not([height])")).toHaveCount(0);
    // Each of the twelve gift cards has a picture of its own.
    const cardSources = await pictures.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")));
    expect(new Set(cardSources).size).toBe(12);

    // Alone on the product's page, the picture is named after the product.
    await cards(page).filter({ hasText: "Orbit Shopping Gift Card" }).click();
    const picture = page.getByRole("img", { name: "Orbit Shopping Gift Card" });
    await expect(picture).toHaveAttribute("width", "400");
    await expect(picture).toHaveAttribute("height", "300");
    await expect(picture).toHaveJSProperty("complete", true);
  });
});

test.describe("a listing follows its URL (spec §2.3 '/vouchers/?category_id={filter_value_id}')", () => {
  test("a category narrows the list and survives a reload; 'Price: low to high' orders by price; the name filter narrows, and 'Clear the filter' empties it", async ({
    page,
  }) => {
    await page.goto(VOUCHERS);
    await expect(count(page)).toHaveText("Showing 1–12 of 23");
    await expect(categoryLink(page, "All")).toHaveAttribute("aria-current", "page");
    // Each category says how many products it has, one in the singular.
    await expect(categoryLink(page, "Ecommerce")).toHaveAccessibleName(/^Ecommerce ?, 5 products$/);
    await expect(categoryLink(page, "Health Care")).toHaveAccessibleName(/^Health Care ?, 1 product$/);

    await categoryLink(page, "Ecommerce").click();
    await expect(page).toHaveURL(/\/marketplace\/vouchers\/\?category_id=698$/);
    await expect(count(page)).toHaveText("Showing 1–5 of 5");
    await expect(cards(page)).toHaveCount(5);
    await page.reload();
    await expect(count(page)).toHaveText("Showing 1–5 of 5");
    await expect(categoryLink(page, "Ecommerce")).toHaveAttribute("aria-current", "page");

    // The order reads the price each card shows, after its discount (contract ListingSort).
    await page.getByTestId("listing-sort").selectOption({ label: "Price: low to high" });
    await expect(page).toHaveURL(/category_id=698/);
    await expect(page).toHaveURL(/sort_by=price_up/);
    await expect(page.getByTestId("listing-grid")).toHaveAttribute("aria-busy", "false");
    const prices = await Promise.all((await cards(page).all()).map(shownPrice));
    expect(prices).toHaveLength(5);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const filter = page.getByTestId("listing-filter");
    await filter.fill("orbit");
    await expect(page).toHaveURL(/search_key=orbit/);
    await expect(count(page)).toHaveText("Showing 1–1 of 1");
    await expect(cards(page)).toHaveText([/Orbit Shopping Gift Card/]);

    await filter.fill("zzqx");
    const empty = page.getByTestId("listing-empty");
    await expect(empty).toContainText("No products match “zzqx”.");
    await empty.getByRole("button", { name: "Clear the filter" }).click();
    await expect(page).not.toHaveURL(/search_key/);
    await expect(filter).toHaveValue("");
    await expect(count(page)).toHaveText("Showing 1–5 of 5");
  });
});

test.describe("country selection on a listing (spec §4 'Country selection')", () => {
  test("Japan re-lists and re-prices in yen without a reload; a category Japan lacks falls back to every gift card, with a notice", async ({
    page,
  }) => {
    await page.goto(`${VOUCHERS}/?category_id=697`);
    await expect(count(page)).toHaveText("Showing 1–2 of 2");
    await expect(cards(page).first()).toContainText("₹");
    await page.evaluate(() => Reflect.set(window, "__sameDocument", true));

    await chooseCountry(page, "India", "Japan");
    // Back to the Fashion gift cards, which Japan does not sell: all its gift cards, and why.
    await page.goBack();
    await expect(page.getByTestId("listing-notice")).toContainText(
      "That category is not available in Japan, so all Gift Cards are shown.",
    );
    await expect(page).toHaveURL(/\/marketplace\/vouchers$/);
    await expect(count(page)).toHaveText("Showing 1–6 of 6");
    await expect(categoryLink(page, "Fashion")).toHaveCount(0);
    await expect(cards(page).first()).toContainText("¥");

    await categoryLink(page, "Ecommerce").click();
    await expect(count(page)).toHaveText("Showing 1–1 of 1");
    await expect(cards(page)).toHaveText([/Orbit Shopping Gift Card\s*From ¥980/]);
    expect(await page.evaluate(() => Reflect.get(window, "__sameDocument"))).toBe(true);
  });
});

test.describe("bad input (spec §8)", () => {
  test("an unknown category, a page beyond the end and an unknown order show the first page with a notice", async ({
    page,
  }) => {
    await page.goto(`${VOUCHERS}/?category_id=abc&page=99&sort_by=cheapest`);
    const notice = page.getByTestId("listing-notice");
    await expect(notice).toContainText(
      "That category is not available in India, so all Gift Cards are shown.",
    );
    await expect(notice).toContainText("That page does not exist, so the first page is shown.");
    await expect(notice).toContainText(
      "That order is not available, so the products are shown by popularity.",
    );
    await expect(count(page)).toHaveText("Showing 1–12 of 23");
    await expect(page).toHaveURL(/\/marketplace\/vouchers$/);
    await expect(
      page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 1" }),
    ).toHaveAttribute("aria-current", "page");
  });
  // A family the site does not enable shows the 404 page: e2e/site-shell.spec.ts (/acme/perks).
});

test.describe("a failed listing call (spec §8 'Catalogue fetch failure')", () => {
  test("an HTTP 503 shows the catalogue's error text, and Retry lists the page", async ({
    page,
    request,
    extraHTTPHeaders,
  }) => {
    const client = extraHTTPHeaders?.["x-forwarded-for"] ?? "";
    expect(client).not.toBe("");
    await request.post("/__faults", { data: { operation: "voucher_list", status: 503, client } });
    try {
      await page.goto(VOUCHERS);
      const failed = page.getByTestId("listing-failed");
      await expect(failed).toBeVisible();
      // The catalogue says a server error in the server's words, with its tracer (spec §8).
      await expect(failed).toContainText("Injected failure on voucher_list [Tracer: fault-503]");
      await expect(cards(page)).toHaveCount(0);
      await request.delete(`/__faults?client=${client}`);
      await page.getByTestId("listing-failed-retry").click();
      await expect(count(page)).toHaveText("Showing 1–12 of 23");
      await expect(failed).toBeHidden();
    } finally {
      await request.delete(`/__faults?client=${client}`);
    }
  });
});

test.describe("the catalogue download (spec §7.3 downloadVoucherCatalogue)", () => {
  test("'Download catalogue' saves a CSV of the listing: a header row and one row per product", async ({
    page,
  }) => {
    await page.goto(VOUCHERS);
    await expect(count(page)).toHaveText("Showing 1–12 of 23");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("listing-download").click(),
    ]);
    expect(download.suggestedFilename()).toBe("vouchers-catalogue-IN.csv");
    const lines = (await readFile(await download.path(), "utf8")).split("\r\n").filter((line) => line !== "");
    expect(lines[0]).toBe(
      "product_id,name,type,categories,country_name,currency_code,denominations,min_price,max_price,spl_discount,points_only",
    );
    expect(lines).toHaveLength(1 + 23);
    await expect(page.getByTestId("listing-download-status")).toHaveText(
      "Saved vouchers-catalogue-IN.csv: 23 products.",
    );
  });

  test("a failing file download (spec §7.3 'File download {add_data, skip true}') shows the catalogue's download error; again, it saves", async ({
    page,
    request,
    extraHTTPHeaders,
  }) => {
    const client = extraHTTPHeaders?.["x-forwarded-for"] ?? "";
    expect(client).not.toBe("");
    await page.goto(VOUCHERS);
    await expect(count(page)).toHaveText("Showing 1–12 of 23");
    await request.post("/__faults", { data: { operation: "fileDownload", status: 503, client } });
    try {
      await page.getByTestId("listing-download").click();
      await expect(page.getByTestId("listing-download-status")).toHaveText(
        "The catalogue could not be downloaded.",
      );
      await request.delete(`/__faults?client=${client}`);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByTestId("listing-download").click(),
      ]);
      expect(download.suggestedFilename()).toBe("vouchers-catalogue-IN.csv");
      await expect(page.getByTestId("listing-download-status")).toHaveText(
        "Saved vouchers-catalogue-IN.csv: 23 products.",
      );
    } finally {
      await request.delete(`/__faults?client=${client}`);
    }
  });
});

test.describe("Back from a product (spec §2.3)", () => {
  test("the product opens at its top, and Back returns to the same listing page at the same scroll position", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(VOUCHERS);
    await expect(cards(page)).toHaveCount(12);
    // The page fits the screen: the row of category chips scrolls inside it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    const card = cards(page).nth(9);
    // The tenth card, a few rows down, near the top of the screen.
    await card.evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 200),
    );
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    const before = await page.evaluate(() => window.scrollY);
    const name = ((await card.locator("strong").textContent()) ?? "").trim();

    await card.click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    // A new page opens at its top; the shopper reads the product, then goes back.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/marketplace\/vouchers$/);
    await expect(cards(page)).toHaveCount(12);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 100);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(100);
  });
});
