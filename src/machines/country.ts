/**
 * The country flow (systemId "country"): the country list and the user's country, the point value
 * in that country's currency, the catalogue category lists, the home sections and the country
 * picker (spec §2.7, §3 'Country', 'Category filter item', 'App info', 'Home sections', §4 'Initial
 * country choice', 'Country selection', 'Point value', 'Catalogue loads', §7.2, §7.3, §8).
 *
 * - Nothing loads before the first `SITE.READY` from "site" (status "waiting"). Then, side by
 *   side: all countries (filter group 41), the IP country, the country-codes map, the stored
 *   country code (session 'userCountryCode'), the top-up country list and the experience-country
 *   list (status "loading": the full-page loader of spec §2.1 shows). A later `SITE.READY` with
 *   another site url reloads everything for that site.
 * - Initial choice (spec §4): the stored code, else the IP country, else the first country; a
 *   changed origin (IP) country re-syncs the country to it. The chosen ISO2 code is saved in
 *   session storage as 'ipCountryCode'. Country fetch failure: 'Failed to fetch countries' is
 *   logged and the default country list (India) is used; IP failure: 'Failed to fetch Ip
 *   Country', the first country (spec §8).
 * - Selection `COUNTRY.SELECT` (spec §4): id (fallback 99), name (fallback 'India'), code
 *   (fallback 'IN'); 'userCountryCode' stored; point value recomputed; experience categories
 *   reloaded when 'experiences' is enabled; category lists of vouchers, merchandise, perks,
 *   charity, lounge, airmiles and cashout reloaded; category id cleared; then the page goes to
 *   custom_url + '/' (on a phone then to '/experiences' or '/vouchers'). The initial choice
 *   loads the same lists, and personalize too, without navigating.
 * - Point value (spec §4): recomputed on every choice and when "session" reports another user
 *   or other points.
 *
 * Every side effect is an actor invoked by name; the defaults here never settle, and the system
 * provides the live ones (`countryActors(layer)` of src/effects/country.ts).
 */

import type { CategoryFilter, TopupCountry } from "@contract/catalogue";
import type { Country, CountryCodes, CountryFilter } from "@contract/site";
import {
  CATEGORY_GROUPS,
  type CategoryFamily,
  type CategoryLists,
  EMPTY_CATEGORY_LISTS,
  FETCHING_HOME,
  failedHome,
  fetchedHome,
  type HomeSections,
  isExperiencesEnabled,
  isFamilyLoaded,
  withCategoryList,
} from "@domain/categories";
import {
  type ChoiceSource,
  type ConversionRequest,
  type CountryItem,
  type CountryUser,
  countryCurrencyOf,
  countryListOf,
  countryListOrDefault,
  initialCountryChoice,
  NO_SELECTION,
  type PointValue,
  type PointValuePlan,
  pointValuePlan,
  selectionFor,
  selectionOf,
  selectionPaths,
  sessionFactsChanged,
  type UserPoints,
} from "@domain/country";
import { isUnauthenticatedError } from "@domain/session";
import type { CategoryListRequest, LandingData } from "@effects/country";
import type { ErrorData } from "@errors/data";
import { errorDataOf } from "@errors/data";
import { Schema } from "effect";
import { assign, enqueueActions, setup } from "xstate";
import {
  type SessionUserEvent,
  type SiteReadyEvent,
  sessionUserEventSchema,
  siteReadyEventSchema,
} from "./facts";
import { pending } from "./pending";
import { environmentEventSchemas, type PageLocation, type ShellInput, type Viewport } from "./shell";

// ---------------------------------------------------------------------------------------------
// Events

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
] as const;

export type CountryEvent = (typeof countryEventSchemas)[number]["Type"];

/** Raised inside the flow when the point value must be computed again. */
type RecomputeEvent = { readonly type: "country.recompute" };

// ---------------------------------------------------------------------------------------------
// Context

