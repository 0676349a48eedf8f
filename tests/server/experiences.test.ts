/**
 * The reference API's experiences (spec §7.3 'Experiences', §7.6 'Create experience order', §9
 * city 1319): cities and categories, the listing, the calendar in the city's time zone, slots and
 * rates, experience orders refusing bad bookings and a slot sold out meanwhile, and the experience
 * payment callback and Update experience order (spec §7.6).
 */

import { getProduct } from "@contract/catalogue";
import {
  ExperienceTexts,
  experienceOrder,
  fetchAvailabilityPricing,
  fetchAvailableDates,
  fetchExpById,
  gatewayCallback,
  getExperiencesCitiesList,
  getExperiencesList,
  getQueryBasedTags,
  type TimeSlotPricing,
  updateExperienceOrder,
} from "@contract/experiences";
import { voucherCreateOrder, voucherOrderDetails } from "@contract/orders";
import { bookingTotal } from "@domain/experiences";
import { describe, expect, it } from "vitest";
import { makeTestServer } from "../../server/testing";

type Server = ReturnType<typeof makeTestServer>;

const list = async (
  server: Server,
  input: Partial<{ categories: string[]; tag: string; offset: number }> = {},
) =>
  (
    await server.call(getExperiencesList, {
      add_data: {
        city_id: 1319,
        categories: input.categories ?? [],
        tag: input.tag ?? "",
        sort: "popular",
        offset: input.offset ?? 0,
        limit: 10,
      },
    })
  ).data?.data.getExperiencesList;

const datesOf = async (server: Server, productId: number) =>
  (await server.call(fetchAvailableDates, { add_data: { product_id: productId } })).data?.data
    .fetchAvailableDates.data;

const slotsOf = async (server: Server, productId: number, date: string) =>
  (await server.call(fetchAvailabilityPricing, { add_data: { product_id: productId, date } })).data?.data
    .fetchAvailabilityPricing;

const order = (
  productId: number,
  date: string,
  slot: string,
  guests: { price_category_id: number; count: number }[],
  price: number,
  payment: { points?: number; gateway: number },
  key = `exp-${productId}-${date}-${slot}-${Math.random().toString(36).slice(2)}`,
) => ({
  expOrder: {
    idempotency_key: key,
    site: "marketplace",
    cart: [
      { product_id: productId, name: "x", price, quantity: 1, currency_code: "INR", filter_group_id: 1222 },
    ],
    checkoutUser: {
      firstname: "Ava",
      lastname: "Explorer",
      email: "ava.exp@demo.example",
      phone: "9800000080",
      phone_code: "91",
    },
    payment: {
      points: payment.points ?? 0,
      gcb: 0,
      tokens: 0,
      applied_codes: [],
      gateway_amount: payment.gateway,
    },
    booking: { expProductId: productId, preferredDate: date, preferredTimeSlot: slot, guests },
  },
});

describe("experience cities, categories, listing and tags (spec §7.3)", () => {
  it("India lists Bangalore (1319) first, with the categories of its experiences", async () => {
    const server = makeTestServer();
    const answer = (await server.call(getExperiencesCitiesList, { countryCode: "in" })).data?.data
      .getExperiencesCitiesList;
    expect(answer?.cities[0]?.city_id).toBe(1319);
    expect(answer?.categories).toEqual(expect.arrayContaining(["Adventure", "Dining", "Workshops"]));
  });

  it("Bangalore's listing has pages of 10, filters by category and by tag", async () => {
    const server = makeTestServer();
    const first = await list(server);
    expect(first?.data?.total).toBe(13);
    expect(first?.data?.experiences).toHaveLength(10);
    expect((await list(server, { offset: 10 }))?.data?.experiences).toHaveLength(3);
    const dining = await list(server, { categories: ["Dining"] });
    expect(dining?.data?.experiences.every((e) => e.category === "Dining")).toBe(true);
    const tags = (await server.call(getQueryBasedTags, { query: "kay", city_id: 1319 })).data?.tags;
    expect(tags).toEqual(["kayaking"]);
    const kayaking = await list(server, { tag: "kayaking" });
    expect(kayaking?.data?.experiences.map((e) => e.product_id)).toEqual([61022]);
  });

  it("a card's 'From' price is what an adult pays on the cheapest day, not a child's rate", async () => {
    const server = makeTestServer();
    const dining = await list(server, { categories: ["Dining"] });
    const coffee = dining?.data?.experiences.find((e) => e.product_id === 42017);
    // Coffee Tasting Masterclass: adults ₹1,400 on weekdays (₹1,540 at weekends), children ₹840.
    expect(coffee?.price_from).toBe(1400);
  });

  it("an unknown experience answers success 0 with a clear message", async () => {
    const server = makeTestServer();
    const answer = (await server.call(fetchExpById, { add_data: { product_id: 99999 } })).data?.data
      .fetchExpById;
    expect(answer).toEqual({ success: 0, message: ExperienceTexts.notFound });
  });
});

