/**
 * The flights calls of the reference API (spec §7.7 'Flights (flights tag)'): a deterministic
 * flight simulator (./schedule.ts) over SQLite. Itineraries hold an offer at its fare until they
 * expire (`flightItineraryMs`, default 15 minutes); a fare moves when seats are booked on the
 * flight, so a fare can change between a search and a booking, and is refused then with the new
 * fare. The search's latency can be raised with fault injection on `search_flights`.
 *
 * Searches, itineraries and bookings are answered only where flights are offered: the signed-in
 * user's own site, or a guest's store (spec §2.2 'flights'). An itinerary held in another currency
 * is priced by the same rates that later draw the order's points, rounded up (`priceIn`).
 */
import {
  CABIN_CLASSES,
  create_itinerary,
  type Fare,
  type FlightBooking,
  fetch_air_fields,
  fetch_carriers,
  fetch_client_currency_details,
  fetch_itinerary,
  type Itinerary,
  type Offer,
  type Passenger,
  type PassengerCounts,
  type SearchParameters,
  search_airports,
  search_flights,
  update_itinerary,
} from "@contract/flights";
import type { FlightDetails } from "@contract/orders";
import {
  dateOfInstant,
  FLIGHT_PRODUCT_ID,
  FLIGHTS_GROUP,
  MAX_DAYS_AHEAD,
  MAX_PASSENGERS,
  MIN_ADULTS,
  normalizedSearch,
  passengerFieldProblems,
  passengersCount,
  SEARCH_PROBLEM_TEXTS,
  searchProblems,
} from "@domain/flights";
import { DEFAULT_SITE_LANGUAGE } from "@domain/language";
import { ok, refused } from "../../core/answers";
import { type ApiLanguage, inLanguage, type PerLanguage } from "../../core/language";
import { type Db, type HandlerContext, handle, type ServerModule } from "../../core/module";
import { registerSection, type SectionPrice } from "../../core/sections";
import { requireUser } from "../account/store";
import { notOfferedText, offeredOn } from "../catalogue/queries";
import { placedOn } from "../orders/store";
import { conversionRate } from "../site/lookup";
import { convertMinor, decimalsOf, formatMinor, isSettled } from "../site/money";
import {
  AIRPORTS,
  CARRIERS,
  FARE_CURRENCY,
  fareOf,
  isKnownAirport,
  matchingAirports,
  type OfferPlan,
  plansFor,
  publicAirport,
  stepPercentFor,
} from "./schedule";
import { seedFlights } from "./seed";

export const DEFAULT_ITINERARY_MS = 15 * 60_000;

export const flightsDdl = `
-- Itineraries: an offer held for a shopper's passengers at a price in the shopper's currency.
CREATE TABLE IF NOT EXISTS flight_itineraries (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  offer_id TEXT NOT NULL,
  search_json TEXT NOT NULL,
  offer_json TEXT NOT NULL,
  -- The passengers' names (JSON), once update_itinerary gave them.
  passengers_json TEXT,
  currency TEXT NOT NULL,
  price_minor INTEGER NOT NULL,
  status TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  order_id INTEGER
);
CREATE INDEX IF NOT EXISTS flight_itineraries_user ON flight_itineraries (user_id, status);
-- Seats sold per flight (a flight key names one flight on one date): they move its fares.
CREATE TABLE IF NOT EXISTS flight_seats (
  flight_key TEXT NOT NULL,
  itinerary_id TEXT NOT NULL,
  seats INTEGER NOT NULL,
  PRIMARY KEY (flight_key, itinerary_id)
);
`;

interface FlightTextTable {
  readonly unknownAirport: string;
  readonly unknownCurrency: string;
  readonly unavailable: string;
  readonly expired: string;
  readonly notFound: string;
  readonly notHeld: string;
  readonly passengers: string;
  readonly fareChanged: (from: string, to: string) => string;
  readonly unnamed: string;
  readonly booked: string;
  /** The catalogue's sentence for a family a site does not offer (in English only). */
  readonly notOffered: string;
}

