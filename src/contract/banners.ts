/**
 * The store listings' banner calls (spec §7.2 'Store banners (fetchBannersList)', 'Banner product
 * ids (check_banner_product_id)', §3 'Banner', §9 'Country id 976 (India) ... in the banner
 * check'). Loaded only with the listing pages, apart from the landing page's banner module
 * (stores getBannerModule, ./site.ts).
 */
import { Schema } from "effect";
import { envelope, graph } from "./operation";
import { Banner, BannerPage, Failure } from "./site";

const Int = Schema.Number.check(Schema.isInt());

/**
 * fetchBannersList's voucherParams: the listing's site (branding custom_url), its country and
 * the banner page the listing shows (spec §3: homepage, merchandise, experience, voucher,
 * lounge). The spec names the payload key only; these fields are this contract's.
 */
export const VoucherParams = Schema.Struct({
  url: Schema.String,
  country_id: Int,
  page: BannerPage,
});
export type VoucherParams = typeof VoucherParams.Type;

/**
 * stores fetchBannersList {voucherParams} (spec §7.2). The spec does not show the response: here
 * it is `{success: 1, data}`, the banners of the country and page in the configured order, with
 * their activeTime and expiryTime (the client applies the time rule of spec §4); an unknown site
 * or country is refused (`{success: 0, message}`).
 */
export const fetchBannersList = graph({
  query: "stores.query.fetchBannersList",
  tag: "stores",
  access: "either",
  variables: Schema.Struct({ voucherParams: VoucherParams }),
  response: envelope(
    "fetchBannersList",
    Schema.Union([Schema.Struct({ success: Schema.Literal(1), data: Schema.Array(Banner) }), Failure]),
  ),
});

/** Most product ids one banner check asks about. */
export const BANNER_CHECK_MAX_IDS = 50;

/**
 * stores check_banner_product_id {productIds, custom_url, country_id, country_name, countryCode}
 * (spec §7.2; §9: country id 976, name India, code IN by default), read as
 * checkProductIdForBanners. The spec does not show the response: here it is `{success: 1, data:
 * {productIds}}`, the asked ids the site sells in the country (in the asked order); an unknown
 * site, or a country whose id, name and code do not agree, is refused (`{success: 0, message}`).
 */
export const checkBannerProductId = graph({
  query: "stores.query.check_banner_product_id",
  tag: "stores",
  access: "either",
  variables: Schema.Struct({
    productIds: Schema.Array(Int).check(Schema.isMaxLength(BANNER_CHECK_MAX_IDS)),
    custom_url: Schema.String,
    country_id: Int,
    country_name: Schema.String,
    countryCode: Schema.String,
  }),
  response: envelope(
    "checkProductIdForBanners",
    Schema.Union([
      Schema.Struct({ success: Schema.Literal(1), data: Schema.Struct({ productIds: Schema.Array(Int) }) }),
      Failure,
    ]),
  ),
});
