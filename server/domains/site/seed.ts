/** Writes the site and geography demo data (./data.ts) into the database. */
import { normalizedPostalCode } from "@domain/address";
import { storedTexts } from "../../core/language";
import type { Db } from "../../core/module";
import { states } from "./addressData";
import { banners, countries, currencies, inrRates, sites } from "./data";
import { phoneCountries } from "./phoneData";

export const siteDdl = `
-- Client sites: branding, platform settings and preferences (spec §3).
CREATE TABLE IF NOT EXISTS sites (
  id INTEGER PRIMARY KEY,
  url_prefix TEXT NOT NULL UNIQUE,
  company_name TEXT NOT NULL,
  client_id INTEGER NOT NULL UNIQUE,
  company_id INTEGER NOT NULL,
  logo_url TEXT,
  primary_color TEXT NOT NULL,
  custom_url TEXT NOT NULL,
  custom_route TEXT NOT NULL,
  default_country_id INTEGER NOT NULL,
  multi_language_support INTEGER NOT NULL,
  footer INTEGER NOT NULL,
  enable_perks INTEGER NOT NULL,
  admin_panel_access INTEGER NOT NULL,
  display_catalog_in_points INTEGER NOT NULL,
  hide_conversion_in_header INTEGER NOT NULL,
  point_threshold INTEGER NOT NULL,
  offer_marketplace INTEGER NOT NULL,
  -- the texts a shopper reads, each by language as JSON (server/core/language.ts storedTexts)
  custom_catalog_filter_group_name TEXT,
  points_label TEXT NOT NULL,
  pay_now_button TEXT NOT NULL,
  pay_points INTEGER NOT NULL,
  pay_gcb INTEGER NOT NULL,
  pay_tokens INTEGER NOT NULL,
  pay_voucher INTEGER NOT NULL,
  pay_gateway INTEGER NOT NULL,
  show_cts INTEGER NOT NULL,
  clientele_flag INTEGER NOT NULL,
  points_usable INTEGER NOT NULL,
  -- value of one reward point in the user's points currency (a rate, not an amount)
  points_conversion_factor REAL NOT NULL
);
-- Enabled sections per site, in order, stored as configured (spec §2.2).
CREATE TABLE IF NOT EXISTS site_routes (
  site_id INTEGER NOT NULL REFERENCES sites(id),
  position INTEGER NOT NULL,
  section TEXT NOT NULL,
  PRIMARY KEY (site_id, position)
);
CREATE TABLE IF NOT EXISTS currencies (
  code TEXT PRIMARY KEY,
  currency_id INTEGER NOT NULL UNIQUE,
  name TEXT NOT NULL,
  symbol TEXT NOT NULL,
  decimals INTEGER NOT NULL
);
-- Countries with their catalogue id (filter group 41) (spec §3).
CREATE TABLE IF NOT EXISTS countries (
  country_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  iso_code_2 TEXT NOT NULL UNIQUE,
  iso_code_3 TEXT NOT NULL UNIQUE,
  currency_code TEXT NOT NULL REFERENCES currencies(code)
);
-- The phone list (spec §3 'Phone-list country', §5 'Phone lengths'): its own numbering, in
-- which India is 99 (the fallback id of spec §9); more countries than the catalogue has.
CREATE TABLE IF NOT EXISTS phone_countries (
  country_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  phonecode INTEGER NOT NULL,
  iso TEXT NOT NULL UNIQUE,
  min_length INTEGER NOT NULL,
  max_length INTEGER NOT NULL
);
-- Units of target per unit of source (a rate, not an amount).
CREATE TABLE IF NOT EXISTS currency_rates (
  source_code TEXT NOT NULL REFERENCES currencies(code),
  target_code TEXT NOT NULL REFERENCES currencies(code),
  rate REAL NOT NULL,
  PRIMARY KEY (source_code, target_code)
);
-- Banners per country name and page; times are UTC ISO-8601 instants (spec §3).
CREATE TABLE IF NOT EXISTS banners (
  id INTEGER PRIMARY KEY,
  country_name TEXT NOT NULL,
  page TEXT NOT NULL,
  is_external INTEGER NOT NULL,
  image TEXT NOT NULL,
  mobile_image TEXT NOT NULL,
  url TEXT NOT NULL,
  category TEXT NOT NULL,
  type TEXT NOT NULL,
  active_time TEXT,
  expiry_time TEXT
);
-- Delivery geography (spec §7.2 'States / cities (storesAdmin)', 'Postal code').
CREATE TABLE IF NOT EXISTS states (
  state_id INTEGER PRIMARY KEY,
  country_id INTEGER NOT NULL REFERENCES countries(country_id),
  name TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS cities (
  city_id INTEGER PRIMARY KEY,
  state_id INTEGER NOT NULL REFERENCES states(state_id),
  name TEXT NOT NULL
);
-- A postal code, normalised (upper case, single spaces), and a city it serves.
CREATE TABLE IF NOT EXISTS postal_codes (
  country_code TEXT NOT NULL,
  postal_code TEXT NOT NULL,
  city_id INTEGER NOT NULL REFERENCES cities(city_id),
  PRIMARY KEY (country_code, postal_code, city_id)
);
`;

