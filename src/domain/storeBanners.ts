/**
 * The banners of a store listing (spec §3 'Banner', §4 'Banners', §7.2 fetchBannersList and
 * check_banner_product_id, §9 'banner category page listing 50'):
 *
 * - a listing asks for its page's banners (voucher, merchandise, lounge) in the shopper's
 *   country ({@link BannerQuery});
 * - a banner of type 'product' links to a product detail page; it shows only when the banner
 *   check says the site sells that product in the country, so a banner never links to a product
 *   the country lacks; a product banner whose link names no product of the storefront never shows;
 * - the time rule of spec §4 keeps applying (./banners.ts `isBannerLive`);
 * - a banner of type 'category' opens its category's listing at 50 products a page: its link
 *   carries '?source=banner' (./listing.ts `BANNER_SOURCE`).
 */
import type { Banner, BannerPage } from "@contract/site";
import { isBannerLive } from "./banners";
import { BANNER_SOURCE } from "./listing";
import { DETAIL_SCREENS, matchRouteTable, productIdOfParams } from "./routes";

/** What a listing's banners are asked for with: the site, the country and the banner page. */
export interface BannerQuery {
  /** The site's branding custom_url ('/' for the default store). */
  readonly url: string;
  readonly countryId: number;
  /** The country's name and ISO2 code, for the banner check (spec §9: India, IN). */
  readonly countryName: string;
  readonly countryCode: string;
  readonly page: BannerPage;
}

export const isSameBannerQuery = (a: BannerQuery, b: BannerQuery): boolean =>
  a.url === b.url &&
  a.countryId === b.countryId &&
  a.countryName === b.countryName &&
  a.countryCode === b.countryCode &&
  a.page === b.page;

/** A listing's banners as loaded: every banner of the page, the products checked as sold, and when. */
export interface StoreBanners {
  readonly query: BannerQuery;
  readonly banners: readonly Banner[];
  /** The ids among the product banners' that the site sells in the country. */
  readonly soldProductIds: readonly number[];
  /** The instant the banners were fetched (read through Effect's Clock), for the time rule. */
  readonly fetchedAt: string;
}

const pathSegments = (url: string): readonly string[] =>
  (url.split(/[?#]/)[0] ?? "").split("/").filter((segment) => segment !== "");

/**
 * The product a banner of type 'product' links to: the id of the product detail route its
 * internal url names (spec §2.3: '/vouchers/description/:productSlug/:productId',
 * '/experiences/:description/:productID', '/merchandise/:description/:productID', ...). Null for
 * a category banner, an external link, or a url that is no product detail page.
 */
export const bannerProductId = (banner: Banner): number | null => {
  if (banner.type !== "product" || banner.isExternal) return null;
  const match = matchRouteTable(pathSegments(banner.url));
  if (match === null || !DETAIL_SCREENS.has(match.row.screen)) return null;
  return productIdOfParams(match.params);
};

/** The products the banners link to, each once, in order: what the banner check asks about. */
export const bannerProductIds = (banners: readonly Banner[]): readonly number[] => [
  ...new Set(banners.flatMap((banner) => bannerProductId(banner) ?? [])),
];

/** Whether a banner may show in the country: a category banner always; a product banner when its product is sold there. */
export const isBannerSold = (banner: Banner, soldProductIds: readonly number[]): boolean => {
  if (banner.type !== "product") return true;
  const id = bannerProductId(banner);
  return id !== null && soldProductIds.includes(id);
};

/**
 * A category banner's internal link with '?source=banner', so its listing pages by 50 (spec §9);
 * any other banner as it is.
 */
export const withBannerSource = (banner: Banner): Banner => {
  if (banner.type !== "category" || banner.isExternal) return banner;
  const [path = "", query = ""] = banner.url.split("?", 2);
  const params = new URLSearchParams(query);
  params.set(BANNER_SOURCE.param, BANNER_SOURCE.value);
  return { ...banner, url: `${path}?${params.toString()}` };
};

/**
 * The banners a listing shows (spec §4, §7.2): those live at `nowIso` whose product, for a
 * product banner, is sold in the country, in the configured order; category banners open their
 * listing at 50 a page.
 */
export const storeBannersShown = (
  loaded: StoreBanners,
  nowIso: string = loaded.fetchedAt,
): readonly Banner[] =>
  loaded.banners
    .filter((banner) => isBannerLive(banner, nowIso) && isBannerSold(banner, loaded.soldProductIds))
    .map(withBannerSource);
