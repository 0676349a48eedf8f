/**
 * The payment callback and status effects against the reference API over real HTTP (spec §2.3
 * payment routes, §4 'Payment status', transaction status codes, §7.6, §8 'Payment status with
 * empty output').
 */

import type { VoucherOrder } from "@contract/orders";
import { NO_RESPONSE } from "@domain/checkout";
import { placeOrder } from "@effects/checkout";
import { checkPaymentStatus, confirmCallback, loadPaymentStatus, paymentActors } from "@effects/payment";
import type { StorefrontServices } from "@effects/runtime/layer";
import { OrderCallFailed, PaymentStatusEmpty, present, toErrorData, Unauthenticated } from "@errors";
import { paymentMachine } from "@machines/payment";
import { Effect, type Layer } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "xstate";
import { liveBrowser, type ReferenceApi, startReferenceApi, startSystem } from "../support/harness";

const ORIGIN = "http://storefront.test";

let api: ReferenceApi;

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

let keys = 0;
/**
 * A guest order of an INR 1000 gift card 2% off, charged INR 980 (spec §7.4): INR 80 by
 * DEMO-1111-AAAA-0001, INR 900 due on the gateway.
 */
const placeGatewayOrder = async (layer: Layer.Layer<StorefrontServices>) => {
  keys += 1;
  const voucherOrder: VoucherOrder = {
    idempotency_key: `payment-effects-${keys}`,
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
    checkoutUser: {
      firstname: "Gita",
      lastname: "Rao",
      email: "gita@example.com",
      phone: "",
      phone_code: "",
    },
    payment: {
      points: 0,
      gcb: 0,
      tokens: 0,
      applied_codes: [{ code: "DEMO1111AAAA0001", amount: 80 }],
      gateway_amount: 900,
    },
  };
  const placed = await run(placeOrder({ voucherOrder }), layer);
  const url = placed.order.redirect_url;
  if (placed.kind !== "gateway" || url === null) throw new Error("expected an amount due on the gateway");
  return { ...placed.order, pagePath: url.slice(ORIGIN.length) };
};

/** Posts the shopper's choice to the hosted payment page (as the page's form does). */
const submit = (path: string, action: "pay" | "decline" | "cancel") =>
  api.app.hono.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action }).toString(),
  });

