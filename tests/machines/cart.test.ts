/**
 * The cart flow with scripted effects (spec §3 'Cart', §4 'Cart actions', 'Cart rules', §5
 * 'Cart', §7.4, §8 cart rows, §9 'cart toasts 2 s').
 */

import type { CartLineInfo, FetchedCartLine } from "@contract/cart";
import type { ProductDetail } from "@contract/catalogue";
import {
  type CartCall,
  type CartCallDone,
  type CartVoucherLine,
  type GuestCart,
  unitChargeOfProduct,
} from "@domain/cart";
import { SECTION_FILTER_GROUPS, type SectionItem, type SectionItems } from "@domain/cartSections";
import type { CartAnswer } from "@domain/session";
import { present, textOf, toErrorData } from "@errors";
import type { ErrorData } from "@errors/data";
import { AddToCartFailed, CartFetchFailed, SingleUnitProductRepeated } from "@errors/situations";
import { NetworkError, Unauthenticated } from "@errors/transport";
import { type CartInput, cartEventSchemas, cartMachine, initialCartContext } from "@machines/cart";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { fromPromise } from "xstate";
import { choice, familyProductOf, lineOf, productOf } from "../support/catalogue";
import { makeScript, settle, startSystem } from "../support/harness";
import { sayText } from "../support/i18n";
import { HOTEL_STAY_FACTS, ONE_WAY_FLIGHT_FACTS } from "../support/sectionFacts";

const SOMETHING_WENT_WRONG = "Something went wrong";
const MULTIPLE_WALLET = "You're not allowed to add multiple mobile wallet products into the cart.";

const shopping = productOf(28501, "Shopping Gift Card");
const wallet = productOf(28487, "Mobile Wallet Gift Card", {
  spl_discount: 0,
  important_info: "Only one mobile wallet gift card can be bought per order, in a quantity of one.",
});

const keyOf = (line: CartVoucherLine) => ({
  productId: line.productId,
  price: line.price,
  currency: line.currency,
});

const infoOf = (product: ProductDetail, price: number, quantity: number): CartLineInfo => ({
  quantity,
  point: price,
  denomination: `INR ${price}`,
  // What the product page sent: the price after spl_discount (spec §7.4 final_price).
  final_price: unitChargeOfProduct(product, price) ?? price,
  base_conversion_value: 1,
  product_discount: 0,
  product_discount_inr: 0,
  currency_code: "INR",
  currency_value: 1,
  currency_id: 1,
  currency_name: "Indian Rupee",
  productInfo: { product_id: product.product_id, name: product.name },
});

const fetchedLine = (
  product: ProductDetail,
  price: number,
  quantity: number,
  availability = 1,
  multiplier?: number,
): FetchedCartLine => {
  const info = infoOf(product, price, quantity);
  return {
    availability,
    product_id: product.product_id,
    info: {
      ...info,
      productInfo: {
        ...info.productInfo,
        type: product.type,
        filter_group_id: product.filter_group_id,
        categories: product.categories,
        country_name: product.country_name,
        ...(multiplier === undefined ? {} : { pointConversionMultiplier: multiplier }),
      },
    },
  };
};

/** A hotel booking in its section (spec §9 hotel product 55399, filter group 64). */
const hotelStay: SectionItem = {
  product_id: 55399,
  name: "Harbour View Hotel",
  price: 12500,
  currency: "INR",
  filterGroupId: SECTION_FILTER_GROUPS.hotel,
  reference: "HTL-7",
  facts: HOTEL_STAY_FACTS,
};

/** The cart in a system with a scripted addToCart (answered by the test) and stand-ins for "session". */
const start = (
  input: CartInput,
  saved: readonly CartVoucherLine[] = [],
  dropped = 0,
  savedSections: SectionItems = {},
) => {
  const script = makeScript();
  /** What the section store was asked to keep, in order (outside the script: it runs on every change). */
  const sectionWrites: SectionItems[] = [];
  const machine = cartMachine.provide({
    actors: {
      callCart: script.manual<CartCallDone, CartCall>("callCart"),
      loadGuestCart: script.answering<GuestCart, void>("loadGuestCart", () => ({ vouchers: saved, dropped })),
      saveGuestCart: script.answering<void, { readonly vouchers: readonly CartVoucherLine[] }>(
        "saveGuestCart",
        () => undefined,
      ),
      fetchCart: script.manual<CartAnswer, void>("fetchCart"),
      loadSections: fromPromise<SectionItems, void>(async () => savedSections),
      saveSections: fromPromise<void, SectionItems>(async ({ input: sections }) => {
        sectionWrites.push(sections);
      }),
    },
  });
  const started = startSystem(machine, "cart", input, ["session", "checkout"]);
  const context = () => started.actor.getSnapshot().context;
  /** The toast as the shopper reads it in English: the catalogue's text and tone of `message`. */
  const toast = () => {
    const message = context().message;
    if (message === null) return null;
    const view = present(message);
    return { text: sayText(textOf(message), "en", ""), kind: view.kind === "toast" ? view.tone : view.kind };
  };
  /** The lines the cart announced to "checkout" (CART.LINES), in order. */
  const announced = () =>
    started.eventsOf("checkout").flatMap((event) => (event.type === "CART.LINES" ? [event.lines] : []));
  const savedLines = () =>
    script.calls
      .filter((call) => call.name === "saveGuestCart")
      .map((call) => (call.input as { readonly vouchers: readonly CartVoucherLine[] }).vouchers);
  /** The input of the n-th call of the scripted effects. */
  const callInput = (n: number): CartCall => {
    const call = script.calls[n];
    if (call === undefined) throw new Error(`no call ${n}`);
    return call.input as CartCall;
  };
  /** The section items the cart announced to "checkout" (CART.LINES), in order. */
  const announcedSections = () =>
    started
      .eventsOf("checkout")
      .flatMap((event) => (event.type === "CART.LINES" ? [event.sections ?? []] : []));
  return {
    ...started,
    script,
    context,
    toast,
    announced,
    announcedSections,
    sectionWrites,
    savedLines,
    callInput,
  };
};

