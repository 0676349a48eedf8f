import {
  addToCart,
  CartChange,
  type FetchedCartLine,
  fetchCart,
  MULTIPLE_WALLET_APP_MESSAGE,
  WALLET_APP_NAME,
} from "@contract/cart";
import type { ProductDetail } from "@contract/catalogue";
import {
  addToCartJson,
  addToCartPayload,
  addVoucherLine,
  type CartState,
  cartCount,
  cartOfFetch,
  cartReducer,
  cartViewVouchers,
  DEFAULT_AMOUNT_MAX,
  DEFAULT_AMOUNT_MIN,
  EMPTY_CART,
  isAmountWithinBounds,
  isExperienceLine,
  isMerchandiseOutOfCountry,
  isSameLine,
  lineInfoOf,
  merchandiseOutOfCountry,
  payloadStatusOf,
  priceOfDenomination,
  productInfoOf,
  singleUnitRefusal,
  type VoucherLineInput,
  voucherLineOf,
  voucherLineOfFetched,
  voucherLineOfProduct,
} from "@domain/cart";
import { textOf } from "@errors/catalogue";
import { type ErrorData, toErrorData } from "@errors/data";
import { SingleUnitProductRepeated } from "@errors/situations";
import { ServerError } from "@errors/transport";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { sayText } from "../support/i18n";

const lineInput = (over: Partial<VoucherLineInput> = {}): VoucherLineInput => ({
  productId: 1001,
  price: 500,
  quantity: 1,
  currency: "INR",
  name: "Shopping Gift Card",
  point: 500,
  baseConversionValue: 1,
  isMerchandiseProduct: false,
  isPerk: false,
  filterGroupId: 37,
  categories: "697",
  country_name: "India",
  ...over,
});
const line = (over: Partial<VoucherLineInput> = {}) => voucherLineOf(lineInput(over));
const experience = (productId: number, price = 2500) =>
  line({ productId, price, categories: "1222", filterGroupId: null, name: `Experience ${productId}` });
const withLines = (...vouchers: ReturnType<typeof line>[]): CartState => ({ ...EMPTY_CART, vouchers });

const product: ProductDetail = {
  product_id: 1001,
  name: "Shopping Gift Card",
  url: "shopping-gift-card",
  type: "vouchers",
  filter_group_id: 37,
  image: "/img/shopping.png",
  country_id: 976,
  country_name: "India",
  currency_code: "INR",
  denominations: [500, 1000],
  min_price: 500,
  max_price: 1000,
  spl_discount: 5,
  is_recommended: 1,
  categories: "697,698",
  category: null,
  currency_id: 1,
  currency_name: "Indian Rupee",
  spl_charge: 1,
  conversion_ratio: 1,
  important_info: "Valid only online",
  description: "A gift card.",
  how_to_use: "Use it online.",
  terms_conditions: "Terms apply.",
  expiry_and_validity: "One year.",
  images: ["/img/shopping-1.png"],
  inner_image: "/img/inner.png",
  how_to_redeem_image: "/img/redeem.png",
};

const money = { final_price: 475, product_discount: 4, product_discount_inr: 25 };
const failure = toErrorData(
  new ServerError({ operation: "addToCart", status: 500, message: "Something went wrong" }),
);

