/**
 * The mobile-recharge and cash-out rules (spec §5 'Phone lengths' and 'Amount', §7.6, §9 UPI 1466,
 * bank 1465, cashout poll time 60).
 */
import {
  amountOf,
  CASHOUT_POLL_MS,
  cashoutKindOf,
  cashoutStatusOf,
  emptyTransferForm,
  isOrderOtpForm,
  isValidBankCode,
  isValidUpiId,
  pointsForAmount,
  type TransferForm,
  transferProblemsOf,
} from "@domain/cashout";
import {
  detectOperator,
  isMobileOfCountry,
  isUnlimitedAllowance,
  plansNoticeOf,
  plansOfType,
  planTypeOf,
  planTypesOf,
  rechargeProblemOf,
  TOPUP_FILTER_GROUP,
  type TopupOperator,
  topupSectionItem,
} from "@domain/topup";
import { describe, expect, it } from "vitest";

const operators: readonly TopupOperator[] = [
  { operator_id: 1, name: "Airtel", prefixes: ["98"], circles: [{ circle_id: 11, name: "Karnataka" }] },
  { operator_id: 2, name: "Jio", prefixes: ["70"], circles: [{ circle_id: 11, name: "Karnataka" }] },
];
const globe: readonly TopupOperator[] = [{ operator_id: 31, name: "Globe", prefixes: ["917"], circles: [] }];

describe("the recharge form (spec §5 'Phone lengths')", () => {
  it("takes the country's phone length: India 10 digits, Indonesia 9 to 12", () => {
    expect(isMobileOfCountry("9812345678", "IN")).toBe(true);
    expect(isMobileOfCountry("981234567", "IN")).toBe(false);
    expect(isMobileOfCountry("98123456789", "IN")).toBe(false);
    expect(isMobileOfCountry("98123a5678", "IN")).toBe(false);
    expect(isMobileOfCountry("811234567", "ID")).toBe(true);
    expect(isMobileOfCountry("811234567890", "ID")).toBe(true);
    expect(isMobileOfCountry("8112345678901", "ID")).toBe(false);
  });

  it("detects the operator from the number's prefix, or none", () => {
    expect(detectOperator(operators, "9812345678")?.name).toBe("Airtel");
    expect(detectOperator(operators, "7012345678")?.name).toBe("Jio");
    expect(detectOperator(operators, "5512345678")).toBeNull();
    expect(detectOperator(operators, "9")).toBeNull();
  });

  it("refuses a wrong length with the country's lengths, a missing or wrong operator, a missing circle", () => {
    const form = { iso: "IN", mobile: "9812345678", operatorId: 1, circleId: 11 };
    expect(rechargeProblemOf(form, operators)).toBeNull();
    expect(rechargeProblemOf({ ...form, mobile: "98123" }, operators)).toEqual({
      field: "mobile",
      reason: "mobileLength",
      min: 10,
      max: 10,
    });
    expect(rechargeProblemOf({ ...form, operatorId: null }, operators)?.reason).toBe("operatorRequired");
    expect(rechargeProblemOf({ ...form, operatorId: 2 }, operators)?.reason).toBe("operatorMismatch");
    expect(rechargeProblemOf({ ...form, circleId: null }, operators)?.reason).toBe("circleRequired");
  });

  it("needs no circle where the operator has none", () => {
    expect(
      rechargeProblemOf({ iso: "PH", mobile: "9171234567", operatorId: 31, circleId: null }, globe),
    ).toBeNull();
  });
});

describe("the plans", () => {
  it("takes the API's 'Unlimited' allowance as no limit, said in the shopper's language; '1.5 GB/day' as it is", () => {
    expect(isUnlimitedAllowance("Unlimited")).toBe(true);
    expect(isUnlimitedAllowance(" unlimited ")).toBe(true);
    expect(isUnlimitedAllowance("1.5 GB/day")).toBe(false);
  });

  const plans = [
    { plan_id: 1, type: "unlimited" as const },
    { plan_id: 2, type: "data" as const },
    { plan_id: 3, type: "unlimited" as const },
  ];
  it("filter by type, keep their order, and list the types present", () => {
    expect(plansOfType(plans, "unlimited").map((p) => p.plan_id)).toEqual([1, 3]);
    expect(plansOfType(plans, null)).toHaveLength(3);
    expect(planTypesOf(plans)).toEqual(["unlimited", "data"]);
    expect(planTypeOf("data")).toBe("data");
    expect(planTypeOf("bogus")).toBeNull();
  });

  it("a recharge becomes the topup section's item of group 61 (spec §9), its facts without the number", () => {
    const item = topupSectionItem({
      recharge_id: "RCG100001",
      product_id: 48001,
      name: "Airtel recharge",
      price: 299,
      currency_code: "INR",
      operator: "Airtel",
      circle: "Karnataka",
      plan: "1.5 GB/day, 28 days",
    });
    expect(item).toMatchObject({
      filterGroupId: TOPUP_FILTER_GROUP,
      reference: "RCG100001",
      price: 299,
      currency: "INR",
    });
    expect(TOPUP_FILTER_GROUP).toBe(61);
    expect(item.facts).toEqual({
      _tag: "recharge",
      operator: "Airtel",
      circle: "Karnataka",
      plan: "1.5 GB/day, 28 days",
    });
  });
});

