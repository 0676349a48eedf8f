import type { ApplyVoucherOutput } from "@contract/orders";
import { type CartVoucherLine, voucherLineOf } from "@domain/cart";
import {
  type AppliedCode,
  canSubmitRewardCode,
  checkoutSplit,
  checkoutTotal,
  checkoutUserProblems,
  codeLookupOf,
  formatRewardCodeInput,
  missingRates,
  orderSiteOf,
  paymentOutcomeOf,
  paymentSources,
  paymentStatusPath,
  rewardCodeEntry,
  rewardCodeOf,
  voucherOrderOf,
} from "@domain/checkout";
import { applyVoucher, initialPaymentPreferences, STORE_TOKEN, setBalanceMethod } from "@domain/payment";
import { checkoutUserOf, EMPTY_WALLET, walletOf } from "@domain/wallet";
import { describe, expect, it } from "vitest";

const line = (over: Partial<Parameters<typeof voucherLineOf>[0]> = {}): CartVoucherLine =>
  voucherLineOf({
    productId: 40211,
    price: 1000,
    currency: "INR",
    quantity: 1,
    name: "Fashion Gift Card",
    point: 1000,
    baseConversionValue: 1,
    isMerchandiseProduct: false,
    isPerk: false,
    filterGroupId: 37,
    categories: "697",
    country_name: "India",
    ...over,
  });

const allowed = { rewardPoints: 1, gcb: 1, tokens: 1, voucher: 1, gateway: 1 } as const;

const code = (over: Partial<AppliedCode> = {}): AppliedCode => ({
  rewardCode: "DEMO-1111-AAAA-0002",
  remaining: 750,
  currency: "INR",
  expiry: "2027-12-31",
  rate: 1,
  ...over,
});

const answer = (over: {
  success?: 0 | 1;
  Error?: boolean;
  status?: 0 | 1 | 2 | 3 | 4 | 6 | 7;
  remain?: number | string;
  expiry?: string;
  stores?: boolean;
  currency?: string;
}): ApplyVoucherOutput => ({
  success: over.success ?? 1,
  data: {
    Error: over.Error ?? false,
    Code: "DEMO1111AAAA0001",
    Result: {
      voucher_details: {
        status: over.status ?? 1,
        amount: 1000,
        remain_amount: over.remain ?? 1000,
        expiry_date: over.expiry ?? "2027-12-31",
      },
      url: "/marketplace",
      currency: [{ code: over.currency ?? "INR", currency_value: 1 }],
      stores: over.stores ?? true,
      primaryIdentifier: [],
    },
  },
});

describe("reward code field (spec §5 'Reward code', §9)", () => {
  it("strips dashes, shows 4-character blocks separated by dashes, at most 19 characters", () => {
    expect(formatRewardCodeInput("demo11112")).toBe("DEMO-1111-2");
    expect(formatRewardCodeInput("DEMO-1111-AAAA-0001")).toBe("DEMO-1111-AAAA-0001");
    expect(formatRewardCodeInput("DEMO1111AAAA0001XYZ")).toBe("DEMO-1111-AAAA-0001");
    expect(formatRewardCodeInput("DEMO1111AAAA0001XYZ")).toHaveLength(19);
  });

  it("sends the code trimmed and without dashes", () => {
    expect(rewardCodeOf("  DEMO-1111-AAAA-0001 ")).toBe("DEMO1111AAAA0001");
  });

  it("the button is disabled when empty, shorter than 6 characters, or loading", () => {
    expect(canSubmitRewardCode("", false)).toBe(false);
    expect(canSubmitRewardCode("DEMO-1", false)).toBe(false);
    expect(canSubmitRewardCode("DEMO-11", false)).toBe(true);
    expect(canSubmitRewardCode("DEMO-11", true)).toBe(false);
  });

  it("the view's entry for a flow: the formatted code and whether it can be checked", () => {
    expect(rewardCodeEntry("demo1")).toEqual({ rewardCode: "DEMO-1", complete: false });
    expect(rewardCodeEntry("demo11")).toEqual({ rewardCode: "DEMO-11", complete: true });
    expect(rewardCodeEntry("DEMO1111AAAA0001XYZ")).toEqual({
      rewardCode: "DEMO-1111-AAAA-0001",
      complete: true,
    });
  });
});

