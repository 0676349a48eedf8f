/**
 * The late flows as the browser starts them (src/app/lateFlows.ts): the root runs with stand-ins
 * for them, a flow's chunk hands its machine to the running root, and FLOW.START spawns it; the
 * route of the page tells which flows to start at once. A log holding FLOW.START replays with 0
 * divergences, the flow spawned at the same step.
 */

import { lateFlowLoader, lateFlowsAt, provideLateFlow } from "@app/lateFlows";
import { MACHINE_HASHES } from "@app/machineHashes";
import { rootWithStartEffects, startStorefrontSystem } from "@app/start";
import { storefrontReplayOptions } from "@app/system";
import { parseLog } from "@domain/eventlog/format";
import { replay } from "@eventlog/replay";
import { rootWithAllFlows } from "@machines/index";
import { productMachine } from "@machines/product";
import { rootMachine, type StorefrontInput } from "@machines/root";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createActor, SimulatedClock, waitFor } from "xstate";
import { liveBrowser, type ReferenceApi, settle, startReferenceApi } from "../support/harness";

const input: StorefrontInput = {
  location: { origin: "http://storefront.test", pathname: "/marketplace", search: "" },
  viewport: { width: 1280, height: 800 },
  language: "en",
  loginFlag: false,
  walletId: null,
  supportEmail: "support@rewards-storefront.example",
  inIframe: false,
  features: { perksCompanies: null, cashout: true },
};

describe("which late flows a page needs at once", () => {
  it("its screen's flow, and the redemption guide for '?redeem=code' (spec §2.1)", () => {
    expect(lateFlowsAt("/marketplace", "")).toEqual([]);
    expect(lateFlowsAt("/marketplace/cart", "")).toEqual([]);
    expect(lateFlowsAt("/marketplace/checkout", "")).toEqual(["checkout"]);
    expect(lateFlowsAt("/marketplace/vouchers/description/amazon-pay/40211", "")).toEqual(["product"]);
    expect(lateFlowsAt("/acme/track-order", "")).toEqual(["trackOrder"]);
    expect(lateFlowsAt("/marketplace/payment-status/voucher/1001/k3y", "")).toEqual(["payment"]);
    expect(lateFlowsAt("/marketplace/payment-callback", "?order_id=1&key=k")).toEqual(["payment"]);
    expect(lateFlowsAt("/marketplace/login", "")).toEqual(["auth"]);
    expect(lateFlowsAt("/marketplace", "?redeem=code")).toEqual(["redeemGuide"]);
    expect(lateFlowsAt("/marketplace/checkout", "?redeem=code")).toEqual(["checkout", "redeemGuide"]);
    expect(lateFlowsAt("/no/such/page/at/all", "")).toEqual([]);
    // Every listing route of spec §2.3 is the one listing flow.
    for (const path of [
      "/vouchers",
      "/vouchers/category_id=698",
      "/merchandises",
      "/swag",
      "/perks",
      "/lounge",
    ])
      expect(lateFlowsAt(`/marketplace${path}`, "")).toEqual(["listing"]);
    for (const path of [
      "/charity",
      "/airmiles",
      "/personalize-category",
      "/custom-category",
      "/insurance",
      "/product-list",
    ])
      expect(lateFlowsAt(`/marketplace${path}`, "")).toEqual(["listing"]);
  });
});

describe("a late flow's machine handed to the running root", () => {
  it("is the one FLOW.START spawns", () => {
    const root = createActor(rootMachine, { input, systemId: "root" });
    root.start();
    provideLateFlow(root, "product", productMachine);
    root.send({ type: "FLOW.START", flow: "product" });
    const product = root.getSnapshot().children.product;
    expect(product?.getSnapshot()).toMatchObject({
      status: "active",
      value: "idle",
      context: { productId: null },
    });
    root.stop();
  });
});

describe("the loader against the reference API", () => {
  let api: ReferenceApi;
  beforeAll(async () => {
    api = await startReferenceApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it("loads the gift card page's flow with its live effects: the product is fetched", async () => {
    const { layer } = liveBrowser(api);
    const root = createActor(rootWithStartEffects(layer), { input, systemId: "root" });
    root.start();
    const loader = lateFlowLoader(root, layer, () => []);
    loader.startFor({ pathname: "/marketplace/vouchers/description/amazon-pay/40211", search: "" });
    loader.start("product");
    const spawned = await waitFor(root, (s) => s.children.product !== undefined, { timeout: 10_000 });
    const product = spawned.children.product;
    if (product === undefined) throw new Error("no product flow");
    expect(root.getSnapshot().context.lateFlows).toEqual(["product"]);
    product.send({ type: "PRODUCT.SHOW", productId: 40211 });
    const ready = await waitFor(product, (s) => s.matches("ready") || s.matches("failed"), {
      timeout: 10_000,
    });
    expect(ready.matches("ready")).toBe(true);
    expect(ready.context.productId).toBe(40211);
    expect(ready.context.product).not.toBeNull();
    root.stop();
  });
});

describe("a log holding FLOW.START", () => {
  it("replays with 0 divergences, each late flow spawned at the step it was", async () => {
    const clock = new SimulatedClock();
    const system = startStorefrontSystem({
      machine: rootWithAllFlows,
      input,
      clock,
      environment: { viewport: input.viewport, language: "en", url: "http://storefront.test/marketplace" },
      recordedAt: "2026-11-25T00:00:00.000Z",
      salt: "test-salt",
    });
    const { root } = system;
    root.send({ type: "UI.OPEN_DIALOG", dialog: "trackOrder" });
    root.send({ type: "FLOW.START", flow: "trackOrder" });
    root.system.get("trackOrder")?.send({ type: "TRACK_ORDER.ORDER_ID", order_id: "1001" });
    root.send({ type: "FLOW.START", flow: "checkout" });
    root.send({ type: "FLOW.START", flow: "checkout" });
    await settle();
    const log = parseLog(system.recorder.toText());
    const steps = log.entries.map((e) => `${e.input} ${e.actor} ${e.event.type}`);
    const start = steps.indexOf("external root FLOW.START");
    expect(steps.slice(start, start + 4)).toEqual([
      "external root FLOW.START",
      "init trackOrder xstate.init",
      "internal trackOrder SITE.SETTINGS",
      "internal trackOrder COUNTRY.SELECTED",
    ]);
    expect(steps).toContain("internal trackOrder DIALOG.OPEN");
    expect(steps.filter((s) => s === "init checkout xstate.init")).toHaveLength(1);
    // The header names every machine of the build, late ones too, with the hashes computed ahead.
    expect(log.header.machines).toEqual(MACHINE_HASHES);
    const outcome = replay(log, storefrontReplayOptions());
    expect(outcome.kind === "diverged" ? outcome.divergence : outcome.kind).toBe("replayed");
    root.stop();
  });
});
