/**
 * The checkout's effects against the reference API over real HTTP (spec §5 'Reward code', §7.6
 * applyVoucher, voucherCreateOrder, noPayCheckout, §8 balance-checker rows and 'HTTP 429 on
 * apply voucher', §9 'Payment arithmetic').
 */

import { noPayCheckout, type VoucherOrder } from "@contract/orders";
import type { ApplyCodeInput } from "@domain/checkout";
import { applyCode, placeOrder } from "@effects/checkout";
import type { StorefrontServices } from "@effects/runtime/layer";
import { Effect, type Layer } from "effect";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { liveBrowser, type ReferenceApi, startReferenceApi } from "../support/harness";

let api: ReferenceApi;

/** The reference API's clock (2026-11-25 12:00 UTC); each applyVoucher test starts a fresh minute. */
const SERVER_NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
let minutes = 0;

beforeAll(async () => {
  api = await startReferenceApi();
});
afterAll(async () => {
  await api.close();
});

const run = <A, E>(
  program: Effect.Effect<A, E, StorefrontServices>,
  layer: Layer.Layer<StorefrontServices>,
) => Effect.runPromise(Effect.provide(program, layer));

const failureOf = <A, E>(
  program: Effect.Effect<A, E, StorefrontServices>,
  layer: Layer.Layer<StorefrontServices>,
) => run(Effect.flip(program), layer);

const lookup = (input: string, change: Partial<ApplyCodeInput> = {}): ApplyCodeInput => ({
  input,
  site: "marketplace",
  cartCurrency: "INR",
  clientId: null,
  token: "",
  ...change,
});

describe("spec §7.6 applyVoucher, §5, §8: each demo code gives its result or its typed error", () => {
  beforeEach(() => {
    // The limit counts 10 calls a minute per client (spec §8 HTTP 429): every test its own minute.
    minutes += 2;
    api.setNow(SERVER_NOW + minutes * 60_000);
  });

  it("DEMO-1111-AAAA-0001 (active, INR 1000) and -0002 (INR 750 left) apply with their balance", async () => {
    const { layer } = liveBrowser(api);
    expect(await run(applyCode(lookup("DEMO-1111-AAAA-0001")), layer)).toEqual({
      rewardCode: "DEMO-1111-AAAA-0001",
      remaining: 1000,
      currency: "INR",
      expiry: "2027-12-31",
      rate: 1,
    });
    expect(await run(applyCode(lookup("demo1111aaaa0002")), layer)).toMatchObject({
      rewardCode: "DEMO-1111-AAAA-0002",
      remaining: 750,
      currency: "INR",
      rate: 1,
    });
  });

  it("unknown, expired (-0004) and past-expiry (-0009) codes fail with BalanceLookupFailed", async () => {
    const { layer } = liveBrowser(api);
    for (const text of ["DEMO-9999-ZZZZ-0001", "DEMO-1111-AAAA-0004", "DEMO-1111-AAAA-0009"]) {
      expect((await failureOf(applyCode(lookup(text)), layer))._tag).toBe("BalanceLookupFailed");
    }
  });

  it("redeemed (-0003) and used up (-0008, status 1 with 0 left) fail with BalanceCodeUsed", async () => {
    const { layer } = liveBrowser(api);
    for (const text of ["DEMO-1111-AAAA-0003", "DEMO-1111-AAAA-0008"]) {
      expect((await failureOf(applyCode(lookup(text)), layer))._tag).toBe("BalanceCodeUsed");
    }
  });

  it("the acme code fails with BalanceCodeForeignStore on marketplace and applies with site 'acme' (x-site)", async () => {
    const { layer } = liveBrowser(api);
    expect((await failureOf(applyCode(lookup("ACME-2222-BBBB-0001")), layer))._tag).toBe(
      "BalanceCodeForeignStore",
    );
    // A guest on acme (showCts) sends the solved captcha's token.
    const onAcme = lookup("ACME-2222-BBBB-0001", { site: "acme", token: "dev.3.4.7" });
    expect(await run(applyCode(onAcme), layer)).toMatchObject({
      rewardCode: "ACME-2222-BBBB-0001",
      remaining: 1500,
      currency: "INR",
    });
  });

  it("a guest's USD code on an INR cart fails with CodeCurrencyMismatch; the JPY code applies to a JPY cart", async () => {
    const { layer } = liveBrowser(api);
    expect(await failureOf(applyCode(lookup("DEMO-3333-CCCC-0001")), layer)).toMatchObject({
      _tag: "CodeCurrencyMismatch",
      codeCurrency: "USD",
      cartCurrency: "INR",
    });
    expect(await run(applyCode(lookup("DEMO-4444-DDDD-0001", { cartCurrency: "JPY" })), layer)).toMatchObject(
      {
        rewardCode: "DEMO-4444-DDDD-0001",
        remaining: 5000,
        currency: "JPY",
        rate: 1,
      },
    );
  });

  it("spec §8 'HTTP 429 on apply voucher': the 11th call in a minute fails with RateLimited", async () => {
    const { layer } = liveBrowser(api);
    for (let call = 1; call <= 10; call += 1) {
      await run(applyCode(lookup("DEMO-1111-AAAA-0001")), layer);
    }
    expect(await failureOf(applyCode(lookup("DEMO-1111-AAAA-0001")), layer)).toMatchObject({
      _tag: "RateLimited",
      operation: "applyVoucher",
    });
  });
});

const buyer = {
  firstname: "Priya",
  lastname: "Sharma",
  email: "priya@demo.example",
  phone: "9876543210",
  phone_code: "91",
};

let keys = 0;
/**
 * An order of one INR 1000 Shopping Gift Card (2% off: charged INR 980, spec §7.4) with `payment`,
 * under a fresh idempotency key.
 */
