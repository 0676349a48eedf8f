import type { CategoryFilter, ProductSummary } from "@contract/catalogue";
import type { CountryFilter } from "@contract/site";
import {
  bannerLink,
  CATEGORY_GROUPS,
  categoryItemOf,
  categoryLink,
  EMPTY_CATEGORY_LISTS,
  enabledHomeSections,
  experienceCategoryLink,
  FETCHING_HOME,
  failedHome,
  fetchedHome,
  homeSectionLink,
  isExperiencesEnabled,
  isFamilyLoaded,
  perksCategoryItemOf,
  productLink,
  productPath,
  SELECTION_FAMILIES,
  START_FAMILIES,
  titleCase,
  withCategoryList,
} from "@domain/categories";
import {
  COUNTRIES_FILTER_GROUP,
  type CountryItem,
  countryCurrencyOf,
  countryFromFilter,
  countryListOf,
  countryListOrDefault,
  DEFAULT_COUNTRY,
  FALLBACK_COUNTRY_CODE,
  FALLBACK_COUNTRY_ID,
  FALLBACK_COUNTRY_NAME,
  filterCountries,
  formatProduct,
  IP_COUNTRY_CODE_KEY,
  initialCountryChoice,
  linkPrefixOf,
  NO_SELECTION,
  plainNumber,
  pointsTooltip,
  pointValueOf,
  pointValuePlan,
  selectionFor,
  selectionPaths,
  sessionFactsChanged,
  USER_COUNTRY_CODE_KEY,
  type UserPoints,
} from "@domain/country";
import { isMerchandiseCountry } from "@domain/navigation";
import { isPhoneWidth } from "@domain/viewport";
import { describe, expect, it } from "vitest";

const filter = (id: number, name: string, iso2: string, iso3: string, currency: string): CountryFilter => ({
  filter_value: name,
  filter_value_id: id,
  iso_code_2: iso2,
  iso_code_3: iso3,
  currency_code: currency,
});

/** The demo countries in the server's order (by country_id). */
const demoFilters: CountryFilter[] = [
  filter(958, "Germany", "DE", "DEU", "EUR"),
  filter(974, "Hungary", "HU", "HUN", "HUF"),
  filter(976, "India", "IN", "IND", "INR"),
  filter(977, "Indonesia", "ID", "IDN", "IDR"),
  filter(983, "Japan", "JP", "JPN", "JPY"),
  filter(1044, "Philippines", "PH", "PHL", "PHP"),
  filter(1100, "United Kingdom", "GB", "GBR", "GBP"),
  filter(1101, "United States", "US", "USA", "USD"),
];
const countries = countryListOf(demoFilters);
const byCode = (code: string): CountryItem => {
  const found = countries.find((c) => c.iso_code_2 === code);
  if (found === undefined) throw new Error(`no ${code}`);
  return found;
};

describe("spec §3 'Country': the list from the country filter items", () => {
  it("maps country_id ← filter_value_id and name ← filter_value", () => {
    expect(countryFromFilter(filter(976, "India", "in", "ind", "inr"))).toEqual({
      country_id: 976,
      name: "India",
      iso_code_2: "IN",
      iso_code_3: "IND",
      currency_code: "INR",
    });
  });

  it("sorts the list by name, ignoring case", () => {
    const list = countryListOf([
      filter(1, "united States", "US", "USA", "USD"),
      filter(2, "India", "IN", "IND", "INR"),
      filter(3, "germany", "DE", "DEU", "EUR"),
      filter(4, "Hungary", "HU", "HUN", "HUF"),
    ]);
    expect(list.map((c) => c.name)).toEqual(["germany", "Hungary", "India", "united States"]);
  });

  it("the default country is India, 976, IN, IND (spec §3)", () => {
    expect(DEFAULT_COUNTRY).toEqual({
      country_id: 976,
      name: "India",
      iso_code_2: "IN",
      iso_code_3: "IND",
      currency_code: "INR",
    });
  });

  it("the country filter group is '41' (spec §7.2, §9)", () => {
    expect(COUNTRIES_FILTER_GROUP).toBe("41");
  });

  it("spec §8 'Country fetch failure': an empty or missing list falls back to the default country", () => {
    expect(countryListOrDefault(null)).toEqual([DEFAULT_COUNTRY]);
    expect(countryListOrDefault([])).toEqual([DEFAULT_COUNTRY]);
    expect(countryListOrDefault(countries)).toBe(countries);
  });
});

