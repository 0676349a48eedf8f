/**
 * The checkout's state and the rules its flow applies (spec §4 'Order and payment preferences',
 * §5 'Reward code', §6 paymentMethodAccess, §7.6, §9): src/domain/checkoutState.ts.
 */

import type { CheckoutUser, CreatedOrder } from "@contract/orders";
import type { CartVoucherLine } from "@domain/cart";
import { type AppliedCode, formatRewardCodeInput, rewardCodeEntry } from "@domain/checkout";
import {
  ALL_METHODS_ALLOWED,
  applyCodeInputOf,
  type CheckoutState,
  canApplyCode,
  canUseMethod,
  editedUser,
  initialCheckoutState,
  isCodeApplied,
  needsCodeCaptcha,
  openedCheckout,
  orderOf,
  paymentPageOf,
  ratesInputOf,
  ratesToLoad,
  statusPageOf,
  withCode,
  withLines,
  withMethod,
  withoutCode,
  withRates,
  withWallet,
} from "@domain/checkoutState";
import { initialPaymentPreferences } from "@domain/payment";
import type { Wallet } from "@domain/wallet";
import { describe, expect, it } from "vitest";

/** The reward-code field after the shopper typed `typed`, as the view sends it (spec §5). */
const rewardCodeFields = (typed: string) => {
  const entry = rewardCodeEntry(typed);
  return { rewardCode: entry.rewardCode, codeComplete: entry.complete };
};

const lineOf = (price: number, currency = "INR", productId = 28501): CartVoucherLine => ({
  productId,
  price,
  quantity: 1,
  currency,
  name: "Shopping Gift Card",
  point: price,
  baseConversionValue: 1,
  isMerchandiseProduct: false,
  isPerk: false,
  filterGroupId: 37,
  info: "{}",
});

const priya: CheckoutUser = {
  firstname: "Priya",
  lastname: "Sharma",
  email: "priya@demo.example",
  phone: "9876543210",
  phone_code: "91",
};

const code = (text: string, remaining: number): AppliedCode => ({
  rewardCode: formatRewardCodeInput(text),
  remaining,
  currency: "INR",
  expiry: "2027-12-31",
  rate: 1,
});

const usdPoints: Wallet = {
  points: { available: 1200, pointValue: 1, currency: "USD" },
  gcb: null,
  tokens: null,
};

const state = (change: Partial<CheckoutState> = {}): CheckoutState => ({
  ...initialCheckoutState(false),
  lines: [lineOf(1000)],
  checkoutUser: priya,
  ...change,
});

const order: CreatedOrder = {
  order_id: 9001,
  order_key: "key-9001",
  status: 1,
  redirect_url: "http://storefront.test/gateway/gateway-inr/pay/key-9001",
  gateway: "gateway-inr",
  gateway_amount: 250,
  currency_code: "INR",
};

describe("spec §4 'Opening checkout': the ways to pay start from nothing, the facts stay", () => {
  it("openedCheckout resets the preferences, the code field and orderType", () => {
    expect(openedCheckout("/acme")).toEqual({
      sitePrefix: "/acme",
      preferences: initialPaymentPreferences<AppliedCode>(),
      rewardCode: "",
      codeComplete: false,
      codeError: null,
      attempted: false,
      orderError: null,
      order: null,
      orderType: "VOUCHERS",
    });
    expect(initialCheckoutState(true)).toMatchObject({ loggedIn: true, access: ALL_METHODS_ALLOWED });
    expect(Object.keys(initialCheckoutState(false))).not.toContain("supportEmail");
  });
});

describe("spec §6: a balance is offered when paymentMethodAccess allows it and the user has some", () => {
  it("points need rewardPoints 1 and a positive balance", () => {
    const wallet = { ...usdPoints, points: { available: 10, pointValue: 1, currency: "INR" } };
    expect(canUseMethod({ wallet, access: ALL_METHODS_ALLOWED }, "points")).toBe(true);
    expect(canUseMethod({ wallet, access: { ...ALL_METHODS_ALLOWED, rewardPoints: 0 } }, "points")).toBe(
      false,
    );
    expect(canUseMethod({ wallet, access: ALL_METHODS_ALLOWED }, "gcb")).toBe(false);
  });

  it("withMethod appends on, keeps off (spec §4)", () => {
    const on = { ...state(), ...withMethod(state(), "gcb", true) };
    expect(on.preferences.payMethodPrefArray).toEqual(["gcb"]);
    expect(withMethod(on, "gcb", false).preferences?.payMethodPrefArray).toEqual(["gcb"]);
  });
});