const done = (product: ProductDetail, price: number, quantity: number): CartCallDone => ({
  info: infoOf(product, price, quantity),
});

const addToCartFailure = (serverMessage: string | undefined): ErrorData =>
  toErrorData(new AddToCartFailed({ serverMessage }));

describe("spec §4 'Cart actions' logged in: the server must answer success 1 before the local cart changes", () => {
  it("an add calls addToCart (ADD_CART) and the line is appended only after success", async () => {
    const cart = start({ loggedIn: true });
    await settle();
    cart.actor.send({ type: "CART.ADD", ...choice(shopping, 500, 2) });
    await settle();
    expect(cart.script.names()).toEqual(["callCart"]);
    const call = cart.callInput(0);
    expect(call).toMatchObject({
      kind: "product",
      action: "ADD_CART",
      price: 500,
      quantity: 2,
      currencyValue: 1,
    });
    expect(cart.context().vouchers).toEqual([]);
    expect(cart.context().pending).toEqual({ action: "ADD_CART", productId: 28501 });
    await cart.script.answer("callCart", done(shopping, 500, 2));
    expect(cart.context().vouchers).toEqual([lineOf(shopping, 500, 2)]);
    expect(cart.context().pending).toBeNull();
    expect(cart.context().message).toBeNull();
    expect(cart.savedLines()).toEqual([]);
  });

  it("while a call runs, further changes are ignored (no second call)", async () => {
    const cart = start({ loggedIn: true });
    cart.actor.send({ type: "CART.ADD", ...choice(shopping, 500) });
    cart.actor.send({ type: "CART.ADD", ...choice(shopping, 1000) });
    await settle();
    expect(cart.script.names()).toEqual(["callCart"]);
  });

  it("BUY_NOW adds the item, then flags redirect to checkout; CART.CHECKOUT_REDIRECTED lowers the flag", async () => {
    const cart = start({ loggedIn: true });
    cart.actor.send({ type: "CART.BUY_NOW", ...choice(shopping, 1000) });
    await settle();
    expect(cart.callInput(0).action).toBe("BUY_NOW");
    expect(cart.context().redirectToCheckout).toBe(false);
    await cart.script.answer("callCart", done(shopping, 1000, 1));
    expect(cart.context().vouchers).toEqual([lineOf(shopping, 1000)]);
    expect(cart.context().redirectToCheckout).toBe(true);
    cart.actor.send({ type: "CART.CHECKOUT_REDIRECTED" });
    expect(cart.context().redirectToCheckout).toBe(false);
  });

  it("an update sends UPDATE_CART with the new quantity and the info the server holds; success sets the quantity", async () => {
    const cart = start({ loggedIn: true });
    cart.actor.send({
      type: "CART.FETCHED",
      lines: [fetchedLine(shopping, 500, 1)],
      conversion_to_base: 1,
      conversion_to_inr: 1,
    });
    const line = cart.context().vouchers[0];
    if (line === undefined) throw new Error("no line");
    cart.actor.send({ type: "CART.UPDATE", key: keyOf(line), quantity: 3 });
    await settle();
    const call = cart.callInput(0);
    expect(call).toMatchObject({ kind: "line", action: "UPDATE_CART", quantity: 3 });
    expect(call.kind === "line" ? call.known?.denomination : null).toBe("INR 500");
    expect(cart.context().vouchers[0]?.quantity).toBe(1);
    await cart.script.answer("callCart", done(shopping, 500, 3));
    expect(cart.context().vouchers[0]?.quantity).toBe(3);
  });

  it("a removal sends REMOVE_CART; success deletes the matching line", async () => {
    const cart = start({ loggedIn: true });
    cart.actor.send({
      type: "CART.FETCHED",
      lines: [fetchedLine(shopping, 500, 1), fetchedLine(shopping, 1000, 2)],
      conversion_to_base: null,
      conversion_to_inr: null,
    });
    cart.actor.send({ type: "CART.REMOVE", key: { productId: 28501, price: 500, currency: "INR" } });
    await settle();
    expect(cart.callInput(0).action).toBe("REMOVE_CART");
    expect(cart.context().vouchers).toHaveLength(2);
    await cart.script.answer("callCart", done(shopping, 500, 1));
    expect(cart.context().vouchers.map((line) => line.price)).toEqual([1000]);
  });

  it("an update or removal of a line that is not in the cart calls nothing", async () => {
    const cart = start({ loggedIn: true });
    cart.actor.send({ type: "CART.REMOVE", key: { productId: 1, price: 5, currency: "INR" } });
    cart.actor.send({ type: "CART.UPDATE", key: { productId: 1, price: 5, currency: "INR" }, quantity: 2 });
    await settle();
    expect(cart.script.calls).toEqual([]);
  });
});

