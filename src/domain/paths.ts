/**
 * Site path resolution (spec §2.1): which part of a path is the site and which part is the
 * screen under it. The route table of spec §2.3 that resolves the rest is src/domain/routes.ts.
 * Pure: everything is read from the arguments.
 */

/** The default store (spec §2.1, §9 'store type marketplace'). */
export const DEFAULT_SITE = "marketplace";

/** First path segments that are never a company custom URL (spec §2.1). `{brand}vouchers` is `storevouchers`. */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set([
  "flights",
  "common",
  "product-list",
  "experiences",
  "vouchers",
  "profile",
  "checkout",
  "orders",
  "points",
  "storevouchers",
  "search",
  "payment-callback",
  "landing",
  "payment-exp-callback",
  "payment-status",
  "admin",
  "reset-password",
  "sso",
  "index.html",
  "insurance",
  "payment",
  "maintenance",
  "rewards-api-catalogue",
  "rp",
  "unsubscribe",
  "mobile-menu",
  "mobile-profile",
  "merchandises",
  "merchandise",
  "swag",
  "reward-history",
  "home",
  "perks",
  "lounge",
  "charity",
  "airmiles",
  "hotels",
  "mobile-recharge",
  "custom-category",
  "personalize-category",
  "cashout",
]);

/** First segments that open the default store, whose custom_url is '/' (spec §2.1). */
export const DEFAULT_STORE_SEGMENTS: ReadonlySet<string> = new Set([DEFAULT_SITE, "admin"]);

/**
 * The concrete names of the four provider callback pages of spec §2.3
 * ('/{provider-a}-payment-callback' to '/{provider-d}-payment-callback'): the placeholder is
 * spelled without its braces.
 */
export const PROVIDER_CALLBACK_SEGMENTS = [
  "provider-a-payment-callback",
  "provider-b-payment-callback",
  "provider-c-payment-callback",
  "provider-d-payment-callback",
] as const;

/**
 * The known section names of spec §2.1: a second path segment that is one of these is a section
 * of the site named by the first segment, never part of a '/:keyword/:keyword' site. They are the
 * reserved segments, the section names of spec §2.2 ('topup'), and the first segment of every
 * other row of the route table of spec §2.3.
 */
export const KNOWN_SECTION_NAMES: ReadonlySet<string> = new Set([
  ...RESERVED_SEGMENTS,
  "topup",
  "login",
  "signup",
  "cart",
  "switch-account",
  "reward-redemption",
  "point-conversion",
  "track-order",
  "exp-payment-status",
  "redirect-perks",
  ...PROVIDER_CALLBACK_SEGMENTS,
]);

/** The branding custom_route (spec §3): a site of one path segment or of two. */
export type CustomRoute = "/:keyword" | "/:keyword/:keyword";

/** The default branding route (spec §2.1, §8 'Site preferences failure'). */
export const DEFAULT_CUSTOM_ROUTE: CustomRoute = "/:keyword";

/** A path split into its site and the rest (spec §2.1). */
export interface SitePath {
  readonly kind: "site";
  /** The site's path segments, e.g. 'marketplace', 'admin', 'acme' or 'acme/india'. */
  readonly site: string;
  /** The prefix every store path of this site starts with: '/' + site. */
  readonly sitePrefix: string;
  /** The custom url the site is looked up by: '/' for '/marketplace' and '/admin', else the prefix. */
  readonly siteUrl: string;
  /** The route pattern the site uses. */
  readonly customRoute: CustomRoute;
  /** The segment after the site when it is a known section name, else null. */
  readonly section: string | null;
  /** The path segments under the site prefix. */
  readonly rest: readonly string[];
}

export type SitePathResolution =
  /** '/' with no site: go to the default site. */
  | { readonly kind: "redirect"; readonly to: string }
  /** '/sso' or '/sso/': the SSO entry. */
  | { readonly kind: "sso" }
  /** The first segment is reserved: no company site; `segments` is the whole path. */
  | { readonly kind: "unprefixed"; readonly segments: readonly string[] }
  | SitePath;

/** The non-empty segments of a path. */
export const segmentsOf = (path: string): string[] => path.split("/").filter((s) => s !== "");

