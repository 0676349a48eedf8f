import {
  type CategoryFilterGroup,
  fetchLandingDetails,
  fetchTopupFilters,
  fetchVouchersFilters,
  getExperiencesCategoriesList,
  getItems,
  getProduct,
  type SearchText,
  searchLimit,
} from "@contract/catalogue";
import { graphBody, operationPath } from "@contract/operation";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { createApp } from "../../server/core/app";
import { openDatabase } from "../../server/core/database";
import { products } from "../../server/domains/catalogue/data";
import { listingProducts } from "../../server/domains/catalogue/listingSeed";
import { FIRST_GENERATED_ID } from "../../server/domains/catalogue/scale";
import { demoProducts } from "../../server/domains/catalogue/seed";
import { experiences } from "../../server/domains/experiences/data";
import { modules } from "../../server/modules";
import { makeTestServer } from "../../server/testing";

const { call, post, db, openSession } = makeTestServer();

const INDIA = 976;
const UNITED_STATES = 1101;
const GERMANY = 958;

const categories = async (filter_group_id: CategoryFilterGroup, country_id: number, url = "/") => {
  const res = await call(fetchVouchersFilters, {
    filtersParams: { filter_group_id, country_id, url },
    isLoggedIn: false,
  });
  expect(res.status).toBe(200);
  return res.data?.data.fetchVouchersFilters.filters ?? [];
};
const idsOf = (filters: readonly { filter_value_id: number }[]) => filters.map((f) => f.filter_value_id);

describe("category lists by filter group and country (spec §7.3 VOUCHER_CATEGORY, §9)", () => {
  it("lists the gift-card categories of spec §9 for India (group 37)", async () => {
    const filters = await categories(37, INDIA);
    expect(idsOf(filters)).toEqual([698, 710, 697, 701, 715, 706, 708, 703, 1230, 1206, 1274]);
    expect(filters[0]).toEqual({
      filter_value: "Ecommerce",
      filter_value_id: 698,
      promoted_category: 1,
      image: "/art/categories/698.svg",
    });
  });

  it("changes with the country: the United States and Germany have fewer gift-card and merchandise categories", async () => {
    expect(idsOf(await categories(37, UNITED_STATES))).toEqual([698, 710, 697, 708]);
    expect(idsOf(await categories(37, GERMANY))).toEqual([698, 701, 706, 708]);
    expect(idsOf(await categories(47, INDIA))).toEqual([1390, 1391, 1392, 1393]);
    expect(idsOf(await categories(47, GERMANY))).toEqual([1390, 1393]);
  });

  it("has swag as merchandise filter value 1390 (group 47)", async () => {
    expect((await categories(47, UNITED_STATES)).find((f) => f.filter_value_id === 1390)?.filter_value).toBe(
      "Swag",
    );
  });

  it("serves perks 48, lounge 51, charity 52, airmiles 53 and cashout 67 (UPI 1466, bank 1465)", async () => {
    expect(idsOf(await categories(48, INDIA))).toEqual([1301, 1302, 1303, 1304]);
    expect(idsOf(await categories(51, INDIA))).toEqual([1311, 1312, 1313]);
    expect(idsOf(await categories(52, INDIA))).toEqual([1321, 1322, 1323]);
    expect(idsOf(await categories(53, INDIA))).toEqual([1331, 1332, 1333]);
    expect(idsOf(await categories(67, INDIA))).toEqual([1466, 1465]);
  });

  it("answers an empty list when the family's section is not enabled on the site", async () => {
    expect(await categories(48, INDIA, "/acme")).toEqual([]);
    expect(await categories(67, INDIA, "/members")).toEqual([]);
    expect(await categories(70, INDIA, "/marketplace")).toEqual([]);
    expect(idsOf(await categories(70, INDIA, "/members"))).toEqual([1701, 1702, 1703]);
    expect(await categories(37, INDIA, "/nowhere")).toEqual([]);
  });

  it("accepts the stored 'merchandise' section as merchandise (spec §2.2)", async () => {
    expect(idsOf(await categories(47, INDIA, "/acme"))).toEqual([1390, 1391, 1392, 1393]);
  });

  it("refuses with HTTP 400 a filter group that has no category list (41 countries, 61 topup)", async () => {
    const path = operationPath(fetchVouchersFilters, "public");
    for (const filter_group_id of [41, 61, 99]) {
      const res = await post(
        path,
        JSON.stringify(
          graphBody(fetchVouchersFilters, {
            filtersParams: { filter_group_id, country_id: INDIA, url: "/" },
            isLoggedIn: false,
          }),
        ),
      );
      expect(res.status).toBe(400);
    }
  });
});

