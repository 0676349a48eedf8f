/**
 * The balance checker's pure rules (spec §2.9, §3 'Voucher balance result', §4 'Voucher code
 * status', §5 'Reward code', §7.6 applyVoucher, §8, §9).
 */

import type { ApplyVoucherOutput, CodeStatus } from "@contract/orders";
import {
  type BalanceResult,
  balanceResultOf,
  balanceViewOf,
  codeStatusWord,
  displayedAmountOf,
  displayedHundredthsOf,
  formatExpiry,
  isExpiredOn,
  isoDayOf,
  statusDisplayOf,
} from "@domain/balanceChecker";
import { canSubmitRewardCode, formatRewardCodeInput, rewardCodeOf } from "@domain/checkout";
import { SITE_LANGUAGES } from "@domain/language";
import { balanceCheckerMessages } from "@views/guest/balanceChecker/messages";
import { fill } from "@views/i18n";
import { describe, expect, it } from "vitest";
import { textsIn } from "../support/i18n";

const TODAY = "2026-11-25";

interface Change {
  readonly success?: 0 | 1;
  readonly error?: boolean;
  readonly code?: string;
  readonly noResult?: boolean;
  readonly status?: CodeStatus;
  readonly amount?: number;
  readonly remain?: number | string;
  readonly expiry?: string;
  readonly url?: string;
  readonly currency?: readonly { readonly code: string; readonly currency_value: number }[];
  readonly stores?: boolean;
  readonly usedBy?: readonly string[];
}

/** An applyVoucher answer like the reference API's for DEMO1111AAAA0001, changed by `change`. */
const answer = (change: Change = {}): ApplyVoucherOutput => ({
  success: change.success ?? 1,
  data: {
    Error: change.error ?? false,
    Code: change.code ?? "DEMO1111AAAA0001",
    ...(change.noResult === true
      ? {}
      : {
          Result: {
            voucher_details: {
              status: change.status ?? 1,
              amount: change.amount ?? 1000,
              remain_amount: change.remain ?? 1000,
              expiry_date: change.expiry ?? "2027-12-31",
            },
            url: change.url ?? "/marketplace",
            currency: change.currency ?? [{ code: "INR", currency_value: 1 }],
            stores: change.stores ?? true,
            primaryIdentifier: change.usedBy ?? [],
          },
        }),
  },
});

const resultOf = (change: Change = {}): BalanceResult => {
  const lookup = balanceResultOf(answer(change), TODAY);
  if (!lookup.ok) throw new Error(`refused: ${lookup.refusal}`);
  return lookup.result;
};

describe("spec §3 'Voucher balance result': the fields of a found code", () => {
  it("DEMO1111AAAA0002 (status 7, INR 2000, 750 left, used by priya) gives every field of §3", () => {
    expect(
      resultOf({
        code: "DEMO1111AAAA0002",
        status: 7,
        amount: 2000,
        remain: 750,
        usedBy: ["priya@demo.example"],
      }),
    ).toEqual({
      voucherCode: "DEMO1111AAAA0002",
      value: 2000,
      remainingBalance: 750,
      expiry: "2027-12-31",
      redirectUrl: "/marketplace",
      isExpired: false,
      currency: "INR",
      currency_value: 1,
      codeStatus: 7,
      usedBy: "priya@demo.example",
    });
  });

  it("usedBy is the primary identifiers joined with ', '", () => {
    expect(resultOf({ usedBy: ["priya@demo.example", "9876543210", "sam@demo.example"] }).usedBy).toBe(
      "priya@demo.example, 9876543210, sam@demo.example",
    );
    expect(resultOf({ usedBy: [] }).usedBy).toBe("");
  });

  it("redirectUrl defaults to '/marketplace', currency to INR and currency_value to 1", () => {
    const result = resultOf({ url: "", currency: [] });
    expect(result.redirectUrl).toBe("/marketplace");
    expect(result.currency).toBe("INR");
    expect(result.currency_value).toBe(1);
    expect(resultOf({ url: "/acme", currency: [{ code: "usd", currency_value: 0.5 }] })).toMatchObject({
      redirectUrl: "/acme",
      currency: "USD",
      currency_value: 0.5,
    });
  });

  it("a numeric text remain_amount is read as its number", () => {
    expect(resultOf({ remain: "10.25" }).remainingBalance).toBe(10.25);
  });

  it("without a Code in the answer the sent code names the result", () => {
    const lookup = balanceResultOf(
      { ...answer(), data: { ...answer().data, Code: undefined } },
      TODAY,
      "ab-cd12-34",
    );
    expect(lookup).toMatchObject({ ok: true, result: { voucherCode: "ABCD1234" } });
  });
});

