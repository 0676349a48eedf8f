/**
 * Hotel rules (spec §1, §2.3 '/hotels...', §3 'Hotel destination preset', §4 'Hotel search', §9):
 * the stay's dates and rooms, its nights and total, the search kept in the page address, the
 * results' filters and sorting, and the cart section item a booked room becomes.
 *
 * - Nights: the day count between check-in and check-out, rounded up (spec §9 'Day counts
 *   between two dates are rounded up').
 * - A search needs a destination, 1 to {@link MAX_ROOMS} rooms of 1 to {@link MAX_ADULTS} adults
 *   and 0 to {@link MAX_CHILDREN} children each, a check-in not before today and a check-out after
 *   the check-in, at most {@link MAX_NIGHTS} nights.
 * - Total of a stay, in minor units: nights × the sum of the room rates per night, plus taxes at
 *   the rate's tax basis points of that sum, rounded half up.
 */
import type { SectionItem } from "./cartSections";
import { fromMinor } from "./money";

/** The hotel product id (spec §9), the product_id of the cart item and of the booking history. */
export const HOTEL_PRODUCT_ID = 55399;
/** The hotel filter group (spec §9). */
export const HOTEL_FILTER_GROUP_ID = 64;
/** The hotel search's time-out (spec §7.7, §9 'HTTP, search and hotel search time-out'). */
export const HOTEL_SEARCH_TIMEOUT_MS = 60_000;
/** The type-ahead's shortest query (spec §9 'Search minimum 3 characters'). */
export const LOCATION_MIN_CHARS = 3;

export const MAX_ROOMS = 5;
export const MAX_ADULTS = 4;
export const MAX_CHILDREN = 3;
export const MAX_NIGHTS = 30;

/** One room of a search: its guests. */
export interface RoomGuests {
  readonly adults: number;
  readonly children: number;
}

/** Where the shopper wants to stay: a city (an area narrows the results by the filters). */
export interface HotelDestination {
  readonly cityId: number;
  readonly name: string;
  readonly countryCode: string;
}

export interface HotelSearchQuery {
  readonly destination: HotelDestination | null;
  /** YYYY-MM-DD. */
  readonly checkIn: string;
  /** YYYY-MM-DD. */
  readonly checkOut: string;
  readonly rooms: readonly RoomGuests[];
}

/** Why a search or a stay cannot be asked for (each has its catalogue text). */
export type StayProblem = "destination" | "rooms" | "guests" | "dates" | "past" | "tooLong";

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Epoch ms of a YYYY-MM-DD date at 00:00 UTC, or null when it is no calendar date. */
export const dayOf = (date: string): number | null => {
  const m = DATE.exec(date);
  if (m === null) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === date ? ms : null;
};

/** YYYY-MM-DD of an epoch ms (UTC). */
export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** `date` moved by `days` days. */
export const addDays = (date: string, days: number): string => isoDay((dayOf(date) ?? 0) + days * DAY_MS);

/** Nights between two dates: the day count rounded up (spec §9); 0 when not after. */
export const nightsBetween = (checkIn: string, checkOut: string): number => {
  const a = dayOf(checkIn);
  const b = dayOf(checkOut);
  if (a === null || b === null || b <= a) return 0;
  return Math.ceil((b - a) / DAY_MS);
};

/** Guests of every room. */
export const guestCount = (rooms: readonly RoomGuests[]): number =>
  rooms.reduce((sum, room) => sum + room.adults + room.children, 0);

