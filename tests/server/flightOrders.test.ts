/**
 * A flight in an order (spec §4 'a flight replaces its section', §7.6 Track Order's flight_details
 * and the flight booking history, §7.7 flights): the itinerary is priced again at checkout, refused
 * once expired, booked once when paid, kept held when the payment is declined.
 */
import {
  create_itinerary,
  type Offer,
  type SearchParameters,
  search_flights,
  update_itinerary,
} from "@contract/flights";
import { fetchFlightBookingHistory, getOrderHistory } from "@contract/orderHistory";
import { type OrderLine, type VoucherOrder, voucherCreateOrder } from "@contract/orders";
import { FLIGHT_PRODUCT_ID, FLIGHTS_GROUP } from "@domain/flights";
import { describe, expect, it } from "vitest";
import { FlightTexts } from "../../server/domains/flights/module";
import { makeTestServer } from "../../server/testing";
import { FASHION_CARD_CHARGED, fashionCard } from "../support/orderLines";

type Server = ReturnType<typeof makeTestServer>;
const ORIGIN = "http://storefront.test";
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const search: SearchParameters = {
  trip_type: "one_way",
  origin: "HYD",
  destination: "COK",
  departure_date: "2026-12-20",
  return_date: null,
  passengers: { adult: 2, child: 0, infant: 0 },
  cabin_class: "economy",
};

const setup = () => {
  let now = NOW;
  const server = makeTestServer({ now: () => now });
  return { server, token: server.openSession(87), advance: (ms: number) => (now += ms) };
};

const heldFlight = async (server: Server, token: string) => {
  const offers = (await server.call(search_flights, { searchParameters: search })).data?.data.search_flights
    .data?.offers;
  const offer: Offer | undefined = offers?.[0];
  if (offer === undefined) throw new Error("no offer");
  const held = (
    await server.call(
      create_itinerary,
      {
        itinerary: {
          offer_id: offer.offer_id,
          searchParameters: search,
          expected_total_minor: offer.fare.total_minor,
          currency_code: "INR",
        },
      },
      { token },
    )
  ).data?.data.create_itinerary.data;
  if (held === undefined) throw new Error("not held");
  await server.call(
    update_itinerary,
    {
      itinerary: {
        itinerary_id: held.itinerary_id,
        passengers: [
          { type: "adult", first_name: "Meera", last_name: "Nair" },
          { type: "adult", first_name: "Arun", last_name: "Nair" },
        ],
      },
    },
    { token },
  );
  return held;
};

let keys = 0;
/** Orders the held flight, after `others` charged `othersCharged` in all (a mixed cart). */
const place = async (
  server: Server,
  token: string,
  reference: string,
  price: number,
  others: readonly OrderLine[] = [],
  othersCharged = 0,
) => {
  keys += 1;
  const line: OrderLine = {
    product_id: FLIGHT_PRODUCT_ID,
    name: "Flight HYD → COK",
    price,
    quantity: 1,
    currency_code: "INR",
    filter_group_id: FLIGHTS_GROUP,
    reference,
  };
  const voucherOrder: VoucherOrder = {
    idempotency_key: `flight-order-${keys}`,
    site: "marketplace",
    cart: [...others, line],
    checkoutUser: {
      firstname: "Meera",
      lastname: "Nair",
      email: "meera.flights@demo.example",
      phone: "9845000087",
      phone_code: "91",
    },
    payment: { points: 0, gcb: 0, tokens: 0, applied_codes: [], gateway_amount: price + othersCharged },
  };
  return (await server.call(voucherCreateOrder, { voucherOrder }, { token })).data?.data.voucherCreateOrder;
};

const submit = (server: Server, redirect: string, action: string) =>
  server.app.hono.request(redirect.slice(ORIGIN.length), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action }).toString(),
  });

const statusOf = (server: Server, id: string) =>
  server.db.prepare("SELECT status, order_id FROM flight_itineraries WHERE id = ?").get(id) as {
    status: string;
    order_id: number | null;
  };

