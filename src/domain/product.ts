/**
 * The gift-card detail page's rules (spec §2.3 '/vouchers/description/:productSlug/:productId',
 * §3 'Voucher product info fields', §5 'Amount', §7.4, §9 points and conversion display).
 *
 * - A product with a non-empty `denominations` list offers those values only; any other product
 *   accepts an amount within its min_price and max_price, or within 10 to 10000 when no bounds
 *   are given (spec §5 'Amount'). A typed amount keeps at most its currency's decimals (none for
 *   the zero-decimal currencies of spec §9).
 * - The quantity is a whole number from 1 to 10.
 * - The value of one unit of the product's currency in INR is 1 / conversion_ratio, to 5
 *   decimals (spec §9 'conversion values to 5 decimals'); the points of a price are price ×
 *   that value / the value of one point, to 2 decimals (spec §9 'Points shown to 2 decimals').
 * - A product with spl_discount above 0 shows its final price (price × (100 − discount) / 100,
 *   spec §7.4) next to the original price.
 *
 * Every function here is pure and total: exact decimals through src/domain/money.ts, no floating
 * sums.
 */
import type { ProductDetail } from "@contract/catalogue";
import type { ErrorData } from "@errors/data";
import {
  type AmountBounds,
  DEFAULT_AMOUNT_MAX,
  DEFAULT_AMOUNT_MIN,
  DEFAULT_CONVERSION,
  isAmountWithinBounds,
  unitChargeOfProduct,
} from "./cart";
import { FAMILIES, type Family } from "./families";
import {
  CONVERSION_DECIMALS,
  chargedUnitPrice,
  decimalOf,
  decimalsOf,
  divideRounded,
  fromMinor,
  type Money,
  POINT_DECIMALS,
  roundTo,
  toMinor,
} from "./money";
import { type CartFamily, familyOfProductType, hasQuantity } from "./productFamily";
import { areOptionsChosen, chooseOption, type OptionChoice } from "./productOptions";
import { isProductDetailScreen, PRODUCT_DETAIL_SCREENS, productIdOfParams, resolveRoute } from "./routes";

// ---------------------------------------------------------------------------------------------
// Conversion and points (spec §9)

const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** `n / d` (both exact decimals) rounded half away from zero to `decimals` places; null when it is not a safe number. */
const quotientTo = (
  n: { readonly coefficient: bigint; readonly scale: number },
  d: { readonly coefficient: bigint; readonly scale: number },
  decimals: number,
): number | null => {
  if (d.coefficient === 0n) return null;
  // (n.c / 10^n.s) / (d.c / 10^d.s) × 10^decimals = n.c × 10^(d.s + decimals) / (d.c × 10^n.s)
  const units = divideRounded(
    n.coefficient * pow10(d.scale + decimals),
    d.coefficient * pow10(n.scale),
    "half-away",
  );
  if (units > BigInt(Number.MAX_SAFE_INTEGER) || units < BigInt(Number.MIN_SAFE_INTEGER)) return null;
  const rounded = roundTo(Number(units) / 10 ** decimals, decimals);
  return rounded.ok ? rounded.value : null;
};

/**
 * The value of one unit of the product's currency in INR: 1 / conversion_ratio (conversion_ratio
 * being units of currency_code per rupee), rounded to 5 decimals (spec §9). A ratio that is not
 * a positive number gives the default conversion, 1 (spec §9 'currency_value 1').
 */
export const baseConversionValueOf = (product: Pick<ProductDetail, "conversion_ratio">): number => {
  const ratio = decimalOf(product.conversion_ratio);
  if (ratio === null || ratio.coefficient <= 0n) return DEFAULT_CONVERSION;
  return quotientTo({ coefficient: 1n, scale: 0 }, ratio, CONVERSION_DECIMALS) ?? DEFAULT_CONVERSION;
};

/**
 * The points `price` (major units of the product's currency) is worth: price × baseConversionValue
 * / pointsBaseConversionValue, rounded to 2 decimals (spec §9 'Points shown to 2 decimals'). An
 * unknown or non-positive pointsBaseConversionValue counts as 1. Null when the price or the
 * conversion value is not a finite number.
 */
export const pointsOfPrice = (
  price: number,
  baseConversionValue: number,
  pointsBaseConversionValue?: number | null,
): number | null => {
  const p = decimalOf(price);
  const b = decimalOf(baseConversionValue);
  if (p === null || b === null) return null;
  const pointValue =
    pointsBaseConversionValue === undefined || pointsBaseConversionValue === null
      ? null
      : decimalOf(pointsBaseConversionValue);
  const divisor =
    pointValue === null || pointValue.coefficient <= 0n ? { coefficient: 1n, scale: 0 } : pointValue;
  return quotientTo(
    { coefficient: p.coefficient * b.coefficient, scale: p.scale + b.scale },
    divisor,
    POINT_DECIMALS,
  );
};

