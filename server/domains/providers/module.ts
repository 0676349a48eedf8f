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
import { refused } from "../../core/answers";
import {
  type AppEnv,
  type Db,
  type HandlerContext,
  handle,
  type ServerConfig,
  type ServerModule,
} from "../../core/module";
import { type HostedPageLook, hostedPageRoutes } from "../orders/hostedPage";
import { asOutcome, findOrder, findPayment, type OrderRow, orderFor, type PaymentRow } from "../orders/store";
import { findSite } from "../site/lookup";
import { fromMinor } from "../site/money";

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

const orderNotFound = refused("Order not found");

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
  if (!found.ok) return refused(found.message);
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

/** A provider's look: its name on the page, nothing charged. */
const providerLook = (provider: ProviderName): HostedPageLook => ({
  title: METHOD_LABELS[provider],
  heading: `Pay with ${METHOD_LABELS[provider]}`,
  note: `Simulated payment provider ${provider}: nothing is charged.`,
  currencyRow: false,
  background: "#eef2ff",
  accent: "#3730a3",
  muted: "#4b5563",
});

const routes = (app: Hono<AppEnv>, deps: { db: Db; config: ServerConfig; now: () => number }): void =>
  hostedPageRoutes(app, deps, {
    path: "/provider/:kind/pay/:ref",
    lookUp: (db, provider, token) => {
      if (!isProvider(provider)) return undefined;
      const found = lookUpToken(db, provider, token);
      return found === undefined ? undefined : { ...found, provider, look: providerLook(provider) };
    },
    returnUrl: (origin, { order, payment, provider }, outcome) => {
      const query = new URLSearchParams({
        order_id: String(order.id),
        key: payment.payment_key,
        status: outcome,
      });
      return `${origin}${providerCallbackPath(order.site, provider)}?${query.toString()}`;
    },
  });

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
            create_payment_token: refused("The wallet provider is paid by its order call."),
          },
        };
      }
      const found = providerPayment(ctx, input.add_data, provider);
      if (!found.ok) return { data: { create_payment_token: refused(found.message) } };
      if (found.payment.outcome !== null) {
        return {
          data: { create_payment_token: refused("This order's payment is already settled.") },
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
      if (found === undefined) return refused("Unknown payment token.");
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
      if (!found.ok) return refused(found.message);
      if (found.payment.outcome !== null) return refused("This order's payment is already settled.");
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
