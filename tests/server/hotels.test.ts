/**
 * The hotel simulator (spec §7.7 'Hotels (hotels tag)'): cities and presets, the type-ahead,
 * searches with their stay rules, hotel information, itineraries that expire and rates that
 * change between the search and the booking.
 */
import {
  createHotelItinerary,
  fetchHotelCities,
  fetchHotelInformation,
  fetchHotelItinerary,
  ItineraryCodes,
  searchHotelLocations,
  searchHotels,
  updateHotelItinerary,
} from "@contract/hotels";
import { fetchFlightBookingHistory, fetchHotelBookingHistory, getOrderHistory } from "@contract/orderHistory";
import { type OrderLine, type VoucherOrder, voucherCreateOrder } from "@contract/orders";
import { HOTEL_PRODUCT_ID } from "@domain/hotels";
import { describe, expect, it } from "vitest";
import { HotelTexts } from "../../server/domains/hotels/module";
import { makeTestServer } from "../../server/testing";
import { operatorHeaders, TEST_ADMIN_TOKEN } from "../support/operator";
import { FASHION_CARD_CHARGED, fashionCard } from "../support/orderLines";

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const stay = { check_in: "2026-12-01", check_out: "2026-12-03", rooms: [{ adults: 2, children: 0 }] };
const guest = { first_name: "Ana", last_name: "Costa", email: "ana@example.com", phone: "9812345678" };

const search = async (server: ReturnType<typeof makeTestServer>, params = stay) =>
  (await server.call(searchHotels, { searchParameters: { city_id: 1319, ...params } })).data?.data
    .search_hotels;

/** The operator's switch of a hotel's rates (POST /__admin/hotel-rates), from `address`. */
const changeRates = (
  server: ReturnType<typeof makeTestServer>,
  body: unknown,
  address: string | null = "127.0.0.1",
) => server.post("/__admin/hotel-rates", JSON.stringify(body), operatorHeaders, address ?? undefined);

/** A server the operator's switches answer (the test token). */
const hotelServer = () => makeTestServer({ now: () => NOW, config: { adminToken: TEST_ADMIN_TOKEN } });

const firstRate = async (server: ReturnType<typeof makeTestServer>) => {
  const hotels = (await search(server))?.data?.hotels ?? [];
  const hotelId = hotels[0]?.hotel_id ?? 0;
  const info = (
    await server.call(fetchHotelInformation, {
      fetchHotelInformationParameters: { hotel_id: hotelId, ...stay },
    })
  ).data?.data.fetch_hotel_information.data;
  const rate = info?.rates[0];
  if (rate === undefined) throw new Error("no rate");
  return { hotelId, rate };
};

describe("cities, presets and the type-ahead", () => {
  it("lists the demo cities and presets, one of type 'multiple' and one spelled 'nultiple' (spec §3)", async () => {
    const server = makeTestServer({ now: () => NOW });
    const data = (await server.call(fetchHotelCities, {})).data?.data.fetch_hotel_cities.data;
    expect(data?.cities.map((c) => c.name)).toContain("Bangalore");
    const types = data?.presets.map((p) => ("type" in p ? p.type : "single"));
    expect(types).toEqual(expect.arrayContaining(["multiple", "nultiple", "single"]));
  });

  it("matches cities and areas from 3 characters (spec §9), nothing below", async () => {
    const server = makeTestServer({ now: () => NOW });
    const two = (await server.call(searchHotelLocations, { searchParameter: "ba" })).data?.data
      .search_hotel_locations;
    expect(two?.data?.locations).toEqual([]);
    const three = (await server.call(searchHotelLocations, { searchParameter: "ban" })).data?.data
      .search_hotel_locations.data?.locations;
    expect(three?.some((l) => l.kind === "city" && l.name === "Bangalore")).toBe(true);
    expect(three?.some((l) => l.kind === "area" && l.name === "Bandra")).toBe(true);
  });
});

