/**
 * What the site's start reads (the stored language, the consent cookie and the persisted state,
 * spec §2.11, §3, §4 'Persisted state') and what one load of a site answers (spec §7.2: platform
 * settings, site preferences, routes and banners, side by side), and what the site keeps of
 * them, with the failure rows of spec §8 applied call by call: routes → the default section list
 * (no loaded list), site preferences → the default branding, platform setting → the default
 * settings and, on a reset-password path, a move to '/marketplace{path}'. Pure: the outcomes are
 * passed in.
 */
import type { BannerModule, Branding, PlatformSettings, SitePreferences } from "@contract/site";
import type { ErrorData } from "@errors/data";
import type { Outcome } from "./outcome";
import type { PersistedState } from "./persisted";
import {
  brandingOf,
  DEFAULT_BRANDING,
  DEFAULT_PLATFORM_SETTINGS,
  normalizePlatformSettings,
  preferenceFlagsOf,
  resetPasswordTargetOf,
  type SitePreferenceFlags,
} from "./site";

// ---------------------------------------------------------------------------------------------
// The start: what the browser keeps

/** What the site reads from the browser at start: the stored language and the cookie consent. */
export interface SiteBrowserState {
  /** The code stored under 'wglang', if any. */
  readonly storedLanguage: string | null;
  /** Whether the cookie 'user-has-accepted-cookies' is present. */
  readonly cookiesAccepted: boolean;
}

/** The start's two reads, side by side: an outcome per read. */
export interface SiteStart {
  readonly browser: Outcome<SiteBrowserState>;
  readonly persisted: Outcome<PersistedState>;
}

/** What the site knows when the start's reads answer. */
export interface SiteKnownAtStart {
  readonly storedLanguage: string | null;
  readonly cookiesAccepted: boolean;
  readonly cookieBanner: boolean;
  readonly inIframe: boolean;
  readonly settings: PlatformSettings;
  readonly preferences: SitePreferenceFlags;
  readonly answered: { readonly settings: boolean; readonly preferences: boolean };
}

/** What the site keeps of its start. */
export interface SiteStartFields {
  readonly storedLanguage: string | null;
  readonly cookiesAccepted: boolean;
  /** spec §2.11: outside an iframe and without the cookie; unchanged while the cookie is unknown. */
  readonly cookieBanner: boolean;
  /** The settings with the persisted platform flags; null keeps those known (already answered). */
  readonly settings: PlatformSettings | null;
  /** The preference flags with the persisted showCts; null keeps those known. */
  readonly preferences: SitePreferenceFlags | null;
  readonly failures: Partial<Record<"browser" | "persisted", ErrorData>>;
}

export const siteStartOf = (known: SiteKnownAtStart, start: SiteStart): SiteStartFields => {
  const read = start.browser.ok ? start.browser.value : null;
  const stored = start.persisted.ok ? start.persisted.value.appInfo : null;
  // A choice made before the read finished wins over what was stored.
  const storedLanguage = known.storedLanguage ?? read?.storedLanguage ?? null;
  const cookiesAccepted = known.cookiesAccepted || (read?.cookiesAccepted ?? false);
  return {
    storedLanguage,
    cookiesAccepted,
    cookieBanner: read === null ? known.cookieBanner : !known.inIframe && !cookiesAccepted,
    settings:
      stored === null || known.answered.settings
        ? null
        : {
            ...known.settings,
            enablePerks: stored.platFormSettings.enablePerks,
            displayCatalogInPoints: stored.platFormSettings.displayCatalogInPoints,
          },
    preferences:
      stored === null || known.answered.preferences
        ? null
        : { ...known.preferences, showCts: stored.showCts },
    failures: {
      ...(start.browser.ok ? {} : { browser: start.browser.error }),
      ...(start.persisted.ok ? {} : { persisted: start.persisted.error }),
    },
  };
};

// ---------------------------------------------------------------------------------------------
// A load: the four calls

/** The banner module and the instant it was fetched (read through Effect's Clock). */
export interface BannersAnswer {
  readonly module: BannerModule;
  /** ISO 8601, UTC. */
  readonly fetchedAt: string;
}

/** One load of a site: an outcome per call, so one failing spares the others. */
export interface SiteData {
  readonly settings: Outcome<PlatformSettings>;
  readonly preferences: Outcome<SitePreferences>;
  readonly routes: Outcome<readonly string[]>;
  readonly banners: Outcome<BannersAnswer>;
  /** The language the calls asked the API to answer in (spec §7.1 lng); unknown in older logs. */
  readonly language?: string;
}

/** The calls of a load whose failures are kept. */
export type SiteLoadStep = "platformSettings" | "preferences" | "routes" | "banners";

/** What the site keeps of a load. */
export interface SiteLoad {
  /** The answered settings normalised, or the defaults (spec §8 'Platform setting failure'). */
  readonly settings: PlatformSettings;
  /** The answered preference flags; null keeps those known (the persisted showCts). */
  readonly preferences: SitePreferenceFlags | null;
  /** The answered branding, or the default (spec §8 'Site preferences failure'). */
  readonly branding: Branding;
  /** The answered section list, or null for the default list (spec §8 'Routes fetch failure'). */
  readonly loadedSections: readonly string[] | null;
  /** The answered banners; null keeps those known. */
  readonly banners: BannersAnswer | null;
  /** What answered (what failed is not saved over the persisted state). */
  readonly answered: { readonly settings: boolean; readonly preferences: boolean };
  /** The failed calls' errors; an answered call leaves its kept error as it is. */
  readonly failures: Partial<Record<SiteLoadStep, ErrorData>>;
}

export const siteLoadOf = (data: SiteData): SiteLoad => {
  const failures: Partial<Record<SiteLoadStep, ErrorData>> = {
    ...(data.settings.ok ? {} : { platformSettings: data.settings.error }),
    ...(data.preferences.ok ? {} : { preferences: data.preferences.error }),
    ...(data.routes.ok ? {} : { routes: data.routes.error }),
    ...(data.banners.ok ? {} : { banners: data.banners.error }),
  };
  return {
    settings: data.settings.ok ? normalizePlatformSettings(data.settings.value) : DEFAULT_PLATFORM_SETTINGS,
    preferences: data.preferences.ok ? preferenceFlagsOf(data.preferences.value) : null,
    branding: data.preferences.ok ? brandingOf(data.preferences.value) : DEFAULT_BRANDING,
    loadedSections: data.routes.ok ? data.routes.value : null,
    banners: data.banners.ok ? data.banners.value : null,
    answered: { settings: data.settings.ok, preferences: data.preferences.ok },
    failures,
  };
};

/**
 * Where the page goes after a load (spec §2.1, §8): only when the platform settings did not
 * answer, a reset-password path goes to '/marketplace{path}'. Null to stay.
 */
export const redirectAfterLoad = (
  answered: SiteLoad["answered"],
  location: { readonly pathname: string; readonly search: string },
): string | null => (answered.settings ? null : resetPasswordTargetOf(location));

/** A load that could not run at all (a defect or an interruption): every call failed with `error`. */
export const siteDataFailed = (error: ErrorData): SiteData => {
  const failed = { ok: false, error } as const;
  return { settings: failed, preferences: failed, routes: failed, banners: failed };
};
