/**
 * Pure rules of the catalogue listing pages (spec §1 families, §2.3 listing routes, §2.5 labels,
 * §3 'Category filter item' and 'Banner', §4 'Banners', §9 ids and points display), shared by the
 * listing screens and, for the order and the labels, by the reference API:
 *
 * - which family and fixed filter each listing route shows (/swag is merchandise with filter
 *   value 1390, /custom-category the Membership category, /product-list every family);
 * - reading a listing URL's query: the category (category_id on vouchers, filter_value_id
 *   elsewhere), the sort and the page, where anything unreadable gives the default;
 * - paging arithmetic: pages of `size` over `total` products, 1-based page numbers;
 * - the listing orders (contract ListingSort), names compared ignoring case (spec §3);
 * - category names title-cased for display (spec §3);
 * - the price shown: money, or points when displayCatalogInPoints is on (spec §3, §9);
 * - the banner page of a listing (§3), and the page size a category banner opens it with (§9;
 *   which banners show: ./storeBanners.ts).
 */

import type { ProductType } from "@contract/catalogue";
import {
  DEFAULT_LISTING_SORT,
  LISTING_LIMIT_MAX,
  type ListingFilter,
  type ListingProduct,
  type ListingSort,
  type ListingType,
} from "@contract/listing";
import { LISTING_NAMES, ListingType as ListingTypeSchema } from "@contract/listingKeys";
import type { BannerPage } from "@contract/site";
import { type CategoryItem, categoryItemOf } from "./categories";
import { compareNamesIgnoringCase } from "./country";
import { FAMILIES } from "./families";
import { finalPrice, formatPoints, fromMinor, type Money, toMinor } from "./money";
import { SWAG_FILTER_VALUE_ID } from "./navigation";
import { baseConversionValueOf, pointsOfPrice } from "./product";

// ---------------------------------------------------------------------------------------------
// Listing routes (spec §1, §2.3)

/**
 * The route segments of the listing screens (spec §2.3): each listing family's own
 * (./families.ts), swag's and the product list's.
 */
export type ListingRoute = (typeof FAMILIES)[ListingType]["segment"] | "swag" | "product-list";

/** What a listing route shows: one family, or (product-list) any; a filter value it always applies. */
export interface ListingRouteRule {
  /** The family listed; null for /product-list, where the shopper picks the categoryType. */
  readonly type: ListingType | null;
  /** A filter value the route fixes (swag: 1390, spec §2.3), else null. */
  readonly fixedFilterValueId: number | null;
  /** The query parameter that carries the category in the route's links (spec §2.3). */
  readonly categoryParam: "category_id" | "filter_value_id";
}

/** The category is category_id on the gift cards' links, filter_value_id elsewhere (spec §2.3). */
const familyRoute = (type: ListingType): ListingRouteRule => ({
  type,
  fixedFilterValueId: null,
  categoryParam: type === "vouchers" ? "category_id" : "filter_value_id",
});

export const LISTING_ROUTES = {
  ...Object.fromEntries(
    ListingTypeSchema.literals.map((type) => [FAMILIES[type].segment, familyRoute(type)]),
  ),
  swag: { type: "merchandise", fixedFilterValueId: SWAG_FILTER_VALUE_ID, categoryParam: "filter_value_id" },
  "product-list": { type: null, fixedFilterValueId: null, categoryParam: "filter_value_id" },
} as { readonly [R in ListingRoute]: ListingRouteRule };

/** The listing families in the order of the category tabs (spec §2.5); insurance, without a tab, last. */
export const LISTING_TYPES: readonly ListingType[] = ListingTypeSchema.literals;

export const isListingType = (type: ProductType): type is ListingType =>
  (LISTING_TYPES as readonly string[]).includes(type);

/**
 * A family's name (spec §2.5, contract `LISTING_NAMES`); personalize is labelled with the platform
 * setting customCatalogFilterGroupName when it is set.
 */
export const listingFamilyName = (type: ListingType, customCatalogFilterGroupName: string | null): string => {
  const custom = type === "personalize" ? (customCatalogFilterGroupName?.trim() ?? "") : "";
  return custom === "" ? LISTING_NAMES[type] : custom;
};

