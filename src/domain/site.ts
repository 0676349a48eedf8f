/**
 * The site of a path and its white-label settings (spec §2.1, §2.4, §3 'Branding', 'Site
 * preferences', 'Platform settings', §8 failure rows): which site the calls name, the defaults
 * used when a call fails, the normalisation of what the server answers, and the brand colours.
 * Pure: nothing here reads the browser, the clock or the network.
 */
import type { Branding, PlatformSettings, SitePreferences } from "@contract/site";
import { DEFAULT_SITE, resetPasswordRedirect } from "./paths";
import { sitePrefixOf } from "./session";

// ---------------------------------------------------------------------------------------------
// The site of a path (spec §2.1)

/** Which site the page shows and how the calls name it. */
export interface SiteAddress {
  /** The site prefix of the path: '/acme', or '/marketplace' for the default store. */
  readonly prefix: string;
  /** The url the site calls send: '/acme', or '/' for the default store. */
  readonly url: string;
  /** The platform setting urlPrefix the settings call sends: 'acme', 'marketplace'. */
  readonly key: string;
}

/**
 * The site of a path (spec §2.1): '/', '/admin', '/marketplace' and reserved first segments are
 * the default store; any other first segment is a company custom URL.
 */
export const siteOfPath = (pathname: string): SiteAddress => {
  const prefix = sitePrefixOf(pathname);
  const first = prefix.slice(1);
  const key = first === "" || first === "admin" ? DEFAULT_SITE : first.toLowerCase();
  return key === DEFAULT_SITE
    ? { prefix: `/${DEFAULT_SITE}`, url: "/", key: DEFAULT_SITE }
    : { prefix, url: `/${first}`, key };
};

// ---------------------------------------------------------------------------------------------
// Defaults (spec §3, §8)

/** Default branding (spec §2.1, §8 'Site preferences failure'): route '/:keyword', url '/'. */
export const DEFAULT_BRANDING: Branding = { logo_url: null, custom_url: "/", custom_route: "/:keyword" };

/** The points label by default (spec §3 customText, §9). */
export const DEFAULT_POINTS_LABEL = "Points";
/** The pay button text by default (spec §3 customText). */
export const DEFAULT_PAY_NOW_BUTTON = "Pay Now";
/**
 * Whether the site's points label is the storefront's own default word rather than a name the site
 * gave its points ('Acme Stars'): the default is shown in the shopper's language.
 */
export const isDefaultPointsLabel = (label: string): boolean =>
  label.trim() === "" || label.trim() === DEFAULT_POINTS_LABEL;

/** Whether the site's pay button text is the storefront's own default, shown in the shopper's language. */
export const isDefaultPayNowButton = (text: string): boolean =>
  text.trim() === "" || text.trim() === DEFAULT_PAY_NOW_BUTTON;

/** The product's own primary colour (the theme's `--brand-primary`). */
export const DEFAULT_PRIMARY_COLOR = "#4f46e5";

/** Every way to pay is allowed by default (spec §3 paymentMethodAccess: each defaults to 1). */
export const DEFAULT_PAYMENT_METHOD_ACCESS: PlatformSettings["paymentMethodAccess"] = {
  rewardPoints: 1,
  gcb: 1,
  tokens: 1,
  voucher: 1,
  gateway: 1,
};

/**
 * The platform settings used until the server answers and when it cannot (spec §3, §8 'Platform
 * setting failure'): the default store, one language, the footer shown, perks and the catalogue
 * in points off (as the persisted-state migration sets them, spec §4).
 */
export const DEFAULT_PLATFORM_SETTINGS: PlatformSettings = {
  urlPrefix: DEFAULT_SITE,
  companyName: "",
  primaryLogo: null,
  primaryColor: DEFAULT_PRIMARY_COLOR,
  multiLanguageSupport: 0,
  footer: 1,
  enablePerks: 0,
  adminPanelAccess: 0,
  displayCatalogInPoints: 0,
  hideConversionInHeader: 0,
  brandPointThreshold: 0,
  offer_marketplace: 0,
  customCatalogFilterGroupName: null,
  customText: { rewardPoints: DEFAULT_POINTS_LABEL, payNowButton: DEFAULT_PAY_NOW_BUTTON },
  paymentMethodAccess: DEFAULT_PAYMENT_METHOD_ACCESS,
};

/** The site preferences a view reads (spec §3 'Site preferences'), without the branding. */
export interface SitePreferenceFlags {
  readonly showCts: boolean;
  readonly clientele_flag: 0 | 1;
  readonly points_usable: 0 | 1;
  readonly brandLogo: string | null;
}

/** Preferences until the server answers and when it cannot: captcha on, points usable. */
export const DEFAULT_PREFERENCES: SitePreferenceFlags = {
  showCts: true,
  clientele_flag: 0,
  points_usable: 1,
  brandLogo: null,
};

// ---------------------------------------------------------------------------------------------
// Normalisation of the answers

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};

/** A CSS colour the theme accepts: '#rgb' or '#rrggbb' (anything else is never put into a style). */
const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** The colour as '#rrggbb' (lower case), or null when it is not a hex colour. */
export const normalizeHexColor = (color: string | null | undefined): string | null => {
  const value = color?.trim() ?? "";
  if (!HEX_COLOR.test(value)) return null;
  const digits = value.slice(1).toLowerCase();
  const full =
    digits.length === 3
      ? digits
          .split("")
          .map((d) => d + d)
          .join("")
      : digits;
  return `#${full}`;
};

