/**
 * The payment providers (spec §1 'Ways to pay' and third-party services, §2.3 provider callback
 * pages, §6 paymentMethodAccess, §7.6, §9 gateway-disabled products): which ways to pay a
 * remainder the checkout offers, the status check each provider's callback asks, and the data of
 * the card-gateway payment page '/payment/:data/'. Pure.
 */

import type { CallbackProvider, PaymentMethod, PaymentMethodId, ProviderName } from "@contract/providers";
import { CallbackProviders } from "@contract/providers";

/**
 * The providers that take a currency besides the card gateway, which takes every currency
 * (spec §9). The reference API offers these; the checkout shows what it answers.
 */
export const PROVIDER_CURRENCIES: Readonly<Record<ProviderName, readonly string[]>> = {
  "provider-a": ["INR"],
  "provider-b": ["INR", "USD", "EUR", "GBP", "SGD", "AED"],
  "provider-c": ["PHP", "IDR"],
  "provider-d": ["USD", "EUR", "GBP"],
  "wallet-provider": ["INR", "PHP"],
};

/** The labels of the ways to pay. */
export const METHOD_LABELS: Readonly<Record<PaymentMethodId, string>> = {
  card: "Card payment",
  "provider-a": "Provider A (UPI and net banking)",
  "provider-b": "Provider B (cards and pay later)",
  "provider-c": "Provider C (e-wallets)",
  "provider-d": "Provider D (bank transfer)",
  "wallet-provider": "Digital wallet",
};

/** Whether `provider` takes payments in `currency`. */
export const providerTakes = (provider: ProviderName, currency: string): boolean =>
  PROVIDER_CURRENCIES[provider].includes(currency.toUpperCase());

/** The ways to pay a remainder in `currency`, the card gateway first (what getPaymentMethods answers). */
export const paymentMethodsFor = (currency: string): PaymentMethod[] => {
  const code = currency.toUpperCase();
  const providers = (Object.keys(PROVIDER_CURRENCIES) as ProviderName[]).filter((p) =>
    providerTakes(p, code),
  );
  return (["card", ...providers] as const).map((id) => ({
    id,
    label: METHOD_LABELS[id],
    currency_code: code,
  }));
};

/**
 * The ways to pay the checkout offers: none when the gateway is disabled (paymentMethodAccess
 * gateway 0, spec §6, or a product of spec §9's list; every provider is a payment gateway),
 * otherwise the answered methods, each once.
 */
export const offeredMethods = (
  answered: readonly PaymentMethod[],
  gatewayDisabled: boolean,
): readonly PaymentMethod[] => {
  if (gatewayDisabled) return [];
  return answered.filter((m, i) => answered.findIndex((other) => other.id === m.id) === i);
};

/**
 * The way to pay chosen among `offered`: the shopper's choice while it is offered, else the
 * card gateway, else the first offered; null when none is.
 */
export const chosenMethod = (
  offered: readonly PaymentMethod[],
  choice: PaymentMethodId | null,
): PaymentMethodId | null => {
  if (choice !== null && offered.some((m) => m.id === choice)) return choice;
  if (offered.some((m) => m.id === "card")) return "card";
  return offered[0]?.id ?? null;
};

/** The provider an order names for a chosen way to pay: none for the card gateway. */
export const providerOfMethod = (method: PaymentMethodId | null): ProviderName | null =>
  method === null || method === "card" ? null : method;

/** The status check a provider's callback asks (spec §7.6 'Payment status checks'). */
export type StatusCheck = "provider-a" | "provider-b" | "transaction";

/**
 * Provider A and B have status calls of their own (get_{provider-a}_payment_status,
 * get_{provider-b}_payment_status); C and D are asked with getTransactionStatus.
 */
export const statusCheckOf = (provider: CallbackProvider): StatusCheck =>
  provider === "provider-a" ? "provider-a" : provider === "provider-b" ? "provider-b" : "transaction";

/** Whether a route parameter names a provider with a callback page. */
export const isCallbackProvider = (value: string | undefined): value is CallbackProvider =>
  CallbackProviders.some((p) => p === value);

/** Where a provider's hosted page sends the shopper back (spec §2.3), under the order's site. */
export const providerCallbackPath = (site: string, provider: ProviderName): string =>
  provider === "wallet-provider" ? `/${site}/payment-callback` : `/${site}/${provider}-payment-callback`;

// ---------------------------------------------------------------------------------------------
// The card-gateway payment page '/payment/:data/' (spec §2.3): `data` names the gateway and the
// order's payment key, as base64url of 'gateway:key'.

const GATEWAY_PATTERN = /^gateway-(inr|php|global)$/;
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

const toBase64Url = (text: string): string =>
  btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** The `data` of the card-gateway payment page for a gateway and a payment key. */
export const cardPaymentData = (gateway: string, key: string): string => toBase64Url(`${gateway}:${key}`);

/**
 * The gateway and key a '/payment/:data/' names, or null when the data is tampered with: not
 * base64url, not 'gateway:key', an unknown gateway or a malformed key.
 */
export const readCardPaymentData = (
  data: string,
): { readonly gateway: string; readonly key: string } | null => {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(data)) return null;
  let text: string;
  try {
    text = atob(data.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return null;
  }
  const colon = text.indexOf(":");
  if (colon < 0) return null;
  const gateway = text.slice(0, colon);
  const key = text.slice(colon + 1);
  return GATEWAY_PATTERN.test(gateway) && KEY_PATTERN.test(key) ? { gateway, key } : null;
};

/** The card-gateway payment page '/payment/:data/' (spec §2.3) of a gateway and a payment key. */
export const cardPaymentPath = (gateway: string, key: string): string =>
  `/payment/${cardPaymentData(gateway, key)}/`;

const HOSTED_CARD_PAGE = /\/gateway\/(gateway-(?:inr|php|global))\/pay\/([^/?#]+)$/;

/**
 * Where an order's hosted payment page is reached from (spec §2.3): an order due on the card
 * gateway goes first to the card-gateway payment page '/payment/:data/', which names its gateway
 * and payment key and leads on to the hosted page; a provider's page is opened as it is.
 */
export const paymentEntryOf = (redirectUrl: string): string => {
  const hosted = HOSTED_CARD_PAGE.exec(redirectUrl);
  const gateway = hosted?.[1];
  const encodedKey = hosted?.[2];
  if (gateway === undefined || encodedKey === undefined) return redirectUrl;
  let key: string;
  try {
    key = decodeURIComponent(encodedKey);
  } catch {
    return redirectUrl;
  }
  return readCardPaymentData(cardPaymentData(gateway, key)) === null
    ? redirectUrl
    : cardPaymentPath(gateway, key);
};

/** The hosted page of the card gateway that '/payment/:data/' opens. */
export const cardGatewayPageOf = (payment: { readonly gateway: string; readonly key: string }): string =>
  `/gateway/${payment.gateway}/pay/${encodeURIComponent(payment.key)}`;

/**
 * The order with the provider that takes its gateway amount: named only when an amount is due
 * (an order paid in full needs no provider), else the order as it is.
 */
export const withProvider = <O extends { readonly payment: { readonly gateway_amount: number } }>(
  order: O | null,
  provider: ProviderName | null,
): (O & { readonly provider?: ProviderName }) | null =>
  order === null || provider === null || order.payment.gateway_amount <= 0 ? order : { ...order, provider };
