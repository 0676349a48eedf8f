/**
 * Texts that say a count (spec §3 'Language', §9 'Languages enabled for translation: en, es, fr,
 * de'): a message whose value is a {@link Plural} holds one form per plural category, and the
 * form said is the one `Intl.PluralRules` picks for the count in the interface language, so
 * '1 time left' / '2 times left' and French's '0 horaire restant' come out right. `{count}` in
 * the form is filled with the count.
 *
 * ```tsx
 * const text = useMessages(experiencesMessages);
 * const count = usePlural();
 * <small>{count(text.slotsLeft, slots.length)}</small>
 * ```
 *
 * A form is kept for `one` and `other`: English and German know no other category, and the
 * `many` of Spanish and French (round millions, '1 000 000 de chambres') reads right with `other`.
 */

import { useCallback, useContext } from "react";
import { fill, type InterfaceLanguage, LanguageContext } from "./index";

/** A text with one form per plural category; `{count}` in each is filled with the count. */
export interface Plural {
  readonly one: string;
  readonly other: string;
}

/** Whether a message is a text with plural forms (else a plain string). */
export const isPlural = (message: string | Plural): message is Plural => typeof message !== "string";

const rules = new Map<InterfaceLanguage, Intl.PluralRules>();

const rulesOf = (language: InterfaceLanguage): Intl.PluralRules => {
  const known = rules.get(language);
  if (known !== undefined) return known;
  const made = new Intl.PluralRules(language);
  rules.set(language, made);
  return made;
};

/** The form of `text` that `language` uses for `count`. */
export const pluralForm = (text: Plural, count: number, language: InterfaceLanguage): string =>
  rulesOf(language).select(count) === "one" ? text.one : text.other;

/** `text` said for `count` in `language`: its form, `{count}` and any other `values` filled. */
export const plural = (
  text: Plural,
  count: number,
  language: InterfaceLanguage,
  values: Readonly<Record<string, string | number>> = {},
): string => fill(pluralForm(text, count, language), { count, ...values });

/** Says plural texts in the interface language. */
export const usePlural = (): ((
  text: Plural,
  count: number,
  values?: Readonly<Record<string, string | number>>,
) => string) => {
  const { language } = useContext(LanguageContext);
  return useCallback((text, count, values) => plural(text, count, language, values), [language]);
};
