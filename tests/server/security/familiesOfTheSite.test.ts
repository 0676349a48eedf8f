/**
 * A site offers only its enabled sections (spec §2.2): the server checks the family of every call
 * that acts on one against the signed-in user's own site, or a guest's store (the `x-site` header
 * the orders are placed with), never against a site or URL the request body names. acme offers
 * gift cards, experiences, merchandise, swag and charity only (server/domains/site/data.ts).
 */

import { experienceOrder, fetchAvailabilityPricing } from "@contract/experiences";
import { create_itinerary, type SearchParameters, search_flights } from "@contract/flights";
import { createHotelItinerary, searchHotels } from "@contract/hotels";
import { freePerkCreateOrder, type OrderLine, type VoucherOrder, voucherCreateOrder } from "@contract/orders";
import { createTopupRecharge, fetchTopupPlans, fetchTopupSearchData } from "@contract/topup";
import { describe, expect, it } from "vitest";
import { notOfferedText } from "../../../server/domains/catalogue/queries";
import { makeTestServer } from "../../../server/testing";

type Server = ReturnType<typeof makeTestServer>;

const PRIYA = 1;
const ALEX = 5;

const recharge = {
  recharge_input: { product_id: 48001, operator_id: 1, circle_id: 11, plan_id: 101, mobile: "9812345678" },
};

const flightSearch: SearchParameters = {
  trip_type: "one_way",
  origin: "BLR",
  destination: "DEL",
  departure_date: "2026-12-10",
  return_date: null,
  passengers: { adult: 1, child: 0, infant: 0 },
  cabin_class: "economy",
};

const stay = { check_in: "2026-12-01", check_out: "2026-12-03", rooms: [{ adults: 2, children: 0 }] };

let keys = 0;
const voucherOrder = (site: string, line: OrderLine, points: number, gateway = 0): VoucherOrder => {
  keys += 1;
  return {
    idempotency_key: `families-${keys}`,
    site,
    cart: [line],
    checkoutUser: {
      firstname: "Alex",
      lastname: "Moreno",
      email: "alex@acme.example",
      phone: "9000012345",
      phone_code: "91",
    },
    payment: { points, gcb: 0, tokens: 0, applied_codes: [], gateway_amount: gateway },
  };
};

const lounge: OrderLine = {
  product_id: 45001,
  name: "Domestic Lounge Pass",
  price: 1200,
  quantity: 1,
  currency_code: "INR",
  filter_group_id: 51,
};

const experienceLine: OrderLine = {
  product_id: 61022,
  name: "Experience",
  price: 1000,
  quantity: 1,
  currency_code: "INR",
  filter_group_id: 1222,
};

const rechargeLine = (reference: string): OrderLine => ({
  product_id: 48001,
  name: "Airtel recharge",
  price: 299,
  quantity: 1,
  currency_code: "INR",
  filter_group_id: 61,
  reference,
});

/** A recharge made by a guest of the marketplace, which offers recharges. */
const guestRecharge = async (server: Server): Promise<string> =>
  (await server.call(createTopupRecharge, recharge)).data?.data.createTopupRecharge.data?.recharge_id ?? "";

