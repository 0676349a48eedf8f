/**
 * A booking of a single-item cart section (a recharge, a hotel or flight itinerary; spec §3 Cart
 * sections) is charged once: one order names it once, and it belongs to one live order (awaiting
 * its payment, or paid). A failed or cancelled order lets it go, and a gateway payment that
 * arrives for a booking another order paid meanwhile is declined, not settled a second time.
 */

import {
  createHotelItinerary,
  fetchHotelInformation,
  searchHotels,
  updateHotelItinerary,
} from "@contract/hotels";
import { type OrderLine, type PaymentSplit, type VoucherOrder, voucherCreateOrder } from "@contract/orders";
import { createTopupRecharge } from "@contract/topup";
import { HOTEL_PRODUCT_ID } from "@domain/hotels";
import { describe, expect, it } from "vitest";
import { OrderTexts } from "../../../server/domains/orders/texts";
import { rechargeOf } from "../../../server/domains/topup/module";
import { makeTestServer } from "../../../server/testing";

type Server = ReturnType<typeof makeTestServer>;

const ORIGIN = "http://storefront.test";
const PRIYA = 1;

const newRecharge = async (server: Server, token: string): Promise<string> =>
  (
    await server.call(
      createTopupRecharge,
      {
        recharge_input: {
          product_id: 48001,
          operator_id: 1,
          circle_id: 11,
          plan_id: 101,
          mobile: "9812345678",
        },
      },
      { token },
    )
  ).data?.data.createTopupRecharge.data?.recharge_id ?? "";

const rechargeLine = (reference: string): OrderLine => ({
  product_id: 48001,
  name: "Airtel recharge",
  price: 299,
  quantity: 1,
  currency_code: "INR",
  filter_group_id: 61,
  reference,
});

let keys = 0;
const place = async (server: Server, token: string, cart: OrderLine[], payment: Partial<PaymentSplit>) => {
  keys += 1;
  const voucherOrder: VoucherOrder = {
    idempotency_key: `one-booking-${keys}`,
    site: "marketplace",
    cart,
    checkoutUser: {
      firstname: "Priya",
      lastname: "Sharma",
      email: "priya@demo.example",
      phone: "9876543210",
      phone_code: "91",
    },
    payment: { points: 0, gcb: 0, tokens: 0, applied_codes: [], gateway_amount: 0, ...payment },
  };
  return (await server.call(voucherCreateOrder, { voucherOrder }, { token })).data?.data.voucherCreateOrder;
};

const submit = (server: Server, redirect: string, action: "pay" | "decline") =>
  server.app.hono.request(redirect.slice(ORIGIN.length), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action }).toString(),
  });

const statusOf = (server: Server, orderId: number | undefined): number | undefined =>
  (server.db.prepare("SELECT status FROM shop_orders WHERE id = ?").get(orderId) as { status: number })
    .status;

describe("one order names a booking once", () => {
  it("a recharge named twice in one order is refused, and nothing is debited", async () => {
    const server = makeTestServer();
    const token = server.openSession(PRIYA);
    const reference = await newRecharge(server, token);
    const before = server.balances(PRIYA);
    const answer = await place(server, token, [rechargeLine(reference), rechargeLine(reference)], {
      points: 598,
    });
    expect(answer).toEqual({
      success: 0,
      message: `Airtel recharge ${reference} is named twice in this order: each booking is bought once.`,
    });
    expect(server.balances(PRIYA)).toEqual(before);
  });

  it("a hotel itinerary named twice in one order is refused", async () => {
    const server = makeTestServer();
    const token = server.openSession(92);
    const stay = { check_in: "2026-12-01", check_out: "2026-12-03", rooms: [{ adults: 2, children: 0 }] };
    const hotel = (await server.call(searchHotels, { searchParameters: { city_id: 1319, ...stay } })).data
      ?.data.search_hotels.data?.hotels[0];
    const rate = (
      await server.call(fetchHotelInformation, {
        fetchHotelInformationParameters: { hotel_id: hotel?.hotel_id ?? 0, ...stay },
      })
    ).data?.data.fetch_hotel_information.data?.rates[0];
    const held = (
      await server.call(
        createHotelItinerary,
        {
          itinerary: {
            hotel_id: hotel?.hotel_id ?? 0,
            rate_id: rate?.rate_id ?? 0,
            ...stay,
            total_minor: rate?.total_minor ?? 0,
          },
        },
        { token },
      )
    ).data?.data.create_itinerary.data;
    if (held === undefined) throw new Error("no itinerary");
    const guest = { first_name: "Ana", last_name: "Costa", email: "ana@example.com", phone: "9812345678" };
    await server.call(updateHotelItinerary, { itinerary_id: held.itinerary_id, guest }, { token });
    const line: OrderLine = {
      product_id: HOTEL_PRODUCT_ID,
      name: held.hotel_name,
      price: held.total_minor / 100,
      quantity: 1,
      currency_code: "INR",
      filter_group_id: 64,
      reference: held.itinerary_id,
    };
    const answer = await place(server, token, [line, line], { gateway_amount: (2 * held.total_minor) / 100 });
    expect(answer).toEqual({ success: 0, message: OrderTexts.en.twice(held.hotel_name) });
  });
});

