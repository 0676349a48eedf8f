/**
 * Cash out (spec §1 'cash out to UPI or a bank', §2.3 /cashout and /cashout/transfer/:category_id,
 * §3 'Cash-out transaction', §5 'Amount', §6 'Cashout requires login and the cashout feature flag',
 * §7.6 generateOrderOtp and the cash-out transaction status, §9 cashout poll time 60, cashout
 * categories UPI 1466 and bank 1465, filter group 67): the pure rules of the transfer form, its
 * points and its status, shared by the storefront and the reference API.
 */
import { isAmountWithinBounds } from "./cart";
import { FAMILIES } from "./families";

/** The cashout filter group (spec §9). */
export const CASHOUT_FILTER_GROUP = FAMILIES.payouts.filterGroup;
/** The payout categories (spec §9 'Cashout categories: UPI 1466, bank 1465'). */
export const CashoutCategories = { upi: 1466, bank: 1465 } as const;
export type CashoutKind = keyof typeof CashoutCategories;
/** How often a pending transfer's status is asked again, in seconds (spec §9 'cashout poll time 60'). */
export const CASHOUT_POLL_SECONDS = 60;
export const CASHOUT_POLL_MS = CASHOUT_POLL_SECONDS * 1000;
/** Local storage key of a pending transfer's transaction, so a reload keeps polling it. */
export const CASHOUT_PENDING_KEY = "cashoutPending";
/** How long an order OTP works. */
export const ORDER_OTP_MINUTES = 10;

/** The kind of payout a category id stands for, or null for any other id. */
export const cashoutKindOf = (categoryId: number): CashoutKind | null =>
  categoryId === CashoutCategories.upi ? "upi" : categoryId === CashoutCategories.bank ? "bank" : null;

/** The transaction status words (spec §4: success 7, pending 1, failed 5) of a transfer. */
export type CashoutStatus = "success" | "pending" | "failed";
export const cashoutStatusOf = (code: number): CashoutStatus =>
  code === 7 ? "success" : code === 5 ? "failed" : "pending";

/** A UPI id: a handle, '@', then the provider (e.g. 'name@okbank'). */
export const isValidUpiId = (value: string): boolean =>
  /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/.test(value.trim());
/** A bank account number: 9 to 18 digits. */
export const isValidAccountNumber = (value: string): boolean => /^\d{9,18}$/.test(value.trim());
/** An IFSC-style bank code: 4 letters, a 0, then 6 letters or digits (any case). */
export const isValidBankCode = (value: string): boolean => /^[A-Za-z]{4}0[A-Za-z0-9]{6}$/.test(value.trim());
/** An account holder's name: 2 to 60 letters, spaces, dots, apostrophes or hyphens. */
export const isValidHolderName = (value: string): boolean => /^[\p{L}][\p{L} .'-]{1,59}$/u.test(value.trim());
/** An order OTP: 6 digits. */
export const isOrderOtpForm = (value: string): boolean => /^\d{6}$/.test(value.trim());

/** The transfer form as the shopper filled it (UPI id, or the bank fields). */
export interface TransferForm {
  readonly kind: CashoutKind;
  readonly amount: string;
  readonly upiId: string;
  readonly accountHolder: string;
  readonly accountNumber: string;
  readonly confirmAccountNumber: string;
  readonly bankCode: string;
}

export const emptyTransferForm = (kind: CashoutKind): TransferForm => ({
  kind,
  amount: "",
  upiId: "",
  accountHolder: "",
  accountNumber: "",
  confirmAccountNumber: "",
  bankCode: "",
});

/** The bounds, the point value and the points a transfer is judged against. */
export interface TransferLimits {
  readonly min: number;
  readonly max: number;
  /** What one point is worth in the product's currency. */
  readonly pointValue: number;
  /** The shopper's available points. */
  readonly pointsAvailable: number;
}

export type TransferField =
  | "amount"
  | "upiId"
  | "accountHolder"
  | "accountNumber"
  | "confirmAccountNumber"
  | "bankCode";

export type TransferReason =
  | "amountBounds"
  | "pointsShort"
  | "upiForm"
  | "holderForm"
  | "accountForm"
  | "accountMismatch"
  | "bankCodeForm";

export interface TransferProblem {
  readonly field: TransferField;
  readonly reason: TransferReason;
}

/** The amount typed, as a number with at most 2 decimals, or null. */
export const amountOf = (text: string): number | null => {
  const trimmed = text.trim();
  return /^\d+(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : null;
};

/** The points `amount` costs when one point is worth `pointValue`: rounded up to the hundredth. */
export const pointsForAmount = (amount: number, pointValue: number): number =>
  pointValue <= 0
    ? Number.POSITIVE_INFINITY
    : Math.ceil(Math.round(amount * 100 * 1_000_000) / Math.round(pointValue * 1_000_000)) / 100;

/**
 * Every problem of the form, one per field at most, in the form's order: the details of the
 * payout kind, then the amount within the product's bounds (spec §5 'Amount') and the points it
 * costs within the points available.
 */
export const transferProblemsOf = (
  form: TransferForm,
  limits: TransferLimits,
): readonly TransferProblem[] => {
  const problems: TransferProblem[] = [];
  if (form.kind === "upi") {
    if (!isValidUpiId(form.upiId)) problems.push({ field: "upiId", reason: "upiForm" });
  } else {
    if (!isValidHolderName(form.accountHolder))
      problems.push({ field: "accountHolder", reason: "holderForm" });
    if (!isValidAccountNumber(form.accountNumber))
      problems.push({ field: "accountNumber", reason: "accountForm" });
    else if (form.accountNumber.trim() !== form.confirmAccountNumber.trim()) {
      problems.push({ field: "confirmAccountNumber", reason: "accountMismatch" });
    }
    if (!isValidBankCode(form.bankCode)) problems.push({ field: "bankCode", reason: "bankCodeForm" });
  }
  const amount = amountOf(form.amount);
  if (amount === null || !isAmountWithinBounds(amount, { min: limits.min, max: limits.max })) {
    problems.push({ field: "amount", reason: "amountBounds" });
  } else if (pointsForAmount(amount, limits.pointValue) > limits.pointsAvailable) {
    problems.push({ field: "amount", reason: "pointsShort" });
  }
  return problems;
};
