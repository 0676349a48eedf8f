/**
 * The listing flow with scripted loads (spec §2.3 listing routes, §4 'Catalogue loads' fetching →
 * fetched or failed, 'Country selection', §7.3 downloadVoucherCatalogue, §8 'Catalogue fetch
 * failure: error stored', 'Route not enabled or unknown').
 */

import type { ListingPage, ListingProduct } from "@contract/listing";
import { listingQueryOf } from "@domain/listing";
import {
  type CatalogueDownload,
  type ListingAnswer,
  type ListingFamily,
  type ListingLoad,
  type ListingRequest,
  listingRequestOf,
} from "@domain/listingFlow";
import { toErrorData } from "@errors";
import { NetworkError } from "@errors/transport";
import { listingEventSchemas, listingMachine } from "@machines/listing";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import type { SnapshotFrom } from "xstate";
import { makeScript, settle, startSystem } from "../support/harness";

const INDIA = { url: "/", countryId: 976, isLoggedIn: false };
const JAPAN = { ...INDIA, countryId: 983 };

const request = (route: Parameters<typeof listingQueryOf>[0], search = "", scope = INDIA): ListingRequest =>
  listingRequestOf(route, listingQueryOf(route, new URLSearchParams(search)), scope);

const product = (id: number, name: string): ListingProduct => ({
  product_id: id,
  name,
  url: name.toLowerCase().replaceAll(" ", "-"),
  type: "vouchers",
  filter_group_id: 37,
  image: "/img/p.png",
  country_id: 976,
  country_name: "India",
  currency_code: "INR",
  denominations: [500, 1000],
  min_price: 500,
  max_price: 1000,
  spl_discount: 0,
  is_recommended: 0,
  categories: "698",
  category: null,
  conversion_ratio: 1,
  points_only: 0,
});

const pageOf = (change: Partial<ListingPage> = {}): ListingPage => ({
  success: 1,
  total: 2,
  limit: 12,
  offset: 0,
  sort_by: "popular",
  filter_value_id: null,
  search_key: "",
  data: [product(28501, "Shopping Gift Card"), product(40106, "Wander Travel Gift Card")],
  ...change,
});

const vouchersFamily: ListingFamily = {
  type: "vouchers",
  filter_group_id: 37,
  total: 2,
  filters: [{ filter_value_id: 698, filter_value: "shopping", promoted_category: 0, image: "", count: 2 }],
};

const shownAnswer = (page: ListingPage = pageOf()): ListingAnswer => ({
  shown: true,
  families: [vouchersFamily],
  type: "vouchers",
  page,
  fresh: [],
});

const stateOf = (snapshot: SnapshotFrom<typeof listingMachine>) => ({
  list: typeof snapshot.value === "object" ? snapshot.value.list : null,
  ...snapshot.context,
});

const start = () => {
  const script = makeScript();
  const machine = listingMachine.provide({
    actors: {
      loadListing: script.manual<ListingAnswer, ListingLoad>("loadListing"),
      downloadCatalogue: script.manual<CatalogueDownload, ListingRequest>("downloadCatalogue"),
    },
  });
  const started = startSystem(machine, "listing", undefined, []);
  const state = () => stateOf(started.actor.getSnapshot());
  const send = (event: Parameters<typeof started.actor.send>[0]) => started.actor.send(event);
  return { ...started, script, state, send };
};

/** A listing shown and ready. */
const shown = async (asked: ListingRequest, answer: ListingAnswer = shownAnswer()) => {
  const flow = start();
  flow.send({ type: "LISTING.SHOW", request: asked });
  await settle();
  await flow.script.answer("loadListing", answer);
  return flow;
};

describe("the listing machine follows the machine rules", () => {
  it("has the id 'listing' and handles every event it describes", () => {
    expect(listingMachine.id).toBe("listing");
    const handled = new Set<string>(listingMachine.root.events);
    for (const schema of listingEventSchemas) {
      const literal = schema.fields.type.ast._tag === "Literal" ? schema.fields.type.ast.literal : undefined;
      expect(handled.has(String(literal)), String(literal)).toBe(true);
      expect(Schema.isSchema(schema)).toBe(true);
    }
  });
});

