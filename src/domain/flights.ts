/**
 * The rules of flight search and booking (spec §1 flights, §2.3 '/flights; /flights/listing;
 * /flights/orders', §4 'A new search cancels the one in flight' and 'Adding a flight ... replaces
 * that section', §9 filter group flights 50), shared by the storefront and the reference API.
 *
 * - A search names two different airports, a departure from today to {@link MAX_DAYS_AHEAD} days
 *   ahead, a return on or after the departure for a return trip, at least one adult, at most
 *   {@link MAX_PASSENGERS} seated passengers and no more infants than adults (an infant sits on an
 *   adult's lap).
 * - A fare's total is the sum of the per-passenger fares plus the taxes, in minor units.
 * - The search is kept in the URL of the results page, so a search can be shared and reloaded.
 * - Pure and total: `today` is passed in; nothing here reads a clock.
 */

import type {
  Fare,
  Itinerary,
  Journey,
  Offer,
  Passenger,
  PassengerCounts,
  PassengerType,
  SearchParameters,
  TripType,
} from "@contract/flights";
import { CABIN_CLASSES } from "@contract/flights";
import type { FlightFacts, FlightLegFacts, SectionItem } from "./cartSections";
import { FAMILIES } from "./families";
import { convertMoney, fromMinor, type Money, moneyToPoints, rateOf } from "./money";
import { authPathOf } from "./paths";

/** Seated passengers (adults and children) one booking may hold. */
export const MAX_PASSENGERS = 9;
export const MIN_ADULTS = 1;
/** How far ahead a flight may be searched: the simulated schedules cover the next year. */
export const MAX_DAYS_AHEAD = 365;
/** The flights filter group (spec §9). */
export const FLIGHTS_GROUP = FAMILIES.flights.filterGroup;

// ---------------------------------------------------------------------------------------------
// Dates ('YYYY-MM-DD', UTC calendar days)

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The epoch day of a 'YYYY-MM-DD' date, or null when it is not a real date. */
export const dayNumber = (date: string): number | null => {
  const m = ISO_DATE.exec(date);
  if (m === null) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return Math.round(ms / 86_400_000);
};

/** The 'YYYY-MM-DD' of an epoch day. */
export const dateOfDay = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** The UTC 'YYYY-MM-DD' of an instant (epoch ms). */
export const dateOfInstant = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** `date` plus `days`, or null when `date` is not a date. */
export const addDays = (date: string, days: number): string | null => {
  const day = dayNumber(date);
  return day === null ? null : dateOfDay(day + days);
};

// ---------------------------------------------------------------------------------------------
// Search rules

export const SEARCH_PROBLEMS = [
  "missingOrigin",
  "missingDestination",
  "sameAirports",
  "missingDeparture",
  "pastDeparture",
  "tooFarAhead",
  "missingReturn",
  "returnBeforeDeparture",
  "noAdult",
  "tooManyPassengers",
  "moreInfantsThanAdults",
] as const;
export type SearchProblem = (typeof SEARCH_PROBLEMS)[number];

/** The reference API's words for each problem (the storefront shows its own translations). */
export const SEARCH_PROBLEM_TEXTS: Readonly<Record<SearchProblem, string>> = {
  missingOrigin: "Choose the airport you fly from.",
  missingDestination: "Choose the airport you fly to.",
  sameAirports: "The departure and arrival airports must be different.",
  missingDeparture: "Choose a departure date.",
  pastDeparture: "The departure date cannot be in the past.",
  tooFarAhead: "Flights can be searched up to one year ahead.",
  missingReturn: "Choose a return date.",
  returnBeforeDeparture: "The return date must be on or after the departure date.",
  noAdult: "At least one adult must travel.",
  tooManyPassengers: `At most ${MAX_PASSENGERS} passengers (adults and children) can travel on one booking.`,
  moreInfantsThanAdults: "Each infant travels on an adult's lap: no more infants than adults.",
};

const isCount = (n: number): boolean => Number.isInteger(n) && n >= 0;

/** The passenger rules alone: at least one adult, at most 9 seats, no more infants than adults. */
export const passengerProblems = (p: PassengerCounts): readonly SearchProblem[] => {
  const problems: SearchProblem[] = [];
  if (!isCount(p.adult) || p.adult < MIN_ADULTS) problems.push("noAdult");
  if (!isCount(p.child) || !isCount(p.infant) || p.adult + p.child > MAX_PASSENGERS)
    problems.push("tooManyPassengers");
  if (p.infant > p.adult) problems.push("moreInfantsThanAdults");
  return problems;
};

/**
 * Every rule a search breaks, in the form's order. `today` ('YYYY-MM-DD') enables the past and
 * one-year checks; null leaves them to who knows the date.
 */