export const seedSite = (db: Db): void => {
  const insertCurrency = db.prepare(
    "INSERT INTO currencies (code, currency_id, name, symbol, decimals) VALUES (?, ?, ?, ?, ?)",
  );
  for (const c of currencies) insertCurrency.run(c.code, c.currencyId, c.name, c.symbol, c.decimals);

  const insertCountry = db.prepare(
    "INSERT INTO countries (country_id, name, iso_code_2, iso_code_3, currency_code) VALUES (?, ?, ?, ?, ?)",
  );
  for (const c of countries) insertCountry.run(c.countryId, c.name, c.iso2, c.iso3, c.currency);

  const insertPhone = db.prepare(
    "INSERT INTO phone_countries (country_id, name, phonecode, iso, min_length, max_length) VALUES (?, ?, ?, ?, ?, ?)",
  );
  for (const p of phoneCountries) insertPhone.run(p.countryId, p.name, p.code, p.iso, p.min, p.max);

  const insertRate = db.prepare(
    "INSERT INTO currency_rates (source_code, target_code, rate) VALUES (?, ?, ?)",
  );
  for (const r of inrRates) {
    insertRate.run("INR", r.code, r.fromInr);
    insertRate.run(r.code, "INR", r.toInr);
  }

  const countryId = (iso2: string): number => {
    const found = countries.find((c) => c.iso2 === iso2);
    if (found === undefined) throw new Error(`Seed data names an unknown country ${iso2}`);
    return found.countryId;
  };
  const insertSite = db.prepare(
    `INSERT INTO sites (id, url_prefix, company_name, client_id, company_id, logo_url, primary_color, custom_url,
       custom_route, default_country_id, multi_language_support, footer, enable_perks, admin_panel_access,
       display_catalog_in_points, hide_conversion_in_header, point_threshold, offer_marketplace,
       custom_catalog_filter_group_name, points_label, pay_now_button, pay_points, pay_gcb, pay_tokens, pay_voucher,
       pay_gateway, show_cts, clientele_flag, points_usable, points_conversion_factor)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertRoute = db.prepare("INSERT INTO site_routes (site_id, position, section) VALUES (?, ?, ?)");
  for (const s of sites) {
    const t = s.settings;
    insertSite.run(
      s.id,
      s.urlPrefix,
      t.companyName,
      s.clientId,
      s.companyId,
      t.primaryLogo,
      t.primaryColor,
      s.customUrl,
      s.customRoute,
      countryId(s.defaultCountry),
      t.multiLanguageSupport,
      t.footer,
      t.enablePerks,
      t.adminPanelAccess,
      t.displayCatalogInPoints,
      t.hideConversionInHeader,
      t.brandPointThreshold,
      t.offer_marketplace,
      t.customCatalogFilterGroupName === null ? null : storedTexts(t.customCatalogFilterGroupName),
      storedTexts(t.customText.rewardPoints),
      storedTexts(t.customText.payNowButton),
      t.paymentMethodAccess.rewardPoints,
      t.paymentMethodAccess.gcb,
      t.paymentMethodAccess.tokens,
      t.paymentMethodAccess.voucher,
      t.paymentMethodAccess.gateway,
      s.preferences.showCts ? 1 : 0,
      s.preferences.clienteleFlag,
      s.preferences.pointsUsable,
      s.pointsConversionFactor,
    );
    for (const [position, section] of s.routes.entries()) insertRoute.run(s.id, position, section);
  }

  const insertState = db.prepare("INSERT INTO states (state_id, country_id, name) VALUES (?, ?, ?)");
  const insertCity = db.prepare("INSERT INTO cities (city_id, state_id, name) VALUES (?, ?, ?)");
  const insertPostal = db.prepare(
    "INSERT INTO postal_codes (country_code, postal_code, city_id) VALUES (?, ?, ?)",
  );
  for (const state of states) {
    insertState.run(state.stateId, countryId(state.country), state.name);
    for (const city of state.cities) {
      insertCity.run(city.cityId, state.stateId, city.name);
      for (const code of city.postalCodes)
        insertPostal.run(state.country, normalizedPostalCode(code), city.cityId);
    }
  }

  const insertBanner = db.prepare(
    `INSERT INTO banners (country_name, page, is_external, image, mobile_image, url, category, type, active_time,
       expiry_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const b of banners) {
    insertBanner.run(
      b.country,
      b.page,
      b.isExternal ? 1 : 0,
      b.image,
      b.mobile_image,
      b.url,
      b.category,
      b.type,
      b.activeTime ?? null,
      b.expiryTime ?? null,
    );
  }
};
