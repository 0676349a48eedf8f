/**
 * The Effect programs behind the country flow (spec §2.7, §4 'Initial country choice', 'Country
 * selection', 'Point value', 'Catalogue loads', §7.2, §7.3, §8 failure rows), and the live actor
 * implementations the machine invokes by name:
 *
 * ```ts
 * countryMachine.provide({ actors: countryActors(StorefrontLive) });
 * ```
 *
 * The flow's fan-out lives here: `loadCountryData` runs the six country calls side by side and
 * `fetchCategoryLists` the category lists with bounded concurrency, each answering one outcome
 * per call, so a failed call does not fail the others. Failures are typed: HTTP 401 stays
 * `Unauthenticated` (the session ends, spec §8); the rest become the catalogue's country,
 * conversion and catalogue errors.
 */

import {
  type CategoryFilter,
  fetchLandingDetails as fetchLandingDetailsCall,
  fetchTopupFilters as fetchTopupFiltersCall,
  fetchVouchersFilters as fetchVouchersFiltersCall,
  getExperiencesCategoriesList as getExperiencesCategoriesListCall,
  type TopupCountry,
} from "@contract/catalogue";
import {
  type Country,
  type CountryCodes,
  type CountryFilter,
  clientCurrencyConversion as clientCurrencyConversionCall,
  fetchAllCountries as fetchAllCountriesCall,
  getCountries as getCountriesCall,
  getCountryCodes as getCountryCodesCall,
  ipDetails as ipDetailsCall,
} from "@contract/site";
import {
  type CategoryListOutcome,
  type CategoryListRequest,
  type CategoryListsAnswer,
  type CategoryListsRequest,
  categoryListRequest,
  type LandingData,
} from "@domain/categories";
import {
  type ChoiceToKeep,
  COUNTRIES_FILTER_GROUP,
  type ConversionRequest,
  type CountryData,
  IP_COUNTRY_CODE_KEY,
  type PointValue,
  pointValueOf,
  USER_COUNTRY_CODE_KEY,
} from "@domain/country";
import { LogTexts } from "@errors/catalogue";
import type { CallFailure } from "@errors/data";
import {
  CatalogueFetchFailed,
  CategoryFiltersMissing,
  ConversionFailed,
  ConversionRejected,
  CountryFetchFailed,
  IpCountryFailed,
} from "@errors/situations";
import { Effect, type Layer } from "effect";
import { effectActor, outcomeOf } from "./runtime/actor";
import { dataOf } from "./runtime/answers";
import { BrowserStorage, Navigation } from "./runtime/browser";
import { reasonOf, unlessUnauthenticated } from "./runtime/failures";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";
import { callOperation } from "./runtime/transport";

/** The partner key sent with the country calls (spec §9 'Partner key vd'). */
export const PARTNER_KEY = "vd";
/** Landing page size (spec §7.2 'Landing details {limit 10}', §9 'landing 10'). */
export const LANDING_LIMIT = 10;
/** How many category lists are fetched at once. */
export const CATEGORY_LIST_CONCURRENCY = 4;

// ---------------------------------------------------------------------------------------------
// Failures

const catalogueFailure = (error: CallFailure) => new CatalogueFetchFailed({ reason: reasonOf(error) });

// ---------------------------------------------------------------------------------------------
// Countries (spec §4 'Initial country choice', §7.2)

/**
 * fetchAllCountries with filtersParams {url, filter_group_id '41'}: the raw country filter items.
 * A failure logs 'Failed to fetch countries' (spec §8).
 */
export const fetchCountries = Effect.fn("country.fetchCountries")(function* (input: {
  readonly url: string;
}) {
  const answer = yield* callOperation(fetchAllCountriesCall, {
    filtersParams: { url: input.url, filter_group_id: COUNTRIES_FILTER_GROUP },
  }).pipe(
    Effect.tapError(() => Effect.logWarning(LogTexts.countries)),
    Effect.mapError(unlessUnauthenticated(() => new CountryFetchFailed())),
  );
  const filters: readonly CountryFilter[] = answer.data.fetchCountryList.filters;
  return filters;
});

const ISO2 = /^[A-Za-z]{2}$/;

/**
 * files ipDetails: the IP country's ISO2 code, upper-case. A failure, success other than 1 or a
 * code that is not two letters logs 'Failed to fetch Ip Country' (spec §8).
 */
export const fetchIpCountry = Effect.fn("country.fetchIpCountry")(function* () {
  return yield* callOperation(ipDetailsCall, {}).pipe(
    Effect.mapError(unlessUnauthenticated(() => new IpCountryFailed())),
    Effect.flatMap((answer) => {
      const code = answer.data.ipDetails.country_code.trim();
      return answer.data.ipDetails.success === 1 && ISO2.test(code)
        ? Effect.succeed(code.toUpperCase())
        : Effect.fail(new IpCountryFailed());
    }),
    Effect.tapError(() => Effect.logWarning(LogTexts.ipCountry)),
  );
});