describe("spec §2.7: search is a case-insensitive substring match on the country name", () => {
  it("'ind' finds India and Indonesia", () => {
    expect(filterCountries(countries, "ind").map((c) => c.name)).toEqual(["India", "Indonesia"]);
  });

  it("'UNITED' finds both United countries, in list order", () => {
    expect(filterCountries(countries, "UNITED").map((c) => c.name)).toEqual([
      "United Kingdom",
      "United States",
    ]);
  });

  it("matches inside the name ('pine' → Philippines)", () => {
    expect(filterCountries(countries, "pine").map((c) => c.name)).toEqual(["Philippines"]);
  });

  it("a blank query keeps every country; no match gives an empty list", () => {
    expect(filterCountries(countries, "  ")).toEqual(countries);
    expect(filterCountries(countries, "Atlantis")).toEqual([]);
  });
});

describe("spec §4 'Initial country choice'", () => {
  it("1. the user's stored country code", () => {
    expect(initialCountryChoice({ countries, storedCode: "gb", ipCode: "DE", previousOrigin: null })).toEqual(
      { country: byCode("GB"), source: "stored" },
    );
  });

  it("2. otherwise the IP country", () => {
    expect(initialCountryChoice({ countries, storedCode: null, ipCode: "DE", previousOrigin: null })).toEqual(
      {
        country: byCode("DE"),
        source: "ip",
      },
    );
  });

  it("a stored code that is not in the list does not count: the IP country", () => {
    expect(
      initialCountryChoice({ countries, storedCode: "ZZ", ipCode: "HU", previousOrigin: null }).country.name,
    ).toBe("Hungary");
  });

  it("3. otherwise the first country in the list", () => {
    expect(initialCountryChoice({ countries, storedCode: null, ipCode: null, previousOrigin: null })).toEqual(
      {
        country: byCode("DE"),
        source: "first",
      },
    );
    expect(
      initialCountryChoice({ countries, storedCode: null, ipCode: "ZZ", previousOrigin: null }).source,
    ).toBe("first");
  });

  it("spec §8: with no country list, the default country India", () => {
    expect(
      initialCountryChoice({ countries: [], storedCode: "DE", ipCode: "DE", previousOrigin: null }),
    ).toEqual({ country: DEFAULT_COUNTRY, source: "first" });
  });

  it("when the origin country code changes, the country is re-synced to it (over the stored code)", () => {
    expect(initialCountryChoice({ countries, storedCode: "GB", ipCode: "JP", previousOrigin: "IN" })).toEqual(
      {
        country: byCode("JP"),
        source: "origin",
      },
    );
  });

  it("an unchanged origin keeps the stored code first", () => {
    expect(
      initialCountryChoice({ countries, storedCode: "GB", ipCode: "IN", previousOrigin: "in" }).source,
    ).toBe("stored");
  });

  it("the chosen code is saved as 'ipCountryCode'; a selection as 'userCountryCode'", () => {
    expect(IP_COUNTRY_CODE_KEY).toBe("ipCountryCode");
    expect(USER_COUNTRY_CODE_KEY).toBe("userCountryCode");
  });
});

describe("spec §4 'Country selection': id, name and code, with their fallbacks", () => {
  it("a listed country gives its id, name and ISO2 code", () => {
    expect(selectionFor(countries, 958)).toEqual({
      userCountry: 958,
      selectedCountry: "Germany",
      userCountryCode: "DE",
    });
  });

  it("an unknown id falls back to 99, 'India' and 'IN'", () => {
    expect(selectionFor(countries, 12345)).toEqual({
      userCountry: 99,
      selectedCountry: "India",
      userCountryCode: "IN",
    });
    expect([FALLBACK_COUNTRY_ID, FALLBACK_COUNTRY_NAME, FALLBACK_COUNTRY_CODE]).toEqual([99, "India", "IN"]);
    expect(NO_SELECTION).toEqual({ userCountry: 99, selectedCountry: "India", userCountryCode: "IN" });
  });
});

