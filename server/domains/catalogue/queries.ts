/**
 * Reading the catalogue: which families a site shows, products as the calls answer them, the
 * category lists and the listing pages (spec §2.2, §3, §7.3, §9). Shared by the catalogue's
 * handlers (./handlers.ts, ./listing.ts) and the order pricing.
 */
import type { CategoryFilter, ProductSummary, ProductType } from "@contract/catalogue";
import type { ListingPage, ListingProduct, ListingSort } from "@contract/listing";
import { GatewayDisabledProducts } from "@contract/orders";
import { FAMILIES, type Family, familiesWhere } from "@domain/families";
import { parseFilterValueId, parseSort } from "@domain/listing";
import type { Db } from "../../core/module";
import { conversionRate, findSite, hasSection, type SiteRow, sectionsOf } from "../site/lookup";
import { SERVER_FAMILIES } from "./families";

/** Whether a stored type is a product type: a family of the table other than flights. */
export const isProductType = (value: string): value is ProductType =>
  value !== "flights" && Object.hasOwn(FAMILIES, value);

/** Families a site shows, by its enabled sections (spec §2.2); a family without a section always shows. */
export const enabledFamilies = (db: Db, site: SiteRow): Set<Family> => {
  const sections = sectionsOf(db, site.id);
  return new Set(familiesWhere(({ section }) => section === null || hasSection(sections, section)));
};

export const familyEnabled = (db: Db, url: string, type: Family): boolean => {
  const site = findSite(db, url);
  return site !== undefined && enabledFamilies(db, site).has(type);
};

/**
 * Whether the signed-in user's own site offers a family. A call that acts on a family (cash out,
 * recharge, a booking, a perk) asks this, never a site or URL the client sends.
 */
export const userFamilyEnabled = (db: Db, user: { readonly site: string }, type: Family): boolean =>
  familyEnabled(db, `/${user.site}`, type);

/** The refusal of a call acting on a family its site does not offer (./families.ts). */
export const notOfferedText = (family: Family): string => SERVER_FAMILIES[family].notOffered;

/**
 * Whether a site offers what a call acts on: the signed-in user's own site, or for a guest the
 * store the call is placed on (`placedOn`, server/domains/orders/store.ts), never a URL of the body.
 */
export const offeredOn = (db: Db, site: string, family: Family): boolean =>
  userFamilyEnabled(db, { site }, family);

