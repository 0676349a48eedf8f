/**
 * The detail pages' product flow with a scripted getProduct (spec §2.3
 * '/vouchers/description/:productSlug/:productId/:isStatic?', §5 'Amount', §7.3 'Product data:
 * getProduct', §8 'Catalogue fetch failure: error stored').
 */

import type { ProductDetail } from "@contract/catalogue";
import { isUnknownProduct, type ProductRequest } from "@domain/product";
import { toErrorData } from "@errors";
import { CatalogueFetchFailed } from "@errors/situations";
import { NetworkError, Unauthenticated } from "@errors/transport";
import { productEventSchemas, productMachine } from "@machines/product";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { fromPromise, type SnapshotFrom } from "xstate";
import { makeScript, settle, startSystem } from "../support/harness";

const productOf = (id: number, name: string, change: Partial<ProductDetail> = {}): ProductDetail => ({
  product_id: id,
  name,
  url: name.toLowerCase().replaceAll(" ", "-"),
  type: "vouchers",
  filter_group_id: 37,
  image: "/img/p.png",
  country_id: 976,
  country_name: "India",
  currency_code: "INR",
  denominations: [500, 1000, 2000],
  min_price: 500,
  max_price: 2000,
  spl_discount: 0,
  is_recommended: 0,
  categories: "698",
  category: null,
  currency_id: 1,
  currency_name: "Indian Rupee",
  spl_charge: 0,
  conversion_ratio: 1,
  important_info: null,
  description: "A gift card.",
  how_to_use: "Use it.",
  terms_conditions: "Terms.",
  expiry_and_validity: "One year.",
  images: [],
  inner_image: null,
  how_to_redeem_image: null,
  ...change,
});

const shopping = productOf(28501, "Shopping Gift Card");
const travel = productOf(40106, "Wander Travel Gift Card", {
  denominations: [],
  min_price: 1000,
  max_price: 50000,
  spl_discount: 2.5,
});
const yen = productOf(40501, "Orbit Shopping Gift Card", {
  country_name: "Japan",
  currency_code: "JPY",
  denominations: [],
  min_price: 1000,
  max_price: 5000,
});

/** A location that is no product's page: the flow starts idle. */
const NOWHERE = { pathname: "/marketplace", search: "" };

/** The product flow with a getProduct answered by the test. */
/** A snapshot's context with its state's name as `status`. */
const stateOf = (snapshot: SnapshotFrom<typeof productMachine>) => ({
  status: snapshot.value,
  ...snapshot.context,
});

const start = () => {
  const script = makeScript();
  const machine = productMachine.provide({
    actors: { loadProduct: script.manual<ProductDetail, ProductRequest>("loadProduct") },
  });
  const started = startSystem(machine, "product", { location: NOWHERE }, []);
  const context = () => started.actor.getSnapshot().context;
  /** The flow's status is its state ('idle', 'loading', 'ready', 'failed'), beside its context. */
  const state = () => stateOf(started.actor.getSnapshot());
  const send = (event: Parameters<typeof started.actor.send>[0]) => started.actor.send(event);
  return { ...started, script, context, state, send };
};

/** A product shown and ready. */
const shown = async (product: ProductDetail) => {
  const flow = start();
  flow.send({ type: "PRODUCT.SHOW", productId: product.product_id });
  await settle();
  await flow.script.answer("loadProduct", product);
  return flow;
};

describe("the product machine follows the machine rules", () => {
  it("has the id 'product' and handles every event it describes", () => {
    expect(productMachine.id).toBe("product");
    const handled = new Set<string>(productMachine.root.events);
    for (const schema of productEventSchemas) {
      const literal = schema.fields.type.ast._tag === "Literal" ? schema.fields.type.ast.literal : undefined;
      expect(handled.has(String(literal)), String(literal)).toBe(true);
      expect(Schema.isSchema(schema)).toBe(true);
    }
  });
});

