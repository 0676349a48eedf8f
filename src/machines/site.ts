/**
 * The site (systemId "site"): which site the path names, its branding, platform settings,
 * preferences, enabled sections and banners, the interface language and the cookie banner
 * (spec §2.1, §2.2, §2.11, §3, §4 'Language', 'Banners', 'Persisted state', §7.2, §8).
 *
 * - Start: the stored language ('wglang'), the consent cookie and the persisted state are read
 *   (the persisted showCts and platform flags seed the context until the server answers). Then,
 *   and again whenever the path moves to another site, the platform settings, site preferences,
 *   routes and banners load side by side; `status` is "loading" meanwhile (the full-page loader
 *   of spec §2.1) and "ready" after.
 * - Failure rows of spec §8: routes → the default section list; site preferences → the default
 *   branding (route '/:keyword', url '/'); platform setting → the default settings, and a
 *   reset-password path is moved to '/marketplace{path}'. Errors are kept as ErrorData.
 * - After every load, "session" gets SITE.BRANDING {customUrl} and then "country" gets
 *   SITE.READY {siteUrl, sections}; SITE.READY is sent again when the sections change (the
 *   perks rule of spec §2.2 follows the user of SESSION.USER). The site's slice of the persisted
 *   state is saved.
 * - Language (spec §4): SITE.SET_LANGUAGE stores the choice under 'wglang' and switches.
 * - Cookie banner (spec §2.11): SITE.ACCEPT_COOKIES sets the consent cookie and hides it.
 * - SITE.RESET_BRANDING (logout): back to the default branding.
 *
 * Every side effect is an actor invoked by name; the defaults never settle and the system
 * provides the live ones (`siteActors(layer)` of src/effects/site.ts).
 */

import type { Branding, PlatformSettings, SitePreferences } from "@contract/site";
import {
  interfaceLanguageFor,
  languageChoicesFor,
  SITE_LANGUAGES,
  type SiteLanguage,
} from "@domain/language";
import { type PersistedPatch, type PersistedState, siteSliceOf } from "@domain/persisted";
import { sameSections, sectionsFor } from "@domain/sections";
import {
  brandingOf,
  DEFAULT_BRANDING,
  DEFAULT_PLATFORM_SETTINGS,
  DEFAULT_PREFERENCES,
  logoUrlOf,
  normalizePlatformSettings,
  preferenceFlagsOf,
  resetPasswordTargetOf,
  type SiteAddress,
  type SitePreferenceFlags,
  siteOfPath,
} from "@domain/site";
import type { BannersAnswer, SiteBrowserState } from "@effects/site";
import type { ErrorData } from "@errors/data";
import { errorDataOf } from "@errors/data";
import { Schema } from "effect";
import { assign, enqueueActions, setup } from "xstate";
import { type SessionUserEvent, type SiteReadyEvent, sessionUserEventSchema } from "./facts";
import { pending } from "./pending";
import { environmentEventSchemas, type ShellFeatures, type ShellInput } from "./shell";

export type { ShellInput } from "./shell";

// ---------------------------------------------------------------------------------------------
// Events

/** The events the site accepts from outside (views, the root, other flows), as schemas for the event log. */
export const siteEventSchemas = [
  /** From the language switcher (spec §4 'Language'). */
  Schema.Struct({ type: Schema.Literal("SITE.SET_LANGUAGE"), language: Schema.Literals(SITE_LANGUAGES) }),
  /** The cookie banner's OK (spec §2.11). */
  Schema.Struct({ type: Schema.Literal("SITE.ACCEPT_COOKIES") }),
  /** Sent by "logout": back to the default branding (spec §4 'Logout' step 3). */
  Schema.Struct({ type: Schema.Literal("SITE.RESET_BRANDING") }),
  /** Sent by "session" when the signed-in user changes (the perks rule of spec §2.2). */
  sessionUserEventSchema,
  /** Forwarded by the root: the viewport and the current URL. */
  ...environmentEventSchemas,
] as const;

export type SiteEvent = (typeof siteEventSchemas)[number]["Type"];

