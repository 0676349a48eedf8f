/**
 * The listing pages' calls (spec §2.3, §7.3; src/contract/listing.ts) against the reference API:
 * paging, the orders, the category and text filters, per-country currencies, bad input, the
 * product list and its CSV download, and the demo seed every listing page is built on.
 */
import type { ProductType } from "@contract/catalogue";
import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_FILE_LIFETIME_MS,
  downloadVoucherCatalogue,
  fetchFilters,
  fetchPerks,
  fetchVouchers,
  fileDownload,
  filterList,
  type ListingPage,
  type ListingProduct,
  type ListingType,
  type ListParams,
  newPerks,
  perksByCategory,
  perksCategories,
  voucherList,
} from "@contract/listing";
import { graphBody, operationPath } from "@contract/operation";
import { GatewayDisabledProducts } from "@contract/orders";
import { LISTING_TYPES, sortListing } from "@domain/listing";
import { describe, expect, it } from "vitest";
import { priceLine } from "../../server/domains/orders/pricing";
import { countries } from "../../server/domains/site/data";
import { makeTestServer } from "../../server/testing";

const { call, post, db, openSession } = makeTestServer();

const INDIA = 976;
const UNITED_STATES = 1101;
const JAPAN = 983;

type Query = Partial<ListParams> & Pick<ListParams, "type">;

const list = async (params: Query): Promise<ListingPage> => {
  const res = await call(voucherList, {
    listParams: { url: "/", country_id: INDIA, limit: 50, offset: 0, ...params },
    isLoggedIn: false,
  });
  expect(res.status).toBe(200);
  const answer = res.data?.data.voucher_list;
  if (answer === undefined) throw new Error("no answer");
  return answer;
};

/** Every page of a listing, `size` at a time. */
const allPages = async (params: Query, size: number): Promise<ListingProduct[]> => {
  const first = await list({ ...params, limit: size, offset: 0 });
  const products = [...first.data];
  for (let offset = size; offset < first.total; offset += size) {
    const page = await list({ ...params, limit: size, offset });
    expect(page.offset).toBe(offset);
    products.push(...page.data);
  }
  return products;
};

const ids = (products: readonly { product_id: number }[]) => products.map((p) => p.product_id);

const rawStatus = async (listParams: Record<string, unknown>) =>
  (
    await post(
      operationPath(voucherList, "public"),
      JSON.stringify(
        graphBody(voucherList, {
          listParams: { type: "vouchers", url: "/", country_id: INDIA, limit: 10, offset: 0, ...listParams },
          isLoggedIn: false,
        }),
      ),
    )
  ).status;

describe("the demo seed behind the listing pages", () => {
  const count = (type: ProductType, countryId: number): number =>
    (
      db
        .prepare("SELECT count(*) AS n FROM products WHERE type = ? AND country_id = ?")
        .get(type, countryId) as {
        n: number;
      }
    ).n;

  it.each(LISTING_TYPES.map((type) => [type]))(
    "%s: at least 12 products in India and 4 in every other demo country",
    (type) => {
      for (const country of countries) {
        expect(count(type, country.countryId), country.name).toBeGreaterThanOrEqual(
          country.iso2 === "IN" ? 12 : 4,
        );
      }
    },
  );

  it.each(["vouchers", "merchandise", "perks", "lounge", "charity", "airmiles", "personalize"] as const)(
    "%s: several categories in India, some products discounted, some recommended",
    async (type) => {
      const url = type === "personalize" ? "/members" : "/";
      const filters = await call(filterList, {
        filterParams: { type, url, country_id: INDIA },
        isLoggedIn: false,
      });
      expect(filters.data?.data.filter_list.filters.length).toBeGreaterThanOrEqual(3);
      const products = await allPages({ type, url }, 100);
      expect(products.some((p) => p.spl_discount > 0)).toBe(true);
      expect(products.some((p) => p.is_recommended === 1)).toBe(true);
    },
  );

  it("has points-only products: the gift cards whose payment gateway is disabled (spec §9: 50866, 51270)", async () => {
    const vouchers = await allPages({ type: "vouchers" }, 100);
    expect(ids(vouchers.filter((p) => p.points_only === 1)).sort()).toEqual(
      [...GatewayDisabledProducts].sort(),
    );
  });

  it("prices every listed product in the order pricing, in its own currency (server/domains/orders/pricing.ts)", () => {
    const rows = db
      .prepare(
        `SELECT p.product_id, p.name, p.type, p.currency_code, p.denominations, p.min_price_minor, k.decimals
           FROM products p JOIN currencies k ON k.code = p.currency_code
          WHERE p.type IN (${LISTING_TYPES.map(() => "?").join(", ")})`,
      )
      .all(...LISTING_TYPES) as {
      product_id: number;
      name: string;
      type: string;
      currency_code: string;
      denominations: string;
      min_price_minor: number;
      decimals: number;
    }[];
    expect(rows.length).toBeGreaterThan(300);
    for (const row of rows) {
      const minor = row.denominations === "" ? row.min_price_minor : Number(row.denominations.split(",")[0]);
      const priced = priceLine(
        db,
        {
          product_id: row.product_id,
          name: row.name,
          price: minor / 10 ** row.decimals,
          quantity: 1,
          currency_code: row.currency_code,
          filter_group_id: 0,
        },
        row.currency_code,
        // Memberships and personalised products are offered by the members site only (spec §6).
        {
          userId: null,
          site: row.type === "membership" || row.type === "personalize" ? "members" : "marketplace",
          now: Date.UTC(2026, 10, 25, 12, 0, 0),
          language: "en",
        },
      );
      expect(priced.ok, `product ${row.product_id}`).toBe(true);
    }
  });
});

