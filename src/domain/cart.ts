/**
 * The cart rules (spec §3 'Cart', 'Cart voucher line', 'Voucher product info fields read', §4
 * 'Cart actions', 'Cart rules', 'Special voucher category 1222', §5 'Cart', 'Amount', §7.4, §8
 * cart rows, §9): the cart state, one reducer for every cart action, the cart view filter, the
 * checks made before adding, the add-to-cart payload and the mapping of a fetched cart.
 *
 * Pure and total: no clock, no randomness, no globals; every update returns a new state and
 * leaves its input untouched. Money formulas (final_price, product_discount, product_discount_inr)
 * live in ./money; a line's unit charge is computed once, when the line is made, by
 * `chargedUnitPrice` (spec §7.4 final_price), and every total reads it through {@link lineChargeOf}.
 */

import {
  type CartChange,
  type CartLineInfo,
  type CartProductInfo,
  type FetchedCartInfo,
  type FetchedCartLine,
  SINGLE_UNIT_PRODUCT_ID,
} from "@contract/cart";
import { FilterGroups, type ProductDetail, type ProductSummary } from "@contract/catalogue";
import type { ErrorData } from "@errors/data";
import type { SingleUnitProductRepeated } from "@errors/situations";
import { Option, Schema } from "effect";
import { chargedUnitPrice, fromMinor, type Money, type Result, toMinor } from "./money";
import {
  type CartFamily,
  familyOfLineFacts,
  hasQuantity,
  isSingleItemFamily,
  quantityForFamily,
} from "./productFamily";
import { isSameOptionChoice, type OptionChoice, optionChoiceOf } from "./productOptions";

/**
 * The single-unit product of spec §5 'Cart' (28487): its id lives in the contract, the text of its
 * refusal in the error catalogue (SingleUnitProductRepeated).
 */
export { SINGLE_UNIT_PRODUCT_ID };

// ---------------------------------------------------------------------------------------------
// Constants (spec §5, §9)

/** Experience/adult category id: a voucher line whose categories include it is an experience (spec §4, §9). */
export const EXPERIENCE_CATEGORY_ID = "1222";
/** Insurance filter value: a line whose categories include it is insurance (spec §9 'Filter values'). */
export const INSURANCE_CATEGORY_ID = "1233";
/** Bounds of an amount when the product gives none (spec §5 'Amount'). */
export const DEFAULT_AMOUNT_MIN = 10;
export const DEFAULT_AMOUNT_MAX = 10000;
/** Default of the conversions and of pointConversionMultiplier (spec §4 'Cart rules'). */
export const DEFAULT_CONVERSION = 1;
/** Fields stripped from the product info before it is sent to the server (spec §3). */
export const STRIPPED_PRODUCT_INFO_FIELDS = [
  "description",
  "how_to_use",
  "inner_image",
  "how_to_redeem_image",
  "terms_conditions",
  "expiry_and_validity",
] as const;

// ---------------------------------------------------------------------------------------------
// Entities (spec §3)

/** The JSON string `info` of a voucher line (spec §3 'Cart voucher line'). */
export const CartLineInfoFields = Schema.Struct({
  isMerchandiseProduct: Schema.Boolean,
  isPerk: Schema.Boolean,
  filterGroupId: Schema.NullOr(Schema.Number),
  /** A comma-separated list of category ids, e.g. '1271,1390'. */
  categories: Schema.String,
  country_name: Schema.String,
});
export type CartLineInfoFields = typeof CartLineInfoFields.Type;

/**
 * A voucher line of the cart (spec §3 'Cart voucher line'). `price` is the voucher's face value
 * (part of the line's identity, spec §4); `unitCharge` is what one voucher costs, the final price
 * after the product's spl_discount (spec §7.4), both in major units of `currency`. A line saved
 * before the charge was kept has none and is charged its price.
 */
