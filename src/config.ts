/**
 * Runtime configuration of the storefront client. The same build can be pointed at the
 * reference API (the default: same origin) or at a real backend, through Vite environment
 * variables read at build time:
 *
 * - `VITE_API_HOST`: origin of the API backend, e.g. `https://api.example.com`. Every call path
 *   of spec §7.1 (`/chef/api/graph/...`, `/chef/api/public/...`, `/chef/...`) is appended to it.
 *   Empty or unset: the page's own origin (relative URLs).
 * - `VITE_CHECKOUT_HOST`: origin of the separate checkout backend (spec §7.1 "Checkout uses a
 *   separate backend host"): order creation and payment-gateway calls go there. Empty or unset:
 *   the same as `VITE_API_HOST`.
 * - `VITE_SUPPORT_EMAIL`: the support address filled into the `{email}` placeholder of the error
 *   texts (spec §8). Default `support@rewards-storefront.example`.
 * - `VITE_SUPPORT_PHONE`: a support telephone number to show where the product offers one.
 *   Default: none.
 *
 * - `VITE_CAPTCHA_SITE_KEY`: the site key of the captcha provider's challenge widget (a
 *   Turnstile-compatible widget, light theme). Without it the development challenge is used,
 *   which the reference API verifies (spec §7.2 'Captcha').
 *
 * A trailing `/` on a host is dropped; surrounding white space is ignored.
 */

import { sectionsSwitchedOff } from "@domain/sections";

/** HTTP, search and hotel search time-out (spec §7.1, §9). */
export const REQUEST_TIMEOUT_MS = 60_000;

export const DEFAULT_SUPPORT_EMAIL = "support@rewards-storefront.example";

export interface StorefrontConfig {
  /** API origin without a trailing slash; `""` means the page's own origin. */
  readonly apiHost: string;
  /** Checkout backend origin without a trailing slash; defaults to `apiHost`. */
  readonly checkoutHost: string;
  /** Fills `{email}` in the error texts of spec §8. */
  readonly supportEmail: string;
  /** Support telephone number, when one is configured. */
  readonly supportPhone: string | undefined;
  /**
   * Whether a production build offers the developer drawer (event log, replay). Development
   * builds always do. The reference deployment (`npm start`) turns it on.
   */
  readonly devtools: boolean;
  /** The captcha widget: the provider's (with its site key) or the development challenge. */
  readonly captcha:
    | { readonly provider: "development" }
    | { readonly provider: "turnstile"; readonly siteKey: string };
}

/** The names of the environment variables read by {@link makeConfig}. */
export const ConfigVariables = {
  apiHost: "VITE_API_HOST",
  checkoutHost: "VITE_CHECKOUT_HOST",
  supportEmail: "VITE_SUPPORT_EMAIL",
  supportPhone: "VITE_SUPPORT_PHONE",
  devtools: "VITE_DEVTOOLS",
  captchaSiteKey: "VITE_CAPTCHA_SITE_KEY",
} as const;

const present = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === "" ? undefined : trimmed;
};

const host = (value: string | undefined): string | undefined => present(value)?.replace(/\/+$/, "");

const captchaOf = (siteKey: string | undefined): StorefrontConfig["captcha"] =>
  siteKey === undefined ? { provider: "development" } : { provider: "turnstile", siteKey };

/** Builds the configuration from an environment map (pure; `import.meta.env` in the browser). */
export const makeConfig = (env: Readonly<Record<string, string | undefined>>): StorefrontConfig => {
  const apiHost = host(env[ConfigVariables.apiHost]) ?? "";
  return {
    apiHost,
    checkoutHost: host(env[ConfigVariables.checkoutHost]) ?? apiHost,
    supportEmail: present(env[ConfigVariables.supportEmail]) ?? DEFAULT_SUPPORT_EMAIL,
    supportPhone: present(env[ConfigVariables.supportPhone]),
    devtools: present(env[ConfigVariables.devtools]) === "1",
    captcha: captchaOf(present(env[ConfigVariables.captchaSiteKey])),
  };
};

/** Keeps only the string entries of an unknown environment object. */
export const stringEntries = (env: unknown): Record<string, string | undefined> => {
  if (typeof env !== "object" || env === null) return {};
  const out: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(env)) {
    if (typeof value === "string") out[key] = value;
  }
  return out;
};

