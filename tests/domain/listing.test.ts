import type { ListingFilter, ListingProduct } from "@contract/listing";
import { FAMILIES } from "@domain/families";
import {
  compareListing,
  discountedPriceKey,
  LISTING_ROUTES,
  LISTING_TYPES,
  listingBannerPage,
  listingCategoriesOf,
  listingFamilyName,
  listingPriceOf,
  listingQueryOf,
  offsetOfPage,
  pageCount,
  pageItems,
  pageOfOffset,
  pagerItems,
  pageSizeOf,
  pageSpan,
  pageWithin,
  parseFilterValueId,
  parsePage,
  parseSort,
  sortListing,
} from "@domain/listing";
import { ListingRouteSchema } from "@domain/listingRequest";
import { DEFAULT_PERSONALIZE_LABEL } from "@domain/navigation";
import { describe, expect, it } from "vitest";

const product = (id: number, name: string, change: Partial<ListingProduct> = {}): ListingProduct => ({
  product_id: id,
  name,
  url: name.toLowerCase().replaceAll(" ", "-"),
  type: "vouchers",
  filter_group_id: 37,
  image: "/catalogue/vouchers.svg",
  country_id: 976,
  country_name: "India",
  currency_code: "INR",
  denominations: [500, 1000],
  min_price: 500,
  max_price: 1000,
  spl_discount: 0,
  is_recommended: 0,
  categories: "698",
  category: null,
  conversion_ratio: 1,
  points_only: 0,
  ...change,
});

describe("listing routes (spec §1, §2.3)", () => {
  it("/swag is the merchandise listing with filter value 1390; /custom-category is Membership", () => {
    expect(LISTING_ROUTES.swag).toEqual({
      type: "merchandise",
      fixedFilterValueId: 1390,
      categoryParam: "filter_value_id",
    });
    expect(LISTING_ROUTES["custom-category"].type).toBe("membership");
    expect(LISTING_ROUTES["personalize-category"].type).toBe("personalize");
    expect(LISTING_ROUTES["product-list"].type).toBeNull();
  });

  it("vouchers carry the category as ?category_id=, the others as ?filter_value_id= (spec §2.3)", () => {
    expect(LISTING_ROUTES.vouchers.categoryParam).toBe("category_id");
    expect(LISTING_ROUTES.merchandises.categoryParam).toBe("filter_value_id");
    expect(LISTING_ROUTES.perks.categoryParam).toBe("filter_value_id");
  });

  it("every listing family has a listing route that lists it", () => {
    for (const type of LISTING_TYPES) expect(LISTING_ROUTES[FAMILIES[type].segment].type).toBe(type);
  });

  it("personalize's default name is the Personalize tab's default label (spec §2.5)", () => {
    expect(listingFamilyName("personalize", null)).toBe(DEFAULT_PERSONALIZE_LABEL);
  });

  it("lists the families in the order of the category tabs, insurance (no tab) last (spec §2.5)", () => {
    expect(LISTING_TYPES).toEqual([
      "membership",
      "merchandise",
      "vouchers",
      "airmiles",
      "lounge",
      "charity",
      "perks",
      "personalize",
      "insurance",
    ]);
  });

  it("the event log's listing routes are each listing family's segment, swag's and the product list's", () => {
    expect([...ListingRouteSchema.literals].sort()).toEqual(Object.keys(LISTING_ROUTES).sort());
  });
});

describe("reading a listing URL", () => {
  const query = (route: keyof typeof LISTING_ROUTES, search: string) =>
    listingQueryOf(route, new URLSearchParams(search));

  it("reads the category, sort, page and text: /vouchers/?category_id=698&sort_by=price_up&page=2", () => {
    expect(query("vouchers", "category_id=698&sort_by=price_up&page=2&search_key=%20dining%20")).toEqual({
      type: "vouchers",
      filterValueId: "698",
      sort: "price_up",
      page: 2,
      searchKey: "dining",
      pageSize: 12,
    });
    expect(query("merchandises", "filter_value_id=1391").filterValueId).toBe("1391");
    expect(query("perks", "filter_value_id=1302").filterValueId).toBe("1302");
  });

  it("passes an unreadable category on as text (the server ignores it) and defaults the rest", () => {
    expect(query("merchandises", "filter_value_id=abc&sort_by=cheapest&page=-2")).toEqual({
      type: "merchandise",
      filterValueId: "abc",
      sort: "popular",
      page: 1,
      searchKey: "",
      pageSize: 12,
    });
    expect(query("lounge", "").filterValueId).toBeUndefined();
  });

  it("/swag always lists filter value 1390, whatever the URL says", () => {
    expect(query("swag", "filter_value_id=1391").filterValueId).toBe("1390");
    expect(query("swag", "").filterValueId).toBe("1390");
  });

  it("/product-list takes its family from ?categoryType=", () => {
    expect(query("product-list", "categoryType=lounge").type).toBe("lounge");
    expect(query("product-list", "categoryType=hotel").type).toBeNull();
    expect(query("product-list", "").type).toBeNull();
  });

  it.each([
    ["popular", "popular"],
    [" NAME ", "name"],
    ["price_down", "price_down"],
    ["cheapest", "popular"],
    ["", "popular"],
    [null, "popular"],
  ] as const)("parseSort(%j) is %s", (text, sort) => {
    expect(parseSort(text)).toBe(sort);
  });

  it.each([
    ["1390", 1390],
    [" 698 ", 698],
    ["abc", null],
    ["12abc", null],
    ["-3", null],
    ["1.5", null],
    ["0", null],
    ["", null],
    ["9999999999999999", null],
    [undefined, null],
  ] as const)("parseFilterValueId(%j) is %j", (text, value) => {
    expect(parseFilterValueId(text)).toBe(value);
  });

  it.each([
    ["3", 3],
    ["0", 1],
    ["x", 1],
    ["2.5", 1],
    [null, 1],
  ] as const)("parsePage(%j) is %d", (text, page) => {
    expect(parsePage(text)).toBe(page);
  });
});