describe("spec §4 'Cart rules': a second lounge replaces the first, logged in (server first) and logged out", () => {
  const first = familyProductOf(45001, "lounge");
  const second = familyProductOf(45002, "lounge");

  it("logged in: the first lounge stays until the server answers success 1 for the second", async () => {
    const cart = start({ loggedIn: true });
    await settle();
    cart.actor.send({ type: "CART.ADD", ...choice(first, 1200) });
    await settle();
    await cart.script.answer("callCart", done(first, 1200, 1));
    cart.actor.send({ type: "CART.ADD", ...choice(second, 2800, 3) });
    await settle();
    expect(cart.callInput(1)).toMatchObject({ kind: "product", action: "ADD_CART", quantity: 1 });
    expect(cart.context().vouchers.map((line) => line.productId)).toEqual([45001]);
    await cart.script.answer("callCart", done(second, 2800, 1));
    expect(cart.context().vouchers).toEqual([lineOf(second, 2800)]);
    expect(cart.context().known.map((entry) => entry.key.productId)).toEqual([45002]);
  });

  it("logged in: a failed call keeps the first lounge", async () => {
    const cart = start({ loggedIn: true });
    await settle();
    cart.actor.send({ type: "CART.ADD", ...choice(first, 1200) });
    await settle();
    await cart.script.answer("callCart", done(first, 1200, 1));
    cart.actor.send({ type: "CART.ADD", ...choice(second, 2800) });
    await settle();
    await cart.script.fail("callCart", new AddToCartFailed({ serverMessage: undefined }));
    expect(cart.context().vouchers).toEqual([lineOf(first, 1200)]);
  });

  it("logged out: the local cart holds the second lounge only, and that is saved", async () => {
    const cart = start({ loggedIn: false });
    await settle();
    cart.actor.send({ type: "CART.ADD", ...choice(first, 1200) });
    cart.actor.send({ type: "CART.ADD", ...choice(second, 2800) });
    await settle();
    expect(cart.context().vouchers).toEqual([lineOf(second, 2800)]);
    expect(cart.savedLines().at(-1)).toEqual([lineOf(second, 2800)]);
  });
});

describe("spec §8 'Add to cart failure': toast with the server message, or 'Something went wrong' (2 s); the error is stored", () => {
  it("the server's message shows for 2000 ms, the cart is unchanged and the error stored", async () => {
    const cart = start({ loggedIn: true });
    cart.actor.send({ type: "CART.ADD", ...choice(shopping, 500) });
    await settle();
    await cart.script.fail("callCart", addToCartFailure("This product is out of stock."));
    expect(cart.context().vouchers).toEqual([]);
    expect(cart.context().message).toEqual(addToCartFailure("This product is out of stock."));
    expect(cart.toast()).toEqual({ text: "This product is out of stock.", kind: "error" });
    expect(cart.context().error).toEqual(addToCartFailure("This product is out of stock."));
    expect(cart.context().pending).toBeNull();
    cart.clock.increment(1999);
    expect(cart.context().message).not.toBeNull();
    cart.clock.increment(1);
    expect(cart.context().message).toBeNull();
    expect(cart.context().error).toEqual(addToCartFailure("This product is out of stock."));
  });

  it.each([
    ["no server message", addToCartFailure(undefined)],
    ["a blank server message", addToCartFailure("  ")],
  ])("%s: 'Something went wrong'", async (_, error) => {
    const cart = start({ loggedIn: true });
    cart.actor.send({ type: "CART.ADD", ...choice(shopping, 500) });
    await settle();
    await cart.script.fail("callCart", error);
    expect(cart.toast()).toEqual({ text: SOMETHING_WENT_WRONG, kind: "error" });
  });

  it("a second failure restarts the 2000 ms", async () => {
    const cart = start({ loggedIn: true });
    cart.actor.send({ type: "CART.ADD", ...choice(shopping, 500) });
    await settle();
    await cart.script.fail("callCart", addToCartFailure("first"));
    cart.clock.increment(1500);
    cart.actor.send({ type: "CART.ADD", ...choice(shopping, 500) });
    await settle();
    await cart.script.fail("callCart", addToCartFailure("second"));
    cart.clock.increment(1500);
    expect(cart.toast()?.text).toBe("second");
    cart.clock.increment(500);
    expect(cart.context().message).toBeNull();
  });

  it("CART.DISMISS_MESSAGE hides the message at once", async () => {
    const cart = start({ loggedIn: true });
    cart.actor.send({ type: "CART.ADD", ...choice(shopping, 500) });
    await settle();
    await cart.script.fail("callCart", addToCartFailure("nope"));
    cart.actor.send({ type: "CART.DISMISS_MESSAGE" });
    expect(cart.context().message).toBeNull();
  });

  it("a transport failure shows as the catalogue says (not a crash) and changes nothing", async () => {
    const cart = start({ loggedIn: true });
    cart.actor.send({ type: "CART.ADD", ...choice(shopping, 500) });
    await settle();
    await cart.script.fail(
      "callCart",
      toErrorData(new NetworkError({ operation: "addToCart", reason: "down" })),
    );
    expect(cart.context().vouchers).toEqual([]);
    expect(cart.toast()?.kind).toBe("error");
    expect(cart.context().error?._tag).toBe("NetworkError");
  });
});

