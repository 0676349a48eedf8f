// @vitest-environment happy-dom
/**
 * A booking of the cart's flights, hotel or topup section is worded in the shopper's language
 * (spec §3 'Language', §9 'Languages enabled for translation: en, es, fr, de'), the same on the
 * cart page and at checkout: the item holds facts, the views say them, a count in its plural form.
 */
import type { SectionItem } from "@domain/cartSections";
import { cartBookingMessages } from "@views/cart/bookingMessages";
import { type BookingTexts, bookingWordsIn, useBookingWords } from "@views/cart/bookingSummary";
import { flightsMessages } from "@views/flights/messages";
import { hotelsMessages } from "@views/hotels/messages";
import { type InterfaceLanguage, LanguageContext } from "@views/i18n";
import { describe, expect, it } from "vitest";
import { mountedRoot } from "../../support/dom";
import { shownIn, textsIn } from "../../support/i18n";

const root = mountedRoot();

const textsOf = (language: InterfaceLanguage): BookingTexts => ({
  booking: textsIn(cartBookingMessages, language),
  hotels: textsIn(hotelsMessages, language),
  flights: textsIn(flightsMessages, language),
});

const item = (facts: SectionItem["facts"]): SectionItem => ({
  product_id: 55399,
  name: "Harbour View Hotel",
  price: 12000,
  currency: "INR",
  filterGroupId: 64,
  reference: "HTL-1",
  facts,
});

/** One night, one room, one guest: the singular forms. */
const oneNight = item({
  _tag: "hotel",
  room_name: "Deluxe King",
  check_in: "2026-12-12",
  check_out: "2026-12-13",
  nights: 1,
  rooms: 1,
  guests: 1,
});

/** Two nights, two rooms, four guests: the plural forms. */
const twoNights = item({
  _tag: "hotel",
  room_name: "Deluxe King",
  check_in: "2026-12-12",
  check_out: "2026-12-14",
  nights: 2,
  rooms: 2,
  guests: 4,
});

const leg = (origin: string, destination: string, departure_at: string) => ({
  carrier_code: "AI",
  flight_number: "101",
  origin,
  destination,
  departure_at,
});

const returnFlight: SectionItem = {
  ...item({
    _tag: "flight",
    outbound: leg("DEL", "BOM", "2026-12-12T06:05"),
    inbound: leg("BOM", "DEL", "2026-12-18T21:40"),
    passengers_count: { adult: 2, child: 1, infant: 0 },
    cabin_class: "premium_economy",
  }),
  product_id: 55398,
  name: "Flight DEL ⇄ BOM",
  filterGroupId: 50,
  reference: "FLAB12CD34EF",
};

const oneWayFlight: SectionItem = {
  ...returnFlight,
  name: "Flight DEL → BOM",
  facts: {
    _tag: "flight",
    outbound: leg("DEL", "BOM", "2026-12-12T06:05"),
    inbound: null,
    passengers_count: { adult: 1, child: 0, infant: 0 },
    cabin_class: "economy",
  },
};

const recharge = (circle: string | null): SectionItem => ({
  ...item({ _tag: "recharge", operator: "Airtel", circle, plan: "1.5 GB/day, 28 days" }),
  product_id: 48001,
  name: "Airtel recharge",
  filterGroupId: 61,
  reference: "RCG100001",
});

describe("a hotel stay in the cart", () => {
  it("English: the room, then the dates with one night, one room, one guest, or the plurals", () => {
    expect(bookingWordsIn(oneNight, textsOf("en"), "en")).toEqual({
      name: "Harbour View Hotel",
      lines: ["Deluxe King", "2026-12-12 – 2026-12-13 · 1 night · 1 room · 1 guest"],
    });
    expect(bookingWordsIn(twoNights, textsOf("en"), "en").lines).toEqual([
      "Deluxe King",
      "2026-12-12 – 2026-12-14 · 2 nights · 2 rooms · 4 guests",
    ]);
  });

  it("Spanish: 'noche', 'habitación', 'huésped' and their plurals", () => {
    expect(bookingWordsIn(oneNight, textsOf("es"), "es").lines).toEqual([
      "Deluxe King",
      "2026-12-12 – 2026-12-13 · 1 noche · 1 habitación · 1 huésped",
    ]);
    expect(bookingWordsIn(twoNights, textsOf("es"), "es").lines).toEqual([
      "Deluxe King",
      "2026-12-12 – 2026-12-14 · 2 noches · 2 habitaciones · 4 huéspedes",
    ]);
  });
});

