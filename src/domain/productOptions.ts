/**
 * Merchandise options (size, colour...): every option a product offers must be chosen, with one of
 * its values, before the product is added to the cart. Pure and total.
 */

import type { ProductOption } from "@contract/catalogue";

/**
 * The options the storefront words in the shopper's language: an option's name is the API's data
 * (the reference API's are Size and Colour), so a known one is shown by its key in the message
 * table, any other by its own name.
 */
export const KNOWN_OPTIONS = ["size", "colour"] as const;
export type KnownOption = (typeof KNOWN_OPTIONS)[number];

const KNOWN_OPTION_WORDS: Readonly<Record<string, KnownOption>> = {
  size: "size",
  colour: "colour",
  color: "colour",
};

/** The known option an option's name stands for ('Size' → 'size', 'Color' → 'colour'), or null. */
export const knownOptionOf = (name: string): KnownOption | null =>
  KNOWN_OPTION_WORDS[name.trim().toLowerCase()] ?? null;

/** The chosen value of each option, by the option's name. */
export type OptionChoice = Readonly<Record<string, string>>;

/** Chooses `value` for the option `name`; a name or value the product does not offer changes nothing. */
export const chooseOption = (
  options: readonly ProductOption[],
  chosen: OptionChoice,
  name: string,
  value: string,
): OptionChoice => {
  const option = options.find((candidate) => candidate.name === name);
  return option?.values.includes(value) === true ? { ...chosen, [name]: value } : chosen;
};

/** The options still to choose, in the product's order. */
export const missingOptions = (options: readonly ProductOption[], chosen: OptionChoice): readonly string[] =>
  options
    .filter((option) => {
      const value = chosen[option.name];
      return value === undefined || !option.values.includes(value);
    })
    .map((option) => option.name);

/** Whether every option the product offers has one of its values chosen. */
export const areOptionsChosen = (options: readonly ProductOption[], chosen: OptionChoice): boolean =>
  missingOptions(options, chosen).length === 0;

/** A chosen-options record (selected_options) as the options of a cart line: string values only. */
export const optionChoiceOf = (value: unknown): OptionChoice => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
};

/**
 * The options as one text, the same whatever the order they were chosen in: '' for none, else
 * 'name=value' pairs sorted by name and joined with ';' (part of a cart line's identity, spec §4
 * 'Cart rules').
 */
export const optionsKeyOf = (options: OptionChoice | undefined): string =>
  Object.entries(options ?? {})
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join(";");

/** Whether two choices name the same values of the same options (none and empty are the same). */
export const isSameOptionChoice = (a: OptionChoice | undefined, b: OptionChoice | undefined): boolean =>
  optionsKeyOf(a) === optionsKeyOf(b);

/**
 * The options as the shopper reads them on a line, in the product's order of choice: 'Size: M,
 * Colour: Grey'; `nameOf` says an option's name in the shopper's language.
 */
export const optionsLabelOf = (
  options: OptionChoice | undefined,
  nameOf: (name: string) => string = (name) => name,
): string =>
  Object.entries(options ?? {})
    .map(([name, value]) => `${nameOf(name)}: ${value}`)
    .join(", ");
