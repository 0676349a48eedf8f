/**
 * The cart's effects against the reference API over real HTTP (spec §4 'Cart actions',
 * 'Persisted state', §7.4, §8 'Add to cart failure', 'HTTP 401').
 */

import { MULTIPLE_WALLET_APP_MESSAGE, SINGLE_UNIT_PRODUCT_ID } from "@contract/cart";
import { getProduct, type ProductDetail } from "@contract/catalogue";
import { validatePassword, validateUserIdentity } from "@contract/identity";
import { serverMessageOf } from "@domain/answers";
import { type CartCall, voucherLineOfProduct } from "@domain/cart";
import { PERSIST_KEY, readPersisted } from "@domain/persisted";
import {
  callCartWith,
  cartActors,
  cartChangeOf,
  loadGuestCart,
  makeCartCallKeys,
  saveGuestCart,
} from "@effects/cart";
import type { StorefrontServices } from "@effects/runtime/layer";
import { callOperation } from "@effects/runtime/transport";
import { fetchCart } from "@effects/session";
import { present, textOf, toErrorData, Unauthenticated } from "@errors";
import { AddToCartFailed, CartFetchFailed } from "@errors/situations";
import { cartMachine } from "@machines/cart";
import { Effect, type Layer } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "xstate";
import { liveBrowser, type ReferenceApi, settle, startReferenceApi, startSystem } from "../support/harness";
import { sayText } from "../support/i18n";

let api: ReferenceApi;

beforeAll(async () => {
  api = await startReferenceApi();
});
afterAll(async () => {
  await api.close();
});

/** One addToCart call, a change of its own (its own idempotency key). */
const callCart = (call: CartCall) => callCartWith(makeCartCallKeys())(call);

const run = <A, E>(
  program: Effect.Effect<A, E, StorefrontServices>,
  layer: Layer.Layer<StorefrontServices>,
) => Effect.runPromise(Effect.provide(program, layer));

/** Signs in with the demo password (spec §7.5) and answers the session token. */
const signIn = async (email: string): Promise<string> => {
  const step1 = await api.call(validateUserIdentity, { user_input: email });
  const preAuth = step1.data?.data?.a_t ?? "";
  const step2 = await api.call(validatePassword, { password: "Demo@1234" }, { token: preAuth });
  const token = step2.data?.data?.a_t;
  if (token === undefined) throw new Error(`login failed for ${email}`);
  return token;
};

const signedIn = async (email: string) => {
  const token = await signIn(email);
  return liveBrowser(api, { session: { a_t: token, s_e_t: "1" } });
};

const productOf = async (
  productId: number,
  layer: Layer.Layer<StorefrontServices>,
): Promise<ProductDetail> => {
  const answer = await run(callOperation(getProduct, { product_id: productId }), layer);
  const result = answer.data.getProduct;
  if (result.success !== 1) throw new Error(`no product ${productId}`);
  return result.data;
};

const productCall = (product: ProductDetail, price: number, quantity: number): CartCall => ({
  kind: "product",
  action: "ADD_CART",
  product,
  price,
  quantity,
  point: price,
  baseConversionValue: 1,
  currencyValue: 1,
});

