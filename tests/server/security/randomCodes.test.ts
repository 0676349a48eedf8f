/**
 * The codes the reference API hands out as proof of a purchase are drawn at random and kept,
 * never derived from something the client sees (an order id, a sequence, the order's key): the
 * recharge reference a guest's recharge is read and paid by, the perk claim code a partner
 * redeems, and the gift-card codes an order delivers. And an order line of a booking keeps the
 * booking's product, not the one the request named.
 */

import { createHash } from "node:crypto";
import { getOrderHistory } from "@contract/orderHistory";
import { freePerkCreateOrder, type OrderLine, type VoucherOrder, voucherCreateOrder } from "@contract/orders";
import { createTopupRecharge, fetchTopupRecharge } from "@contract/topup";
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

describe("recharge references", () => {
  it("are random: a guest's recharge is not found under the sequential ids a stranger would guess", async () => {
    const server = makeTestServer();
    const first = await guestRecharge(server);
    const second = await guestRecharge(server);
    expect(first).toMatch(/^RCG[A-Z2-9]{10}$/);
    expect(second).toMatch(/^RCG[A-Z2-9]{10}$/);
    expect(second).not.toBe(first);
    for (const guess of ["RCG100001", "RCG100002"]) {
      const read = await server.call(fetchTopupRecharge, { recharge_input: { recharge_id: guess } });
      expect(read.data?.data.fetchTopupRecharge).toEqual({
        success: 0,
        message: "This recharge was not found.",
      });
    }
    const own = await server.call(fetchTopupRecharge, { recharge_input: { recharge_id: first } });
    expect(own.data?.data.fetchTopupRecharge.data).toMatchObject({ recharge_id: first, status: "created" });
  });
});

describe("perk claim codes", () => {
  it("are random, not the order id, and the same when the claim is answered again", async () => {
    const server = makeTestServer();
    const token = server.openSession(PRIYA);
    const loi = Buffer.from("I agree to the perk terms").toString("base64");
    const claim = async () =>
      (await server.call(freePerkCreateOrder, { perkOrder: { productId: 44004, token: "", loi } }, { token }))
        .data?.data.freePerkCreateOrder.data;
    const first = await claim();
    expect(first?.claim_code).toMatch(/^PERK-[A-Z2-9]{10}$/);
    expect(first?.claim_code).not.toContain(String(first?.order_id));
    expect(first?.link).toBe(`https://hotels.partner.example/weekend-deal?code=${first?.claim_code}`);
    expect((await claim())?.claim_code).toBe(first?.claim_code);
  });
});

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
