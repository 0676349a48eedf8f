import type { CategoryFilter } from "@contract/catalogue";
import { categoryItemOf, EMPTY_CATEGORY_LISTS, titleCase, withCategoryList } from "@domain/categories";
import {
  type CountryItem,
  compareNamesIgnoringCase,
  countryListOf,
  DEFAULT_COUNTRY,
  filterCountries,
  formatProduct,
  initialCountryChoice,
  pointsTooltip,
  selectionFor,
  selectionPaths,
  sortByName,
} from "@domain/country";
import { decimalOf, formatConversion, formatMoneyNumber } from "@domain/money";
import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";

const runs = { numRuns: 500 };

const name = fc.oneof(
  fc.constantFrom(
    "India",
    "india",
    "INDIA",
    "Germany",
    "United States",
    "united kingdom",
    "Åland",
    "Ísland",
    "",
  ),
  fc.string({ maxLength: 16 }),
);
const iso2 = fc.stringMatching(/^[A-Z]{2}$/);
const countryItem: fc.Arbitrary<CountryItem> = fc.record({
  country_id: fc.integer({ min: 1, max: 5000 }),
  name,
  iso_code_2: iso2,
  iso_code_3: fc.stringMatching(/^[A-Z]{3}$/),
  currency_code: fc.stringMatching(/^[A-Z]{3}$/),
});
const countryList = fc.array(countryItem, { maxLength: 12 });
const code = fc.option(fc.oneof(iso2, fc.string({ maxLength: 3 })), { nil: null });

test.prop([countryList], runs)(
  "spec §3: sorting by name ignoring case gives an ordered permutation",
  (list) => {
    const sorted = sortByName(list);
    expect(sorted).toHaveLength(list.length);
    for (const item of list) expect(sorted).toContain(item);
    for (let i = 1; i < sorted.length; i += 1) {
      const before = sorted[i - 1];
      const after = sorted[i];
      if (before !== undefined && after !== undefined) {
        expect(compareNamesIgnoringCase(before.name, after.name)).toBeLessThanOrEqual(0);
      }
    }
  },
);

test.prop([countryList], runs)("spec §3: equal names (ignoring case) keep their order", (list) => {
  const sorted = sortByName(list);
  for (let i = 1; i < sorted.length; i += 1) {
    const before = sorted[i - 1];
    const after = sorted[i];
    if (before === undefined || after === undefined) continue;
    if (compareNamesIgnoringCase(before.name, after.name) === 0) {
      expect(list.indexOf(before)).toBeLessThan(list.indexOf(after));
    }
  }
});

test.prop([countryList, fc.oneof(name, fc.constantFrom("ind", "IND", "uni", " a "))], runs)(
  "spec §2.7: the search keeps exactly the countries whose name contains the query, in list order",
  (list, query) => {
    const found = filterCountries(list, query);
    const needle = query.trim().toLowerCase();
    expect(found).toEqual(list.filter((c) => c.name.toLowerCase().includes(needle)));
    expect(filterCountries(found, query)).toEqual(found);
    if (needle.toUpperCase().toLowerCase() === needle) {
      expect(filterCountries(list, query.toUpperCase())).toEqual(found);
    }
  },
);

test.prop([countryList], runs)("spec §2.7: a blank search keeps every country", (list) => {
  expect(filterCountries(list, "")).toEqual(list);
  expect(filterCountries(list, "   ")).toEqual(list);
});

test.prop([countryList, code, code, code], runs)(
  "spec §4 'Initial country choice': always a country of the list (India when there is none), never undefined",
  (list, storedCode, ipCode, previousOrigin) => {
    const choice = initialCountryChoice({ countries: list, storedCode, ipCode, previousOrigin });
    expect(choice.country).toBeDefined();
    if (list.length === 0) expect(choice.country).toEqual(DEFAULT_COUNTRY);
    else expect(list).toContain(choice.country);
    if (choice.source === "first") expect(choice.country).toBe(list[0] ?? DEFAULT_COUNTRY);
    const listedStored = list.find((c) => c.iso_code_2 === storedCode?.trim().toUpperCase());
    if (choice.source === "ip" || choice.source === "first") expect(listedStored).toBeUndefined();
  },
);

test.prop([countryList, fc.integer({ min: -10, max: 6000 })], runs)(
  "spec §4 'Country selection': fields are never undefined; unknown ids fall back to 99, 'India', 'IN'",
  (list, countryId) => {
    const selection = selectionFor(list, countryId);
    expect(typeof selection.userCountry).toBe("number");
    expect(selection.selectedCountry).not.toBe("");
    expect(selection.userCountryCode).toMatch(/^[A-Z]{2}$/);
    const listed = list.find((c) => c.country_id === countryId);
    if (listed === undefined) {
      expect(selection).toEqual({ userCountry: 99, selectedCountry: "India", userCountryCode: "IN" });
    } else {
      expect(selection.userCountry).toBe(listed.country_id);
    }
  },
);

const site = fc.constantFrom("/", "/acme", "/members/", "");
const segment = fc.constantFrom("experiences", "vouchers", "perks", "home", "acme", "");

