/**
 * What an order's pages (the order history's card and Track Order) say of it, shared so they say
 * it alike (spec §3 Order, §7.5 'Track order', 'Order history'): the line naming what paid a part
 * of the amount, and an instant of the order in the shopper's language. Pure.
 */
import type { PaymentPartSource } from "./paymentView";

/** Which words of a page's message table name each source of a payment part. */
const PART_TEXT_KEYS = {
  points: "paidPoints",
  gcb: "paidGcb",
  tokens: "paidTokens",
  codes: "paidCodes",
  gateway: "paidGateway",
} as const satisfies Record<PaymentPartSource, string>;

/** The words for each source of a payment part, from a page's message table. */
export type PaymentPartTexts = {
  readonly [source in PaymentPartSource as (typeof PART_TEXT_KEYS)[source]]: string;
};

/** The words naming what paid a part of the order's amount. */
export const paymentPartText = (source: PaymentPartSource, text: PaymentPartTexts): string =>
  text[PART_TEXT_KEYS[source]];

/**
 * A UTC instant (ISO 8601) as a date of `locale` (with the time when `withTime`), read in UTC;
 * the text itself when it cannot be read.
 */
export const formatOrderInstant = (iso: string, locale: string, withTime: boolean): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(locale, {
        dateStyle: "medium",
        ...(withTime ? { timeStyle: "short" } : {}),
        timeZone: "UTC",
      }).format(date);
};
