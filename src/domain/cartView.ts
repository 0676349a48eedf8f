/**
 * The cart page's model (spec §3 'Cart', 'Cart voucher line', §5 'Cart', §9 'Payment arithmetic'
 * 'Cart totals', 'Lists' zero-decimal currencies): one row per voucher line with its unit price,
 * quantity, line total and country flag, the rows grouped by family (gift cards, experiences,
 * merchandise, offers, lounges, charities, airmiles, personalize; src/domain/productFamily.ts),
 * the totals per currency, the quantity bounds of a line (1 for a family priced alone, spec §9
 * 'Cart totals') and whether checkout can be opened.
 *
 * Pure and total: amounts are integer minor units (src/domain/money.ts); nothing here reads a
 * clock or a global, and nothing throws.
 */
import { FilterGroups } from "@contract/catalogue";
import {
  CART_VIEW_NORMAL,
  type CartVoucherLine,
  cartCount,
  cartViewVouchers,
  familyOfLine,
  isMerchandiseOutOfCountry,
  type LineKey,
  lineChargeOf,
  lineInfoOf,
  lineKeyOf,
  SINGLE_UNIT_PRODUCT_ID,
  type SpecialMode,
} from "./cart";
import { type SectionEntry, sectionChargeOf } from "./cartSections";
import { addMoney, lineTotal, type Money, toMinor } from "./money";
import { CART_FAMILIES, type CartFamily, hasQuantity } from "./productFamily";
import { optionsKeyOf, optionsLabelOf } from "./productOptions";

// ---------------------------------------------------------------------------------------------
// Quantity bounds (spec §5 'Cart')

/** The smallest quantity of a line. */
export const QUANTITY_MIN = 1;
/** The largest quantity the stepper offers for a line. */
export const QUANTITY_MAX = 10;

export interface QuantityBounds {
  readonly min: number;
  readonly max: number;
}

/**
 * The quantities a line may take: 1 to 10, and never above 1 for the single-unit product 28487
 * (spec §5 'Cart', §9 'Single-unit product: 28487').
 */
export const quantityBoundsOf = (productId: number): QuantityBounds => ({
  min: QUANTITY_MIN,
  max: productId === SINGLE_UNIT_PRODUCT_ID ? QUANTITY_MIN : QUANTITY_MAX,
});

/** Whether `quantity` is a whole number within the line's bounds. */
export const isQuantityAllowed = (productId: number, quantity: number): boolean => {
  const bounds = quantityBoundsOf(productId);
  return Number.isInteger(quantity) && quantity >= bounds.min && quantity <= bounds.max;
};

/** `quantity` brought within the line's bounds (a non-finite quantity gives the minimum). */
export const clampQuantity = (productId: number, quantity: number): number => {
  const bounds = quantityBoundsOf(productId);
  if (!Number.isFinite(quantity)) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, Math.trunc(quantity)));
};

// ---------------------------------------------------------------------------------------------
// Rows

/** One line of the cart page. */
export interface CartRow {
  readonly key: LineKey;
  /** The key as one text, unique among the rows (ids and list keys). */
  readonly id: string;
  readonly name: string;
  /** The merchandise options chosen, as read on the line ('Size: M, Colour: Grey'); '' for none. */
  readonly options: string;
  /**
   * The unit price charged, in minor units of the line's currency: the final price after the
   * product's spl_discount (spec §7.4); null when the price cannot be read.
   */
  readonly unitPrice: Money | null;
  /** The face value, shown struck through when it differs from the price charged; else null. */
  readonly originalPrice: Money | null;
  readonly quantity: number;
  /**
   * quantity × the unit price charged, or that price alone for perks 48, lounge 51, airmiles 53
   * and personalize 70 (spec §9 'Cart totals'); null when the price cannot be read.
   */
  readonly total: Money | null;
  /** Merchandise of a country other than the selected one (spec §5 'Cart'). */
  readonly flagged: boolean;
  /** The country the line's product belongs to (its info's country_name). */
  readonly countryName: string;
  readonly bounds: QuantityBounds;
  readonly canDecrease: boolean;
  readonly canIncrease: boolean;
  /** The line's family: the cart page groups its rows by it. */
  readonly family: CartFamily;
}

/** A line's key as one text: productId, currency, price and its options (spec §4 'Cart rules'). */
export const rowIdOf = (key: LineKey): string =>
  [key.productId, key.currency, key.price, optionsKeyOf(key.options)].filter((part) => part !== "").join("|");

/** The rows of one family, under its heading on the cart page. */
export interface CartGroup {
  readonly family: CartFamily;
  readonly rows: readonly CartRow[];
}

/** The rows grouped by family, in the order of {@link CART_FAMILIES}, cart order within a family; no empty group. */
export const cartGroupsOf = (rows: readonly CartRow[]): readonly CartGroup[] =>
  CART_FAMILIES.map((family) => ({ family, rows: rows.filter((row) => row.family === family) })).filter(
    (group) => group.rows.length > 0,
  );

/**
 * The filter group a line is totalled by: its own, else perks when the line is a perk (spec §3
 * 'Cart voucher line' isPerk), else none (quantity × price).
 */
const totalGroupOf = (line: CartVoucherLine): number | null => {
  const group = line.filterGroupId ?? lineInfoOf(line).filterGroupId;
  if (group !== null) return group;
  return line.isPerk ? FilterGroups.perks : null;
};

/** A group id that is none of the price-alone groups: the line is totalled quantity × price. */
const NO_GROUP = 0;

