/**
 * The interface language (spec §3 'Language', §4 'Language', §9 'Languages enabled for
 * translation: en, es, fr, de'). Pure: the platform switch, the stored choice and the browser
 * language are passed in.
 */

/** The interface languages, in the order the switcher lists them. */
export const SITE_LANGUAGES = ["en", "es", "fr", "de"] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** Default language (spec §3 'Language': default en). */
export const DEFAULT_SITE_LANGUAGE: SiteLanguage = "en";

/** Each language's name in its own language, as the switcher shows it. */
export const LANGUAGE_NAMES: { readonly [L in SiteLanguage]: string } = {
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
};

export const isSiteLanguage = (value: unknown): value is SiteLanguage =>
  typeof value === "string" && (SITE_LANGUAGES as readonly string[]).includes(value);

/** The first 2 letters of a browser language, lower-cased ('fr-FR' → 'fr'). */
export const browserLanguageCode = (language: string): string => language.trim().slice(0, 2).toLowerCase();

const codeOf = (text: string): string | null => {
  const code = text.trim().toLowerCase();
  return code === "" ? null : code;
};

/**
 * The language code kept under 'wglang': a plain code ('fr'), a JSON string ('"fr"') or a JSON
 * language object ({code, name}, spec §3). Null when nothing usable is stored.
 */
export const storedLanguageCode = (raw: string | null): string | null => {
  const text = raw?.trim() ?? "";
  if (text === "") return null;
  if (!text.startsWith("{") && !text.startsWith('"')) return codeOf(text);
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === "string") return codeOf(parsed);
    if (
      typeof parsed === "object" &&
      parsed !== null &&
      "code" in parsed &&
      typeof parsed.code === "string"
    ) {
      return codeOf(parsed.code);
    }
    return null;
  } catch {
    return null;
  }
};

export interface LanguageRules {
  /** The platform setting multiLanguageSupport (spec §3). */
  readonly multiLanguageSupport: 0 | 1;
  /** The code stored under 'wglang', if any. */
  readonly stored: string | null;
  /** The browser language, e.g. 'fr-FR'. */
  readonly browser: string;
}

/**
 * spec §4 'Language': when the platform allows several languages, a stored choice that is one of
 * en, es, fr, de wins; else the browser language's first 2 letters when they are one of them;
 * else 'en'. When it does not, the interface is 'en'.
 */
export const interfaceLanguageFor = (rules: LanguageRules): SiteLanguage => {
  if (rules.multiLanguageSupport !== 1) return DEFAULT_SITE_LANGUAGE;
  const stored = rules.stored === null ? null : rules.stored.trim().toLowerCase();
  if (isSiteLanguage(stored)) return stored;
  const browser = browserLanguageCode(rules.browser);
  return isSiteLanguage(browser) ? browser : DEFAULT_SITE_LANGUAGE;
};

/**
 * The language the storefront's calls ask the API to answer in (`lng`, spec §7.1) before the
 * site's settings say whether it allows several languages: as if it does (spec §4 'Language'): a
 * stored choice ('wglang') of en, es, fr or de, else the browser's language when it is one of
 * them, else 'en'. Once the site flow has decided the interface language, the calls carry that.
 */
export const requestLanguageOf = (
  stored: string | null | undefined,
  browser: string | undefined,
): SiteLanguage =>
  interfaceLanguageFor({
    multiLanguageSupport: 1,
    stored: storedLanguageCode(stored ?? null),
    browser: browser ?? DEFAULT_SITE_LANGUAGE,
  });

/** The switcher's choices: the four languages when several are allowed, else none. */
export const languageChoicesFor = (multiLanguageSupport: 0 | 1): readonly SiteLanguage[] =>
  multiLanguageSupport === 1 ? [...SITE_LANGUAGES] : [];