describe("spec §8 'HTTP 401': treated as logged out", () => {
  it("sends SESSION.EXPIRED to 'session', stores the error and changes nothing", async () => {
    const cart = start({ loggedIn: true });
    cart.actor.send({ type: "CART.ADD", ...choice(shopping, 500) });
    await settle();
    await cart.script.fail("callCart", toErrorData(new Unauthenticated({ operation: "addToCart" })));
    expect(cart.eventsOf("session")).toEqual([{ type: "SESSION.EXPIRED" }]);
    expect(cart.context().vouchers).toEqual([]);
    expect(cart.context().error?._tag).toBe("Unauthenticated");
    expect(cart.context().message).toBeNull();
  });
});

describe("spec §5 'Cart': product 28487 cannot be added with quantity above 1, or when it is already in the cart", () => {
  it("the refusal text", () => {
    expect(MULTIPLE_WALLET).toBe("You're not allowed to add multiple mobile wallet products into the cart.");
  });

  it.each([true, false])(
    "quantity 2 (logged in: %s): the message for 2000 ms, nothing changes, no call",
    async (loggedIn) => {
      const cart = start({ loggedIn });
      await settle();
      cart.actor.send({ type: "CART.ADD", ...choice(wallet, 500, 2) });
      await settle();
      expect(cart.script.names().filter((name) => name !== "loadGuestCart")).toEqual([]);
      expect(cart.context().vouchers).toEqual([]);
      expect(cart.context().message).toEqual(
        toErrorData(new SingleUnitProductRepeated({ productId: 28487 })),
      );
      expect(cart.toast()).toEqual({ text: MULTIPLE_WALLET, kind: "error" });
      cart.clock.increment(1999);
      expect(cart.toast()?.text).toBe(MULTIPLE_WALLET);
      cart.clock.increment(1);
      expect(cart.context().message).toBeNull();
    },
  );

  it("already in the cart: refused with no call, even at another price", async () => {
    const cart = start({ loggedIn: true });
    cart.actor.send({
      type: "CART.FETCHED",
      lines: [fetchedLine(wallet, 100, 1)],
      conversion_to_base: 1,
      conversion_to_inr: 1,
    });
    cart.actor.send({ type: "CART.BUY_NOW", ...choice(wallet, 250, 1) });
    await settle();
    expect(cart.script.calls).toEqual([]);
    expect(cart.toast()?.text).toBe(MULTIPLE_WALLET);
    expect(cart.context().vouchers).toHaveLength(1);
    expect(cart.context().redirectToCheckout).toBe(false);
  });

  it("updating its line to quantity 2 is refused the same way", async () => {
    const cart = start({ loggedIn: true });
    cart.actor.send({
      type: "CART.FETCHED",
      lines: [fetchedLine(wallet, 100, 1)],
      conversion_to_base: 1,
      conversion_to_inr: 1,
    });
    cart.actor.send({
      type: "CART.UPDATE",
      key: { productId: 28487, price: 100, currency: "INR" },
      quantity: 2,
    });
    await settle();
    expect(cart.script.calls).toEqual([]);
    expect(cart.toast()?.text).toBe(MULTIPLE_WALLET);
    expect(cart.context().vouchers[0]?.quantity).toBe(1);
  });

  it("quantity 1 when it is not in the cart is allowed", async () => {
    const cart = start({ loggedIn: true });
    cart.actor.send({ type: "CART.ADD", ...choice(wallet, 100, 1) });
    await settle();
    expect(cart.script.names()).toEqual(["callCart"]);
    expect(cart.context().message).toBeNull();
  });
});

