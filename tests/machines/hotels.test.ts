/**
 * The hotel flows with scripted effects and the simulated clock: a search cancelled by Stop, by a
 * new search and by the 60000 ms time-out keeps the previous results and answers isCancelled true
 * (spec §4 'Hotel search', §9); the type-ahead's debounce; a held itinerary that expires; a
 * changed rate; the hotel entering the cart's hotel section (spec §4 cart rule, §9 55399, 64).
 */
import type { HotelInformation, HotelLocation, Itinerary } from "@contract/hotels";
import type { HotelSearchQuery, HotelSectionItem } from "@domain/hotels";
import type { HeldRoom, HotelCitiesData, HotelSearchOutcome } from "@effects/hotels";
import { toErrorData } from "@errors/data";
import { HeldItineraryGone, HotelRefused } from "@errors/situations";
import { hotelBookingMachine } from "@machines/hotelBooking";
import { hotelSearchMachine } from "@machines/hotelSearch";
import { describe, expect, it } from "vitest";
import { fromPromise } from "xstate";
import { makeScript, settle, startSystem } from "../support/harness";
import { HOTEL_STAY_FACTS } from "../support/sectionFacts";

const query = (cityId: number): HotelSearchQuery => ({
  destination: { cityId, name: `City ${cityId}`, countryCode: "IN" },
  checkIn: "2026-12-01",
  checkOut: "2026-12-03",
  rooms: [{ adults: 2, children: 0 }],
});

const outcome = (cityId: number): HotelSearchOutcome => ({
  isCancelled: false,
  result: {
    city_id: cityId,
    nights: 2,
    hotels: [
      {
        hotel_id: cityId * 10,
        name: `Hotel ${cityId}`,
        stars: 4,
        area: "Centre",
        image: "/hotels/hotel-1.svg",
        total_minor: 1_000_00,
        currency_code: "INR",
      },
    ],
  },
});

const startSearch = async () => {
  const script = makeScript();
  const aborted: number[] = [];
  const machine = hotelSearchMachine.provide({
    actors: {
      loadHotelCities: script.answering<HotelCitiesData, void>("loadHotelCities", () => ({
        cities: [],
        presets: [],
      })),
      findHotelLocations: script.answering<readonly HotelLocation[], { readonly text: string }>(
        "findHotelLocations",
        () => [],
      ),
      /** Left pending; records the city of every search whose request was aborted. */
      searchHotels: fromPromise<HotelSearchOutcome, { readonly query: HotelSearchQuery }>(
        ({ input, signal }) => {
          signal.addEventListener("abort", () => aborted.push(input.query.destination?.cityId ?? 0));
          return script.held("searchHotels", input);
        },
      ),
    },
  });
  const started = startSystem(machine, "hotelSearch", undefined, []);
  await settle();
  const send = async (event: Parameters<typeof started.actor.send>[0]) => {
    started.actor.send(event);
    await settle();
  };
  return { ...started, script, send, aborted };
};

describe("hotel search: cancellable, previous results kept (spec §4, §9)", () => {
  it("Stop cancels the search in flight: isCancelled true, its request aborted, the previous results kept", async () => {
    const { actor, script, send, aborted } = await startSearch();
    await send({ type: "HOTELS.SEARCH", query: query(1) });
    await script.answer("searchHotels", outcome(1));
    await send({ type: "HOTELS.SEARCH", query: query(2) });
    expect(actor.getSnapshot().hasTag("searching")).toBe(true);
    await send({ type: "HOTELS.STOP" });
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag("searching")).toBe(false);
    expect(snapshot.context.isCancelled).toBe(true);
    expect(snapshot.context.results?.city_id).toBe(1);
    expect(snapshot.context.error).toBeNull();
    expect(aborted).toEqual([2]);
  });

  it("a new search cancels the one in flight and shows its own answer", async () => {
    const { actor, script, send, aborted } = await startSearch();
    await send({ type: "HOTELS.SEARCH", query: query(1) });
    await send({ type: "HOTELS.SEARCH", query: query(2) });
    expect(aborted).toEqual([1]);
    expect(script.pendingNames()).toEqual(["searchHotels", "searchHotels"]);
    await script.answer("searchHotels", outcome(1));
    expect(actor.getSnapshot().context.results).toBeNull();
    await script.answer("searchHotels", outcome(2));
    expect(actor.getSnapshot().context.results?.city_id).toBe(2);
    expect(actor.getSnapshot().context.isCancelled).toBe(false);
  });

  it("the 60000 ms time-out cancels the search with the time-out's message, results kept", async () => {
    const { actor, script, send, clock, aborted } = await startSearch();
    await send({ type: "HOTELS.SEARCH", query: query(1) });
    await script.answer("searchHotels", outcome(1));
    await send({ type: "HOTELS.SEARCH", query: query(2) });
    clock.increment(59_999);
    await settle();
    expect(actor.getSnapshot().hasTag("searching")).toBe(true);
    clock.increment(1);
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag("searching")).toBe(false);
    expect(snapshot.context.isCancelled).toBe(true);
    expect(snapshot.context.error).toEqual(toErrorData(new HotelRefused({ reason: "timeout" })));
    expect(snapshot.context.results?.city_id).toBe(1);
    expect(aborted).toEqual([2]);
  });

  it("the same search as the results shown asks nothing again; Try again asks again", async () => {
    const { script, send } = await startSearch();
    await send({ type: "HOTELS.SEARCH", query: query(1) });
    await script.answer("searchHotels", outcome(1));
    await send({ type: "HOTELS.SEARCH", query: query(1) });
    expect(script.names().filter((n) => n === "searchHotels")).toHaveLength(1);
    await send({ type: "HOTELS.RETRY" });
    expect(script.names().filter((n) => n === "searchHotels")).toHaveLength(2);
  });

  it("the type-ahead asks after the 1000 ms debounce, from 3 characters, once for the last text", async () => {
    const { script, send, clock } = await startSearch();
    await send({ type: "HOTELS.DESTINATION_INPUT", text: "Ba" });
    clock.increment(1_000);
    await settle();
    expect(script.names()).not.toContain("findHotelLocations");
    await send({ type: "HOTELS.DESTINATION_INPUT", text: "Ban" });
    clock.increment(500);
    await send({ type: "HOTELS.DESTINATION_INPUT", text: "Bang" });
    clock.increment(999);
    await settle();
    expect(script.names()).not.toContain("findHotelLocations");
    clock.increment(1);
    await settle();
    expect(script.calls.filter((c) => c.name === "findHotelLocations")).toEqual([
      { name: "findHotelLocations", input: { text: "Bang" } },
    ]);
  });
});

