/**
 * The site (systemId "site"): which site the path names, its branding, platform settings,
 * preferences, enabled sections and banners, the interface language and the cookie banner
 * (spec §2.1, §2.2, §2.11, §3, §4 'Language', 'Banners', 'Persisted state', §7.2, §8).
 *
 * - Start: one program reads the stored language ('wglang'), the consent cookie and the persisted
 *   state (the persisted showCts and platform flags seed the context until the server answers). Then,
 *   and again whenever the path moves to another site, one program loads the platform settings,
 *   site preferences, routes and banners side by side, with an outcome per call (tag "loading"
 *   meanwhile: the full-page loader of spec §2.1; "ready" after). Each call's failure row of
 *   spec §8 applies on its own (src/domain/siteLoad.ts); errors are kept as ErrorData.
 * - After every load, "session" gets SITE.BRANDING {customUrl} and then "country" gets
 *   SITE.READY {siteUrl, sections}; SITE.READY is sent again when the sections change (the
 *   perks rule of spec §2.2 follows the user of SESSION.USER). The site's slice of the persisted
 *   state is saved.
 * - "checkout", "trackOrder" and "balanceChecker" get SITE.SETTINGS {paymentMethodAccess,
 *   showCts} at start (the defaults), after the persisted state is read, and after every load.
 * - Language (spec §4): SITE.SET_LANGUAGE stores the choice under 'wglang' and switches; once it
 *   is stored, a loaded site loads its settings again (without the full-page loader), so the texts
 *   the API words (the points label, the pay button) come in the new language (spec §7.1 lng).
 * - Cookie banner (spec §2.11): SITE.ACCEPT_COOKIES sets the consent cookie and hides it.
 * - SITE.RESET_BRANDING (logout): back to the default branding.
 *
 * Every side effect is an actor invoked by name; the defaults never settle and the system
 * provides the live ones (`siteActors(layer)` of src/effects/site.ts). The events and context
 * live in ./site.events.ts.
 */

import type { SiteLanguage } from "@domain/language";
import { type PersistedPatch, type PersistedState, siteSliceOf } from "@domain/persisted";
import { sameSections } from "@domain/sections";
import { DEFAULT_BRANDING, resetPasswordTargetOf, siteOfPath } from "@domain/site";
import { redirectAfterLoad, type SiteData, type SiteStart, siteDataFailed } from "@domain/siteLoad";
import { errorDataOf } from "@errors/data";
import { and, assign, enqueueActions, raise, setup, stateIn } from "xstate";
import { announceFact, type SessionUserEvent } from "./facts";
import { sendToFlow } from "./flows";
import { pending } from "./pending";
import type { ShellInput } from "./shell";
import {
  askedInAnotherLanguage,
  brandingFields,
  initialSiteContext,
  languageFields,
  loadFields,
  type SiteBrandingEvent,
  type SiteContext,
  type SiteEvent,
  type SiteStep,
  type SiteTag,
  savedSliceOf,
  sectionsOf,
  siteLoadFailureOf,
  siteReadyOf,
  siteSettingsOf,
  startFields,
} from "./site.events";

export * from "./site.events";

type FailedEvent = { readonly event: { readonly error: unknown } };
type StepErrorParams = { readonly step: SiteStep; readonly error: unknown };

/** What a failed step does: keep its error (spec §8: failures at start-up are mostly silent). */
const failed = (step: SiteStep) => ({
  type: "recordError" as const,
  params: ({ event }: FailedEvent): StepErrorParams => ({ step, error: event.error }),
});

type LocationParams = { readonly pathname: string; readonly search: string };

/** Raised once the chosen language is stored: the calls after it carry it (spec §7.1 lng). */
type SiteLanguageStored = { readonly type: "site.languageStored" };

