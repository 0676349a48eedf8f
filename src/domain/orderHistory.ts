/**
 * The rules of the account area's order tabs (spec §2.3 YOUR_ORDERS and the per-kind tabs, §4
 * 'Transaction status codes', §5 'Masking', §7.6 'History and reports', §9 page size 10). Pure.
 *
 * Paging: page n (from 1) starts at offset (n − 1) × 10; the page lives in the URL's query
 * (`?page=2`), so Back and reload keep it; a page beyond the last shows the last page.
 */
import { FilterGroups } from "@contract/catalogue";
import type { HistoryOrder } from "@contract/orderHistory";
import { HISTORY_PAGE_SIZE } from "@contract/orderHistory";
import type { TransactionStatus } from "@contract/orders";
import { EXPERIENCE_CATEGORY_ID } from "./cart";
import { FAMILIES, FAMILY_IDS } from "./families";
import { decimalsOf } from "./money";
import type { PaymentPartSource } from "./paymentView";
import type { ProfileTab } from "./profileTabs";
import { type TransactionWord, transactionWordOf } from "./trackOrder";
import { mask } from "./validation";

export { HISTORY_PAGE_SIZE };

// ---------------------------------------------------------------------------------------------
// Which orders a tab lists

/**
 * The orders a tab lists: every order, one kind's, or every booking (YOUR_ORDERS' 'Bookings':
 * the experiences, flights and hotels together, spec §7.6 getBookingHistory).
 */
export type HistoryKind = "all" | "experience" | "flight" | "hotel" | "perks" | "bookings";

export type OrdersTab = Extract<
  ProfileTab,
  "YOUR_ORDERS" | "EXPERIENCE_ORDERS" | "FLIGHTS_ORDERS" | "Hotels_Orders" | "PERKS_ORDERS"
>;

const KIND_OF_TAB: Readonly<Record<OrdersTab, HistoryKind>> = {
  YOUR_ORDERS: "all",
  EXPERIENCE_ORDERS: "experience",
  FLIGHTS_ORDERS: "flight",
  Hotels_Orders: "hotel",
  PERKS_ORDERS: "perks",
};

const ORDERS_TABS = Object.keys(KIND_OF_TAB) as readonly OrdersTab[];

export const isOrdersTab = (tab: ProfileTab): tab is OrdersTab => tab in KIND_OF_TAB;

/** The kind of orders a tab lists; a tab that is not an order tab lists every order. */
export const historyKindOf = (tab: ProfileTab): HistoryKind => (isOrdersTab(tab) ? KIND_OF_TAB[tab] : "all");

/** A kind of orders one family's tab lists: every kind but YOUR_ORDERS' 'all' and 'bookings'. */
export type FamilyHistoryKind = Exclude<HistoryKind, "all" | "bookings">;

/** What decides the tabs an order is listed in: its type and the filter groups of its lines. */
export interface OrderFamilies {
  /** The order's type (spec §3 Order; 'mixed' for lines of several families). */
  readonly type: string;
  /** The filter group of each of its lines (spec §9 'Filter group ids', experience 1222). */
  readonly filterGroups: readonly number[];
}

/** The order types and line filter groups that put an order in one family's tab. */
export interface FamilyMatch {
  readonly types: readonly string[];
  readonly filterGroups: readonly number[];
}

/**
 * What each family's tab lists (spec §2.3 profile tabs, §9 'Filter group ids'): an order of the
 * family's type ('perk' is a free perk's claim, 'perks' an order of perks only), or any order
 * holding a line of the family's filter group, so a mixed order (a perk beside a gift card, a
 * hotel stay beside a flight) is listed in each family's tab it holds a line of. Experiences
 * have no filter group: their lines carry their category, 1222 (spec §9).
 */
export const FAMILY_MATCH: Readonly<Record<FamilyHistoryKind, FamilyMatch>> = {
  experience: { types: ["experience"], filterGroups: [Number(EXPERIENCE_CATEGORY_ID)] },
  flight: { types: ["flight"], filterGroups: [FilterGroups.flights] },
  hotel: { types: ["hotel"], filterGroups: [FilterGroups.hotel] },
  perks: { types: ["perk", "perks"], filterGroups: [FilterGroups.perks] },
};

export const FAMILY_HISTORY_KINDS = Object.keys(FAMILY_MATCH) as readonly FamilyHistoryKind[];

