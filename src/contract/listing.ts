/**
 * The calls behind the catalogue listing pages (spec §2.3 listing routes, §7.3 'Vouchers, perks
 * and merchandise' and 'Product listing'): voucher_list and filter_list, the perks listing calls
 * (newPerks, fetchPerks, perksCategories, perks by category), and the product list (plumProListing fetchFilters, fetchVouchers, downloadVoucherCatalogue and its file download).
 *
 * The spec names these calls and, for some, their payload (`{add_data}`, `{categoryType}`), but
 * not how a page is asked for. Every listing here takes the same query, in the spec's naming
 * style (snake_case, as filter_value_id and search_key; limit and offset as the history calls of
 * spec §7.6): `url`, `country_id`, `filter_value_id`, `search_key`, `sort_by`, `limit`, `offset`.
 * The server pages, sorts and filters, so a client never downloads the whole catalogue.
 *
 * Bad input the shopper can type into a listing URL is not refused (spec §8 has no error for it,
 * and a failed catalogue fetch would leave the page without products): filter_value_id travels as
 * the text the URL holds, and sort_by as free text. A filter value that is not a number, or not a
 * category of the family with products in the country, is ignored (the family unfiltered); an offset beyond the end answers the
 * first page; an unknown sort is the catalogue's order ('popular'). Every answer echoes the query
 * it applied (filter_value_id null, offset 0, the sort used), so the page can correct its URL. A malformed request (limit outside 1 to 100, a negative offset, a search text
 * over 256 characters) is a programming error and answers HTTP 400, as every call does.
 */
import { Schema } from "effect";
import { CategoryFilter, ProductSummary, ProductType, SEARCH_KEY_MAX_LENGTH } from "./catalogue";
import { ListingSort, ListingType } from "./listingKeys";
import { envelope, graph } from "./operation";

export { DEFAULT_LISTING_SORT, ListingSort, ListingType } from "./listingKeys";

const Int = Schema.Number.check(Schema.isInt());
const Flag = Schema.Literals([0, 1]);

/* ------------------------------------------------------------------ the listing query */

/** The largest page a listing answers. */
export const LISTING_LIMIT_MAX = 100;

/** Most rows of a catalogue download (downloadVoucherCatalogue). */
export const CATALOGUE_DOWNLOAD_MAX_ROWS = 10_000;

/** Page size: 1 to {@link LISTING_LIMIT_MAX}. Not in the spec; named as the history calls' limit (spec §7.6). */
const Limit = Int.check(Schema.isBetween({ minimum: 1, maximum: LISTING_LIMIT_MAX }));
/** Products skipped before the page (spec §7.6 naming). */
const Offset = Int.check(Schema.isGreaterThanOrEqualTo(0));

/** What every listing filters and sorts by: one site, one country, a category, a text. */
const listingFilterFields = {
  /** The site's custom url ('/' or '/marketplace' for the default store, '/acme', ...). */
  url: Schema.String,
  country_id: Int,
  /**
   * The category: a filter_value_id of the family's filter group, as the listing URL gives it
   * (?category_id= on vouchers, ?filter_value_id= elsewhere, spec §2.3; 1390 for swag). Text,
   * because a URL may hold anything: what is not a category of the family is ignored.
   */
  filter_value_id: Schema.optional(Schema.String),
  /** A case-insensitive part of the product name; blank means none. */
  search_key: Schema.optional(Schema.String.check(Schema.isMaxLength(SEARCH_KEY_MAX_LENGTH))),
  /** A {@link ListingSort}; any other text gives {@link DEFAULT_LISTING_SORT}. */
  sort_by: Schema.optional(Schema.String),
};

const listingPageFields = { limit: Limit, offset: Offset };

/** A product as the listings show it: the summary, its INR ratio for points, and whether only points pay for it. */
export const ListingProduct = Schema.Struct({
  ...ProductSummary.fields,
  /** Units of currency_code per INR (1 for INR), as in the detail: the points display needs it (spec §9). */
  conversion_ratio: Schema.Number,
  /** 1 when the payment gateway is disabled for the product (spec §9: 50866 and 51270): points and balances only. */
  points_only: Flag,
});
export type ListingProduct = typeof ListingProduct.Type;

/**
 * One page of a listing, with the query it applied: `offset` 0 when the asked one was beyond
 * the end, `filter_value_id` null when none was applied, and the sort used. success 0 (and nothing listed) when the site
 * does not show the family (spec §2.2 guarded routes; the page shows not-found, spec §8).
 */
export const ListingPage = Schema.Struct({
  success: Flag,
  total: Int,
  limit: Int,
  offset: Int,
  sort_by: ListingSort,
  filter_value_id: Schema.NullOr(Int),
  search_key: Schema.String,
  data: Schema.Array(ListingProduct),
});
export type ListingPage = typeof ListingPage.Type;

/* ------------------------------------------------------------------ voucher_list, filter_list */

