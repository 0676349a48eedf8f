import {
  gatewayCallbackVoucher,
  getPaymentStatus,
  getTransactionStatus,
  type OrderLine,
  type PaymentSplit,
  type VoucherOrder,
  voucherCreateOrder,
} from "@contract/orders";
import { describe, expect, it } from "vitest";
import { makeTestServer } from "../../server/testing";
import { FASHION_CARD_CHARGED, fashionCard } from "../support/orderLines";

type Server = ReturnType<typeof makeTestServer>;

const ORIGIN = "http://storefront.test";

/** Every call runs against the seeded demo data (users of the account seed, codes and orders). */
const setup = () => makeTestServer();

let keyCount = 0;
const place = async (
  server: Server,
  line: Partial<OrderLine>,
  payment: Partial<PaymentSplit>,
  opts: { token?: string; site?: string } = {},
) => {
  keyCount += 1;
  const voucherOrder: VoucherOrder = {
    idempotency_key: `gateway-order-${keyCount}`,
    site: opts.site ?? "marketplace",
    cart: [
      {
        // the Indian mobile top-up of the demo catalogue: an amount from INR 10 to INR 5000
        product_id: 48001,
        name: "Prepaid Mobile Recharge India",
        price: 1000,
        quantity: 1,
        currency_code: "INR",
        filter_group_id: 61,
        ...line,
      },
    ],
    checkoutUser: {
      firstname: "Priya",
      lastname: "Sharma",
      email: "priya@demo.example",
      phone: "9876543210",
      phone_code: "91",
    },
    payment: { points: 0, gcb: 0, tokens: 0, applied_codes: [], gateway_amount: 0, ...payment },
  };
  const res = await server.call(
    voucherCreateOrder,
    { voucherOrder },
    {
      ...(opts.token === undefined ? {} : { token: opts.token }),
      ...(opts.site === undefined ? {} : { headers: { "x-site": opts.site } }),
    },
  );
  const data = res.data?.data.voucherCreateOrder.data;
  if (data === undefined || data.redirect_url === null) {
    throw new Error(`no gateway redirect: ${JSON.stringify(res.json)}`);
  }
  return { ...data, path: data.redirect_url.slice(ORIGIN.length) };
};

const submit = (server: Server, path: string, action: string) =>
  server.app.hono.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action }).toString(),
  });

const paymentOutput = async (server: Server, orderId: number, key: string) =>
  (await server.call(getPaymentStatus, { add_data: { order_id: orderId, order_key: key } })).data?.data
    .getPaymentStatus.output;

const callbackLocation = (site: string, orderId: number, key: string, status: string) =>
  `${ORIGIN}/${site}/payment-callback?${new URLSearchParams({ order_id: String(orderId), key, status }).toString()}`;