describe("spec §4 'Country selection': where the page goes", () => {
  const place = {
    siteUrl: "/acme",
    userDomain: null,
    pathname: "/acme/vouchers",
    search: "",
    viewportWidth: 1280,
  };

  it("desktop: custom_url + '/'", () => {
    expect(selectionPaths(place)).toEqual(["/acme/"]);
  });

  it("phone (991 px or less) on an experiences page: '/' then '/experiences'", () => {
    expect(selectionPaths({ ...place, pathname: "/acme/experiences", viewportWidth: 991 })).toEqual([
      "/acme/",
      "/acme/experiences",
    ]);
  });

  it("phone with ?source=experiences: '/experiences'", () => {
    expect(
      selectionPaths({ ...place, pathname: "/acme", search: "?source=experiences", viewportWidth: 375 }),
    ).toEqual(["/acme/", "/acme/experiences"]);
  });

  it("phone anywhere else: '/vouchers'", () => {
    expect(selectionPaths({ ...place, pathname: "/acme/perks", viewportWidth: 375 })).toEqual([
      "/acme/",
      "/acme/vouchers",
    ]);
  });

  it("992 px is desktop, 991 px is a phone (spec §9)", () => {
    expect(isPhoneWidth(992)).toBe(false);
    expect(isPhoneWidth(991)).toBe(true);
  });

  it("custom_url '/' becomes '/{user domain or marketplace}' (spec §2.1)", () => {
    expect(linkPrefixOf("/", null)).toBe("/marketplace");
    expect(linkPrefixOf("/", "acme")).toBe("/acme");
    expect(linkPrefixOf("/members/", null)).toBe("/members");
    expect(selectionPaths({ ...place, siteUrl: "/" })).toEqual(["/marketplace/"]);
  });
});

describe("spec §6 'Tab visibility': merchandise countries", () => {
  it.each(["IN", "US", "GB", "IE", "CN", "SG", "AE", "ID", "QA", "GH", "PK"])(
    "%s shows merchandise",
    (code) => {
      expect(isMerchandiseCountry(code)).toBe(true);
    },
  );
  it.each(["DE", "HU", "JP", "PH"])("%s does not", (code) => {
    expect(isMerchandiseCountry(code)).toBe(false);
  });
});

describe("spec §4 'Point value'", () => {
  const codes = {
    IN: { currencies: [{ code: "INR", name: "Indian Rupee", symbol: "₹", decimals: 2 }] },
    US: { currencies: [{ code: "USD", name: "US Dollar", symbol: "$", decimals: 2 }] },
  };
  const inr: UserPoints = {
    availablePoints: 5000,
    conversionFactor: 1,
    pointsConversionFactor: 0.5,
    currencyCode: "INR",
  };

  it("reads the first currency of the country-codes map, keyed by the upper-case ISO2 code", () => {
    expect(countryCurrencyOf(codes, "us")).toBe("USD");
    expect(countryCurrencyOf(codes, "DE")).toBeNull();
    expect(countryCurrencyOf(null, "IN")).toBeNull();
  });

  it("different currencies: a conversion of amount 1 is requested", () => {
    expect(pointValuePlan({ loggedIn: true, clientId: 2002, points: inr, countryCurrency: "USD" })).toEqual({
      kind: "convert",
      request: { client_id: 2002, amount: 1, source_currency_code: "INR", target_currency_code: "USD" },
    });
  });

  it("the same currency: value 1 in that currency", () => {
    expect(pointValuePlan({ loggedIn: true, clientId: 2002, points: inr, countryCurrency: "inr" })).toEqual({
      kind: "same",
      value: { currency: "INR", value: 1 },
    });
  });

  it("signed out, no points or an unknown country currency: unset", () => {
    expect(pointValuePlan({ loggedIn: false, clientId: 2002, points: inr, countryCurrency: "USD" })).toEqual({
      kind: "unset",
    });
    expect(
      pointValuePlan({ loggedIn: true, clientId: 2002, points: null, countryCurrency: "USD" }).kind,
    ).toBe("unset");
    expect(pointValuePlan({ loggedIn: true, clientId: 2002, points: inr, countryCurrency: null }).kind).toBe(
      "unset",
    );
    expect(pointValuePlan({ loggedIn: true, clientId: null, points: inr, countryCurrency: "USD" }).kind).toBe(
      "unset",
    );
  });

  it("stores {currency, value: converted_amount}", () => {
    expect(
      pointValueOf(
        { client_id: 1, amount: 1, source_currency_code: "INR", target_currency_code: "USD" },
        0.012,
      ),
    ).toEqual({ currency: "USD", value: 0.012 });
  });
});

