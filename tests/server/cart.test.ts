import { describe, expect, it } from "vitest";
import { accountModule } from "../../server/domains/account/module";
import {
  CART_INFO_MAX_LENGTH,
  CART_KEYS_KEPT,
  CART_MAX_LINES,
  CART_TEXT_MAX_LENGTH,
} from "../../server/domains/cart/handlers";
import { cartModule } from "../../server/domains/cart/module";
import { siteModule } from "../../server/domains/site/module";
import { makeTestServer as makeServer } from "../../server/testing";

/** The site domain provides the client branding and conversion rates these calls read. */
const makeTestServer = () => makeServer({ modules: [siteModule, accountModule, cartModule] });

import {
  addToCart,
  type CartChange,
  type CartLineInfo,
  fetchCart,
  MULTIPLE_WALLET_APP_MESSAGE,
  SINGLE_UNIT_PRODUCT_ID,
  WALLET_APP_NAME,
} from "@contract/cart";
import { validatePassword, validateUserIdentity } from "@contract/identity";
import { operationPath } from "@contract/operation";

type Server = ReturnType<typeof makeTestServer>;

const login = async (server: Server, email: string): Promise<string> => {
  const step1 = await server.call(validateUserIdentity, { user_input: email });
  const preAuth = step1.data?.data?.a_t ?? "";
  const step2 = await server.call(validatePassword, { password: "Demo@1234" }, { token: preAuth });
  const token = step2.data?.data?.a_t;
  if (token === undefined) throw new Error(`login failed for ${email}`);
  return token;
};

const info = (
  productId: number,
  name: string,
  price: number,
  quantity: number,
  currency = "INR",
): CartLineInfo => ({
  quantity,
  point: price,
  denomination: `${currency} ${price}`,
  final_price: price,
  base_conversion_value: 1,
  product_discount: 0,
  product_discount_inr: 0,
  currency_code: currency,
  currency_value: 1,
  currency_id: 1,
  currency_name: currency,
  productInfo: { product_id: productId, name, pointConversionMultiplier: 1 },
});

const add = (
  productId: number,
  price: number,
  quantity: number,
  extra: Partial<CartChange> = {},
): CartChange => ({
  product_id: productId,
  type: "voucher",
  status: 1,
  info: info(productId, `Gift Card ${productId}`, price, quantity),
  ...extra,
});

const cartfetch = { count: 0, url: "/" };

const lines = async (server: Server, token: string) => {
  const res = await server.call(fetchCart, { cartfetch }, { token });
  expect(res.status).toBe(200);
  return res.data?.data.fetchCart.data ?? [];
};

const send = async (server: Server, token: string, change: CartChange, idempotencyKey?: string) => {
  const res = await server.call(
    addToCart,
    idempotencyKey === undefined ? { cart: change } : { cart: change, idempotency_key: idempotencyKey },
    { token },
  );
  expect(res.status).toBe(200);
  return res.data?.data.addToCart;
};

