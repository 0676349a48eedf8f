import { readFileSync } from "node:fs";
import { startStorefrontSystem, storefrontReplayOptions } from "@app/system";
import type { CategoryFilter, ProductSummary, TopupCountry } from "@contract/catalogue";
import type { Country, CountryCodes, CountryFilter } from "@contract/site";
import {
  type CategoryListOutcome,
  type CategoryListRequest,
  type CategoryListsAnswer,
  type CategoryListsRequest,
  categoryListRequest,
  type LandingData,
} from "@domain/categories";
import type { ChoiceToKeep, ConversionRequest, CountryData, PointValue } from "@domain/country";
import { parseLog } from "@domain/eventlog/format";
import type { Outcome } from "@domain/outcome";
import { countryActors } from "@effects/country";
import type { ErrorData } from "@errors/data";
import { replay } from "@eventlog/replay";
import {
  catalogueLoadFailureOf,
  countryEventSchemas,
  countryMachine,
  listFailureOf,
} from "@machines/country";
import { rootMachine } from "@machines/root";
import type { ShellInput } from "@machines/shell";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromPromise, SimulatedClock, waitFor } from "xstate";
import {
  liveBrowser,
  makeScript,
  type ReferenceApi,
  settle,
  startReferenceApi,
  startSystem,
} from "../support/harness";

const ORIGIN = "http://storefront.test";

const inputAt = (path: string, width = 1280, loggedIn = false): ShellInput => {
  const url = new URL(path, ORIGIN);
  return {
    location: { origin: url.origin, pathname: url.pathname, search: url.search },
    viewport: { width, height: 800 },
    language: "en",
    loggedIn,
    inIframe: false,
    features: { perksCompanies: null, cashout: true },
  };
};

const country = (id: number, name: string, iso2: string, iso3: string, currency: string): CountryFilter => ({
  filter_value: name,
  filter_value_id: id,
  iso_code_2: iso2,
  iso_code_3: iso3,
  currency_code: currency,
});

/** The demo countries as the server sends them (by country_id, not by name). */
const demoCountries: CountryFilter[] = [
  country(958, "Germany", "DE", "DEU", "EUR"),
  country(974, "Hungary", "HU", "HUN", "HUF"),
  country(976, "India", "IN", "IND", "INR"),
  country(1101, "United States", "US", "USA", "USD"),
  country(1100, "United Kingdom", "GB", "GBR", "GBP"),
];

const currency = (code: string) => ({ currencies: [{ code, name: code, symbol: code, decimals: 2 }] });
const demoCodes: CountryCodes = {
  DE: currency("EUR"),
  HU: currency("HUF"),
  IN: currency("INR"),
  US: currency("USD"),
  GB: currency("GBP"),
};

const category = (id: number, name: string, promoted: 0 | 1 = 0): CategoryFilter => ({
  filter_value: name,
  filter_value_id: id,
  promoted_category: promoted,
  image: "/catalogue/vouchers.svg",
});

const product = (id: number, type: ProductSummary["type"], name: string): ProductSummary => ({
  product_id: id,
  name,
  url: name.toLowerCase().replaceAll(" ", "-"),
  type,
  filter_group_id: type === "vouchers" ? 37 : null,
  image: "/catalogue/vouchers.svg",
  country_id: 976,
  country_name: "India",
  currency_code: "INR",
  denominations: [500],
  min_price: 500,
  max_price: 500,
  spl_discount: 0,
  is_recommended: 0,
  categories: "698",
  category: null,
});

const unauthenticated: ErrorData = {
  _tag: "Unauthenticated",
  operation: "fetchVouchersFilters",
};
const missingFilters: ErrorData = { _tag: "CategoryFiltersMissing" };
const countriesFailed: ErrorData = { _tag: "CountryFetchFailed" };
const ipFailed: ErrorData = { _tag: "IpCountryFailed" };
const rejected: ErrorData = { _tag: "ConversionRejected" };
const landingFailed: ErrorData = { _tag: "CatalogueFetchFailed", reason: "ServerError" };

/** What a fake call answers: a value, a failure, or a promise the test settles later. */
type Answer<T, I = void> = (input: I) => T | ErrorData | Promise<T>;

interface Answers {
  countries: Answer<readonly CountryFilter[], { readonly url: string }>;
  ip: Answer<string>;
  codes: Answer<CountryCodes>;
  experienceCountries: Answer<readonly Country[], { readonly url: string }>;
  topup: Answer<readonly TopupCountry[], { readonly url: string; readonly isLoggedIn: boolean }>;
  stored: Answer<string | null>;
  categories: Answer<readonly CategoryFilter[], CategoryListRequest>;
  experienceCategories: Answer<readonly string[], { readonly countryCode: string }>;
  landing: Answer<LandingData, { readonly url: string; readonly country_id: number }>;
  conversion: Answer<PointValue, ConversionRequest | null>;
}

const defaultAnswers = (): Answers => ({
  countries: () => demoCountries,
  ip: () => "IN",
  codes: () => demoCodes,
  experienceCountries: () => [],
  topup: () => [{ countryId: 976, name: "India", iso_code_2: "IN", currency_code: "INR" }],
  stored: () => null,
  categories: (request) =>
    request.filter_group_id === 37 ? [category(698, "ECOMMERCE", 1), category(715, "health care")] : [],
  experienceCategories: () => ["Adventure", "Dining"],
  landing: () => ({
    experiences: [product(61022, "experience", "Sunset Kayaking")],
    vouchers: [product(51270, "vouchers", "Reel Cinema Gift Card")],
    perks: [],
  }),
  conversion: (request) => ({ currency: request?.target_currency_code ?? "", value: 0.012 }),
});

const isError = (value: unknown): value is ErrorData =>
  typeof value === "object" && value !== null && "_tag" in value;

type Script = ReturnType<typeof makeScript>;

