/**
 * The facts of the bookings the tests hold in the cart's sections (src/domain/cartSections.ts):
 * a two-night hotel stay and a one-way economy flight for one adult.
 */
import type { FlightFacts, HotelStayFacts } from "@domain/cartSections";

export const HOTEL_STAY_FACTS: HotelStayFacts = {
  _tag: "hotel",
  room_name: "Deluxe King",
  check_in: "2026-12-12",
  check_out: "2026-12-14",
  nights: 2,
  rooms: 1,
  guests: 2,
};

export const ONE_WAY_FLIGHT_FACTS: FlightFacts = {
  _tag: "flight",
  outbound: {
    carrier_code: "AI",
    flight_number: "101",
    origin: "DEL",
    destination: "BOM",
    departure_at: "2026-12-12T10:00",
  },
  inbound: null,
  passengers_count: { adult: 1, child: 0, infant: 0 },
  cabin_class: "economy",
};
