import { expect, type Locator, type Page, signIn, test } from "./fixtures";

/**
 * The site shell on a desktop (1280 px) (spec §2.1–2.7, §4): white-labelling, country selection,
 * search, guarded sections and the phone layout, against the reference API's demo data.
 */

const signInAs = async (page: Page, site: string, email: string) => {
  await signIn(page, email, site);
};

test.describe("white-labelling (spec §1, §2.4, §3)", () => {
  test("the acme site shows its own logo, colour and points label", async ({ page }) => {
    await signInAs(page, "acme", "alex@acme.example");
    // A user whose details carry a domain lands on '/{domain}' (spec §2.1).
    await expect(page).toHaveURL(/\/acme$/);
    const header = page.getByTestId("site-header");
    const logo = header.getByRole("img", { name: "Acme Rewards" });
    await expect(logo).toHaveAttribute("src", "/brand/acme-logo.svg");
    expect((await logo.boundingBox())?.height).toBe(36);
    // Primary colour #0f766e.
    await expect(page.getByTestId("brand-theme")).toHaveCSS("--brand-primary", "#0f766e");
    // Points label 'Acme Stars'; one Acme Star is worth INR 0.50 (5,000 stars).
    const pill = header.getByTestId("points-pill");
    await expect(pill).toContainText("Acme Stars");
    await pill.hover();
    await expect(page.getByText("1 Reward Point = 0.50000 INR")).toBeVisible();
    await expect(page.getByText("Total Value = INR 2,500.00")).toBeVisible();
  });
});

test.describe("country selection (spec §2.7, §4)", () => {
  test("switching country changes the categories and the point value", async ({ page }) => {
    await signInAs(page, "acme", "alex@acme.example");
    await expect(page).toHaveURL(/\/acme$/);
    const giftCards = page.getByTestId("categories-vouchers");
    await expect(giftCards).toBeVisible();
    const before = await giftCards.getByRole("link").allTextContents();

    await page.getByRole("button", { name: "Change Country, India selected" }).click();
    const dropdown = page.getByRole("dialog", { name: "Change Country" });
    await dropdown.getByLabel("Search Country").fill("STATES");
    await dropdown.getByRole("button", { name: "United States" }).click();

    await expect(page.getByRole("button", { name: "Change Country, United States selected" })).toBeVisible();
    await expect(page).toHaveURL(/\/acme\/$/);
    await expect.poll(async () => giftCards.getByRole("link").allTextContents()).not.toEqual(before);
    // The points are worth INR; the United States' currency is USD, so the value is converted.
    await page.getByTestId("points-pill").hover();
    await expect(page.getByText(/^1 Reward Point = [0-9.]+ USD$/)).toBeVisible();
    await expect(page.getByText(/^Total Value = USD [0-9,]+\.[0-9]{2}$/)).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem("userCountryCode"))).toBe("US");
  });
});

test.describe("spec §8 'Conversion response carrying an Error': point value left unset", () => {
  test("a conversion answering an Error leaves the tooltip without a rate and says nothing else", async ({
    page,
  }) => {
    await signInAs(page, "acme", "alex@acme.example");
    await expect(page).toHaveURL(/\/acme$/);
    // The conversion the United States asks for (INR points to USD) answers an Error.
    await page.route("**/clientCurrencyConversion", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ data: { clientCurrencyConversion: { Error: "No rate for USD" } } }),
      }),
    );
    await page.getByRole("button", { name: "Change Country, India selected" }).click();
    const dropdown = page.getByRole("dialog", { name: "Change Country" });
    await dropdown.getByLabel("Search Country").fill("STATES");
    await dropdown.getByRole("button", { name: "United States" }).click();
    await expect(page.getByRole("button", { name: "Change Country, United States selected" })).toBeVisible();

    const pill = page.getByTestId("points-pill");
    await expect(pill).toContainText("Acme Stars");
    await pill.hover();
    // The value is unset: no rate line and no total, in USD or in the INR of before.
    await expect(page.getByText(/Reward Point =/)).toHaveCount(0);
    await expect(page.getByText(/^Total Value =/)).toHaveCount(0);
    await expect(pill).not.toHaveAttribute("aria-describedby");
    // Nothing is said about it: no toast, no alert, and the page goes on.
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByTestId("categories-vouchers")).toBeVisible();
  });
});

