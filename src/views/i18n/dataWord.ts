import type { Messages, PlainKey } from "./index";

/**
 * A word of the API's data in the language of `text` (spec §3 'Language'): one the storefront
 * knows (`knownOf` names it) is the table's word under `keys`; any other shows as the API names it.
 */
export const dataWord = <T extends Messages, K extends string>(
  text: T,
  keys: { readonly [W in K]: PlainKey<T> },
  knownOf: (name: string) => K | null,
  name: string,
): string => {
  const known = knownOf(name);
  const word = known === null ? undefined : text[keys[known]];
  return typeof word === "string" ? word : name;
};
