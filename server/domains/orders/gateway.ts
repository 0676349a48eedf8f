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
import { findSite } from "../site/lookup";
import { formatMinor } from "../site/money";
import { recordOutcome } from "./payments";
import { asOutcome, findOrder, findPaymentByKey, type OrderRow, type PaymentRow } from "./store";

/** The merchant a payment page names: the site's company name. */
const merchantOf = (db: Db, site: string): string => findSite(db, site)?.company_name ?? site;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) =>
    ch === "&" ? "&amp;" : ch === "<" ? "&lt;" : ch === ">" ? "&gt;" : ch === '"' ? "&quot;" : "&#39;",
  );

const actions: Readonly<Record<string, PaymentOutcome>> = {
  pay: "success",
  decline: "failed",
  cancel: "cancelled",
};

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

const outcomeTexts: Readonly<Record<PaymentOutcome, string>> = {
  success: "This payment has been made.",
  failed: "This payment was declined.",
  cancelled: "This payment was cancelled.",
};

const page = (db: Db, gateway: string, payment: PaymentRow, order: OrderRow): string => {
  const merchant = escapeHtml(merchantOf(db, order.site));
  const amount = escapeHtml(formatMinor(payment.amount_minor, payment.currency));
  const outcome = asOutcome(payment.outcome);
  const button = (action: string, label: string, style: string) =>
    `<form method="post"><input type="hidden" name="action" value="${action}"><button type="submit" class="${style}">${label}</button></form>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card payment - ${merchant}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f3f4f6; margin: 0; padding: 32px 16px; color: #111827; }
  main { max-width: 420px; margin: 0 auto; background: #fff; border-radius: 12px; padding: 24px;
         box-shadow: 0 1px 4px rgba(0, 0, 0, 0.12); }
  h1 { font-size: 20px; margin: 0 0 16px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 24px; }
  dt { color: #6b7280; } dd { margin: 0; font-weight: 600; }
  .amount { font-size: 24px; }
  .actions { display: flex; gap: 8px; } form { flex: 1; margin: 0; }
  button { width: 100%; padding: 12px; border-radius: 8px; border: 1px solid #d1d5db; font-size: 16px; cursor: pointer; }
  .pay { background: #15803d; color: #fff; border-color: #15803d; }
  .decline { background: #fff; color: #b91c1c; } .cancel { background: #fff; color: #374151; }
  .note { color: #6b7280; font-size: 13px; margin-top: 16px; }
</style>
</head>
<body>
<main>
<h1>Secure card payment</h1>
<dl>
  <dt>Merchant</dt><dd data-testid="merchant">${merchant}</dd>
  <dt>Order</dt><dd data-testid="order">#${order.id}</dd>
  <dt>Amount</dt><dd class="amount" data-testid="amount">${amount}</dd>
  <dt>Currency</dt><dd data-testid="currency">${escapeHtml(payment.currency)}</dd>
</dl>
${outcome === null ? "" : `<p data-testid="outcome">${outcomeTexts[outcome]}</p>`}
<div class="actions">
${button("pay", "Pay", "pay")}
${button("decline", "Decline", "decline")}
${button("cancel", "Cancel", "cancel")}
</div>
<p class="note">Simulated card gateway ${escapeHtml(gateway)}: no card is charged.</p>
</main>
</body>
</html>`;
};

const notFound = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment not found</title></head><body><main><h1>Payment not found</h1><p>This payment link is not valid.</p></main></body></html>`;

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
    if (found === undefined) return c.html(notFound, 404);
    return c.html(page(deps.db, gateway, found.payment, found.order));
  });

  app.post("/gateway/:gateway/pay/:paymentKey", async (c) => {
    const gateway = c.req.param("gateway");
    const key = c.req.param("paymentKey");
    const found = lookUp(deps.db, gateway, key);
    if (found === undefined) return c.html(notFound, 404);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const action = form.action;
    const chosen = typeof action === "string" ? actions[action] : undefined;
    if (chosen === undefined) return c.text("Unknown action: use pay, decline or cancel.", 400);
    const recorded = asOutcome(recordOutcome(deps.db, key, chosen, deps.now())?.outcome ?? null) ?? chosen;
    return c.redirect(callbackUrl(deps.config.origin, found.order, key, recorded), 303);
  });
};
