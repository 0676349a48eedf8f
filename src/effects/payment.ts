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
 *   amount paid on the gateway, the outcome of `checkPaymentStatus` (getPaymentStatus): its output,
 *   or PaymentStatusEmpty for an empty output and OrderCallFailed for a check that fails (other
 *   than HTTP 401). The flow stores that error and shows what the catalogue says: code
 *   NO_RESPONSE, error true; an empty object, which carries no output, reads the same (spec §4, §8).
 */

import { gatewayCallback } from "@contract/experiences";
import {
  gatewayCallbackVoucher,
  getPaymentStatus,
  getTransactionStatus,
  type PaymentStatusOutput,
  voucherOrderDetails,
} from "@contract/orders";
import {
  type CallbackProvider,
  getProviderAPaymentStatus,
  getProviderBPaymentStatus,
} from "@contract/providers";
import {
  EXPERIENCE_ORDER_TYPE,
  type OrderReference,
  type PaymentStatusLoaded,
  paymentStatusPath,
} from "@domain/checkout";
import { experienceStatusPath } from "@domain/checkoutState";
import type { Outcome } from "@domain/outcome";
import { statusCheckOf } from "@domain/providers";
import { type CallFailure, toErrorData } from "@errors/data";
import {
  OrderCallFailed,
  type OrderRefused,
  PaymentLinkInvalid,
  PaymentStatusEmpty,
} from "@errors/situations";
import type { Unauthenticated } from "@errors/transport";
import { Effect, type Layer } from "effect";
import { effectActor } from "./runtime/actor";
import { dataOf, orderRefused } from "./runtime/answers";
import { Navigation } from "./runtime/browser";
import { reasonOf, unlessUnauthenticated } from "./runtime/failures";
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

/**
 * getPaymentStatus of an order: the gateway's status output. An empty output fails with
 * PaymentStatusEmpty (spec §8 'Payment status with empty output': code NO_RESPONSE, error true);
 * a failing call fails with OrderCallFailed (spec §8 'Most order and payment calls failing':
 * an empty object). HTTP 401 stays Unauthenticated (spec §8: treated as logged out).
 */
export const checkPaymentStatus: (
  input: OrderReference,
) => Effect.Effect<
  PaymentStatusOutput,
  PaymentStatusEmpty | OrderCallFailed | Unauthenticated,
  StorefrontServices
> = Effect.fn("payment.checkPaymentStatus")(function* (input: OrderReference) {
  const answer = yield* callOperation(getPaymentStatus, {
    add_data: { order_id: input.orderId, order_key: input.orderKey },
  }).pipe(
    Effect.mapError(
      unlessUnauthenticated(
        (error) => new OrderCallFailed({ operation: "getPaymentStatus", reason: reasonOf(error) }),
      ),
    ),
  );
  const output = answer.data.getPaymentStatus.output;
  return output === "" ? yield* Effect.fail(new PaymentStatusEmpty()) : output;
});

/**
 * voucherOrderDetails, and the gateway's status check when part of the order was due on the
 * gateway. The check's failure is its outcome, so the order still shows (spec §8: the flow stores
 * the error and shows NO_RESPONSE); HTTP 401 fails the load (the shopper is signed out).
 */
export const loadPaymentStatus: (
  input: OrderReference,
) => Effect.Effect<PaymentStatusLoaded, PaymentStatusFailure, StorefrontServices> = Effect.fn(
  "payment.loadPaymentStatus",
)(function* (input: OrderReference) {
  const ref = { order_id: input.orderId, order_key: input.orderKey };
  const answer = yield* callOperation(voucherOrderDetails, ref);
  const details = yield* dataOf(answer, orderRefused("voucherOrderDetails"));
  if (details.order_data.amounts.gateway <= 0)
    return { details, payment: null } satisfies PaymentStatusLoaded;
  const payment = yield* checkPaymentStatus(input).pipe(
    Effect.map((output): Outcome<PaymentStatusOutput> => ({ ok: true, value: output })),
    Effect.catch((error) =>
      error._tag === "Unauthenticated"
        ? Effect.fail(error)
        : Effect.succeed<Outcome<PaymentStatusOutput>>({ ok: false, error: toErrorData(error) }),
    ),
  );
  return { details, payment } satisfies PaymentStatusLoaded;
});

/** The actors the payment machine invokes, run with `layer`. */
export const paymentActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  confirmCallback: effectActor(confirmCallback, layer),
  loadPaymentStatus: effectActor(loadPaymentStatus, layer),
});
