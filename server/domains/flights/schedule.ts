/**
 * The flight simulator's schedules: airports of the demo countries, carriers, and the offers of any
 * route on any date, generated from a seed made of the route, the date and the cabin, so the same
 * search always gives the same flights and base fares. Fares are in INR (minor units, whole rupees)
 * and rise by a step for every {@link SEATS_PER_FARE_STEP} seats booked on a flight: a fare can
 * change between a search and a booking.
 */
import type {
  Airport,
  CabinClass,
  Carrier,
  Fare,
  Journey,
  Offer,
  PassengerCounts,
  SearchParameters,
} from "@contract/flights";
import { addDays, dayNumber, fareTotalMinor } from "@domain/flights";

export const FARE_CURRENCY = "INR";
/** Every this many seats booked on a flight, its fares go up by {@link FARE_STEP_PERCENT}. */
export const SEATS_PER_FARE_STEP = 4;
export const FARE_STEP_PERCENT = 8;

interface AirportPlace extends Airport {
  readonly lat: number;
  readonly lon: number;
  /** The airport's UTC offset in minutes (no daylight saving in the simulator). */
  readonly utcOffset: number;
}

export const AIRPORTS: readonly AirportPlace[] = [
  {
    code: "BLR",
    name: "Kempegowda International",
    city: "Bengaluru",
    country_code: "IN",
    lat: 13.2,
    lon: 77.71,
    utcOffset: 330,
  },
  {
    code: "BOM",
    name: "Chhatrapati Shivaji Maharaj International",
    city: "Mumbai",
    country_code: "IN",
    lat: 19.09,
    lon: 72.87,
    utcOffset: 330,
  },
  {
    code: "DEL",
    name: "Indira Gandhi International",
    city: "Delhi",
    country_code: "IN",
    lat: 28.56,
    lon: 77.1,
    utcOffset: 330,
  },
  {
    code: "MAA",
    name: "Chennai International",
    city: "Chennai",
    country_code: "IN",
    lat: 12.99,
    lon: 80.17,
    utcOffset: 330,
  },
  {
    code: "CCU",
    name: "Netaji Subhas Chandra Bose International",
    city: "Kolkata",
    country_code: "IN",
    lat: 22.65,
    lon: 88.45,
    utcOffset: 330,
  },
  {
    code: "HYD",
    name: "Rajiv Gandhi International",
    city: "Hyderabad",
    country_code: "IN",
    lat: 17.24,
    lon: 78.43,
    utcOffset: 330,
  },
  { code: "GOI", name: "Dabolim", city: "Goa", country_code: "IN", lat: 15.38, lon: 73.83, utcOffset: 330 },
  {
    code: "COK",
    name: "Cochin International",
    city: "Kochi",
    country_code: "IN",
    lat: 10.15,
    lon: 76.4,
    utcOffset: 330,
  },
  {
    code: "JFK",
    name: "John F. Kennedy International",
    city: "New York",
    country_code: "US",
    lat: 40.64,
    lon: -73.78,
    utcOffset: -300,
  },
  {
    code: "SFO",
    name: "San Francisco International",
    city: "San Francisco",
    country_code: "US",
    lat: 37.62,
    lon: -122.38,
    utcOffset: -480,
  },
  {
    code: "ORD",
    name: "O'Hare International",
    city: "Chicago",
    country_code: "US",
    lat: 41.98,
    lon: -87.9,
    utcOffset: -360,
  },
  { code: "LHR", name: "Heathrow", city: "London", country_code: "GB", lat: 51.47, lon: -0.45, utcOffset: 0 },
  {
    code: "FRA",
    name: "Frankfurt am Main",
    city: "Frankfurt",
    country_code: "DE",
    lat: 50.03,
    lon: 8.57,
    utcOffset: 60,
  },
  {
    code: "BUD",
    name: "Budapest Ferenc Liszt International",
    city: "Budapest",
    country_code: "HU",
    lat: 47.44,
    lon: 19.26,
    utcOffset: 60,
  },
  {
    code: "NRT",
    name: "Narita International",
    city: "Tokyo",
    country_code: "JP",
    lat: 35.77,
    lon: 140.39,
    utcOffset: 540,
  },
  {
    code: "CGK",
    name: "Soekarno-Hatta International",
    city: "Jakarta",
    country_code: "ID",
    lat: -6.13,
    lon: 106.66,
    utcOffset: 420,
  },
  {
    code: "MNL",
    name: "Ninoy Aquino International",
    city: "Manila",
    country_code: "PH",
    lat: 14.51,
    lon: 121.02,
    utcOffset: 480,
  },
];