export interface ProductRow {
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

export const productSelect = `SELECT p.*, c.name AS country_name, k.currency_id, k.name AS currency_name, k.decimals
  FROM products p JOIN countries c ON c.country_id = p.country_id JOIN currencies k ON k.code = p.currency_code`;

export const typeOf = (row: ProductRow): ProductType => {
  if (!isProductType(row.type)) throw new Error(`Product ${row.product_id} has an unknown type ${row.type}`);
  return row.type;
};

export const summaryOf = (row: ProductRow): ProductSummary => {
  const scale = 10 ** row.decimals;
  const major = (minor: number) => minor / scale;
  const type = typeOf(row);
  return {
    product_id: row.product_id,
    name: row.name,
    url: row.slug,
    type,
    filter_group_id: FAMILIES[type].filterGroup,
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

const ORDER_BY: Readonly<Record<ListingSort, string>> = {
  popular: "p.is_recommended DESC, p.name_lower, p.product_id",
  name: "p.name_lower, p.product_id",
  // The lowest price after spl_discount (spec §7.4 final_price), scaled to stay a whole number.
  price_up: "p.min_price_minor * (10000 - p.discount_hundredths), p.name_lower, p.product_id",
  price_down: "p.min_price_minor * (10000 - p.discount_hundredths) DESC, p.name_lower, p.product_id",
};

/** What a listing asks for, as the calls carry it (contract ListingQuery); the page is apart. */
export interface ListingRequest {
  readonly type: ProductType;
  readonly countryId: number;
  readonly filterValueId?: string | undefined;
  readonly searchKey?: string | undefined;
  readonly sortBy?: string | undefined;
  /** An experience category name (spec §2.3 ?categories[]={name}). */
  readonly category?: string | undefined;
}

/** A listing request as applied: the SQL filter and the sort. */
interface Applied {
  readonly clause: string;
  readonly args: readonly (string | number)[];
  readonly sort: ListingSort;
  readonly filterValueId: number | null;
  readonly searchKey: string;
}

/**
 * A filter value of the family's filter group (spec §9) as a number, when the text names one that
 * lists products of the family in the country; else null, and the listing shows the whole family
 * (spec §4 'Country selection': a category the new country lacks falls back).
 */
const categoryOf = (
  db: Db,
  type: ProductType,
  countryId: number,
  text: string | undefined,
): number | null => {
  const id = parseFilterValueId(text);
  const group = FAMILIES[type].filterGroup;
  if (id === null || group === null) return null;
  const found = db
    .prepare(
      `SELECT 1 AS found FROM categories c
        WHERE c.category_id = ? AND c.filter_group_id = ?
          AND EXISTS (SELECT 1 FROM products p WHERE p.country_id = ? AND p.type = ? AND p.category_id = c.category_id)`,
    )
    .get(id, group, countryId, type);
  return found === undefined ? null : id;
};

const apply = (db: Db, request: ListingRequest): Applied => {
  const where = ["p.country_id = ?", "p.type = ?"];
  const args: (string | number)[] = [request.countryId, request.type];
  const filterValueId = categoryOf(db, request.type, request.countryId, request.filterValueId);
  if (filterValueId !== null) {
    where.push("p.category_id = ?");
    args.push(filterValueId);
  }
  if (request.category !== undefined) {
    where.push("p.experience_category = ?");
    args.push(request.category);
  }
  const searchKey = request.searchKey?.trim() ?? "";
  if (searchKey !== "") {
    where.push("p.name_lower LIKE ? ESCAPE '\\'");
    args.push(`%${likeEscape(searchKey.toLowerCase())}%`);
  }
  return {
    clause: where.join(" AND "),
    args,
    sort: parseSort(request.sortBy),
    filterValueId,
    searchKey,
  };
};

/** Units of a currency per INR, as the detail's conversion_ratio (1 for INR and unknown pairs). */
const ratioReader = (db: Db): ((currency: string) => number) => {
  const known = new Map<string, number>();
  return (currency) => {
    const cached = known.get(currency);
    if (cached !== undefined) return cached;
    const ratio = conversionRate(db, "INR", currency) ?? 1;
    known.set(currency, ratio);
    return ratio;
  };
};

const pointsOnly: ReadonlySet<number> = new Set(GatewayDisabledProducts);

/** Products as the listings answer them (contract ListingProduct). */
export const listingProductsOf = (db: Db, rows: readonly ProductRow[]): ListingProduct[] => {
  const ratio = ratioReader(db);
  return rows.map((row) => ({
    ...summaryOf(row),
    conversion_ratio: ratio(row.currency_code),
    points_only: pointsOnly.has(row.product_id) ? 1 : 0,
  }));
};

const countOf = (db: Db, applied: Applied): number =>
  (
    db.prepare(`SELECT count(*) AS n FROM products p WHERE ${applied.clause}`).get(...applied.args) as {
      n: number;
    }
  ).n;

const rowsOf = (db: Db, applied: Applied, limit: number, offset: number): ProductRow[] =>
  db
    .prepare(`${productSelect} WHERE ${applied.clause} ORDER BY ${ORDER_BY[applied.sort]} LIMIT ? OFFSET ?`)
    .all(...applied.args, limit, offset) as ProductRow[];

/**
 * One page of a listing: a family in a country, of a category and matching a text, in the asked
 * order. A filter value that is not a category of the family is ignored, and an offset beyond the
 * end gives the first page; the answer says what was applied (contract ListingPage).
 */
export const listingPage = (
  db: Db,
  request: ListingRequest,
  limit: number,
  offset: number,
): Omit<ListingPage, "success"> => {
  const applied = apply(db, request);
  const total = countOf(db, applied);
  const start = offset >= total ? 0 : offset;
  return {
    total,
    limit,
    offset: start,
    sort_by: applied.sort,
    filter_value_id: applied.filterValueId,
    search_key: applied.searchKey,
    data: listingProductsOf(db, rowsOf(db, applied, limit, start)),
  };
};

/** Every product of a listing, in its order, up to `max`; with the listing's total. */
export const listingAll = (
  db: Db,
  request: ListingRequest,
  max: number,
): { readonly total: number; readonly data: readonly ListingProduct[] } => {
  const applied = apply(db, request);
  return { total: countOf(db, applied), data: listingProductsOf(db, rowsOf(db, applied, max, 0)) };
};

/** The first products of a family in a country in the catalogue's order (the landing's sections). */
export const listProducts = (db: Db, type: ProductType, countryId: number, limit: number): ProductSummary[] =>
  rowsOf(db, apply(db, { type, countryId }), limit, 0).map(summaryOf);

/** Number of products of a family in a country. */
export const familyTotal = (db: Db, type: ProductType, countryId: number): number =>
  countOf(db, apply(db, { type, countryId }));

/** Filter values of a group that have at least one product in the country, in display order. */
export const categoriesIn = (db: Db, group: number, countryId: number): CategoryFilter[] =>
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
export const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
