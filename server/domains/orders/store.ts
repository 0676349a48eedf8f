/**
 * Tables of orders, reward codes and gateway payments, and the reads and balance movements
 * shared by the order, payment and tracking calls. Money is integer minor units throughout.
 */
import {
  type CodeStatus,
  type GatewayName,
  type OrderDetails,
  type PaymentOutcome,
  type PrimaryIdentifier,
  SiteHeader,
  type TransactionStatus,
  TransactionStatuses,
} from "@contract/orders";
import type { Db, HandlerContext } from "../../core/module";
import { sectionPricerOf } from "../../core/sections";
import { fromMinor } from "../site/money";

export const ordersDdl = `
-- Reward codes (spec §4 Voucher code status). Balances in minor units of the code's currency;
-- used_by is a JSON array of the identifiers that used the code.
CREATE TABLE IF NOT EXISTS reward_codes (
  code TEXT PRIMARY KEY,
  site TEXT NOT NULL,
  status INTEGER NOT NULL,
  currency TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  remain_minor INTEGER NOT NULL,
  expiry_date TEXT NOT NULL,
  used_by TEXT NOT NULL DEFAULT '[]'
);
-- Orders of every kind. The *_minor parts say how the total was paid, in minor units of the
-- order currency; the *_debit columns what was drawn from the user's balances, in the units of
-- each balance (points in hundredths).
CREATE TABLE IF NOT EXISTS shop_orders (
  id INTEGER PRIMARY KEY,
  order_key TEXT NOT NULL UNIQUE,
  idempotency_key TEXT UNIQUE,
  site TEXT NOT NULL,
  user_id INTEGER,
  type TEXT NOT NULL,
  status INTEGER NOT NULL,
  currency TEXT NOT NULL,
  total_minor INTEGER NOT NULL,
  points_minor INTEGER NOT NULL DEFAULT 0,
  gcb_minor INTEGER NOT NULL DEFAULT 0,
  tokens_minor INTEGER NOT NULL DEFAULT 0,
  codes_minor INTEGER NOT NULL DEFAULT 0,
  gateway_minor INTEGER NOT NULL DEFAULT 0,
  points_debit INTEGER NOT NULL DEFAULT 0,
  gcb_debit INTEGER NOT NULL DEFAULT 0,
  tokens_debit INTEGER NOT NULL DEFAULT 0,
  balances_restored INTEGER NOT NULL DEFAULT 0,
  language TEXT NOT NULL DEFAULT 'en',
  primary_identifier TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  alternative_email TEXT,
  mobile TEXT NOT NULL,
  mobile_code TEXT NOT NULL,
  flight_details TEXT,
  loi TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
-- Gateway orders still awaiting their payment are failed once their hold is over (./payments.ts).
CREATE INDEX IF NOT EXISTS shop_orders_status ON shop_orders (status, created_at);
CREATE TABLE IF NOT EXISTS shop_order_lines (
  order_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  price_minor INTEGER NOT NULL,
  filter_group_id INTEGER NOT NULL,
  experience_date TEXT,
  guests INTEGER,
  experience_slot TEXT,
  -- A section booking's key (src/domain/cartSections.ts), priced by its domain; NULL for a voucher.
  reference TEXT,
  PRIMARY KEY (order_id, position)
);
-- A booking belongs to one live order (./pricing.ts).
CREATE INDEX IF NOT EXISTS shop_order_lines_reference ON shop_order_lines (reference);
-- What each order request carried (a hash of its voucherOrder): a repeat of the buyer's
-- idempotency key with another order is refused.
CREATE TABLE IF NOT EXISTS order_requests (
  order_id INTEGER PRIMARY KEY,
  fingerprint TEXT NOT NULL
);
-- Reward codes applied to an order: amount in the order currency, debit in the code currency.
CREATE TABLE IF NOT EXISTS shop_order_codes (
  order_id INTEGER NOT NULL,
  code TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  debit_minor INTEGER NOT NULL,
  identifier TEXT NOT NULL,
  PRIMARY KEY (order_id, code)
);
-- Where a merchandise order is delivered (spec §3 Order); state and city by id.
CREATE TABLE IF NOT EXISTS shop_order_addresses (
  order_id INTEGER PRIMARY KEY,
  full_name TEXT NOT NULL,
  address_line1 TEXT NOT NULL,
  address_line2 TEXT NOT NULL,
  state_id INTEGER NOT NULL,
  city_id INTEGER NOT NULL,
  postal_code TEXT NOT NULL,
  country_code TEXT NOT NULL
);
-- A card payment on the simulated hosted page; the key is the order's order_key.
CREATE TABLE IF NOT EXISTS gateway_payments (
  payment_key TEXT PRIMARY KEY,
  order_id INTEGER NOT NULL UNIQUE,
  gateway TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  outcome TEXT,
  captures INTEGER NOT NULL DEFAULT 0,
  outcome_at INTEGER
);
`;