// ---------------------------------------------------------------------------------------------
// The choice (spec §5 'Amount')

/** The fewest and the most vouchers of one add (the quantity stepper). */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 10;

/** What the shopper has chosen on the page. */
export interface VoucherChoice {
  /** The chosen price in major units of the product's currency; null while none is valid. */
  readonly price: number | null;
  /** The amount as typed (products without denominations). */
  readonly amountText: string;
  /** The typed amount is not a valid amount within the bounds. */
  readonly amountError: boolean;
  /** 1 to 10; always 1 for a family priced alone (spec §9 'Cart totals'). */
  readonly quantity: number;
  /** The merchandise options chosen (size, colour...), by option name. */
  readonly options: OptionChoice;
}

/** Whether the product offers fixed values (its denominations) rather than a typed amount. */
export const offersDenominations = (product: Pick<ProductDetail, "denominations">): boolean =>
  product.denominations.length > 0;

/** A bound of the product: a positive finite number, else not given. */
const boundOf = (value: number): number | null => (Number.isFinite(value) && value > 0 ? value : null);

/**
 * The bounds of a typed amount: min_price and max_price; a bound that is 0 or missing is not
 * given, so its default of 10 or 10000 applies (spec §5 'Amount').
 */
export const amountBoundsOf = (product: Pick<ProductDetail, "min_price" | "max_price">): AmountBounds => ({
  min: boundOf(product.min_price),
  max: boundOf(product.max_price),
});

/** The bounds as shown next to the amount field: the product's, or 10 and 10000 when not given (spec §5). */
export const shownBoundsOf = (
  product: Pick<ProductDetail, "min_price" | "max_price">,
): { readonly min: number; readonly max: number } => {
  const bounds = amountBoundsOf(product);
  return { min: bounds.min ?? DEFAULT_AMOUNT_MIN, max: bounds.max ?? DEFAULT_AMOUNT_MAX };
};

/**
 * A typed amount: digits with an optional decimal part of at most the currency's decimals (none
 * for JPY and the other zero-decimal currencies of spec §9), surrounding spaces ignored. Null when
 * the text is not such an amount.
 */
export const parseAmount = (text: string, currency: string): number | null => {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (match === null) return null;
  const fraction = match[2] ?? "";
  if (fraction.length > decimalsOf(currency)) return null;
  const value = Number(fraction === "" ? match[1] : `${match[1]}.${fraction}`);
  return Number.isFinite(value) ? value : null;
};

/** A quantity kept whole and within 1 to 10; anything that is not a number is 1. */
export const quantityOf = (quantity: number): number => {
  if (!Number.isFinite(quantity)) return QUANTITY_MIN;
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(quantity)));
};

/** The choice a product starts with: its first denomination (none for a typed amount), quantity 1. */
export const initialChoice = (product: Pick<ProductDetail, "denominations">): VoucherChoice => ({
  price: product.denominations[0] ?? null,
  amountText: "",
  amountError: false,
  quantity: QUANTITY_MIN,
  options: {},
});

/** Chooses a denomination; a value that is not one of the product's leaves the choice as it was. */
export const chooseDenomination = (
  product: Pick<ProductDetail, "denominations">,
  choice: VoucherChoice,
  price: number,
): VoucherChoice => (product.denominations.includes(price) ? { ...choice, price } : choice);

/**
 * A typed amount: valid within the bounds (spec §5 'Amount') with at most the currency's
 * decimals; otherwise the price is none and the error shows. An empty field shows no error.
 */
export const typeAmount = (
  product: Pick<ProductDetail, "denominations" | "min_price" | "max_price" | "currency_code">,
  choice: VoucherChoice,
  text: string,
): VoucherChoice => {
  if (offersDenominations(product)) return choice;
  const amount = parseAmount(text, product.currency_code);
  const valid = amount !== null && isAmountWithinBounds(amount, amountBoundsOf(product));
  return {
    ...choice,
    amountText: text,
    price: valid ? amount : null,
    amountError: !valid && text.trim() !== "",
  };
};

/** Sets the quantity, kept within 1 to 10. */
export const setQuantity = (choice: VoucherChoice, quantity: number): VoucherChoice => ({
  ...choice,
  quantity: quantityOf(quantity),
});

