/**
 * The hotel simulator (spec §7.7 'Hotels (hotels tag)'): cities, hotels, rooms and rates over
 * SQLite (./seed.ts), searches, hotel information and itineraries.
 *
 * - A search answers the hotels of a city with the lowest total of the stay (src/domain/hotels.ts
 *   `stayTotal`); its latency is raised with fault injection (`/__faults` {operation
 *   'search_hotels', latencyMs}) so the client's cancel path can be met.
 * - A stay breaking a rule (zero rooms, check-out not after check-in, a past check-in, too many
 *   guests) is refused with its {@link HotelTexts} message and code INVALID_STAY.
 * - An itinerary holds a rate for {@link itineraryLifetimeMs} (HOTEL_ITINERARY_MINUTES, default
 *   15); an expired one is refused with ITINERARY_EXPIRED. A rate that changed since the shopper
 *   saw it (the total sent differs) is refused with RATE_CHANGED and the current total.
 * - The cart's hotel section (filter group 64, spec §9) is priced from the itinerary (./section.ts).
 * - Searches, hotel information and itineraries are answered only where hotels are offered: the
 *   signed-in user's own site, or a guest's store (spec §2.2 'hotels').
 * - A rate that moves between the search and the booking, on demand (the operator's admin switch,
 *   ../../core/admin.ts: the admin token, from this machine; anyone else gets 404):
 *
 *     POST /__admin/hotel-rates   {"hotel_id": 7001, "percent": 10}   answers {"hotel_id", "percent"}
 *
 *   reads every rate of the hotel 10 % higher from then on (`"percent": 0` gives the seeded rates
 *   back): a room chosen at the old total is refused with RATE_CHANGED, and a held itinerary in
 *   the cart is refused at checkout with the hotel texts' rateChanged.
 */
import {
  createHotelItinerary,
  fetchHotelCities,
  fetchHotelInformation,
  fetchHotelItinerary,
  type Itinerary,
  type ItineraryAnswer,
  ItineraryCodes,
  searchHotelLocations,
  searchHotels,
  updateHotelItinerary,
} from "@contract/hotels";
import { isoDay, nightsBetween, type RoomGuests, type StayProblem, stayProblem } from "@domain/hotels";
import type { Hono } from "hono";
import { type ApiLanguage, inLanguage, storedTextIn } from "../../core/language";
import { type AppEnv, type Db, type HandlerContext, handle, type ServerModule } from "../../core/module";
import { requireUser } from "../account/store";
import { offeredOn } from "../catalogue/queries";
import { placedOn } from "../orders/store";
// The cart's hotel section registers its pricer with the checkout (spec §9 group 64).
import "./section";
import { ok, refused } from "../../core/answers";
import { destinationPresets, seedHotels } from "./seed";
import {
  findItinerary,
  type HotelRow,
  hotelsDdl,
  type ItineraryRow,
  RATE_CHANGE_LIMITS,
  type RateRow,
  rateOf,
  ratesOfHotel,
  rateTotal,
  setRateChange,
} from "./store";
import { HotelTexts, policyIn, storedPolicy } from "./texts";

export { HotelTexts };

/** How long an itinerary holds its rate: HOTEL_ITINERARY_MINUTES, default 15 minutes. */
export const itineraryLifetimeMs = (): number => {
  const minutes = Number(process.env.HOTEL_ITINERARY_MINUTES ?? "15");
  return (Number.isFinite(minutes) && minutes > 0 ? minutes : 15) * 60_000;
};

/** The hotel texts in the request's language (../../core/language.ts). */
const textsOf = (ctx: HandlerContext) => inLanguage(HotelTexts, ctx.language);

const problemText = (ctx: HandlerContext, problem: Exclude<StayProblem, "destination">): string =>
  textsOf(ctx)[problem];

interface StayInput {
  readonly check_in: string;
  readonly check_out: string;
  readonly rooms: readonly RoomGuests[];
}

const checkStay = (ctx: HandlerContext, stay: StayInput): string | null => {
  const problem = stayProblem(
    { checkIn: stay.check_in, checkOut: stay.check_out, rooms: stay.rooms },
    isoDay(ctx.now()),
  );
  return problem === null ? null : problemText(ctx, problem);
};

const maxAdults = (rooms: readonly RoomGuests[]): number => Math.max(0, ...rooms.map((r) => r.adults));

