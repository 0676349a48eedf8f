/**
 * The language the reference API answers in. The storefront sends the shopper's language in the
 * `lng` header of every call (spec §7.1); the API's own texts (its refusals, a hotel's
 * cancellation policy, the reasons of a points history, the '/common' page, a site's points
 * label) answer in it when the API has them in it, else in English (spec §3 'Language': default
 * en; §9 'Languages enabled for translation: en, es, fr, de').
 *
 * - A handler reads the request's language as `ctx.language` (./module.ts `HandlerContext`),
 *   decided once per request by {@link requestLanguage}.
 * - Texts written in code are {@link PerLanguage} tables, read with {@link inLanguage}.
 * - Seed texts are stored per language, as the JSON of a {@link PerLanguage} object
 *   ({@link storedTexts}), and read back with {@link storedTextIn}.
 *
 * Product names and descriptions are the catalogue's own and stay as they are.
 */
import { DEFAULT_SITE_LANGUAGE, SITE_LANGUAGES, type SiteLanguage } from "@domain/language";

/** The languages the API answers in: the storefront's interface languages (spec §9). */
export type ApiLanguage = SiteLanguage;

export const API_LANGUAGES: readonly ApiLanguage[] = SITE_LANGUAGES;

/** One text (or one table of texts) in every language the API answers in. */
export type PerLanguage<T = string> = { readonly [L in ApiLanguage]: T };

/** Texts with English and any other languages they have been given in. */
export type SomeLanguages<T = string> = { readonly en: T } & { readonly [L in ApiLanguage]?: T };

const languageNamed = (code: string): ApiLanguage | undefined =>
  API_LANGUAGES.find((language) => language === code);

/**
 * The language of a request from its `lng` header (spec §7.1): 'es', 'ES' and 'es-ES' read as
 * Spanish; a missing header, or a language the API does not answer in, reads as English.
 */
export const requestLanguage = (lng: string | undefined): ApiLanguage =>
  languageNamed((lng ?? "").trim().toLowerCase().split(/[-_]/)[0] ?? "") ?? DEFAULT_SITE_LANGUAGE;

/** `texts` in `language`, or in English when they are not written in it. */
export const inLanguage = <T>(texts: SomeLanguages<T>, language: ApiLanguage): T =>
  texts[language] ?? texts.en;

/** A text written in every language by `write` (a reason with a number in it, to store). */
export const everyLanguage = <T>(write: (language: ApiLanguage) => T): PerLanguage<T> => ({
  en: write("en"),
  es: write("es"),
  fr: write("fr"),
  de: write("de"),
});

/** A seed text as a column stores it: the JSON of its texts by language. */
export const storedTexts = (texts: SomeLanguages): string => JSON.stringify(texts);

const isText = (value: unknown): value is string => typeof value === "string" && value !== "";

/**
 * The texts of a text column ({@link storedTexts}) by language. A column that holds a plain text
 * (a reason the API wrote as it happened, a row from before the texts had languages) is that text
 * in English, and so in every language.
 */
export const storedTextsOf = (stored: string): SomeLanguages => {
  if (!stored.startsWith("{")) return { en: stored };
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return { en: stored };
  }
  if (typeof parsed !== "object" || parsed === null) return { en: stored };
  const english: unknown = Reflect.get(parsed, DEFAULT_SITE_LANGUAGE);
  const texts: { [L in ApiLanguage]?: string } = {};
  for (const language of API_LANGUAGES) {
    const text: unknown = Reflect.get(parsed, language);
    if (isText(text)) texts[language] = text;
  }
  return { ...texts, en: isText(english) ? english : stored };
};

/** A text column ({@link storedTexts}) read in `language`, falling back to English. */
export const storedTextIn = (stored: string, language: ApiLanguage): string =>
  inLanguage(storedTextsOf(stored), language);