describe("spec §3 Cart voucher line", () => {
  it("info is a JSON string of isMerchandiseProduct, isPerk, filterGroupId, categories and country_name", () => {
    const made = line({
      isMerchandiseProduct: true,
      filterGroupId: 47,
      categories: "1271",
      country_name: "India",
    });
    expect(JSON.parse(made.info)).toEqual({
      isMerchandiseProduct: true,
      isPerk: false,
      filterGroupId: 47,
      categories: "1271",
      country_name: "India",
    });
    expect(Object.keys(made).sort()).toEqual(
      [
        "productId",
        "price",
        "quantity",
        "currency",
        "name",
        "point",
        "baseConversionValue",
        "isMerchandiseProduct",
        "isPerk",
        "filterGroupId",
        "info",
      ].sort(),
    );
  });

  it("a listed merchandise product gives isMerchandiseProduct true, a perk isPerk true", () => {
    const choice = { price: 500, quantity: 2, point: 500, baseConversionValue: 1 };
    const merch = voucherLineOfProduct({ ...product, type: "merchandise", filter_group_id: 47 }, choice);
    const perk = voucherLineOfProduct({ ...product, type: "perks", filter_group_id: 48 }, choice);
    expect([merch.isMerchandiseProduct, merch.isPerk, merch.filterGroupId]).toEqual([true, false, 47]);
    expect([perk.isMerchandiseProduct, perk.isPerk, perk.filterGroupId]).toEqual([false, true, 48]);
    expect(lineInfoOf(merch).categories).toBe("697,698");
  });

  it("an unreadable info falls back to the line's own flags", () => {
    const broken = { ...line({ isPerk: true }), info: "not json" };
    expect(lineInfoOf(broken)).toEqual({
      isMerchandiseProduct: false,
      isPerk: true,
      filterGroupId: 37,
      categories: "",
      country_name: "",
    });
  });
});

describe("spec §3 Cart: the cart count is the sum of voucher quantities", () => {
  it("2 + 3 = 5", () => {
    expect(cartCount(withLines(line({ quantity: 2 }), line({ productId: 1002, quantity: 3 })))).toBe(5);
    expect(cartCount(EMPTY_CART)).toBe(0);
  });
});

describe("spec §4 Cart actions: the payload status is 0 for remove and 1 otherwise", () => {
  it("REMOVE_CART 0; ADD_CART, UPDATE_CART, BUY_NOW 1", () => {
    expect(payloadStatusOf("REMOVE_CART")).toBe(0);
    expect(payloadStatusOf("ADD_CART")).toBe(1);
    expect(payloadStatusOf("UPDATE_CART")).toBe(1);
    expect(payloadStatusOf("BUY_NOW")).toBe(1);
  });
});

describe("spec §4 Cart rules: adding a voucher", () => {
  it("a line matching on productId, price and currency leaves the cart unchanged", () => {
    const state = withLines(line({ quantity: 2 }));
    const after = cartReducer(state, { type: "ADD_CART", line: line({ quantity: 5, name: "Other" }) });
    expect(after).toBe(state);
    expect(after.vouchers).toEqual([line({ quantity: 2 })]);
  });

  it.each([
    ["another productId", { productId: 1002 }],
    ["another price", { price: 1000 }],
    ["another currency", { currency: "USD" }],
  ])("a line with %s is appended", (_label, over) => {
    const state = withLines(line());
    const after = cartReducer(state, { type: "ADD_CART", line: line(over) });
    expect(after.vouchers).toEqual([line(), line(over)]);
    expect(state.vouchers).toEqual([line()]);
  });

  it("a quantity below 1 or not whole is ignored", () => {
    expect(cartReducer(EMPTY_CART, { type: "ADD_CART", line: line({ quantity: 0 }) })).toBe(EMPTY_CART);
    expect(cartReducer(EMPTY_CART, { type: "ADD_CART", line: line({ quantity: 1.5 }) })).toBe(EMPTY_CART);
  });
});

describe("spec §4 Cart rules: experience items (categories include 1222)", () => {
  it("a line is an experience when its categories include 1222", () => {
    expect(isExperienceLine(line({ categories: "1271, 1222" }))).toBe(true);
    expect(isExperienceLine(line({ categories: "12220,1271" }))).toBe(false);
  });

  it("adding an experience removes every other experience, keeping the vouchers", () => {
    const voucher = line();
    const state = withLines(experience(3001), voucher, experience(3002));
    const after = cartReducer(state, { type: "ADD_CART", line: experience(3003) });
    expect(after.vouchers).toEqual([voucher, experience(3003)]);
    expect(after.vouchers.filter(isExperienceLine)).toHaveLength(1);
  });

  it("adding the experience already in the cart leaves it as the only experience", () => {
    const state = withLines(experience(3001), line());
    const after = cartReducer(state, { type: "ADD_CART", line: experience(3001) });
    expect(after.vouchers).toEqual([experience(3001), line()]);
  });
});

