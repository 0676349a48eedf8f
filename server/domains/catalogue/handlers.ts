/** Handlers of the catalogue calls (spec §7.3) and the landing details (spec §7.2). */
import {
  fetchLandingDetails,
  fetchTopupFilters,
  fetchVouchersFilters,
  getExperiencesCategoriesList,
  getItems,
  getProduct,
  type ProductDetail,
  type ProductType,
  type SearchItem,
  SearchType,
  searchLimit,
} from "@contract/catalogue";
import type { ResponseOf } from "@contract/operation";
import { familyOfFilterGroup } from "@domain/families";
import { ok, refused } from "../../core/answers";
import type { Db, Handler } from "../../core/module";
import { handle } from "../../core/module";
import { conversionRate, countryById, countryByIso2, findSite } from "../site/lookup";
import { familyTexts, productOptions } from "./data";
import {
  categoriesIn,
  enabledFamilies,
  familyEnabled,
  likeEscape,
  listProducts,
  type ProductRow,
  productSelect,
  summaryOf,
} from "./queries";

const searchTypes: readonly SearchType[] = SearchType.literals;

const isSearchType = (value: string): value is SearchType =>
  (searchTypes as readonly string[]).includes(value);

/** A product as the detail calls answer it (getProduct, and ./details.ts). */
export const detailOf = (db: Db, row: ProductRow, supportEmail: string): ProductDetail => {
  const summary = summaryOf(row);
  const texts = familyTexts[summary.type];
  return {
    ...summary,
    currency_id: row.currency_id,
    currency_name: row.currency_name,
    spl_charge: row.charge_hundredths / 100,
    conversion_ratio: conversionRate(db, "INR", row.currency_code) ?? 1,
    important_info: row.important_info,
    description: row.description,
    how_to_use: texts.howToUse,
    terms_conditions: texts.terms.replaceAll("{supportEmail}", supportEmail),
    expiry_and_validity: texts.validity,
    images: [row.image],
    inner_image: row.image,
    how_to_redeem_image: null,
    ...(productOptions[row.product_id] === undefined ? {} : { options: productOptions[row.product_id] }),
  };
};

const search = (
  db: Db,
  text: { search_key: string; custom_url: string; countryCode: string; country_id: number },
) => {
  const key = text.search_key.trim().toLowerCase();
  const site = findSite(db, text.custom_url);
  // countryCode is always the selected country's ISO2 code; country_id may be an experience-country
  // id on vouchers pages (spec §7.3), so it is only the fallback.
  const country = countryByIso2(db, text.countryCode) ?? countryById(db, text.country_id);
  if (key === "" || site === undefined || country === undefined) return [];
  const families = enabledFamilies(db, site);
  const types = searchTypes.filter((t) => families.has(t));
  if (types.length === 0) return [];
  const rows = db
    .prepare(
      `SELECT product_id, name, slug, type FROM products INDEXED BY products_search
        WHERE country_id = ? AND name_lower LIKE ? ESCAPE '\\' AND type IN (${types.map(() => "?").join(", ")})
        ORDER BY instr(name_lower, ?) <> 1, name_lower, product_id
        LIMIT ?`,
    )
    .all(country.country_id, `%${likeEscape(key)}%`, ...types, key, searchLimit) as {
    product_id: number;
    name: string;
    slug: string;
    type: string;
  }[];
  return rows.flatMap((r): SearchItem[] =>
    isSearchType(r.type) ? [{ name: r.name, url: r.slug, type: r.type, product_id: r.product_id }] : [],
  );
};

export const catalogueHandlers: readonly Handler[] = [
  handle(fetchVouchersFilters, (ctx, input): ResponseOf<typeof fetchVouchersFilters> => {
    const { filter_group_id, country_id, url } = input.filtersParams;
    const family = familyOfFilterGroup(filter_group_id);
    const filters =
      family === undefined || !familyEnabled(ctx.db, url, family)
        ? []
        : categoriesIn(ctx.db, filter_group_id, country_id);
    return { data: { fetchVouchersFilters: { filters } } };
  }),

  handle(fetchTopupFilters, (ctx, input): ResponseOf<typeof fetchTopupFilters> => {
    const countries = familyEnabled(ctx.db, input.filtersParams.url, "topup")
      ? (
          ctx.db
            .prepare(
              `SELECT c.country_id, c.name, c.iso_code_2, c.currency_code FROM countries c
                WHERE EXISTS (SELECT 1 FROM products p WHERE p.country_id = c.country_id AND p.type = 'topup')
                ORDER BY c.name`,
            )
            .all() as { country_id: number; name: string; iso_code_2: string; currency_code: string }[]
        ).map((c) => ({
          countryId: c.country_id,
          name: c.name,
          iso_code_2: c.iso_code_2,
          currency_code: c.currency_code,
        }))
      : [];
    return { data: { fetchVouchersFilters: { countries } } };
  }),

  handle(getExperiencesCategoriesList, (ctx, input): ResponseOf<typeof getExperiencesCategoriesList> => {
    const none = { data: { getExperiencesCategoriesList: { success: 0 as const, categories: [] } } };
    if ("input_cats" in input && !familyEnabled(ctx.db, input.input_cats.url, "experience")) return none;
    // The {input_cats} form carries no country: it answers for India, the default (spec §7.3).
    const country = countryByIso2(ctx.db, "countryCode" in input ? input.countryCode : "IN");
    if (country === undefined) return none;
    const categories = (
      ctx.db
        .prepare(
          `SELECT DISTINCT experience_category AS name FROM products
            WHERE country_id = ? AND type = 'experience' AND experience_category IS NOT NULL ORDER BY name`,
        )
        .all(country.country_id) as { name: string }[]
    ).map((r) => r.name);
    return { data: { getExperiencesCategoriesList: { success: 1, categories } } };
  }),

  handle(getProduct, (ctx, input): ResponseOf<typeof getProduct> => {
    const row = ctx.db.prepare(`${productSelect} WHERE p.product_id = ?`).get(input.product_id) as
      | ProductRow
      | undefined;
    return {
      data: {
        getProduct:
          row === undefined
            ? refused(`No product with id ${input.product_id}`)
            : ok(detailOf(ctx.db, row, ctx.config.supportEmail)),
      },
    };
  }),

  handle(
    getItems,
    (ctx, input): ResponseOf<typeof getItems> => ({
      data: { getData: ok(search(ctx.db, input.search_text)) },
    }),
  ),

  handle(fetchLandingDetails, (ctx, input): ResponseOf<typeof fetchLandingDetails> => {
    const { limit, url, country_id } = input.add_data;
    const site = findSite(ctx.db, url);
    if (site === undefined) {
      return {
        data: { fetchLandingDetails: { success: 0, data: { experiences: [], vouchers: [], perks: [] } } },
      };
    }
    const families = enabledFamilies(ctx.db, site);
    const countryId = country_id ?? site.default_country_id;
    const section = (type: ProductType) =>
      families.has(type) ? listProducts(ctx.db, type, countryId, limit) : [];
    return {
      data: {
        fetchLandingDetails: {
          success: 1,
          data: {
            experiences: section("experience"),
            vouchers: section("vouchers"),
            perks: section("perks"),
          },
        },
      },
    };
  }),
];
