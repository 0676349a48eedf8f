/**
 * Pure rules of the country choice (spec §2.7, §3 'Country', 'Country-codes map', 'App info',
 * §4 'Initial country choice', 'Country selection', 'Point value', §8 country failure rows, §9
 * defaults): the country list, its search, the initial choice, a selection and its fallbacks, the
 * navigation after a selection, and the point value with the header's points tooltip.
 * Nothing here reads the browser, the clock or randomness: every value is passed in.
 */
import type { TopupCountry } from "@contract/catalogue";
import type { Country, CountryCodes, CountryFilter } from "@contract/site";
import { decimalOf, decimalsOf, divideRounded, type Money, toMinor, zero } from "./money";
import { failureOf, type Outcome, valueOr } from "./outcome";
import { normalizeCustomUrl, queryParam, sitePathFor } from "./session";
import { isPhoneWidth } from "./viewport";

// ---------------------------------------------------------------------------------------------
// Constants (spec §3, §9)

/** Filter group of the country list (spec §7.2 fetchAllCountries, §9: countries 41). */
export const COUNTRIES_FILTER_GROUP = "41";
/** Session-storage key of the code the user selected (spec §4 'Country selection'). */
export const USER_COUNTRY_CODE_KEY = "userCountryCode";
/** Session-storage key of the initially chosen ISO2 code (spec §4 'Initial country choice'). */
export const IP_COUNTRY_CODE_KEY = "ipCountryCode";
/** Fallback country id of a selection, and before any country is known (spec §9: 99). */
export const FALLBACK_COUNTRY_ID = 99;
/** Fallback selected country name (spec §4 'Country selection': 'India'). */
export const FALLBACK_COUNTRY_NAME = "India";
/** Fallback country code (spec §4 'Country selection', §9: 'IN'). */
export const FALLBACK_COUNTRY_CODE = "IN";
/** Points are shown to 2 decimals, conversion values to 5 (spec §9). */
export const POINTS_DECIMALS = 2;
export const CONVERSION_DECIMALS = 5;

// ---------------------------------------------------------------------------------------------
// Countries (spec §3 'Country')

/** A country (spec §3): country_id, name, iso_code_2, iso_code_3, and the currency the list names. */
export interface CountryItem {
  readonly country_id: number;
  readonly name: string;
  readonly iso_code_2: string;
  readonly iso_code_3: string;
  readonly currency_code: string;
}

/** The default country (spec §3: India, 976, IN, IND; spec §9: currency INR). */
export const DEFAULT_COUNTRY: CountryItem = {
  country_id: 976,
  name: "India",
  iso_code_2: "IN",
  iso_code_3: "IND",
  currency_code: "INR",
};

/** A country filter item as a country: country_id from filter_value_id, name from filter_value (spec §3). */
export const countryFromFilter = (filter: CountryFilter): CountryItem => ({
  country_id: filter.filter_value_id,
  name: filter.filter_value,
  iso_code_2: filter.iso_code_2.trim().toUpperCase(),
  iso_code_3: filter.iso_code_3.trim().toUpperCase(),
  currency_code: filter.currency_code.trim().toUpperCase(),
});

/** Orders two names ignoring case (spec §3 'Lists are sorted by name, ignoring case'). */
export const compareNamesIgnoringCase = (a: string, b: string): number => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

/** A list sorted by name ignoring case; equal names keep their order. */
export const sortByName = <T extends { readonly name: string }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => compareNamesIgnoringCase(a.name, b.name));

/** The country list of a fetchAllCountries answer, sorted by name ignoring case (spec §3). */
export const countryListOf = (filters: readonly CountryFilter[]): CountryItem[] =>
  sortByName(filters.map(countryFromFilter));

/**
 * The list the page works with: the fetched one, or the default country alone when the fetch
 * failed or answered nothing (spec §8 'Country fetch failure': falls back to the first country).
 */
export const countryListOrDefault = (countries: readonly CountryItem[] | null): readonly CountryItem[] =>
  countries === null || countries.length === 0 ? [DEFAULT_COUNTRY] : countries;

/**
 * The picker's search (spec §2.7): a case-insensitive substring match on the country name. A blank
 * query keeps every country; the order of the list is kept.
 */
export const filterCountries = <T extends { readonly name: string }>(
  countries: readonly T[],
  query: string,
): T[] => {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [...countries];
  return countries.filter((country) => country.name.toLowerCase().includes(needle));
};

