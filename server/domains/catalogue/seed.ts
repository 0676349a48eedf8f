/**
 * Catalogue tables and seed: the category lists (./data.ts), the demo products (./data.ts and the
 * listing pages' ./listingSeed.ts) and, on request, generated products (./scale.ts). Amounts are stored as integer minor units.
 * Every product's and category's image is its own picture, drawn by ../artwork/ (src/domain/artwork.ts).
 */
import { categoryArtwork, productArtwork } from "@domain/artwork";
import type { Db, SeedOptions } from "../../core/module";
import { countries, currencies } from "../site/data";
import {
  categoryGroups,
  EXPERIENCE_CATEGORY,
  INSURANCE_CATEGORY,
  MERCHANDISE_CATEGORY,
  type ProductSeed,
  products,
} from "./data";
import { listingProducts } from "./listingSeed";
import { generateProducts } from "./scale";

export { demoProducts } from "./data";

export const catalogueDdl = `
-- The catalogue files downloadVoucherCatalogue prepared, fetched by their key with the file
-- download (spec §7.3 plumProListing); a file is kept for CATALOGUE_FILE_LIFETIME_MS.
CREATE TABLE IF NOT EXISTS catalogue_files (
  file_key TEXT PRIMARY KEY,
  file_name TEXT NOT NULL,
  data TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
-- Filter values of the category lists, per filter group (spec §3, §9).
CREATE TABLE IF NOT EXISTS categories (
  category_id INTEGER PRIMARY KEY,
  filter_group_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  promoted INTEGER NOT NULL,
  image TEXT NOT NULL,
  position INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS categories_by_group ON categories (filter_group_id, position);
-- One product is sold in one country, in that country's currency.
CREATE TABLE IF NOT EXISTS products (
  product_id INTEGER PRIMARY KEY,
  type TEXT NOT NULL,
  name TEXT NOT NULL,
  name_lower TEXT NOT NULL,
  slug TEXT NOT NULL,
  country_id INTEGER NOT NULL REFERENCES countries (country_id),
  currency_code TEXT NOT NULL REFERENCES currencies (code),
  -- the filter value the product is listed under
  category_id INTEGER,
  -- every category id, comma-separated (spec §3)
  categories TEXT NOT NULL,
  experience_category TEXT,
  -- fixed values in minor units, comma-separated; empty when any amount in [min, max] is accepted
  denominations TEXT NOT NULL,
  min_price_minor INTEGER NOT NULL,
  max_price_minor INTEGER NOT NULL,
  -- spl_discount and spl_charge in hundredths of a percent
  discount_hundredths INTEGER NOT NULL,
  charge_hundredths INTEGER NOT NULL,
  is_recommended INTEGER NOT NULL,
  important_info TEXT,
  description TEXT NOT NULL,
  image TEXT NOT NULL
);
-- Listing pages (one family in one country), one index per order (contract ListingSort), so a
-- page is read in order without sorting the family: popular, name, price up and down.
CREATE INDEX IF NOT EXISTS products_popular ON products (country_id, type, is_recommended DESC, name_lower, product_id);
CREATE INDEX IF NOT EXISTS products_by_name ON products (country_id, type, name_lower, product_id);
CREATE INDEX IF NOT EXISTS products_by_price ON products (country_id, type, min_price_minor, name_lower, product_id);
CREATE INDEX IF NOT EXISTS products_by_price_down ON products (country_id, type, min_price_minor DESC, name_lower, product_id);
-- A listing of one category, and the category counts of a family.
CREATE INDEX IF NOT EXISTS products_family_category ON products (country_id, type, category_id, is_recommended DESC, name_lower);
-- Category lists: does a filter value have a product in the country?
CREATE INDEX IF NOT EXISTS products_by_category ON products (category_id, country_id);
-- Search: covers the substring scan of one country's names, without reading the table.
CREATE INDEX IF NOT EXISTS products_search ON products (country_id, name_lower, type, slug, name);
`;

export const slugOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

const categoriesOf = (p: ProductSeed): string => {
  if (p.type === "merchandise")
    return [MERCHANDISE_CATEGORY, p.category].filter((c) => c !== undefined).join(",");
  if (p.type === "experience") return String(EXPERIENCE_CATEGORY);
  if (p.type === "insurance") return String(INSURANCE_CATEGORY);
  return p.category === undefined ? "" : String(p.category);
};

const countryTable = new Map(
  countries.map((c) => {
    const decimals = currencies.find((k) => k.code === c.currency)?.decimals;
    if (decimals === undefined) throw new Error(`Seed data names an unknown currency ${c.currency}`);
    return [c.iso2, { countryId: c.countryId, currency: c.currency, scale: 10 ** decimals }] as const;
  }),
);

export const seedCatalogue = (db: Db, options: SeedOptions): void => {
  const insertCategory = db.prepare(
    "INSERT INTO categories (category_id, filter_group_id, name, promoted, image, position) VALUES (?, ?, ?, ?, ?, ?)",
  );
  for (const { group, categories } of categoryGroups) {
    for (const [position, c] of categories.entries()) {
      insertCategory.run(c.id, group, c.name, c.promoted === true ? 1 : 0, categoryArtwork(c.id), position);
    }
  }

  const insertProduct = db.prepare(
    `INSERT INTO products (product_id, type, name, name_lower, slug, country_id, currency_code, category_id, categories,
       experience_category, denominations, min_price_minor, max_price_minor, discount_hundredths, charge_hundredths,
       is_recommended, important_info, description, image)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insert = (p: ProductSeed) => {
    const country = countryTable.get(p.country);
    if (country === undefined) throw new Error(`Product ${p.id} names an unknown country ${p.country}`);
    const minor = (major: number) => Math.round(major * country.scale);
    const values = p.denominations.map(minor);
    const min = p.min === undefined ? Math.min(...values) : minor(p.min);
    const max = p.max === undefined ? Math.max(...values) : minor(p.max);
    if (!Number.isFinite(min) || !Number.isFinite(max)) throw new Error(`Product ${p.id} has no price`);
    insertProduct.run(
      p.id,
      p.type,
      p.name,
      p.name.toLowerCase(),
      slugOf(p.name),
      country.countryId,
      country.currency,
      p.category ?? null,
      categoriesOf(p),
      p.experienceCategory ?? null,
      values.join(","),
      min,
      max,
      Math.round((p.discount ?? 0) * 100),
      Math.round((p.charge ?? 0) * 100),
      p.recommended === true ? 1 : 0,
      p.importantInfo ?? null,
      p.description,
      productArtwork(p.id),
    );
  };
  for (const p of products) insert(p);
  for (const p of listingProducts) insert(p);
  for (const p of generateProducts(options.scaleProducts)) insert(p);
};
