/**
 * The Effect programs behind the country flow (spec §2.7, §4 'Initial country choice', 'Country
 * selection', 'Point value', 'Catalogue loads', §7.2, §7.3, §8 failure rows), and the live actor
 * implementations the machine invokes by name:
 *
 * ```ts
 * countryMachine.provide({ actors: countryActors(StorefrontLive) });
 * ```
 *
 * Each program answers plain JSON. Failures are typed: HTTP 401 stays `Unauthenticated` (the
 * session ends, spec §8); the rest become the catalogue's country, conversion and catalogue errors.
 */

import {
  type CategoryFilter,
  type CategoryFilterGroup,
  fetchLandingDetails as fetchLandingDetailsCall,
  fetchTopupFilters as fetchTopupFiltersCall,
  fetchVouchersFilters as fetchVouchersFiltersCall,
  getExperiencesCategoriesList as getExperiencesCategoriesListCall,
  type ProductSummary,
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
  COUNTRIES_FILTER_GROUP,
  type ConversionRequest,
  IP_COUNTRY_CODE_KEY,
  type PointValue,
  pointValueOf,
  USER_COUNTRY_CODE_KEY,
} from "@domain/country";
import { LogTexts } from "@errors/catalogue";
import type { CallFailure, StorefrontError } from "@errors/data";
import {
  CatalogueFetchFailed,
  CategoryFiltersMissing,
  ConversionFailed,
  ConversionRejected,
  CountryFetchFailed,
  IpCountryFailed,
} from "@errors/situations";
import type { Unauthenticated } from "@errors/transport";
import { Effect, type Layer } from "effect";
import type { PromiseActorLogic } from "xstate";
import { effectActor } from "./runtime/actor";
import { BrowserStorage, Navigation } from "./runtime/browser";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";
import { callOperation, type TransportServices } from "./runtime/transport";

/** The partner key sent with the country calls (spec §9 'Partner key vd'). */
export const PARTNER_KEY = "vd";
/** Landing page size (spec §7.2 'Landing details {limit 10}', §9 'landing 10'). */
export const LANDING_LIMIT = 10;

// ---------------------------------------------------------------------------------------------
// Failures

/** A short description of a call failure, kept in the catalogue errors. */
const reasonOf = (error: CallFailure): string =>
  "operation" in error ? `${error._tag} (${error.operation})` : error._tag;

/** HTTP 401 stays as it is (spec §8: treated as logged out); any other failure becomes `other(error)`. */
const unlessUnauthenticated =
  <E>(other: (error: Exclude<CallFailure, Unauthenticated>) => E) =>
  (error: CallFailure): Unauthenticated | E =>
    error._tag === "Unauthenticated" ? error : other(error);

const catalogueFailure = (error: CallFailure) => new CatalogueFetchFailed({ reason: reasonOf(error) });

// ---------------------------------------------------------------------------------------------
// Countries (spec §4 'Initial country choice', §7.2)

/**
 * fetchAllCountries with filtersParams {url, filter_group_id '41'}: the raw country filter items.
 * A failure logs 'Failed to fetch countries' (spec §8).
 */
export const fetchCountries = (input: { readonly url: string }) =>
  callOperation(fetchAllCountriesCall, {
    filtersParams: { url: input.url, filter_group_id: COUNTRIES_FILTER_GROUP },
  }).pipe(
    Effect.map((answer): readonly CountryFilter[] => answer.data.fetchCountryList.filters),
    Effect.tapError(() => Effect.logWarning(LogTexts.countries)),
    Effect.mapError(unlessUnauthenticated(() => new CountryFetchFailed())),
  );

const ISO2 = /^[A-Za-z]{2}$/;

/**
 * files ipDetails: the IP country's ISO2 code, upper-case. A failure, success other than 1 or a
 * code that is not two letters logs 'Failed to fetch Ip Country' (spec §8).
 */
export const fetchIpCountry = () =>
  callOperation(ipDetailsCall, {}).pipe(
    Effect.mapError(unlessUnauthenticated(() => new IpCountryFailed())),
    Effect.flatMap((answer) => {
      const code = answer.data.ipDetails.country_code.trim();
      return answer.data.ipDetails.success === 1 && ISO2.test(code)
        ? Effect.succeed(code.toUpperCase())
        : Effect.fail(new IpCountryFailed());
    }),
    Effect.tapError(() => Effect.logWarning(LogTexts.ipCountry)),
  );