describe("topup countries (spec §7.3: group 61 takes the url only, answers fetchVouchersFilters.countries)", () => {
  it("lists the countries that have mobile recharge, by name", async () => {
    const res = await call(fetchTopupFilters, {
      filtersParams: { url: "/", filter_group_id: 61 },
      isLoggedIn: true,
    });
    expect(res.json).toEqual({
      data: {
        fetchVouchersFilters: {
          countries: [
            { countryId: 976, name: "India", iso_code_2: "IN", currency_code: "INR" },
            { countryId: 977, name: "Indonesia", iso_code_2: "ID", currency_code: "IDR" },
            { countryId: 1044, name: "Philippines", iso_code_2: "PH", currency_code: "PHP" },
          ],
        },
      },
    });
  });

  it("answers no countries where topup is not enabled", async () => {
    const res = await call(fetchTopupFilters, { filtersParams: { url: "/acme" }, isLoggedIn: false });
    expect(res.data?.data.fetchVouchersFilters.countries).toEqual([]);
  });
});

describe("experience categories (spec §7.3 getExperiencesCategoriesList)", () => {
  it("answers India's categories for {input_cats: {url, key}}", async () => {
    const res = await call(getExperiencesCategoriesList, { input_cats: { url: "/", key: "vd" } });
    expect(res.data?.data.getExperiencesCategoriesList).toEqual({
      success: 1,
      categories: ["Adventure", "Dining", "Sightseeing", "Wellness", "Workshops"],
    });
  });

  it("answers the categories of an ISO2 country", async () => {
    const of = async (countryCode: string) =>
      (await call(getExperiencesCategoriesList, { countryCode })).data?.data.getExperiencesCategoriesList
        .categories;
    expect(await of("US")).toEqual(["Adventure", "Dining"]);
    expect(await of("jp")).toEqual(["Workshops"]);
    expect(await of("HU")).toEqual([]);
  });
});

describe("product detail (spec §3 voucher product info, §7.3 getProduct)", () => {
  const product = async (product_id: number) => {
    const res = await call(getProduct, { product_id });
    const answer = res.data?.data.getProduct;
    if (answer?.success !== 1) throw new Error(`no product ${product_id}`);
    return answer.data;
  };

  it("carries the fields the cart reads, for gift card 50866", async () => {
    const p = await product(50866);
    expect(p).toMatchObject({
      product_id: 50866,
      name: "Orbit Shopping Gift Card",
      url: "orbit-shopping-gift-card",
      type: "vouchers",
      filter_group_id: 37,
      currency_code: "INR",
      currency_id: 1,
      currency_name: "Indian Rupee",
      conversion_ratio: 1,
      spl_discount: 3,
      spl_charge: 0,
      is_recommended: 1,
      important_info: null,
      denominations: [500, 1000, 2000, 5000],
      min_price: 500,
      max_price: 5000,
      categories: "698",
      country_id: 976,
      country_name: "India",
      images: ["/art/products/50866.svg"],
    });
    expect(p.description).not.toBe("");
    expect(p.how_to_use).not.toBe("");
    expect(p.expiry_and_validity).not.toBe("");
    expect(p.terms_conditions).toContain("support@rewards-storefront.example");
  });

  it("gives the single-unit gift card 28487 important_info (special redemption, spec §7.4)", async () => {
    expect((await product(28487)).important_info).not.toBeNull();
  });

  it("prices products in their currency: USD with its INR ratio, JPY without decimals, a spl_charge", async () => {
    expect(await product(40201)).toMatchObject({
      currency_code: "USD",
      conversion_ratio: 0.012,
      currency_id: 2,
    });
    expect((await product(40377)).denominations).toEqual([25, 50]);
    expect(await product(40501)).toMatchObject({ currency_code: "JPY", denominations: [1000, 3000, 5000] });
    expect(await product(40401)).toMatchObject({ currency_code: "EUR", conversion_ratio: 0.011 });
    expect(await product(40301)).toMatchObject({ currency_code: "GBP" });
    expect(await product(43101)).toMatchObject({ denominations: [49.99] });
    expect(await product(40105)).toMatchObject({ spl_discount: 0, spl_charge: 2 });
  });

  it("accepts any amount between min and max when there are no denominations", async () => {
    expect(await product(49001)).toMatchObject({
      type: "payouts",
      filter_group_id: 67,
      categories: "1466",
      denominations: [],
      min_price: 100,
      max_price: 50000,
    });
  });

  it("carries the family category ids: merchandise 1271, experiences 1222, insurance 1233", async () => {
    expect((await product(43002)).categories).toBe("1271,1390");
    expect((await product(61022)).categories).toBe("1222");
    expect((await product(41001)).categories).toBe("1233");
  });

  it("gives the insurance policies (filter value 1233) the full product info of spec §3, without a filter group", async () => {
    for (const id of [41001, 41002]) {
      const p = await product(id);
      expect(p).toMatchObject({
        product_id: id,
        type: "insurance",
        filter_group_id: null,
        categories: "1233",
      });
      expect(p.url).not.toBe("");
      for (const text of [p.description, p.how_to_use, p.terms_conditions, p.expiry_and_validity])
        expect(text).not.toBe("");
    }
    expect(await product(41001)).toMatchObject({ denominations: [], min_price: 5000, max_price: 50000 });
    expect((await product(41002)).denominations).toEqual([7500, 15000]);
  });

  it("answers success 0 for an unknown product", async () => {
    const res = await call(getProduct, { product_id: 1 });
    expect(res.data?.data.getProduct).toEqual({ success: 0, message: "No product with id 1" });
  });
});