describe("spec §2.4 points-pill tooltip: '{factor} Reward Point = {rate} {CUR}', 'Total Value = {CUR} {value}'", () => {
  it("the acme demo: 'Acme Stars' worth INR 0.50 each; 5000 of them are INR 2500.00", () => {
    const acme: UserPoints = {
      availablePoints: 5000,
      conversionFactor: 1,
      pointsConversionFactor: 0.5,
      currencyCode: "INR",
    };
    expect(pointsTooltip(acme, { currency: "INR", value: 1 })).toEqual({
      factor: "1",
      rate: 0.5,
      currency: "INR",
      totalValue: { amount: 250000, currency: "INR" },
    });
  });

  it("in another country's currency: one point times the conversion (5 decimals), the total to 2", () => {
    const acme: UserPoints = {
      availablePoints: 750,
      conversionFactor: 1,
      pointsConversionFactor: 0.5,
      currencyCode: "INR",
    };
    expect(pointsTooltip(acme, { currency: "USD", value: 0.012 })).toEqual({
      factor: "1",
      rate: 0.006,
      currency: "USD",
      totalValue: { amount: 450, currency: "USD" },
    });
  });

  it("rounds the rate to 5 decimals and the total to the currency's minor unit (none for JPY)", () => {
    const points: UserPoints = {
      availablePoints: 1001,
      conversionFactor: 1,
      pointsConversionFactor: 1,
      currencyCode: "INR",
    };
    const tooltip = pointsTooltip(points, { currency: "JPY", value: 1.7777777 });
    expect(tooltip.rate).toBe(1.77778);
    // 1001 × 1.7777777 = 1779.5554777 yen → 1780.
    expect(tooltip.totalValue).toEqual({ amount: 1780, currency: "JPY" });
  });
});

describe("spec §9: exact display to 2 and 5 decimals", () => {
  it.each([
    [[1.005], 2, "1.01"],
    [[0.1, 3], 5, "0.30000"],
    [[2.675], 2, "2.68"],
    [[-1.5], 0, "-2"],
    [[-0.001], 2, "0.00"],
    [[1e-7], 5, "0.00000"],
    [[1.23e21], 2, "1230000000000000000000.00"],
    [[Number.NaN], 2, "0.00"],
  ])("%j to %i places is %s", (factors, places, text) => {
    expect(formatProduct(factors, places)).toBe(text);
  });

  it("plain numbers drop trailing zeros", () => {
    expect(plainNumber(1)).toBe("1");
    expect(plainNumber(0.5)).toBe("0.5");
    expect(plainNumber(Number.POSITIVE_INFINITY)).toBe("0");
  });
});

