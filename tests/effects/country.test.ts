/**
 * The country flow's effects against the reference API over real HTTP (spec §4, §7.2, §7.3, §8),
 * with an in-memory browser.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  CATEGORY_LIST_CONCURRENCY,
  convertPointValue,
  fetchCategoryList,
  fetchCategoryLists,
  fetchCountries,
  fetchCountryCodes,
  fetchExperienceCategories,
  fetchExperienceCountries,
  fetchIpCountry,
  fetchLandingSections,
  fetchTopupCountries,
  keepChoice,
  LANDING_LIMIT,
  loadCountryData,
  navigateThrough,
  readStoredCountryCode,
  saveChosenCountryCode,
  storeUserCountryCode,
} from "@effects/country";
import { makeMemoryBrowser } from "@effects/runtime/browser";
import { type StorefrontServices, storefrontLayer } from "@effects/runtime/layer";
import type { StorefrontError } from "@errors/data";
import { Effect, Exit, type Layer, Logger } from "effect";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { liveBrowser, type ReferenceApi, startReferenceApi } from "../support/harness";

let api: ReferenceApi;
beforeAll(async () => {
  api = await startReferenceApi();
});
afterAll(async () => {
  await api.close();
});
afterEach(() => {
  api.app.faults.clear();
});

const layerOf = () => liveBrowser(api).layer;

const run = <A, E extends StorefrontError>(
  program: Effect.Effect<A, E, StorefrontServices>,
  layer: Layer.Layer<StorefrontServices> = layerOf(),
) => Effect.runPromise(Effect.provide(program, layer));

/** The failure of `program`, or undefined when it succeeds. */
const failureOf = async <A, E extends StorefrontError>(
  program: Effect.Effect<A, E, StorefrontServices>,
  layer: Layer.Layer<StorefrontServices> = layerOf(),
): Promise<E | undefined> => {
  const exit = await Effect.runPromiseExit(Effect.provide(program, layer));
  if (Exit.isSuccess(exit)) return undefined;
  return Effect.runSync(Effect.flip(Effect.failCause(exit.cause)).pipe(Effect.orDie));
};

/** Runs `program` and collects the messages it logged. */
const logsOf = async <A, E extends StorefrontError>(program: Effect.Effect<A, E, StorefrontServices>) => {
  const lines: string[] = [];
  const collector = Logger.make((options) => {
    lines.push(`${options.logLevel}: ${[options.message].flat().map(String).join(" ")}`);
  });
  await Effect.runPromiseExit(Effect.provide(program, [layerOf(), Logger.layer([collector])]));
  return lines;
};

describe("spec §7.2 fetchAllCountries (filtersParams {url, filter_group_id '41'})", () => {
  it("answers the eight demo countries as filter items", async () => {
    const filters = await run(fetchCountries({ url: "/acme" }));
    expect(filters).toHaveLength(8);
    expect(filters).toContainEqual({
      filter_value: "India",
      filter_value_id: 976,
      iso_code_2: "IN",
      iso_code_3: "IND",
      currency_code: "INR",
    });
  });

  it("spec §8: a failure is CountryFetchFailed and logs 'Failed to fetch countries'", async () => {
    api.app.faults.set({ operation: "fetchAllCountries", status: 500, times: 2 });
    expect((await failureOf(fetchCountries({ url: "/acme" })))?._tag).toBe("CountryFetchFailed");
    expect(await logsOf(fetchCountries({ url: "/acme" }))).toEqual(["Warn: Failed to fetch countries"]);
  });

  it("spec §8: HTTP 401 stays Unauthenticated (treated as logged out)", async () => {
    api.app.faults.set({ operation: "fetchAllCountries", status: 401, times: 1 });
    expect((await failureOf(fetchCountries({ url: "/acme" })))?._tag).toBe("Unauthenticated");
  });
});

