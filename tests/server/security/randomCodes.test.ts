/**
 * The codes the reference API hands out as proof of a purchase are drawn at random and kept,
 * never derived from something the client sees: the gift-card codes an order delivers. And an
 * order line of a booking keeps the booking's product, not the one the request named.
 */

import { createHash } from "node:crypto";
import { getOrderHistory } from "@contract/orderHistory";
import { type OrderLine, type VoucherOrder, voucherCreateOrder } from "@contract/orders";
import { createTopupRecharge } from "@contract/topup";
import { describe, expect, it } from "vitest";
import { makeTestServer } from "../../../server/testing";
import { FASHION_CARD_CHARGED, fashionCard } from "../../support/orderLines";

type Server = ReturnType<typeof makeTestServer>;

const PRIYA = 1;

const guestRecharge = async (server: Server): Promise<string> =>
  (
    await server.call(createTopupRecharge, {
      recharge_input: {
        product_id: 48001,
        operator_id: 1,
        circle_id: 11,
        plan_id: 101,
        mobile: "9812345678",
      },
    })
  ).data?.data.createTopupRecharge.data?.recharge_id ?? "";

let keys = 0;
const order = (cart: OrderLine[], points: number): { voucherOrder: VoucherOrder } => {
  keys += 1;
  return {
    voucherOrder: {
      idempotency_key: `random-codes-${keys}`,
      site: "marketplace",
      cart,
      checkoutUser: {
        firstname: "Priya",
        lastname: "Sharma",
        email: "priya@demo.example",
        phone: "9876543210",
        phone_code: "91",
      },
      payment: { points, gcb: 0, tokens: 0, applied_codes: [], gateway_amount: 0 },
    },
  };
};

describe("gift-card codes an order delivers", () => {
  it("cannot be computed from the order's key, and stay the same when read again", async () => {
    const server = makeTestServer();
    const token = server.openSession(PRIYA);
    const placed = (
      await server.call(voucherCreateOrder, order([fashionCard()], FASHION_CARD_CHARGED), { token })
    ).data?.data.voucherCreateOrder.data;
    expect(placed?.status).toBe(7);
    const codeOf = async () =>
      (
        await server.call(getOrderHistory, { history_input: { limit: 10, offset: 0 } }, { token })
      ).data?.data.getOrderHistory.data?.orders.find((o) => o.order_id === placed?.order_id)?.vouchers[0]
        ?.voucher_code;
    const code = await codeOf();
    expect(code).toMatch(/^[A-Z2-9]{16}$/);
    // What the code was once derived from: sha256 of the order key, its line and its count.
    const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    const digest = createHash("sha256").update(`${placed?.order_key}:0:0`).digest();
    const derived = Array.from(digest.subarray(0, 16), (byte) => alphabet[byte % alphabet.length]).join("");
    expect(code).not.toBe(derived);
    expect(await codeOf()).toBe(code);
  });
});

describe("an order line of a booking", () => {
  it("keeps the booking's product, whatever product id the request named", async () => {
    const server = makeTestServer();
    const token = server.openSession(PRIYA);
    const reference = await guestRecharge(server);
    const line: OrderLine = {
      product_id: 1,
      name: "x",
      price: 299,
      quantity: 1,
      currency_code: "INR",
      filter_group_id: 61,
      reference,
    };
    const placed = (await server.call(voucherCreateOrder, order([line], 299), { token })).data?.data
      .voucherCreateOrder.data;
    expect(placed?.status).toBe(7);
    const stored = server.db
      .prepare("SELECT product_id, name FROM shop_order_lines WHERE order_id = ?")
      .get(placed?.order_id);
    expect(stored).toEqual({ product_id: 48001, name: `Airtel recharge ${reference}` });
  });
});
