/**
 * The payment status page's model (spec §2.3 '/payment-status/:type/:id/:key', §4 'Payment
 * status', §7.6 voucherOrderDetails, §9 'Payment arithmetic', 'Lists' zero-decimal currencies):
 * the order's item rows, how the order was paid (the parts above zero, in the order points,
 * gift-card balance, tokens, reward codes, card gateway), its total, and the page's links.
 *
 * Pure and total: amounts become integer minor units of their currency (src/domain/money.ts); an
 * amount that cannot be read is left out (or null), nothing throws.
 */
import type { OrderAmounts, OrderItem } from "@contract/orders";
import { type Money, toMinor } from "./money";

// ---------------------------------------------------------------------------------------------
// How the order was paid

/** The parts an order's total is split over (spec §3 Order, §7.6 PaymentSplit). */
export type PaymentPartSource = "points" | "gcb" | "tokens" | "codes" | "gateway";

/** The order the parts are listed in: points, gift-card balance, tokens, reward codes, card. */
export const PAYMENT_PART_ORDER: readonly PaymentPartSource[] = [
  "points",
  "gcb",
  "tokens",
  "codes",
  "gateway",
];

/** One row of 'how it was paid': a source and the amount it paid, in the order's currency. */
export interface PaymentPart {
  readonly source: PaymentPartSource;
  readonly amount: Money;
}

/**
 * The parts of `amounts` that paid something, in {@link PAYMENT_PART_ORDER}, each in minor units
 * of the order currency (`amounts.currency_code`, upper case). A part of zero, below zero or not
 * a finite number is left out.
 */
export const paymentPartsOf = (amounts: OrderAmounts): readonly PaymentPart[] => {
  const currency = amounts.currency_code.toUpperCase();
  const parts: PaymentPart[] = [];
  for (const source of PAYMENT_PART_ORDER) {
    const minor = toMinor(amounts[source], currency);
    if (minor.ok && minor.value.amount > 0) parts.push({ source, amount: minor.value });
  }
  return parts;
};

/** The order's total in minor units of its currency; null when it cannot be read. */
export const orderTotalOf = (amounts: OrderAmounts): Money | null => {
  const total = toMinor(amounts.total, amounts.currency_code.toUpperCase());
  return total.ok ? total.value : null;
};

/**
 * Whether an order cost nothing (a free perk, spec §7.6 freePerkCreateOrder): its total is zero
 * and no part paid anything, so there is no 'Paid with' to list, only that it was free.
 */
export const isFreeOrder = (amounts: OrderAmounts): boolean => {
  const total = orderTotalOf(amounts);
  return total !== null && total.amount === 0 && paymentPartsOf(amounts).length === 0;
};

// ---------------------------------------------------------------------------------------------
// Items

/** One item of the order as the page lists it: 'name × quantity' and the unit price. */
export interface OrderItemRow {
  /** The item's place in the order, from 0: items of the same product stay apart. */
  readonly position: number;
  readonly productId: number;
  readonly name: string;
  readonly quantity: number;
  /** The unit price in minor units of the item's currency; null when it cannot be read. */
  readonly unitPrice: Money | null;
  /** Experience orders: the booked date (YYYY-MM-DD), else null. */
  readonly experienceDate: string | null;
  /** Experience orders: the number of guests, else null. */
  readonly guests: number | null;
  /** Experience orders: the booked time slot (HH:MM), else null. */
  readonly experienceSlot: string | null;
}

/** The row of the order item at `position`. */
export const orderItemRowOf = (item: OrderItem, position = 0): OrderItemRow => {
  const price = toMinor(item.price, item.currency_code.toUpperCase());
  return {
    position,
    productId: item.product_id,
    name: item.name,
    quantity: item.quantity,
    unitPrice: price.ok ? price.value : null,
    experienceDate: item.experience_date ?? null,
    guests: item.guests ?? null,
    experienceSlot: item.experience_slot ?? null,
  };
};

/** The rows of the order's items, in the order's own order. */
export const orderItemRowsOf = (items: readonly OrderItem[]): readonly OrderItemRow[] =>
  items.map((item, position) => orderItemRowOf(item, position));

// ---------------------------------------------------------------------------------------------
// Links (spec §2.1 site prefix, §2.3 route table)

/** Where the payment pages lead: the store's home, the cart and the signed-in user's orders. */
export interface PaymentLinks {
  readonly home: string;
  readonly cart: string;
  readonly orders: string;
}

/** `{prefix}/`, `{prefix}/cart` and `{prefix}/orders`, the prefix without trailing slashes. */
export const paymentLinksOf = (sitePrefix: string): PaymentLinks => {
  const prefix = sitePrefix.trim().replace(/\/+$/, "");
  return { home: `${prefix}/`, cart: `${prefix}/cart`, orders: `${prefix}/orders` };
};
