/**
 * The country flow's events and context (see ./country.ts): the event schemas it accepts from
 * outside, the steps whose failures it keeps, and its context at start.
 */

import type { TopupCountry } from "@contract/catalogue";
import type { Country, CountryCodes } from "@contract/site";
import {
  type CategoryFamily,
  type CategoryLists,
  EMPTY_CATEGORY_LISTS,
  FETCHING_HOME,
  type HomeSections,
} from "@domain/categories";
import {
  type ChoiceSource,
  type ConversionRequest,
  type CountryItem,
  type CountryUser,
  countryCurrencyOf,
  NO_SELECTION,
  type PointValue,
  type PointValuePlan,
  pointValuePlan,
  type UserPoints,
} from "@domain/country";
import { isUnauthenticatedError } from "@domain/session";
import { type ErrorData, errorDataOf } from "@errors/data";
import { Schema } from "effect";
import { sessionUserEventSchema, siteReadyEventSchema } from "./facts";
import { environmentEventSchemas, type PageLocation, type ShellInput, type Viewport } from "./shell";

/** The events the country flow accepts from outside (views, "site", "session", the root). */
export const countryEventSchemas = [
  ...environmentEventSchemas,
  siteReadyEventSchema,
  sessionUserEventSchema,
  /** The user picks a country (spec §4 'Country selection'). */
  Schema.Struct({ type: Schema.Literal("COUNTRY.SELECT"), countryId: Schema.Number }),
  /** The country picker opens (spec §2.7). */
  Schema.Struct({ type: Schema.Literal("COUNTRY.OPEN_PICKER") }),
  /** The picker closes (Escape, the back chevron, a click outside). */
  Schema.Struct({ type: Schema.Literal("COUNTRY.CLOSE_PICKER") }),
  /** The picker's search text (spec §2.7). */
  Schema.Struct({ type: Schema.Literal("COUNTRY.FILTER"), query: Schema.String }),
  /** A listing sets the selected category, or the logo resets it with null (spec §2.4, §3 categoryId). */
  Schema.Struct({ type: Schema.Literal("CATEGORY.SET"), categoryId: Schema.NullOr(Schema.String) }),
  /** The shopper asks for the failed catalogue loads again (spec §8 'Catalogue fetch failure'). */
  Schema.Struct({ type: Schema.Literal("COUNTRY.RETRY") }),
] as const;

export type CountryEvent = (typeof countryEventSchemas)[number]["Type"];

/**
 * Raised inside the flow: the point value must be computed again, or the failed catalogue loads
 * are asked again (a retry, or the next navigation).
 */
export type RecomputeEvent = { readonly type: "country.recompute" } | { readonly type: "country.retry" };

/**
 * What a view asks of the flow, as tags: "waiting" for the site, "loading" the countries (the
 * full-page loader of spec §2.1), "ready" once a country is chosen.
 */
export type CountryTag = "waiting" | "loading" | "ready";

/** The calls whose failures are kept. */
export type CountryStep =
  | "countries"
  | "ipCountry"
  | "countryCodes"
  | "experienceCountries"
  | "topupCountries"
  | "storage"
  | "navigation"
  | "conversion"
  | "experienceCategories"
  | "landing"
  | CategoryFamily;

export type CountryErrors = { readonly [K in CountryStep]: ErrorData | null };

export const noCountryErrors: CountryErrors = {
  countries: null,
  ipCountry: null,
  countryCodes: null,
  experienceCountries: null,
  topupCountries: null,
  storage: null,
  navigation: null,
  conversion: null,
  experienceCategories: null,
  landing: null,
  vouchers: null,
  merchandise: null,
  perks: null,
  lounge: null,
  charity: null,
  airmiles: null,
  cashout: null,
  personalize: null,
};

/** The picker's state (spec §2.7), kept here so a replay reproduces it. */
export interface CountryPicker {
  readonly open: boolean;
  readonly query: string;
}

