/**
 * What the listing flow asks for and what it makes of the answer (spec §2.3 listing routes, §4
 * 'Catalogue loads' and 'Country selection'):
 *
 * - a {@link ListingRequest}: the listing URL's query (src/domain/listing.ts `listingQueryOf`)
 *   with the site, the selected country and whether the shopper is signed in;
 * - the categories are asked for once per site, country, family and sign-in state
 *   ({@link facetsKeyOf}); a page for every new request;
 * - the answer echoes the query it applied, so the request the page shows is
 *   {@link appliedRequestOf}: a category the family does not have in the country (a country
 *   switch, a typed URL) falls back to the whole family, a page beyond the end to the first, and
 *   each fallback is a {@link ListingNotice} the page says in a short line;
 * - {@link listingHref} writes a request back as the listing URL, so the page can correct its
 *   URL to what it shows.
 */

import {
  DEFAULT_LISTING_SORT,
  type ListingFilter,
  type ListingPage,
  type ListingProduct,
  type ListingType,
} from "@contract/listing";
import {
  BANNER_CATEGORY_PAGE_SIZE,
  BANNER_SOURCE,
  LISTING_ROUTES,
  type ListingQuery,
  type ListingRoute,
  pageOfOffset,
} from "./listing";
import type { ListingRequest } from "./listingRequest";

export { ListingRequest, ListingRouteSchema } from "./listingRequest";

/** Where a listing is shown: the site, the country and the sign-in state. */
export interface ListingScope {
  readonly url: string;
  readonly countryId: number;
  readonly isLoggedIn: boolean;
}

/**
 * The request of a listing route's query in a scope, `pageSize` products a page (the query's: 50
 * when a category banner opened it, spec §9).
 */
export const listingRequestOf = (
  route: ListingRoute,
  query: ListingQuery,
  scope: ListingScope,
  pageSize: number = query.pageSize,
): ListingRequest => ({
  route,
  url: scope.url,
  countryId: scope.countryId,
  isLoggedIn: scope.isLoggedIn,
  type: query.type,
  filterValueId: query.filterValueId ?? null,
  sort: query.sort,
  page: query.page,
  searchKey: query.searchKey,
  pageSize,
});

/** Whether two requests ask for the same page. */
export const isSameRequest = (a: ListingRequest, b: ListingRequest): boolean =>
  a.route === b.route &&
  a.url === b.url &&
  a.countryId === b.countryId &&
  a.isLoggedIn === b.isLoggedIn &&
  a.type === b.type &&
  a.filterValueId === b.filterValueId &&
  a.sort === b.sort &&
  a.page === b.page &&
  a.searchKey === b.searchKey &&
  a.pageSize === b.pageSize;

/**
 * What the categories of a request depend on: the site, the country, the sign-in state and the
 * family (the product list asks for every family at once, so its key names none).
 */
export const facetsKeyOf = (request: ListingRequest): string =>
  [
    request.url,
    request.countryId,
    request.isLoggedIn ? 1 : 0,
    request.route === "product-list" ? "*" : request.type,
  ].join("|");

/** A fallback the listing applied instead of what the URL asked for (spec §4, §8: never a blank page). */
export type ListingNotice = "unknownCategory" | "pageBeyondEnd";

/**
 * The request the answer shows: its family (the product list's first family when none was
 * chosen), the category it applied (none when the asked one is not the family's in the country),
 * the page its offset falls on, and its sort and text.
 */
export const appliedRequestOf = (
  request: ListingRequest,
  type: ListingType,
  page: Pick<ListingPage, "filter_value_id" | "offset" | "limit" | "sort_by" | "search_key">,
): ListingRequest => ({
  ...request,
  type: request.route === "product-list" ? type : request.type,
  filterValueId: page.filter_value_id === null ? null : String(page.filter_value_id),
  page: pageOfOffset(page.offset, page.limit),
  sort: page.sort_by,
  searchKey: page.search_key,
});

/** The fallbacks between what was asked and what was applied, in the order the page says them. */
export const listingNoticesOf = (
  asked: ListingRequest,
  applied: ListingRequest,
): readonly ListingNotice[] => [
  ...(asked.filterValueId !== null && applied.filterValueId === null ? (["unknownCategory"] as const) : []),
  ...(asked.page > 1 && applied.page === 1 ? (["pageBeyondEnd"] as const) : []),
];

const under = (site: string, path: string): string => `/${site.replace(/^\/+|\/+$/g, "")}${path}`;

/**
 * The listing URL of a request under the site prefix, in the forms of spec §2.3
 * ('/vouchers/?category_id={value}', '/merchandises/?filter_value_id={value}',
 * '/perks?filter_value_id={value}'): the category (unless the route fixes it, as /swag does), then
 * the product list's family, the banner source when a category banner opened it (spec §9), the
 * sort when not the default, the text and the page after the first.
 */
export const listingHref = (
  site: string,
  request: Pick<
    ListingRequest,
    "route" | "type" | "filterValueId" | "sort" | "page" | "searchKey" | "pageSize"
  >,
): string => {
  const rule = LISTING_ROUTES[request.route];
  const params = new URLSearchParams();
  if (request.route === "product-list" && request.type !== null) params.set("categoryType", request.type);
  if (rule.fixedFilterValueId === null && request.filterValueId !== null)
    params.set(rule.categoryParam, request.filterValueId);
  // A listing a category banner opened keeps paging by 50 (spec §9).
  if (request.pageSize === BANNER_CATEGORY_PAGE_SIZE) params.set(BANNER_SOURCE.param, BANNER_SOURCE.value);
  if (request.sort !== DEFAULT_LISTING_SORT) params.set("sort_by", request.sort);
  if (request.searchKey !== "") params.set("search_key", request.searchKey);
  if (request.page > 1) params.set("page", String(request.page));
  const query = params.toString();
  const slash = request.route === "vouchers" || request.route === "merchandises" ? "/" : "";
  return under(site, `/${request.route}${query === "" ? "" : `${slash}?${query}`}`);
};

/** A family the listing can show, with its categories in the country (filter_list, perksCategories, fetchFilters). */
export interface ListingFamily {
  readonly type: ListingType;
  /** Its filter group (spec §9); null for insurance and Membership. */
  readonly filter_group_id: number | null;
  /** Products of the family in the country; null when the call does not tell (perks). */
  readonly total: number | null;
  readonly filters: readonly ListingFilter[];
}

/** What one load of a listing answers. */
export type ListingAnswer =
  /** The site does not show the family (success 0): the page is not found (spec §2.2, §8). */
  | { readonly shown: false }
  | {
      readonly shown: true;
      /** The families with their categories (one, except on the product list). */
      readonly families: readonly ListingFamily[];
      /** The family the page lists. */
      readonly type: ListingType;
      readonly page: ListingPage;
      /** The newest offers (newPerks), on the first unfiltered page of /perks; else empty. */
      readonly fresh: readonly ListingProduct[];
    };

/** What the listing flow hands its load: the request, and the families it already has for its scope. */
export interface ListingLoad {
  readonly request: ListingRequest;
  /** The families known for the request's {@link facetsKeyOf}; null: ask for them. */
  readonly families: readonly ListingFamily[] | null;
}

/** A catalogue download as saved: the file's name, the rows in it and the listing's total. */
export interface CatalogueDownload {
  readonly fileName: string;
  readonly rows: number;
  readonly total: number;
}