describe("search_hotels {searchParameters}", () => {
  it("answers every hotel of the city with the lowest total of the stay", async () => {
    const server = makeTestServer({ now: () => NOW });
    const answer = await search(server);
    expect(answer?.success).toBe(1);
    expect(answer?.data?.nights).toBe(2);
    expect(answer?.data?.hotels.length).toBe(8);
    for (const hotel of answer?.data?.hotels ?? []) expect(hotel.total_minor).toBeGreaterThan(0);
  });

  it.each([
    ["zero rooms", { ...stay, rooms: [] }, HotelTexts.en.rooms],
    ["check-out before check-in", { ...stay, check_out: "2026-11-30" }, HotelTexts.en.dates],
    ["a past check-in", { ...stay, check_in: "2026-11-20" }, HotelTexts.en.past],
    ["a room without adults", { ...stay, rooms: [{ adults: 0, children: 1 }] }, HotelTexts.en.guests],
  ])("refuses %s with its message", async (_, params, message) => {
    const server = makeTestServer({ now: () => NOW });
    const answer = await search(server, params);
    expect(answer).toMatchObject({ success: 0, message });
  });
});

describe("itineraries", () => {
  it("holds the rate for the stay, takes the lead guest and never answers their details", async () => {
    const server = makeTestServer({ now: () => NOW });
    const token = server.openSession(90);
    const { hotelId, rate } = await firstRate(server);
    const created = (
      await server.call(
        createHotelItinerary,
        { itinerary: { hotel_id: hotelId, rate_id: rate.rate_id, ...stay, total_minor: rate.total_minor } },
        { token },
      )
    ).data?.data.create_itinerary;
    expect(created).toMatchObject({
      success: 1,
      data: { status: "held", total_minor: rate.total_minor, nights: 2 },
    });
    const id = created?.data?.itinerary_id ?? "";
    const updated = (await server.call(updateHotelItinerary, { itinerary_id: id, guest }, { token })).data
      ?.data.update_itinerary;
    expect(updated?.data?.has_guest).toBe(true);
    expect(JSON.stringify(updated)).not.toContain("ana@example.com");
    const other = server.openSession(91);
    const foreign = (await server.call(fetchHotelItinerary, { itinerary_id: id }, { token: other })).data
      ?.data.fetch_itinerary;
    expect(foreign).toMatchObject({ success: 0, code: ItineraryCodes.notFound });
  });

  it("refuses a rate that changed since it was shown, with the new total", async () => {
    const server = hotelServer();
    const token = server.openSession(90);
    const { hotelId, rate } = await firstRate(server);
    expect((await changeRates(server, { hotel_id: hotelId, percent: 10 })).status).toBe(200);
    const answer = (
      await server.call(
        createHotelItinerary,
        { itinerary: { hotel_id: hotelId, rate_id: rate.rate_id, ...stay, total_minor: rate.total_minor } },
        { token },
      )
    ).data?.data.create_itinerary;
    expect(answer).toMatchObject({
      success: 0,
      code: ItineraryCodes.rateChanged,
      message: HotelTexts.en.rateChanged,
    });
    expect(answer?.current_total_minor).toBeGreaterThan(rate.total_minor);
  });

  it("the operator's switch moves a hotel's rates (the token, from this machine); 0 gives the seeded rates back", async () => {
    const server = hotelServer();
    const { hotelId, rate } = await firstRate(server);
    const rateNow = async () =>
      (
        await server.call(fetchHotelInformation, {
          fetchHotelInformationParameters: { hotel_id: hotelId, ...stay },
        })
      ).data?.data.fetch_hotel_information.data?.rates[0];
    // Without a socket (not from this machine) it is refused, and bad bodies say what to send.
    expect((await changeRates(server, { hotel_id: hotelId, percent: 10 }, null)).status).toBe(404);
    expect((await changeRates(server, { hotel_id: hotelId, percent: 2.5 })).status).toBe(400);
    expect((await changeRates(server, { hotel_id: hotelId })).status).toBe(400);
    expect((await changeRates(server, { hotel_id: 1, percent: 10 })).status).toBe(404);
    expect((await rateNow())?.rate_minor).toBe(rate.rate_minor);
    const set = await changeRates(server, { hotel_id: hotelId, percent: 10 });
    expect(set.json).toEqual({ hotel_id: hotelId, percent: 10 });
    expect((await rateNow())?.rate_minor).toBe(Math.round((rate.rate_minor * 1.1) / 100) * 100);
    const listed = (await search(server))?.data?.hotels.find((h) => h.hotel_id === hotelId);
    expect(listed?.total_minor).toBeGreaterThan(rate.total_minor);
    await changeRates(server, { hotel_id: hotelId, percent: 0 });
    expect(await rateNow()).toEqual(rate);
  });

  it("expires after its lifetime: fetched as expired, and the guest can no longer be given", async () => {
    let now = NOW;
    const server = makeTestServer({ now: () => now });
    const token = server.openSession(90);
    const { hotelId, rate } = await firstRate(server);
    const id =
      (
        await server.call(
          createHotelItinerary,
          { itinerary: { hotel_id: hotelId, rate_id: rate.rate_id, ...stay, total_minor: rate.total_minor } },
          { token },
        )
      ).data?.data.create_itinerary.data?.itinerary_id ?? "";
    now = NOW + 15 * 60_000;
    const fetched = (await server.call(fetchHotelItinerary, { itinerary_id: id }, { token })).data?.data
      .fetch_itinerary;
    expect(fetched?.data?.status).toBe("expired");
    const updated = (await server.call(updateHotelItinerary, { itinerary_id: id, guest }, { token })).data
      ?.data.update_itinerary;
    expect(updated).toMatchObject({
      success: 0,
      code: ItineraryCodes.expired,
      message: HotelTexts.en.expired,
    });
  });
});

