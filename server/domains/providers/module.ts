/**
 * The payment providers besides the card gateway (spec §1, §2.3 provider callback pages, §7.6):
 * the ways to pay a currency (getPaymentMethods), one payment token per order
 * (create_payment_token), the provider's details for a token (getGatewayDetails), the
 * wallet-provider order (walletProviderPayment), the provider status checks
 * (get_provider_a_payment_status, get_provider_b_payment_status; C and D answer
 * getTransactionStatus of the orders module), and each provider's simulated hosted page:
 *
 *   GET  /provider/{provider}/pay/{token}   merchant, order, amount; Pay, Decline and Cancel
 *   POST /provider/{provider}/pay/{token}   action=pay|decline|cancel: records the outcome once
 *                                           (the first one stands), then 303 to the provider's
 *                                           callback page /{site}/{provider}-payment-callback
 *                                           ?order_id=..&key=..&status=.. (the wallet provider:
 *                                           /{site}/payment-callback)
 */

import type { PaymentOutcome } from "@contract/orders";
import {
  createPaymentToken,
  getGatewayDetails,
  getPaymentMethods,
  getProviderAPaymentStatus,
  getProviderBPaymentStatus,
  type ProviderName,
  type ProviderPaymentStatus,
  walletProviderPayment,
} from "@contract/providers";
import { METHOD_LABELS, paymentMethodsFor, providerCallbackPath } from "@domain/providers";
import type { Hono } from "hono";
import {
  type AppEnv,
  type Db,
  type HandlerContext,
  handle,
  type ServerConfig,
  type ServerModule,
} from "../../core/module";
import { recordOutcome } from "../orders/payments";
import { asOutcome, findOrder, findPayment, type OrderRow, orderFor, type PaymentRow } from "../orders/store";
import { findSite } from "../site/lookup";
import { formatMinor, fromMinor } from "../site/money";

const ddl = `
-- One payment token per provider payment (spec §7.6 create_payment_token).
CREATE TABLE IF NOT EXISTS provider_tokens (
  token TEXT PRIMARY KEY,
  payment_key TEXT NOT NULL UNIQUE,
  provider TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
`;

interface TokenRow {
  readonly token: string;
  readonly payment_key: string;
  readonly provider: string;
}

const PROVIDERS: readonly string[] = Object.keys(METHOD_LABELS).filter((id) => id !== "card");
const isProvider = (value: string): value is ProviderName => PROVIDERS.includes(value);

const orderNotFound = { success: 0, message: "Order not found" } as const;

/** The order of a reference and its payment on `provider`, or the refusal to answer. */
const providerPayment = (
  ctx: HandlerContext,
  ref: { readonly order_id: number; readonly order_key: string },
  provider: ProviderName | null,
):
  | { readonly ok: true; readonly order: OrderRow; readonly payment: PaymentRow }
  | { readonly ok: false; readonly message: string } => {
  const order = orderFor(ctx.db, ref.order_id, ref.order_key, ctx.session?.userId ?? null);
  if (order === undefined) return { ok: false, message: orderNotFound.message };
  const payment = findPayment(ctx.db, order.id);
  if (payment === undefined || (provider !== null && payment.gateway !== provider)) {
    return { ok: false, message: "This order is not paid with this payment provider." };
  }
  return { ok: true, order, payment };
};

const statusOf = (
  ctx: HandlerContext,
  ref: { readonly order_id: number; readonly order_key: string },
  provider: ProviderName,
): ProviderPaymentStatus => {
  const found = providerPayment(ctx, ref, provider);
  if (!found.ok) return { success: 0, message: found.message };
  const outcome = asOutcome(found.payment.outcome);
  return {
    success: 1,
    data: {
      order_id: found.order.id,
      status: outcome === null ? 1 : outcome === "success" ? 7 : 5,
      payment_status: outcome ?? "pending",
      provider,
    },
  };
};

const findToken = (db: Db, token: string): TokenRow | undefined =>
  db.prepare("SELECT * FROM provider_tokens WHERE token = ?").get(token) as TokenRow | undefined;