describe("applyVoucher answer (spec §7.6, §5, §8)", () => {
  const today = "2026-11-26";

  it("an active code with a balance can be applied", () => {
    expect(codeLookupOf(answer({ remain: 750, status: 7 }), today)).toEqual({
      ok: true,
      code: "DEMO1111AAAA0001",
      remaining: 750,
      currency: "INR",
      expiry: "2027-12-31",
    });
  });

  it("maps each refusal onto its catalogue error", () => {
    expect(codeLookupOf(answer({ success: 0, Error: true }), today)).toEqual({
      ok: false,
      refusal: "BalanceLookupFailed",
    });
    expect(codeLookupOf(answer({ stores: false }), today)).toEqual({
      ok: false,
      refusal: "BalanceCodeForeignStore",
    });
    expect(codeLookupOf(answer({ remain: "n/a" }), today)).toEqual({
      ok: false,
      refusal: "BalanceNotNumeric",
    });
    // status 1 with remain_amount 0: 'The Reward code entered has already been used'.
    expect(codeLookupOf(answer({ remain: 0 }), today)).toEqual({ ok: false, refusal: "BalanceCodeUsed" });
    expect(codeLookupOf(answer({ status: 2, remain: 0 }), today)).toEqual({
      ok: false,
      refusal: "BalanceCodeUsed",
    });
    for (const status of [0, 3, 4, 6] as const) {
      expect(codeLookupOf(answer({ status }), today)).toEqual({ ok: false, refusal: "BalanceLookupFailed" });
    }
    // An expiry before now.
    expect(codeLookupOf(answer({ expiry: "2026-11-25" }), today)).toEqual({
      ok: false,
      refusal: "BalanceLookupFailed",
    });
    expect(codeLookupOf(answer({ expiry: today }), today).ok).toBe(true);
  });
});

describe("balances (spec §3 User points, Other balances)", () => {
  it("a point is worth pointsConversionFactor × conversion_factor; tokens count in the GCB currency", () => {
    expect(
      walletOf({
        points: {
          availablePoints: 25000,
          conversionFactor: 1,
          pointsConversionFactor: 0.5,
          currencyCode: "inr",
        },
        gcb: { total: 2000, currency_code: "INR" },
        tokens: 500,
      }),
    ).toEqual({
      points: { available: 25000, pointValue: 0.5, currency: "INR" },
      gcb: { total: 2000, currency: "INR" },
      tokens: { total: 500, currency: "INR" },
    });
    expect(walletOf({ points: null, gcb: null, tokens: null })).toEqual(EMPTY_WALLET);
  });

  it("a balance in another currency needs a rate before it is offered", () => {
    const wallet = walletOf({
      points: { availablePoints: 1000, conversionFactor: 1, pointsConversionFactor: 1, currencyCode: "INR" },
      gcb: null,
      tokens: null,
    });
    expect(missingRates(wallet, "JPY", {})).toEqual(["INR"]);
    expect(paymentSources(wallet, [], "JPY", {})).toEqual([]);
    expect(missingRates(wallet, "JPY", { INR: 1.78 })).toEqual([]);
    expect(paymentSources(wallet, [], "JPY", { INR: 1.78 })).toEqual([
      { id: "points", available: 100_000, decimals: 2, rate: { coefficient: 178, scale: 2 } },
    ]);
  });
});