const normalizeCode = (code: string | null | undefined): string | null => {
  const trimmed = code?.trim().toUpperCase() ?? "";
  return trimmed === "" ? null : trimmed;
};

/** The country with ISO2 code `code` (any case), if listed. */
export const findCountryByCode = (
  countries: readonly CountryItem[],
  code: string | null | undefined,
): CountryItem | undefined => {
  const wanted = normalizeCode(code);
  return wanted === null ? undefined : countries.find((c) => c.iso_code_2.toUpperCase() === wanted);
};

export const findCountryById = (
  countries: readonly CountryItem[],
  countryId: number,
): CountryItem | undefined => countries.find((c) => c.country_id === countryId);

// ---------------------------------------------------------------------------------------------
// Initial choice (spec §4 'Initial country choice')

/** Which rule chose the country: a changed origin country, the stored code, the IP country, the first one. */
export type ChoiceSource = "origin" | "stored" | "ip" | "first";

export interface InitialChoiceInput {
  /** The country list (already sorted). */
  readonly countries: readonly CountryItem[];
  /** The user's stored country code (session 'userCountryCode'). */
  readonly storedCode: string | null;
  /** The IP country of this load (null when the call failed). */
  readonly ipCode: string | null;
  /** The origin country code of the previous load, null on the first one. */
  readonly previousOrigin: string | null;
}

export interface InitialChoice {
  readonly country: CountryItem;
  readonly source: ChoiceSource;
}

/**
 * spec §4 'Initial country choice', in order: 1. the user's stored country code; 2. otherwise the
 * IP country; 3. otherwise the first country of the list. When the origin (IP) country code
 * changed since the previous load, the country is re-synced to it. A code not in the list does
 * not count; an empty list falls back to the default country, India (spec §3, §8).
 */
export const initialCountryChoice = (input: InitialChoiceInput): InitialChoice => {
  const countries = countryListOrDefault(input.countries);
  const ip = normalizeCode(input.ipCode);
  const previous = normalizeCode(input.previousOrigin);
  if (ip !== null && previous !== null && ip !== previous) {
    const origin = findCountryByCode(countries, ip);
    if (origin !== undefined) return { country: origin, source: "origin" };
  }
  const stored = findCountryByCode(countries, input.storedCode);
  if (stored !== undefined) return { country: stored, source: "stored" };
  const fromIp = findCountryByCode(countries, ip);
  if (fromIp !== undefined) return { country: fromIp, source: "ip" };
  return { country: countries[0] ?? DEFAULT_COUNTRY, source: "first" };
};

// ---------------------------------------------------------------------------------------------
// Selection (spec §4 'Country selection')

/** The country fields of the app info (spec §3 'App info'). */
export interface CountrySelection {
  /** The country id (fallback 99). */
  readonly userCountry: number;
  /** The selected country's name (fallback 'India'). */
  readonly selectedCountry: string;
  /** The ISO2 code (fallback 'IN'). */
  readonly userCountryCode: string;
}

/** Before any country is known: the fallbacks (spec §9 'Fallback country id 99 (when there is no app info)'). */
export const NO_SELECTION: CountrySelection = {
  userCountry: FALLBACK_COUNTRY_ID,
  selectedCountry: FALLBACK_COUNTRY_NAME,
  userCountryCode: FALLBACK_COUNTRY_CODE,
};

/** The selection of a listed country. */
export const selectionOf = (country: CountryItem): CountrySelection => ({
  userCountry: country.country_id,
  selectedCountry: country.name === "" ? FALLBACK_COUNTRY_NAME : country.name,
  userCountryCode: normalizeCode(country.iso_code_2) ?? FALLBACK_COUNTRY_CODE,
});

/**
 * spec §4 'Country selection': the id, name and code of the chosen country, falling back to 99,
 * 'India' and 'IN' when the id is not in the list.
 */
export const selectionFor = (countries: readonly CountryItem[], countryId: number): CountrySelection => {
  const country = findCountryById(countries, countryId);
  return country === undefined ? NO_SELECTION : selectionOf(country);
};

/**
 * The prefix of navigation links (spec §2.1): the branding custom_url, or '/{user domain or
 * "marketplace"}' when custom_url is '/'.
 */
export const linkPrefixOf = (customUrl: string, userDomain: string | null): string => {
  const trimmed = customUrl.trim().replace(/\/+$/, "");
  if (trimmed === "") return sitePathFor(userDomain);
  return normalizeCustomUrl(trimmed);
};