export const CartVoucherLine = Schema.Struct({
  productId: Schema.Number,
  price: Schema.Number,
  unitCharge: Schema.optional(Schema.Number),
  /** The merchandise options chosen (size, colour...), by option name: part of the line's identity. */
  options: Schema.optional(Schema.Record(Schema.String, Schema.String)),
  quantity: Schema.Number,
  currency: Schema.String,
  name: Schema.String,
  point: Schema.Number,
  baseConversionValue: Schema.Number,
  isMerchandiseProduct: Schema.Boolean,
  isPerk: Schema.Boolean,
  filterGroupId: Schema.NullOr(Schema.Number),
  /** JSON string of {@link CartLineInfoFields}. */
  info: Schema.String,
});
export type CartVoucherLine = typeof CartVoucherLine.Type;

/** A coupon's details as the cart keeps them. */
export const CouponDetails = Schema.JsonObject;
export type CouponDetails = typeof CouponDetails.Type;

/**
 * The cart (spec §3 'Cart'). The single-item sections flights, hotel, topup and cashout are the
 * cart flow's section bookings ({@link ./cartSections}); airmiles, lounge and personalize-category
 * items are voucher lines of their family, one at a time (spec §4 'Cart rules').
 */
export interface CartState {
  readonly vouchers: readonly CartVoucherLine[];
  readonly isFetching: boolean;
  readonly error: ErrorData | null;
  readonly redirectToCheckout: boolean;
  readonly pointConversionMultiplier: number;
  readonly conversion_to_base: number;
  readonly cart_conversion_to_inr: number;
  readonly usePoints: boolean;
  readonly couponApplied: boolean;
  readonly couponDetails: CouponDetails | null;
}

/** The empty cart: no lines, conversions 1, no coupon. */
export const EMPTY_CART: CartState = {
  vouchers: [],
  isFetching: false,
  error: null,
  redirectToCheckout: false,
  pointConversionMultiplier: DEFAULT_CONVERSION,
  conversion_to_base: DEFAULT_CONVERSION,
  cart_conversion_to_inr: DEFAULT_CONVERSION,
  usePoints: false,
  couponApplied: false,
  couponDetails: null,
};

// ---------------------------------------------------------------------------------------------
// Voucher lines

/**
 * What identifies a voucher line: productId, price and currency (spec §4 'Cart rules'), and the
 * merchandise options chosen: a hoodie in size M and the same hoodie in size L are two lines.
 */
export const LineKey = Schema.Struct({
  productId: Schema.Number,
  price: Schema.Number,
  currency: Schema.String,
  options: Schema.optional(Schema.Record(Schema.String, Schema.String)),
});
export type LineKey = typeof LineKey.Type;

export const isSameLine = (a: LineKey, b: LineKey): boolean =>
  a.productId === b.productId &&
  a.price === b.price &&
  a.currency === b.currency &&
  isSameOptionChoice(a.options, b.options);

/** The key of a line (its options only when it has some). */
export const lineKeyOf = (line: LineKey): LineKey => ({
  productId: line.productId,
  price: line.price,
  currency: line.currency,
  ...(line.options === undefined || Object.keys(line.options).length === 0 ? {} : { options: line.options }),
});

/** Everything a voucher line is made of; `info` is built from the last five fields. */
export interface VoucherLineInput extends LineKey {
  /** The unit price charged (major units); left out, the line is charged its price. */
  readonly unitCharge?: number | undefined;
  readonly quantity: number;
  readonly name: string;
  readonly point: number;
  readonly baseConversionValue: number;
  readonly isMerchandiseProduct: boolean;
  readonly isPerk: boolean;
  readonly filterGroupId: number | null;
  readonly categories: string;
  readonly country_name: string;
}

/** A voucher line with its `info` JSON string (spec §3 'Cart voucher line'). */
export const voucherLineOf = (input: VoucherLineInput): CartVoucherLine => {
  const info: CartLineInfoFields = {
    isMerchandiseProduct: input.isMerchandiseProduct,
    isPerk: input.isPerk,
    filterGroupId: input.filterGroupId,
    categories: input.categories,
    country_name: input.country_name,
  };
  return {
    productId: input.productId,
    price: input.price,
    ...(input.unitCharge === undefined ? {} : { unitCharge: input.unitCharge }),
    ...(input.options === undefined || Object.keys(input.options).length === 0
      ? {}
      : { options: input.options }),
    quantity: input.quantity,
    currency: input.currency,
    name: input.name,
    point: input.point,
    baseConversionValue: input.baseConversionValue,
    isMerchandiseProduct: input.isMerchandiseProduct,
    isPerk: input.isPerk,
    filterGroupId: input.filterGroupId,
    info: JSON.stringify(info),
  };
};

