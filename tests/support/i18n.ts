/**
 * Every interface language's texts at hand at once, for tests that read a table or say a
 * catalogue text in a given language (spec §3 'Language'); the storefront itself loads a language
 * only when the site flow picks it.
 */
import type { CatalogueText } from "@errors/catalogue";
import {
  type InterfaceLanguage,
  type Message,
  messagesIn,
  type ShownLanguage,
  type TableName,
  type TranslatedLanguage,
  type Translation,
} from "@views/i18n";
import { errorMessages, sayText as sayTextWith } from "@views/i18n/errors";
import { de } from "@views/i18n/languages/de";
import { es } from "@views/i18n/languages/es";
import { fr } from "@views/i18n/languages/fr";

/** The translation modules by language. */
export const translations: { readonly [L in TranslatedLanguage]: Translation } = { es, fr, de };

/** `language` with its texts, as the views show it once loaded. */
export const shownIn = (language: InterfaceLanguage): ShownLanguage => ({
  language,
  translation: language === "en" ? null : translations[language],
});

/** The texts of `table` in `language`. */
export const textsIn = <A extends TableName>(
  table: { readonly name: A; readonly en: Translation[A] },
  language: InterfaceLanguage,
): Translation[A] => messagesIn(table, shownIn(language));

/** A catalogue text in `language`, `{email}` filled with the support address (spec §8). */
export const sayText = (text: CatalogueText, language: InterfaceLanguage, supportEmail: string): string =>
  sayTextWith(text, textsIn(errorMessages, language), supportEmail);

/** The forms of a message: a plain text is its one form; a plural text has one per category. */
export const formsOf = (message: Message): readonly string[] =>
  typeof message === "string" ? [message] : [message.one, message.other];