const cityOf = (ctx: HandlerContext, cityId: number) =>
  ctx.db.prepare("SELECT * FROM hotel_cities WHERE city_id = ?").get(cityId) as
    | { city_id: number; name: string; country_code: string; currency_code: string; tax_basis_points: number }
    | undefined;

const ratesOf = (ctx: HandlerContext, hotelId: number): RateRow[] => ratesOfHotel(ctx.db, hotelId);

/** An itinerary as the shopper reads it, its cancellation policy in `language`. */
const itineraryOf = (row: ItineraryRow, now: number, language: ApiLanguage): Itinerary => ({
  itinerary_id: row.itinerary_id,
  hotel_id: row.hotel_id,
  hotel_name: row.hotel_name,
  room_name: row.room_name,
  rate_id: row.rate_id,
  check_in: row.check_in,
  check_out: row.check_out,
  rooms: JSON.parse(row.rooms) as RoomGuests[],
  nights: row.nights,
  total_minor: row.total_minor,
  currency_code: row.currency_code,
  cancellation_policy: storedTextIn(row.cancellation_policy, language),
  status: row.status === "held" && row.expires_at <= now ? "expired" : row.status,
  expires_at: new Date(row.expires_at).toISOString(),
  held_for_ms: row.status === "held" ? Math.max(0, row.expires_at - now) : 0,
  has_guest: row.guest !== null,
});

const itineraryRefused = (
  code: string,
  message: string,
  extra: Partial<ItineraryAnswer> = {},
): ItineraryAnswer => ({
  success: 0,
  code,
  message,
  ...extra,
});

/** The itinerary `id` of the signed-in shopper, or the refusal to answer. */
const ownItinerary = (ctx: HandlerContext, id: string): ItineraryRow | ItineraryAnswer => {
  const user = requireUser(ctx);
  const row = findItinerary(ctx.db, id);
  if (row === undefined || row.user_id !== user.id)
    return itineraryRefused(ItineraryCodes.notFound, textsOf(ctx).notFound);
  return row;
};

const isRow = (x: ItineraryRow | ItineraryAnswer): x is ItineraryRow => "itinerary_id" in x;

const GUEST_FIELD = /\S/;

const rateChangeUsage = `Send {"hotel_id": <a hotel's id>, "percent": <a whole number from ${RATE_CHANGE_LIMITS.min} to ${RATE_CHANGE_LIMITS.max}>}.`;

const routes = (app: Hono<AppEnv>, deps: { readonly db: Db }): void => {
  app.post("/__admin/hotel-rates", async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const field = (name: string): unknown =>
      typeof body === "object" && body !== null && name in body ? Reflect.get(body, name) : undefined;
    const hotelId = field("hotel_id");
    const percent = field("percent");
    if (
      typeof hotelId !== "number" ||
      typeof percent !== "number" ||
      !Number.isInteger(percent) ||
      percent < RATE_CHANGE_LIMITS.min ||
      percent > RATE_CHANGE_LIMITS.max
    )
      return c.json({ message: rateChangeUsage }, 400);
    const hotel = deps.db.prepare("SELECT hotel_id FROM hotels WHERE hotel_id = ?").get(hotelId);
    if (hotel === undefined) return c.json({ message: HotelTexts.en.notFound }, 404);
    setRateChange(deps.db, hotelId, percent);
    return c.json({ hotel_id: hotelId, percent });
  });
};

