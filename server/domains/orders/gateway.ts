/**
 * The simulated hosted card-payment page (spec §1 Ways to pay, §2.3 card-gateway payment page).
 *
 *   GET  /gateway/{gateway}/pay/{paymentKey}   a self-contained page: merchant, order, amount,
 *                                              and the buttons Pay, Decline and Cancel
 *   POST /gateway/{gateway}/pay/{paymentKey}   action=pay|decline|cancel: records the outcome
 *                                              once, then 303 to the storefront's callback
 *                                              /{site}/payment-callback?order_id=..&key=..&status=..
 */

import type { PaymentOutcome } from "@contract/orders";
import type { Hono } from "hono";
import type { AppEnv, Db, ServerConfig } from "../../core/module";
import { type HostedPageLook, type HostedPayment, hostedPageRoutes } from "./hostedPage";
import { findOrder, findPaymentByKey, type OrderRow } from "./store";

/**
 * Where the hosted page sends the shopper back: the storefront's generic callback route, or the
 * experience payment callback for an experience order (spec §2.3 '/payment-exp-callback').
 */
export const callbackUrl = (
  origin: string,
  order: OrderRow,
  key: string,
  outcome: PaymentOutcome,
): string => {
  const query = new URLSearchParams({ order_id: String(order.id), key, status: outcome });
  const route = order.type === "experience" ? "payment-exp-callback" : "payment-callback";
  return `${origin}/${order.site}/${route}?${query.toString()}`;
};

/** The card gateway's look (spec §2.3 card-gateway payment page). */
const cardLook = (gateway: string): HostedPageLook => ({
  title: "Card payment",
  heading: "Secure card payment",
  note: `Simulated card gateway ${gateway}: no card is charged.`,
  currencyRow: true,
  background: "#f3f4f6",
  accent: "#15803d",
  muted: "#6b7280",
});

const lookUp = (db: Db, gateway: string, key: string): HostedPayment | undefined => {
  const payment = findPaymentByKey(db, key);
  if (payment === undefined || payment.gateway !== gateway) return undefined;
  const order = findOrder(db, payment.order_id);
  return order === undefined ? undefined : { payment, order, look: cardLook(gateway) };
};

export const gatewayRoutes = (
  app: Hono<AppEnv>,
  deps: { db: Db; config: ServerConfig; now: () => number },
): void =>
  hostedPageRoutes(app, deps, {
    path: "/gateway/:kind/pay/:ref",
    lookUp,
    returnUrl: (origin, { order, payment }, outcome) =>
      callbackUrl(origin, order, payment.payment_key, outcome),
  });