describe("spec §4 'Cart actions' logged out: only the local cart changes, and it is saved", () => {
  it("at start the saved guest cart is read back", async () => {
    const saved = [lineOf(shopping, 500, 2)];
    const cart = start({ loggedIn: false }, saved);
    await settle();
    expect(cart.script.names()).toEqual(["loadGuestCart"]);
    expect(cart.context().vouchers).toEqual(saved);
  });

  it("saved lines that could not be charged again were dropped: the kept ones load and the toast says so", async () => {
    const saved = [lineOf(shopping, 500, 2)];
    const cart = start({ loggedIn: false }, saved, 1);
    await settle();
    expect(cart.context().vouchers).toEqual(saved);
    expect(cart.context().message).toEqual({ _tag: "CartLinesDropped", count: 1 });
    expect(cart.actor.getSnapshot().hasTag("toast")).toBe(true);
    expect(cart.toast()?.text).toBe(
      "Some items saved in your cart are no longer available at their price and were removed.",
    );
  });

  it("a signed-in start reads nothing (the session sends the fetched cart)", async () => {
    const cart = start({ loggedIn: true }, [lineOf(shopping, 500)]);
    await settle();
    expect(cart.script.calls).toEqual([]);
    expect(cart.context().vouchers).toEqual([]);
  });

  it("add, update and remove change the local cart without a call, and each change is saved", async () => {
    const cart = start({ loggedIn: false });
    await settle();
    cart.actor.send({ type: "CART.ADD", ...choice(shopping, 500) });
    await settle();
    expect(cart.context().vouchers).toEqual([lineOf(shopping, 500)]);
    expect(cart.savedLines().at(-1)).toEqual([lineOf(shopping, 500)]);
    cart.actor.send({ type: "CART.UPDATE", key: keyOf(lineOf(shopping, 500)), quantity: 4 });
    await settle();
    expect(cart.context().vouchers[0]?.quantity).toBe(4);
    expect(cart.savedLines().at(-1)).toEqual([lineOf(shopping, 500, 4)]);
    cart.actor.send({ type: "CART.REMOVE", key: keyOf(lineOf(shopping, 500)) });
    await settle();
    expect(cart.context().vouchers).toEqual([]);
    expect(cart.savedLines().at(-1)).toEqual([]);
    expect(cart.script.names().includes("callCart")).toBe(false);
  });

  it("BUY_NOW adds locally and flags redirect to checkout", async () => {
    const cart = start({ loggedIn: false });
    await settle();
    cart.actor.send({ type: "CART.BUY_NOW", ...choice(shopping, 1000) });
    expect(cart.context().vouchers).toEqual([lineOf(shopping, 1000)]);
    expect(cart.context().redirectToCheckout).toBe(true);
  });

  it("spec §4 'Cart rules': adding a line matching productId, price and currency leaves the cart unchanged", async () => {
    const cart = start({ loggedIn: false });
    await settle();
    cart.actor.send({ type: "CART.ADD", ...choice(shopping, 500, 1) });
    cart.actor.send({ type: "CART.ADD", ...choice(shopping, 500, 3) });
    cart.actor.send({ type: "CART.ADD", ...choice(shopping, 1000, 1) });
    expect(cart.context().vouchers).toEqual([lineOf(shopping, 500, 1), lineOf(shopping, 1000, 1)]);
  });

  it("after SESSION.USER logged in, changes go to the server", async () => {
    const cart = start({ loggedIn: false });
    await settle();
    cart.actor.send({ type: "SESSION.USER", loggedIn: true, user: null, points: null });
    cart.actor.send({ type: "CART.ADD", ...choice(shopping, 500) });
    await settle();
    expect(cart.script.names()).toContain("callCart");
    expect(cart.context().vouchers).toEqual([]);
  });
});

describe("spec §4 'Cart rules' and §7.4: the fetched cart", () => {
  it("items with availability 0 are dropped; multiplier and conversions are read", () => {
    const cart = start({ loggedIn: true });
    cart.actor.send({
      type: "CART.FETCHED",
      lines: [fetchedLine(shopping, 500, 2, 0, 5), fetchedLine(shopping, 1000, 1, 1, 3)],
      conversion_to_base: 0.5,
      conversion_to_inr: 2,
    });
    const context = cart.context();
    expect(context.vouchers.map((line) => [line.price, line.quantity])).toEqual([[1000, 1]]);
    expect(context.pointConversionMultiplier).toBe(3);
    expect(context.conversion_to_base).toBe(0.5);
    expect(context.cart_conversion_to_inr).toBe(2);
  });

  it("no lines and no conversions: an empty cart with the defaults 1", () => {
    const cart = start({ loggedIn: true });
    cart.actor.send({ type: "CART.FETCHED", lines: [], conversion_to_base: null, conversion_to_inr: null });
    const context = cart.context();
    expect(context.vouchers).toEqual([]);
    expect([
      context.pointConversionMultiplier,
      context.conversion_to_base,
      context.cart_conversion_to_inr,
    ]).toEqual([1, 1, 1]);
  });
});

