/**
 * Reading sites, their enabled sections, countries and conversion rates: shared by the site and
 * catalogue handlers.
 */
import type { Db } from "../../core/module";

export interface SiteRow {
  readonly id: number;
  readonly url_prefix: string;
  readonly company_name: string;
  readonly client_id: number;
  readonly company_id: number;
  readonly logo_url: string | null;
  readonly primary_color: string;
  readonly custom_url: string;
  readonly custom_route: string;
  readonly default_country_id: number;
  readonly multi_language_support: number;
  readonly footer: number;
  readonly enable_perks: number;
  readonly admin_panel_access: number;
  readonly display_catalog_in_points: number;
  readonly hide_conversion_in_header: number;
  readonly point_threshold: number;
  readonly offer_marketplace: number;
  readonly custom_catalog_filter_group_name: string | null;
  readonly points_label: string;
  readonly pay_now_button: string;
  readonly pay_points: number;
  readonly pay_gcb: number;
  readonly pay_tokens: number;
  readonly pay_voucher: number;
  readonly pay_gateway: number;
  readonly show_cts: number;
  readonly clientele_flag: number;
  readonly points_usable: number;
  readonly points_conversion_factor: number;
}

export interface CountryRow {
  readonly country_id: number;
  readonly name: string;
  readonly iso_code_2: string;
  readonly iso_code_3: string;
  readonly currency_code: string;
}

/**
 * The url_prefix a site url names: its first path segment. '/', '' and '/admin' are the default
 * store 'marketplace' (spec §2.1).
 */
export const siteKey = (url: string): string => {
  const first = url
    .trim()
    .split(/[/?#]/)
    .find((segment) => segment !== "");
  if (first === undefined || first.toLowerCase() === "admin") return "marketplace";
  return first.toLowerCase();
};

export const findSite = (db: Db, url: string): SiteRow | undefined =>
  db.prepare("SELECT * FROM sites WHERE url_prefix = ?").get(siteKey(url)) as SiteRow | undefined;

/** The enabled sections of a site, in configured order, as stored. */
export const sectionsOf = (db: Db, siteId: number): string[] =>
  (
    db.prepare("SELECT section FROM site_routes WHERE site_id = ? ORDER BY position").all(siteId) as {
      section: string;
    }[]
  ).map((row) => row.section);

/** Whether a section is enabled; a stored 'merchandise' counts as 'merchandises' (spec §2.2). */
export const hasSection = (sections: readonly string[], section: string): boolean =>
  sections.includes(section) || (section === "merchandises" && sections.includes("merchandise"));

export const countryById = (db: Db, countryId: number): CountryRow | undefined =>
  db.prepare("SELECT * FROM countries WHERE country_id = ?").get(countryId) as CountryRow | undefined;

export const countryByIso2 = (db: Db, iso2: string): CountryRow | undefined =>
  db.prepare("SELECT * FROM countries WHERE iso_code_2 = ?").get(iso2.trim().toUpperCase()) as
    | CountryRow
    | undefined;

export const allCountries = (db: Db): CountryRow[] =>
  db.prepare("SELECT * FROM countries ORDER BY country_id").all() as CountryRow[];

const configuredRate = (db: Db, source: string, target: string): number | undefined => {
  const row = db
    .prepare("SELECT rate FROM currency_rates WHERE source_code = ? AND target_code = ?")
    .get(source, target) as { rate: number } | undefined;
  return row?.rate;
};

/** Rounds a rate or a converted amount to 6 decimals. */
export const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

/** Whether `code` is a currency of the site data, by its code as written (INR, not inr). */
export const isKnownCurrency = (db: Db, code: string): boolean =>
  db.prepare("SELECT 1 FROM currencies WHERE code = ?").get(code) !== undefined;

/**
 * Units of `target` for one unit of `source`: 1 for the same currency, the configured rate for
 * INR pairs, and the cross rate through INR for other pairs; undefined for an unknown currency.
 */
export const conversionRate = (db: Db, source: string, target: string): number | undefined => {
  const from = source.trim().toUpperCase();
  const to = target.trim().toUpperCase();
  const known = db.prepare("SELECT code FROM currencies WHERE code IN (?, ?)").all(from, to) as unknown[];
  if (known.length !== (from === to ? 1 : 2)) return undefined;
  if (from === to) return 1;
  const direct = configuredRate(db, from, to);
  if (direct !== undefined) return direct;
  const toInr = configuredRate(db, from, "INR");
  const fromInr = configuredRate(db, "INR", to);
  return toInr === undefined || fromInr === undefined ? undefined : round6(toInr * fromInr);
};
