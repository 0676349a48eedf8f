/**
 * A gateway order holds what it booked only while its payment can still be made: one not paid
 * within the payment hold (`paymentHoldMs`, default 15 minutes; `--payment-hold-minutes`) fails
 * as cancelled. Its experience seats are free again, the balances it drew come back, and its
 * payment page can no longer be paid.
 */

import {
  ExperienceTexts,
  experienceOrder,
  fetchAvailabilityPricing,
  fetchAvailableDates,
} from "@contract/experiences";
import { getTransactionStatus } from "@contract/orders";
import { bookingTotal } from "@domain/experiences";
import { describe, expect, it } from "vitest";
import type { ServerConfig } from "../../../server/core/module";
import { makeTestServer } from "../../../server/testing";

type Server = ReturnType<typeof makeTestServer>;

const ORIGIN = "http://storefront.test";
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const MINUTE = 60_000;
const AVA = 80;
const TWO_ADULTS = [{ price_category_id: 1, count: 2 }];

const setup = (config: Partial<ServerConfig> = {}) => {
  const server = makeTestServer({ now: () => NOW, config });
  return { server, at: (ms: number) => server.setNow(NOW + ms) };
};

const slotsOf = async (server: Server, date: string) =>
  (await server.call(fetchAvailabilityPricing, { add_data: { product_id: 61022, date } })).data?.data
    .fetchAvailabilityPricing;

/** A day of experience 61022 with one slot left, of two seats, and that slot's price for two adults. */
const lastSlot = async (server: Server) => {
  const dates = (await server.call(fetchAvailableDates, { add_data: { product_id: 61022 } })).data?.data
    .fetchAvailableDates.data?.dates;
  const day = dates?.find((d) => d.slots_left === 1)?.date ?? "";
  const slot = (await slotsOf(server, day))?.data?.slots[0];
  if (slot === undefined || slot.seats_left !== 2) throw new Error("no two-seat slot");
  const price = bookingTotal(slot, TWO_ADULTS, "INR");
  if (!price.ok) throw new Error("no price");
  return { day, time: slot.time_slot, price: price.value };
};

/** Books the slot's two seats, `points` of the price with points and the rest at the gateway. */
const book = async (
  server: Server,
  slot: { day: string; time: string; price: number },
  opts: { token?: string; points?: number } = {},
) => {
  const points = opts.points ?? 0;
  const answer = await server.call(
    experienceOrder,
    {
      expOrder: {
        idempotency_key: `hold-${slot.day}-${points}`,
        site: "marketplace",
        cart: [
          {
            product_id: 61022,
            name: "x",
            price: slot.price,
            quantity: 1,
            currency_code: "INR",
            filter_group_id: 1222,
          },
        ],
        checkoutUser: {
          firstname: "Ava",
          lastname: "Explorer",
          email: "ava.exp@demo.example",
          phone: "9800000080",
          phone_code: "91",
        },
        payment: { points, gcb: 0, tokens: 0, applied_codes: [], gateway_amount: slot.price - points },
        booking: {
          expProductId: 61022,
          preferredDate: slot.day,
          preferredTimeSlot: slot.time,
          guests: TWO_ADULTS,
        },
      },
    },
    opts.token === undefined ? {} : { token: opts.token },
  );
  const created = answer.data?.data.experienceOrder.data;
  if (created === undefined || created.redirect_url === null) throw new Error("no gateway redirect");
  return created;
};

const statusOf = async (server: Server, order: { order_id: number; order_key: string }) =>
  (
    await server.call(getTransactionStatus, {
      add_data: { order_id: order.order_id, order_key: order.order_key },
    })
  ).data?.data.getTransactionStatus.data?.status;

const submit = (server: Server, redirect: string, action: string) =>
  server.app.hono.request(redirect.slice(ORIGIN.length), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action }).toString(),
  });

describe("an unpaid gateway order releases its experience seats after the payment hold", () => {
  it("a slot sold out by a guest's unpaid order is available again 15 minutes later", async () => {
    const { server, at } = setup();
    const slot = await lastSlot(server);
    const order = await book(server, slot);
    expect(await slotsOf(server, slot.day)).toEqual({ success: 0, message: ExperienceTexts.dateUnavailable });
    at(15 * MINUTE - 1);
    expect(await slotsOf(server, slot.day)).toEqual({ success: 0, message: ExperienceTexts.dateUnavailable });
    expect(await statusOf(server, order)).toBe(1);
    at(15 * MINUTE);
    expect((await slotsOf(server, slot.day))?.data?.slots).toMatchObject([
      { time_slot: slot.time, seats_left: 2 },
    ]);
    expect(await statusOf(server, order)).toBe(5);
  });

  it("paying the expired order's page afterwards is refused: the order stays failed", async () => {
    const { server, at } = setup();
    const slot = await lastSlot(server);
    const order = await book(server, slot);
    at(15 * MINUTE);
    const page = await (await server.app.hono.request(order.redirect_url?.slice(ORIGIN.length) ?? "")).text();
    expect(page).toContain("This payment was cancelled.");
    const res = await submit(server, order.redirect_url ?? "", "pay");
    expect(res.headers.get("location")).toContain("status=cancelled");
    expect(await statusOf(server, order)).toBe(5);
    const payment = server.db
      .prepare("SELECT outcome, captures FROM gateway_payments WHERE order_id = ?")
      .get(order.order_id);
    expect(payment).toEqual({ outcome: "cancelled", captures: 0 });
  });

  it("the points an expired order drew come back", async () => {
    const { server, at } = setup();
    const token = server.openSession(AVA);
    const slot = await lastSlot(server);
    const before = server.balances(AVA);
    await book(server, slot, { token, points: 1000 });
    expect(server.balances(AVA).points_hundredths).toBe(before.points_hundredths - 100_000);
    at(15 * MINUTE);
    await slotsOf(server, slot.day);
    expect(server.balances(AVA)).toEqual(before);
  });

  it("the hold is the server's setting: 5 minutes when configured so", async () => {
    const { server, at } = setup({ paymentHoldMs: 5 * MINUTE });
    const slot = await lastSlot(server);
    const order = await book(server, slot);
    at(5 * MINUTE);
    expect(await statusOf(server, order)).toBe(5);
    expect((await slotsOf(server, slot.day))?.success).toBe(1);
  });
});