/** What the site sends to "session" after every load. */
export interface SiteBrandingEvent {
  readonly type: "SITE.BRANDING";
  readonly customUrl: string;
}

// ---------------------------------------------------------------------------------------------
// Context

/** The build's switches the section rules need (they arrive with the input). */
export type SiteFeatures = ShellFeatures;

/** The steps whose failures are kept (spec §8: failures at start-up are mostly silent). */
export type SiteStep =
  | "browser"
  | "persisted"
  | "platformSettings"
  | "preferences"
  | "routes"
  | "banners"
  | "language"
  | "cookies"
  | "navigation"
  | "persist";

export type SiteErrors = { readonly [K in SiteStep]: ErrorData | null };

export const noSiteErrors: SiteErrors = {
  browser: null,
  persisted: null,
  platformSettings: null,
  preferences: null,
  routes: null,
  banners: null,
  language: null,
  cookies: null,
  navigation: null,
  persist: null,
};

/** "loading" while the site's calls run (the full-page loader of spec §2.1), then "ready". */
export type SiteStatus = "loading" | "ready";

export interface SiteContext {
  readonly status: SiteStatus;
  readonly features: SiteFeatures;
  readonly location: { readonly pathname: string; readonly search: string };
  readonly viewport: ShellInput["viewport"];
  /** The site of the path and how the calls name it. */
  readonly site: SiteAddress;
  /** The browser language, e.g. 'fr-FR'. */
  readonly browserLanguage: string;
  readonly inIframe: boolean;
  readonly loggedIn: boolean;
  /** The signed-in user as "session" reports it (null for a guest). */
  readonly user: SessionUserEvent["user"];
  /** The code stored under 'wglang', if any. */
  readonly storedLanguage: string | null;
  /** The interface language (spec §4). */
  readonly language: SiteLanguage;
  /** The switcher's choices: en, es, fr, de when several languages are allowed, else none. */
  readonly languageChoices: readonly SiteLanguage[];
  /** Whether the consent cookie is present. */
  readonly cookiesAccepted: boolean;
  /** Whether the cookie banner shows (spec §2.11): outside an iframe and without the cookie. */
  readonly cookieBanner: boolean;
  /** Full platform settings, defaults filled in (spec §3). */
  readonly settings: PlatformSettings;
  readonly preferences: SitePreferenceFlags;
  readonly branding: Branding;
  /** The company logo_url, or null for the default product logo (spec §2.4). */
  readonly logoUrl: string | null;
  readonly primaryColor: string;
  /** customText points label (default 'Points'). */
  readonly pointsLabel: string;
  /** customText payNowButton (default 'Pay Now'). */
  readonly payNowButton: string;
  readonly paymentMethodAccess: PlatformSettings["paymentMethodAccess"];
  /** The section list the server answered for this site, or null when it could not (spec §8). */
  readonly loadedSections: readonly string[] | null;
  /** The enabled sections after the rules of spec §2.2. */
  readonly sections: readonly string[];
  /** The banner module and when it was fetched, once loaded. */
  readonly banners: BannersAnswer | null;
  /** What the current load has answered (what failed is not saved over the persisted state). */
  readonly answered: { readonly settings: boolean; readonly preferences: boolean };
  readonly errors: SiteErrors;
}

const settingsFields = (settings: PlatformSettings) => ({
  settings,
  primaryColor: settings.primaryColor,
  pointsLabel: settings.customText.rewardPoints,
  payNowButton: settings.customText.payNowButton,
  paymentMethodAccess: settings.paymentMethodAccess,
});

const brandingFields = (branding: Branding) => ({ branding, logoUrl: logoUrlOf(branding) });

const languageFields = (settings: PlatformSettings, stored: string | null, browser: string) => ({
  language: interfaceLanguageFor({
    multiLanguageSupport: settings.multiLanguageSupport,
    stored,
    browser,
  }),
  languageChoices: languageChoicesFor(settings.multiLanguageSupport),
});