/**
 * What the flight simulator answers when it refuses a search, an itinerary or a booking at
 * checkout, in each language the API answers in (../../core/language.ts). The storefront tells
 * an expired or changed itinerary by the refusal's `reason`, not by these words.
 */
export const FlightTexts: PerLanguage<FlightTextTable> = {
  en: {
    unknownAirport: "We have no flights from or to this airport.",
    unknownCurrency: "This currency is not available.",
    unavailable: "This flight is no longer available: search again.",
    expired: "This itinerary has expired: search again to book the flight.",
    notFound: "Itinerary not found.",
    notHeld: "This itinerary can no longer be changed.",
    passengers: "Give each passenger's first and last name as on their travel document.",
    fareChanged: (from, to) =>
      `The fare of this flight has changed from ${from} to ${to}: search again to book it at the new fare.`,
    unnamed: "Give the passengers' names before paying for the flight.",
    booked: "This itinerary has already been booked.",
    notOffered: notOfferedText("flights"),
  },
  es: {
    unknownAirport: "No tenemos vuelos desde o hacia este aeropuerto.",
    unknownCurrency: "Esta moneda no está disponible.",
    unavailable: "Este vuelo ya no está disponible: vuelve a buscar.",
    expired: "Este itinerario ha caducado: vuelve a buscar para reservar el vuelo.",
    notFound: "No se ha encontrado el itinerario.",
    notHeld: "Este itinerario ya no se puede cambiar.",
    passengers:
      "Indica el nombre y los apellidos de cada pasajero tal como figuran en su documento de viaje.",
    fareChanged: (from, to) =>
      `La tarifa de este vuelo ha cambiado de ${from} a ${to}: vuelve a buscar para reservarlo con la nueva tarifa.`,
    unnamed: "Indica los nombres de los pasajeros antes de pagar el vuelo.",
    booked: "Este itinerario ya está reservado.",
    notOffered: notOfferedText("flights"),
  },
  fr: {
    unknownAirport: "Nous n'avons aucun vol au départ ou à destination de cet aéroport.",
    unknownCurrency: "Cette devise n'est pas disponible.",
    unavailable: "Ce vol n'est plus disponible : relancez la recherche.",
    expired: "Cet itinéraire a expiré : relancez la recherche pour réserver le vol.",
    notFound: "Itinéraire introuvable.",
    notHeld: "Cet itinéraire ne peut plus être modifié.",
    passengers:
      "Indiquez le prénom et le nom de chaque passager tels qu'ils figurent sur son document de voyage.",
    fareChanged: (from, to) =>
      `Le tarif de ce vol est passé de ${from} à ${to} : relancez la recherche pour le réserver au nouveau tarif.`,
    unnamed: "Indiquez le nom des passagers avant de payer le vol.",
    booked: "Cet itinéraire a déjà été réservé.",
    notOffered: notOfferedText("flights"),
  },
  de: {
    unknownAirport: "Wir haben keine Flüge von oder zu diesem Flughafen.",
    unknownCurrency: "Diese Währung ist nicht verfügbar.",
    unavailable: "Dieser Flug ist nicht mehr verfügbar: Bitte suche erneut.",
    expired: "Diese Reiseroute ist abgelaufen: Suche erneut, um den Flug zu buchen.",
    notFound: "Reiseroute nicht gefunden.",
    notHeld: "Diese Reiseroute kann nicht mehr geändert werden.",
    passengers: "Gib für jeden Reisenden Vor- und Nachnamen wie im Reisedokument an.",
    fareChanged: (from, to) =>
      `Der Tarif dieses Flugs hat sich von ${from} auf ${to} geändert: Suche erneut, um ihn zum neuen Tarif zu buchen.`,
    unnamed: "Gib die Namen der Reisenden an, bevor du den Flug bezahlst.",
    booked: "Diese Reiseroute wurde bereits gebucht.",
    notOffered: notOfferedText("flights"),
  },
};

/** The flight texts in `language`. */
const flightTextsIn = (language: ApiLanguage): FlightTextTable => inLanguage(FlightTexts, language);

