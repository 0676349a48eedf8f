/**
 * The Effect programs of the cash-out flow (machines/cashout.ts) and the live actors it
 * invokes by name (spec §1, §3 cashoutFormData and 'Cash-out transaction', §5 'Amount', §7.6
 * generateOrderOtp and the cash-out transaction status, §9):
 *
 * - `loadForm`: the payout products (UPI 1466, bank 1465) with their bounds, and the points.
 * - `requestOtp`: the form's rules (src/domain/cashout.ts), then generateOrderOtp {data}; the
 *   personal data (UPI id, account holder and number) is read and trimmed here, never in the
 *   machine. The reference API's refusals come back as the same field errors.
 * - `confirmTransfer`: the OTP's form, then the confirmation that answers the transaction
 *   ({brand}RefId, {brand}RefType), kept in local storage so a reload keeps polling.
 * - `transferStatus`: the cash-out transaction status (7 success, 1 pending, 5 failed); a final
 *   status forgets the kept transaction.
 * - `resumeTransfer`: the kept transaction of a pending transfer, or null.
 */
import {
  type CashoutFormData,
  type CashoutProduct,
  type CashoutRefusalCode,
  type CashoutTransaction,
  cashoutConfirm,
  fetchCashoutFormData,
  generateOrderOtp,
  getCashoutStatus,
} from "@contract/cashout";
import { serverMessageOf } from "@domain/answers";
import {
  amountOf,
  CASHOUT_PENDING_KEY,
  cashoutKindOf,
  isOrderOtpForm,
  type TransferForm,
  transferProblemsOf,
} from "@domain/cashout";
import type { CallFailure } from "@errors/data";
import { CashoutInvalid } from "@errors/situations";
import { Effect, type Layer, Schema } from "effect";
import { effectActor } from "./runtime/actor";
import { dataOf } from "./runtime/answers";
import { BrowserStorage } from "./runtime/browser";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";
import { callOperation } from "./runtime/transport";

export type CashoutFailure = CallFailure | CashoutInvalid;

const refusalField = (code: CashoutRefusalCode | undefined): CashoutInvalid["field"] => {
  switch (code) {
    case "upiForm":
      return "upiId";
    case "holderForm":
      return "accountHolder";
    case "accountForm":
      return "accountNumber";
    case "accountMismatch":
      return "confirmAccountNumber";
    case "bankCodeForm":
      return "bankCode";
    case "amountBounds":
    case "pointsShort":
      return "amount";
    case "otpWrong":
    case "otpExpired":
    case "otpUsed":
      return "otp";
    default:
      return "form";
  }
};

const refusalReason = (code: CashoutRefusalCode | undefined): CashoutInvalid["reason"] =>
  code === undefined || code === "otpUsed" || code === "unknownProduct" ? "refused" : code;

const refusalOf = (answer: { readonly code?: CashoutRefusalCode; readonly message?: string }) =>
  new CashoutInvalid({
    field: refusalField(answer.code),
    reason: refusalReason(answer.code),
    serverMessage: serverMessageOf(answer),
  });

export const loadForm: (input: {
  readonly site: string;
}) => Effect.Effect<CashoutFormData, CashoutFailure, StorefrontServices> = Effect.fn("cashout.loadForm")(
  function* (input: { readonly site: string }) {
    const answer = (yield* callOperation(fetchCashoutFormData, { form_input: { url: input.site } })).data
      .fetchCashoutFormData;
    return yield* dataOf(answer, refusalOf);
  },
);

export interface RequestOtpInput {
  readonly product: CashoutProduct;
  readonly form: TransferForm;
  readonly pointValue: number;
  readonly pointsAvailable: number;
}

/** The OTP asked for: its id (sensitive) and the points the transfer costs. */
export interface OtpRequested {
  readonly otp_id: string;
  readonly points: number;
}

const money = (value: number): string => value.toFixed(2);

