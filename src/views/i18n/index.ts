/**
 * The interface's message catalogue (spec §3 'Language', §4 'Language'): every text a view shows
 * comes from a message table. Each area of the views keeps its table next to it (`messages.ts`),
 * declared with {@link defineMessages} in English, which quotes the spec and ships with the views.
 * Spanish, French and German are one module per language (`languages/es.ts`, …), typed by
 * {@link Translation} so a missing translation does not compile, and loaded only when the site
 * flow picks that language: until it has arrived the views stay in the language they were in.
 *
 * ```tsx
 * const text = useMessages(headerMessages);
 * <button>{text.signIn}</button>
 * <span>{fill(text.totalValue, { currency: "INR", value: "12.50" })}</span>
 * ```
 */

import type { SiteLanguage } from "@domain/language";
import { createContext, createElement, type ReactNode, useContext, useEffect, useState } from "react";
import type { TableName, Translation } from "./catalogue";
import type { Plural } from "./plural";

/** The interface languages (spec §9 'Languages enabled for translation: en, es, fr, de'). */
export type InterfaceLanguage = SiteLanguage;

/** The languages that have their own translation module; English is the tables' own. */
export type TranslatedLanguage = Exclude<InterfaceLanguage, "en">;

/** A table's texts in one language: one string per key. */
export type Texts<K extends string> = { readonly [P in K]: string };

/** One message: a plain text, or a text that says a count with its plural forms (`./plural`). */
export type Message = string | Plural;

/** A table's messages in one language. */
export type Messages = { readonly [key: string]: Message };

/** The shape another language gives a table: a string for each plain text, forms for each plural one. */
export type Translated<T> = { readonly [P in keyof T]: T[P] extends string ? string : Plural };

/** A message table: its name in the catalogue and its English texts. */
export interface MessageTable<A extends string, T extends Messages> {
  readonly name: A;
  readonly en: T;
}

/** The keys of a table's texts that are plain strings (not plural forms). */
export type PlainKey<T> = { readonly [P in keyof T]: T[P] extends string ? P : never }[keyof T];

export type { TableName, Translation } from "./catalogue";
export type { Plural } from "./plural";

/** Declares a message table by its name in the catalogue, with its English texts (widened to plain strings and plural forms). */
export const defineMessages = <A extends string, T extends Messages>(
  name: A,
  en: T,
): MessageTable<A, Translated<T>> => ({
  name,
  // Only widens: each text's literal type becomes `string`, each plural's becomes `Plural`.
  en: en as Translated<T>,
});

/** The language the views render in and its texts (null: English, the tables' own). */
export interface ShownLanguage {
  readonly language: InterfaceLanguage;
  readonly translation: Translation | null;
}

const english: ShownLanguage = { language: "en", translation: null };

/** The texts of `table` in the language shown. */
export const messagesIn = <A extends TableName>(
  table: { readonly name: A; readonly en: Translation[A] },
  shown: ShownLanguage,
): Translation[A] => shown.translation?.[table.name] ?? table.en;

const loaders: { readonly [L in TranslatedLanguage]: () => Promise<Translation> } = {
  es: () => import("./languages/es").then((module) => module.es),
  fr: () => import("./languages/fr").then((module) => module.fr),
  de: () => import("./languages/de").then((module) => module.de),
};

const loaded = new Map<InterfaceLanguage, ShownLanguage>([["en", english]]);
const loading = new Map<TranslatedLanguage, Promise<ShownLanguage>>();

/** The language with its texts when they are at hand, else null. */
export const languageAtHand = (language: InterfaceLanguage): ShownLanguage | null =>
  loaded.get(language) ?? null;

/** Loads a language's texts once; a failed load is tried again the next time it is asked for. */
export const loadLanguage = (language: InterfaceLanguage): Promise<ShownLanguage> => {
  const ready = loaded.get(language);
  if (ready !== undefined) return Promise.resolve(ready);
  if (language === "en") return Promise.resolve(english);
  const pending =
    loading.get(language) ??
    loaders[language]().then(
      (translation) => {
        const shown: ShownLanguage = { language, translation };
        loaded.set(language, shown);
        loading.delete(language);
        return shown;
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
  loading.set(language, pending);
  return pending;
};

/**
 * The language to render in when the site flow wants `wanted`: at once when its texts are at
 * hand; otherwise the language shown so far (English at first) until they have loaded, so the page
 * never blanks nor shows keys. A failed load keeps the language shown.
 */
export const useShownLanguage = (wanted: InterfaceLanguage): ShownLanguage => {
  const [shown, setShown] = useState<ShownLanguage>(() => languageAtHand(wanted) ?? english);
  const atHand = languageAtHand(wanted);
  useEffect(() => {
    if (atHand !== null) {
      setShown(atHand);
      return;
    }
    let current = true;
    loadLanguage(wanted).then(
      (next) => {
        if (current) setShown(next);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, atHand]);
  return atHand ?? shown;
};

/** The language the views render in; {@link LanguageProvider} takes it from the site flow. */
export const LanguageContext = createContext<ShownLanguage>(english);

export interface LanguageProviderProps {
  /** The language the site flow decided (spec §4 'Language'). */
  readonly language: InterfaceLanguage;
  readonly children: ReactNode;
}

/**
 * Keeps the page's `<html lang>` on the language the views render in, so the browser, screen
 * readers and translators read the page in it (the server sends a rendered page with it already:
 * server/core/pages.ts). Set once that language's texts have arrived, with them.
 */
const useDocumentLanguage = (language: InterfaceLanguage): void => {
  useEffect(() => {
    if (typeof document !== "undefined") document.documentElement.lang = language;
  }, [language]);
};

/** Renders `children` in `language` once its texts have loaded, in the language shown so far until then. */
export const LanguageProvider = ({ language, children }: LanguageProviderProps) => {
  const shown = useShownLanguage(language);
  useDocumentLanguage(shown.language);
  return createElement(LanguageContext.Provider, { value: shown }, children);
};

/** The texts of `table` in the current interface language. */
export const useMessages = <A extends TableName>(table: {
  readonly name: A;
  readonly en: Translation[A];
}): Translation[A] => messagesIn(table, useContext(LanguageContext));

/** The current interface language. */
export const useLanguage = (): InterfaceLanguage => useContext(LanguageContext).language;

/** Fills `{name}` placeholders of a text: `fill('Total Value = {CUR} {value}', {CUR: 'INR', value: '5'})`. */
export const fill = (text: string, values: Readonly<Record<string, string | number>>): string =>
  text.replace(/\{([A-Za-z_]+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