describe("availability in the city's time zone (spec §7.3 fetchAvailableDates, fetchAvailabilityPricing)", () => {
  it("today is the city's day by the server clock; sold-out days are left out", async () => {
    const server = makeTestServer();
    // 20:00 UTC is already the next day in Bangalore (UTC+5:30).
    server.setNow(Date.UTC(2026, 10, 25, 20, 0, 0));
    const dates = await datesOf(server, 61022);
    expect(dates?.today).toBe("2026-11-26");
    expect((dates?.dates[0]?.date ?? "") >= "2026-11-27").toBe(true);
    expect(dates?.dates.length).toBeLessThan(60);
    const all = new Set(dates?.dates.map((d) => d.date));
    const missing = Array.from({ length: 60 }, (_, i) =>
      new Date(Date.UTC(2026, 10, 27 + i)).toISOString().slice(0, 10),
    ).filter((day) => !all.has(day));
    expect(missing.length).toBeGreaterThan(0);
    const refused = await slotsOf(server, 61022, missing[0] ?? "");
    expect(refused).toEqual({ success: 0, message: ExperienceTexts.dateUnavailable });
    expect(dates?.dates.some((d) => d.slots_left === 1)).toBe(true);
  });

  it("each slot has a rate per guest category", async () => {
    const server = makeTestServer();
    const day = (await datesOf(server, 61022))?.dates.find((d) => d.slots_left === 3)?.date ?? "";
    const answer = await slotsOf(server, 61022, day);
    const slot = answer?.data?.slots[0];
    expect(slot?.rates.map((r) => r.price_category_id)).toEqual([1, 2]);
  });
});