export interface CountryContext extends CategoryLists {
  /** The url the catalogue calls name ('/acme', or '/' for the default store); null before SITE.READY. */
  readonly siteUrl: string | null;
  /** The enabled sections (spec §2.2). */
  readonly sections: readonly string[];
  readonly location: PageLocation;
  readonly viewport: Viewport;
  readonly loggedIn: boolean;
  readonly user: CountryUser | null;
  readonly points: UserPoints | null;
  /** Countries sorted by name ignoring case; the default country alone after a failure (spec §3, §8). */
  readonly countryList: readonly CountryItem[];
  /** The experience-country list (stores getCountries). */
  readonly experienceCountryList: readonly Country[];
  /** Countries with mobile top-up (spec §3, §6). */
  readonly topupCountryList: readonly TopupCountry[];
  /** ISO2 code → currencies (spec §3). */
  readonly countryCodes: CountryCodes | null;
  /** The stored 'userCountryCode' read at the last load. */
  readonly storedCountryCode: string | null;
  /** The IP country of the last load; null when the call failed. */
  readonly ipCountryCode: string | null;
  /** The origin country code (spec §3 originCountryCode): the last IP country known. */
  readonly originCountryCode: string | null;
  /** The country id (spec §3 userCountry). */
  readonly userCountry: number;
  /** The country name (spec §3 selectedCountry). */
  readonly selectedCountry: string;
  /** The ISO2 code (spec §3 userCountryCode). */
  readonly userCountryCode: string;
  /** How the current country was chosen: a rule of the initial choice, or the user's selection. */
  readonly chosenBy: ChoiceSource | "selection" | null;
  /** The point value in the country's currency (spec §3 conversionValue); null when unset. */
  readonly pointValue: PointValue | null;
  /** The selected category (spec §3 categoryId); cleared by a country selection. */
  readonly categoryId: string | null;
  /** Experience categories (spec §3: a list of strings). */
  readonly experienceCategoryList: readonly string[];
  readonly home: HomeSections;
  readonly picker: CountryPicker;
  readonly errors: CountryErrors;
}

export const initialCountryContext = (input: ShellInput): CountryContext => ({
  siteUrl: null,
  sections: [],
  location: input.location,
  viewport: input.viewport,
  loggedIn: input.loggedIn,
  user: null,
  points: null,
  countryList: [],
  experienceCountryList: [],
  topupCountryList: [],
  countryCodes: null,
  storedCountryCode: null,
  ipCountryCode: null,
  originCountryCode: null,
  ...NO_SELECTION,
  chosenBy: null,
  pointValue: null,
  categoryId: null,
  ...EMPTY_CATEGORY_LISTS,
  experienceCategoryList: [],
  home: FETCHING_HOME,
  picker: { open: false, query: "" },
  errors: noCountryErrors,
});

/** The point-value rule's inputs (spec §4 'Point value'). */
export const pointValuePlanOf = (context: CountryContext): PointValuePlan =>
  pointValuePlan({
    loggedIn: context.loggedIn,
    clientId: context.user?.client_id ?? null,
    points: context.points,
    countryCurrency: countryCurrencyOf(context.countryCodes, context.userCountryCode),
  });

/** The url the catalogue calls name, '/' until the site is known. */
export const siteUrlOf = (context: CountryContext): string => context.siteUrl ?? "/";

/** The conversion to request (spec §4 'Point value'), or null when none is needed. */
export const conversionRequestOf = (context: CountryContext): ConversionRequest | null => {
  const plan = pointValuePlanOf(context);
  return plan.kind === "convert" ? plan.request : null;
};

/** Same currency: 1; not signed in or unknown currency: unset (spec §4 'Point value'). */
export const pointValueWithoutConversionOf = (context: CountryContext): PointValue | null => {
  const plan = pointValuePlanOf(context);
  return plan.kind === "same" ? plan.value : null;
};

/** spec §8 'HTTP 401': whether any of the failures (ErrorData, or null for none) ends the session. */
export const endsSession = (errors: readonly unknown[]): boolean =>
  errors.some((error) => error !== null && isUnauthenticatedError(errorDataOf(error)));

/** The steps of the category lists (spec §4 'Catalogue loads'): their failures are retried together. */
const LIST_STEPS = [
  "vouchers",
  "merchandise",
  "perks",
  "lounge",
  "charity",
  "airmiles",
  "cashout",
  "personalize",
  "experienceCategories",
] as const satisfies readonly CountryStep[];

/** The error of a category list that failed (spec §8: the list is empty, the error stored), or null. */
export const listFailureOf = (context: Pick<CountryContext, "errors">): ErrorData | null =>
  LIST_STEPS.map((step) => context.errors[step]).find((error) => error !== null) ?? null;

/** The error of the home sections when they failed (spec §4 'Catalogue loads'), or null. */
export const homeFailureOf = (context: Pick<CountryContext, "home">): ErrorData | null =>
  context.home.experiences.error ?? context.home.vouchers.error ?? context.home.perks.error;

/** What a view offers a retry for: the failed home sections or category lists, or null when none failed. */
export const catalogueLoadFailureOf = (context: Pick<CountryContext, "errors" | "home">): ErrorData | null =>
  homeFailureOf(context) ?? listFailureOf(context);