/** The first rule the stay breaks (module comment), or null; `today` is YYYY-MM-DD. */
export const stayProblem = (
  stay: { readonly checkIn: string; readonly checkOut: string; readonly rooms: readonly RoomGuests[] },
  today: string,
): Exclude<StayProblem, "destination"> | null => {
  if (stay.rooms.length < 1 || stay.rooms.length > MAX_ROOMS) return "rooms";
  const badRoom = stay.rooms.some(
    (r) =>
      !Number.isInteger(r.adults) ||
      !Number.isInteger(r.children) ||
      r.adults < 1 ||
      r.adults > MAX_ADULTS ||
      r.children < 0 ||
      r.children > MAX_CHILDREN,
  );
  if (badRoom) return "guests";
  const inDay = dayOf(stay.checkIn);
  const outDay = dayOf(stay.checkOut);
  const todayDay = dayOf(today);
  if (inDay === null || outDay === null || outDay <= inDay) return "dates";
  if (todayDay !== null && inDay < todayDay) return "past";
  if (nightsBetween(stay.checkIn, stay.checkOut) > MAX_NIGHTS) return "tooLong";
  return null;
};

/** The first rule a search breaks, or null. */
export const searchProblem = (query: HotelSearchQuery, today: string): StayProblem | null =>
  query.destination === null ? "destination" : stayProblem(query, today);

/** Taxes of `baseMinor` at `taxBasisPoints` (1/100 of a percent), rounded half up. */
export const taxesMinor = (baseMinor: number, taxBasisPoints: number): number =>
  Math.floor((baseMinor * taxBasisPoints + 5_000) / 10_000);

export interface StayTotal {
  readonly nights: number;
  /** nights × the sum of the room rates per night. */
  readonly baseMinor: number;
  readonly taxesMinor: number;
  /** base + taxes. */
  readonly totalMinor: number;
}

/** A stay's total in minor units: nights × sum of the room rates + taxes (module comment). */
export const stayTotal = (
  nights: number,
  roomRatesMinor: readonly number[],
  taxBasisPoints: number,
): StayTotal => {
  const baseMinor = nights * roomRatesMinor.reduce((sum, rate) => sum + rate, 0);
  const taxes = taxesMinor(baseMinor, taxBasisPoints);
  return { nights, baseMinor, taxesMinor: taxes, totalMinor: baseMinor + taxes };
};

// ---------------------------------------------------------------------------------------------
// The search in the page address (spec §2.3 '/hotels', '/hotels/listing')

/** "2-1,1-0": adults-children per room. */
export const roomsParam = (rooms: readonly RoomGuests[]): string =>
  rooms.map((r) => `${r.adults}-${r.children}`).join(",");

export const roomsFromParam = (param: string | null): readonly RoomGuests[] | null => {
  if (param === null || param === "") return null;
  const rooms: RoomGuests[] = [];
  for (const part of param.split(",")) {
    const m = /^(\d{1,2})-(\d{1,2})$/.exec(part);
    if (m === null) return null;
    rooms.push({ adults: Number(m[1]), children: Number(m[2]) });
  }
  return rooms;
};

/** The query string of a search (without '?'). */
export const searchToParams = (query: HotelSearchQuery): string => {
  const params = new URLSearchParams();
  if (query.destination !== null) {
    params.set("cityId", String(query.destination.cityId));
    params.set("city", query.destination.name);
    params.set("country", query.destination.countryCode);
  }
  params.set("checkIn", query.checkIn);
  params.set("checkOut", query.checkOut);
  params.set("rooms", roomsParam(query.rooms));
  return params.toString();
};

/** The default stay: from tomorrow, one night, one room of two adults. */
export const defaultSearch = (today: string): HotelSearchQuery => ({
  destination: null,
  checkIn: addDays(today, 1),
  checkOut: addDays(today, 2),
  rooms: [{ adults: 2, children: 0 }],
});

/** The search a query string holds, the default's parts for what it lacks. */
export const searchFromParams = (search: string, today: string): HotelSearchQuery => {
  const params = new URLSearchParams(search);
  const fallback = defaultSearch(today);
  const cityId = Number(params.get("cityId"));
  const name = params.get("city");
  const countryCode = params.get("country");
  const destination =
    Number.isInteger(cityId) && cityId > 0 && name !== null && name !== ""
      ? { cityId, name, countryCode: countryCode ?? "" }
      : null;
  const checkIn = params.get("checkIn");
  const checkOut = params.get("checkOut");
  return {
    destination,
    checkIn: checkIn !== null && dayOf(checkIn) !== null ? checkIn : fallback.checkIn,
    checkOut: checkOut !== null && dayOf(checkOut) !== null ? checkOut : fallback.checkOut,
    rooms: roomsFromParam(params.get("rooms")) ?? fallback.rooms,
  };
};