export const siteMachine = setup({
  types: {
    context: {} as SiteContext,
    events: {} as SiteEvent | SiteLanguageStored,
    input: {} as ShellInput,
    tags: {} as SiteTag,
  },
  actors: {
    readStart: pending<SiteStart>(),
    loadSite: pending<SiteData, { readonly urlPrefix: string; readonly url: string }>(),
    storeLanguage: pending<void, { readonly language: string }>(),
    acceptCookies: pending<void>(),
    replacePath: pending<void, { readonly path: string | null }>(),
    savePersisted: pending<PersistedState, PersistedPatch>(),
  },
  guards: {
    isAnotherSite: ({ context }, params: LocationParams) =>
      siteOfPath(params.pathname).key !== context.site.key,
    needsResetPasswordRedirect: ({ context }) =>
      redirectAfterLoad(context.answered, context.location) !== null,
    hasLoadFailure: ({ context }) => siteLoadFailureOf(context) !== null,
    isLanguageOffered: ({ context }, params: { readonly language: SiteLanguage }) =>
      context.languageChoices.includes(params.language),
    askedInAnotherLanguage: ({ context }, params: { readonly data: SiteData }) =>
      askedInAnotherLanguage(context, params.data),
  },
  actions: {
    announceLanguageStored: raise({ type: "site.languageStored" }),
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
    /** spec §2.11, §3, §4: the stored language and cookie; the persisted flags until the server answers. */
    storeStart: assign(({ context }, params: { readonly start: SiteStart }) =>
      startFields(context, params.start),
    ),
    /** spec §8: every call's answer, or its failure row (default settings, branding, sections). */
    storeSiteData: assign(({ context }, params: { readonly data: SiteData }) =>
      loadFields(context, params.data),
    ),
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
        announceFact(system, enqueue, siteReadyOf(context, sections));
      },
    ),
    /** After every load: the custom url to "session", then the site and its sections to "country". */
    announceLoad: enqueueActions(({ context, system, enqueue }) => {
      const branding: SiteBrandingEvent = { type: "SITE.BRANDING", customUrl: context.branding.custom_url };
      sendToFlow(system, enqueue, "session", branding);
      announceFact(system, enqueue, siteReadyOf(context, context.sections));
    }),
    /** paymentMethodAccess and showCts, to the flows that pay or ask a captcha. */
    announceSettings: enqueueActions(({ context, system, enqueue }) => {
      announceFact(system, enqueue, siteSettingsOf(context));
    }),
  },
}).createMachine({
  id: "site",
  type: "parallel",
  context: ({ input }) => initialSiteContext(input),
  entry: "announceSettings",
  on: {
    "SITE.RESET_BRANDING": { actions: "resetBranding" },
    "ENV.VIEWPORT": { actions: { type: "followViewport", params: ({ event }) => event } },
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
          // A load that fell back is asked again on the next navigation, without the full-page loader.
          {
            guard: and(["hasLoadFailure", stateIn({ load: "ready" })]),
            target: ".reloading",
            actions: { type: "followLocation", params: ({ event }) => event },
          },
          { actions: { type: "followLocation", params: ({ event }) => event } },
        ],
      },
      states: {
        // The stored language, the consent cookie and the persisted state, before the calls. The
        // settings are announced then: a flow spawned after this one missed the announcement at start.
        starting: {
          tags: "loading",
          on: { "ENV.LOCATION": { actions: { type: "moveToSite", params: ({ event }) => event } } },
          invoke: {
            src: "readStart",
            onDone: {
              target: "loading",
              actions: [
                { type: "storeStart", params: ({ event }) => ({ start: event.output }) },
                "announceSettings",
              ],
            },
            onError: { target: "loading", actions: [failed("persisted"), "announceSettings"] },
          },
        },
        // spec §7.2: the four calls side by side in one program, an outcome per call.
        loading: {
          tags: "loading",
          invoke: {
            src: "loadSite",
            input: ({ context }) => ({ urlPrefix: context.site.key, url: context.site.url }),
            onDone: [
              // The site's texts the API words, again in the language its settings decide.
              {
                guard: { type: "askedInAnotherLanguage", params: ({ event }) => ({ data: event.output }) },
                target: "reloading",
                actions: [
                  { type: "storeSiteData", params: ({ event }) => ({ data: event.output }) },
                  "announceSettings",
                ],
              },
              {
                target: "loaded",
                actions: [
                  { type: "storeSiteData", params: ({ event }) => ({ data: event.output }) },
                  "announceSettings",
                ],
              },
            ],
            // A load that could not run at all: every call's failure row.
            onError: {
              target: "loaded",
              actions: [
                {
                  type: "storeSiteData",
                  params: ({ event }) => ({ data: siteDataFailed(errorDataOf(event.error)) }),
                },
                "announceSettings",
              ],
            },
          },
        },
        // A load again (a retry of a load that fell back, or the texts in a newly chosen
        // language): the page stays as it is meanwhile.
        reloading: {
          tags: "ready",
          invoke: {
            src: "loadSite",
            input: ({ context }) => ({ urlPrefix: context.site.key, url: context.site.url }),
            onDone: {
              target: "loaded",
              actions: [
                { type: "storeSiteData", params: ({ event }) => ({ data: event.output }) },
                "announceSettings",
              ],
            },
            onError: { target: "ready" },
          },
        },
        loaded: {
          tags: "loading",
          always: [{ guard: "needsResetPasswordRedirect", target: "redirecting" }, { target: "ready" }],
        },
        // spec §2.1, §8: a reset-password path goes to '/marketplace{path}'.
        redirecting: {
          tags: "loading",
          invoke: {
            src: "replacePath",
            input: ({ context }) => ({ path: resetPasswordTargetOf(context.location) }),
            onDone: { target: "ready" },
            onError: { target: "ready", actions: failed("navigation") },
          },
        },
        ready: {
          tags: "ready",
          entry: "announceLoad",
          on: {
            "SESSION.USER": {
              actions: { type: "followUser", params: ({ event }) => ({ event, ready: true }) },
            },
            "SITE.RETRY": { guard: "hasLoadFailure", target: "reloading" },
            // The site's texts the API words, in the language just chosen.
            "site.languageStored": { target: "reloading" },
          },
          initial: "saving",
          states: {
            // spec §4: the site's slice of the persisted state.
            saving: {
              invoke: {
                src: "savePersisted",
                input: ({ context }) => siteSliceOf(savedSliceOf(context)),
                onDone: { target: "saved" },
                onError: { target: "saved", actions: failed("persist") },
              },
            },
            saved: {},
          },
        },
      },
    },
    language: {
      initial: "idle",
      on: {
        // A choice while the last is stored stores it again.
        "SITE.SET_LANGUAGE": {
          guard: { type: "isLanguageOffered", params: ({ event }) => ({ language: event.language }) },
          target: ".storing",
          reenter: true,
          actions: { type: "chooseLanguage", params: ({ event }) => ({ language: event.language }) },
        },
      },
      states: {
        idle: {},
        // spec §3: the choice is stored under 'wglang'.
        storing: {
          invoke: {
            src: "storeLanguage",
            input: ({ context }) => ({ language: context.language }),
            onDone: { target: "idle", actions: "announceLanguageStored" },
            onError: { target: "idle", actions: failed("language") },
          },
        },
      },
    },
    cookies: {
      initial: "idle",
      states: {
        idle: { on: { "SITE.ACCEPT_COOKIES": { target: "storing", actions: "hideCookieBanner" } } },
        // spec §2.11: the cookie 'user-has-accepted-cookies' at path '/'.
        storing: {
          invoke: {
            src: "acceptCookies",
            onDone: { target: "idle" },
            onError: { target: "idle", actions: failed("cookies") },
          },
        },
      },
    },
  },
});

export type SiteMachine = typeof siteMachine;
