/**
 * Paging of the listing pages: every product appears exactly once across the pages, for any
 * page size and total, in the pure arithmetic (src/domain/listing.ts) and through the reference
 * API's voucher_list, whatever the family, country, category and order.
 */
import { type ListingProduct, ListingSort, type ListingType, voucherList } from "@contract/listing";
import {
  LISTING_TYPES,
  offsetOfPage,
  pageCount,
  pageItems,
  pageOfOffset,
  pageWithin,
  sortListing,
} from "@domain/listing";
import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";
import { countries } from "../server/domains/site/data";
import { makeTestServer } from "../server/testing";

const total = fc.integer({ min: 0, max: 1000 });
const size = fc.integer({ min: 1, max: 100 });

test.prop([total, size], { numRuns: 500 })(
  "the pages of `size` over `total` products hold each product exactly once, in order",
  (n, perPage) => {
    const products = Array.from({ length: n }, (_, i) => i);
    const pages = pageCount(n, perPage);
    const seen = Array.from({ length: pages }, (_, i) => pageItems(products, i + 1, perPage)).flat();
    expect(seen).toEqual(products);
    // Every page but the last is full; the last is not empty.
    for (let page = 1; page < pages; page += 1)
      expect(pageItems(products, page, perPage)).toHaveLength(perPage);
    if (pages > 0) expect(pageItems(products, pages, perPage).length).toBeGreaterThan(0);
    expect(pageItems(products, pages + 1, perPage)).toEqual([]);
  },
);

test.prop([fc.integer({ min: 1, max: 10_000 }), size, total], { numRuns: 500 })(
  "a page's offset falls on that page; a page beyond the end is shown as the first",
  (page, perPage, n) => {
    expect(pageOfOffset(offsetOfPage(page, perPage), perPage)).toBe(page);
    const shown = pageWithin(page, n, perPage);
    expect(shown === page || shown === 1).toBe(true);
    if (page > pageCount(n, perPage)) expect(shown).toBe(1);
  },
);

const product: fc.Arbitrary<ListingProduct> = fc
  .record({
    product_id: fc.integer({ min: 1, max: 1_000_000 }),
    name: fc.constantFrom("apple", "Apple", "APPLE", "banana", "Banana", "cherry", "Äpfel", ""),
    is_recommended: fc.constantFrom(0 as const, 1 as const),
    min_price: fc.constantFrom(0, 100, 250, 250.5, 1000),
  })
  .map((p) => ({
    ...p,
    url: "p",
    type: "vouchers",
    filter_group_id: 37,
    image: "",
    country_id: 976,
    country_name: "India",
    currency_code: "INR",
    denominations: [p.min_price],
    max_price: p.min_price,
    spl_discount: 0,
    categories: "698",
    category: null,
    conversion_ratio: 1,
    points_only: 0,
  }));

test.prop(
  [
    fc.uniqueArray(product, { selector: (p) => p.product_id, maxLength: 40 }),
    fc.constantFrom(...ListingSort.literals),
  ],
  { numRuns: 300 },
)("a listing order does not depend on the order products come in (it is total)", (items, sort) => {
  const once = sortListing(items, sort).map((p) => p.product_id);
  expect(sortListing([...items].reverse(), sort).map((p) => p.product_id)).toEqual(once);
});

const server = makeTestServer();

const listingCase = fc.record({
  type: fc.constantFrom<ListingType>(...LISTING_TYPES),
  country: fc.constantFrom(...countries),
  sort_by: fc.constantFrom(...ListingSort.literals, "unknown"),
  limit: size,
  filter_value_id: fc.option(fc.constantFrom("698", "1390", "1302", "1321", "1331", "1701", "abc"), {
    nil: undefined,
  }),
  search_key: fc.option(fc.constantFrom("a", "voucher", "club", "zz"), { nil: undefined }),
});

test.prop([listingCase], { numRuns: 40 })(
  "voucher_list: walking the pages lists every product of the listing exactly once",
  async (c) => {
    const url = c.type === "personalize" || c.type === "membership" ? "/members" : "/";
    const page = async (offset: number) => {
      const res = await server.call(voucherList, {
        listParams: {
          type: c.type,
          url,
          country_id: c.country.countryId,
          sort_by: c.sort_by,
          limit: c.limit,
          offset,
          ...(c.filter_value_id === undefined ? {} : { filter_value_id: c.filter_value_id }),
          ...(c.search_key === undefined ? {} : { search_key: c.search_key }),
        },
        isLoggedIn: false,
      });
      const answer = res.data?.data.voucher_list;
      if (answer === undefined) throw new Error(`HTTP ${res.status}`);
      return answer;
    };
    const first = await page(0);
    const ids = first.data.map((p) => p.product_id);
    for (let offset = c.limit; offset < first.total; offset += c.limit) {
      const next = await page(offset);
      expect(next.offset).toBe(offset);
      expect(next.total).toBe(first.total);
      ids.push(...next.data.map((p) => p.product_id));
    }
    expect(ids).toHaveLength(first.total);
    expect(new Set(ids).size).toBe(first.total);
    // The same products as the listing in one go (at most 1000 here), in the same order.
    const whole: number[] = [];
    for (let offset = 0; offset < first.total; offset += 100) {
      const res = await server.call(voucherList, {
        listParams: {
          type: c.type,
          url,
          country_id: c.country.countryId,
          sort_by: c.sort_by,
          limit: 100,
          offset,
          ...(c.filter_value_id === undefined ? {} : { filter_value_id: c.filter_value_id }),
          ...(c.search_key === undefined ? {} : { search_key: c.search_key }),
        },
        isLoggedIn: false,
      });
      whole.push(...(res.data?.data.voucher_list.data ?? []).map((p) => p.product_id));
    }
    expect(ids).toEqual(whole);
  },
);
