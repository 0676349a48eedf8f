/**
 * The journeys under faults: the listing (home sections, category lists, search), sign-in,
 * the cart, checkout, cash-out and recharge, call by call (spec §7.2, §7.3, §7.4, §7.5, §7.6, §8).
 * Each file under e2e/chaos runs one journey (or a part of one) with `chaosJourney`; journeys
 * that sign in use their own demo user, so files that run side by side share no cart.
 */
import { getPoints } from "@contract/account";
import { addToCart, fetchCart } from "@contract/cart";
import { type GraphOperation, graphBody, operationPath, type ResponseOf } from "@contract/operation";
import { Schema } from "effect";
import { DEMO_PASSWORD, expect, type Page } from "../fixtures";
import { type ChaosCall, type Journey, OBSERVE_MS, type Step } from "./harness";

const HOME = "/marketplace";
const GIFT_CARD = "/marketplace/vouchers/description/fashion-gift-card/40211";

/** The home page is complete: its category lists and home sections shown, nothing failed. */
const homeDone = (page: Page) =>
  page.locator(
    'main:has([data-testid="categories-vouchers"]):has([data-testid="home-vouchers"][data-status="fetched"])',
  );

/** An in-app navigation away and back (not a reload): a failed load is asked again on it. */
const navigateAwayAndBack = async ({ page }: Step) => {
  await page.getByTestId("cart-link").first().click();
  await page.getByRole("link", { name: /home$/ }).first().click();
};

/** The home page, complete; loaded only when the page is not there already. */
const onCompleteHome = async ({ page }: Step) => {
  if (await homeDone(page).isVisible()) return;
  await page.goto(HOME);
  await homeDone(page).waitFor();
};

const homeCall = (op: string, silent = false): ChaosCall => ({
  op,
  prepare: onCompleteHome,
  drive: async ({ page }) => {
    await page.goto(HOME);
  },
  done: homeDone,
  // spec §8 'Country fetch failure', 'IP country failure': the first country, nothing shown.
  ...(silent ? { silent: homeDone } : {}),
  again: navigateAwayAndBack,
});

/** The home page (spec §2.3 '/'): the site's calls, the country data, the category lists and the home sections. */
export const listingHome: Journey = {
  name: "listing: home",
  calls: [
    homeCall("fetchPlatformSetting"),
    homeCall("url_preferences"),
    homeCall("getRoutes"),
    homeCall("getBannerModule"),
    homeCall("fetchAllCountries", true),
    homeCall("ipDetails", true),
    homeCall("fetchVouchersFilters"),
    homeCall("fetchLandingDetails"),
    homeCall("getExperiencesCategoriesList"),
  ],
};

const searchBox = (page: Page) => page.getByRole("combobox", { name: /search/i });
const searchResult = (page: Page) => page.getByRole("option", { name: /Dining Gift Card/ });

/** Search (spec §2.6, §7.3): spec §8 'Search failure': empty results, no message. */
export const listingSearch: Journey = {
  name: "listing: search",
  calls: [
    {
      op: "get_items",
      prepare: async ({ page }) => {
        await page.goto(HOME);
        await searchBox(page).fill("");
      },
      // The search runs after the typing pauses: wait until its call ended, answered or not.
      drive: async ({ page }) => {
        const ended = (request: { url: () => string }) => request.url().includes("/get_items");
        const finished = Promise.race([
          page.waitForEvent("requestfinished", { predicate: ended, timeout: 20_000 }),
          page.waitForEvent("requestfailed", { predicate: ended, timeout: 20_000 }),
        ]);
        await searchBox(page).fill("gift");
        await finished;
      },
      done: searchResult,
      silent: (page) => page.locator('[role="combobox"][aria-expanded="false"]'),
      again: async ({ page }) => {
        await searchBox(page).fill("gift ");
        await searchBox(page).fill("gift");
      },
    },
  ],
};

const PRIYA = { email: "priya@demo.example", name: "Priya Sharma" };
const ADA = { email: "admin@demo.example", name: "Ada Admin" };

const signedOut = async ({ page }: Step) => {
  if (page.url().startsWith("http")) {
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    // Leave the storefront at once: a session it sees end redirects the page (spec §4), and that
    // redirect would cut off the navigation to the sign-in page.
    await page.goto("about:blank");
  }
  await page.context().clearCookies();
  await page.goto("/marketplace/login");
};