/** The rotating placeholder's lines in turn (spec §2.6), then the placeholder again. */
const HINT_LINES = ["Search for reward catalog ...", "Gift cards", "Experiences", "Merchandise", "Offers"];
/** One cycle of the rotating placeholder: five lines of 2.5 s. */
const HINTS_CYCLE_MS = 12_500;

/**
 * The lines of the search box's rotating placeholder a shopper sees at each of `moments` (ms into
 * the cycle): those with some opacity (their own and their ancestors') that overlap the box. The
 * box's animations are paused and set to each moment in turn, so every frame is read without
 * waiting for it.
 */
const hintsShownAt = (hints: Locator, moments: readonly number[]) =>
  hints.evaluate((box, times) => {
    const animations = box.getAnimations({ subtree: true });
    for (const animation of animations) animation.pause();
    const lines = [...box.querySelectorAll("span")].filter((line) => line.children.length === 0);
    const opacity = (line: Element): number => {
      let value = 1;
      for (let element: Element | null = line; element !== null && element !== box.parentElement; ) {
        value *= Number(getComputedStyle(element).opacity);
        element = element.parentElement;
      }
      return value;
    };
    return times.map((ms) => {
      for (const animation of animations) animation.currentTime = ms;
      const frame = box.getBoundingClientRect();
      return lines
        .filter((line) => {
          const { top, bottom } = line.getBoundingClientRect();
          return Math.min(bottom, frame.bottom) - Math.max(top, frame.top) > 0 && opacity(line) > 0;
        })
        .map((line) => line.textContent ?? "");
    });
  }, moments);

test.describe("search (spec §2.6, §4, §5, §7.3)", () => {
  test("the rotating placeholder shows one line at a time: the placeholder, then each hint in turn", async ({
    page,
  }) => {
    await page.goto("/marketplace");
    const hints = page.getByTestId("header-search").getByTestId("search-hints");
    await expect(hints).toBeAttached();
    // The box clips to one line: as high as each of its lines.
    const box = await hints.evaluate((element) => ({
      height: getComputedStyle(element).height,
      overflow: getComputedStyle(element).overflowY,
      lines: [...element.querySelectorAll("span")]
        .filter((line) => line.children.length === 0)
        .map((line) => getComputedStyle(line).height),
    }));
    expect(box.overflow).toMatch(/^(hidden|clip)$/);
    expect(box.lines).toEqual(box.lines.map(() => box.height));

    const moments = Array.from({ length: HINTS_CYCLE_MS / 25 + 1 }, (_, i) => i * 25);
    const shown = await hintsShownAt(hints, moments);
    const doubled = shown.flatMap((lines, i) =>
      lines.length > 1 ? [`${moments[i]} ms: ${lines.join(" + ")}`] : [],
    );
    expect(doubled, doubled.join("\n")).toEqual([]);
    // In turn, and round again.
    const turns = shown.flat().filter((line, i, all) => line !== all[i - 1]);
    expect(turns).toEqual([...HINT_LINES, HINT_LINES[0]]);
  });

  test("without motion the placeholder alone shows", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/marketplace");
    const hints = page.getByTestId("header-search").getByTestId("search-hints");
    expect(await hintsShownAt(hints, [0])).toEqual([["Search for reward catalog ..."]]);
  });

  test("'Searching...' then results whose links follow the rewrite table; typing again cancels the request", async ({
    page,
    request,
  }) => {
    await page.goto("/marketplace");
    const box = page.getByRole("combobox", { name: /search/i });
    await expect(box).toBeVisible();

    // The first search is slow, so the second one starts while it is in flight.
    await request.post("/__faults", { data: { operation: "get_items", latencyMs: 4000, times: 1 } });
    const aborted: string[] = [];
    page.on("requestfailed", (failed) => {
      if (failed.url().includes("/get_items")) aborted.push(failed.failure()?.errorText ?? "");
    });
    await box.fill("gif");
    await expect(page.getByText("Searching...")).toBeVisible();
    await box.fill("gift");
    await expect.poll(() => aborted.length).toBe(1);
    expect(aborted[0]).toContain("ERR_ABORTED");

    const result = page.getByRole("option", { name: /Dining Gift Card/ });
    await expect(result).toBeVisible();
    await expect(result).toContainText("In Gift Card");
    await expect(result.getByRole("link")).toHaveAttribute(
      "href",
      "/marketplace/vouchers/description/dining-gift-card/40582",
    );
    await request.delete("/__faults");
  });
});