/**
 * The flow's programs answered by `answers`. A program that fans out records each call it makes
 * under the call's own name (the country data's six calls, the category lists one by one, the
 * storage and navigation of a choice), so the tests read like the spec's list of calls.
 */
const fakeActors = (script: Script, answers: Answers) => {
  const call = async <T, I>(name: string, answer: Answer<T, I>, input: I): Promise<T> => {
    script.calls.push({ name, input });
    const value = await answer(input);
    if (isError(value)) throw value;
    return value;
  };
  const outcome = async <T>(answer: Promise<T>): Promise<Outcome<T>> => {
    try {
      return { ok: true, value: await answer };
    } catch (error) {
      if (isError(error)) return { ok: false, error };
      throw error;
    }
  };
  return {
    loadCountryData: fromPromise<CountryData, { readonly url: string; readonly isLoggedIn: boolean }>(
      async ({ input }) => {
        const countries = outcome(call("fetchCountries", answers.countries, { url: input.url }));
        const ipCountry = outcome(call("fetchIpCountry", answers.ip, undefined));
        const countryCodes = outcome(call("fetchCountryCodes", answers.codes, undefined));
        const storedCode = outcome(call("readStoredCountryCode", answers.stored, undefined));
        const topupCountries = outcome(call("fetchTopupCountries", answers.topup, input));
        const experienceCountries = outcome(
          call("fetchExperienceCountries", answers.experienceCountries, { url: input.url }),
        );
        return {
          countries: await countries,
          ipCountry: await ipCountry,
          countryCodes: await countryCodes,
          storedCode: await storedCode,
          topupCountries: await topupCountries,
          experienceCountries: await experienceCountries,
        };
      },
    ),
    keepChoice: fromPromise<void, ChoiceToKeep>(async ({ input }) => {
      if (input.atStart) {
        script.calls.push({ name: "saveChosenCountryCode", input: { code: input.code } });
        return;
      }
      script.calls.push({ name: "storeUserCountryCode", input: { code: input.code } });
      script.calls.push({ name: "navigateThrough", input: { paths: input.paths } });
    }),
    convertPointValue: fromPromise<PointValue, ConversionRequest | null>(({ input }) =>
      call("convertPointValue", answers.conversion, input),
    ),
    fetchCategoryLists: fromPromise<CategoryListsAnswer, CategoryListsRequest>(async ({ input }) => {
      const lists = await Promise.all(
        input.families.map(async (family): Promise<CategoryListOutcome> => {
          const answer = await outcome(
            call("fetchCategoryList", answers.categories, categoryListRequest(input, family)),
          );
          return answer.ok
            ? { family, filters: answer.value, error: null }
            : { family, filters: [], error: answer.error };
        }),
      );
      const code = input.experiencesCountryCode;
      const experiences =
        code === null
          ? null
          : await outcome(
              call("fetchExperienceCategories", answers.experienceCategories, { countryCode: code }),
            );
      return { lists, experiences };
    }),
    fetchLandingSections: fromPromise<LandingData, { readonly url: string; readonly country_id: number }>(
      ({ input }) => call("fetchLandingSections", answers.landing, input),
    ),
  };
};

/** A promise the test settles later (a call still in flight). */
const held = <T>() => {
  const control: { resolve: (value: T) => void } = { resolve: () => {} };
  const promise = new Promise<T>((resolve) => {
    control.resolve = resolve;
  });
  return { promise, resolve: (value: T) => control.resolve(value) };
};

const ACME_SECTIONS = ["vouchers", "experiences", "merchandises", "swag", "charity"];

const start = (change: Partial<Answers> = {}, input: ShellInput = inputAt("/acme")) => {
  const script = makeScript();
  const machine = countryMachine.provide({ actors: fakeActors(script, { ...defaultAnswers(), ...change }) });
  const started = startSystem(machine, "country", input, ["session", "trackOrder"]);
  return { ...started, script };
};

/** Starts the flow and sends the site; waits until everything answered. */
const startReady = async (
  change: Partial<Answers> = {},
  input: ShellInput = inputAt("/acme"),
  site: { siteUrl: string; sections: string[] } = { siteUrl: "/acme", sections: ACME_SECTIONS },
) => {
  const started = start(change, input);
  started.actor.send({ type: "SITE.READY", ...site });
  await settle();
  await settle();
  return started;
};

const callsOf = (script: Script, name: string) =>
  script.calls.filter((call) => call.name === name).map((call) => call.input);

const alexFacts = {
  type: "SESSION.USER" as const,
  loggedIn: true,
  user: { client_id: 2002, company_id: 2002, domain: "acme" },
  points: { availablePoints: 5000, conversionFactor: 1, pointsConversionFactor: 0.5, currencyCode: "INR" },
};

const LOAD_CALLS = [
  "fetchCountries",
  "fetchIpCountry",
  "fetchCountryCodes",
  "readStoredCountryCode",
  "fetchTopupCountries",
  "fetchExperienceCountries",
];

describe("the country flow waits for the site (nothing loads before SITE.READY)", () => {
  it("stays 'waiting' and calls nothing, whatever else arrives", async () => {
    const { actor, script } = start();
    actor.send({ type: "ENV.VIEWPORT", width: 400, height: 800 });
    actor.send({ type: "COUNTRY.SELECT", countryId: 958 });
    actor.send(alexFacts);
    await settle();
    expect(actor.getSnapshot().hasTag("waiting")).toBe(true);
    expect(actor.getSnapshot().value).toBe("waiting");
    expect(script.calls).toEqual([]);
  });

  it("has the id of its systemId", () => {
    expect(countryMachine.id).toBe("country");
  });
});

