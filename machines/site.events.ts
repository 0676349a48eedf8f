/**
 * The site flow's events and context (see ./site.ts): the event schemas it accepts from outside,
 * the steps whose failures it keeps, its context at start and the pure field groups its actions
 * assign.
 */

import type { Branding, PlatformSettings } from "@contract/site";
import {
  interfaceLanguageFor,
  languageChoicesFor,
  SITE_LANGUAGES,
  type SiteLanguage,
} from "@domain/language";
import { sectionsFor } from "@domain/sections";
import {
  DEFAULT_BRANDING,
  DEFAULT_PLATFORM_SETTINGS,
  DEFAULT_PREFERENCES,
  logoUrlOf,
  type SiteAddress,
  type SitePreferenceFlags,
  siteOfPath,
} from "@domain/site";
import { type BannersAnswer, type SiteData, type SiteStart, siteLoadOf, siteStartOf } from "@domain/siteLoad";
import type { ErrorData } from "@errors/data";
import { Schema } from "effect";
import {
  type SessionUserEvent,
  type SiteReadyEvent,
  type SiteSettingsEvent,
  sessionUserEventSchema,
} from "./facts";
import { environmentEventSchemas, type ShellFeatures, type ShellInput } from "./shell";

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
  /** The shopper asks for the site's failed calls again (spec §8: their fallbacks stay until then). */
  Schema.Struct({ type: Schema.Literal("SITE.RETRY") }),
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

/** What a view asks of the site, as tags: "loading" while its calls run (the full-page loader of spec §2.1), then "ready". */
export type SiteTag = "loading" | "ready";

export interface SiteContext {
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

export const settingsFields = (settings: PlatformSettings) => ({
  settings,
  primaryColor: settings.primaryColor,
  pointsLabel: settings.customText.rewardPoints,
  payNowButton: settings.customText.payNowButton,
  paymentMethodAccess: settings.paymentMethodAccess,
});

export const brandingFields = (branding: Branding) => ({ branding, logoUrl: logoUrlOf(branding) });

export const languageFields = (settings: PlatformSettings, stored: string | null, browser: string) => ({
  language: interfaceLanguageFor({
    multiLanguageSupport: settings.multiLanguageSupport,
    stored,
    browser,
  }),
  languageChoices: languageChoicesFor(settings.multiLanguageSupport),
});

export const sectionsOf = (context: SiteContext, loaded: readonly string[] | null): readonly string[] =>
  sectionsFor({
    loaded,
    cashoutEnabled: context.features.cashout,
    perksCompanies: context.features.perksCompanies,
    sectionsOff: context.features.sectionsOff,
    companyId: context.user?.company_id ?? null,
  });

export const initialSiteContext = (input: ShellInput): SiteContext => {
  const features = input.features;
  const settings = DEFAULT_PLATFORM_SETTINGS;
  const context: SiteContext = {
    features,
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

/** What the site tells the flows that pay or ask a captcha (spec §6 paymentMethodAccess, showCts). */
export const siteSettingsOf = (context: SiteContext): SiteSettingsEvent => ({
  type: "SITE.SETTINGS",
  paymentMethodAccess: context.paymentMethodAccess,
  showCts: context.preferences.showCts,
});

/** What "country" hears of the site: its url and `sections` (spec §2.2). */
export const siteReadyOf = (context: SiteContext, sections: readonly string[]): SiteReadyEvent => ({
  type: "SITE.READY",
  siteUrl: context.branding.custom_url,
  sections,
});

/** The fields the start's reads set (src/domain/siteLoad.ts `siteStartOf`). */
export const startFields = (context: SiteContext, read: SiteStart) => {
  const start = siteStartOf(context, read);
  return {
    storedLanguage: start.storedLanguage,
    cookiesAccepted: start.cookiesAccepted,
    cookieBanner: start.cookieBanner,
    ...languageFields(context.settings, start.storedLanguage, context.browserLanguage),
    ...(start.settings === null ? {} : settingsFields(start.settings)),
    ...(start.preferences === null ? {} : { preferences: start.preferences }),
    errors: { ...context.errors, ...start.failures },
  };
};

/** The fields a load sets, each call's failure row of spec §8 applied (src/domain/siteLoad.ts `siteLoadOf`). */
export const loadFields = (context: SiteContext, data: SiteData) => {
  const load = siteLoadOf(data);
  return {
    ...settingsFields(load.settings),
    ...languageFields(load.settings, context.storedLanguage, context.browserLanguage),
    ...(load.preferences === null ? {} : { preferences: load.preferences }),
    ...brandingFields(load.branding),
    loadedSections: load.loadedSections,
    sections: sectionsOf(context, load.loadedSections),
    banners: load.banners ?? context.banners,
    answered: load.answered,
    // A call that answers clears the error an earlier load kept for it.
    errors: { ...context.errors, ...NO_LOAD_ERRORS, ...load.failures },
  };
};

/**
 * Whether a load's calls asked the API in another language than the one its settings decide
 * (spec §4 'Language', §7.1 lng): before the settings arrive the calls ask in the likely language,
 * as if the site allowed several; a site that allows one only is English, and its texts (the pay
 * button) are asked again in it. A load that does not say its language (an older log) never is.
 */
export const askedInAnotherLanguage = (context: SiteContext, data: SiteData): boolean =>
  data.language !== undefined &&
  data.language !==
    languageFields(siteLoadOf(data).settings, context.storedLanguage, context.browserLanguage).language;

const LOAD_STEPS = [
  "platformSettings",
  "preferences",
  "routes",
  "banners",
] as const satisfies readonly SiteStep[];
const NO_LOAD_ERRORS = { platformSettings: null, preferences: null, routes: null, banners: null } as const;

/** The error of a call of the last load that failed and fell back (spec §8), or null when all answered. */
export const siteLoadFailureOf = (context: Pick<SiteContext, "errors">): ErrorData | null =>
  LOAD_STEPS.map((step) => context.errors[step]).find((error) => error !== null) ?? null;

/** What a load saves over the persisted state: only what answered (spec §4). */
export const savedSliceOf = (context: SiteContext) => ({
  settings: context.answered.settings ? context.settings : null,
  showCts: context.answered.preferences ? context.preferences.showCts : null,
});