describe("a flight paid at checkout", () => {
  it("is booked once when the gateway succeeds; the order carries its flight details and the history lists it", async () => {
    const { server, token } = setup();
    const held = await heldFlight(server, token);
    const created = (await place(server, token, held.itinerary_id, held.price.total_minor / 100))?.data;
    if (created === undefined || created.redirect_url === null) throw new Error("no gateway redirect");
    await submit(server, created.redirect_url, "pay");
    await submit(server, created.redirect_url, "pay");
    expect(statusOf(server, held.itinerary_id)).toEqual({ status: "booked", order_id: created.order_id });
    const seats = server.db
      .prepare("SELECT SUM(seats) AS n FROM flight_seats WHERE itinerary_id = ?")
      .get(held.itinerary_id) as { n: number };
    expect(seats.n).toBe(2);
    const order = server.db
      .prepare("SELECT type, flight_details FROM shop_orders WHERE id = ?")
      .get(created.order_id) as { type: string; flight_details: string };
    expect(order.type).toBe("flight");
    expect(JSON.parse(order.flight_details)).toMatchObject({
      from: "HYD",
      to: "COK",
      passengers: ["Meera Nair", "Arun Nair"],
    });
    const history = (
      await server.call(fetchFlightBookingHistory, { history_input: { limit: 10, offset: 0 } }, { token })
    ).data?.data.fetch_booking_history.data;
    expect(history?.orders.map((o) => o.flight)).toEqual([
      {
        itinerary_id: held.itinerary_id,
        from: "HYD",
        to: "COK",
        departure_date: "2026-12-20",
        return_date: null,
        passengers: 2,
        cabin_class: "economy",
      },
    ]);
    // Paid once: the same itinerary cannot be ordered again.
    const again = await place(server, token, held.itinerary_id, held.price.total_minor / 100);
    expect(again).toMatchObject({ success: 0, message: FlightTexts.en.booked });
  });

  it("in a mixed order (a gift card and the flight) it is in the flight booking history and the orders", async () => {
    const { server, token } = setup();
    const held = await heldFlight(server, token);
    const created = (
      await place(
        server,
        token,
        held.itinerary_id,
        held.price.total_minor / 100,
        [fashionCard()],
        FASHION_CARD_CHARGED,
      )
    )?.data;
    if (created === undefined || created.redirect_url === null) throw new Error("no gateway redirect");
    await submit(server, created.redirect_url, "pay");
    const page = { limit: 10, offset: 0 };
    const flights = (await server.call(fetchFlightBookingHistory, { history_input: page }, { token })).data
      ?.data.fetch_booking_history.data;
    const all = (await server.call(getOrderHistory, { history_input: page }, { token })).data?.data
      .getOrderHistory.data;
    for (const listed of [flights, all]) {
      expect(listed?.orders.map((o) => [o.type, o.items.length, o.flight?.itinerary_id])).toEqual([
        ["mixed", 2, held.itinerary_id],
      ]);
    }
  });

  it("a declined payment keeps the itinerary held, and it can be paid again until it expires", async () => {
    const { server, token, advance } = setup();
    const held = await heldFlight(server, token);
    const price = held.price.total_minor / 100;
    const created = (await place(server, token, held.itinerary_id, price))?.data;
    if (created === undefined || created.redirect_url === null) throw new Error("no gateway redirect");
    await submit(server, created.redirect_url, "decline");
    expect(statusOf(server, held.itinerary_id).status).toBe("held");
    expect((await place(server, token, held.itinerary_id, price))?.success).toBe(1);
    advance(15 * 60_000);
    expect(await place(server, token, held.itinerary_id, price)).toMatchObject({
      success: 0,
      message: FlightTexts.en.expired,
    });
  });
});

describe("a flight priced in another currency and paid with INR points", () => {
  it("never costs less than its INR fare: BLR → DEL at INR 8,783.00, held in USD, draws at least 8,783.00 points", async () => {
    const { server, token } = setup();
    const trip: SearchParameters = {
      ...search,
      origin: "BLR",
      destination: "DEL",
      departure_date: "2026-12-18",
      passengers: { adult: 1, child: 0, infant: 0 },
    };
    const offer = (
      await server.call(search_flights, { searchParameters: trip })
    ).data?.data.search_flights.data?.offers.find((o) => o.offer_id === "BLR-DEL-BW553-2026-12-18||economy");
    expect(offer?.fare.total_minor).toBe(878_300);
    const held = (
      await server.call(
        create_itinerary,
        {
          itinerary: {
            offer_id: offer?.offer_id ?? "",
            searchParameters: trip,
            expected_total_minor: 878_300,
            currency_code: "USD",
          },
        },
        { token },
      )
    ).data?.data.create_itinerary.data;
    if (held === undefined) throw new Error("not held");
    // 8,783.00 / 83.20 INR per USD, rounded up: USD 105.57 settles for INR 8,783.43.
    expect(held.price).toEqual({ currency_code: "USD", total_minor: 10_557 });
    await server.call(
      update_itinerary,
      {
        itinerary: {
          itinerary_id: held.itinerary_id,
          passengers: [{ type: "adult", first_name: "Meera", last_name: "Nair" }],
        },
      },
      { token },
    );
    const usd = held.price.total_minor / 100;
    const before = server.balances(87);
    const voucherOrder: VoucherOrder = {
      idempotency_key: "flight-in-usd",
      site: "marketplace",
      cart: [
        {
          product_id: FLIGHT_PRODUCT_ID,
          name: "Flight BLR → DEL",
          price: usd,
          quantity: 1,
          currency_code: "USD",
          filter_group_id: FLIGHTS_GROUP,
          reference: held.itinerary_id,
        },
      ],
      checkoutUser: {
        firstname: "Meera",
        lastname: "Nair",
        email: "meera.flights@demo.example",
        phone: "9845000087",
        phone_code: "91",
      },
      payment: { points: usd, gcb: 0, tokens: 0, applied_codes: [], gateway_amount: 0 },
    };
    const answer = (await server.call(voucherCreateOrder, { voucherOrder }, { token })).data?.data
      .voucherCreateOrder;
    expect(answer?.success).toBe(1);
    const debited = before.points_hundredths - server.balances(87).points_hundredths;
    expect(debited).toBeGreaterThanOrEqual(878_300);
    expect(debited).toBe(878_343);
  });
});