describe("experience orders (spec §7.6 Create experience order)", () => {
  const pick = async (server: Server, productId: number, slotsLeft: number) => {
    const day = (await datesOf(server, productId))?.dates.find((d) => d.slots_left === slotsLeft)?.date ?? "";
    const slots = (await slotsOf(server, productId, day))?.data?.slots ?? [];
    return { day, slots };
  };
  const total = (
    slot: TimeSlotPricing | undefined,
    guests: { price_category_id: number; count: number }[],
  ) => {
    const value = slot === undefined ? undefined : bookingTotal(slot, guests, "INR");
    return value?.ok === true ? value.value : -1;
  };

  it("books two adults and a child, partly with points, the rest on the gateway, returning to the experience callback", async () => {
    const server = makeTestServer();
    const token = server.openSession(80);
    const { day, slots } = await pick(server, 61022, 3);
    const guests = [
      { price_category_id: 1, count: 2 },
      { price_category_id: 2, count: 1 },
    ];
    const price = total(slots[0], guests);
    const answer = (
      await server.call(
        experienceOrder,
        order(61022, day, slots[0]?.time_slot ?? "", guests, price, { points: 1000, gateway: price - 1000 }),
        { token },
      )
    ).data?.data.experienceOrder;
    expect(answer?.success).toBe(1);
    expect(answer?.data?.redirect_url).toContain("/gateway/");
    const line = server.db
      .prepare("SELECT experience_date, guests, experience_slot FROM shop_order_lines WHERE order_id = ?")
      .get(answer?.data?.order_id);
    expect(line).toEqual({ experience_date: day, guests: 3, experience_slot: slots[0]?.time_slot });
    const after = (await slotsOf(server, 61022, day))?.data?.slots[0];
    expect(after?.seats_left).toBe((slots[0]?.seats_left ?? 0) - 3);
  });

  it("refuses zero guests, too few for a product of at least 2, a wrong price, a date outside availability", async () => {
    const server = makeTestServer();
    const token = server.openSession(81);
    const { day, slots } = await pick(server, 42002, 2);
    const time = slots[0]?.time_slot ?? "";
    const one = [{ price_category_id: 1, count: 1 }];
    const call = async (vars: ReturnType<typeof order>) =>
      (await server.call(experienceOrder, vars, { token })).data?.data.experienceOrder;
    expect(
      (await call(order(42002, day, time, [{ price_category_id: 1, count: 0 }], 0, { gateway: 0 })))?.message,
    ).toBe(ExperienceTexts.tooFewGuests(1));
    expect(
      (await call(order(42002, day, time, one, total(slots[0], one), { gateway: total(slots[0], one) })))
        ?.message,
    ).toBe(ExperienceTexts.tooFewGuests(2));
    const two = [{ price_category_id: 1, count: 2 }];
    expect((await call(order(42002, day, time, two, 1, { gateway: 1 })))?.message).toBe(
      ExperienceTexts.priceChanged,
    );
    expect((await call(order(42002, "2020-01-01", time, two, 1, { gateway: 1 })))?.message).toBe(
      ExperienceTexts.dateUnavailable,
    );
  });

  it("a slot sold out between choosing and paying is refused; a declined payment frees its seats", async () => {
    const server = makeTestServer();
    const ava = server.openSession(80);
    const ben = server.openSession(81);
    // The day with one slot left has two seats in it.
    const { day, slots } = await pick(server, 61022, 1);
    const slot = slots[0];
    expect(slot?.seats_left).toBe(2);
    const two = [{ price_category_id: 1, count: 2 }];
    const price = total(slot, two);
    const first = (
      await server.call(
        experienceOrder,
        order(61022, day, slot?.time_slot ?? "", two, price, { gateway: price }),
        { token: ava },
      )
    ).data?.data.experienceOrder;
    expect(first?.success).toBe(1);
    const second = (
      await server.call(
        experienceOrder,
        order(61022, day, slot?.time_slot ?? "", two, price, { gateway: price }),
        { token: ben },
      )
    ).data?.data.experienceOrder;
    expect(second).toEqual({ success: 0, message: ExperienceTexts.slotSoldOut });
    server.db.prepare("UPDATE shop_orders SET status = 5 WHERE id = ?").run(first?.data?.order_id);
    expect((await slotsOf(server, 61022, day))?.data?.slots[0]?.seats_left).toBe(2);
  });
});

