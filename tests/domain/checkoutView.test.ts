/**
 * The checkout page's model (spec §1 'Ways to pay', §4 'Order and payment preferences', §5
 * 'Reward code', §6 paymentMethodAccess, §9 'Payment arithmetic', 'Lists').
 */

import { type VoucherLineInput, voucherLineOf } from "@domain/cart";
import type { SectionItem } from "@domain/cartSections";
import { type AppliedCode, type CheckoutFacts, checkoutSplit, checkoutUserProblems } from "@domain/checkout";
import { canUseMethod } from "@domain/checkoutState";
import {
  appliedCodeRowsOf,
  balanceOptionsOf,
  checkoutLinksOf,
  checkoutStageOf,
  detailsNotesOf,
  firstInvalidField,
  payButtonOf,
  shownProblemsOf,
  splitViewOf,
  withField,
} from "@domain/checkoutView";
import { formatMoney, formatPoints } from "@domain/money";
import {
  applyVoucher,
  initialPaymentPreferences,
  type PaymentMethodAccess,
  type PaymentPreferences,
  STORE_TOKEN,
  setBalanceMethod,
} from "@domain/payment";
import { DEFAULT_PAYMENT_METHOD_ACCESS } from "@domain/site";
import { EMPTY_CHECKOUT_USER, EMPTY_WALLET, type Wallet } from "@domain/wallet";
import { describe, expect, it } from "vitest";

const lineInput = (over: Partial<VoucherLineInput> = {}): VoucherLineInput => ({
  productId: 1001,
  price: 1000,
  quantity: 1,
  currency: "INR",
  name: "Shopping Gift Card",
  point: 1000,
  baseConversionValue: 1,
  isMerchandiseProduct: false,
  isPerk: false,
  filterGroupId: 37,
  categories: "697",
  country_name: "India",
  ...over,
});
const line = (over: Partial<VoucherLineInput> = {}) => voucherLineOf(lineInput(over));

const code = (over: Partial<AppliedCode> = {}): AppliedCode => ({
  rewardCode: "DEMO-1111-2222",
  remaining: 750,
  currency: "INR",
  expiry: "2099-12-31",
  rate: 1,
  ...over,
});

const withCodes = (codes: readonly AppliedCode[], start = initialPaymentPreferences<AppliedCode>()) =>
  codes.reduce<PaymentPreferences<AppliedCode>>((preferences, c) => applyVoucher(preferences, c), start);

const facts = (over: Partial<CheckoutFacts> = {}): CheckoutFacts => ({
  lines: [line()],
  wallet: EMPTY_WALLET,
  rates: {},
  access: DEFAULT_PAYMENT_METHOD_ACCESS,
  preferences: initialPaymentPreferences<AppliedCode>(),
  ...over,
});

const viewOf = (f: CheckoutFacts) =>
  splitViewOf(checkoutSplit(f), f.lines, f.preferences.appliedVoucherArray);

describe("page stage", () => {
  it("loading while the cart lines or the signed-in start-up load", () => {
    expect(checkoutStageOf({ cartLoading: true, sessionLoading: false, lines: [] })).toBe("loading");
    expect(checkoutStageOf({ cartLoading: false, sessionLoading: true, lines: [line()] })).toBe("loading");
  });

  it("empty without voucher lines, the checkout with them", () => {
    expect(checkoutStageOf({ cartLoading: false, sessionLoading: false, lines: [] })).toBe("empty");
    expect(checkoutStageOf({ cartLoading: false, sessionLoading: false, lines: [line()] })).toBe("checkout");
  });

  it("the empty checkout links to the cart and to '{prefix}/vouchers'", () => {
    expect(checkoutLinksOf("/marketplace")).toEqual({
      cart: "/marketplace/cart",
      vouchers: "/marketplace/vouchers",
    });
    expect(checkoutLinksOf("/acme/")).toEqual({ cart: "/acme/cart", vouchers: "/acme/vouchers" });
  });
});