/** The payment a token opens on `provider`, with its order. */
const lookUpToken = (db: Db, provider: string, token: string) => {
  const row = findToken(db, token);
  if (row === undefined || row.provider !== provider) return undefined;
  const payment = db.prepare("SELECT * FROM gateway_payments WHERE payment_key = ?").get(row.payment_key) as
    | PaymentRow
    | undefined;
  const order = payment === undefined ? undefined : findOrder(db, payment.order_id);
  return payment === undefined || order === undefined ? undefined : { payment, order };
};

const providerPageUrl = (origin: string, provider: string, token: string): string =>
  `${origin}/provider/${provider}/pay/${encodeURIComponent(token)}`;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) =>
    ch === "&" ? "&amp;" : ch === "<" ? "&lt;" : ch === ">" ? "&gt;" : ch === '"' ? "&quot;" : "&#39;",
  );

const outcomeTexts: Readonly<Record<PaymentOutcome, string>> = {
  success: "This payment has been made.",
  failed: "This payment was declined.",
  cancelled: "This payment was cancelled.",
};

const page = (db: Db, provider: ProviderName, payment: PaymentRow, order: OrderRow): string => {
  const merchant = escapeHtml(findSite(db, order.site)?.company_name ?? order.site);
  const amount = escapeHtml(formatMinor(payment.amount_minor, payment.currency));
  const label = escapeHtml(METHOD_LABELS[provider]);
  const outcome = asOutcome(payment.outcome);
  const button = (action: string, text: string, style: string) =>
    `<form method="post"><input type="hidden" name="action" value="${action}"><button type="submit" class="${style}">${text}</button></form>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${label} - ${merchant}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #eef2ff; margin: 0; padding: 32px 16px; color: #111827; }
  main { max-width: 420px; margin: 0 auto; background: #fff; border-radius: 12px; padding: 24px;
         box-shadow: 0 1px 4px rgba(0, 0, 0, 0.12); }
  h1 { font-size: 20px; margin: 0 0 16px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 24px; }
  dt { color: #4b5563; } dd { margin: 0; font-weight: 600; }
  .actions { display: flex; gap: 8px; } form { flex: 1; margin: 0; }
  button { width: 100%; padding: 12px; border-radius: 8px; border: 1px solid #d1d5db; font-size: 16px; cursor: pointer; }
  .pay { background: #3730a3; color: #fff; border-color: #3730a3; }
  .decline { background: #fff; color: #b91c1c; } .cancel { background: #fff; color: #374151; }
  .note { color: #4b5563; font-size: 13px; margin-top: 16px; }
</style>
</head>
<body>
<main>
<h1>Pay with ${label}</h1>
<dl>
  <dt>Merchant</dt><dd data-testid="merchant">${merchant}</dd>
  <dt>Order</dt><dd data-testid="order">#${order.id}</dd>
  <dt>Amount</dt><dd data-testid="amount">${amount}</dd>
</dl>
${outcome === null ? "" : `<p data-testid="outcome">${outcomeTexts[outcome]}</p>`}
<div class="actions">
${button("pay", "Pay", "pay")}
${button("decline", "Decline", "decline")}
${button("cancel", "Cancel", "cancel")}
</div>
<p class="note">Simulated payment provider ${escapeHtml(provider)}: nothing is charged.</p>
</main>
</body>
</html>`;
};