describe("spec §5: an expiry before now flags isExpired", () => {
  it("2025-03-31 is expired on 2026-11-25; 2027-12-31 and today itself are not", () => {
    expect(resultOf({ expiry: "2025-03-31" }).isExpired).toBe(true);
    expect(resultOf({ expiry: "2027-12-31" }).isExpired).toBe(false);
    expect(resultOf({ expiry: TODAY }).isExpired).toBe(false);
    expect(isExpiredOn("2026-11-24", TODAY)).toBe(true);
    expect(isExpiredOn("2026-11-24T23:59:59Z", TODAY)).toBe(true);
  });

  it("an expiry that is not a date is not flagged", () => {
    expect(isExpiredOn("", TODAY)).toBe(false);
    expect(isExpiredOn("never", TODAY)).toBe(false);
  });
});

describe("spec §8: the balance checker's error rows", () => {
  it("failed lookup (success 0, data.Error, no Result) → BalanceLookupFailed", () => {
    expect(balanceResultOf(answer({ success: 0, error: true, noResult: true }), TODAY)).toEqual({
      ok: false,
      refusal: "BalanceLookupFailed",
    });
    expect(balanceResultOf(answer({ error: true }), TODAY)).toMatchObject({ refusal: "BalanceLookupFailed" });
    expect(balanceResultOf(answer({ noResult: true }), TODAY)).toMatchObject({
      refusal: "BalanceLookupFailed",
    });
  });

  it("Result.stores false → BalanceCodeForeignStore", () => {
    expect(balanceResultOf(answer({ stores: false }), TODAY)).toEqual({
      ok: false,
      refusal: "BalanceCodeForeignStore",
    });
  });

  it("a non-numeric remain_amount → BalanceNotNumeric ('something went wrong !')", () => {
    for (const remain of ["abc", "", "  ", "12abc", "NaN"]) {
      expect(balanceResultOf(answer({ remain }), TODAY), remain).toEqual({
        ok: false,
        refusal: "BalanceNotNumeric",
      });
    }
  });

  it("status 1 with remain_amount 0 → BalanceCodeUsed ('The Reward code entered has already been used')", () => {
    expect(balanceResultOf(answer({ status: 1, remain: 0 }), TODAY)).toEqual({
      ok: false,
      refusal: "BalanceCodeUsed",
    });
    expect(balanceResultOf(answer({ status: 1, remain: "0.00" }), TODAY)).toMatchObject({
      refusal: "BalanceCodeUsed",
    });
  });

  it("unlike checkout, redeemed, expired, cancelled and converted codes are shown, not refused", () => {
    for (const status of [0, 2, 3, 4, 6, 7] as const) {
      expect(balanceResultOf(answer({ status, remain: 0 }), TODAY), String(status)).toMatchObject({
        ok: true,
        result: { codeStatus: status, remainingBalance: 0 },
      });
    }
    expect(balanceResultOf(answer({ status: 1, expiry: "2025-06-30" }), TODAY)).toMatchObject({
      ok: true,
      result: { codeStatus: 1, isExpired: true },
    });
  });
});

describe("spec §5, §9: displayed values are currency_value × amount rounded to 2 decimals", () => {
  it("1 × 1000 is '1,000.00'; 0.5 × 25.51 is 12.76 (half away from zero); 3 × 0.1 is exactly 0.30", () => {
    expect(displayedAmountOf(1000, 1)).toBe("1,000.00");
    expect(displayedHundredthsOf(25.51, 0.5)).toEqual({ ok: true, value: 1276 });
    expect(displayedHundredthsOf(0.1, 3)).toEqual({ ok: true, value: 30 });
    expect(displayedAmountOf(0.1, 3)).toBe("0.30");
    expect(displayedHundredthsOf(10.25, 1.2345)).toEqual({ ok: true, value: 1265 });
  });

  it("zero-decimal currencies are shown with 2 decimals too (JPY 5000 is '5,000.00')", () => {
    expect(
      balanceViewOf(resultOf({ amount: 5000, remain: 5000, currency: [{ code: "JPY", currency_value: 1 }] })),
    ).toMatchObject({ currency: "JPY", value: "5,000.00", balance: "5,000.00" });
  });

  it("the locale groups the digits (de: '1.000,00')", () => {
    expect(displayedAmountOf(1000, 1, "de")).toBe("1.000,00");
  });
});

describe("spec §2.9: the result panel", () => {
  it("'Voucher Code:' upper case in fours with dashes; 'Expiry:' DD/MM/YYYY", () => {
    const view = balanceViewOf(resultOf({ code: "demo1111aaaa0002", expiry: "2027-06-30" }));
    expect(view.voucherCode).toBe("DEMO-1111-AAAA-0002");
    expect(view.expiry).toBe("30/06/2027");
  });

  it("formatExpiry turns YYYY-MM-DD into DD/MM/YYYY and leaves other texts", () => {
    expect(formatExpiry("2025-03-31")).toBe("31/03/2025");
    expect(formatExpiry("2027-12-31T00:00:00Z")).toBe("31/12/2027");
    expect(formatExpiry("soon")).toBe("soon");
  });
});