export interface SelectionPlace {
  /** The site url of the catalogue calls: the branding custom_url ('/acme', '/'). */
  readonly siteUrl: string;
  readonly userDomain: string | null;
  readonly pathname: string;
  readonly search: string;
  readonly viewportWidth: number;
}

/**
 * Where a selection leads (spec §4 'Country selection'): custom_url + '/'; on a phone then
 * custom_url + '/experiences' when the second path segment or the 'source' query parameter is
 * 'experiences', otherwise custom_url + '/vouchers'. The paths are visited in order.
 */
export const selectionPaths = (place: SelectionPlace): string[] => {
  const prefix = linkPrefixOf(place.siteUrl, place.userDomain);
  const home = `${prefix}/`;
  if (!isPhoneWidth(place.viewportWidth)) return [home];
  const second = place.pathname.split("/").filter((segment) => segment !== "")[1];
  const fromExperiences = second === "experiences" || queryParam(place.search, "source") === "experiences";
  return [home, `${prefix}/${fromExperiences ? "experiences" : "vouchers"}`];
};

// ---------------------------------------------------------------------------------------------
// Point value (spec §3 'Point value', §4 'Point value', §7.2 clientCurrencyConversion)

/** The point value (spec §3 conversionValue): one unit of the points currency in `currency`. */
export interface PointValue {
  readonly currency: string;
  readonly value: number;
}

/** The user's points as the session reports them (spec §3 'User points'). */
export interface UserPoints {
  readonly availablePoints: number;
  readonly conversionFactor: number;
  /** Value of one point in `currencyCode`. */
  readonly pointsConversionFactor: number;
  readonly currencyCode: string;
}

/** The first currency of a country in the country-codes map, keyed by the upper-case ISO2 code (spec §3). */
export const countryCurrencyOf = (codes: CountryCodes | null, iso2: string): string | null => {
  const key = normalizeCode(iso2);
  if (codes === null || key === null || !Object.hasOwn(codes, key)) return null;
  const first = codes[key]?.currencies[0]?.code;
  return normalizeCode(first);
};

/** The clientCurrencyConversion payload (spec §7.2): amount 1 of the points currency. */
export interface ConversionRequest {
  readonly client_id: number;
  readonly amount: 1;
  readonly source_currency_code: string;
  readonly target_currency_code: string;
}

export type PointValuePlan =
  /** Not signed in, or something needed is unknown: the value is unset. */
  | { readonly kind: "unset" }
  /** The points currency is the country's: one unit is worth 1. */
  | { readonly kind: "same"; readonly value: PointValue }
  /** The currencies differ: a conversion is requested. */
  | { readonly kind: "convert"; readonly request: ConversionRequest };

export interface PointValueInput {
  readonly loggedIn: boolean;
  readonly clientId: number | null;
  readonly points: UserPoints | null;
  /** The first currency of the selected country, or null when unknown. */
  readonly countryCurrency: string | null;
}

/**
 * spec §4 'Point value': when the signed-in user's points currency differs from the first
 * currency of the selected country, a conversion of amount 1 is requested; when they are the
 * same, the value is 1 in that currency; otherwise it is unset.
 */
export const pointValuePlan = (input: PointValueInput): PointValuePlan => {
  const source = normalizeCode(input.points?.currencyCode);
  const target = normalizeCode(input.countryCurrency);
  if (!input.loggedIn || input.clientId === null || source === null || target === null) {
    return { kind: "unset" };
  }
  if (source === target) return { kind: "same", value: { currency: target, value: 1 } };
  return {
    kind: "convert",
    request: {
      client_id: input.clientId,
      amount: 1,
      source_currency_code: source,
      target_currency_code: target,
    },
  };
};

/** The stored point value of a conversion answer: converted_amount in the target currency. */
export const pointValueOf = (request: ConversionRequest, convertedAmount: number): PointValue => ({
  currency: request.target_currency_code,
  value: convertedAmount,
});

// ---------------------------------------------------------------------------------------------
// Exact decimal display (spec §9: points to 2 decimals, conversion values to 5)

/**
 * The product of `factors` rounded half away from zero to `decimals` places, as text without
 * exponent ('0.50000'). Computed exactly from the numbers' decimal forms, so 1.005 × 1 gives
 * '1.01' at 2 places. A factor that is not finite reads as 0.
 */