describe("spec §4 'Logout': CART.CLEAR empties the cart and the saved guest cart", () => {
  it.each([true, false])("logged in: %s", async (loggedIn) => {
    const cart = start({ loggedIn }, [lineOf(shopping, 500)]);
    await settle();
    cart.actor.send({ type: "CART.USE_POINTS", usePoints: true });
    cart.actor.send({ type: "CART.CLEAR" });
    await settle();
    expect(cart.context().vouchers).toEqual([]);
    expect(cart.context().usePoints).toBe(false);
    expect(cart.savedLines().at(-1)).toEqual([]);
  });
});

describe("spec §4 'Logout' during a call", () => {
  it("CART.CLEAR while addToCart runs drops the call: no pending state, and its answer changes nothing", async () => {
    const cart = start({ loggedIn: true });
    cart.actor.send({ type: "CART.ADD", ...choice(shopping, 500) });
    await settle();
    cart.actor.send({ type: "CART.CLEAR" });
    expect(cart.context().pending).toBeNull();
    await cart.script.answer("callCart", done(shopping, 500, 1));
    expect(cart.context().vouchers).toEqual([]);
  });
});

describe("spec §4 'Cart rules': reset cart, coupon and use points", () => {
  it("reset cart empties vouchers and resets both conversions to 1", () => {
    const cart = start({ loggedIn: true });
    cart.actor.send({
      type: "CART.FETCHED",
      lines: [fetchedLine(shopping, 500, 1)],
      conversion_to_base: 0.011,
      conversion_to_inr: 90.9,
    });
    cart.actor.send({ type: "CART.RESET" });
    expect(cart.context().vouchers).toEqual([]);
    expect(cart.context().conversion_to_base).toBe(1);
    expect(cart.context().cart_conversion_to_inr).toBe(1);
  });

  it("set coupon: couponApplied true with details; reset coupon: false with null details", () => {
    const cart = start({ loggedIn: true });
    cart.actor.send({ type: "CART.SET_COUPON", details: { code: "SAVE10", amount: 10 } });
    expect(cart.context().couponApplied).toBe(true);
    expect(cart.context().couponDetails).toEqual({ code: "SAVE10", amount: 10 });
    cart.actor.send({ type: "CART.RESET_COUPON" });
    expect(cart.context().couponApplied).toBe(false);
    expect(cart.context().couponDetails).toBeNull();
  });

  it("use points is its own action", () => {
    const cart = start({ loggedIn: true });
    cart.actor.send({ type: "CART.USE_POINTS", usePoints: true });
    expect(cart.context().usePoints).toBe(true);
    cart.actor.send({ type: "CART.USE_POINTS", usePoints: false });
    expect(cart.context().usePoints).toBe(false);
  });
});

describe("spec §8 'Cart fetch failure': the error is stored, the lines are never emptied, and a retry fetches again", () => {
  const fetchFailed = toErrorData(new CartFetchFailed({ reason: "NetworkError (fetchCart)" }));
  const answerOf = (lines: readonly FetchedCartLine[]): CartAnswer => ({
    success: 1,
    data: [...lines],
    conversion_to_base: 1,
    conversion_to_inr: 1,
  });

  it("a failed first fetch keeps the error and shows no empty cart as an answer; CART.RETRY fetches and takes the lines", async () => {
    const cart = start({ loggedIn: true });
    cart.actor.send({ type: "CART.FETCH_FAILED", error: fetchFailed });
    expect(cart.actor.getSnapshot().hasTag("fetchFailed")).toBe(true);
    expect(cart.context().fetchError).toEqual(fetchFailed);
    expect(present(fetchFailed)).toEqual({ kind: "empty", of: "cart" });
    expect(cart.announced()).toEqual([]);
    cart.actor.send({ type: "CART.RETRY" });
    expect(cart.actor.getSnapshot().hasTag("fetching")).toBe(true);
    await cart.script.answer("fetchCart", answerOf([fetchedLine(shopping, 500, 2)]));
    expect(cart.actor.getSnapshot().hasTag("fetchFailed")).toBe(false);
    expect(cart.context().fetchError).toBeNull();
    expect(cart.context().vouchers.map((line) => [line.productId, line.quantity])).toEqual([[28501, 2]]);
    expect(cart.announced()).toHaveLength(1);
  });

  it("known lines stay as they are after a failed fetch, and a failed retry keeps them and the error", async () => {
    const cart = start({ loggedIn: true });
    cart.actor.send({
      type: "CART.FETCHED",
      lines: [fetchedLine(shopping, 500, 1)],
      conversion_to_base: 1,
      conversion_to_inr: 1,
    });
    const lines = cart.context().vouchers;
    cart.actor.send({ type: "CART.FETCH_FAILED", error: fetchFailed });
    expect(cart.context().vouchers).toEqual(lines);
    cart.actor.send({ type: "CART.RETRY" });
    await cart.script.fail("fetchCart", fetchFailed);
    expect(cart.context().vouchers).toEqual(lines);
    expect(cart.context().fetchError).toEqual(fetchFailed);
    expect(cart.actor.getSnapshot().hasTag("fetchFailed")).toBe(true);
  });

  it("the next navigation (ENV.LOCATION) fetches again; without a failure it fetches nothing", async () => {
    const cart = start({ loggedIn: true });
    cart.actor.send({ type: "ENV.LOCATION", pathname: "/marketplace/cart", search: "" });
    expect(cart.script.calls.filter((call) => call.name === "fetchCart")).toHaveLength(0);
    cart.actor.send({ type: "CART.FETCH_FAILED", error: fetchFailed });
    cart.actor.send({ type: "ENV.LOCATION", pathname: "/marketplace/cart", search: "" });
    expect(cart.script.calls.filter((call) => call.name === "fetchCart")).toHaveLength(1);
    await cart.script.answer("fetchCart", answerOf([]));
    expect(cart.context().fetchError).toBeNull();
  });

  it("a retry answering HTTP 401 ends the session", async () => {
    const cart = start({ loggedIn: true });
    cart.actor.send({ type: "CART.FETCH_FAILED", error: fetchFailed });
    cart.actor.send({ type: "CART.RETRY" });
    await cart.script.fail("fetchCart", toErrorData(new Unauthenticated({ operation: "fetchCart" })));
    expect(cart.eventsOf("session")).toContainEqual({ type: "SESSION.EXPIRED" });
    expect(cart.actor.getSnapshot().hasTag("fetchFailed")).toBe(false);
  });
});