describe("a family the user's own site does not offer is refused by the API (spec §2.2)", () => {
  it("an acme user cannot search, plan or buy a mobile recharge, whatever url the request names", async () => {
    const server = makeTestServer();
    const token = server.openSession(ALEX);
    const search = await server.call(
      fetchTopupSearchData,
      { search_input: { url: "/marketplace", country_id: null, product_id: 48001 } },
      { token },
    );
    expect(search.data?.data.fetchTopupSearchData).toEqual({
      success: 0,
      message: "Mobile recharge is not available in this store.",
    });
    const plans = await server.call(
      fetchTopupPlans,
      { plans_input: { product_id: 48001, operator_id: 1, circle_id: 11 } },
      { token },
    );
    expect(plans.data?.data.fetchTopupPlans).toEqual({
      success: 0,
      message: "Mobile recharge is not available in this store.",
    });
    const made = await server.call(createTopupRecharge, recharge, { token });
    expect(made.data?.data.createTopupRecharge).toEqual({
      success: 0,
      message: "Mobile recharge is not available in this store.",
    });
    // The marketplace user is answered.
    const priya = await server.call(createTopupRecharge, recharge, { token: server.openSession(PRIYA) });
    expect(priya.data?.data.createTopupRecharge.success).toBe(1);
  });

  it("an order placed on acme naming a recharge reference is refused, and nothing is debited", async () => {
    const server = makeTestServer();
    const token = server.openSession(ALEX);
    const reference = await guestRecharge(server);
    const before = server.balances(ALEX);
    const answer = await server.call(
      voucherCreateOrder,
      { voucherOrder: voucherOrder("acme", rechargeLine(reference), 299) },
      { token },
    );
    expect(answer.data?.data.voucherCreateOrder).toEqual({
      success: 0,
      message: "Mobile recharge is not available in this store.",
    });
    expect(server.balances(ALEX)).toEqual(before);
  });

  it("a guest ordering on acme (its x-site) cannot buy a recharge either", async () => {
    const server = makeTestServer();
    const reference = await guestRecharge(server);
    const acme = { headers: { "x-site": "acme" } };
    const made = await server.call(createTopupRecharge, recharge, acme);
    expect(made.data?.data.createTopupRecharge.message).toBe(notOfferedText("topup"));
    const answer = await server.call(
      voucherCreateOrder,
      { voucherOrder: voucherOrder("acme", rechargeLine(reference), 0, 299) },
      acme,
    );
    expect(answer.data?.data.voucherCreateOrder).toEqual({
      success: 0,
      message: "Mobile recharge is not available in this store.",
    });
  });

  it("an acme user cannot search or hold a flight", async () => {
    const server = makeTestServer();
    const token = server.openSession(ALEX);
    const searched = await server.call(search_flights, { searchParameters: flightSearch }, { token });
    expect(searched.data?.data.search_flights).toEqual({
      success: 0,
      message: "Flights are not available in this store.",
    });
    const offer = (await server.call(search_flights, { searchParameters: flightSearch })).data?.data
      .search_flights.data?.offers[0];
    if (offer === undefined) throw new Error("no offer on the marketplace");
    const held = await server.call(
      create_itinerary,
      {
        itinerary: {
          offer_id: offer.offer_id,
          searchParameters: flightSearch,
          expected_total_minor: offer.fare.total_minor,
          currency_code: "INR",
        },
      },
      { token },
    );
    expect(held.data?.data.create_itinerary).toEqual({
      success: 0,
      message: "Flights are not available in this store.",
    });
  });

  it("an acme user cannot search or hold a hotel room", async () => {
    const server = makeTestServer();
    const token = server.openSession(ALEX);
    const searched = await server.call(
      searchHotels,
      { searchParameters: { city_id: 1319, ...stay } },
      { token },
    );
    expect(searched.data?.data.search_hotels).toEqual({
      success: 0,
      message: "Hotels are not available in this store.",
    });
    const held = await server.call(
      createHotelItinerary,
      { itinerary: { hotel_id: 7001, rate_id: 1, ...stay, total_minor: 1 } },
      { token },
    );
    expect(held.data?.data.create_itinerary).toMatchObject({
      success: 0,
      message: "Hotels are not available in this store.",
    });
  });

  it("an acme user cannot order a lounge pass; a marketplace user can", async () => {
    const server = makeTestServer();
    const alex = await server.call(
      voucherCreateOrder,
      { voucherOrder: voucherOrder("acme", lounge, 1200) },
      { token: server.openSession(ALEX) },
    );
    expect(alex.data?.data.voucherCreateOrder).toEqual({
      success: 0,
      message: "Lounges are not available in this store.",
    });
    const priya = await server.call(
      voucherCreateOrder,
      { voucherOrder: voucherOrder("marketplace", lounge, 1200) },
      { token: server.openSession(PRIYA) },
    );
    expect(priya.data?.data.voucherCreateOrder.success).toBe(1);
  });

  it("an acme user cannot claim a perk, though acme's company may have perks", async () => {
    const server = makeTestServer();
    const loi = Buffer.from("I agree to the perk terms").toString("base64");
    const answer = await server.call(
      freePerkCreateOrder,
      { perkOrder: { productId: 44002, token: "", loi } },
      { token: server.openSession(ALEX) },
    );
    expect(answer.data?.data.freePerkCreateOrder).toEqual({
      success: 0,
      message: "Perks are not available in this store.",
    });
  });

  it("experiences are refused on a store that does not offer them", async () => {
    const server = makeTestServer();
    // acme without its experiences section.
    server.db
      .prepare(
        "DELETE FROM site_routes WHERE section = 'experiences' AND site_id = (SELECT id FROM sites WHERE url_prefix = 'acme')",
      )
      .run();
    const token = server.openSession(ALEX);
    const slots = await server.call(
      fetchAvailabilityPricing,
      { add_data: { product_id: 61022, date: "2026-12-04" } },
      { token },
    );
    expect(slots.data?.data.fetchAvailabilityPricing).toEqual({
      success: 0,
      message: "Experiences are not available in this store.",
    });
    const booked = await server.call(
      experienceOrder,
      {
        expOrder: {
          ...voucherOrder("acme", experienceLine, 0, 1000),
          booking: {
            expProductId: 61022,
            preferredDate: "2026-12-04",
            preferredTimeSlot: "10:00",
            guests: [{ price_category_id: 1, count: 1 }],
          },
        },
      },
      { token },
    );
    expect(booked.data?.data.experienceOrder).toEqual({
      success: 0,
      message: "Experiences are not available in this store.",
    });
  });
});
