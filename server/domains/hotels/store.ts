/** The hotel simulator's tables and rows (./module.ts). Amounts in minor units. */
import type { HotelBookingSummary } from "@contract/hotels";
import { guestCount, type RoomGuests, stayTotal } from "@domain/hotels";
import type { Db } from "../../core/module";

export const hotelsDdl = `
CREATE TABLE IF NOT EXISTS hotel_cities (
  city_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  country_name TEXT NOT NULL,
  country_code TEXT NOT NULL,
  currency_code TEXT NOT NULL,
  tax_basis_points INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS hotels (
  hotel_id INTEGER PRIMARY KEY,
  city_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  stars INTEGER NOT NULL,
  area TEXT NOT NULL,
  address TEXT NOT NULL,
  description TEXT NOT NULL,
  images TEXT NOT NULL,
  amenities TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS hotel_rates (
  rate_id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL,
  room_name TEXT NOT NULL,
  board TEXT NOT NULL,
  max_adults INTEGER NOT NULL,
  rate_minor INTEGER NOT NULL,
  refundable INTEGER NOT NULL
);
-- A change of a hotel's rates set by the admin switch (POST /__admin/hotel-rates): every rate of
-- the hotel is read "percent" % above (or below) its seeded rate until the change is set to 0.
CREATE TABLE IF NOT EXISTS hotel_rate_changes (
  hotel_id INTEGER PRIMARY KEY,
  percent INTEGER NOT NULL
);
-- An itinerary holds one rate for a stay until expires_at; its status becomes 'booked' once an
-- order for it is paid (order_id), and a booked itinerary is never booked again.
CREATE TABLE IF NOT EXISTS hotel_itineraries (
  itinerary_id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  hotel_id INTEGER NOT NULL,
  hotel_name TEXT NOT NULL,
  rate_id INTEGER NOT NULL,
  room_name TEXT NOT NULL,
  check_in TEXT NOT NULL,
  check_out TEXT NOT NULL,
  rooms TEXT NOT NULL,
  nights INTEGER NOT NULL,
  total_minor INTEGER NOT NULL,
  currency_code TEXT NOT NULL,
  cancellation_policy TEXT NOT NULL,
  status TEXT NOT NULL,
  guest TEXT,
  order_id INTEGER,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
`;

export interface HotelRow {
  readonly hotel_id: number;
  readonly city_id: number;
  readonly name: string;
  readonly stars: number;
  readonly area: string;
  readonly address: string;
  readonly description: string;
  readonly images: string;
  readonly amenities: string;
}

export interface RateRow {
  readonly rate_id: number;
  readonly hotel_id: number;
  readonly room_name: string;
  readonly board: string;
  readonly max_adults: number;
  readonly rate_minor: number;
  readonly refundable: number;
}

export interface ItineraryRow {
  readonly itinerary_id: string;
  readonly user_id: number;
  readonly hotel_id: number;
  readonly hotel_name: string;
  readonly rate_id: number;
  readonly room_name: string;
  readonly check_in: string;
  readonly check_out: string;
  readonly rooms: string;
  readonly nights: number;
  readonly total_minor: number;
  readonly currency_code: string;
  readonly cancellation_policy: string;
  readonly status: "held" | "booked" | "expired";
  readonly guest: string | null;
  readonly order_id: number | null;
  readonly created_at: number;
  readonly expires_at: number;
}

/** The stay's total at `rate` for `rooms` rooms: nights × the rooms' rates + taxes. */
export const rateTotal = (rate: RateRow, nights: number, rooms: number, taxBasisPoints: number): number =>
  stayTotal(
    nights,
    Array.from({ length: rooms }, () => rate.rate_minor),
    taxBasisPoints,
  ).totalMinor;

/** The lowest and highest rate change the admin switch takes, in percent. */
export const RATE_CHANGE_LIMITS = { min: -90, max: 500 } as const;

/** Sets the change of every rate of `hotelId` (0 gives the seeded rates back). */
export const setRateChange = (db: Db, hotelId: number, percent: number): void => {
  if (percent === 0) db.prepare("DELETE FROM hotel_rate_changes WHERE hotel_id = ?").run(hotelId);
  else
    db.prepare(
      "INSERT INTO hotel_rate_changes (hotel_id, percent) VALUES (?, ?) ON CONFLICT(hotel_id) DO UPDATE SET percent = excluded.percent",
    ).run(hotelId, percent);
};

const changeOf = (db: Db, hotelId: number): number =>
  (
    db.prepare("SELECT percent FROM hotel_rate_changes WHERE hotel_id = ?").get(hotelId) as
      | { percent: number }
      | undefined
  )?.percent ?? 0;

/** A seeded rate as it stands now: moved by its hotel's rate change, to whole hundreds of minor units. */
const changed = (rate: RateRow, percent: number): RateRow =>
  percent === 0
    ? rate
    : { ...rate, rate_minor: Math.round((rate.rate_minor * (100 + percent)) / 100 / 100) * 100 };

/** Every rate of a hotel as it stands now, in rate order. */
export const ratesOfHotel = (db: Db, hotelId: number): RateRow[] => {
  const percent = changeOf(db, hotelId);
  return (
    db.prepare("SELECT * FROM hotel_rates WHERE hotel_id = ? ORDER BY rate_id").all(hotelId) as RateRow[]
  ).map((rate) => changed(rate, percent));
};

/** One rate as it stands now, or undefined when the hotel has no such rate. */
export const rateOf = (db: Db, rateId: number, hotelId?: number): RateRow | undefined => {
  const rate = db.prepare("SELECT * FROM hotel_rates WHERE rate_id = ?").get(rateId) as RateRow | undefined;
  if (rate === undefined || (hotelId !== undefined && rate.hotel_id !== hotelId)) return undefined;
  return changed(rate, changeOf(db, rate.hotel_id));
};

export const findItinerary = (db: Db, id: string): ItineraryRow | undefined =>
  db.prepare("SELECT * FROM hotel_itineraries WHERE itinerary_id = ?").get(id) as ItineraryRow | undefined;

/** The booking an order paid for, as the booking history shows it. */
export const hotelBookingOfOrder = (db: Db, orderId: number): HotelBookingSummary | undefined => {
  const row = db.prepare("SELECT * FROM hotel_itineraries WHERE order_id = ?").get(orderId) as
    | ItineraryRow
    | undefined;
  if (row === undefined) return undefined;
  const rooms = JSON.parse(row.rooms) as RoomGuests[];
  return {
    itinerary_id: row.itinerary_id,
    hotel_name: row.hotel_name,
    room_name: row.room_name,
    check_in: row.check_in,
    check_out: row.check_out,
    nights: row.nights,
    rooms: rooms.length,
    guests: guestCount(rooms),
  };
};