interface ItineraryRow {
  readonly id: string;
  readonly user_id: number;
  readonly offer_id: string;
  readonly search_json: string;
  readonly offer_json: string;
  readonly passengers_json: string | null;
  readonly currency: string;
  readonly price_minor: number;
  readonly status: Itinerary["status"];
  readonly created_at: number;
  readonly expires_at: number;
  readonly order_id: number | null;
}

const lifetimeOf = (ctx: HandlerContext): number => ctx.config.flightItineraryMs ?? DEFAULT_ITINERARY_MS;

const bookedSeats = (db: Db, flightKey: string): number =>
  (
    db
      .prepare("SELECT COALESCE(SUM(seats), 0) AS n FROM flight_seats WHERE flight_key = ?")
      .get(flightKey) as {
      n: number;
    }
  ).n;

/** An offer at today's fare: its flights' fare step from the seats sold on the busiest of them. */
const priced = (db: Db, plan: OfferPlan, counts: PassengerCounts): Offer => {
  const step = Math.max(0, ...plan.flightKeys.map((key) => stepPercentFor(bookedSeats(db, key))));
  return step === 0 ? plan.offer : { ...plan.offer, fare: fareOf(plan.adultRupees, counts, step) };
};

const planOf = (search: SearchParameters, offerId: string): OfferPlan | undefined =>
  plansFor(search).find((p) => p.offer.offer_id === offerId);

/** The first rule the search breaks, in the server's words, or null. */
const searchRefusal = (texts: FlightTextTable, search: SearchParameters, now: number): string | null => {
  const problem = searchProblems(search, dateOfInstant(now))[0];
  if (problem !== undefined) return SEARCH_PROBLEM_TEXTS[problem];
  if (!isKnownAirport(search.origin) || !isKnownAirport(search.destination)) return texts.unknownAirport;
  return null;
};

const itineraryOf = (row: ItineraryRow, now: number): Itinerary => {
  const search = JSON.parse(row.search_json) as SearchParameters;
  const expired = row.status === "held" && now >= row.expires_at;
  return {
    itinerary_id: row.id,
    status: expired ? "expired" : row.status,
    offer: JSON.parse(row.offer_json) as Offer,
    passengers_count: search.passengers,
    price: { currency_code: row.currency, total_minor: row.price_minor },
    passengers_named: row.passengers_json !== null,
    expires_at: new Date(row.expires_at).toISOString(),
    expires_in_ms: row.status === "held" ? Math.max(0, row.expires_at - now) : 0,
    order_id: row.order_id,
  };
};

const rowOf = (db: Db, id: string): ItineraryRow | undefined =>
  db.prepare("SELECT * FROM flight_itineraries WHERE id = ?").get(id) as ItineraryRow | undefined;

/**
 * The price of a fare in `currency`, or undefined when there is no rate: converted by the
 * settlement rates that later draw the order's points and balances (../site/money.ts), rounded
 * up, so an itinerary priced in another currency never settles for less than its fare.
 */
const priceIn = (fare: Fare, currency: string): number | undefined =>
  isSettled(currency)
    ? convertMinor(
        fare.total_minor,
        { currency: fare.currency_code, decimals: decimalsOf(fare.currency_code) },
        { currency, decimals: decimalsOf(currency) },
      )
    : undefined;

/**
 * What a held itinerary is charged, checked again when an order names it: it must be the user's,
 * held, not expired, its passengers named, and its fare unchanged (spec §4: a flight in the cart
 * is the one item of its section).
 */