/** The shopper's choice on a product page: a price (denomination or amount) and a quantity. */
export interface LineChoice {
  /** The merchandise options chosen (size, colour...); none for other products. */
  readonly options?: OptionChoice | undefined;
  readonly price: number;
  readonly quantity: number;
  readonly point: number;
  readonly baseConversionValue: number;
}

/**
 * The unit price charged for `price` of `product` (spec §7.4 final_price), in major units of the
 * product's currency: what its page shows as the price; null when it cannot be computed.
 */
export const unitChargeOfProduct = (
  product: Pick<ProductSummary, "currency_code" | "spl_discount">,
  price: number,
): number | null => {
  const face = toMinor(price, product.currency_code);
  if (!face.ok) return null;
  const charged = chargedUnitPrice(face.value, product.spl_discount);
  return charged.ok ? fromMinor(charged.value) : null;
};

/**
 * A voucher line for a listed product: merchandise and perk flags from its type (spec §3), and the
 * unit charge after its spl_discount (spec §7.4).
 */
export const voucherLineOfProduct = (product: ProductSummary, choice: LineChoice): CartVoucherLine =>
  voucherLineOf({
    productId: product.product_id,
    price: choice.price,
    unitCharge: unitChargeOfProduct(product, choice.price) ?? undefined,
    options: choice.options,
    quantity: choice.quantity,
    currency: product.currency_code,
    name: product.name,
    point: choice.point,
    baseConversionValue: choice.baseConversionValue,
    isMerchandiseProduct: product.type === "merchandise",
    isPerk: product.type === "perks",
    filterGroupId: product.filter_group_id,
    categories: product.categories,
    country_name: product.country_name,
  });

/**
 * A saved line as the cart may keep it (spec §7.4 final_price): a line with its unit charge as it
 * is; a line an older build saved without one charged again from its price and its product's
 * spl_discount (`chargedUnitPrice`), when the product is known in the line's currency; null when
 * its charge cannot be worked out (no product, another currency, a discount without an answer).
 */
export const chargedSavedLine = (
  line: CartVoucherLine,
  product: Pick<ProductSummary, "product_id" | "currency_code" | "spl_discount"> | null,
): CartVoucherLine | null => {
  if (line.unitCharge !== undefined) return line;
  if (product === null || product.product_id !== line.productId || product.currency_code !== line.currency)
    return null;
  const unitCharge = unitChargeOfProduct(product, line.price);
  return unitCharge === null ? null : { ...line, unitCharge };
};

const decodeLineInfo = Schema.decodeUnknownOption(Schema.fromJsonString(CartLineInfoFields));

/** The line's `info`, or one built from the line's own fields when it cannot be read. */
export const lineInfoOf = (line: CartVoucherLine): CartLineInfoFields =>
  Option.getOrElse(decodeLineInfo(line.info), () => ({
    isMerchandiseProduct: line.isMerchandiseProduct,
    isPerk: line.isPerk,
    filterGroupId: line.filterGroupId,
    categories: "",
    country_name: "",
  }));

/**
 * The unit price a line is charged, in minor units of its currency (spec §7.4 final_price): its
 * unit charge, or its price when it has none. Every cart, checkout and order total counts it.
 */
export const lineChargeOf = (
  line: Pick<CartVoucherLine, "price" | "unitCharge" | "currency">,
): Result<Money> => toMinor(line.unitCharge ?? line.price, line.currency);

/** The category ids of a comma-separated list, trimmed, blanks dropped. */
export const categoryIdsOf = (categories: string): readonly string[] =>
  categories
    .split(",")
    .map((id) => id.trim())
    .filter((id) => id !== "");