/**
 * Whether a results address names a search (spec §2.3 '/hotels/listing'): a destination, its city
 * id and name. Without one the results page offers to start a search instead of 'Hotels in'.
 */
export const namesHotelSearch = (search: string): boolean =>
  searchFromParams(search, "2000-01-01").destination !== null;

// ---------------------------------------------------------------------------------------------
// Destination presets (spec §3 'Hotel destination preset')

export interface SinglePreset {
  readonly name: string;
  readonly image: string;
  readonly City: string;
  readonly CountryName: string;
  readonly CountryCode: string;
}

/** An entry of type 'multiple' (also spelled 'nultiple') with several images. */
export interface MultiplePreset {
  readonly type: string;
  readonly name: string;
  readonly images: readonly string[];
  readonly City: string;
  readonly CountryName: string;
  readonly CountryCode: string;
}

export type DestinationPreset = SinglePreset | MultiplePreset;

/** Whether a preset is of type 'multiple' or its spelling 'nultiple' (spec §3). */
export const isMultiplePreset = (preset: DestinationPreset): preset is MultiplePreset =>
  "type" in preset && (preset.type === "multiple" || preset.type === "nultiple");

/** The images a preset shows: its one image, or its several. */
export const presetImages = (preset: DestinationPreset): readonly string[] =>
  isMultiplePreset(preset) ? preset.images : "image" in preset ? [preset.image] : [];

// ---------------------------------------------------------------------------------------------
// The hotel's words the storefront knows (its boards and amenities are the API's data)

/** The boards (meal plans) the storefront says in the shopper's language; any other shows as the API names it. */
export const KNOWN_BOARDS = ["roomOnly", "breakfastIncluded"] as const;
export type KnownBoard = (typeof KNOWN_BOARDS)[number];

/** The amenities the storefront says in the shopper's language; any other shows as the API names it. */
export const KNOWN_AMENITIES = [
  "wifi",
  "pool",
  "gym",
  "spa",
  "restaurant",
  "airportShuttle",
  "parking",
  "bar",
] as const;
export type KnownAmenity = (typeof KNOWN_AMENITIES)[number];

const wordOf = (text: string): string =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, " ");

const BOARD_WORDS: Readonly<Record<string, KnownBoard>> = {
  "room only": "roomOnly",
  "breakfast included": "breakfastIncluded",
};

const AMENITY_WORDS: Readonly<Record<string, KnownAmenity>> = {
  "free wi fi": "wifi",
  "wi fi": "wifi",
  pool: "pool",
  gym: "gym",
  spa: "spa",
  restaurant: "restaurant",
  "airport shuttle": "airportShuttle",
  parking: "parking",
  bar: "bar",
};

/** The known board a rate's board stands for ('Room only' → 'roomOnly'), or null. */
export const knownBoardOf = (board: string): KnownBoard | null => BOARD_WORDS[wordOf(board)] ?? null;

/** The known amenity a hotel's amenity stands for ('Free Wi-Fi' → 'wifi'), or null. */
export const knownAmenityOf = (amenity: string): KnownAmenity | null =>
  AMENITY_WORDS[wordOf(amenity)] ?? null;

// ---------------------------------------------------------------------------------------------
// Results: filters and sorting

export interface HotelResult {
  readonly hotel_id: number;
  readonly name: string;
  readonly stars: number;
  readonly area: string;
  /** The lowest total of the stay, in minor units. */
  readonly total_minor: number;
}

export type HotelSort = "price-asc" | "price-desc" | "stars-desc" | "name";
export const HOTEL_SORTS: readonly HotelSort[] = ["price-asc", "price-desc", "stars-desc", "name"];

export interface HotelFilters {
  /** The highest total shown (minor units), or null for any. */
  readonly maxTotalMinor: number | null;
  /** Star counts shown; every count when empty. */
  readonly stars: readonly number[];
  /** Areas shown; every area when empty. */
  readonly areas: readonly string[];
}

