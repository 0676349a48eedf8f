/**
 * What an order's pages (the order history's card and Track Order) say of it, shared so they say
 * it alike (spec §3 Order, §7.5 'Track order', 'Order history'): the line naming what paid a part
 * of the amount, and an instant of the order in the shopper's language. Pure.
 */
import type { PaymentPartSource } from "./paymentView";

/** The words for each source of a payment part, from a page's message table. */
export interface PaymentPartTexts {
  readonly paidPoints: string;
  readonly paidGcb: string;
  readonly paidTokens: string;
  readonly paidCodes: string;
  readonly paidGateway: string;
}

/** The words naming what paid a part of the order's amount. */
export const paymentPartText = (source: PaymentPartSource, text: PaymentPartTexts): string => {
  switch (source) {
    case "points":
      return text.paidPoints;
    case "gcb":
      return text.paidGcb;
    case "tokens":
      return text.paidTokens;
    case "codes":
      return text.paidCodes;
    case "gateway":
      return text.paidGateway;
  }
};

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
