import { getCountryList } from "@contract/geography";
import { operationPath } from "@contract/operation";
import {
  clientCurrencyConversion,
  fetchAllCountries,
  fetchPlatformSetting,
  getBannerModule,
  getCountries,
  getCountryCodes,
  getRoutes,
  ipDetails,
  urlPreferences,
} from "@contract/site";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { makeTestServer } from "../../server/testing";

const server = makeTestServer();
const { call, post } = server;

/** A live session for a demo user, without going through the login calls. */
const sessionFor = (userId: number): string => server.openSession(userId);

const settingsOf = async (urlPrefix: string) => {
  const res = await call(fetchPlatformSetting, { urlPrefix });
  expect(res.status).toBe(200);
  const answer = res.data?.data.fetchPlatformSetting;
  if (answer === undefined || answer.success !== 1) throw new Error(`no settings for ${urlPrefix}`);
  return answer.data;
};

describe("platform settings (spec §3, §7.2 stores fetchPlatformSetting)", () => {
  it("gives the default store its defaults: points label 'Points', 'Pay Now', every way to pay on", async () => {
    const settings = await settingsOf("marketplace");
    expect(settings.urlPrefix).toBe("marketplace");
    expect(settings.customText).toEqual({ rewardPoints: "Points", payNowButton: "Pay Now" });
    expect(settings.paymentMethodAccess).toEqual({
      rewardPoints: 1,
      gcb: 1,
      tokens: 1,
      voucher: 1,
      gateway: 1,
    });
    expect(settings.footer).toBe(1);
    expect(settings.customCatalogFilterGroupName).toBeNull();
  });

  it("gives the white-labelled acme site its branding, labels and display switches", async () => {
    const settings = await settingsOf("acme");
    expect(settings).toMatchObject({
      urlPrefix: "acme",
      companyName: "Acme Rewards",
      primaryLogo: "/brand/acme-logo.svg",
      primaryColor: "#0f766e",
      displayCatalogInPoints: 1,
      footer: 1,
      customText: { rewardPoints: "Acme Stars", payNowButton: "Pay Securely" },
    });
    expect(settings.paymentMethodAccess.tokens).toBe(0);
  });

  it("names the Personalize tab for the members site only", async () => {
    expect((await settingsOf("members")).customCatalogFilterGroupName).toBe("Member Picks");
  });

  it("reads the site from a path: '/acme' is acme; '/', '' and '/admin' are the default store (spec §2.1)", async () => {
    expect((await settingsOf("/acme")).companyName).toBe("Acme Rewards");
    expect((await settingsOf("/acme/vouchers")).companyName).toBe("Acme Rewards");
    for (const prefix of ["/", "", "/admin", "/marketplace"]) {
      expect((await settingsOf(prefix)).urlPrefix).toBe("marketplace");
    }
  });

  it("answers success 0 with a message for an unknown site, so the client keeps its defaults (spec §8)", async () => {
    const res = await call(fetchPlatformSetting, { urlPrefix: "nowhere" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      data: { fetchPlatformSetting: { success: 0, message: "Unknown site 'nowhere'" } },
    });
  });

  it("serves both bases: public when logged out, authenticated with a session (spec §7.1 'either')", async () => {
    const authed = await call(
      fetchPlatformSetting,
      { urlPrefix: "acme", add_data: "" },
      { token: sessionFor(5) },
    );
    expect(authed.status).toBe(200);
    const noSession = await post(
      operationPath(fetchPlatformSetting, "auth"),
      JSON.stringify({ query: fetchPlatformSetting.query, tag: "stores", variables: { urlPrefix: "acme" } }),
    );
    expect(noSession.status).toBe(401);
  });
});

describe("site preferences and branding (spec §3, §7.2 stores url_preferences)", () => {
  it("turns the captcha on for acme and carries its branding", async () => {
    const res = await call(urlPreferences, { preferences: { url: "/acme" } });
    expect(res.data?.data.sitesPreferences).toEqual({
      success: 1,
      brandLogo: "/brand/acme-logo.svg",
      showCts: true,
      clientele_flag: 1,
      points_usable: 1,
      branding: { logo_url: "/brand/acme-logo.svg", custom_url: "/acme", custom_route: "/:keyword" },
    });
  });

  it("gives the default store custom_url '/' and route '/:keyword' (spec §2.1)", async () => {
    const res = await call(urlPreferences, { preferences: { url: "/" } });
    const prefs = res.data?.data.sitesPreferences;
    expect(prefs?.success).toBe(1);
    if (prefs?.success !== 1) return;
    expect(prefs.branding).toEqual({ logo_url: null, custom_url: "/", custom_route: "/:keyword" });
    expect(prefs.showCts).toBe(false);
  });

  it("answers success 0 for an unknown site (spec §8: default branding)", async () => {
    const res = await call(urlPreferences, { preferences: { url: "/nowhere" } });
    expect(res.data?.data.sitesPreferences.success).toBe(0);
  });
});