const sectionsOf = (context: SiteContext, loaded: readonly string[] | null): readonly string[] =>
  sectionsFor({
    loaded,
    cashoutEnabled: context.features.cashout,
    perksCompanies: context.features.perksCompanies,
    companyId: context.user?.company_id ?? null,
  });

export const initialSiteContext = (
  input: ShellInput,
  features: SiteFeatures = input.features,
): SiteContext => {
  const settings = DEFAULT_PLATFORM_SETTINGS;
  const context: SiteContext = {
    status: "loading",
    features: { perksCompanies: features.perksCompanies, cashout: features.cashout },
    location: { pathname: input.location.pathname, search: input.location.search },
    viewport: { width: input.viewport.width, height: input.viewport.height },
    site: siteOfPath(input.location.pathname),
    browserLanguage: input.language,
    inIframe: input.inIframe,
    loggedIn: input.loggedIn,
    user: null,
    storedLanguage: null,
    ...languageFields(settings, null, input.language),
    cookiesAccepted: false,
    // Unknown until the cookie is read: the banner never flashes.
    cookieBanner: false,
    ...settingsFields(settings),
    preferences: DEFAULT_PREFERENCES,
    ...brandingFields(DEFAULT_BRANDING),
    loadedSections: null,
    sections: [],
    banners: null,
    answered: { settings: false, preferences: false },
    errors: noSiteErrors,
  };
  return { ...context, sections: sectionsOf(context, null) };
};

type StepErrorParams = { readonly step: SiteStep; readonly error: unknown };
type LocationParams = { readonly pathname: string; readonly search: string };

