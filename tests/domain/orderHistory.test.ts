/**
 * The rules of the account area's order tabs: paging (spec §9 page size 10), the status words and
 * colours (spec §4 'Transaction status codes: success 7, pending 1, failed 5'), voucher masking
 * (spec §5 'Masking'), the CSV export, and YOUR_ORDERS' bookings list (spec §7.6 getBookingHistory).
 */
import type { HistoryOrder } from "@contract/orderHistory";
import {
  bookingsFromQuery,
  catalogueLinkOf,
  clampPage,
  csvField,
  csvFileNameOf,
  csvOf,
  historyKindOf,
  historyKindsOf,
  isBeyondEnd,
  listsOrder,
  maskedVoucherCode,
  offsetOfPage,
  orderStatusOf,
  ordersCsv,
  pageCountOf,
  pageFromQuery,
  pageLinksOf,
  pageOfOffset,
  queryOfPage,
  voucherAt,
  voucherKeyOf,
} from "@domain/orderHistory";
import { describe, expect, it } from "vitest";

describe("which tabs list an order (spec §2.3 profile tabs, §9 filter group ids)", () => {
  it("a mixed order is listed under Your Orders and under each family it holds a line of", () => {
    // A perk (48) beside a gift card (37): Your Orders and Perks Orders.
    expect(historyKindsOf({ type: "mixed", filterGroups: [37, 48] })).toEqual(["all", "perks"]);
    // A flight (50), a hotel stay (64), a perk (48) and an experience (1222) in one order.
    expect(historyKindsOf({ type: "mixed", filterGroups: [50, 64, 48, 1222, 37] })).toEqual([
      "all",
      "experience",
      "flight",
      "hotel",
      "perks",
    ]);
    expect(historyKindsOf({ type: "mixed", filterGroups: [37, 64] })).toEqual(["all", "hotel"]);
    expect(historyKindsOf({ type: "mixed", filterGroups: [50, 47] })).toEqual(["all", "flight"]);
  });

  it("an order of one family is listed under that family's tab, by its type or its lines", () => {
    expect(historyKindsOf({ type: "perks", filterGroups: [48] })).toEqual(["all", "perks"]);
    // A free perk's claim.
    expect(historyKindsOf({ type: "perk", filterGroups: [] })).toEqual(["all", "perks"]);
    expect(historyKindsOf({ type: "experience", filterGroups: [1222] })).toEqual(["all", "experience"]);
    expect(historyKindsOf({ type: "flight", filterGroups: [] })).toEqual(["all", "flight"]);
    expect(historyKindsOf({ type: "hotel", filterGroups: [] })).toEqual(["all", "hotel"]);
  });

  it("an order without a line of a family is not listed under it", () => {
    expect(historyKindsOf({ type: "voucher", filterGroups: [37, 37] })).toEqual(["all"]);
    expect(historyKindsOf({ type: "mixed", filterGroups: [37, 47, 51] })).toEqual(["all"]);
    expect(listsOrder("perks", { type: "mixed", filterGroups: [37, 51] })).toBe(false);
    expect(listsOrder("all", { type: "mixed", filterGroups: [37, 51] })).toBe(true);
  });
});