/** An experience item: its categories include 1222 (spec §4 'Cart rules', §9). */
export const isExperienceLine = (line: CartVoucherLine): boolean =>
  categoryIdsOf(lineInfoOf(line).categories).includes(EXPERIENCE_CATEGORY_ID);

/**
 * The family of a line (src/domain/productFamily.ts): its filter group, its merchandise and perk
 * flags, then category 1233 (insurance) and 1222 (experience); any other line is a gift card.
 */
export const familyOfLine = (line: CartVoucherLine): CartFamily => {
  const info = lineInfoOf(line);
  return familyOfLineFacts({
    filterGroupId: line.filterGroupId ?? info.filterGroupId,
    isMerchandiseProduct: line.isMerchandiseProduct || info.isMerchandiseProduct,
    isPerk: line.isPerk || info.isPerk,
    isInsurance: categoryIdsOf(info.categories).includes(INSURANCE_CATEGORY_ID),
    isExperience: isExperienceLine(line),
  });
};

/**
 * Whether adding product `productId` of `family` would replace another line of the cart: the
 * family takes one item at a time (src/domain/productFamily.ts) and the cart holds one of it that
 * is another product (spec §4 'Cart rules').
 */
export const replacesLineOfFamily = (
  vouchers: readonly CartVoucherLine[],
  family: CartFamily,
  productId: number,
): boolean =>
  isSingleItemFamily(family) &&
  vouchers.some((line) => line.productId !== productId && familyOfLine(line) === family);

/** The cart count: the sum of voucher quantities (spec §3 'Cart'). */
export const cartCount = (state: Pick<CartState, "vouchers">): number =>
  state.vouchers.reduce((sum, line) => sum + line.quantity, 0);

const isQuantity = (quantity: number): boolean => Number.isInteger(quantity) && quantity >= 1;

// ---------------------------------------------------------------------------------------------
// Checks before adding (spec §5 'Cart', 'Amount', §8)

/** The refusal of the single-unit rule, as the error catalogue's data (spec §8). */
export type SingleUnitRefusal = ErrorData<SingleUnitProductRepeated>;

/**
 * Product 28487 cannot be added with a quantity above 1, nor when it is already in the cart
 * (spec §5 'Cart', §8): the SingleUnitProductRepeated error's data, or null when the change is
 * allowed. An update of the line's quantity is refused above 1 only; the line being in the cart is
 * then expected. The words are the catalogue's, in the shopper's language.
 */
export const singleUnitRefusal = (
  vouchers: readonly CartVoucherLine[],
  change: { readonly productId: number; readonly quantity: number; readonly update?: boolean },
): SingleUnitRefusal | null => {
  if (change.productId !== SINGLE_UNIT_PRODUCT_ID) return null;
  const refusal: SingleUnitRefusal = { _tag: "SingleUnitProductRepeated", productId: change.productId };
  if (change.quantity > 1) return refusal;
  if (change.update !== true && vouchers.some((line) => line.productId === SINGLE_UNIT_PRODUCT_ID))
    return refusal;
  return null;
};

const sameCountry = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A merchandise line whose country_name differs from the selected country is flagged (spec §5
 * 'Cart'); names are compared trimmed and ignoring case. Other lines are never flagged.
 */
export const isMerchandiseOutOfCountry = (line: CartVoucherLine, selectedCountry: string): boolean => {
  const info = lineInfoOf(line);
  return info.isMerchandiseProduct && !sameCountry(info.country_name, selectedCountry);
};

/** The flagged merchandise lines of the cart, in cart order (spec §5 'Cart'). */
export const merchandiseOutOfCountry = (
  vouchers: readonly CartVoucherLine[],
  selectedCountry: string,
): readonly CartVoucherLine[] => vouchers.filter((line) => isMerchandiseOutOfCountry(line, selectedCountry));

/** Bounds of an amount; a missing bound takes its default of 10 or 10000. */
export interface AmountBounds {
  readonly min?: number | null;
  readonly max?: number | null;
}

/**
 * An amount must lie within the given min and max, bounds included, or within 10 to 10000 when
 * no bounds are given (spec §5 'Amount'). A non-finite amount never does.
 */