describe("spec §7.2 files ipDetails", () => {
  it("answers the IP country's ISO2 code (India in the demo)", async () => {
    expect(await run(fetchIpCountry())).toBe("IN");
  });

  it("spec §8: a failure is IpCountryFailed and logs 'Failed to fetch Ip Country'", async () => {
    api.app.faults.set({ operation: "ipDetails", status: 503, times: 2 });
    expect((await failureOf(fetchIpCountry()))?._tag).toBe("IpCountryFailed");
    expect(await logsOf(fetchIpCountry())).toEqual(["Warn: Failed to fetch Ip Country"]);
  });
});

describe("spec §3 the country-codes map and the other country lists", () => {
  it("keys currencies by the upper-case ISO2 code", async () => {
    const codes = await run(fetchCountryCodes());
    expect(codes.IN?.currencies[0]?.code).toBe("INR");
    expect(codes.US?.currencies[0]?.code).toBe("USD");
    expect(codes.JP?.currencies[0]).toMatchObject({ code: "JPY", decimals: 0 });
  });

  it("getCountries {input_countries: {url, key 'vd'}} answers the experience-country list", async () => {
    const countries = await run(fetchExperienceCountries({ url: "/acme" }));
    expect(countries.map((c) => c.iso_code_2)).toContain("IN");
  });

  it("spec §7.3 topup takes the url only: the default store has top-up countries, acme (no topup section) none", async () => {
    const marketplace = await run(fetchTopupCountries({ url: "/", isLoggedIn: false }));
    expect(marketplace.length).toBeGreaterThan(0);
    expect(marketplace.every((c) => typeof c.countryId === "number")).toBe(true);
    expect(await run(fetchTopupCountries({ url: "/acme", isLoggedIn: false }))).toEqual([]);
  });
});

describe("spec §4: the country codes in session storage", () => {
  it("reads the stored 'userCountryCode' (upper-case), or null", async () => {
    const stored = makeMemoryBrowser({ session: { userCountryCode: "gb" } });
    expect(await Effect.runPromise(Effect.provide(readStoredCountryCode(), stored.layer))).toBe("GB");
    const empty = makeMemoryBrowser();
    expect(await Effect.runPromise(Effect.provide(readStoredCountryCode(), empty.layer))).toBeNull();
  });

  it("saves the chosen code as 'ipCountryCode' and a selection as 'userCountryCode'", async () => {
    const memory = makeMemoryBrowser();
    await Effect.runPromise(Effect.provide(saveChosenCountryCode({ code: "IN" }), memory.layer));
    await Effect.runPromise(Effect.provide(storeUserCountryCode({ code: "DE" }), memory.layer));
    expect(Object.fromEntries(memory.state.session)).toEqual({ ipCountryCode: "IN", userCountryCode: "DE" });
  });

  it("navigates through the paths in order", async () => {
    const memory = makeMemoryBrowser({ url: "http://storefront.test/acme/experiences" });
    await Effect.runPromise(
      Effect.provide(navigateThrough({ paths: ["/acme/", "/acme/experiences"] }), memory.layer),
    );
    expect(memory.state.navigations).toEqual([
      { kind: "push", url: "/acme/" },
      { kind: "replace", url: "/acme/experiences" },
    ]);
    expect(memory.state.location.pathname).toBe("/acme/experiences");
  });
});

describe("spec §4 'Point value', §7.2 clientCurrencyConversion", () => {
  it("converts amount 1 of INR to USD for the acme client: {currency USD, value converted_amount}", async () => {
    const value = await run(
      convertPointValue({
        client_id: 2002,
        amount: 1,
        source_currency_code: "INR",
        target_currency_code: "USD",
      }),
    );
    expect(value).toEqual({ currency: "USD", value: 0.012 });
  });

  it("an answer carrying an Error is ConversionRejected (the value stays unset)", async () => {
    const failure = await failureOf(
      convertPointValue({
        client_id: 9999,
        amount: 1,
        source_currency_code: "INR",
        target_currency_code: "USD",
      }),
    );
    expect(failure?._tag).toBe("ConversionRejected");
  });

  it("other failures are ConversionFailed (ignored silently, spec §8)", async () => {
    api.app.faults.set({ operation: "clientCurrencyConversion", status: 500, times: 1 });
    const failure = await failureOf(
      convertPointValue({
        client_id: 2002,
        amount: 1,
        source_currency_code: "INR",
        target_currency_code: "USD",
      }),
    );
    expect(failure?._tag).toBe("ConversionFailed");
    expect((await failureOf(convertPointValue(null)))?._tag).toBe("ConversionFailed");
  });
});

