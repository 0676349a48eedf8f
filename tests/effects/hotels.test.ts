/**
 * The hotel effects against the reference API over real HTTP (spec §7.7 'Hotels (hotels tag)'):
 * the stay rules refused before any call, a search, a room held with the total shown (a different
 * total is a changed rate), and the lead guest turning the itinerary into the cart's hotel item
 * (product 55399, filter group 64, spec §9).
 */
import { validatePassword, validateUserIdentity } from "@contract/identity";
import { addDays, type HotelSearchQuery, isoDay } from "@domain/hotels";
import {
  findHotelLocations,
  giveLeadGuest,
  holdHotelRoom,
  loadHotelCities,
  loadHotelInformation,
  resumeHeldRoom,
  searchHotels,
} from "@effects/hotels";
import type { StorefrontServices } from "@effects/runtime/layer";
import { type ErrorData, toErrorData } from "@errors";
import type { StorefrontError } from "@errors/data";
import { Effect, Exit, type Layer } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveBrowser, type ReferenceApi, startReferenceApi } from "../support/harness";

let api: ReferenceApi;
beforeAll(async () => {
  api = await startReferenceApi();
});
afterAll(async () => {
  await api.close();
});

const run = <A>(
  program: Effect.Effect<A, StorefrontError, StorefrontServices>,
  layer: Layer.Layer<StorefrontServices>,
) => Effect.runPromise(Effect.exit(Effect.provide(program, layer)));

const failureOf = <A>(exit: Exit.Exit<A, StorefrontError>): ErrorData | null =>
  Exit.isFailure(exit) && exit.cause.reasons[0]?._tag === "Fail"
    ? toErrorData(exit.cause.reasons[0].error)
    : null;

const answerOf = <A>(exit: Exit.Exit<A, StorefrontError>): A => {
  if (Exit.isSuccess(exit)) return exit.value;
  throw new Error(JSON.stringify(failureOf(exit)));
};

const signedIn = async (email: string) => {
  const step1 = await api.call(validateUserIdentity, { user_input: email });
  const step2 = await api.call(
    validatePassword,
    { password: "Demo@1234" },
    { token: step1.data?.data?.a_t ?? "" },
  );
  const token = step2.data?.data?.a_t;
  if (token === undefined) throw new Error(`login failed for ${email}`);
  return liveBrowser(api, { session: { a_t: token, s_e_t: "1" } }).layer;
};

const checkIn = addDays(isoDay(Date.now()), 10);
const query: HotelSearchQuery = {
  destination: { cityId: 1319, name: "Bangalore", countryCode: "IN" },
  checkIn,
  checkOut: addDays(checkIn, 3),
  rooms: [
    { adults: 2, children: 1 },
    { adults: 1, children: 0 },
  ],
};

describe("hotel search effects", () => {
  it("loads the cities and presets, and the type-ahead from 3 characters", async () => {
    const layer = liveBrowser(api).layer;
    const cities = answerOf(await run(loadHotelCities(), layer));
    expect(cities.presets.length).toBeGreaterThan(0);
    expect(answerOf(await run(findHotelLocations({ text: "Go" }), layer))).toEqual([]);
    const goa = answerOf(await run(findHotelLocations({ text: "Goa" }), layer));
    expect(goa.map((l) => l.name)).toContain("Goa");
  });

  it("refuses zero rooms, reversed dates and a past check-in before any call, and searches a sound stay", async () => {
    const layer = liveBrowser(api).layer;
    expect(failureOf(await run(searchHotels({ query: { ...query, rooms: [] } }), layer))).toEqual({
      _tag: "HotelRefused",
      reason: "rooms",
    });
    expect(
      failureOf(await run(searchHotels({ query: { ...query, checkOut: checkIn } }), layer)),
    ).toMatchObject({
      reason: "dates",
    });
    const past = addDays(isoDay(Date.now()), -2);
    expect(
      failureOf(
        await run(searchHotels({ query: { ...query, checkIn: past, checkOut: addDays(past, 1) } }), layer),
      ),
    ).toMatchObject({ reason: "past" });
    const found = answerOf(await run(searchHotels({ query }), layer));
    expect(found.isCancelled).toBe(false);
    expect(found.result.nights).toBe(3);
    expect(found.result.hotels.length).toBeGreaterThan(0);
  });
});