export const requestOtp: (
  input: RequestOtpInput,
) => Effect.Effect<OtpRequested, CashoutFailure, StorefrontServices> = Effect.fn("cashout.requestOtp")(
  function* (input: RequestOtpInput) {
    const problem = transferProblemsOf(input.form, {
      min: input.product.min,
      max: input.product.max,
      pointValue: input.pointValue,
      pointsAvailable: input.pointsAvailable,
    })[0];
    if (problem !== undefined) {
      return yield* Effect.fail(
        new CashoutInvalid({
          field: problem.field,
          reason: problem.reason,
          min: `${input.product.currency_code} ${money(input.product.min)}`,
          max: `${input.product.currency_code} ${money(input.product.max)}`,
        }),
      );
    }
    const upi = cashoutKindOf(input.product.category_id) === "upi";
    const answer = (yield* callOperation(generateOrderOtp, {
      data: {
        product_id: input.product.product_id,
        category_id: input.product.category_id,
        amount: amountOf(input.form.amount) ?? 0,
        upi_id: upi ? input.form.upiId.trim() : null,
        account_holder: upi ? null : input.form.accountHolder.trim(),
        account_number: upi ? null : input.form.accountNumber.trim(),
        bank_code: upi ? null : input.form.bankCode.trim().toUpperCase(),
      },
    })).data.generateOrderOtp;
    const { otp_id, points } = yield* dataOf(answer, refusalOf);
    return { otp_id, points };
  },
);

export const confirmTransfer: (input: {
  readonly otp_id: string;
  readonly otp: string;
}) => Effect.Effect<CashoutTransaction, CashoutFailure, StorefrontServices> = Effect.fn(
  "cashout.confirmTransfer",
)(function* (input: { readonly otp_id: string; readonly otp: string }) {
  if (!isOrderOtpForm(input.otp)) {
    return yield* Effect.fail(new CashoutInvalid({ field: "otp", reason: "otpForm" }));
  }
  const answer = (yield* callOperation(cashoutConfirm, {
    data: { otp_id: input.otp_id, otp: input.otp.trim() },
  })).data.cashoutConfirm;
  const transaction = yield* dataOf(answer, refusalOf);
  const storage = yield* BrowserStorage;
  yield* storage.set("local", CASHOUT_PENDING_KEY, JSON.stringify(transaction));
  return transaction;
});

/** A transfer's status as the page shows it. */
export interface TransferStatus {
  readonly status: 7 | 1 | 5;
  readonly amount: number;
  readonly currency_code: string;
  readonly points: number;
  readonly destination: string;
  readonly category_id: number;
}

export const transferStatus: (
  transaction: CashoutTransaction,
) => Effect.Effect<TransferStatus, CashoutFailure, StorefrontServices> = Effect.fn("cashout.transferStatus")(
  function* (transaction: CashoutTransaction) {
    const answer = (yield* callOperation(getCashoutStatus, { add_data: transaction })).data.getCashoutStatus;
    const storage = yield* BrowserStorage;
    const status = yield* dataOf(answer, refusalOf).pipe(
      Effect.tapError(() => storage.remove("local", CASHOUT_PENDING_KEY)),
    );
    if (status.status !== 1) yield* storage.remove("local", CASHOUT_PENDING_KEY);
    return status;
  },
);

const KeptTransaction = Schema.fromJsonString(
  Schema.Struct({ storeRefId: Schema.String, storeRefType: Schema.String }),
);

export const resumeTransfer: (input: {
  readonly key: string;
}) => Effect.Effect<CashoutTransaction | null, never, StorefrontServices> = Effect.fn(
  "cashout.resumeTransfer",
)(function* (input: { readonly key: string }) {
  const storage = yield* BrowserStorage;
  const kept = yield* storage.get("local", input.key);
  if (kept === null) return null;
  return yield* Schema.decodeUnknownEffect(KeptTransaction)(kept).pipe(Effect.orElseSucceed(() => null));
});

/** The actors the cash-out flow invokes, run with `layer`. */
export const cashoutActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  loadForm: effectActor(loadForm, layer),
  requestOtp: effectActor(requestOtp, layer),
  confirmTransfer: effectActor(confirmTransfer, layer),
  transferStatus: effectActor(transferStatus, layer),
  resumeTransfer: effectActor(resumeTransfer, layer),
});