describe("spec §5 'Reward code': a code is checked once, and applied codes join the preference order", () => {
  it("canApplyCode needs voucher access, one cart currency and 6 characters", () => {
    expect(canApplyCode(state({ ...rewardCodeFields("DEMO11") }))).toBe(true);
    expect(canApplyCode(state({ ...rewardCodeFields("DEMO1") }))).toBe(false);
    expect(
      canApplyCode(state({ ...rewardCodeFields("DEMO11"), access: { ...ALL_METHODS_ALLOWED, voucher: 0 } })),
    ).toBe(false);
    expect(
      canApplyCode(state({ ...rewardCodeFields("DEMO11"), lines: [lineOf(10), lineOf(10, "USD", 1)] })),
    ).toBe(false);
  });

  it("isCodeApplied compares the typed code without dashes, in capitals", () => {
    const applied = {
      ...state(),
      ...withCode(state({ ...rewardCodeFields("x") }), code("DEMO1111AAAA0001", 1000)),
    };
    expect(applied.rewardCode).toBe("");
    expect(applied.preferences.payMethodPrefArray).toEqual([0]);
    expect(isCodeApplied({ ...applied, ...rewardCodeFields("demo-1111-aaaa-0001") })).toBe(true);
    expect(withoutCode(applied, 0).preferences?.appliedVoucherArray).toEqual([]);
  });

  it("the check carries the store, the cart currency, and the client only when signed in", () => {
    expect(
      applyCodeInputOf(state({ ...rewardCodeFields("DEMO11"), sitePrefix: "/acme", clientId: 7 })),
    ).toEqual({
      token: "",
      input: "DEMO-11",
      site: "acme",
      cartCurrency: "INR",
      clientId: null,
    });
    expect(applyCodeInputOf(state({ ...rewardCodeFields("DEMO11") }), "dev.3.4.7").token).toBe("dev.3.4.7");
    // A guest on a showCts site waits for a captcha; a signed-in shopper does not.
    expect(needsCodeCaptcha(state({ showCts: true }))).toBe(true);
    expect(needsCodeCaptcha(state({ showCts: true, loggedIn: true }))).toBe(false);
    expect(needsCodeCaptcha(state({ showCts: false }))).toBe(false);
    expect(applyCodeInputOf(state({ loggedIn: true, clientId: 7 })).clientId).toBe(7);
  });
});

describe("spec §9: rates are loaded for a signed-in user's balances in another currency, once per cart currency", () => {
  it("USD points on an INR cart need the USD rate; a guest, or rates already tried, need none", () => {
    const signedIn = state({ loggedIn: true, clientId: 1001, wallet: usdPoints });
    expect(ratesToLoad(signedIn)).toEqual({ clientId: 1001, cartCurrency: "INR", currencies: ["USD"] });
    expect(ratesToLoad({ ...signedIn, loggedIn: false })).toBeNull();
    expect(ratesToLoad({ ...signedIn, ratesFor: "INR" })).toBeNull();
    expect(ratesInputOf({ ...signedIn, ratesFor: "INR" }).currencies).toEqual([]);
    expect(withRates(signedIn, { USD: 83 })).toEqual({ rates: { USD: 83 }, ratesFor: "INR" });
  });
});

describe("the facts of the other flows (machines/facts.ts)", () => {
  it("CART.LINES in another currency drops the codes and the rates", () => {
    const applied = {
      ...state({ rates: { USD: 83 }, ratesFor: "INR" }),
      ...withCode(state(), code("A", 10)),
    };
    expect(withLines(applied, [lineOf(500)])).toEqual({
      lines: [lineOf(500)],
      cartLines: [lineOf(500)],
      sections: [],
      cartSections: [],
    });
    expect(withLines(applied, [lineOf(500, "JPY")])).toEqual({
      lines: [lineOf(500, "JPY")],
      cartLines: [lineOf(500, "JPY")],
      sections: [],
      cartSections: [],
      preferences: initialPaymentPreferences<AppliedCode>(),
      rates: {},
      ratesFor: null,
    });
  });

  it("SESSION.WALLET fills the buyer's details until the shopper edits them (spec §4)", () => {
    const empty = state({ checkoutUser: { ...priya, firstname: "" } });
    expect(withWallet(empty, usdPoints, priya)).toEqual({ wallet: usdPoints, checkoutUser: priya });
    const edited = { ...empty, ...editedUser({ ...priya, firstname: "Pri" }) };
    expect(withWallet(edited, usdPoints, priya).checkoutUser?.firstname).toBe("Pri");
  });
});

describe("spec §7.6: the order, and where it goes", () => {
  it("no order without an idempotency key or with invalid buyer details", () => {
    expect(orderOf(state())).toBeNull();
    expect(orderOf(state({ idempotencyKey: "k", checkoutUser: { ...priya, email: "x" } }))).toBeNull();
    expect(orderOf(state({ idempotencyKey: "k" }))?.payment.gateway_amount).toBe(1000);
  });

  it("an amount due goes to the card-gateway payment page (spec §2.3 '/payment/:data/'); an order paid in full to its status page", () => {
    // 'gateway-inr:key-9001' as base64url.
    expect(paymentPageOf({ order, sitePrefix: "/marketplace" })).toBe(
      "/payment/Z2F0ZXdheS1pbnI6a2V5LTkwMDE/",
    );
    const provider = { ...order, redirect_url: "http://storefront.test/provider/provider-b/pay/tok-123456" };
    expect(paymentPageOf({ order: provider, sitePrefix: "/marketplace" })).toBe(provider.redirect_url);
    expect(paymentPageOf({ order: null, sitePrefix: "/acme" })).toBe("/acme");
    expect(statusPageOf({ order, sitePrefix: "/marketplace" })).toBe(
      "/marketplace/payment-status/voucher/9001/key-9001",
    );
    expect(statusPageOf({ order: null, sitePrefix: "/acme" })).toBe("/acme");
  });
});