describe("spec §7.3 'Product data: getProduct': PRODUCT.SHOW loads the product", () => {
  it("starts idle with no product", () => {
    const flow = start();
    expect(flow.state()).toMatchObject({ status: "idle", productId: null, product: null, error: null });
  });

  it("spawned at a product's route (input.location), loads it at once; the page asking again changes nothing", async () => {
    const script = makeScript();
    const machine = productMachine.provide({
      actors: { loadProduct: script.manual<ProductDetail, ProductRequest>("loadProduct") },
    });
    const { actor } = startSystem(
      machine,
      "product",
      { location: { pathname: "/marketplace/vouchers/description/shopping-gift-card/28501", search: "" } },
      [],
    );
    await settle();
    expect(stateOf(actor.getSnapshot())).toMatchObject({
      status: "loading",
      productId: 28501,
      product: null,
    });
    expect(script.calls).toEqual([{ name: "loadProduct", input: { productId: 28501, source: "catalogue" } }]);
    actor.send({ type: "PRODUCT.SHOW", productId: 28501 });
    await settle();
    expect(script.names()).toEqual(["loadProduct"]);
    await script.answer("loadProduct", shopping);
    expect(stateOf(actor.getSnapshot())).toMatchObject({ status: "ready", product: shopping });
  });

  it("loads the id asked for, then is ready with the product", async () => {
    const flow = start();
    flow.send({ type: "PRODUCT.SHOW", productId: 28501 });
    await settle();
    expect(flow.state()).toMatchObject({ status: "loading", productId: 28501, product: null });
    expect(flow.script.calls).toEqual([
      { name: "loadProduct", input: { productId: 28501, source: "catalogue" } },
    ]);
    await flow.script.answer("loadProduct", shopping);
    expect(flow.state()).toMatchObject({ status: "ready", product: shopping, error: null });
  });

  it("the same id again does nothing while it loads or once it is shown", async () => {
    const flow = start();
    flow.send({ type: "PRODUCT.SHOW", productId: 28501 });
    flow.send({ type: "PRODUCT.SHOW", productId: 28501 });
    await settle();
    expect(flow.script.names()).toEqual(["loadProduct"]);
    await flow.script.answer("loadProduct", shopping);
    flow.send({ type: "PRODUCT.CHOOSE", price: 2000 });
    flow.send({ type: "PRODUCT.SHOW", productId: 28501 });
    await settle();
    expect(flow.script.names()).toEqual(["loadProduct"]);
    expect(flow.state()).toMatchObject({ status: "ready", product: shopping });
    expect(flow.context().choice.price).toBe(2000);
  });

  it("another id while loading restarts with the new id; the old call is interrupted and its answer ignored", async () => {
    const aborted: number[] = [];
    const answers = new Map<number, (product: ProductDetail) => void>();
    const machine = productMachine.provide({
      actors: {
        loadProduct: fromPromise<ProductDetail, ProductRequest>(
          ({ input, signal }) =>
            new Promise<ProductDetail>((resolve) => {
              signal.addEventListener("abort", () => aborted.push(input.productId));
              answers.set(input.productId, resolve);
            }),
        ),
      },
    });
    const { actor } = startSystem(machine, "product", { location: NOWHERE }, []);
    actor.send({ type: "PRODUCT.SHOW", productId: 28501 });
    await settle();
    actor.send({ type: "PRODUCT.SHOW", productId: 40106 });
    await settle();
    expect(aborted).toEqual([28501]);
    expect(stateOf(actor.getSnapshot())).toMatchObject({ status: "loading", productId: 40106 });
    answers.get(28501)?.(shopping);
    await settle();
    expect(stateOf(actor.getSnapshot())).toMatchObject({ status: "loading", product: null });
    answers.get(40106)?.(travel);
    await settle();
    expect(stateOf(actor.getSnapshot())).toMatchObject({
      status: "ready",
      productId: 40106,
      product: travel,
    });
  });

  it("another id once shown loads it, and the old product and choice are gone", async () => {
    const flow = await shown(shopping);
    flow.send({ type: "PRODUCT.CHOOSE", price: 1000 });
    flow.send({ type: "PRODUCT.SHOW", productId: 40106 });
    await settle();
    expect(flow.state()).toMatchObject({
      status: "loading",
      productId: 40106,
      product: null,
      choice: { price: null, quantity: 1 },
    });
    await flow.script.answer("loadProduct", travel);
    expect(flow.state()).toMatchObject({ status: "ready", product: travel });
  });
});