const identity = (page: Page) => page.getByLabel("E-mail address or mobile number");
const password = (page: Page) => page.getByLabel("Password");
const signedIn = (page: Page) => page.getByTestId("user-name").filter({ hasText: PRIYA.name });

/** Sign-in (spec §7.5): the identity look-up and the password check. */
export const signInAuth: Journey = {
  name: "sign-in",
  calls: [
    {
      op: "validateUserIdentity",
      prepare: signedOut,
      drive: async ({ page }) => {
        await identity(page).fill(PRIYA.email);
        await page.getByRole("button", { name: "Continue" }).click();
      },
      done: password,
      again: async ({ page }) => {
        await page.getByRole("button", { name: "Continue" }).click();
      },
    },
    {
      op: "validatePassword",
      prepare: async (step) => {
        await signedOut(step);
        await identity(step.page).fill(PRIYA.email);
        await step.page.getByRole("button", { name: "Continue" }).click();
        await password(step.page).waitFor();
      },
      drive: async ({ page }) => {
        await password(page).fill(DEMO_PASSWORD);
        await page.getByRole("button", { name: "Sign In" }).click();
      },
      done: signedIn,
      again: async ({ page }) => {
        await page.getByRole("button", { name: "Sign In" }).click();
      },
      cartAfter: "user",
    },
  ],
};

const SAM = { email: "sam@demo.example", name: "Sam Carter" };

/** The start-up of a signed-in user (spec §4 'Start-up when logged in'): one page load with the fault. */
const startupCall = (
  op: string,
  done: (page: Page) => ReturnType<Page["locator"]>,
  silent = false,
): ChaosCall => ({
  op,
  prepare: async ({ page }) => {
    if ((await done(page).first().isVisible()) && (await homeDone(page).isVisible())) return;
    await page.goto(HOME);
    await done(page).first().waitFor();
  },
  drive: async ({ page }) => {
    await page.goto(HOME);
  },
  done,
  ...(silent ? { silent: done } : {}),
  again: navigateAwayAndBack,
});

const userName = (page: Page) => page.locator('[data-testid="user-name"]:not(:empty)');
const pointsPill = (page: Page) => page.locator('[data-testid="points-pill"]');

/** The start-up calls after sign-in: user details, menu, the four balances. */
export const signInStartup = (user: { readonly email: string; readonly name: string } = SAM): Journey => ({
  name: "sign-in: start-up",
  user,
  calls: [
    startupCall("fetchUserDetails", userName),
    // spec §6: a failed menu only means no admin: nothing shown.
    startupCall("getMenu", userName, true),
    startupCall("getPoints", pointsPill),
    startupCall("fetchGcb", pointsPill),
    startupCall("getStoreToken", pointsPill),
    startupCall("fetch_accounts", pointsPill),
  ],
});

const NINA = { email: "nina@demo.example", name: "Nina Kapoor" };
const addButton = (page: Page) => page.getByRole("button", { name: "Add to Cart" });

/** A call of the reference API as the signed-in page makes it (with its session), decoded. */
const callAsPage = async <Op extends GraphOperation>(
  { page, request }: Step,
  op: Op,
  variables: unknown,
): Promise<ResponseOf<Op>> => {
  const token = (await page.evaluate(() => sessionStorage.getItem("a_t"))) ?? "";
  const answer = await request.post(operationPath(op, "auth"), {
    headers: { a_t: token },
    data: graphBody(op, Schema.encodeUnknownSync(op.variables)(variables)),
  });
  expect(answer.status()).toBe(200);
  return Schema.decodeUnknownSync(op.response)(await answer.json());
};

/** The signed-in user's cart line of the gift card in INR 1,000, as the server holds it. */
const giftCardLine = async (step: Step) => {
  const answer = await callAsPage(step, fetchCart, { cartfetch: { count: 0, url: "/" } });
  return (answer.data.fetchCart.data ?? []).find(
    (line) => line.product_id === 40211 && line.info.denomination === "INR 1000",
  );
};

/** The units of that line the server holds: an add whose retry added it twice would show. */
const giftCardsInCart = async (step: Step): Promise<number> => (await giftCardLine(step))?.info.quantity ?? 0;

/**
 * The cart of a signed-in user (spec §7.3 getProduct, §7.4 addToCart, fetchCart): each call with
 * its own user, so the add of one test never changes the cart another test compares.
 */