/** "waiting" for the site, "loading" the countries (full-page loader, spec §2.1), "ready". */
export type CountryStatus = "waiting" | "loading" | "ready";

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
  readonly status: CountryStatus;
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
  status: "waiting",
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
const pointValuePlanOf = (context: CountryContext): PointValuePlan =>
  pointValuePlan({
    loggedIn: context.loggedIn,
    clientId: context.user?.client_id ?? null,
    points: context.points,
    countryCurrency: countryCurrencyOf(context.countryCodes, context.userCountryCode),
  });

const siteUrlOf = (context: CountryContext): string => context.siteUrl ?? "/";

type FailedEvent = { readonly event: { readonly error: unknown } };
type StepErrorParams = { readonly step: CountryStep; readonly error: unknown };

/** What every failed call does: keep the error; HTTP 401 ends the session (spec §8). */
const failed = (step: CountryStep) =>
  [
    {
      type: "recordError" as const,
      params: ({ event }: FailedEvent): StepErrorParams => ({ step, error: event.error }),
    },
    {
      type: "reportIfUnauthenticated" as const,
      params: ({ event }: FailedEvent) => ({ error: event.error }),
    },
  ] as const;

/** One category list of the catalogue region: fetched when its family loads for this choice. */
const categoryRegion = (family: CategoryFamily) => ({
  initial: "deciding" as const,
  states: {
    deciding: {
      always: [
        { guard: { type: "isFamilyLoadedNow" as const, params: { family } }, target: "fetching" },
        { target: "done" },
      ],
    },
    fetching: {
      invoke: {
        src: "fetchCategoryList" as const,
        input: ({ context }: { readonly context: CountryContext }): CategoryListRequest => ({
          filter_group_id: CATEGORY_GROUPS[family],
          country_id: context.userCountry,
          url: siteUrlOf(context),
          isLoggedIn: context.loggedIn,
        }),
        onDone: {
          target: "done",
          actions: {
            type: "storeCategoryList" as const,
            params: ({ event }: { readonly event: { readonly output: readonly CategoryFilter[] } }) => ({
              family,
              filters: event.output,
            }),
          },
        },
        onError: {
          target: "done",
          // spec §8: a category fetch with no filters (or failing) sets an empty list.
          actions: [{ type: "emptyCategoryList" as const, params: { family } }, ...failed(family)],
        },
      },
    },
    done: { type: "final" as const },
  },
});

