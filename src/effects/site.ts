/**
 * The Effect programs behind the site flow (spec §2.1, §2.2, §2.11 cookie banner, §3, §4
 * 'Language', 'Banners', 'Persisted state', §7.2, §8 failure rows), and the live actors the site
 * machine invokes by name:
 *
 * ```ts
 * siteMachine.provide({ actors: siteActors(layer) }); // layer: StorefrontLive, or a test layer
 * ```
 *
 * The flow's fan-out lives here: `loadSite` runs the four start-up calls side by side, answering
 * one outcome per call, so a failed call does not fail the others. An answer with success 0 is a
 * failure of its call (spec §8): the settings, preferences and routes programs fail with
 * PlatformSettingFailed, SitePreferencesFailed and RoutesFetchFailed.
 */

import {
  fetchPlatformSetting as fetchPlatformSettingCall,
  getBannerModule as getBannerModuleCall,
  getRoutes as getRoutesCall,
  type PlatformSettings,
  type SitePreferences,
  urlPreferences as urlPreferencesCall,
} from "@contract/site";
import { acceptedData } from "@domain/answers";
import { storedLanguageCode } from "@domain/language";
import type { BannersAnswer, SiteBrowserState, SiteData, SiteStart } from "@domain/siteLoad";
import { PlatformSettingFailed, RoutesFetchFailed, SitePreferencesFailed } from "@errors/situations";
import { Clock, Effect, type Layer } from "effect";
import { effectActor, effectActorWithoutInput, outcomeOf } from "./runtime/actor";
import { accepted, dataOf } from "./runtime/answers";
import { BrowserStorage, Cookies, Navigation } from "./runtime/browser";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";
import { loadPersisted, savePersisted } from "./runtime/persisted";
import { LANGUAGE_KEY, Locale } from "./runtime/services";
import { callOperation } from "./runtime/transport";

/** The persisted state's programs now live in ./runtime/persisted; kept here for the modules that import them from the site. */

// ---------------------------------------------------------------------------------------------
// Keys and fixed values

/** The partner key sent with the routes call (spec §7.2 routes_input key, §9 'Partner key vd'). */
export const ROUTES_KEY = "vd";
/** The cookie of the cookie-consent banner (spec §2.11), set at path '/'. */
export const COOKIE_CONSENT_KEY = "user-has-accepted-cookies";
/** The value stored in it when the banner's OK is pressed. */
export const COOKIE_CONSENT_VALUE = "true";
/** The banners call payload (spec §7.2: {add_data ''}). */
export const BANNER_ADD_DATA = "";

// ---------------------------------------------------------------------------------------------
// Calls (spec §7.2)

/** stores fetchPlatformSetting with the site key as urlPrefix; success 0 fails. */
export const fetchPlatformSetting = Effect.fn("site.fetchPlatformSetting")(function* (input: {
  readonly urlPrefix: string;
}) {
  const answer = yield* callOperation(fetchPlatformSettingCall, { urlPrefix: input.urlPrefix });
  const settings: PlatformSettings = yield* dataOf(
    answer.data.fetchPlatformSetting,
    () => new PlatformSettingFailed(),
  );
  return settings;
});

/** stores url_preferences {preferences: {url}}; success 0 fails. */
export const fetchSitePreferences = Effect.fn("site.fetchSitePreferences")(function* (input: {
  readonly url: string;
}) {
  const answer = yield* callOperation(urlPreferencesCall, { preferences: { url: input.url } });
  const preferences: SitePreferences = yield* accepted(
    answer.data.sitesPreferences,
    () => new SitePreferencesFailed(),
  );
  return preferences;
});

/** stores getRoutes {routes_input: {url, key 'vd'}}: the section names as stored; success 0 fails. */
export const fetchRoutes = Effect.fn("site.fetchRoutes")(function* (input: { readonly url: string }) {
  const answer = yield* callOperation(getRoutesCall, { routes_input: { url: input.url, key: ROUTES_KEY } });
  const sections: readonly string[] = yield* dataOf(
    answer.data.getRoutes.output,
    () => new RoutesFetchFailed(),
  );
  return sections;
});