export const cartJourney: Journey = {
  name: "cart",
  user: NINA,
  calls: [
    {
      op: "getProduct",
      user: ADA,
      prepare: async ({ page }) => {
        await page.goto(HOME);
        await page.getByTestId("cart-link").first().waitFor();
      },
      drive: async ({ page }) => {
        await page.goto(GIFT_CARD);
      },
      done: (page) => page.getByRole("radio", { name: /1,000/ }),
      again: async ({ page }) => {
        await page.getByRole("button", { name: "Retry" }).click();
      },
    },
    {
      op: "addToCart",
      // The line is added and only the answer is lost: the retry must not add it again.
      afterFor: ["500", "drop"],
      // Each cell adds the line anew: it is taken out of the cart first.
      prepare: async (step) => {
        const line = await giftCardLine(step);
        if (line !== undefined) {
          await callAsPage(step, addToCart, {
            cart: { product_id: line.product_id, type: "voucher", status: 0, info: line.info },
          });
        }
        await step.page.goto(GIFT_CARD);
        await step.page.getByRole("radio", { name: /1,000/ }).check();
      },
      // The cart's toast shows for 2 s (spec §9): watched for from the click on.
      drive: async ({ page }) => {
        const within = { timeout: OBSERVE_MS };
        const text = page
          .locator('[role="alert"]')
          .first()
          .waitFor(within)
          .then(() => "text" as const);
        const done = page
          .getByText("Added to your cart.")
          .waitFor(within)
          .then(() => "done" as const);
        await addButton(page).click();
        return Promise.any([text, done]);
      },
      done: (page) => page.getByText("Added to your cart."),
      again: async ({ page }) => {
        await addButton(page).click();
      },
      cartAfter: "more",
      tally: { what: "gift cards in the cart", read: giftCardsInCart, by: 1 },
    },
    {
      op: "fetchCart",
      user: PRIYA,
      prepare: async ({ page }) => {
        await page.goto("/marketplace/cart");
        await page.getByRole("list", { name: "Items in your cart" }).waitFor();
      },
      drive: async ({ page }) => {
        await page.goto("/marketplace/cart");
      },
      done: (page) => page.getByRole("list", { name: "Items in your cart" }),
      again: navigateAwayAndBack,
    },
  ],
};

const fillGuest = async (page: Page, email: string) => {
  await page.getByLabel("First name").fill("Asha");
  await page.getByLabel("Last name").fill("Rao");
  await page.getByLabel("E-mail").fill(email);
};

/** A guest's checkout on to the card gateway (spec §7.6 voucherCreateOrder): one order per checkout. */
export const checkoutJourney: Journey = {
  name: "checkout",
  calls: [
    {
      op: "voucherCreateOrder",
      // The order is made and only its answer is lost: the retry must not make a second one.
      afterFor: ["500", "drop"],
      prepare: async ({ page, email }) => {
        await page.goto(GIFT_CARD);
        await page.getByRole("radio", { name: /1,000/ }).check();
        if ((await page.getByTestId("cart-link").first().getAttribute("aria-label")) === "Cart") {
          await addButton(page).click();
          await page.getByText("Added to your cart.").waitFor();
        }
        await page.goto("/marketplace/checkout");
        await fillGuest(page, email);
      },
      drive: async ({ page }) => {
        await page.getByTestId("pay-button").click();
      },
      // The card-gateway payment page '/payment/:data/' (spec §2.3) that leads on to the gateway.
      done: (page) => page.getByTestId("card-gateway-page"),
      again: async ({ page }) => {
        await page.getByTestId("pay-button").click();
      },
      orders: true,
    },
  ],
};

const CARL = { email: "carl.cashout@demo.example", name: "Carl Cashout" };
/** The points a transfer of INR 100 costs (1 point for 1 INR on marketplace). */
const TRANSFER_POINTS = 100;

/** The signed-in user's points balance, as the server holds it. */
const pointsOf = async (step: Step): Promise<number> =>
  (await callAsPage(step, getPoints, { add_data: 1 })).data.getPoints.data?.RP[0]?.balance ?? 0;

/**
 * A cash-out to UPI confirmed with the mailed OTP (spec §7.6 generateOrderOtp and the transfer's
 * confirmation): one debit per transfer, and the page lands on the transfer.
 */
