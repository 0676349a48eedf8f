/**
 * The error catalogue of spec §8 in the browser, on the desktop and phone layouts: each row that
 * no other journey shows is provoked here the way a shopper or the network would (wrong input,
 * the reference API's demo data, or `page.route` failing a call the reference API answers well).
 * Each test is its own visitor (`x-forwarded-for`, e2e/fixtures.ts), so rate limits are not shared.
 *
 * | §8 row | situation                               | trigger                                            | asserted by                                                      |
 * | ------ | --------------------------------------- | -------------------------------------------------- | ---------------------------------------------------------------- |
 * | 1      | HTTP 429 on login OTP validation        | fault 429 on validateLoginOtp                      | accounts.spec.ts "'Resend code' after its countdown; …"          |
 * | 2      | HTTP 429 on resend login OTP            | fault 429 on resendLoginOtp                        | accounts.spec.ts "'Resend code' after its countdown; …"          |
 * | 2      | HTTP 429 on edit profile                | 429 on update_employee_data                        | here: "rows 2, 14, 22: …"                                        |
 * | 2      | HTTP 429 on resend OTP (sign-up code)   | 429 on resendSetupOtp                              | here: "row 2: the sign-up's 'Resend code' …"                     |
 * | 2      | HTTP 429 on resend OTP (cash-out)       | 429 on generateOrderOtp                            | here: "row 2: asking for the transfer's OTP …"                   |
 * | 3      | HTTP 429 on apply voucher               | 429 on applyVoucher at checkout                    | here: "rows 3, 13: …"                                            |
 * | 4      | login lockout                           | validatePassword answers 423 LOGIN_LOCKOUT         | here: "row 4: …"                                                 |
 * | 5      | balance checker: Result.stores false    | ACME-2222-BBBB-0001 on marketplace                 | balance-checker.spec.ts, checkout.desktop.spec.ts                |
 * | 6      | balance checker: non-numeric balance    | applyVoucher answers remain_amount 'N/A'           | here: "rows 6, 11: …"                                            |
 * | 7      | balance checker: status 1, zero balance | DEMO-1111-AAAA-0008                                | balance-checker.spec.ts, checkout.desktop.spec.ts                |
 * | 8      | balance checker: failed lookup          | an unknown code                                    | balance-checker.spec.ts                                          |
 * | 9      | track order: bad or unknown order id    | an unknown order id                                | track-order.spec.ts                                              |
 * | 10     | track order: bad contact                | a contact the order does not answer to             | track-order.spec.ts                                              |
 * | 11     | track order: request failure            | validateOrder's connection dropped                 | here: "rows 6, 11: …"                                            |
 * | 12     | add to cart failure                     | addToCart answers HTTP 500, then success 0         | here: "row 12: …"                                                |
 * | 13     | product 28487 added more than once      | the Mobile Wallet Gift Card added twice            | here: "rows 3, 13: …"                                            |
 * | 14     | cart fetch failure                      | fetchCart answers HTTP 500                         | here: "rows 2, 14, 22: …"                                        |
 * | 15     | invalid mobile number                   | a 6-digit mobile number on the profile             | profile.spec.ts, a11y.spec.ts                                    |
 * | 16     | search failure                          | get_items answers HTTP 500                         | here: "rows 16, 23: …"                                           |
 * | 17     | catalogue fetch failure                 | fault 503 on voucher_list                          | listing.spec.ts "an HTTP 503 shows the catalogue's error text, …" |
 * | 18     | payment status with empty output        | a guest order not yet paid on the hosted page      | here: "rows 18, 19: …"                                           |
 * | 19     | most order and payment calls failing    | getPaymentStatus answers HTTP 500                  | here: "rows 18, 19: …"                                           |
 * | 20     | conversion response carrying an Error   | clientCurrencyConversion answers an Error for USD  | site-shell.desktop.spec.ts "spec §8 'Conversion response …'"   |
 * | 21     | category fetch with no filters          | fetchVouchersFilters of group 37 answers no filters | here: "row 21: …"                                               |
 * | 22     | HTTP 401                                | every authenticated call answers 401               | here: "rows 2, 14, 22: …"                                        |
 * | 23     | route not enabled or unknown            | /acme/perks                                        | here: "rows 16, 23: …"; site-shell.spec.ts                       |
 * | 24     | country fetch failure                   | fetchAllCountries answers HTTP 500                 | here: "rows 24, 25: …"                                           |
 * | 25     | IP country failure                      | ipDetails answers HTTP 500                         | here: "rows 24, 25: …"                                           |
 * | 26     | routes fetch failure                    | getRoutes answers HTTP 500 on acme                 | here: "rows 26, 27, 28: …"                                       |
 * | 27     | site preferences failure                | url_preferences answers HTTP 500 on acme           | here: "rows 26, 27, 28: …"                                       |
 * | 28     | platform setting failure                | fetchPlatformSetting answers HTTP 500 on acme      | here: "rows 26, 27, 28: …"                                       |
 */