/** The family whose rules the product's page follows (src/domain/productFamily.ts). */
export const familyOfProduct = (product: Pick<ProductDetail, "type">): CartFamily =>
  familyOfProductType(product.type);

/** Whether the page offers a quantity: merchandise, gift vouchers and charity do (spec §9 'Cart totals'). */
export const offersQuantity = (product: Pick<ProductDetail, "type">): boolean =>
  hasQuantity(familyOfProduct(product));

/** Sets the quantity of a product's choice: within 1 to 10, or 1 for a family priced alone (spec §9). */
export const setProductQuantity = (
  product: Pick<ProductDetail, "type">,
  choice: VoucherChoice,
  quantity: number,
): VoucherChoice => setQuantity(choice, offersQuantity(product) ? quantity : QUANTITY_MIN);

/** The options the product offers (none for most products). */
export const optionsOf = (product: Pick<ProductDetail, "options">): NonNullable<ProductDetail["options"]> =>
  product.options ?? [];

/** Chooses a value of one of the product's options; a name or value it does not offer changes nothing. */
export const chooseProductOption = (
  product: Pick<ProductDetail, "options">,
  choice: VoucherChoice,
  name: string,
  value: string,
): VoucherChoice => {
  const options = chooseOption(optionsOf(product), choice.options, name, value);
  return options === choice.options ? choice : { ...choice, options };
};

/**
 * Whether a product's choice can be added to the cart: the choice is complete and every option
 * the product offers is chosen.
 */
export const isProductChoiceComplete = (
  product: Pick<ProductDetail, "options" | "type">,
  choice: VoucherChoice,
): boolean =>
  isChoiceComplete(choice) &&
  areOptionsChosen(optionsOf(product), choice.options) &&
  (offersQuantity(product) || choice.quantity === QUANTITY_MIN);

/**
 * Whether the product is sold in another country than the selected one (spec §5 'Cart': merchandise
 * must belong to the selected country): the page then offers to switch the country.
 */
export const isOtherCountry = (
  product: Pick<ProductDetail, "country_id">,
  selectedCountryId: number,
): boolean => product.country_id !== selectedCountryId;

/** Whether the choice can be added to the cart: a valid price and a quantity of 1 to 10. */
export const isChoiceComplete = (choice: VoucherChoice): boolean =>
  choice.price !== null &&
  !choice.amountError &&
  Number.isInteger(choice.quantity) &&
  choice.quantity >= QUANTITY_MIN &&
  choice.quantity <= QUANTITY_MAX;

// ---------------------------------------------------------------------------------------------
// Price display (spec §7.4 final_price)

/** The price shown for a choice: what is paid, and the original price when a discount applies. */
export interface PriceDisplay {
  readonly final: Money;
  /** The price before the discount; null when spl_discount is 0. */
  readonly original: Money | null;
}

/**
 * The price of one voucher at `price`: with spl_discount above 0 the final price, price × (100 −
 * spl_discount) / 100 rounded half away from zero (spec §7.4), and the original; otherwise the
 * price alone. Null when the price cannot be expressed in the currency.
 */
export const priceDisplayOf = (
  product: Pick<ProductDetail, "currency_code" | "spl_discount">,
  price: number,
): PriceDisplay | null => {
  const money = toMinor(price, product.currency_code);
  if (!money.ok) return null;
  // The cart, the checkout and the order charge by the same rule (src/domain/money.ts).
  const charged = chargedUnitPrice(money.value, product.spl_discount);
  if (!charged.ok) return null;
  return { final: charged.value, original: product.spl_discount > 0 ? money.value : null };
};

/**
 * The points of one voucher at `price`: the points of the price charged, after spl_discount
 * (spec §7.4 final_price, §9 points to 2 decimals), as the page shows and the cart line keeps
 * them; null when the price cannot be computed.
 */
export const pointsOfChoicePrice = (
  product: Pick<ProductDetail, "currency_code" | "spl_discount">,
  price: number,
  baseConversionValue: number,
  pointsBaseConversionValue?: number | null,
): number | null => {
  const charged = unitChargeOfProduct(product, price);
  return charged === null ? null : pointsOfPrice(charged, baseConversionValue, pointsBaseConversionValue);
};

/**
 * The points of a choice's total, shown beside 'Total for {count}': the points of the price
 * charged for `quantity` units (spec §7.4 final_price, §9 'Cart totals' quantity × price), by the
 * product's point conversion (price × baseConversionValue / pointsBaseConversionValue, spec §3
 * 'User points', §9 'Points shown to 2 decimals'), rounded once on the total. Three units of a
 * ₹960.00 card are worth 2,880.00 points where one is worth 960.00. Null when the price cannot be
 * computed.
 */