const itinerary: Itinerary = {
  itinerary_id: "HI-ABC",
  hotel_id: 7001,
  hotel_name: "Grand Indiranagar Hotel",
  room_name: "Standard room, Room only",
  rate_id: 90001,
  check_in: "2026-12-01",
  check_out: "2026-12-03",
  rooms: [{ adults: 2, children: 0 }],
  nights: 2,
  total_minor: 1_008_000,
  currency_code: "INR",
  cancellation_policy: "Non-refundable",
  status: "held",
  expires_at: "2026-11-25T12:15:00.000Z",
  held_for_ms: 900_000,
  has_guest: false,
};

const hotel: HotelInformation = {
  hotel_id: 7001,
  name: "Grand Indiranagar Hotel",
  stars: 4,
  area: "Indiranagar",
  address: "10 Indiranagar Road",
  city: "Bangalore",
  country_code: "IN",
  description: "A stay",
  images: [],
  amenities: [],
  currency_code: "INR",
  nights: 2,
  rates: [],
};

const item: HotelSectionItem = {
  product_id: 55399,
  name: "Grand Indiranagar Hotel",
  price: 10080,
  currency: "INR",
  filterGroupId: 64,
  reference: "HI-ABC",
  facts: HOTEL_STAY_FACTS,
};

const guest = { first_name: "Ana", last_name: "Costa", email: "ana@example.com", phone: "9812345678" };

const startBooking = async (hold: () => HeldRoom) => {
  const script = makeScript();
  const machine = hotelBookingMachine.provide({
    actors: {
      loadHotelInformation: script.answering("loadHotelInformation", () => hotel),
      holdHotelRoom: script.answering("holdHotelRoom", hold),
      giveLeadGuest: script.answering("giveLeadGuest", () => item),
    },
  });
  const started = startSystem(machine, "hotelBooking", undefined, ["cart"]);
  await settle();
  const send = async (event: Parameters<typeof started.actor.send>[0]) => {
    started.actor.send(event);
    await settle();
    await settle();
  };
  await send({ type: "HOTEL.OPEN", hotelId: 7001, query: query(1319) });
  return { ...started, script, send };
};