import { LOGIN_LOCKOUT_CODE, LOGIN_LOCKOUT_MESSAGE } from "@contract/account";
import {
  acceptCookies,
  continueToCardGateway,
  expect,
  type Page,
  signIn,
  startsInBrowser,
  test,
} from "./fixtures";

test.beforeEach(acceptCookies);

/** The start of the spec §8 429 text; `{email}` is the build's support address. */
const LIMIT_EXCEEDED_START =
  "Limit exceeded, please try again in sometime. If it reoccurs, please reach out to ";

/** Answers every call the page makes to `operation` with HTTP `status`. */
const failCall = async (page: Page, operation: string, status = 500): Promise<void> => {
  // An answer with no message, as a failing backend gives: the shopper reads the catalogue's
  // words, never the answer itself.
  await page.route(`**/${operation}`, (route) =>
    route.fulfill({ status, contentType: "application/json", body: JSON.stringify({ success: 0 }) }),
  );
};

/** A toast (or alert) that says exactly `text`, its close button aside. */
const toast = (page: Page, text: string) => page.getByRole("alert").getByText(text, { exact: true });

/** The lines the page writes to its console, from now on. */
const consoleOf = (page: Page): string[] => {
  const lines: string[] = [];
  page.on("console", (message) => lines.push(message.text()));
  return lines;
};

