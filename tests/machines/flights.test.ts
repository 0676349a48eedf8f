/**
 * The flight flows with scripted effects and the simulated clock: a new search cancels the one in
 * flight (spec §4) down to the Effect program (interrupted); the airports' type-ahead waits for a
 * pause; a held itinerary's names are checked, the flight replaces the cart's flights section
 * (spec §4) and leaves it when the hold expires; a changed fare is refused with the fare now.
 */
import type { Airport, Itinerary, Offer, SearchParameters, SearchResults } from "@contract/flights";
import { FLIGHT_PRODUCT_ID, FLIGHTS_GROUP } from "@domain/flights";
import type { FlightFacts, ItineraryOutcome, SearchOutcome } from "@effects/flights";
import { effectActor } from "@effects/runtime/actor";
import { toErrorData } from "@errors/data";
import { HeldItineraryGone } from "@errors/situations";
import { flightBookingMachine } from "@machines/flightBooking";
import { AIRPORT_LOOKUP_DEBOUNCE, flightSearchMachine } from "@machines/flightSearch";
import { Effect, Layer } from "effect";
import { describe, expect, it } from "vitest";
import { makeScript, settle, startSystem } from "../support/harness";

const search: SearchParameters = {
  trip_type: "return",
  origin: "BLR",
  destination: "BOM",
  departure_date: "2026-12-10",
  return_date: "2026-12-17",
  passengers: { adult: 1, child: 0, infant: 1 },
  cabin_class: "economy",
};
const journey = {
  carrier_code: "SA",
  flight_number: "101",
  origin: "BLR",
  destination: "BOM",
  departure_at: "2026-12-10T06:00",
  arrival_at: "2026-12-10T07:45",
  duration_minutes: 105,
  stops: 0,
  stop_airports: [],
};
const offer: Offer = {
  offer_id: "BLR-BOM-SA101-2026-12-10||economy",
  outbound: journey,
  inbound: null,
  cabin_class: "economy",
  fare: {
    currency_code: "INR",
    per_passenger: { adult: 500_000, child: 0, infant: 50_000 },
    taxes_minor: 105_000,
    total_minor: 655_000,
  },
};
const results = (offers: readonly Offer[]): SearchResults => ({ currency_code: "INR", offers });
const facts: FlightFacts = { fields: null, carriers: [], currency: null };

describe("a new search cancels the one in flight (spec §4)", () => {
  it("the first search's program is interrupted; only the second one's results are kept", async () => {
    const started: string[] = [];
    const interrupted: string[] = [];
    const program = (asked: SearchParameters): Effect.Effect<SearchOutcome> =>
      Effect.gen(function* () {
        started.push(asked.destination);
        if (asked.destination === "BOM") yield* Effect.never;
        const outcome: SearchOutcome = {
          ok: true,
          results: results([{ ...offer, offer_id: asked.destination }]),
        };
        return outcome;
      }).pipe(Effect.onInterrupt(() => Effect.sync(() => interrupted.push(asked.destination))));
    const script = makeScript();
    const machine = flightSearchMachine.provide({
      actors: {
        searchFlights: effectActor(program, Layer.empty),
        loadFacts: script.answering("loadFacts", () => facts),
        lookupAirports: script.manual("lookupAirports"),
      },
    });
    const { actor } = startSystem(machine, "flightSearch", undefined, ["cart"]);
    actor.send({ type: "FLIGHTS.SEARCH", search });
    await settle();
    expect(actor.getSnapshot().hasTag("searching")).toBe(true);
    actor.send({ type: "FLIGHTS.SEARCH", search: { ...search, destination: "DEL" } });
    await settle();
    await settle();
    expect(started).toEqual(["BOM", "DEL"]);
    expect(interrupted).toEqual(["BOM"]);
    expect(actor.getSnapshot().matches({ search: "results" })).toBe(true);
    expect(actor.getSnapshot().context.results?.offers.map((o) => o.offer_id)).toEqual(["DEL"]);
  });

  it("the same search again keeps its results and asks nothing", async () => {
    const script = makeScript();
    const machine = flightSearchMachine.provide({
      actors: {
        searchFlights: script.answering(
          "searchFlights",
          (): SearchOutcome => ({ ok: true, results: results([offer]) }),
        ),
        loadFacts: script.answering("loadFacts", () => facts),
        lookupAirports: script.manual("lookupAirports"),
      },
    });
    const { actor } = startSystem(machine, "flightSearch", undefined, []);
    actor.send({ type: "FLIGHTS.SEARCH", search });
    await settle();
    actor.send({ type: "FLIGHTS.SEARCH", search: { ...search } });
    await settle();
    expect(script.names().filter((n) => n === "searchFlights")).toHaveLength(1);
  });

  it("a rule the search breaks is kept as that problem, not as words", async () => {
    const script = makeScript();
    const machine = flightSearchMachine.provide({
      actors: {
        searchFlights: script.answering(
          "searchFlights",
          (): SearchOutcome => ({ ok: false, problem: "pastDeparture", message: null }),
        ),
        loadFacts: script.answering("loadFacts", () => facts),
        lookupAirports: script.manual("lookupAirports"),
      },
    });
    const { actor } = startSystem(machine, "flightSearch", undefined, []);
    actor.send({ type: "FLIGHTS.SEARCH", search });
    await settle();
    expect(actor.getSnapshot().matches({ search: "refused" })).toBe(true);
    expect(actor.getSnapshot().context.problem).toBe("pastDeparture");
  });
});