export const isAmountWithinBounds = (amount: number, bounds: AmountBounds | null = null): boolean => {
  const min = bounds?.min ?? DEFAULT_AMOUNT_MIN;
  const max = bounds?.max ?? DEFAULT_AMOUNT_MAX;
  return Number.isFinite(amount) && amount >= min && amount <= max;
};

// ---------------------------------------------------------------------------------------------
// Cart view (spec §4 'Special voucher category 1222')

/**
 * The special mode of the cart view, and the one product it shows when given. It is on where an
 * experience is paid: the experience payment page (spec §2.3 '/experiences/payment'), with the
 * product of the one experience order item held (spec §3 'Experience order item' expProductId).
 */
export interface SpecialMode {
  readonly on: boolean;
  readonly productId?: number | null;
}

/** The cart page and the cart's own checkout: the special mode is off, experiences are left out. */
export const CART_VIEW_NORMAL: SpecialMode = { on: false };

/** The experience payment page's mode: on, for the booked experience's product. */
export const experienceViewMode = (productId: number): SpecialMode => ({ on: true, productId });

/**
 * The voucher lines the cart view shows: lines of category 1222 are kept only when the special
 * mode is on and, when a productId is given, only that product's; all other lines are kept.
 */
export const cartViewVouchers = (
  vouchers: readonly CartVoucherLine[],
  special: SpecialMode,
): readonly CartVoucherLine[] =>
  vouchers.filter((line) => {
    if (!isExperienceLine(line)) return true;
    if (!special.on) return false;
    return (
      special.productId === undefined || special.productId === null || line.productId === special.productId
    );
  });

// ---------------------------------------------------------------------------------------------
// Fetched cart (spec §7.4 fetchCart)

/** The part of the fetchCart answer the cart reads (spec §7.4). */
export interface FetchedCart {
  readonly data?: readonly FetchedCartLine[];
  readonly conversion_to_base?: number;
  readonly conversion_to_inr?: number;
}

/** A signed-out visitor's saved lines as loaded, and how many could not be kept (`chargedSavedLine`). */
export interface GuestCart {
  readonly vouchers: readonly CartVoucherLine[];
  readonly dropped: number;
}

/** What a fetched cart sets: the lines, the multiplier and both conversions. */
export interface CartFromFetch {
  readonly vouchers: readonly CartVoucherLine[];
  readonly pointConversionMultiplier: number;
  readonly conversion_to_base: number;
  readonly cart_conversion_to_inr: number;
}

const numberField = (record: Readonly<Record<string, unknown>>, key: string): number | null => {
  const value = record[key];
  return typeof value === "number" && Number.isFinite(value) ? value : null;
};

const stringField = (record: Readonly<Record<string, unknown>>, key: string): string | null => {
  const value = record[key];
  return typeof value === "string" ? value : null;
};

/** The price of a 'CUR price' denomination, e.g. 500 for 'INR 500'; null when it has none. */
export const priceOfDenomination = (denomination: string): number | null => {
  const parts = denomination.trim().split(/\s+/);
  const last = parts[parts.length - 1] ?? "";
  if (last === "") return null;
  const price = Number(last);
  return Number.isFinite(price) ? price : null;
};

/**
 * A fetched line as a voucher line: the price from the denomination (final_price when the
 * denomination has none), the unit charge from final_price (spec §7.4), flags, filter group,
 * categories and country from the productInfo.
 */
export const voucherLineOfFetched = (fetched: FetchedCartLine): CartVoucherLine => {
  const { info } = fetched;
  const product = info.productInfo;
  const filterGroupId = numberField(product, "filter_group_id");
  const type = stringField(product, "type");
  return voucherLineOf({
    productId: fetched.product_id,
    price: priceOfDenomination(info.denomination) ?? info.final_price ?? 0,
    unitCharge: info.final_price,
    options: optionChoiceOf(product.selected_options),
    quantity: info.quantity,
    currency: info.currency_code,
    name: product.name,
    point: info.point ?? 0,
    baseConversionValue: info.base_conversion_value ?? DEFAULT_CONVERSION,
    isMerchandiseProduct: type === "merchandise" || filterGroupId === FilterGroups.merchandise,
    isPerk: type === "perks" || filterGroupId === FilterGroups.perks,
    filterGroupId,
    categories: stringField(product, "categories") ?? "",
    country_name: stringField(product, "country_name") ?? "",
  });
};

