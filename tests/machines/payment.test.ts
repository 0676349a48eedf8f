/**
 * The payment callback and status flow with scripted effects (spec §2.3 payment routes, §4
 * 'Payment status', transaction status codes, §7.6, §8 'Payment status with empty output').
 */

import type { OrderDetails, PaymentStatusOutput } from "@contract/orders";
import type { CallbackProvider } from "@contract/providers";
import type { OrderReference, PaymentStatusLoaded } from "@domain/checkout";
import type { ErrorData } from "@errors/data";
import { paymentMachine } from "@machines/payment";
import { describe, expect, it } from "vitest";
import { makeScript, settle, startSystem } from "../support/harness";

/** The flow in a system with a recorder for "cart"; both effects are answered by the test. */
const start = () => {
  const script = makeScript();
  const machine = paymentMachine.provide({
    actors: {
      confirmCallback: script.manual<
        void,
        OrderReference & {
          readonly sitePrefix: string;
          readonly type: string;
          readonly provider: CallbackProvider | null;
        }
      >("confirmCallback"),
      loadPaymentStatus: script.manual<PaymentStatusLoaded, OrderReference>("loadPaymentStatus"),
    },
  });
  const started = startSystem(machine, "payment", undefined, ["cart"]);
  const context = () => started.actor.getSnapshot().context;
  const inputsOf = (name: string): unknown[] =>
    script.calls.filter((call) => call.name === name).map((call) => call.input);
  return { ...started, script, context, inputsOf };
};

/** spec §4 transaction status codes: success 7, pending 1, failed 5. */
const detailsOf = (status: 7 | 1 | 5, gateway = 250): OrderDetails => ({
  order_id: 41,
  site: "marketplace",
  order_data: {
    type: "voucher",
    status,
    items: [
      { product_id: 28501, name: "Shopping Gift Card", quantity: 1, price: 1000, currency_code: "INR" },
    ],
    amounts: {
      currency_code: "INR",
      total: 1000,
      points: 0,
      gcb: 0,
      tokens: 0,
      codes: 1000 - gateway,
      gateway,
    },
    dates: { ordered_at: "2026-11-25T12:00:00.000Z", updated_at: "2026-11-25T12:00:00.000Z" },
  },
});

const gatewayStatus = (status: 7 | 5, outcome: "success" | "failed" | "cancelled"): PaymentStatusOutput => ({
  success: 1,
  data: {
    order_id: 41,
    status,
    payment_status: outcome,
    gateway: "gateway-inr",
    amount: 250,
    currency_code: "INR",
  },
});

const checked = (output: PaymentStatusOutput) => ({ ok: true, value: output }) as const;
const paid: PaymentStatusLoaded = { details: detailsOf(7), payment: checked(gatewayStatus(7, "success")) };
const declined: PaymentStatusLoaded = { details: detailsOf(5), payment: checked(gatewayStatus(5, "failed")) };
/** spec §8: what the status check fails with for an empty output, and for a failing call. */
const statusEmpty: ErrorData = { _tag: "PaymentStatusEmpty" };
const callFailed: ErrorData = {
  _tag: "OrderCallFailed",
  operation: "getPaymentStatus",
  reason: "ServerError (getPaymentStatus)",
};
const noResponse: PaymentStatusLoaded = { details: detailsOf(1), payment: { ok: false, error: statusEmpty } };

describe("spec §2.3 '/payment-callback': the order callback, then the status is loaded", () => {
  it("CALLBACK calls confirmCallback with the order, and only after it answers loads the status", async () => {
    const flow = start();
    flow.actor.send({
      type: "PAYMENT.CALLBACK",
      orderId: 41,
      orderKey: "key-41",
      sitePrefix: "/marketplace",
    });
    await settle();
    expect(flow.inputsOf("confirmCallback")).toEqual([
      { orderId: 41, orderKey: "key-41", sitePrefix: "/marketplace", type: "voucher", provider: null },
    ]);
    expect(flow.inputsOf("loadPaymentStatus")).toEqual([]);
    await flow.script.answer("confirmCallback", undefined);
    expect(flow.inputsOf("loadPaymentStatus")).toEqual([{ orderId: 41, orderKey: "key-41" }]);
    await flow.script.answer("loadPaymentStatus", paid);
    expect(flow.actor.getSnapshot().value).toBe("shown");
    expect(flow.context().outcome).toBe("paid");
  });
});