describe("the event schemas describe every event the cart accepts from outside", () => {
  const events = [
    { type: "CART.ADD", ...choice(shopping, 500) },
    { type: "CART.BUY_NOW", ...choice(shopping, 500), currencyValue: 1 },
    { type: "CART.UPDATE", key: { productId: 1, price: 5, currency: "INR" }, quantity: 2 },
    { type: "CART.REMOVE", key: { productId: 1, price: 5, currency: "INR" } },
    { type: "CART.RESET" },
    { type: "CART.SET_COUPON", details: { code: "X" } },
    { type: "CART.RESET_COUPON" },
    { type: "CART.USE_POINTS", usePoints: true },
    { type: "CART.DISMISS_MESSAGE" },
    { type: "CART.CHECKOUT_REDIRECTED" },
    {
      type: "CART.FETCHED",
      lines: [fetchedLine(shopping, 500, 1)],
      conversion_to_base: 1,
      conversion_to_inr: null,
    },
    {
      type: "CART.FETCH_FAILED",
      error: toErrorData(new CartFetchFailed({ reason: "NetworkError (fetchCart)" })),
    },
    { type: "CART.RETRY" },
    { type: "ENV.LOCATION", pathname: "/marketplace/cart", search: "" },
    { type: "CART.CLEAR" },
    { type: "SESSION.USER", loggedIn: false, user: null, points: null },
    { type: "CART.ADD_SECTION_ITEM", section: "hotel", item: hotelStay },
    { type: "CART.REMOVE_SECTION_ITEM", section: "hotel" },
  ];

  it("one schema per event type, and each event decodes", () => {
    const types = cartEventSchemas.map((schema) => schema.fields.type.literal);
    expect(new Set(types).size).toBe(types.length);
    expect(types.sort()).toEqual(events.map((event) => event.type).sort());
    const decode = Schema.decodeUnknownSync(Schema.Union(cartEventSchemas));
    for (const event of events) expect(decode(event)).toEqual(event);
  });

  it("a malformed event does not decode", () => {
    const decode = Schema.decodeUnknownExit(Schema.Union(cartEventSchemas));
    expect(decode({ type: "CART.UPDATE", key: { productId: "1" }, quantity: 2 })._tag).toBe("Failure");
  });
});

describe("the cart announces its lines to the checkout (CART.LINES, machines/facts.ts)", () => {
  it("a signed-out start announces the saved lines once they are read, then every change", async () => {
    const saved = [lineOf(shopping, 500, 2)];
    const cart = start({ loggedIn: false }, saved);
    await settle();
    expect(cart.announced()).toEqual([saved]);
    cart.actor.send({ type: "CART.ADD", ...choice(shopping, 1000) });
    cart.actor.send({ type: "CART.REMOVE", key: keyOf(lineOf(shopping, 500)) });
    expect(cart.announced()).toEqual([saved, [...saved, lineOf(shopping, 1000)], [lineOf(shopping, 1000)]]);
  });

  it("a signed-in cart announces the fetched lines, and a change only once the server accepted it", async () => {
    const cart = start({ loggedIn: true });
    await settle();
    expect(cart.announced()).toEqual([]);
    cart.actor.send({
      type: "CART.FETCHED",
      lines: [fetchedLine(shopping, 500, 1)],
      conversion_to_base: 1,
      conversion_to_inr: 1,
    });
    expect(cart.announced()).toEqual([[lineOf(shopping, 500)]]);
    cart.actor.send({ type: "CART.ADD", ...choice(shopping, 1000) });
    await settle();
    expect(cart.announced()).toHaveLength(1);
    await cart.script.answer("callCart", done(shopping, 1000, 1));
    expect(cart.announced().at(-1)).toEqual([lineOf(shopping, 500), lineOf(shopping, 1000)]);
  });

  it("a refusal or a failed call announces nothing; CART.CLEAR and CART.RESET announce no lines", async () => {
    const cart = start({ loggedIn: true });
    cart.actor.send({ type: "CART.ADD", ...choice(wallet, 100, 2) });
    cart.actor.send({ type: "CART.ADD", ...choice(shopping, 500) });
    await settle();
    await cart.script.fail("callCart", addToCartFailure("nope"));
    expect(cart.announced()).toEqual([]);
    cart.actor.send({ type: "CART.RESET" });
    cart.actor.send({ type: "CART.CLEAR" });
    expect(cart.announced()).toEqual([[], []]);
  });
});

