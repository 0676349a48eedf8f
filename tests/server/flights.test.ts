/**
 * The flight simulator of the reference API (spec §7.7 flights): deterministic searches, the
 * search rules of src/domain/flights.ts answered in words, itineraries that expire, fares that move
 * when seats are booked, and a booking made once.
 */
import {
  create_itinerary,
  fetch_air_fields,
  fetch_client_currency_details,
  fetch_itinerary,
  type Offer,
  type SearchParameters,
  search_airports,
  search_flights,
  update_itinerary,
} from "@contract/flights";
import { isFareConsistent, SEARCH_PROBLEM_TEXTS } from "@domain/flights";
import { describe, expect, it } from "vitest";
import { bookItinerary, FlightTexts, priceItinerary } from "../../server/domains/flights/module";
import { makeTestServer } from "../../server/testing";

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const search: SearchParameters = {
  trip_type: "return",
  origin: "BLR",
  destination: "BOM",
  departure_date: "2026-12-10",
  return_date: "2026-12-17",
  passengers: { adult: 2, child: 1, infant: 1 },
  cabin_class: "economy",
};

const setup = () => {
  let now = NOW;
  const server = makeTestServer({ now: () => now, config: { flightItineraryMs: 10 * 60_000 } });
  return { server, advance: (ms: number) => (now += ms), now: () => now };
};

const offersOf = async (
  server: ReturnType<typeof makeTestServer>,
  s: SearchParameters,
): Promise<readonly Offer[]> =>
  (await server.call(search_flights, { searchParameters: s })).data?.data.search_flights.data?.offers ?? [];

const names = [
  { type: "adult", first_name: "Asha", last_name: "Rao" },
  { type: "adult", first_name: "Dev", last_name: "Rao" },
  { type: "child", first_name: "Mira", last_name: "Rao" },
  { type: "infant", first_name: "Ved", last_name: "Rao" },
] as const;

const hold = async (server: ReturnType<typeof makeTestServer>, token: string, offer: Offer) =>
  (
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
  ).data?.data.create_itinerary;

describe("search_flights: the same search gives the same flights", () => {
  it("two searches answer the same offers, each fare the sum of its parts", async () => {
    const { server } = setup();
    const a = await offersOf(server, search);
    const b = await offersOf(server, search);
    expect(a.length).toBeGreaterThanOrEqual(6);
    expect(b).toEqual(a);
    for (const offer of a) {
      expect(isFareConsistent(offer.fare, search.passengers)).toBe(true);
      expect(offer.inbound?.origin).toBe("BOM");
    }
    expect(a.some((o) => o.outbound.stops === 0 && o.inbound?.stops === 0)).toBe(true);
  });

  it.each([
    [{ ...search, destination: "BLR" }, SEARCH_PROBLEM_TEXTS.sameAirports],
    [{ ...search, return_date: "2026-12-09" }, SEARCH_PROBLEM_TEXTS.returnBeforeDeparture],
    [{ ...search, departure_date: "2026-11-24" }, SEARCH_PROBLEM_TEXTS.pastDeparture],
    [
      { ...search, passengers: { adult: 1, child: 0, infant: 2 } },
      SEARCH_PROBLEM_TEXTS.moreInfantsThanAdults,
    ],
    [{ ...search, passengers: { adult: 6, child: 4, infant: 0 } }, SEARCH_PROBLEM_TEXTS.tooManyPassengers],
    [{ ...search, origin: "XXX" }, FlightTexts.en.unknownAirport],
  ])("refuses a bad search with a clear message", async (bad, message) => {
    const { server } = setup();
    const answer = (await server.call(search_flights, { searchParameters: bad })).data?.data.search_flights;
    expect(answer).toEqual({ success: 0, message });
  });
});

describe("airports, form data and the client's currency", () => {
  it("search_airports finds by code and by city; fetch_air_fields names the limits", async () => {
    const { server } = setup();
    const byCity = (await server.call(search_airports, { searchParameter: "mum" })).data?.data.search_airports
      .data;
    expect(byCity?.airports.map((a) => a.code)).toEqual(["BOM"]);
    const byCode = (await server.call(search_airports, { searchParameter: "blr" })).data?.data.search_airports
      .data;
    expect(byCode?.airports[0]?.city).toBe("Bengaluru");
    const fields = (await server.call(fetch_air_fields, {})).data?.data.fetch_air_fields.data;
    expect(fields?.passenger_limits).toEqual({ max_total: 9, min_adults: 1 });
    expect(fields?.locations.length).toBeGreaterThan(10);
  });

  it("fetch_client_currency_details answers a rate, and refuses an unknown currency", async () => {
    const { server } = setup();
    const inr = (await server.call(fetch_client_currency_details, { targetCurrencyCode: "INR" })).data?.data
      .fetch_client_currency_details;
    expect(inr?.data).toMatchObject({ base_currency_code: "INR", currency_code: "INR", rate: 1 });
    const bad = (await server.call(fetch_client_currency_details, { targetCurrencyCode: "ZZZ" })).data?.data
      .fetch_client_currency_details;
    expect(bad?.success).toBe(0);
  });
});