describe("hosted payment page (simulated card gateway)", () => {
  it("shows the merchant, order, amount and currency with Pay, Decline and Cancel, and no external assets", async () => {
    const server = setup();
    const order = await place(server, { price: 1234.5 }, { gateway_amount: 1234.5 });
    const res = await server.app.hono.request(order.path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain('<dd data-testid="merchant">Rewards Marketplace</dd>');
    expect(html).toContain(`#${order.order_id}`);
    expect(html).toContain('<dd class="amount" data-testid="amount">INR 1,234.50</dd>');
    expect(html).toContain('<dd data-testid="currency">INR</dd>');
    for (const [action, label] of [
      ["pay", "Pay"],
      ["decline", "Decline"],
      ["cancel", "Cancel"],
    ]) {
      expect(html).toContain(`<input type="hidden" name="action" value="${action}">`);
      expect(html).toContain(`>${label}</button>`);
    }
    expect(html).toContain('<form method="post">');
    expect(html).not.toMatch(/<(script|link|img)\b/);
    expect(html).not.toMatch(/(src|href)=/);
  });

  it("formats a zero-decimal currency without decimals (spec §9: JPY 1,455, not JPY 1,455.00)", async () => {
    const server = setup();
    // A JPY 1500 card 3% off is charged JPY 1455 (spec §7.4 final_price).
    const order = await place(
      server,
      { product_id: 40502, price: 1500, currency_code: "JPY" },
      { gateway_amount: 1455 },
    );
    expect(order.gateway).toBe("gateway-global");
    const html = await (await server.app.hono.request(order.path)).text();
    expect(html).toContain('data-testid="amount">JPY 1,455</dd>');
    expect(html).not.toContain("JPY 1,455.");
  });

  it("names the order's store as the merchant (acme: Acme Rewards)", async () => {
    const server = setup();
    const token = server.openSession(5);
    // acme offers gift cards, not mobile recharge (server/domains/site/data.ts).
    const order = await place(
      server,
      fashionCard(),
      { points: 100, gateway_amount: FASHION_CARD_CHARGED - 100 },
      { token, site: "acme" },
    );
    const html = await (await server.app.hono.request(order.path)).text();
    expect(html).toContain('<dd data-testid="merchant">Acme Rewards</dd>');
  });

  it("answers 404 for an unknown payment key or the wrong gateway", async () => {
    const server = setup();
    const order = await place(server, {}, { gateway_amount: 1000 });
    expect((await server.app.hono.request("/gateway/gateway-inr/pay/unknown")).status).toBe(404);
    expect((await server.app.hono.request(`/gateway/gateway-php/pay/${order.order_key}`)).status).toBe(404);
    expect((await submit(server, "/gateway/gateway-inr/pay/unknown", "pay")).status).toBe(404);
  });

  it("refuses an unknown action with HTTP 400 and records nothing", async () => {
    const server = setup();
    const order = await place(server, {}, { gateway_amount: 1000 });
    expect((await submit(server, order.path, "refund")).status).toBe(400);
    expect(await paymentOutput(server, order.order_id, order.order_key)).toBe("");
  });
});

describe("payment status before any outcome (spec §4: empty output is NO_RESPONSE)", () => {
  it("answers an empty output, even after the page was opened; the transaction stays pending 1", async () => {
    const server = setup();
    const order = await place(server, {}, { gateway_amount: 1000 });
    expect(await paymentOutput(server, order.order_id, order.order_key)).toBe("");
    await server.app.hono.request(order.path);
    const raw = await server.call(getPaymentStatus, {
      add_data: { order_id: order.order_id, order_key: order.order_key },
    });
    expect(raw.json).toEqual({ data: { getPaymentStatus: { output: "" } } });
    const tx = await server.call(getTransactionStatus, {
      add_data: { order_id: order.order_id, order_key: order.order_key },
    });
    expect(tx.data?.data.getTransactionStatus.data?.status).toBe(1);
    const callback = await server.call(gatewayCallbackVoucher, {
      order_id: order.order_id,
      order_key: order.order_key,
    });
    expect(callback.data).toEqual({
      success: 1,
      data: { order_id: order.order_id, status: 1, payment_status: "pending" },
    });
  });

  it("answers 'Order not found' for a wrong key", async () => {
    const server = setup();
    const order = await place(server, {}, { gateway_amount: 1000 });
    expect(await paymentOutput(server, order.order_id, "wrong")).toEqual({
      success: 0,
      message: "Order not found",
    });
  });
});

describe("Pay: success 7, redirect 303 to the client's payment callback", () => {
  it("records the payment, completes the order and keeps the debited balances", async () => {
    const server = setup();
    const token = server.openSession(1);
    const before = server.balances(1);
    const order = await place(
      server,
      { price: 3000 },
      { points: 1000, applied_codes: [{ code: "DEMO1111AAAA0001", amount: 1000 }], gateway_amount: 1000 },
      { token },
    );
    const res = await submit(server, order.path, "pay");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(
      callbackLocation("marketplace", order.order_id, order.order_key, "success"),
    );
    expect(await paymentOutput(server, order.order_id, order.order_key)).toEqual({
      success: 1,
      data: {
        order_id: order.order_id,
        status: 7,
        payment_status: "success",
        gateway: "gateway-inr",
        amount: 1000,
        currency_code: "INR",
      },
    });
    const tx = await server.call(getTransactionStatus, {
      add_data: { order_id: order.order_id, order_key: order.order_key },
    });
    expect(tx.data?.data.getTransactionStatus.data?.status).toBe(7);
    const callback = await server.call(gatewayCallbackVoucher, {
      order_id: order.order_id,
      order_key: order.order_key,
    });
    expect(callback.data?.data).toEqual({ order_id: order.order_id, status: 7, payment_status: "success" });
    expect(server.balances(1).points_hundredths).toBe(before.points_hundredths - 100_000);
    expect(server.codeState("DEMO1111AAAA0001")).toMatchObject({ status: 2, remain_minor: 0 });
  });

  it("a second Pay does not pay twice, and a Decline after Pay changes nothing", async () => {
    const server = setup();
    const token = server.openSession(1);
    const order = await place(server, { price: 1500 }, { points: 500, gateway_amount: 1000 }, { token });
    const first = await submit(server, order.path, "pay");
    const afterFirst = server.balances(1);
    const second = await submit(server, order.path, "pay");
    expect(second.status).toBe(303);
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
    const declined = await submit(server, order.path, "decline");
    expect(declined.headers.get("location")).toBe(
      callbackLocation("marketplace", order.order_id, order.order_key, "success"),
    );
    const payment = server.db
      .prepare("SELECT outcome, captures FROM gateway_payments WHERE order_id = ?")
      .get(order.order_id) as { outcome: string; captures: number };
    expect(payment).toEqual({ outcome: "success", captures: 1 });
    expect(server.balances(1)).toEqual(afterFirst);
    const out = await paymentOutput(server, order.order_id, order.order_key);
    expect(out === "" || out === undefined ? undefined : out.data?.status).toBe(7);
  });

  it("sends the shopper back to the order's own store", async () => {
    const server = setup();
    const token = server.openSession(5);
    // acme offers gift cards, not mobile recharge (server/domains/site/data.ts).
    const order = await place(
      server,
      fashionCard(),
      { points: 100, gateway_amount: FASHION_CARD_CHARGED - 100 },
      { token, site: "acme" },
    );
    const res = await submit(server, order.path, "pay");
    expect(res.headers.get("location")).toBe(
      callbackLocation("acme", order.order_id, order.order_key, "success"),
    );
  });
});

describe("Decline and Cancel: failed 5, every debited balance restored", () => {
  it("Decline restores points, gift-card balance, tokens and the code's balance, status and used-by", async () => {
    const server = setup();
    const token = server.openSession(1);
    const before = server.balances(1);
    const codeBefore = server.codeState("DEMO1111AAAA0001");
    const order = await place(
      server,
      { price: 2600 },
      {
        points: 500,
        gcb: 300,
        tokens: 200,
        applied_codes: [{ code: "DEMO1111AAAA0001", amount: 600 }],
        gateway_amount: 1000,
      },
      { token },
    );
    expect(server.balances(1)).toEqual({
      points_hundredths: before.points_hundredths - 50_000,
      redeemed_points_hundredths: before.redeemed_points_hundredths + 50_000,
      gcb_minor: before.gcb_minor - 30_000,
      tokens_minor: before.tokens_minor - 20_000,
    });
    expect(server.codeState("DEMO1111AAAA0001")).toMatchObject({ status: 7, remain_minor: 40_000 });

    const res = await submit(server, order.path, "decline");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(
      callbackLocation("marketplace", order.order_id, order.order_key, "failed"),
    );
    expect(server.balances(1)).toEqual(before);
    expect(server.codeState("DEMO1111AAAA0001")).toEqual(codeBefore);
    expect(await paymentOutput(server, order.order_id, order.order_key)).toMatchObject({
      success: 1,
      data: { status: 5, payment_status: "failed" },
    });
    const tx = await server.call(getTransactionStatus, {
      add_data: { order_id: order.order_id, order_key: order.order_key },
    });
    expect(tx.data?.data.getTransactionStatus.data?.status).toBe(5);

    // A Pay after the Decline neither pays nor debits again.
    const pay = await submit(server, order.path, "pay");
    expect(pay.headers.get("location")).toBe(
      callbackLocation("marketplace", order.order_id, order.order_key, "failed"),
    );
    expect(server.balances(1)).toEqual(before);
  });

  it("Cancel fails the payment as cancelled and restores a guest's code balance", async () => {
    const server = setup();
    const codeBefore = server.codeState("DEMO1111AAAA0002");
    const order = await place(
      server,
      { price: 1000 },
      { applied_codes: [{ code: "DEMO1111AAAA0002", amount: 750 }], gateway_amount: 250 },
    );
    expect(server.codeState("DEMO1111AAAA0002")).toMatchObject({ status: 2, remain_minor: 0 });
    const res = await submit(server, order.path, "cancel");
    expect(res.headers.get("location")).toBe(
      callbackLocation("marketplace", order.order_id, order.order_key, "cancelled"),
    );
    expect(server.codeState("DEMO1111AAAA0002")).toEqual(codeBefore);
    expect(await paymentOutput(server, order.order_id, order.order_key)).toMatchObject({
      data: { status: 5, payment_status: "cancelled" },
    });
    const callback = await server.call(gatewayCallbackVoucher, {
      order_id: order.order_id,
      order_key: order.order_key,
    });
    expect(callback.data?.data).toEqual({ order_id: order.order_id, status: 5, payment_status: "cancelled" });
  });
});

describe("a paid order leaves the buyer's cart", () => {
  const cartProducts = (server: Server, userId: number): number[] =>
    (
      server.db
        .prepare("SELECT product_id FROM cart_lines WHERE user_id = ? ORDER BY product_id")
        .all(userId) as {
        product_id: number;
      }[]
    ).map((row) => row.product_id);

  it("Pay removes the ordered product's saved cart line; Decline keeps it", async () => {
    const server = setup();
    const token = server.openSession(1);
    expect(cartProducts(server, 1)).toEqual([28501, 28502]);

    const declined = await place(
      server,
      // INR 500, 2% off: INR 490 (spec §7.4).
      { product_id: 28501, price: 500 },
      { gateway_amount: 490 },
      { token },
    );
    await submit(server, declined.path, "decline");
    expect(cartProducts(server, 1)).toEqual([28501, 28502]);

    const paid = await place(server, { product_id: 28501, price: 500 }, { gateway_amount: 490 }, { token });
    expect(cartProducts(server, 1)).toEqual([28501, 28502]);
    await submit(server, paid.path, "pay");
    expect(cartProducts(server, 1)).toEqual([28502]);
  });

  it("an order paid in full at once removes its lines at once", async () => {
    const server = setup();
    const token = server.openSession(1);
    keyCount += 1;
    const res = await server.call(
      voucherCreateOrder,
      {
        voucherOrder: {
          idempotency_key: `gateway-order-${keyCount}`,
          site: "marketplace",
          cart: [
            {
              product_id: 28501,
              name: "Shopping Gift Card",
              price: 500,
              quantity: 1,
              currency_code: "INR",
              filter_group_id: 37,
            },
          ],
          checkoutUser: {
            firstname: "Priya",
            lastname: "Sharma",
            email: "priya@demo.example",
            phone: "9876543210",
            phone_code: "91",
          },
          payment: { points: 490, gcb: 0, tokens: 0, applied_codes: [], gateway_amount: 0 },
        },
      },
      { token },
    );
    expect(res.data?.data.voucherCreateOrder.data?.status).toBe(7);
    expect(cartProducts(server, 1)).toEqual([28502]);
  });
});