describe("the cart's status is read through tags", () => {
  it("'loading' while the saved lines are read, 'busy' while a call runs, 'toast' while a message shows", async () => {
    const guest = start({ loggedIn: false });
    expect(guest.actor.getSnapshot().hasTag("loading")).toBe(true);
    await settle();
    expect(guest.actor.getSnapshot().hasTag("loading")).toBe(false);

    const cart = start({ loggedIn: true });
    cart.actor.send({ type: "CART.ADD", ...choice(shopping, 500) });
    await settle();
    expect(cart.actor.getSnapshot().hasTag("busy")).toBe(true);
    await cart.script.fail("callCart", addToCartFailure("nope"));
    expect(cart.actor.getSnapshot().hasTag("busy")).toBe(false);
    expect(cart.actor.getSnapshot().hasTag("toast")).toBe(true);
    cart.clock.increment(2000);
    expect(cart.actor.getSnapshot().hasTag("toast")).toBe(false);
  });
});

describe("the cart keeps errors as data; the view says them in the shopper's language", () => {
  it("no support e-mail in the cart's input or context", () => {
    expect(Object.keys(initialCartContext({ loggedIn: false }))).not.toContain("supportEmail");
  });

  it("the single-unit refusal in Spanish, from the catalogue's one text", async () => {
    const cart = start({ loggedIn: true });
    cart.actor.send({ type: "CART.ADD", ...choice(wallet, 500, 2) });
    const message = cart.context().message;
    expect(message === null ? null : sayText(textOf(message), "es", "")).toBe(
      "No puedes añadir varios productos de monedero móvil al carrito.",
    );
  });
});

describe("spec §3 Cart sections, §4 'Cart rules': a flight, hotel, topup or cashout booking replaces its section", () => {
  const flight = (reference: string, price: number): SectionItem => ({
    product_id: 9001,
    name: "DEL → BOM",
    price,
    currency: "INR",
    filterGroupId: SECTION_FILTER_GROUPS.flights,
    reference,
    facts: ONE_WAY_FLIGHT_FACTS,
  });

  it("an added booking is held, announced to the checkout and saved; a second flight replaces the first", async () => {
    const cart = start({ loggedIn: true });
    await settle();
    cart.actor.send({ type: "CART.ADD_SECTION_ITEM", section: "flights", item: flight("IT-1", 5400) });
    cart.actor.send({ type: "CART.ADD_SECTION_ITEM", section: "flights", item: flight("IT-2", 6100) });
    await settle();
    expect(cart.context().sections).toEqual({ flights: flight("IT-2", 6100) });
    expect(cart.announcedSections().at(-1)).toEqual([flight("IT-2", 6100)]);
    expect(cart.sectionWrites.at(-1)).toEqual({ flights: flight("IT-2", 6100) });
  });

  it("sections are independent: a hotel beside a flight; removing one leaves the other", async () => {
    const cart = start({ loggedIn: false });
    await settle();
    cart.actor.send({ type: "CART.ADD_SECTION_ITEM", section: "flights", item: flight("IT-1", 5400) });
    cart.actor.send({ type: "CART.ADD_SECTION_ITEM", section: "hotel", item: hotelStay });
    cart.actor.send({ type: "CART.REMOVE_SECTION_ITEM", section: "flights" });
    await settle();
    expect(cart.context().sections).toEqual({ hotel: hotelStay });
    expect(cart.announcedSections().at(-1)).toEqual([hotelStay]);
  });

  it("a booking whose filter group is not its section's is not taken", async () => {
    const cart = start({ loggedIn: true });
    await settle();
    cart.actor.send({ type: "CART.ADD_SECTION_ITEM", section: "topup", item: flight("IT-1", 5400) });
    await settle();
    expect(cart.context().sections).toEqual({});
  });

  it("saved bookings are read back at start and announced; a paid order (CART.CLEAR) empties and saves them", async () => {
    const cart = start({ loggedIn: true }, [], 0, { hotel: hotelStay });
    await settle();
    expect(cart.context().sections).toEqual({ hotel: hotelStay });
    expect(cart.announcedSections().at(-1)).toEqual([hotelStay]);
    cart.actor.send({ type: "CART.CLEAR" });
    await settle();
    expect(cart.context().sections).toEqual({});
    expect(cart.sectionWrites.at(-1)).toEqual({});
  });
});