export const CARRIERS: readonly Carrier[] = [
  { code: "SA", name: "Saffron Air" },
  { code: "MJ", name: "Monsoon Jet" },
  { code: "BW", name: "Bluewing Airways" },
  { code: "NS", name: "Northstar Airlines" },
  { code: "CL", name: "Coral Link" },
];

/** Where a journey with stops changes planes. */
const HUBS: readonly string[] = ["DEL", "BOM", "LHR", "FRA", "NRT", "HYD"];

const airportOf = (code: string): AirportPlace | undefined => AIRPORTS.find((a) => a.code === code);
export const isKnownAirport = (code: string): boolean => airportOf(code) !== undefined;

/** Airports whose code, or a word of whose name or city, starts with `text` (case-insensitive). */
export const matchingAirports = (text: string): readonly Airport[] => {
  const t = text.trim().toLowerCase();
  if (t === "") return [];
  return AIRPORTS.filter(
    (a) =>
      a.code.toLowerCase().startsWith(t) ||
      `${a.city} ${a.name}`
        .toLowerCase()
        .split(/[\s-]+/)
        .some((word) => word.startsWith(t)) ||
      a.city.toLowerCase().startsWith(t),
  ).map(publicAirport);
};

export const publicAirport = (a: AirportPlace): Airport => ({
  code: a.code,
  name: a.name,
  city: a.city,
  country_code: a.country_code,
});