test.prop(
  [
    site,
    fc.option(fc.constantFrom("acme", "members"), { nil: null }),
    fc.array(segment, { maxLength: 4 }),
    fc.constantFrom("", "?source=experiences", "?source=perks"),
    fc.integer({ min: 200, max: 2400 }),
  ],
  runs,
)(
  "spec §4 'Country selection': home first; on a phone then '/experiences' or '/vouchers'",
  (siteUrl, domain, parts, search, width) => {
    const paths = selectionPaths({
      siteUrl,
      userDomain: domain,
      pathname: `/${parts.join("/")}`,
      search,
      viewportWidth: width,
    });
    const [home, section] = paths;
    expect(home).toMatch(/^\/[a-z]+\/$/);
    if (width >= 992) {
      expect(paths).toHaveLength(1);
    } else {
      expect(paths).toHaveLength(2);
      const prefix = home?.slice(0, -1) ?? "";
      const second = parts.filter((p) => p !== "")[1];
      const expected =
        second === "experiences" || search === "?source=experiences" ? "experiences" : "vouchers";
      expect(section).toBe(`${prefix}/${expected}`);
    }
  },
);

test.prop([fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), fc.integer({ min: 0, max: 8 })], runs)(
  "spec §9: a value with `d` decimals shows exactly at `d` places",
  (units, places) => {
    const value = Number(`${units}e-${places}`);
    const digits = Math.abs(units)
      .toString()
      .padStart(places + 1, "0");
    const body = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
    expect(formatProduct([value], places)).toBe(units < 0 ? `-${body}` : body);
  },
);

test.prop([fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 6 })], runs)(
  "spec §9: rounding stays within half a unit of the last place",
  (value, places) => {
    const shown = Number(formatProduct([value], places));
    expect(Math.abs(shown - value)).toBeLessThanOrEqual(0.5 * 10 ** -places + Math.abs(value) * 1e-12);
  },
);

const points = fc.record({
  availablePoints: fc.integer({ min: 0, max: 10_000_000 }),
  conversionFactor: fc.constantFrom(1, 2, 10),
  pointsConversionFactor: fc.constantFrom(1, 0.5, 0.25, 0.01),
  currencyCode: fc.constantFrom("INR", "USD", "EUR"),
});
const pointValue = fc.record({
  currency: fc.constantFrom("INR", "USD", "JPY"),
  value: fc.constantFrom(1, 0.012, 1.78, 83.2, 0.0053),
});

test.prop([points, pointValue], runs)(
  "spec §2.4, §9: the tooltip shows the rate to 5 decimals and the total in the currency's minor unit",
  (p, v) => {
    const tooltip = pointsTooltip(p, v);
    expect(formatConversion(tooltip.rate)).toMatch(/^\d+\.\d{5}$/);
    expect(decimalOf(tooltip.rate)?.scale ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(5);
    expect(Number.isSafeInteger(tooltip.totalValue.amount)).toBe(true);
    expect(tooltip.totalValue.currency).toBe(v.currency);
    expect(formatMoneyNumber(tooltip.totalValue)).toMatch(
      v.currency === "JPY" ? /^[\d,]+$/ : /^[\d,]+\.\d{2}$/,
    );
    expect(tooltip.currency).toBe(v.currency);
    expect(tooltip.factor).toBe(String(p.conversionFactor));
  },
);

const categoryFilter: fc.Arbitrary<CategoryFilter> = fc.record({
  filter_value: fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.string({ maxLength: 12, unit: "grapheme" }),
    fc.constantFrom("straße ßig", "İSTANBUL tour", "HEALTH care", "e-commerce (online)"),
  ),
  filter_value_id: fc.integer({ min: 1, max: 99_999 }),
  promoted_category: fc.constantFrom<0 | 1>(0, 1),
  image: fc.constant("/catalogue/vouchers.svg"),
});

test.prop([fc.array(categoryFilter, { maxLength: 10 })], runs)(
  "spec §3 'Category filter item': value and promoted_category are strings; the name is title-cased",
  (filters) => {
    const lists = withCategoryList(EMPTY_CATEGORY_LISTS, "vouchers", filters);
    expect(lists.voucherCategoryList).toHaveLength(filters.length);
    filters.forEach((filter, index) => {
      const item = lists.voucherCategoryList[index];
      expect(item).toEqual(categoryItemOf(filter));
      expect(item?.value).toBe(String(filter.filter_value_id));
      expect(item?.promoted_category).toBe(String(filter.promoted_category));
      expect(titleCase(item?.name ?? "")).toBe(item?.name);
    });
  },
);

test.prop(
  [
    fc.array(
      fc.record({
        filter_value: name,
        filter_value_id: fc.integer({ min: 1, max: 9999 }),
        iso_code_2: iso2,
        iso_code_3: fc.constant("XXX"),
        currency_code: fc.constant("INR"),
      }),
      { maxLength: 10 },
    ),
  ],
  runs,
)("spec §3: the country list of any answer is sorted and keeps every country", (filters) => {
  const list = countryListOf(filters);
  expect(list.map((c) => c.country_id).sort()).toEqual(filters.map((f) => f.filter_value_id).sort());
  expect(sortByName(list)).toEqual(list);
});