export interface CodeRow {
  readonly code: string;
  readonly site: string;
  readonly status: number;
  readonly currency: string;
  readonly amount_minor: number;
  readonly remain_minor: number;
  readonly expiry_date: string;
  readonly used_by: string;
}

export interface OrderRow {
  readonly id: number;
  readonly order_key: string;
  readonly idempotency_key: string | null;
  readonly site: string;
  readonly user_id: number | null;
  readonly type: string;
  readonly status: number;
  readonly currency: string;
  readonly total_minor: number;
  readonly points_minor: number;
  readonly gcb_minor: number;
  readonly tokens_minor: number;
  readonly codes_minor: number;
  readonly gateway_minor: number;
  readonly points_debit: number;
  readonly gcb_debit: number;
  readonly tokens_debit: number;
  readonly balances_restored: number;
  readonly language: string;
  readonly primary_identifier: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly alternative_email: string | null;
  readonly mobile: string;
  readonly mobile_code: string;
  readonly flight_details: string | null;
  readonly loi: string | null;
  readonly created_at: number;
  readonly updated_at: number;
}

interface LineRow {
  readonly product_id: number;
  readonly name: string;
  readonly quantity: number;
  readonly price_minor: number;
  readonly filter_group_id: number;
  readonly experience_date: string | null;
  readonly guests: number | null;
  readonly experience_slot: string | null;
}

export interface PaymentRow {
  readonly payment_key: string;
  readonly order_id: number;
  readonly gateway: string;
  readonly amount_minor: number;
  readonly currency: string;
  readonly outcome: string | null;
  readonly captures: number;
  readonly outcome_at: number | null;
}

interface OrderCodeRow {
  readonly code: string;
  readonly debit_minor: number;
  readonly identifier: string;
}

export interface UserBalances {
  readonly id: number;
  readonly email: string;
  readonly site: string;
  readonly company_id: number;
  readonly points_hundredths: number;
  readonly points_currency: string;
  /** Value of one point in the points currency: the site's pointsConversionFactor (default 1). */
  readonly point_value: number;
  readonly gcb_minor: number;
  readonly gcb_currency: string;
  readonly tokens_minor: number;
}

/** Filter groups whose cart line counts its price alone (spec §9 Payment arithmetic). */
const pricedOnce: ReadonlySet<number> = new Set([48, 51, 53, 70]);

/** Line total: quantity × price, except perks, lounge, airmiles and personalize: the price alone. */
export const lineTotalMinor = (priceMinor: number, quantity: number, filterGroupId: number): number =>
  pricedOnce.has(filterGroupId) ? priceMinor : priceMinor * quantity;

export const asTransactionStatus = (status: number): TransactionStatus =>
  status === TransactionStatuses.success
    ? TransactionStatuses.success
    : status === TransactionStatuses.failed
      ? TransactionStatuses.failed
      : TransactionStatuses.pending;

export const asCodeStatus = (status: number): CodeStatus => {
  switch (status) {
    case 0:
    case 1:
    case 2:
    case 3:
    case 4:
    case 6:
    case 7:
      return status;
    default:
      return 4;
  }
};

export const asPrimaryIdentifier = (value: string): PrimaryIdentifier =>
  value === "alternative_email" || value === "mobile" ? value : "email";

export const asOutcome = (value: string | null): PaymentOutcome | null =>
  value === "success" || value === "failed" || value === "cancelled" ? value : null;

/** The card gateway of a currency (spec §9): INR one, PHP a second, every other currency a third. */
export const gatewayFor = (currency: string): GatewayName =>
  currency === "INR" ? "gateway-inr" : currency === "PHP" ? "gateway-php" : "gateway-global";