export const searchProblems = (s: SearchParameters, today: string | null): readonly SearchProblem[] => {
  const problems: SearchProblem[] = [];
  const origin = s.origin.trim().toUpperCase();
  const destination = s.destination.trim().toUpperCase();
  if (origin === "") problems.push("missingOrigin");
  if (destination === "") problems.push("missingDestination");
  if (origin !== "" && origin === destination) problems.push("sameAirports");
  const departure = dayNumber(s.departure_date);
  if (departure === null) problems.push("missingDeparture");
  const now = today === null ? null : dayNumber(today);
  if (departure !== null && now !== null) {
    if (departure < now) problems.push("pastDeparture");
    else if (departure > now + MAX_DAYS_AHEAD) problems.push("tooFarAhead");
  }
  if (s.trip_type === "return") {
    const back = s.return_date === null ? null : dayNumber(s.return_date);
    if (back === null) problems.push("missingReturn");
    else if (departure !== null && back < departure) problems.push("returnBeforeDeparture");
  }
  problems.push(...passengerProblems(s.passengers));
  return problems;
};

/** A search as the server receives it: codes upper-cased, no return date on a one-way trip. */
export const normalizedSearch = (s: SearchParameters): SearchParameters => ({
  ...s,
  origin: s.origin.trim().toUpperCase(),
  destination: s.destination.trim().toUpperCase(),
  return_date: s.trip_type === "return" ? s.return_date : null,
});

// ---------------------------------------------------------------------------------------------
// The search in the URL (/flights/listing?trip=return&from=BLR&to=BOM&depart=...&back=...)

const TRIPS: readonly TripType[] = ["one_way", "return"];
const countOf = (value: string | undefined, fallback: number): number => {
  if (value === undefined || !/^\d{1,2}$/.test(value)) return fallback;
  return Number(value);
};

/** The query string of a search (without '?'), in a fixed order. */
export const searchQueryOf = (s: SearchParameters): string => {
  const n = normalizedSearch(s);
  const params = new URLSearchParams();
  params.set("trip", n.trip_type);
  params.set("from", n.origin);
  params.set("to", n.destination);
  params.set("depart", n.departure_date);
  if (n.return_date !== null) params.set("back", n.return_date);
  params.set("adults", String(n.passengers.adult));
  params.set("children", String(n.passengers.child));
  params.set("infants", String(n.passengers.infant));
  params.set("cabin", n.cabin_class);
  return params.toString();
};

/** The search a results URL's query names (missing parts empty; the rules say what is wrong). */
export const searchOfQuery = (query: Readonly<Record<string, string | undefined>>): SearchParameters => {
  const trip = TRIPS.find((t) => t === query.trip) ?? "one_way";
  const cabin = CABIN_CLASSES.find((c) => c === query.cabin) ?? "economy";
  return normalizedSearch({
    trip_type: trip,
    origin: (query.from ?? "").slice(0, 3),
    destination: (query.to ?? "").slice(0, 3),
    departure_date: query.depart ?? "",
    return_date: trip === "return" ? (query.back ?? "") : null,
    passengers: {
      adult: countOf(query.adults, 1),
      child: countOf(query.children, 0),
      infant: countOf(query.infants, 0),
    },
    cabin_class: cabin,
  });
};

/**
 * Whether a results address names a search (spec §2.3 '/flights/listing'): the departure and
 * arrival airports and the departure date. Without them the results page offers to start a search
 * instead of a header with no route.
 */
export const namesFlightSearch = (query: Readonly<Record<string, string | undefined>>): boolean =>
  [query.from, query.to, query.depart].every((value) => (value ?? "").trim() !== "");

/** Whether two searches ask the same thing. */
export const sameSearch = (a: SearchParameters, b: SearchParameters): boolean =>
  searchQueryOf(a) === searchQueryOf(b);

// ---------------------------------------------------------------------------------------------
// Fares

/** Σ per-passenger fares + taxes, in minor units (the total of every fare). */
export const fareTotalMinor = (
  perPassenger: Readonly<Record<PassengerType, number>>,
  counts: PassengerCounts,
  taxesMinor: number,
): number =>
  perPassenger.adult * counts.adult +
  perPassenger.child * counts.child +
  perPassenger.infant * counts.infant +
  taxesMinor;

/** Whether a fare's total is its parts' sum. */
export const isFareConsistent = (fare: Fare, counts: PassengerCounts): boolean =>
  fareTotalMinor(fare.per_passenger, counts, fare.taxes_minor) === fare.total_minor;

