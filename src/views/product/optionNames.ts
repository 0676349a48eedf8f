/**
 * A merchandise option's name in the shopper's language (spec §3 'Language'): the names are the
 * API's data, so the options the storefront knows (Size, Colour) take the product table's words
 * and any other shows as the API names it.
 */
import { type KnownOption, knownOptionOf, type OptionChoice, optionsLabelOf } from "@domain/productOptions";
import { type PlainKey, useMessages } from "../i18n";
import { dataWord } from "../i18n/dataWord";
import { productMessages } from "./messages";

type ProductTexts = typeof productMessages.en;

const OPTION_KEYS: { readonly [O in KnownOption]: PlainKey<ProductTexts> } = {
  size: "optionSize",
  colour: "optionColour",
};

/** An option's name in the language of `text`. */
export const optionName = (text: ProductTexts, name: string): string =>
  dataWord(text, OPTION_KEYS, knownOptionOf, name);

/** Says a line's chosen options ('Talla: M, Color: Grey') in the shopper's language. */
export const useOptionsLabel = (): ((options: OptionChoice | undefined) => string) => {
  const text = useMessages(productMessages);
  return (options) => optionsLabelOf(options, (name) => optionName(text, name));
};