/**
 * Platform settings as the views use them (spec §3): an empty points label or pay button text
 * falls back to 'Points' / 'Pay Now', a colour that is not a hex colour to the product's own,
 * an empty urlPrefix to 'marketplace'.
 */
export const normalizePlatformSettings = (settings: PlatformSettings): PlatformSettings => ({
  ...settings,
  urlPrefix: text(settings.urlPrefix) ?? DEFAULT_SITE,
  primaryLogo: text(settings.primaryLogo),
  primaryColor: normalizeHexColor(settings.primaryColor) ?? DEFAULT_PRIMARY_COLOR,
  customText: {
    rewardPoints: text(settings.customText.rewardPoints) ?? DEFAULT_POINTS_LABEL,
    payNowButton: text(settings.customText.payNowButton) ?? DEFAULT_PAY_NOW_BUTTON,
  },
});

/** The branding of a preferences answer; an empty custom_url is '/' (spec §2.1). */
export const brandingOf = (preferences: SitePreferences): Branding => {
  const url = text(preferences.branding.custom_url) ?? "/";
  return {
    logo_url: text(preferences.branding.logo_url),
    custom_url: url.startsWith("/") ? url : `/${url}`,
    custom_route: preferences.branding.custom_route,
  };
};

/** The flags of a preferences answer (spec §3 'Site preferences'). */
export const preferenceFlagsOf = (preferences: SitePreferences): SitePreferenceFlags => ({
  showCts: preferences.showCts,
  clientele_flag: preferences.clientele_flag,
  points_usable: preferences.points_usable,
  brandLogo: text(preferences.brandLogo),
});

/** The header logo (spec §2.4): the company logo_url, or null for the default product logo. */
export const logoUrlOf = (branding: Branding): string | null => text(branding.logo_url);

// ---------------------------------------------------------------------------------------------
// Brand colours (the theme's --brand-primary, --brand-primary-contrast, --brand-primary-soft)

interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

const rgbOf = (color: string): Rgb => {
  const hex = normalizeHexColor(color) ?? DEFAULT_PRIMARY_COLOR;
  return {
    r: Number.parseInt(hex.slice(1, 3), 16),
    g: Number.parseInt(hex.slice(3, 5), 16),
    b: Number.parseInt(hex.slice(5, 7), 16),
  };
};

const channel = (value: number): number => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of a colour (WCAG 2), 0 (black) to 1 (white). */
export const relativeLuminance = (color: string): number => {
  const { r, g, b } = rgbOf(color);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

/** Contrast ratio between two colours (WCAG 2), 1 to 21. */
export const contrastRatio = (a: string, b: string): number => {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
};

export const BLACK = "#000000";
export const WHITE = "#ffffff";

/** The text colour on the brand colour: black or white, whichever contrasts more. */
export const contrastColorOf = (color: string): typeof BLACK | typeof WHITE =>
  contrastRatio(color, BLACK) > contrastRatio(color, WHITE) ? BLACK : WHITE;

const hex2 = (value: number): string => Math.round(value).toString(16).padStart(2, "0");

/** A pale tint of the brand colour (12% of it over white), for soft backgrounds. */
export const softColorOf = (color: string): string => {
  const { r, g, b } = rgbOf(color);
  const mix = (c: number) => 255 - (255 - c) * 0.12;
  return `#${hex2(mix(r))}${hex2(mix(g))}${hex2(mix(b))}`;
};

/** The three brand colours of a primary colour. */
export const brandColorsOf = (primaryColor: string) => {
  const primary = normalizeHexColor(primaryColor) ?? DEFAULT_PRIMARY_COLOR;
  return { primary, contrast: contrastColorOf(primary), soft: softColorOf(primary) };
};

// ---------------------------------------------------------------------------------------------
// Footer (spec §2.11)

/** The path of the rewards API catalogue (spec §2.3, §2.11). */
export const REWARDS_API_CATALOGUE_PATH = `/${DEFAULT_SITE}/rewards-api-catalogue`;

/** The Opt Out URL of a client (spec §2.11), or null when it has none or nobody is signed in. */
export const optOutUrlFor = (
  urls: Readonly<Record<string, string>>,
  clientId: number | null | undefined,
): string | null => {
  if (clientId === null || clientId === undefined) return null;
  return text(urls[String(clientId)]);
};

// ---------------------------------------------------------------------------------------------
// Platform setting failure (spec §2.1, §8)

/**
 * Where a page goes when its site's platform settings cannot be loaded (spec §2.1, §8): a path
 * containing 'rp' or 'reset-password' goes to '/marketplace{path}' (with its query), unless it
 * already contains 'marketplace'. Null to stay.
 */
export const resetPasswordTargetOf = (location: {
  readonly pathname: string;
  readonly search: string;
}): string | null => {
  const path = resetPasswordRedirect(location.pathname);
  if (path === null) return null;
  const query = location.search === "" || location.search === "?" ? "" : location.search;
  return `${path}${query.startsWith("?") || query === "" ? query : `?${query}`}`;
};