describe("spec §7.3 'Static voucher detail: static_voucher_data' and 'perks details {add_data}': the call a request names", () => {
  const spawnedAt = async (pathname: string) => {
    const script = makeScript();
    const machine = productMachine.provide({
      actors: { loadProduct: script.manual<ProductDetail, ProductRequest>("loadProduct") },
    });
    const { actor } = startSystem(machine, "product", { location: { pathname, search: "" } }, []);
    await settle();
    return { actor, script };
  };

  it("spawned at a static URL ('/vouchers/description/:productSlug/:productId/1'), loads by static_voucher_data", async () => {
    const { actor, script } = await spawnedAt("/marketplace/vouchers/description/shopping-gift-card/28501/1");
    expect(script.calls).toEqual([{ name: "loadProduct", input: { productId: 28501, source: "static" } }]);
    // The page asking for the same static product changes nothing.
    actor.send({ type: "PRODUCT.SHOW", productId: 28501, source: "static" });
    await settle();
    expect(script.names()).toEqual(["loadProduct"]);
  });

  it("spawned at an offer's page ('/perks/description/...'), loads by perks details", async () => {
    const { script } = await spawnedAt("/marketplace/perks/description/weekend-hotel-deal/44004");
    expect(script.calls).toEqual([{ name: "loadProduct", input: { productId: 44004, source: "perk" } }]);
  });

  it("the same id by another call is another request: it loads again", async () => {
    const flow = await shown(shopping);
    flow.send({ type: "PRODUCT.SHOW", productId: 28501, source: "static" });
    await settle();
    expect(flow.state()).toMatchObject({
      status: "loading",
      productId: 28501,
      source: "static",
      product: null,
    });
    expect(flow.script.calls.map((call) => call.input)).toEqual([
      { productId: 28501, source: "catalogue" },
      { productId: 28501, source: "static" },
    ]);
  });

  it("an id without a static record fails as an unknown product: the page shows not-found", async () => {
    const flow = start();
    flow.send({ type: "PRODUCT.SHOW", productId: 40106, source: "static" });
    await settle();
    const error = toErrorData(new CatalogueFetchFailed({ reason: "No static voucher with id 40106" }));
    await flow.script.fail("loadProduct", error);
    expect(flow.state()).toMatchObject({ status: "failed", product: null, error });
    expect(isUnknownProduct(flow.context().error)).toBe(true);
  });
});