describe("the experience order's payment callback and update (spec §7.6)", () => {
  const ORIGIN = "http://storefront.test";
  const two = [{ price_category_id: 1, count: 2 }];

  /** A guest's experience order of two adults on 61022's first slot, due in full on the gateway. */
  const placed = async (server: Server) => {
    const day = (await datesOf(server, 61022))?.dates[0]?.date ?? "";
    const slot = (await slotsOf(server, 61022, day))?.data?.slots[0];
    const total = slot === undefined ? undefined : bookingTotal(slot, two, "INR");
    const price = total?.ok === true ? total.value : -1;
    const answer = (
      await server.call(
        experienceOrder,
        order(61022, day, slot?.time_slot ?? "", two, price, { gateway: price }),
      )
    ).data?.data.experienceOrder.data;
    if (answer === undefined || answer.redirect_url === null) throw new Error("no order");
    return {
      ...answer,
      day,
      slot: slot?.time_slot ?? "",
      price,
      page: answer.redirect_url.slice(ORIGIN.length),
    };
  };
  const choose = (server: Server, page: string, action: "pay" | "decline") =>
    server.app.hono.request(page, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ action }).toString(),
    });
  const callback = async (server: Server, ref: { order_id: number; order_key: string }) =>
    (await server.call(gatewayCallback, ref)).data;
  const update = async (server: Server, ref: { order_id: number; order_key: string }) =>
    (await server.call(updateExperienceOrder, { add_data: ref })).data?.data.updateExperienceOrder;
  const confirmedAt = (server: Server, orderId: number) =>
    (
      server.db.prepare("SELECT confirmed_at FROM experience_bookings WHERE order_id = ?").get(orderId) as {
        confirmed_at: number | null;
      }
    ).confirmed_at;

  it("the callback reads what the gateway recorded, for experience orders only, the same every time", async () => {
    const server = makeTestServer();
    const placedOrder = await placed(server);
    const ref = { order_id: placedOrder.order_id, order_key: placedOrder.order_key };
    expect(await callback(server, ref)).toEqual({
      success: 1,
      data: { order_id: ref.order_id, status: 1, payment_status: "pending" },
    });
    await choose(server, placedOrder.page, "pay");
    const paid = { success: 1, data: { order_id: ref.order_id, status: 7, payment_status: "success" } };
    expect(await callback(server, ref)).toEqual(paid);
    expect(await callback(server, ref)).toEqual(paid);
    expect(await callback(server, { ...ref, order_key: "wrong" })).toEqual({
      success: 0,
      message: "Order not found",
    });
    const giftCard = (
      await server.call(voucherCreateOrder, {
        voucherOrder: {
          ...order(61022, placedOrder.day, placedOrder.slot, two, 1000, { gateway: 980 }).expOrder,
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
        },
      })
    ).data?.data.voucherCreateOrder.data;
    expect(
      await callback(server, { order_id: giftCard?.order_id ?? 0, order_key: giftCard?.order_key ?? "" }),
    ).toEqual({ success: 0, message: ExperienceTexts.notExperienceOrder });
  });

  it("the update confirms a paid booking once, refuses one still awaiting its payment, releases a declined one", async () => {
    const server = makeTestServer();
    const paidOrder = await placed(server);
    const ref = { order_id: paidOrder.order_id, order_key: paidOrder.order_key };
    expect(await update(server, ref)).toEqual({ success: 0, message: ExperienceTexts.notPaidYet });
    expect(confirmedAt(server, ref.order_id)).toBeNull();

    await choose(server, paidOrder.page, "pay");
    const first = await update(server, ref);
    expect(first).toEqual({
      success: 1,
      data: {
        order_id: ref.order_id,
        status: "confirmed",
        reference: `EXP-${ref.order_id}`,
        product_id: 61022,
        name: "Sunset Kayaking in Bangalore",
        date: paidOrder.day,
        time_slot: paidOrder.slot,
        guests: two,
        confirmed_at: "2026-11-25T12:00:00.000Z",
      },
    });
    // The callback page reloaded leads to the status page again: nothing is recorded twice.
    server.setNow(Date.UTC(2026, 10, 25, 12, 30, 0));
    expect(await update(server, ref)).toEqual(first);
    expect(confirmedAt(server, ref.order_id)).toBe(Date.UTC(2026, 10, 25, 12, 0, 0));

    const declinedOrder = await placed(server);
    await choose(server, declinedOrder.page, "decline");
    const released = await update(server, {
      order_id: declinedOrder.order_id,
      order_key: declinedOrder.order_key,
    });
    expect(released?.data).toMatchObject({ status: "released", reference: "", confirmed_at: null });
    expect(confirmedAt(server, declinedOrder.order_id)).toBeNull();
  });

  it("the order's total is the server's own price of the booking; the detail carries the catalogue's conversion", async () => {
    const server = makeTestServer();
    const paidOrder = await placed(server);
    const details = (
      await server.call(voucherOrderDetails, { order_id: paidOrder.order_id, order_key: paidOrder.order_key })
    ).data?.data?.order_data;
    expect(details?.amounts.total).toBe(paidOrder.price);
    const usd = (await server.call(fetchExpById, { add_data: { product_id: 42101 } })).data?.data.fetchExpById
      .data;
    const answer = (await server.call(getProduct, { product_id: 42101 })).data?.data.getProduct;
    const card = answer?.success === 1 ? answer.data : undefined;
    expect(usd?.currency_code).toBe("USD");
    expect(usd?.conversion_ratio).not.toBe(1);
    expect(usd?.conversion_ratio).toBe(card?.conversion_ratio);
    const inr = (await server.call(fetchExpById, { add_data: { product_id: 61022 } })).data?.data.fetchExpById
      .data;
    expect(inr?.conversion_ratio).toBe(1);
  });
});