/** A fare's total in the shopper's currency at `rate` (target units per base unit), half away from zero. */
export const convertedTotal = (fare: Fare, currency: string, rate: number): Money | null => {
  const r = rateOf(rate);
  if (!r.ok) return null;
  const converted = convertMoney(
    { amount: fare.total_minor, currency: fare.currency_code },
    currency,
    r.value,
    "half-away",
  );
  return converted.ok ? converted.value : null;
};

/** The points (hundredths) that pay `money`, one point being worth `pointValue` of its currency. */
export const pointsForMoney = (money: Money, pointValue: number): number | null => {
  const r = rateOf(pointValue);
  if (!r.ok || r.value.coefficient <= 0) return null;
  const points = moneyToPoints(money, r.value, "ceil");
  return points.ok ? points.value : null;
};

// ---------------------------------------------------------------------------------------------
// Results: filters and sorting

export const SORTS = ["price", "duration", "departure"] as const;
export type FlightSort = (typeof SORTS)[number];

/** Stops a filter may keep: non-stop, one stop, two or more. */
export const STOP_CHOICES = ["0", "1", "2+"] as const;
export type StopChoice = (typeof STOP_CHOICES)[number];

/** Parts of the day a departure falls in (local time of the origin). */
export const DEPARTURE_WINDOWS = ["night", "morning", "afternoon", "evening"] as const;
export type DepartureWindow = (typeof DEPARTURE_WINDOWS)[number];

export interface FlightFilters {
  /** Empty keeps every number of stops. */
  readonly stops: readonly StopChoice[];
  /** Carrier codes; empty keeps every carrier. */
  readonly carriers: readonly string[];
  readonly departure: readonly DepartureWindow[];
}

export const NO_FILTERS: FlightFilters = { stops: [], carriers: [], departure: [] };

/** How many filter choices are on (the count the phone's folded 'Filters' control shows). */
export const activeFilterCount = (filters: FlightFilters): number =>
  filters.stops.length + filters.carriers.length + filters.departure.length;

export const stopChoiceOf = (stops: number): StopChoice => (stops === 0 ? "0" : stops === 1 ? "1" : "2+");

/** The hour of a local 'YYYY-MM-DDTHH:mm'. */
const hourOf = (at: string): number => Number(at.slice(11, 13));

export const departureWindowOf = (at: string): DepartureWindow => {
  const hour = hourOf(at);
  return hour < 5 ? "night" : hour < 12 ? "morning" : hour < 18 ? "afternoon" : "evening";
};

const journeys = (offer: Offer): readonly Journey[] =>
  offer.inbound === null ? [offer.outbound] : [offer.outbound, offer.inbound];

/** The most stops of any direction of the offer (a return is non-stop only when both ways are). */
export const maxStops = (offer: Offer): number => Math.max(...journeys(offer).map((j) => j.stops));

export const totalDuration = (offer: Offer): number =>
  journeys(offer).reduce((sum, j) => sum + j.duration_minutes, 0);

/** Whether the offer passes every filter: stops, carrier (every direction's) and departure window (outbound). */
export const passesFilters = (offer: Offer, filters: FlightFilters): boolean =>
  (filters.stops.length === 0 || filters.stops.includes(stopChoiceOf(maxStops(offer)))) &&
  (filters.carriers.length === 0 ||
    journeys(offer).every((j) => filters.carriers.includes(j.carrier_code))) &&
  (filters.departure.length === 0 ||
    filters.departure.includes(departureWindowOf(offer.outbound.departure_at)));

const compareBy: Readonly<Record<FlightSort, (a: Offer, b: Offer) => number>> = {
  price: (a, b) => a.fare.total_minor - b.fare.total_minor,
  duration: (a, b) => totalDuration(a) - totalDuration(b),
  departure: (a, b) =>
    a.outbound.departure_at < b.outbound.departure_at
      ? -1
      : a.outbound.departure_at > b.outbound.departure_at
        ? 1
        : 0,
};

/** The offers that pass the filters, in the chosen order (ties keep the offer id's order). */
export const visibleOffers = (
  offers: readonly Offer[],
  filters: FlightFilters,
  sort: FlightSort,
): readonly Offer[] =>
  offers
    .filter((o) => passesFilters(o, filters))
    .sort(
      (a, b) => compareBy[sort](a, b) || (a.offer_id < b.offer_id ? -1 : a.offer_id > b.offer_id ? 1 : 0),
    );

/** The carriers the offers name, each once, in code order (the carrier filter's choices). */
export const carriersOf = (offers: readonly Offer[]): readonly string[] =>
  [...new Set(offers.flatMap((o) => journeys(o).map((j) => j.carrier_code)))].sort();

/** 'Xh YYm'. */
export const formatDuration = (minutes: number): string =>
  `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, "0")}m`;

/** The local 'HH:mm' of a 'YYYY-MM-DDTHH:mm'. */
export const timeOf = (at: string): string => at.slice(11, 16);