describe("spec §4 Cart rules: remove and update quantity", () => {
  it("REMOVE_CART deletes the matching line only", () => {
    const state = withLines(line(), line({ price: 1000 }));
    const after = cartReducer(state, {
      type: "REMOVE_CART",
      key: { productId: 1001, price: 500, currency: "INR" },
    });
    expect(after.vouchers).toEqual([line({ price: 1000 })]);
  });

  it("REMOVE_CART of a line not in the cart leaves it unchanged", () => {
    const state = withLines(line());
    expect(
      cartReducer(state, { type: "REMOVE_CART", key: { productId: 1001, price: 500, currency: "USD" } }),
    ).toBe(state);
  });

  it("UPDATE_CART sets the quantity of the matching line", () => {
    const state = withLines(line(), line({ productId: 1002 }));
    const after = cartReducer(state, {
      type: "UPDATE_CART",
      key: { productId: 1002, price: 500, currency: "INR" },
      quantity: 4,
    });
    expect(after.vouchers.map((l) => l.quantity)).toEqual([1, 4]);
    expect(cartCount(after)).toBe(5);
  });

  it("UPDATE_CART with quantity 0 or of a missing line leaves the cart unchanged", () => {
    const state = withLines(line());
    const key = { productId: 1001, price: 500, currency: "INR" };
    expect(cartReducer(state, { type: "UPDATE_CART", key, quantity: 0 })).toBe(state);
    expect(cartReducer(state, { type: "UPDATE_CART", key: { ...key, productId: 9 }, quantity: 2 })).toBe(
      state,
    );
  });
});

describe("spec §4 Cart actions: BUY_NOW adds the item, then flags redirect to checkout", () => {
  it("adds and sets redirectToCheckout", () => {
    const after = cartReducer(EMPTY_CART, { type: "BUY_NOW", line: line() });
    expect(after.vouchers).toEqual([line()]);
    expect(after.redirectToCheckout).toBe(true);
    expect(cartReducer(after, { type: "CHECKOUT_REDIRECTED" }).redirectToCheckout).toBe(false);
  });

  it("flags the redirect when the line is already there", () => {
    const after = cartReducer(withLines(line()), { type: "BUY_NOW", line: line() });
    expect(after.vouchers).toEqual([line()]);
    expect(after.redirectToCheckout).toBe(true);
  });

  it("a refused 28487 does not redirect", () => {
    const state = withLines(line({ productId: 28487 }));
    expect(cartReducer(state, { type: "BUY_NOW", line: line({ productId: 28487, price: 1000 }) })).toBe(
      state,
    );
  });
});

describe("spec §4 Cart rules: reset, coupon, use points", () => {
  it("reset cart empties vouchers and resets both conversions to 1", () => {
    const state: CartState = {
      ...withLines(line()),
      conversion_to_base: 0.0125,
      cart_conversion_to_inr: 80,
      usePoints: true,
    };
    const after = cartReducer(state, { type: "RESET_CART" });
    expect(after.vouchers).toEqual([]);
    expect(after.conversion_to_base).toBe(1);
    expect(after.cart_conversion_to_inr).toBe(1);
    expect(after.usePoints).toBe(true);
  });

  it("set coupon: couponApplied true, with details; reset coupon: false, with null details", () => {
    const set = cartReducer(EMPTY_CART, { type: "SET_COUPON", details: { code: "SAVE10", amount: 10 } });
    expect([set.couponApplied, set.couponDetails]).toEqual([true, { code: "SAVE10", amount: 10 }]);
    const reset = cartReducer(set, { type: "RESET_COUPON" });
    expect([reset.couponApplied, reset.couponDetails]).toEqual([false, null]);
  });

  it("use points is its own cart action", () => {
    const on = cartReducer(withLines(line()), { type: "USE_POINTS", usePoints: true });
    expect(on.usePoints).toBe(true);
    expect(on.vouchers).toEqual([line()]);
    expect(cartReducer(on, { type: "USE_POINTS", usePoints: false }).usePoints).toBe(false);
  });

  it("clear cart (logout) empties everything", () => {
    const state = cartReducer(withLines(line()), { type: "SET_COUPON", details: { code: "X" } });
    expect(cartReducer(state, { type: "CLEAR_CART" })).toEqual(EMPTY_CART);
  });
});