describe("spec §7.4 the add-to-cart payload", () => {
  it("ADD_CART: status 1, no cart_update, denomination 'INR 500', the money formulas, productInfo without long texts", async () => {
    const { layer } = liveBrowser(api);
    const shopping = await productOf(28501, layer);
    const change = cartChangeOf(productCall(shopping, 500, 2));
    expect(change).toMatchObject({ product_id: 28501, type: "voucher", status: 1 });
    expect(change !== null && "cart_update" in change).toBe(false);
    const info = change?.info;
    expect(info).toMatchObject({
      quantity: 2,
      point: 500,
      denomination: "INR 500",
      // final_price = 500 × (100 − 2) / 100; product_discount = 2 − 0; product_discount_inr = 2 × 500 / (100 × 1)
      final_price: 490,
      product_discount: shopping.spl_discount - shopping.spl_charge,
      product_discount_inr: 10,
      currency_code: "INR",
      currency_value: 1,
      currency_id: shopping.currency_id,
      currency_name: shopping.currency_name,
    });
    for (const key of [
      "description",
      "how_to_use",
      "inner_image",
      "how_to_redeem_image",
      "terms_conditions",
      "expiry_and_validity",
    ]) {
      expect(info?.productInfo).not.toHaveProperty(key);
    }
    expect(info?.productInfo).not.toHaveProperty("special_redemption");
  });

  it("special_redemption 1 when important_info is present (product 28487)", async () => {
    const { layer } = liveBrowser(api);
    const wallet = await productOf(28487, layer);
    expect(cartChangeOf(productCall(wallet, 100, 1))?.info.productInfo.special_redemption).toBe(1);
  });

  it("UPDATE_CART: status 1 and cart_update 1; REMOVE_CART: status 0", async () => {
    const { layer } = liveBrowser(api);
    const shopping = await productOf(28501, layer);
    const line = voucherLineOfProduct(shopping, {
      price: 500,
      quantity: 1,
      point: 500,
      baseConversionValue: 1,
    });
    const update = cartChangeOf({ kind: "line", action: "UPDATE_CART", line, quantity: 3, known: null });
    expect(update).toMatchObject({
      status: 1,
      cart_update: 1,
      info: { quantity: 3, denomination: "INR 500" },
    });
    const remove = cartChangeOf({ kind: "line", action: "REMOVE_CART", line, quantity: 1, known: null });
    expect(remove?.status).toBe(0);
    expect(remove !== null && "cart_update" in remove).toBe(false);
  });

  it("the server's text: message, else Message", () => {
    expect(serverMessageOf({ message: "first", Message: "second" })).toBe("first");
    expect(serverMessageOf({ message: "", Message: "second" })).toBe("second");
    expect(serverMessageOf({})).toBeUndefined();
  });
});

describe("spec §4 'Cart actions' logged in, against the reference API", () => {
  it("add to cart as a signed-in user, then fetchCart shows the line; update and remove follow", async () => {
    const { layer } = await signedIn("sam@demo.example");
    const orbit = await productOf(50866, layer);
    await run(callCart(productCall(orbit, 1000, 2)), layer);
    const after = await run(fetchCart(), layer);
    const line = (after.data ?? []).find((l) => l.product_id === 50866);
    expect(line?.info.denomination).toBe("INR 1000");
    expect(line?.info.quantity).toBe(2);

    await run(
      callCart({
        kind: "line",
        action: "UPDATE_CART",
        line: voucherLineOfProduct(orbit, { price: 1000, quantity: 2, point: 1000, baseConversionValue: 1 }),
        quantity: 3,
        known: line?.info ?? null,
      }),
      layer,
    );
    const updated = await run(fetchCart(), layer);
    expect((updated.data ?? []).find((l) => l.product_id === 50866)?.info.quantity).toBe(3);

    await run(
      callCart({
        kind: "line",
        action: "REMOVE_CART",
        line: voucherLineOfProduct(orbit, { price: 1000, quantity: 3, point: 1000, baseConversionValue: 1 }),
        quantity: 3,
        known: null,
      }),
      layer,
    );
    const removed = await run(fetchCart(), layer);
    expect((removed.data ?? []).some((l) => l.product_id === 50866)).toBe(false);
  });

  it("spec §8: a refusal (success 0) fails with the server's message", async () => {
    const { layer } = await signedIn("sam@demo.example");
    const wallet = await productOf(28487, layer);
    const error = await run(Effect.flip(callCart(productCall(wallet, 100, 2))), layer);
    expect(error).toMatchObject({ _tag: "AddToCartFailed", serverMessage: MULTIPLE_WALLET_APP_MESSAGE });
  });

  it("spec §8 'HTTP 401': an ended session fails with Unauthenticated", async () => {
    const { layer } = liveBrowser(api, { session: { a_t: "not-a-session", s_e_t: "1" } });
    const { layer: guest } = liveBrowser(api);
    const shopping = await productOf(28501, guest);
    const error = await run(Effect.flip(callCart(productCall(shopping, 500, 1))), layer);
    expect(error._tag).toBe("Unauthenticated");
  });

  it("the live machine: success 1 adds the line locally, and a refusal shows the server's text", async () => {
    const { layer } = await signedIn("sam@demo.example");
    const shopping = await productOf(28501, layer);
    const wallet = await productOf(28487, layer);
    const { actor } = startSystem(
      cartMachine.provide({ actors: cartActors(layer) }),
      "cart",
      { loggedIn: true },
      ["session"],
    );
    actor.send({
      type: "CART.ADD",
      product: shopping,
      price: 2000,
      quantity: 1,
      point: 2000,
      baseConversionValue: 1,
    });
    const added = await waitFor(actor, (s) => s.context.pending === null && s.context.vouchers.length === 1);
    expect(added.context.vouchers[0]).toMatchObject({ productId: 28501, price: 2000, quantity: 1 });
    const fetched = await run(fetchCart(), layer);
    expect(
      (fetched.data ?? []).some((l) => l.product_id === 28501 && l.info.denomination === "INR 2000"),
    ).toBe(true);

    // The wallet card was added from another device: this cart does not hold it, the server refuses.
    await run(callCart(productCall(wallet, 100, 1)), layer);
    actor.send({
      type: "CART.ADD",
      product: wallet,
      price: 250,
      quantity: 1,
      point: 250,
      baseConversionValue: 1,
    });
    const refused = await waitFor(actor, (s) => s.context.message !== null);
    const message = refused.context.message;
    expect(message).toEqual(toErrorData(new AddToCartFailed({ serverMessage: MULTIPLE_WALLET_APP_MESSAGE })));
    expect(message === null ? null : sayText(textOf(message), "en", "")).toBe(MULTIPLE_WALLET_APP_MESSAGE);
    expect(refused.context.vouchers.map((l) => l.productId)).toEqual([28501]);
    expect(refused.context.error).toMatchObject({
      _tag: "AddToCartFailed",
      serverMessage: MULTIPLE_WALLET_APP_MESSAGE,
    });
  });
});