describe("demo product ids (shared with the other parts of the storefront)", () => {
  it("names products that exist with the family they are listed under", () => {
    for (const [type, ids] of Object.entries(demoProducts.byFamily)) {
      for (const id of ids) {
        const row = db.prepare("SELECT type FROM products WHERE product_id = ?").get(id) as { type: string };
        expect(row, `product ${id}`).toEqual({ type });
      }
    }
  });

  it("includes the products of spec §9: 28487, 50866, 51270 and the hotel 55399", () => {
    expect(demoProducts.singleUnit).toBe(28487);
    expect(demoProducts.gatewayDisabled).toEqual([50866, 51270]);
    expect(demoProducts.hotel).toBe(55399);
  });

  it("has several currencies per family", () => {
    const currencies = (type: string) =>
      (
        db
          .prepare("SELECT DISTINCT currency_code AS c FROM products WHERE type = ? ORDER BY c")
          .all(type) as {
          c: string;
        }[]
      ).map((r) => r.c);
    expect(currencies("vouchers")).toEqual(["EUR", "GBP", "HUF", "IDR", "INR", "JPY", "PHP", "USD"]);
    expect(currencies("experience")).toEqual(["EUR", "GBP", "INR", "JPY", "USD"]);
    expect(currencies("merchandise")).toEqual(["EUR", "GBP", "HUF", "IDR", "INR", "JPY", "PHP", "USD"]);
  });
});