describe("the airports' type-ahead", () => {
  it("asks once after the pause, for the last text typed", async () => {
    const script = makeScript();
    const machine = flightSearchMachine.provide({
      actors: {
        searchFlights: script.manual("searchFlights"),
        loadFacts: script.answering("loadFacts", () => facts),
        lookupAirports: script.answering("lookupAirports", (): readonly Airport[] => []),
      },
    });
    const { actor, clock } = startSystem(machine, "flightSearch", undefined, []);
    actor.send({ type: "FLIGHTS.AIRPORT_TEXT", field: "origin", text: "Mu" });
    clock.increment(AIRPORT_LOOKUP_DEBOUNCE - 1);
    actor.send({ type: "FLIGHTS.AIRPORT_TEXT", field: "origin", text: "Mum" });
    clock.increment(AIRPORT_LOOKUP_DEBOUNCE - 1);
    await settle();
    expect(script.calls.filter((c) => c.name === "lookupAirports")).toEqual([]);
    clock.increment(1);
    await settle();
    expect(script.calls.filter((c) => c.name === "lookupAirports").map((c) => c.input)).toEqual([
      { text: "Mum" },
    ]);
  });
});

const itinerary: Itinerary = {
  itinerary_id: "FLTEST0001",
  status: "held",
  offer,
  passengers_count: search.passengers,
  price: { currency_code: "INR", total_minor: 655_000 },
  passengers_named: false,
  expires_at: "2026-11-25T12:10:00.000Z",
  expires_in_ms: 600_000,
  order_id: null,
};

const startBooking = (hold: ItineraryOutcome) => {
  const script = makeScript();
  const machine = flightBookingMachine.provide({
    actors: {
      holdOffer: script.answering("holdOffer", () => hold),
      namePassengers: script.answering(
        "namePassengers",
        (): ItineraryOutcome => ({
          ok: true,
          itinerary: { ...itinerary, passengers_named: true, expires_in_ms: 590_000 },
        }),
      ),
    },
  });
  return { script, ...startSystem(machine, "flightBooking", undefined, ["cart"]) };
};

const names = [
  { type: "adult", first_name: "Asha", last_name: "Rao" },
  { type: "infant", first_name: "Ved", last_name: "Rao" },
] as const;

describe("a held itinerary (spec §7.7 create_itinerary, update_itinerary; §4 cart)", () => {
  it("names are checked, the flight replaces the flights section, and leaves it when the hold expires", async () => {
    const { actor, clock, eventsOf } = startBooking({ ok: true, itinerary });
    actor.send({ type: "FLIGHTS.CHOOSE", offer, search, currency: "INR" });
    await settle();
    expect(actor.getSnapshot().matches({ held: "naming" })).toBe(true);
    actor.send({ type: "FLIGHTS.NAME_PASSENGERS", passengers: [names[0], { ...names[1], first_name: "" }] });
    expect(actor.getSnapshot().context.fieldProblems).toEqual([
      { index: 1, field: "first_name", problem: "nameRequired" },
    ]);
    expect(eventsOf("cart")).toEqual([]);
    actor.send({ type: "FLIGHTS.NAME_PASSENGERS", passengers: [...names] });
    await settle();
    expect(actor.getSnapshot().matches({ held: "inCart" })).toBe(true);
    expect(eventsOf("cart")).toEqual([
      {
        type: "CART.ADD_SECTION_ITEM",
        section: "flights",
        item: expect.objectContaining({
          product_id: FLIGHT_PRODUCT_ID,
          filterGroupId: FLIGHTS_GROUP,
          reference: "FLTEST0001",
          price: 6550,
          currency: "INR",
        }),
      },
    ]);
    // The hold counts from the first answer: 600 s.
    clock.increment(599_999);
    expect(actor.getSnapshot().matches("expired")).toBe(false);
    clock.increment(1);
    expect(actor.getSnapshot().matches("expired")).toBe(true);
    expect(eventsOf("cart").at(-1)).toEqual({ type: "CART.REMOVE_SECTION_ITEM", section: "flights" });
  });

  it("a changed fare is refused with the server's words and the fare now", async () => {
    const fare = { ...offer.fare, total_minor: 700_000 };
    const { actor, eventsOf } = startBooking({
      ok: false,
      reason: "fare_changed",
      message: "The fare of this flight has changed",
      currentFare: fare,
    });
    actor.send({ type: "FLIGHTS.CHOOSE", offer, search, currency: "INR" });
    await settle();
    expect(actor.getSnapshot().matches("refused")).toBe(true);
    expect(actor.getSnapshot().context.refusal).toEqual({ server: "The fare of this flight has changed" });
    expect(actor.getSnapshot().context.currentFare).toEqual(fare);
    expect(eventsOf("cart")).toEqual([]);
  });
});

