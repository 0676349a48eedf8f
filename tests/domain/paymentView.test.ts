/**
 * The payment status page's model (spec §2.3 '/payment-status/:type/:id/:key', §4 'Payment
 * status', §7.6 voucherOrderDetails, §9 'Lists' zero-decimal currencies).
 */

import type { OrderAmounts, OrderItem } from "@contract/orders";
import { formatMoney } from "@domain/money";
import {
  isFreeOrder,
  orderItemRowOf,
  orderItemRowsOf,
  orderTotalOf,
  PAYMENT_PART_ORDER,
  paymentLinksOf,
  paymentPartsOf,
} from "@domain/paymentView";
import { describe, expect, it } from "vitest";

const amounts = (over: Partial<OrderAmounts> = {}): OrderAmounts => ({
  currency_code: "INR",
  total: 0,
  points: 0,
  gcb: 0,
  tokens: 0,
  codes: 0,
  gateway: 0,
  ...over,
});

const item = (over: Partial<OrderItem> = {}): OrderItem => ({
  product_id: 1001,
  name: "Shopping Gift Card",
  quantity: 2,
  price: 500,
  currency_code: "INR",
  ...over,
});

describe("how the order was paid (spec §7.6 voucherOrderDetails amounts)", () => {
  it("lists every part above zero in the order points, gcb, tokens, codes, gateway", () => {
    const parts = paymentPartsOf(
      amounts({ total: 1000.75, gateway: 100.25, codes: 200, tokens: 50, gcb: 150.5, points: 500 }),
    );
    expect(parts.map((part) => part.source)).toEqual(["points", "gcb", "tokens", "codes", "gateway"]);
    expect(PAYMENT_PART_ORDER).toEqual(["points", "gcb", "tokens", "codes", "gateway"]);
    expect(parts.map((part) => part.amount)).toEqual([
      { amount: 50000, currency: "INR" },
      { amount: 15050, currency: "INR" },
      { amount: 5000, currency: "INR" },
      { amount: 20000, currency: "INR" },
      { amount: 10025, currency: "INR" },
    ]);
  });

  it("leaves out the parts of zero", () => {
    const parts = paymentPartsOf(amounts({ total: 1200, points: 700, gateway: 500 }));
    expect(parts).toEqual([
      { source: "points", amount: { amount: 70000, currency: "INR" } },
      { source: "gateway", amount: { amount: 50000, currency: "INR" } },
    ]);
  });

  it("gives no part for an order with nothing paid", () => {
    expect(paymentPartsOf(amounts())).toEqual([]);
  });

  it("leaves out a part below zero or not a finite number", () => {
    const parts = paymentPartsOf(amounts({ total: 100, points: -5, gcb: Number.NaN, tokens: 100 }));
    expect(parts.map((part) => part.source)).toEqual(["tokens"]);
  });

  it("keeps the amounts in the order currency, in upper case", () => {
    const parts = paymentPartsOf(amounts({ currency_code: "usd", total: 25.5, gcb: 25.5 }));
    expect(parts).toEqual([{ source: "gcb", amount: { amount: 2550, currency: "USD" } }]);
    expect(formatMoney(parts[0]?.amount ?? { amount: 0, currency: "USD" }, "en")).toBe("$25.50");
  });

  it("counts JPY, a zero-decimal currency (spec §9), in whole yen and shows no decimals", () => {
    const parts = paymentPartsOf(amounts({ currency_code: "JPY", total: 5000, codes: 2000, gateway: 3000 }));
    expect(parts).toEqual([
      { source: "codes", amount: { amount: 2000, currency: "JPY" } },
      { source: "gateway", amount: { amount: 3000, currency: "JPY" } },
    ]);
    expect(parts.map((part) => formatMoney(part.amount, "en"))).toEqual(["¥2,000", "¥3,000"]);
  });

  it("gives the order total in minor units, or null when it cannot be read", () => {
    expect(orderTotalOf(amounts({ total: 1234.5 }))).toEqual({ amount: 123450, currency: "INR" });
    expect(
      formatMoney(orderTotalOf(amounts({ total: 1234.5 })) ?? { amount: 0, currency: "INR" }, "en"),
    ).toBe("₹1,234.50");
    expect(orderTotalOf(amounts({ currency_code: "JPY", total: 5000 }))).toEqual({
      amount: 5000,
      currency: "JPY",
    });
    expect(orderTotalOf(amounts({ total: Number.POSITIVE_INFINITY }))).toBeNull();
  });

  it("a free perk's order (spec §7.6 freePerkCreateOrder) is free: a total of 0 that nothing paid", () => {
    expect(isFreeOrder(amounts())).toBe(true);
    expect(isFreeOrder(amounts({ currency_code: "JPY" }))).toBe(true);
  });

  it("an order that cost something, or whose total cannot be read, is not free", () => {
    expect(isFreeOrder(amounts({ total: 1200, points: 700, gateway: 500 }))).toBe(false);
    expect(isFreeOrder(amounts({ total: 0.01, points: 0.01 }))).toBe(false);
    expect(isFreeOrder(amounts({ total: Number.NaN }))).toBe(false);
  });
});

describe("the order's items (spec §7.6 voucherOrderDetails items)", () => {
  it("gives name, quantity and the unit price in minor units of the item's currency", () => {
    expect(orderItemRowOf(item())).toEqual({
      position: 0,
      productId: 1001,
      name: "Shopping Gift Card",
      quantity: 2,
      unitPrice: { amount: 50000, currency: "INR" },
      experienceDate: null,
      guests: null,
      experienceSlot: null,
    });
  });

  it("keeps a zero-decimal price whole (spec §9)", () => {
    expect(orderItemRowOf(item({ price: 1500, currency_code: "jpy" })).unitPrice).toEqual({
      amount: 1500,
      currency: "JPY",
    });
  });

  it("keeps an experience's date, time slot and guests", () => {
    const row = orderItemRowOf(item({ experience_date: "2025-03-01", guests: 3, experience_slot: "10:00" }));
    expect(row.experienceDate).toBe("2025-03-01");
    expect(row.experienceSlot).toBe("10:00");
    expect(row.guests).toBe(3);
  });

  it("gives no price for a price that cannot be read", () => {
    expect(orderItemRowOf(item({ price: Number.NaN })).unitPrice).toBeNull();
  });

  it("keeps the items in the order's order", () => {
    const rows = orderItemRowsOf([item({ product_id: 3, name: "C" }), item({ product_id: 1, name: "A" })]);
    expect(rows.map((row) => [row.position, row.name])).toEqual([
      [0, "C"],
      [1, "A"],
    ]);
  });
});

describe("the payment pages' links (spec §2.1 site prefix)", () => {
  it("leads home, to the cart and to the orders under the site prefix", () => {
    expect(paymentLinksOf("/marketplace")).toEqual({
      home: "/marketplace/",
      cart: "/marketplace/cart",
      orders: "/marketplace/orders",
    });
    expect(paymentLinksOf("/acme/")).toEqual({ home: "/acme/", cart: "/acme/cart", orders: "/acme/orders" });
  });

  it("leads to the root paths for an empty prefix", () => {
    expect(paymentLinksOf("")).toEqual({ home: "/", cart: "/cart", orders: "/orders" });
  });
});