describe("hotel booking: itinerary, expiry, cart section", () => {
  it("a held room waits for the guest only while the itinerary holds, then must be chosen again", async () => {
    const { actor, send, clock } = await startBooking(() => ({ itinerary, holdMs: 900_000 }));
    await send({ type: "HOTEL.CHOOSE_ROOM", rateId: 90001, totalMinor: 1_008_000 });
    expect(actor.getSnapshot().matches({ held: "guest" })).toBe(true);
    clock.increment(899_999);
    await settle();
    expect(actor.getSnapshot().matches({ held: "guest" })).toBe(true);
    clock.increment(1);
    await settle();
    expect(actor.getSnapshot().matches("rooms")).toBe(true);
    expect(actor.getSnapshot().context.roomError).toEqual(
      toErrorData(new HotelRefused({ reason: "expired" })),
    );
    expect(actor.getSnapshot().context.itinerary).toBeNull();
  });

  it("the guest given, the hotel replaces the cart's hotel section: product 55399, group 64, the itinerary", async () => {
    const { actor, send, script, eventsOf } = await startBooking(() => ({ itinerary, holdMs: 900_000 }));
    await send({ type: "HOTEL.CHOOSE_ROOM", rateId: 90001, totalMinor: 1_008_000 });
    await send({ type: "HOTEL.GUEST_SUBMIT", guest });
    expect(actor.getSnapshot().matches("added")).toBe(true);
    expect(script.calls.find((c) => c.name === "giveLeadGuest")?.input).toEqual({
      itineraryId: "HI-ABC",
      guest,
    });
    expect(eventsOf("cart")).toEqual([{ type: "CART.ADD_SECTION_ITEM", section: "hotel", item }]);
  });

  it("a changed rate is kept as the room's error and the rates load again", async () => {
    const { actor, send, script } = await startBooking(() => {
      throw toErrorData(new HotelRefused({ reason: "rateChanged" }));
    });
    await send({ type: "HOTEL.CHOOSE_ROOM", rateId: 90001, totalMinor: 1_000 });
    expect(actor.getSnapshot().matches("rooms")).toBe(true);
    expect(actor.getSnapshot().context.roomError).toEqual(
      toErrorData(new HotelRefused({ reason: "rateChanged" })),
    );
    expect(script.names().filter((n) => n === "loadHotelInformation")).toHaveLength(2);
  });
});

/** A booking flow opened from an address that names a held itinerary (a reload of the guest step). */
const startResumed = async (resume: () => HeldRoom) => {
  const script = makeScript();
  const machine = hotelBookingMachine.provide({
    actors: {
      loadHotelInformation: script.answering("loadHotelInformation", () => hotel),
      holdHotelRoom: script.manual("holdHotelRoom"),
      resumeHeldRoom: script.answering("resumeHeldRoom", resume),
      giveLeadGuest: script.answering("giveLeadGuest", () => item),
    },
  });
  const started = startSystem(machine, "hotelBooking", undefined, ["cart"]);
  await settle();
  const send = async (event: Parameters<typeof started.actor.send>[0]) => {
    started.actor.send(event);
    await settle();
    await settle();
  };
  await send({ type: "HOTEL.RESUME", hotelId: 7001, query: query(1319), itineraryId: "HI-ABC" });
  return { ...started, script, send };
};

describe("a reload on the guest step reopens the held room (spec §7.7 fetch_itinerary)", () => {
  it("the hotel loads, the guest form comes back with the held rate for what is left of the hold", async () => {
    // Reloaded 10 minutes into a 15-minute hold: 5 minutes are left.
    const { actor, script, send, clock } = await startResumed(() => ({
      itinerary: { ...itinerary, held_for_ms: 300_000 },
      holdMs: 300_000,
    }));
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ held: "guest" })).toBe(true);
    expect(snapshot.context.hotel).toEqual(hotel);
    expect(snapshot.context.itinerary?.total_minor).toBe(1_008_000);
    expect(snapshot.context.chosenRateId).toBe(90001);
    expect(script.calls.find((c) => c.name === "resumeHeldRoom")?.input).toEqual({
      hotelId: 7001,
      query: query(1319),
      itineraryId: "HI-ABC",
    });
    // The page's address again (or the plain detail address) asks nothing.
    await send({ type: "HOTEL.RESUME", hotelId: 7001, query: query(1319), itineraryId: "HI-ABC" });
    await send({ type: "HOTEL.OPEN", hotelId: 7001, query: query(1319) });
    expect(script.names()).toEqual(["loadHotelInformation", "resumeHeldRoom"]);
    clock.increment(299_999);
    await settle();
    expect(actor.getSnapshot().matches({ held: "guest" })).toBe(true);
    clock.increment(1);
    await settle();
    expect(actor.getSnapshot().matches("rooms")).toBe(true);
    expect(actor.getSnapshot().context.roomError).toEqual(
      toErrorData(new HotelRefused({ reason: "expired" })),
    );
  });

  it("an itinerary that is gone is the room's error; the rooms stay to choose again", async () => {
    const gone = new HeldItineraryGone({ booking: "hotel", reason: "unknown" });
    const { actor, send, script } = await startResumed(() => {
      throw toErrorData(gone);
    });
    expect(actor.getSnapshot().matches("rooms")).toBe(true);
    expect(actor.getSnapshot().context.roomError).toEqual(toErrorData(gone));
    expect(actor.getSnapshot().context.itinerary).toBeNull();
    // Another itinerary named on the same loaded hotel is fetched without loading the hotel again.
    await send({ type: "HOTEL.RESUME", hotelId: 7001, query: query(1319), itineraryId: "HI-OTHER" });
    expect(script.names()).toEqual(["loadHotelInformation", "resumeHeldRoom", "resumeHeldRoom"]);
  });
});
