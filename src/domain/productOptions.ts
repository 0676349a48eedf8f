/**
 * Merchandise options (size, colour...): every option a product offers must be chosen, with one of
 * its values, before the product is added to the cart. Pure and total.
 */

import type { ProductOption } from "@contract/catalogue";

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
