/** The events the cash-out flow (./cashout.ts) accepts from outside, as schemas for the event log, and its context. */
import type { CashoutFormData, CashoutTransaction } from "@contract/cashout";
import { SensitiveString } from "@contract/sensitive";
import type { TransferForm } from "@domain/cashout";
import type { TransferStatus } from "@effects/cashout";
import type { ErrorData } from "@errors/data";
import { Schema } from "effect";

const Id = Schema.Number.check(Schema.isInt());

export const cashoutEventSchemas = [
  /** '/cashout' (categoryId null) or '/cashout/transfer/:category_id' opened; `site` the url prefix. */
  Schema.Struct({ type: Schema.Literal("CASHOUT.OPEN"), site: Schema.String, categoryId: Schema.NullOr(Id) }),
  Schema.Struct({ type: Schema.Literal("CASHOUT.AMOUNT"), amount: Schema.String }),
  Schema.Struct({ type: Schema.Literal("CASHOUT.UPI_ID"), upiId: SensitiveString("upi") }),
  Schema.Struct({ type: Schema.Literal("CASHOUT.ACCOUNT_HOLDER"), accountHolder: SensitiveString("name") }),
  Schema.Struct({
    type: Schema.Literal("CASHOUT.ACCOUNT_NUMBER"),
    accountNumber: SensitiveString("account"),
  }),
  Schema.Struct({
    type: Schema.Literal("CASHOUT.CONFIRM_ACCOUNT_NUMBER"),
    confirmAccountNumber: SensitiveString("account"),
  }),
  Schema.Struct({ type: Schema.Literal("CASHOUT.BANK_CODE"), bankCode: Schema.String }),
  /** 'Send OTP': the form is checked, then the order OTP is asked for (spec §7.6 generateOrderOtp). */
  Schema.Struct({ type: Schema.Literal("CASHOUT.SUBMIT") }),
  Schema.Struct({ type: Schema.Literal("CASHOUT.OTP_INPUT"), otp: SensitiveString("otp") }),
  /** 'Confirm transfer' with the OTP; ignored while a confirmation runs (never twice). */
  Schema.Struct({ type: Schema.Literal("CASHOUT.CONFIRM") }),
  /** 'Send a new OTP'; 'Change details' goes back to the form. */
  Schema.Struct({ type: Schema.Literal("CASHOUT.RESEND") }),
  Schema.Struct({ type: Schema.Literal("CASHOUT.EDIT") }),
  Schema.Struct({ type: Schema.Literal("CASHOUT.RETRY") }),
] as const;

export type CashoutEvent = (typeof cashoutEventSchemas)[number]["Type"];
export type CashoutEventOf<T extends CashoutEvent["type"]> = Extract<CashoutEvent, { readonly type: T }>;

export type CashoutTag = "loading" | "failed" | "sending" | "confirming" | "tracking";

export interface CashoutContext {
  readonly site: string;
  /** The payout category of the transfer page (UPI 1466, bank 1465), null on the list. */
  readonly categoryId: number | null;
  readonly formData: CashoutFormData | null;
  /** The form as typed; the UPI id and account fields are personal data, kept as typed. */
  readonly form: TransferForm;
  /** The order OTP's id (a secret) and the points the transfer costs. */
  readonly otp_id: string;
  readonly points: number;
  readonly otp: string;
  /** The cash-out transaction ({brand}RefId, {brand}RefType, spec §3) and its last status. */
  readonly transaction: CashoutTransaction | null;
  readonly status: TransferStatus | null;
  /** The form's, the OTP's or the status' error (spec §8), as plain data. */
  readonly error: ErrorData | null;
}
