/** The pure rules the country flow applies to what its programs answer (spec §4, §8). */
import type { CategoryFilter } from "@contract/catalogue";
import {
  type CategoryListsAnswer,
  categoryListFailures,
  categoryListRequest,
  EMPTY_CATEGORY_LISTS,
  experienceCategoriesOf,
  familiesToLoad,
  withCategoryOutcomes,
} from "@domain/categories";
import { type CountryData, countryDataFailures, countryDataFields, DEFAULT_COUNTRY } from "@domain/country";
import type { ErrorData } from "@errors/data";
import { describe, expect, it } from "vitest";

const failure: ErrorData = { _tag: "CatalogueFetchFailed", reason: "ServerError" };
const india = {
  filter_value: "India",
  filter_value_id: 976,
  iso_code_2: "IN",
  iso_code_3: "IND",
  currency_code: "INR",
};
const kept = {
  countryList: [],
  ipCountryCode: "US",
  countryCodes: null,
  storedCountryCode: "GB",
  topupCountryList: [],
  experienceCountryList: [],
};

describe("spec §4, §8: the country data of a load", () => {
  const answered: CountryData = {
    countries: { ok: true, value: [india] },
    ipCountry: { ok: true, value: "IN" },
    countryCodes: { ok: true, value: {} },
    storedCode: { ok: true, value: null },
    topupCountries: { ok: true, value: [] },
    experienceCountries: { ok: true, value: [] },
  };

  it("what answered replaces what was kept, and no failure is kept", () => {
    expect(countryDataFields(answered, kept)).toMatchObject({
      countryList: [{ country_id: 976, name: "India" }],
      ipCountryCode: "IN",
      storedCountryCode: null,
      countryCodes: {},
    });
    expect(Object.values(countryDataFailures(answered))).toEqual([null, null, null, null, null, null]);
  });

  it("'Country fetch failure': the default list (India); a failed IP country is unknown", () => {
    const data: CountryData = {
      ...answered,
      countries: { ok: false, error: failure },
      ipCountry: { ok: false, error: failure },
    };
    const fields = countryDataFields(data, kept);
    expect(fields.countryList).toEqual([DEFAULT_COUNTRY]);
    expect(fields.ipCountryCode).toBeNull();
    expect(countryDataFailures(data)).toMatchObject({
      countries: failure,
      ipCountry: failure,
      storage: null,
    });
  });
});

describe("spec §4 'Catalogue loads', §8 'Category fetch with no filters'", () => {
  const ecommerce: CategoryFilter = {
    filter_value: "ECOMMERCE",
    filter_value_id: 698,
    promoted_category: 1,
    image: "/v.svg",
  };

  it("the initial choice loads personalize too, a selection not", () => {
    expect(familiesToLoad(true)).toContain("personalize");
    expect(familiesToLoad(false)).not.toContain("personalize");
    expect(familiesToLoad(false)).toHaveLength(7);
  });

  it("each family asks for its filter group with the country, site and login flag", () => {
    expect(
      categoryListRequest(
        { families: [], country_id: 958, url: "/acme", isLoggedIn: true, experiencesCountryCode: null },
        "perks",
      ),
    ).toEqual({ filter_group_id: 48, country_id: 958, url: "/acme", isLoggedIn: true });
  });

  it("a failed list is empty with its error; experience categories only when asked", () => {
    const answer: CategoryListsAnswer = {
      lists: [
        { family: "vouchers", filters: [ecommerce], error: null },
        { family: "merchandise", filters: [], error: failure },
      ],
      experiences: { ok: false, error: failure },
    };
    const lists = withCategoryOutcomes(
      {
        ...EMPTY_CATEGORY_LISTS,
        merchandiseCategoryList: [{ name: "X", value: "1", promoted_category: "0", image: "" }],
      },
      answer.lists,
    );
    expect(lists.voucherCategoryList).toEqual([
      { name: "Ecommerce", value: "698", promoted_category: "1", image: "/v.svg" },
    ]);
    expect(lists.merchandiseCategoryList).toEqual([]);
    expect(categoryListFailures(answer)).toEqual({
      vouchers: null,
      merchandise: failure,
      experienceCategories: failure,
    });
    expect(experienceCategoriesOf(answer)).toEqual([]);
    expect(categoryListFailures({ ...answer, experiences: null })).not.toHaveProperty("experienceCategories");
    expect(experienceCategoriesOf({ lists: [], experiences: { ok: true, value: ["Dining"] } })).toEqual([
      "Dining",
    ]);
  });
});
