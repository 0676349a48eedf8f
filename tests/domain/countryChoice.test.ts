import { categoryListsRequestOf, SELECTION_FAMILIES, START_FAMILIES } from "@domain/categories";
import {
  type CountryItem,
  choiceToKeepOf,
  DEFAULT_COUNTRY,
  initialChoiceFields,
  selectionFields,
} from "@domain/country";
import { describe, expect, it } from "vitest";

const item = (country_id: number, name: string, iso_code_2: string): CountryItem => ({
  country_id,
  name,
  iso_code_2,
  iso_code_3: `${iso_code_2}X`,
  currency_code: "EUR",
});

const countries = [item(958, "Germany", "DE"), item(976, "India", "IN"), item(1101, "United States", "US")];

describe("spec §4 'Initial country choice' as the flow's fields", () => {
  it("the stored code wins; the IP country becomes the origin", () => {
    expect(
      initialChoiceFields({
        countryList: countries,
        storedCountryCode: "DE",
        ipCountryCode: "US",
        originCountryCode: null,
      }),
    ).toEqual({
      userCountry: 958,
      selectedCountry: "Germany",
      userCountryCode: "DE",
      chosenBy: "stored",
      originCountryCode: "US",
    });
  });

  it("a changed origin re-syncs to the IP country", () => {
    expect(
      initialChoiceFields({
        countryList: countries,
        storedCountryCode: "DE",
        ipCountryCode: "US",
        originCountryCode: "IN",
      }),
    ).toMatchObject({ userCountryCode: "US", chosenBy: "origin", originCountryCode: "US" });
  });

  it("without an IP country the last origin stays; an empty list gives the default country", () => {
    expect(
      initialChoiceFields({
        countryList: [],
        storedCountryCode: null,
        ipCountryCode: null,
        originCountryCode: "IN",
      }),
    ).toEqual({
      userCountry: DEFAULT_COUNTRY.country_id,
      selectedCountry: DEFAULT_COUNTRY.name,
      userCountryCode: "IN",
      chosenBy: "first",
      originCountryCode: "IN",
    });
  });
});

describe("spec §4 'Country selection' as the flow's fields", () => {
  it("a listed country, chosen by selection, the category cleared", () => {
    expect(selectionFields(countries, 1101)).toEqual({
      userCountry: 1101,
      selectedCountry: "United States",
      userCountryCode: "US",
      chosenBy: "selection",
      categoryId: null,
    });
  });

  it("an id not in the list falls back to 99, 'India', 'IN'", () => {
    expect(selectionFields(countries, 5)).toMatchObject({
      userCountry: 99,
      selectedCountry: "India",
      userCountryCode: "IN",
    });
  });
});

describe("spec §4: what keeping a choice needs", () => {
  const place = {
    userCountryCode: "DE",
    siteUrl: "/acme",
    user: null,
    location: { pathname: "/acme/experiences", search: "" },
    viewport: { width: 1280 },
  };

  it("the initial choice is kept at start, whatever rule chose it", () => {
    expect(choiceToKeepOf({ ...place, chosenBy: "ip" })).toEqual({
      code: "DE",
      atStart: true,
      paths: ["/acme/"],
    });
    expect(choiceToKeepOf({ ...place, chosenBy: null }).atStart).toBe(true);
  });

  it("a selection on a phone goes home then to the experiences it came from", () => {
    expect(choiceToKeepOf({ ...place, chosenBy: "selection", viewport: { width: 390 } })).toEqual({
      code: "DE",
      atStart: false,
      paths: ["/acme/", "/acme/experiences"],
    });
  });

  it("before the site is known the url is '/': the user's domain names the prefix", () => {
    expect(
      choiceToKeepOf({ ...place, chosenBy: "selection", siteUrl: null, user: { domain: "acme" } }).paths,
    ).toEqual(["/acme/"]);
  });
});

describe("spec §4 'Catalogue loads': the category lists request of a choice", () => {
  const known = {
    userCountry: 976,
    siteUrl: "/acme",
    loggedIn: true,
    sections: ["vouchers", "experiences"],
    userCountryCode: "IN",
  };

  it("the initial choice loads the start families, with the experience categories when enabled", () => {
    expect(categoryListsRequestOf({ ...known, chosenBy: "ip" })).toEqual({
      families: START_FAMILIES,
      country_id: 976,
      url: "/acme",
      isLoggedIn: true,
      experiencesCountryCode: "IN",
    });
  });

  it("a selection loads the selection families; without 'experiences' no experience categories", () => {
    expect(
      categoryListsRequestOf({ ...known, chosenBy: "selection", sections: ["vouchers"], siteUrl: null }),
    ).toEqual({
      families: SELECTION_FAMILIES,
      country_id: 976,
      url: "/",
      isLoggedIn: true,
      experiencesCountryCode: null,
    });
  });
});