export const isGatewayName = (value: string): value is GatewayName =>
  value === "gateway-inr" || value === "gateway-php" || value === "gateway-global";

/** Today's date (UTC) as YYYY-MM-DD, for expiry comparisons. */
export const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const parseUsedBy = (json: string): string[] => {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === "string") : [];
};

export const findCode = (db: Db, code: string): CodeRow | undefined =>
  db.prepare("SELECT * FROM reward_codes WHERE code = ?").get(code) as CodeRow | undefined;

export const findOrder = (db: Db, id: number): OrderRow | undefined =>
  db.prepare("SELECT * FROM shop_orders WHERE id = ?").get(id) as OrderRow | undefined;

export const findOrderByIdempotencyKey = (db: Db, key: string): OrderRow | undefined =>
  db.prepare("SELECT * FROM shop_orders WHERE idempotency_key = ?").get(key) as OrderRow | undefined;

/** The fingerprint of the request that created an order, if recorded. */
export const requestFingerprint = (db: Db, orderId: number): string | undefined =>
  (
    db.prepare("SELECT fingerprint FROM order_requests WHERE order_id = ?").get(orderId) as
      | { fingerprint: string }
      | undefined
  )?.fingerprint;

export const findOrderByKey = (db: Db, key: string): OrderRow | undefined =>
  db.prepare("SELECT * FROM shop_orders WHERE order_key = ?").get(key) as OrderRow | undefined;

export const findPayment = (db: Db, orderId: number): PaymentRow | undefined =>
  db.prepare("SELECT * FROM gateway_payments WHERE order_id = ?").get(orderId) as PaymentRow | undefined;

export const findPaymentByKey = (db: Db, key: string): PaymentRow | undefined =>
  db.prepare("SELECT * FROM gateway_payments WHERE payment_key = ?").get(key) as PaymentRow | undefined;

export const findUser = (db: Db, id: number): UserBalances | undefined =>
  db
    .prepare(
      `SELECT u.id, u.email, u.site, u.company_id, u.points_hundredths, u.points_currency,
              COALESCE(s.points_conversion_factor, 1) AS point_value, u.gcb_minor, u.gcb_currency,
              u.tokens_minor
         FROM users u LEFT JOIN sites s ON s.client_id = u.client_id
        WHERE u.id = ?`,
    )
    .get(id) as UserBalances | undefined;

/** The store the request's `x-site` header names (a site's url prefix, lower case), if any. */
export const siteHeaderOf = (ctx: HandlerContext): string | undefined => {
  const named = ctx
    .header(SiteHeader)
    ?.trim()
    .replace(/^\/+|\/+$/g, "")
    .toLowerCase();
  return named === undefined || named === "" ? undefined : named;
};

/**
 * The store a call is placed on: the signed-in user's own site; for a guest, the store the
 * storefront places its orders with (the `x-site` header), else marketplace.
 */
export const placedOn = (ctx: HandlerContext): string => {
  const user = ctx.session === null ? undefined : findUser(ctx.db, ctx.session.userId);
  return user?.site ?? siteHeaderOf(ctx) ?? "marketplace";
};

/**
 * The order a caller may see: the one named by id whose key matches, or, with an empty key,
 * one that belongs to the logged-in user. A key that is given must match, even for the owner: a
 * wrong key is a wrong link, not one the session may stand in for.
 */
export const orderFor = (
  db: Db,
  orderId: number,
  key: string,
  userId: number | null,
): OrderRow | undefined => {
  const order = findOrder(db, orderId);
  if (order === undefined) return undefined;
  if (key !== "") return key === order.order_key ? order : undefined;
  return userId !== null && order.user_id === userId ? order : undefined;
};

const iso = (ms: number): string => new Date(ms).toISOString();