/** The page row of a voucher line, for the selected country. */
export const cartRowOf = (line: CartVoucherLine, selectedCountry: string): CartRow => {
  const price = lineChargeOf(line);
  const face = toMinor(line.price, line.currency);
  const total = price.ok
    ? lineTotal({
        price: price.value,
        quantity: line.quantity,
        filterGroupId: totalGroupOf(line) ?? NO_GROUP,
      })
    : price;
  const family = familyOfLine(line);
  // spec §9 'Cart totals': a family priced alone keeps quantity 1.
  const bounds = hasQuantity(family)
    ? quantityBoundsOf(line.productId)
    : { min: QUANTITY_MIN, max: QUANTITY_MIN };
  return {
    key: lineKeyOf(line),
    id: rowIdOf(line),
    name: line.name,
    options: optionsLabelOf(line.options),
    unitPrice: price.ok ? price.value : null,
    originalPrice: price.ok && face.ok && face.value.amount !== price.value.amount ? face.value : null,
    quantity: line.quantity,
    total: total.ok ? total.value : null,
    flagged: isMerchandiseOutOfCountry(line, selectedCountry),
    countryName: lineInfoOf(line).country_name,
    bounds,
    canDecrease: line.quantity > bounds.min,
    canIncrease: line.quantity < bounds.max,
    family,
  };
};

// ---------------------------------------------------------------------------------------------
// Totals and checkout

/** Why checkout cannot be opened. */
export type CheckoutBlockReason =
  /** No line in the cart. */
  | "empty"
  /** Lines of more than one currency (after a country change): no single total to pay. */
  | "mixedCurrencies"
  /** A merchandise line of another country (spec §5 'Cart'). */
  | "flaggedLine"
  /** A line whose price or total cannot be computed. */
  | "unpricedLine";

/** The cart page: rows, bookings, item count, totals per currency and whether checkout is blocked. */
export interface CartView {
  readonly rows: readonly CartRow[];
  /** The bookings of the single-item sections (flights, hotel, topup, cashout), each with its price. */
  readonly bookings: readonly CartBooking[];
  /** The rows by family, each under its heading (src/domain/productFamily.ts CART_FAMILIES order). */
  readonly groups: readonly CartGroup[];
  /** The sum of voucher quantities (spec §3 'Cart'). */
  readonly itemCount: number;
  /** One total per currency, in the order the currencies first appear in the cart. */
  readonly totals: readonly Money[];
  /** Null when checkout can be opened. */
  readonly checkoutBlocked: CheckoutBlockReason | null;
}

/** A booking of a single-item section as the cart lists it: its price once (src/domain/cartSections.ts). */
export interface CartBooking extends SectionEntry {
  readonly total: Money | null;
}

/** The sum of the row totals per currency (codes compared in upper case), in order of first appearance. */
export const totalsByCurrency = (
  rows: readonly { readonly total: Money | null }[],
): readonly Money[] | null => {
  const totals: Money[] = [];
  for (const row of rows) {
    if (row.total === null) return null;
    const currency = row.total.currency.toUpperCase();
    const index = totals.findIndex((money) => money.currency.toUpperCase() === currency);
    const current = totals[index];
    if (current === undefined) {
      totals.push(row.total);
      continue;
    }
    const sum = addMoney(current, row.total);
    if (!sum.ok) return null;
    totals[index] = sum.value;
  }
  return totals;
};

/**
 * The reason checkout is blocked, in this order: an empty cart, a line without a price, more than
 * one currency, a flagged merchandise line; null when none applies.
 */
export const checkoutBlockOf = (
  rows: readonly CartRow[],
  totals: readonly Money[] | null,
  bookings: readonly CartBooking[] = [],
): CheckoutBlockReason | null => {
  if (rows.length === 0 && bookings.length === 0) return "empty";
  if (totals === null) return "unpricedLine";
  if (totals.length > 1) return "mixedCurrencies";
  if (rows.some((row) => row.flagged)) return "flaggedLine";
  return null;
};

/**
 * The cart page's model of the voucher lines and the section bookings, for the selected country
 * name. A booking counts as one item and adds its price to its currency's total. The lines are
 * the cart view's (spec §4 'Special voucher category 1222'): with the special mode off, as on the
 * cart page, an experience's line (category 1222) is not shown; it is paid on the experience
 * payment page.
 */
export const cartViewOf = (
  cartVouchers: readonly CartVoucherLine[],
  selectedCountry: string,
  sections: readonly SectionEntry[] = [],
  special: SpecialMode = CART_VIEW_NORMAL,
): CartView => {
  // spec §4 'Special voucher category 1222': experiences are left out unless the mode is on.
  const vouchers = cartViewVouchers(cartVouchers, special);
  const rows = vouchers.map((line) => cartRowOf(line, selectedCountry));
  const bookings = sections.map((entry): CartBooking => {
    const charge = sectionChargeOf(entry.item);
    return { ...entry, total: charge.ok ? charge.value : null };
  });
  const totals = totalsByCurrency([...rows, ...bookings]);
  return {
    rows,
    bookings,
    groups: cartGroupsOf(rows),
    itemCount: cartCount({ vouchers }) + bookings.length,
    totals: totals ?? [],
    checkoutBlocked: checkoutBlockOf(rows, totals, bookings),
  };
};

// ---------------------------------------------------------------------------------------------
// Links (spec §2.1 site prefix, §2.3 route table)

/** The cart page's links under the site prefix: the gift cards to browse and checkout. */
export interface CartLinks {
  readonly vouchers: string;
  readonly checkout: string;
}

/** `{prefix}/vouchers` and `{prefix}/checkout`, the prefix without trailing slashes. */
export const cartLinksOf = (sitePrefix: string): CartLinks => {
  const prefix = sitePrefix.trim().replace(/\/+$/, "");
  return { vouchers: `${prefix}/vouchers`, checkout: `${prefix}/checkout` };
};