export const priceItinerary = (
  db: Db,
  reference: string,
  userId: number,
  now: number,
  language: ApiLanguage = DEFAULT_SITE_LANGUAGE,
): SectionPrice => {
  const texts = flightTextsIn(language);
  const row = rowOf(db, reference);
  if (row === undefined || row.user_id !== userId) return { ok: false, message: texts.notFound };
  if (row.status === "booked") return { ok: false, message: texts.booked };
  if (row.status !== "held" || now >= row.expires_at) return { ok: false, message: texts.expired };
  if (row.passengers_json === null) return { ok: false, message: texts.unnamed };
  const search = JSON.parse(row.search_json) as SearchParameters;
  const held = JSON.parse(row.offer_json) as Offer;
  const plan = planOf(search, row.offer_id);
  if (plan === undefined) return { ok: false, message: texts.unavailable };
  const current = priced(db, plan, search.passengers);
  if (current.fare.total_minor !== held.fare.total_minor) {
    return {
      ok: false,
      message: texts.fareChanged(
        formatMinor(held.fare.total_minor, held.fare.currency_code),
        formatMinor(current.fare.total_minor, current.fare.currency_code),
      ),
    };
  }
  return {
    ok: true,
    productId: FLIGHT_PRODUCT_ID,
    priceMinor: row.price_minor,
    currency: row.currency,
    name: `Flight ${held.outbound.origin} ${held.inbound === null ? "→" : "⇄"} ${held.outbound.destination}`,
  };
};

/** An order paid for the itinerary: booked once, its seats counted (they move the flight's fares). */
export const bookItinerary = (db: Db, reference: string, orderId: number): void => {
  const row = rowOf(db, reference);
  if (row === undefined || row.status === "booked") return;
  const search = JSON.parse(row.search_json) as SearchParameters;
  const plan = planOf(search, row.offer_id);
  const seats = search.passengers.adult + search.passengers.child;
  db.transaction(() => {
    db.prepare("UPDATE flight_itineraries SET status = 'booked', order_id = ? WHERE id = ?").run(
      orderId,
      row.id,
    );
    const details = flightDetailsOf(db, row.id);
    if (details !== null)
      db.prepare("UPDATE shop_orders SET flight_details = ? WHERE id = ?").run(
        JSON.stringify(details),
        orderId,
      );
    for (const key of plan?.flightKeys ?? [])
      db.prepare("INSERT OR IGNORE INTO flight_seats (flight_key, itinerary_id, seats) VALUES (?, ?, ?)").run(
        key,
        row.id,
        seats,
      );
  })();
};

/** A failed payment leaves the itinerary held (it stays in the cart until it expires); the order is kept on it. */
export const failedItinerary = (db: Db, reference: string, orderId: number): void => {
  db.prepare("UPDATE flight_itineraries SET order_id = ? WHERE id = ? AND status = 'held'").run(
    orderId,
    reference,
  );
};

/** The booked flight of an order, as the flight bookings tab lists it. */
export const flightBookingOfOrder = (db: Db, orderId: number): FlightBooking | null => {
  const row = db
    .prepare("SELECT * FROM flight_itineraries WHERE order_id = ? AND status = 'booked'")
    .get(orderId) as ItineraryRow | undefined;
  if (row === undefined) return null;
  const search = JSON.parse(row.search_json) as SearchParameters;
  return {
    itinerary_id: row.id,
    from: search.origin,
    to: search.destination,
    departure_date: search.departure_date,
    return_date: search.return_date,
    passengers: passengersCount(search.passengers),
    cabin_class: search.cabin_class,
  };
};

/**
 * The flight details a booked itinerary's order carries (Track Order's flight_details, spec §7.6,
 * the FlightDetails of src/contract/orders.ts): the booking reference, the outbound flight and the
 * passengers' names.
 */
export const flightDetailsOf = (db: Db, reference: string): FlightDetails | null => {
  const row = rowOf(db, reference);
  if (row === undefined) return null;
  const offer = JSON.parse(row.offer_json) as Offer;
  const passengers = row.passengers_json === null ? [] : (JSON.parse(row.passengers_json) as Passenger[]);
  const carrier = CARRIERS.find((c) => c.code === offer.outbound.carrier_code);
  return {
    pnr: row.id.slice(2, 8),
    airline: carrier?.name ?? offer.outbound.carrier_code,
    flight_number: `${offer.outbound.carrier_code} ${offer.outbound.flight_number}`,
    from: offer.outbound.origin,
    to: offer.outbound.destination,
    departure: offer.outbound.departure_at,
    arrival: offer.outbound.arrival_at,
    passengers: passengers.map((p) => `${p.first_name} ${p.last_name}`),
  };
};

