/**
 * The gift-card detail call against the reference API over real HTTP (spec §7.3 'Product data:
 * getProduct', §8 'Catalogue fetch failure: error stored', 'HTTP 401').
 */

import { baseConversionValueOf } from "@domain/product";
import { loadProduct, productActors } from "@effects/product";
import type { StorefrontServices } from "@effects/runtime/layer";
import { productMachine } from "@machines/product";
import { Effect, type Layer } from "effect";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "xstate";
import { liveBrowser, type ReferenceApi, startReferenceApi, startSystem } from "../support/harness";

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

const run = <A, E>(
  program: Effect.Effect<A, E, StorefrontServices>,
  layer: Layer.Layer<StorefrontServices>,
) => Effect.runPromise(Effect.provide(program, layer));

describe("spec §7.3 voucher getProduct", () => {
  it("answers the INR Shopping Gift Card 28501 with its denominations", async () => {
    const { layer } = liveBrowser(api);
    const product = await run(loadProduct({ productId: 28501, source: "catalogue" }), layer);
    expect(product).toMatchObject({
      product_id: 28501,
      name: "Shopping Gift Card",
      currency_code: "INR",
      denominations: [500, 1000, 2000],
      conversion_ratio: 1,
    });
    expect(baseConversionValueOf(product)).toBe(1);
  });

  it("answers the Wander Travel Gift Card 40106 as an amount from INR 1000 to 50000", async () => {
    const { layer } = liveBrowser(api);
    const product = await run(loadProduct({ productId: 40106, source: "catalogue" }), layer);
    expect(product).toMatchObject({
      denominations: [],
      min_price: 1000,
      max_price: 50000,
      spl_discount: 2.5,
    });
  });

  it("answers the JPY Orbit Shopping Gift Card 40501 with a conversion_ratio of 1.78 yen per rupee", async () => {
    const { layer } = liveBrowser(api);
    const product = await run(loadProduct({ productId: 40501, source: "catalogue" }), layer);
    expect(product).toMatchObject({ currency_code: "JPY", denominations: [1000, 3000, 5000] });
    expect(product.conversion_ratio).toBe(1.78);
    expect(baseConversionValueOf(product)).toBe(0.5618);
  });
});

describe("spec §8 'Catalogue fetch failure: error stored'", () => {
  it("success 0 (an unknown id) fails with CatalogueFetchFailed carrying the server's message", async () => {
    const { layer } = liveBrowser(api);
    const error = await run(Effect.flip(loadProduct({ productId: 99999, source: "catalogue" })), layer);
    expect(error).toMatchObject({ _tag: "CatalogueFetchFailed", reason: "No product with id 99999" });
  });

  it("HTTP 401 fails as Unauthenticated, a transport failure as it is", async () => {
    const { layer } = liveBrowser(api);
    api.app.faults.set({ operation: "getProduct", status: 401, times: 1 });
    const unauthenticated = await run(
      Effect.flip(loadProduct({ productId: 28501, source: "catalogue" })),
      layer,
    );
    expect(unauthenticated._tag).toBe("Unauthenticated");
    api.app.faults.set({ operation: "getProduct", status: 500, times: 1 });
    const failed = await run(Effect.flip(loadProduct({ productId: 28501, source: "catalogue" })), layer);
    expect(failed._tag).not.toBe("CatalogueFetchFailed");
  });

  it("the live machine: an unknown id is 'failed' with the error stored; a known id is 'ready'", async () => {
    const { layer } = liveBrowser(api);
    const { actor } = startSystem(
      productMachine.provide({ actors: productActors(layer) }),
      "product",
      { location: { pathname: "/marketplace", search: "" } },
      [],
    );
    actor.send({ type: "PRODUCT.SHOW", productId: 99999 });
    const failed = await waitFor(actor, (s) => s.matches("failed"));
    expect(failed.context.error).toMatchObject({ _tag: "CatalogueFetchFailed" });
    actor.send({ type: "PRODUCT.SHOW", productId: 40501 });
    const ready = await waitFor(actor, (s) => s.matches("ready"));
    expect(ready.context.product?.name).toBe("Orbit Shopping Gift Card");
    expect(ready.context.choice).toEqual({
      price: 1000,
      amountText: "",
      amountError: false,
      quantity: 1,
      options: {},
    });
  });
});

describe("spec §7.3 'Static voucher detail: static_voucher_data' and 'perks details {add_data}': the request's call", () => {
  it("a static request loads the static record's product; a catalogue request the product itself", async () => {
    const { layer } = liveBrowser(api);
    const fixed = await run(loadProduct({ productId: 28501, source: "static" }), layer);
    expect(fixed).toMatchObject({ name: "Shopping Gift Card Festive Pack", denominations: [1000, 2000] });
    const plain = await run(loadProduct({ productId: 28501, source: "catalogue" }), layer);
    expect(plain).toMatchObject({ name: "Shopping Gift Card", denominations: [500, 1000, 2000] });
  });

  it("a static request goes through static_voucher_data: a fault on it fails the load, not getProduct's", async () => {
    const { layer } = liveBrowser(api);
    api.app.faults.set({ operation: "static_voucher_data", status: 500, times: 1 });
    const failed = await run(Effect.flip(loadProduct({ productId: 28501, source: "static" })), layer);
    expect(failed._tag).not.toBe("CatalogueFetchFailed");
    api.app.faults.set({ operation: "perksDetails", status: 401, times: 1 });
    const unauthenticated = await run(Effect.flip(loadProduct({ productId: 44004, source: "perk" })), layer);
    expect(unauthenticated._tag).toBe("Unauthenticated");
  });

  it("an id without a static record, or a perk request for another family, fails with CatalogueFetchFailed (spec §8)", async () => {
    const { layer } = liveBrowser(api);
    const noStatic = await run(Effect.flip(loadProduct({ productId: 40106, source: "static" })), layer);
    expect(noStatic).toMatchObject({
      _tag: "CatalogueFetchFailed",
      reason: "No static voucher with id 40106",
    });
    const noOffer = await run(Effect.flip(loadProduct({ productId: 28501, source: "perk" })), layer);
    expect(noOffer).toMatchObject({ _tag: "CatalogueFetchFailed", reason: "No offer with id 28501" });
  });

  it("a perk request loads the offer by perks details", async () => {
    const { layer } = liveBrowser(api);
    const offer = await run(loadProduct({ productId: 44004, source: "perk" }), layer);
    expect(offer).toMatchObject({ product_id: 44004, type: "perks", name: "Weekend Hotel Deal" });
  });

  it("the live machine spawned at a static URL is ready with the static voucher", async () => {
    const { layer } = liveBrowser(api);
    const { actor } = startSystem(
      productMachine.provide({ actors: productActors(layer) }),
      "product",
      { location: { pathname: "/marketplace/vouchers/description/shopping-gift-card/28501/1", search: "" } },
      [],
    );
    const ready = await waitFor(actor, (s) => s.matches("ready"));
    expect(ready.context.product?.name).toBe("Shopping Gift Card Festive Pack");
    expect(ready.context.choice.price).toBe(1000);
  });
});
