/**
 * Handlers of the listing pages' calls (spec §2.3, §7.3; contract src/contract/listing.ts):
 * voucher_list, filter_list, the perks listing calls and the product list
 * (plumProListing fetchFilters, fetchVouchers, downloadVoucherCatalogue and its file download). Pages are cut, sorted
 * and filtered in SQL (./queries.ts), so an answer never carries more than one page.
 */
import type { ProductType } from "@contract/catalogue";
import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_DOWNLOAD_MAX_ROWS,
  CATALOGUE_FILE_LIFETIME_MS,
  downloadVoucherCatalogue,
  fetchFilters,
  fetchPerks,
  fetchVouchers,
  fileDownload,
  filterList,
  type ListingFilter,
  type ListingPage,
  type ListingProduct,
  type ListingType,
  newPerks,
  perksByCategory,
  perksCategories,
  type UrlCategory,
  voucherList,
} from "@contract/listing";
import type { ResponseOf } from "@contract/operation";
import { FAMILIES } from "@domain/families";
import { LISTING_TYPES, listingFamilyName, parseSort } from "@domain/listing";
import { ok, refused } from "../../core/answers";
import { type ApiLanguage, inLanguage, type PerLanguage, storedTextIn } from "../../core/language";
import type { Db, Handler, HandlerContext } from "../../core/module";
import { handle } from "../../core/module";
import { countryById, findSite, type SiteRow } from "../site/lookup";
import {
  categoriesIn,
  enabledFamilies,
  familyEnabled,
  familyTotal,
  type ListingRequest,
  listingAll,
  listingPage,
  listingProductsOf,
  type ProductRow,
  productSelect,
} from "./queries";

/** The answer for a family the site does not show: nothing, success 0. */
const notShown = (limit: number, request: { readonly sort_by?: string | undefined }): ListingPage => ({
  success: 0,
  total: 0,
  limit,
  offset: 0,
  sort_by: parseSort(request.sort_by),
  filter_value_id: null,
  search_key: "",
  data: [],
});

interface ListingQueryInput {
  readonly url: string;
  readonly country_id: number;
  readonly filter_value_id?: string | undefined;
  readonly search_key?: string | undefined;
  readonly sort_by?: string | undefined;
  readonly limit: number;
  readonly offset: number;
}

const requestOf = (
  type: ProductType,
  q: Omit<ListingQueryInput, "limit" | "offset">,
  category?: string,
): ListingRequest => ({
  type,
  countryId: q.country_id,
  filterValueId: q.filter_value_id,
  searchKey: q.search_key,
  sortBy: q.sort_by,
  category,
});

/** A page of `type` for a listing query, or success 0 where the site does not show the family. */
const pageFor = (db: Db, type: ProductType, q: ListingQueryInput, category?: string): ListingPage =>
  familyEnabled(db, q.url, type)
    ? { success: 1, ...listingPage(db, requestOf(type, q, category), q.limit, q.offset) }
    : notShown(q.limit, q);

/** The categories of a family's filter group with products in the country, with their counts. */
const filtersWithCounts = (db: Db, type: ProductType, countryId: number): ListingFilter[] => {
  const group = FAMILIES[type].filterGroup;
  if (group === null) return [];
  const counts = new Map(
    (
      db
        .prepare(
          "SELECT category_id, count(*) AS n FROM products WHERE country_id = ? AND type = ? GROUP BY category_id",
        )
        .all(countryId, type) as { category_id: number | null; n: number }[]
    ).map((row) => [row.category_id, row.n]),
  );
  return categoriesIn(db, group, countryId).flatMap((filter) => {
    const count = counts.get(filter.filter_value_id) ?? 0;
    return count > 0 ? [{ ...filter, count }] : [];
  });
};

/**
 * The listing families a site shows in a country, in tab order, with their names (a site's own
 * name for its custom category in `language`) and categories.
 */
