/**
 * The country flow (systemId "country"): the country list and the user's country, the point value
 * in that country's currency, the catalogue category lists, the home sections and the country
 * picker (spec §2.7, §3, §4 'Initial country choice', 'Country selection', 'Point value',
 * 'Catalogue loads', §7.2, §7.3, §8).
 *
 * Nothing loads before the first `SITE.READY` (tag "waiting"); then one program loads the country
 * data side by side (tag "loading": the full-page loader of spec §2.1), and another site reloads
 * it. A country is then chosen (tag "ready": spec §4 initial choice, or `COUNTRY.SELECT`): the
 * choice is kept in session storage (a selection also navigates), the point value follows it and
 * the session's points, one program loads its category lists with the experience categories (a
 * failed list is empty, spec §8), and the home sections load. Every choice, and the start, is
 * announced to "trackOrder" (its default phone code) and "checkout" (merchandise's country) as
 * `COUNTRY.SELECTED`.
 *
 * Effects are invoked by name; the defaults never settle and the system provides the live ones
 * (`countryActors(layer)` of src/effects/country.ts). Pure rules live in src/domain/country.ts
 * and src/domain/categories.ts; the events and context in ./country.events.ts.
 */

import {
  type CategoryListsAnswer,
  type CategoryListsRequest,
  categoryListFailures,
  categoryListsRequestOf,
  experienceCategoriesOf,
  FETCHING_HOME,
  failedHome,
  fetchedHome,
  type LandingData,
  withCategoryOutcomes,
} from "@domain/categories";
import {
  type ChoiceToKeep,
  type ConversionRequest,
  type CountryData,
  choiceToKeepOf,
  countryDataFailures,
  countryDataFields,
  countryListOrDefault,
  initialChoiceFields,
  type PointValue,
  type SessionFacts,
  selectionFields,
  sessionFactsChanged,
} from "@domain/country";
import { errorDataOf } from "@errors/data";
import { assign, enqueueActions, raise, setup } from "xstate";
import {
  type CountryContext,
  type CountryEvent,
  type CountryStep,
  type CountryTag,
  conversionRequestOf,
  endsSession,
  homeFailureOf,
  initialCountryContext,
  listFailureOf,
  pointValuePlanOf,
  pointValueWithoutConversionOf,
  type RecomputeEvent,
  siteUrlOf,
} from "./country.events";
import { announceFact, type CountrySelectedEvent } from "./facts";
import { sendToFlow } from "./flows";
import { pending } from "./pending";
import type { ShellInput, Viewport } from "./shell";

export * from "./country.events";

const SESSION_EXPIRED = { type: "SESSION.EXPIRED" } as const;

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
      params: ({ event }: FailedEvent) => ({ errors: [event.error] }),
    },
  ] as const;