describe("paging arithmetic", () => {
  it("counts pages: 0 products make none; 40 products at 12 a page make 4", () => {
    expect(pageCount(0, 12)).toBe(0);
    expect(pageCount(1, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(40, 12)).toBe(4);
  });

  it("turns pages into offsets and back", () => {
    expect(offsetOfPage(1, 12)).toBe(0);
    expect(offsetOfPage(3, 12)).toBe(24);
    expect(pageOfOffset(24, 12)).toBe(3);
    expect(pageOfOffset(25, 12)).toBe(3);
  });

  it("shows the first page for a page beyond the end, as the server does", () => {
    expect(pageWithin(4, 40, 12)).toBe(4);
    expect(pageWithin(5, 40, 12)).toBe(1);
    expect(pageWithin(1, 0, 12)).toBe(1);
  });

  it("cuts pages and says which products a page shows", () => {
    expect(pageItems([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
    expect(pageItems([1, 2, 3, 4, 5], 3, 2)).toEqual([5]);
    expect(pageSpan(12, 12, 40)).toEqual({ from: 13, to: 24, of: 40 });
    expect(pageSpan(36, 4, 40)).toEqual({ from: 37, to: 40, of: 40 });
    expect(pageSpan(0, 0, 0)).toBeNull();
  });

  it("keeps a page size within 1 and 100", () => {
    expect(pageSizeOf(24)).toBe(24);
    expect(pageSizeOf(0)).toBe(12);
    expect(pageSizeOf(101)).toBe(12);
    expect(pageSizeOf(2.5, 10)).toBe(10);
  });
});

describe("listing orders", () => {
  const apple = product(3, "apple Voucher", { min_price: 250 });
  const banana = product(1, "Banana Voucher", { min_price: 1000, is_recommended: 1 });
  const cherry = product(2, "cherry voucher", { min_price: 250 });
  const cherryAgain = product(4, "Cherry Voucher", { min_price: 100 });
  const items = [cherry, banana, cherryAgain, apple];
  const names = (list: readonly ListingProduct[]) => list.map((p) => p.product_id);

  it("name: by name ignoring case (spec §3), equal names by product_id", () => {
    expect(names(sortListing(items, "name"))).toEqual([3, 1, 2, 4]);
  });

  it("popular: recommended first, then by name", () => {
    expect(names(sortListing(items, "popular"))).toEqual([1, 3, 2, 4]);
  });

  it("price_up and price_down: by the lowest price, then by name", () => {
    expect(names(sortListing(items, "price_up"))).toEqual([4, 3, 2, 1]);
    expect(names(sortListing(items, "price_down"))).toEqual([1, 3, 2, 4]);
  });

  it("is a total order: no two different products compare equal", () => {
    for (const sort of ["popular", "name", "price_up", "price_down"] as const) {
      expect(compareListing(sort)(cherry, cherryAgain)).not.toBe(0);
    }
  });
});

describe("category names and family names (spec §2.5, §3)", () => {
  const filter = (filter_value: string, filter_value_id: number, count: number): ListingFilter => ({
    filter_value,
    filter_value_id,
    promoted_category: 0,
    image: "/catalogue/airmiles.svg",
    count,
  });

  it("title-cases category names for display, keeps the id as a string and the count", () => {
    expect(
      listingCategoriesOf([filter("car rental points", 1333, 3), filter("PHOTO PRINTS", 1703, 4)]),
    ).toEqual([
      {
        item: {
          name: "Car Rental Points",
          value: "1333",
          promoted_category: "0",
          image: "/catalogue/airmiles.svg",
        },
        count: 3,
      },
      {
        item: {
          name: "Photo Prints",
          value: "1703",
          promoted_category: "0",
          image: "/catalogue/airmiles.svg",
        },
        count: 4,
      },
    ]);
  });

  it("names families with the display names of spec §2.5; personalize after customCatalogFilterGroupName", () => {
    expect(listingFamilyName("vouchers", null)).toBe("GIFT CARDS");
    expect(listingFamilyName("merchandise", null)).toBe("MERCHANDISES");
    expect(listingFamilyName("perks", null)).toBe("Offers");
    expect(listingFamilyName("membership", null)).toBe("Membership");
    expect(listingFamilyName("personalize", "Member Picks")).toBe("Member Picks");
    expect(listingFamilyName("personalize", null)).toBe("Personalize Category");
    expect(listingFamilyName("personalize", "  ")).toBe("Personalize Category");
  });
});

describe("the price a listing card shows (spec §3 displayCatalogInPoints, §7.4, §9)", () => {
  const money = { displayCatalogInPoints: false, pointsLabel: "Points", pointsBaseConversionValue: null };
  const points = { ...money, displayCatalogInPoints: true };

  it("shows money: the lowest price after spl_discount, and the original", () => {
    expect(listingPriceOf(product(1, "Orbit", { spl_discount: 3 }), money)).toEqual({
      kind: "money",
      from: { amount: 48500, currency: "INR" },
      original: { amount: 50000, currency: "INR" },
      ranged: true,
    });
    expect(
      listingPriceOf(product(2, "Pass", { denominations: [999], min_price: 999, max_price: 999 }), money),
    ).toEqual({ kind: "money", from: { amount: 99900, currency: "INR" }, original: null, ranged: false });
  });

  it("shows points to 2 decimals with the points label when displayCatalogInPoints is on", () => {
    expect(listingPriceOf(product(1, "Orbit"), points)).toEqual({
      kind: "points",
      points: 500,
      text: "500.00 Points",
      ranged: true,
    });
    // USD 25 at 0.012 USD per rupee: 25 × 83.33333 = 2,083.33 points; worth 0.5 each, twice as many.
    const usd = product(3, "Harbor", { currency_code: "USD", min_price: 25, conversion_ratio: 0.012 });
    expect(listingPriceOf(usd, { ...points, pointsLabel: "Acme Stars" })).toMatchObject({
      points: 2083.33,
      text: "2,083.33 Acme Stars",
    });
    expect(listingPriceOf(usd, { ...points, pointsBaseConversionValue: 0.5 })).toMatchObject({
      points: 4166.67,
    });
    const yen = product(4, "Sakura", { currency_code: "JPY", min_price: 1000, conversion_ratio: 1.78 });
    expect(listingPriceOf(yen, points)).toMatchObject({ points: 561.8, text: "561.80 Points" });
  });

  it("a free perk is 0 either way", () => {
    const free = product(5, "Coffee", { denominations: [0], min_price: 0, max_price: 0, type: "perks" });
    expect(listingPriceOf(free, points)).toMatchObject({ points: 0, text: "0.00 Points" });
    expect(listingPriceOf(free, money)).toMatchObject({ from: { amount: 0, currency: "INR" } });
  });
});

describe("listing banners (spec §3 'Banner', §4 'Banners')", () => {
  it("maps listings to the banner pages of spec §3: merchandise, voucher, lounge; others have none", () => {
    expect(listingBannerPage("merchandise")).toBe("merchandise");
    expect(listingBannerPage("vouchers")).toBe("voucher");
    expect(listingBannerPage("lounge")).toBe("lounge");
    expect(listingBannerPage("perks")).toBeNull();
  });
});

describe("the pager's page numbers", () => {
  it("shows the first, the last and two around the current page, with gaps between", () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pagerItems(20, 20)).toEqual([1, null, 18, 19, 20]);
    expect(pagerItems(3, 20)).toEqual([1, 2, 3, 4, 5, null, 20]);
  });

  it("never repeats a page and keeps them in order, for any current page and count", () => {
    for (let count = 1; count <= 30; count++)
      for (let current = 1; current <= count; current++) {
        const pages = pagerItems(current, count).filter((page): page is number => page !== null);
        expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
        expect(pages).toContain(current);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(count);
      }
  });
});

describe("the price orders compare the price shown", () => {
  it("orders by the lowest price after its discount (spec §7.4 final_price): ₹237.50 before ₹240.00", () => {
    const card = (product_id: number, min_price: number, spl_discount: number) => ({
      product_id,
      name: `Card ${product_id}`,
      is_recommended: 0 as const,
      min_price,
      spl_discount,
    });
    const cheapAfterDiscount = card(1, 250, 5);
    const cheapBefore = card(2, 240, 0);
    expect(sortListing([cheapBefore, cheapAfterDiscount], "price_up").map((c) => c.product_id)).toEqual([
      1, 2,
    ]);
    expect(sortListing([cheapAfterDiscount, cheapBefore], "price_down").map((c) => c.product_id)).toEqual([
      2, 1,
    ]);
    expect(discountedPriceKey({ min_price: 250, spl_discount: 5 })).toBeLessThan(
      discountedPriceKey({ min_price: 240, spl_discount: 0 }),
    );
  });
});
