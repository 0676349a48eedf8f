/** Handlers of the catalogue calls (spec §7.3) and the landing details (spec §7.2). */
import {
  type CategoryFilter,
  FilterGroups,
  fetchLandingDetails,
  fetchTopupFilters,
  fetchVouchersFilters,
  getExperiencesCategoriesList,
  getItems,
  getProduct,
  type ProductDetail,
  type ProductSummary,
  type ProductType,
  type SearchItem,
  SearchType,
  searchLimit,
  voucherList,
} from "@contract/catalogue";
import type { ResponseOf } from "@contract/operation";
import type { Db, Handler } from "../../core/module";
import { handle } from "../../core/module";
import {
  conversionRate,
  countryById,
  countryByIso2,
  findSite,
  hasSection,
  type SiteRow,
  sectionsOf,
} from "../site/lookup";
import { familyTexts } from "./data";

/** Filter group of each family (spec §9); null where the family has none. */
export const filterGroupOf: Readonly<Record<ProductType, number | null>> = {
  vouchers: FilterGroups.vouchers,
  merchandise: FilterGroups.merchandise,
  perks: FilterGroups.perks,
  lounge: FilterGroups.lounge,
  charity: FilterGroups.charity,
  airmiles: FilterGroups.airmiles,
  topup: FilterGroups.topup,
  payouts: FilterGroups.cashout,
  personalize: FilterGroups.personalize,
  experience: null,
  insurance: null,
  membership: null,
  hotel: null,
};

/** The section (spec §2.2) that must be enabled on a site for a family to show; null: always. */
const sectionOf: Readonly<Record<ProductType, string | null>> = {
  vouchers: "vouchers",
  merchandise: "merchandises",
  perks: "perks",
  lounge: "lounge",
  charity: "charity",
  airmiles: "airmiles",
  topup: "topup",
  payouts: "cashout",
  personalize: "personalize-category",
  experience: "experiences",
  membership: "custom-category",
  hotel: "hotels",
  insurance: null,
};

const familyOfGroup: Readonly<Record<number, ProductType>> = {
  37: "vouchers",
  47: "merchandise",
  48: "perks",
  51: "lounge",
  52: "charity",
  53: "airmiles",
  61: "topup",
  67: "payouts",
  70: "personalize",
};

const searchTypes: readonly SearchType[] = SearchType.literals;

const isProductType = (value: string): value is ProductType => Object.hasOwn(filterGroupOf, value);
const isSearchType = (value: string): value is SearchType =>
  (searchTypes as readonly string[]).includes(value);

/** Families a site shows, by its enabled sections. */
const enabledFamilies = (db: Db, site: SiteRow): Set<ProductType> => {
  const sections = sectionsOf(db, site.id);
  const families = new Set<ProductType>();
  for (const [type, section] of Object.entries(sectionOf)) {
    if (isProductType(type) && (section === null || hasSection(sections, section))) families.add(type);
  }
  return families;
};

const familyEnabled = (db: Db, url: string, type: ProductType): boolean => {
  const site = findSite(db, url);
  return site !== undefined && enabledFamilies(db, site).has(type);
};

interface ProductRow {
  readonly product_id: number;
  readonly type: string;
  readonly name: string;
  readonly slug: string;
  readonly country_id: number;
  readonly country_name: string;
  readonly currency_code: string;
  readonly currency_id: number;
  readonly currency_name: string;
  readonly decimals: number;
  readonly categories: string;
  readonly experience_category: string | null;
  readonly denominations: string;
  readonly min_price_minor: number;
  readonly max_price_minor: number;
  readonly discount_hundredths: number;
  readonly charge_hundredths: number;
  readonly is_recommended: number;
  readonly important_info: string | null;
  readonly description: string;
  readonly image: string;
}

const productSelect = `SELECT p.*, c.name AS country_name, k.currency_id, k.name AS currency_name, k.decimals
  FROM products p JOIN countries c ON c.country_id = p.country_id JOIN currencies k ON k.code = p.currency_code`;

const typeOf = (row: ProductRow): ProductType => {
  if (!isProductType(row.type)) throw new Error(`Product ${row.product_id} has an unknown type ${row.type}`);
  return row.type;
};