describe("itineraries: held, named, expired, priced once", () => {
  it("create_itinerary holds the offer; the same offer asked twice is the same itinerary", async () => {
    const { server } = setup();
    const token = server.openSession(87);
    const [offer] = await offersOf(server, search);
    if (offer === undefined) throw new Error("no offer");
    const first = await hold(server, token, offer);
    const second = await hold(server, token, offer);
    expect(first?.success).toBe(1);
    expect(second?.data?.itinerary_id).toBe(first?.data?.itinerary_id);
    expect(first?.data?.price).toEqual({ currency_code: "INR", total_minor: offer.fare.total_minor });
    expect(first?.data?.expires_in_ms).toBe(10 * 60_000);
  });

  it("passengers need names; an expired itinerary is refused with a clear message", async () => {
    const { server, advance, now } = setup();
    const token = server.openSession(87);
    const [offer] = await offersOf(server, search);
    if (offer === undefined) throw new Error("no offer");
    const id = (await hold(server, token, offer))?.data?.itinerary_id ?? "";
    const blank = await server.call(
      update_itinerary,
      { itinerary: { itinerary_id: id, passengers: names.map((p) => ({ ...p, last_name: "" })) } },
      { token },
    );
    expect(blank.data?.data.update_itinerary.message).toBe(FlightTexts.en.passengers);
    expect(priceItinerary(server.db, id, 87, now())).toEqual({ ok: false, message: FlightTexts.en.unnamed });
    const named = await server.call(
      update_itinerary,
      { itinerary: { itinerary_id: id, passengers: [...names] } },
      { token },
    );
    expect(named.data?.data.update_itinerary.data?.passengers_named).toBe(true);
    expect(priceItinerary(server.db, id, 87, now())).toMatchObject({
      ok: true,
      priceMinor: offer.fare.total_minor,
    });
    advance(10 * 60_000);
    const fetched = await server.call(fetch_itinerary, { itinerary_id: id }, { token });
    expect(fetched.data?.data.fetch_itinerary.data?.status).toBe("expired");
    expect(priceItinerary(server.db, id, 87, now())).toEqual({ ok: false, message: FlightTexts.en.expired });
  });

  it("seats booked move the fare: a stale fare is refused at hold and at payment, naming the new fare", async () => {
    const { server, now } = setup();
    const meera = server.openSession(87);
    const kiran = server.openSession(88);
    const [offer] = await offersOf(server, search);
    if (offer === undefined) throw new Error("no offer");
    const kiranId = (await hold(server, kiran, offer))?.data?.itinerary_id ?? "";
    await server.call(
      update_itinerary,
      { itinerary: { itinerary_id: kiranId, passengers: [...names] } },
      { token: kiran },
    );
    const a = (await hold(server, meera, offer))?.data?.itinerary_id ?? "";
    bookItinerary(server.db, a, 9001);
    bookItinerary(server.db, a, 9001);
    const seats = server.db
      .prepare("SELECT COUNT(*) AS n FROM flight_seats WHERE itinerary_id = ?")
      .get(a) as { n: number };
    expect(seats.n).toBe(2);
    // 3 seats sold: the fare has not moved yet (a step every 4 seats).
    expect(priceItinerary(server.db, kiranId, 88, now()).ok).toBe(true);
    const b = (await hold(server, meera, { ...offer }))?.data?.itinerary_id ?? "";
    expect(b).not.toBe(a);
    bookItinerary(server.db, b, 9002);
    const stale = await hold(server, meera, offer);
    expect(stale?.reason).toBe("fare_changed");
    expect(stale?.message).toMatch(/^The fare of this flight has changed from /);
    expect(stale?.current_fare?.total_minor).toBeGreaterThan(offer.fare.total_minor);
    const check = priceItinerary(server.db, kiranId, 88, now());
    expect(check.ok).toBe(false);
    expect(check.ok ? "" : check.message).toMatch(/has changed/);
  });

  it("another user's itinerary is not found", async () => {
    const { server } = setup();
    const [offer] = await offersOf(server, search);
    if (offer === undefined) throw new Error("no offer");
    const id = (await hold(server, server.openSession(87), offer))?.data?.itinerary_id ?? "";
    const other = await server.call(fetch_itinerary, { itinerary_id: id }, { token: server.openSession(88) });
    expect(other.data?.data.fetch_itinerary).toEqual({ success: 0, message: FlightTexts.en.notFound });
  });
});
