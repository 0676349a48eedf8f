/**
 * The payment callback and status (systemId "payment"; spec §2.3 payment routes, §4 'Payment
 * status', §7.6, §8).
 *
 * - PAYMENT.CALLBACK: the hosted payment page sent the shopper back to '/payment-callback' with
 *   the order id and key. The order callback is called, then the status page replaces the URL.
 *   A provider's callback page ('/provider-a-payment-callback' ..., spec §2.3) asks that
 *   provider's status check instead (spec §7.6); an order the check does not know (a tampered or
 *   unknown key) stops in "refused" with its error, and the status page is not opened.
 * - PAYMENT.SHOW: the status page '/payment-status/:type/:id/:key' opens. The order's details and,
 *   for an amount paid on the gateway, the gateway's status are loaded. A status check with an
 *   empty output (PaymentStatusEmpty) or that fails (OrderCallFailed) is stored as the error and
 *   shows as {code: NO_RESPONSE, error: true} (spec §8), and the page offers to ask again
 *   (PAYMENT.RETRY).
 * - A paid order empties the cart (CART.CLEAR to "cart"); any other outcome keeps it, so a
 *   declined or cancelled payment can be tried again.
 */

import type { PaymentStatusOutput } from "@contract/orders";
import type { CallbackProvider } from "@contract/providers";
import {
  EXPERIENCE_ORDER_TYPE,
  NO_RESPONSE,
  type OrderReference,
  type PaymentOutcomeKind,
  type PaymentStatusAnswer,
  type PaymentStatusLoaded,
  paymentOutcomeOf,
} from "@domain/checkout";
import { failureOf, type Outcome } from "@domain/outcome";
import { present } from "@errors/catalogue";
import { type ErrorData, errorDataOf } from "@errors/data";
import { assign, enqueueActions, setup } from "xstate";
import { sendToFlow } from "./flows";
import type { PaymentEvent } from "./payment.events";
import { pending } from "./pending";

export { type PaymentEvent, paymentEventSchemas } from "./payment.events";

export interface PaymentContext {
  readonly order: OrderReference | null;
  readonly orderType: string;
  /** The provider whose callback page confirms the payment, null for the card gateway's. */
  readonly provider: CallbackProvider | null;
  /** The site of the callback's status page, e.g. '/marketplace'. */
  readonly sitePrefix: string;
  readonly answer: PaymentStatusAnswer | null;
  readonly outcome: PaymentOutcomeKind | null;
  readonly error: ErrorData | null;
  /** The order whose payment emptied the cart (once per order). */
  readonly clearedFor: number | null;
}

export const initialPaymentContext: PaymentContext = {
  order: null,
  orderType: "voucher",
  provider: null,
  sitePrefix: "/marketplace",
  answer: null,
  outcome: null,
  error: null,
  clearedFor: null,
};

/** The order a page names: its id and key, with the status page's order type or site. */
type OrderParams = OrderReference & {
  readonly orderType?: string;
  readonly sitePrefix?: string;
  readonly provider?: CallbackProvider;
};

const orderParams = ({
  event,
}: {
  readonly event: Exclude<PaymentEvent, { type: "PAYMENT.RETRY" }>;
}): OrderParams =>
  event.type === "PAYMENT.SHOW"
    ? { orderId: event.orderId, orderKey: event.orderKey, orderType: event.orderType }
    : {
        orderId: event.orderId,
        orderKey: event.orderKey,
        sitePrefix: event.sitePrefix,
        ...(event.orderType === undefined ? {} : { orderType: event.orderType }),
        ...(event.provider === undefined ? {} : { provider: event.provider }),
      };

/**
 * The gateway's status the page shows: the check's output, or what the error catalogue shows for
 * its failure (spec §8): PaymentStatusEmpty is code NO_RESPONSE, error true; OrderCallFailed is an
 * empty object, which carries no output, so it reads as NO_RESPONSE too.
 */