/** The country-codes map (spec §3): ISO2 code → currencies. */
export const fetchCountryCodes = () =>
  callOperation(getCountryCodesCall, {}).pipe(
    Effect.mapError(unlessUnauthenticated(catalogueFailure)),
    Effect.flatMap((answer) =>
      answer.data.getCountryCodes.success === 1
        ? Effect.succeed<CountryCodes>(answer.data.getCountryCodes.data)
        : Effect.fail(new CatalogueFetchFailed({ reason: "getCountryCodes answered success 0" })),
    ),
  );

/** stores getCountries {input_countries: {url, key 'vd'}}: the experience-country list (spec §3 'App info'). */
export const fetchExperienceCountries = (input: { readonly url: string }) =>
  callOperation(getCountriesCall, { input_countries: { url: input.url, key: PARTNER_KEY } }).pipe(
    Effect.mapError(unlessUnauthenticated(catalogueFailure)),
    Effect.flatMap((answer) =>
      answer.data.getCountries.success === 1
        ? Effect.succeed<readonly Country[]>(answer.data.getCountries.data)
        : Effect.fail(new CatalogueFetchFailed({ reason: "getCountries answered success 0" })),
    ),
  );

/** The top-up country list (spec §7.3: the url only; fetchVouchersFilters.countries). */
export const fetchTopupCountries = (input: { readonly url: string; readonly isLoggedIn: boolean }) =>
  callOperation(fetchTopupFiltersCall, {
    filtersParams: { url: input.url },
    isLoggedIn: input.isLoggedIn,
  }).pipe(
    Effect.map((answer): readonly TopupCountry[] => answer.data.fetchVouchersFilters.countries),
    Effect.mapError(unlessUnauthenticated(catalogueFailure)),
  );

const storedCode = (raw: string | null): string | null => {
  const code = raw?.trim() ?? "";
  return code === "" ? null : code.toUpperCase();
};

/** The user's stored country code: session storage 'userCountryCode' (spec §4 step 1). */
export const readStoredCountryCode = (): Effect.Effect<string | null, never, BrowserStorage> =>
  Effect.gen(function* () {
    const storage = yield* BrowserStorage;
    return storedCode(yield* storage.get("session", USER_COUNTRY_CODE_KEY));
  });

/** Saves the initially chosen ISO2 code in session storage as 'ipCountryCode' (spec §4). */
export const saveChosenCountryCode = (input: {
  readonly code: string;
}): Effect.Effect<void, never, BrowserStorage> =>
  Effect.gen(function* () {
    const storage = yield* BrowserStorage;
    yield* storage.set("session", IP_COUNTRY_CODE_KEY, input.code);
  });

/** Stores the selected code in session storage as 'userCountryCode' (spec §4 'Country selection'). */
export const storeUserCountryCode = (input: {
  readonly code: string;
}): Effect.Effect<void, never, BrowserStorage> =>
  Effect.gen(function* () {
    const storage = yield* BrowserStorage;
    yield* storage.set("session", USER_COUNTRY_CODE_KEY, input.code);
  });

/**
 * Moves the single-page application through `paths` (spec §4 'Country selection'): the first is
 * a new history entry, a following one (the phone rule) replaces it.
 */
export const navigateThrough = (input: {
  readonly paths: readonly string[];
}): Effect.Effect<void, never, Navigation> =>
  Effect.gen(function* () {
    const navigation = yield* Navigation;
    for (const [index, path] of input.paths.entries()) {
      yield* index === 0 ? navigation.push(path) : navigation.replace(path);
    }
  });

// ---------------------------------------------------------------------------------------------
// Point value (spec §4 'Point value', §7.2 clientCurrencyConversion)

/**
 * clientCurrencyConversion {conversion_data: {client_id, amount 1, source_currency_code,
 * target_currency_code}}. An answer carrying an Error fails with ConversionRejected (the value is
 * left unset); any other failure is ConversionFailed (ignored silently, spec §8). Without a
 * request (nothing to convert) it fails with ConversionFailed and calls nothing.
 */