describe("the plans page's notice: one, whichever applies", () => {
  const facts = { loading: false, failed: false, requested: true, canChoose: true, shown: 3 };

  it("an operator without plans of the type says so, and not also 'enter the number first'", () => {
    expect(plansNoticeOf({ ...facts, canChoose: false, shown: 0 })).toBe("noPlans");
    expect(plansNoticeOf({ ...facts, shown: 0 })).toBe("noPlans");
  });

  it("plans to choose from before the number is checked: enter the number first", () => {
    expect(plansNoticeOf({ ...facts, canChoose: false })).toBe("needNumber");
  });

  it("no operator in the address: the plans were never asked for, so the number comes first", () => {
    expect(plansNoticeOf({ ...facts, requested: false, canChoose: false, shown: 0 })).toBe("needNumber");
  });

  it("nothing while the plans load, after they failed, or once a plan can be chosen", () => {
    expect(plansNoticeOf({ ...facts, loading: true, shown: 0 })).toBeNull();
    expect(plansNoticeOf({ ...facts, failed: true, shown: 0 })).toBeNull();
    expect(plansNoticeOf(facts)).toBeNull();
  });
});

describe("the cash-out transfer (spec §5 'Amount', §9)", () => {
  const limits = { min: 100, max: 50000, pointValue: 1, pointsAvailable: 1000 };
  const upi = (change: Partial<TransferForm>): TransferForm => ({
    ...emptyTransferForm("upi"),
    amount: "500",
    upiId: "carl@okbank",
    ...change,
  });
  const bank = (change: Partial<TransferForm>): TransferForm => ({
    ...emptyTransferForm("bank"),
    amount: "500",
    accountHolder: "Carl Cashout",
    accountNumber: "123456789012",
    confirmAccountNumber: "123456789012",
    bankCode: "HDFC0001234",
    ...change,
  });

  it("knows the payout categories, the poll time and the status words", () => {
    expect(cashoutKindOf(1466)).toBe("upi");
    expect(cashoutKindOf(1465)).toBe("bank");
    expect(cashoutKindOf(37)).toBeNull();
    expect(CASHOUT_POLL_MS).toBe(60_000);
    expect([cashoutStatusOf(7), cashoutStatusOf(1), cashoutStatusOf(5)]).toEqual([
      "success",
      "pending",
      "failed",
    ]);
  });

  it("a UPI id needs '@' and a provider", () => {
    expect(isValidUpiId("carl@okbank")).toBe(true);
    expect(isValidUpiId("carl.okbank")).toBe(false);
    expect(isValidUpiId("carl@")).toBe(false);
    expect(transferProblemsOf(upi({ upiId: "carlokbank" }), limits)).toEqual([
      { field: "upiId", reason: "upiForm" },
    ]);
  });

  it("the bank form: holder, 9 to 18 digits confirmed, an IFSC-style code", () => {
    expect(transferProblemsOf(bank({}), limits)).toEqual([]);
    expect(transferProblemsOf(bank({ confirmAccountNumber: "123456789013" }), limits)).toEqual([
      { field: "confirmAccountNumber", reason: "accountMismatch" },
    ]);
    expect(
      transferProblemsOf(bank({ accountNumber: "1234", confirmAccountNumber: "1234" }), limits)[0]?.reason,
    ).toBe("accountForm");
    expect(transferProblemsOf(bank({ accountHolder: "" }), limits)[0]?.reason).toBe("holderForm");
    expect(isValidBankCode("hdfc0001234")).toBe(true);
    expect(isValidBankCode("HDFC1001234")).toBe(false);
  });

  it("the amount lies within the product's bounds, and its points within the points available", () => {
    expect(transferProblemsOf(upi({ amount: "99" }), limits)).toEqual([
      { field: "amount", reason: "amountBounds" },
    ]);
    expect(transferProblemsOf(upi({ amount: "50001" }), limits)[0]?.reason).toBe("amountBounds");
    expect(transferProblemsOf(upi({ amount: "1000" }), limits)).toEqual([]);
    expect(transferProblemsOf(upi({ amount: "1000.01" }), limits)).toEqual([
      { field: "amount", reason: "pointsShort" },
    ]);
    expect(transferProblemsOf(upi({ amount: "abc" }), limits)[0]?.reason).toBe("amountBounds");
  });

  it("points are the amount over a point's value, rounded up to the hundredth; OTPs are 6 digits", () => {
    expect(pointsForAmount(500, 1)).toBe(500);
    expect(pointsForAmount(100, 0.5)).toBe(200);
    expect(pointsForAmount(1, 3)).toBe(0.34);
    expect(amountOf("12.5")).toBe(12.5);
    expect(amountOf("12.555")).toBeNull();
    expect(isOrderOtpForm("123456")).toBe(true);
    expect(isOrderOtpForm("12345")).toBe(false);
  });
});