describe("the split of the cart total (spec §4, §6, §9)", () => {
  const wallet = walletOf({
    points: { availablePoints: 25000, conversionFactor: 1, pointsConversionFactor: 1, currencyCode: "INR" },
    gcb: { total: 2000, currency_code: "INR" },
    tokens: 500,
  });

  it("a guest's INR 750 code on an INR 1000 gift card leaves INR 250 for gateway-inr", () => {
    const preferences = applyVoucher(initialPaymentPreferences<AppliedCode>(), code());
    const split = checkoutSplit({
      lines: [line()],
      wallet: EMPTY_WALLET,
      rates: {},
      access: allowed,
      preferences,
    });
    expect(split).toEqual({
      ok: true,
      value: {
        shares: [{ id: 0, cartMinor: 75_000, ownUnits: 75_000 }],
        amountDue: { amount: 25_000, currency: "INR" },
        gateway: "gateway-inr",
      },
    });
  });

  it("points then gift-card balance pay INR 27,000 in full with no gateway", () => {
    let preferences = setBalanceMethod(initialPaymentPreferences<AppliedCode>(), "points", true);
    preferences = setBalanceMethod(preferences, "gcb", true);
    const lines = [line({ price: 9000, quantity: 3 })];
    const split = checkoutSplit({ lines, wallet, rates: {}, access: allowed, preferences });
    expect(split.ok && split.value.shares).toEqual([
      { id: "points", cartMinor: 2_500_000, ownUnits: 2_500_000 },
      { id: "gcb", cartMinor: 200_000, ownUnits: 200_000 },
    ]);
    expect(split.ok && split.value.amountDue).toEqual({ amount: 0, currency: "INR" });
    expect(split.ok && split.value.gateway).toBeNull();
  });

  it("a JPY cart is counted in whole yen (no decimals)", () => {
    const preferences = applyVoucher(
      initialPaymentPreferences<AppliedCode>(),
      code({ remaining: 1200, currency: "JPY" }),
    );
    const lines = [line({ price: 3000, currency: "JPY", productId: 40501 })];
    expect(checkoutTotal(lines)).toEqual({ ok: true, value: { amount: 3000, currency: "JPY" } });
    const split = checkoutSplit({ lines, wallet: EMPTY_WALLET, rates: {}, access: allowed, preferences });
    expect(split.ok && split.value.amountDue).toEqual({ amount: 1800, currency: "JPY" });
    expect(split.ok && split.value.gateway).toBe("gateway-global");
  });

  it("products 50866 and 51270 refuse a remainder: the gateway is disabled", () => {
    for (const productId of [50866, 51270]) {
      const split = checkoutSplit({
        lines: [line({ productId })],
        wallet: EMPTY_WALLET,
        rates: {},
        access: allowed,
        preferences: initialPaymentPreferences<AppliedCode>(),
      });
      expect(split).toEqual({
        ok: false,
        error: { _tag: "GatewayDisabled", amountDue: { amount: 100_000, currency: "INR" } },
      });
    }
  });

  it("paymentMethodAccess switches a method off: tokens turned on but not allowed pay nothing", () => {
    const preferences = setBalanceMethod(initialPaymentPreferences<AppliedCode>(), STORE_TOKEN, true);
    const split = checkoutSplit({
      lines: [line()],
      wallet,
      rates: {},
      access: { ...allowed, tokens: 0 },
      preferences,
    });
    expect(split.ok && split.value.shares).toEqual([]);
    expect(split.ok && split.value.amountDue.amount).toBe(100_000);
  });

  it("an empty cart or lines in two currencies cannot be split", () => {
    const none = {
      wallet,
      rates: {},
      access: allowed,
      preferences: initialPaymentPreferences<AppliedCode>(),
    };
    expect(checkoutSplit({ ...none, lines: [] })).toEqual({
      ok: false,
      error: { _tag: "Cart", problem: "empty" },
    });
    expect(checkoutSplit({ ...none, lines: [line(), line({ currency: "USD", productId: 2 })] })).toEqual({
      ok: false,
      error: { _tag: "Cart", problem: "mixed-currencies" },
    });
  });
});