export const convertPointValue = (
  request: ConversionRequest | null,
): Effect.Effect<PointValue, ConversionRejected | ConversionFailed | Unauthenticated, TransportServices> => {
  if (request === null) return Effect.fail(new ConversionFailed({ reason: "Nothing to convert" }));
  return callOperation(clientCurrencyConversionCall, { conversion_data: request }).pipe(
    Effect.mapError(unlessUnauthenticated((error) => new ConversionFailed({ reason: reasonOf(error) }))),
    Effect.flatMap((answer): Effect.Effect<PointValue, ConversionRejected | ConversionFailed> => {
      const { Error: rejected, Result } = answer.data.clientCurrencyConversion;
      if (rejected !== false) return Effect.fail(new ConversionRejected());
      if (Result === undefined)
        return Effect.fail(new ConversionFailed({ reason: "No Result in the answer" }));
      return Effect.succeed(pointValueOf(request, Result.converted_amount));
    }),
  );
};

// ---------------------------------------------------------------------------------------------
// Catalogue (spec §4 'Catalogue loads', §7.2 landing details, §7.3)

export interface CategoryListRequest {
  readonly filter_group_id: CategoryFilterGroup;
  readonly country_id: number;
  readonly url: string;
  readonly isLoggedIn: boolean;
}

/**
 * A category list (VOUCHER_CATEGORY): {filtersParams: {filter_group_id, country_id, url}} and the
 * logged-in flag; data.fetchVouchersFilters.filters. An answer without filters fails with
 * CategoryFiltersMissing (spec §8: the list becomes empty).
 */
export const fetchCategoryList = (request: CategoryListRequest) =>
  callOperation(fetchVouchersFiltersCall, {
    filtersParams: {
      filter_group_id: request.filter_group_id,
      country_id: request.country_id,
      url: request.url,
    },
    isLoggedIn: request.isLoggedIn,
  }).pipe(
    Effect.map((answer): readonly CategoryFilter[] => answer.data.fetchVouchersFilters.filters),
    Effect.mapError(
      unlessUnauthenticated((error) =>
        error._tag === "UndecodableResponse" ? new CategoryFiltersMissing() : catalogueFailure(error),
      ),
    ),
  );

/** Experience categories for a country: {countryCode: iso2}; getExperiencesCategoriesList.categories. */
export const fetchExperienceCategories = (input: { readonly countryCode: string }) =>
  callOperation(getExperiencesCategoriesListCall, { countryCode: input.countryCode }).pipe(
    Effect.map((answer): readonly string[] => answer.data.getExperiencesCategoriesList.categories),
    Effect.mapError(unlessUnauthenticated(catalogueFailure)),
  );

export interface LandingData {
  readonly experiences: readonly ProductSummary[];
  readonly vouchers: readonly ProductSummary[];
  readonly perks: readonly ProductSummary[];
}

/** Landing details {add_data: {limit 10, url, country_id}}: the home sections of the country. */
export const fetchLandingSections = (input: { readonly url: string; readonly country_id: number }) =>
  callOperation(fetchLandingDetailsCall, {
    add_data: { limit: LANDING_LIMIT, url: input.url, country_id: input.country_id },
  }).pipe(
    Effect.mapError(unlessUnauthenticated(catalogueFailure)),
    Effect.flatMap((answer) =>
      answer.data.fetchLandingDetails.success === 1
        ? Effect.succeed<LandingData>(answer.data.fetchLandingDetails.data)
        : Effect.fail(new CatalogueFetchFailed({ reason: "fetchLandingDetails answered success 0" })),
    ),
  );

// ---------------------------------------------------------------------------------------------
// Actors

const withoutInput = <A, E extends StorefrontError, R>(
  program: () => Effect.Effect<A, E, R>,
  layer: Layer.Layer<R>,
): PromiseActorLogic<A, void> => effectActor<void, A, E, R>(() => program(), layer);

/** The actors the country machine invokes, run with `layer`. */
export const countryActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  fetchCountries: effectActor(fetchCountries, layer),
  fetchIpCountry: withoutInput(fetchIpCountry, layer),
  fetchCountryCodes: withoutInput(fetchCountryCodes, layer),
  fetchExperienceCountries: effectActor(fetchExperienceCountries, layer),
  fetchTopupCountries: effectActor(fetchTopupCountries, layer),
  readStoredCountryCode: withoutInput(readStoredCountryCode, layer),
  saveChosenCountryCode: effectActor(saveChosenCountryCode, layer),
  storeUserCountryCode: effectActor(storeUserCountryCode, layer),
  navigateThrough: effectActor(navigateThrough, layer),
  convertPointValue: effectActor(convertPointValue, layer),
  fetchCategoryList: effectActor(fetchCategoryList, layer),
  fetchExperienceCategories: effectActor(fetchExperienceCategories, layer),
  fetchLandingSections: effectActor(fetchLandingSections, layer),
});