const shownPaymentOf = (payment: Outcome<PaymentStatusOutput> | null): PaymentStatusAnswer["payment"] => {
  if (payment === null) return null;
  if (payment.ok) return payment.value;
  const shown = present(payment.error);
  return shown.kind === "status" ? { code: shown.code, error: shown.error } : NO_RESPONSE;
};

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    tags: {} as "loading",
  },
  actors: {
    confirmCallback: pending<
      void,
      OrderReference & {
        readonly sitePrefix: string;
        readonly type: string;
        readonly provider: CallbackProvider | null;
      }
    >(),
    loadPaymentStatus: pending<PaymentStatusLoaded, OrderReference>(),
  },
  guards: {
    isShownOrder: ({ context }, params: OrderParams) =>
      context.order !== null &&
      context.order.orderId === params.orderId &&
      context.order.orderKey === params.orderKey,
    isValidReference: (_, params: OrderParams) =>
      Number.isSafeInteger(params.orderId) && params.orderId > 0 && params.orderKey !== "",
    isLinkRefused: (_, params: { readonly error: unknown }) =>
      errorDataOf(params.error)._tag === "PaymentLinkInvalid",
    // An experience order leaves the cart through the experiences flow (its one line and its
    // stored item), never by emptying the cart.
    isPaidAndNotCleared: ({ context }) =>
      context.outcome === "paid" &&
      context.orderType !== EXPERIENCE_ORDER_TYPE &&
      context.clearedFor !== context.order?.orderId,
  },
  actions: {
    setOrder: assign(({ context }, params: OrderParams) => ({
      order: { orderId: params.orderId, orderKey: params.orderKey },
      orderType: params.orderType ?? "voucher",
      provider: params.provider ?? null,
      sitePrefix: params.sitePrefix ?? context.sitePrefix,
      answer: null,
      outcome: null,
      error: null,
    })),
    /** spec §8: a failed status check is stored as the error, and the page shows what the catalogue says. */
    setAnswer: assign((_, params: { readonly loaded: PaymentStatusLoaded }) => {
      const { details, payment } = params.loaded;
      const shown = shownPaymentOf(payment);
      return {
        answer: { details, payment: shown },
        outcome: paymentOutcomeOf(details.order_data.status, shown),
        error: payment === null ? null : failureOf(payment),
      };
    }),
    setError: assign((_, params: { readonly error: unknown }) => ({ error: errorDataOf(params.error) })),
    rejectReference: assign({ error: null, answer: null, outcome: null, order: null }),
    emptyCart: enqueueActions(({ context, system, enqueue }) => {
      sendToFlow(system, enqueue, "cart", { type: "CART.CLEAR" });
      enqueue.assign({ clearedFor: context.order?.orderId ?? null });
    }),
  },
}).createMachine({
  id: "payment",
  context: initialPaymentContext,
  initial: "idle",
  on: {
    "PAYMENT.CALLBACK": [
      {
        guard: { type: "isValidReference", params: orderParams },
        target: ".confirming",
        actions: { type: "setOrder", params: orderParams },
      },
      { target: ".invalid", actions: "rejectReference" },
    ],
    "PAYMENT.SHOW": [
      { guard: { type: "isShownOrder", params: orderParams } },
      {
        guard: { type: "isValidReference", params: orderParams },
        target: ".loading",
        actions: { type: "setOrder", params: orderParams },
      },
      { target: ".invalid", actions: "rejectReference" },
    ],
  },
  states: {
    idle: {},
    /** The order id or key of the URL is missing or malformed. */
    invalid: {},
    confirming: {
      tags: "loading",
      invoke: {
        src: "confirmCallback",
        input: ({ context }) => ({
          orderId: context.order?.orderId ?? 0,
          orderKey: context.order?.orderKey ?? "",
          sitePrefix: context.sitePrefix,
          type: context.orderType,
          provider: context.provider,
        }),
        onDone: { target: "loading" },
        onError: [
          {
            guard: { type: "isLinkRefused", params: ({ event }) => ({ error: event.error }) },
            target: "refused",
            actions: { type: "setError", params: ({ event }) => ({ error: event.error }) },
          },
          { target: "loading" },
        ],
      },
    },
    /** A provider's status check does not know the order of the callback (spec §7.6). */
    refused: {},
    loading: {
      tags: "loading",
      invoke: {
        src: "loadPaymentStatus",
        input: ({ context }) => ({
          orderId: context.order?.orderId ?? 0,
          orderKey: context.order?.orderKey ?? "",
        }),
        onDone: {
          target: "shown",
          actions: { type: "setAnswer", params: ({ event }) => ({ loaded: event.output }) },
        },
        onError: {
          target: "failed",
          actions: { type: "setError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    shown: {
      always: { guard: "isPaidAndNotCleared", actions: "emptyCart" },
      on: { "PAYMENT.RETRY": { target: "loading" } },
    },
    failed: {
      on: { "PAYMENT.RETRY": { target: "loading" } },
    },
  },
});
