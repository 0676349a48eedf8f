/**
 * The banners of a store listing (spec §3 'Banner', §4 'Banners', §7.2 fetchBannersList and
 * check_banner_product_id, §9 'banner category page listing 50'): which banners show, for a
 * country, a page and a time.
 */
import type { Banner } from "@contract/site";
import { BANNER_CATEGORY_PAGE_SIZE, DEFAULT_LISTING_PAGE_SIZE, listingQueryOf } from "@domain/listing";
import { listingHref, listingRequestOf } from "@domain/listingFlow";
import {
  type BannerQuery,
  bannerProductId,
  bannerProductIds,
  isSameBannerQuery,
  type StoreBanners,
  storeBannersShown,
  withBannerSource,
} from "@domain/storeBanners";
import { describe, expect, it } from "vitest";

const banner = (
  url: string,
  type: Banner["type"],
  times: { activeTime?: string; expiryTime?: string } = {},
  isExternal = false,
): Banner => ({
  isExternal,
  image: "/catalogue/banner.svg",
  mobile_image: "/catalogue/banner-mobile.svg",
  url,
  category: "voucher",
  type,
  ...times,
});

const fashion = banner("/vouchers/description/fashion-gift-card/40211", "product", {
  activeTime: "2026-11-01T00:00:00Z",
  expiryTime: "2027-03-31T23:59:59Z",
});
const threads = banner("/vouchers/description/threads-fashion-gift-card/40601", "product");
const reel = banner("/vouchers/description/reel-cinema-gift-card/51270", "product", {
  activeTime: "2025-10-01T00:00:00Z",
  expiryTime: "2025-12-31T23:59:59Z",
});
const ecommerce = banner("/vouchers/?category_id=698", "category");
const kayaking = banner("/experiences/sunset-kayaking-in-bangalore/61022", "product");
const outside = banner("https://lounges.example.com/winter", "product", {}, true);

const INDIA: BannerQuery = {
  url: "/",
  countryId: 976,
  countryName: "India",
  countryCode: "IN",
  page: "voucher",
};

const loaded = (banners: readonly Banner[], soldProductIds: readonly number[]): StoreBanners => ({
  query: INDIA,
  banners,
  soldProductIds,
  fetchedAt: "2026-11-25T12:00:00.000Z",
});

describe("spec §7.2 check_banner_product_id: the product a banner links to", () => {
  it("reads the product id of the detail routes of spec §2.3", () => {
    expect(bannerProductId(fashion)).toBe(40211);
    expect(bannerProductId(kayaking)).toBe(61022);
    expect(bannerProductId(banner("/merchandise/desk-lamp/43001", "product"))).toBe(43001);
    expect(bannerProductId(banner("/vouchers/description/fashion-gift-card/40211/static", "product"))).toBe(
      40211,
    );
  });

  it("has none for a category banner, an external link or a path that is no product page", () => {
    expect(bannerProductId(ecommerce)).toBeNull();
    expect(bannerProductId(outside)).toBeNull();
    expect(bannerProductId(banner("/vouchers/?category_id=698", "product"))).toBeNull();
  });

  it("asks about each product once, in order", () => {
    expect(bannerProductIds([fashion, ecommerce, threads, fashion, outside])).toEqual([40211, 40601]);
  });
});

describe("spec §4 'Banners' and §7.2: which banners a listing shows", () => {
  it("shows a product banner only when its product is sold in the country; category banners always", () => {
    // India sells 40211 and lacks 40601 (Hungary's Threads Fashion Gift Card).
    expect(storeBannersShown(loaded([fashion, threads, ecommerce], [40211]))).toEqual([
      fashion,
      withBannerSource(ecommerce),
    ]);
    expect(storeBannersShown(loaded([fashion, threads], []))).toEqual([]);
  });

  it("never shows a product banner whose link names no product", () => {
    expect(storeBannersShown(loaded([outside], [40211]))).toEqual([]);
  });

  it("keeps the time rule: only between activeTime and expiryTime (UTC); a banner without times always", () => {
    const all = loaded([reel, fashion, threads], [51270, 40211, 40601]);
    expect(storeBannersShown(all)).toEqual([fashion, threads]);
    expect(storeBannersShown(all, "2025-12-31T23:59:59Z")).toEqual([reel, threads]);
    expect(storeBannersShown(all, "2027-04-01T00:00:00Z")).toEqual([threads]);
  });

  it("tells banner queries apart by site, country and page", () => {
    expect(isSameBannerQuery(INDIA, { ...INDIA })).toBe(true);
    expect(isSameBannerQuery(INDIA, { ...INDIA, page: "merchandise" })).toBe(false);
    expect(
      isSameBannerQuery(INDIA, { ...INDIA, countryId: 987, countryName: "Hungary", countryCode: "HU" }),
    ).toBe(false);
    expect(isSameBannerQuery(INDIA, { ...INDIA, url: "/acme" })).toBe(false);
  });
});

describe("spec §9 'banner category page listing 50'", () => {
  it("a category banner's link opens its listing with '?source=banner'", () => {
    expect(withBannerSource(ecommerce).url).toBe("/vouchers/?category_id=698&source=banner");
    expect(withBannerSource(banner("/lounge", "category")).url).toBe("/lounge?source=banner");
    expect(withBannerSource(fashion)).toBe(fashion);
    expect(withBannerSource(banner("https://lounges.example.com/winter", "category", {}, true)).url).toBe(
      "https://lounges.example.com/winter",
    );
  });

  it("that listing asks for 50 products a page; any other for 12", () => {
    const scope = { url: "/", countryId: 976, isLoggedIn: false };
    const fromBanner = listingQueryOf("vouchers", new URLSearchParams("category_id=698&source=banner"));
    expect(fromBanner.pageSize).toBe(50);
    expect(BANNER_CATEGORY_PAGE_SIZE).toBe(50);
    expect(listingRequestOf("vouchers", fromBanner, scope).pageSize).toBe(50);
    const plain = listingQueryOf("vouchers", new URLSearchParams("category_id=698"));
    expect(listingRequestOf("vouchers", plain, scope).pageSize).toBe(DEFAULT_LISTING_PAGE_SIZE);
    expect(DEFAULT_LISTING_PAGE_SIZE).toBe(12);
  });

  it("the listing's own links keep paging by 50", () => {
    const scope = { url: "/", countryId: 976, isLoggedIn: false };
    const request = listingRequestOf(
      "vouchers",
      listingQueryOf("vouchers", new URLSearchParams("category_id=698&source=banner&page=2")),
      scope,
    );
    expect(listingHref("/marketplace", request)).toBe(
      "/marketplace/vouchers/?category_id=698&source=banner&page=2",
    );
    expect(listingHref("/marketplace", { ...request, pageSize: 12 })).toBe(
      "/marketplace/vouchers/?category_id=698&page=2",
    );
  });
});
