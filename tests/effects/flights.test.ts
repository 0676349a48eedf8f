/**
 * The flight programs against the reference API over real HTTP (spec §7.7 flights): the form data,
 * the type-ahead, a search with its rules, and an itinerary held, named and refused once expired or
 * at a stale fare.
 */

import type { SearchParameters } from "@contract/flights";
import { validatePassword, validateUserIdentity } from "@contract/identity";
import {
  holdOffer,
  loadFlightFacts,
  loadItinerary,
  lookupAirports,
  namePassengers,
  resumeItinerary,
  searchFlights,
} from "@effects/flights";
import type { StorefrontServices } from "@effects/runtime/layer";
import { type StorefrontError, toErrorData } from "@errors/data";
import { Effect, Exit, type Layer } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FlightTexts } from "../../server/domains/flights/module";
import { liveBrowser, type ReferenceApi, startReferenceApi } from "../support/harness";

let api: ReferenceApi;
beforeAll(async () => {
  api = await startReferenceApi();
});
afterAll(async () => {
  await api.close();
});

const run = <A, E>(
  program: Effect.Effect<A, E, StorefrontServices>,
  layer: Layer.Layer<StorefrontServices>,
) => Effect.runPromise(Effect.provide(program, layer));

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

const search: SearchParameters = {
  trip_type: "return",
  origin: "DEL",
  destination: "GOI",
  departure_date: "2027-01-12",
  return_date: "2027-01-19",
  passengers: { adult: 1, child: 1, infant: 0 },
  cabin_class: "economy",
};

describe("the flight programs against the reference API", () => {
  it("reads the form data, carriers and the shopper's currency; finds airports by city", async () => {
    const layer = liveBrowser(api).layer;
    const facts = await run(loadFlightFacts({ currency: "INR" }), layer);
    expect(facts.fields?.passenger_limits.max_total).toBe(9);
    expect(facts.carriers.length).toBeGreaterThan(0);
    expect(facts.currency).toMatchObject({ currency_code: "INR", rate: 1 });
    const airports = await run(lookupAirports({ text: "goa" }), layer);
    expect(airports.map((a) => a.code)).toEqual(["GOI"]);
  });

  it("a search answers offers; a return before the departure never reaches the server", async () => {
    const layer = liveBrowser(api).layer;
    const found = await run(searchFlights(search), layer);
    expect(found.ok && found.results.offers.length).toBeGreaterThan(5);
    const bad = await run(searchFlights({ ...search, return_date: "2027-01-11" }), layer);
    expect(bad).toEqual({ ok: false, problem: "returnBeforeDeparture", message: null });
  });

  it("holds an offer, names its passengers, and is refused once the hold expired", async () => {
    const layer = await signedIn("meera.flights@demo.example");
    const found = await run(searchFlights(search), layer);
    const offer = found.ok ? found.results.offers[0] : undefined;
    if (offer === undefined) throw new Error("no offer");
    const held = await run(holdOffer({ offer, search, currency: "INR" }), layer);
    if (!held.ok) throw new Error("not held");
    expect(held.itinerary.price.total_minor).toBe(offer.fare.total_minor);
    const named = await run(
      namePassengers({
        itineraryId: held.itinerary.itinerary_id,
        passengers: [
          { type: "adult", first_name: " Meera ", last_name: "Nair" },
          { type: "child", first_name: "Anu", last_name: "Nair" },
        ],
      }),
      layer,
    );
    expect(named.ok && named.itinerary.passengers_named).toBe(true);
    api.db
      .prepare("UPDATE flight_itineraries SET expires_at = 0 WHERE id = ?")
      .run(held.itinerary.itinerary_id);
    const now = await run(loadItinerary({ itineraryId: held.itinerary.itinerary_id }), layer);
    expect(now.ok && now.itinerary.status).toBe("expired");
    const late = await run(
      namePassengers({ itineraryId: held.itinerary.itinerary_id, passengers: [] }),
      layer,
    );
    expect(late).toEqual({
      ok: false,
      reason: "expired",
      message: FlightTexts.en.expired,
      currentFare: null,
    });
  });

  it("a fare the shopper saw that is no longer the fare is refused with the fare now", async () => {
    const layer = await signedIn("kiran.flights@demo.example");
    const found = await run(searchFlights(search), layer);
    const offer = found.ok ? found.results.offers[1] : undefined;
    if (offer === undefined) throw new Error("no offer");
    const stale = { ...offer, fare: { ...offer.fare, total_minor: offer.fare.total_minor - 100 } };
    const refused = await run(holdOffer({ offer: stale, search, currency: "INR" }), layer);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.reason).toBe("fare_changed");
    expect(!refused.ok && refused.currentFare?.total_minor).toBe(offer.fare.total_minor);
  });
});

describe("a passenger step reopened from its address (fetch_itinerary)", () => {
  const gone = (reason: string) => ({ _tag: "HeldItineraryGone", booking: "flight", reason });
  const failureOf = async <A>(
    program: Effect.Effect<A, StorefrontError, StorefrontServices>,
    layer: Layer.Layer<StorefrontServices>,
  ) => {
    const exit = await Effect.runPromise(Effect.exit(Effect.provide(program, layer)));
    return Exit.isFailure(exit) && exit.cause.reasons[0]?._tag === "Fail"
      ? toErrorData(exit.cause.reasons[0].error)
      : null;
  };

  it("answers the held itinerary with the held fare and what is left of its hold; expired, unknown or another's are gone", async () => {
    const layer = await signedIn("meera.flights@demo.example");
    const found = await run(searchFlights({ ...search, destination: "BOM" }), layer);
    const offer = found.ok ? found.results.offers[0] : undefined;
    if (offer === undefined) throw new Error("no offer");
    const held = await run(
      holdOffer({ offer, search: { ...search, destination: "BOM" }, currency: "INR" }),
      layer,
    );
    if (!held.ok) throw new Error("not held");
    const id = held.itinerary.itinerary_id;
    const resumed = await run(resumeItinerary({ itineraryId: id }), layer);
    expect(resumed).toMatchObject({ itinerary_id: id, status: "held", price: held.itinerary.price });
    expect(resumed.offer.fare).toEqual(offer.fare);
    expect(resumed.expires_in_ms).toBeGreaterThan(0);
    expect(resumed.expires_in_ms).toBeLessThanOrEqual(held.itinerary.expires_in_ms);
    const other = await signedIn("kiran.flights@demo.example");
    expect(await failureOf(resumeItinerary({ itineraryId: id }), other)).toEqual(gone("unknown"));
    expect(await failureOf(resumeItinerary({ itineraryId: "FLNOSUCH00" }), layer)).toEqual(gone("unknown"));
    api.db.prepare("UPDATE flight_itineraries SET expires_at = 0 WHERE id = ?").run(id);
    expect(await failureOf(resumeItinerary({ itineraryId: id }), layer)).toEqual(gone("expired"));
  });
});