/** Whether a segment is a known section name of spec §2.1. */
export const isKnownSectionName = (segment: string): boolean => KNOWN_SECTION_NAMES.has(segment);

/**
 * Splits a path under the site's custom_route (spec §2.1):
 * - '/' redirects to '/marketplace';
 * - '/sso' is the SSO entry;
 * - a reserved first segment is never a company custom URL ('/admin' excepted: it is the default
 *   store, like '/marketplace', both with custom url '/');
 * - with '/:keyword' the site is the first segment;
 * - with '/:keyword/:keyword' the site is the first two segments, unless the second segment is a
 *   known section name: then the site is the first segment and the section the second.
 */
export const splitSitePath = (pathname: string, customRoute: CustomRoute): SitePathResolution => {
  const segments = segmentsOf(pathname);
  const [first, second] = segments;
  if (first === undefined) return { kind: "redirect", to: `/${DEFAULT_SITE}` };
  if (first === "sso" && second === undefined) return { kind: "sso" };
  const defaultStore = DEFAULT_STORE_SEGMENTS.has(first);
  if (!defaultStore && RESERVED_SEGMENTS.has(first)) return { kind: "unprefixed", segments };
  const twoKeywords =
    !defaultStore &&
    customRoute === "/:keyword/:keyword" &&
    second !== undefined &&
    !isKnownSectionName(second);
  const siteSegments = twoKeywords ? segments.slice(0, 2) : segments.slice(0, 1);
  const rest = segments.slice(siteSegments.length);
  const site = siteSegments.join("/");
  const next = rest[0];
  return {
    kind: "site",
    site,
    sitePrefix: `/${site}`,
    siteUrl: defaultStore ? "/" : `/${site}`,
    customRoute: twoKeywords ? "/:keyword/:keyword" : "/:keyword",
    section: next !== undefined && isKnownSectionName(next) ? next : null,
    rest,
  };
};

/**
 * The route pattern a path itself implies (spec §2.1): '/{site}' uses '/:keyword';
 * '/{site}/{sub}' uses '/:keyword/:keyword' unless the second segment is a known section name.
 * '/marketplace' and '/admin' are the default store (custom url '/'), always '/:keyword'.
 */
export const customRouteOfPath = (pathname: string): CustomRoute => {
  const [first, second] = segmentsOf(pathname);
  if (first === undefined || second === undefined || DEFAULT_STORE_SEGMENTS.has(first)) return "/:keyword";
  return isKnownSectionName(second) ? "/:keyword" : "/:keyword/:keyword";
};

/**
 * Site path resolution from the path alone (spec §2.1): the site a path names before its branding
 * is known, e.g. for the site lookup. Once the branding's custom_route is known, use
 * {@link splitSitePath} with it.
 */
export const resolveSitePath = (pathname: string): SitePathResolution =>
  splitSitePath(pathname, customRouteOfPath(pathname));

/**
 * spec §2.1, §8 'Platform setting failure': when the site's platform settings cannot be loaded,
 * a path containing 'rp' or 'reset-password' is redirected to '/marketplace{path}', unless it
 * already contains 'marketplace'. Returns the path to go to, or null to stay.
 */
export const resetPasswordRedirect = (pathname: string): string | null => {
  const segments = segmentsOf(pathname);
  if (segments.includes(DEFAULT_SITE)) return null;
  if (!segments.some((s) => s === "rp" || s === "reset-password")) return null;
  return `/${DEFAULT_SITE}${pathname.startsWith("/") ? pathname : `/${pathname}`}`;
};

/** The two tabs of the sign-in screen (spec §2.3 '/login; /signup'). */
export type AuthTab = "login" | "signup";

/** The tab a sign-in entry opens unless it names one (spec §9 'login modal default tab 'login''). */
export const DEFAULT_AUTH_TAB: AuthTab = "login";

/** The path of a sign-in tab under a site prefix ('/acme', '/acme/' and '/' alike). */
export const authPathOf = (sitePrefix: string, tab: AuthTab = DEFAULT_AUTH_TAB): string =>
  `${sitePrefix.replace(/\/+$/, "")}/${tab}`;