describe("spec §4 'Voucher code status' and 'Status display'", () => {
  it("0 Converted, 1 Active, 2 Redeemed, 3 Expired, 4 Cancelled, 6 Converted, 7 Active", () => {
    expect([0, 1, 2, 3, 4, 6, 7].map(codeStatusWord)).toEqual([
      "converted",
      "active",
      "redeemed",
      "expired",
      "cancelled",
      "converted",
      "active",
    ]);
    expect(codeStatusWord(5)).toBe("unknown");
  });

  it("1, 2 and 7 show in green; all others in red", () => {
    const tones = Object.fromEntries([0, 1, 2, 3, 4, 6, 7].map((s) => [s, statusDisplayOf(s).tone]));
    expect(tones).toEqual({ 0: "red", 1: "green", 2: "green", 3: "red", 4: "red", 6: "red", 7: "green" });
  });

  it("1 and 2 a check icon; 7 the info icon; the others an alert icon", () => {
    const icons = Object.fromEntries([0, 1, 2, 3, 4, 6, 7].map((s) => [s, statusDisplayOf(s).icon]));
    expect(icons).toEqual({
      0: "alert",
      1: "check",
      2: "check",
      3: "alert",
      4: "alert",
      6: "alert",
      7: "info",
    });
  });

  it("2 and 7 open the tooltip 'Redeemed By: {usedBy}'; the reward URL link only for 1 and 7", () => {
    const shown = [0, 1, 2, 3, 4, 6, 7].filter((s) => statusDisplayOf(s).redeemedBy);
    expect(shown).toEqual([2, 7]);
    const linked = [0, 1, 2, 3, 4, 6, 7].filter((s) => statusDisplayOf(s).rewardLink);
    expect(linked).toEqual([1, 7]);
  });
});

describe("spec §5 'Reward code': the field's rules are checkout's", () => {
  it("dashes stripped, blocks of 4, at most 19 characters; sent trimmed without dashes", () => {
    expect(formatRewardCodeInput("demo-1111aaaa-0001")).toBe("DEMO-1111-AAAA-0001");
    expect(formatRewardCodeInput("DEMO1111AAAA0001XYZW")).toHaveLength(19);
    expect(rewardCodeOf("  DEMO-1111-AAAA-0001 ")).toBe("DEMO1111AAAA0001");
  });

  it("the check button is disabled when empty, shorter than 6, or loading", () => {
    expect(canSubmitRewardCode("", false)).toBe(false);
    expect(canSubmitRewardCode("DEMO-1", false)).toBe(false);
    expect(canSubmitRewardCode("DEMO-11", false)).toBe(true);
    expect(canSubmitRewardCode("DEMO-1111", true)).toBe(false);
  });
});

describe("spec §2.9, §4: the modal's texts", () => {
  const en = balanceCheckerMessages.en;

  it("quote the spec in English", () => {
    expect(en.subtitle).toBe("Please input your code in the field below.");
    expect(en.label).toBe("Reward Code");
    expect(en.placeholder).toBe("Your Reward Code goes here");
    expect(en.check).toBe("Check Voucher Balance");
    expect([en.voucherCode, en.value, en.balance, en.status, en.expiry]).toEqual([
      "Voucher Code:",
      "Value:",
      "Balance:",
      "Status:",
      "Expiry:",
    ]);
    expect(fill(en.redeemedBy, { usedBy: "priya@demo.example, sam@demo.example" })).toBe(
      "Redeemed By: priya@demo.example, sam@demo.example",
    );
    expect(en.rewardLink).toBe("Go to reward URL");
  });

  it("name each status of spec §4 by its word", () => {
    expect([0, 1, 2, 3, 4, 6, 7].map((status) => en[codeStatusWord(status)])).toEqual([
      "Converted",
      "Active",
      "Redeemed",
      "Expired",
      "Cancelled",
      "Converted",
      "Active",
    ]);
  });

  it("have every text in en, es, fr and de, with the same placeholders", () => {
    const keys = Object.keys(en).sort();
    for (const language of SITE_LANGUAGES) {
      const table: Record<string, string> = textsIn(balanceCheckerMessages, language);
      expect(Object.keys(table).sort()).toEqual(keys);
      for (const [key, english] of Object.entries(en)) {
        const placeholders = (english.match(/\{[A-Za-z_]+\}/g) ?? []).sort();
        expect(((table[key] ?? "").match(/\{[A-Za-z_]+\}/g) ?? []).sort(), `${language}.${key}`).toEqual(
          placeholders,
        );
      }
    }
  });
});

describe("today, for the expiry check: the UTC day of the clock's instant", () => {
  it("is YYYY-MM-DD in UTC, whatever the time of day", () => {
    expect(isoDayOf(Date.UTC(2026, 10, 25, 0, 0, 0))).toBe("2026-11-25");
    expect(isoDayOf(Date.UTC(2026, 10, 25, 23, 59, 59))).toBe("2026-11-25");
    expect(isExpiredOn("2026-11-24", isoDayOf(Date.UTC(2026, 10, 25, 12)))).toBe(true);
    expect(isExpiredOn("2026-11-25", isoDayOf(Date.UTC(2026, 10, 25, 12)))).toBe(false);
  });
});