const fetched = (
  productId: number,
  availability: number,
  over: Partial<FetchedCartLine["info"]> = {},
): FetchedCartLine => ({
  availability,
  product_id: productId,
  info: {
    denomination: "INR 500",
    quantity: 2,
    currency_code: "INR",
    point: 500,
    base_conversion_value: 1,
    productInfo: {
      product_id: productId,
      name: `Product ${productId}`,
      type: "merchandise",
      filter_group_id: 47,
      categories: "1271",
      country_name: "India",
    },
    ...over,
  },
});

describe("spec §4, §7.4 fetched cart", () => {
  it("items with availability 0 are dropped", () => {
    const cart = cartOfFetch({ data: [fetched(1, 1), fetched(2, 0), fetched(3, 1)] });
    expect(cart.vouchers.map((l) => l.productId)).toEqual([1, 3]);
  });

  it("maps a fetched line to a voucher line", () => {
    const [mapped] = cartOfFetch({ data: [fetched(7, 1)] }).vouchers;
    expect(mapped).toEqual(
      line({
        productId: 7,
        price: 500,
        quantity: 2,
        name: "Product 7",
        isMerchandiseProduct: true,
        filterGroupId: 47,
        categories: "1271",
      }),
    );
  });

  it("pointConversionMultiplier comes from the items' productInfo.pointConversionMultiplier (default 1)", () => {
    const withMultiplier = fetched(1, 1, {
      productInfo: { product_id: 1, name: "P", pointConversionMultiplier: 2.5 },
    });
    expect(cartOfFetch({ data: [withMultiplier] }).pointConversionMultiplier).toBe(2.5);
    expect(cartOfFetch({ data: [fetched(1, 1)] }).pointConversionMultiplier).toBe(1);
    expect(cartOfFetch({}).pointConversionMultiplier).toBe(1);
  });

  it("conversion_to_base and conversion_to_inr, default 1", () => {
    expect(cartOfFetch({ conversion_to_base: 0.0125, conversion_to_inr: 80 })).toMatchObject({
      conversion_to_base: 0.0125,
      cart_conversion_to_inr: 80,
    });
    expect(cartOfFetch({})).toMatchObject({ conversion_to_base: 1, cart_conversion_to_inr: 1 });
  });

  it("the price is read from the 'CUR price' denomination", () => {
    expect(priceOfDenomination("INR 500")).toBe(500);
    expect(priceOfDenomination("USD 12.5")).toBe(12.5);
    expect(priceOfDenomination("INR")).toBeNull();
  });

  it("decodes a fetchCart answer of the contract and keeps the available lines", () => {
    const wire = {
      data: {
        fetchCart: {
          success: 1,
          data: [
            { ...fetched(1, 1), info: JSON.stringify(fetched(1, 1).info) },
            { ...fetched(2, 0), info: JSON.stringify(fetched(2, 0).info) },
          ],
          conversion_to_base: 1,
          conversion_to_inr: 1,
        },
      },
    };
    const answer = Schema.decodeUnknownSync(fetchCart.response)(wire).data.fetchCart;
    expect(cartOfFetch(answer).vouchers.map((l) => l.productId)).toEqual([1]);
  });

  it("FETCH_CART sets isFetching; success sets lines and conversions; failure empties the cart and stores the error", () => {
    const fetching = cartReducer(withLines(line()), { type: "FETCH_CART" });
    expect(fetching.isFetching).toBe(true);
    const done = cartReducer(fetching, {
      type: "FETCH_CART_SUCCESS",
      answer: { data: [fetched(1, 1), fetched(2, 0)], conversion_to_base: 0.5, conversion_to_inr: 2 },
    });
    expect(done.isFetching).toBe(false);
    expect(done.vouchers.map((l) => l.productId)).toEqual([1]);
    expect([done.conversion_to_base, done.cart_conversion_to_inr]).toEqual([0.5, 2]);
    const failed = cartReducer(fetching, { type: "FETCH_CART_FAILURE", error: failure });
    expect(failed.vouchers).toEqual([]);
    expect(failed.error).toEqual(failure);
    expect(failed.isFetching).toBe(false);
  });

  it("spec §8 add to cart failure: the error is stored, the lines stay", () => {
    const after = cartReducer(withLines(line()), { type: "CART_CALL_FAILURE", error: failure });
    expect(after.error).toEqual(failure);
    expect(after.vouchers).toEqual([line()]);
  });
});