describe("spec §7.3 category lists (VOUCHER_CATEGORY)", () => {
  it("vouchers (37) in India for acme: the filter items", async () => {
    const filters = await run(
      fetchCategoryList({ filter_group_id: 37, country_id: 976, url: "/acme", isLoggedIn: false }),
    );
    expect(filters).toContainEqual({
      filter_value: "Ecommerce",
      filter_value_id: 698,
      promoted_category: 1,
      image: "/art/categories/698.svg",
    });
  });

  it("a family the site does not enable answers an empty list (acme has no perks)", async () => {
    expect(
      await run(fetchCategoryList({ filter_group_id: 48, country_id: 976, url: "/acme", isLoggedIn: false })),
    ).toEqual([]);
  });

  it("a failure is CatalogueFetchFailed", async () => {
    api.app.faults.set({ operation: "fetchVouchersFilters", status: 500, times: 1 });
    const failure = await failureOf(
      fetchCategoryList({ filter_group_id: 37, country_id: 976, url: "/acme", isLoggedIn: false }),
    );
    expect(failure?._tag).toBe("CatalogueFetchFailed");
  });

  it("experience categories for an ISO2 code", async () => {
    expect(await run(fetchExperienceCategories({ countryCode: "IN" }))).toContain("Adventure");
  });

  it("landing details {limit 10, url, country_id}: the home sections", async () => {
    expect(LANDING_LIMIT).toBe(10);
    const data = await run(fetchLandingSections({ url: "/acme", country_id: 976 }));
    expect(data.vouchers.length).toBeGreaterThan(0);
    expect(data.vouchers.length).toBeLessThanOrEqual(10);
    expect(data.perks).toEqual([]);
    expect(data.vouchers.every((p) => p.country_id === 976)).toBe(true);
  });
});

describe("spec §8 'Category fetch with no filters'", () => {
  let stub: Server;
  let host = "";
  beforeAll(async () => {
    stub = createServer((_, response) => {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ data: { fetchVouchersFilters: {} } }));
    });
    await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", () => resolve()));
    host = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => stub.close(() => resolve()));
  });

  it("an answer without filters is CategoryFiltersMissing (the list becomes empty)", async () => {
    const browser = makeMemoryBrowser();
    const layer = storefrontLayer({ apiHost: host, checkoutHost: host, timeoutMs: 5000 }, browser);
    const failure = await failureOf(
      fetchCategoryList({ filter_group_id: 37, country_id: 976, url: "/acme", isLoggedIn: false }),
      layer,
    );
    expect(failure?._tag).toBe("CategoryFiltersMissing");
  });
});

describe("spec §4: the country data of a site, six calls side by side, each on its own", () => {
  it("answers every list of acme, with the IP country and the stored code", async () => {
    const data = await run(loadCountryData({ url: "/acme", isLoggedIn: false }));
    expect(data.countries.ok && data.countries.value).toHaveLength(8);
    expect(data.ipCountry).toEqual({ ok: true, value: "IN" });
    expect(data.storedCode).toEqual({ ok: true, value: null });
    expect(data.countryCodes.ok).toBe(true);
    expect(data.topupCountries).toEqual({ ok: true, value: [] });
    expect(data.experienceCountries.ok).toBe(true);
  });

  it("spec §8: a failed IP country spares the countries; HTTP 401 stays Unauthenticated", async () => {
    api.app.faults.set({ operation: "ipDetails", status: 503, times: 1 });
    const data = await run(loadCountryData({ url: "/acme", isLoggedIn: false }));
    expect(data.ipCountry.ok === false && data.ipCountry.error._tag).toBe("IpCountryFailed");
    expect(data.countries.ok && data.countries.value).toHaveLength(8);
    api.app.faults.set({ operation: "fetchAllCountries", status: 401, times: 1 });
    const expired = await run(loadCountryData({ url: "/acme", isLoggedIn: false }));
    expect(expired.countries.ok === false && expired.countries.error._tag).toBe("Unauthenticated");
    expect(expired.ipCountry.ok).toBe(true);
  });
});