describe("fetchCart (spec §7.4)", () => {
  it("answers Priya's saved lines with info as a JSON string, including one line with availability 0", async () => {
    const server = makeTestServer();
    const token = await login(server, "priya@demo.example");
    const res = await server.call(fetchCart, { cartfetch }, { token });
    const raw = res.json as { data: { fetchCart: { data: { info: unknown }[] } } };
    for (const line of raw.data.fetchCart.data) expect(typeof line.info).toBe("string");

    const cart = res.data?.data.fetchCart;
    expect(cart?.success).toBe(1);
    expect(cart?.conversion_to_base).toBe(1);
    expect(cart?.conversion_to_inr).toBe(1);
    expect(cart?.data?.map((l) => [l.product_id, l.availability])).toEqual([
      [28501, 1],
      [28502, 0],
    ]);
    const first = cart?.data?.[0]?.info;
    expect(first).toMatchObject({
      denomination: "INR 500",
      quantity: 2,
      currency_code: "INR",
      final_price: 490,
      productInfo: { product_id: 28501, name: "Shopping Gift Card", pointConversionMultiplier: 1 },
    });
  });

  it("sends cartfetch as a JSON string {count 0, url '/'} and refuses a malformed one (HTTP 400)", async () => {
    const server = makeTestServer();
    const token = await login(server, "priya@demo.example");
    const path = operationPath(fetchCart, "auth");
    const body = (cartfetchText: string) =>
      JSON.stringify({ query: fetchCart.query, tag: "voucher", variables: { cartfetch: cartfetchText } });
    expect((await server.post(path, body('{"count":0,"url":"/"}'), { a_t: token })).status).toBe(200);
    expect((await server.post(path, body("{count:0"), { a_t: token })).status).toBe(400);
  });

  it("keeps each user's cart apart; Sam's is empty and converts USD points at the client rates (1 USD = 83.2 INR)", async () => {
    const server = makeTestServer();
    const token = await login(server, "sam@demo.example");
    const res = await server.call(fetchCart, { cartfetch }, { token });
    expect(res.data?.data.fetchCart).toEqual({
      success: 1,
      data: [],
      conversion_to_base: 0.012,
      conversion_to_inr: 83.2,
    });
  });

  it("fills pointConversionMultiplier with 1 when the added product had none", async () => {
    const server = makeTestServer();
    const token = await login(server, "sam@demo.example");
    const change = add(28510, 250, 1);
    await send(server, token, {
      ...change,
      info: { ...change.info, productInfo: { product_id: 28510, name: "X" } },
    });
    const [line] = await lines(server, token);
    expect(line?.info.productInfo.pointConversionMultiplier).toBe(1);
  });

  it("needs a session (HTTP 401)", async () => {
    const server = makeTestServer();
    const res = await server.post(
      operationPath(fetchCart, "auth"),
      JSON.stringify({
        query: fetchCart.query,
        tag: "voucher",
        variables: { cartfetch: JSON.stringify(cartfetch) },
      }),
    );
    expect(res.status).toBe(401);
  });
});