describe("spec §8 'Catalogue fetch failure: error stored'", () => {
  it("success 0 (CatalogueFetchFailed): status failed, the error stored, no product", async () => {
    const flow = start();
    flow.send({ type: "PRODUCT.SHOW", productId: 99999 });
    await settle();
    const error = toErrorData(new CatalogueFetchFailed({ reason: "No product with id 99999" }));
    await flow.script.fail("loadProduct", error);
    expect(flow.state()).toMatchObject({ status: "failed", productId: 99999, product: null, error });
  });

  it("a transport failure and HTTP 401 are failures like any other", async () => {
    for (const failure of [
      toErrorData(new NetworkError({ operation: "getProduct", reason: "offline" })),
      toErrorData(new Unauthenticated({ operation: "getProduct" })),
    ]) {
      const flow = start();
      flow.send({ type: "PRODUCT.SHOW", productId: 28501 });
      await settle();
      await flow.script.fail("loadProduct", failure);
      expect(flow.state()).toMatchObject({ status: "failed", error: failure });
    }
  });

  it("PRODUCT.RETRY loads the same id again and clears the error; success shows the product", async () => {
    const flow = start();
    flow.send({ type: "PRODUCT.SHOW", productId: 28501 });
    await settle();
    await flow.script.fail(
      "loadProduct",
      toErrorData(new NetworkError({ operation: "getProduct", reason: "offline" })),
    );
    flow.send({ type: "PRODUCT.RETRY" });
    await settle();
    expect(flow.state()).toMatchObject({ status: "loading", error: null });
    expect(flow.script.calls.map((call) => call.input)).toEqual([
      { productId: 28501, source: "catalogue" },
      { productId: 28501, source: "catalogue" },
    ]);
    await flow.script.answer("loadProduct", shopping);
    expect(flow.state()).toMatchObject({ status: "ready", product: shopping });
  });

  it("after a failure, PRODUCT.SHOW of the same id loads it again", async () => {
    const flow = start();
    flow.send({ type: "PRODUCT.SHOW", productId: 28501 });
    await settle();
    await flow.script.fail(
      "loadProduct",
      toErrorData(new NetworkError({ operation: "getProduct", reason: "offline" })),
    );
    flow.send({ type: "PRODUCT.SHOW", productId: 28501 });
    await settle();
    expect(flow.script.names()).toEqual(["loadProduct", "loadProduct"]);
    expect(flow.state().status).toBe("loading");
  });

  it("PRODUCT.RETRY does nothing unless the load failed", async () => {
    const flow = await shown(shopping);
    flow.send({ type: "PRODUCT.RETRY" });
    await settle();
    expect(flow.script.names()).toEqual(["loadProduct"]);
    expect(flow.state().status).toBe("ready");
  });
});

describe("the denominations: the first is chosen by default, only they can be chosen", () => {
  it("the first denomination, INR 500, is chosen with quantity 1", async () => {
    const flow = await shown(shopping);
    expect(flow.context().choice).toEqual({
      price: 500,
      amountText: "",
      amountError: false,
      quantity: 1,
      options: {},
    });
  });

  it("PRODUCT.CHOOSE 2000 chooses it; 750, not a denomination, changes nothing", async () => {
    const flow = await shown(shopping);
    flow.send({ type: "PRODUCT.CHOOSE", price: 2000 });
    expect(flow.context().choice.price).toBe(2000);
    flow.send({ type: "PRODUCT.CHOOSE", price: 750 });
    expect(flow.context().choice.price).toBe(2000);
  });

  it("choices are ignored while the product loads", async () => {
    const flow = start();
    flow.send({ type: "PRODUCT.SHOW", productId: 28501 });
    flow.send({ type: "PRODUCT.SET_QUANTITY", quantity: 4 });
    await settle();
    await flow.script.answer("loadProduct", shopping);
    expect(flow.context().choice.quantity).toBe(1);
  });
});

describe("spec §5 'Amount: must lie within the given min and max, or within 10 to 10000 when no bounds are given'", () => {
  it("a product without denominations starts with no price", async () => {
    const flow = await shown(travel);
    expect(flow.context().choice).toEqual({
      price: null,
      amountText: "",
      amountError: false,
      quantity: 1,
      options: {},
    });
  });

  it("1000 to 50000 is accepted; 999 sets amountError and no price", async () => {
    const flow = await shown(travel);
    flow.send({ type: "PRODUCT.SET_AMOUNT", text: "2500" });
    expect(flow.context().choice).toMatchObject({ price: 2500, amountText: "2500", amountError: false });
    flow.send({ type: "PRODUCT.SET_AMOUNT", text: "999" });
    expect(flow.context().choice).toMatchObject({ price: null, amountText: "999", amountError: true });
    flow.send({ type: "PRODUCT.SET_AMOUNT", text: "50001" });
    expect(flow.context().choice).toMatchObject({ price: null, amountError: true });
  });

  it("without bounds, 10 to 10000", async () => {
    const flow = await shown(
      productOf(40199, "Open Card", { denominations: [], min_price: 0, max_price: 0 }),
    );
    flow.send({ type: "PRODUCT.SET_AMOUNT", text: "10" });
    expect(flow.context().choice.price).toBe(10);
    flow.send({ type: "PRODUCT.SET_AMOUNT", text: "10001" });
    expect(flow.context().choice).toMatchObject({ price: null, amountError: true });
  });

  it("spec §9 zero-decimal currencies: JPY 1500.5 is refused, JPY 1500 accepted", async () => {
    const flow = await shown(yen);
    flow.send({ type: "PRODUCT.SET_AMOUNT", text: "1500.5" });
    expect(flow.context().choice).toMatchObject({ price: null, amountError: true });
    flow.send({ type: "PRODUCT.SET_AMOUNT", text: "1500" });
    expect(flow.context().choice).toMatchObject({ price: 1500, amountError: false });
  });
});