/**
 * A fetched cart (spec §4 'Cart rules', §7.4): lines with availability 0 are dropped;
 * pointConversionMultiplier is the first kept line's productInfo.pointConversionMultiplier,
 * default 1; conversion_to_base and conversion_to_inr (as cart_conversion_to_inr) default to 1.
 */
export const cartOfFetch = (answer: FetchedCart): CartFromFetch => {
  const kept = (answer.data ?? []).filter((line) => line.availability !== 0);
  const multiplier = kept
    .map((line) => line.info.productInfo.pointConversionMultiplier)
    .find((value) => value !== undefined);
  return {
    vouchers: kept.map(voucherLineOfFetched),
    pointConversionMultiplier: multiplier ?? DEFAULT_CONVERSION,
    conversion_to_base: answer.conversion_to_base ?? DEFAULT_CONVERSION,
    cart_conversion_to_inr: answer.conversion_to_inr ?? DEFAULT_CONVERSION,
  };
};

// ---------------------------------------------------------------------------------------------
// Add-to-cart payload (spec §4 'Cart actions', §7.4)

/** The four cart actions that call addToCart (spec §4 'Cart actions'). */
export type CartCallAction = "ADD_CART" | "UPDATE_CART" | "REMOVE_CART" | "BUY_NOW";

/** The payload status: 0 for remove, 1 otherwise (spec §4 'Cart actions'). */
export const payloadStatusOf = (action: CartCallAction): 0 | 1 => (action === "REMOVE_CART" ? 0 : 1);

/** The money figures of a line, computed by the money rules (spec §7.4 formulas). */
export interface LineMoney {
  /** price × (100 − discount) / 100. */
  readonly final_price: number;
  /** spl_discount − spl_charge. */
  readonly product_discount: number;
  /** discount × price / (100 × conversion_ratio). */
  readonly product_discount_inr: number;
}

/** Everything the add-to-cart payload is built from. */
export interface AddToCartInput {
  readonly action: CartCallAction;
  readonly product: ProductDetail;
  readonly price: number;
  readonly quantity: number;
  readonly point: number;
  readonly baseConversionValue: number;
  /** The value of one unit of the product's currency (spec §9 default 1). */
  readonly currencyValue: number;
  readonly money: LineMoney;
  /** The merchandise options chosen (size, colour...); none for other products. */
  readonly options?: OptionChoice | undefined;
}

/** What a product page chooses: the product, a price (denomination or amount) and a quantity. */
export type ProductChoice = Omit<AddToCartInput, "action" | "money">;

/** One addToCart call (spec §4 'Cart actions'): what the cart flow hands its `callCart` effect. */
export type CartCall =
  /** ADD_CART or BUY_NOW of a product page's choice. */
  | ({ readonly kind: "product"; readonly action: "ADD_CART" | "BUY_NOW" } & ProductChoice)
  /**
   * UPDATE_CART (cart_update 1, the new quantity) or REMOVE_CART (status 0) of a cart line;
   * `known` is the info the server holds for the line (from the fetched cart or the last add),
   * null when it is not known.
   */
  | {
      readonly kind: "line";
      readonly action: "UPDATE_CART" | "REMOVE_CART";
      readonly line: CartVoucherLine;
      readonly quantity: number;
      readonly known: FetchedCartInfo | null;
    };

/** The answer of a successful call: the info that was sent (what the server now holds). */
export interface CartCallDone {
  readonly info: CartLineInfo;
}

/** important_info is present when it is a non-blank text (spec §7.4 special_redemption). */
export const hasImportantInfo = (product: Pick<ProductDetail, "important_info">): boolean =>
  product.important_info !== null && product.important_info.trim() !== "";

/**
 * The productInfo sent to the server: the product without description, how_to_use, inner_image,
 * how_to_redeem_image, terms_conditions and expiry_and_validity (spec §3), with special_redemption
 * 1 when important_info is present (spec §7.4).
 */