const summaryOf = (row: ProductRow): ProductSummary => {
  const scale = 10 ** row.decimals;
  const major = (minor: number) => minor / scale;
  const type = typeOf(row);
  return {
    product_id: row.product_id,
    name: row.name,
    url: row.slug,
    type,
    filter_group_id: filterGroupOf[type],
    image: row.image,
    country_id: row.country_id,
    country_name: row.country_name,
    currency_code: row.currency_code,
    denominations: row.denominations === "" ? [] : row.denominations.split(",").map((v) => major(Number(v))),
    min_price: major(row.min_price_minor),
    max_price: major(row.max_price_minor),
    spl_discount: row.discount_hundredths / 100,
    is_recommended: row.is_recommended === 1 ? 1 : 0,
    categories: row.categories,
    category: row.experience_category,
  };
};

const detailOf = (db: Db, row: ProductRow, supportEmail: string): ProductDetail => {
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
  };
};

/** One page of a family in a country, recommended first, then by name. */
const listProducts = (
  db: Db,
  filter: {
    readonly type: ProductType;
    readonly countryId: number;
    readonly categoryId?: number | undefined;
    readonly category?: string | undefined;
  },
  limit: number,
  offset: number,
): { total: number; data: ProductSummary[] } => {
  const where = ["p.country_id = ?", "p.type = ?"];
  const args: (string | number)[] = [filter.countryId, filter.type];
  if (filter.categoryId !== undefined) {
    where.push("p.category_id = ?");
    args.push(filter.categoryId);
  }
  if (filter.category !== undefined) {
    where.push("p.experience_category = ?");
    args.push(filter.category);
  }
  const clause = where.join(" AND ");
  const count = db.prepare(`SELECT count(*) AS n FROM products p WHERE ${clause}`).get(...args) as {
    n: number;
  };
  const rows = db
    .prepare(
      `${productSelect} WHERE ${clause} ORDER BY p.is_recommended DESC, p.name_lower, p.product_id LIMIT ? OFFSET ?`,
    )
    .all(...args, limit, offset) as ProductRow[];
  return { total: count.n, data: rows.map(summaryOf) };
};

/** Filter values of a group that have at least one product in the country, in display order. */
const categoriesIn = (db: Db, group: number, countryId: number): CategoryFilter[] =>
  (
    db
      .prepare(
        `SELECT c.category_id, c.name, c.promoted, c.image FROM categories c
          WHERE c.filter_group_id = ?
            AND EXISTS (SELECT 1 FROM products p WHERE p.category_id = c.category_id AND p.country_id = ?)
          ORDER BY c.position`,
      )
      .all(group, countryId) as { category_id: number; name: string; promoted: number; image: string }[]
  ).map((c) => ({
    filter_value: c.name,
    filter_value_id: c.category_id,
    promoted_category: c.promoted === 1 ? 1 : 0,
    image: c.image,
  }));

/** Escapes a text for a LIKE pattern with '\' as the escape character. */
const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

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
    const family = familyOfGroup[filter_group_id];
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

  handle(voucherList, (ctx, input): ResponseOf<typeof voucherList> => {
    const p = input.listParams;
    if (!familyEnabled(ctx.db, p.url, p.type)) {
      return { data: { voucher_list: { success: 0, total: 0, data: [] } } };
    }
    const page = listProducts(
      ctx.db,
      { type: p.type, countryId: p.country_id, categoryId: p.category_id, category: p.category },
      p.limit,
      p.offset,
    );
    return { data: { voucher_list: { success: 1, ...page } } };
  }),

  handle(getProduct, (ctx, input): ResponseOf<typeof getProduct> => {
    const row = ctx.db.prepare(`${productSelect} WHERE p.product_id = ?`).get(input.product_id) as
      | ProductRow
      | undefined;
    return {
      data: {
        getProduct:
          row === undefined
            ? { success: 0, message: `No product with id ${input.product_id}` }
            : { success: 1, data: detailOf(ctx.db, row, ctx.config.supportEmail) },
      },
    };
  }),

  handle(
    getItems,
    (ctx, input): ResponseOf<typeof getItems> => ({
      data: { getData: { success: 1, data: search(ctx.db, input.search_text) } },
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
      families.has(type) ? listProducts(ctx.db, { type, countryId }, limit, 0).data : [];
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
