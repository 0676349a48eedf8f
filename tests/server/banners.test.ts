/**
 * The store listings' banner calls of the reference API (spec §7.2 'Store banners
 * (fetchBannersList)' {voucherParams}, 'Banner product ids (check_banner_product_id)'
 * {productIds, custom_url, country_id, country_name, countryCode} → checkProductIdForBanners;
 * §9 'Country id 976 (India) ... in the banner check (country name India, code IN)').
 */
import { checkBannerProductId, fetchBannersList } from "@contract/banners";
import { operationPath } from "@contract/operation";
import { describe, expect, it } from "vitest";
import { BannerCallTexts } from "../../server/domains/site/bannerHandlers";
import { makeTestServer } from "../../server/testing";

const { call, post } = makeTestServer();

interface Country {
  readonly country_id: number;
  readonly country_name: string;
  readonly countryCode: string;
}

const INDIA: Country = { country_id: 976, country_name: "India", countryCode: "IN" };

describe("fetchBannersList {voucherParams} (spec §7.2)", () => {
  it("is served at the stores tag under its own name", () => {
    expect(operationPath(fetchBannersList, "public")).toBe("/chef/api/public/graph/stores/fetchBannersList");
  });

  it("answers the banners of the country and page, in order, with their UTC times (spec §3, §4)", async () => {
    const res = await call(fetchBannersList, {
      voucherParams: { url: "/", country_id: 976, page: "voucher" },
    });
    expect(res.status).toBe(200);
    const answer = res.data?.data.fetchBannersList;
    if (answer?.success !== 1) throw new Error("refused");
    expect(answer.data.map((b) => b.url)).toEqual([
      "/vouchers/description/reel-cinema-gift-card/51270",
      "/vouchers/description/fashion-gift-card/40211",
      "/vouchers/description/threads-fashion-gift-card/40601",
    ]);
    expect(answer.data[0]).toMatchObject({
      type: "product",
      activeTime: "2025-10-01T00:00:00Z",
      expiryTime: "2025-12-31T23:59:59Z",
    });
  });

  it("answers another country's banners by its id (Hungary, 974), and none for a page it has none on", async () => {
    const home = await call(fetchBannersList, {
      voucherParams: { url: "/", country_id: 974, page: "homepage" },
    });
    const hungary = home.data?.data.fetchBannersList;
    expect(hungary?.success === 1 ? hungary.data.map((b) => b.url) : null).toEqual([
      "/vouchers/description/threads-fashion-gift-card/40601",
    ]);
    const lounge = await call(fetchBannersList, {
      voucherParams: { url: "/", country_id: 974, page: "lounge" },
    });
    expect(lounge.data?.data.fetchBannersList).toEqual({ success: 1, data: [] });
  });

  it("refuses an unknown site or country with a clear message, in the shopper's language", async () => {
    const site = await call(fetchBannersList, {
      voucherParams: { url: "/nowhere", country_id: 976, page: "voucher" },
    });
    expect(site.data?.data.fetchBannersList).toEqual({ success: 0, message: "This store is unknown." });
    const country = await call(
      fetchBannersList,
      { voucherParams: { url: "/", country_id: 1, page: "voucher" } },
      { headers: { lng: "de" } },
    );
    expect(country.data?.data.fetchBannersList).toEqual({
      success: 0,
      message: BannerCallTexts.de.unknownCountry,
    });
    expect(BannerCallTexts.de.unknownCountry).toBe("Dieses Land ist unbekannt.");
  });

  it("refuses a page that is not a banner page (spec §3) as a malformed request", async () => {
    const res = await post(
      operationPath(fetchBannersList, "public"),
      JSON.stringify({
        query: fetchBannersList.query,
        tag: "stores",
        variables: { voucherParams: { url: "/", country_id: 976, page: "charity" } },
      }),
      { pltfm: "4", lng: "en" },
    );
    expect(res.status).toBe(400);
  });
});

describe("check_banner_product_id → checkProductIdForBanners (spec §7.2, §9)", () => {
  const check = (productIds: readonly number[], custom_url = "/", country: Country = INDIA) =>
    call(checkBannerProductId, { productIds, custom_url, ...country }).then(
      (res) => res.data?.data.checkProductIdForBanners,
    );

  it("is served under its own name and answered under checkProductIdForBanners", async () => {
    expect(operationPath(checkBannerProductId, "public")).toBe(
      "/chef/api/public/graph/stores/check_banner_product_id",
    );
    expect(await check([])).toEqual({ success: 1, data: { productIds: [] } });
  });

  it("keeps the products sold in India (976, India, IN), in the asked order, and drops Hungary's", async () => {
    expect(await check([40601, 40211, 61022, 99999999])).toEqual({
      success: 1,
      data: { productIds: [40211, 61022] },
    });
  });

  it("answers for the country asked: Hungary has 40601 and not 40211", async () => {
    expect(
      await check([40211, 40601], "/", { country_id: 974, country_name: "Hungary", countryCode: "HU" }),
    ).toEqual({ success: 1, data: { productIds: [40601] } });
  });

  it("drops a product of a family the site does not show (acme lists no lounge)", async () => {
    const everywhere = await check([45001]);
    expect(everywhere).toEqual({ success: 1, data: { productIds: [45001] } });
    expect(await check([45001], "/acme")).toEqual({ success: 1, data: { productIds: [] } });
  });

  it("refuses a country whose name or code is not its id's, an unknown country and an unknown site", async () => {
    expect(
      await check([40211], "/", { country_id: 976, country_name: "Hungary", countryCode: "IN" }),
    ).toEqual({
      success: 0,
      message: "The country name and code do not match the country id.",
    });
    expect(await check([40211], "/", { country_id: 976, country_name: "india", countryCode: "in" })).toEqual({
      success: 1,
      data: { productIds: [40211] },
    });
    expect(await check([40211], "/", { country_id: 1, country_name: "India", countryCode: "IN" })).toEqual({
      success: 0,
      message: "This country is unknown.",
    });
    expect(await check([40211], "/nowhere")).toEqual({ success: 0, message: "This store is unknown." });
  });
});
