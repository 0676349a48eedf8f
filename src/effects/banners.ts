/**
 * The banners of a store listing (spec §7.2 'Store banners (fetchBannersList)' and 'Banner
 * product ids (check_banner_product_id)', §4 'Banners'), loaded with the listing pages only:
 *
 * - `loadStoreBanners` asks for the page's banners in the country (fetchBannersList
 *   {voucherParams}), then, when some are of type 'product', which of their products the site
 *   sells in the country (check_banner_product_id, read as checkProductIdForBanners), and notes
 *   the instant (Effect's Clock) for the time rule of spec §4.
 *
 * A refusal (success 0: an unknown site or country) fails with CatalogueFetchFailed and the
 * server's words (spec §8 'Catalogue fetch failure: error stored'); transport failures fail as
 * they are. Interrupting the program (the flow asking for other banners) aborts its requests.
 */
import { BANNER_CHECK_MAX_IDS, checkBannerProductId, fetchBannersList } from "@contract/banners";
import type { Banner } from "@contract/site";
import { type BannerQuery, bannerProductIds, type StoreBanners } from "@domain/storeBanners";
import type { CallFailure } from "@errors/data";
import { CatalogueFetchFailed } from "@errors/situations";
import { Clock, Effect } from "effect";
import { dataOf } from "./runtime/answers";
import type { TransportServices } from "./runtime/transport";
import { callOperation } from "./runtime/transport";

const refusedBy =
  (operation: string) =>
  (answer: { readonly success: number; readonly message?: string }): CatalogueFetchFailed =>
    new CatalogueFetchFailed({ reason: answer.message ?? `${operation} answered success 0` });

/** fetchBannersList {voucherParams} (spec §7.2): every banner of the listing's page in the country. */
export const fetchStoreBanners: (
  query: BannerQuery,
) => Effect.Effect<readonly Banner[], CallFailure | CatalogueFetchFailed, TransportServices> = Effect.fn(
  "banners.fetchStoreBanners",
)(function* (query: BannerQuery) {
  const answer = yield* callOperation(fetchBannersList, {
    voucherParams: { url: query.url, country_id: query.countryId, page: query.page },
  });
  return yield* dataOf(answer.data.fetchBannersList, refusedBy("fetchBannersList"));
});

/**
 * check_banner_product_id (spec §7.2, §9: country id, name and code): which of `productIds` the
 * site sells in the country. No ids asks nothing.
 */
export const checkBannerProducts: (
  query: BannerQuery,
  productIds: readonly number[],
) => Effect.Effect<readonly number[], CallFailure | CatalogueFetchFailed, TransportServices> = Effect.fn(
  "banners.checkBannerProducts",
)(function* (query: BannerQuery, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  const answer = yield* callOperation(checkBannerProductId, {
    productIds: productIds.slice(0, BANNER_CHECK_MAX_IDS),
    custom_url: query.url,
    country_id: query.countryId,
    country_name: query.countryName,
    countryCode: query.countryCode,
  });
  const checked = yield* dataOf(answer.data.checkProductIdForBanners, refusedBy("check_banner_product_id"));
  return checked.productIds;
});

/** A listing's banners: the page's, the products of its product banners checked, and when (spec §4, §7.2). */
export const loadStoreBanners: (
  query: BannerQuery,
) => Effect.Effect<StoreBanners, CallFailure | CatalogueFetchFailed, TransportServices> = Effect.fn(
  "banners.loadStoreBanners",
)(function* (query: BannerQuery) {
  const banners = yield* fetchStoreBanners(query);
  const soldProductIds = yield* checkBannerProducts(query, bannerProductIds(banners));
  const now = yield* Clock.currentTimeMillis;
  return { query, banners, soldProductIds, fetchedAt: new Date(now).toISOString() };
});