describe("spec §4 'Catalogue loads': LISTING.SHOW loads a page, fetching → fetched or failed", () => {
  it("starts idle, loads the request with its categories, then is ready", async () => {
    const flow = start();
    expect(flow.state()).toMatchObject({ list: "idle", page: null });
    const asked = request("vouchers", "category_id=698&sort_by=name");
    flow.send({ type: "LISTING.SHOW", request: asked });
    await settle();
    expect(flow.state().list).toBe("loading");
    expect(flow.actor.getSnapshot().hasTag("loading")).toBe(true);
    expect(flow.script.calls).toEqual([{ name: "loadListing", input: { request: asked, families: null } }]);
    const answer = shownAnswer(pageOf({ filter_value_id: 698, sort_by: "name" }));
    await flow.script.answer("loadListing", answer);
    expect(flow.state()).toMatchObject({
      list: "ready",
      families: [vouchersFamily],
      notices: [],
      error: null,
    });
    expect(flow.state().applied).toEqual(asked);
  });

  it("the same request again, while it loads or once shown, does not load again", async () => {
    const asked = request("vouchers");
    const flow = await shown(asked);
    flow.send({ type: "LISTING.SHOW", request: asked });
    await settle();
    expect(flow.script.names()).toEqual(["loadListing"]);
    expect(flow.state().list).toBe("ready");
  });

  it("another page of the same family in the same country reuses the categories it has", async () => {
    const flow = await shown(request("vouchers"));
    const sorted = request("vouchers", "sort_by=price_up");
    flow.send({ type: "LISTING.SHOW", request: sorted });
    await settle();
    expect(flow.script.calls[1]).toEqual({
      name: "loadListing",
      input: { request: sorted, families: [vouchersFamily] },
    });
    // The page shown stays while the next one loads.
    expect(flow.state()).toMatchObject({ list: "loading", page: pageOf() });
  });

  it("spec §4 'Country selection': another country asks for the categories again", async () => {
    const flow = await shown(request("vouchers"));
    const inJapan = request("vouchers", "", JAPAN);
    flow.send({ type: "LISTING.SHOW", request: inJapan });
    await settle();
    expect(flow.script.calls[1]).toEqual({
      name: "loadListing",
      input: { request: inJapan, families: null },
    });
  });

  it("a category the country does not have falls back to the whole family, with a notice; the corrected URL does not load again", async () => {
    const asked = request("vouchers", "category_id=698&page=4", JAPAN);
    const flow = await shown(asked, shownAnswer(pageOf({ filter_value_id: null, offset: 0 })));
    expect(flow.state().notices).toEqual(["unknownCategory", "pageBeyondEnd"]);
    const corrected = request("vouchers", "", JAPAN);
    expect(flow.state().applied).toEqual(corrected);
    flow.send({ type: "LISTING.SHOW", request: corrected });
    await settle();
    expect(flow.script.names()).toEqual(["loadListing"]);
    expect(flow.state().notices).toEqual(["unknownCategory", "pageBeyondEnd"]);
  });

  it("spec §2.2, §8 'Route not enabled or unknown': an answer with success 0 is notShown and forgets the page", async () => {
    const flow = await shown(request("vouchers"));
    flow.send({ type: "LISTING.SHOW", request: request("lounge") });
    await settle();
    await flow.script.answer("loadListing", { shown: false });
    expect(flow.state()).toMatchObject({ list: "notShown", page: null, applied: null });
  });

  it("a new request while one loads interrupts it and its late answer is ignored", async () => {
    const flow = start();
    flow.send({ type: "LISTING.SHOW", request: request("vouchers") });
    await settle();
    const named = request("vouchers", "sort_by=name");
    flow.send({ type: "LISTING.SHOW", request: named });
    await settle();
    expect(flow.script.names()).toEqual(["loadListing", "loadListing"]);
    // The first call's answer comes late: ignored.
    await flow.script.answer("loadListing", shownAnswer());
    expect(flow.state()).toMatchObject({ list: "loading", page: null });
    await flow.script.answer("loadListing", shownAnswer(pageOf({ sort_by: "name" })));
    expect(flow.state()).toMatchObject({ list: "ready", requested: named });
    expect(flow.state().page?.sort_by).toBe("name");
  });
});

describe("spec §8 'Catalogue fetch failure: error stored': a failed load and its retry", () => {
  it("stores the error in 'failed'; LISTING.RETRY loads the same request again and recovers", async () => {
    const flow = start();
    const asked = request("perks");
    flow.send({ type: "LISTING.SHOW", request: asked });
    await settle();
    const error = toErrorData(new NetworkError({ operation: "fetchPerks", reason: "offline" }));
    await flow.script.fail("loadListing", error);
    expect(flow.state()).toMatchObject({ list: "failed", error });
    flow.send({ type: "LISTING.SHOW", request: asked });
    await settle();
    expect(flow.script.names()).toEqual(["loadListing"]);
    flow.send({ type: "LISTING.RETRY" });
    await settle();
    expect(flow.script.calls[1]).toEqual({ name: "loadListing", input: { request: asked, families: null } });
    await flow.script.answer("loadListing", shownAnswer());
    expect(flow.state()).toMatchObject({ list: "ready", error: null });
  });
});

describe("spec §7.3 downloadVoucherCatalogue: LISTING.DOWNLOAD saves the listing as shown", () => {
  it("does nothing before a page is shown", () => {
    const flow = start();
    flow.send({ type: "LISTING.DOWNLOAD" });
    expect(flow.script.names()).toEqual([]);
  });

  it("downloads the applied request, keeps the listing ready, and stores the file saved", async () => {
    const asked = request("vouchers", "category_id=698&sort_by=name");
    const flow = await shown(asked, shownAnswer(pageOf({ filter_value_id: 698, sort_by: "name" })));
    flow.send({ type: "LISTING.DOWNLOAD" });
    await settle();
    expect(flow.actor.getSnapshot().hasTag("downloading")).toBe(true);
    expect(flow.script.calls[1]).toEqual({ name: "downloadCatalogue", input: asked });
    const file: CatalogueDownload = { fileName: "vouchers-catalogue.csv", rows: 2, total: 2 };
    await flow.script.answer("downloadCatalogue", file);
    expect(flow.state()).toMatchObject({ list: "ready", downloaded: file, downloadError: null });
  });

  it("a failed download keeps its error until the next try, and the listing stays", async () => {
    const flow = await shown(request("vouchers"));
    flow.send({ type: "LISTING.DOWNLOAD" });
    await settle();
    const error = toErrorData(new NetworkError({ operation: "downloadVoucherCatalogue", reason: "offline" }));
    await flow.script.fail("downloadCatalogue", error);
    expect(flow.state()).toMatchObject({ list: "ready", downloadError: error });
    flow.send({ type: "LISTING.DOWNLOAD" });
    await settle();
    await flow.script.answer("downloadCatalogue", { fileName: "f.csv", rows: 2, total: 2 });
    expect(flow.state().downloadError).toBeNull();
  });
});
