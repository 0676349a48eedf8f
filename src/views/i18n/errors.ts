/**
 * The words of the error catalogue (spec §8) in the interface language. Machines keep an error
 * as data; `src/errors/catalogue.ts` decides how it shows (toast, message, field error) and which
 * text it says; this table says that text in the shopper's language. The English table is the
 * catalogue's own `Texts`, the spec's sentences character for character; the other languages are
 * the `errors` table of each language's module.
 *
 * ```tsx
 * const errorText = useErrorText();
 * {codeError !== null && <FieldError>{errorText(codeError)}</FieldError>}
 * ```
 */

import { type CatalogueText, type CatalogueTextKey, Texts, textOf } from "@errors/catalogue";
import type { ErrorData } from "@errors/data";
import { useSelector } from "@views/useSelector";
import { useCallback } from "react";
import { useRoot } from "../system";
import { defineMessages, fill, type Texts as TableTexts, useMessages } from "./index";

export const errorMessages = defineMessages("errors", Texts);

/** The catalogue's texts in one language. */
export type ErrorTexts = TableTexts<CatalogueTextKey>;

/** A catalogue text said with one language's `texts`, `{email}` filled with the support address (spec §8). */
export const sayText = (text: CatalogueText, texts: ErrorTexts, supportEmail: string): string =>
  "server" in text ? text.server : fill(texts[text.key], { email: supportEmail, ...text.values });

/** Says catalogue texts in the interface language. */
export const useCatalogueText = (): ((text: CatalogueText) => string) => {
  const texts = useMessages(errorMessages);
  const supportEmail = useSelector(useRoot(), (s) => s.context.supportEmail);
  return useCallback((text) => sayText(text, texts, supportEmail), [texts, supportEmail]);
};

/** Says what an error shows as text (its toast, message or field text) in the interface language. */
export const useErrorText = (): ((error: ErrorData) => string) => {
  const say = useCatalogueText();
  return useCallback((error) => say(textOf(error)), [say]);
};

/**
 * What a form says about its last call, in the interface language: its error when it has one,
 * else the server's own text, else nothing.
 */
export const useFormMessage = (error: ErrorData | null, text: CatalogueText | null): string | null => {
  const sayError = useErrorText();
  const say = useCatalogueText();
  return error !== null ? sayError(error) : text !== null ? say(text) : null;
};