describe("spec §4 Special voucher category '1222' in the cart view", () => {
  const vouchers = [line(), experience(3001), experience(3002)];

  it("excluded when the special mode is off", () => {
    expect(cartViewVouchers(vouchers, { on: false })).toEqual([line()]);
    expect(cartViewVouchers(vouchers, { on: false, productId: 3001 })).toEqual([line()]);
  });

  it("kept when the special mode is on", () => {
    expect(cartViewVouchers(vouchers, { on: true })).toEqual(vouchers);
  });

  it("with a productId, only that product", () => {
    expect(cartViewVouchers(vouchers, { on: true, productId: 3002 })).toEqual([line(), experience(3002)]);
  });
});

describe("spec §5 Cart, §8: product 28487", () => {
  it("the message fills {wallet-app}", () => {
    expect(WALLET_APP_NAME).toBe("mobile wallet");
    expect(MULTIPLE_WALLET_APP_MESSAGE).toBe(
      "You're not allowed to add multiple mobile wallet products into the cart.",
    );
  });

  /** The refusal in English, from the catalogue's text of its error. */
  const said = (refusal: ErrorData | null): string | null =>
    refusal === null ? null : sayText(textOf(refusal), "en", "");

  it("the refusal is the SingleUnitProductRepeated error's data, its words the catalogue's", () => {
    expect(singleUnitRefusal([], { productId: 28487, quantity: 2 })).toEqual(
      toErrorData(new SingleUnitProductRepeated({ productId: 28487 })),
    );
    expect(said(singleUnitRefusal([], { productId: 28487, quantity: 2 }))).toBe(MULTIPLE_WALLET_APP_MESSAGE);
  });

  it("cannot be added with quantity above 1", () => {
    expect(said(singleUnitRefusal([], { productId: 28487, quantity: 2 }))).toBe(
      "You're not allowed to add multiple mobile wallet products into the cart.",
    );
    expect(singleUnitRefusal([], { productId: 28487, quantity: 1 })).toBeNull();
    expect(cartReducer(EMPTY_CART, { type: "ADD_CART", line: line({ productId: 28487, quantity: 2 }) })).toBe(
      EMPTY_CART,
    );
  });

  it("cannot be added when it is already in the cart, at any price", () => {
    const inCart = [line({ productId: 28487 })];
    expect(said(singleUnitRefusal(inCart, { productId: 28487, quantity: 1 }))).toBe(
      "You're not allowed to add multiple mobile wallet products into the cart.",
    );
    const state = withLines(...inCart);
    expect(cartReducer(state, { type: "ADD_CART", line: line({ productId: 28487, price: 1000 }) })).toBe(
      state,
    );
  });

  it("its quantity cannot be updated above 1", () => {
    const state = withLines(line({ productId: 28487 }));
    const key = { productId: 28487, price: 500, currency: "INR" };
    expect(singleUnitRefusal(state.vouchers, { productId: 28487, quantity: 1, update: true })).toBeNull();
    expect(cartReducer(state, { type: "UPDATE_CART", key, quantity: 2 })).toBe(state);
  });

  it("other products are never refused", () => {
    expect(singleUnitRefusal([line({ productId: 1001 })], { productId: 1001, quantity: 9 })).toBeNull();
  });
});

describe("spec §5 Cart: merchandise of another country is flagged", () => {
  const merch = (country: string) =>
    line({ isMerchandiseProduct: true, filterGroupId: 47, categories: "1271", country_name: country });

  it("a merchandise line whose country_name differs from the selected country", () => {
    expect(isMerchandiseOutOfCountry(merch("United States"), "India")).toBe(true);
    expect(isMerchandiseOutOfCountry(merch("India"), "India")).toBe(false);
    expect(isMerchandiseOutOfCountry(merch("india "), "India")).toBe(false);
  });

  it("vouchers that are not merchandise are never flagged", () => {
    expect(isMerchandiseOutOfCountry(line({ country_name: "United States" }), "India")).toBe(false);
    expect(merchandiseOutOfCountry([line(), merch("Singapore"), merch("India")], "India")).toEqual([
      merch("Singapore"),
    ]);
  });
});