/**
 * The configuration of this build. `import.meta.env` is Vite's build-time environment; it is
 * absent when the module runs outside Vite, which gives the defaults.
 */
export const config: StorefrontConfig = makeConfig(stringEntries(import.meta.env));

// ---------------------------------------------------------------------------------------------
// Site features (spec §2.2, §2.11, §6, §9)

/**
 * Build-time switches of the site flow, read from Vite environment variables:
 *
 * - `VITE_PERKS_COMPANIES`: the perks-enabled company list (spec §2.2, §6), a comma-separated
 *   list of company ids, e.g. `1001,2002,5179`. Unset or empty: not configured, and perks stays
 *   for everyone. Entries that are not whole numbers are ignored.
 * - `VITE_FEATURE_CASHOUT`: the cashout feature flag (spec §2.2, §6, §9 'Feature flags, all on').
 *   On unless set to `0`, `false` or `off`.
 * - `VITE_FEATURE_MILES`, `_TOPUP`, `_MOBILE_RECHARGE`, `_LOUNGE`, `_CHARITY`, `_FLIGHT`, `_HOTEL`:
 *   the feature flags of spec §9 that govern a section (@domain/sections `SECTION_FLAGS`); each is
 *   on unless switched off the same way, and a section whose flag is off is not offered.
 * - `VITE_OPT_OUT_URLS`: the 'Opt Out' link of the footer per client_id (spec §2.11), as
 *   `clientId=url` pairs separated by commas, e.g. `2002=https://acme.example/opt-out`. Unset:
 *   no client has one, and the link is not shown.
 */
export interface SiteFeatureConfig {
  /** Companies whose users see perks; null when no list is configured. */
  readonly perksCompanies: readonly number[] | null;
  /** Whether the cashout section exists in this build. */
  readonly cashout: boolean;
  /** The sections the build's other feature flags switch off (spec §9). */
  readonly sectionsOff: readonly string[];
  /** The Opt Out URL of each client, keyed by client_id. */
  readonly optOutUrls: Readonly<Record<string, string>>;
}

/** The names of the environment variables read by {@link makeSiteFeatureConfig}. */
export const SiteConfigVariables = {
  perksCompanies: "VITE_PERKS_COMPANIES",
  cashout: "VITE_FEATURE_CASHOUT",
  /** Prefix of the section flags: `VITE_FEATURE_` + the flag ('MOBILE_RECHARGE'). */
  sectionFlag: "VITE_FEATURE_",
  optOutUrls: "VITE_OPT_OUT_URLS",
} as const;

const WHOLE_NUMBER = /^\d+$/;
const SWITCHED_OFF: ReadonlySet<string> = new Set(["0", "false", "off", "no"]);

const isOn = (value: string | undefined): boolean => !SWITCHED_OFF.has(present(value)?.toLowerCase() ?? "1");

const companyList = (value: string | undefined): readonly number[] | null => {
  const text = present(value);
  if (text === undefined) return null;
  const ids = text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => WHOLE_NUMBER.test(part))
    .map(Number);
  return ids.length === 0 ? null : [...new Set(ids)];
};

const urlPairs = (value: string | undefined): Readonly<Record<string, string>> => {
  const out: Record<string, string> = {};
  for (const pair of (present(value) ?? "").split(",")) {
    const eq = pair.indexOf("=");
    if (eq < 0) continue;
    const client = pair.slice(0, eq).trim();
    const url = pair.slice(eq + 1).trim();
    if (WHOLE_NUMBER.test(client) && /^https?:\/\/\S+$/.test(url)) out[String(Number(client))] = url;
  }
  return out;
};

/** Builds the site features from an environment map (pure). */
export const makeSiteFeatureConfig = (
  env: Readonly<Record<string, string | undefined>>,
): SiteFeatureConfig => ({
  perksCompanies: companyList(env[SiteConfigVariables.perksCompanies]),
  cashout: isOn(env[SiteConfigVariables.cashout]),
  sectionsOff: sectionsSwitchedOff((flag) => isOn(env[SiteConfigVariables.sectionFlag + flag])),
  optOutUrls: urlPairs(env[SiteConfigVariables.optOutUrls]),
});

/** The site features of this build. */
export const siteFeatureConfig: SiteFeatureConfig = makeSiteFeatureConfig(stringEntries(import.meta.env));
