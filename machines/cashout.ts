/**
 * Cash out (systemId "cashout"): '/cashout' lists the payout categories and
 * '/cashout/transfer/:category_id' holds the transfer (spec §1, §2.3, §3 cashoutFormData and
 * 'Cash-out transaction', §5 'Amount', §6 login and the cashout flag, §7.6 generateOrderOtp and
 * the cash-out transaction status, §9 poll time 60, UPI 1466, bank 1465). Paid with points, on
 * its own confirm step.
 *
 * - CASHOUT.OPEN loads the payout products and points (tag "loading"), then picks up a pending
 *   transfer kept from before a reload, which goes on being polled.
 * - The form's fields are kept as typed; CASHOUT.SUBMIT checks them in an effect (details of the
 *   kind, the amount within the product's bounds and the points available) and asks for the order
 *   OTP (tag "sending"); a problem is kept as the field's error.
 * - With the OTP, CASHOUT.CONFIRM places the transfer once (tag "confirming"; repeated presses are
 *   ignored); a wrong or expired OTP is the OTP field's error. CASHOUT.RESEND asks for a new OTP.
 * - The transfer's status is asked at once, then every 60 s (spec §9) while pending (tag
 *   "tracking"), until success (7) or failure (5); a failed status call is asked again.
 */
import type { CashoutFormData, CashoutTransaction } from "@contract/cashout";
import { CASHOUT_PENDING_KEY, CASHOUT_POLL_MS, cashoutKindOf, emptyTransferForm } from "@domain/cashout";
import type { OtpRequested, RequestOtpInput, TransferStatus } from "@effects/cashout";
import { errorDataOf } from "@errors/data";
import { assign, setup } from "xstate";
import type { CashoutContext, CashoutEvent, CashoutEventOf, CashoutTag } from "./cashout.events";
import { pending } from "./pending";

export { type CashoutContext, type CashoutEvent, cashoutEventSchemas } from "./cashout.events";

type Failed = { readonly error: unknown };
type Answered<T> = { readonly output: T };

const initialCashoutContext = (): CashoutContext => ({
  site: "",
  categoryId: null,
  formData: null,
  form: emptyTransferForm("upi"),
  otp_id: "",
  points: 0,
  otp: "",
  transaction: null,
  status: null,
  error: null,
});

const NO_PRODUCT = {
  category_id: 0,
  product_id: 0,
  name: "",
  description: "",
  currency_code: "",
  min: 0,
  max: 0,
};

