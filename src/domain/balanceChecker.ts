/**
 * The Reward Codes Balance Checker (spec §2.9, §3 'Voucher balance result', §4 'Voucher code
 * status', §5 'Reward code', §7.6 applyVoucher, §8, §9): what an applyVoucher answer says about a
 * code, and how the result panel shows it. Pure and total: today's date is passed in.
 *
 * Unlike checkout, the balance checker shows every code the store knows, whatever its status
 * (expired, redeemed, cancelled, converted); only the rows of spec §8 are errors.
 * The field's own rules (formatting, length, the check button) are those of src/domain/checkout.ts.
 */
import type { ApplyVoucherOutput } from "@contract/orders";
import { formatRewardCodeInput, rewardCodeOf } from "./checkout";
import { decimalOf, divideRounded, err, formatUnits, ok, type Result } from "./money";

// ---------------------------------------------------------------------------------------------
// The result (spec §3 'Voucher balance result')

/** redirectUrl when the answer has none (spec §3). */
export const DEFAULT_REDIRECT_URL = "/marketplace";
/** currency when the answer has none (spec §3, §9). */
export const DEFAULT_BALANCE_CURRENCY = "INR";
/** currency_value when the answer has none (spec §3, §9). */
export const DEFAULT_CURRENCY_VALUE = 1;

/** The balance of one reward code, with the field names of spec §3. */
export interface BalanceResult {
  /** The code, upper case, without dashes. */
  readonly voucherCode: string;
  /** The code's value, in `currency`, as the answer gives it. */
  readonly value: number;
  /** What is left, in `currency`. */
  readonly remainingBalance: number;
  /** As the answer gives it (YYYY-MM-DD). */
  readonly expiry: string;
  /** The reward URL of the code's store; '/marketplace' by default. */
  readonly redirectUrl: string;
  /** The expiry lies before today. */
  readonly isExpired: boolean;
  /** 'INR' by default. */
  readonly currency: string;
  /** The multiplier of the displayed amounts; 1 by default. */
  readonly currency_value: number;
  /** Voucher code status of spec §4. */
  readonly codeStatus: number;
  /** The primary identifiers of whoever used the code, joined with ', '. */
  readonly usedBy: string;
}

/** Why a lookup gives no result; each is a row of spec §8 (src/errors/situations.ts). */
export type BalanceRefusal =
  /** Unknown code, or the answer carries no result: field error 'The Code entered is invalid. Try again!' */
  | "BalanceLookupFailed"
  /** Result.stores false: the campaign-URL text. */
  | "BalanceCodeForeignStore"
  /** remain_amount is not a number: 'something went wrong !' */
  | "BalanceNotNumeric"
  /** Status 1 with remain_amount 0: 'The Reward code entered has already been used'. */
  | "BalanceCodeUsed";

export type BalanceLookup =
  | { readonly ok: true; readonly result: BalanceResult }
  | { readonly ok: false; readonly refusal: BalanceRefusal };

const refuse = (refusal: BalanceRefusal): BalanceLookup => ({ ok: false, refusal });

