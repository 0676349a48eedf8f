/**
 * The account area's order tabs (spec §7.6 'History and reports', §7.5 'Resend voucher', §9 page
 * size 10): the signed-in shopper's orders from the orders tables (../orders/store.ts), so an
 * order placed through checkout is listed at once, newest first, with the vouchers it delivered.
 *
 * A successful order's voucher codes are kept in `order_vouchers`: the seeded ones (./seed.ts) are
 * fixed; an order placed through checkout gets its codes the first time it is listed (one per
 * gift card, one per perk, lounge or personalized line; a free perk's claim code is its voucher).
 * Each code is drawn at random, nothing it can be computed from (not the order's key), and kept.
 * 'Resend voucher' writes the order's vouchers to the outbox (../account/outbox.ts), to the
 * order's e-mail address.
 */
import {
  type DeliveredVoucher,
  fetchFlightBookingHistory,
  fetchHotelBookingHistory,
  getBookingHistory,
  getExperiencesOrderDetail,
  getOrderHistory,
  getPerksOrderDetail,
  type HistoryAnswer,
  type HistoryOrder,
  RESEND_OTP_LIMIT,
  resendOtp,
  resendVoucher,
} from "@contract/orderHistory";
import { TransactionStatuses } from "@contract/orders";
import { BOOKING_KINDS, FAMILY_MATCH, type FamilyMatch, type HistoryKind } from "@domain/orderHistory";
import { refused } from "../../core/answers";
import { inLanguage, type PerLanguage } from "../../core/language";
import { requireWithinLimit } from "../../core/limits";
import { type Db, type HandlerContext, handle, type ServerModule } from "../../core/module";
import { newBearerCode, newDigitCode } from "../../core/oneTimeCode";
import { sendMail } from "../account/outbox";
import { requireUser } from "../account/store";
import { flightBookingOfOrder } from "../flights/module";
import { hotelBookingOfOrder } from "../hotels/store";
import { findOrder, type OrderRow, orderDetails } from "../orders/store";
import { seedOrderHistory, VOUCHER_GROUPS } from "./seed";

export const orderHistoryDdl = `
-- The voucher codes a successful order delivered: n counts the codes of one line (a quantity).
CREATE TABLE IF NOT EXISTS order_vouchers (
  order_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  n INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  voucher_code TEXT NOT NULL,
  expiry_date TEXT NOT NULL,
  PRIMARY KEY (order_id, position, n)
);
-- The orders whose vouchers open only with a one-time code mailed to the order's address.
CREATE TABLE IF NOT EXISTS order_voucher_otps (
  order_id INTEGER PRIMARY KEY
);
`;

/** What resending a voucher answers the shopper, in each language the API answers in (../../core/language.ts). */
export const ResendVoucherTexts: PerLanguage<{
  readonly sent: string;
  readonly notFound: string;
  readonly noVoucher: string;
}> = {
  en: {
    sent: "Your voucher has been sent to your e-mail address.",
    notFound: "Order not found",
    noVoucher: "This order has no voucher to send.",
  },
  es: {
    sent: "Te hemos enviado el vale a tu correo electrónico.",
    notFound: "No se ha encontrado el pedido",
    noVoucher: "Este pedido no tiene ningún vale que enviar.",
  },
  fr: {
    sent: "Votre bon a été envoyé à votre adresse e-mail.",
    notFound: "Commande introuvable",
    noVoucher: "Cette commande n'a aucun bon à envoyer.",
  },
  de: {
    sent: "Dein Gutschein wurde an deine E-Mail-Adresse gesendet.",
    notFound: "Bestellung nicht gefunden",
    noVoucher: "Diese Bestellung hat keinen Gutschein zum Senden.",
  },
};

/** What resending an order's one-time code answers the shopper, in each language the API answers in. */
export const ResendOtpTexts: PerLanguage<{
  readonly sent: string;
  readonly notFound: string;
  readonly noOtp: string;
}> = {
  en: {
    sent: "A new one-time code has been sent to your e-mail address.",
    notFound: "Order not found",
    noOtp: "The vouchers of this order need no one-time code.",
  },
  es: {
    sent: "Te hemos enviado un nuevo código de un solo uso a tu correo electrónico.",
    notFound: "No se ha encontrado el pedido",
    noOtp: "Los vales de este pedido no necesitan ningún código de un solo uso.",
  },
  fr: {
    sent: "Un nouveau code à usage unique a été envoyé à votre adresse e-mail.",
    notFound: "Commande introuvable",
    noOtp: "Les bons de cette commande n'ont besoin d'aucun code à usage unique.",
  },
  de: {
    sent: "Ein neuer Einmalcode wurde an deine E-Mail-Adresse gesendet.",
    notFound: "Bestellung nicht gefunden",
    noOtp: "Die Gutscheine dieser Bestellung brauchen keinen Einmalcode.",
  },
};