describe("spec §4 'Payment status', §7.6 getPaymentStatus and voucherOrderDetails", () => {
  it("before the hosted page records an outcome the status check fails with PaymentStatusEmpty (spec §8: code NO_RESPONSE, error true)", async () => {
    const { layer } = liveBrowser(api);
    const order = await placeGatewayOrder(layer);
    const ref = { orderId: order.order_id, orderKey: order.order_key };
    const error = await run(Effect.flip(checkPaymentStatus(ref)), layer);
    expect(error).toEqual(new PaymentStatusEmpty());
    expect(present(toErrorData(error))).toEqual({ kind: "status", code: "NO_RESPONSE", error: true });
    const answer = await run(loadPaymentStatus(ref), layer);
    expect(answer.payment).toEqual({ ok: false, error: { _tag: "PaymentStatusEmpty" } });
    expect(answer.details.order_id).toBe(order.order_id);
    // spec §4 transaction status: pending 1.
    expect(answer.details.order_data.status).toBe(1);
    expect(answer.details.order_data.amounts).toMatchObject({ total: 980, codes: 80, gateway: 900 });
  });

  it("a status check that fails (HTTP 500, 429, a dropped connection) fails with OrderCallFailed (spec §8 'Most order and payment calls failing'); the order still loads", async () => {
    const { layer } = liveBrowser(api);
    const order = await placeGatewayOrder(layer);
    const ref = { orderId: order.order_id, orderKey: order.order_key };
    const failures = [
      { rule: { status: 500 as const }, reason: "ServerError (getPaymentStatus)" },
      { rule: { status: 429 as const }, reason: "RateLimited (getPaymentStatus)" },
      { rule: { drop: true }, reason: "NetworkError (getPaymentStatus)" },
    ];
    for (const { rule, reason } of failures) {
      api.app.faults.set({ operation: "getPaymentStatus", ...rule, times: 1 });
      const error = await run(Effect.flip(checkPaymentStatus(ref)), layer);
      expect(error).toEqual(new OrderCallFailed({ operation: "getPaymentStatus", reason }));
      expect(present(toErrorData(error))).toEqual({ kind: "empty", of: "object" });
    }
    api.app.faults.set({ operation: "getPaymentStatus", status: 500, times: 1 });
    const answer = await run(loadPaymentStatus(ref), layer);
    expect(answer.payment).toEqual({
      ok: false,
      error: {
        _tag: "OrderCallFailed",
        operation: "getPaymentStatus",
        reason: "ServerError (getPaymentStatus)",
      },
    });
    expect(answer.details.order_id).toBe(order.order_id);
  });

  it("HTTP 401 on the status check is not an empty object: the shopper is treated as logged out (spec §8)", async () => {
    const { layer } = liveBrowser(api);
    const order = await placeGatewayOrder(layer);
    const ref = { orderId: order.order_id, orderKey: order.order_key };
    api.app.faults.set({ operation: "getPaymentStatus", status: 401, times: 1 });
    expect(await run(Effect.flip(checkPaymentStatus(ref)), layer)).toEqual(
      new Unauthenticated({ operation: "getPaymentStatus" }),
    );
    api.app.faults.set({ operation: "getPaymentStatus", status: 401, times: 1 });
    const error = await run(Effect.flip(loadPaymentStatus(ref)), layer);
    expect(error._tag).toBe("Unauthenticated");
  });

  it("the live flow: a status check answering HTTP 500 is stored as OrderCallFailed and the order shows NO_RESPONSE", async () => {
    const { layer } = liveBrowser(api);
    const order = await placeGatewayOrder(layer);
    const flow = startSystem(paymentMachine.provide({ actors: paymentActors(layer) }), "payment", undefined, [
      "cart",
    ]);
    api.app.faults.set({ operation: "getPaymentStatus", status: 500, times: 1 });
    flow.actor.send({
      type: "PAYMENT.SHOW",
      orderId: order.order_id,
      orderKey: order.order_key,
      orderType: "voucher",
    });
    const shown = await waitFor(flow.actor, (s) => s.matches("shown") || s.matches("failed"));
    expect(shown.value).toBe("shown");
    expect(shown.context.error).toEqual({
      _tag: "OrderCallFailed",
      operation: "getPaymentStatus",
      reason: "ServerError (getPaymentStatus)",
    });
    expect(shown.context.answer?.payment).toEqual(NO_RESPONSE);
    expect(shown.context.outcome).toBe("no-response");
    flow.system.stop();
  });

  it("after 'pay' on the hosted page the status is success 7 and the payment 'success'", async () => {
    const { layer } = liveBrowser(api);
    const order = await placeGatewayOrder(layer);
    const response = await submit(order.pagePath, "pay");
    expect(response.status).toBe(303);
    const answer = await run(
      loadPaymentStatus({ orderId: order.order_id, orderKey: order.order_key }),
      layer,
    );
    expect(answer.details.order_data.status).toBe(7);
    expect(answer.payment?.ok && answer.payment.value).toEqual({
      success: 1,
      data: {
        order_id: order.order_id,
        status: 7,
        payment_status: "success",
        gateway: "gateway-inr",
        amount: 900,
        currency_code: "INR",
      },
    });
  });

  it("a wrong key fails with OrderRefused", async () => {
    const { layer } = liveBrowser(api);
    const order = await placeGatewayOrder(layer);
    const error = await run(
      Effect.flip(loadPaymentStatus({ orderId: order.order_id, orderKey: "wrong-key" })),
      layer,
    );
    expect(error._tag).toBe("OrderRefused");
  });
});

describe("spec §2.3 '/payment-callback': the callback, then the status page replaces the URL", () => {
  it("confirmCallback replaces the location with '/marketplace/payment-status/voucher/{id}/{key}'", async () => {
    const { browser, layer } = liveBrowser(api, {
      url: `${ORIGIN}/marketplace/payment-callback?order_id=1&key=k&status=success`,
    });
    const order = await placeGatewayOrder(layer);
    await submit(order.pagePath, "pay");
    await run(
      confirmCallback({
        orderId: order.order_id,
        orderKey: order.order_key,
        sitePrefix: "/marketplace",
        type: "voucher",
        provider: null,
      }),
      layer,
    );
    const path = `/marketplace/payment-status/voucher/${order.order_id}/${encodeURIComponent(order.order_key)}`;
    expect(browser.state.navigations).toEqual([{ kind: "replace", url: path }]);
    expect(browser.state.location.pathname).toBe(path);
  });

  it("the live flow: CALLBACK after 'pay' ends 'paid' and empties the cart", async () => {
    const { browser, layer } = liveBrowser(api);
    const order = await placeGatewayOrder(layer);
    await submit(order.pagePath, "pay");
    const flow = startSystem(paymentMachine.provide({ actors: paymentActors(layer) }), "payment", undefined, [
      "cart",
    ]);
    flow.actor.send({
      type: "PAYMENT.CALLBACK",
      orderId: order.order_id,
      orderKey: order.order_key,
      sitePrefix: "/marketplace",
    });
    const shown = await waitFor(flow.actor, (s) => s.matches("shown") || s.matches("failed"));
    expect(shown.context.outcome).toBe("paid");
    expect(flow.eventsOf("cart")).toEqual([{ type: "CART.CLEAR" }]);
    expect(browser.state.navigations.map((n) => n.kind)).toEqual(["replace"]);
    flow.system.stop();
  });
});
