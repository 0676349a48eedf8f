/**
 * The listing programs against the reference API over real HTTP (spec §2.3 listing routes, §7.3
 * 'Listings', 'Perks', 'Product listing', downloadVoucherCatalogue {categoryType}, §8 'Catalogue
 * fetch failure', 'Route not enabled or unknown'), and the listing flow run with them.
 */

import { CATALOGUE_CSV_COLUMNS } from "@contract/listing";
import { type ListingRoute, listingQueryOf } from "@domain/listing";
import { type ListingRequest, listingRequestOf } from "@domain/listingFlow";
import { downloadCatalogue, listingActors, loadListing } from "@effects/listing";
import { Downloads, makeMemoryDownloads } from "@effects/runtime/downloads";
import type { StorefrontServices } from "@effects/runtime/layer";
import { listingMachine } from "@machines/listing";
import { Effect, Layer } from "effect";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { liveBrowser, type ReferenceApi, startReferenceApi } from "../support/harness";

let api: ReferenceApi;

beforeAll(async () => {
  api = await startReferenceApi();
});
afterEach(() => {
  api.app.faults.clear();
});
afterAll(async () => {
  await api.close();
});

const INDIA = 976;
const JAPAN = 983;
const UNITED_STATES = 1101;

const request = (route: ListingRoute, search = "", countryId = INDIA, url = "/"): ListingRequest =>
  listingRequestOf(route, listingQueryOf(route, new URLSearchParams(search)), {
    url,
    countryId,
    isLoggedIn: false,
  });

const run = <A, E>(program: Effect.Effect<A, E, StorefrontServices>) =>
  Effect.runPromise(Effect.provide(program, liveBrowser(api).layer));

const load = async (asked: ListingRequest) => {
  const answer = await run(loadListing({ request: asked, families: null }));
  if (!answer.shown) throw new Error("the listing is not shown");
  return answer;
};

describe("spec §7.3 filter_list + voucher_list: a family's page and its categories", () => {
  it("/vouchers in India: 23 gift cards, 12 a page, and the categories with their counts", async () => {
    const answer = await load(request("vouchers"));
    expect(answer.type).toBe("vouchers");
    expect(answer.page).toMatchObject({ total: 23, limit: 12, offset: 0, filter_value_id: null });
    expect(answer.page.data).toHaveLength(12);
    expect(answer.families).toHaveLength(1);
    expect(answer.families[0]?.filters).toContainEqual(
      expect.objectContaining({ filter_value_id: 698, filter_value: "Ecommerce", count: 5 }),
    );
  });

  it("the categories are not asked for again when the flow has them", async () => {
    const first = await load(request("vouchers"));
    const again = await run(
      loadListing({ request: request("vouchers", "page=2"), families: first.families }),
    );
    expect(again.shown && again.families).toBe(first.families);
    expect(again.shown && again.page.offset).toBe(12);
  });

  it("spec §4 'Country selection': Ecommerce in Japan is the yen Orbit Shopping Gift Card", async () => {
    const answer = await load(request("vouchers", "category_id=698", JAPAN));
    expect(answer.page.filter_value_id).toBe(698);
    expect(answer.page.data.map((p) => [p.product_id, p.currency_code])).toEqual([[40501, "JPY"]]);
  });

  it("/swag is merchandise with filter value 1390 (spec §2.3)", async () => {
    const answer = await load(request("swag"));
    expect(answer.type).toBe("merchandise");
    expect(answer.page).toMatchObject({ filter_value_id: 1390, total: 5 });
  });

  it("/insurance in the United States lists its four covers in dollars", async () => {
    const answer = await load(request("insurance", "", UNITED_STATES));
    expect(answer.page.total).toBe(4);
    expect(new Set(answer.page.data.map((p) => p.currency_code))).toEqual(new Set(["USD"]));
  });
});

describe("spec §7.3 perks: perksCategories, fetchPerks, perks by category, newPerks", () => {
  it("/perks's first page carries the four newest offers; a category's page does not", async () => {
    const answer = await load(request("perks"));
    expect(answer.families[0]?.filter_group_id).toBe(48);
    expect(answer.fresh.map((p) => p.product_id)).toEqual([72009, 72008, 72007, 72006]);
    const food = await load(request("perks", "filter_value_id=1302"));
    // Free Popcorn at CineMax (44005) joined the four Food & Beverage offers.
    expect(food.page).toMatchObject({ filter_value_id: 1302, total: 5 });
    expect(food.fresh).toEqual([]);
  });
});