/** A booking flow whose fetch_itinerary answers `resume` (a page reloaded on its held itinerary). */
const startResumed = (resume: () => Itinerary) => {
  const script = makeScript();
  const machine = flightBookingMachine.provide({
    actors: {
      holdOffer: script.manual("holdOffer"),
      resumeItinerary: script.answering("resumeItinerary", resume),
      namePassengers: script.answering(
        "namePassengers",
        (): ItineraryOutcome => ({ ok: true, itinerary: { ...itinerary, passengers_named: true } }),
      ),
    },
  });
  return { script, ...startSystem(machine, "flightBooking", undefined, ["cart"]) };
};

describe("a reload on the passenger step reopens the held itinerary (spec §7.7 fetch_itinerary)", () => {
  it("the step comes back with the held fare for what is left of the hold, then the hold runs out", async () => {
    // Reloaded 4 minutes into a 10-minute hold: 6 minutes are left.
    const { actor, clock, script, eventsOf } = startResumed(() => ({ ...itinerary, expires_in_ms: 360_000 }));
    actor.send({ type: "FLIGHTS.RESUME", itineraryId: "FLTEST0001" });
    expect(actor.getSnapshot().hasTag("resuming")).toBe(true);
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ held: "naming" })).toBe(true);
    expect(script.calls.filter((c) => c.name === "resumeItinerary")).toEqual([
      { name: "resumeItinerary", input: { itineraryId: "FLTEST0001" } },
    ]);
    expect(snapshot.context.itinerary?.price).toEqual({ currency_code: "INR", total_minor: 655_000 });
    expect(snapshot.context.offer).toEqual(offer);
    // The same address again (a re-render) asks nothing.
    actor.send({ type: "FLIGHTS.RESUME", itineraryId: "FLTEST0001" });
    await settle();
    expect(script.names().filter((n) => n === "resumeItinerary")).toHaveLength(1);
    // The names go to the cart as before.
    actor.send({ type: "FLIGHTS.NAME_PASSENGERS", passengers: [...names] });
    await settle();
    expect(actor.getSnapshot().matches({ held: "inCart" })).toBe(true);
    expect(eventsOf("cart")[0]).toMatchObject({ type: "CART.ADD_SECTION_ITEM", section: "flights" });
    clock.increment(359_999);
    expect(actor.getSnapshot().matches("expired")).toBe(false);
    clock.increment(1);
    expect(actor.getSnapshot().matches("expired")).toBe(true);
    expect(eventsOf("cart").at(-1)).toEqual({ type: "CART.REMOVE_SECTION_ITEM", section: "flights" });
  });

  it.each([
    ["expired", new HeldItineraryGone({ booking: "flight", reason: "expired" })],
    ["unknown", new HeldItineraryGone({ booking: "flight", reason: "unknown" })],
  ])(
    "an %s itinerary is kept as that error, the cart untouched, and Back to results lets it go",
    async (_, gone) => {
      const { actor, clock, eventsOf } = startResumed(() => {
        throw toErrorData(gone);
      });
      actor.send({ type: "FLIGHTS.RESUME", itineraryId: "FLGONE0001" });
      await settle();
      expect(actor.getSnapshot().matches("gone")).toBe(true);
      expect(actor.getSnapshot().context.error).toEqual(toErrorData(gone));
      clock.increment(3_600_000);
      expect(eventsOf("cart")).toEqual([]);
      actor.send({ type: "FLIGHTS.CANCEL_BOOKING" });
      expect(actor.getSnapshot().matches("idle")).toBe(true);
      expect(actor.getSnapshot().context.error).toBeNull();
    },
  );

  it("a failed call is tried again as a reopening, not as a new hold", async () => {
    let calls = 0;
    const { actor, script } = startResumed(() => {
      calls += 1;
      if (calls === 1) throw new Error("network");
      return itinerary;
    });
    actor.send({ type: "FLIGHTS.RESUME", itineraryId: "FLTEST0001" });
    await settle();
    expect(actor.getSnapshot().matches("failed")).toBe(true);
    actor.send({ type: "FLIGHTS.RETRY_BOOKING" });
    await settle();
    expect(actor.getSnapshot().matches({ held: "naming" })).toBe(true);
    expect(script.names().filter((n) => n === "holdOffer")).toEqual([]);
  });
});
