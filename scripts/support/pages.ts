/**
 * The pages the performance scripts measure (Lighthouse, long tasks): the landing page, the
 * gift-card listing, gift card 40211, the experiences listing, the checkout with one item in a
 * guest's cart, and the signed-in home page (Priya, docs/demo-data.md).
 */
import type { BrowserContext } from "@playwright/test";
import { submitSignIn, untilReady } from "../../e2e/fixtures";

/** A kind of storage a measured page keeps between runs (Lighthouse's names). */
export type KeptStorage = "cookies" | "local_storage";

export interface PageToMeasure {
  readonly name: string;
  readonly path: string;
  /** The storage its runs keep: what `prepare` put in place. */
  readonly keeps?: readonly KeptStorage[];
  /** Puts the page's state in place first, in `context`, on the storefront at `origin`. */
  readonly prepare?: (context: BrowserContext, origin: string) => Promise<void>;
}

export const GIFT_CARD = "/marketplace/vouchers/description/fashion-gift-card/40211";
/** The signed-in page's shopper (docs/demo-data.md). */
const SHOPPER = "priya@demo.example";

export const MEASURED_PAGES: readonly PageToMeasure[] = [
  { name: "landing `/marketplace`", path: "/marketplace" },
  { name: "gift-card listing", path: "/marketplace/vouchers" },
  { name: "gift card 40211", path: GIFT_CARD },
  { name: "experiences listing", path: "/marketplace/experiences" },
  {
    name: "checkout, one item",
    path: "/marketplace/checkout",
    // The cart in local storage, and its cookie mirror (src/effects/runtime/persisted.ts).
    keeps: ["cookies", "local_storage"],
    prepare: async (context, origin) => {
      const page = await context.newPage();
      await page.goto(`${origin}${GIFT_CARD}`);
      await untilReady(page);
      await page.getByRole("radio", { name: /1,000/ }).check();
      await page.getByRole("button", { name: "Add to Cart" }).click();
      await page.getByRole("link", { name: "Go to Cart" }).waitFor();
      await page.close();
    },
  },
  {
    name: "signed-in home `/marketplace/home`",
    path: "/marketplace/home",
    keeps: ["cookies", "local_storage"],
    prepare: async (context, origin) => {
      const page = await context.newPage();
      await page.goto(`${origin}/marketplace/login`);
      await untilReady(page);
      await submitSignIn(page, SHOPPER);
      await page.waitForURL(/\/marketplace\/home$/);
      await page.close();
    },
  },
];