describe("hotel booking effects", () => {
  it("holds a room at the total shown, refuses another total as a changed rate, and makes the cart item", async () => {
    const layer = await signedIn("chloe.hotels@demo.example");
    const info = answerOf(await run(loadHotelInformation({ hotelId: 7001, query }), layer));
    const rate = info.rates[0];
    if (rate === undefined) throw new Error("no rate");
    const changed = await run(
      holdHotelRoom({ hotelId: 7001, query, rateId: rate.rate_id, totalMinor: rate.total_minor - 100 }),
      layer,
    );
    expect(failureOf(changed)).toEqual({ _tag: "HotelRefused", reason: "rateChanged" });
    const held = answerOf(
      await run(
        holdHotelRoom({ hotelId: 7001, query, rateId: rate.rate_id, totalMinor: rate.total_minor }),
        layer,
      ),
    );
    expect(held.holdMs).toBeGreaterThan(0);
    expect(held.itinerary.total_minor).toBe(rate.total_minor);
    const blank = { first_name: " ", last_name: "Martin", email: "chloe@example.com", phone: "9812345678" };
    expect(
      failureOf(await run(giveLeadGuest({ itineraryId: held.itinerary.itinerary_id, guest: blank }), layer)),
    ).toEqual({
      _tag: "HotelRefused",
      reason: "guest",
    });
    // spec §5 'a second, looser variant': the lead guest's address passes the looser e-mail check,
    // so an address without a dot after '@' is refused before any call.
    expect(
      failureOf(
        await run(
          giveLeadGuest({
            itineraryId: held.itinerary.itinerary_id,
            guest: { ...blank, first_name: "Chloe", email: "chloe@localhost" },
          }),
          layer,
        ),
      ),
    ).toEqual({ _tag: "HotelRefused", reason: "guest" });
    const item = answerOf(
      await run(
        giveLeadGuest({
          itineraryId: held.itinerary.itinerary_id,
          guest: { ...blank, first_name: " Chloe " },
        }),
        layer,
      ),
    );
    expect(item).toMatchObject({
      product_id: 55399,
      filterGroupId: 64,
      reference: held.itinerary.itinerary_id,
      price: rate.total_minor / 100,
      currency: "INR",
      name: info.name,
    });
    // The item holds the stay as facts; the views word them (spec §3 'Language').
    expect(item.facts).toEqual({
      _tag: "hotel",
      // The reference API names the held room with its board: 'Standard room, Room only'.
      room_name: held.itinerary.room_name,
      check_in: query.checkIn,
      check_out: query.checkOut,
      nights: 3,
      rooms: 2,
      guests: 4,
    });
  });
});

describe("a guest step reopened from its address (fetch_itinerary)", () => {
  it("answers the held room with what is left of its hold; another stay, another shopper, an expired or unknown itinerary are gone", async () => {
    const layer = await signedIn("dev.hotels@demo.example");
    const info = answerOf(await run(loadHotelInformation({ hotelId: 7001, query }), layer));
    const rate = info.rates[0];
    if (rate === undefined) throw new Error("no rate");
    const held = answerOf(
      await run(
        holdHotelRoom({ hotelId: 7001, query, rateId: rate.rate_id, totalMinor: rate.total_minor }),
        layer,
      ),
    );
    const itineraryId = held.itinerary.itinerary_id;
    const resumed = answerOf(await run(resumeHeldRoom({ hotelId: 7001, query, itineraryId }), layer));
    expect(resumed.itinerary).toMatchObject({ itinerary_id: itineraryId, total_minor: rate.total_minor });
    expect(resumed.holdMs).toBeGreaterThan(0);
    expect(resumed.holdMs).toBeLessThanOrEqual(held.holdMs);
    const gone = (reason: string) => ({ _tag: "HeldItineraryGone", booking: "hotel", reason });
    const otherStay = { ...query, checkOut: addDays(query.checkOut, 1) };
    expect(
      failureOf(await run(resumeHeldRoom({ hotelId: 7001, query: otherStay, itineraryId }), layer)),
    ).toEqual(gone("unknown"));
    expect(failureOf(await run(resumeHeldRoom({ hotelId: 7002, query, itineraryId }), layer))).toEqual(
      gone("unknown"),
    );
    const other = await signedIn("eva.hotels@demo.example");
    expect(failureOf(await run(resumeHeldRoom({ hotelId: 7001, query, itineraryId }), other))).toEqual(
      gone("unknown"),
    );
    expect(
      failureOf(await run(resumeHeldRoom({ hotelId: 7001, query, itineraryId: "HI-NOSUCH" }), layer)),
    ).toEqual(gone("unknown"));
    api.db.prepare("UPDATE hotel_itineraries SET expires_at = 0 WHERE itinerary_id = ?").run(itineraryId);
    expect(failureOf(await run(resumeHeldRoom({ hotelId: 7001, query, itineraryId }), layer))).toEqual(
      gone("expired"),
    );
  });
});
