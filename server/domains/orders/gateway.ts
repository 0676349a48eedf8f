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
import {
  chosenOutcome,
  type HostedPageLook,
  hostedPaymentPage,
  PAYMENT_NOT_FOUND_PAGE,
  UNKNOWN_ACTION,
} from "./hostedPage";
import { recordOutcome } from "./payments";
import { asOutcome, findOrder, findPaymentByKey, type OrderRow } from "./store";

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

const lookUp = (db: Db, gateway: string, key: string) => {
  const payment = findPaymentByKey(db, key);
  if (payment === undefined || payment.gateway !== gateway) return undefined;
  const order = findOrder(db, payment.order_id);
  return order === undefined ? undefined : { payment, order };
};

export const gatewayRoutes = (
  app: Hono<AppEnv>,
  deps: { db: Db; config: ServerConfig; now: () => number },
): void => {
  app.get("/gateway/:gateway/pay/:paymentKey", (c) => {
    const gateway = c.req.param("gateway");
    const found = lookUp(deps.db, gateway, c.req.param("paymentKey"));
    if (found === undefined) return c.html(PAYMENT_NOT_FOUND_PAGE, 404);
    return c.html(hostedPaymentPage(deps.db, cardLook(gateway), found.payment, found.order));
  });

  app.post("/gateway/:gateway/pay/:paymentKey", async (c) => {
    const gateway = c.req.param("gateway");
    const key = c.req.param("paymentKey");
    const found = lookUp(deps.db, gateway, key);
    if (found === undefined) return c.html(PAYMENT_NOT_FOUND_PAGE, 404);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const chosen = chosenOutcome(form);
    if (chosen === undefined) return c.text(UNKNOWN_ACTION, 400);
    const recorded = asOutcome(recordOutcome(deps.db, key, chosen, deps.now())?.outcome ?? null) ?? chosen;
    return c.redirect(callbackUrl(deps.config.origin, found.order, key, recorded), 303);
  });
};