export const countryMachine = setup({
  types: {
    context: {} as CountryContext,
    events: {} as CountryEvent | RecomputeEvent,
    input: {} as ShellInput,
    tags: {} as CountryTag,
  },
  actors: {
    loadCountryData: pending<CountryData, { readonly url: string; readonly isLoggedIn: boolean }>(),
    keepChoice: pending<void, ChoiceToKeep>(),
    convertPointValue: pending<PointValue, ConversionRequest | null>(),
    fetchCategoryLists: pending<CategoryListsAnswer, CategoryListsRequest>(),
    fetchLandingSections: pending<LandingData, { readonly url: string; readonly country_id: number }>(),
  },
  guards: {
    isSameSite: ({ context }, params: { readonly siteUrl: string }) => context.siteUrl === params.siteUrl,
    needsConversion: ({ context }) => pointValuePlanOf(context).kind === "convert",
    hasListFailure: ({ context }) => listFailureOf(context) !== null,
    hasHomeFailure: ({ context }) => homeFailureOf(context) !== null,
  },
  actions: {
    setSite: assign((_, params: { readonly siteUrl: string; readonly sections: readonly string[] }) => ({
      siteUrl: params.siteUrl,
      sections: params.sections,
    })),
    setLocation: assign(({ context }, params: { readonly pathname: string; readonly search: string }) => ({
      location: { ...context.location, pathname: params.pathname, search: params.search },
    })),
    setViewport: assign((_, params: Viewport) => ({
      viewport: { width: params.width, height: params.height },
    })),
    /** spec §4 'Point value': another user or other points recompute the value. */
    takeSessionUser: enqueueActions(({ context, enqueue }, params: { readonly facts: SessionFacts }) => {
      const { loggedIn, user, points } = params.facts;
      enqueue.assign({ loggedIn, user, points });
      if (sessionFactsChanged(context, params.facts)) enqueue.raise({ type: "country.recompute" });
    }),
    /** spec §4, §8: what answered is kept; failed calls keep their error and fall back; 401 ends the session. */
    storeCountryData: enqueueActions(
      ({ context, system, enqueue }, params: { readonly data: CountryData }) => {
        const failures = countryDataFailures(params.data);
        enqueue.assign({
          ...countryDataFields(params.data, context),
          errors: { ...context.errors, ...failures },
        });
        if (endsSession(Object.values(failures))) sendToFlow(system, enqueue, "session", SESSION_EXPIRED);
      },
    ),
    /** spec §8 'Country fetch failure': the default country list, so the page still works. */
    fallBackToDefaultCountries: assign(({ context }) => ({
      countryList: countryListOrDefault(context.countryList),
      ipCountryCode: null,
      storedCountryCode: null,
    })),
    /** spec §4 'Initial country choice'. */
    chooseInitialCountry: assign(({ context }) => initialChoiceFields(context)),
    /** spec §4 'Country selection': id, name and code with their fallbacks; the picker closes. */
    selectCountry: assign(({ context }, params: { readonly countryId: number }) => ({
      ...selectionFields(context.countryList, params.countryId),
      picker: { open: false, query: "" },
    })),
    /** The track-order dialog's default phone code and the checkout's delivery country follow the selection. */
    announceCountry: enqueueActions(({ context, system, enqueue }) => {
      const event: CountrySelectedEvent = {
        type: "COUNTRY.SELECTED",
        countryCode: context.userCountryCode,
        countryId: context.userCountry,
        countryName: context.selectedCountry,
      };
      announceFact(system, enqueue, event);
    }),
    /** spec §8: a failed list is empty and keeps its error, an answered one clears it; 401 ends the session. */
    storeCategoryLists: enqueueActions(
      ({ context, system, enqueue }, params: { readonly answer: CategoryListsAnswer }) => {
        const failures = categoryListFailures(params.answer);
        enqueue.assign({
          ...withCategoryOutcomes(context, params.answer.lists),
          experienceCategoryList: experienceCategoriesOf(params.answer),
          errors: { ...context.errors, ...failures },
        });
        if (endsSession(Object.values(failures))) sendToFlow(system, enqueue, "session", SESSION_EXPIRED);
      },
    ),
    markHomeFetching: assign({ home: FETCHING_HOME }),
    storeHome: assign(({ context }, params: { readonly data: LandingData }) => ({
      home: fetchedHome(params.data),
      errors: { ...context.errors, landing: null },
    })),
    /** A retry, or the next navigation, asks the failed loads again (spec §8: the error is kept until then). */
    retryFailedLoads: raise({ type: "country.retry" }),
    failHome: assign((_, params: { readonly error: unknown }) => ({
      home: failedHome(errorDataOf(params.error)),
    })),
    /** Same currency: 1; not signed in or unknown currency: unset (spec §4 'Point value'). */
    setPointValueWithoutConversion: assign(({ context }) => ({
      pointValue: pointValueWithoutConversionOf(context),
    })),
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
    /** spec §8 'HTTP 401': a call answering it ends the session (once, however many did). */
    reportIfUnauthenticated: enqueueActions(
      ({ system, enqueue }, params: { readonly errors: readonly unknown[] }) => {
        if (endsSession(params.errors)) sendToFlow(system, enqueue, "session", SESSION_EXPIRED);
      },
    ),
  },
}).createMachine({
  id: "country",
  context: ({ input }) => initialCountryContext(input),
  initial: "waiting",
  entry: "announceCountry",
  on: {
    "ENV.LOCATION": {
      actions: [{ type: "setLocation", params: ({ event }) => event }, "retryFailedLoads"],
    },
    "COUNTRY.RETRY": { actions: "retryFailedLoads" },
    "ENV.VIEWPORT": { actions: { type: "setViewport", params: ({ event }) => event } },
    "SESSION.USER": { actions: { type: "takeSessionUser", params: ({ event }) => ({ facts: event }) } },
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
      tags: "waiting",
      on: {
        // Announced again here: a flow spawned after this one missed the announcement at start.
        "SITE.READY": {
          target: "active",
          actions: [{ type: "setSite", params: ({ event }) => event }, "announceCountry"],
        },
      },
    },
    active: {
      initial: "loading",
      on: {
        "SITE.READY": [
          {
            guard: { type: "isSameSite", params: ({ event }) => ({ siteUrl: event.siteUrl }) },
            actions: { type: "setSite", params: ({ event }) => event },
          },
          // Another site: everything is loaded again for it.
          {
            target: "#country.active",
            reenter: true,
            actions: { type: "setSite", params: ({ event }) => event },
          },
        ],
      },
      states: {
        // spec §4: the country data, side by side, in one program.
        loading: {
          tags: "loading",
          invoke: {
            src: "loadCountryData",
            input: ({ context }) => ({ url: siteUrlOf(context), isLoggedIn: context.loggedIn }),
            onDone: {
              target: "choosing",
              actions: { type: "storeCountryData", params: ({ event }) => ({ data: event.output }) },
            },
            onError: { target: "choosing", actions: ["fallBackToDefaultCountries", ...failed("countries")] },
          },
        },
        // spec §4 'Initial country choice'.
        choosing: { tags: "ready", entry: "chooseInitialCountry", always: { target: "settled" } },
        // A country is chosen: storage, catalogue and point value follow it. A selection starts all over.
        settled: {
          type: "parallel",
          tags: "ready",
          entry: "announceCountry",
          on: {
            "COUNTRY.SELECT": {
              target: "settled",
              reenter: true,
              actions: { type: "selectCountry", params: ({ event }) => ({ countryId: event.countryId }) },
            },
          },
          states: {
            // spec §4: the initial choice is saved as ipCountryCode; a selection is stored as
            // userCountryCode, then the page goes to custom_url + '/' (on a phone further).
            storage: {
              initial: "keeping",
              states: {
                keeping: {
                  invoke: {
                    src: "keepChoice",
                    input: ({ context }) => choiceToKeepOf(context),
                    onDone: { target: "idle" },
                    onError: { target: "idle", actions: failed("storage") },
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
                    input: ({ context }) => conversionRequestOf(context),
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
            // spec §4 'Catalogue loads': the lists of this choice, each on its own (spec §8).
            lists: {
              initial: "fetching",
              states: {
                fetching: {
                  invoke: {
                    src: "fetchCategoryLists",
                    input: ({ context }) => categoryListsRequestOf(context),
                    onDone: {
                      target: "loaded",
                      actions: {
                        type: "storeCategoryLists",
                        params: ({ event }) => ({ answer: event.output }),
                      },
                    },
                    onError: { target: "loaded", actions: failed("vouchers") },
                  },
                },
                loaded: { on: { "country.retry": { guard: "hasListFailure", target: "fetching" } } },
              },
            },
            // spec §4 'Catalogue loads': the home sections, fetching then fetched or failed.
            home: {
              initial: "fetching",
              states: {
                fetching: {
                  entry: "markHomeFetching",
                  invoke: {
                    src: "fetchLandingSections",
                    input: ({ context }) => ({ url: siteUrlOf(context), country_id: context.userCountry }),
                    onDone: {
                      target: "loaded",
                      actions: { type: "storeHome", params: ({ event }) => ({ data: event.output }) },
                    },
                    onError: {
                      target: "loaded",
                      actions: [
                        { type: "failHome", params: ({ event }) => ({ error: event.error }) },
                        ...failed("landing"),
                      ],
                    },
                  },
                },
                loaded: { on: { "country.retry": { guard: "hasHomeFailure", target: "fetching" } } },
              },
            },
          },
        },
      },
    },
  },
});

export type CountryMachine = typeof countryMachine;