describe("spec §5 Amount", () => {
  it("within 10 to 10000 when no bounds are given", () => {
    expect([DEFAULT_AMOUNT_MIN, DEFAULT_AMOUNT_MAX]).toEqual([10, 10000]);
    expect(isAmountWithinBounds(10)).toBe(true);
    expect(isAmountWithinBounds(10000)).toBe(true);
    expect(isAmountWithinBounds(9.99)).toBe(false);
    expect(isAmountWithinBounds(10001)).toBe(false);
    expect(isAmountWithinBounds(Number.NaN)).toBe(false);
  });

  it("within the given min and max", () => {
    expect(isAmountWithinBounds(100, { min: 100, max: 500 })).toBe(true);
    expect(isAmountWithinBounds(500, { min: 100, max: 500 })).toBe(true);
    expect(isAmountWithinBounds(99, { min: 100, max: 500 })).toBe(false);
    expect(isAmountWithinBounds(501, { min: 100, max: 500 })).toBe(false);
    expect(isAmountWithinBounds(5, { min: 1, max: 20000 })).toBe(true);
    expect(isAmountWithinBounds(15000, { min: 1, max: 20000 })).toBe(true);
  });
});

describe("spec §7.4 add-to-cart payload", () => {
  const input = {
    product,
    price: 500,
    quantity: 2,
    point: 500,
    baseConversionValue: 1,
    currencyValue: 1,
    money,
  } as const;

  it("product_id, type 'voucher', status 1 and info for ADD_CART", () => {
    expect(addToCartPayload({ ...input, action: "ADD_CART" })).toEqual({
      product_id: 1001,
      type: "voucher",
      status: 1,
      info: {
        quantity: 2,
        point: 500,
        denomination: "INR 500",
        final_price: 475,
        base_conversion_value: 1,
        product_discount: 4,
        product_discount_inr: 25,
        currency_code: "INR",
        currency_value: 1,
        currency_id: 1,
        currency_name: "Indian Rupee",
        productInfo: {
          product_id: 1001,
          name: "Shopping Gift Card",
          url: "shopping-gift-card",
          type: "vouchers",
          filter_group_id: 37,
          image: "/img/shopping.png",
          country_id: 976,
          country_name: "India",
          currency_code: "INR",
          denominations: [500, 1000],
          min_price: 500,
          max_price: 1000,
          spl_discount: 5,
          is_recommended: 1,
          categories: "697,698",
          category: null,
          currency_id: 1,
          currency_name: "Indian Rupee",
          spl_charge: 1,
          conversion_ratio: 1,
          important_info: "Valid only online",
          images: ["/img/shopping-1.png"],
          special_redemption: 1,
        },
      },
    });
  });

  it("status 0 for REMOVE_CART; cart_update 1 for UPDATE_CART only", () => {
    const remove = addToCartPayload({ ...input, action: "REMOVE_CART" });
    const update = addToCartPayload({ ...input, action: "UPDATE_CART" });
    const buyNow = addToCartPayload({ ...input, action: "BUY_NOW" });
    expect([remove.status, remove.cart_update]).toEqual([0, undefined]);
    expect("cart_update" in remove).toBe(false);
    expect([update.status, update.cart_update]).toEqual([1, 1]);
    expect([buyNow.status, "cart_update" in buyNow]).toEqual([1, false]);
  });

  it("spec §3: description, how_to_use, inner_image, how_to_redeem_image, terms_conditions and expiry_and_validity are stripped", () => {
    const info = productInfoOf(product);
    for (const field of [
      "description",
      "how_to_use",
      "inner_image",
      "how_to_redeem_image",
      "terms_conditions",
      "expiry_and_validity",
    ])
      expect(field in info).toBe(false);
    expect(info).toMatchObject({ spl_discount: 5, spl_charge: 1, conversion_ratio: 1, is_recommended: 1 });
    expect(product.description).toBe("A gift card.");
  });

  it("special_redemption 1 only when important_info is present", () => {
    expect(productInfoOf(product).special_redemption).toBe(1);
    expect("special_redemption" in productInfoOf({ ...product, important_info: null })).toBe(false);
  });

  it("the options chosen travel in info.productInfo.selected_options and read back as the line's (spec §7.4)", () => {
    const merch: ProductDetail = { ...product, type: "merchandise", filter_group_id: 47, categories: "1271" };
    const options = { Size: "M", Colour: "Grey" };
    const change = addToCartPayload({ ...input, product: merch, action: "ADD_CART", options });
    expect(change.info.productInfo.selected_options).toEqual(options);
    const back = voucherLineOfFetched({ availability: 1, product_id: change.product_id, info: change.info });
    expect(back).toEqual(
      voucherLineOfProduct(merch, { price: 500, quantity: 2, point: 500, baseConversionValue: 1, options }),
    );
  });

  it("a line sent with this payload reads back from fetchCart as the same voucher line", () => {
    const merch: ProductDetail = { ...product, type: "merchandise", filter_group_id: 47, categories: "1271" };
    const change = addToCartPayload({ ...input, product: merch, action: "ADD_CART" });
    const back = voucherLineOfFetched({ availability: 1, product_id: change.product_id, info: change.info });
    expect(back).toEqual(
      voucherLineOfProduct(merch, { price: 500, quantity: 2, point: 500, baseConversionValue: 1 }),
    );
    expect(lineInfoOf(back)).toEqual({
      isMerchandiseProduct: true,
      isPerk: false,
      filterGroupId: 47,
      categories: "1271",
      country_name: "India",
    });
  });

  it("decodes with the contract's addToCart variables schema", () => {
    const change = addToCartPayload({ ...input, action: "UPDATE_CART" });
    const decoded = Schema.decodeUnknownSync(addToCart.variables)({ cart: addToCartJson(change) });
    expect(decoded.cart).toEqual(change);
    expect(Schema.decodeUnknownSync(CartChange)(change)).toEqual(change);
  });
});