const familiesOf = (db: Db, site: SiteRow, countryId: number, language: ApiLanguage): UrlCategory[] => {
  const enabled = enabledFamilies(db, site);
  return LISTING_TYPES.flatMap((type): UrlCategory[] => {
    if (!enabled.has(type)) return [];
    const total = familyTotal(db, type, countryId);
    if (total === 0) return [];
    return [
      {
        type,
        section: FAMILIES[type].segment,
        name: listingFamilyName(
          type,
          site.custom_catalog_filter_group_name === null
            ? null
            : storedTextIn(site.custom_catalog_filter_group_name, language),
        ),
        filter_group_id: FAMILIES[type].filterGroup,
        total,
        filters: filtersWithCounts(db, type, countryId),
      },
    ];
  });
};

// ---------------------------------------------------------------------------------------------
// CSV (RFC 4180)

const csvField = (value: string | number): string => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

const decimalsOf = (db: Db, currency: string): number =>
  (
    db.prepare("SELECT decimals FROM currencies WHERE code = ?").get(currency) as
      | { decimals: number }
      | undefined
  )?.decimals ?? 2;

/** The catalogue as CSV: a header row, then one row per product, CRLF line ends. */
export const catalogueCsv = (db: Db, products: readonly ListingProduct[]): string => {
  const decimals = new Map<string, number>();
  const amount = (value: number, currency: string): string => {
    const known = decimals.get(currency) ?? decimalsOf(db, currency);
    decimals.set(currency, known);
    return value.toFixed(known);
  };
  const rows = products.map((p) => {
    const row: Record<(typeof CATALOGUE_CSV_COLUMNS)[number], string | number> = {
      product_id: p.product_id,
      name: p.name,
      type: p.type,
      categories: p.categories,
      country_name: p.country_name,
      currency_code: p.currency_code,
      denominations: p.denominations.map((d) => amount(d, p.currency_code)).join(" "),
      min_price: amount(p.min_price, p.currency_code),
      max_price: amount(p.max_price, p.currency_code),
      spl_discount: p.spl_discount,
      points_only: p.points_only,
    };
    return CATALOGUE_CSV_COLUMNS.map((column) => csvField(row[column])).join(",");
  });
  return [CATALOGUE_CSV_COLUMNS.join(","), ...rows].map((line) => `${line}\r\n`).join("");
};

/** The refusal of a file download whose key is unknown or too old, in each language the API answers in. */
export const FileDownloadTexts: PerLanguage<{ readonly gone: string }> = {
  en: { gone: "This catalogue file is no longer available. Download the catalogue again." },
  es: { gone: "Este archivo del catálogo ya no está disponible. Vuelve a descargar el catálogo." },
  fr: { gone: "Ce fichier du catalogue n'est plus disponible. Téléchargez à nouveau le catalogue." },
  de: { gone: "Diese Katalogdatei ist nicht mehr verfügbar. Lade den Katalog erneut herunter." },
};

/**
 * Keeps a prepared catalogue file for the file download and answers its key; files older than
 * CATALOGUE_FILE_LIFETIME_MS are dropped first, so the table holds only the recent ones.
 */
const keepFile = (ctx: HandlerContext, fileName: string, data: string): string => {
  const now = ctx.now();
  ctx.db.prepare("DELETE FROM catalogue_files WHERE created_at <= ?").run(now - CATALOGUE_FILE_LIFETIME_MS);
  const key = ctx.newToken();
  ctx.db
    .prepare("INSERT INTO catalogue_files (file_key, file_name, data, created_at) VALUES (?, ?, ?, ?)")
    .run(key, fileName, data, now);
  return key;
};

const iso2Of = (db: Db, countryId: number): string =>
  countryById(db, countryId)?.iso_code_2 ?? String(countryId);