describe("a booking belongs to one live order", () => {
  it("a second order naming a recharge while the first awaits its payment is refused", async () => {
    const server = makeTestServer();
    const token = server.openSession(PRIYA);
    const reference = await newRecharge(server, token);
    const first = await place(server, token, [rechargeLine(reference)], { gateway_amount: 299 });
    expect(first?.success).toBe(1);
    const before = server.balances(PRIYA);
    const second = await place(server, token, [rechargeLine(reference)], { points: 299 });
    expect(second).toEqual({
      success: 0,
      message: `Airtel recharge ${reference} is already in another order that awaits its payment. Complete or cancel that payment first, or try again once it has expired.`,
    });
    expect(server.balances(PRIYA)).toEqual(before);
    expect(statusOf(server, first?.data?.order_id)).toBe(1);
  });

  it("once the first order's payment is declined, the recharge can be ordered again", async () => {
    const server = makeTestServer();
    const token = server.openSession(PRIYA);
    const reference = await newRecharge(server, token);
    const first = (await place(server, token, [rechargeLine(reference)], { gateway_amount: 299 }))?.data;
    if (first === undefined || first.redirect_url === null) throw new Error("no gateway redirect");
    await submit(server, first.redirect_url, "decline");
    const second = await place(server, token, [rechargeLine(reference)], { points: 299 });
    expect(second?.success).toBe(1);
    expect(rechargeOf(server.db, reference)).toMatchObject({
      status: "done",
      order_id: second?.data?.order_id,
    });
  });

  it("a Pay that arrives for an order whose recharge another order paid meanwhile is declined and refunded", async () => {
    const server = makeTestServer();
    const token = server.openSession(PRIYA);
    const reference = await newRecharge(server, token);
    const first = (await place(server, token, [rechargeLine(reference)], { points: 99, gateway_amount: 200 }))
      ?.data;
    if (first === undefined || first.redirect_url === null) throw new Error("no gateway redirect");
    // Two live orders naming one recharge, as a server without the rule above left them: the
    // first one is set aside while the second pays the recharge with points, then waits again.
    server.db.prepare("UPDATE shop_orders SET status = 5 WHERE id = ?").run(first.order_id);
    const second = await place(server, token, [rechargeLine(reference)], { points: 299 });
    expect(second?.success).toBe(1);
    server.db.prepare("UPDATE shop_orders SET status = 1 WHERE id = ?").run(first.order_id);
    const paidOnce = server.balances(PRIYA);

    const res = await submit(server, first.redirect_url, "pay");
    expect(res.headers.get("location")).toContain("status=failed");
    expect(statusOf(server, first.order_id)).toBe(5);
    expect(rechargeOf(server.db, reference)).toMatchObject({
      status: "done",
      order_id: second?.data?.order_id,
    });
    // The first order's 99 points come back.
    expect(server.balances(PRIYA).points_hundredths).toBe(paidOnce.points_hundredths + 9_900);
  });
});