describe("voucher_list paging (limit and offset)", () => {
  it("pages a family: every product once, in the same order as one big page", async () => {
    const whole = await list({ type: "vouchers", limit: 100 });
    expect(whole.total).toBe(23);
    for (const size of [1, 5, 7, 23, 50]) {
      expect(ids(await allPages({ type: "vouchers" }, size))).toEqual(ids(whole.data));
    }
  });

  it("echoes the page it answers", async () => {
    const page = await list({ type: "merchandise", limit: 5, offset: 10 });
    expect(page).toMatchObject({ success: 1, total: 15, limit: 5, offset: 10, sort_by: "popular" });
    expect(page.data).toHaveLength(5);
    const last = await list({ type: "merchandise", limit: 5, offset: 14 });
    expect(last.data).toHaveLength(1);
  });
});

describe("voucher_list orders (sort_by)", () => {
  it.each(["popular", "name", "price_up", "price_down"] as const)(
    "%s: the server's order is the domain's compareListing",
    async (sort_by) => {
      for (const type of ["vouchers", "perks", "charity"] as const) {
        const page = await list({ type, sort_by, limit: 100 });
        expect(page.sort_by).toBe(sort_by);
        expect(ids(page.data)).toEqual(ids(sortListing(page.data, sort_by)));
      }
    },
  );

  it("popular: recommended first; price_up and price_down: by the lowest price", async () => {
    const popular = (await list({ type: "vouchers", limit: 100 })).data;
    const firstPlain = popular.findIndex((p) => p.is_recommended === 0);
    expect(popular.slice(firstPlain).every((p) => p.is_recommended === 0)).toBe(true);
    const up = (await list({ type: "lounge", sort_by: "price_up" })).data.map((p) => p.min_price);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await list({ type: "lounge", sort_by: "price_down" })).data.map((p) => p.min_price);
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it("name: ignores case (spec §3), ties broken by product_id", async () => {
    const server = makeTestServer();
    const insert = server.db.prepare(
      `INSERT INTO products (product_id, type, name, name_lower, slug, country_id, currency_code, category_id, categories,
         experience_category, denominations, min_price_minor, max_price_minor, discount_hundredths, charge_hundredths,
         is_recommended, important_info, description, image)
       VALUES (?, 'charity', ?, ?, ?, 976, 'INR', 1321, '1321', NULL, '', 10000, 500000, 0, 0, 0, NULL, 'x', '/x.svg')`,
    );
    insert.run(990001, "aardvark rescue", "aardvark rescue", "aardvark-rescue");
    insert.run(990002, "ZEBRA Trust", "zebra trust", "zebra-trust");
    insert.run(990003, "Blood bank support", "blood bank support", "blood-bank-support");
    const res = await server.call(voucherList, {
      listParams: { type: "charity", url: "/", country_id: INDIA, sort_by: "name", limit: 100, offset: 0 },
      isLoggedIn: false,
    });
    const names = res.data?.data.voucher_list.data.map((p) => p.name) ?? [];
    expect(names[0]).toBe("aardvark rescue");
    expect(names.at(-1)).toBe("ZEBRA Trust");
    // 'Blood Bank Support' (seed) and 'Blood bank support' are equal ignoring case: by product_id.
    const blood = names.filter((n) => n.toLowerCase() === "blood bank support");
    expect(blood).toEqual(["Blood Bank Support", "Blood bank support"]);
  });
});

describe("voucher_list filters: category (filter_value_id) and text (search_key)", () => {
  it("lists one category: gift cards of 698, swag (1390) in the United States", async () => {
    const ecommerce = await list({ type: "vouchers", filter_value_id: "698" });
    expect(ecommerce.filter_value_id).toBe(698);
    expect(ecommerce.total).toBeGreaterThanOrEqual(3);
    expect(ecommerce.data.every((p) => p.categories.split(",").includes("698"))).toBe(true);
    const swag = await list({ type: "merchandise", filter_value_id: "1390", country_id: UNITED_STATES });
    expect(swag.data.length).toBeGreaterThan(0);
    expect(swag.data.every((p) => p.categories === "1271,1390" && p.currency_code === "USD")).toBe(true);
  });

  it("matches a case-insensitive part of the name, within the category and order asked", async () => {
    const page = await list({ type: "vouchers", search_key: "  VOUCHER ", sort_by: "name" });
    expect(page.search_key).toBe("VOUCHER");
    // Ten 'X Voucher' gift cards of the listing seed and 'CarePlus Health Check Voucher'.
    expect(page.total).toBe(11);
    expect(page.data.every((p) => p.name.toLowerCase().includes("voucher"))).toBe(true);
    const dining = await list({ type: "vouchers", search_key: "dining", filter_value_id: "706" });
    expect(dining.data.map((p) => p.name).sort()).toEqual(["Dining Gift Card", "Spice Route Dining Voucher"]);
    expect((await list({ type: "vouchers", search_key: "100%_" })).total).toBe(0);
  });

  it("filters experiences by their category name", async () => {
    const dining = await list({ type: "experience", category: "Dining" });
    expect(dining.data.length).toBeGreaterThan(1);
    expect(dining.data.every((p) => p.category === "Dining")).toBe(true);
    expect(dining.data.map((p) => p.product_id)).toContain(42004);
  });

  it("answers each country in its own currency (JPY without decimals)", async () => {
    for (const country of countries) {
      for (const type of LISTING_TYPES) {
        const url = type === "personalize" || type === "membership" ? "/members" : "/";
        const page = await list({ type, url, country_id: country.countryId, limit: 100 });
        expect(page.total, `${type} ${country.name}`).toBeGreaterThanOrEqual(4);
        expect(new Set(page.data.map((p) => p.currency_code))).toEqual(new Set([country.currency]));
      }
    }
    const yen = await list({ type: "vouchers", country_id: JAPAN, limit: 100 });
    expect(
      yen.data.every((p) => p.denominations.every(Number.isInteger) && p.conversion_ratio === 1.78),
    ).toBe(true);
  });
});

describe("voucher_list bad input: ignored, the first page, or HTTP 400 for a malformed request", () => {
  const firstPage = async () => ids((await list({ type: "vouchers", limit: 10 })).data);

  it.each([
    ["not a number", "abc"],
    ["digits then text", "698abc"],
    ["negative", "-698"],
    ["an unknown category", "99999"],
    ["another family's category (swag)", "1390"],
  ])("a filter_value_id that is %s is ignored: the family unfiltered, filter null", async (_, value) => {
    const page = await list({ type: "vouchers", filter_value_id: value, limit: 10 });
    expect(page).toMatchObject({ success: 1, total: 23, offset: 0, filter_value_id: null });
    expect(ids(page.data)).toEqual(await firstPage());
    const second = await list({ type: "vouchers", filter_value_id: value, limit: 10, offset: 10 });
    expect(second.offset).toBe(10);
    expect(ids(second.data)).toEqual(ids((await list({ type: "vouchers", limit: 10, offset: 10 })).data));
  });

  it("a blank filter_value_id is no filter: the asked page", async () => {
    const page = await list({ type: "vouchers", filter_value_id: " ", limit: 10, offset: 10 });
    expect(page).toMatchObject({ offset: 10, filter_value_id: null });
  });

  it("an offset beyond the end answers the first page", async () => {
    for (const offset of [23, 24, 1000]) {
      const page = await list({ type: "vouchers", limit: 10, offset });
      expect(page.offset).toBe(0);
      expect(ids(page.data)).toEqual(await firstPage());
    }
  });

  it("an unknown sort is the catalogue's order, 'popular'", async () => {
    const page = await list({ type: "vouchers", limit: 10, sort_by: "cheapest" });
    expect(page.sort_by).toBe("popular");
    expect(ids(page.data)).toEqual(await firstPage());
    expect((await list({ type: "vouchers", sort_by: " NAME " })).sort_by).toBe("name");
  });

  it("spec §4 'Country selection': a category with nothing in the country falls back to the whole family", async () => {
    const page = await list({ type: "vouchers", filter_value_id: "1274", country_id: UNITED_STATES });
    const family = await list({ type: "vouchers", country_id: UNITED_STATES });
    expect(page).toMatchObject({ success: 1, filter_value_id: null, total: family.total });
    expect(page.total).toBeGreaterThan(0);
  });

  it("refuses a limit outside 1 to 100, a negative or fractional offset, an over-long text (HTTP 400)", async () => {
    expect(await rawStatus({ limit: 0 })).toBe(400);
    expect(await rawStatus({ limit: 101 })).toBe(400);
    expect(await rawStatus({ offset: -1 })).toBe(400);
    expect(await rawStatus({ offset: 1.5 })).toBe(400);
    expect(await rawStatus({ search_key: "x".repeat(257) })).toBe(400);
    expect(await rawStatus({ filter_value_id: 698 })).toBe(400);
    expect(await rawStatus({ sort_by: "name" })).toBe(200);
  });

  it("serves the authenticated base with the logged-in flag too (spec §6, §7.1 'either')", async () => {
    const token = openSession(1);
    const res = await call(
      voucherList,
      {
        listParams: { type: "vouchers", url: "/", country_id: INDIA, limit: 5, offset: 0 },
        isLoggedIn: true,
      },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.data?.data.voucher_list.data).toHaveLength(5);
  });

  it("answers success 0 where the site does not show the family (spec §2.2)", async () => {
    expect(await list({ type: "perks", url: "/acme" })).toMatchObject({ success: 0, total: 0, data: [] });
    expect((await list({ type: "membership", url: "/" })).success).toBe(0);
    expect((await list({ type: "membership", url: "/members" })).total).toBe(12);
    expect((await list({ type: "personalize", url: "/" })).success).toBe(0);
    expect((await list({ type: "insurance", url: "/acme" })).total).toBe(12);
  });
});

describe("filter_list and the site's families", () => {
  it("filter_list: the family's group, its categories with products in the country, with counts", async () => {
    const res = await call(filterList, {
      filterParams: { type: "merchandise", url: "/", country_id: INDIA },
      isLoggedIn: true,
    });
    const answer = res.data?.data.filter_list;
    expect(answer?.filter_group_id).toBe(47);
    expect(answer?.filters.map((f) => f.filter_value_id)).toEqual([1390, 1391, 1392, 1393]);
    expect(answer?.filters.reduce((sum, f) => sum + f.count, 0)).toBe(answer?.total);
    const swag = answer?.filters.find((f) => f.filter_value_id === 1390);
    expect(swag?.count).toBe((await list({ type: "merchandise", filter_value_id: "1390" })).total);
    const insurance = await call(filterList, {
      filterParams: { type: "insurance", url: "/", country_id: INDIA },
      isLoggedIn: false,
    });
    expect(insurance.data?.data.filter_list).toEqual({
      success: 1,
      filter_group_id: null,
      total: 12,
      filters: [],
    });
  });

  it("sends category names as stored; the client title-cases them (spec §3)", async () => {
    const res = await call(filterList, {
      filterParams: { type: "airmiles", url: "/", country_id: INDIA },
      isLoggedIn: false,
    });
    expect(res.data?.data.filter_list.filters.map((f) => f.filter_value)).toContain("car rental points");
  });

  it("fetchFilters: the site's listing families in the country, in tab order, with names", async () => {
    const of = async (url: string, country_id = INDIA) => {
      const res = await call(fetchFilters, { add_data: { url, country_id }, isLoggedIn: false });
      return res.data?.data.fetchFilters;
    };
    const marketplace = await of("/marketplace");
    expect(marketplace?.data.map((f) => [f.categoryType, f.name])).toEqual([
      ["merchandise", "MERCHANDISES"],
      ["vouchers", "GIFT CARDS"],
      ["airmiles", "AIRMILES"],
      ["lounge", "LOUNGE"],
      ["charity", "CHARITY"],
      ["perks", "Offers"],
      ["insurance", "Insurance"],
    ]);
    const members = await of("/members");
    expect(members?.data.map((f) => f.name)).toEqual([
      "Membership",
      "MERCHANDISES",
      "GIFT CARDS",
      "Offers",
      "Member Picks",
      "Insurance",
    ]);
    expect(members?.data.find((f) => f.categoryType === "personalize")).toMatchObject({
      filter_group_id: 70,
      total: 12,
    });
    expect((await of("/acme"))?.data.map((f) => f.categoryType)).toEqual([
      "merchandise",
      "vouchers",
      "charity",
      "insurance",
    ]);
    expect(await of("/nowhere")).toEqual({ success: 0, data: [] });
  });
});

describe("perks: newPerks, fetchPerks, perks by category, perksCategories (filter group 48)", () => {
  it("newPerks: the newest offers of the country first", async () => {
    const res = await call(newPerks, {
      add_data: { url: "/", country_id: INDIA, limit: 3 },
      isLoggedIn: false,
    });
    const data = res.data?.data.newPerks.data ?? [];
    expect(data).toHaveLength(3);
    expect(ids(data)).toEqual([...ids(data)].sort((a, b) => b - a));
    expect(data.every((p) => p.type === "perks" && p.country_id === INDIA)).toBe(true);
    const acme = await call(newPerks, {
      add_data: { url: "/acme", country_id: INDIA, limit: 3 },
      isLoggedIn: false,
    });
    expect(acme.data?.data.newPerks).toEqual({ success: 0, data: [] });
  });

  it("fetchPerks pages the offers as voucher_list does; perks by category narrows to one", async () => {
    const page = await call(fetchPerks, {
      add_data: { url: "/", country_id: INDIA, sort_by: "name", limit: 5, offset: 5 },
      isLoggedIn: false,
    });
    const same = await list({ type: "perks", sort_by: "name", limit: 5, offset: 5 });
    expect(page.data?.data.fetchPerks).toEqual(same);
    const food = await call(perksByCategory, {
      add_data: { url: "/", country_id: INDIA, filter_value_id: "1302", limit: 50, offset: 0 },
      isLoggedIn: false,
    });
    const answer = food.data?.data.perksByCategory;
    expect(answer?.filter_value_id).toBe(1302);
    expect(answer?.data.every((p) => p.categories === "1302")).toBe(true);
    expect(answer?.data.some((p) => p.min_price === 0)).toBe(true);
  });

  it("perksCategories: the offers' categories with their counts; none where perks are off", async () => {
    const res = await call(perksCategories, {
      add_data: { url: "/", country_id: UNITED_STATES },
      isLoggedIn: false,
    });
    expect(res.data?.data.perksCategories.data.map((f) => [f.filter_value_id, f.filter_value])).toEqual([
      [1302, "Food & Beverage"],
      [1303, "Health & Fitness"],
    ]);
    const off = await call(perksCategories, {
      add_data: { url: "/acme", country_id: INDIA },
      isLoggedIn: false,
    });
    expect(off.data?.data.perksCategories).toEqual({ success: 0, data: [] });
  });
});

describe("product list (plumProListing): fetchFilters, fetchVouchers, downloadVoucherCatalogue", () => {
  it("fetchFilters: the families with their categories and counts; fetchVouchers: their pages", async () => {
    const res = await call(fetchFilters, { add_data: { url: "/", country_id: INDIA }, isLoggedIn: false });
    const families = res.data?.data.fetchFilters.data ?? [];
    expect(families.map((f) => f.categoryType)).toEqual([
      "merchandise",
      "vouchers",
      "airmiles",
      "lounge",
      "charity",
      "perks",
      "insurance",
    ]);
    const vouchers = families.find((f) => f.categoryType === "vouchers");
    expect(vouchers?.total).toBe(23);
    expect(vouchers?.filters[0]).toMatchObject({ filter_value_id: 698, filter_value: "Ecommerce" });
    const page = await call(fetchVouchers, {
      add_data: {
        categoryType: "lounge",
        url: "/",
        country_id: INDIA,
        sort_by: "price_down",
        limit: 4,
        offset: 4,
      },
      isLoggedIn: false,
    });
    expect(page.data?.data.fetchVouchers).toEqual(
      await list({ type: "lounge", sort_by: "price_down", limit: 4, offset: 4 }),
    );
  });

  const download = async (input: { categoryType: ListingType } & Record<string, string | number>) => {
    const res = await call(downloadVoucherCatalogue, {
      url: "/",
      country_id: INDIA,
      isLoggedIn: false,
      ...input,
    });
    const answer = res.data?.data.downloadVoucherCatalogue;
    if (answer === undefined) throw new Error("no answer");
    return answer;
  };

  /** The prepared file's text, fetched by the file download {add_data, skip true} (spec §7.3). */
  const fileText = async (file_key: string, via = call) => {
    const res = await via(fileDownload, { add_data: { file_key }, skip: true });
    const answer = res.data?.data.fileDownload;
    if (answer?.success !== 1) throw new Error(`no file: ${JSON.stringify(answer)}`);
    return answer.data;
  };

  /** A small RFC 4180 reader: quoted fields may hold commas, quotes ("") and line breaks. */
  const parseCsv = (text: string): string[][] => {
    const rows: string[][] = [];
    let row: string[] = [];
    let field = "";
    let quoted = false;
    for (let i = 0; i < text.length; i += 1) {
      const c = text[i];
      if (quoted) {
        if (c === '"' && text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else if (c === '"') quoted = false;
        else field += c;
      } else if (c === '"') quoted = true;
      else if (c === ",") {
        row.push(field);
        field = "";
      } else if (c === "\r" && text[i + 1] === "\n") {
        row.push(field);
        rows.push(row);
        row = [];
        field = "";
        i += 1;
      } else field += c;
    }
    return rows;
  };

  it("downloads what the listing shows, every page, in its order, as CSV", async () => {
    const answer = await download({ categoryType: "vouchers", sort_by: "price_up", filter_value_id: "698" });
    expect(answer).toMatchObject({
      success: 1,
      fileName: "vouchers-catalogue-IN.csv",
      contentType: "text/csv",
    });
    const csv = await fileText(answer.file_key);
    expect(csv.endsWith("\r\n")).toBe(true);
    const [header, ...rows] = parseCsv(csv);
    expect(header).toEqual([...CATALOGUE_CSV_COLUMNS]);
    const listed = await allPages({ type: "vouchers", sort_by: "price_up", filter_value_id: "698" }, 2);
    expect(rows.map((r) => Number(r[0]))).toEqual(ids(listed));
    expect(answer.rows).toBe(listed.length);
    expect(answer.total).toBe(listed.length);
    const orbit = rows.find((r) => r[0] === "50866");
    expect(orbit).toEqual([
      "50866",
      "Orbit Shopping Gift Card",
      "vouchers",
      "698",
      "India",
      "INR",
      "500.00 1000.00 2000.00 5000.00",
      "500.00",
      "5000.00",
      "3",
      "1",
    ]);
  });

  it("writes amounts with the currency's decimals and quotes fields that need it", async () => {
    const yen = parseCsv(
      await fileText((await download({ categoryType: "vouchers", country_id: JAPAN })).file_key),
    ).slice(1);
    expect(yen.every((r) => r[5] === "JPY" && !r[7]?.includes("."))).toBe(true);
    const server = makeTestServer();
    server.db
      .prepare(
        `INSERT INTO products (product_id, type, name, name_lower, slug, country_id, currency_code, category_id, categories,
           experience_category, denominations, min_price_minor, max_price_minor, discount_hundredths, charge_hundredths,
           is_recommended, important_info, description, image)
         VALUES (990010, 'insurance', 'Cover "Plus", family', 'cover "plus", family', 'cover-plus-family', 976, 'INR',
           1233, '1233', NULL, '', 10000, 10000, 0, 0, 1, NULL, 'x', '/x.svg')`,
      )
      .run();
    const res = await server.call(downloadVoucherCatalogue, {
      categoryType: "insurance",
      url: "/",
      country_id: INDIA,
      search_key: "plus",
      isLoggedIn: false,
    });
    const csv = await fileText(res.data?.data.downloadVoucherCatalogue.file_key ?? "", server.call);
    expect(csv.split("\r\n")[1]).toBe(
      '990010,"Cover ""Plus"", family",insurance,1233,India,INR,,100.00,100.00,0,0',
    );
    expect(parseCsv(csv)[1]?.[1]).toBe('Cover "Plus", family');
  });

  it("prepares no file, success 0, where the site does not show the family", async () => {
    const answer = await download({ categoryType: "perks", url: "/acme" });
    expect(answer).toMatchObject({ success: 0, rows: 0, total: 0, file_key: "" });
  });
});

describe("spec §7.3 plumProListing 'File download {add_data, skip true}': the second step of a download", () => {
  const INDIA_ID = 976;

  it("fetches the file downloadVoucherCatalogue prepared, by its key, as often as asked", async () => {
    const prepared = (
      await call(downloadVoucherCatalogue, {
        categoryType: "vouchers",
        url: "/",
        country_id: INDIA_ID,
        isLoggedIn: false,
      })
    ).data?.data.downloadVoucherCatalogue;
    expect(prepared).toMatchObject({
      success: 1,
      fileName: "vouchers-catalogue-IN.csv",
      rows: 23,
      total: 23,
    });
    const key = prepared?.file_key ?? "";
    expect(key).not.toBe("");
    for (let i = 0; i < 2; i += 1) {
      const answer = (await call(fileDownload, { add_data: { file_key: key }, skip: true })).data?.data
        .fileDownload;
      expect(answer).toMatchObject({
        success: 1,
        fileName: "vouchers-catalogue-IN.csv",
        contentType: "text/csv",
      });
      const lines = answer?.success === 1 ? answer.data.split("\r\n").filter((line) => line !== "") : [];
      expect(lines[0]).toBe(CATALOGUE_CSV_COLUMNS.join(","));
      expect(lines).toHaveLength(1 + 23);
    }
  });

  it("refuses an unknown key, in the shopper's language", async () => {
    const en = (await call(fileDownload, { add_data: { file_key: "no-such-file" }, skip: true })).data?.data
      .fileDownload;
    expect(en).toEqual({
      success: 0,
      message: "This catalogue file is no longer available. Download the catalogue again.",
    });
    const es = (
      await call(
        fileDownload,
        { add_data: { file_key: "no-such-file" }, skip: true },
        { headers: { lng: "es" } },
      )
    ).data?.data.fileDownload;
    expect(es).toEqual({
      success: 0,
      message: "Este archivo del catálogo ya no está disponible. Vuelve a descargar el catálogo.",
    });
  });

  it("refuses a key older than the file's lifetime (10 minutes)", async () => {
    let now = Date.UTC(2026, 10, 25, 12, 0, 0);
    const server = makeTestServer({ now: () => now });
    const prepared = (
      await server.call(downloadVoucherCatalogue, {
        categoryType: "vouchers",
        url: "/",
        country_id: INDIA_ID,
        isLoggedIn: false,
      })
    ).data?.data.downloadVoucherCatalogue;
    const fetch = async () =>
      (await server.call(fileDownload, { add_data: { file_key: prepared?.file_key ?? "" }, skip: true })).data
        ?.data.fileDownload.success;
    now += CATALOGUE_FILE_LIFETIME_MS - 1;
    expect(await fetch()).toBe(1);
    now += 1;
    expect(await fetch()).toBe(0);
  });

  it("takes skip true only: any other payload is malformed (HTTP 400)", async () => {
    const body = JSON.stringify(graphBody(fileDownload, { add_data: { file_key: "x" }, skip: false }));
    expect((await post(operationPath(fileDownload, "public"), body)).status).toBe(400);
  });
});