export const NO_FILTERS: HotelFilters = { maxTotalMinor: null, stars: [], areas: [] };

/** How many filter choices are on (the count the phone's folded 'Filters' control shows); the order is not one. */
export const activeFilterCount = (filters: HotelFilters): number =>
  (filters.maxTotalMinor === null ? 0 : 1) + filters.stars.length + filters.areas.length;

/** The results the filters keep, in the chosen order (ties by hotel id, so the order is stable). */
export const shownHotels = <H extends HotelResult>(
  hotels: readonly H[],
  filters: HotelFilters,
  sort: HotelSort,
): readonly H[] => {
  const kept = hotels.filter(
    (h) =>
      (filters.maxTotalMinor === null || h.total_minor <= filters.maxTotalMinor) &&
      (filters.stars.length === 0 || filters.stars.includes(h.stars)) &&
      (filters.areas.length === 0 || filters.areas.includes(h.area)),
  );
  const by = (a: H, b: H): number => {
    switch (sort) {
      case "price-asc":
        return a.total_minor - b.total_minor;
      case "price-desc":
        return b.total_minor - a.total_minor;
      case "stars-desc":
        return b.stars - a.stars;
      case "name":
        return a.name.localeCompare(b.name);
    }
  };
  return [...kept].sort((a, b) => by(a, b) || a.hotel_id - b.hotel_id);
};

/** The areas of the results, sorted, once each (the area filter's choices). */
export const areasOf = (hotels: readonly HotelResult[]): readonly string[] =>
  [...new Set(hotels.map((h) => h.area))].sort();

// ---------------------------------------------------------------------------------------------
// The cart's hotel section (spec §3 Cart 'Sections: ... hotel', §4 'a hotel replaces its section')

/** The cart's single-item section item (src/domain/cartSections.ts). */
export type HotelSectionItem = SectionItem;

/** What a held itinerary needs to become the hotel section's item. */
export interface HeldItinerary {
  readonly itinerary_id: string;
  readonly hotel_name: string;
  readonly room_name: string;
  readonly check_in: string;
  readonly check_out: string;
  readonly rooms: readonly RoomGuests[];
  readonly nights: number;
  readonly total_minor: number;
  readonly currency_code: string;
}

/** Minor units to major units of `currency` (spec §9 zero-decimal currencies). */
export const majorOf = (minor: number, currency: string): number => fromMinor({ amount: minor, currency });

/** The hotel section's item of an itinerary: product 55399, filter group 64 (spec §9). */
export const hotelSectionItem = (it: HeldItinerary): HotelSectionItem => ({
  product_id: HOTEL_PRODUCT_ID,
  name: it.hotel_name,
  price: majorOf(it.total_minor, it.currency_code),
  currency: it.currency_code,
  filterGroupId: HOTEL_FILTER_GROUP_ID,
  reference: it.itinerary_id,
  facts: {
    _tag: "hotel",
    room_name: it.room_name,
    check_in: it.check_in,
    check_out: it.check_out,
    nights: it.nights,
    rooms: it.rooms.length,
    guests: guestCount(it.rooms),
  },
});

/** Whether two searches ask for the same stay in the same place. */
export const sameSearch = (a: HotelSearchQuery | null, b: HotelSearchQuery | null): boolean =>
  a !== null && b !== null && searchToParams(a) === searchToParams(b);

/** The highest-total filter's choices: the quartiles of the results' totals, rounded up to 1000 minor units. */
export const priceSteps = (hotels: readonly HotelResult[]): readonly number[] => {
  const totals = hotels.map((h) => h.total_minor).sort((a, b) => a - b);
  if (totals.length === 0) return [];
  const steps = [0.25, 0.5, 0.75].map((q) => {
    const at = totals[Math.min(totals.length - 1, Math.floor(q * totals.length))] ?? 0;
    return Math.ceil(at / 1_000) * 1_000;
  });
  return [...new Set(steps)];
};
