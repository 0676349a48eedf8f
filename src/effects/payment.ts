/**
 * The Effect programs behind the payment callback and the payment status page (spec §2.3 payment
 * routes, §4 'Payment status', §7.6, §8), and the live actors the payment machine invokes:
 *
 * - `confirmCallback`: the order callback after the hosted payment page ({gateway}CallbackVoucher),
 *   then the payment status page in place of the callback URL. A failing callback call does not
 *   stop the shopper: the status page asks the server again. An experience order's callback page
 *   ('/payment-exp-callback') calls the experience payment callback ({gateway}Callback, spec §7.6)
 *   instead: an order it refuses (not an experience order, or a tampered key) fails with
 *   PaymentLinkInvalid and the status page is not opened.
 *   On a provider's callback page (spec §2.3), the provider's status check comes first
 *   (get_provider_a_payment_status, get_provider_b_payment_status, or getTransactionStatus for
 *   providers C and D, spec §7.6): an order it does not know (a tampered or unknown key) fails with
 *   PaymentLinkInvalid and the status page is not opened; a check that cannot be made does not stop
 *   the shopper.
 * - `loadPaymentStatus`: the order's details (voucherOrderDetails) and, for an order with an
 *   amount paid on the gateway, the gateway's status (getPaymentStatus); an empty status output is
 *   {code: NO_RESPONSE, error: true} (spec §4, §8). A status check that fails (other than HTTP 401)
 *   answers an empty object, as most order and payment calls do (spec §8), so it reads the same.
 */

import { gatewayCallback } from "@contract/experiences";
import {
  gatewayCallbackVoucher,
  getPaymentStatus,
  getTransactionStatus,
  voucherOrderDetails,
} from "@contract/orders";
import {
  type CallbackProvider,
  getProviderAPaymentStatus,
  getProviderBPaymentStatus,
} from "@contract/providers";
import {
  EXPERIENCE_ORDER_TYPE,
  NO_RESPONSE,
  type OrderReference,
  type PaymentStatusAnswer,
  paymentStatusPath,
} from "@domain/checkout";
import { experienceStatusPath } from "@domain/checkoutState";
import { statusCheckOf } from "@domain/providers";
import type { CallFailure } from "@errors/data";
import { type OrderRefused, PaymentLinkInvalid } from "@errors/situations";
import { Effect, type Layer } from "effect";
import { effectActor } from "./runtime/actor";
import { dataOf, orderRefused } from "./runtime/answers";
import { Navigation } from "./runtime/browser";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";
import { callOperation } from "./runtime/transport";

/** The callback's order, the site it belongs to, the order type of its status page and its provider. */
export type CallbackInput = OrderReference & {
  readonly sitePrefix: string;
  readonly type: string;
  readonly provider: CallbackProvider | null;
};

/** Whether the provider's status check knows the order (spec §7.6); a call that fails answers true. */
const providerKnowsOrder = (provider: CallbackProvider, order: OrderReference) => {
  const add_data = { order_id: order.orderId, order_key: order.orderKey };
  const known = (answer: { readonly success: number }) => answer.success === 1;
  const check = statusCheckOf(provider);
  const call =
    check === "provider-a"
      ? Effect.map(callOperation(getProviderAPaymentStatus, { add_data }), (a) =>
          known(a.data.get_provider_a_payment_status),
        )
      : check === "provider-b"
        ? Effect.map(callOperation(getProviderBPaymentStatus, { add_data }), (a) =>
            known(a.data.get_provider_b_payment_status),
          )
        : Effect.map(callOperation(getTransactionStatus, { add_data }), (a) =>
            known(a.data.getTransactionStatus),
          );
  return call.pipe(Effect.catch(() => Effect.succeed(true)));
};

/** The order callback (or the provider's status check), then the status page replaces the callback URL. */
export const confirmCallback: (
  input: CallbackInput,
) => Effect.Effect<void, PaymentLinkInvalid, StorefrontServices> = Effect.fn("payment.confirmCallback")(
  function* (input: CallbackInput) {
    const provider = input.provider;
    const ref = { order_id: input.orderId, order_key: input.orderKey };
    if (provider === null && input.type === EXPERIENCE_ORDER_TYPE) {
      const known = yield* callOperation(gatewayCallback, ref).pipe(
        Effect.map((answer) => answer.success === 1),
        Effect.catch(() => Effect.succeed(true)),
      );
      if (!known) return yield* Effect.fail(new PaymentLinkInvalid({ provider: "gateway" }));
    } else if (provider === null) {
      yield* callOperation(gatewayCallbackVoucher, ref).pipe(Effect.catch(() => Effect.void));
    } else if (!(yield* providerKnowsOrder(provider, input))) {
      return yield* Effect.fail(new PaymentLinkInvalid({ provider }));
    }
    const navigation = yield* Navigation;
    yield* navigation.replace(
      input.type === EXPERIENCE_ORDER_TYPE
        ? experienceStatusPath(input.sitePrefix, input.orderId, input.orderKey)
        : paymentStatusPath(input.sitePrefix, input.type, input.orderId, input.orderKey),
    );
  },
);

export type PaymentStatusFailure = CallFailure | OrderRefused;

/** voucherOrderDetails, and getPaymentStatus when part of the order was due on the gateway. */
export const loadPaymentStatus: (
  input: OrderReference,
) => Effect.Effect<PaymentStatusAnswer, PaymentStatusFailure, StorefrontServices> = Effect.fn(
  "payment.loadPaymentStatus",
)(function* (input: OrderReference) {
  const ref = { order_id: input.orderId, order_key: input.orderKey };
  const answer = yield* callOperation(voucherOrderDetails, ref);
  const details = yield* dataOf(answer, orderRefused("voucherOrderDetails"));
  if (details.order_data.amounts.gateway <= 0)
    return { details, payment: null } satisfies PaymentStatusAnswer;
  // spec §8: a failing payment call answers an empty object, which carries no output: the order
  // shows with the gateway's answer not yet known. HTTP 401 still signs the shopper out.
  const status = yield* callOperation(getPaymentStatus, { add_data: ref }).pipe(
    Effect.map((answer) => answer.data.getPaymentStatus.output),
    Effect.catch((error) => (error._tag === "Unauthenticated" ? Effect.fail(error) : Effect.succeed(null))),
  );
  return {
    details,
    payment: status === null || status === "" ? NO_RESPONSE : status,
  } satisfies PaymentStatusAnswer;
});

/** The actors the payment machine invokes, run with `layer`. */
export const paymentActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  confirmCallback: effectActor(confirmCallback, layer),
  loadPaymentStatus: effectActor(loadPaymentStatus, layer),
});
