/**
 * The site (systemId "site"): which site the path names, its branding, platform settings,
 * preferences, enabled sections and banners, the interface language and the cookie banner
 * (spec §2.1, §2.2, §2.11, §3, §4 'Language', 'Banners', 'Persisted state', §7.2, §8).
 *
 * - Start: the stored language ('wglang'), the consent cookie and the persisted state are read
 *   (the persisted showCts and platform flags seed the context until the server answers). Then,
 *   and again whenever the path moves to another site, the platform settings, site preferences,
 *   routes and banners load side by side; the states carry the tag "loading" meanwhile (the
 *   full-page loader of spec §2.1) and "ready" after.
 * - Failure rows of spec §8: routes → the default section list; site preferences → the default
 *   branding (route '/:keyword', url '/'); platform setting → the default settings, and a
 *   reset-password path is moved to '/marketplace{path}'. Errors are kept as ErrorData.
 * - After every load, "session" gets SITE.BRANDING {customUrl} and then "country" gets
 *   SITE.READY {siteUrl, sections}; SITE.READY is sent again when the sections change (the
 *   perks rule of spec §2.2 follows the user of SESSION.USER). The site's slice of the persisted
 *   state is saved.
 * - "checkout", "trackOrder" and "balanceChecker" get SITE.SETTINGS {paymentMethodAccess,
 *   showCts} at start (the defaults) and whenever the settings or preferences arrive or change.
 * - Language (spec §4): SITE.SET_LANGUAGE stores the choice under 'wglang' and switches.
 * - Cookie banner (spec §2.11): SITE.ACCEPT_COOKIES sets the consent cookie and hides it.
 * - SITE.RESET_BRANDING (logout): back to the default branding.
 *
 * Every side effect is an actor invoked by name; the defaults never settle and the system
 * provides the live ones (`siteActors(layer)` of src/effects/site.ts). The events and context
 * live in ./site.events.ts.
 */

import type { PlatformSettings, SitePreferences } from "@contract/site";
import type { SiteLanguage } from "@domain/language";
import { type PersistedPatch, type PersistedState, siteSliceOf } from "@domain/persisted";
import { sameSections } from "@domain/sections";
import {
  brandingOf,
  DEFAULT_BRANDING,
  DEFAULT_PLATFORM_SETTINGS,
  normalizePlatformSettings,
  preferenceFlagsOf,
  resetPasswordTargetOf,
  siteOfPath,
} from "@domain/site";
import type { BannersAnswer, SiteBrowserState } from "@effects/site";
import { errorDataOf } from "@errors/data";
import { assign, enqueueActions, setup } from "xstate";
import type { SessionUserEvent, SiteReadyEvent } from "./facts";
import { sendToFlow } from "./flows";
import { pending } from "./pending";
import type { ShellInput } from "./shell";
import {
  brandingFields,
  initialSiteContext,
  languageFields,
  type SiteBrandingEvent,
  type SiteContext,
  type SiteEvent,
  type SiteStep,
  type SiteTag,
  sectionsOf,
  settingsFields,
  siteSettingsOf,
} from "./site.events";

export * from "./site.events";

/** The flows that hear SITE.SETTINGS (src/machines/facts.ts). */
const SETTINGS_LISTENERS = ["checkout", "trackOrder", "balanceChecker"] as const;

type StepErrorParams = { readonly step: SiteStep; readonly error: unknown };
type LocationParams = { readonly pathname: string; readonly search: string };

export const siteMachine = setup({
  types: {
    context: {} as SiteContext,
    events: {} as SiteEvent,
    input: {} as ShellInput,
    tags: {} as SiteTag,
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
    replacePath: pending<void, { readonly path: string | null }>(),
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
    markLoading: assign({ answered: { settings: false, preferences: false } }),
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
    // spec §2.2: the perks rule follows the user; once ready, "country" hears of a changed list.
    followUser: enqueueActions(
      (
        { context, system, enqueue },
        params: { readonly event: SessionUserEvent; readonly ready: boolean },
      ) => {
        const next = { ...context, loggedIn: params.event.loggedIn, user: params.event.user };
        const sections = sectionsOf(next, context.loadedSections);
        enqueue.assign({ loggedIn: next.loggedIn, user: next.user, sections });
        if (!params.ready || sameSections(sections, context.sections)) return;
        const ready: SiteReadyEvent = { type: "SITE.READY", siteUrl: context.branding.custom_url, sections };
        sendToFlow(system, enqueue, "country", ready);
      },
    ),
    notifySession: enqueueActions(({ context, system, enqueue }) => {
      const branding: SiteBrandingEvent = { type: "SITE.BRANDING", customUrl: context.branding.custom_url };
      sendToFlow(system, enqueue, "session", branding);
    }),
    notifyCountry: enqueueActions(({ context, system, enqueue }) => {
      const ready: SiteReadyEvent = {
        type: "SITE.READY",
        siteUrl: context.branding.custom_url,
        sections: context.sections,
      };
      sendToFlow(system, enqueue, "country", ready);
    }),
    /** paymentMethodAccess and showCts, to the flows that pay or ask a captcha. */
    announceSettings: enqueueActions(({ context, system, enqueue }) => {
      for (const id of SETTINGS_LISTENERS) sendToFlow(system, enqueue, id, siteSettingsOf(context));
    }),
  },
}).createMachine({
  id: "site",
  type: "parallel",
  context: ({ input }) => initialSiteContext(input),
  entry: "announceSettings",
  on: {
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
        // The ready state answers it itself: only then does "country" hear of changed sections.
        "SESSION.USER": { actions: { type: "followUser", params: ({ event }) => ({ event, ready: false }) } },
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
          tags: "loading",
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
                      actions: [
                        { type: "seedFromPersisted", params: ({ event }) => ({ persisted: event.output }) },
                        "announceSettings",
                      ],
                    },
                    // Announced either way: a flow spawned after this one missed the announcement at start.
                    onError: {
                      target: "read",
                      actions: [
                        {
                          type: "recordError",
                          params: ({ event }) => ({ step: "persisted", error: event.error }),
                        },
                        "announceSettings",
                      ],
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
          tags: "loading",
          entry: "markLoading",
          onDone: {
            target: "ready",
            actions: ["notifySession", "notifyCountry"],
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
                      actions: [
                        { type: "storeSettings", params: ({ event }) => ({ settings: event.output }) },
                        "announceSettings",
                      ],
                    },
                    onError: [
                      {
                        guard: "hasResetPasswordRedirect",
                        target: "redirecting",
                        actions: [
                          "useDefaultSettings",
                          "announceSettings",
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
                          "announceSettings",
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
                    input: ({ context }) => ({ path: resetPasswordTargetOf(context.location) }),
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
                      actions: [
                        { type: "storePreferences", params: ({ event }) => ({ preferences: event.output }) },
                        "announceSettings",
                      ],
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
          tags: "ready",
          on: {
            "SESSION.USER": {
              actions: { type: "followUser", params: ({ event }) => ({ event, ready: true }) },
            },
          },
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

export type SiteMachine = typeof siteMachine;