/** The site machine; `features`, when given, replaces the switches of the input (tests). */
export const createSiteMachine = (features?: SiteFeatures) =>
  setup({
    types: {
      context: {} as SiteContext,
      events: {} as SiteEvent,
      input: {} as ShellInput,
    },
    actors: {
      readSiteBrowserState: pending<SiteBrowserState>(),
      loadPersisted: pending<PersistedState>(),
      fetchPlatformSetting: pending<PlatformSettings, { readonly urlPrefix: string }>(),
      fetchSitePreferences: pending<SitePreferences, { readonly url: string }>(),
      fetchRoutes: pending<readonly string[], { readonly url: string }>(),
      fetchBanners: pending<BannersAnswer>(),
      storeLanguage: pending<void, { readonly language: string }>(),
      acceptCookies: pending<void>(),
      replacePath: pending<void, { readonly path: string }>(),
      savePersisted: pending<PersistedState, PersistedPatch>(),
    },
    guards: {
      isAnotherSite: ({ context }, params: LocationParams) =>
        siteOfPath(params.pathname).key !== context.site.key,
      hasResetPasswordRedirect: ({ context }) => resetPasswordTargetOf(context.location) !== null,
      isLanguageOffered: ({ context }, params: { readonly language: SiteLanguage }) =>
        context.languageChoices.includes(params.language),
    },
    actions: {
      markLoading: assign({ status: "loading", answered: { settings: false, preferences: false } }),
      markReady: assign({ status: "ready" }),
      followLocation: assign((_, params: LocationParams) => ({
        location: { pathname: params.pathname, search: params.search },
      })),
      followViewport: assign((_, params: ShellInput["viewport"]) => ({
        viewport: { width: params.width, height: params.height },
      })),
      moveToSite: assign((_, params: LocationParams) => ({
        location: { pathname: params.pathname, search: params.search },
        site: siteOfPath(params.pathname),
      })),
      storeBrowserState: assign(({ context }, params: { readonly state: SiteBrowserState }) => {
        // A choice made before the read finished wins over what was stored.
        const storedLanguage = context.storedLanguage ?? params.state.storedLanguage;
        const cookiesAccepted = context.cookiesAccepted || params.state.cookiesAccepted;
        return {
          storedLanguage,
          cookiesAccepted,
          cookieBanner: !context.inIframe && !cookiesAccepted,
          ...languageFields(context.settings, storedLanguage, context.browserLanguage),
        };
      }),
      seedFromPersisted: assign(({ context }, params: { readonly persisted: PersistedState }) => ({
        ...(context.answered.settings
          ? {}
          : settingsFields({
              ...context.settings,
              enablePerks: params.persisted.appInfo.platFormSettings.enablePerks,
              displayCatalogInPoints: params.persisted.appInfo.platFormSettings.displayCatalogInPoints,
            })),
        ...(context.answered.preferences
          ? {}
          : { preferences: { ...context.preferences, showCts: params.persisted.appInfo.showCts } }),
      })),
      storeSettings: assign(({ context }, params: { readonly settings: PlatformSettings }) => {
        const settings = normalizePlatformSettings(params.settings);
        return {
          ...settingsFields(settings),
          ...languageFields(settings, context.storedLanguage, context.browserLanguage),
          answered: { ...context.answered, settings: true },
        };
      }),
      // spec §8 'Platform setting failure': default settings.
      useDefaultSettings: assign(({ context }) => ({
        ...settingsFields(DEFAULT_PLATFORM_SETTINGS),
        ...languageFields(DEFAULT_PLATFORM_SETTINGS, context.storedLanguage, context.browserLanguage),
      })),
      storePreferences: assign(({ context }, params: { readonly preferences: SitePreferences }) => ({
        preferences: preferenceFlagsOf(params.preferences),
        ...brandingFields(brandingOf(params.preferences)),
        answered: { ...context.answered, preferences: true },
      })),
      // spec §8 'Site preferences failure': default branding (route '/:keyword', url '/').
      useDefaultBranding: assign({ ...brandingFields(DEFAULT_BRANDING) }),
      storeRoutes: assign(({ context }, params: { readonly sections: readonly string[] }) => ({
        loadedSections: params.sections,
        sections: sectionsOf(context, params.sections),
      })),
      // spec §8 'Routes fetch failure': the default section list.
      useDefaultSections: assign(({ context }) => ({
        loadedSections: null,
        sections: sectionsOf(context, null),
      })),
      storeBanners: assign((_, params: { readonly banners: BannersAnswer }) => ({ banners: params.banners })),
      chooseLanguage: assign(({ context }, params: { readonly language: SiteLanguage }) => ({
        storedLanguage: params.language,
        ...languageFields(context.settings, params.language, context.browserLanguage),
      })),
      hideCookieBanner: assign({ cookiesAccepted: true, cookieBanner: false }),
      // Logout (spec §4 step 3): the branding goes back to its default.
      resetBranding: assign({ ...brandingFields(DEFAULT_BRANDING) }),
      recordError: assign(({ context }, params: StepErrorParams) => ({
        errors: { ...context.errors, [params.step]: errorDataOf(params.error) },
      })),
      // spec §2.2: the perks rule follows the user; "country" hears of a changed list once ready.
      followUser: enqueueActions(
        ({ context, system, enqueue }, params: { readonly event: SessionUserEvent }) => {
          const next = { ...context, loggedIn: params.event.loggedIn, user: params.event.user };
          const sections = sectionsOf(next, context.loadedSections);
          enqueue.assign({ loggedIn: next.loggedIn, user: next.user, sections });
          if (context.status !== "ready" || sameSections(sections, context.sections)) return;
          const country = system.get("country");
          if (country === undefined) return;
          const ready: SiteReadyEvent = {
            type: "SITE.READY",
            siteUrl: context.branding.custom_url,
            sections,
          };
          enqueue.sendTo(country, ready);
        },
      ),
      notifySession: enqueueActions(({ context, system, enqueue }) => {
        const session = system.get("session");
        if (session === undefined) return;
        const branding: SiteBrandingEvent = { type: "SITE.BRANDING", customUrl: context.branding.custom_url };
        enqueue.sendTo(session, branding);
      }),
      notifyCountry: enqueueActions(({ context, system, enqueue }) => {
        const country = system.get("country");
        if (country === undefined) return;
        const ready: SiteReadyEvent = {
          type: "SITE.READY",
          siteUrl: context.branding.custom_url,
          sections: context.sections,
        };
        enqueue.sendTo(country, ready);
      }),
    },
  }).createMachine({
    id: "site",
    type: "parallel",
    context: ({ input }) => initialSiteContext(input, features ?? input.features),
    on: {
      "SESSION.USER": { actions: { type: "followUser", params: ({ event }) => ({ event }) } },
      "SITE.RESET_BRANDING": { actions: "resetBranding" },
      "ENV.VIEWPORT": {
        actions: {
          type: "followViewport",
          params: ({ event }) => ({ width: event.width, height: event.height }),
        },
      },
    },
    states: {
      load: {
        initial: "starting",
        on: {
          "ENV.LOCATION": [
            {
              guard: { type: "isAnotherSite", params: ({ event }) => event },
              target: ".loading",
              actions: { type: "moveToSite", params: ({ event }) => event },
            },
            { actions: { type: "followLocation", params: ({ event }) => event } },
          ],
        },
        states: {
          // The stored language, the consent cookie and the persisted state, before the calls.
          starting: {
            type: "parallel",
            on: {
              "ENV.LOCATION": { actions: { type: "moveToSite", params: ({ event }) => event } },
            },
            onDone: { target: "loading" },
            states: {
              browser: {
                initial: "reading",
                states: {
                  reading: {
                    invoke: {
                      src: "readSiteBrowserState",
                      onDone: {
                        target: "read",
                        actions: {
                          type: "storeBrowserState",
                          params: ({ event }) => ({ state: event.output }),
                        },
                      },
                      onError: {
                        target: "read",
                        actions: {
                          type: "recordError",
                          params: ({ event }) => ({ step: "browser", error: event.error }),
                        },
                      },
                    },
                  },
                  read: { type: "final" },
                },
              },
              persisted: {
                initial: "reading",
                states: {
                  reading: {
                    invoke: {
                      src: "loadPersisted",
                      onDone: {
                        target: "read",
                        actions: {
                          type: "seedFromPersisted",
                          params: ({ event }) => ({ persisted: event.output }),
                        },
                      },
                      onError: {
                        target: "read",
                        actions: {
                          type: "recordError",
                          params: ({ event }) => ({ step: "persisted", error: event.error }),
                        },
                      },
                    },
                  },
                  read: { type: "final" },
                },
              },
            },
          },
          // spec §7.2: platform settings, site preferences, routes and banners, side by side.
          loading: {
            type: "parallel",
            entry: "markLoading",
            onDone: {
              target: "ready",
              actions: ["markReady", "notifySession", "notifyCountry"],
            },
            states: {
              settings: {
                initial: "fetching",
                states: {
                  fetching: {
                    invoke: {
                      src: "fetchPlatformSetting",
                      input: ({ context }) => ({ urlPrefix: context.site.key }),
                      onDone: {
                        target: "done",
                        actions: {
                          type: "storeSettings",
                          params: ({ event }) => ({ settings: event.output }),
                        },
                      },
                      onError: [
                        {
                          guard: "hasResetPasswordRedirect",
                          target: "redirecting",
                          actions: [
                            "useDefaultSettings",
                            {
                              type: "recordError",
                              params: ({ event }) => ({ step: "platformSettings", error: event.error }),
                            },
                          ],
                        },
                        {
                          target: "done",
                          actions: [
                            "useDefaultSettings",
                            {
                              type: "recordError",
                              params: ({ event }) => ({ step: "platformSettings", error: event.error }),
                            },
                          ],
                        },
                      ],
                    },
                  },
                  // spec §2.1, §8: a reset-password path goes to '/marketplace{path}'.
                  redirecting: {
                    invoke: {
                      src: "replacePath",
                      input: ({ context }) => ({ path: resetPasswordTargetOf(context.location) ?? "" }),
                      onDone: { target: "done" },
                      onError: {
                        target: "done",
                        actions: {
                          type: "recordError",
                          params: ({ event }) => ({ step: "navigation", error: event.error }),
                        },
                      },
                    },
                  },
                  done: { type: "final" },
                },
              },
              preferences: {
                initial: "fetching",
                states: {
                  fetching: {
                    invoke: {
                      src: "fetchSitePreferences",
                      input: ({ context }) => ({ url: context.site.url }),
                      onDone: {
                        target: "done",
                        actions: {
                          type: "storePreferences",
                          params: ({ event }) => ({ preferences: event.output }),
                        },
                      },
                      onError: {
                        target: "done",
                        actions: [
                          "useDefaultBranding",
                          {
                            type: "recordError",
                            params: ({ event }) => ({ step: "preferences", error: event.error }),
                          },
                        ],
                      },
                    },
                  },
                  done: { type: "final" },
                },
              },
              routes: {
                initial: "fetching",
                states: {
                  fetching: {
                    invoke: {
                      src: "fetchRoutes",
                      input: ({ context }) => ({ url: context.site.url }),
                      onDone: {
                        target: "done",
                        actions: { type: "storeRoutes", params: ({ event }) => ({ sections: event.output }) },
                      },
                      onError: {
                        target: "done",
                        actions: [
                          "useDefaultSections",
                          {
                            type: "recordError",
                            params: ({ event }) => ({ step: "routes", error: event.error }),
                          },
                        ],
                      },
                    },
                  },
                  done: { type: "final" },
                },
              },
              banners: {
                initial: "fetching",
                states: {
                  fetching: {
                    invoke: {
                      src: "fetchBanners",
                      onDone: {
                        target: "done",
                        actions: { type: "storeBanners", params: ({ event }) => ({ banners: event.output }) },
                      },
                      onError: {
                        target: "done",
                        actions: {
                          type: "recordError",
                          params: ({ event }) => ({ step: "banners", error: event.error }),
                        },
                      },
                    },
                  },
                  done: { type: "final" },
                },
              },
            },
          },
          ready: {
            initial: "saving",
            states: {
              // spec §4: the site's slice of the persisted state.
              saving: {
                invoke: {
                  src: "savePersisted",
                  input: ({ context }) =>
                    siteSliceOf({
                      settings: context.answered.settings ? context.settings : null,
                      showCts: context.answered.preferences ? context.preferences.showCts : null,
                    }),
                  onDone: { target: "saved" },
                  onError: {
                    target: "saved",
                    actions: {
                      type: "recordError",
                      params: ({ event }) => ({ step: "persist", error: event.error }),
                    },
                  },
                },
              },
              saved: {},
            },
          },
        },
      },
      language: {
        initial: "idle",
        states: {
          idle: {
            on: {
              "SITE.SET_LANGUAGE": {
                guard: { type: "isLanguageOffered", params: ({ event }) => ({ language: event.language }) },
                target: "storing",
                actions: { type: "chooseLanguage", params: ({ event }) => ({ language: event.language }) },
              },
            },
          },
          // spec §3: the choice is stored under 'wglang'.
          storing: {
            on: {
              "SITE.SET_LANGUAGE": {
                guard: { type: "isLanguageOffered", params: ({ event }) => ({ language: event.language }) },
                target: "storing",
                reenter: true,
                actions: { type: "chooseLanguage", params: ({ event }) => ({ language: event.language }) },
              },
            },
            invoke: {
              src: "storeLanguage",
              input: ({ context }) => ({ language: context.language }),
              onDone: { target: "idle" },
              onError: {
                target: "idle",
                actions: {
                  type: "recordError",
                  params: ({ event }) => ({ step: "language", error: event.error }),
                },
              },
            },
          },
        },
      },
      cookies: {
        initial: "idle",
        states: {
          idle: {
            on: { "SITE.ACCEPT_COOKIES": { target: "storing", actions: "hideCookieBanner" } },
          },
          // spec §2.11: the cookie 'user-has-accepted-cookies' at path '/'.
          storing: {
            invoke: {
              src: "acceptCookies",
              onDone: { target: "idle" },
              onError: {
                target: "idle",
                actions: {
                  type: "recordError",
                  params: ({ event }) => ({ step: "cookies", error: event.error }),
                },
              },
            },
          },
        },
      },
    },
  });

/** The site machine of this build. */
export const siteMachine = createSiteMachine();

export type SiteMachine = typeof siteMachine;
