/**
 * The listing flow's banners region with scripted loads (spec §7.2 fetchBannersList and
 * check_banner_product_id, §4 'Banners', §8 'Catalogue fetch failure: error stored').
 */
import type { Banner } from "@contract/site";
import { listingQueryOf } from "@domain/listing";
import {
  type CatalogueDownload,
  type ListingAnswer,
  type ListingLoad,
  type ListingRequest,
  listingRequestOf,
} from "@domain/listingFlow";
import { type BannerQuery, type StoreBanners, storeBannersShown } from "@domain/storeBanners";
import { toErrorData } from "@errors";
import { NetworkError } from "@errors/transport";
import { listingMachine } from "@machines/listing";
import { describe, expect, it } from "vitest";
import { makeScript, settle, startSystem } from "../support/harness";

const INDIA: BannerQuery = {
  url: "/",
  countryId: 976,
  countryName: "India",
  countryCode: "IN",
  page: "voucher",
};
const HUNGARY: BannerQuery = { ...INDIA, countryId: 974, countryName: "Hungary", countryCode: "HU" };

const banner = (url: string): Banner => ({
  isExternal: false,
  image: "/catalogue/banner.svg",
  mobile_image: "/catalogue/banner-mobile.svg",
  url,
  category: "voucher",
  type: "product",
});
const fashion = banner("/vouchers/description/fashion-gift-card/40211");
const threads = banner("/vouchers/description/threads-fashion-gift-card/40601");

const loaded = (query: BannerQuery, soldProductIds: readonly number[]): StoreBanners => ({
  query,
  banners: [fashion, threads],
  soldProductIds,
  fetchedAt: "2026-11-25T12:00:00.000Z",
});

const start = () => {
  const script = makeScript();
  const machine = listingMachine.provide({
    actors: {
      loadListing: script.manual<ListingAnswer, ListingLoad>("loadListing"),
      downloadCatalogue: script.manual<CatalogueDownload, ListingRequest>("downloadCatalogue"),
      loadBanners: script.manual<StoreBanners, BannerQuery>("loadBanners"),
    },
  });
  const started = startSystem(machine, "listing", undefined, []);
  const snapshot = () => started.actor.getSnapshot();
  const banners = () => (typeof snapshot().value === "object" ? snapshot().value.banners : null);
  return { ...started, script, snapshot, banners };
};

describe("spec §7.2 fetchBannersList: LISTING.BANNERS loads the banners of the listing's page", () => {
  it("loads the query's banners, then keeps them with the products the country has", async () => {
    const flow = start();
    expect(flow.banners()).toBe("idle");
    flow.actor.send({ type: "LISTING.BANNERS", query: INDIA });
    await settle();
    expect(flow.banners()).toBe("loading");
    expect(flow.script.calls).toEqual([{ name: "loadBanners", input: INDIA }]);
    await flow.script.answer("loadBanners", loaded(INDIA, [40211]));
    expect(flow.banners()).toBe("ready");
    const stored = flow.snapshot().context.banners;
    if (stored === null) throw new Error("no banners");
    // A product banner shows only for a product the country has (spec §7.2 check_banner_product_id).
    expect(storeBannersShown(stored)).toEqual([fashion]);
  });

  it("the same query again, while it loads or once loaded, does not load again", async () => {
    const flow = start();
    flow.actor.send({ type: "LISTING.BANNERS", query: INDIA });
    await settle();
    flow.actor.send({ type: "LISTING.BANNERS", query: { ...INDIA } });
    await settle();
    await flow.script.answer("loadBanners", loaded(INDIA, [40211]));
    flow.actor.send({ type: "LISTING.BANNERS", query: { ...INDIA } });
    await settle();
    expect(flow.script.names()).toEqual(["loadBanners"]);
  });

  it("another country loads again; the late answer of the first is ignored", async () => {
    const flow = start();
    flow.actor.send({ type: "LISTING.BANNERS", query: INDIA });
    await settle();
    flow.actor.send({ type: "LISTING.BANNERS", query: HUNGARY });
    await settle();
    expect(flow.script.calls.map((call) => call.input)).toEqual([INDIA, HUNGARY]);
    await flow.script.answer("loadBanners", loaded(INDIA, [40211]));
    expect(flow.snapshot().context.banners).toBeNull();
    await flow.script.answer("loadBanners", loaded(HUNGARY, [40601]));
    expect(flow.snapshot().context.banners?.query).toEqual(HUNGARY);
  });

  it("spec §8 'Catalogue fetch failure: error stored': a failed load keeps its error; the list is untouched", async () => {
    const flow = start();
    flow.actor.send({ type: "LISTING.BANNERS", query: INDIA });
    await settle();
    const error = toErrorData(new NetworkError({ operation: "fetchBannersList", reason: "offline" }));
    await flow.script.fail("loadBanners", error);
    expect(flow.banners()).toBe("failed");
    expect(flow.snapshot().context.bannersError).toEqual(error);
    expect(typeof flow.snapshot().value === "object" ? flow.snapshot().value.list : null).toBe("idle");
    flow.actor.send({ type: "LISTING.BANNERS", query: HUNGARY });
    await settle();
    expect(flow.snapshot().context.bannersError).toBeNull();
    expect(flow.banners()).toBe("loading");
  });

  it("the banners and the list never reset each other: a page change keeps the banners loading, and new banners keep the page loading", async () => {
    const flow = start();
    const list = () => (typeof flow.snapshot().value === "object" ? flow.snapshot().value.list : null);
    const page = (search: string) =>
      listingRequestOf("vouchers", listingQueryOf("vouchers", new URLSearchParams(search)), {
        url: "/",
        countryId: 976,
        isLoggedIn: false,
      });
    flow.actor.send({ type: "LISTING.BANNERS", query: INDIA });
    flow.actor.send({ type: "LISTING.SHOW", request: page("") });
    await settle();
    expect([list(), flow.banners()]).toEqual(["loading", "loading"]);
    flow.actor.send({ type: "LISTING.SHOW", request: page("page=2") });
    await settle();
    expect(flow.banners()).toBe("loading");
    flow.actor.send({ type: "LISTING.BANNERS", query: HUNGARY });
    await settle();
    expect(list()).toBe("loading");
    expect(flow.snapshot().context.requested?.page).toBe(2);
    expect(flow.script.names()).toEqual(["loadBanners", "loadListing", "loadListing", "loadBanners"]);
  });
});