describe("the cart's hotel section at checkout (server/domains/hotels/section.ts)", () => {
  const ORIGIN = "http://storefront.test";
  let keys = 0;

  const held = async (server: ReturnType<typeof makeTestServer>, token: string, withGuest = true) => {
    const { hotelId, rate } = await firstRate(server);
    const created = (
      await server.call(
        createHotelItinerary,
        { itinerary: { hotel_id: hotelId, rate_id: rate.rate_id, ...stay, total_minor: rate.total_minor } },
        { token },
      )
    ).data?.data.create_itinerary.data;
    if (created === undefined) throw new Error("no itinerary");
    if (withGuest)
      await server.call(updateHotelItinerary, { itinerary_id: created.itinerary_id, guest }, { token });
    return created;
  };

  const order = async (
    server: ReturnType<typeof makeTestServer>,
    token: string,
    reference: string,
    price: number,
    others: readonly OrderLine[] = [],
    othersCharged = 0,
  ) => {
    keys += 1;
    const line: OrderLine = {
      product_id: HOTEL_PRODUCT_ID,
      name: "Hotel",
      price,
      quantity: 1,
      currency_code: "INR",
      filter_group_id: 64,
      reference,
    };
    const voucherOrder: VoucherOrder = {
      idempotency_key: `hotel-order-${keys}`,
      site: "marketplace",
      cart: [...others, line],
      checkoutUser: {
        firstname: "Ana",
        lastname: "Costa",
        email: "ana@example.com",
        phone: "9812345678",
        phone_code: "91",
      },
      payment: {
        points: 0,
        gcb: 0,
        tokens: 0,
        applied_codes: [],
        gateway_amount: price + othersCharged,
      },
    };
    return (await server.call(voucherCreateOrder, { voucherOrder }, { token })).data?.data.voucherCreateOrder;
  };

  const pay = (server: ReturnType<typeof makeTestServer>, redirect: string, action: "pay" | "decline") =>
    server.app.hono.request(redirect.slice(ORIGIN.length), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ action }).toString(),
    });

  it("charges the itinerary's total; paid, it is booked once and listed in the hotel booking history", async () => {
    const server = makeTestServer({ now: () => NOW });
    const token = server.openSession(92);
    const it = await held(server, token);
    const placed = await order(server, token, it.itinerary_id, it.total_minor / 100);
    expect(placed?.success).toBe(1);
    await pay(server, placed?.data?.redirect_url ?? "", "pay");
    const history = (
      await server.call(
        fetchHotelBookingHistory,
        { history_input: { limit: 10, offset: 0, product_id: HOTEL_PRODUCT_ID } },
        { token },
      )
    ).data?.data.fetch_booking_history.data;
    expect(history?.orders.map((o) => o.hotel)).toEqual([
      {
        itinerary_id: it.itinerary_id,
        hotel_name: it.hotel_name,
        room_name: it.room_name,
        check_in: stay.check_in,
        check_out: stay.check_out,
        nights: 2,
        rooms: 1,
        guests: 2,
      },
    ]);
    const again = await order(server, token, it.itinerary_id, it.total_minor / 100);
    expect(again).toMatchObject({ success: 0, message: HotelTexts.en.booked });
  });

  it("a mixed order (a gift card and the stay) is listed in the hotel booking history and the orders with its booking", async () => {
    const server = makeTestServer({ now: () => NOW });
    const token = server.openSession(92);
    const it = await held(server, token);
    const placed = await order(
      server,
      token,
      it.itinerary_id,
      it.total_minor / 100,
      [fashionCard()],
      FASHION_CARD_CHARGED,
    );
    expect(placed?.success).toBe(1);
    await pay(server, placed?.data?.redirect_url ?? "", "pay");
    const page = { limit: 10, offset: 0 };
    const hotels = (
      await server.call(
        fetchHotelBookingHistory,
        { history_input: { ...page, product_id: HOTEL_PRODUCT_ID } },
        { token },
      )
    ).data?.data.fetch_booking_history.data;
    const all = (await server.call(getOrderHistory, { history_input: page }, { token })).data?.data
      .getOrderHistory.data;
    for (const listed of [hotels, all]) {
      expect(listed?.orders.map((o) => [o.type, o.items.length, o.hotel?.itinerary_id])).toEqual([
        ["mixed", 2, it.itinerary_id],
      ]);
    }
    // A mixed order books no flight: the flight history does not list it.
    const flights = (await server.call(fetchFlightBookingHistory, { history_input: page }, { token })).data
      ?.data.fetch_booking_history.data;
    expect(flights?.orders).toEqual([]);
  });

  it("a declined payment keeps the itinerary held: it can be paid until it expires, then it is refused", async () => {
    let now = NOW;
    const server = makeTestServer({ now: () => now });
    const token = server.openSession(92);
    const it = await held(server, token);
    const declined = await order(server, token, it.itinerary_id, it.total_minor / 100);
    await pay(server, declined?.data?.redirect_url ?? "", "decline");
    const retried = await order(server, token, it.itinerary_id, it.total_minor / 100);
    expect(retried?.success).toBe(1);
    now = NOW + 15 * 60_000;
    const late = await order(server, token, it.itinerary_id, it.total_minor / 100);
    expect(late).toMatchObject({ success: 0, message: HotelTexts.en.expired });
  });

  it("refuses a changed rate, a missing lead guest and another shopper's itinerary", async () => {
    const server = hotelServer();
    const token = server.openSession(93);
    const noGuest = await held(server, token, false);
    expect(await order(server, token, noGuest.itinerary_id, noGuest.total_minor / 100)).toMatchObject({
      success: 0,
      message: HotelTexts.en.guest,
    });
    const it = await held(server, token);
    const other = server.openSession(94);
    expect(await order(server, other, it.itinerary_id, it.total_minor / 100)).toMatchObject({
      success: 0,
      message: HotelTexts.en.notFound,
    });
    await changeRates(server, { hotel_id: it.hotel_id, percent: 1 });
    expect(await order(server, token, it.itinerary_id, it.total_minor / 100)).toMatchObject({
      success: 0,
      message: HotelTexts.en.rateChanged,
    });
  });

  it("a rate moved after the hold (the admin switch) refuses the order with the 'changed' message; nothing is charged and the held room stays payable", async () => {
    const server = hotelServer();
    const token = server.openSession(93);
    const it = await held(server, token);
    const before = server.balances(93);
    await changeRates(server, { hotel_id: it.hotel_id, percent: 5 });
    expect(await order(server, token, it.itinerary_id, it.total_minor / 100)).toMatchObject({
      success: 0,
      message: HotelTexts.en.rateChanged,
    });
    expect(server.balances(93)).toEqual(before);
    const still = (await server.call(fetchHotelItinerary, { itinerary_id: it.itinerary_id }, { token })).data
      ?.data.fetch_itinerary.data;
    expect(still).toMatchObject({ status: "held", has_guest: true, total_minor: it.total_minor });
    await changeRates(server, { hotel_id: it.hotel_id, percent: 0 });
    expect((await order(server, token, it.itinerary_id, it.total_minor / 100))?.success).toBe(1);
  });
});