/** Days the arrival falls after the departure (the '+1' beside an overnight arrival). */
export const dayShift = (journey: Journey): number => {
  const from = dayNumber(journey.departure_at.slice(0, 10));
  const to = dayNumber(journey.arrival_at.slice(0, 10));
  return from === null || to === null ? 0 : to - from;
};

// ---------------------------------------------------------------------------------------------
// Passengers

/** One slot per traveller, adults first: the passenger form's fields. */
export const passengerSlots = (counts: PassengerCounts): readonly PassengerType[] => [
  ...Array.from({ length: counts.adult }, (): PassengerType => "adult"),
  ...Array.from({ length: counts.child }, (): PassengerType => "child"),
  ...Array.from({ length: counts.infant }, (): PassengerType => "infant"),
];

export const passengersCount = (counts: PassengerCounts): number =>
  counts.adult + counts.child + counts.infant;

export type NameProblem = "nameRequired" | "nameInvalid";

/** A name as on a passport: 1 to 40 letters, spaces, hyphens, apostrophes and dots. */
const NAME = /^[\p{L}][\p{L} .'-]{0,39}$/u;

export const nameProblem = (name: string): NameProblem | null =>
  name.trim() === "" ? "nameRequired" : NAME.test(name.trim()) ? null : "nameInvalid";

export interface PassengerFieldProblem {
  readonly index: number;
  readonly field: "first_name" | "last_name";
  readonly problem: NameProblem;
}

/** What is wrong with the passengers' names, and whether they match the booking's counts. */
export const passengerFieldProblems = (
  passengers: readonly Passenger[],
  counts: PassengerCounts,
): readonly PassengerFieldProblem[] | "countMismatch" => {
  const slots = passengerSlots(counts);
  if (passengers.length !== slots.length || passengers.some((p, i) => p.type !== slots[i]))
    return "countMismatch";
  return passengers.flatMap((p, index) =>
    (["first_name", "last_name"] as const).flatMap((field) => {
      const problem = nameProblem(p[field]);
      return problem === null ? [] : [{ index, field, problem }];
    }),
  );
};

// ---------------------------------------------------------------------------------------------
// The cart's flights section (spec §4)

/** 'BLR → BOM' or 'BLR ⇄ BOM'. */
export const routeName = (offer: Offer): string =>
  `${offer.outbound.origin} ${offer.inbound === null ? "→" : "⇄"} ${offer.outbound.destination}`;

const legFactsOf = (journey: Journey): FlightLegFacts => ({
  carrier_code: journey.carrier_code,
  flight_number: journey.flight_number,
  origin: journey.origin,
  destination: journey.destination,
  departure_at: journey.departure_at,
});

/** What a booked or carted flight is (no personal data): the views word it. */
export const flightFacts = (offer: Offer, counts: PassengerCounts): FlightFacts => ({
  _tag: "flight",
  outbound: legFactsOf(offer.outbound),
  inbound: offer.inbound === null ? null : legFactsOf(offer.inbound),
  passengers_count: { adult: counts.adult, child: counts.child, infant: counts.infant },
  cabin_class: offer.cabin_class,
});

/**
 * The name of a flight's cart line and order line, as the order sends it to the API; the views
 * show the route in the shopper's words (src/views/cart/bookingSummary.ts).
 */
export const flightName = (offer: Offer): string => `Flight ${routeName(offer)}`;

/**
 * The reference API's flight product: a flight's cart line and order line name it (the spec gives
 * only the hotel product's id, 55399; flights filter group 50, spec §9).
 */
export const FLIGHT_PRODUCT_ID = 55398;

/** A held itinerary as the one item of the cart's flights section (spec §4: it replaces the section). */
export const flightSectionItem = (itinerary: Itinerary): SectionItem => ({
  product_id: FLIGHT_PRODUCT_ID,
  name: flightName(itinerary.offer),
  price: fromMinor({ amount: itinerary.price.total_minor, currency: itinerary.price.currency_code }),
  currency: itinerary.price.currency_code,
  filterGroupId: FLIGHTS_GROUP,
  reference: itinerary.itinerary_id,
  facts: flightFacts(itinerary.offer, itinerary.passengers_count),
});

/** The flight pages' links under the site prefix (spec §2.3). */
export const flightLinksOf = (sitePrefix: string) => {
  const prefix = sitePrefix.trim().replace(/\/+$/, "");
  return {
    search: `${prefix}/flights`,
    results: (search: SearchParameters) => `${prefix}/flights/listing?${searchQueryOf(search)}`,
    orders: `${prefix}/flights/orders`,
    cart: `${prefix}/cart`,
    login: authPathOf(prefix),
  };
};