describe("enabled routes (spec §2.2, §7.2 stores getRoutes)", () => {
  const routesOf = async (url: string) => {
    const res = await call(getRoutes, { routes_input: { url, key: "vd" } });
    expect(res.status).toBe(200);
    const output = res.data?.data.getRoutes.output;
    if (output === undefined) throw new Error("no output");
    return output;
  };

  it("sends output as a JSON string {success, data}", async () => {
    const res = await call(getRoutes, { routes_input: { url: "/", key: "vd" } });
    const wire = (res.json as { data: { getRoutes: { output: unknown } } }).data.getRoutes.output;
    expect(typeof wire).toBe("string");
    expect(JSON.parse(String(wire))).toMatchObject({ success: 1 });
  });

  it("gives the default store the default list of spec §2.2 plus cashout", async () => {
    expect(await routesOf("/marketplace")).toEqual({
      success: 1,
      data: [
        "experiences",
        "vouchers",
        "perks",
        "merchandises",
        "swag",
        "flights",
        "lounge",
        "charity",
        "airmiles",
        "topup",
        "hotels",
        "cashout",
      ],
    });
  });

  it("gives acme its subset with 'merchandise' stored raw, for the client to rename", async () => {
    const output = await routesOf("/acme");
    expect(output.data).toEqual(["vouchers", "experiences", "merchandise", "swag", "charity"]);
    expect(output.data).not.toContain("merchandises");
  });

  it("includes custom-category for the members site (client 5179) only", async () => {
    expect((await routesOf("/members")).data).toContain("custom-category");
    expect((await routesOf("/marketplace")).data).not.toContain("custom-category");
  });

  it("keeps perks for the outsider site, whose company 3003 the client filters out", async () => {
    expect((await routesOf("/outsider")).data).toContain("perks");
  });

  it("answers success 0 and no sections for an unknown site (spec §8: default list kept)", async () => {
    expect(await routesOf("/nowhere")).toEqual({ success: 0, data: [] });
  });
});

describe("countries (spec §3, §7.2 fetchAllCountries and stores getCountries)", () => {
  it("decodes filtersParams from a JSON string and lists countries as filter items", async () => {
    const res = await call(fetchAllCountries, { filtersParams: { url: "/", filter_group_id: "41" } });
    const filters = res.data?.data.fetchCountryList.filters ?? [];
    expect(filters).toContainEqual({
      filter_value: "India",
      filter_value_id: 976,
      iso_code_2: "IN",
      iso_code_3: "IND",
      currency_code: "INR",
    });
    const currencies = Object.fromEntries(filters.map((f) => [f.filter_value, f.currency_code]));
    expect(currencies).toEqual({
      India: "INR",
      "United States": "USD",
      "United Kingdom": "GBP",
      Germany: "EUR",
      Hungary: "HUF",
      Japan: "JPY",
      Indonesia: "IDR",
      Philippines: "PHP",
    });
  });

  it("sends filtersParams as a string on the wire", () => {
    const wire = Schema.encodeUnknownSync(fetchAllCountries.variables)({
      filtersParams: { url: "/", filter_group_id: "41" },
    }) as { filtersParams: unknown };
    expect(wire.filtersParams).toBe('{"url":"/","filter_group_id":"41"}');
  });

  it("refuses with HTTP 400 a filtersParams that is not a JSON string, or a group other than '41'", async () => {
    const path = operationPath(fetchAllCountries, "public");
    const body = (filtersParams: unknown) =>
      JSON.stringify({ query: fetchAllCountries.query, tag: "voucher", variables: { filtersParams } });
    expect((await post(path, body({ url: "/", filter_group_id: "41" }))).status).toBe(400);
    expect((await post(path, body("{not json"))).status).toBe(400);
    expect((await post(path, body(JSON.stringify({ url: "/", filter_group_id: "37" })))).status).toBe(400);
    expect((await post(path, body(JSON.stringify({ url: "/", filter_group_id: "41" })))).status).toBe(200);
  });

  it("lists countries with country_id, name and ISO codes; India is 976, IN, IND", async () => {
    const res = await call(getCountries, { input_countries: { url: "/", key: "vd" } });
    const answer = res.data?.data.getCountries;
    expect(answer?.success).toBe(1);
    expect(answer?.data).toContainEqual({
      country_id: 976,
      name: "India",
      iso_code_2: "IN",
      iso_code_3: "IND",
      currency_code: "INR",
    });
    expect(answer?.data).toHaveLength(8);
  });
});