/** A small seeded generator (mulberry32) over a string's FNV-1a hash. */
const seeded = (key: string): (() => number) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  let state = h;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const distanceKm = (a: AirportPlace, b: AirportPlace): number => {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

const pad = (n: number): string => String(n).padStart(2, "0");

/** The local 'YYYY-MM-DDTHH:mm' of minutes after midnight UTC of `date`, at `offset`. */
const localAt = (date: string, utcMinutes: number, offset: number): string => {
  const total = utcMinutes + offset;
  const days = Math.floor(total / 1440);
  const minutes = total - days * 1440;
  return `${addDays(date, days) ?? date}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
};

const CABIN_FACTOR: Readonly<Record<CabinClass, number>> = {
  economy: 1,
  premium_economy: 1.6,
  business: 3.2,
  first: 5,
};

interface Leg {
  readonly journey: Journey;
  /** Base adult fare in whole rupees. */
  readonly adultRupees: number;
  readonly key: string;
}

/** The flights of one direction on one date (6 to 9 of them), with their base adult fares. */
const legsOn = (origin: string, destination: string, date: string, cabin: CabinClass): readonly Leg[] => {
  const from = airportOf(origin);
  const to = airportOf(destination);
  if (from === undefined || to === undefined || origin === destination) return [];
  const random = seeded(`${origin}-${destination}-${date}`);
  const km = distanceKm(from, to);
  const count = 6 + Math.floor(random() * 4);
  const legs: Leg[] = [];
  for (let i = 0; i < count; i += 1) {
    const carrier = CARRIERS[Math.floor(random() * CARRIERS.length)] ?? CARRIERS[0];
    const stopRoll = random();
    const stops = km < 1500 ? (stopRoll < 0.7 ? 0 : 1) : stopRoll < 0.4 ? 0 : stopRoll < 0.85 ? 1 : 2;
    const hubs = HUBS.filter((h) => h !== origin && h !== destination);
    const stopAirports = Array.from(
      { length: stops },
      (_, s) => hubs[(Math.floor(random() * hubs.length) + s) % hubs.length] ?? "DEL",
    );
    const flying = Math.round(km / 13 + 35);
    const layovers = stops * (55 + Math.floor(random() * 120));
    const duration = Math.round((flying + layovers) / 5) * 5;
    // Local departures from 05:00 to 23:00 of the origin, spread over the day.
    const localMinutes = Math.round((5 * 60 + (i * 18 * 60) / count + random() * 60) / 5) * 5;
    const utcMinutes = localMinutes - from.utcOffset;
    const number = `${carrier?.code ?? "SA"}${100 + Math.floor(random() * 899)}`;
    const baseRupees =
      (2000 + km * 4.2) * (stops === 0 ? 1.15 : stops === 1 ? 0.95 : 0.85) * (0.85 + random() * 0.4);
    const adultRupees = Math.round((baseRupees * CABIN_FACTOR[cabin]) / 10) * 10;
    legs.push({
      key: `${origin}-${destination}-${number}-${date}`,
      adultRupees,
      journey: {
        carrier_code: carrier?.code ?? "SA",
        flight_number: number.slice(2),
        origin,
        destination,
        departure_at: localAt(date, utcMinutes, from.utcOffset),
        arrival_at: localAt(date, utcMinutes + duration, to.utcOffset),
        duration_minutes: duration,
        stops,
        stop_airports: stopAirports,
      },
    });
  }
  return legs;
};

/** Fares by type from an adult's rupees: children 75 %, infants 10 %; taxes 12 % of the fares plus ₹450 a seat. */
export const fareOf = (adultRupees: number, counts: PassengerCounts, stepPercent: number): Fare => {
  const adult = Math.round((adultRupees * (100 + stepPercent)) / 100) * 100;
  const child = Math.round((adult * 0.75) / 100) * 100;
  const infant = Math.round((adult * 0.1) / 100) * 100;
  const perPassenger = { adult, child, infant };
  const fares = fareTotalMinor(perPassenger, counts, 0);
  const taxes = Math.round((fares * 0.12) / 100) * 100 + 45_000 * (counts.adult + counts.child);
  return {
    currency_code: FARE_CURRENCY,
    per_passenger: perPassenger,
    taxes_minor: taxes,
    total_minor: fareTotalMinor(perPassenger, counts, taxes),
  };
};

/** The keys of an offer id: 'outboundKey|inboundKey|cabin'. */
const offerIdOf = (outbound: Leg, inbound: Leg | null, cabin: CabinClass): string =>
  [outbound.key, inbound?.key ?? "", cabin].join("|");

export interface OfferPlan {
  readonly offer: Offer;
  /** The flights it books (their seat counts set the fare step). */
  readonly flightKeys: readonly string[];
  readonly adultRupees: number;
}

/**
 * The offers of a search, before the seats booked move their fares: every outbound flight, paired
 * for a return trip with the inbound flight of the same index (so a result is one itinerary).
 */
export const plansFor = (s: SearchParameters): readonly OfferPlan[] => {
  if (dayNumber(s.departure_date) === null) return [];
  const out = legsOn(s.origin, s.destination, s.departure_date, s.cabin_class);
  const back =
    s.trip_type === "return" && s.return_date !== null
      ? legsOn(s.destination, s.origin, s.return_date, s.cabin_class)
      : [];
  return out.flatMap((leg, index): OfferPlan[] => {
    if (s.trip_type === "one_way") {
      return [
        {
          flightKeys: [leg.key],
          adultRupees: leg.adultRupees,
          offer: {
            offer_id: offerIdOf(leg, null, s.cabin_class),
            outbound: leg.journey,
            inbound: null,
            cabin_class: s.cabin_class,
            fare: fareOf(leg.adultRupees, s.passengers, 0),
          },
        },
      ];
    }
    const inbound = back[index % Math.max(back.length, 1)];
    if (inbound === undefined) return [];
    const rupees = Math.round((leg.adultRupees + inbound.adultRupees) * 0.95);
    return [
      {
        flightKeys: [leg.key, inbound.key],
        adultRupees: rupees,
        offer: {
          offer_id: offerIdOf(leg, inbound, s.cabin_class),
          outbound: leg.journey,
          inbound: inbound.journey,
          cabin_class: s.cabin_class,
          fare: fareOf(rupees, s.passengers, 0),
        },
      },
    ];
  });
};

/** The fare step of a flight with `bookedSeats` seats sold. */
export const stepPercentFor = (bookedSeats: number): number =>
  Math.floor(bookedSeats / SEATS_PER_FARE_STEP) * FARE_STEP_PERCENT;
