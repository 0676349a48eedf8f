/**
 * The phone list (spec §3 'Phone-list country': name, phonecode, iso, min_length, max_length;
 * §5 'Phone lengths'): the countries a phone-country picker offers, with the digit counts of
 * their national numbers. The four rows spec §5 gives are kept as given (India 10 to 10, US 10 to
 * 10, UK 7 to 12, Germany 3 to 13); the others are the lengths of each country's numbering plan.
 * The storefront's own country ids (country_id) come with the site's country list, not from here.
 *
 * This list is built in: the forms that need a phone list (track order, sign-up, the profile,
 * top-up) ask the server for its list once (spec §7.2 voucher getCountryList) and read this one
 * while that answer is on its way, when the call fails, or when its answer is malformed
 * ({@link servedPhoneListOf}, {@link phoneListIn}).
 *
 * Sorted by name, ignoring case, as spec §3 sorts country lists.
 */
import type { PhoneCountry } from "@contract/geography";

/** One country of the phone list (spec §3). */
export interface PhoneListCountry {
  readonly name: string;
  /** ISO 3166-1 alpha-2, upper case. */
  readonly iso: string;
  /** The international calling code, digits only. */
  readonly phonecode: string;
  readonly min_length: number;
  readonly max_length: number;
}

const country = (
  name: string,
  iso: string,
  phonecode: string,
  min_length: number,
  max_length = min_length,
): PhoneListCountry => ({ name, iso, phonecode, min_length, max_length });

const byName = (a: PhoneListCountry, b: PhoneListCountry): number =>
  a.name.toLowerCase().localeCompare(b.name.toLowerCase());

/** The phone list, sorted by name (spec §3). */
export const PHONE_LIST: readonly PhoneListCountry[] = [
  country("Australia", "AU", "61", 9),
  country("Bangladesh", "BD", "880", 10),
  country("Brazil", "BR", "55", 10, 11),
  country("Canada", "CA", "1", 10),
  country("China", "CN", "86", 11),
  country("Egypt", "EG", "20", 10),
  country("France", "FR", "33", 9),
  country("Germany", "DE", "49", 3, 13),
  country("Ghana", "GH", "233", 9),
  country("Hong Kong", "HK", "852", 8),
  country("Hungary", "HU", "36", 8, 9),
  country("India", "IN", "91", 10),
  country("Indonesia", "ID", "62", 9, 12),
  country("Ireland", "IE", "353", 7, 9),
  country("Italy", "IT", "39", 6, 11),
  country("Japan", "JP", "81", 10),
  country("Kenya", "KE", "254", 9),
  country("Malaysia", "MY", "60", 9, 10),
  country("Mexico", "MX", "52", 10),
  country("Nepal", "NP", "977", 10),
  country("Netherlands", "NL", "31", 9),
  country("New Zealand", "NZ", "64", 8, 10),
  country("Nigeria", "NG", "234", 10),
  country("Pakistan", "PK", "92", 10),
  country("Philippines", "PH", "63", 10),
  country("Poland", "PL", "48", 9),
  country("Qatar", "QA", "974", 8),
  country("Saudi Arabia", "SA", "966", 9),
  country("Singapore", "SG", "65", 8),
  country("South Africa", "ZA", "27", 9),
  country("Spain", "ES", "34", 9),
  country("Sri Lanka", "LK", "94", 9),
  country("Sweden", "SE", "46", 7, 9),
  country("Switzerland", "CH", "41", 9),
  country("Thailand", "TH", "66", 9),
  country("Turkey", "TR", "90", 10),
  country("United Arab Emirates", "AE", "971", 9),
  country("United Kingdom", "GB", "44", 7, 12),
  country("United States", "US", "1", 10),
].sort(byName);

/**
 * The list a form reads: the server's (spec §7.2 getCountryList) once it has come, else the
 * built-in {@link PHONE_LIST} (while the call runs, after it failed, or when it was malformed).
 */
export const phoneListIn = (served: readonly PhoneListCountry[] | null): readonly PhoneListCountry[] =>
  served ?? PHONE_LIST;

const sensibleLengths = (entry: PhoneCountry): boolean =>
  entry.min_length >= 1 && entry.max_length >= entry.min_length;

/**
 * The server's phone list (spec §7.2 getCountryList, §3 'Phone-list country') as the forms read
 * it, sorted by name ignoring case (spec §3); null when it cannot serve (then the forms keep the
 * built-in list): an empty list, a country without a name or an ISO2 code, a calling code that
 * is not a positive number, lengths that make no sense (minimum under 1 or above the maximum), or
 * one ISO2 code twice.
 */
export const servedPhoneListOf = (answer: readonly PhoneCountry[]): readonly PhoneListCountry[] | null => {
  const list = answer.map((entry) => ({
    name: entry.name.trim(),
    iso: entry.iso.trim().toUpperCase(),
    phonecode: String(entry.phonecode),
    min_length: entry.min_length,
    max_length: entry.max_length,
  }));
  const usable =
    list.length > 0 &&
    answer.every((entry) => entry.phonecode > 0 && sensibleLengths(entry)) &&
    list.every((entry) => entry.name !== "" && /^[A-Z]{2}$/.test(entry.iso)) &&
    new Set(list.map((entry) => entry.iso)).size === list.length;
  return usable ? [...list].sort(byName) : null;
};

/**
 * The phone-list country of an ISO2 code (any case, spaces ignored) in `list` (the built-in list
 * unless told), or null when the list lacks it.
 */
export const phoneListCountryOf = (
  iso: string | null,
  list: readonly PhoneListCountry[] = PHONE_LIST,
): PhoneListCountry | null => {
  if (iso === null) return null;
  const code = iso.trim().toUpperCase();
  return list.find((entry) => entry.iso === code) ?? null;
};

/** The picker's text of a country: its name and calling code, e.g. 'India (+91)'. */
export const phoneChoiceLabel = (entry: PhoneListCountry): string => `${entry.name} (+${entry.phonecode})`;