// ---------------------------------------------------------------------------------------------
// Reading a listing URL

const SORTS: readonly ListingSort[] = ["popular", "name", "price_up", "price_down"];

/** A sort as the URL or a request gives it; anything else is the default, 'popular'. */
export const parseSort = (text: string | null | undefined): ListingSort => {
  const wanted = text?.trim().toLowerCase() ?? "";
  return SORTS.find((sort) => sort === wanted) ?? DEFAULT_LISTING_SORT;
};

/**
 * A filter_value_id as the URL gives it ('1390'): a positive whole number written in digits only
 * (surrounding spaces ignored), else null ('abc', '12abc', '-3', '1.5', '', a number beyond the
 * safe integers).
 */
export const parseFilterValueId = (text: string | null | undefined): number | null => {
  const trimmed = text?.trim() ?? "";
  if (!/^\d{1,15}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value > 0 && Number.isSafeInteger(value) ? value : null;
};

/** A 1-based page number as the URL gives it; anything but a positive whole number is page 1. */
export const parsePage = (text: string | null | undefined): number => {
  const trimmed = text?.trim() ?? "";
  if (!/^\d{1,9}$/.test(trimmed)) return 1;
  const page = Number(trimmed);
  return Math.max(page, 1);
};

/** What a listing screen asks for, read from its route and URL query. */
export interface ListingQuery {
  /** null on /product-list until a family is chosen (categoryType). */
  readonly type: ListingType | null;
  /** The category filter as text, for the call (the server ignores what is not a category). */
  readonly filterValueId: string | undefined;
  readonly sort: ListingSort;
  /** 1-based. */
  readonly page: number;
  readonly searchKey: string;
  /** Products a page: {@link BANNER_CATEGORY_PAGE_SIZE} when a banner opened the listing, else the default. */
  readonly pageSize: number;
}

/**
 * The query of a listing screen: the route's family and fixed filter (swag: 1390), else the
 * category of its URL parameter (category_id on vouchers, filter_value_id elsewhere, spec §2.3;
 * the other name is read too); the sort (?sort_by=), the page (?page=) and the text (?search_key=).
 * /product-list takes its family from ?categoryType=. `pathCategory` is the category a path
 * carries ('/vouchers/category_id=:keyword', spec §2.3); the query's wins when both are there.
 */
export const listingQueryOf = (
  route: ListingRoute,
  search: URLSearchParams,
  pathCategory?: string,
): ListingQuery => {
  const rule = LISTING_ROUTES[route];
  const category =
    rule.fixedFilterValueId !== null
      ? String(rule.fixedFilterValueId)
      : (search.get(rule.categoryParam) ??
        search.get(rule.categoryParam === "category_id" ? "filter_value_id" : "category_id") ??
        (pathCategory === undefined || pathCategory === "" ? undefined : pathCategory));
  const chosen = search.get("categoryType")?.trim() ?? "";
  const type = rule.type ?? LISTING_TYPES.find((t) => t === chosen) ?? null;
  return {
    type,
    filterValueId: category,
    sort: parseSort(search.get("sort_by")),
    page: parsePage(search.get("page")),
    searchKey: (search.get("search_key") ?? "").trim(),
    pageSize: isFromBanner(search) ? BANNER_CATEGORY_PAGE_SIZE : DEFAULT_LISTING_PAGE_SIZE,
  };
};

// ---------------------------------------------------------------------------------------------
// Paging

/** The listing screens' page size: a choice, the spec gives none (its §9 lists 12 without a meaning). */
export const DEFAULT_LISTING_PAGE_SIZE = 12;

/** A listing a category banner opens asks for 50 products a page (spec §9 'banner category page listing 50'). */
export const BANNER_CATEGORY_PAGE_SIZE = 50;

/**
 * The query parameter and value a category banner's link carries ('?source=banner'), so the
 * listing it opens pages by {@link BANNER_CATEGORY_PAGE_SIZE}; the listing's own links keep it.
 */
export const BANNER_SOURCE = { param: "source", value: "banner" } as const;

/** Whether a listing URL was opened from a category banner ('?source=banner'). */
export const isFromBanner = (search: URLSearchParams): boolean =>
  search.get(BANNER_SOURCE.param)?.trim().toLowerCase() === BANNER_SOURCE.value;

/** A page size within 1 and the largest the listings answer; anything else is `fallback`. */
export const pageSizeOf = (size: number, fallback = DEFAULT_LISTING_PAGE_SIZE): number =>
  Number.isSafeInteger(size) && size >= 1 && size <= LISTING_LIMIT_MAX ? size : fallback;

/** Number of pages of `size` over `total` products; 0 products make 0 pages. */
export const pageCount = (total: number, size: number): number =>
  total <= 0 || size <= 0 ? 0 : Math.ceil(total / size);

/** The offset of a 1-based page. */
export const offsetOfPage = (page: number, size: number): number => (Math.max(1, page) - 1) * size;

/** The 1-based page an offset falls on. */
export const pageOfOffset = (offset: number, size: number): number =>
  size <= 0 ? 1 : Math.floor(Math.max(0, offset) / size) + 1;

/**
 * The page to show: `page` when it exists, else the first (a page beyond the end, as the server
 * answers it: the family's first page).
 */
export const pageWithin = (page: number, total: number, size: number): number =>
  page >= 1 && page <= pageCount(total, size) ? page : 1;

/** The items of a 1-based page, `size` per page. */
export const pageItems = <T>(items: readonly T[], page: number, size: number): readonly T[] =>
  size <= 0 ? [] : items.slice(offsetOfPage(page, size), offsetOfPage(page, size) + size);

/** The first and last position (1-based) a page shows, for 'Showing 13–24 of 40'; null when empty. */
export const pageSpan = (
  offset: number,
  shown: number,
  total: number,
): { readonly from: number; readonly to: number; readonly of: number } | null =>
  shown <= 0 ? null : { from: offset + 1, to: Math.min(total, offset + shown), of: total };

/**
 * The page numbers a pager shows: the first, the last, and two around the current one; null is a
 * gap of two pages or more (a gap of one shows that page).
 */
export const pagerItems = (current: number, count: number): readonly (number | null)[] => {
  const shown = new Set([1, count, current - 2, current - 1, current, current + 1, current + 2]);
  const pages = [...shown].filter((page) => page >= 1 && page <= count).sort((a, b) => a - b);
  return pages.flatMap((page, index) => {
    const before = pages[index - 1];
    if (before === undefined || page - before === 1) return [page];
    // A gap of one page shows that page; a longer one, an ellipsis.
    return page - before === 2 ? [before + 1, page] : [null, page];
  });
};

// ---------------------------------------------------------------------------------------------
// Order (contract ListingSort)

/** What the listing order reads of a product. */
export type Sortable = Pick<
  ListingProduct,
  "product_id" | "name" | "is_recommended" | "min_price" | "spl_discount"
>;

/**
 * What the price orders compare: the lowest price after spl_discount (spec §7.4 final_price), as
 * the card shows it, scaled to a whole number (hundredths of the price × hundredths of a percent).
 */
export const discountedPriceKey = (product: Pick<Sortable, "min_price" | "spl_discount">): number =>
  Math.round(product.min_price * 100) * (10000 - Math.round(product.spl_discount * 100));

const byId = (a: Sortable, b: Sortable): number => a.product_id - b.product_id;
const byName = (a: Sortable, b: Sortable): number => compareNamesIgnoringCase(a.name, b.name) || byId(a, b);

/**
 * The comparator of a listing order: 'popular' puts recommended products first, then sorts by
 * name; 'name' by name ignoring case (spec §3); 'price_up' and 'price_down' by the lowest price after its
 * discount, as shown, then by name. Equal products are ordered by product_id, so the order is total.
 */
export const compareListing =
  (sort: ListingSort) =>
  (a: Sortable, b: Sortable): number => {
    switch (sort) {
      case "popular":
        return b.is_recommended - a.is_recommended || byName(a, b);
      case "name":
        return byName(a, b);
      case "price_up":
        return discountedPriceKey(a) - discountedPriceKey(b) || byName(a, b);
      case "price_down":
        return discountedPriceKey(b) - discountedPriceKey(a) || byName(a, b);
    }
  };

/** A list in a listing order; the input is left as it is. */
export const sortListing = <T extends Sortable>(items: readonly T[], sort: ListingSort): T[] =>
  [...items].sort(compareListing(sort));

// ---------------------------------------------------------------------------------------------
// Categories (spec §3)

/** A category of the filter panel: the display item (name title-cased) and its product count. */
export interface ListingCategory {
  readonly item: CategoryItem;
  readonly count: number;
}

/** The filter panel's categories, names title-cased (spec §3 'kept for display as name (title-cased)'). */
export const listingCategoriesOf = (filters: readonly ListingFilter[]): readonly ListingCategory[] =>
  filters.map((filter) => ({ item: categoryItemOf(filter), count: filter.count }));

// ---------------------------------------------------------------------------------------------
// Price shown (spec §3 displayCatalogInPoints, §7.4 final price, §9 points to 2 decimals)

export interface ListingPriceSettings {
  /** Platform setting displayCatalogInPoints (spec §3). */
  readonly displayCatalogInPoints: boolean;
  /** The points label (customText, default 'Points', spec §3). */
  readonly pointsLabel: string;
  /** The user's currency.pointsBaseConversionValue (spec §3 User points); null when unknown (1). */
  readonly pointsBaseConversionValue: number | null;
}

export type ListingPrice =
  | {
      readonly kind: "money";
      /** The lowest price, after spl_discount. */
      readonly from: Money;
      /** The lowest price before the discount; null without a discount. */
      readonly original: Money | null;
      /** Whether other prices exist (shown 'from'). */
      readonly ranged: boolean;
    }
  | {
      readonly kind: "points";
      /** Points of the lowest price after the discount, to 2 decimals. */
      readonly points: number;
      /** '1,250.00 Points'. */
      readonly text: string;
      readonly ranged: boolean;
    };

/**
 * The price a listing card shows: the product's lowest price (min_price) after spl_discount
 * (price × (100 − discount) / 100, spec §7.4); with displayCatalogInPoints on, that price in
 * points (price × base conversion value / pointsBaseConversionValue, to 2 decimals, spec §9) with
 * the points label. Null when the price cannot be expressed.
 */
export const listingPriceOf = (
  product: Pick<
    ListingProduct,
    "min_price" | "max_price" | "currency_code" | "spl_discount" | "conversion_ratio" | "denominations"
  >,
  settings: ListingPriceSettings,
): ListingPrice | null => {
  const ranged = product.max_price > product.min_price || product.denominations.length > 1;
  const original = toMinor(product.min_price, product.currency_code);
  if (!original.ok) return null;
  const discounted = product.spl_discount > 0 ? finalPrice(original.value, product.spl_discount) : original;
  if (!discounted.ok) return null;
  if (!settings.displayCatalogInPoints) {
    return {
      kind: "money",
      from: discounted.value,
      original: product.spl_discount > 0 ? original.value : null,
      ranged,
    };
  }
  const points = pointsOfPrice(
    fromMinor(discounted.value),
    baseConversionValueOf(product),
    settings.pointsBaseConversionValue,
  );
  if (points === null) return null;
  const label = settings.pointsLabel.trim() === "" ? "Points" : settings.pointsLabel.trim();
  return { kind: "points", points, text: `${formatPoints(points)} ${label}`, ranged };
};

// ---------------------------------------------------------------------------------------------
// Banners (spec §3 'Banner', §4 'Banners')

/** The banner page of a listing (spec §3: merchandise, voucher, lounge); null: the listing has none. */
export const listingBannerPage = (type: ListingType): BannerPage | null => {
  switch (type) {
    case "vouchers":
      return "voucher";
    case "merchandise":
      return "merchandise";
    case "lounge":
      return "lounge";
    default:
      return null;
  }
};
