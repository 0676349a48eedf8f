/**
 * The families of the detail pages and of the cart (spec §2.3 detail routes, §4 'Cart rules', §7.4
 * add-to-cart payload, §9 'Cart totals', 'Filter group ids'): which family a product or a line is,
 * which families have a quantity, which hold a single item, merchandise options, the page's
 * route to product id, and the cart page's groups.
 */
import {
  addToCartPayload,
  type CartState,
  cartReducer,
  EMPTY_CART,
  familyOfLine,
  replacesLineOfFamily,
  STRIPPED_PRODUCT_INFO_FIELDS,
} from "@domain/cart";
import { keyOfLine, knownOfLines, lineStepOf } from "@domain/cartCalls";
import { cartGroupsOf, cartRowOf, cartViewOf } from "@domain/cartView";
import { productLink } from "@domain/categories";
import {
  chooseProductOption,
  initialChoice,
  isOtherCountry,
  isProductChoiceComplete,
  isUnknownProduct,
  offersQuantity,
  productRequestAt,
  setProductQuantity,
} from "@domain/product";
import {
  CART_FAMILIES,
  familyOfLineFacts,
  familyOfProductType,
  hasQuantity,
  isSingleItemFamily,
  quantityForFamily,
} from "@domain/productFamily";
import {
  areOptionsChosen,
  chooseOption,
  knownOptionOf,
  missingOptions,
  optionsLabelOf,
} from "@domain/productOptions";
import {
  insuranceDescription,
  isProductDetailScreen,
  productIdOfDescription,
  productIdOfParams,
  resolveRoute,
} from "@domain/routes";
import { describe, expect, it } from "vitest";
import { choice, type FixtureFamily, familyProductOf, lineOf, productOf } from "../support/catalogue";

const lineIn = (
  id: number,
  family: FixtureFamily,
  price = 500,
  quantity = 1,
  change: Parameters<typeof familyProductOf>[2] = {},
) => lineOf(familyProductOf(id, family, change), price, quantity);
const add = (state: CartState, line: ReturnType<typeof lineOf>) =>
  cartReducer(state, { type: "ADD_CART", line });
const ids = (state: CartState) => state.vouchers.map((line) => line.productId);

describe("spec §9 filter groups: the family of a product and of a cart line", () => {
  it("a product's family is its type; swag is merchandise; insurance is its own; Membership is bought as a gift card", () => {
    expect(familyOfProductType("merchandise")).toBe("merchandise");
    expect(familyOfProductType("lounge")).toBe("lounge");
    expect(familyOfProductType("personalize")).toBe("personalize");
    expect(familyOfProductType("membership")).toBe("vouchers");
    expect(familyOfProductType("insurance")).toBe("insurance");
  });

  it("a line's family is its filter group 47, 48, 51, 52, 53, 70, then its flags, then categories 1233 and 1222", () => {
    const facts = { isMerchandiseProduct: false, isPerk: false, isInsurance: false, isExperience: false };
    expect(familyOfLineFacts({ ...facts, filterGroupId: 47 })).toBe("merchandise");
    expect(familyOfLineFacts({ ...facts, filterGroupId: 48 })).toBe("perks");
    expect(familyOfLineFacts({ ...facts, filterGroupId: 51 })).toBe("lounge");
    expect(familyOfLineFacts({ ...facts, filterGroupId: 52 })).toBe("charity");
    expect(familyOfLineFacts({ ...facts, filterGroupId: 53 })).toBe("airmiles");
    expect(familyOfLineFacts({ ...facts, filterGroupId: 70 })).toBe("personalize");
    expect(familyOfLineFacts({ ...facts, filterGroupId: null, isMerchandiseProduct: true })).toBe(
      "merchandise",
    );
    expect(familyOfLineFacts({ ...facts, filterGroupId: null, isPerk: true })).toBe("perks");
    expect(familyOfLineFacts({ ...facts, filterGroupId: null, isExperience: true })).toBe("experience");
    expect(familyOfLineFacts({ ...facts, filterGroupId: null, isInsurance: true })).toBe("insurance");
    expect(familyOfLineFacts({ ...facts, filterGroupId: 37 })).toBe("vouchers");
    expect(familyOfLine(lineIn(1, "lounge"))).toBe("lounge");
  });

  it("an insurance line (no filter group, category 1233) is insurance; a Membership line a gift card", () => {
    expect(familyOfLine(lineIn(41001, "insurance"))).toBe("insurance");
    expect(familyOfLine(lineIn(49801, "membership"))).toBe("vouchers");
    // Without its categories, a line of no filter group is a gift card.
    expect(familyOfLine(lineIn(41002, "insurance", 500, 1, { categories: "" }))).toBe("vouchers");
  });
});

