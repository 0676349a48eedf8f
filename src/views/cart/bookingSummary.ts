/**
 * A booking of a single-item section in the shopper's words (spec §3 'Cart', §3 'Language'): the
 * item holds facts (src/domain/cartSections.ts SectionFacts), and this words them, for the cart
 * page and the checkout's order summary alike.
 *
 * - hotel: the room, then '2026-12-12 – 2026-12-14 · 2 nights · 1 room · 2 guests' (the hotel
 *   results' words for a stay);
 * - flight: 'Flight DEL ⇄ BOM'; a line per direction, 'AI 101 · 2026-12-12 10:00'; then the
 *   passengers and the cabin, '2 adults, 1 child · Economy' (the flight pages' words);
 * - recharge: the operator and circle, the plan, 'Recharge reference RCG…'.
 *
 * An item with no facts (kept from before its section held them) shows its stored name only.
 */
import type { FlightLegFacts, SectionFacts, SectionItem } from "@domain/cartSections";
import { timeOf } from "@domain/flights";
import { flightsMessages } from "../flights/messages";
import { passengersIn } from "../flights/passengers";
import { hotelsMessages } from "../hotels/messages";
import { fill, type InterfaceLanguage, useLanguage, useMessages } from "../i18n";
import { plural } from "../i18n/plural";
import { cartBookingMessages } from "./bookingMessages";

/** The words a booking is shown with: its name and its lines. */
export interface BookingWords {
  readonly name: string;
  readonly lines: readonly string[];
}

/** The tables a booking is worded from, in one language. */
export interface BookingTexts {
  readonly booking: typeof cartBookingMessages.en;
  readonly hotels: typeof hotelsMessages.en;
  readonly flights: typeof flightsMessages.en;
}

/** A direction's flight and departure: 'AI 101 · 2026-12-12 10:00' (the airport's local time). */
const legLine = (leg: FlightLegFacts): string =>
  `${leg.carrier_code} ${leg.flight_number} · ${leg.departure_at.slice(0, 10)} ${timeOf(leg.departure_at)}`;

const linesOf = (
  facts: SectionFacts,
  reference: string,
  texts: BookingTexts,
  language: InterfaceLanguage,
): readonly string[] => {
  switch (facts._tag) {
    case "hotel":
      return [
        facts.room_name,
        fill(texts.hotels.resultsStay, {
          checkIn: facts.check_in,
          checkOut: facts.check_out,
          nights: plural(texts.hotels.nightCount, facts.nights, language),
          rooms: plural(texts.hotels.roomCount, facts.rooms, language),
          guests: plural(texts.hotels.guestCount, facts.guests, language),
        }),
      ];
    case "flight":
      return [
        legLine(facts.outbound),
        ...(facts.inbound === null ? [] : [legLine(facts.inbound)]),
        `${passengersIn(texts.flights, language, facts.passengers_count)} · ${texts.flights[facts.cabin_class]}`,
      ];
    case "recharge":
      return [
        facts.circle === null
          ? facts.operator
          : fill(texts.booking.operatorCircle, { operator: facts.operator, circle: facts.circle }),
        facts.plan,
        fill(texts.booking.rechargeReference, { reference }),
      ];
  }
};

const nameOf = (item: SectionItem, texts: BookingTexts): string => {
  const facts = item.facts;
  if (facts?._tag !== "flight") return item.name;
  const arrow = facts.inbound === null ? "→" : "⇄";
  return fill(texts.booking.flightName, {
    route: `${facts.outbound.origin} ${arrow} ${facts.outbound.destination}`,
  });
};

/** `item` in `language`: its name and its lines. */
export const bookingWordsIn = (
  item: SectionItem,
  texts: BookingTexts,
  language: InterfaceLanguage,
): BookingWords => ({
  name: nameOf(item, texts),
  lines: item.facts === null ? [] : linesOf(item.facts, item.reference, texts, language),
});

/** Words bookings in the interface language ({@link bookingWordsIn}). */
export const useBookingWords = (): ((item: SectionItem) => BookingWords) => {
  const texts: BookingTexts = {
    booking: useMessages(cartBookingMessages),
    hotels: useMessages(hotelsMessages),
    flights: useMessages(flightsMessages),
  };
  const language = useLanguage();
  return (item) => bookingWordsIn(item, texts, language);
};