describe("addToCart (spec §7.4, cart rules of spec §4)", () => {
  it("the options chosen are part of a line's identity: the hoodie in M and in L are two lines", async () => {
    const server = makeTestServer();
    const token = await login(server, "sam@demo.example");
    /** The Branded Hoodie 43003 with `options` as its info.productInfo.selected_options. */
    const hoodie = (options: Record<string, string>, quantity: number, extra: Partial<CartChange> = {}) => {
      const change = add(43003, 1999, quantity, extra);
      const productInfo = { ...change.info.productInfo, selected_options: options };
      return { ...change, info: { ...change.info, productInfo } };
    };
    await send(server, token, hoodie({ Size: "M", Colour: "Grey" }, 1));
    await send(server, token, hoodie({ Size: "L", Colour: "Grey" }, 2));
    // The same choice in another order is the same line.
    expect(await send(server, token, hoodie({ Colour: "Grey", Size: "M" }, 1))).toMatchObject({
      message: "This product is already in your cart.",
    });
    const quantities = async () =>
      (await lines(server, token)).map((line) => [
        line.info.productInfo.selected_options,
        line.info.quantity,
      ]);
    expect(await quantities()).toEqual([
      [{ Size: "M", Colour: "Grey" }, 1],
      [{ Size: "L", Colour: "Grey" }, 2],
    ]);
    // Updating or removing one size leaves the other.
    await send(server, token, hoodie({ Size: "M", Colour: "Grey" }, 3, { cart_update: 1 }));
    await send(server, token, hoodie({ Size: "L", Colour: "Grey" }, 2, { status: 0 }));
    expect(await quantities()).toEqual([[{ Size: "M", Colour: "Grey" }, 3]]);
  });

  it("answers the shopper in the lng header's language (spec §7.1 lng), English by default", async () => {
    const server = makeTestServer();
    const token = await login(server, "sam@demo.example");
    const sendIn = async (lng: string, change: CartChange) =>
      (await server.call(addToCart, { cart: change }, { token, headers: { lng } })).data?.data.addToCart;
    expect(await sendIn("es", add(28510, 250, 1))).toEqual({
      success: 1,
      message: "Producto añadido al carrito.",
      Message: "Producto añadido al carrito.",
    });
    expect((await sendIn("fr", add(28510, 250, 1)))?.message).toBe("Ce produit est déjà dans votre panier.");
    expect((await sendIn("de", add(28510, 250, 2, { cart_update: 1 })))?.message).toBe(
      "Warenkorb aktualisiert.",
    );
    expect((await sendIn("es", add(28511, 250, 1, { cart_update: 1 })))?.message).toBe(
      "Este producto no está en tu carrito.",
    );
    expect((await sendIn("pt", add(28510, 250, 1, { status: 0 })))?.message).toBe(
      "Product removed from cart successfully.",
    );
  });

  it("appends a new line and answers success, message and Message", async () => {
    const server = makeTestServer();
    const token = await login(server, "sam@demo.example");
    const answer = await send(server, token, add(28510, 250, 3));
    expect(answer).toEqual({
      success: 1,
      message: "Product added to cart successfully.",
      Message: "Product added to cart successfully.",
    });
    const cart = await lines(server, token);
    expect(cart).toHaveLength(1);
    expect(cart[0]?.product_id).toBe(28510);
    expect(cart[0]?.availability).toBe(1);
    expect(cart[0]?.info).toMatchObject({ denomination: "INR 250", quantity: 3, currency_code: "INR" });
  });

  it("keeps the productInfo fields it was sent, such as special_redemption 1", async () => {
    const server = makeTestServer();
    const token = await login(server, "sam@demo.example");
    const change = add(28510, 250, 1);
    const productInfo = { ...change.info.productInfo, special_redemption: 1 as const, is_recommended: 1 };
    await send(server, token, { ...change, info: { ...change.info, productInfo } });
    const [line] = await lines(server, token);
    expect(line?.info.productInfo).toMatchObject({ special_redemption: 1, is_recommended: 1 });
  });

  it("adding a line with the same product, denomination and currency again leaves the cart unchanged", async () => {
    const server = makeTestServer();
    const token = await login(server, "sam@demo.example");
    await send(server, token, add(28510, 250, 2));
    const again = await send(server, token, add(28510, 250, 5));
    expect(again?.success).toBe(1);
    expect(again?.message).toBe("This product is already in your cart.");
    const cart = await lines(server, token);
    expect(cart).toHaveLength(1);
    expect(cart[0]?.info.quantity).toBe(2);
  });

  it("the same product with another denomination or currency is a new line", async () => {
    const server = makeTestServer();
    const token = await login(server, "sam@demo.example");
    await send(server, token, add(28510, 250, 1));
    await send(server, token, add(28510, 500, 1));
    await send(server, token, { ...add(28510, 250, 1), info: info(28510, "Gift Card", 250, 1, "USD") });
    const cart = await lines(server, token);
    expect(cart.map((l) => l.info.denomination)).toEqual(["INR 250", "INR 500", "USD 250"]);
  });

  it("cart_update 1 sets the quantity of the existing line", async () => {
    const server = makeTestServer();
    const token = await login(server, "priya@demo.example");
    const change = { ...add(28501, 500, 5), cart_update: 1 as const };
    const answer = await send(server, token, change);
    expect(answer?.success).toBe(1);
    expect(answer?.message).toBe("Cart updated successfully.");
    const cart = await lines(server, token);
    expect(cart.find((l) => l.product_id === 28501)?.info.quantity).toBe(5);
    expect(cart).toHaveLength(2);
  });

  it("cart_update 1 for a line that is not in the cart answers success 0", async () => {
    const server = makeTestServer();
    const token = await login(server, "sam@demo.example");
    const answer = await send(server, token, { ...add(28510, 250, 2), cart_update: 1 });
    expect(answer).toMatchObject({ success: 0, message: "This product is not in your cart." });
    expect(await lines(server, token)).toEqual([]);
  });

  it("status 0 removes the matching line only", async () => {
    const server = makeTestServer();
    const token = await login(server, "priya@demo.example");
    const answer = await send(server, token, { ...add(28501, 500, 2), status: 0 });
    expect(answer).toMatchObject({ success: 1, message: "Product removed from cart successfully." });
    const cart = await lines(server, token);
    expect(cart.map((l) => l.product_id)).toEqual([28502]);
  });

  it("refuses a quantity below 1 (HTTP 400)", async () => {
    const server = makeTestServer();
    const token = await login(server, "sam@demo.example");
    const change = add(28510, 250, 1);
    const cart = JSON.stringify({ ...change, info: { ...change.info, quantity: 0 } });
    const res = await server.post(
      operationPath(addToCart, "auth"),
      JSON.stringify({ query: addToCart.query, tag: "voucher", variables: { cart } }),
      { a_t: token },
    );
    expect(res.status).toBe(400);
  });

  it("a malformed cart JSON string answers HTTP 400", async () => {
    const server = makeTestServer();
    const token = await login(server, "sam@demo.example");
    const res = await server.post(
      operationPath(addToCart, "auth"),
      JSON.stringify({
        query: addToCart.query,
        tag: "voucher",
        variables: { cart: '{"product_id": 28510,' },
      }),
      { a_t: token },
    );
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: 0 });
    expect(await lines(server, token)).toEqual([]);
  });

  it("needs a session (HTTP 401)", async () => {
    const server = makeTestServer();
    const res = await server.post(
      operationPath(addToCart, "auth"),
      JSON.stringify({
        query: addToCart.query,
        tag: "voucher",
        variables: { cart: JSON.stringify(add(28510, 250, 1)) },
      }),
    );
    expect(res.status).toBe(401);
  });
});