describe("IP country (spec §7.2 files ipDetails)", () => {
  it("answers the x-demo-country header, upper-cased", async () => {
    const res = await call(ipDetails, {}, { headers: { "x-demo-country": "hu" } });
    expect(res.data?.data.ipDetails).toEqual({ success: 1, country_code: "HU" });
  });

  it("answers IN without the header or with a malformed one", async () => {
    expect((await call(ipDetails, {})).data?.data.ipDetails).toEqual({ success: 1, country_code: "IN" });
    const odd = await call(ipDetails, {}, { headers: { "x-demo-country": "Narnia" } });
    expect(odd.data?.data.ipDetails.country_code).toBe("IN");
  });
});

describe("phone list (spec §3 'Phone-list country', §5 'Phone lengths', §7.2 voucher getCountryList)", () => {
  it("sends data as a JSON string", async () => {
    const res = await call(getCountryList, {});
    const wire = (res.json as { data: { getCountryList: { data: unknown } } }).data.getCountryList.data;
    expect(typeof wire).toBe("string");
  });

  it("gives the per-country digit counts: India 10 to 10, US 10 to 10, UK 7 to 12, Germany 3 to 13", async () => {
    const res = await call(getCountryList, {});
    const list = res.data?.data.getCountryList.data ?? [];
    const lengths = Object.fromEntries(list.map((c) => [c.iso, [c.min_length, c.max_length]]));
    expect(lengths.IN).toEqual([10, 10]);
    expect(lengths.US).toEqual([10, 10]);
    expect(lengths.GB).toEqual([7, 12]);
    expect(lengths.DE).toEqual([3, 13]);
    expect(list.find((c) => c.iso === "IN")).toEqual({
      country_id: 99,
      name: "India",
      phonecode: 91,
      iso: "IN",
      min_length: 10,
      max_length: 10,
    });
  });

  it("is sorted by name ignoring case (spec §3) and holds more countries than the catalogue's", async () => {
    const res = await call(getCountryList, {});
    const names = (res.data?.data.getCountryList.data ?? []).map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names).toContain("Vietnam");
    expect(names).toContain("Australia");
  });

  it("answers the same list on the public and the authenticated base (no payload, spec §7.2)", async () => {
    const anonymous = await call(getCountryList, {});
    const signedIn = await call(getCountryList, {}, { token: sessionFor(1) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.data?.data.getCountryList).toEqual(anonymous.data?.data.getCountryList);
  });
});

describe("country codes (spec §3 country-codes map)", () => {
  it("keys the map by upper-case ISO2 code, each entry with its currencies", async () => {
    const res = await call(getCountryCodes, {});
    const map = res.data?.data.getCountryCodes.data ?? {};
    expect(Object.keys(map).sort()).toEqual(["DE", "GB", "HU", "ID", "IN", "JP", "PH", "US"]);
    expect(map.IN?.currencies[0]).toEqual({ code: "INR", name: "Indian Rupee", symbol: "₹", decimals: 2 });
    expect(map.JP?.currencies[0]?.decimals).toBe(0);
    expect(map.ID?.currencies[0]?.decimals).toBe(0);
  });
});

