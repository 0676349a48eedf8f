/**
 * Accessibility: axe-core on every page built so far, on the desktop (1280 px) and phone
 * (390 px) projects, with no violation allowed. Axe's default rules (WCAG 2.0 to 2.2 A and AA and
 * its best practices) run, plus 'label-content-name-mismatch' (WCAG 2.5.3 label in name), which
 * axe ships as experimental. Add each new page here.
 */
import AxeBuilder from "@axe-core/playwright";
import {
  acceptCookies,
  expect,
  holdBack,
  type Page,
  signIn,
  startsInBrowser,
  submitSignIn,
  test,
} from "./fixtures";

const GIFT_CARD = "/marketplace/vouchers/description/fashion-gift-card/40211";
/** An insurance policy's page: '/insurance/:description', the product id at its end (spec §2.3). */
const INSURANCE = "/marketplace/insurance/healthshield-family-cover-41002";

/**
 * The page's violations at rest: with motion reduced, so no animation is caught mid-way (the
 * search box's hint fading between two lines would read as low contrast for that instant).
 */
const violationsOf = async (page: Page) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const results = await new AxeBuilder({ page })
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  // Readable on failure: rule, impact, and the elements it names.
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary ?? ""}`),
  }));
};

/** The page has finished starting: the country selector has its countries. */
const started = async (page: Page) => {
  await expect(page.getByTestId("country-selector")).toBeEnabled();
  await page.waitForLoadState("networkidle");
};

/** Holds back the calls whose address matches `pattern` until the returned function is called. */
/** Holds back the calls matching `pattern` on the next page, which starts in the browser. */
test.describe("axe finds no violation", () => {
  test("landing page, with the cookie banner", async ({ page }) => {
    await page.goto("/marketplace");
    await started(page);
    expect(await violationsOf(page)).toEqual([]);
  });

  test("gift-card page", async ({ page, baseURL }) => {
    await acceptCookies({ context: page.context(), baseURL });
    await page.goto(GIFT_CARD);
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeVisible();
    await started(page);
    expect(await violationsOf(page)).toEqual([]);
  });

  test("insurance page", async ({ page, baseURL }) => {
    await acceptCookies({ context: page.context(), baseURL });
    await page.goto(INSURANCE);
    await expect(page.getByRole("heading", { level: 1, name: "HealthShield Family Cover" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeVisible();
    await started(page);
    expect(await violationsOf(page)).toEqual([]);
  });

  test("hotel search, results and detail pages", async ({ page, baseURL }) => {
    await acceptCookies({ context: page.context(), baseURL });
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const stay = `cityId=1319&city=Bangalore&country=IN&checkIn=${day(7)}&checkOut=${day(9)}&rooms=2-0`;
    await page.goto(`/marketplace/hotels?${stay}`);
    await expect(page.getByRole("button", { name: "Stay in Mumbai, India" })).toBeVisible();
    await started(page);
    expect(await violationsOf(page)).toEqual([]);
    await page.goto(`/marketplace/hotels/listing?${stay}`);
    await expect(page.getByRole("list", { name: "Hotels" }).getByRole("listitem")).toHaveCount(8);
    await started(page);
    expect(await violationsOf(page)).toEqual([]);
    await page.goto(`/marketplace/hotels/description/7001?${stay}`);
    await expect(page.getByRole("heading", { level: 2, name: "Rooms and rates" })).toBeVisible();
    await started(page);
    expect(await violationsOf(page)).toEqual([]);
  });

  test("landing page while its categories load: busy regions, placeholders hidden", async ({
    page,
    baseURL,
  }) => {
    await acceptCookies({ context: page.context(), baseURL });
    await startsInBrowser(page);
    const release = await holdBack(page, /\/fetchVouchersFilters$/);
    await page.goto("/marketplace");
    await expect(page.getByTestId("categories-loading")).toHaveAttribute("aria-busy", "true");
    await expect(page.getByTestId("category-nav")).toHaveAttribute("aria-busy", "true");
    await expect(page.getByRole("status").filter({ hasText: "Loading the catalogue" })).toBeAttached();
    expect(await violationsOf(page)).toEqual([]);
    release();
    await expect(page.getByTestId("categories-vouchers")).toBeVisible();
  });

  test("gift-card page while its product loads: busy, its heading says so", async ({ page, baseURL }) => {
    await acceptCookies({ context: page.context(), baseURL });
    await startsInBrowser(page);
    const release = await holdBack(page, /\/getProduct$/);
    await page.goto(GIFT_CARD);
    await expect(page.getByTestId("product-loading")).toHaveAttribute("aria-busy", "true");
    await expect(page.getByRole("heading", { level: 1, name: "Loading gift card…" })).toBeAttached();
    expect(await violationsOf(page)).toEqual([]);
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Fashion Gift Card" })).toBeVisible();
  });

  test("cart and checkout with an item", async ({ page, baseURL }) => {
    await acceptCookies({ context: page.context(), baseURL });
    await page.goto(GIFT_CARD);
    await page.getByRole("radio", { name: /1,000/ }).check();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByRole("link", { name: "Go to Cart" }).click();
    await expect(page.getByRole("link", { name: "Proceed to Checkout" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await violationsOf(page)).toEqual([]);

    await page.getByRole("link", { name: "Proceed to Checkout" }).click();
    await expect(page.getByTestId("pay-button")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await violationsOf(page)).toEqual([]);
  });

  test("track-order page", async ({ page, baseURL }) => {
    await acceptCookies({ context: page.context(), baseURL });
    await page.goto("/marketplace/track-order");
    await expect(page.getByTestId("track-order-page")).toBeVisible();
    await started(page);
    expect(await violationsOf(page)).toEqual([]);
  });

  test("the footer's 'Raise a Ticket' dialog, with its disclosure, the log shown and a refused field", async ({
    page,
    baseURL,
  }) => {
    await acceptCookies({ context: page.context(), baseURL });
    await page.goto("/marketplace");
    await started(page);
    await page.getByTestId("site-footer").getByRole("button", { name: "Raise a Ticket" }).click();
    const dialog = page.getByRole("dialog", { name: "Raise a Ticket" });
    await expect(dialog.getByLabel("Subject")).toBeVisible();
    await dialog.getByText("What is in it?").click();
    await dialog.getByRole("button", { name: "Show the log" }).click();
    await expect(dialog.getByTestId("ticket-log")).toBeVisible();
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(dialog.getByText("Please enter a subject (at most 120 characters).")).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });

  test("sign-in page", async ({ page, baseURL }) => {
    await acceptCookies({ context: page.context(), baseURL });
    await page.goto("/marketplace/login");
    await started(page);
    expect(await violationsOf(page)).toEqual([]);
  });

  test("sign-up page", async ({ page, baseURL }) => {
    await acceptCookies({ context: page.context(), baseURL });
    await page.goto("/marketplace/signup");
    await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });

  test("sign-in page's password and OTP steps", async ({ page, baseURL }) => {
    await acceptCookies({ context: page.context(), baseURL });
    await page.goto("/marketplace/login");
    await started(page);
    await page.getByLabel("E-mail address or mobile number").fill("mia@members.example");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(page.getByRole("status")).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);

    await page.getByRole("button", { name: "Use another e-mail or mobile number" }).click();
    await page.getByLabel("E-mail address or mobile number").fill("9876543210");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByTestId("resend-countdown")).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });

  test("password reset page, with a mailed link and with a refused one", async ({
    page,
    baseURL,
    request,
  }) => {
    await acceptCookies({ context: page.context(), baseURL });
    await page.goto("/marketplace/login");
    await page.getByLabel("E-mail address or mobile number").fill("mia@members.example");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(page.getByRole("status")).toBeVisible();
    // The link just mailed (the reference API's outbox), then a refused one.
    const outbox = (await (await request.get("/__outbox?to=mia@members.example")).json()) as {
      mails: { link: string }[];
    };
    await page.goto(outbox.mails[0]?.link ?? "");
    await page.getByLabel("New password").fill("almost1");
    await started(page);
    expect(await violationsOf(page)).toEqual([]);
    await page.goto("/marketplace/rp/no-such-link");
    await expect(page.getByRole("alert")).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });

  test("unsubscribe page, signed out and with an unknown mail type", async ({ page, baseURL }) => {
    await acceptCookies({ context: page.context(), baseURL });
    await page.goto("/marketplace/unsubscribe/newsletter");
    await expect(page.getByRole("heading", { name: "Unsubscribe from e-mails" })).toBeVisible();
    await started(page);
    expect(await violationsOf(page)).toEqual([]);
    await page.goto("/marketplace/unsubscribe/promo");
    await expect(page.getByRole("alert")).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });

  test("switch-account page and the signed-in header, with linked accounts", async ({ page, baseURL }) => {
    await acceptCookies({ context: page.context(), baseURL });
    await signIn(page, "sam@demo.example");
    await expect(page.getByTestId("user-name")).toBeVisible();
    await page.goto("/marketplace/switch-account");
    await expect(
      page.getByRole("region", { name: "Switch Account" }).getByRole("listitem").getByRole("button"),
    ).toHaveCount(3);
    await started(page);
    // The whole page: the signed-in header (points pill, account menu) too.
    expect(await violationsOf(page)).toEqual([]);
  });

  test("order tabs: Priya's orders with a revealed code and their pages", async ({ page, baseURL }) => {
    await acceptCookies({ context: page.context(), baseURL });
    await page.goto("/marketplace/orders?page=3");
    await submitSignIn(page, "priya@demo.example");
    await expect(page.getByRole("navigation", { name: "Pages of orders" })).toBeVisible();
    await page
      .getByRole("button", { name: /^Reveal code of / })
      .first()
      .click();
    await started(page);
    expect(await violationsOf(page)).toEqual([]);
  });

  test("the balance tabs: points, reward history with its chart, vouchers, point conversion", async ({
    page,
    baseURL,
  }) => {
    await acceptCookies({ context: page.context(), baseURL });
    await signIn(page, "priya@demo.example");
    await expect(page.getByTestId("user-name")).toBeVisible();
    const tabs: readonly [string, string][] = [
      ["/marketplace/points", "points-available"],
      ["/marketplace/reward-history", "history-table"],
      ["/marketplace/storevouchers", "egift-vouchers"],
      ["/marketplace/point-conversion", "points-pill"],
    ];
    for (const [path, ready] of tabs) {
      await page.goto(path);
      await expect(page.getByTestId(ready)).toBeVisible();
      await started(page);
      expect(await violationsOf(page)).toEqual([]);
    }
  });

  test("listing pages: gift cards with categories and pages, offers with the newest, an empty filter", async ({
    page,
    baseURL,
  }) => {
    await acceptCookies({ context: page.context(), baseURL });
    await page.goto("/marketplace/vouchers");
    await expect(page.getByRole("navigation", { name: "Pages" })).toBeVisible();
    await started(page);
    expect(await violationsOf(page)).toEqual([]);

    await page.goto("/marketplace/perks");
    await expect(page.getByRole("heading", { level: 2, name: "Newest offers" })).toBeVisible();
    await expect(page.getByTestId("listing-grid")).toHaveAttribute("aria-busy", "false");
    await started(page);
    expect(await violationsOf(page)).toEqual([]);

    await page.getByTestId("listing-filter").fill("zzqx");
    await expect(page.getByTestId("listing-empty")).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });

  test("flights: the search form with its airport suggestions, and a return search's results", async ({
    page,
    baseURL,
  }) => {
    await acceptCookies({ context: page.context(), baseURL });
    await page.goto("/marketplace/flights");
    await expect(page.getByRole("button", { name: "Search flights" })).toBeVisible();
    await page.getByLabel("From", { exact: true }).fill("Mum");
    await expect(page.getByRole("list", { name: "Airports" }).getByRole("button").first()).toBeVisible();
    await started(page);
    expect(await violationsOf(page)).toEqual([]);

    const depart = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const back = new Date(Date.now() + 24 * 86_400_000).toISOString().slice(0, 10);
    await page.goto(
      `/marketplace/flights/listing?trip=return&from=DEL&to=GOI&depart=${depart}&back=${back}&adults=2&children=1&infants=1&cabin=economy`,
    );
    await expect(page.getByTestId("flight-offer").first()).toBeVisible();
    await started(page);
    expect(await violationsOf(page)).toEqual([]);
  });

  test("experiences: the city listing, and an experience with a day and a time chosen", async ({
    page,
    baseURL,
  }) => {
    await acceptCookies({ context: page.context(), baseURL });
    await page.goto("/marketplace/experiences");
    await expect(page.getByRole("link", { name: /Sunset Kayaking/ }).first()).toBeVisible();
    await started(page);
    expect(await violationsOf(page)).toEqual([]);
    await page.goto("/marketplace/experiences/sunset-kayaking-in-bangalore/61022");
    const dates = page.getByTestId("experience-dates").getByRole("button");
    await dates.filter({ hasNotText: "times left" }).first().click();
    await page.getByTestId("experience-slots").getByRole("button").first().click();
    await expect(page.getByRole("button", { name: "Book now" })).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });

  test("the white-labelled acme site, and its not-found page", async ({ page, baseURL }) => {
    await acceptCookies({ context: page.context(), baseURL });
    await page.goto("/acme");
    await started(page);
    expect(await violationsOf(page)).toEqual([]);

    await page.goto("/acme/perks");
    await expect(page.getByRole("heading", { name: "Oh no! Error 404" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await violationsOf(page)).toEqual([]);
  });

  test("the PROFILE tab: details with the logo, the edit form with a refused mobile, change password, the alternate e-mail", async ({
    page,
    baseURL,
  }) => {
    await acceptCookies({ context: page.context(), baseURL });
    await signIn(page, "priya@demo.example");
    await expect(page.getByTestId("user-name")).toBeVisible();
    await page.goto("/marketplace/profile");
    const details = page.getByRole("region", { name: "Your details" });
    await expect(details.getByRole("img", { name: "Profile picture of Priya Sharma" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Alternate e-mail" })).toBeVisible();
    await started(page);
    expect(await violationsOf(page)).toEqual([]);
    // The form open, a field refused as it is typed (nothing is sent).
    await details.getByRole("button", { name: "Edit profile" }).click();
    await details.getByLabel("Mobile number").fill("98765");
    await expect(details.getByText("Mobile number should be between 7 to 16 digits only")).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });
});

test.describe("axe finds no violation on the mobile-recharge and cash-out pages", () => {
  test("mobile recharge form and plans", async ({ page, baseURL }) => {
    await acceptCookies({ context: page.context(), baseURL });
    await page.goto("/marketplace/mobile-recharge");
    await expect(page.getByRole("combobox", { name: "Operator" })).toBeVisible();
    await started(page);
    expect(await violationsOf(page)).toEqual([]);
    await page.goto("/marketplace/mobile-recharge/listing?category_id=48001&operator_id=1&circle_id=11");
    await expect(page.getByTestId("topup-plan").first()).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });

  test("cash-out list and transfer form, signed in", async ({ page, baseURL }) => {
    await acceptCookies({ context: page.context(), baseURL });
    await signIn(page, "sid.cashout@demo.example");
    await expect(page.getByTestId("user-name")).toBeVisible();
    await page.goto("/marketplace/cashout");
    await expect(page.getByTestId("cashout-category")).toHaveCount(2);
    expect(await violationsOf(page)).toEqual([]);
    await page.goto("/marketplace/cashout/transfer/1465");
    await expect(page.getByRole("textbox", { name: "Confirm account number" })).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });
});