const notFound = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment not found</title></head><body><main><h1>Payment not found</h1><p>This payment link is not valid.</p></main></body></html>`;

const actions: Readonly<Record<string, PaymentOutcome>> = {
  pay: "success",
  decline: "failed",
  cancel: "cancelled",
};

const routes = (app: Hono<AppEnv>, deps: { db: Db; config: ServerConfig; now: () => number }): void => {
  app.get("/provider/:provider/pay/:token", (c) => {
    const provider = c.req.param("provider");
    const found = isProvider(provider) ? lookUpToken(deps.db, provider, c.req.param("token")) : undefined;
    if (found === undefined || !isProvider(provider)) return c.html(notFound, 404);
    return c.html(page(deps.db, provider, found.payment, found.order));
  });

  app.post("/provider/:provider/pay/:token", async (c) => {
    const provider = c.req.param("provider");
    const found = isProvider(provider) ? lookUpToken(deps.db, provider, c.req.param("token")) : undefined;
    if (found === undefined || !isProvider(provider)) return c.html(notFound, 404);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const chosen = typeof form.action === "string" ? actions[form.action] : undefined;
    if (chosen === undefined) return c.text("Unknown action: use pay, decline or cancel.", 400);
    const key = found.payment.payment_key;
    const recorded = asOutcome(recordOutcome(deps.db, key, chosen, deps.now())?.outcome ?? null) ?? chosen;
    const query = new URLSearchParams({ order_id: String(found.order.id), key, status: recorded });
    return c.redirect(
      `${deps.config.origin}${providerCallbackPath(found.order.site, provider)}?${query.toString()}`,
      303,
    );
  });
};

/** The token of a payment: the one it has, or a new one (one per payment, never two). */
const tokenFor = (ctx: HandlerContext, payment: PaymentRow, provider: ProviderName): string => {
  const held = ctx.db
    .prepare("SELECT token FROM provider_tokens WHERE payment_key = ?")
    .get(payment.payment_key) as { token: string } | undefined;
  if (held !== undefined) return held.token;
  const token = ctx.newToken();
  ctx.db
    .prepare("INSERT INTO provider_tokens (token, payment_key, provider, created_at) VALUES (?, ?, ?, ?)")
    .run(token, payment.payment_key, provider, ctx.now());
  return token;
};

export const providersModule: ServerModule = {
  name: "providers",
  ddl,
  routes,
  handlers: [
    handle(getPaymentMethods, (_ctx, input) => ({
      success: 1,
      data: paymentMethodsFor(input.currency_code),
    })),

    handle(createPaymentToken, (ctx, input) => {
      const { provider } = input.add_data;
      if (provider === "wallet-provider") {
        return {
          data: {
            create_payment_token: { success: 0, message: "The wallet provider is paid by its order call." },
          },
        };
      }
      const found = providerPayment(ctx, input.add_data, provider);
      if (!found.ok) return { data: { create_payment_token: { success: 0, message: found.message } } };
      if (found.payment.outcome !== null) {
        return {
          data: { create_payment_token: { success: 0, message: "This order's payment is already settled." } },
        };
      }
      return {
        data: {
          create_payment_token: { success: 1, data: { token: tokenFor(ctx, found.payment, provider) } },
        },
      };
    }),

    handle(getGatewayDetails, (ctx, input) => {
      const found = lookUpToken(ctx.db, input.provider, input.token);
      if (found === undefined) return { success: 0, message: "Unknown payment token." };
      return {
        success: 1,
        data: {
          provider: input.provider,
          merchant: findSite(ctx.db, found.order.site)?.company_name ?? found.order.site,
          page_url: providerPageUrl(ctx.config.origin, input.provider, input.token),
          amount: fromMinor(found.payment.amount_minor, found.payment.currency),
          currency_code: found.payment.currency,
        },
      };
    }),

    handle(walletProviderPayment, (ctx, input) => {
      const found = providerPayment(ctx, input.walletProviderOrder, "wallet-provider");
      if (!found.ok) return { success: 0, message: found.message };
      if (found.payment.outcome !== null)
        return { success: 0, message: "This order's payment is already settled." };
      const token = tokenFor(ctx, found.payment, "wallet-provider");
      return {
        success: 1,
        data: { redirect_url: providerPageUrl(ctx.config.origin, "wallet-provider", token) },
      };
    }),

    handle(getProviderAPaymentStatus, (ctx, input) => ({
      data: { get_provider_a_payment_status: statusOf(ctx, input.add_data, "provider-a") },
    })),

    handle(getProviderBPaymentStatus, (ctx, input) => ({
      data: { get_provider_b_payment_status: statusOf(ctx, input.add_data, "provider-b") },
    })),
  ],
};