describe("spec §4 'Point value': what the session reports", () => {
  const facts = {
    loggedIn: true,
    user: { client_id: 2002, company_id: 2002, domain: "acme" },
    points: { availablePoints: 5000, conversionFactor: 1, pointsConversionFactor: 0.5, currencyCode: "INR" },
  };
  it("the same facts are no change; another user, other points or a logout are", () => {
    expect(sessionFactsChanged(facts, { ...facts, user: { ...facts.user } })).toBe(false);
    expect(sessionFactsChanged(facts, { ...facts, points: { ...facts.points, availablePoints: 10 } })).toBe(
      true,
    );
    expect(sessionFactsChanged(facts, { ...facts, user: { ...facts.user, client_id: 1001 } })).toBe(true);
    expect(sessionFactsChanged(facts, { loggedIn: false, user: null, points: null })).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// Categories

const categoryFilter = (id: number, name: string, promoted: 0 | 1 = 0): CategoryFilter => ({
  filter_value: name,
  filter_value_id: id,
  promoted_category: promoted,
  image: "/catalogue/vouchers.svg",
});

describe("spec §7.3, §9: category lists and their filter groups", () => {
  it("vouchers 37, merchandise 47, perks 48, lounge 51, charity 52, airmiles 53, cashout 67, personalize 70", () => {
    expect(CATEGORY_GROUPS).toEqual({
      vouchers: 37,
      merchandise: 47,
      perks: 48,
      lounge: 51,
      charity: 52,
      airmiles: 53,
      cashout: 67,
      personalize: 70,
    });
  });

  it("a selection reloads vouchers, merchandise, perks, charity, lounge, airmiles and cashout", () => {
    expect([...SELECTION_FAMILIES].sort()).toEqual(
      ["vouchers", "merchandise", "perks", "charity", "lounge", "airmiles", "cashout"].sort(),
    );
    expect(isFamilyLoaded("personalize", false)).toBe(false);
  });

  it("the start loads personalize too", () => {
    expect(START_FAMILIES).toContain("personalize");
    expect(isFamilyLoaded("personalize", true)).toBe(true);
    expect(isFamilyLoaded("vouchers", true)).toBe(true);
  });

  it("experience categories only when 'experiences' is enabled", () => {
    expect(isExperiencesEnabled(["vouchers", "experiences"])).toBe(true);
    expect(isExperiencesEnabled(["vouchers", "perks"])).toBe(false);
  });
});

describe("spec §3 'Category filter item'", () => {
  it("keeps name (title-cased), value (string id), promoted_category (string) and image", () => {
    expect(categoryItemOf(categoryFilter(715, "health care", 1))).toEqual({
      name: "Health Care",
      value: "715",
      promoted_category: "1",
      image: "/catalogue/vouchers.svg",
    });
  });

  it("perks items also keep filter_value_id and filter_value", () => {
    expect(perksCategoryItemOf(categoryFilter(1302, "Food & Beverage", 1))).toEqual({
      name: "Food & Beverage",
      value: "1302",
      promoted_category: "1",
      image: "/catalogue/vouchers.svg",
      filter_value_id: 1302,
      filter_value: "Food & Beverage",
    });
  });

  it.each([
    ["home & kitchen", "Home & Kitchen"],
    ["e-commerce (online)", "E-Commerce (Online)"],
    ["health care", "Health Care"],
    ["AWARDS & TROPHIES", "Awards & Trophies"],
    ["HEALTH care", "Health Care"],
    // Title-casing a title changes nothing (property-tests/country.property.test.ts).
    ["aAAA", "Aaaa"],
  ])("title-cases %s as %s", (text, expected) => {
    expect(titleCase(text)).toBe(expected);
  });

  it.each([
    ["UPI", "UPI"],
    ["WFH", "WFH"],
    ["Remote WFH Kit", "Remote WFH Kit"],
  ])(
    "keeps an abbreviation the data wrote in capitals: %s shows as %s, never re-cased ('Upi', 'Wfh')",
    (text, expected) => {
      expect(titleCase(text)).toBe(expected);
    },
  );

  it("the cash-out and gift-card categories show their codes as the data gives them (spec §9: UPI 1466, WFH 1230)", () => {
    expect(categoryItemOf(categoryFilter(1466, "UPI", 0)).name).toBe("UPI");
    expect(categoryItemOf(categoryFilter(1230, "WFH", 0)).name).toBe("WFH");
  });

  it("sets one family's list; no filters give an empty list (spec §8)", () => {
    const lists = withCategoryList(EMPTY_CATEGORY_LISTS, "vouchers", [categoryFilter(698, "Ecommerce", 1)]);
    expect(lists.voucherCategoryList).toEqual([
      { name: "Ecommerce", value: "698", promoted_category: "1", image: "/catalogue/vouchers.svg" },
    ]);
    expect(lists.merchandiseCategoryList).toEqual([]);
    const perks = withCategoryList(lists, "perks", [categoryFilter(1301, "Software & Tools")]);
    expect(perks.perksCategoryList[0]?.filter_value_id).toBe(1301);
    expect(withCategoryList(perks, "vouchers", []).voucherCategoryList).toEqual([]);
  });
});

describe("spec §2.3 subcategory links under the site prefix", () => {
  const item = { name: "Ecommerce", value: "698", promoted_category: "1", image: "" };
  it("vouchers: /vouchers/?category_id={value}", () => {
    expect(categoryLink("acme", "vouchers", item)).toBe("/acme/vouchers/?category_id=698");
  });
  it("merchandise: /merchandises/?filter_value_id={value}", () => {
    expect(categoryLink("acme", "merchandise", { ...item, value: "1390" })).toBe(
      "/acme/merchandises/?filter_value_id=1390",
    );
  });
  it("perks: /perks?filter_value_id={value}", () => {
    expect(categoryLink("marketplace", "perks", { ...item, value: "1301" })).toBe(
      "/marketplace/perks?filter_value_id=1301",
    );
  });
  it("experiences: /experiences?categories[]={name}", () => {
    expect(experienceCategoryLink("acme", "Adventure")).toBe("/acme/experiences?categories[]=Adventure");
  });
  it("products: the detail routes of spec §2.3", () => {
    const product = (type: ProductSummary["type"]) => ({
      type,
      url: "reel-cinema-gift-card",
      product_id: 51270,
    });
    expect(productLink("acme", product("vouchers"))).toBe(
      "/acme/vouchers/description/reel-cinema-gift-card/51270",
    );
    expect(productLink("acme", product("perks"))).toBe("/acme/perks/description/reel-cinema-gift-card/51270");
    expect(productLink("acme", product("experience"))).toBe("/acme/experiences/reel-cinema-gift-card/51270");
    expect(productLink("acme", product("merchandise"))).toBe("/acme/merchandise/reel-cinema-gift-card/51270");
    expect(productLink("acme", product("lounge"))).toBe(
      "/acme/lounge/description/reel-cinema-gift-card/51270",
    );
    expect(productLink("acme", product("charity"))).toBe(
      "/acme/charity/description/reel-cinema-gift-card/51270",
    );
    expect(productLink("acme", product("airmiles"))).toBe(
      "/acme/airmiles/description/reel-cinema-gift-card/51270",
    );
    expect(productLink("acme", product("personalize"))).toBe(
      "/acme/personalize-category/description/reel-cinema-gift-card/51270",
    );
    // Insurance names no id in its route: the description ends with it (spec §2.3 '/insurance/:description').
    expect(productLink("acme", product("insurance"))).toBe("/acme/insurance/reel-cinema-gift-card-51270");
  });
  it("products: a slug holding $' or $& stays as written in its detail path (spec §2.6)", () => {
    expect(productPath("vouchers", "gift-$'-card", 51270)).toBe("/vouchers/description/gift-$'-card/51270");
    expect(productPath("merchandise", "$&", 7)).toBe("/merchandise/$&/7");
    expect(productPath("insurance", "cover-$`", 9)).toBe("/insurance/cover-$`-9");
  });
  it("home sections' 'See all': their listing pages under the prefix", () => {
    expect(homeSectionLink("marketplace", "vouchers")).toBe("/marketplace/vouchers");
    expect(homeSectionLink("/acme/", "perks")).toBe("/acme/perks");
  });
  it("banners: internal urls under the prefix, external ones as they are", () => {
    expect(bannerLink("acme", { isExternal: false, url: "/vouchers/?category_id=698" })).toBe(
      "/acme/vouchers/?category_id=698",
    );
    expect(bannerLink("acme", { isExternal: true, url: "https://lounges.example.com/winter" })).toBe(
      "https://lounges.example.com/winter",
    );
  });
});

describe("spec §3 'Home sections', §4 'Catalogue loads'", () => {
  it("starts fetching, then fetched with data or failed with the error", () => {
    expect(FETCHING_HOME.vouchers).toEqual({ status: "fetching", data: [], error: null });
    expect(fetchedHome({ experiences: [], vouchers: [], perks: [] }).perks).toEqual({
      status: "fetched",
      data: [],
      error: null,
    });
    const error = { _tag: "CatalogueFetchFailed", reason: "x", message: "" } as const;
    expect(failedHome(error).experiences).toEqual({ status: "failed", data: [], error });
  });

  it("shows the sections whose route is enabled, in order experiences, vouchers, perks", () => {
    expect(enabledHomeSections(["vouchers", "experiences", "merchandise"])).toEqual([
      "experiences",
      "vouchers",
    ]);
  });
});