describe("spec §7.3 plumProListing fetchFilters + fetchVouchers: the product list", () => {
  it("without a family, lists the first family the site shows; with one, that family", async () => {
    const first = await load(request("product-list"));
    expect(first.families.map((f) => f.type)).toContain("lounge");
    expect(first.type).toBe(first.families[0]?.type);
    const lounge = await load(request("product-list", "categoryType=lounge"));
    expect(lounge.type).toBe("lounge");
    expect(lounge.page.total).toBe(12);
  });
});

describe("spec §2.2, §8: a family the site does not show", () => {
  it("the Membership listing on the default store is not shown", async () => {
    expect(await run(loadListing({ request: request("custom-category"), families: null }))).toEqual({
      shown: false,
    });
  });

  it("a failed call fails the load with its transport error (spec §8 'Catalogue fetch failure')", async () => {
    api.app.faults.set({ operation: "voucher_list", status: 503, times: 1 });
    const error = await run(Effect.flip(loadListing({ request: request("vouchers"), families: null })));
    expect(error._tag).toBe("ServerError");
  });
});

describe("spec §7.3 downloadVoucherCatalogue {categoryType}: a real CSV file of the listing", () => {
  it("saves the Ecommerce gift cards in India as CSV with the header row and one row each", async () => {
    const downloads = makeMemoryDownloads();
    const layer = Layer.merge(liveBrowser(api).layer, Downloads.layerTest(downloads));
    const saved = await Effect.runPromise(
      Effect.provide(downloadCatalogue(request("vouchers", "category_id=698")), layer),
    );
    expect(saved).toMatchObject({ rows: 5, total: 5 });
    expect(downloads.saved).toHaveLength(1);
    const file = downloads.saved[0];
    expect(file?.contentType).toBe("text/csv");
    expect(file?.fileName).toBe(saved.fileName);
    const lines = (file?.text ?? "").trimEnd().split("\r\n");
    expect(lines[0]).toBe(CATALOGUE_CSV_COLUMNS.join(","));
    expect(lines).toHaveLength(6);
  });
});

describe("spec §7.3 plumProListing 'File download {add_data, skip true}': the file the shopper saves is fetched by it", () => {
  const saveWith = (downloads: ReturnType<typeof makeMemoryDownloads>) =>
    Effect.provide(
      Effect.flip(downloadCatalogue(request("vouchers", "category_id=698"))),
      Layer.merge(liveBrowser(api).layer, Downloads.layerTest(downloads)),
    );

  it("a failing file download saves nothing: the download fails as the transport failed", async () => {
    api.app.faults.set({ operation: "fileDownload", status: 500, times: 1 });
    const downloads = makeMemoryDownloads();
    const error = await Effect.runPromise(saveWith(downloads));
    expect(error._tag).not.toBe("CatalogueFetchFailed");
    expect(downloads.saved).toHaveLength(0);
  });

  it("a file gone before it is fetched fails with CatalogueFetchFailed carrying the server's words (spec §8)", async () => {
    // The prepared file is dropped as soon as it is kept: its key is unknown when fetched.
    api.db.exec(
      "CREATE TEMP TRIGGER drop_catalogue_file AFTER INSERT ON catalogue_files BEGIN DELETE FROM catalogue_files WHERE file_key = NEW.file_key; END;",
    );
    try {
      const downloads = makeMemoryDownloads();
      const error = await Effect.runPromise(saveWith(downloads));
      expect(error).toMatchObject({
        _tag: "CatalogueFetchFailed",
        reason: "This catalogue file is no longer available. Download the catalogue again.",
      });
      expect(downloads.saved).toHaveLength(0);
    } finally {
      api.db.exec("DROP TRIGGER drop_catalogue_file");
    }
  });
});

describe("the listing flow with the live programs", () => {
  it("loads /vouchers, then Japan's Ecommerce, over HTTP", async () => {
    const downloads = makeMemoryDownloads();
    const actor = createActor(
      listingMachine.provide({
        actors: listingActors(liveBrowser(api).layer, Downloads.layerTest(downloads)),
      }),
    ).start();
    actor.send({ type: "LISTING.SHOW", request: request("vouchers") });
    const ready = await waitFor(actor, (s) => s.matches({ list: "ready" }));
    expect(ready.context.page?.total).toBe(23);
    actor.send({ type: "LISTING.SHOW", request: request("vouchers", "category_id=698", JAPAN) });
    const japan = await waitFor(actor, (s) => s.matches({ list: "ready" }) && s.context.page?.total === 1);
    expect(japan.context.applied?.filterValueId).toBe("698");
    actor.send({ type: "LISTING.DOWNLOAD" });
    const saved = await waitFor(actor, (s) => s.context.downloaded !== null);
    expect(saved.context.downloaded?.rows).toBe(1);
    expect(downloads.saved[0]?.text).toContain("Orbit Shopping Gift Card");
    actor.stop();
  });
});
