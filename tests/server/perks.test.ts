/**
 * Free perk stock and single claims (spec §7.6 freePerkCreateOrder), the airline member id check
 * (spec §7.6 validate_miles_memberId) and the member id of an order (spec §3 Order).
 */
import { validateMilesMemberId } from "@contract/miles";
import { freePerkCreateOrder, type VoucherOrder, voucherCreateOrder } from "@contract/orders";
import { describe, expect, it } from "vitest";
import { historySeeds } from "../../server/domains/orderHistory/seed";
import { memberIdTexts } from "../../server/domains/orders/miles";
import { perkOutOfStockText } from "../../server/domains/orders/perks";
import { makeTestServer } from "../../server/testing";

const HISTORY_IDS = historySeeds.map((order) => order.id).join(", ");

const loi = Buffer.from("I agree to the perk terms").toString("base64");
const claim = (productId: number) => ({ perkOrder: { productId, token: "", loi } });

/** Perk claims besides Priya's demo history (server/domains/orderHistory/seed.ts). */
const orderCount = (server: ReturnType<typeof makeTestServer>): number =>
  (
    server.db
      .prepare(`SELECT COUNT(*) AS n FROM shop_orders WHERE type = 'perk' AND id NOT IN (${HISTORY_IDS})`)
      .get() as { n: number }
  ).n;

describe("freePerkCreateOrder: one claim per user, and a stock that runs out (spec §7.6)", () => {
  it("a second claim of the same perk answers the first claim's order and code, and orders nothing", async () => {
    const server = makeTestServer();
    const token = server.openSession(1);
    const first = (await server.call(freePerkCreateOrder, claim(44002), { token })).data?.data
      .freePerkCreateOrder;
    expect(first?.success).toBe(1);
    expect(first?.data?.claim_code).toMatch(/^PERK-[A-Z2-9]{10}$/);
    const before = orderCount(server);
    const again = (await server.call(freePerkCreateOrder, claim(44002), { token })).data?.data
      .freePerkCreateOrder;
    expect(again?.data).toEqual(first?.data);
    expect(orderCount(server)).toBe(before);
  });

  it("a perk redeemed online answers its partner link with the claim code", async () => {
    const server = makeTestServer();
    const token = server.openSession(1);
    const answer = (await server.call(freePerkCreateOrder, claim(44004), { token })).data?.data
      .freePerkCreateOrder;
    expect(answer?.data?.link).toBe(
      `https://hotels.partner.example/weekend-deal?code=${answer?.data?.claim_code}`,
    );
  });

  it("the perk with a stock of one is claimed once; the next user is refused, its first claimant still answered", async () => {
    const server = makeTestServer();
    const priya = server.openSession(1);
    const mia = server.openSession(6);
    const first = (await server.call(freePerkCreateOrder, claim(44005), { token: priya })).data?.data
      .freePerkCreateOrder;
    expect(first?.success).toBe(1);
    const refused = (await server.call(freePerkCreateOrder, claim(44005), { token: mia })).data?.data
      .freePerkCreateOrder;
    expect(refused).toEqual({ success: 0, message: perkOutOfStockText });
    const repeat = (await server.call(freePerkCreateOrder, claim(44005), { token: priya })).data?.data
      .freePerkCreateOrder;
    expect(repeat?.data?.order_id).toBe(first?.data?.order_id);
    expect(orderCount(server)).toBe(1);
  });
});

describe("validate_miles_memberId {memberId, productId} (spec §7.6)", () => {
  const check = async (memberId: string, productId: number) => {
    const server = makeTestServer();
    const res = await server.call(validateMilesMemberId, { memberId, productId });
    return res.data?.data.validate_miles_memberId;
  };

  it("accepts a member id the product's airline knows, in any case and with spaces around it", async () => {
    expect(await check("SKY1234567", 47001)).toEqual({ success: 1 });
    expect(await check("  sky7654321 ", 47101)).toEqual({ success: 1 });
    expect(await check("STAY123456", 47002)).toEqual({ success: 1 });
  });

  it("refuses an id the airline does not know, one of another airline, a bad form and a product without miles", async () => {
    expect(await check("SKY0000000", 47001)).toEqual({ success: 0, message: memberIdTexts.en.unknown });
    expect(await check("STAY123456", 47001)).toEqual({ success: 0, message: memberIdTexts.en.unknown });
    expect(await check("SKY-12", 47001)).toEqual({ success: 0, message: memberIdTexts.en.form });
    expect(await check("SKY1234567", 40211)).toEqual({ success: 0, message: memberIdTexts.en.notMiles });
  });
});

describe("voucherCreateOrder keeps the order's member id (spec §3 Order)", () => {
  const milesOrder = (memberId: string | undefined): { voucherOrder: VoucherOrder } => ({
    voucherOrder: {
      idempotency_key: `miles-order-${memberId ?? "none"}`,
      site: "marketplace",
      cart: [
        {
          product_id: 47001,
          name: "SkyHigh Airline Miles",
          price: 1000,
          quantity: 1,
          currency_code: "INR",
          filter_group_id: 53,
        },
      ],
      checkoutUser: {
        firstname: "Priya",
        lastname: "Sharma",
        email: "priya@demo.example",
        phone: "9876543210",
        phone_code: "91",
      },
      payment: { points: 1000, gcb: 0, tokens: 0, applied_codes: [], gateway_amount: 0 },
      ...(memberId === undefined ? {} : { memberId }),
    },
  });

  it("stores a known member id with the order, and refuses an unknown one", async () => {
    const server = makeTestServer();
    const token = server.openSession(1);
    const placed = await server.call(voucherCreateOrder, milesOrder("sky1234567"), { token });
    const orderId = placed.data?.data.voucherCreateOrder.data?.order_id;
    expect(placed.data?.data.voucherCreateOrder.success).toBe(1);
    expect(
      server.db.prepare("SELECT product_id, member_id FROM order_member_ids WHERE order_id = ?").get(orderId),
    ).toEqual({
      product_id: 47001,
      member_id: "SKY1234567",
    });
    const refused = await server.call(voucherCreateOrder, milesOrder("SKY0000000"), { token });
    expect(refused.data?.data.voucherCreateOrder).toEqual({ success: 0, message: memberIdTexts.en.unknown });
  });

  it("refuses a miles order without a member id: the miles are credited to a member", async () => {
    const server = makeTestServer();
    const token = server.openSession(1);
    const refused = await server.call(voucherCreateOrder, milesOrder(undefined), { token });
    expect(refused.data?.data.voucherCreateOrder).toEqual({ success: 0, message: memberIdTexts.en.missing });
  });
});

describe("freePerkCreateOrder without a stored 'loi' (spec §7.6)", () => {
  it("a claim whose loi is the base64 of nothing ('') is accepted", async () => {
    const server = makeTestServer();
    const token = server.openSession(1);
    const res = await server.call(
      freePerkCreateOrder,
      { perkOrder: { productId: 44002, token: "", loi: "" } },
      { token },
    );
    expect(res.data?.data.freePerkCreateOrder.success).toBe(1);
  });
});