test.describe("the perks-enabled company list (spec §2.2, §6)", () => {
  test("a user of a company outside the list loses Offers; a guest keeps the default sections", async ({
    page,
  }) => {
    await page.goto("/outsider");
    const nav = page.getByRole("navigation", { name: "Categories" });
    await expect(nav.getByRole("link", { name: "Offers" })).toBeVisible();

    await signInAs(page, "outsider", "otto@outsider.example");
    await expect(page).toHaveURL(/\/outsider$/);
    await expect(page.getByTestId("user-name")).toHaveText("Otto Becker");
    await expect(nav.getByRole("link", { name: "Offers" })).toBeHidden();
    await expect(nav.getByRole("link", { name: "Gift Card" })).toBeVisible();
    await page.goto("/outsider/perks");
    await expect(page.getByRole("heading", { name: "Oh no! Error 404" })).toBeVisible();
  });
});

test.describe("header behaviour (spec §2.4, §2.5)", () => {
  test("the header hides scrolling down and shows again scrolling up", async ({ page }) => {
    await page.goto("/marketplace");
    const header = page.getByTestId("site-header");
    await expect(page.getByTestId("categories-vouchers")).toBeVisible();
    await expect(header).toHaveAttribute("data-hidden", "false");
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute("data-hidden", "true");
    await page.mouse.wheel(0, -200);
    await expect(header).toHaveAttribute("data-hidden", "false");
  });

  test("a tab's popover lists its subcategories and closes after the pointer leaves", async ({ page }) => {
    await page.goto("/marketplace");
    const nav = page.getByTestId("category-nav");
    await nav.getByRole("link", { name: "Gift Card" }).hover();
    const subcategory = nav.getByRole("link", { name: "Entertainment" });
    await expect(subcategory).toBeVisible();
    await expect(subcategory).toHaveAttribute("href", /\/marketplace\/vouchers\/\?category_id=\d+$/);
    await page.mouse.move(640, 700);
    await expect(subcategory).toBeHidden();
  });

  test("an open popover stays on the screen, the last tab's too, at 1280 and 1366 px", async ({ page }) => {
    await signInAs(page, "marketplace", "priya@demo.example");
    await expect(page).toHaveURL(/\/marketplace\/home$/);
    const nav = page.getByTestId("category-nav");
    await expect(nav.getByRole("link", { name: "Cashout" })).toBeVisible();
    const tabs = nav.locator("li:has(> [data-popover])");
    for (const width of [1280, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      for (const tab of await tabs.all()) {
        const name = `${await tab.getByRole("link").first().textContent()} at ${width} px`;
        await tab.getByRole("link").first().hover();
        const popover = tab.locator("[data-popover]");
        await expect(popover).toBeVisible();
        // Inside the screen less the 16 px margin (spec §2.5).
        await expect.poll(async () => (await popover.boundingBox())?.x, name).toBeGreaterThanOrEqual(16);
        await expect
          .poll(async () => {
            const drawn = await popover.boundingBox();
            return drawn === null ? Number.POSITIVE_INFINITY : drawn.x + drawn.width;
          }, name)
          .toBeLessThanOrEqual(width - 16);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(
          width,
        );
      }
    }
    // Cashout, the last tab with a popover, is among them.
    expect(await tabs.last().getByRole("link").first().textContent()).toBe("Cashout");
  });

  test("the Track Order dialog opens for a guest and Escape closes it", async ({ page }) => {
    await page.goto("/marketplace");
    await page.getByRole("button", { name: "Track Order" }).click();
    const dialog = page.getByRole("dialog", { name: "Track Your Order" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test.describe("the cart badge (spec §2.4, §3, §4)", () => {
  test("counts the saved cart's voucher quantities, without the line that is no longer available", async ({
    page,
  }) => {
    await page.goto("/marketplace");
    const cart = page.getByTestId("cart-link");
    await expect(cart).toHaveAccessibleName("Cart");
    await signInAs(page, "marketplace", "priya@demo.example");
    await expect(page.getByTestId("user-name")).toHaveText("Priya Sharma");
    // Priya's saved cart: 2 × Shopping Gift Card, and a line with availability 0 that is dropped.
    await expect(cart).toHaveAccessibleName("Cart, 2 items");
    await expect(cart).toContainText("2");
  });
});