describe("currency conversion (spec §7.2 storesAdmin clientCurrencyConversion, spec §4 point value)", () => {
  const convert = async (source: string, target: string, amount = 1, client_id = 1001) => {
    const res = await call(clientCurrencyConversion, {
      conversion_data: { client_id, amount, source_currency_code: source, target_currency_code: target },
    });
    expect(res.status).toBe(200);
    const answer = res.data?.data.clientCurrencyConversion;
    if (answer === undefined) throw new Error("no answer");
    return answer;
  };

  it("converts 1 INR into each currency and back with Error false", async () => {
    expect(await convert("INR", "USD")).toEqual({ Error: false, Result: { converted_amount: 0.012 } });
    expect(await convert("USD", "INR")).toEqual({ Error: false, Result: { converted_amount: 83.2 } });
    expect((await convert("INR", "GBP")).Result?.converted_amount).toBe(0.0094);
    expect((await convert("INR", "EUR")).Result?.converted_amount).toBe(0.011);
    expect((await convert("INR", "HUF")).Result?.converted_amount).toBe(4.35);
    expect((await convert("INR", "JPY")).Result?.converted_amount).toBe(1.78);
    expect((await convert("INR", "IDR")).Result?.converted_amount).toBe(188.5);
    expect((await convert("INR", "PHP")).Result?.converted_amount).toBe(0.67);
  });

  it("answers 1 for the same currency and crosses other pairs through INR", async () => {
    expect((await convert("EUR", "EUR")).Result?.converted_amount).toBe(1);
    expect((await convert("USD", "EUR")).Result?.converted_amount).toBe(0.9152);
  });

  it("scales the amount", async () => {
    expect((await convert("INR", "JPY", 250)).Result?.converted_amount).toBe(445);
  });

  it("answers an unknown pair with Error set and no Result", async () => {
    const answer = await convert("INR", "XYZ");
    expect(answer.Error).toBe("No conversion from INR to XYZ");
    expect(answer.Result).toBeUndefined();
  });

  it("answers an unknown client with Error set", async () => {
    expect((await convert("INR", "USD", 1, 9999)).Error).toBe("Unknown client 9999");
  });
});

describe("banners (spec §3, §4, §9 stores getBannerModule)", () => {
  const bannersOf = async () => {
    const res = await call(getBannerModule, { add_data: "" });
    expect(res.status).toBe(200);
    return res.data?.data.getBannerModule.data ?? {};
  };

  it("groups banners by country name (India, Hungary), then by page", async () => {
    const banners = await bannersOf();
    expect(Object.keys(banners).sort()).toEqual(["Hungary", "India"]);
    expect(Object.keys(banners.India ?? {}).sort()).toEqual([
      "experience",
      "homepage",
      "lounge",
      "merchandise",
      "voucher",
    ]);
    expect(banners.India?.homepage).toHaveLength(2);
    expect(banners.Hungary?.homepage).toHaveLength(1);
  });

  it("carries the banner fields, with UTC activeTime and expiryTime", async () => {
    const [first] = (await bannersOf()).India?.homepage ?? [];
    expect(first).toEqual({
      isExternal: false,
      image: "/catalogue/banner.svg",
      mobile_image: "/catalogue/banner-mobile.svg",
      url: "/vouchers/?category_id=698",
      category: "voucher",
      type: "category",
      activeTime: "2026-10-01T00:00:00Z",
      expiryTime: "2027-01-31T23:59:59Z",
    });
  });

  it("includes an expired banner and one without times, for the client's time rule (spec §4)", async () => {
    const banners = await bannersOf();
    const now = Date.UTC(2026, 10, 25, 12, 0, 0);
    const expired = banners.India?.voucher?.[0];
    expect(Date.parse(expired?.expiryTime ?? "")).toBeLessThan(now);
    const res = await call(getBannerModule, { add_data: "" });
    const raw = (res.json as { data: { getBannerModule: { data: { India: { homepage: object[] } } } } }).data
      .getBannerModule.data.India.homepage[1];
    expect(raw).not.toHaveProperty("activeTime");
    expect(raw).not.toHaveProperty("expiryTime");
    expect(raw).toMatchObject({ category: "experience", type: "product" });
  });
});

describe("calls another call already answers are not served (docs/reference-api.md, spec §7.2, §7.3, §7.6)", () => {
  const post = (path: string) =>
    server.app.hono.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ query: "", tag: "", variables: {} }),
    });

  it.each([
    "/chef/api/public/graph/storesAdmin/getClientId",
    "/chef/api/graph/storesAdmin/getClientId",
    "/chef/api/public/graph/stores/getUrlBasedCategories",
    "/chef/api/public/graph/payment/getPGs",
    "/re-captcha-v3?token=dev.2.3.5",
  ])("%s answers HTTP 404", async (path) => {
    expect((await post(path)).status).toBe(404);
  });

  it("while a served call's path is found, and '/re-captcha' still verifies the challenge", async () => {
    expect((await post("/chef/api/public/graph/stores/getRoutes")).status).not.toBe(404);
    expect(await (await post("/re-captcha?value=dev.2.3.5")).json()).toEqual({ success: 1 });
  });
});