export const formatProduct = (factors: readonly number[], decimals: number): string => {
  const places = Math.max(0, Math.trunc(decimals));
  let coefficient = 1n;
  let scale = 0;
  for (const factor of factors) {
    const decimal = decimalOf(factor) ?? { coefficient: 0n, scale: 0 };
    coefficient *= decimal.coefficient;
    scale += decimal.scale;
  }
  const units =
    scale > places
      ? divideRounded(coefficient, 10n ** BigInt(scale - places), "half-away")
      : coefficient * 10n ** BigInt(places - scale);
  const magnitude = units < 0n ? -units : units;
  const text = magnitude.toString().padStart(places + 1, "0");
  const whole = text.slice(0, text.length - places);
  const fraction = text.slice(text.length - places);
  const body = places === 0 ? whole : `${whole}.${fraction}`;
  return units < 0n ? `-${body}` : body;
};

export const plainNumber = (value: number): string => {
  const decimal = decimalOf(value);
  if (decimal === null) return "0";
  const text = formatProduct([value], decimal.scale);
  return text.includes(".") ? text.replace(/0+$/, "").replace(/\.$/, "") : text;
};

/** The figures of the header's points-pill tooltip (spec §2.4), for the views to format. */
export interface PointsTooltip {
  /** '{factor}' of '{factor} Reward Point = {rate} {CUR}': the conversion factor. */
  readonly factor: string;
  /** What `factor` points are worth in `currency`, rounded to 5 decimals (spec §9). */
  readonly rate: number;
  /** '{CUR}': the point value's currency. */
  readonly currency: string;
  /** '{value}' of 'Total Value = {CUR} {value}': the available points' worth in `currency`. */
  readonly totalValue: Money;
}

/** The product of `factors` as money of `currency`, rounded half away from zero to its minor unit. */
const productMoney = (factors: readonly number[], currency: string): Money => {
  const amount = toMinor(Number(formatProduct(factors, decimalsOf(currency))), currency);
  return amount.ok ? amount.value : zero(currency);
};

/**
 * The points-pill tooltip (spec §2.4 '{factor} Reward Point = {rate} {CUR}', 'Total Value = {CUR}
 * {value}'): one point is worth pointsConversionFactor of the points currency, times the point
 * value in the selected country's currency. The rate is exact to 5 decimals (spec §9), the total
 * to the currency's minor unit; the views show both through the money formatter (money.ts).
 */
export const pointsTooltip = (points: UserPoints, pointValue: PointValue): PointsTooltip => ({
  factor: plainNumber(points.conversionFactor),
  rate: Number(
    formatProduct(
      [points.conversionFactor, points.pointsConversionFactor, pointValue.value],
      CONVERSION_DECIMALS,
    ),
  ),
  currency: pointValue.currency,
  totalValue: productMoney(
    [points.availablePoints, points.pointsConversionFactor, pointValue.value],
    pointValue.currency,
  ),
});

// ---------------------------------------------------------------------------------------------
// What the session reports

/** The signed-in user as the session reports it (machines/shell.ts SESSION.USER). */
export interface CountryUser {
  readonly client_id: number;
  readonly company_id: number;
  readonly domain: string | null;
}

export interface SessionFacts {
  readonly loggedIn: boolean;
  readonly user: CountryUser | null;
  readonly points: UserPoints | null;
}

const sameUser = (a: CountryUser | null, b: CountryUser | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.client_id === b.client_id &&
    a.company_id === b.company_id &&
    a.domain === b.domain);

const samePoints = (a: UserPoints | null, b: UserPoints | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.availablePoints === b.availablePoints &&
    a.conversionFactor === b.conversionFactor &&
    a.pointsConversionFactor === b.pointsConversionFactor &&
    a.currencyCode === b.currencyCode);

/** Whether a session report brings another user, other points or another login state. */
export const sessionFactsChanged = (before: SessionFacts, after: SessionFacts): boolean =>
  before.loggedIn !== after.loggedIn ||
  !sameUser(before.user, after.user) ||
  !samePoints(before.points, after.points);

// ---------------------------------------------------------------------------------------------
// The country data of a site (spec §4 'Initial country choice', §8 failure rows)

/** What the calls of a site's country data answered, each on its own (one failing spares the others). */
export interface CountryData {
  readonly countries: Outcome<readonly CountryFilter[]>;
  readonly ipCountry: Outcome<string>;
  readonly countryCodes: Outcome<CountryCodes>;
  readonly storedCode: Outcome<string | null>;
  readonly topupCountries: Outcome<readonly TopupCountry[]>;
  readonly experienceCountries: Outcome<readonly Country[]>;
}