test.describe("spec §8: start-up failures fall back", () => {
  test("rows 24, 25: countries and the IP country fail: the two log lines, and the page opens on the first country", async ({
    page,
  }) => {
    const lines = consoleOf(page);
    // The page starts in the browser, so the browser's own start-up calls meet the failures.
    await startsInBrowser(page);
    await failCall(page, "fetchAllCountries");
    await failCall(page, "ipDetails");
    await page.goto("/marketplace");
    await expect.poll(() => lines.some((line) => line.includes("Failed to fetch countries"))).toBe(true);
    await expect.poll(() => lines.some((line) => line.includes("Failed to fetch Ip Country"))).toBe(true);
    await expect(page.getByTestId("country-selector")).toHaveAccessibleName(/India selected/);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("rows 26, 27, 28: acme's routes, preferences and settings fail: default sections, branding and settings", async ({
    page,
  }, info) => {
    const nav = page.getByTestId("category-nav");
    // Row 26: acme enables no flights; the default section list does (spec §2.2).
    await startsInBrowser(page);
    await failCall(page, "getRoutes");
    await page.goto("/acme");
    await expect(nav.getByText("Flights", { exact: true })).toBeVisible();
    await expect(nav.getByText("Hotels", { exact: true })).toBeVisible();

    // Row 27: the site still opens on its path (route /:keyword) with its sections; the page
    // offers to ask again.
    await page.unrouteAll();
    await startsInBrowser(page);
    await failCall(page, "url_preferences");
    await page.goto("/acme");
    await expect(page).toHaveURL(/\/acme$/);
    await expect(nav.getByText("Charity", { exact: true })).toBeVisible();
    await expect(
      page.getByTestId("catalogue-load-failed").getByRole("button", { name: "Retry" }),
    ).toBeVisible();

    // Row 28: the default settings: no brand logo, and the catalogue is no longer shown in
    // points, so 'How to Redeem?' is back.
    await page.unrouteAll();
    await startsInBrowser(page);
    await failCall(page, "fetchPlatformSetting");
    await page.goto("/acme");
    await expect(page.getByTestId("site-header").getByRole("img", { name: "Acme Rewards" })).toHaveCount(0);
    // The phone header keeps its links in the menu.
    if (info.project.name === "desktop")
      await expect(page.getByTestId("site-header").getByText("How to Redeem?")).toBeVisible();
  });
});

test.describe("spec §8: category lists", () => {
  test("row 21: a category list without filters is empty, nothing is said, and navigation goes on", async ({
    page,
  }) => {
    // Row 21: the gift-card categories answer without filters.
    await page.route("**/fetchVouchersFilters", async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as {
        data: { fetchVouchersFilters: { filters?: unknown[] } };
      };
      const asked = route.request().postDataJSON() as {
        variables: { filtersParams: { filter_group_id: number } };
      };
      if (asked.variables.filtersParams.filter_group_id === 37) answer.data.fetchVouchersFilters.filters = [];
      await route.fulfill({ response, json: answer });
    });
    await startsInBrowser(page);
    await page.goto("/marketplace");
    // The home page has loaded its sections; the gift-card categories list none.
    await expect(page.locator('[data-testid="home-vouchers"][data-status="fetched"]')).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Fashion", exact: true })).toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveCount(0);
    // Navigation goes on: the gift cards' listing opens from the home page.
    await page.getByRole("link", { name: "See all Gift Card" }).click();
    await expect(page).toHaveURL(/\/marketplace\/vouchers/);
  });
});

test.describe("spec §8: search and routes", () => {
  test("rows 16, 23: a failed search shows no results and no message; a section the site does not enable is the not-found page", async ({
    page,
  }, info) => {
    // Phones search on their own page (spec §2.6); desktops in the header.
    const phone = info.project.name === "phone";
    await page.goto(phone ? "/marketplace/search" : "/marketplace");
    const search = phone
      ? page.getByRole("main").getByRole("combobox")
      : page.getByRole("combobox", { name: /search/i });
    await search.fill("dining");
    await expect(page.getByRole("option", { name: /Dining Gift Card/ })).toBeVisible();
    await failCall(page, "get_items");
    const failed = page.waitForResponse((response) => response.url().endsWith("/get_items"));
    await search.fill("gift");
    await failed;
    await expect(search).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("option", { name: /Gift Card/ })).toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveCount(0);

    await page.goto("/acme/perks");
    await expect(page.getByRole("heading", { name: "Oh no! Error 404" })).toBeVisible();
  });
});