export const cashoutMachine = setup({
  types: { context: {} as CashoutContext, events: {} as CashoutEvent, tags: {} as CashoutTag },
  actors: {
    loadForm: pending<CashoutFormData, { readonly site: string }>(),
    resumeTransfer: pending<CashoutTransaction | null, { readonly key: string }>(),
    requestOtp: pending<OtpRequested, RequestOtpInput>(),
    confirmTransfer: pending<CashoutTransaction, { readonly otp_id: string; readonly otp: string }>(),
    transferStatus: pending<TransferStatus, CashoutTransaction>(),
  },
  guards: {
    hasKeptTransfer: (_, params: Answered<CashoutTransaction | null>) => params.output !== null,
    isPending: (_, params: Answered<TransferStatus>) => params.output.status === 1,
    /** The reference API answered that it does not know the transfer (not a failed call). */
    isRefused: (_, params: Failed) => {
      const error = errorDataOf(params.error);
      return error._tag === "CashoutInvalid" && error.reason === "refused";
    },
  },
  actions: {
    open: assign(({ context }, params: CashoutEventOf<"CASHOUT.OPEN">) => {
      const kind = params.categoryId === null ? null : cashoutKindOf(params.categoryId);
      const same = params.categoryId === context.categoryId;
      return {
        site: params.site,
        categoryId: params.categoryId,
        form: same ? context.form : emptyTransferForm(kind ?? "upi"),
        error: null,
      };
    }),
    takeFormData: assign((_, params: Answered<CashoutFormData>) => ({
      formData: params.output,
      error: null,
    })),
    takeField: assign(({ context }, params: Partial<CashoutContext["form"]>) => ({
      form: { ...context.form, ...params },
      error: null,
    })),
    takeOtpRequest: assign((_, params: Answered<OtpRequested>) => ({
      otp_id: params.output.otp_id,
      points: params.output.points,
      otp: "",
      error: null,
    })),
    takeOtp: assign((_, params: CashoutEventOf<"CASHOUT.OTP_INPUT">) => ({ otp: params.otp, error: null })),
    takeTransaction: assign((_, params: Answered<CashoutTransaction>) => ({
      transaction: params.output,
      otp_id: "",
      otp: "",
      form: emptyTransferForm("upi"),
      error: null,
    })),
    keepTransaction: assign((_, params: Answered<CashoutTransaction | null>) => ({
      transaction: params.output,
    })),
    takeStatus: assign((_, params: Answered<TransferStatus>) => ({ status: params.output, error: null })),
    clearTransfer: assign({ transaction: null, status: null }),
    setError: assign((_, params: Failed) => ({ error: errorDataOf(params.error) })),
  },
}).createMachine({
  id: "cashout",
  context: initialCashoutContext,
  initial: "idle",
  states: {
    idle: {
      on: { "CASHOUT.OPEN": { target: "loading", actions: { type: "open", params: ({ event }) => event } } },
    },
    loading: {
      tags: ["loading"],
      invoke: {
        src: "loadForm",
        input: ({ context }) => ({ site: context.site }),
        onDone: { target: "resuming", actions: { type: "takeFormData", params: ({ event }) => event } },
        onError: { target: "loadFailed", actions: { type: "setError", params: ({ event }) => event } },
      },
    },
    loadFailed: { tags: ["failed"], on: { "CASHOUT.RETRY": { target: "loading" } } },
    resuming: {
      tags: ["loading"],
      invoke: {
        src: "resumeTransfer",
        input: { key: CASHOUT_PENDING_KEY },
        onDone: [
          {
            guard: { type: "hasKeptTransfer", params: ({ event }) => event },
            target: "tracking",
            actions: { type: "keepTransaction", params: ({ event }) => event },
          },
          { target: "editing" },
        ],
        onError: { target: "editing" },
      },
    },
    /** The list or the transfer form. */
    editing: {
      on: {
        "CASHOUT.OPEN": { actions: { type: "open", params: ({ event }) => event } },
        "CASHOUT.AMOUNT": {
          actions: { type: "takeField", params: ({ event }) => ({ amount: event.amount }) },
        },
        "CASHOUT.UPI_ID": { actions: { type: "takeField", params: ({ event }) => ({ upiId: event.upiId }) } },
        "CASHOUT.ACCOUNT_HOLDER": {
          actions: { type: "takeField", params: ({ event }) => ({ accountHolder: event.accountHolder }) },
        },
        "CASHOUT.ACCOUNT_NUMBER": {
          actions: { type: "takeField", params: ({ event }) => ({ accountNumber: event.accountNumber }) },
        },
        "CASHOUT.CONFIRM_ACCOUNT_NUMBER": {
          actions: {
            type: "takeField",
            params: ({ event }) => ({ confirmAccountNumber: event.confirmAccountNumber }),
          },
        },
        "CASHOUT.BANK_CODE": {
          actions: { type: "takeField", params: ({ event }) => ({ bankCode: event.bankCode }) },
        },
        "CASHOUT.SUBMIT": { target: "sendingOtp" },
      },
    },
    sendingOtp: {
      tags: ["sending"],
      invoke: {
        src: "requestOtp",
        input: ({ context }) => ({
          product: context.formData?.products.find((p) => p.category_id === context.categoryId) ?? NO_PRODUCT,
          form: context.form,
          pointValue: context.formData?.point_value ?? 0,
          pointsAvailable: context.formData?.points_available ?? 0,
        }),
        onDone: { target: "otp", actions: { type: "takeOtpRequest", params: ({ event }) => event } },
        onError: { target: "editing", actions: { type: "setError", params: ({ event }) => event } },
      },
    },
    /** The OTP step: the transfer's points, the OTP field, confirm, a new OTP, or back to the form. */
    otp: {
      on: {
        "CASHOUT.OTP_INPUT": { actions: { type: "takeOtp", params: ({ event }) => event } },
        "CASHOUT.CONFIRM": { target: "confirming" },
        "CASHOUT.RESEND": { target: "sendingOtp" },
        "CASHOUT.EDIT": { target: "editing" },
      },
    },
    confirming: {
      tags: ["confirming"],
      invoke: {
        src: "confirmTransfer",
        input: ({ context }) => ({ otp_id: context.otp_id, otp: context.otp }),
        onDone: { target: "tracking", actions: { type: "takeTransaction", params: ({ event }) => event } },
        onError: { target: "otp", actions: { type: "setError", params: ({ event }) => event } },
      },
    },
    /** The transfer's status: asked at once, then every 60 s while pending (spec §9). */
    tracking: {
      tags: ["tracking"],
      initial: "checking",
      states: {
        checking: {
          invoke: {
            src: "transferStatus",
            input: ({ context }) => context.transaction ?? { storeRefId: "", storeRefType: "" },
            onDone: [
              {
                guard: { type: "isPending", params: ({ event }) => event },
                target: "waiting",
                actions: { type: "takeStatus", params: ({ event }) => event },
              },
              { target: "#cashout.settled", actions: { type: "takeStatus", params: ({ event }) => event } },
            ],
            onError: [
              // A transfer the API does not know (its kept reference is stale) is not asked again:
              // the flow is back at the list with the API's message.
              {
                guard: { type: "isRefused", params: ({ event }) => event },
                target: "#cashout.editing",
                actions: ["clearTransfer", { type: "setError", params: ({ event }) => event }],
              },
              { target: "waiting", actions: { type: "setError", params: ({ event }) => event } },
            ],
          },
        },
        waiting: { after: { [CASHOUT_POLL_MS]: { target: "checking" } } },
      },
    },
    /** Success or failure shown; opening the pages again starts a new transfer. */
    settled: {
      on: {
        "CASHOUT.OPEN": {
          target: "loading",
          actions: ["clearTransfer", { type: "open", params: ({ event }) => event }],
        },
      },
    },
  },
});