describe("search (spec §3, §7.3 stores get_items)", () => {
  const searchText = (search_key: string, more: Partial<SearchText> = {}): SearchText => ({
    search_key,
    experience: `query=${search_key}&`,
    custom_url: "/",
    limitFilter: "all",
    country_id: INDIA,
    country_name: "India",
    countryCode: "IN",
    ...more,
  });
  const search = async (search_key: string, more: Partial<SearchText> = {}) => {
    const res = await call(getItems, { search_text: searchText(search_key, more), isLoggedIn: false });
    expect(res.status).toBe(200);
    const answer = res.data?.data.getData;
    expect(answer?.success).toBe(1);
    return answer?.data ?? [];
  };

  it("posts search_text as a JSON string and answers data as a JSON string", async () => {
    const wire = Schema.encodeUnknownSync(getItems.variables)({
      search_text: searchText("orbit"),
      isLoggedIn: false,
    }) as { search_text: unknown };
    expect(typeof wire.search_text).toBe("string");
    const res = await post(operationPath(getItems, "public"), JSON.stringify(graphBody(getItems, wire)));
    expect(res.status).toBe(200);
    const data = (res.json as { data: { getData: { success: number; data: unknown } } }).data.getData;
    expect(data.success).toBe(1);
    expect(JSON.parse(String(data.data))).toEqual([
      {
        name: "Orbit Shopping Gift Card",
        url: "orbit-shopping-gift-card",
        type: "vouchers",
        product_id: 50866,
      },
    ]);
  });

  it("matches a case-insensitive substring of product names", async () => {
    expect((await search("ORBIT")).map((r) => r.product_id)).toEqual([50866]);
    expect((await search("hopping gift")).map((r) => r.product_id)).toEqual([50866, 28501]);
  });

  it("searches the user's country only", async () => {
    expect(
      (await search("orbit", { countryCode: "US", country_id: UNITED_STATES })).map((r) => r.product_id),
    ).toEqual([40201]);
    expect(
      (await search("orbit", { countryCode: "JP", country_name: "Japan" })).map((r) => r.product_id),
    ).toEqual([40501]);
  });

  it("types every result: vouchers, perks, airmiles, lounge, charity, merchandise, experience, topup, payouts", async () => {
    const types = (items: readonly { type: string }[]) => [...new Set(items.map((r) => r.type))].sort();
    expect(types(await search("pass"))).toEqual(["lounge", "perks"]);
    expect(types(await search("transfer"))).toEqual(["payouts"]);
    expect(types(await search("recharge"))).toEqual(["topup"]);
    expect(types(await search("kayaking"))).toEqual(["experience"]);
    expect(types(await search("airline"))).toEqual(["airmiles"]);
    expect(types(await search("plant a"))).toEqual(["charity"]);
    expect(types(await search("hoodie"))).toEqual(["merchandise"]);
  });

  it("leaves out families that search does not return, and those the site does not show", async () => {
    expect(await search("hotel booking")).toEqual([]);
    expect(await search("membership", { custom_url: "/members" })).toEqual([]);
    expect((await search("lounge pass", { custom_url: "/acme" })).map((r) => r.type)).toEqual([]);
    expect((await search("lounge", { custom_url: "/acme" })).map((r) => r.product_id)).toEqual([40109]);
  });

  it("puts names that start with the text first, then sorts by name", async () => {
    expect((await search("shopping")).map((r) => r.name)).toEqual([
      "Shopping Gift Card",
      "Orbit Shopping Gift Card",
    ]);
  });

  it("serves the authenticated base with the logged-in flag (spec §6, §7.1 'either')", async () => {
    const token = openSession(1);
    const res = await call(getItems, { search_text: searchText("orbit"), isLoggedIn: true }, { token });
    expect(res.status).toBe(200);
    expect(res.data?.data.getData.data.map((r) => r.product_id)).toEqual([50866]);
  });

  it("answers success 1 with an empty list when nothing matches, including LIKE wildcards", async () => {
    expect(await search("no such thing")).toEqual([]);
    expect(await search("%")).toEqual([]);
    expect(await search("_")).toEqual([]);
    expect(await search("   ")).toEqual([]);
    expect(await search("orbit", { countryCode: "ZZ", country_id: 1 })).toEqual([]);
  });

  it("refuses with HTTP 400 a search_text that is not JSON or lacks a field", async () => {
    const path = operationPath(getItems, "public");
    const send = (search_text: unknown) =>
      post(
        path,
        JSON.stringify({
          query: getItems.query,
          tag: "stores",
          variables: { search_text, isLoggedIn: false },
        }),
      );
    const malformed = await send("{search_key: orbit");
    expect(malformed.status).toBe(400);
    expect((malformed.json as { message: string }).message).toMatch(/^Malformed request for get_items: /);
    const { countryCode: _omitted, ...withoutCode } = searchText("orbit");
    expect((await send(JSON.stringify(withoutCode))).status).toBe(400);
    expect((await send(JSON.stringify({ ...searchText("orbit"), limitFilter: "some" }))).status).toBe(400);
    expect((await send(searchText("orbit"))).status).toBe(400);
  });
});