describe("a change of the cart is made once, however often its call is sent (idempotency_key)", () => {
  it("one key per change: the change sent again after its call failed has its key again; after a success, or for another change, a new one", async () => {
    const { layer } = liveBrowser(api);
    const shopping = await productOf(28501, layer);
    const change = (price: number) => {
      const made = cartChangeOf(productCall(shopping, price, 1));
      if (made === null) throw new Error("no payload");
      return made;
    };
    let made = 0;
    const keys = makeCartCallKeys(() => `key-${++made}`);
    const first = keys.keyFor(change(500));
    expect(first).toBe("key-1");
    keys.ended(change(500), first, false);
    expect(keys.keyFor(change(500))).toBe("key-1");
    expect(keys.keyFor(change(1000))).toBe("key-2");
    keys.ended(change(500), first, true);
    expect(keys.keyFor(change(500))).toBe("key-3");
  });

  it("the live machine: the shopper's retry after a lost answer sends the same key, so the single-unit card the server added is not refused as a second one", async () => {
    const { layer } = await signedIn("nina@demo.example");
    const wallet = await productOf(SINGLE_UNIT_PRODUCT_ID, layer);
    const { actor } = startSystem(
      cartMachine.provide({ actors: cartActors(layer) }),
      "cart",
      { loggedIn: true },
      ["session"],
    );
    const add = {
      type: "CART.ADD",
      product: wallet,
      price: 250,
      quantity: 1,
      point: 250,
      baseConversionValue: 1,
    } as const;
    // The server adds the card, then the answer is lost: the page says the add failed.
    api.app.faults.set({ operation: "addToCart", status: 503, after: true, times: 1 });
    actor.send(add);
    const failed = await waitFor(actor, (s) => s.context.message !== null && s.context.pending === null);
    expect(failed.context.message).toEqual(toErrorData(new AddToCartFailed({ serverMessage: undefined })));
    expect(failed.context.vouchers).toEqual([]);

    actor.send(add);
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    const added = await waitFor(actor, (s) => !s.hasTag("busy"));
    expect(added.context.error).toBeNull();
    expect(added.context.vouchers[0]).toMatchObject({ productId: SINGLE_UNIT_PRODUCT_ID, quantity: 1 });
    const fetched = await run(fetchCart(), layer);
    expect(
      (fetched.data ?? []).filter((l) => l.product_id === SINGLE_UNIT_PRODUCT_ID).map((l) => l.info.quantity),
    ).toEqual([1]);
  });
});