/** The families whose orders are bookings (a date, a stay or a flight): what 'Bookings' lists. */
export const BOOKING_KINDS: readonly FamilyHistoryKind[] = ["experience", "flight", "hotel"];

/** Whether the tab of `kind` lists `order`: YOUR_ORDERS lists every order, 'Bookings' every booking. */
export const listsOrder = (kind: HistoryKind, order: OrderFamilies): boolean => {
  if (kind === "all") return true;
  if (kind === "bookings") return BOOKING_KINDS.some((family) => listsOrder(family, order));
  const match = FAMILY_MATCH[kind];
  return (
    match.types.includes(order.type) || order.filterGroups.some((group) => match.filterGroups.includes(group))
  );
};

/** Every kind of tab that lists `order`: 'all', then each family's it holds, in the tabs' order. */
export const historyKindsOf = (order: OrderFamilies): readonly HistoryKind[] => [
  "all",
  ...FAMILY_HISTORY_KINDS.filter((kind) => listsOrder(kind, order)),
];

// ---------------------------------------------------------------------------------------------
// Paging (spec §9 'Page sizes: order, experience and booking history 10')

/** The offset of page `page` (from 1); anything below 1 or not whole is page 1. */
export const offsetOfPage = (page: number, size = HISTORY_PAGE_SIZE): number =>
  (Number.isInteger(page) && page > 1 ? page - 1 : 0) * size;

/** The page (from 1) an offset falls on. */
export const pageOfOffset = (offset: number, size = HISTORY_PAGE_SIZE): number =>
  Number.isFinite(offset) && offset > 0 ? Math.floor(offset / size) + 1 : 1;

/** How many pages `total` orders fill; at least 1, so an empty history has its one empty page. */
export const pageCountOf = (total: number, size = HISTORY_PAGE_SIZE): number =>
  total > 0 ? Math.ceil(total / size) : 1;

/** The page shown for a requested page: a page beyond the last shows the last page. */
export const clampPage = (page: number, total: number, size = HISTORY_PAGE_SIZE): number =>
  Math.min(Math.max(1, Number.isInteger(page) ? page : 1), pageCountOf(total, size));

/** Whether a page's answer lies beyond the end: no orders there although there are some before. */
export const isBeyondEnd = (offset: number, total: number): boolean => total > 0 && offset >= total;

/** The page named by a URL query ('page=3'); missing, malformed or below 1 is page 1. */
export const pageFromQuery = (search: string): number => {
  const value = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search).get("page");
  if (value === null || !/^\d{1,6}$/.test(value.trim())) return 1;
  const page = Number(value.trim());
  return Math.max(page, 1);
};

/** Whether YOUR_ORDERS' URL query asks for the bookings only ('show=bookings'). */
export const bookingsFromQuery = (search: string): boolean =>
  new URLSearchParams(search.startsWith("?") ? search.slice(1) : search).get("show") === "bookings";

/**
 * The query of a page: '' for page 1, else '?page=N'; the bookings list keeps 'show=bookings'
 * first ('?show=bookings&page=2').
 */
export const queryOfPage = (page: number, bookings = false): string => {
  const parts = [...(bookings ? ["show=bookings"] : []), ...(page <= 1 ? [] : [`page=${page}`])];
  return parts.length === 0 ? "" : `?${parts.join("&")}`;
};

/** A page number, or a gap between page numbers. */
export type PageLink =
  | { readonly kind: "page"; readonly page: number }
  | { readonly kind: "gap"; readonly key: string };

/**
 * The page numbers a pager shows: every page up to 7, else the first, the last and the current
 * with its neighbours, gaps between.
 */
export const pageLinksOf = (current: number, count: number): readonly PageLink[] => {
  const pages =
    count <= 7
      ? Array.from({ length: count }, (_, i) => i + 1)
      : [...new Set([1, current - 1, current, current + 1, count])]
          .filter((p) => p >= 1 && p <= count)
          .sort((a, b) => a - b);
  const links: PageLink[] = [];
  pages.forEach((page, index) => {
    const before = pages[index - 1];
    if (before !== undefined && page - before > 1) links.push({ kind: "gap", key: `gap-${before}` });
    links.push({ kind: "page", page });
  });
  return links;
};

// ---------------------------------------------------------------------------------------------
// Status (spec §4 'Transaction status codes: success 7, pending 1, failed 5')

/** How a status is coloured: success green, pending amber, failed red. */
export type StatusTone = "green" | "amber" | "red";

export interface OrderStatusView {
  readonly word: TransactionWord;
  readonly tone: StatusTone;
}