/** The country-codes map (spec §3): ISO2 code → currencies. */
export const fetchCountryCodes = Effect.fn("country.fetchCountryCodes")(function* () {
  const answer = yield* callOperation(getCountryCodesCall, {}).pipe(
    Effect.mapError(unlessUnauthenticated(catalogueFailure)),
  );
  const codes: CountryCodes = yield* dataOf(
    answer.data.getCountryCodes,
    () => new CatalogueFetchFailed({ reason: "getCountryCodes answered success 0" }),
  );
  return codes;
});

/** stores getCountries {input_countries: {url, key 'vd'}}: the experience-country list (spec §3 'App info'). */
export const fetchExperienceCountries = Effect.fn("country.fetchExperienceCountries")(function* (input: {
  readonly url: string;
}) {
  const answer = yield* callOperation(getCountriesCall, {
    input_countries: { url: input.url, key: PARTNER_KEY },
  }).pipe(Effect.mapError(unlessUnauthenticated(catalogueFailure)));
  const countries: readonly Country[] = yield* dataOf(
    answer.data.getCountries,
    () => new CatalogueFetchFailed({ reason: "getCountries answered success 0" }),
  );
  return countries;
});

/** The top-up country list (spec §7.3: the url only; fetchVouchersFilters.countries). */
export const fetchTopupCountries = Effect.fn("country.fetchTopupCountries")(function* (input: {
  readonly url: string;
  readonly isLoggedIn: boolean;
}) {
  const answer = yield* callOperation(fetchTopupFiltersCall, {
    filtersParams: { url: input.url },
    isLoggedIn: input.isLoggedIn,
  }).pipe(Effect.mapError(unlessUnauthenticated(catalogueFailure)));
  const countries: readonly TopupCountry[] = answer.data.fetchVouchersFilters.countries;
  return countries;
});

const storedCode = (raw: string | null): string | null => {
  const code = raw?.trim() ?? "";
  return code === "" ? null : code.toUpperCase();
};

/** The user's stored country code: session storage 'userCountryCode' (spec §4 step 1). */
export const readStoredCountryCode = Effect.fn("country.readStoredCountryCode")(function* () {
  const storage = yield* BrowserStorage;
  return storedCode(yield* storage.get("session", USER_COUNTRY_CODE_KEY));
});

/**
 * The country data of a site, the six calls side by side (spec §4 'Initial country choice'):
 * all countries, the IP country, the country-codes map, the stored code, the top-up and the
 * experience-country lists. Each answers its own outcome: one failing spares the others.
 */
export const loadCountryData = Effect.fn("country.loadCountryData")(function* (input: {
  readonly url: string;
  readonly isLoggedIn: boolean;
}) {
  const data: CountryData = yield* Effect.all(
    {
      countries: outcomeOf(fetchCountries({ url: input.url })),
      ipCountry: outcomeOf(fetchIpCountry()),
      countryCodes: outcomeOf(fetchCountryCodes()),
      storedCode: outcomeOf(readStoredCountryCode()),
      topupCountries: outcomeOf(fetchTopupCountries(input)),
      experienceCountries: outcomeOf(fetchExperienceCountries({ url: input.url })),
    },
    { concurrency: "unbounded" },
  );
  return data;
});

/** Saves the initially chosen ISO2 code in session storage as 'ipCountryCode' (spec §4). */
export const saveChosenCountryCode = Effect.fn("country.saveChosenCountryCode")(function* (input: {
  readonly code: string;
}) {
  const storage = yield* BrowserStorage;
  yield* storage.set("session", IP_COUNTRY_CODE_KEY, input.code);
});

/** Stores the selected code in session storage as 'userCountryCode' (spec §4 'Country selection'). */
export const storeUserCountryCode = Effect.fn("country.storeUserCountryCode")(function* (input: {
  readonly code: string;
}) {
  const storage = yield* BrowserStorage;
  yield* storage.set("session", USER_COUNTRY_CODE_KEY, input.code);
});

/**
 * Moves the single-page application through `paths` (spec §4 'Country selection'): the first is
 * a new history entry, a following one (the phone rule) replaces it.
 */
export const navigateThrough = Effect.fn("country.navigateThrough")(function* (input: {
  readonly paths: readonly string[];
}) {
  const navigation = yield* Navigation;
  for (const [index, path] of input.paths.entries()) {
    yield* index === 0 ? navigation.push(path) : navigation.replace(path);
  }
});

/**
 * The initial choice saves its ISO2 code as 'ipCountryCode'; a selection stores it as
 * 'userCountryCode' and then moves the page through `paths` (spec §4).
 */
export const keepChoice = Effect.fn("country.keepChoice")(function* (input: ChoiceToKeep) {
  if (input.atStart) return yield* saveChosenCountryCode({ code: input.code });
  yield* storeUserCountryCode({ code: input.code });
  yield* navigateThrough({ paths: input.paths });
});

// ---------------------------------------------------------------------------------------------
// Point value (spec §4 'Point value', §7.2 clientCurrencyConversion)