describe("spec §4 'Country selection': keeping a choice", () => {
  it("the initial choice saves 'ipCountryCode' and does not navigate", async () => {
    const { layer, browser: memory } = liveBrowser(api);
    await run(keepChoice({ code: "GB", atStart: true, paths: ["/acme/"] }), layer);
    expect(memory.state.session.get("ipCountryCode")).toBe("GB");
    expect(memory.state.navigations).toEqual([]);
  });

  it("a selection stores 'userCountryCode', then goes through the paths", async () => {
    const { layer, browser: memory } = liveBrowser(api);
    await run(keepChoice({ code: "DE", atStart: false, paths: ["/acme/", "/acme/vouchers"] }), layer);
    expect(memory.state.session.get("userCountryCode")).toBe("DE");
    expect(memory.state.navigations).toEqual([
      { kind: "push", url: "/acme/" },
      { kind: "replace", url: "/acme/vouchers" },
    ]);
  });
});

describe("spec §4 'Catalogue loads': the category lists of a choice", () => {
  const request = {
    families: ["vouchers", "merchandise", "perks", "charity", "lounge", "airmiles", "cashout", "personalize"],
    country_id: 976,
    url: "/acme",
    isLoggedIn: false,
  } as const;

  it("answers each family in order, with the experience categories when asked", async () => {
    const answer = await run(fetchCategoryLists({ ...request, experiencesCountryCode: "IN" }));
    expect(answer.lists.map((list) => list.family)).toEqual(request.families);
    expect(answer.lists[0]?.filters).toContainEqual(expect.objectContaining({ filter_value_id: 698 }));
    expect(answer.lists.every((list) => list.error === null)).toBe(true);
    expect(answer.experiences?.ok && answer.experiences.value).toContain("Adventure");
    const without = await run(fetchCategoryLists({ ...request, experiencesCountryCode: null }));
    expect(without.experiences).toBeNull();
  });

  it("spec §8: one failed list is empty with its error; the other lists still answer", async () => {
    api.app.faults.set({ operation: "fetchVouchersFilters", status: 500, times: 1 });
    const answer = await run(fetchCategoryLists({ ...request, experiencesCountryCode: null }));
    const failed = answer.lists.filter((list) => list.error !== null);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ filters: [], error: { _tag: "CatalogueFetchFailed" } });
    expect(answer.lists.filter((list) => list.filters.length > 0).length).toBeGreaterThan(0);
  });
});

describe("the category lists are fetched at most four at once", () => {
  let stub: Server;
  let host = "";
  let inFlight = 0;
  let most = 0;
  let served = 0;
  beforeAll(async () => {
    stub = createServer((_, response) => {
      inFlight += 1;
      served += 1;
      most = Math.max(most, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ data: { fetchVouchersFilters: { filters: [] } } }));
      }, 40);
    });
    await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", () => resolve()));
    host = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    stub.closeAllConnections();
    await new Promise<void>((resolve) => stub.close(() => resolve()));
  });

  it(`eight lists: every one is asked for, never more than ${CATEGORY_LIST_CONCURRENCY} in flight`, async () => {
    const layer = storefrontLayer(
      { apiHost: host, checkoutHost: host, timeoutMs: 5000 },
      makeMemoryBrowser(),
    );
    const answer = await run(
      fetchCategoryLists({
        families: [
          "vouchers",
          "merchandise",
          "perks",
          "charity",
          "lounge",
          "airmiles",
          "cashout",
          "personalize",
        ],
        country_id: 976,
        url: "/acme",
        isLoggedIn: false,
        experiencesCountryCode: null,
      }),
      layer,
    );
    expect(answer.lists).toHaveLength(8);
    expect(served).toBe(8);
    expect(CATEGORY_LIST_CONCURRENCY).toBe(4);
    expect(most).toBe(4);
  });
});
