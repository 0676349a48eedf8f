/**
 * The phone list of the demo data (spec §3 'Phone-list country', §5 'Phone lengths': India 10 to
 * 10, US 10 to 10, UK 7 to 12, Germany 3 to 13; the others as each country's numbering plan has
 * them). Its own numbering, in which India is 99 (the fallback id of spec §9). It holds Vietnam,
 * which the storefront's built-in list lacks, so a form shows that it reads the server's list.
 */

export interface PhoneCountrySeed {
  readonly countryId: number;
  readonly name: string;
  readonly iso: string;
  readonly code: number;
  readonly min: number;
  readonly max: number;
}

const row = (countryId: number, name: string, iso: string, code: number, min: number, max = min) => ({
  countryId,
  name,
  iso,
  code,
  min,
  max,
});

export const phoneCountries: readonly PhoneCountrySeed[] = [
  row(13, "Australia", "AU", 61, 9),
  row(18, "Bangladesh", "BD", 880, 10),
  row(30, "Brazil", "BR", 55, 10, 11),
  row(38, "Canada", "CA", 1, 10),
  row(44, "China", "CN", 86, 11),
  row(64, "Egypt", "EG", 20, 10),
  row(73, "France", "FR", 33, 9),
  row(80, "Germany", "DE", 49, 3, 13),
  row(81, "Ghana", "GH", 233, 9),
  row(96, "Hong Kong", "HK", 852, 8),
  row(97, "Hungary", "HU", 36, 8, 9),
  row(99, "India", "IN", 91, 10),
  row(100, "Indonesia", "ID", 62, 9, 12),
  row(103, "Ireland", "IE", 353, 7, 9),
  row(105, "Italy", "IT", 39, 6, 11),
  row(107, "Japan", "JP", 81, 10),
  row(110, "Kenya", "KE", 254, 9),
  row(129, "Malaysia", "MY", 60, 9, 10),
  row(138, "Mexico", "MX", 52, 10),
  row(149, "Nepal", "NP", 977, 10),
  row(150, "Netherlands", "NL", 31, 9),
  row(153, "New Zealand", "NZ", 64, 8, 10),
  row(156, "Nigeria", "NG", 234, 10),
  row(162, "Pakistan", "PK", 92, 10),
  row(170, "Philippines", "PH", 63, 10),
  row(172, "Poland", "PL", 48, 9),
  row(175, "Qatar", "QA", 974, 8),
  row(191, "Saudi Arabia", "SA", 966, 9),
  row(196, "Singapore", "SG", 65, 8),
  row(202, "South Africa", "ZA", 27, 9),
  row(205, "Spain", "ES", 34, 9),
  row(206, "Sri Lanka", "LK", 94, 9),
  row(212, "Sweden", "SE", 46, 7, 9),
  row(213, "Switzerland", "CH", 41, 9),
  row(218, "Thailand", "TH", 66, 9),
  row(223, "Turkey", "TR", 90, 10),
  row(224, "United Arab Emirates", "AE", 971, 9),
  row(225, "United Kingdom", "GB", 44, 7, 12),
  row(226, "United States", "US", 1, 10),
  row(232, "Vietnam", "VN", 84, 9, 10),
];