describe("product 28487 is single-unit (spec §5, §8)", () => {
  const TEXT = "You're not allowed to add multiple mobile wallet products into the cart.";

  it("uses the spec text with the neutral wallet-app name", () => {
    expect(WALLET_APP_NAME).toBe("mobile wallet");
    expect(MULTIPLE_WALLET_APP_MESSAGE).toBe(TEXT);
  });

  it("refuses quantity above 1 with success 0 and the text", async () => {
    const server = makeTestServer();
    const token = await login(server, "sam@demo.example");
    const answer = await send(server, token, add(28487, 500, 2));
    expect(answer).toEqual({ success: 0, message: TEXT, Message: TEXT });
    expect(await lines(server, token)).toEqual([]);
  });

  it("accepts one unit, then refuses it again, even in another denomination", async () => {
    const server = makeTestServer();
    const token = await login(server, "sam@demo.example");
    expect((await send(server, token, add(28487, 500, 1)))?.success).toBe(1);
    expect(await send(server, token, add(28487, 500, 1))).toMatchObject({ success: 0, message: TEXT });
    expect(await send(server, token, add(28487, 1000, 1))).toMatchObject({ success: 0, message: TEXT });
    expect(await lines(server, token)).toHaveLength(1);
  });

  it("refuses raising its quantity above 1 through cart_update", async () => {
    const server = makeTestServer();
    const token = await login(server, "sam@demo.example");
    await send(server, token, add(28487, 500, 1));
    const answer = await send(server, token, { ...add(28487, 500, 2), cart_update: 1 });
    expect(answer).toMatchObject({ success: 0, message: TEXT });
    expect((await lines(server, token))[0]?.info.quantity).toBe(1);
  });
});