export const listingHandlers: readonly Handler[] = [
  handle(
    voucherList,
    (ctx, input): ResponseOf<typeof voucherList> => ({
      data: {
        voucher_list: pageFor(ctx.db, input.listParams.type, input.listParams, input.listParams.category),
      },
    }),
  ),

  handle(filterList, (ctx, input): ResponseOf<typeof filterList> => {
    const { type, url, country_id } = input.filterParams;
    const answer = familyEnabled(ctx.db, url, type)
      ? {
          success: 1 as const,
          filter_group_id: FAMILIES[type].filterGroup,
          total: familyTotal(ctx.db, type, country_id),
          filters: filtersWithCounts(ctx.db, type, country_id),
        }
      : { success: 0 as const, filter_group_id: FAMILIES[type].filterGroup, total: 0, filters: [] };
    return { data: { filter_list: answer } };
  }),

  handle(newPerks, (ctx, input): ResponseOf<typeof newPerks> => {
    const { url, country_id, limit } = input.add_data;
    if (!familyEnabled(ctx.db, url, "perks")) return { data: { newPerks: { success: 0, data: [] } } };
    const rows = ctx.db
      .prepare(
        `${productSelect} WHERE p.country_id = ? AND p.type = 'perks' ORDER BY p.product_id DESC LIMIT ?`,
      )
      .all(country_id, limit) as ProductRow[];
    return { data: { newPerks: ok(listingProductsOf(ctx.db, rows)) } };
  }),

  handle(
    fetchPerks,
    (ctx, input): ResponseOf<typeof fetchPerks> => ({
      data: { fetchPerks: pageFor(ctx.db, "perks", input.add_data) },
    }),
  ),

  handle(
    perksByCategory,
    (ctx, input): ResponseOf<typeof perksByCategory> => ({
      data: { perksByCategory: pageFor(ctx.db, "perks", input.add_data) },
    }),
  ),

  handle(perksCategories, (ctx, input): ResponseOf<typeof perksCategories> => {
    const { url, country_id } = input.add_data;
    return {
      data: {
        perksCategories: familyEnabled(ctx.db, url, "perks")
          ? ok(filtersWithCounts(ctx.db, "perks", country_id))
          : { success: 0, data: [] },
      },
    };
  }),

  handle(fetchFilters, (ctx, input): ResponseOf<typeof fetchFilters> => {
    const { url, country_id } = input.add_data;
    const site = findSite(ctx.db, url);
    if (site === undefined) return { data: { fetchFilters: { success: 0, data: [] } } };
    const data = familiesOf(ctx.db, site, country_id, ctx.language).map((family) => ({
      categoryType: family.type,
      name: family.name,
      filter_group_id: family.filter_group_id,
      total: family.total,
      filters: family.filters,
    }));
    return { data: { fetchFilters: { success: 1, data } } };
  }),

  handle(
    fetchVouchers,
    (ctx, input): ResponseOf<typeof fetchVouchers> => ({
      data: { fetchVouchers: pageFor(ctx.db, input.add_data.categoryType, input.add_data) },
    }),
  ),

  handle(downloadVoucherCatalogue, (ctx, input): ResponseOf<typeof downloadVoucherCatalogue> => {
    const type: ListingType = input.categoryType;
    const fileName = `${type}-catalogue-${iso2Of(ctx.db, input.country_id)}.csv`;
    const prepared = { fileName, contentType: "text/csv" as const };
    if (!familyEnabled(ctx.db, input.url, type)) {
      return {
        data: { downloadVoucherCatalogue: { success: 0, ...prepared, rows: 0, total: 0, file_key: "" } },
      };
    }
    const { total, data } = listingAll(ctx.db, requestOf(type, input), CATALOGUE_DOWNLOAD_MAX_ROWS);
    const file_key = keepFile(ctx, fileName, catalogueCsv(ctx.db, data));
    return {
      data: {
        downloadVoucherCatalogue: { success: 1, ...prepared, rows: data.length, total, file_key },
      },
    };
  }),

  // spec §7.3 'File download {add_data, skip true}': the prepared file, as it was prepared.
  handle(fileDownload, (ctx, input): ResponseOf<typeof fileDownload> => {
    const file = ctx.db
      .prepare("SELECT file_name, data FROM catalogue_files WHERE file_key = ? AND created_at > ?")
      .get(input.add_data.file_key, ctx.now() - CATALOGUE_FILE_LIFETIME_MS) as
      | { file_name: string; data: string }
      | undefined;
    return {
      data: {
        fileDownload:
          file === undefined
            ? refused(inLanguage(FileDownloadTexts, ctx.language).gone)
            : { success: 1, fileName: file.file_name, contentType: "text/csv", data: file.data },
      },
    };
  }),
];
