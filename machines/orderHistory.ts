/**
 * The account area's order tabs (systemId "orderHistory"), spec §2.3 YOUR_ORDERS and the per-kind
 * tabs, §7.6 'History and reports', §7.5 'Resend voucher', §9 page size 10. Four regions:
 * - `list`: a tab opens with its kind and its URL's page and loads that page (10 orders from
 *   offset (page − 1) × 10); a page beyond the last loads the last page instead; a refusal shows
 *   the server's text and a failure its error, each with a retry;
 * - `copy`: a revealed voucher code is copied, and the tab says whether the clipboard took it;
 * - `resend`: 'Resend voucher' mails an order's vouchers again and says whether it was sent;
 * - `otp`: 'Resend OTP' mails a new one-time code for an order whose vouchers need one (spec §7.5
 *   'Mail') and says whether it was sent; HTTP 429 is kept as its error, which the card shows as
 *   the spec §8 message;
 * - `export`: every order of the tab is saved as a CSV file.
 * Revealing a code is kept in context; codes are never transformed here (the view masks them).
 */

import type { HistoryKind } from "@domain/orderHistory";
import { clampPage, isBeyondEnd, offsetOfPage, voucherAt } from "@domain/orderHistory";
import type { ExportOutcome, HistoryOutcome, ResendOutcome } from "@effects/orderHistory";
import { serverText } from "@errors/catalogue";
import { errorDataOf } from "@errors/data";
import { assertEvent, assign, setup } from "xstate";
import {
  initialOrderHistoryContext,
  type OrderHistoryContext,
  type OrderHistoryEvent,
  type OrderHistoryTag,
} from "./orderHistory.events";
import { pending } from "./pending";

export {
  type OrderHistoryContext,
  type OrderHistoryEvent,
  orderHistoryEventSchemas,
} from "./orderHistory.events";