describe("the split (spec §4, §9 'Payment arithmetic')", () => {
  it("INR 1000 cart, a code with 750 remaining: the code pays 750 and 250 is due by card", () => {
    const f = facts({ preferences: withCodes([code()]) });
    const view = viewOf(f);
    expect(view).toEqual({
      kind: "split",
      total: { amount: 100000, currency: "INR" },
      rows: [
        {
          id: 0,
          source: { kind: "code", index: 0, code: "DEMO-1111-2222" },
          amount: { amount: 75000, currency: "INR" },
          points: null,
        },
      ],
      amountDue: { amount: 25000, currency: "INR" },
      byCard: true,
    });
    if (view.kind !== "split") throw new Error("expected a split");
    expect(formatMoney(view.amountDue)).toBe("₹250.00");
    expect(appliedCodeRowsOf(f.preferences.appliedVoucherArray, view)).toEqual([
      {
        index: 0,
        code: "DEMO-1111-2222",
        remaining: { amount: 75000, currency: "INR" },
        paysNow: { amount: 75000, currency: "INR" },
      },
    ]);
  });

  it("a code worth more than the cart pays the cart: nothing is due, the card is not used", () => {
    const view = viewOf(facts({ preferences: withCodes([code({ remaining: 1500 })]) }));
    expect(view.kind === "split" && view.amountDue.amount).toBe(0);
    expect(view.kind === "split" && view.byCard).toBe(false);
    expect(view.kind === "split" && view.rows.map((row) => row.amount.amount)).toEqual([100000]);
  });

  it("spec §4: shares follow the preference order; points rows show the points spent to 2 decimals", () => {
    const wallet: Wallet = {
      points: { available: 400, pointValue: 0.5, currency: "INR" },
      gcb: { total: 300, currency: "INR" },
      tokens: null,
    };
    const preferences = setBalanceMethod(
      setBalanceMethod(initialPaymentPreferences<AppliedCode>(), "gcb", true),
      "points",
      true,
    );
    const view = viewOf(facts({ wallet, preferences }));
    if (view.kind !== "split") throw new Error("expected a split");
    expect(view.rows.map((row) => row.source.kind)).toEqual(["gcb", "points"]);
    expect(view.rows[0]?.amount).toEqual({ amount: 30000, currency: "INR" });
    // 400 points at ₹0.50 pay ₹200.
    expect(view.rows[1]?.amount).toEqual({ amount: 20000, currency: "INR" });
    expect(view.rows[1]?.points).toBe(400);
    expect(formatPoints(view.rows[1]?.points ?? 0)).toBe("400.00");
    expect(formatMoney(view.amountDue)).toBe("₹500.00");
  });

  it("spec §9 Lists: a JPY cart shows no decimals", () => {
    const f = facts({
      lines: [line({ currency: "JPY", price: 5000 })],
      preferences: withCodes([code({ currency: "JPY", remaining: 1200 })]),
    });
    const view = viewOf(f);
    if (view.kind !== "split") throw new Error("expected a split");
    expect(view.total).toEqual({ amount: 5000, currency: "JPY" });
    expect(formatMoney(view.total)).toBe("¥5,000");
    expect(formatMoney(view.amountDue)).toBe("¥3,800");
    const [row] = appliedCodeRowsOf(f.preferences.appliedVoucherArray, view);
    expect(row?.remaining && formatMoney(row.remaining)).toBe("¥1,200");
  });

  it("spec §9 Lists: product 50866 disables the gateway; an uncovered amount cannot be paid by card", () => {
    const f = facts({ lines: [line({ productId: 50866 })], preferences: withCodes([code()]) });
    const view = viewOf(f);
    expect(view).toEqual({
      kind: "gatewayDisabled",
      total: { amount: 100000, currency: "INR" },
      amountDue: { amount: 25000, currency: "INR" },
    });
    expect(payButtonOf("ready", view)).toEqual({ disabled: true, busy: false });
    expect(appliedCodeRowsOf(f.preferences.appliedVoucherArray, view)[0]?.paysNow).toBeNull();
  });

  it("spec §9 Lists: product 50866 covered in full by a code can be paid", () => {
    const view = viewOf(
      facts({ lines: [line({ productId: 50866 })], preferences: withCodes([code({ remaining: 1000 })]) }),
    );
    expect(view.kind).toBe("split");
    expect(payButtonOf("ready", view)).toEqual({ disabled: false, busy: false });
  });

  it("spec §6: paymentMethodAccess.gateway 0 disables the card for any product", () => {
    const view = viewOf(facts({ access: { ...DEFAULT_PAYMENT_METHOD_ACCESS, gateway: 0 } }));
    expect(view.kind).toBe("gatewayDisabled");
  });

  it("a cart in several currencies cannot be paid", () => {
    const view = viewOf(facts({ lines: [line(), line({ productId: 1002, currency: "USD", price: 10 })] }));
    expect(view).toEqual({ kind: "unavailable", reason: "mixed-currencies" });
    expect(payButtonOf("ready", view).disabled).toBe(true);
  });

  it("spec §4: a removed code shifts the others down; each applied code lists what it pays", () => {
    const codes = [
      code({ rewardCode: "AAAA-1111", remaining: 600 }),
      code({ rewardCode: "BBBB-2222", remaining: 600 }),
    ];
    const f = facts({ preferences: withCodes(codes) });
    const view = viewOf(f);
    const rows = appliedCodeRowsOf(codes, view);
    expect(rows.map((row) => [row.code, row.paysNow?.amount])).toEqual([
      ["AAAA-1111", 60000],
      ["BBBB-2222", 40000],
    ]);
  });
});

