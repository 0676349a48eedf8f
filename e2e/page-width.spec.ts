/**
 * No page is wider than the screen: every route of the route table (spec §2.3) that the demo data
 * reaches, opened signed out and then signed in, lays out within the window's width
 * (`document.documentElement.scrollWidth <= window.innerWidth`), so no page scrolls sideways. On
 * the desktop (1280 px) and phone (390 px) projects, and for the signed-in pages at 1366 px too.
 * One page per project walks the routes; each failing page is named with its width and whether
 * the shopper was signed in. The walk's list covers every row of the route table (checked first,
 * without a browser).
 */
import { addDays, isoDay } from "@domain/hotels";
import { CARD_GATEWAY_ROUTE, ROUTE_TABLE, resolveRoute } from "@domain/routes";
import { expect, type Page, signIn, test } from "./fixtures";

const day = (offset: number): string => addDays(isoDay(Date.now()), offset);
const STAY = `cityId=1319&city=Bangalore&country=IN&checkIn=${day(7)}&checkOut=${day(9)}&rooms=2-0`;
const FLIGHT = `trip=return&from=DEL&to=GOI&depart=${day(10)}&back=${day(14)}&adults=2&children=1&infants=1&cabin=economy`;

/** A page of each row of the route table, with the demo data's products, orders and sites (docs/demo-data.md). */
const PAGES: readonly string[] = [
  "/marketplace",
  "/marketplace/home",
  "/marketplace/landing",
  "/marketplace/common",
  "/marketplace/checkout",
  "/marketplace/experiences/checkout",
  "/marketplace/experiences",
  "/marketplace/experiences/orders",
  "/marketplace/experiences/payment",
  "/marketplace/experiences/sunset-kayaking-in-bangalore",
  "/marketplace/experiences/sunset-kayaking-in-bangalore/61022",
  "/marketplace/merchandises",
  "/marketplace/merchandise/branded-hoodie/43003",
  "/marketplace/swag",
  "/marketplace/product-list",
  "/marketplace/vouchers",
  "/marketplace/vouchers/category_id=697",
  "/marketplace/vouchers/description/fashion-gift-card/40211",
  "/marketplace/perks",
  "/marketplace/perks/description/weekend-hotel-deal/44004",
  "/marketplace/perks/orders",
  "/marketplace/airmiles",
  "/marketplace/airmiles/description/skyhigh-airline-miles/47001",
  "/marketplace/lounge",
  "/marketplace/lounge/description/jfk-lounge-pass/45101",
  "/marketplace/charity",
  "/marketplace/charity/description/plant-a-tree/46001",
  "/members/personalize-category",
  "/members/personalize-category/description/custom-gift/49501",
  "/members/custom-category",
  "/marketplace/insurance",
  "/marketplace/insurance/healthshield-family-cover-41002",
  "/marketplace/flights",
  `/marketplace/flights/listing?${FLIGHT}`,
  "/marketplace/flights/orders",
  `/marketplace/hotels?${STAY}`,
  `/marketplace/hotels/listing?${STAY}`,
  `/marketplace/hotels/description/7001?${STAY}`,
  "/marketplace/hotels/orders",
  "/marketplace/mobile-recharge",
  "/marketplace/mobile-recharge/listing?category_id=48001&operator_id=1&circle_id=11",
  "/marketplace/cashout",
  "/marketplace/cashout/transfer/1465",
  "/marketplace/profile",
  "/marketplace/orders",
  "/marketplace/points",
  "/marketplace/reward-history",
  "/marketplace/storevouchers",
  "/marketplace/reward-redemption",
  "/marketplace/point-conversion",
  "/marketplace/track-order",
  "/marketplace/cart",
  "/marketplace/search",
  "/marketplace/payment-callback?order_id=999999&key=tampered&status=success",
  "/marketplace/provider-a-payment-callback?order_id=999999&key=tampered&status=success",
  "/marketplace/provider-b-payment-callback?order_id=999999&key=tampered&status=success",
  "/marketplace/provider-c-payment-callback?order_id=999999&key=tampered&status=success",
  "/marketplace/provider-d-payment-callback?order_id=999999&key=tampered&status=success",
  "/marketplace/payment-exp-callback?order_id=999999999&key=tampered&status=success",
  "/marketplace/payment-status/voucher/7004101/tampered",
  "/marketplace/exp-payment-status",
  "/payment/tampered/",
  "/marketplace/maintenance",
  "/marketplace/rewards-api-catalogue",
  "/marketplace/login",
  "/marketplace/signup",
  "/marketplace/switch-account",
  "/marketplace/reset-password/no-such-link",
  "/marketplace/rp/no-such-link",
  "/marketplace/unsubscribe/newsletter",
  "/marketplace/mobile-menu",
  "/marketplace/mobile-profile",
  "/marketplace/redirect-perks",
  "/marketplace/no-such-page",
];

/** The signed-in pages' shopper: points, a saved cart, and the Cashout tab (docs/demo-data.md). */
const SHOPPER = "priya@demo.example";

/** The route-table row a page opens, or what else it is. */
const rowOf = (path: string): string => {
  const url = new URL(path, "http://storefront.test");
  const route = resolveRoute(url.pathname, url.search);
  return route.kind === "screen" ? route.pattern : route.kind;
};

/** The page's laid-out width and the window's, once the next frame is laid out. */
const widths = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ scrollWidth: number; innerWidth: number }>((resolve) =>
        requestAnimationFrame(() =>
          resolve({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }),
        ),
      ),
  );

/**
 * Opens each page and names those wider than the window: at the project's screen, then at each of
 * `alsoAt` (the open page resized, not opened again). A page is measured once it is idle: its
 * calls answered and shown.
 */
const widerPages = async (page: Page, who: string, alsoAt: readonly number[] = []): Promise<string[]> => {
  const screen = page.viewportSize() ?? { width: 0, height: 0 };
  const wider: string[] = [];
  for (const path of PAGES) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    for (const width of [screen.width, ...alsoAt]) {
      if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: screen.height });
      const { scrollWidth, innerWidth } = await widths(page);
      if (scrollWidth > innerWidth)
        wider.push(`${path} (${who}, ${innerWidth} px screen): ${scrollWidth} px wide`);
    }
    if (alsoAt.length > 0) await page.setViewportSize(screen);
  }
  return wider;
};

test("the walk opens a page of every row of the route table", () => {
  const walked = new Set(PAGES.map(rowOf));
  const rows = [...ROUTE_TABLE, CARD_GATEWAY_ROUTE].map((row) => row.path);
  expect(rows.filter((row) => !walked.has(row))).toEqual([]);
  // And the not-found page.
  expect(walked.has("not-found")).toBe(true);
});

test("no page is wider than the screen, signed out and signed in", async ({ page }, testInfo) => {
  test.setTimeout(PAGES.length * 2 * 5_000);
  const wider: string[] = [];
  await test.step("signed out", async () => {
    wider.push(...(await widerPages(page, "signed out")));
  });
  await test.step("signed in", async () => {
    await signIn(page, SHOPPER);
    await expect(page.getByTestId("points-pill")).toBeVisible();
    // On a desktop, a common laptop screen too, wider than the desktop project's.
    wider.push(...(await widerPages(page, "signed in", testInfo.project.name === "desktop" ? [1366] : [])));
  });
  expect(wider, wider.join("\n")).toEqual([]);
});