/**
 * clientCurrencyConversion {conversion_data: {client_id, amount 1, source_currency_code,
 * target_currency_code}}. An answer carrying an Error fails with ConversionRejected (the value is
 * left unset); any other failure is ConversionFailed (ignored silently, spec §8). Without a
 * request (nothing to convert) it fails with ConversionFailed and calls nothing.
 */
export const convertPointValue = Effect.fn("country.convertPointValue")(function* (
  request: ConversionRequest | null,
) {
  if (request === null) return yield* Effect.fail(new ConversionFailed({ reason: "Nothing to convert" }));
  const answer = yield* callOperation(clientCurrencyConversionCall, { conversion_data: request }).pipe(
    Effect.mapError(unlessUnauthenticated((error) => new ConversionFailed({ reason: reasonOf(error) }))),
  );
  const { Error: rejected, Result } = answer.data.clientCurrencyConversion;
  if (rejected !== false) return yield* Effect.fail(new ConversionRejected());
  if (Result === undefined)
    return yield* Effect.fail(new ConversionFailed({ reason: "No Result in the answer" }));
  const value: PointValue = pointValueOf(request, Result.converted_amount);
  return value;
});

// ---------------------------------------------------------------------------------------------
// Catalogue (spec §4 'Catalogue loads', §7.2 landing details, §7.3)

/**
 * A category list (VOUCHER_CATEGORY): {filtersParams: {filter_group_id, country_id, url}} and the
 * logged-in flag; data.fetchVouchersFilters.filters. An answer without filters fails with
 * CategoryFiltersMissing (spec §8: the list becomes empty).
 */
export const fetchCategoryList = Effect.fn("country.fetchCategoryList")(function* (
  request: CategoryListRequest,
) {
  const answer = yield* callOperation(fetchVouchersFiltersCall, {
    filtersParams: {
      filter_group_id: request.filter_group_id,
      country_id: request.country_id,
      url: request.url,
    },
    isLoggedIn: request.isLoggedIn,
  }).pipe(
    Effect.mapError(
      unlessUnauthenticated((error) =>
        error._tag === "UndecodableResponse" ? new CategoryFiltersMissing() : catalogueFailure(error),
      ),
    ),
  );
  const filters: readonly CategoryFilter[] = answer.data.fetchVouchersFilters.filters;
  return filters;
});

/** Experience categories for a country: {countryCode: iso2}; getExperiencesCategoriesList.categories. */
export const fetchExperienceCategories = Effect.fn("country.fetchExperienceCategories")(function* (input: {
  readonly countryCode: string;
}) {
  const answer = yield* callOperation(getExperiencesCategoriesListCall, {
    countryCode: input.countryCode,
  }).pipe(Effect.mapError(unlessUnauthenticated(catalogueFailure)));
  const categories: readonly string[] = answer.data.getExperiencesCategoriesList.categories;
  return categories;
});

/**
 * Every category list of a choice, at most {@link CATEGORY_LIST_CONCURRENCY} at once, each
 * answering on its own (spec §8: a list whose call fails is empty and keeps its error), with the
 * experience categories of the country when 'experiences' is enabled (else null).
 */
export const fetchCategoryLists = Effect.fn("country.fetchCategoryLists")(function* (
  request: CategoryListsRequest,
) {
  const lists = yield* Effect.forEach(
    request.families,
    (family) =>
      Effect.map(
        outcomeOf(fetchCategoryList(categoryListRequest(request, family))),
        (outcome): CategoryListOutcome =>
          outcome.ok
            ? { family, filters: outcome.value, error: null }
            : { family, filters: [], error: outcome.error },
      ),
    { concurrency: CATEGORY_LIST_CONCURRENCY },
  );
  const code = request.experiencesCountryCode;
  const experiences =
    code === null ? null : yield* outcomeOf(fetchExperienceCategories({ countryCode: code }));
  const answer: CategoryListsAnswer = { lists, experiences };
  return answer;
});

/** Landing details {add_data: {limit 10, url, country_id}}: the home sections of the country. */
export const fetchLandingSections = Effect.fn("country.fetchLandingSections")(function* (input: {
  readonly url: string;
  readonly country_id: number;
}) {
  const answer = yield* callOperation(fetchLandingDetailsCall, {
    add_data: { limit: LANDING_LIMIT, url: input.url, country_id: input.country_id },
  }).pipe(Effect.mapError(unlessUnauthenticated(catalogueFailure)));
  const data: LandingData = yield* dataOf(
    answer.data.fetchLandingDetails,
    () => new CatalogueFetchFailed({ reason: "fetchLandingDetails answered success 0" }),
  );
  return data;
});

// ---------------------------------------------------------------------------------------------
// Actors

/** The actors the country machine invokes, run with `layer`. */
export const countryActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  loadCountryData: effectActor(loadCountryData, layer),
  keepChoice: effectActor(keepChoice, layer),
  convertPointValue: effectActor(convertPointValue, layer),
  fetchCategoryLists: effectActor(fetchCategoryLists, layer),
  fetchLandingSections: effectActor(fetchLandingSections, layer),
});