/** The order as the detail and tracking calls describe it. */
export const orderDetails = (db: Db, order: OrderRow): OrderDetails => {
  const lines = db
    .prepare("SELECT * FROM shop_order_lines WHERE order_id = ? ORDER BY position")
    .all(order.id) as LineRow[];
  const major = (minor: number) => fromMinor(minor, order.currency);
  return {
    order_id: order.id,
    site: order.site,
    order_data: {
      type: order.type,
      status: asTransactionStatus(order.status),
      items: lines.map((line) => ({
        product_id: line.product_id,
        name: line.name,
        quantity: line.quantity,
        price: major(line.price_minor),
        currency_code: order.currency,
        ...(line.experience_date === null ? {} : { experience_date: line.experience_date }),
        ...(line.guests === null ? {} : { guests: line.guests }),
        ...(line.experience_slot === null ? {} : { experience_slot: line.experience_slot }),
      })),
      amounts: {
        currency_code: order.currency,
        total: major(order.total_minor),
        points: major(order.points_minor),
        gcb: major(order.gcb_minor),
        tokens: major(order.tokens_minor),
        codes: major(order.codes_minor),
        gateway: major(order.gateway_minor),
      },
      dates: { ordered_at: iso(order.created_at), updated_at: iso(order.updated_at) },
    },
  };
};

/** Code status after its balance moved: 2 Redeemed at zero, 1 Active when untouched, else 7. */
export const codeStatusFor = (code: CodeRow, remainMinor: number, usedBy: readonly string[]): CodeStatus =>
  remainMinor === 0 ? 2 : remainMinor === code.amount_minor && usedBy.length === 0 ? 1 : 7;

/**
 * Gives back what a failed or cancelled order drew: points, gift-card balance, tokens and the
 * reward codes' balances. Runs once per order.
 */
export const restoreBalances = (db: Db, order: OrderRow, now: number): void => {
  const fresh = findOrder(db, order.id);
  if (fresh === undefined || fresh.balances_restored === 1) return;
  if (fresh.user_id !== null) {
    db.prepare(
      `UPDATE users SET points_hundredths = points_hundredths + ?,
         redeemed_points_hundredths = MAX(0, redeemed_points_hundredths - ?),
         gcb_minor = gcb_minor + ?, tokens_minor = tokens_minor + ? WHERE id = ?`,
    ).run(fresh.points_debit, fresh.points_debit, fresh.gcb_debit, fresh.tokens_debit, fresh.user_id);
  }
  const applied = db
    .prepare("SELECT code, debit_minor, identifier FROM shop_order_codes WHERE order_id = ?")
    .all(fresh.id) as OrderCodeRow[];
  for (const entry of applied) {
    const code = findCode(db, entry.code);
    if (code === undefined) continue;
    const usedBy = parseUsedBy(code.used_by);
    const at = usedBy.indexOf(entry.identifier);
    if (at >= 0) usedBy.splice(at, 1);
    const remain = code.remain_minor + entry.debit_minor;
    db.prepare("UPDATE reward_codes SET remain_minor = ?, status = ?, used_by = ? WHERE code = ?").run(
      remain,
      codeStatusFor(code, remain, usedBy),
      JSON.stringify(usedBy),
      code.code,
    );
  }
  db.prepare("UPDATE shop_orders SET balances_restored = 1, updated_at = ? WHERE id = ?").run(now, fresh.id);
};

/**
 * Tells the domains of an order's section bookings (server/core/sections.ts) that its payment
 * succeeded or failed, once per booking line.
 */
export const settleSectionBookings = (
  db: Db,
  orderId: number,
  outcome: "paid" | "failed",
  now: number,
): void => {
  const rows = db
    .prepare(
      "SELECT filter_group_id, reference FROM shop_order_lines WHERE order_id = ? AND reference IS NOT NULL ORDER BY position",
    )
    .all(orderId) as { readonly filter_group_id: number; readonly reference: string }[];
  for (const row of rows) {
    const pricer = sectionPricerOf(row.filter_group_id);
    if (outcome === "paid") pricer?.paid(db, row.reference, orderId, now);
    else pricer?.failed?.(db, row.reference, orderId, now);
  }
};

/**
 * A paid order leaves the buyer's cart: the saved cart lines of the ordered products are removed
 * (a guest's cart lives in the browser, which empties it on the payment status page).
 */
export const clearOrderedCartLines = (db: Db, order: Pick<OrderRow, "id" | "user_id">): void => {
  if (order.user_id === null) return;
  db.prepare(
    `DELETE FROM cart_lines WHERE user_id = ?
       AND product_id IN (SELECT product_id FROM shop_order_lines WHERE order_id = ?)`,
  ).run(order.user_id, order.id);
};