/** What the country flow keeps of the country data. */
export interface CountryDataFields {
  readonly countryList: readonly CountryItem[];
  readonly ipCountryCode: string | null;
  readonly countryCodes: CountryCodes | null;
  readonly storedCountryCode: string | null;
  readonly topupCountryList: readonly TopupCountry[];
  readonly experienceCountryList: readonly Country[];
}

/**
 * The fields after a load: what answered replaces what was kept. Failures (spec §8): the
 * countries fall back to the list kept, or the default list (India); a failed IP country or
 * stored code is unknown; the other lists stay as they were.
 */
export const countryDataFields = (data: CountryData, kept: CountryDataFields): CountryDataFields => ({
  countryList: countryListOrDefault(
    data.countries.ok ? countryListOf(data.countries.value) : kept.countryList,
  ),
  ipCountryCode: valueOr(data.ipCountry, null),
  countryCodes: valueOr(data.countryCodes, kept.countryCodes),
  storedCountryCode: valueOr(data.storedCode, null),
  topupCountryList: valueOr(data.topupCountries, kept.topupCountryList),
  experienceCountryList: valueOr(data.experienceCountries, kept.experienceCountryList),
});

/** The failures of a load, by the step they are kept under (the stored code under 'storage'). */
export const countryDataFailures = (data: CountryData) =>
  ({
    countries: failureOf(data.countries),
    ipCountry: failureOf(data.ipCountry),
    countryCodes: failureOf(data.countryCodes),
    storage: failureOf(data.storedCode),
    topupCountries: failureOf(data.topupCountries),
    experienceCountries: failureOf(data.experienceCountries),
  }) as const;

/** What the country flow keeps of a chosen country in the browser (spec §4). */
export interface ChoiceToKeep {
  readonly code: string;
  /** The initial choice (saved as 'ipCountryCode', no navigation), else the user's selection. */
  readonly atStart: boolean;
  /** Where a selection goes (spec §4 'Country selection'). */
  readonly paths: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// The flow's choice (spec §4 'Initial country choice', 'Country selection')

/** How the current country was chosen: a rule of the initial choice, or the user's selection. */
export type ChosenBy = ChoiceSource | "selection";

/** What the initial choice reads: the last load's lists and codes. */
export interface InitialChoiceKnown {
  readonly countryList: readonly CountryItem[];
  readonly storedCountryCode: string | null;
  readonly ipCountryCode: string | null;
  readonly originCountryCode: string | null;
}

/**
 * spec §4 'Initial country choice' applied to what the last load answered: the selection, the
 * rule that chose it, and the origin code it leaves (the IP country when known, else the last).
 */
export const initialChoiceFields = (known: InitialChoiceKnown) => {
  const choice = initialCountryChoice({
    countries: known.countryList,
    storedCode: known.storedCountryCode,
    ipCode: known.ipCountryCode,
    previousOrigin: known.originCountryCode,
  });
  return {
    ...selectionOf(choice.country),
    chosenBy: choice.source,
    originCountryCode: known.ipCountryCode ?? known.originCountryCode,
  };
};

/** spec §4 'Country selection': the selected country with its fallbacks; the category is cleared. */
export const selectionFields = (countries: readonly CountryItem[], countryId: number) => ({
  ...selectionFor(countries, countryId),
  chosenBy: "selection" as const,
  categoryId: null,
});

/** Where the flow stands when it keeps a choice. */
export interface ChoiceKnown {
  readonly userCountryCode: string;
  readonly chosenBy: ChosenBy | null;
  /** The site url, null before the site is known ('/' then). */
  readonly siteUrl: string | null;
  readonly user: { readonly domain: string | null } | null;
  readonly location: { readonly pathname: string; readonly search: string };
  readonly viewport: { readonly width: number };
}

/**
 * spec §4: the initial choice is saved as 'ipCountryCode'; a selection is stored as
 * 'userCountryCode' and the page goes to custom_url + '/' (on a phone further).
 */
export const choiceToKeepOf = (known: ChoiceKnown): ChoiceToKeep => ({
  code: known.userCountryCode,
  atStart: known.chosenBy !== "selection",
  paths: selectionPaths({
    siteUrl: known.siteUrl ?? "/",
    userDomain: known.user?.domain ?? null,
    pathname: known.location.pathname,
    search: known.location.search,
    viewportWidth: known.viewport.width,
  }),
});