/** Whether the vouchers of a successful order open only with a one-time code. */
const needsOtp = (db: Db, order: OrderRow): boolean =>
  order.status === TransactionStatuses.success &&
  db.prepare("SELECT 1 FROM order_voucher_otps WHERE order_id = ?").get(order.id) !== undefined;

/**
 * Which orders a history call lists, and its SQL condition with its values: a family's call lists
 * the orders its tab lists (src/domain/orderHistory.ts `listsOrder`): one of the family's type, or
 * any order holding a line of the family's filter group, so a mixed order (a perk or a hotel stay
 * beside a gift card) is listed under each family it holds.
 */
const kindFilterOf = (
  kind: HistoryKind,
): { readonly sql: string; readonly values: readonly (string | number)[] } => {
  if (kind === "all") return { sql: "", values: [] };
  // Every booking: the orders any booking family's call lists.
  const match: FamilyMatch =
    kind === "bookings"
      ? {
          types: BOOKING_KINDS.flatMap((family) => FAMILY_MATCH[family].types),
          filterGroups: BOOKING_KINDS.flatMap((family) => FAMILY_MATCH[family].filterGroups),
        }
      : FAMILY_MATCH[kind];
  const { types, filterGroups } = match;
  const marks = (values: readonly unknown[]) => values.map(() => "?").join(", ");
  return {
    sql: ` AND (o.type IN (${marks(types)}) OR EXISTS (SELECT 1 FROM shop_order_lines l WHERE l.order_id = o.id AND l.filter_group_id IN (${marks(filterGroups)})))`,
    values: [...types, ...filterGroups],
  };
};

interface LineRow {
  readonly position: number;
  readonly product_id: number;
  readonly name: string;
  readonly quantity: number;
  readonly filter_group_id: number;
}

const oneYearAfter = (ms: number): string => {
  const date = new Date(ms);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
};

/** Gives a successful order without codes its codes (see the module comment). */
const issueVouchers = (db: Db, order: OrderRow): void => {
  const lines = db
    .prepare(
      "SELECT position, product_id, name, quantity, filter_group_id FROM shop_order_lines WHERE order_id = ? ORDER BY position",
    )
    .all(order.id) as LineRow[];
  const insert = db.prepare(
    `INSERT OR IGNORE INTO order_vouchers (order_id, position, n, product_id, name, voucher_code, expiry_date)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const expiry = oneYearAfter(order.created_at);
  if (order.type === "perk") {
    const claim = db.prepare("SELECT claim_code FROM perk_claims WHERE order_id = ?").get(order.id) as
      | { claim_code: string }
      | undefined;
    const line = lines[0];
    if (claim !== undefined && line !== undefined)
      insert.run(order.id, line.position, 0, line.product_id, line.name, claim.claim_code, expiry);
    return;
  }
  for (const line of lines) {
    if (!VOUCHER_GROUPS.has(line.filter_group_id)) continue;
    const count = line.filter_group_id === 37 ? line.quantity : 1;
    for (let n = 0; n < count; n += 1)
      insert.run(order.id, line.position, n, line.product_id, line.name, newBearerCode(16), expiry);
  }
};

/** The vouchers a successful order delivered; none for a pending or failed one. */
export const vouchersOf = (db: Db, order: OrderRow): DeliveredVoucher[] => {
  if (order.status !== TransactionStatuses.success) return [];
  const read = () =>
    db
      .prepare(
        `SELECT position, product_id, name, voucher_code, expiry_date FROM order_vouchers
          WHERE order_id = ? ORDER BY position, n`,
      )
      .all(order.id) as DeliveredVoucher[];
  const known = read();
  if (known.length > 0) return known;
  issueVouchers(db, order);
  return read();
};

const historyOrderOf = (db: Db, order: OrderRow): HistoryOrder => {
  const details = orderDetails(db, order).order_data;
  // A mixed order shows its booking too.
  const hotel =
    order.type === "hotel" || order.type === "mixed" ? hotelBookingOfOrder(db, order.id) : undefined;
  const flight =
    order.type === "flight" || order.type === "mixed" ? flightBookingOfOrder(db, order.id) : null;
  return {
    ...(hotel === undefined ? {} : { hotel }),
    order_id: order.id,
    type: order.type,
    status: details.status,
    ordered_at: details.dates.ordered_at,
    items: details.items,
    amounts: details.amounts,
    vouchers: vouchersOf(db, order),
    ...(needsOtp(db, order) ? { voucher_otp: true } : {}),
    ...(order.type === "flight" || flight !== null ? { flight } : {}),
  };
};

/** One page of `userId`'s orders of `kind`, newest first, and how many there are in all. */
export const historyPage = (
  db: Db,
  userId: number,
  kind: HistoryKind,
  page: { readonly limit: number; readonly offset: number; readonly product_id?: number | undefined },
): HistoryAnswer => {
  const byProduct =
    page.product_id === undefined
      ? ""
      : " AND EXISTS (SELECT 1 FROM shop_order_lines p WHERE p.order_id = o.id AND p.product_id = ?)";
  const filter = kindFilterOf(kind);
  const where = `o.user_id = ?${filter.sql}${byProduct}`;
  const params: (string | number)[] = [
    userId,
    ...filter.values,
    ...(page.product_id === undefined ? [] : [page.product_id]),
  ];
  const { total } = db
    .prepare(`SELECT COUNT(*) AS total FROM shop_orders o WHERE ${where}`)
    .get(...params) as {
    total: number;
  };
  const rows = db
    .prepare(
      `SELECT o.* FROM shop_orders o WHERE ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, page.limit, page.offset) as OrderRow[];
  return { success: 1, data: { total, orders: rows.map((row) => historyOrderOf(db, row)) } };
};