describe("machines/README.md rules for the country flow", () => {
  const code = readFileSync(new URL("../../machines/country.ts", import.meta.url), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");

  it("describes every outside event by a schema with a literal type, and handles each of them", () => {
    const handled = new Set<string>(countryMachine.root.events);
    const types = countryEventSchemas.map((schema) => {
      const ast = schema.fields.type.ast;
      return ast._tag === "Literal" ? String(ast.literal) : "";
    });
    expect(types).toEqual([
      "ENV.VIEWPORT",
      "ENV.LOCATION",
      "SITE.READY",
      "SESSION.USER",
      "COUNTRY.SELECT",
      "COUNTRY.OPEN_PICKER",
      "COUNTRY.CLOSE_PICKER",
      "COUNTRY.FILTER",
      "CATEGORY.SET",
      "COUNTRY.RETRY",
    ]);
    for (const type of types) expect(handled.has(type)).toBe(true);
  });

  it("declares every invoked effect by name, and reads no clock, randomness or browser global", () => {
    const names = Object.keys(countryMachine.implementations.actors);
    for (const [, name] of code.matchAll(/src:\s*"([^"]+)"/g)) expect(names).toContain(name);
    for (const pattern of [
      /\bDate\b/,
      /\bMath\.random\b/,
      /\bwindow\b/,
      /\bsessionStorage\b/,
      /\bcallOperation\b/,
    ]) {
      expect(code).not.toMatch(pattern);
    }
  });
});

describe("spec §2.1, §4: the country data loads side by side after SITE.READY", () => {
  it("asks for all countries, the IP country, the country codes, the stored code, top-up and experience countries", async () => {
    const script = makeScript();
    const countries = held<readonly CountryFilter[]>();
    const actors = fakeActors(script, { ...defaultAnswers(), countries: () => countries.promise });
    const machine = countryMachine.provide({ actors });
    const { actor } = startSystem(machine, "country", inputAt("/acme"), ["session"]);
    actor.send({ type: "SITE.READY", siteUrl: "/acme", sections: ACME_SECTIONS });
    await settle();
    // The full-page loader shows while the countries load.
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    expect([...script.names()].sort()).toEqual([...LOAD_CALLS].sort());
    expect(callsOf(script, "fetchCountries")).toEqual([{ url: "/acme" }]);
    expect(callsOf(script, "fetchTopupCountries")).toEqual([{ url: "/acme", isLoggedIn: false }]);
    expect(callsOf(script, "fetchExperienceCountries")).toEqual([{ url: "/acme" }]);
    countries.resolve(demoCountries);
    await settle();
    expect(actor.getSnapshot().hasTag("ready")).toBe(true);
  });

  it("spec §3: the list is sorted by name, ignoring case, with country_id from filter_value_id", async () => {
    const { actor } = await startReady({
      countries: () => [country(1, "india", "IN", "IND", "INR"), country(2, "Germany", "DE", "DEU", "EUR")],
    });
    expect(actor.getSnapshot().context.countryList).toEqual([
      { country_id: 2, name: "Germany", iso_code_2: "DE", iso_code_3: "DEU", currency_code: "EUR" },
      { country_id: 1, name: "india", iso_code_2: "IN", iso_code_3: "IND", currency_code: "INR" },
    ]);
  });

  it("keeps the top-up and experience country lists and the country-codes map", async () => {
    const { actor } = await startReady();
    const context = actor.getSnapshot().context;
    expect(context.topupCountryList).toEqual([
      { countryId: 976, name: "India", iso_code_2: "IN", currency_code: "INR" },
    ]);
    expect(context.countryCodes).toEqual(demoCodes);
  });
});

describe("spec §4 'Initial country choice'", () => {
  it("1. the stored code", async () => {
    const { actor, script } = await startReady({ stored: () => "GB", ip: () => "DE" });
    const context = actor.getSnapshot().context;
    expect(context).toMatchObject({
      userCountry: 1100,
      selectedCountry: "United Kingdom",
      userCountryCode: "GB",
      chosenBy: "stored",
    });
    // The chosen ISO2 code is saved in session as ipCountryCode.
    expect(callsOf(script, "saveChosenCountryCode")).toEqual([{ code: "GB" }]);
  });

  it("2. otherwise the IP country", async () => {
    const { actor, script } = await startReady({ ip: () => "DE" });
    expect(actor.getSnapshot().context).toMatchObject({
      userCountry: 958,
      userCountryCode: "DE",
      chosenBy: "ip",
    });
    expect(callsOf(script, "saveChosenCountryCode")).toEqual([{ code: "DE" }]);
  });

  it("3. otherwise the first country of the list", async () => {
    const { actor } = await startReady({ ip: () => "ZZ" });
    expect(actor.getSnapshot().context).toMatchObject({
      userCountry: 958,
      selectedCountry: "Germany",
      chosenBy: "first",
    });
  });

  it("spec §8 'IP country failure': falls back to the first country and keeps the error", async () => {
    const { actor } = await startReady({ ip: () => ipFailed });
    const context = actor.getSnapshot().context;
    expect(context).toMatchObject({ selectedCountry: "Germany", chosenBy: "first", ipCountryCode: null });
    expect(context.errors.ipCountry?._tag).toBe("IpCountryFailed");
  });

  it("spec §8 'Country fetch failure': the default country list (India, 976, IN) so the page still works", async () => {
    const { actor } = await startReady({ countries: () => countriesFailed, ip: () => "DE" });
    const context = actor.getSnapshot().context;
    expect(context.countryList).toEqual([
      { country_id: 976, name: "India", iso_code_2: "IN", iso_code_3: "IND", currency_code: "INR" },
    ]);
    expect(context).toMatchObject({ userCountry: 976, selectedCountry: "India", userCountryCode: "IN" });
    expect(context.errors.countries?._tag).toBe("CountryFetchFailed");
    expect(actor.getSnapshot().hasTag("ready")).toBe(true);
  });

  it("does not navigate at start", async () => {
    const { script } = await startReady();
    expect(callsOf(script, "navigateThrough")).toEqual([]);
    expect(callsOf(script, "storeUserCountryCode")).toEqual([]);
  });

  it("when the origin country code changes (a later load answers another one), the country re-syncs to it", async () => {
    let ip = "IN";
    const { actor } = await startReady({ stored: () => "GB", ip: () => ip });
    expect(actor.getSnapshot().context).toMatchObject({ userCountryCode: "GB", originCountryCode: "IN" });
    ip = "DE";
    actor.send({ type: "SITE.READY", siteUrl: "/members", sections: ["vouchers"] });
    await settle();
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({
      userCountryCode: "DE",
      chosenBy: "origin",
      originCountryCode: "DE",
    });
  });
});

describe("spec §4 'Catalogue loads' at start: the same lists as a selection, plus personalize, for the chosen country", () => {
  it("loads the category lists of groups 37, 47, 48, 52, 51, 53, 67 and 70 with the country id, url and login flag", async () => {
    const { script } = await startReady();
    const requests = callsOf(script, "fetchCategoryList") as CategoryListRequest[];
    expect(requests.map((r) => r.filter_group_id).sort()).toEqual([37, 47, 48, 51, 52, 53, 67, 70]);
    for (const request of requests) {
      expect(request).toMatchObject({ country_id: 976, url: "/acme", isLoggedIn: false });
    }
  });

  it("keeps the category items for display: title-cased name, string value, string promoted_category", async () => {
    const { actor } = await startReady();
    expect(actor.getSnapshot().context.voucherCategoryList).toEqual([
      { name: "Ecommerce", value: "698", promoted_category: "1", image: "/catalogue/vouchers.svg" },
      { name: "Health Care", value: "715", promoted_category: "0", image: "/catalogue/vouchers.svg" },
    ]);
  });

  it("perks items also keep filter_value_id and filter_value", async () => {
    const { actor } = await startReady({
      categories: (r) => (r.filter_group_id === 48 ? [category(1302, "Food & Beverage", 1)] : []),
    });
    expect(actor.getSnapshot().context.perksCategoryList).toEqual([
      {
        name: "Food & Beverage",
        value: "1302",
        promoted_category: "1",
        image: "/catalogue/vouchers.svg",
        filter_value_id: 1302,
        filter_value: "Food & Beverage",
      },
    ]);
  });

  it("loads experience categories for the chosen ISO2 code when 'experiences' is enabled", async () => {
    const { actor, script } = await startReady();
    expect(callsOf(script, "fetchExperienceCategories")).toEqual([{ countryCode: "IN" }]);
    expect(actor.getSnapshot().context.experienceCategoryList).toEqual(["Adventure", "Dining"]);
  });

  it("the home sections: fetching, then fetched with data (landing details, limit 10, url, country_id)", async () => {
    const { actor, script } = await startReady();
    expect(callsOf(script, "fetchLandingSections")).toEqual([{ url: "/acme", country_id: 976 }]);
    const home = actor.getSnapshot().context.home;
    expect(home.vouchers.status).toBe("fetched");
    expect(home.vouchers.data.map((p) => p.product_id)).toEqual([51270]);
    expect(home.experiences.data.map((p) => p.name)).toEqual(["Sunset Kayaking"]);
    expect(home.perks).toEqual({ status: "fetched", data: [], error: null });
  });

  it("the home sections failed: status 'failed' with the error", async () => {
    const { actor } = await startReady({ landing: () => landingFailed });
    const home = actor.getSnapshot().context.home;
    expect(home.experiences).toEqual({ status: "failed", data: [], error: landingFailed });
    expect(home.vouchers.status).toBe("failed");
  });

  it("the home sections show 'fetching' while the landing details load", async () => {
    const script = makeScript();
    const landing = held<LandingData>();
    const actors = fakeActors(script, { ...defaultAnswers(), landing: () => landing.promise });
    const { actor } = startSystem(countryMachine.provide({ actors }), "country", inputAt("/acme"), [
      "session",
    ]);
    actor.send({ type: "SITE.READY", siteUrl: "/acme", sections: ACME_SECTIONS });
    await settle();
    expect(actor.getSnapshot().context.home.vouchers.status).toBe("fetching");
  });
});

describe("spec §4 'Country selection'", () => {
  it("sets the id, the name and the code, and stores userCountryCode in session storage", async () => {
    const { actor, script } = await startReady();
    actor.send({ type: "COUNTRY.SELECT", countryId: 958 });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({
      userCountry: 958,
      selectedCountry: "Germany",
      userCountryCode: "DE",
      chosenBy: "selection",
    });
    expect(callsOf(script, "storeUserCountryCode")).toEqual([{ code: "DE" }]);
  });

  it("an unknown country falls back to 99, 'India' and 'IN'", async () => {
    const { actor, script } = await startReady();
    actor.send({ type: "COUNTRY.SELECT", countryId: 4242 });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({
      userCountry: 99,
      selectedCountry: "India",
      userCountryCode: "IN",
    });
    expect(callsOf(script, "storeUserCountryCode")).toEqual([{ code: "IN" }]);
  });

  it("reloads vouchers, merchandise, perks, charity, lounge, airmiles and cashout (not personalize) for the new country", async () => {
    const { actor, script } = await startReady();
    const before = callsOf(script, "fetchCategoryList").length;
    actor.send({ type: "COUNTRY.SELECT", countryId: 1101 });
    await settle();
    const after = (callsOf(script, "fetchCategoryList") as CategoryListRequest[]).slice(before);
    expect(after.map((r) => r.filter_group_id).sort()).toEqual([37, 47, 48, 51, 52, 53, 67]);
    for (const request of after) expect(request.country_id).toBe(1101);
  });

  it("reloads experience categories with the new ISO2 code when 'experiences' is enabled", async () => {
    const { actor, script } = await startReady();
    actor.send({ type: "COUNTRY.SELECT", countryId: 1101 });
    await settle();
    expect(callsOf(script, "fetchExperienceCategories")).toEqual([
      { countryCode: "IN" },
      { countryCode: "US" },
    ]);
  });

  it("does not load experience categories when 'experiences' is not enabled", async () => {
    const { actor, script } = await startReady({}, inputAt("/acme"), {
      siteUrl: "/acme",
      sections: ["vouchers", "charity"],
    });
    actor.send({ type: "COUNTRY.SELECT", countryId: 1101 });
    await settle();
    expect(callsOf(script, "fetchExperienceCategories")).toEqual([]);
    expect(actor.getSnapshot().context.experienceCategoryList).toEqual([]);
  });

  it("reloads the home sections for the new country", async () => {
    const { actor, script } = await startReady();
    actor.send({ type: "COUNTRY.SELECT", countryId: 958 });
    await settle();
    expect(callsOf(script, "fetchLandingSections")).toEqual([
      { url: "/acme", country_id: 976 },
      { url: "/acme", country_id: 958 },
    ]);
  });

  it("clears the category id", async () => {
    const { actor } = await startReady();
    actor.send({ type: "CATEGORY.SET", categoryId: "698" });
    expect(actor.getSnapshot().context.categoryId).toBe("698");
    actor.send({ type: "COUNTRY.SELECT", countryId: 958 });
    expect(actor.getSnapshot().context.categoryId).toBeNull();
  });

  it("desktop: navigates to custom_url + '/'", async () => {
    const { actor, script } = await startReady();
    actor.send({ type: "COUNTRY.SELECT", countryId: 958 });
    await settle();
    expect(callsOf(script, "navigateThrough")).toEqual([{ paths: ["/acme/"] }]);
  });

  it("mobile (991 px) on '/acme/experiences': '/acme/' then '/acme/experiences'", async () => {
    const { actor, script } = await startReady({}, inputAt("/acme/experiences", 991));
    actor.send({ type: "COUNTRY.SELECT", countryId: 958 });
    await settle();
    expect(callsOf(script, "navigateThrough")).toEqual([{ paths: ["/acme/", "/acme/experiences"] }]);
  });

  it("mobile with ?source=experiences: '/experiences'; elsewhere '/vouchers' (following ENV.LOCATION / ENV.VIEWPORT)", async () => {
    const { actor, script } = await startReady();
    actor.send({ type: "ENV.VIEWPORT", width: 375, height: 700 });
    actor.send({ type: "ENV.LOCATION", pathname: "/acme", search: "?source=experiences" });
    actor.send({ type: "COUNTRY.SELECT", countryId: 958 });
    await settle();
    actor.send({ type: "ENV.LOCATION", pathname: "/acme/perks", search: "" });
    actor.send({ type: "COUNTRY.SELECT", countryId: 976 });
    await settle();
    expect(callsOf(script, "navigateThrough")).toEqual([
      { paths: ["/acme/", "/acme/experiences"] },
      { paths: ["/acme/", "/acme/vouchers"] },
    ]);
  });

  it("on the default store (custom_url '/') goes to '/{user domain or marketplace}/'", async () => {
    const { actor, script } = await startReady({}, inputAt("/marketplace"), {
      siteUrl: "/",
      sections: ["vouchers"],
    });
    actor.send({ type: "COUNTRY.SELECT", countryId: 958 });
    await settle();
    expect(callsOf(script, "navigateThrough")).toEqual([{ paths: ["/marketplace/"] }]);
  });

  it("spec §8 'Category fetch with no filters': an empty list, and navigation continues", async () => {
    let voucherAnswer: readonly CategoryFilter[] | ErrorData = [category(698, "Ecommerce", 1)];
    const { actor, script } = await startReady({
      categories: (r) => (r.filter_group_id === 37 ? voucherAnswer : []),
    });
    expect(actor.getSnapshot().context.voucherCategoryList).toHaveLength(1);
    voucherAnswer = missingFilters;
    actor.send({ type: "COUNTRY.SELECT", countryId: 958 });
    await settle();
    const context = actor.getSnapshot().context;
    expect(context.voucherCategoryList).toEqual([]);
    expect(context.errors.vouchers?._tag).toBe("CategoryFiltersMissing");
    expect(callsOf(script, "navigateThrough")).toEqual([{ paths: ["/acme/"] }]);
  });

  it("a selection while the countries still load is ignored", async () => {
    const script = makeScript();
    const countries = held<readonly CountryFilter[]>();
    const actors = fakeActors(script, { ...defaultAnswers(), countries: () => countries.promise });
    const { actor } = startSystem(countryMachine.provide({ actors }), "country", inputAt("/acme"), [
      "session",
    ]);
    actor.send({ type: "SITE.READY", siteUrl: "/acme", sections: ACME_SECTIONS });
    actor.send({ type: "COUNTRY.SELECT", countryId: 958 });
    await settle();
    expect(callsOf(script, "storeUserCountryCode")).toEqual([]);
    expect(actor.getSnapshot().context.chosenBy).toBeNull();
  });
});

describe("spec §4 'Point value'", () => {
  it("the same currency (INR points in India): value 1 in INR, no conversion call", async () => {
    const { actor, script } = await startReady();
    actor.send(alexFacts);
    await settle();
    expect(actor.getSnapshot().context.pointValue).toEqual({ currency: "INR", value: 1 });
    expect(callsOf(script, "convertPointValue")).toEqual([]);
  });

  it("another country's currency: clientCurrencyConversion {client_id, amount 1, source, target}, stored", async () => {
    const { actor, script } = await startReady();
    actor.send(alexFacts);
    actor.send({ type: "COUNTRY.SELECT", countryId: 1101 });
    await settle();
    expect(callsOf(script, "convertPointValue")).toEqual([
      { client_id: 2002, amount: 1, source_currency_code: "INR", target_currency_code: "USD" },
    ]);
    expect(actor.getSnapshot().context.pointValue).toEqual({ currency: "USD", value: 0.012 });
  });

  it("a conversion answer carrying an Error leaves the value unset", async () => {
    const { actor } = await startReady({ conversion: () => rejected });
    actor.send(alexFacts);
    await settle();
    expect(actor.getSnapshot().context.pointValue).toEqual({ currency: "INR", value: 1 });
    actor.send({ type: "COUNTRY.SELECT", countryId: 1101 });
    await settle();
    expect(actor.getSnapshot().context.pointValue).toBeNull();
    expect(actor.getSnapshot().context.errors.conversion?._tag).toBe("ConversionRejected");
  });

  it("signed out: unset", async () => {
    const { actor } = await startReady();
    expect(actor.getSnapshot().context.pointValue).toBeNull();
    actor.send(alexFacts);
    await settle();
    actor.send({ type: "SESSION.USER", loggedIn: false, user: null, points: null });
    await settle();
    expect(actor.getSnapshot().context.pointValue).toBeNull();
  });

  it("recomputes when the session brings other points, not when it repeats the same facts", async () => {
    const { actor, script } = await startReady({}, inputAt("/acme"));
    actor.send({ ...alexFacts, points: { ...alexFacts.points, currencyCode: "USD" } });
    await settle();
    expect(callsOf(script, "convertPointValue")).toHaveLength(1);
    actor.send({ ...alexFacts, points: { ...alexFacts.points, currencyCode: "USD" } });
    await settle();
    expect(callsOf(script, "convertPointValue")).toHaveLength(1);
    actor.send({ ...alexFacts, points: { ...alexFacts.points, currencyCode: "EUR" } });
    await settle();
    expect(callsOf(script, "convertPointValue")).toEqual([
      { client_id: 2002, amount: 1, source_currency_code: "USD", target_currency_code: "INR" },
      { client_id: 2002, amount: 1, source_currency_code: "EUR", target_currency_code: "INR" },
    ]);
  });

  it("a user who signs in before the site is known gets the value once the country is chosen", async () => {
    const { actor } = start();
    actor.send(alexFacts);
    actor.send({ type: "SITE.READY", siteUrl: "/acme", sections: ACME_SECTIONS });
    await settle();
    await settle();
    expect(actor.getSnapshot().context.pointValue).toEqual({ currency: "INR", value: 1 });
  });

  it("the logged-in flag goes with the category calls (spec §6)", async () => {
    const { actor, script } = await startReady({}, inputAt("/acme", 1280, true));
    actor.send({ type: "COUNTRY.SELECT", countryId: 958 });
    await settle();
    const requests = callsOf(script, "fetchCategoryList") as CategoryListRequest[];
    expect(requests.every((r) => r.isLoggedIn)).toBe(true);
  });
});

describe("spec §2.7: the picker", () => {
  it("opens with an empty search, filters, and a selection closes it", async () => {
    const { actor } = await startReady();
    actor.send({ type: "COUNTRY.OPEN_PICKER" });
    expect(actor.getSnapshot().context.picker).toEqual({ open: true, query: "" });
    actor.send({ type: "COUNTRY.FILTER", query: "ger" });
    expect(actor.getSnapshot().context.picker).toEqual({ open: true, query: "ger" });
    actor.send({ type: "COUNTRY.SELECT", countryId: 958 });
    expect(actor.getSnapshot().context.picker).toEqual({ open: false, query: "" });
  });

  it("closes without selecting", async () => {
    const { actor, script } = await startReady();
    actor.send({ type: "COUNTRY.OPEN_PICKER" });
    actor.send({ type: "COUNTRY.FILTER", query: "uni" });
    actor.send({ type: "COUNTRY.CLOSE_PICKER" });
    await settle();
    expect(actor.getSnapshot().context.picker).toEqual({ open: false, query: "" });
    expect(callsOf(script, "storeUserCountryCode")).toEqual([]);
  });
});

describe("SITE.READY again", () => {
  it("with the same site: only the sections change, nothing reloads", async () => {
    const { actor, script } = await startReady();
    const calls = script.calls.length;
    actor.send({ type: "SITE.READY", siteUrl: "/acme", sections: ["vouchers"] });
    await settle();
    expect(script.calls.length).toBe(calls);
    expect(actor.getSnapshot().context.sections).toEqual(["vouchers"]);
  });

  it("with another site: everything loads again for it", async () => {
    const { actor, script } = await startReady();
    actor.send({ type: "SITE.READY", siteUrl: "/members", sections: ["vouchers"] });
    await settle();
    await settle();
    expect(callsOf(script, "fetchCountries")).toEqual([{ url: "/acme" }, { url: "/members" }]);
    expect(callsOf(script, "fetchLandingSections").at(-1)).toEqual({ url: "/members", country_id: 976 });
    expect(actor.getSnapshot().context.siteUrl).toBe("/members");
  });
});

describe("the country announces COUNTRY.SELECTED to trackOrder (its default phone code)", () => {
  it("at start and when the site is known the fallback 'IN', then the initial choice, then every selection", async () => {
    const { actor, eventsOf } = start({ stored: () => "GB" });
    await settle();
    expect(eventsOf("trackOrder")).toEqual([
      { type: "COUNTRY.SELECTED", countryCode: "IN", countryId: 99, countryName: "India" },
    ]);
    actor.send({ type: "SITE.READY", siteUrl: "/acme", sections: ACME_SECTIONS });
    await settle();
    await settle();
    expect(eventsOf("trackOrder").at(-1)).toEqual({
      type: "COUNTRY.SELECTED",
      countryCode: "GB",
      countryId: 1100,
      countryName: "United Kingdom",
    });
    actor.send({ type: "COUNTRY.SELECT", countryId: 958 });
    await settle();
    expect(eventsOf("trackOrder").at(-1)).toEqual({
      type: "COUNTRY.SELECTED",
      countryCode: "DE",
      countryId: 958,
      countryName: "Germany",
    });
    // At start, when the site is known (a flow spawned later missed the start), at the choice, at the selection.
    expect(eventsOf("trackOrder").map((event) => event.countryCode)).toEqual(["IN", "IN", "GB", "DE"]);
  });

  it("an unknown country announces the fallback code 'IN' (spec §4)", async () => {
    const { actor, eventsOf } = await startReady({ stored: () => "DE" });
    actor.send({ type: "COUNTRY.SELECT", countryId: 12345 });
    await settle();
    expect(eventsOf("trackOrder").at(-1)).toEqual({
      type: "COUNTRY.SELECTED",
      countryCode: "IN",
      countryId: 99,
      countryName: "India",
    });
  });
});

describe("spec §8: the category lists of a choice fail one by one", () => {
  it("a failed list is empty and keeps its error; the others are kept", async () => {
    const { actor } = await startReady({
      categories: (r) => (r.filter_group_id === 37 ? missingFilters : [category(900, "Gadgets")]),
    });
    const context = actor.getSnapshot().context;
    expect(context.voucherCategoryList).toEqual([]);
    expect(context.errors.vouchers?._tag).toBe("CategoryFiltersMissing");
    expect(context.merchandiseCategoryList).toHaveLength(1);
    expect(context.errors.merchandise).toBeNull();
    expect(context.experienceCategoryList).toEqual(["Adventure", "Dining"]);
  });

  it("failed experience categories are cleared and keep their error", async () => {
    const { actor } = await startReady({ experienceCategories: () => landingFailed });
    const context = actor.getSnapshot().context;
    expect(context.experienceCategoryList).toEqual([]);
    expect(context.errors.experienceCategories).toEqual(landingFailed);
    expect(context.voucherCategoryList).toHaveLength(2);
  });
});

describe("spec §8 'Catalogue fetch failure': the error is kept, and a retry or the next navigation asks again", () => {
  /** Answers a failure the first `failures` times, then `value`. */
  const failingFirst =
    <T, I>(failures: number, value: (input: I) => T) =>
    (input: I): T | ErrorData => {
      failures -= 1;
      return failures >= 0 ? landingFailed : value(input);
    };

  it("failed home sections offer COUNTRY.RETRY: only the home sections load again, then show", async () => {
    const { actor, script } = await startReady({ landing: failingFirst(1, defaultAnswers().landing) });
    expect(catalogueLoadFailureOf(actor.getSnapshot().context)).toEqual(landingFailed);
    const listsBefore = callsOf(script, "fetchCategoryList").length;
    actor.send({ type: "COUNTRY.RETRY" });
    expect(actor.getSnapshot().context.home.vouchers.status).toBe("fetching");
    await settle();
    const context = actor.getSnapshot().context;
    expect(context.home.vouchers.status).toBe("fetched");
    expect(context.errors.landing).toBeNull();
    expect(catalogueLoadFailureOf(context)).toBeNull();
    expect(callsOf(script, "fetchLandingSections")).toHaveLength(2);
    expect(callsOf(script, "fetchCategoryList")).toHaveLength(listsBefore);
  });

  it("the next navigation (ENV.LOCATION) retries failed category lists; a retry that fails keeps the error", async () => {
    const { actor, script } = await startReady({
      categories: failingFirst(2 * 8, defaultAnswers().categories),
    });
    expect(actor.getSnapshot().context.errors.vouchers).toEqual(landingFailed);
    actor.send({ type: "ENV.LOCATION", pathname: "/acme/vouchers", search: "" });
    await settle();
    expect(actor.getSnapshot().context.errors.vouchers).toEqual(landingFailed);
    expect(actor.getSnapshot().context.location.pathname).toBe("/acme/vouchers");
    actor.send({ type: "ENV.LOCATION", pathname: "/acme", search: "" });
    await settle();
    const context = actor.getSnapshot().context;
    expect(context.voucherCategoryList).toHaveLength(2);
    expect(listFailureOf(context)).toBeNull();
    expect(callsOf(script, "fetchLandingSections")).toHaveLength(1);
  });

  it("nothing failed: a navigation or a retry loads nothing again", async () => {
    const { actor, script } = await startReady();
    const calls = script.calls.length;
    actor.send({ type: "ENV.LOCATION", pathname: "/acme/vouchers", search: "" });
    actor.send({ type: "COUNTRY.RETRY" });
    await settle();
    expect(script.calls).toHaveLength(calls);
  });
});

describe("spec §8 'HTTP 401': treated as logged out", () => {
  it("a call answering 401 tells the session its session expired", async () => {
    const { eventsOf } = await startReady({ categories: () => unauthenticated });
    expect(eventsOf("session")).toContainEqual({ type: "SESSION.EXPIRED" });
  });

  it("other failures do not", async () => {
    const { eventsOf } = await startReady({ categories: () => missingFilters });
    expect(eventsOf("session")).toEqual([]);
  });
});

describe("the context is JSON only", () => {
  it("survives a JSON round trip", async () => {
    const { actor } = await startReady({ landing: () => landingFailed });
    const context = actor.getSnapshot().context;
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
  });
});

describe("event sourcing: a recorded run of the country flow replays", () => {
  it("loads, a session report, the picker, two selections and a failed conversion replay with 0 divergences", async () => {
    const script = makeScript();
    const country = countryMachine.provide({
      actors: fakeActors(script, { ...defaultAnswers(), conversion: () => rejected }),
    });
    const clock = new SimulatedClock();
    const { root, recorder } = startStorefrontSystem({
      machine: rootMachine.provide({ actors: { country } }),
      input: {
        location: { origin: ORIGIN, pathname: "/acme", search: "" },
        viewport: { width: 1280, height: 800 },
        language: "en",
        loginFlag: false,
        walletId: null,
        supportEmail: "support@rewards-storefront.example",
        inIframe: false,
        features: { perksCompanies: null, cashout: true },
      },
      clock,
      environment: { viewport: { width: 1280, height: 800 }, language: "en", url: `${ORIGIN}/acme` },
      recordedAt: "2026-11-25T00:00:00.000Z",
      salt: "test-salt",
    });
    const flow = root.system.get("country");
    if (flow === undefined) throw new Error("no country flow");
    flow.send({ type: "SITE.READY", siteUrl: "/acme", sections: ACME_SECTIONS });
    await settle();
    await settle();
    flow.send(alexFacts);
    flow.send({ type: "COUNTRY.OPEN_PICKER" });
    flow.send({ type: "COUNTRY.FILTER", query: "uni" });
    flow.send({ type: "COUNTRY.SELECT", countryId: 1101 });
    await settle();
    root.send({ type: "ENV.VIEWPORT", width: 390, height: 800 });
    flow.send({ type: "COUNTRY.SELECT", countryId: 958 });
    await settle();
    expect(flow.getSnapshot().context).toMatchObject({ userCountryCode: "DE", pointValue: null });
    expect(callsOf(script, "navigateThrough")).toEqual([
      { paths: ["/acme/"] },
      { paths: ["/acme/", "/acme/vouchers"] },
    ]);

    const log = parseLog(recorder.toText());
    expect(log.entries.some((e) => e.actor === "country" && e.event.type === "COUNTRY.SELECT")).toBe(true);
    // The country data once, then for each of the three choices its storage, lists, home and point value.
    expect(
      log.entries.filter((e) => e.actor === "country" && e.input === "effect").length,
    ).toBeGreaterThanOrEqual(1 + 3 * 3 + 2);
    const outcome = replay(log, storefrontReplayOptions());
    expect(outcome.kind === "diverged" ? outcome.divergence : outcome.kind).toBe("replayed");
    root.stop();
  });
});

// ---------------------------------------------------------------------------------------------
// Against the reference API over HTTP, with the live effects and an in-memory browser.

describe("the country flow against the reference API (live effects)", () => {
  let api: ReferenceApi;
  beforeAll(async () => {
    api = await startReferenceApi();
  });
  afterAll(async () => {
    await api.close();
  });

  const startLive = (path: string, width = 1280, session: Record<string, string> = {}) => {
    const { browser, layer } = liveBrowser(api, { url: `${ORIGIN}${path}`, session });
    const machine = countryMachine.provide({ actors: countryActors(layer) });
    const started = startSystem(machine, "country", inputAt(path, width), ["session"]);
    return { browser, ...started };
  };

  const loaded = (actor: ReturnType<typeof startLive>["actor"]) =>
    waitFor(
      actor,
      (s) => s.matches({ active: { settled: { lists: "loaded", home: "loaded", storage: "idle" } } }),
      {
        timeout: 10_000,
      },
    );

  it("loads the acme countries, chooses India by IP, saves ipCountryCode and fills the catalogue", async () => {
    const { actor, browser } = startLive("/acme");
    actor.send({ type: "SITE.READY", siteUrl: "/acme", sections: ACME_SECTIONS });
    const done = await loaded(actor);
    const context = done.context;
    expect(context.countryList.map((c) => c.name)).toEqual([
      "Germany",
      "Hungary",
      "India",
      "Indonesia",
      "Japan",
      "Philippines",
      "United Kingdom",
      "United States",
    ]);
    expect(context).toMatchObject({ userCountry: 976, selectedCountry: "India", userCountryCode: "IN" });
    expect(browser.state.session.get("ipCountryCode")).toBe("IN");
    expect(context.voucherCategoryList.length).toBeGreaterThan(0);
    expect(context.experienceCategoryList.length).toBeGreaterThan(0);
    // perks is not an acme section: the server answers an empty list.
    expect(context.perksCategoryList).toEqual([]);
    expect(context.home.vouchers.status).toBe("fetched");
    expect(context.home.vouchers.data.length).toBeGreaterThan(0);
    expect(context.countryCodes?.IN?.currencies[0]?.code).toBe("INR");
    expect(Object.values(context.errors).every((error) => error === null)).toBe(true);
  });

  it("a stored userCountryCode wins; selecting the United States stores it and navigates to /acme/", async () => {
    const { actor, browser } = startLive("/acme/vouchers", 1280, { userCountryCode: "GB" });
    actor.send({ type: "SITE.READY", siteUrl: "/acme", sections: ACME_SECTIONS });
    await loaded(actor);
    expect(actor.getSnapshot().context.selectedCountry).toBe("United Kingdom");
    actor.send(alexFacts);
    actor.send({ type: "COUNTRY.SELECT", countryId: 1101 });
    const done = await waitFor(
      actor,
      (s) =>
        s.matches({
          active: { settled: { lists: "loaded", home: "loaded", storage: "idle", pointValue: "idle" } },
        }) && s.context.userCountryCode === "US",
      { timeout: 10_000 },
    );
    expect(browser.state.session.get("userCountryCode")).toBe("US");
    expect(browser.state.navigations).toEqual([{ kind: "push", url: "/acme/" }]);
    // Acme Stars in INR, converted to the United States' USD by the client's configured rate.
    expect(done.context.pointValue).toEqual({ currency: "USD", value: 0.012 });
  });

  it("on a phone the selection goes on to /acme/vouchers", async () => {
    const { actor, browser } = startLive("/acme/charity", 390);
    actor.send({ type: "SITE.READY", siteUrl: "/acme", sections: ACME_SECTIONS });
    await loaded(actor);
    actor.send({ type: "COUNTRY.SELECT", countryId: 958 });
    await waitFor(
      actor,
      (s) => s.context.chosenBy === "selection" && s.matches({ active: { settled: { storage: "idle" } } }),
      {
        timeout: 10_000,
      },
    );
    expect(browser.state.navigations.map((n) => n.url)).toEqual(["/acme/", "/acme/vouchers"]);
  });
});