/** voucher_list parameters: the family, the listing query and, for experiences, a category name. */
export const ListParams = Schema.Struct({
  type: ProductType,
  ...listingFilterFields,
  /** An experience category name (spec §2.3: ?categories[]={name}). */
  category: Schema.optional(Schema.String),
  ...listingPageFields,
});
export type ListParams = typeof ListParams.Type;

/**
 * voucher_list (spec §7.3 'Listings'): one page of a family in one country, optionally of one
 * category and matching a text, in the asked order. Serves the gift cards (/vouchers),
 * merchandise (/merchandises, /swag with filter value 1390), lounge, charity, airmiles,
 * personalize-category, custom-category (Membership) and insurance listings.
 */
export const voucherList = graph({
  query: "voucher.query.voucher_list",
  tag: "voucher",
  access: "either",
  variables: Schema.Struct({ listParams: ListParams, isLoggedIn: Schema.Boolean }),
  response: envelope("voucher_list", ListingPage),
});

/** A category with the number of products it lists in the country (filter_list). */
export const ListingFilter = Schema.Struct({ ...CategoryFilter.fields, count: Int });
export type ListingFilter = typeof ListingFilter.Type;

/**
 * filter_list (spec §7.3 'Listings'): the filters of a listing page: the family's filter group
 * (spec §9; null for insurance and the Membership category, which have none), its categories
 * that have products in the country with their counts, in display order, and the family's
 * total. success 0 when the site does not show the family.
 */
export const filterList = graph({
  query: "voucher.query.filter_list",
  tag: "voucher",
  access: "either",
  variables: Schema.Struct({
    filterParams: Schema.Struct({ type: ProductType, url: Schema.String, country_id: Int }),
    isLoggedIn: Schema.Boolean,
  }),
  response: envelope(
    "filter_list",
    Schema.Struct({
      success: Flag,
      filter_group_id: Schema.NullOr(Int),
      total: Int,
      filters: Schema.Array(ListingFilter),
    }),
  ),
});

/* ------------------------------------------------------------------ a site's families */

/** One family a site lists, with its label and categories (what the product list's fetchFilters reads). */
export const UrlCategory = Schema.Struct({
  type: ListingType,
  /** The route segment of its listing (spec §1, §2.3). */
  section: Schema.String,
  /**
   * The family's name: the category display names of spec §2.5 (GIFT CARDS, MERCHANDISES, ...)
   * where it gives one, else the tab label; personalize takes the platform setting
   * customCatalogFilterGroupName, or 'Personalize Category' (spec §2.5).
   */
  name: Schema.String,
  filter_group_id: Schema.NullOr(Int),
  /** Products of the family in the country. */
  total: Int,
  /** Its categories with products in the country, with their counts, in display order. */
  filters: Schema.Array(ListingFilter),
});
export type UrlCategory = typeof UrlCategory.Type;

/* ------------------------------------------------------------------ perks (offers) */

/** The newest perks of a country: newPerks's {add_data} (spec §7.3). */
export const NewPerksData = Schema.Struct({
  url: Schema.String,
  country_id: Int,
  limit: Limit,
});

/**
 * newPerks (spec §7.3 'Perks'): the newest offers of the country (highest product_id first: ids
 * grow as offers are added). success 0 where the site does not show perks.
 */
export const newPerks = graph({
  query: "voucher.query.newPerks",
  tag: "voucher",
  access: "either",
  variables: Schema.Struct({ add_data: NewPerksData, isLoggedIn: Schema.Boolean }),
  response: envelope("newPerks", Schema.Struct({ success: Flag, data: Schema.Array(ListingProduct) })),
});

/** fetchPerks's and perks by category's {add_data}: the listing query (filter group 48). */
export const PerksData = Schema.Struct({ ...listingFilterFields, ...listingPageFields });
export type PerksData = typeof PerksData.Type;

/** fetchPerks (spec §7.3 'Perks'): one page of the offers listing (/perks, spec §2.3). */
export const fetchPerks = graph({
  query: "voucher.query.fetchPerks",
  tag: "voucher",
  access: "either",
  variables: Schema.Struct({ add_data: PerksData, isLoggedIn: Schema.Boolean }),
  response: envelope("fetchPerks", ListingPage),
});

/**
 * Perks by category (spec §7.3 names it in words only; the name here follows its neighbours):
 * one page of the offers of one category (/perks?filter_value_id={value}, spec §2.3). A
 * filter_value_id that is not a perks category is ignored, as in every listing.
 */
export const perksByCategory = graph({
  query: "voucher.query.perksByCategory",
  tag: "voucher",
  access: "either",
  variables: Schema.Struct({
    add_data: Schema.Struct({ ...listingFilterFields, filter_value_id: Schema.String, ...listingPageFields }),
    isLoggedIn: Schema.Boolean,
  }),
  response: envelope("perksByCategory", ListingPage),
});

/**
 * perksCategories (spec §7.3 'perks brands/categories'): the offers' categories (filter group 48)
 * with products in the country; the client keeps filter_value_id and filter_value (spec §3).
 */