describe("the buyer (spec §3 Order checkoutUser, §4, §5)", () => {
  it("user details fill checkoutUser, the contact split on '-'", () => {
    expect(
      checkoutUserOf({
        email: "priya@demo.example",
        first_name: "Priya",
        last_name: "Sharma",
        company_id: 1001,
        contact: "91-9876543210",
        user_creation_date: "2024-01-01",
        user_login_type: "1",
        domain: null,
        client_id: 1001,
        companyDetails: { name: "Demo" },
      }),
    ).toEqual({
      firstname: "Priya",
      lastname: "Sharma",
      email: "priya@demo.example",
      phone: "9876543210",
      phone_code: "91",
    });
  });

  it("first name and a valid e-mail are required; a phone must be 7 to 16 digits", () => {
    const ok = { firstname: "Asha", lastname: "", email: "asha@example.com", phone: "", phone_code: "" };
    expect(checkoutUserProblems(ok)).toEqual({});
    expect(checkoutUserProblems({ ...ok, firstname: " ", email: "" })).toEqual({
      firstname: "required",
      email: "required",
    });
    expect(checkoutUserProblems({ ...ok, email: "asha@" })).toEqual({ email: "invalid-email" });
    expect(checkoutUserProblems({ ...ok, phone: "123456" })).toEqual({ phone: "invalid-mobile" });
    expect(checkoutUserProblems({ ...ok, phone: "1234567" })).toEqual({});
    expect(checkoutUserProblems({ ...ok, phone: "12345678901234567" })).toEqual({ phone: "invalid-mobile" });
    expect(checkoutUserProblems({ ...ok, phone_code: "+91" })).toEqual({});
    expect(checkoutUserProblems({ ...ok, phone_code: "91a" })).toEqual({ phone_code: "invalid-code" });
  });
});

describe("the voucher order (spec §7.6 voucherCreateOrder)", () => {
  it("sends the lines, the buyer and the split in major units, codes by their text", () => {
    const preferences = applyVoucher(initialPaymentPreferences<AppliedCode>(), code());
    const lines = [line()];
    const split = checkoutSplit({ lines, wallet: EMPTY_WALLET, rates: {}, access: allowed, preferences });
    if (!split.ok) throw new Error("split refused");
    const buyer = {
      firstname: "Asha",
      lastname: "Rao",
      email: "asha@example.com",
      phone: "",
      phone_code: "",
    };
    expect(
      voucherOrderOf({
        idempotencyKey: "key-12345678",
        site: orderSiteOf("/marketplace"),
        lines,
        checkoutUser: buyer,
        split: split.value,
        codes: preferences.appliedVoucherArray,
      }),
    ).toEqual({
      idempotency_key: "key-12345678",
      site: "marketplace",
      cart: [
        {
          product_id: 40211,
          name: "Fashion Gift Card",
          price: 1000,
          quantity: 1,
          currency_code: "INR",
          filter_group_id: 37,
        },
      ],
      checkoutUser: buyer,
      payment: {
        points: 0,
        gcb: 0,
        tokens: 0,
        applied_codes: [{ code: "DEMO1111AAAA0002", amount: 750 }],
        gateway_amount: 250,
      },
    });
  });

  it("the store is the first segment of the site path", () => {
    expect(orderSiteOf("/marketplace")).toBe("marketplace");
    expect(orderSiteOf("/acme/india")).toBe("acme");
    expect(orderSiteOf("/")).toBe("marketplace");
  });
});

describe("after the order (spec §2.3 payment routes, §4 Payment status)", () => {
  it("the status page is /payment-status/:type/:id/:key under the site prefix", () => {
    expect(paymentStatusPath("/marketplace", "voucher", 7004200, "k/1")).toBe(
      "/marketplace/payment-status/voucher/7004200/k%2F1",
    );
  });

  it("reads the outcome: an empty status is NO_RESPONSE; success 7, failed 5, pending 1", () => {
    const noResponse = { code: "NO_RESPONSE", error: true } as const;
    expect(paymentOutcomeOf(1, noResponse)).toBe("no-response");
    expect(paymentOutcomeOf(7, null)).toBe("paid");
    expect(paymentOutcomeOf(1, null)).toBe("pending");
    expect(paymentOutcomeOf(5, null)).toBe("failed");
    expect(paymentOutcomeOf(7, { success: 1, data: { status: 7, payment_status: "success" } })).toBe("paid");
    expect(paymentOutcomeOf(5, { success: 1, data: { status: 5, payment_status: "failed" } })).toBe(
      "declined",
    );
    expect(paymentOutcomeOf(5, { success: 1, data: { status: 5, payment_status: "cancelled" } })).toBe(
      "cancelled",
    );
  });
});