/** remain_amount as a number, or null when it is not numeric (an empty text is not). */
export const numericAmountOf = (raw: number | string): number | null => {
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : null;
  const text = raw.trim();
  if (text === "") return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The day (YYYY-MM-DD, UTC) of an instant in epoch milliseconds: what "today" is for `isExpiredOn`. */
export const isoDayOf = (millis: number): string => new Date(millis).toISOString().slice(0, 10);

/** Whether `expiry` (YYYY-MM-DD, a time part allowed) lies before `today` (YYYY-MM-DD) (spec §5). */
export const isExpiredOn = (expiry: string, today: string): boolean => {
  const day = DAY.exec(expiry.trim());
  const now = DAY.exec(today);
  if (day === null || now === null) return false;
  return day[0] < now[0];
};

/**
 * Reads an applyVoucher answer for the balance checker (spec §3, §5, §7.6, §8), on `today`
 * (YYYY-MM-DD): a failed lookup → BalanceLookupFailed; Result.stores false → BalanceCodeForeignStore;
 * a non-numeric remain_amount → BalanceNotNumeric; status 1 with remain_amount 0 → BalanceCodeUsed.
 * Any other known code is a result, whatever its status. `sentCode` names the code when the
 * answer does not.
 */
export const balanceResultOf = (answer: ApplyVoucherOutput, today: string, sentCode = ""): BalanceLookup => {
  const result = answer.data.Result;
  if (answer.success !== 1 || answer.data.Error || result === undefined) return refuse("BalanceLookupFailed");
  if (!result.stores) return refuse("BalanceCodeForeignStore");
  const details = result.voucher_details;
  const remaining = numericAmountOf(details.remain_amount);
  if (remaining === null) return refuse("BalanceNotNumeric");
  if (details.status === 1 && remaining === 0) return refuse("BalanceCodeUsed");
  const currency = result.currency[0];
  const code = rewardCodeOf(answer.data.Code ?? "");
  return {
    ok: true,
    result: {
      voucherCode: code === "" ? rewardCodeOf(sentCode) : code,
      value: details.amount,
      remainingBalance: remaining,
      expiry: details.expiry_date,
      redirectUrl: result.url.trim() === "" ? DEFAULT_REDIRECT_URL : result.url,
      isExpired: isExpiredOn(details.expiry_date, today),
      currency:
        currency === undefined || currency.code.trim() === ""
          ? DEFAULT_BALANCE_CURRENCY
          : currency.code.toUpperCase(),
      currency_value:
        currency === undefined || !Number.isFinite(currency.currency_value)
          ? DEFAULT_CURRENCY_VALUE
          : currency.currency_value,
      codeStatus: details.status,
      usedBy: result.primaryIdentifier.join(", "),
    },
  };
};

// ---------------------------------------------------------------------------------------------
// Display (spec §2.9, §4 'Status display', §5, §9)

/** Displayed values have 2 decimals (spec §5, §9). */
export const BALANCE_DECIMALS = 2;

/**
 * currency_value × amount in hundredths, rounded half away from zero once, on the exact decimal
 * digits of both numbers (no floating-point product): 0.5 × 25.51 is 1276 (12.76).
 */
export const displayedHundredthsOf = (amount: number, currencyValue: number): Result<number> => {
  const a = decimalOf(amount);
  const b = decimalOf(currencyValue);
  if (a === null) return err({ _tag: "NotFinite", value: amount });
  if (b === null) return err({ _tag: "NotFinite", value: currencyValue });
  const units = divideRounded(
    a.coefficient * b.coefficient * 10n ** BigInt(BALANCE_DECIMALS),
    10n ** BigInt(a.scale + b.scale),
    "half-away",
  );
  if (units > BigInt(Number.MAX_SAFE_INTEGER) || units < BigInt(Number.MIN_SAFE_INTEGER)) {
    return err({ _tag: "OutOfRange" });
  }
  return ok(Number(units));
};

/** Hundredths shown with 2 decimals, grouped by `locale` ('1,000.00' in 'en'), by the money formatter. */
export const formatHundredths = (hundredths: number, locale = "en"): string =>
  formatUnits(hundredths, BALANCE_DECIMALS, locale);

/** An amount as displayed: currency_value × amount, 2 decimals (spec §5); '-' when it cannot be computed. */
export const displayedAmountOf = (amount: number, currencyValue: number, locale = "en"): string => {
  const hundredths = displayedHundredthsOf(amount, currencyValue);
  return hundredths.ok ? formatHundredths(hundredths.value, locale) : "-";
};

/** 'YYYY-MM-DD' (a time part allowed) as 'DD/MM/YYYY' (spec §2.9, §9); any other text as it is. */
export const formatExpiry = (expiry: string): string => {
  const day = DAY.exec(expiry.trim());
  return day === null ? expiry : `${day[3]}/${day[2]}/${day[1]}`;
};

/** The word of each voucher code status (spec §4): keys of the view's messages table. */
export type CodeStatusWord = "converted" | "active" | "redeemed" | "expired" | "cancelled" | "unknown";

/** spec §4 'Voucher code status': 0 Converted, 1 Active, 2 Redeemed, 3 Expired, 4 Cancelled, 6 Converted, 7 Active. */
export const codeStatusWord = (status: number): CodeStatusWord => {
  switch (status) {
    case 0:
    case 6:
      return "converted";
    case 1:
    case 7:
      return "active";
    case 2:
      return "redeemed";
    case 3:
      return "expired";
    case 4:
      return "cancelled";
    default:
      return "unknown";
  }
};

/** How a status shows (spec §4 'Status display'). */
export interface StatusDisplay {
  readonly status: number;
  readonly word: CodeStatusWord;
  /** 1, 2 and 7 green; all others red. */
  readonly tone: "green" | "red";
  /** 1 and 2 a check icon; 7 the info icon of its tooltip; the others an alert icon. */
  readonly icon: "check" | "alert" | "info";
  /** 2 and 7: an info icon opens the tooltip 'Redeemed By: {usedBy}'. */
  readonly redeemedBy: boolean;
  /** 1 and 7: the link 'Go to reward URL'. */
  readonly rewardLink: boolean;
}

export const statusDisplayOf = (status: number): StatusDisplay => ({
  status,
  word: codeStatusWord(status),
  tone: status === 1 || status === 2 || status === 7 ? "green" : "red",
  icon: status === 1 || status === 2 ? "check" : status === 7 ? "info" : "alert",
  redeemedBy: status === 2 || status === 7,
  rewardLink: status === 1 || status === 7,
});

/** The result panel's rows (spec §2.9). */
export interface BalanceView {
  /** Upper case in blocks of 4 with dashes: 'DEMO-1111-AAAA-0001'. */
  readonly voucherCode: string;
  readonly currency: string;
  /** currency_value × value, 2 decimals. */
  readonly value: string;
  /** currency_value × remainingBalance, 2 decimals. */
  readonly balance: string;
  /** DD/MM/YYYY. */
  readonly expiry: string;
  readonly isExpired: boolean;
  readonly status: StatusDisplay;
  readonly usedBy: string;
  readonly redirectUrl: string;
}

export const balanceViewOf = (result: BalanceResult, locale = "en"): BalanceView => ({
  voucherCode: formatRewardCodeInput(result.voucherCode),
  currency: result.currency,
  value: displayedAmountOf(result.value, result.currency_value, locale),
  balance: displayedAmountOf(result.remainingBalance, result.currency_value, locale),
  expiry: formatExpiry(result.expiry),
  isExpired: result.isExpired,
  status: statusDisplayOf(result.codeStatus),
  usedBy: result.usedBy,
  redirectUrl: result.redirectUrl,
});