describe("the quantity is 1 to 10", () => {
  it("PRODUCT.SET_QUANTITY sets it, kept within 1 to 10", async () => {
    const flow = await shown(shopping);
    flow.send({ type: "PRODUCT.SET_QUANTITY", quantity: 3 });
    expect(flow.context().choice.quantity).toBe(3);
    flow.send({ type: "PRODUCT.SET_QUANTITY", quantity: 11 });
    expect(flow.context().choice.quantity).toBe(10);
    flow.send({ type: "PRODUCT.SET_QUANTITY", quantity: 0 });
    expect(flow.context().choice.quantity).toBe(1);
  });
});

describe("spec §9 'Cart totals' and merchandise options: the family's rules on the page", () => {
  const lounge = productOf(45001, "Domestic Lounge Pass", { type: "lounge", filter_group_id: 51 });
  const hoodie = productOf(43003, "Branded Hoodie", {
    type: "merchandise",
    filter_group_id: 47,
    options: [
      { name: "Size", values: ["S", "M"] },
      { name: "Colour", values: ["Black"] },
    ],
  });

  it("a lounge is priced alone: the quantity stays 1", async () => {
    const flow = await shown(lounge);
    flow.send({ type: "PRODUCT.SET_QUANTITY", quantity: 3 });
    expect(flow.context().choice.quantity).toBe(1);
  });

  it("a merchandise product's options are chosen one by one; an unknown value changes nothing", async () => {
    const flow = await shown(hoodie);
    expect(flow.context().choice.options).toEqual({});
    flow.send({ type: "PRODUCT.CHOOSE_OPTION", name: "Size", value: "XL" });
    expect(flow.context().choice.options).toEqual({});
    flow.send({ type: "PRODUCT.CHOOSE_OPTION", name: "Size", value: "M" });
    flow.send({ type: "PRODUCT.CHOOSE_OPTION", name: "Colour", value: "Black" });
    expect(flow.context().choice.options).toEqual({ Size: "M", Colour: "Black" });
    flow.send({ type: "PRODUCT.SET_QUANTITY", quantity: 2 });
    expect(flow.context().choice.quantity).toBe(2);
  });

  it("another product starts with no option chosen", async () => {
    const flow = await shown(hoodie);
    flow.send({ type: "PRODUCT.CHOOSE_OPTION", name: "Size", value: "S" });
    flow.send({ type: "PRODUCT.SHOW", productId: lounge.product_id });
    await settle();
    await flow.script.answer("loadProduct", lounge);
    expect(flow.context().choice.options).toEqual({});
  });
});

describe("the product's status is its state, read through tags and matches", () => {
  it("no status string in the context; 'loading' is a tag while the product loads", async () => {
    const flow = start();
    expect(Object.keys(flow.context())).not.toContain("status");
    flow.send({ type: "PRODUCT.SHOW", productId: 28501 });
    expect(flow.actor.getSnapshot().hasTag("loading")).toBe(true);
    await settle();
    await flow.script.answer("loadProduct", shopping);
    expect(flow.actor.getSnapshot().hasTag("loading")).toBe(false);
    expect(flow.actor.getSnapshot().matches("ready")).toBe(true);
  });
});
