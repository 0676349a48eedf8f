/**
 * The interface's message catalogue (spec §3 'Language', §4 'Language'): every text a view shows
 * comes from a messages table with one entry per interface language, en, es, fr and de. English
 * entries quote the spec exactly. Each area of the views keeps its own table next to it
 * (`messages.ts`), built with {@link defineMessages} so a missing translation does not compile.
 *
 * ```tsx
 * const text = useMessages(headerMessages);
 * <button>{text.signIn}</button>
 * <span>{fill(text.totalValue, { currency: "INR", value: "12.50" })}</span>
 * ```
 */

import type { SiteLanguage } from "@domain/language";
import { createContext, useContext } from "react";

/** The interface languages (spec §9 'Languages enabled for translation: en, es, fr, de'). */
export type InterfaceLanguage = SiteLanguage;

/** A table of texts: the same keys in every interface language. */
export type Messages<K extends string> = { readonly [L in InterfaceLanguage]: { readonly [P in K]: string } };

/** Declares a messages table; the type checks that each language has every key. */
export const defineMessages = <K extends string>(messages: Messages<K>): Messages<K> => messages;

/** The language the views render in; the provider takes it from the site flow. */
export const LanguageContext = createContext<InterfaceLanguage>("en");

/** The texts of `messages` in the current interface language. */
export const useMessages = <K extends string>(messages: Messages<K>): Messages<K>[InterfaceLanguage] =>
  messages[useContext(LanguageContext)];

/** The current interface language. */
export const useLanguage = (): InterfaceLanguage => useContext(LanguageContext);

/** Fills `{name}` placeholders of a text: `fill('Total Value = {CUR} {value}', {CUR: 'INR', value: '5'})`. */
export const fill = (text: string, values: Readonly<Record<string, string | number>>): string =>
  text.replace(/\{([A-Za-z_]+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