const pageFor = (
  ctx: HandlerContext,
  kind: HistoryKind,
  input: { readonly limit: number; readonly offset: number; readonly product_id?: number | undefined },
): HistoryAnswer => historyPage(ctx.db, requireUser(ctx).id, kind, input);

export const orderHistoryModule: ServerModule = {
  name: "orderHistory",
  ddl: orderHistoryDdl,
  seed: (db) => seedOrderHistory(db),
  handlers: [
    handle(getOrderHistory, (ctx, input) => ({
      data: { getOrderHistory: pageFor(ctx, "all", input.history_input) },
    })),
    handle(getExperiencesOrderDetail, (ctx, input) => ({
      data: { getExperiencesOrderDetail: pageFor(ctx, "experience", input.history_input) },
    })),
    handle(getPerksOrderDetail, (ctx, input) => ({
      data: { getPerksOrderDetail: pageFor(ctx, "perks", input.history_input) },
    })),
    handle(getBookingHistory, (ctx, input) => ({
      data: { getBookingHistory: pageFor(ctx, "bookings", input.history_input) },
    })),
    handle(fetchFlightBookingHistory, (ctx, input) => ({
      data: { fetch_booking_history: pageFor(ctx, "flight", input.history_input) },
    })),
    handle(fetchHotelBookingHistory, (ctx, input) => ({
      data: { fetch_booking_history: pageFor(ctx, "hotel", input.history_input) },
    })),
    handle(resendVoucher, (ctx, input) => {
      const user = requireUser(ctx);
      const order = findOrder(ctx.db, input.add_data.order_id);
      if (order === undefined || order.user_id !== user.id)
        return { data: { resendVoucher: refused(inLanguage(ResendVoucherTexts, ctx.language).notFound) } };
      const vouchers = vouchersOf(ctx.db, order);
      if (vouchers.length === 0)
        return { data: { resendVoucher: refused(inLanguage(ResendVoucherTexts, ctx.language).noVoucher) } };
      sendMail(
        ctx.db,
        {
          to_address: order.email,
          kind: "resend-voucher",
          subject: `Your vouchers of order ${order.id}`,
          body: vouchers.map((v) => `${v.name}: ${v.voucher_code} (valid until ${v.expiry_date})`).join("\n"),
          link: null,
        },
        ctx.now(),
      );
      return {
        data: { resendVoucher: { success: 1, message: inLanguage(ResendVoucherTexts, ctx.language).sent } },
      };
    }),
    /** Resend OTP (spec §7.5 'Mail'): a new code for an order whose vouchers need one; HTTP 429 past the limit (spec §8). */
    handle(resendOtp, (ctx, input) => {
      const user = requireUser(ctx);
      const texts = inLanguage(ResendOtpTexts, ctx.language);
      requireWithinLimit(ctx, `resendOtp:${user.id}`, { max: RESEND_OTP_LIMIT, windowMs: 60_000 });
      const order = findOrder(ctx.db, input.add_data.order_id);
      if (order === undefined || order.user_id !== user.id)
        return { data: { resendOtp: refused(texts.notFound) } };
      if (!needsOtp(ctx.db, order)) return { data: { resendOtp: refused(texts.noOtp) } };
      sendMail(
        ctx.db,
        {
          to_address: order.email,
          kind: "resend-otp",
          subject: `Your one-time code for the vouchers of order ${order.id}`,
          body: `Your one-time code: ${newDigitCode(6)}`,
          link: null,
        },
        ctx.now(),
      );
      return { data: { resendOtp: { success: 1, message: texts.sent } } };
    }),
  ],
};