export const perksCategories = graph({
  query: "voucher.query.perksCategories",
  tag: "voucher",
  access: "either",
  variables: Schema.Struct({
    add_data: Schema.Struct({ url: Schema.String, country_id: Int }),
    isLoggedIn: Schema.Boolean,
  }),
  response: envelope("perksCategories", Schema.Struct({ success: Flag, data: Schema.Array(ListingFilter) })),
});

/* ------------------------------------------------------------------ product list (plumProListing) */

/** A family of the product list (/product-list), with its categories. */
export const ProductListFamily = Schema.Struct({
  categoryType: ListingType,
  name: Schema.String,
  filter_group_id: Schema.NullOr(Int),
  total: Int,
  filters: Schema.Array(ListingFilter),
});
export type ProductListFamily = typeof ProductListFamily.Type;

/**
 * plumProListing fetchFilters (spec §7.3 'Product listing'): the families the product list can
 * show on the site in the country: the enabled families (spec §2.2) that have products there, in
 * the order of spec §2.5's tabs, each with its categories and counts; an unknown site lists
 * nothing (success 0).
 */
export const fetchFilters = graph({
  query: "plumProListing.query.fetchFilters",
  tag: "plumProListing",
  access: "either",
  variables: Schema.Struct({
    add_data: Schema.Struct({ url: Schema.String, country_id: Int }),
    isLoggedIn: Schema.Boolean,
  }),
  response: envelope("fetchFilters", Schema.Struct({ success: Flag, data: Schema.Array(ProductListFamily) })),
});

/** The product list's query: the family (categoryType, spec §7.3) and the listing filters. */
const productListFields = { categoryType: ListingType, ...listingFilterFields };

/** plumProListing fetchVouchers (spec §7.3): one page of the product list, as voucher_list. */
export const fetchVouchers = graph({
  query: "plumProListing.query.fetchVouchers",
  tag: "plumProListing",
  access: "either",
  variables: Schema.Struct({
    add_data: Schema.Struct({ ...productListFields, ...listingPageFields }),
    isLoggedIn: Schema.Boolean,
  }),
  response: envelope("fetchVouchers", ListingPage),
});

/** The columns of a catalogue download, in order. */
export const CATALOGUE_CSV_COLUMNS = [
  "product_id",
  "name",
  "type",
  "categories",
  "country_name",
  "currency_code",
  "denominations",
  "min_price",
  "max_price",
  "spl_discount",
  "points_only",
] as const;

/**
 * downloadVoucherCatalogue {categoryType} (spec §7.3): prepares the whole list the product list
 * shows for the family (every page, in its order, with its filters) as a CSV file (RFC 4180:
 * comma separated, CRLF line ends, a header row of {@link CATALOGUE_CSV_COLUMNS}), at most
 * {@link CATALOGUE_DOWNLOAD_MAX_ROWS} rows; `total` tells how many the list has. It answers the
 * file's name, type, row count and `file_key`, the key {@link fileDownload} fetches the file by
 * (the second step). The filters beyond categoryType are optional: without them the download is
 * the family's whole catalogue in the country. success 0 (and no key) where the site does not
 * show the family.
 */
export const downloadVoucherCatalogue = graph({
  query: "plumProListing.query.downloadVoucherCatalogue",
  tag: "plumProListing",
  access: "either",
  variables: Schema.Struct({ ...productListFields, isLoggedIn: Schema.Boolean }),
  response: envelope(
    "downloadVoucherCatalogue",
    Schema.Struct({
      success: Flag,
      fileName: Schema.String,
      contentType: Schema.Literal("text/csv"),
      rows: Int,
      total: Int,
      /** The prepared file's key for {@link fileDownload}; empty when success is 0. */
      file_key: Schema.String,
    }),
  ),
});

/** How long a prepared catalogue file can be fetched by {@link fileDownload}. */
export const CATALOGUE_FILE_LIFETIME_MS = 10 * 60 * 1000;

/** The longest file key {@link fileDownload} takes. */
export const FILE_KEY_MAX_LENGTH = 64;

/**
 * The file download {add_data, skip true} of plumProListing (spec §7.3), the second step of a
 * catalogue download: fetches the file downloadVoucherCatalogue prepared, by its key
 * (add_data {file_key}). The spec names the payload but not what `skip` means nor the answer:
 * here `skip` must be true and says the call skips the listing query (the file is sent as it
 * was prepared), and the answer is the file's name, type and text. A key that is unknown, or
 * older than {@link CATALOGUE_FILE_LIFETIME_MS}, is refused with a message.
 */
export const fileDownload = graph({
  query: "plumProListing.query.fileDownload",
  tag: "plumProListing",
  access: "either",
  variables: Schema.Struct({
    add_data: Schema.Struct({ file_key: Schema.String.check(Schema.isMaxLength(FILE_KEY_MAX_LENGTH)) }),
    skip: Schema.Literal(true),
  }),
  response: envelope(
    "fileDownload",
    Schema.Union([
      Schema.Struct({
        success: Schema.Literal(1),
        fileName: Schema.String,
        contentType: Schema.Literal("text/csv"),
        data: Schema.String,
      }),
      Schema.Struct({ success: Schema.Literal(0), message: Schema.String }),
    ]),
  ),
});