export const productInfoOf = (product: ProductDetail): CartProductInfo => {
  const {
    description: _description,
    how_to_use: _howToUse,
    inner_image: _innerImage,
    how_to_redeem_image: _howToRedeemImage,
    terms_conditions: _terms,
    expiry_and_validity: _expiry,
    ...kept
  } = product;
  return hasImportantInfo(product) ? { ...kept, special_redemption: 1 } : { ...kept };
};

/** The productInfo with the chosen merchandise options as `selected_options`, when any were chosen. */
export const withChosenOptions = (
  info: CartProductInfo,
  options: OptionChoice | undefined,
): CartProductInfo =>
  options === undefined || Object.keys(options).length === 0 ? info : { ...info, selected_options: options };

/** The 'CUR price' denomination, e.g. 'INR 500' (spec §7.4). */
export const denominationOf = (currencyCode: string, price: number): string => `${currencyCode} ${price}`;

/**
 * The `cart` payload of addToCart (spec §7.4): product_id, type 'voucher', status (0 for
 * remove, 1 otherwise), cart_update 1 for an update only, and info.
 */
export const addToCartPayload = (input: AddToCartInput): CartChange => {
  const { product } = input;
  const info = {
    quantity: input.quantity,
    point: input.point,
    denomination: denominationOf(product.currency_code, input.price),
    final_price: input.money.final_price,
    base_conversion_value: input.baseConversionValue,
    product_discount: input.money.product_discount,
    product_discount_inr: input.money.product_discount_inr,
    currency_code: product.currency_code,
    currency_value: input.currencyValue,
    currency_id: product.currency_id,
    currency_name: product.currency_name,
    productInfo: withChosenOptions(productInfoOf(product), input.options),
  };
  const base = {
    product_id: product.product_id,
    type: "voucher" as const,
    status: payloadStatusOf(input.action),
  };
  return input.action === "UPDATE_CART" ? { ...base, cart_update: 1, info } : { ...base, info };
};

/** The JSON string sent as the `cart` variable (spec §7.4 'a JSON string'). */
export const addToCartJson = (change: CartChange): string => JSON.stringify(change);

// ---------------------------------------------------------------------------------------------
// Reducer (spec §4 'Cart actions', 'Cart rules', §8 cart rows)

export type CartAction =
  /** Appends the line unless a line with the same productId, price and currency is there. */
  | { readonly type: "ADD_CART"; readonly line: CartVoucherLine }
  /** Adds the line, then flags redirectToCheckout. */
  | { readonly type: "BUY_NOW"; readonly line: CartVoucherLine }
  /** Sets the quantity of the matching line. */
  | { readonly type: "UPDATE_CART"; readonly key: LineKey; readonly quantity: number }
  /** Deletes the matching line. */
  | { readonly type: "REMOVE_CART"; readonly key: LineKey }
  /** Empties vouchers and resets both conversions to 1. */
  | { readonly type: "RESET_CART" }
  /** The whole cart back to empty (logout, spec §4 'Logout'). */
  | { readonly type: "CLEAR_CART" }
  | { readonly type: "SET_COUPON"; readonly details: CouponDetails }
  | { readonly type: "RESET_COUPON" }
  | { readonly type: "USE_POINTS"; readonly usePoints: boolean }
  /** The redirect to checkout has been made. */
  | { readonly type: "CHECKOUT_REDIRECTED" }
  | { readonly type: "FETCH_CART" }
  | { readonly type: "FETCH_CART_SUCCESS"; readonly answer: FetchedCart }
  /** Cart fetch failure: the cart becomes empty and the error is stored (spec §8). */
  | { readonly type: "FETCH_CART_FAILURE"; readonly error: ErrorData }
  /** Add to cart failure: the error is stored (spec §8). */
  | { readonly type: "CART_CALL_FAILURE"; readonly error: ErrorData };