describe("spec §2.3 '/payment-status/:type/:id/:key'", () => {
  it("SHOW of the order already shown does nothing; another order loads", async () => {
    const flow = start();
    flow.actor.send({ type: "PAYMENT.SHOW", orderId: 41, orderKey: "key-41", orderType: "voucher" });
    await settle();
    await flow.script.answer("loadPaymentStatus", declined);
    flow.actor.send({ type: "PAYMENT.SHOW", orderId: 41, orderKey: "key-41", orderType: "voucher" });
    await settle();
    expect(flow.inputsOf("loadPaymentStatus")).toHaveLength(1);
    expect(flow.context().answer).toEqual({ details: detailsOf(5), payment: gatewayStatus(5, "failed") });

    flow.actor.send({ type: "PAYMENT.SHOW", orderId: 42, orderKey: "key-42", orderType: "voucher" });
    await settle();
    expect(flow.inputsOf("loadPaymentStatus")).toEqual([
      { orderId: 41, orderKey: "key-41" },
      { orderId: 42, orderKey: "key-42" },
    ]);
  });

  it("a paid order sends CART.CLEAR to 'cart' once, even when its status is asked again", async () => {
    const flow = start();
    flow.actor.send({ type: "PAYMENT.SHOW", orderId: 41, orderKey: "key-41", orderType: "voucher" });
    await settle();
    expect(flow.eventsOf("cart")).toEqual([]);
    await flow.script.answer("loadPaymentStatus", paid);
    expect(flow.eventsOf("cart")).toEqual([{ type: "CART.CLEAR" }]);
    flow.actor.send({ type: "PAYMENT.RETRY" });
    await settle();
    await flow.script.answer("loadPaymentStatus", paid);
    expect(flow.inputsOf("loadPaymentStatus")).toHaveLength(2);
    expect(flow.eventsOf("cart")).toEqual([{ type: "CART.CLEAR" }]);
  });

  it("a declined order keeps the cart (no CART.CLEAR) and shows 'declined'", async () => {
    const flow = start();
    flow.actor.send({ type: "PAYMENT.SHOW", orderId: 41, orderKey: "key-41", orderType: "voucher" });
    await settle();
    await flow.script.answer("loadPaymentStatus", declined);
    expect(flow.context().outcome).toBe("declined");
    expect(flow.eventsOf("cart")).toEqual([]);
  });

  it("spec §4, §8: an empty status output (PaymentStatusEmpty) is stored and shows code NO_RESPONSE, error true; RETRY loads again", async () => {
    const flow = start();
    flow.actor.send({ type: "PAYMENT.SHOW", orderId: 41, orderKey: "key-41", orderType: "voucher" });
    await settle();
    await flow.script.answer("loadPaymentStatus", noResponse);
    expect(flow.actor.getSnapshot().value).toBe("shown");
    expect(flow.context().error).toEqual(statusEmpty);
    expect(flow.context().answer?.payment).toEqual({ code: "NO_RESPONSE", error: true });
    expect(flow.context().outcome).toBe("no-response");
    expect(flow.eventsOf("cart")).toEqual([]);

    flow.actor.send({ type: "PAYMENT.RETRY" });
    await settle();
    expect(flow.inputsOf("loadPaymentStatus")).toEqual([
      { orderId: 41, orderKey: "key-41" },
      { orderId: 41, orderKey: "key-41" },
    ]);
    await flow.script.answer("loadPaymentStatus", paid);
    expect(flow.context().outcome).toBe("paid");
    expect(flow.context().error).toBeNull();
    expect(flow.eventsOf("cart")).toEqual([{ type: "CART.CLEAR" }]);
  });

  it("spec §8 'Most order and payment calls failing': a failed status check (OrderCallFailed) is stored, the order shows as NO_RESPONSE", async () => {
    const flow = start();
    flow.actor.send({ type: "PAYMENT.SHOW", orderId: 41, orderKey: "key-41", orderType: "voucher" });
    await settle();
    await flow.script.answer("loadPaymentStatus", {
      details: detailsOf(1),
      payment: { ok: false, error: callFailed },
    });
    expect(flow.actor.getSnapshot().value).toBe("shown");
    expect(flow.context().error).toEqual(callFailed);
    expect(flow.context().answer).toEqual({
      details: detailsOf(1),
      payment: { code: "NO_RESPONSE", error: true },
    });
    expect(flow.context().outcome).toBe("no-response");
  });
});

describe("an invalid order reference goes to 'invalid' without a call", () => {
  it("order id NaN, an empty key, or order id 0 call nothing", async () => {
    const flow = start();
    flow.actor.send({
      type: "PAYMENT.CALLBACK",
      orderId: Number.NaN,
      orderKey: "key-41",
      sitePrefix: "/marketplace",
    });
    await settle();
    expect(flow.actor.getSnapshot().value).toBe("invalid");
    flow.actor.send({ type: "PAYMENT.SHOW", orderId: 41, orderKey: "", orderType: "voucher" });
    await settle();
    expect(flow.actor.getSnapshot().value).toBe("invalid");
    flow.actor.send({ type: "PAYMENT.SHOW", orderId: 0, orderKey: "key-41", orderType: "voucher" });
    await settle();
    expect(flow.actor.getSnapshot().value).toBe("invalid");
    expect(flow.context().order).toBeNull();
    expect(flow.script.calls).toEqual([]);
  });
});

describe("the payment flow keeps the callback's site and reads its status through tags", () => {
  it("the callback of an '/acme' order replaces the URL under '/acme'; 'loading' while it confirms and loads", async () => {
    const flow = start();
    flow.actor.send({ type: "PAYMENT.CALLBACK", orderId: 42, orderKey: "key-42", sitePrefix: "/acme" });
    await settle();
    expect(flow.inputsOf("confirmCallback")).toEqual([
      { orderId: 42, orderKey: "key-42", sitePrefix: "/acme", type: "voucher", provider: null },
    ]);
    expect(flow.actor.getSnapshot().hasTag("loading")).toBe(true);
    await flow.script.answer("confirmCallback", undefined);
    expect(flow.actor.getSnapshot().hasTag("loading")).toBe(true);
    await flow.script.answer("loadPaymentStatus", declined);
    expect(flow.actor.getSnapshot().hasTag("loading")).toBe(false);
  });
});