export const orderStatusOf = (status: TransactionStatus): OrderStatusView => {
  const word = transactionWordOf(status);
  return { word, tone: word === "success" ? "green" : word === "pending" ? "amber" : "red" };
};

// ---------------------------------------------------------------------------------------------
// Voucher codes (spec §5 'Masking: show the first 2 characters, then 'xxxxxxxx', then the last 2')

/** A voucher code as shown before the shopper reveals it. */
export const maskedVoucherCode = (code: string): string => mask(code);

/** The key of one delivered voucher of an order: its order, line and place among the line's codes. */
export const voucherKeyOf = (orderId: number, index: number): string => `${orderId}:${index}`;

/** The voucher of `key` among the orders shown, or null. */
export const voucherAt = (
  orders: readonly HistoryOrder[],
  key: string,
): HistoryOrder["vouchers"][number] | null => {
  for (const order of orders) {
    const index = order.vouchers.findIndex((_, at) => voucherKeyOf(order.order_id, at) === key);
    const voucher = index < 0 ? undefined : order.vouchers[index];
    if (voucher !== undefined) return voucher;
  }
  return null;
};

// ---------------------------------------------------------------------------------------------
// CSV export

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a double quote, a line break or
 * leading or trailing spaces; a double quote inside is doubled.
 */
export const csvField = (value: string): string =>
  /[",\r\n]/.test(value) || value !== value.trim() ? `"${value.replaceAll('"', '""')}"` : value;

/** Rows joined with CRLF (RFC 4180), each its fields joined with commas, ending with CRLF. */
export const csvOf = (rows: readonly (readonly string[])[]): string =>
  rows.map((row) => `${row.map(csvField).join(",")}\r\n`).join("");

export const ORDER_CSV_HEADER = [
  "Order",
  "Date",
  "Type",
  "Status",
  "Items",
  "Currency",
  "Total",
  "Points",
  "Gift-card balance",
  "Tokens",
  "Reward codes",
  "Card",
  "Vouchers",
] as const;

/** An amount in the major unit with its currency's decimals (spec §9 zero-decimal list). */
const amountText = (value: number, currency: string): string =>
  Number.isFinite(value) ? value.toFixed(decimalsOf(currency)) : "";

/**
 * The history as CSV: a header row, then one row per order, newest first as loaded: its id, date
 * (YYYY-MM-DD), type, status word, items ('name × quantity', '; ' between), currency, total and
 * each part of the split in the order's currency, and the vouchers' codes masked (spec §5).
 */
export const ordersCsv = (orders: readonly HistoryOrder[]): string => {
  const parts = (order: HistoryOrder, source: PaymentPartSource) =>
    amountText(order.amounts[source], order.amounts.currency_code);
  return csvOf([
    ORDER_CSV_HEADER,
    ...orders.map((order) => [
      String(order.order_id),
      order.ordered_at.slice(0, 10),
      order.type,
      orderStatusOf(order.status).word,
      order.items.map((item) => `${item.name} × ${item.quantity}`).join("; "),
      order.amounts.currency_code,
      amountText(order.amounts.total, order.amounts.currency_code),
      parts(order, "points"),
      parts(order, "gcb"),
      parts(order, "tokens"),
      parts(order, "codes"),
      parts(order, "gateway"),
      order.vouchers.map((voucher) => maskedVoucherCode(voucher.voucher_code)).join(" "),
    ]),
  ]);
};

/** The export's file name: the tab's kind, e.g. 'orders.csv', 'experience-orders.csv'. */
export const csvFileNameOf = (kind: HistoryKind): string =>
  kind === "all" ? "orders.csv" : kind === "bookings" ? "bookings.csv" : `${kind}-orders.csv`;

/**
 * Where an empty tab sends the shopper: the listing of the first family (./families.ts) whose
 * orders the tab lists: the gift cards for every order.
 */
export const catalogueLinkOf = (sitePrefix: string, kind: HistoryKind): string => {
  const base = sitePrefix === "/" ? "" : sitePrefix.replace(/\/+$/, "");
  // Bookings send the shopper to the experiences, the first family whose orders are bookings.
  const tab = ORDERS_TABS.find((t) => KIND_OF_TAB[t] === (kind === "bookings" ? BOOKING_KINDS[0] : kind));
  const family = FAMILY_IDS.find((f) => FAMILIES[f].ordersTab === tab) ?? "vouchers";
  return `${base}/${FAMILIES[family].segment}`;
};
