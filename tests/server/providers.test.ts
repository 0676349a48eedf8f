/**
 * The payment providers of the reference API (spec §1, §2.3 provider callback pages, §7.6
 * payment methods, provider details, payment token, provider status checks, wallet-provider order).
 */
import { getTransactionStatus, type VoucherOrder, voucherCreateOrder } from "@contract/orders";
import {
  createPaymentToken,
  getGatewayDetails,
  getPaymentMethods,
  getProviderAPaymentStatus,
  getProviderBPaymentStatus,
  type ProviderName,
  walletProviderPayment,
} from "@contract/providers";
import { describe, expect, it } from "vitest";
import { makeTestServer } from "../../server/testing";

type Server = ReturnType<typeof makeTestServer>;
const ORIGIN = "http://storefront.test";

let count = 0;
const place = async (server: Server, provider: ProviderName | undefined, currency = "INR") => {
  count += 1;
  const voucherOrder: VoucherOrder = {
    idempotency_key: `provider-order-${count}`,
    site: "marketplace",
    cart: [
      {
        product_id: currency === "INR" ? 48001 : 40502,
        name: "A card",
        price: currency === "INR" ? 1000 : 1500,
        quantity: 1,
        currency_code: currency,
        filter_group_id: currency === "INR" ? 61 : 37,
      },
    ],
    checkoutUser: {
      firstname: "Asha",
      lastname: "Rao",
      email: "asha@example.com",
      phone: "9876543210",
      phone_code: "91",
    },
    payment: {
      points: 0,
      gcb: 0,
      tokens: 0,
      applied_codes: [],
      gateway_amount: currency === "INR" ? 1000 : 1455,
    },
    ...(provider === undefined ? {} : { provider }),
  };
  return (await server.call(voucherCreateOrder, { voucherOrder })).data?.data.voucherCreateOrder;
};

const ref = (order: { order_id: number; order_key: string }) => ({
  order_id: order.order_id,
  order_key: order.order_key,
});

const submit = (server: Server, path: string, action: string) =>
  server.app.hono.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action }).toString(),
  });

const tokenOf = async (
  server: Server,
  order: { order_id: number; order_key: string },
  provider: ProviderName,
) =>
  (await server.call(createPaymentToken, { add_data: { ...ref(order), provider } })).data?.data
    .create_payment_token;

describe("payment methods (spec §7.6 getPaymentMethods)", () => {
  it("offers the card gateway first, then the providers taking the currency", async () => {
    const server = makeTestServer();
    const inr = (await server.call(getPaymentMethods, { currency_code: "INR" })).data?.data ?? [];
    expect(inr.map((m) => m.id)).toEqual(["card", "provider-a", "provider-b", "wallet-provider"]);
    const jpy = (await server.call(getPaymentMethods, { currency_code: "JPY" })).data?.data ?? [];
    expect(jpy.map((m) => m.id)).toEqual(["card"]);
  });
});

describe("an order paid through a provider", () => {
  it("has no card page; its token opens the provider's page, which records one outcome and returns to the provider's callback", async () => {
    const server = makeTestServer();
    const answer = await place(server, "provider-b");
    const order = answer?.data;
    if (order === undefined) throw new Error(JSON.stringify(answer));
    expect(order.status).toBe(1);
    expect(order.redirect_url).toBeNull();

    const first = await tokenOf(server, order, "provider-b");
    const again = await tokenOf(server, order, "provider-b");
    expect(first?.success).toBe(1);
    // One token per payment: asking twice answers the same one.
    expect(again?.data?.token).toBe(first?.data?.token);
    const token = first?.data?.token ?? "";

    const details = (await server.call(getGatewayDetails, { provider: "provider-b", token })).data;
    expect(details?.data?.amount).toBe(1000);
    expect(details?.data?.page_url).toBe(`${ORIGIN}/provider/provider-b/pay/${token}`);
    const path = `/provider/provider-b/pay/${token}`;
    const html = await (await server.app.hono.request(path)).text();
    expect(html).toContain("Pay with Provider B");
    expect(html).toContain('data-testid="amount">INR 1,000.00</dd>');

    const paid = await submit(server, path, "pay");
    expect(paid.status).toBe(303);
    const query = new URLSearchParams({
      order_id: String(order.order_id),
      key: order.order_key,
      status: "success",
    });
    expect(paid.headers.get("location")).toBe(`${ORIGIN}/marketplace/provider-b-payment-callback?${query}`);
    // The first outcome stands: a Decline after the Pay changes nothing.
    const declined = await submit(server, path, "decline");
    expect(declined.headers.get("location")).toContain("status=success");

    const status = (await server.call(getProviderBPaymentStatus, { add_data: ref(order) })).data?.data
      .get_provider_b_payment_status;
    expect(status).toEqual({
      success: 1,
      data: { order_id: order.order_id, status: 7, payment_status: "success", provider: "provider-b" },
    });
    // A settled payment gets no new token.
    expect((await tokenOf(server, order, "provider-b"))?.success).toBe(0);
  });

  it("answers a tampered key, another provider's check or an unknown token with a refusal", async () => {
    const server = makeTestServer();
    const order = (await place(server, "provider-a"))?.data;
    if (order === undefined) throw new Error("no order");
    const tampered = { order_id: order.order_id, order_key: `${order.order_key}x` };
    const a = (await server.call(getProviderAPaymentStatus, { add_data: tampered })).data?.data
      .get_provider_a_payment_status;
    expect(a).toEqual({ success: 0, message: "Order not found" });
    const b = (await server.call(getProviderBPaymentStatus, { add_data: ref(order) })).data?.data
      .get_provider_b_payment_status;
    expect(b?.success).toBe(0);
    const t = (await server.call(getTransactionStatus, { add_data: tampered })).data?.data
      .getTransactionStatus;
    expect(t?.success).toBe(0);
    expect((await server.app.hono.request("/provider/provider-a/pay/not-a-token")).status).toBe(404);
    expect((await tokenOf(server, order, "provider-b"))?.success).toBe(0);
  });

  it("refuses a provider that does not take the currency", async () => {
    const server = makeTestServer();
    const refused = await place(server, "provider-a", "JPY");
    expect(refused).toEqual({
      success: 0,
      message: "The payment provider provider-a does not take payments in JPY.",
    });
  });

  it("pays the wallet provider through its order call, back on the generic callback page", async () => {
    const server = makeTestServer();
    const order = (await place(server, "wallet-provider"))?.data;
    if (order === undefined) throw new Error("no order");
    const answer = (await server.call(walletProviderPayment, { walletProviderOrder: ref(order) })).data;
    const url = answer?.data?.redirect_url ?? "";
    expect(url).toMatch(/\/provider\/wallet-provider\/pay\//);
    const done = await submit(server, url.slice(ORIGIN.length), "cancel");
    expect(done.headers.get("location")).toContain("/marketplace/payment-callback?");
    const t = (await server.call(getTransactionStatus, { add_data: ref(order) })).data?.data
      .getTransactionStatus;
    expect(t?.data?.status).toBe(5);
  });
});