describe("balance switches (spec §1 'Ways to pay', §6)", () => {
  const wallet: Wallet = {
    points: { available: 1234.5, pointValue: 1, currency: "INR" },
    gcb: { total: 0, currency: "INR" },
    tokens: { total: 50, currency: "INR" },
  };

  it("a guest gets no switch", () => {
    const options = balanceOptionsOf({
      loggedIn: false,
      wallet,
      access: DEFAULT_PAYMENT_METHOD_ACCESS,
      preferences: initialPaymentPreferences(),
      canUse: () => true,
    });
    expect(options).toEqual([]);
  });

  it("points, gift-card balance and tokens in that order; a zero balance cannot be turned on", () => {
    const access = DEFAULT_PAYMENT_METHOD_ACCESS;
    const options = balanceOptionsOf({
      loggedIn: true,
      wallet,
      access,
      preferences: setBalanceMethod(initialPaymentPreferences(), "points", true),
      canUse: (method) => canUseMethod({ wallet, access }, method),
    });
    expect(options).toEqual([
      { method: "points", on: true, enabled: true, points: 1234.5, money: null },
      { method: "gcb", on: false, enabled: false, points: null, money: { amount: 0, currency: "INR" } },
      {
        method: STORE_TOKEN,
        on: false,
        enabled: true,
        points: null,
        money: { amount: 5000, currency: "INR" },
      },
    ]);
    expect(formatPoints(options[0]?.points ?? 0)).toBe("1,234.50");
  });

  it("spec §6: a method switched off by paymentMethodAccess is not shown", () => {
    const access: PaymentMethodAccess = { ...DEFAULT_PAYMENT_METHOD_ACCESS, rewardPoints: 0, tokens: 0 };
    const options = balanceOptionsOf({
      loggedIn: true,
      wallet,
      access,
      preferences: initialPaymentPreferences(),
      canUse: (method) => canUseMethod({ wallet, access }, method),
    });
    expect(options.map((option) => option.method)).toEqual(["gcb"]);
  });
});

describe("the Pay button", () => {
  const view = viewOf(facts());

  it("ready: takes a click, even before the details are valid", () => {
    expect(payButtonOf("ready", view)).toEqual({ disabled: false, busy: false });
  });

  it.each(["placing", "redirecting", "completed"] as const)(
    "%s: disabled and busy ('Processing…')",
    (stage) => {
      expect(payButtonOf(stage, view)).toEqual({ disabled: true, busy: true });
    },
  );

  it("the surcharge disclaimer is open (spec §6): disabled, not busy", () => {
    expect(payButtonOf("surcharge", view)).toEqual({ disabled: true, busy: false });
  });
});

describe("the buyer's details (spec §5)", () => {
  const user = withField(
    withField(withField(EMPTY_CHECKOUT_USER, "firstname", ""), "email", "asha@example"),
    "phone",
    "12345",
  );
  const problems = checkoutUserProblems(user);

  it("no problem shows before a Pay click or before the field is left", () => {
    expect(shownProblemsOf(problems, false, new Set())).toEqual({});
  });

  it("a field left shows its own problem", () => {
    expect(shownProblemsOf(problems, false, new Set(["phone"]))).toEqual({ phone: "invalid-mobile" });
  });

  it("after a refused Pay click every problem shows, and focus goes to the first", () => {
    expect(shownProblemsOf(problems, true, new Set())).toEqual({
      firstname: "required",
      email: "invalid-email",
      phone: "invalid-mobile",
    });
    expect(firstInvalidField(problems)).toBe("firstname");
    expect(firstInvalidField(checkoutUserProblems(withField(user, "firstname", "Asha")))).toBe("email");
    expect(
      firstInvalidField(
        checkoutUserProblems({ ...EMPTY_CHECKOUT_USER, firstname: "Asha", email: "asha@example.com" }),
      ),
    ).toBeNull();
  });
});

describe("the note over the buyer's details follows what the cart holds", () => {
  /** A section booking of filter group `filterGroupId` (spec §9: flights 50, hotel 64, topup 61, cashout 67). */
  const booking = (filterGroupId: number): SectionItem => ({
    product_id: 55399,
    name: "Booking",
    price: 5000,
    currency: "INR",
    filterGroupId,
    reference: "ref-1",
    facts: null,
  });
  const giftCard = line();
  const merchandise = line({
    productId: 2001,
    filterGroupId: 47,
    isMerchandiseProduct: true,
    categories: "1271",
  });

  it("gift cards alone: they are delivered to the e-mail address", () => {
    expect(detailsNotesOf([giftCard], [])).toEqual(["giftCards"]);
  });

  it("merchandise alone: it goes to the delivery address, not the e-mail address", () => {
    expect(detailsNotesOf([merchandise], [])).toEqual(["merchandise"]);
  });

  it.each([
    ["a flight", 50, "bookings"],
    ["a hotel", 64, "bookings"],
    ["a recharge", 61, "recharges"],
    ["a cash-out transfer", 67, "transfers"],
  ] as const)("%s alone: its own note, never the gift cards'", (_what, group, note) => {
    expect(detailsNotesOf([], [booking(group)])).toEqual([note]);
  });

  it("a mixed cart: one note per kind, in the page's order, each once", () => {
    expect(
      detailsNotesOf([merchandise, giftCard, line({ productId: 1002 })], [booking(61), booking(50)]),
    ).toEqual(["giftCards", "merchandise", "bookings", "recharges"]);
  });

  it("an empty cart has no note", () => {
    expect(detailsNotesOf([], [])).toEqual([]);
  });
});
