/**
 * The journeys under faults: the listing (home sections, category lists, search), sign-in,
 * the cart and checkout, call by call (spec §7.2, §7.3, §7.4, §7.5, §7.6, §8). Each file under
 * e2e/chaos runs one journey (or a part of one) with `chaosJourney`; journeys that sign in use
 * their own demo user, so files that run side by side share no cart.
 */
import type { Page } from "../fixtures";
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
        await password(page).fill("Demo@1234");
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
      prepare: async ({ page }) => {
        await page.goto(GIFT_CARD);
        await page.getByRole("radio", { name: /1,000/ }).check();
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

/** A guest's checkout through the card gateway (spec §7.6 voucherCreateOrder): one order per checkout. */
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
      done: (page) => page.getByTestId("amount"),
      again: async ({ page }) => {
        await page.getByTestId("pay-button").click();
      },
      orders: true,
    },
  ],
};