const ownRow = (ctx: HandlerContext, id: string): ItineraryRow | undefined => {
  const user = requireUser(ctx);
  const row = rowOf(ctx.db, id);
  return row !== undefined && row.user_id === user.id ? row : undefined;
};

// The flights section of the cart is paid at checkout (spec §4, §9 flights 50): its itinerary
// is priced again from its reference, booked once when the order is paid, kept held when declined.
registerSection(FLIGHTS_GROUP, {
  family: "flights",
  price: (db, reference, userId, now, language) =>
    userId === null
      ? { ok: false, message: flightTextsIn(language).notFound }
      : priceItinerary(db, reference, userId, now, language),
  paid: bookItinerary,
  failed: failedItinerary,
});

export const flightsModule: ServerModule = {
  name: "flights",
  ddl: flightsDdl,
  seed: (db) => seedFlights(db),
  handlers: [
    handle(search_airports, (_ctx, { searchParameter }) => ({
      data: {
        search_airports: { success: 1, data: { airports: matchingAirports(searchParameter).slice(0, 10) } },
      },
    })),

    handle(fetch_air_fields, () => ({
      data: {
        fetch_air_fields: {
          success: 1,
          data: {
            locations: AIRPORTS.map(publicAirport),
            cabin_classes: [...CABIN_CLASSES],
            passenger_limits: { max_total: MAX_PASSENGERS, min_adults: MIN_ADULTS },
            max_days_ahead: MAX_DAYS_AHEAD,
          },
        },
      },
    })),

    handle(fetch_carriers, () => ({
      data: { fetch_carriers: { success: 1, data: { carriers: [...CARRIERS] } } },
    })),

    handle(fetch_client_currency_details, (ctx, { targetCurrencyCode }) => {
      const target = targetCurrencyCode.trim().toUpperCase();
      const rate = conversionRate(ctx.db, FARE_CURRENCY, target);
      if (rate === undefined)
        return {
          data: { fetch_client_currency_details: refused(flightTextsIn(ctx.language).unknownCurrency) },
        };
      return {
        data: {
          fetch_client_currency_details: {
            success: 1,
            data: { base_currency_code: FARE_CURRENCY, currency_code: target, rate, point_value: 1 },
          },
        },
      };
    }),

    handle(search_flights, (ctx, { searchParameters }) => {
      if (!offeredOn(ctx.db, placedOn(ctx), "flights"))
        return { data: { search_flights: refused(flightTextsIn(ctx.language).notOffered) } };
      const search = normalizedSearch(searchParameters);
      const refusal = searchRefusal(flightTextsIn(ctx.language), search, ctx.now());
      if (refusal !== null) return { data: { search_flights: refused(refusal) } };
      const offers = plansFor(search).map((plan) => priced(ctx.db, plan, search.passengers));
      return { data: { search_flights: { success: 1, data: { currency_code: FARE_CURRENCY, offers } } } };
    }),

    handle(create_itinerary, (ctx, { itinerary }) => {
      const user = requireUser(ctx);
      if (!offeredOn(ctx.db, user.site, "flights"))
        return { data: { create_itinerary: refused(flightTextsIn(ctx.language).notOffered) } };
      const now = ctx.now();
      const search = normalizedSearch(itinerary.searchParameters);
      const refusal = searchRefusal(flightTextsIn(ctx.language), search, now);
      if (refusal !== null) return { data: { create_itinerary: refused(refusal, { reason: "invalid" }) } };
      const plan = planOf(search, itinerary.offer_id);
      if (plan === undefined)
        return {
          data: {
            create_itinerary: refused(flightTextsIn(ctx.language).unavailable, { reason: "unavailable" }),
          },
        };
      const offer = priced(ctx.db, plan, search.passengers);
      if (offer.fare.total_minor !== itinerary.expected_total_minor) {
        return {
          data: {
            create_itinerary: {
              ...refused(
                flightTextsIn(ctx.language).fareChanged(
                  formatMinor(itinerary.expected_total_minor, offer.fare.currency_code),
                  formatMinor(offer.fare.total_minor, offer.fare.currency_code),
                ),
                { reason: "fare_changed" },
              ),
              current_fare: offer.fare,
            },
          },
        };
      }
      const currency = itinerary.currency_code.trim().toUpperCase();
      const price = priceIn(offer.fare, currency);
      if (price === undefined)
        return {
          data: {
            create_itinerary: refused(flightTextsIn(ctx.language).unknownCurrency, { reason: "invalid" }),
          },
        };
      // The same offer asked again while held: the same itinerary (a double click books once).
      const held = ctx.db
        .prepare(
          "SELECT * FROM flight_itineraries WHERE user_id = ? AND offer_id = ? AND search_json = ? AND status = 'held' AND expires_at > ? AND currency = ?",
        )
        .get(user.id, offer.offer_id, JSON.stringify(search), now, currency) as ItineraryRow | undefined;
      if (held !== undefined) return { data: { create_itinerary: ok(itineraryOf(held, now)) } };
      const id = `FL${ctx
        .newToken()
        .replace(/[^A-Za-z0-9]/g, "")
        .slice(0, 10)
        .toUpperCase()}`;
      ctx.db
        .prepare(
          `INSERT INTO flight_itineraries (id, user_id, offer_id, search_json, offer_json, currency, price_minor, status, created_at, expires_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, 'held', ?, ?)`,
        )
        .run(
          id,
          user.id,
          offer.offer_id,
          JSON.stringify(search),
          JSON.stringify(offer),
          currency,
          price,
          now,
          now + lifetimeOf(ctx),
        );
      const row = rowOf(ctx.db, id);
      return {
        data: {
          create_itinerary:
            row === undefined ? refused(flightTextsIn(ctx.language).notFound) : ok(itineraryOf(row, now)),
        },
      };
    }),

    handle(fetch_itinerary, (ctx, { itinerary_id }) => {
      const row = ownRow(ctx, itinerary_id);
      return {
        data: {
          fetch_itinerary:
            row === undefined
              ? refused(flightTextsIn(ctx.language).notFound)
              : ok(itineraryOf(row, ctx.now())),
        },
      };
    }),

    handle(update_itinerary, (ctx, { itinerary }) => {
      if (!offeredOn(ctx.db, requireUser(ctx).site, "flights"))
        return { data: { update_itinerary: refused(flightTextsIn(ctx.language).notOffered) } };
      const row = ownRow(ctx, itinerary.itinerary_id);
      const now = ctx.now();
      if (row === undefined)
        return { data: { update_itinerary: refused(flightTextsIn(ctx.language).notFound) } };
      const current = itineraryOf(row, now);
      if (current.status === "expired")
        return {
          data: { update_itinerary: refused(flightTextsIn(ctx.language).expired, { reason: "expired" }) },
        };
      if (current.status !== "held")
        return { data: { update_itinerary: refused(flightTextsIn(ctx.language).notHeld) } };
      const problems = passengerFieldProblems(itinerary.passengers, current.passengers_count);
      if (problems === "countMismatch" || problems.length > 0)
        return {
          data: { update_itinerary: refused(flightTextsIn(ctx.language).passengers, { reason: "invalid" }) },
        };
      const names: readonly Passenger[] = itinerary.passengers.map((p) => ({
        type: p.type,
        first_name: p.first_name.trim(),
        last_name: p.last_name.trim(),
      }));
      ctx.db
        .prepare("UPDATE flight_itineraries SET passengers_json = ? WHERE id = ?")
        .run(JSON.stringify(names), row.id);
      const updated = rowOf(ctx.db, row.id);
      return {
        data: {
          update_itinerary:
            updated === undefined
              ? refused(flightTextsIn(ctx.language).notFound)
              : ok(itineraryOf(updated, now)),
        },
      };
    }),
  ],
};