describe("spec §4 'Cart rules': the merchandise options chosen are part of a line's identity", () => {
  const hoodie = (options: Readonly<Record<string, string>>, quantity = 1) =>
    line({
      productId: 43003,
      price: 1999,
      quantity,
      name: "Branded Hoodie",
      options,
      isMerchandiseProduct: true,
    });
  const medium = { Size: "M", Colour: "Grey" };
  const large = { Size: "L", Colour: "Grey" };

  it("the hoodie in M and in L are two lines with their own quantities", () => {
    const both = addVoucherLine(addVoucherLine(EMPTY_CART, hoodie(medium)), hoodie(large, 2));
    expect(both.vouchers.map((l) => [l.options, l.quantity])).toEqual([
      [medium, 1],
      [large, 2],
    ]);
    const updated = cartReducer(both, {
      type: "UPDATE_CART",
      key: { productId: 43003, price: 1999, currency: "INR", options: medium },
      quantity: 4,
    });
    expect(updated.vouchers.map((l) => l.quantity)).toEqual([4, 2]);
    const removed = cartReducer(updated, {
      type: "REMOVE_CART",
      key: { productId: 43003, price: 1999, currency: "INR", options: large },
    });
    expect(removed.vouchers.map((l) => l.options)).toEqual([medium]);
  });

  it("the same choice in another order is the same line; no options and empty ones are the same", () => {
    const once = addVoucherLine(EMPTY_CART, hoodie(medium));
    expect(addVoucherLine(once, hoodie({ Colour: "Grey", Size: "M" }))).toBe(once);
    expect(
      isSameLine(
        { productId: 1, price: 5, currency: "INR" },
        { productId: 1, price: 5, currency: "INR", options: {} },
      ),
    ).toBe(true);
    expect(isSameLine(hoodie(medium), hoodie(large))).toBe(false);
  });
});
