/**
 * The order tabs' calls of the reference API that neither the tabs' effects test nor the refusal
 * languages test covers: 'Resend OTP' {add_data} (spec §7.5 'Mail', §8 'HTTP 429 on ... resend OTP')
 * and the booking history (spec §7.6 getBookingHistory, §9 'booking history 10').
 */
import {
  fetchFlightBookingHistory,
  fetchHotelBookingHistory,
  getBookingHistory,
  getExperiencesOrderDetail,
  getOrderHistory,
  RESEND_OTP_LIMIT,
  resendOtp,
} from "@contract/orderHistory";
import { describe, expect, it } from "vitest";
import { ResendOtpTexts } from "../../server/domains/orderHistory/module";
import { OTP_ORDER_ID } from "../../server/domains/orderHistory/seed";
import { makeTestServer } from "../../server/testing";
import { mailedCode, outboxOf } from "../support/outbox";

/** Priya, the demo points user (server/domains/account/seed.ts). */
const PRIYA = 1;
const PRIYA_EMAIL = "priya@demo.example";

const pagesOf = async (server: ReturnType<typeof makeTestServer>, token: string) => {
  const orders = [];
  for (let offset = 0; offset < 40; offset += 10) {
    const page = await server.call(getOrderHistory, { history_input: { limit: 10, offset } }, { token });
    orders.push(...(page.data?.data.getOrderHistory.data?.orders ?? []));
  }
  return orders;
};

describe("Resend OTP {add_data: {order_id}} (spec §7.5 'Mail')", () => {
  it("the history marks the seeded order whose vouchers need a one-time code, and no other", async () => {
    const server = makeTestServer();
    const token = server.openSession(PRIYA);
    const orders = await pagesOf(server, token);
    expect(orders.filter((o) => o.voucher_otp === true).map((o) => o.order_id)).toEqual([OTP_ORDER_ID]);
  });

  it("mails a new six-digit code to the order's address", async () => {
    const server = makeTestServer();
    const token = server.openSession(PRIYA);
    const answer = await server.call(resendOtp, { add_data: { order_id: OTP_ORDER_ID } }, { token });
    expect(answer.data?.data.resendOtp).toEqual({ success: 1, message: ResendOtpTexts.en.sent });
    expect(answer.data?.data.resendOtp.message).toBe(
      "A new one-time code has been sent to your e-mail address.",
    );
    expect((await outboxOf(server, PRIYA_EMAIL))[0]?.kind).toBe("resend-otp");
    expect(await mailedCode(server, PRIYA_EMAIL, "resend-otp")).toMatch(/^\d{6}$/);
  });

  it("refuses an order whose vouchers need no code, and another shopper's order, in the shopper's language", async () => {
    const server = makeTestServer();
    const token = server.openSession(PRIYA);
    const resendIn = async (order_id: number, lng?: string) =>
      (
        await server.call(
          resendOtp,
          { add_data: { order_id } },
          { token, headers: lng === undefined ? {} : { lng } },
        )
      ).data?.data.resendOtp;
    expect(await resendIn(7003026)).toEqual({
      success: 0,
      message: "The vouchers of this order need no one-time code.",
    });
    expect(await resendIn(7004102, "fr")).toEqual({ success: 0, message: "Commande introuvable" });
  });

  it(`answers HTTP 429 with the spec §8 text beyond ${RESEND_OTP_LIMIT} a minute`, async () => {
    const server = makeTestServer();
    const token = server.openSession(PRIYA);
    const resend = () => server.call(resendOtp, { add_data: { order_id: OTP_ORDER_ID } }, { token });
    for (let i = 0; i < RESEND_OTP_LIMIT; i += 1) expect((await resend()).status).toBe(200);
    const limited = await resend();
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({
      success: 0,
      message:
        "Limit exceeded, please try again in sometime. If it reoccurs, please reach out to support@rewards-storefront.example. Thank you for your patience.",
    });
  });
});

describe("getBookingHistory {history_input: {limit 10, offset}} (spec §7.6, §9 'booking history 10')", () => {
  it("lists every experience, flight and hotel booking together, newest first, 10 a page, and no gift card", async () => {
    const server = makeTestServer();
    const token = server.openSession(PRIYA);
    const page = (offset: number) =>
      server.call(getBookingHistory, { history_input: { limit: 10, offset } }, { token });
    const first = (await page(0)).data?.data.getBookingHistory;
    const second = (await page(10)).data?.data.getBookingHistory;
    expect(first?.success).toBe(1);
    expect(first?.data?.orders).toHaveLength(10);
    const bookings = [...(first?.data?.orders ?? []), ...(second?.data?.orders ?? [])];
    expect(new Set(bookings.map((o) => o.type))).toEqual(new Set(["experience", "flight", "hotel"]));
    const dates = bookings.map((o) => o.ordered_at);
    expect([...dates].sort().reverse()).toEqual(dates);

    // The same orders the three per-kind calls list apart.
    const input = { history_input: { limit: 50, offset: 0 } };
    const experiences = await server.call(getExperiencesOrderDetail, input, { token });
    const flights = await server.call(fetchFlightBookingHistory, input, { token });
    const hotels = await server.call(fetchHotelBookingHistory, input, { token });
    const apart = [
      ...(experiences.data?.data.getExperiencesOrderDetail.data?.orders ?? []),
      ...(flights.data?.data.fetch_booking_history.data?.orders ?? []),
      ...(hotels.data?.data.fetch_booking_history.data?.orders ?? []),
    ].map((o) => o.order_id);
    expect(first?.data?.total).toBe(new Set(apart).size);
    expect(new Set(bookings.map((o) => o.order_id))).toEqual(new Set(apart));
  });

  it("refuses a page larger than the history calls take (HTTP 400)", async () => {
    const server = makeTestServer();
    const token = server.openSession(PRIYA);
    const answer = await server.post(
      "/chef/api/graph/order/getBookingHistory",
      JSON.stringify({
        query: getBookingHistory.query,
        tag: "order",
        variables: { history_input: { limit: 51, offset: 0 } },
      }),
      { a_t: token },
    );
    expect(answer.status).toBe(400);
  });
});