describe("paging: 10 orders a page (spec §9)", () => {
  it("page n starts at offset (n − 1) × 10, and an offset falls on its page", () => {
    expect(offsetOfPage(1)).toBe(0);
    expect(offsetOfPage(2)).toBe(10);
    expect(offsetOfPage(3)).toBe(20);
    expect(pageOfOffset(0)).toBe(1);
    expect(pageOfOffset(9)).toBe(1);
    expect(pageOfOffset(10)).toBe(2);
    expect(pageOfOffset(25)).toBe(3);
    for (let page = 1; page <= 50; page += 1) expect(pageOfOffset(offsetOfPage(page))).toBe(page);
  });

  it("a page below 1 or not whole is page 1", () => {
    expect(offsetOfPage(0)).toBe(0);
    expect(offsetOfPage(-3)).toBe(0);
    expect(offsetOfPage(2.5)).toBe(0);
  });

  it("29 orders fill 3 pages; none is one empty page", () => {
    expect(pageCountOf(29)).toBe(3);
    expect(pageCountOf(30)).toBe(3);
    expect(pageCountOf(31)).toBe(4);
    expect(pageCountOf(0)).toBe(1);
  });

  it("a page beyond the last shows the last page", () => {
    expect(clampPage(9, 29)).toBe(3);
    expect(clampPage(3, 29)).toBe(3);
    expect(clampPage(2, 29)).toBe(2);
    expect(clampPage(0, 29)).toBe(1);
    expect(clampPage(4, 0)).toBe(1);
    expect(isBeyondEnd(30, 29)).toBe(true);
    expect(isBeyondEnd(20, 29)).toBe(false);
    expect(isBeyondEnd(0, 0)).toBe(false);
  });

  it("the page lives in the URL query; a missing or malformed one is page 1", () => {
    expect(pageFromQuery("?page=2")).toBe(2);
    expect(pageFromQuery("page=7&x=1")).toBe(7);
    expect(pageFromQuery("")).toBe(1);
    expect(pageFromQuery("?page=abc")).toBe(1);
    expect(pageFromQuery("?page=-2")).toBe(1);
    expect(pageFromQuery("?page=0")).toBe(1);
    expect(queryOfPage(1)).toBe("");
    expect(queryOfPage(3)).toBe("?page=3");
  });

  it("the pager shows every page up to 7, else the first, last and current with neighbours", () => {
    expect(pageLinksOf(2, 3)).toEqual([1, 2, 3].map((page) => ({ kind: "page", page })));
    expect(pageLinksOf(5, 12)).toEqual([
      { kind: "page", page: 1 },
      { kind: "gap", key: "gap-1" },
      { kind: "page", page: 4 },
      { kind: "page", page: 5 },
      { kind: "page", page: 6 },
      { kind: "gap", key: "gap-6" },
      { kind: "page", page: 12 },
    ]);
  });
});

describe("the tabs' kinds of orders (spec §2.3)", () => {
  it("YOUR_ORDERS lists every order, the others one kind's", () => {
    expect(historyKindOf("YOUR_ORDERS")).toBe("all");
    expect(historyKindOf("EXPERIENCE_ORDERS")).toBe("experience");
    expect(historyKindOf("FLIGHTS_ORDERS")).toBe("flight");
    expect(historyKindOf("Hotels_Orders")).toBe("hotel");
    expect(historyKindOf("PERKS_ORDERS")).toBe("perks");
  });

  it("an empty tab links to its catalogue", () => {
    expect(catalogueLinkOf("/marketplace", "all")).toBe("/marketplace/vouchers");
    expect(catalogueLinkOf("/marketplace", "experience")).toBe("/marketplace/experiences");
    expect(catalogueLinkOf("/", "hotel")).toBe("/hotels");
  });
});

describe("the bookings list (spec §7.6 getBookingHistory, §9 'booking history 10')", () => {
  it("lists the experiences, flights and hotels, a mixed order holding one of them, and nothing else", () => {
    expect(listsOrder("bookings", { type: "experience", filterGroups: [1222] })).toBe(true);
    expect(listsOrder("bookings", { type: "flight", filterGroups: [50] })).toBe(true);
    expect(listsOrder("bookings", { type: "hotel", filterGroups: [64] })).toBe(true);
    expect(listsOrder("bookings", { type: "mixed", filterGroups: [37, 64] })).toBe(true);
    expect(listsOrder("bookings", { type: "voucher", filterGroups: [37] })).toBe(false);
    expect(listsOrder("bookings", { type: "perk", filterGroups: [48] })).toBe(false);
  });

  it("lives in the URL as 'show=bookings', kept by the pages' links", () => {
    expect(bookingsFromQuery("?show=bookings")).toBe(true);
    expect(bookingsFromQuery("?show=bookings&page=2")).toBe(true);
    expect(bookingsFromQuery("?page=2")).toBe(false);
    expect(bookingsFromQuery("")).toBe(false);
    expect(queryOfPage(1, true)).toBe("?show=bookings");
    expect(queryOfPage(2, true)).toBe("?show=bookings&page=2");
    expect(pageFromQuery("?show=bookings&page=2")).toBe(2);
  });

  it("its file is bookings.csv; an empty list links to the experiences", () => {
    expect(csvFileNameOf("bookings")).toBe("bookings.csv");
    expect(catalogueLinkOf("/marketplace", "bookings")).toBe("/marketplace/experiences");
  });
});