describe("landing details (spec §7.2 {add_data: {limit 10, url}})", () => {
  const landing = async (url: string, country_id?: number) => {
    const res = await call(fetchLandingDetails, {
      add_data: country_id === undefined ? { limit: 10, url } : { limit: 10, url, country_id },
    });
    const answer = res.data?.data.fetchLandingDetails;
    if (answer === undefined) throw new Error("no answer");
    return answer;
  };

  it("fills the home sections with at most 10 products each, recommended first", async () => {
    const { success, data } = await landing("/");
    expect(success).toBe(1);
    expect(data.vouchers).toHaveLength(10);
    expect(data.vouchers[0]?.is_recommended).toBe(1);
    // Recommended first: the two recommended Indian experiences, then the rest by name.
    expect(data.experiences.slice(0, 2).map((p) => p.product_id)).toEqual([61022, 42003]);
    expect(data.experiences.length).toBeLessThanOrEqual(10);
    expect(data.perks).toHaveLength(10);
    expect(data.perks.slice(0, 3).every((p) => p.is_recommended === 1)).toBe(true);
  });

  it("uses the site's default country, and leaves out sections the site does not show", async () => {
    const outsider = await landing("/outsider");
    expect(outsider.data.vouchers.map((p) => [p.country_id, p.currency_code])).toContainEqual([
      GERMANY,
      "EUR",
    ]);
    expect(outsider.data.vouchers.every((p) => p.country_id === GERMANY)).toBe(true);
    expect(outsider.data.vouchers.map((p) => p.product_id)).toEqual(expect.arrayContaining([40401, 40402]));
    expect((await landing("/acme")).data.perks).toEqual([]);
    expect((await landing("/", UNITED_STATES)).data.vouchers.map((p) => p.currency_code)).toContain("USD");
  });
});

describe("scale seeding (seed option scaleProducts)", () => {
  // The experiences module adds its Bangalore experiences to the catalogue.
  const addedExperiences = experiences.filter((e) => e.catalogue !== undefined).length;
  const demoCount = products.length + listingProducts.length + addedExperiences;

  it("adds exactly the requested number of generated products, deterministically", () => {
    const first = openDatabase(":memory:", modules, { scaleProducts: 2000 });
    const second = openDatabase(":memory:", modules, { scaleProducts: 2000 });
    const count = first.prepare("SELECT count(*) AS n FROM products").get() as { n: number };
    expect(count.n).toBe(demoCount + 2000);
    const generated = (d: typeof first) =>
      d.prepare("SELECT * FROM products WHERE product_id >= ? ORDER BY product_id").all(FIRST_GENERATED_ID);
    expect(generated(first)).toEqual(generated(second));
    const range = first
      .prepare("SELECT min(product_id) AS lo, max(product_id) AS hi FROM products WHERE product_id >= ?")
      .get(FIRST_GENERATED_ID);
    expect(range).toEqual({ lo: FIRST_GENERATED_ID, hi: FIRST_GENERATED_ID + 1999 });
    first.close();
    second.close();
  });

  it("keeps the demo's country differences and limits search results", async () => {
    const scaled = openDatabase(":memory:", modules, { scaleProducts: 2000 });
    const app = createApp({
      db: scaled,
      modules,
      config: { origin: "http://storefront.test", supportEmail: "support@rewards-storefront.example" },
    });
    const request = async (op: typeof fetchVouchersFilters | typeof getItems, variables: unknown) => {
      const res = await app.hono.request(operationPath(op, "public"), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(graphBody(op, Schema.encodeUnknownSync(op.variables)(variables))),
      });
      expect(res.status).toBe(200);
      return Schema.decodeUnknownSync(op.response)(await res.json());
    };
    const merch = await request(fetchVouchersFilters, {
      filtersParams: { filter_group_id: 47, country_id: GERMANY, url: "/" },
      isLoggedIn: false,
    });
    // Generated products copy a demo product's country and category: the lists stay the demo's.
    expect(merch).toEqual({ data: { fetchVouchersFilters: { filters: await categories(47, GERMANY) } } });
    const found = await request(getItems, {
      search_text: {
        search_key: "a",
        experience: "query=a&",
        custom_url: "/",
        limitFilter: "all",
        country_id: INDIA,
        country_name: "India",
        countryCode: "IN",
      },
      isLoggedIn: false,
    });
    const items = "getData" in found.data ? found.data.getData.data : [];
    expect(items).toHaveLength(searchLimit);
    scaled.close();
  });
});