/**
 * stores getBannerModule {add_data ''}, with the instant it was fetched. An answer with success
 * 0 is an empty module (no banner shows).
 */
export const fetchBanners = Effect.fn("site.fetchBanners")(function* () {
  const answer = yield* callOperation(getBannerModuleCall, { add_data: BANNER_ADD_DATA });
  const now = yield* Clock.currentTimeMillis;
  const result = answer.data.getBannerModule;
  const banners: BannersAnswer = {
    module: acceptedData(result) ?? {},
    fetchedAt: new Date(now).toISOString(),
  };
  return banners;
});

/**
 * One load of a site (spec §7.2): the platform settings (by the site key), the site preferences
 * and the routes (by the site url) and the banners, side by side. Each answers its own outcome,
 * so one failing spares the others and the machine applies the spec §8 row of each.
 */
export const loadSite = Effect.fn("site.loadSite")(function* (input: {
  readonly urlPrefix: string;
  readonly url: string;
}) {
  // The language the calls ask in (spec §7.1 lng): the site flow checks its settings decide the same.
  const language = yield* (yield* Locale).language;
  const calls = yield* Effect.all(
    {
      settings: outcomeOf(fetchPlatformSetting({ urlPrefix: input.urlPrefix })),
      preferences: outcomeOf(fetchSitePreferences({ url: input.url })),
      routes: outcomeOf(fetchRoutes({ url: input.url })),
      banners: outcomeOf(fetchBanners()),
    },
    { concurrency: "unbounded" },
  );
  const data: SiteData = { ...calls, language };
  return data;
});

// ---------------------------------------------------------------------------------------------
// Browser (spec §2.11 cookie banner, §3 'Language', §4 'Persisted state')

/** The stored language ('wglang') and whether the consent cookie is present. */
export const readSiteBrowserState = Effect.fn("site.readSiteBrowserState")(function* () {
  const storage = yield* BrowserStorage;
  const cookies = yield* Cookies;
  const language = yield* storage.get("local", LANGUAGE_KEY);
  const consent = yield* cookies.get(COOKIE_CONSENT_KEY);
  const state: SiteBrowserState = {
    storedLanguage: storedLanguageCode(language),
    cookiesAccepted: consent !== undefined,
  };
  return state;
});

/**
 * The site's start (spec §2.11, §3, §4 'Persisted state'): the stored language and consent
 * cookie, and the persisted state, side by side. Each answers its own outcome.
 */
export const readStart = Effect.fn("site.readStart")(function* () {
  const start: SiteStart = yield* Effect.all(
    { browser: outcomeOf(readSiteBrowserState()), persisted: outcomeOf(loadPersisted()) },
    { concurrency: "unbounded" },
  );
  return start;
});

/** Stores the chosen language under 'wglang' (spec §3). */
export const storeLanguage = Effect.fn("site.storeLanguage")(function* (input: {
  readonly language: string;
}) {
  const storage = yield* BrowserStorage;
  return yield* storage.set("local", LANGUAGE_KEY, input.language);
});

/** The banner's OK (spec §2.11): the cookie 'user-has-accepted-cookies' at path '/' (30 days, spec §9). */
export const acceptCookies = Effect.fn("site.acceptCookies")(function* () {
  const cookies = yield* Cookies;
  return yield* cookies.set(COOKIE_CONSENT_KEY, COOKIE_CONSENT_VALUE);
});

/** Moves the single-page application to `path`, replacing the history entry (spec §2.1, §8). */
export const replacePath = Effect.fn("site.replacePath")(function* (input: { readonly path: string | null }) {
  if (input.path === null) return;
  const navigation = yield* Navigation;
  yield* navigation.replace(input.path);
});
// ---------------------------------------------------------------------------------------------
// Actors

/** The actors the site machine invokes, run with `layer`. */
export const siteActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  readStart: effectActorWithoutInput(readStart, layer),
  loadSite: effectActor(loadSite, layer),
  storeLanguage: effectActor(storeLanguage, layer),
  acceptCookies: effectActorWithoutInput(acceptCookies, layer),
  replacePath: effectActor(replacePath, layer),
  savePersisted: effectActor(savePersisted, layer),
});