describe("insurance, which spec §4 'Cart rules' and §9 'Cart totals' do not name: one policy, priced alone like a perk", () => {
  it("an insurance line holds quantity 1 on add and on update, and is not replaced by another policy", () => {
    expect(hasQuantity("insurance")).toBe(false);
    expect(isSingleItemFamily("insurance")).toBe(false);
    expect(quantityForFamily("insurance", 3)).toBe(1);
    const first = lineIn(41001, "insurance", 7500, 3);
    const added = add(EMPTY_CART, first);
    expect(added.vouchers[0]?.quantity).toBe(1);
    expect(cartReducer(added, { type: "UPDATE_CART", key: keyOfLine(first), quantity: 2 })).toBe(added);
    expect(ids(add(added, lineIn(41002, "insurance", 15000)))).toEqual([41001, 41002]);
  });

  it("the product page offers no quantity and the call a signed-in cart makes sends quantity 1", () => {
    const policy = familyProductOf(41002, "insurance");
    expect(offersQuantity(policy)).toBe(false);
    expect(setProductQuantity(policy, initialChoice(policy), 4).quantity).toBe(1);
    const step = lineStepOf(
      { ...EMPTY_CART, known: [] },
      { action: "ADD_CART", choice: choice(policy, 7500, 4) },
    );
    expect(step.kind === "change" && step.request.kind === "product" ? step.request.quantity : null).toBe(1);
  });

  it("the cart page shows an insurance line under its own heading, after the other families, at most 1", () => {
    const view = cartViewOf([lineIn(41001, "insurance", 7500), lineIn(2, "vouchers")], "India");
    expect(view.groups.map((group) => group.family)).toEqual(["vouchers", "insurance"]);
    expect(cartRowOf(lineIn(41001, "insurance", 7500), "India")).toMatchObject({
      canIncrease: false,
      bounds: { max: 1 },
    });
  });
});

describe("spec §9 'Cart totals': quantity × price for merchandise, gift vouchers and charity; price alone for perks, lounge, airmiles and personalize", () => {
  it("which families have a quantity", () => {
    expect(CART_FAMILIES.filter(hasQuantity)).toEqual(["vouchers", "experience", "merchandise", "charity"]);
    expect(CART_FAMILIES.filter((family) => !hasQuantity(family))).toEqual([
      "perks",
      "lounge",
      "airmiles",
      "personalize",
      "insurance",
    ]);
    expect(quantityForFamily("charity", 4)).toBe(4);
    expect(quantityForFamily("lounge", 4)).toBe(1);
  });

  it("the product page offers a quantity for merchandise and charity, and keeps 1 for a lounge", () => {
    const charity = familyProductOf(1, "charity");
    const lounge = familyProductOf(2, "lounge");
    expect(offersQuantity(charity)).toBe(true);
    expect(offersQuantity(familyProductOf(3, "merchandise"))).toBe(true);
    expect(offersQuantity(lounge)).toBe(false);
    expect(setProductQuantity(charity, initialChoice(charity), 3).quantity).toBe(3);
    expect(setProductQuantity(lounge, initialChoice(lounge), 3).quantity).toBe(1);
  });

  it("the cart keeps a perk, lounge, airmiles or personalize line at quantity 1, on add and on update", () => {
    const perk = lineIn(10, "perks", 500, 3);
    const added = add(EMPTY_CART, perk);
    expect(added.vouchers[0]?.quantity).toBe(1);
    expect(cartReducer(added, { type: "UPDATE_CART", key: keyOfLine(perk), quantity: 2 })).toBe(added);
    const charity = lineIn(11, "charity", 500, 3);
    const withCharity = add(EMPTY_CART, charity);
    expect(withCharity.vouchers[0]?.quantity).toBe(3);
    expect(
      cartReducer(withCharity, { type: "UPDATE_CART", key: keyOfLine(charity), quantity: 5 }).vouchers[0]
        ?.quantity,
    ).toBe(5);
  });

  it("the call a signed-in cart makes for a lounge sends quantity 1", () => {
    const step = lineStepOf(
      { ...EMPTY_CART, known: [] },
      {
        action: "ADD_CART",
        choice: choice(familyProductOf(12, "lounge"), 500, 4),
      },
    );
    expect(step.kind === "change" && step.request.kind === "product" ? step.request.quantity : null).toBe(1);
  });

  it("the cart page's row of a lounge cannot go above 1; a charity's can", () => {
    expect(cartRowOf(lineIn(13, "lounge"), "India")).toMatchObject({
      canIncrease: false,
      bounds: { max: 1 },
    });
    expect(cartRowOf(lineIn(14, "charity"), "India")).toMatchObject({
      canIncrease: true,
      bounds: { max: 10 },
    });
  });
});

