/**
 * The Effect programs of the payment providers (spec §1, §7.6), and the live actor the provider
 * choice invokes:
 *
 * - `loadMethods`: getPaymentMethods for a currency; success 0 fails with OrderRefused.
 * - `providerPage`: the hosted page of an order placed with a provider: for the wallet provider
 *   its order call (walletProviderPayment), for the others the order's payment token
 *   (create_payment_token) and the provider's details for it (getGatewayDetails). The checkout's
 *   placeOrder (./checkout.ts) calls it after voucherCreateOrder.
 */

import type { CreatedOrder } from "@contract/orders";
import {
  createPaymentToken,
  getGatewayDetails,
  getPaymentMethods,
  type PaymentMethod,
  type ProviderName,
  WALLET_PROVIDER,
  walletProviderPayment,
} from "@contract/providers";
import type { CallFailure } from "@errors/data";
import type { OrderRefused } from "@errors/situations";
import { Effect, type Layer } from "effect";
import { effectActor } from "./runtime/actor";
import { dataOf, orderRefused } from "./runtime/answers";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";
import { callOperation } from "./runtime/transport";

export type ProvidersFailure = CallFailure | OrderRefused;

/** The ways to pay a remainder in `currency` (getPaymentMethods). */
export const loadMethods: (input: {
  readonly currency: string;
}) => Effect.Effect<readonly PaymentMethod[], ProvidersFailure, StorefrontServices> = Effect.fn(
  "providers.loadMethods",
)(function* (input: { readonly currency: string }) {
  const answer = yield* callOperation(getPaymentMethods, { currency_code: input.currency });
  return yield* dataOf(answer, orderRefused("getPaymentMethods"));
});

/** The hosted page of `order`, placed with `provider` (see the module comment). */
export const providerPage: (
  order: CreatedOrder,
  provider: ProviderName,
) => Effect.Effect<string, ProvidersFailure, StorefrontServices> = Effect.fn("providers.providerPage")(
  function* (order: CreatedOrder, provider: ProviderName) {
    const ref = { order_id: order.order_id, order_key: order.order_key };
    if (provider === WALLET_PROVIDER) {
      const answer = yield* callOperation(walletProviderPayment, { walletProviderOrder: ref });
      return (yield* dataOf(answer, orderRefused("walletProviderPayment"))).redirect_url;
    }
    const token = (yield* callOperation(createPaymentToken, { add_data: { ...ref, provider } })).data
      .create_payment_token;
    const paid = yield* dataOf(token, orderRefused("create_payment_token"));
    const details = yield* callOperation(getGatewayDetails, { provider, token: paid.token });
    return (yield* dataOf(details, orderRefused("getGatewayDetails"))).page_url;
  },
);

/** The actors the provider choice invokes, run with `layer`. */
export const providersActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  loadMethods: effectActor(loadMethods, layer),
});
