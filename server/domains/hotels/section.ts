/**
 * The cart's hotel section at checkout (spec §3 Cart 'hotel', §9 hotel 64, product 55399): an
 * order line of the hotel section names an itinerary, priced here from that itinerary.
 *
 * - Refused: an unknown itinerary or another shopper's, one already booked (no booking is made
 *   twice), one that expired, one without its lead guest, and one whose rate changed since it was
 *   held; each with its {@link HotelTexts} message in the request's language, which the order
 *   refusal shows.
 * - Paid: the itinerary is booked for the order (once; the booking history lists it).
 * - A declined or cancelled payment changes nothing: the itinerary stays held, and in the cart,
 *   until it expires.
 *
 * Expiry is judged on the server's clock the order handler hands over (`now`; tests move it).
 */
import { FAMILIES } from "@domain/families";
import { HOTEL_PRODUCT_ID, nightsBetween } from "@domain/hotels";
import { DEFAULT_SITE_LANGUAGE } from "@domain/language";
import { type ApiLanguage, inLanguage } from "../../core/language";
import type { Db } from "../../core/module";
import { registerSection, type SectionPrice } from "../../core/sections";
import { findItinerary, rateOf, rateTotal } from "./store";
import { HotelTexts } from "./texts";

/** The hotel section's filter group (spec §9 'hotel 64'). */
export const HOTEL_SECTION_GROUP = FAMILIES.hotel.filterGroup;

export const priceItinerary = (
  db: Db,
  reference: string,
  userId: number | null,
  now: number,
  language: ApiLanguage = DEFAULT_SITE_LANGUAGE,
): SectionPrice => {
  const texts = inLanguage(HotelTexts, language);
  const row = findItinerary(db, reference);
  if (row === undefined || row.user_id !== userId) return { ok: false, message: texts.notFound };
  if (row.status === "booked") return { ok: false, message: texts.booked };
  if (row.expires_at <= now) return { ok: false, message: texts.expired };
  if (row.guest === null) return { ok: false, message: texts.guest };
  const rate = rateOf(db, row.rate_id, row.hotel_id);
  const city = db
    .prepare(
      "SELECT c.tax_basis_points AS bps FROM hotels h JOIN hotel_cities c ON c.city_id = h.city_id WHERE h.hotel_id = ?",
    )
    .get(row.hotel_id) as { bps: number } | undefined;
  if (rate === undefined || city === undefined) return { ok: false, message: texts.notFound };
  const rooms = (JSON.parse(row.rooms) as unknown[]).length;
  const current = rateTotal(rate, nightsBetween(row.check_in, row.check_out), rooms, city.bps);
  if (current !== row.total_minor) return { ok: false, message: texts.rateChanged };
  return {
    ok: true,
    productId: HOTEL_PRODUCT_ID,
    priceMinor: row.total_minor,
    currency: row.currency_code,
    name: row.hotel_name,
  };
};

export const bookItinerary = (db: Db, reference: string, orderId: number): void => {
  db.prepare(
    "UPDATE hotel_itineraries SET status = 'booked', order_id = ? WHERE itinerary_id = ? AND status = 'held'",
  ).run(orderId, reference);
};

registerSection(HOTEL_SECTION_GROUP, { family: "hotel", price: priceItinerary, paid: bookItinerary });