describe("status in words and colour (spec §4: success 7, pending 1, failed 5)", () => {
  it("7 is success in green, 1 pending in amber, 5 failed in red", () => {
    expect(orderStatusOf(7)).toEqual({ word: "success", tone: "green" });
    expect(orderStatusOf(1)).toEqual({ word: "pending", tone: "amber" });
    expect(orderStatusOf(5)).toEqual({ word: "failed", tone: "red" });
  });
});

describe("voucher codes are masked until revealed (spec §5 'Masking')", () => {
  it("the first 2 characters, 'xxxxxxxx', the last 2", () => {
    expect(maskedVoucherCode("GC7003001L0N0Q")).toBe("GCxxxxxxxx0Q");
    expect(maskedVoucherCode("ABCDEFGHJKLMNPQR")).toBe("ABxxxxxxxxQR");
  });
});

const order = (change: Partial<HistoryOrder> = {}): HistoryOrder => ({
  order_id: 7003026,
  type: "voucher",
  status: 7,
  ordered_at: "2026-11-15T09:05:00.000Z",
  items: [
    { product_id: 40211, name: "Fashion Gift Card", quantity: 1, price: 960, currency_code: "INR" },
    { product_id: 40377, name: "Streaming Gift Card", quantity: 2, price: 500, currency_code: "INR" },
  ],
  amounts: {
    currency_code: "INR",
    total: 1960,
    points: 1000,
    gcb: 460.5,
    tokens: 0,
    codes: 0,
    gateway: 499.5,
  },
  vouchers: [
    {
      position: 0,
      product_id: 40211,
      name: "Fashion Gift Card",
      voucher_code: "GC7003026L0N0Q",
      expiry_date: "2027-11-15",
    },
  ],
  ...change,
});

describe("a voucher is named by its order and place", () => {
  it("finds the voucher of a key among the orders shown, else null", () => {
    const orders = [order()];
    expect(voucherAt(orders, voucherKeyOf(7003026, 0))?.voucher_code).toBe("GC7003026L0N0Q");
    expect(voucherAt(orders, voucherKeyOf(7003026, 1))).toBeNull();
    expect(voucherAt(orders, voucherKeyOf(1, 0))).toBeNull();
  });
});

describe("CSV export (RFC 4180)", () => {
  it("quotes a field with a comma, a double quote, a line break or outer spaces; doubles a quote", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("cr\rhere")).toBe('"cr\rhere"');
    expect(csvField(" padded")).toBe('" padded"');
    expect(csvField("")).toBe("");
  });

  it("rows end with CRLF", () => {
    expect(
      csvOf([
        ["a", "b"],
        ["c,d", "e"],
      ]),
    ).toBe('a,b\r\n"c,d",e\r\n');
  });

  it("one row per order: id, date, type, status word, items, currency, total, the split, masked codes", () => {
    const csv = ordersCsv([
      order(),
      order({
        order_id: 7003023,
        status: 5,
        type: "voucher",
        vouchers: [],
        items: [{ product_id: 1, name: 'Say "Hi", Card', quantity: 1, price: 500, currency_code: "INR" }],
        amounts: { currency_code: "JPY", total: 5000, points: 0, gcb: 0, tokens: 0, codes: 0, gateway: 5000 },
      }),
    ]);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(
      "Order,Date,Type,Status,Items,Currency,Total,Points,Gift-card balance,Tokens,Reward codes,Card,Vouchers",
    );
    expect(lines[1]).toBe(
      "7003026,2026-11-15,voucher,success,Fashion Gift Card × 1; Streaming Gift Card × 2,INR,1960.00,1000.00,460.50,0.00,0.00,499.50,GCxxxxxxxx0Q",
    );
    // A name with a comma and quotes is quoted; yen has no decimals (spec §9).
    expect(lines[2]).toBe('7003023,2026-11-15,voucher,failed,"Say ""Hi"", Card × 1",JPY,5000,0,0,0,0,5000,');
    expect(lines[3]).toBe("");
    expect(csv).not.toContain("GC7003026L0N0Q");
  });
});