describe("the families of spec §4 'Cart rules' and §9 'Cart totals' (the client's rules, src/domain/productFamily.ts)", () => {
  const ofFamily = (
    productId: number,
    price: number,
    quantity: number,
    productInfo: Record<string, unknown>,
  ) =>
    add(productId, price, quantity, {
      info: {
        ...info(productId, `Product ${productId}`, price, quantity),
        productInfo: { product_id: productId, name: `Product ${productId}`, ...productInfo },
      },
    });
  const lounge = (id: number, price: number) =>
    ofFamily(id, price, 1, { type: "lounge", filter_group_id: 51 });

  it("adding a second lounge removes the first; other lines stay", async () => {
    const server = makeTestServer();
    const token = await login(server, "sam@demo.example");
    await send(server, token, add(40301, 25, 1));
    await send(server, token, lounge(45001, 1200));
    expect((await send(server, token, lounge(45002, 2800)))?.success).toBe(1);
    expect((await lines(server, token)).map((line) => line.product_id)).toEqual([40301, 45002]);
  });

  it("airmiles and personalize hold one line each; merchandise does not", async () => {
    const server = makeTestServer();
    const token = await login(server, "sam@demo.example");
    await send(server, token, ofFamily(47001, 500, 1, { type: "airmiles", filter_group_id: 53 }));
    await send(server, token, ofFamily(49501, 699, 1, { type: "personalize", filter_group_id: 70 }));
    await send(server, token, ofFamily(43001, 7999, 1, { type: "merchandise", filter_group_id: 47 }));
    await send(server, token, ofFamily(47002, 900, 1, { type: "airmiles", filter_group_id: 53 }));
    await send(server, token, ofFamily(43002, 899, 1, { type: "merchandise", filter_group_id: 47 }));
    await send(server, token, ofFamily(49502, 1499, 1, { type: "personalize", filter_group_id: 70 }));
    expect((await lines(server, token)).map((line) => line.product_id)).toEqual([43001, 47002, 43002, 49502]);
  });

  it("an experience (categories include 1222) replaces the experience already there", async () => {
    const server = makeTestServer();
    const token = await login(server, "sam@demo.example");
    await send(server, token, ofFamily(61022, 6000, 1, { type: "experience", categories: "1222" }));
    await send(server, token, ofFamily(42002, 3000, 1, { type: "experience", categories: "1222" }));
    expect((await lines(server, token)).map((line) => line.product_id)).toEqual([42002]);
  });

  it("a perk is priced alone: it is kept at quantity 1, on add and on update; charity keeps its quantity", async () => {
    const server = makeTestServer();
    const token = await login(server, "sam@demo.example");
    await send(server, token, ofFamily(44001, 100, 3, { type: "perks", filter_group_id: 48 }));
    await send(server, token, ofFamily(44001, 100, 4, { type: "perks", filter_group_id: 48 }));
    await send(server, token, {
      ...ofFamily(44001, 100, 5, { type: "perks", filter_group_id: 48 }),
      cart_update: 1,
    });
    await send(server, token, ofFamily(46001, 500, 3, { type: "charity", filter_group_id: 52 }));
    expect((await lines(server, token)).map((line) => [line.product_id, line.info.quantity])).toEqual([
      [44001, 1],
      [46001, 3],
    ]);
  });

  it("an insurance policy (category 1233, no filter group) is priced alone: quantity 1; a second policy is added beside it", async () => {
    const server = makeTestServer();
    const token = await login(server, "sam@demo.example");
    await send(server, token, ofFamily(41002, 7500, 3, { type: "insurance", categories: "1233" }));
    await send(server, token, {
      ...ofFamily(41002, 7500, 2, { type: "insurance", categories: "1233" }),
      cart_update: 1,
    });
    // Told only by its category, as a line from another client would be.
    await send(server, token, ofFamily(41001, 5000, 2, { categories: "1233" }));
    expect((await lines(server, token)).map((line) => [line.product_id, line.info.quantity])).toEqual([
      [41002, 1],
      [41001, 1],
    ]);
  });
});