export const orderHistoryMachine = setup({
  types: {
    context: {} as OrderHistoryContext,
    events: {} as OrderHistoryEvent,
    tags: {} as OrderHistoryTag,
  },
  actors: {
    fetchOrderHistory: pending<HistoryOutcome, { readonly kind: HistoryKind; readonly offset: number }>(),
    exportOrderHistory: pending<ExportOutcome, { readonly kind: HistoryKind }>(),
    resendVoucher: pending<ResendOutcome, { readonly order_id: number }>(),
    resendOtp: pending<ResendOutcome, { readonly order_id: number }>(),
    copyVoucherCode: pending<boolean, { readonly voucher_code: string }>(),
  },
  guards: {
    isAccepted: (_, params: { readonly success: number }) => params.success === 1,
    // The page asked for lies beyond the last: the last page is loaded instead.
    isBeyondLastPage: (_, params: { readonly outcome: HistoryOutcome; readonly page: number }) =>
      params.outcome.success === 1 && isBeyondEnd(offsetOfPage(params.page), params.outcome.total),
    hasVoucher: ({ context }, params: { readonly key: string }) =>
      voucherAt(context.orders, params.key) !== null,
  },
  actions: {
    openTab: assign(({ context }, params: { readonly kind: HistoryKind; readonly page: number }) =>
      context.kind === params.kind
        ? { page: params.page, message: null, error: null }
        : { ...initialOrderHistoryContext, kind: params.kind, page: params.page },
    ),
    goToLastPage: assign((_, params: { readonly total: number }) => ({
      page: clampPage(Number.MAX_SAFE_INTEGER, params.total),
    })),
    keepPage: assign((_, params: { readonly outcome: HistoryOutcome }) => ({
      total: params.outcome.total,
      orders: params.outcome.orders,
      message: null,
      error: null,
    })),
    showServerMessage: assign((_, params: { readonly message: string | null }) => ({
      message: serverText(params.message, "somethingWentWrongDot"),
      error: null,
    })),
    showError: assign((_, params: { readonly error: unknown }) => ({
      error: errorDataOf(params.error),
      message: null,
    })),
    reveal: assign(({ context }, params: { readonly key: string }) => ({
      revealed: context.revealed.includes(params.key) ? context.revealed : [...context.revealed, params.key],
    })),
    startCopy: assign((_, params: { readonly key: string }) => ({
      copy: { key: params.key, copied: false },
    })),
    noteCopy: assign((_, params: { readonly key: string; readonly copied: boolean }) => ({
      copy: { key: params.key, copied: params.copied },
    })),
    noteResend: assign((_, params: { readonly order_id: number }) => ({
      resend: { order_id: params.order_id, sent: false, message: null, error: null },
    })),
    resendAnswered: assign(({ context }, params: { readonly outcome: ResendOutcome }) => ({
      resend: answeredSend(context.resend, params.outcome),
    })),
    resendFailed: assign(({ context }, params: { readonly error: unknown }) => ({
      resend: context.resend === null ? null : { ...context.resend, error: errorDataOf(params.error) },
    })),
    noteOtp: assign((_, params: { readonly order_id: number }) => ({
      otp: { order_id: params.order_id, sent: false, message: null, error: null },
    })),
    otpAnswered: assign(({ context }, params: { readonly outcome: ResendOutcome }) => ({
      otp: answeredSend(context.otp, params.outcome),
    })),
    otpFailed: assign(({ context }, params: { readonly error: unknown }) => ({
      otp: context.otp === null ? null : { ...context.otp, error: errorDataOf(params.error) },
    })),
    exportAnswered: assign((_, params: { readonly outcome: ExportOutcome }) => ({
      export: {
        count: params.outcome.count,
        message:
          params.outcome.success === 1 ? null : serverText(params.outcome.message, "somethingWentWrongDot"),
        error: null,
      },
    })),
    exportFailed: assign((_, params: { readonly error: unknown }) => ({
      export: { count: 0, message: null, error: errorDataOf(params.error) },
    })),
  },
}).createMachine({
  id: "orderHistory",
  context: initialOrderHistoryContext,
  type: "parallel",
  on: {
    "ORDERS.OPEN": {
      target: [".list.loading", ".copy.idle", ".resend.idle", ".otp.idle"],
      reenter: true,
      actions: { type: "openTab", params: ({ event }) => ({ kind: event.kind, page: event.page }) },
    },
    "ORDERS.REVEAL": {
      guard: { type: "hasVoucher", params: ({ event }) => ({ key: event.key }) },
      actions: { type: "reveal", params: ({ event }) => ({ key: event.key }) },
    },
  },
  states: {
    list: {
      initial: "idle",
      states: {
        idle: {},
        loading: {
          tags: ["loading"],
          invoke: {
            src: "fetchOrderHistory",
            input: ({ context }) => ({ kind: context.kind ?? "all", offset: offsetOfPage(context.page) }),
            onDone: [
              {
                guard: {
                  type: "isBeyondLastPage",
                  params: ({ context, event }) => ({ outcome: event.output, page: context.page }),
                },
                target: "loading",
                reenter: true,
                actions: { type: "goToLastPage", params: ({ event }) => ({ total: event.output.total }) },
              },
              {
                guard: { type: "isAccepted", params: ({ event }) => ({ success: event.output.success }) },
                target: "ready",
                actions: { type: "keepPage", params: ({ event }) => ({ outcome: event.output }) },
              },
              {
                target: "failed",
                actions: {
                  type: "showServerMessage",
                  params: ({ event }) => ({ message: event.output.message }),
                },
              },
            ],
            onError: {
              target: "failed",
              actions: { type: "showError", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        ready: {},
        // The page could not be loaded: the tab offers to try again.
        failed: { on: { "ORDERS.RETRY": "loading" } },
      },
    },
    copy: {
      initial: "idle",
      on: {
        "ORDERS.COPY": {
          guard: { type: "hasVoucher", params: ({ event }) => ({ key: event.key }) },
          target: ".copying",
          actions: { type: "startCopy", params: ({ event }) => ({ key: event.key }) },
        },
      },
      states: {
        idle: {},
        copying: {
          invoke: {
            src: "copyVoucherCode",
            input: ({ context, event }) => {
              assertEvent(event, "ORDERS.COPY");
              return { voucher_code: voucherAt(context.orders, event.key)?.voucher_code ?? "" };
            },
            onDone: {
              target: "done",
              actions: {
                type: "noteCopy",
                params: ({ event, context }) => ({ key: copyKeyOf(context), copied: event.output }),
              },
            },
            onError: {
              target: "done",
              actions: {
                type: "noteCopy",
                params: ({ context }) => ({ key: copyKeyOf(context), copied: false }),
              },
            },
          },
        },
        done: {},
      },
    },
    resend: {
      initial: "idle",
      states: {
        idle: { on: { "ORDERS.RESEND": { target: "sending", actions: resendNoted() } } },
        sending: {
          tags: ["sending"],
          invoke: {
            src: "resendVoucher",
            input: ({ context }) => ({ order_id: context.resend?.order_id ?? 0 }),
            onDone: {
              target: "answered",
              actions: { type: "resendAnswered", params: ({ event }) => ({ outcome: event.output }) },
            },
            onError: {
              target: "answered",
              actions: { type: "resendFailed", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        answered: { on: { "ORDERS.RESEND": { target: "sending", actions: resendNoted() } } },
      },
    },
    otp: {
      initial: "idle",
      states: {
        idle: { on: { "ORDERS.RESEND_OTP": { target: "sending", actions: otpNoted() } } },
        sending: {
          tags: ["sendingOtp"],
          invoke: {
            src: "resendOtp",
            input: ({ context }) => ({ order_id: context.otp?.order_id ?? 0 }),
            onDone: {
              target: "answered",
              actions: { type: "otpAnswered", params: ({ event }) => ({ outcome: event.output }) },
            },
            onError: {
              target: "answered",
              actions: { type: "otpFailed", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        answered: { on: { "ORDERS.RESEND_OTP": { target: "sending", actions: otpNoted() } } },
      },
    },
    export: {
      initial: "idle",
      states: {
        idle: { on: { "ORDERS.EXPORT": "exporting" } },
        exporting: {
          tags: ["exporting"],
          invoke: {
            src: "exportOrderHistory",
            input: ({ context }) => ({ kind: context.kind ?? "all" }),
            onDone: {
              target: "done",
              actions: { type: "exportAnswered", params: ({ event }) => ({ outcome: event.output }) },
            },
            onError: {
              target: "done",
              actions: { type: "exportFailed", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        done: { on: { "ORDERS.EXPORT": "exporting" } },
      },
    },
  },
});

/** The key of the voucher being copied (set when the copy started). */
function copyKeyOf(context: OrderHistoryContext): string {
  return context.copy?.key ?? "";
}

function resendNoted() {
  return {
    type: "noteResend" as const,
    params: ({ event }: { event: { readonly order_id: number } }) => ({ order_id: event.order_id }),
  };
}

function otpNoted() {
  return {
    type: "noteOtp" as const,
    params: ({ event }: { event: { readonly order_id: number } }) => ({ order_id: event.order_id }),
  };
}

/** A send (voucher or one-time code) once answered: sent, or the server's text. */
function answeredSend(
  send: OrderHistoryContext["resend"],
  outcome: ResendOutcome,
): OrderHistoryContext["resend"] {
  if (send === null) return null;
  const sent = outcome.success === 1;
  return { ...send, sent, message: sent ? null : serverText(outcome.message, "somethingWentWrongDot") };
}

export type OrderHistoryMachine = typeof orderHistoryMachine;