export const hotelsModule: ServerModule = {
  name: "hotels",
  ddl: hotelsDdl,
  seed: (db) => seedHotels(db),
  routes,
  handlers: [
    handle(fetchHotelCities, (ctx) => {
      const cities = ctx.db
        .prepare("SELECT city_id, name, country_name, country_code FROM hotel_cities ORDER BY name")
        .all() as { city_id: number; name: string; country_name: string; country_code: string }[];
      return { data: { fetch_hotel_cities: { success: 1, data: { cities, presets: destinationPresets } } } };
    }),
    handle(searchHotelLocations, (ctx, input) => {
      const q = input.searchParameter.trim().toLowerCase();
      if (q.length < 3) return { data: { search_hotel_locations: { success: 1, data: { locations: [] } } } };
      const like = `%${q.replace(/[%_]/g, "")}%`;
      const cities = ctx.db
        .prepare(
          "SELECT city_id, name, country_code FROM hotel_cities WHERE lower(name) LIKE ? ORDER BY name",
        )
        .all(like) as { city_id: number; name: string; country_code: string }[];
      const areas = ctx.db
        .prepare(
          `SELECT DISTINCT h.area AS area, c.city_id, c.name, c.country_code FROM hotels h
           JOIN hotel_cities c ON c.city_id = h.city_id WHERE lower(h.area) LIKE ? ORDER BY h.area LIMIT 10`,
        )
        .all(like) as { area: string; city_id: number; name: string; country_code: string }[];
      const locations = [
        ...cities.map((c) => ({
          kind: "city" as const,
          name: c.name,
          city_id: c.city_id,
          city: c.name,
          country_code: c.country_code,
        })),
        ...areas.map((a) => ({
          kind: "area" as const,
          name: a.area,
          city_id: a.city_id,
          city: a.name,
          country_code: a.country_code,
        })),
      ];
      return { data: { search_hotel_locations: { success: 1, data: { locations } } } };
    }),
    handle(searchHotels, (ctx, input) => {
      if (!offeredOn(ctx.db, placedOn(ctx), "hotel"))
        return { data: { search_hotels: refused(textsOf(ctx).notOffered) } };
      const p = input.searchParameters;
      const problem = checkStay(ctx, p);
      if (problem !== null) return { data: { search_hotels: refused(problem) } };
      const city = cityOf(ctx, p.city_id);
      if (city === undefined) return { data: { search_hotels: refused(textsOf(ctx).notFound) } };
      const nights = nightsBetween(p.check_in, p.check_out);
      const hotels = ctx.db
        .prepare("SELECT * FROM hotels WHERE city_id = ? ORDER BY hotel_id")
        .all(city.city_id) as HotelRow[];
      const summaries = hotels.flatMap((hotel) => {
        const fitting = ratesOf(ctx, hotel.hotel_id).filter((r) => r.max_adults >= maxAdults(p.rooms));
        const totals = fitting.map((r) => rateTotal(r, nights, p.rooms.length, city.tax_basis_points));
        if (totals.length === 0) return [];
        const images = JSON.parse(hotel.images) as string[];
        return [
          {
            hotel_id: hotel.hotel_id,
            name: hotel.name,
            stars: hotel.stars,
            area: hotel.area,
            image: images[0] ?? "",
            total_minor: Math.min(...totals),
            currency_code: city.currency_code,
          },
        ];
      });
      return {
        data: { search_hotels: { success: 1, data: { city_id: city.city_id, nights, hotels: summaries } } },
      };
    }),
    handle(fetchHotelInformation, (ctx, input) => {
      if (!offeredOn(ctx.db, placedOn(ctx), "hotel"))
        return { data: { fetch_hotel_information: refused(textsOf(ctx).notOffered) } };
      const p = input.fetchHotelInformationParameters;
      const problem = checkStay(ctx, p);
      if (problem !== null) return { data: { fetch_hotel_information: refused(problem) } };
      const hotel = ctx.db.prepare("SELECT * FROM hotels WHERE hotel_id = ?").get(p.hotel_id) as
        | HotelRow
        | undefined;
      const city = hotel === undefined ? undefined : cityOf(ctx, hotel.city_id);
      if (hotel === undefined || city === undefined)
        return { data: { fetch_hotel_information: refused(textsOf(ctx).notFound) } };
      const nights = nightsBetween(p.check_in, p.check_out);
      const rates = ratesOf(ctx, hotel.hotel_id)
        .filter((r) => r.max_adults >= maxAdults(p.rooms))
        .map((r) => ({
          rate_id: r.rate_id,
          room_name: r.room_name,
          board: r.board,
          max_adults: r.max_adults,
          rate_minor: r.rate_minor,
          tax_basis_points: city.tax_basis_points,
          total_minor: rateTotal(r, nights, p.rooms.length, city.tax_basis_points),
          refundable: r.refundable === 1,
          cancellation_policy: policyIn(ctx.language, r.refundable === 1, p.check_in),
        }));
      return {
        data: {
          fetch_hotel_information: {
            success: 1,
            data: {
              hotel_id: hotel.hotel_id,
              name: hotel.name,
              stars: hotel.stars,
              area: hotel.area,
              address: hotel.address,
              city: city.name,
              country_code: city.country_code,
              description: hotel.description,
              images: JSON.parse(hotel.images) as string[],
              amenities: JSON.parse(hotel.amenities) as string[],
              currency_code: city.currency_code,
              nights,
              rates,
            },
          },
        },
      };
    }),
    handle(createHotelItinerary, (ctx, input) => {
      const user = requireUser(ctx);
      const it = input.itinerary;
      const answer = (a: ItineraryAnswer) => ({ data: { create_itinerary: a } });
      if (!offeredOn(ctx.db, user.site, "hotel"))
        return answer(itineraryRefused(ItineraryCodes.notFound, textsOf(ctx).notOffered));
      const problem = checkStay(ctx, it);
      if (problem !== null) return answer(itineraryRefused(ItineraryCodes.invalid, problem));
      const rate = rateOf(ctx.db, it.rate_id, it.hotel_id);
      const hotel = ctx.db.prepare("SELECT * FROM hotels WHERE hotel_id = ?").get(it.hotel_id) as
        | HotelRow
        | undefined;
      const city = hotel === undefined ? undefined : cityOf(ctx, hotel.city_id);
      if (
        rate === undefined ||
        hotel === undefined ||
        city === undefined ||
        rate.max_adults < maxAdults(it.rooms)
      )
        return answer(itineraryRefused(ItineraryCodes.notFound, textsOf(ctx).notFound));
      const nights = nightsBetween(it.check_in, it.check_out);
      const total = rateTotal(rate, nights, it.rooms.length, city.tax_basis_points);
      if (total !== it.total_minor)
        return answer(
          itineraryRefused(ItineraryCodes.rateChanged, textsOf(ctx).rateChanged, {
            current_total_minor: total,
          }),
        );
      const now = ctx.now();
      const id = `HI-${ctx
        .newToken()
        .replace(/[^A-Za-z0-9]/g, "")
        .slice(0, 12)
        .toUpperCase()}`;
      ctx.db
        .prepare(
          `INSERT INTO hotel_itineraries (itinerary_id, user_id, hotel_id, hotel_name, rate_id, room_name, check_in,
             check_out, rooms, nights, total_minor, currency_code, cancellation_policy, status, created_at, expires_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'held', ?, ?)`,
        )
        .run(
          id,
          user.id,
          hotel.hotel_id,
          hotel.name,
          rate.rate_id,
          `${rate.room_name}, ${rate.board}`,
          it.check_in,
          it.check_out,
          JSON.stringify(it.rooms),
          nights,
          total,
          city.currency_code,
          storedPolicy(rate.refundable === 1, it.check_in),
          now,
          now + itineraryLifetimeMs(),
        );
      const row = findItinerary(ctx.db, id);
      return answer(
        row === undefined
          ? itineraryRefused(ItineraryCodes.notFound, textsOf(ctx).notFound)
          : ok(itineraryOf(row, now, ctx.language)),
      );
    }),
    handle(fetchHotelItinerary, (ctx, input) => {
      const row = ownItinerary(ctx, input.itinerary_id);
      return {
        data: { fetch_itinerary: isRow(row) ? ok(itineraryOf(row, ctx.now(), ctx.language)) : row },
      };
    }),
    handle(updateHotelItinerary, (ctx, input) => {
      const found = ownItinerary(ctx, input.itinerary_id);
      const answer = (a: ItineraryAnswer) => ({ data: { update_itinerary: a } });
      if (!isRow(found)) return answer(found);
      if (!offeredOn(ctx.db, requireUser(ctx).site, "hotel"))
        return answer(itineraryRefused(ItineraryCodes.notFound, textsOf(ctx).notOffered));
      const now = ctx.now();
      const current = itineraryOf(found, now, ctx.language);
      if (current.status === "expired")
        return answer(itineraryRefused(ItineraryCodes.expired, textsOf(ctx).expired));
      if (current.status === "booked")
        return answer(itineraryRefused(ItineraryCodes.invalid, textsOf(ctx).booked));
      const g = input.guest;
      if (
        ![g.first_name, g.last_name, g.email, g.phone].every((v) => GUEST_FIELD.test(v)) ||
        !g.email.includes("@")
      )
        return answer(itineraryRefused(ItineraryCodes.invalid, textsOf(ctx).guest));
      ctx.db
        .prepare("UPDATE hotel_itineraries SET guest = ? WHERE itinerary_id = ?")
        .run(JSON.stringify(g), found.itinerary_id);
      const row = findItinerary(ctx.db, found.itinerary_id);
      return answer(
        row === undefined
          ? itineraryRefused(ItineraryCodes.notFound, textsOf(ctx).notFound)
          : ok(itineraryOf(row, now, ctx.language)),
      );
    }),
  ],
};