test.describe("spec §8: sign-in and the signed-in cart", () => {
  test("row 4: a locked-out identity reads the lockout text", async ({ page }) => {
    await page.route("**/validatePassword", (route) =>
      route.fulfill({
        status: 423,
        contentType: "application/json",
        body: JSON.stringify({ success: 0, code: LOGIN_LOCKOUT_CODE, message: LOGIN_LOCKOUT_MESSAGE }),
      }),
    );
    await signIn(page, "nina@demo.example");
    await expect(page.getByRole("alert")).toHaveText(
      "For security reasons, access to the login page has been temporarily disabled due to multiple failed attempts. Please wait 1 hour and try again.",
    );
    await expect(page.getByTestId("user-name")).toHaveCount(0);
  });

  test("rows 2, 14, 22: a failed cart fetch leaves the cart empty; 429 on edit profile is a message; HTTP 401 signs out", async ({
    page,
  }) => {
    // Priya has a saved cart: the fetch fails, the cart is empty.
    await failCall(page, "fetchCart");
    await signIn(page, "priya@demo.example");
    await expect(page.getByTestId("user-name")).toHaveText("Priya Sharma");
    await expect(page.getByTestId("cart-link").first()).toHaveAccessibleName("Cart");

    await page.goto("/marketplace/profile");
    const details = page.getByRole("region", { name: "Your details" });
    await details.getByRole("button", { name: "Edit profile" }).click();
    const form = details.getByRole("form", { name: "Edit profile" });
    await form.getByLabel("First name").fill("Priyanka");
    await failCall(page, "update_employee_data", 429);
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByRole("alert")).toContainText(LIMIT_EXCEEDED_START);

    // Every authenticated call now answers 401: the shopper is treated as logged out.
    await page.route("**/chef/api/graph/**", (route) =>
      route.fulfill({ status: 401, contentType: "application/json", body: JSON.stringify({ success: 0 }) }),
    );
    await startsInBrowser(page);
    await page.goto("/marketplace");
    await expect(page.getByTestId("user-name")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  });

  test("row 2: the sign-up's 'Resend code' answered HTTP 429 says the limit text as a message", async ({
    page,
  }, info) => {
    await page.clock.install();
    await page.goto("/marketplace/login");
    await page.getByRole("link", { name: "Create an account" }).click();
    await page.getByLabel("E-mail address").fill(`resend.${info.project.name}.${Date.now()}@example.com`);
    await page.getByLabel("Country code").selectOption("IN");
    await page.getByLabel("Mobile number").fill("");
    await page.getByLabel("Name", { exact: true }).fill("Rhea Resend");
    await page.getByLabel("Password", { exact: true }).fill(`Rhea-${info.project.name}-2026`);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
    await page.clock.runFor(31_000);
    await failCall(page, "resendSetupOtp", 429);
    await page.getByRole("button", { name: "Resend code" }).click();
    await expect(page.getByRole("alert")).toContainText(LIMIT_EXCEEDED_START);
  });
});

test.describe("spec §8: the cash-out's one-time code", () => {
  test("row 2: asking for the transfer's OTP answered HTTP 429 says the limit text as a message", async ({
    page,
  }) => {
    await signIn(page, "carl.cashout@demo.example");
    await expect(page.getByTestId("user-name")).toHaveText("Carl Cashout");
    await page.goto("/marketplace/cashout/transfer/1466");
    // The call never reaches the reference API: no OTP is made and no points are held.
    await failCall(page, "generateOrderOtp", 429);
    await page.getByLabel("UPI id").fill("carl@okbank");
    await page.getByLabel("Amount (INR)").fill("100");
    await page.getByRole("button", { name: "Send OTP" }).click();
    await expect(page.getByRole("alert").filter({ hasText: LIMIT_EXCEEDED_START })).toBeVisible();
  });
});

test.describe("spec §8: cart and checkout", () => {
  test("rows 3, 13: the wallet card once only; 429 on apply voucher is a warning toast", async ({ page }) => {
    // Row 13: the Mobile Wallet Gift Card goes into the cart once.
    await page.goto("/marketplace/vouchers/description/mobile-wallet-gift-card/28487");
    await page.getByRole("radio", { name: /500/ }).check();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Added to your cart.")).toBeVisible();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(
      toast(page, "You're not allowed to add multiple mobile wallet products into the cart."),
    ).toBeVisible();

    // Row 3: the reward code's apply answered HTTP 429.
    await page.goto("/marketplace/checkout");
    await failCall(page, "applyVoucher", 429);
    await page.getByTestId("reward-code-input").fill("SHOP-5555-EEEE-0002");
    await page.getByTestId("reward-code-apply").click();
    const warning = page.getByTestId("checkout-toast");
    await expect(warning).toHaveAttribute("data-tone", "warning");
    await expect(warning).toContainText(LIMIT_EXCEEDED_START);
  });

  test("row 12: add to cart fails: 'Something went wrong', then the server's message", async ({ page }) => {
    await signIn(page, "nina@demo.example");
    await expect(page.getByTestId("user-name")).toHaveText("Nina Kapoor");
    await failCall(page, "addToCart");
    await page.goto("/marketplace/vouchers/description/fashion-gift-card/40211");
    await page.getByRole("radio", { name: /1,000/ }).check();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(toast(page, "Something went wrong")).toBeVisible();

    await page.unroute("**/addToCart");
    await page.route("**/addToCart", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({
          data: { addToCart: { success: 0, message: "This card is out of stock [Tracer: 7f3a]" } },
        }),
      }),
    );
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(toast(page, "This card is out of stock [Tracer: 7f3a]")).toBeVisible();
  });
});