export const cashoutJourney: Journey = {
  name: "cash-out",
  user: CARL,
  calls: [
    {
      op: "cashoutConfirm",
      // The transfer is made and only its answer is lost: the retry must not debit twice.
      afterFor: ["500", "drop"],
      prepare: async ({ page, request }) => {
        // A new transfer each cell: the one kept as pending from the cell before is forgotten.
        await page.evaluate(() => localStorage.removeItem("cashoutPending"));
        await page.goto("/marketplace/cashout/transfer/1466");
        // On a loaded machine a field filled while the page still renders can lose its value: the
        // form is filled again until the OTP step shows (never again once it does).
        const otpStep = page.getByText(/This transfer costs 100.00 Points/);
        await expect(async () => {
          if (await otpStep.isVisible()) return;
          await page.getByLabel("UPI id").fill("carl@okbank");
          await page.getByLabel("Amount (INR)").fill(String(TRANSFER_POINTS));
          await page.getByRole("button", { name: "Send OTP" }).click();
          await otpStep.waitFor({ timeout: 15_000 });
        }).toPass({ timeout: 120_000 });
        const mails = (await (await request.get(`/__outbox?to=${CARL.email}`)).json()) as {
          mails: { kind: string; body: string }[];
        };
        const code = /\b(\d{6})\b/.exec(
          mails.mails.find((mail) => mail.kind === "order-otp")?.body ?? "",
        )?.[1];
        await page.getByRole("textbox", { name: "OTP" }).fill(code ?? "");
      },
      drive: async ({ page }) => {
        await page.getByRole("button", { name: "Confirm transfer" }).click();
      },
      done: (page) => page.getByTestId("cashout-status"),
      again: async ({ page }) => {
        await page.getByRole("button", { name: "Confirm transfer" }).click();
      },
      tally: { what: "points", read: pointsOf, by: -TRANSFER_POINTS },
    },
  ],
};

const RAVI = { email: "ravi.topup@demo.example", name: "Ravi Topup" };

/** The recharges the cart holds: its topup section, kept in the browser (src/domain/cartSections.ts). */
const rechargesInCart = async ({ page }: Step): Promise<number> =>
  page.evaluate(() => {
    const kept: unknown = JSON.parse(localStorage.getItem("persist:root") ?? "{}");
    const sections: unknown = Reflect.get(Reflect.get(Object(kept), "cart") ?? {}, "sections");
    return typeof sections === "object" && sections !== null && "topup" in sections ? 1 : 0;
  });

/** A phone recharge chosen from the plans (the reference API's createTopupRecharge): one recharge in the cart. */
export const topupJourney: Journey = {
  name: "recharge",
  user: RAVI,
  calls: [
    {
      op: "createTopupRecharge",
      // The recharge is made and only its answer is lost: the cart must still hold one.
      afterFor: ["500", "drop"],
      prepare: async (step) => {
        const { page } = step;
        // Each cell puts a recharge in the cart anew: the one there is taken out first.
        if ((await rechargesInCart(step)) > 0) {
          await page.goto("/marketplace/cart");
          await page.locator('[data-booking="topup"]').getByRole("button").click();
          await expect.poll(() => rechargesInCart(step)).toBe(0);
        }
        await page.goto("/marketplace/mobile-recharge?category_id=48001");
        const form = page.getByRole("region", { name: "Mobile Recharge" });
        // The form takes input once the country's operators are known.
        await expect(form.getByRole("combobox", { name: "Country", exact: true })).toHaveValue(/\d+/);
        // Filled again until the plans show, as the cash-out form is (a value lost while rendering).
        const plan = page.getByTestId("topup-plan").first();
        await expect(async () => {
          if (await plan.isVisible()) return;
          await form.getByRole("textbox", { name: /^Mobile number/ }).fill("9812345678");
          await form.getByRole("combobox", { name: "Operator" }).selectOption({ label: "Airtel" });
          await form.getByRole("combobox", { name: "Circle (region)" }).selectOption({ label: "Karnataka" });
          await page.getByRole("button", { name: "View plans" }).click();
          await plan.waitFor({ timeout: 15_000 });
        }).toPass({ timeout: 120_000 });
      },
      drive: async ({ page }) => {
        await page
          .getByTestId("topup-plan")
          .first()
          .getByRole("button", { name: /Recharge for/ })
          .click();
      },
      done: (page) => page.getByTestId("topup-added"),
      again: async ({ page }) => {
        await page
          .getByTestId("topup-plan")
          .first()
          .getByRole("button", { name: /Recharge for/ })
          .click();
      },
      cartAfter: "more",
      tally: { what: "recharges in the cart", read: rechargesInCart, by: 1 },
    },
  ],
};