describe("spec §4 'Cart rules': adding a lounge, airmiles or personalize-category item replaces that family's item", () => {
  it("only those three families hold a single item", () => {
    expect(CART_FAMILIES.filter(isSingleItemFamily)).toEqual(["lounge", "airmiles", "personalize"]);
  });

  it("adding a second lounge removes the first, keeping the other lines", () => {
    const gift = lineIn(1, "vouchers");
    const first = lineIn(45001, "lounge", 1200);
    const second = lineIn(45002, "lounge", 2800);
    const state = add(add(add(EMPTY_CART, gift), first), second);
    expect(ids(state)).toEqual([1, 45002]);
  });

  it("each of airmiles and personalize is replaced within its own family only", () => {
    const state = [
      lineIn(47001, "airmiles"),
      lineIn(49501, "personalize"),
      lineIn(45001, "lounge"),
      lineIn(47002, "airmiles"),
      lineIn(49502, "personalize"),
    ].reduce(add, EMPTY_CART);
    expect(ids(state)).toEqual([45001, 47002, 49502]);
  });

  it("a product page tells that adding replaces only when the cart holds another item of the family", () => {
    const cart = [lineIn(1, "vouchers"), lineIn(45001, "lounge")];
    expect(replacesLineOfFamily([], "lounge", 45002)).toBe(false);
    expect(replacesLineOfFamily(cart, "lounge", 45002)).toBe(true);
    // The same lounge again replaces nothing; another family's single item neither.
    expect(replacesLineOfFamily(cart, "lounge", 45001)).toBe(false);
    expect(replacesLineOfFamily(cart, "airmiles", 47001)).toBe(false);
    // Gift cards are never replaced, whatever the cart holds.
    expect(replacesLineOfFamily(cart, "vouchers", 2)).toBe(false);
  });

  it("adding the lounge already there leaves the cart as it is", () => {
    const lounge = lineIn(45001, "lounge");
    const state = add(EMPTY_CART, lounge);
    expect(add(state, lounge)).toBe(state);
  });

  it("merchandise, charity, perks and gift cards are never replaced", () => {
    const state = [
      lineIn(1, "merchandise"),
      lineIn(2, "merchandise"),
      lineIn(3, "charity"),
      lineIn(4, "charity"),
      lineIn(5, "perks"),
      lineIn(6, "perks"),
    ].reduce(add, EMPTY_CART);
    expect(ids(state)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("BUY_NOW of a lounge replaces the lounge too, then flags the redirect", () => {
    const state = cartReducer(add(EMPTY_CART, lineIn(45001, "lounge")), {
      type: "BUY_NOW",
      line: lineIn(45002, "lounge"),
    });
    expect(ids(state)).toEqual([45002]);
    expect(state.redirectToCheckout).toBe(true);
  });

  it("what the server is known to hold forgets the replaced line", () => {
    const first = lineIn(45001, "lounge");
    const second = lineIn(45002, "lounge");
    const state = add(add(EMPTY_CART, first), second);
    const info = {
      denomination: "INR 500",
      quantity: 1,
      currency_code: "INR",
      productInfo: { product_id: 1, name: "x" },
    };
    const known = [
      { key: keyOfLine(first), info },
      { key: keyOfLine(second), info },
    ];
    expect(knownOfLines(known, state.vouchers).map((entry) => entry.key.productId)).toEqual([45002]);
  });
});

describe("merchandise options: each must be chosen before adding", () => {
  const options = [
    { name: "Size", values: ["S", "M", "L"] },
    { name: "Colour", values: ["Black", "Grey"] },
  ];
  const hoodie = familyProductOf(43003, "merchandise", { options });

  it("a value the option does not offer, or an unknown option, changes nothing", () => {
    expect(chooseOption(options, {}, "Size", "XXL")).toEqual({});
    expect(chooseOption(options, {}, "Fit", "Slim")).toEqual({});
    expect(chooseOption(options, {}, "Size", "M")).toEqual({ Size: "M" });
  });

  it("the options still to choose, in the product's order", () => {
    expect(missingOptions(options, {})).toEqual(["Size", "Colour"]);
    expect(missingOptions(options, { Colour: "Grey" })).toEqual(["Size"]);
    expect(areOptionsChosen(options, { Size: "S", Colour: "Grey" })).toBe(true);
    expect(areOptionsChosen([], {})).toBe(true);
  });

  it("the choice is complete only once every option is chosen", () => {
    const start = initialChoice(hoodie);
    expect(isProductChoiceComplete(hoodie, start)).toBe(false);
    const sized = chooseProductOption(hoodie, start, "Size", "L");
    expect(isProductChoiceComplete(hoodie, sized)).toBe(false);
    expect(isProductChoiceComplete(hoodie, chooseProductOption(hoodie, sized, "Colour", "Black"))).toBe(true);
    expect(isProductChoiceComplete(productOf(1, "Plain"), initialChoice(productOf(1, "Plain")))).toBe(true);
  });
});

describe("merchandise options the storefront words in the shopper's language (their names are the API's data)", () => {
  it("knows Size and Colour (or Color) in any case, and leaves any other option to its own name", () => {
    expect(knownOptionOf("Size")).toBe("size");
    expect(knownOptionOf("colour")).toBe("colour");
    expect(knownOptionOf("Color")).toBe("colour");
    expect(knownOptionOf("Material")).toBeNull();
  });

  it("words a line's options with the names said in the shopper's language", () => {
    const spanish = (name: string) => (name === "Size" ? "Talla" : name);
    expect(optionsLabelOf({ Size: "M", Material: "Wool" }, spanish)).toBe("Talla: M, Material: Wool");
    expect(optionsLabelOf({ Size: "M" })).toBe("Size: M");
  });
});

describe("spec §7.4 add-to-cart payload of another family", () => {
  const hoodie = familyProductOf(43003, "merchandise", {
    options: [{ name: "Size", values: ["S", "M"] }],
    how_to_redeem_image: "/img/r.png",
    inner_image: "/img/i.png",
  });
  const payload = addToCartPayload({
    action: "ADD_CART",
    product: hoodie,
    price: 500,
    quantity: 2,
    point: 500,
    baseConversionValue: 1,
    currencyValue: 1,
    money: { final_price: 490, product_discount: 2, product_discount_inr: 10 },
    options: { Size: "M" },
  });

  it("productInfo keeps the family's filter group and type and the chosen options, without the stripped fields", () => {
    expect(payload.info.productInfo).toMatchObject({
      product_id: 43003,
      type: "merchandise",
      filter_group_id: 47,
      selected_options: { Size: "M" },
    });
    for (const field of STRIPPED_PRODUCT_INFO_FIELDS)
      expect(payload.info.productInfo).not.toHaveProperty(field);
    expect(payload).toMatchObject({ product_id: 43003, type: "voucher", status: 1, info: { quantity: 2 } });
  });

  it("no chosen options, no selected_options", () => {
    const plain = addToCartPayload({
      action: "ADD_CART",
      product: familyProductOf(1, "charity"),
      price: 500,
      quantity: 1,
      point: 500,
      baseConversionValue: 1,
      currencyValue: 1,
      money: { final_price: 490, product_discount: 2, product_discount_inr: 10 },
    });
    expect(plain.info.productInfo).not.toHaveProperty("selected_options");
  });
});

/** The product id a detail path names (src/domain/product.ts productRequestAt). */
const productIdAt = (pathname: string): number | null =>
  productRequestAt({ pathname, search: "" })?.productId ?? null;

describe("spec §2.3: every family's detail route names the product the flow loads", () => {
  it.each([
    ["/marketplace/vouchers/description/shop/40211", 40211],
    ["/marketplace/merchandise/steel-water-bottle/43002", 43002],
    ["/marketplace/perks/description/coffee/44001", 44001],
    ["/marketplace/lounge/description/domestic-lounge-pass/45001", 45001],
    ["/marketplace/charity/description/trees/46001/1", 46001],
    ["/marketplace/airmiles/description/miles/47001", 47001],
    ["/marketplace/personalize-category/description/mug/49501", 49501],
    ["/marketplace/insurance/healthshield-family-cover-41002", 41002],
    ["/acme/insurance/trip-cover-2024-41207", 41207],
    ["/marketplace/insurance/41001", 41001],
  ])("%s → %i", (path, id) => {
    expect(productIdAt(path)).toBe(id);
  });

  it("no product for a listing, an insurance description without an id at its end, or an id that is not a whole number", () => {
    expect(productIdAt("/marketplace/lounge")).toBeNull();
    expect(productIdAt("/marketplace/insurance")).toBeNull();
    expect(productIdAt("/marketplace/insurance/securelife")).toBeNull();
    expect(productIdAt("/marketplace/insurance/securelife-41001x")).toBeNull();
    expect(productIdAt("/marketplace/insurance/securelife-1.5")).toBeNull();
    expect(productIdAt("/marketplace/lounge/description/x/abc")).toBeNull();
    expect(productIdOfParams({ productID: "1.5" })).toBeNull();
    // An experience's description is not a product id of its own (its page is not a product page).
    expect(productIdAt("/marketplace/experiences/sunset-kayaking-61022")).toBeNull();
  });

  it("an insurance link's description is the slug with the product id at its end, and reads back to it", () => {
    expect(insuranceDescription("healthshield-family-cover", 41002)).toBe("healthshield-family-cover-41002");
    expect(insuranceDescription("", 41002)).toBe("41002");
    expect(productIdOfDescription(insuranceDescription("cover-2024", 41207))).toBe(41207);
    expect(
      productLink("marketplace", familyProductOf(41002, "insurance", { url: "healthshield-family-cover" })),
    ).toBe("/marketplace/insurance/healthshield-family-cover-41002");
    const route = resolveRoute("/marketplace/insurance/healthshield-family-cover-41002");
    expect(route.kind === "screen" && isProductDetailScreen(route.screen) ? route.screen : null).toBe(
      "insuranceDetail",
    );
  });

  it("a Membership card opens the gift-card page of its product", () => {
    expect(
      productLink("members", familyProductOf(49801, "membership", { url: "club-annual-membership" })),
    ).toBe("/members/vouchers/description/club-annual-membership/49801");
    expect(productIdAt("/members/vouchers/description/club-annual-membership/49801")).toBe(49801);
  });

  it("the detail screens are the product pages", () => {
    const route = resolveRoute("/marketplace/merchandise/x/1");
    expect(route.kind === "screen" && isProductDetailScreen(route.screen)).toBe(true);
    const listing = resolveRoute("/marketplace/merchandises");
    expect(listing.kind === "screen" && isProductDetailScreen(listing.screen)).toBe(false);
  });
});

describe("spec §2.11 and §4 'Country selection' on a product page", () => {
  it("a product the server does not know (CatalogueFetchFailed) is not found; a transport failure is not", () => {
    expect(isUnknownProduct({ _tag: "CatalogueFetchFailed" })).toBe(true);
    expect(isUnknownProduct({ _tag: "ServerError" })).toBe(false);
    expect(isUnknownProduct(null)).toBe(false);
  });

  it("a product of another country than the selected one", () => {
    expect(isOtherCountry(familyProductOf(1, "merchandise", { country_id: 840 }), 976)).toBe(true);
    expect(isOtherCountry(familyProductOf(1, "merchandise"), 976)).toBe(false);
  });
});

describe("the cart page groups its lines by family", () => {
  it("in the families' order, cart order within a family, no empty group", () => {
    const view = cartViewOf(
      [lineIn(1, "charity"), lineIn(2, "vouchers"), lineIn(3, "merchandise"), lineIn(4, "charity")],
      "India",
    );
    expect(view.groups.map((group) => [group.family, group.rows.map((row) => row.key.productId)])).toEqual([
      ["vouchers", [2]],
      ["merchandise", [3]],
      ["charity", [1, 4]],
    ]);
    expect(cartGroupsOf([])).toEqual([]);
  });
});