describe("a change sent again with its idempotency key is made once (a retry after a lost answer)", () => {
  const KEY = "4f9c2d8e-0b1a-4c3e-9d7f-6a5b4c3d2e1f";

  it("the same key twice: one line, its quantity unchanged, and the first answer again", async () => {
    const server = makeTestServer();
    const token = await login(server, "sam@demo.example");
    const first = await send(server, token, add(28510, 250, 2), KEY);
    expect(first?.message).toBe("Product added to cart successfully.");
    const again = await send(server, token, add(28510, 250, 2), KEY);
    expect(again).toEqual(first);
    expect((await lines(server, token)).map((line) => [line.product_id, line.info.quantity])).toEqual([
      [28510, 2],
    ]);
  });

  it("a late repeat of an add the shopper has since undone does not put the line back", async () => {
    const server = makeTestServer();
    const token = await login(server, "sam@demo.example");
    await send(server, token, add(28510, 250, 1), KEY);
    await send(server, token, add(28510, 250, 1, { status: 0 }), "second-change-0001");
    expect(await send(server, token, add(28510, 250, 1), KEY)).toMatchObject({
      success: 1,
      message: "Product added to cart successfully.",
    });
    expect(await lines(server, token)).toEqual([]);
  });

  it("the single-unit product added, its answer lost: the retry is answered as added, not refused as a second one", async () => {
    const server = makeTestServer();
    const token = await login(server, "sam@demo.example");
    const wallet = add(SINGLE_UNIT_PRODUCT_ID, 100, 1);
    expect(await send(server, token, wallet, KEY)).toMatchObject({ success: 1 });
    expect(await send(server, token, wallet, KEY)).toMatchObject({
      success: 1,
      message: "Product added to cart successfully.",
    });
    // Without the key it is a second add, which spec §5 refuses.
    expect(await send(server, token, wallet)).toMatchObject({
      success: 0,
      message: MULTIPLE_WALLET_APP_MESSAGE,
    });
    expect(await lines(server, token)).toHaveLength(1);
  });

  it("the same key with another change is refused (HTTP 409) and changes nothing", async () => {
    const server = makeTestServer();
    const token = await login(server, "sam@demo.example");
    await send(server, token, add(28510, 250, 1), KEY);
    const res = await server.call(addToCart, { cart: add(28510, 500, 1), idempotency_key: KEY }, { token });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      success: 0,
      message: "This idempotency key was already used for another change of the cart: make the change again.",
    });
    expect((await lines(server, token)).map((line) => line.info.denomination)).toEqual(["INR 250"]);
  });

  it("a key is the user's own: another user's change with it is made", async () => {
    const server = makeTestServer();
    const sam = await login(server, "sam@demo.example");
    const nina = await login(server, "nina@demo.example");
    await send(server, sam, add(28510, 250, 1), KEY);
    const before = await lines(server, nina);
    await send(server, nina, add(28510, 250, 1), KEY);
    expect(await lines(server, nina)).toHaveLength(before.length + 1);
  });

  it("a refused change keeps no key: the change sent again once it can be made is made", async () => {
    const server = makeTestServer();
    const token = await login(server, "sam@demo.example");
    const wallet = add(SINGLE_UNIT_PRODUCT_ID, 100, 2);
    expect(await send(server, token, wallet, KEY)).toMatchObject({ success: 0 });
    expect(
      await send(server, token, { ...wallet, info: { ...wallet.info, quantity: 1 } }, KEY),
    ).toMatchObject({
      success: 1,
    });
    expect(await lines(server, token)).toHaveLength(1);
  });

  it(`keeps the keys of a user's latest ${CART_KEYS_KEPT} changes`, async () => {
    const server = makeTestServer();
    const token = await login(server, "sam@demo.example");
    await send(server, token, add(28510, 250, 1), "change-0000");
    for (let n = 1; n <= CART_KEYS_KEPT; n++) {
      await send(
        server,
        token,
        add(28510, 250, n + 1, { cart_update: 1 }),
        `change-${String(n).padStart(4, "0")}`,
      );
    }
    const kept = server.db
      .prepare("SELECT idempotency_key FROM cart_changes ORDER BY idempotency_key")
      .all() as { idempotency_key: string }[];
    expect(kept).toHaveLength(100);
    expect(kept[0]?.idempotency_key).toBe("change-0001");
  });
});