const orderOf = (payment: Partial<VoucherOrder["payment"]>): VoucherOrder => {
  keys += 1;
  return {
    idempotency_key: `checkout-effects-${keys}`,
    site: "marketplace",
    cart: [
      {
        product_id: 28501,
        name: "Shopping Gift Card",
        price: 1000,
        quantity: 1,
        currency_code: "INR",
        filter_group_id: 37,
      },
    ],
    checkoutUser: buyer,
    payment: { points: 0, gcb: 0, tokens: 0, applied_codes: [], gateway_amount: 0, ...payment },
  };
};

const storedLanguage = (orderId: number): string | undefined =>
  (
    api.db.prepare("SELECT language FROM shop_orders WHERE id = ?").get(orderId) as
      | { language: string }
      | undefined
  )?.language;

describe("spec §7.6 voucherCreateOrder and noPayCheckout", () => {
  it("a guest order paid in part by a code answers 'gateway' with the hosted payment page", async () => {
    const { layer } = liveBrowser(api);
    const placed = await run(
      placeOrder({
        voucherOrder: orderOf({
          applied_codes: [{ code: "DEMO1111AAAA0001", amount: 400 }],
          gateway_amount: 580,
        }),
      }),
      layer,
    );
    expect(placed.kind).toBe("gateway");
    expect(placed.order).toMatchObject({
      status: 1,
      gateway: "gateway-inr",
      gateway_amount: 580,
      currency_code: "INR",
    });
    expect(placed.order.redirect_url).toBe(
      `http://storefront.test/gateway/gateway-inr/pay/${encodeURIComponent(placed.order.order_key)}`,
    );
    const page = await api.app.hono.request(
      placed.order.redirect_url?.slice("http://storefront.test".length) ?? "",
    );
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<dd class="amount" data-testid="amount">INR 580.00</dd>');
  });

  it("a signed-in order paid fully with points answers 'completed' through noPayCheckout, in the stored language", async () => {
    const token = api.openSession(1);
    const before = api.balances(1);
    const { layer } = liveBrowser(api, { session: { a_t: token, s_e_t: "1" }, local: { wglang: "fr" } });
    const placed = await run(placeOrder({ voucherOrder: orderOf({ points: 980 }) }), layer);
    expect(placed.kind).toBe("completed");
    expect(placed.order).toMatchObject({ status: 7, redirect_url: null, gateway_amount: 0 });
    // Content-Language came from 'wglang'.
    expect(storedLanguage(placed.order.order_id)).toBe("fr");
    // 980 points of INR 1 each, in hundredths.
    expect(before.points_hundredths - api.balances(1).points_hundredths).toBe(98_000);
    // noPayCheckout is refused without Accept-Version 6.0.0: the 'completed' answer above carried it.
    const bare = await api.call(noPayCheckout, { token: placed.order.order_key }, { token });
    expect(bare.status).toBe(400);
    const versioned = await api.call(
      noPayCheckout,
      { token: placed.order.order_key },
      { token, headers: { "Accept-Version": "6.0.0" } },
    );
    expect(versioned.data?.success).toBe(1);
  });

  it("a confirmation whose answer is lost after the points were taken: the order's own status says completed", async () => {
    const token = api.openSession(1);
    const before = api.balances(1);
    const { layer } = liveBrowser(api, { session: { a_t: token, s_e_t: "1" } });
    // noPayCheckout runs, then its connection drops: the shopper never hears the answer.
    api.app.faults.set({ operation: "noPayCheckout", drop: true, after: true, times: 1 });
    const placed = await run(placeOrder({ voucherOrder: orderOf({ points: 980 }) }), layer);
    expect(placed.kind).toBe("completed");
    expect(placed.order).toMatchObject({ status: 7, redirect_url: null });
    // The points were taken once, for this one order.
    expect(before.points_hundredths - api.balances(1).points_hundredths).toBe(98_000);
  });

  it("when the order's status cannot be read either, the confirmation's failure shows", async () => {
    const token = api.openSession(1);
    const { layer } = liveBrowser(api, { session: { a_t: token, s_e_t: "1" } });
    api.app.faults.set({ operation: "noPayCheckout", status: 503, times: 1 });
    api.app.faults.set({ operation: "voucherOrderDetails", status: 503, times: 1 });
    const failure = await failureOf(placeOrder({ voucherOrder: orderOf({ points: 980 }) }), layer);
    expect(failure).toMatchObject({ _tag: "ServerError", operation: "noPayCheckout", status: 503 });
  });

  it("the same idempotency key twice gives the same order_id (one order)", async () => {
    const { layer } = liveBrowser(api);
    const voucherOrder = orderOf({
      applied_codes: [{ code: "DEMO1111AAAA0001", amount: 100 }],
      gateway_amount: 880,
    });
    const first = await run(placeOrder({ voucherOrder }), layer);
    const remainAfterFirst = api.codeState("DEMO1111AAAA0001").remain_minor;
    const second = await run(placeOrder({ voucherOrder }), layer);
    expect(second.order.order_id).toBe(first.order.order_id);
    expect(second.order.order_key).toBe(first.order.order_key);
    expect(api.codeState("DEMO1111AAAA0001").remain_minor).toBe(remainAfterFirst);
  });

  it("spec §8: a refused order (success 0) fails with OrderRefused carrying the server's message", async () => {
    const { layer } = liveBrowser(api);
    const error = await failureOf(placeOrder({ voucherOrder: orderOf({ gateway_amount: 900 }) }), layer);
    expect(error).toMatchObject({
      _tag: "OrderRefused",
      operation: "voucherCreateOrder",
      serverMessage: "The payment split (INR 900.00) does not match the order total (INR 980.00).",
    });
  });
});