export const countryMachine = setup({
  types: {
    context: {} as CountryContext,
    events: {} as CountryEvent | RecomputeEvent,
    input: {} as ShellInput,
  },
  actors: {
    fetchCountries: pending<readonly CountryFilter[], { readonly url: string }>(),
    fetchIpCountry: pending<string>(),
    fetchCountryCodes: pending<CountryCodes>(),
    fetchExperienceCountries: pending<readonly Country[], { readonly url: string }>(),
    fetchTopupCountries: pending<
      readonly TopupCountry[],
      { readonly url: string; readonly isLoggedIn: boolean }
    >(),
    readStoredCountryCode: pending<string | null>(),
    saveChosenCountryCode: pending<void, { readonly code: string }>(),
    storeUserCountryCode: pending<void, { readonly code: string }>(),
    navigateThrough: pending<void, { readonly paths: readonly string[] }>(),
    convertPointValue: pending<PointValue, ConversionRequest | null>(),
    fetchCategoryList: pending<readonly CategoryFilter[], CategoryListRequest>(),
    fetchExperienceCategories: pending<readonly string[], { readonly countryCode: string }>(),
    fetchLandingSections: pending<LandingData, { readonly url: string; readonly country_id: number }>(),
  },
  guards: {
    isSameSite: ({ context }, params: { readonly siteUrl: string }) => context.siteUrl === params.siteUrl,
    isStartChoice: ({ context }) => context.chosenBy !== "selection",
    isFamilyLoadedNow: ({ context }, params: { readonly family: CategoryFamily }) =>
      isFamilyLoaded(params.family, context.chosenBy !== "selection"),
    isExperiencesEnabled: ({ context }) => isExperiencesEnabled(context.sections),
    needsConversion: ({ context }) => pointValuePlanOf(context).kind === "convert",
  },
  actions: {
    setSite: assign((_, params: { readonly event: SiteReadyEvent }) => ({
      siteUrl: params.event.siteUrl,
      sections: params.event.sections,
    })),
    setSections: assign((_, params: { readonly sections: readonly string[] }) => ({
      sections: params.sections,
    })),
    setLocation: assign(({ context }, params: { readonly pathname: string; readonly search: string }) => ({
      location: { ...context.location, pathname: params.pathname, search: params.search },
    })),
    setViewport: assign((_, params: Viewport) => ({
      viewport: { width: params.width, height: params.height },
    })),
    /** spec §4 'Point value': another user or other points recompute the value. */
    takeSessionUser: enqueueActions(({ context, enqueue }, params: { readonly event: SessionUserEvent }) => {
      const next = { loggedIn: params.event.loggedIn, user: params.event.user, points: params.event.points };
      const changed = sessionFactsChanged(
        { loggedIn: context.loggedIn, user: context.user, points: context.points },
        next,
      );
      enqueue.assign(next);
      if (changed) enqueue.raise({ type: "country.recompute" });
    }),
    markLoading: assign({ status: "loading" }),
    storeCountries: assign(({ context }, params: { readonly filters: readonly CountryFilter[] }) => ({
      countryList: countryListOrDefault(countryListOf(params.filters)),
      errors: { ...context.errors, countries: null },
    })),
    /** spec §8 'Country fetch failure': the default country list, so the page still works. */
    fallBackToDefaultCountries: assign(({ context }) => ({
      countryList: countryListOrDefault(context.countryList),
    })),
    storeIpCountry: assign((_, params: { readonly code: string }) => ({ ipCountryCode: params.code })),
    forgetIpCountry: assign({ ipCountryCode: null }),
    storeCountryCodes: assign((_, params: { readonly codes: CountryCodes }) => ({
      countryCodes: params.codes,
    })),
    storeExperienceCountries: assign((_, params: { readonly countries: readonly Country[] }) => ({
      experienceCountryList: params.countries,
    })),
    storeTopupCountries: assign((_, params: { readonly countries: readonly TopupCountry[] }) => ({
      topupCountryList: params.countries,
    })),
    storeStoredCode: assign((_, params: { readonly code: string | null }) => ({
      storedCountryCode: params.code,
    })),
    /** spec §4 'Initial country choice'. */
    chooseInitialCountry: assign(({ context }) => {
      const choice = initialCountryChoice({
        countries: context.countryList,
        storedCode: context.storedCountryCode,
        ipCode: context.ipCountryCode,
        previousOrigin: context.originCountryCode,
      });
      return {
        ...selectionOf(choice.country),
        chosenBy: choice.source,
        originCountryCode: context.ipCountryCode ?? context.originCountryCode,
        status: "ready" as const,
      };
    }),
    /** spec §4 'Country selection': id, name and code with their fallbacks; the picker closes. */
    selectCountry: assign(({ context }, params: { readonly countryId: number }) => ({
      ...selectionFor(context.countryList, params.countryId),
      chosenBy: "selection" as const,
      categoryId: null,
      picker: { open: false, query: "" },
    })),
    storeCategoryList: assign(
      (
        { context },
        params: { readonly family: CategoryFamily; readonly filters: readonly CategoryFilter[] },
      ) => ({
        ...withCategoryList(context, params.family, params.filters),
        errors: { ...context.errors, [params.family]: null },
      }),
    ),
    emptyCategoryList: assign(({ context }, params: { readonly family: CategoryFamily }) =>
      withCategoryList(context, params.family, []),
    ),
    storeExperienceCategories: assign((_, params: { readonly categories: readonly string[] }) => ({
      experienceCategoryList: params.categories,
    })),
    clearExperienceCategories: assign({ experienceCategoryList: [] }),
    markHomeFetching: assign({ home: FETCHING_HOME }),
    storeHome: assign((_, params: { readonly data: LandingData }) => ({ home: fetchedHome(params.data) })),
    failHome: assign((_, params: { readonly error: unknown }) => ({
      home: failedHome(errorDataOf(params.error)),
    })),
    /** Same currency: 1; not signed in or unknown currency: unset (spec §4 'Point value'). */
    setPointValueWithoutConversion: assign(({ context }) => {
      const plan = pointValuePlanOf(context);
      return { pointValue: plan.kind === "same" ? plan.value : null };
    }),
    storePointValue: assign(({ context }, params: { readonly value: PointValue }) => ({
      pointValue: params.value,
      errors: { ...context.errors, conversion: null },
    })),
    /** spec §8: a conversion answer carrying an Error, or any other failure, leaves the value unset. */
    unsetPointValue: assign({ pointValue: null }),
    openPicker: assign({ picker: { open: true, query: "" } }),
    closePicker: assign({ picker: { open: false, query: "" } }),
    filterPicker: assign(({ context }, params: { readonly query: string }) => ({
      picker: { open: context.picker.open, query: params.query },
    })),
    setCategoryId: assign((_, params: { readonly categoryId: string | null }) => ({
      categoryId: params.categoryId,
    })),
    recordError: assign(({ context }, params: StepErrorParams) => ({
      errors: { ...context.errors, [params.step]: errorDataOf(params.error) },
    })),
    reportIfUnauthenticated: enqueueActions(({ system, enqueue }, params: { readonly error: unknown }) => {
      if (!isUnauthenticatedError(errorDataOf(params.error))) return;
      const session = system.get("session");
      if (session !== undefined) enqueue.sendTo(session, { type: "SESSION.EXPIRED" });
    }),
  },
}).createMachine({
  id: "country",
  context: ({ input }) => initialCountryContext(input),
  initial: "waiting",
  on: {
    "ENV.LOCATION": {
      actions: {
        type: "setLocation",
        params: ({ event }) => ({ pathname: event.pathname, search: event.search }),
      },
    },
    "ENV.VIEWPORT": {
      actions: { type: "setViewport", params: ({ event }) => ({ width: event.width, height: event.height }) },
    },
    "SESSION.USER": { actions: { type: "takeSessionUser", params: ({ event }) => ({ event }) } },
    "COUNTRY.OPEN_PICKER": { actions: "openPicker" },
    "COUNTRY.CLOSE_PICKER": { actions: "closePicker" },
    "COUNTRY.FILTER": { actions: { type: "filterPicker", params: ({ event }) => ({ query: event.query }) } },
    "CATEGORY.SET": {
      actions: { type: "setCategoryId", params: ({ event }) => ({ categoryId: event.categoryId }) },
    },
  },
  states: {
    // Nothing loads before the first SITE.READY.
    waiting: {
      on: {
        "SITE.READY": { target: "active", actions: { type: "setSite", params: ({ event }) => ({ event }) } },
      },
    },
    active: {
      initial: "loading",
      on: {
        "SITE.READY": [
          {
            guard: { type: "isSameSite", params: ({ event }) => ({ siteUrl: event.siteUrl }) },
            actions: { type: "setSections", params: ({ event }) => ({ sections: event.sections }) },
          },
          // Another site: everything is loaded again for it.
          {
            target: "#country.active",
            reenter: true,
            actions: { type: "setSite", params: ({ event }) => ({ event }) },
          },
        ],
      },
      states: {
        // spec §4: the country data, side by side.
        loading: {
          type: "parallel",
          entry: "markLoading",
          onDone: { target: "choosing" },
          states: {
            countries: {
              initial: "fetching",
              states: {
                fetching: {
                  invoke: {
                    src: "fetchCountries",
                    input: ({ context }) => ({ url: siteUrlOf(context) }),
                    onDone: {
                      target: "done",
                      actions: { type: "storeCountries", params: ({ event }) => ({ filters: event.output }) },
                    },
                    onError: {
                      target: "done",
                      actions: ["fallBackToDefaultCountries", ...failed("countries")],
                    },
                  },
                },
                done: { type: "final" },
              },
            },
            ipCountry: {
              initial: "fetching",
              states: {
                fetching: {
                  invoke: {
                    src: "fetchIpCountry",
                    onDone: {
                      target: "done",
                      actions: { type: "storeIpCountry", params: ({ event }) => ({ code: event.output }) },
                    },
                    onError: { target: "done", actions: ["forgetIpCountry", ...failed("ipCountry")] },
                  },
                },
                done: { type: "final" },
              },
            },
            countryCodes: {
              initial: "fetching",
              states: {
                fetching: {
                  invoke: {
                    src: "fetchCountryCodes",
                    onDone: {
                      target: "done",
                      actions: {
                        type: "storeCountryCodes",
                        params: ({ event }) => ({ codes: event.output }),
                      },
                    },
                    onError: { target: "done", actions: failed("countryCodes") },
                  },
                },
                done: { type: "final" },
              },
            },
            storedCode: {
              initial: "reading",
              states: {
                reading: {
                  invoke: {
                    src: "readStoredCountryCode",
                    onDone: {
                      target: "done",
                      actions: { type: "storeStoredCode", params: ({ event }) => ({ code: event.output }) },
                    },
                    onError: {
                      target: "done",
                      actions: [{ type: "storeStoredCode", params: { code: null } }, ...failed("storage")],
                    },
                  },
                },
                done: { type: "final" },
              },
            },
            topupCountries: {
              initial: "fetching",
              states: {
                fetching: {
                  invoke: {
                    src: "fetchTopupCountries",
                    input: ({ context }) => ({ url: siteUrlOf(context), isLoggedIn: context.loggedIn }),
                    onDone: {
                      target: "done",
                      actions: {
                        type: "storeTopupCountries",
                        params: ({ event }) => ({ countries: event.output }),
                      },
                    },
                    onError: { target: "done", actions: failed("topupCountries") },
                  },
                },
                done: { type: "final" },
              },
            },
            experienceCountries: {
              initial: "fetching",
              states: {
                fetching: {
                  invoke: {
                    src: "fetchExperienceCountries",
                    input: ({ context }) => ({ url: siteUrlOf(context) }),
                    onDone: {
                      target: "done",
                      actions: {
                        type: "storeExperienceCountries",
                        params: ({ event }) => ({ countries: event.output }),
                      },
                    },
                    onError: { target: "done", actions: failed("experienceCountries") },
                  },
                },
                done: { type: "final" },
              },
            },
          },
        },
        // spec §4 'Initial country choice'.
        choosing: {
          entry: "chooseInitialCountry",
          always: { target: "settled" },
        },
        // A country is chosen: storage, catalogue and point value follow it. A selection starts all over.
        settled: {
          type: "parallel",
          on: {
            "COUNTRY.SELECT": {
              target: "settled",
              reenter: true,
              actions: { type: "selectCountry", params: ({ event }) => ({ countryId: event.countryId }) },
            },
          },
          states: {
            storage: {
              initial: "deciding",
              states: {
                deciding: {
                  always: [
                    { guard: "isStartChoice", target: "savingChosenCode" },
                    { target: "storingSelection" },
                  ],
                },
                // spec §4: the chosen ISO2 code is saved in session as ipCountryCode.
                savingChosenCode: {
                  invoke: {
                    src: "saveChosenCountryCode",
                    input: ({ context }) => ({ code: context.userCountryCode }),
                    onDone: { target: "idle" },
                    onError: { target: "idle", actions: failed("storage") },
                  },
                },
                // spec §4 'Country selection': userCountryCode is stored in session storage.
                storingSelection: {
                  invoke: {
                    src: "storeUserCountryCode",
                    input: ({ context }) => ({ code: context.userCountryCode }),
                    onDone: { target: "navigating" },
                    onError: { target: "navigating", actions: failed("storage") },
                  },
                },
                // Then custom_url + '/', and on a phone '/experiences' or '/vouchers'.
                navigating: {
                  invoke: {
                    src: "navigateThrough",
                    input: ({ context }) => ({
                      paths: selectionPaths({
                        siteUrl: siteUrlOf(context),
                        userDomain: context.user?.domain ?? null,
                        pathname: context.location.pathname,
                        search: context.location.search,
                        viewportWidth: context.viewport.width,
                      }),
                    }),
                    onDone: { target: "idle" },
                    onError: { target: "idle", actions: failed("navigation") },
                  },
                },
                idle: {},
              },
            },
            pointValue: {
              initial: "computing",
              on: { "country.recompute": { target: ".computing" } },
              states: {
                computing: {
                  always: [
                    { guard: "needsConversion", target: "converting" },
                    { target: "idle", actions: "setPointValueWithoutConversion" },
                  ],
                },
                converting: {
                  invoke: {
                    src: "convertPointValue",
                    input: ({ context }) => {
                      const plan = pointValuePlanOf(context);
                      return plan.kind === "convert" ? plan.request : null;
                    },
                    onDone: {
                      target: "idle",
                      actions: { type: "storePointValue", params: ({ event }) => ({ value: event.output }) },
                    },
                    onError: { target: "idle", actions: ["unsetPointValue", ...failed("conversion")] },
                  },
                },
                idle: {},
              },
            },
            catalogue: {
              initial: "loading",
              states: {
                loading: {
                  type: "parallel",
                  onDone: { target: "loaded" },
                  states: {
                    experiences: {
                      initial: "deciding",
                      states: {
                        // Only when 'experiences' is an enabled section (spec §4).
                        deciding: {
                          always: [
                            { guard: "isExperiencesEnabled", target: "fetching" },
                            { target: "done", actions: "clearExperienceCategories" },
                          ],
                        },
                        fetching: {
                          invoke: {
                            src: "fetchExperienceCategories",
                            input: ({ context }) => ({ countryCode: context.userCountryCode }),
                            onDone: {
                              target: "done",
                              actions: {
                                type: "storeExperienceCategories",
                                params: ({ event }) => ({ categories: event.output }),
                              },
                            },
                            onError: {
                              target: "done",
                              actions: ["clearExperienceCategories", ...failed("experienceCategories")],
                            },
                          },
                        },
                        done: { type: "final" },
                      },
                    },
                    vouchers: categoryRegion("vouchers"),
                    merchandise: categoryRegion("merchandise"),
                    perks: categoryRegion("perks"),
                    charity: categoryRegion("charity"),
                    lounge: categoryRegion("lounge"),
                    airmiles: categoryRegion("airmiles"),
                    cashout: categoryRegion("cashout"),
                    personalize: categoryRegion("personalize"),
                    // spec §4 'Catalogue loads': the home sections, fetching then fetched or failed.
                    home: {
                      initial: "fetching",
                      states: {
                        fetching: {
                          entry: "markHomeFetching",
                          invoke: {
                            src: "fetchLandingSections",
                            input: ({ context }) => ({
                              url: siteUrlOf(context),
                              country_id: context.userCountry,
                            }),
                            onDone: {
                              target: "done",
                              actions: { type: "storeHome", params: ({ event }) => ({ data: event.output }) },
                            },
                            onError: {
                              target: "done",
                              actions: [
                                { type: "failHome", params: ({ event }) => ({ error: event.error }) },
                                ...failed("landing"),
                              ],
                            },
                          },
                        },
                        done: { type: "final" },
                      },
                    },
                  },
                },
                loaded: {},
              },
            },
          },
        },
      },
    },
  },
});

export type CountryMachine = typeof countryMachine;