describe("addToCart keeps only what it can serve back; a refusal says why and leaves the cart as it was", () => {
  /** Sam's cart with one line, and a change sent as is (JSON text), answered and compared. */
  const refused = async (cart: unknown) => {
    const server = makeTestServer();
    const token = await login(server, "sam@demo.example");
    await send(server, token, add(28510, 250, 2));
    const before = await lines(server, token);
    const res = await server.post(
      operationPath(addToCart, "auth"),
      JSON.stringify({ query: addToCart.query, tag: "voucher", variables: { cart: JSON.stringify(cart) } }),
      { a_t: token },
    );
    expect(await lines(server, token)).toEqual(before);
    return res;
  };
  const message = async (cart: unknown) => {
    const res = await refused(cart);
    expect(res.status).toBe(200);
    const body = res.json as { data: { addToCart: { success: number; message: string } } };
    expect(body.data.addToCart.success).toBe(0);
    return body.data.addToCart.message;
  };
  const base = add(28510, 250, 1);
  const withInfo = (fields: Record<string, unknown>) => ({ ...base, info: { ...base.info, ...fields } });

  it.each([-5, 0, 1.5])("product_id %s: a product id is a whole number above 0", async (productId) => {
    expect(await message({ ...base, product_id: productId })).toBe(
      `${productId} is not a product: a product id is a whole number above 0.`,
    );
  });

  it.each([-1, 0, 1.5])("quantity %s is refused at the door (HTTP 400)", async (quantity) => {
    const res = await refused(withInfo({ quantity }));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: 0 });
  });

  it("a negative price, or one with more decimals than its currency has", async () => {
    expect(await message(withInfo({ final_price: -1000 }))).toBe(
      "-1000 is not a price in INR: a cart line's price is 0 or more, with at most 2 decimals.",
    );
    expect(await message(withInfo({ final_price: 249.999 }))).toBe(
      "249.999 is not a price in INR: a cart line's price is 0 or more, with at most 2 decimals.",
    );
    expect(
      await message(withInfo({ currency_code: "JPY", denomination: "JPY 1500", final_price: 1470.5 })),
    ).toBe("1470.5 is not a price in JPY: a cart line's price is 0 or more, with no decimals.");
  });

  it.each([-5, 1.005])("points %s: 0 or more, with at most 2 decimals", async (point) => {
    expect(await message(withInfo({ point }))).toBe(
      `${point} is not a number of points: a cart line's points are 0 or more, with at most 2 decimals.`,
    );
  });

  it.each(["inr", "XYZ", "INRR", ""])("currency %j: a known currency code in capitals", async (currency) => {
    expect(await message(withInfo({ currency_code: currency, denomination: `${currency} 250` }))).toBe(
      "A cart line is priced in a known currency, named by its code in capitals, such as INR.",
    );
  });

  it.each(["INR 1000' OR 1=1 --", "inr 250", "INR250", "USD 250", "INR -250", "INR 1e3", "INR 250.001", ""])(
    "denomination %j: its currency code and price, such as 'INR 1000'",
    async (denomination) => {
      expect(await message(withInfo({ denomination }))).toBe(
        "A cart line's denomination is its currency code and price, such as 'INR 1000'.",
      );
    },
  );

  it("texts over the lengths kept: one text, or all of them together", async () => {
    const tooLong = `A cart line's details are too long: each text holds at most ${CART_TEXT_MAX_LENGTH} characters, and all of them ${CART_INFO_MAX_LENGTH}.`;
    expect(await message(withInfo({ denomination: `INR ${"1".repeat(200_000)}` }))).toBe(tooLong);
    expect(
      await message(
        withInfo({ productInfo: { ...base.info.productInfo, name: "x".repeat(CART_TEXT_MAX_LENGTH + 1) } }),
      ),
    ).toBe(tooLong);
    const many = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`note${i}`, "y".repeat(500)]));
    expect(await message(withInfo({ productInfo: { ...base.info.productInfo, ...many } }))).toBe(tooLong);
    // At the limit it is kept.
    const server = makeTestServer();
    const token = await login(server, "sam@demo.example");
    const name = "n".repeat(CART_TEXT_MAX_LENGTH);
    expect(
      await send(server, token, withInfo({ productInfo: { product_id: 28510, name } }) as CartChange),
    ).toMatchObject({
      success: 1,
    });
  });

  it(`a cart holds at most ${CART_MAX_LINES} lines: another line is refused, the lines there can still change`, async () => {
    expect(CART_MAX_LINES).toBe(50);
    const server = makeTestServer();
    const token = await login(server, "sam@demo.example");
    for (let n = 1; n <= CART_MAX_LINES; n++) await send(server, token, add(28510, n, 1));
    const full = await lines(server, token);
    expect(full).toHaveLength(50);
    expect(await send(server, token, add(28510, 51, 1))).toEqual({
      success: 0,
      message: "Your cart is full: it holds at most 50 lines. Remove a line to add another.",
      Message: "Your cart is full: it holds at most 50 lines. Remove a line to add another.",
    });
    expect(await lines(server, token)).toEqual(full);
    expect(await send(server, token, add(28510, 7, 1))).toMatchObject({
      success: 1,
      message: "This product is already in your cart.",
    });
    expect(await send(server, token, add(28510, 7, 3, { cart_update: 1 }))).toMatchObject({ success: 1 });
    await send(server, token, add(28510, 1, 1, { status: 0 }));
    expect(await send(server, token, add(28510, 51, 1))).toMatchObject({ success: 1 });
    expect(await lines(server, token)).toHaveLength(50);
  });
});
