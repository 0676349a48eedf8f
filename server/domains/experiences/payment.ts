/**
 * The experience order's payment callback and update (spec §7.6 'Experience payment callback
 * ({gateway}Callback)', 'Update experience order'; §7.1 REST path '/{gateway}Callback').
 *
 * - `gatewayCallback`: what the card gateway recorded for an experience order (the hosted page
 *   records the outcome, ../orders/gateway.ts): the order's status and the payment's outcome,
 *   'pending' until one is recorded. It records nothing, so a repeat (the callback page reloaded)
 *   answers the same. A voucher order, an order the key does not open and an order without a
 *   gateway payment answer success 0.
 * - `updateExperienceOrder`: the booking of a paid order is confirmed, its confirmation time
 *   recorded once (a repeat answers the first one); the booking of a declined or cancelled order is
 *   released (its seats were already freed: ./module.ts counts the seats of orders not failed). An
 *   order still awaiting its payment answers success 0 and records nothing.
 */
import {
  type ExperienceConfirmation,
  ExperienceTexts,
  GuestCount,
  gatewayCallback,
  updateExperienceOrder,
} from "@contract/experiences";
import { TransactionStatuses } from "@contract/orders";
import { Option, Schema } from "effect";
import { ok, refused } from "../../core/answers";
import { type Db, type HandlerContext, handle } from "../../core/module";
import { callbackState } from "../orders/payments";
import { type OrderRow, orderFor } from "../orders/store";

interface BookingRow {
  readonly order_id: number;
  readonly product_id: number;
  readonly day: string;
  readonly time_slot: string;
  readonly guests_json: string;
  readonly confirmed_at: number | null;
}

const bookingOf = (db: Db, orderId: number): BookingRow | undefined =>
  db
    .prepare(
      "SELECT order_id, product_id, day, time_slot, guests_json, confirmed_at FROM experience_bookings WHERE order_id = ?",
    )
    .get(orderId) as BookingRow | undefined;

const lineName = (db: Db, orderId: number): string =>
  (
    db
      .prepare("SELECT name FROM shop_order_lines WHERE order_id = ? ORDER BY position LIMIT 1")
      .get(orderId) as { name: string } | undefined
  )?.name ?? "";

const decodeGuests = Schema.decodeUnknownOption(Schema.fromJsonString(Schema.Array(GuestCount)));

/** The guests a booking row keeps (as the order booked them). */
const guestsOf = (json: string): readonly GuestCount[] => Option.getOrElse(decodeGuests(json), () => []);

/** The booking reference of an experience order, e.g. 'EXP-7000123'. */
export const bookingReferenceOf = (orderId: number): string => `EXP-${orderId}`;

/** The experience order the reference opens (its key, or its logged-in owner), with its booking. */
const experienceOrderOf = (
  ctx: HandlerContext,
  ref: { readonly order_id: number; readonly order_key: string },
): { readonly order: OrderRow; readonly booking: BookingRow } | { readonly message: string } => {
  const order = orderFor(ctx.db, ref.order_id, ref.order_key, ctx.session?.userId ?? null);
  if (order === undefined) return { message: "Order not found" };
  const booking = order.type === "experience" ? bookingOf(ctx.db, order.id) : undefined;
  return booking === undefined ? { message: ExperienceTexts.notExperienceOrder } : { order, booking };
};

/** Confirms a paid order's booking once; the booking as the update answers it. */
const settle = (ctx: HandlerContext, order: OrderRow, booking: BookingRow): ExperienceConfirmation => {
  const paid = order.status === TransactionStatuses.success;
  if (paid) {
    ctx.db
      .prepare("UPDATE experience_bookings SET confirmed_at = ? WHERE order_id = ? AND confirmed_at IS NULL")
      .run(ctx.now(), order.id);
  }
  const confirmedAt = paid ? (bookingOf(ctx.db, order.id)?.confirmed_at ?? null) : null;
  return {
    order_id: order.id,
    status: paid ? "confirmed" : "released",
    reference: paid ? bookingReferenceOf(order.id) : "",
    product_id: booking.product_id,
    name: lineName(ctx.db, order.id),
    date: booking.day,
    time_slot: booking.time_slot,
    guests: guestsOf(booking.guests_json),
    confirmed_at: confirmedAt === null ? null : new Date(confirmedAt).toISOString(),
  };
};

export const experiencePaymentHandlers = [
  handle(gatewayCallback, (ctx, input) => {
    const found = experienceOrderOf(ctx, input);
    if ("message" in found) return refused(found.message);
    const state = callbackState(ctx.db, found.order);
    return state === undefined ? refused(ExperienceTexts.noGatewayPayment) : ok(state);
  }),

  handle(updateExperienceOrder, (ctx, input) => {
    const found = experienceOrderOf(ctx, input.add_data);
    const refuse = (message: string) => ({ data: { updateExperienceOrder: refused(message) } });
    if ("message" in found) return refuse(found.message);
    if (found.order.status === TransactionStatuses.pending) return refuse(ExperienceTexts.notPaidYet);
    return { data: { updateExperienceOrder: ok(settle(ctx, found.order, found.booking)) } };
  }),
];