describe("spec §8 'Cart fetch failure': fetchCart fails with CartFetchFailed, HTTP 401 with Unauthenticated", () => {
  it("fetchCart answering HTTP 500 fails with CartFetchFailed naming it, which the catalogue shows as an empty cart", async () => {
    const { layer } = await signedIn("priya@demo.example");
    api.app.faults.set({ operation: "fetchCart", status: 500, times: 1 });
    const error = await run(Effect.flip(fetchCart()), layer);
    expect(error).toEqual(new CartFetchFailed({ reason: "ServerError (fetchCart)" }));
    expect(present(toErrorData(error))).toEqual({ kind: "empty", of: "cart" });
  });

  it("spec §8 'HTTP 401': fetchCart answering 401 still fails with Unauthenticated (treated as logged out)", async () => {
    const { layer } = await signedIn("priya@demo.example");
    api.app.faults.set({ operation: "fetchCart", status: 401, times: 1 });
    const error = await run(Effect.flip(fetchCart()), layer);
    expect(error).toEqual(new Unauthenticated({ operation: "fetchCart" }));
  });

  it("the cart's retry answering HTTP 500 stores CartFetchFailed and keeps offering the retry", async () => {
    const { layer } = await signedIn("priya@demo.example");
    const { actor } = startSystem(
      cartMachine.provide({ actors: cartActors(layer) }),
      "cart",
      { loggedIn: true },
      ["session"],
    );
    actor.send({
      type: "CART.FETCH_FAILED",
      error: toErrorData(new CartFetchFailed({ reason: "NetworkError (fetchCart)" })),
    });
    api.app.faults.set({ operation: "fetchCart", status: 500, times: 1 });
    actor.send({ type: "CART.RETRY" });
    const failed = await waitFor(actor, (s) => s.hasTag("fetchFailed") && !s.hasTag("fetching"));
    expect(failed.context.fetchError).toEqual({ _tag: "CartFetchFailed", reason: "ServerError (fetchCart)" });
    expect(failed.context.vouchers).toEqual([]);
  });
});

describe("spec §4 'Cart actions' logged out: the guest cart is saved and survives a reload", () => {
  it("saveGuestCart writes the lines into 'persist:root'; loadGuestCart reads them back", async () => {
    const { browser, layer } = liveBrowser(api);
    const shopping = await productOf(28501, layer);
    const line = voucherLineOfProduct(shopping, {
      price: 500,
      quantity: 2,
      point: 500,
      baseConversionValue: 1,
    });
    await run(saveGuestCart({ vouchers: [line] }), layer);
    expect(readPersisted(browser.state.local.get(PERSIST_KEY) ?? null).cart.vouchers).toEqual([line]);
    expect(await run(loadGuestCart(), layer)).toEqual({ vouchers: [line], dropped: 0 });
  });

  it("a line an older build saved without its charge is charged again from its product's discount; one that cannot be is dropped", async () => {
    const { browser, layer } = liveBrowser(api);
    const shopping = await productOf(28501, layer);
    const { unitCharge: _charge, ...legacy } = voucherLineOfProduct(shopping, {
      price: 500,
      quantity: 2,
      point: 500,
      baseConversionValue: 1,
    });
    const unknown = { ...legacy, productId: 999_999 };
    browser.state.local.set(
      PERSIST_KEY,
      JSON.stringify({ version: 4, cart: { vouchers: [legacy, unknown] } }),
    );
    // spec §7.4: final_price = 500 × (100 − 2) / 100.
    expect(await run(loadGuestCart(), layer)).toEqual({
      vouchers: [{ ...legacy, unitCharge: 490 }],
      dropped: 1,
    });
  });

  it("a signed-out add writes the persisted cart and a new machine reads it back", async () => {
    const { layer } = liveBrowser(api);
    const shopping = await productOf(28501, layer);
    const machine = cartMachine.provide({ actors: cartActors(layer) });
    const first = startSystem(machine, "cart", { loggedIn: false }, ["session"]);
    await settle();
    first.actor.send({
      type: "CART.ADD",
      product: shopping,
      price: 1000,
      quantity: 2,
      point: 1000,
      baseConversionValue: 1,
    });
    await waitFor(first.actor, (s) => s.matches({ saving: "idle" }) && s.context.vouchers.length === 1);
    first.system.stop();

    const second = startSystem(machine, "cart", { loggedIn: false }, ["session"]);
    const reloaded = await waitFor(second.actor, (s) => s.matches({ lines: "ready" }));
    expect(reloaded.context.vouchers).toEqual([
      voucherLineOfProduct(shopping, { price: 1000, quantity: 2, point: 1000, baseConversionValue: 1 }),
    ]);
    second.system.stop();
  });
});