test.describe("spec §8: the payment status", () => {
  test("rows 18, 19: a status check with an empty output, then one that fails, both read as no answer from the gateway yet", async ({
    page,
  }) => {
    await page.goto("/marketplace/vouchers/description/fashion-gift-card/40211");
    await page.getByRole("radio", { name: /1,000/ }).check();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Added to your cart.")).toBeVisible();
    await page.goto("/marketplace/checkout");
    await page.getByLabel("First name").fill("Asha");
    await page.getByLabel("Last name").fill("Rao");
    await page.getByLabel("E-mail").fill("asha.rao@example.com");
    // The order's id and key, read as the answer passes (the status page's address holds them).
    let placed: { order_id: number; order_key: string } | undefined;
    await page.route("**/voucherCreateOrder", async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as {
        data: { voucherCreateOrder: { data: { order_id: number; order_key: string } } };
      };
      placed = answer.data.voucherCreateOrder.data;
      await route.fulfill({ response, json: answer });
    });
    await page.getByTestId("pay-button").click();
    await continueToCardGateway(page);
    await expect(page).toHaveURL(/\/gateway\/gateway-inr\/pay\//);
    expect(placed).toBeDefined();
    const { order_id, order_key } = placed ?? { order_id: 0, order_key: "" };

    // Row 18: nothing paid on the hosted page yet: the status check's output is empty.
    const statusPage = `/marketplace/payment-status/voucher/${order_id}/${order_key}`;
    await page.goto(statusPage);
    const outcome = page.getByTestId("payment-outcome");
    await expect(outcome).toHaveAttribute("data-outcome", "no-response");
    await expect(outcome).toContainText("We have not received your payment's status yet");

    // Row 19: the status check fails: an empty object, read the same; no error is shown.
    await failCall(page, "getPaymentStatus");
    const failed = page.waitForResponse((response) => response.url().endsWith("/getPaymentStatus"));
    await page.getByRole("button", { name: "Check again" }).click();
    await failed;
    await expect(outcome).toHaveAttribute("data-outcome", "no-response");
    await expect(page.getByRole("main")).toContainText(`Order #${order_id}`);
    await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
  });
});

test.describe("spec §8: guest modals", () => {
  test("rows 6, 11: a balance that is not a number; a track-order request that fails", async ({ page }) => {
    // Row 6: the answer's remain_amount is not a number.
    await page.route("**/applyVoucher", async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as { output: string };
      const output = JSON.parse(answer.output) as {
        data: { Result?: { voucher_details: { remain_amount: number | string } } };
      };
      if (output.data.Result !== undefined) output.data.Result.voucher_details.remain_amount = "N/A";
      await route.fulfill({ response, json: { output: JSON.stringify(output) } });
    });
    await page.goto("/marketplace");
    await page.getByTestId("site-footer").getByRole("button", { name: "Check Reward Code Balance" }).click();
    const checker = page.getByRole("dialog", { name: "Reward Codes Balance Checker" });
    await checker.getByLabel("Reward Code").fill("DEMO-1111-AAAA-0001");
    await checker.getByRole("button", { name: "Check Voucher Balance" }).click();
    await expect(checker.getByTestId("balance-error")).toHaveText("something went wrong !");
    await page.keyboard.press("Escape");
    await expect(checker).toBeHidden();

    // Row 11: the order lookup's connection drops.
    await page.route("**/validateOrder", (route) => route.abort("connectionreset"));
    await page.goto("/marketplace/track-order");
    await page.getByTestId("track-order-page").getByRole("button", { name: "Track Your Order" }).click();
    const tracker = page.getByRole("dialog", { name: "Track Your Order" });
    await tracker.getByLabel("Order ID").fill("7004101");
    await tracker.getByRole("button", { name: "Verify" }).click();
    await expect(toast(page, "Something went wrong.")).toBeVisible();
  });
});
