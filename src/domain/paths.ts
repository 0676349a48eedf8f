/**
 * Path rules of the storefront shell (spec §2.1, §2.3) that the foundation needs: the default
 * site, the reserved first segments, and which paths are the site home.
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

export type ShellRoute =
  | { readonly kind: "redirect"; readonly to: string }
  | { readonly kind: "home"; readonly site: string }
  /** '/{site}/login': sign in (spec §2.3). */
  | { readonly kind: "login"; readonly site: string }
  /** '/sso/?token=': the SSO entry (spec §2.1). */
  | { readonly kind: "sso" }
  | { readonly kind: "not-found" };

const segmentsOf = (path: string): string[] => path.split("/").filter((s) => s !== "");

/**
 * Where a path leads in the shell: '/' redirects to '/marketplace' (spec §2.1); '/sso' is the SSO
 * entry (spec §2.1); '/{site}', '/{site}/home' and '/{site}/landing' are the site's home and
 * '/{site}/login' its sign-in (spec §2.3); anything else is the not-found page (spec §2.11)
 * until its screen exists.
 */
export const resolveShellRoute = (path: string): ShellRoute => {
  const segments = segmentsOf(path);
  const [site, section, ...rest] = segments;
  if (site === undefined) return { kind: "redirect", to: `/${DEFAULT_SITE}` };
  if (site === "sso" && section === undefined) return { kind: "sso" };
  if (site !== DEFAULT_SITE && RESERVED_SEGMENTS.has(site)) return { kind: "not-found" };
  if (rest.length > 0) return { kind: "not-found" };
  if (section === undefined || section === "home" || section === "landing") return { kind: "home", site };
  if (section === "login") return { kind: "login", site };
  return { kind: "not-found" };
};

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