describe("a flight in the cart", () => {
  it("English: the route named, a line per direction, the passengers and the cabin", () => {
    expect(bookingWordsIn(returnFlight, textsOf("en"), "en")).toEqual({
      name: "Flight DEL ⇄ BOM",
      lines: [
        "AI 101 · 2026-12-12 06:05",
        "AI 101 · 2026-12-18 21:40",
        "2 adults, 1 child · Premium economy",
      ],
    });
    expect(bookingWordsIn(oneWayFlight, textsOf("en"), "en")).toEqual({
      name: "Flight DEL → BOM",
      lines: ["AI 101 · 2026-12-12 06:05", "1 adult · Economy"],
    });
  });

  it("Spanish: 'Vuelo', 'adultos', 'niño' and the cabin's name", () => {
    expect(bookingWordsIn(returnFlight, textsOf("es"), "es")).toEqual({
      name: "Vuelo DEL ⇄ BOM",
      lines: [
        "AI 101 · 2026-12-12 06:05",
        "AI 101 · 2026-12-18 21:40",
        "2 adultos, 1 niño · Turista prémium",
      ],
    });
    expect(bookingWordsIn(oneWayFlight, textsOf("es"), "es")).toEqual({
      name: "Vuelo DEL → BOM",
      lines: ["AI 101 · 2026-12-12 06:05", "1 adulto · Turista"],
    });
  });
});

describe("a mobile recharge in the cart", () => {
  it("the operator and circle, the plan and the reference, in English and in Spanish", () => {
    expect(bookingWordsIn(recharge("Karnataka"), textsOf("en"), "en")).toEqual({
      name: "Airtel recharge",
      lines: ["Airtel, Karnataka", "1.5 GB/day, 28 days", "Recharge reference RCG100001"],
    });
    expect(bookingWordsIn(recharge(null), textsOf("es"), "es").lines).toEqual([
      "Airtel",
      "1.5 GB/day, 28 days",
      "Referencia de recarga RCG100001",
    ]);
  });
});

describe("a booking kept from before its section held facts", () => {
  it("shows its stored name and no lines", () => {
    expect(bookingWordsIn({ ...returnFlight, facts: null }, textsOf("es"), "es")).toEqual({
      name: "Flight DEL ⇄ BOM",
      lines: [],
    });
  });
});

/** What the cart and the checkout show of a booking: its name and lines as the hook words them. */
const Shown = ({ booking }: { readonly booking: SectionItem }) => {
  const words = useBookingWords()(booking);
  return (
    <div>
      <h3>{words.name}</h3>
      {words.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
};

const shownTexts = (): readonly string[] =>
  [...root.container().querySelectorAll("h3, p")].map((element) => element.textContent ?? "");

describe("useBookingWords follows the interface language", () => {
  it("says the page's language: English, then Spanish", () => {
    root.render(<Shown booking={oneWayFlight} />);
    expect(shownTexts()).toEqual(["Flight DEL → BOM", "AI 101 · 2026-12-12 06:05", "1 adult · Economy"]);
    root.render(
      <LanguageContext.Provider value={shownIn("es")}>
        <Shown booking={twoNights} />
      </LanguageContext.Provider>,
    );
    expect(shownTexts()).toEqual([
      "Harbour View Hotel",
      "Deluxe King",
      "2026-12-12 – 2026-12-14 · 2 noches · 2 habitaciones · 4 huéspedes",
    ]);
  });
});
