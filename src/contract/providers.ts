/**
 * The payment providers besides the card gateway (spec §1 'Ways to pay', third-party services;
 * §2.3 provider callback pages; §7.6 payment methods, provider details, payment token, provider
 * status checks and the wallet-provider order).
 *
 * Concrete names chosen for the placeholders of the spec:
 * - the providers with a callback page of their own are 'provider-a' to 'provider-d' (their pages
 *   are '/{site}/provider-a-payment-callback' ...); the digital-wallet provider is
 *   'wallet-provider', whose order call `{wallet-provider}Payment` is `walletProviderPayment`
 *   with the body `{walletProviderOrder}`; it returns to the generic '/payment-callback';
 * - `get{gateway}Details` is `getGatewayDetails`, named after the provider it describes.
 *
 * How a provider is paid: the order (voucherCreateOrder) names the provider; the client asks for a
 * payment token (create_payment_token) and the provider's details for that token
 * (getGatewayDetails), whose `page_url` is the provider's hosted page. The wallet provider instead
 * answers its page from walletProviderPayment. One order has one token: asking again answers the
 * same one, and its page records one outcome, so a payment is never made twice.
 */
import { Schema } from "effect";
import { envelope, graph, Message, rest, Success } from "./operation";
import { SensitiveString } from "./sensitive";

/** The providers with a callback page of their own (spec §2.3). */
export const CallbackProviders = ["provider-a", "provider-b", "provider-c", "provider-d"] as const;
export const CallbackProvider = Schema.Literals(CallbackProviders);
export type CallbackProvider = typeof CallbackProvider.Type;

/** The digital-wallet provider (spec §1, §7.6 {wallet-provider}Payment). */
export const WALLET_PROVIDER = "wallet-provider";

/** Every provider an order may name instead of the card gateway. */
export const ProviderName = Schema.Literals([...CallbackProviders, WALLET_PROVIDER]);
export type ProviderName = typeof ProviderName.Type;

/** A way to pay the remainder: 'card' is the card gateway of the currency (spec §9), else a provider. */
export const PaymentMethodId = Schema.Literals(["card", ...CallbackProviders, WALLET_PROVIDER]);
export type PaymentMethodId = typeof PaymentMethodId.Type;

const OrderId = Schema.Number.check(Schema.isInt(), Schema.isGreaterThan(0));
const CurrencyCode = Schema.String.check(Schema.isPattern(/^[A-Z]{3}$/));

export const PaymentMethod = Schema.Struct({
  id: PaymentMethodId,
  /** Text for the option. */
  label: Schema.String,
  currency_code: Schema.String,
});
export type PaymentMethod = typeof PaymentMethod.Type;

/** Payment methods (spec §7.6 getPaymentMethods): the ways to pay a remainder in a currency. */
export const getPaymentMethods = rest({
  name: "getPaymentMethods",
  path: "/getPaymentMethods",
  access: "either",
  body: Schema.Struct({ currency_code: CurrencyCode }),
  response: Schema.Struct({
    success: Success,
    message: Message,
    data: Schema.optional(Schema.Array(PaymentMethod)),
  }),
});

/** An order and its provider: what the token and the status checks name. */
const ProviderOrderRef = Schema.Struct({
  order_id: OrderId,
  order_key: SensitiveString("token"),
  provider: ProviderName,
});

/** Payment token (spec §7.6 create_payment_token): one per order, asking again answers the same one. */
export const createPaymentToken = graph({
  query: "payment.mutation.create_payment_token",
  tag: "payment",
  access: "either",
  variables: Schema.Struct({ add_data: ProviderOrderRef }),
  response: envelope(
    "create_payment_token",
    Schema.Struct({
      success: Success,
      message: Message,
      data: Schema.optional(Schema.Struct({ token: SensitiveString("token") })),
    }),
  ),
});

/** Provider details (spec §7.6 get{gateway}Details): the provider's hosted page for a token. */
export const getGatewayDetails = rest({
  name: "getGatewayDetails",
  path: "/getGatewayDetails",
  access: "either",
  body: Schema.Struct({ provider: ProviderName, token: SensitiveString("token") }),
  response: Schema.Struct({
    success: Success,
    message: Message,
    data: Schema.optional(
      Schema.Struct({
        provider: ProviderName,
        /** The merchant the provider's page names. */
        merchant: Schema.String,
        page_url: Schema.String,
        amount: Schema.Number,
        currency_code: Schema.String,
      }),
    ),
  }),
});

/** Wallet-provider order (spec §7.6 {wallet-provider}Payment: {{wallet-provider}Order}). */
export const walletProviderPayment = rest({
  name: "walletProviderPayment",
  path: "/walletProviderPayment",
  access: "either",
  body: Schema.Struct({
    walletProviderOrder: Schema.Struct({ order_id: OrderId, order_key: SensitiveString("token") }),
  }),
  response: Schema.Struct({
    success: Success,
    message: Message,
    data: Schema.optional(Schema.Struct({ redirect_url: Schema.String })),
  }),
});

/** What a provider status check answers about an order's payment. */
export const ProviderPaymentStatus = Schema.Struct({
  success: Success,
  message: Message,
  data: Schema.optional(
    Schema.Struct({
      order_id: Schema.Number,
      /** 7 paid, 1 awaited, 5 declined or cancelled (spec §4). */
      status: Schema.Literals([7, 1, 5]),
      payment_status: Schema.Literals(["success", "failed", "cancelled", "pending"]),
      provider: ProviderName,
    }),
  ),
});
export type ProviderPaymentStatus = typeof ProviderPaymentStatus.Type;

const OrderRefInput = Schema.Struct({
  add_data: Schema.Struct({ order_id: OrderId, order_key: SensitiveString("token") }),
});

/** Provider A's status check (spec §7.6 get_{provider-a}_payment_status). */
export const getProviderAPaymentStatus = graph({
  query: "payment.query.get_provider_a_payment_status",
  tag: "payment",
  access: "either",
  variables: OrderRefInput,
  response: envelope("get_provider_a_payment_status", ProviderPaymentStatus),
});

/** Provider B's status check (spec §7.6 get_{provider-b}_payment_status). */
export const getProviderBPaymentStatus = graph({
  query: "payment.query.get_provider_b_payment_status",
  tag: "payment",
  access: "either",
  variables: OrderRefInput,
  response: envelope("get_provider_b_payment_status", ProviderPaymentStatus),
});