/**
 * Adds a voucher line (spec §4 'Cart rules', §9 'Cart totals'):
 * - a line with a quantity that is not a whole number of at least 1 is ignored;
 * - product 28487 refused by {@link singleUnitRefusal} leaves the cart unchanged;
 * - a line of a family priced alone (perks, lounge, airmiles, personalize) holds quantity 1;
 * - an experience (categories include 1222) first removes every other experience line;
 * - a lounge, airmiles or personalize-category line first removes every other line of its
 *   family, so the cart holds at most one of each;
 * - a line matching an existing one on productId, price and currency leaves the lines as they are;
 *   otherwise it is appended.
 */
export const addVoucherLine = (state: CartState, added: CartVoucherLine): CartState => {
  if (!isQuantity(added.quantity)) return state;
  if (singleUnitRefusal(state.vouchers, added) !== null) return state;
  const family = familyOfLine(added);
  const quantity = quantityForFamily(family, added.quantity);
  const line = quantity === added.quantity ? added : { ...added, quantity };
  const replaced = (existing: CartVoucherLine): boolean =>
    !isSameLine(existing, line) &&
    ((isExperienceLine(line) && isExperienceLine(existing)) ||
      (isSingleItemFamily(family) && familyOfLine(existing) === family));
  const others = state.vouchers.some(replaced)
    ? state.vouchers.filter((existing) => !replaced(existing))
    : state.vouchers;
  const vouchers = others.some((existing) => isSameLine(existing, line)) ? others : [...others, line];
  return vouchers === state.vouchers ? state : { ...state, vouchers };
};

/** Whether BUY_NOW may add the line: the quantity is valid and the single-unit rule allows it. */
const isAddable = (state: CartState, line: CartVoucherLine): boolean =>
  isQuantity(line.quantity) && singleUnitRefusal(state.vouchers, line) === null;

const updateQuantity = (state: CartState, key: LineKey, quantity: number): CartState => {
  if (!isQuantity(quantity)) return state;
  if (singleUnitRefusal(state.vouchers, { productId: key.productId, quantity, update: true }) !== null)
    return state;
  const line = state.vouchers.find((candidate) => isSameLine(candidate, key));
  if (line === undefined) return state;
  // spec §9 'Cart totals': a family priced alone keeps quantity 1.
  if (quantity > 1 && !hasQuantity(familyOfLine(line))) return state;
  return {
    ...state,
    vouchers: state.vouchers.map((line) => (isSameLine(line, key) ? { ...line, quantity } : line)),
  };
};

const removeLine = (state: CartState, key: LineKey): CartState => {
  const vouchers = state.vouchers.filter((line) => !isSameLine(line, key));
  return vouchers.length === state.vouchers.length ? state : { ...state, vouchers };
};

/** The cart after one action; every rule of spec §4 'Cart rules'. */
export const cartReducer = (state: CartState, action: CartAction): CartState => {
  switch (action.type) {
    case "ADD_CART":
      return addVoucherLine(state, action.line);
    case "BUY_NOW":
      return isAddable(state, action.line)
        ? { ...addVoucherLine(state, action.line), redirectToCheckout: true }
        : state;
    case "UPDATE_CART":
      return updateQuantity(state, action.key, action.quantity);
    case "REMOVE_CART":
      return removeLine(state, action.key);
    case "RESET_CART":
      return {
        ...state,
        vouchers: [],
        conversion_to_base: DEFAULT_CONVERSION,
        cart_conversion_to_inr: DEFAULT_CONVERSION,
      };
    case "CLEAR_CART":
      return EMPTY_CART;
    case "SET_COUPON":
      return { ...state, couponApplied: true, couponDetails: action.details };
    case "RESET_COUPON":
      return { ...state, couponApplied: false, couponDetails: null };
    case "USE_POINTS":
      return { ...state, usePoints: action.usePoints };
    case "CHECKOUT_REDIRECTED":
      return { ...state, redirectToCheckout: false };
    case "FETCH_CART":
      return { ...state, isFetching: true };
    case "FETCH_CART_SUCCESS":
      return { ...state, ...cartOfFetch(action.answer), isFetching: false, error: null };
    case "FETCH_CART_FAILURE":
      return { ...state, vouchers: [], isFetching: false, error: action.error };
    case "CART_CALL_FAILURE":
      return { ...state, error: action.error };
  }
};
