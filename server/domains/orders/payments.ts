/**
 * Payment gateways and statuses (spec §7.6, §4, §9): the gateway of a currency, the outcome a
 * shopper records on the hosted page, and the status calls that report it.
 */
import {
  type GatewayName,
  type PaymentOutcome,
  type PaymentStatusOutput,
  TransactionStatuses,
} from "@contract/orders";
import { refused } from "../../core/answers";
import type { Db } from "../../core/module";
import { fromMinor } from "../site/money";
import {
  asOutcome,
  asTransactionStatus,
  clearOrderedCartLines,
  findOrder,
  findPayment,
  findPaymentByKey,
  gatewayFor,
  isGatewayName,
  type OrderRow,
  type PaymentRow,
  restoreBalances,
  settleSectionBookings,
} from "./store";

/** Transaction status of a payment outcome (spec §4): success 7, failed or cancelled 5. */
export const outcomeStatus = (outcome: PaymentOutcome): 7 | 5 =>
  outcome === "success" ? TransactionStatuses.success : TransactionStatuses.failed;

const gatewayNameOf = (payment: PaymentRow): GatewayName =>
  isGatewayName(payment.gateway) ? payment.gateway : gatewayFor(payment.currency);

/**
 * The gateway status of an order's payment: '' while no outcome is recorded (the client reads
 * that as {code: NO_RESPONSE, error: true}, spec §4).
 */
export const paymentStatusOf = (db: Db, order: OrderRow | undefined): "" | PaymentStatusOutput => {
  if (order === undefined) return refused("Order not found");
  const payment = findPayment(db, order.id);
  const outcome = asOutcome(payment?.outcome ?? null);
  if (payment === undefined || outcome === null) return "";
  return {
    success: 1,
    data: {
      order_id: order.id,
      status: outcomeStatus(outcome),
      payment_status: outcome,
      gateway: gatewayNameOf(payment),
      amount: fromMinor(payment.amount_minor, payment.currency),
      currency_code: payment.currency,
    },
  };
};

/** Whether another order, paid, holds a booking of this order (a section line, server/core/sections.ts). */
const bookingPaidElsewhere = (db: Db, orderId: number): boolean =>
  db
    .prepare(
      `SELECT 1 FROM shop_order_lines l
         JOIN shop_order_lines m
           ON m.reference = l.reference AND m.filter_group_id = l.filter_group_id AND m.order_id <> l.order_id
         JOIN shop_orders o ON o.id = m.order_id
        WHERE l.order_id = ? AND l.reference IS NOT NULL AND o.status = ? LIMIT 1`,
    )
    .get(orderId, TransactionStatuses.success) !== undefined;

/**
 * Records what the shopper chose on the hosted page. The first outcome stands: a second Pay
 * (or a Decline after a Pay) changes nothing. A declined or cancelled payment fails the order
 * and gives back every balance and code balance it drew. A Pay for an order whose booking another
 * order paid meanwhile is declined: a booking is never paid twice.
 */
export const recordOutcome = (
  db: Db,
  key: string,
  chosen: PaymentOutcome,
  now: number,
): PaymentRow | undefined =>
  db.transaction((): PaymentRow | undefined => {
    const payment = findPaymentByKey(db, key);
    if (payment === undefined || payment.outcome !== null) return payment;
    const order = findOrder(db, payment.order_id);
    if (order === undefined) return payment;
    const outcome = chosen === "success" && bookingPaidElsewhere(db, order.id) ? "failed" : chosen;
    db.prepare(
      "UPDATE gateway_payments SET outcome = ?, outcome_at = ?, captures = captures + ? WHERE payment_key = ?",
    ).run(outcome, now, outcome === "success" ? 1 : 0, key);
    db.prepare("UPDATE shop_orders SET status = ?, updated_at = ? WHERE id = ?").run(
      outcomeStatus(outcome),
      now,
      order.id,
    );
    if (outcome === "success") clearOrderedCartLines(db, order);
    else restoreBalances(db, order, now);
    settleSectionBookings(db, order.id, outcome === "success" ? "paid" : "failed", now);
    return findPaymentByKey(db, key);
  })();

/**
 * Fails, as a cancelled payment, every gateway order still unpaid `holdMs` after it was placed:
 * its balances come back, its bookings and experience seats are released, and its payment page
 * can no longer be paid.
 */
export const expireUnpaidOrders = (db: Db, now: number, holdMs: number): void => {
  const expired = db
    .prepare(
      `SELECT p.payment_key FROM shop_orders o JOIN gateway_payments p ON p.order_id = o.id
        WHERE o.status = ? AND o.created_at <= ? AND p.outcome IS NULL`,
    )
    .all(TransactionStatuses.pending, now - holdMs) as { payment_key: string }[];
  for (const { payment_key } of expired) recordOutcome(db, payment_key, "cancelled", now);
};

/** The order callback's view of a payment (spec §7.6 {gateway}CallbackVoucher). */
export const callbackState = (db: Db, order: OrderRow) => {
  const payment = findPayment(db, order.id);
  if (payment === undefined) return undefined;
  return {
    order_id: order.id,
    status: asTransactionStatus(order.status),
    payment_status: asOutcome(payment.outcome) ?? ("pending" as const),
  };
};