export const pointsOfChoiceTotal = (
  product: Pick<ProductDetail, "currency_code" | "spl_discount">,
  price: number,
  quantity: number,
  baseConversionValue: number,
  pointsBaseConversionValue?: number | null,
): number | null => {
  const display = priceDisplayOf(product, price);
  const total = display === null ? null : timesQuantity(display.final, quantity);
  return total === null
    ? null
    : pointsOfPrice(fromMinor(total), baseConversionValue, pointsBaseConversionValue);
};

/** `money` times a whole quantity (the total of a choice); null beyond the safe integers. */
export const timesQuantity = (money: Money, quantity: number): Money | null => {
  if (!Number.isSafeInteger(quantity)) return null;
  const amount = BigInt(money.amount) * BigInt(quantity);
  return amount > BigInt(Number.MAX_SAFE_INTEGER) || amount < BigInt(Number.MIN_SAFE_INTEGER)
    ? null
    : { amount: Number(amount), currency: money.currency };
};

/**
 * Which call loads a detail page's product (spec §7.3): `static`, static_voucher_data, at a
 * static URL (spec §2.3 ':isStatic?' set); `perk`, perks details {add_data}, on an offer's page;
 * `catalogue`, voucher getProduct, on every other.
 */
export type ProductSource = "catalogue" | "static" | "perk";

/** What loading a product takes: its id and the call that loads it (spec §7.3). */
export interface ProductRequest {
  readonly productId: number;
  readonly source: ProductSource;
}

/**
 * Whether the ':isStatic?' segment of a detail path is set (spec §2.3): present and not '0',
 * 'false' or empty ('/vouchers/description/shopping-gift-card/28501/1' is static,
 * '.../28501/0' and '.../28501' are not).
 */
export const isStaticSegment = (segment: string | undefined): boolean =>
  segment !== undefined && !["", "0", "false"].includes(segment.trim().toLowerCase());

/** Whether a family's detail route has the ':isStatic?' segment (the '/description/' rows, spec §2.3). */
const hasStaticSegment = (family: Family): boolean =>
  FAMILIES[family].detailRoute?.endsWith("/:isStatic?") === true;

/** The call that loads a product of `family` whose path's ':isStatic?' segment is `isStatic` (spec §7.3). */
export const productSourceOf = (family: Family, isStatic: string | undefined): ProductSource =>
  hasStaticSegment(family) && isStaticSegment(isStatic)
    ? "static"
    : family === "perks"
      ? "perk"
      : "catalogue";

/**
 * The ':isStatic?' segment of a '/description/:productSlug/:productId/:isStatic?' path under any
 * site prefix: the third segment after the last 'description', when it is the last.
 */
export const staticSegmentAt = (pathname: string): string | undefined => {
  const segments = pathname.split("/").filter((segment) => segment !== "");
  const at = segments.lastIndexOf("description");
  return at >= 0 && segments.length === at + 4 ? segments[at + 3] : undefined;
};

/**
 * The product a detail path of any family asks for (spec §2.3: '/{site}/vouchers/description/
 * :productSlug/:productId/:isStatic?', '/merchandise/:description/:productID', the perks, lounge,
 * charity, airmiles and personalize-category '/description/' rows, and '/insurance/:description'),
 * as the default site prefix reads it, with the call that loads it: the product flow starts
 * loading it as soon as the route is known, before the page renders. Null for any other path, or
 * an id that is not a whole number (the page then shows the not-found page).
 */
export const productRequestAt = (location: {
  readonly pathname: string;
  readonly search: string;
}): ProductRequest | null => {
  const route = resolveRoute(location.pathname, location.search);
  if (route.kind !== "screen" || !isProductDetailScreen(route.screen)) return null;
  const productId = productIdOfParams(route.params);
  return productId === null
    ? null
    : { productId, source: productSourceOf(PRODUCT_DETAIL_SCREENS[route.screen], route.params.isStatic) };
};

/**
 * Whether a failed load means the server has no such product (getProduct answered success 0,
 * CatalogueFetchFailed): the page shows the not-found page (spec §2.11). A transport failure is
 * not: the page offers to retry.
 */
export const isUnknownProduct = (error: Pick<ErrorData, "_tag"> | null): boolean =>
  error !== null && error._tag === "CatalogueFetchFailed";
