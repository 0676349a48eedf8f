/**
 * The store banners' programs against the reference API over real HTTP (spec §7.2 'Store banners
 * (fetchBannersList)' {voucherParams}, 'Banner product ids (check_banner_product_id)' →
 * checkProductIdForBanners, §9 country 976 India IN, §8 'Catalogue fetch failure: error stored').
 */
import { type BannerQuery, storeBannersShown } from "@domain/storeBanners";
import { checkBannerProducts, loadStoreBanners } from "@effects/banners";
import type { StorefrontServices } from "@effects/runtime/layer";
import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveBrowser, type ReferenceApi, startReferenceApi } from "../support/harness";

let api: ReferenceApi;

beforeAll(async () => {
  api = await startReferenceApi();
});
afterAll(async () => {
  await api.close();
});

const run = <A, E>(program: Effect.Effect<A, E, StorefrontServices>) =>
  Effect.runPromise(Effect.provide(program, liveBrowser(api).layer));

const INDIA: BannerQuery = {
  url: "/",
  countryId: 976,
  countryName: "India",
  countryCode: "IN",
  page: "voucher",
};

describe("spec §7.2: a listing's banners, its product banners checked against the country", () => {
  it("loads India's gift-card banners and keeps the products India has (40211), not Hungary's (40601)", async () => {
    const loaded = await run(loadStoreBanners(INDIA));
    expect(loaded.query).toEqual(INDIA);
    expect(loaded.banners.map((b) => b.url)).toEqual([
      "/vouchers/description/reel-cinema-gift-card/51270",
      "/vouchers/description/fashion-gift-card/40211",
      "/vouchers/description/threads-fashion-gift-card/40601",
    ]);
    expect(loaded.soldProductIds).toEqual([51270, 40211]);
    // The expired Reel Cinema banner stays hidden by the time rule of spec §4.
    expect(storeBannersShown(loaded, "2026-11-25T12:00:00.000Z").map((b) => b.url)).toEqual([
      "/vouchers/description/fashion-gift-card/40211",
    ]);
  });

  it("in Hungary the same check keeps Hungary's product", async () => {
    const sold = await run(
      checkBannerProducts(
        { ...INDIA, countryId: 974, countryName: "Hungary", countryCode: "HU" },
        [40211, 40601],
      ),
    );
    expect(sold).toEqual([40601]);
  });

  it("a page without product banners asks no check", async () => {
    const loaded = await run(loadStoreBanners({ ...INDIA, page: "merchandise" }));
    expect(loaded.banners.map((b) => b.type)).toEqual(["category"]);
    expect(loaded.soldProductIds).toEqual([]);
  });

  it("spec §8: a refusal fails with CatalogueFetchFailed and the server's words", async () => {
    const error = await run(Effect.flip(loadStoreBanners({ ...INDIA, url: "/nowhere" })));
    expect(error._tag).toBe("CatalogueFetchFailed");
    expect(error._tag === "CatalogueFetchFailed" ? error.reason : null).toBe("This store is unknown.");
    const mismatch = await run(Effect.flip(checkBannerProducts({ ...INDIA, countryCode: "HU" }, [40211])));
    expect(mismatch._tag === "CatalogueFetchFailed" ? mismatch.reason : null).toBe(
      "The country name and code do not match the country id.",
    );
  });
});
