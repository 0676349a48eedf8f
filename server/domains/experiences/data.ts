/**
 * Demo experiences (spec §7.3 'Experiences', §9 city 1319 Bangalore): cities per country with
 * their time zones, and per experience its city, duration, rating, tags, guest limits, rates per
 * guest category and time slots. The experiences of the catalogue (category 1222) get their
 * booking facts here; a few more Bangalore experiences are added to the catalogue, so its listing
 * has a second page.
 */
import { ADULT_PRICE_CATEGORY_ID } from "@domain/experiences";

export interface CitySeed {
  readonly cityId: number;
  readonly country: string;
  readonly name: string;
  readonly timeZone: string;
}

export const cities: readonly CitySeed[] = [
  { cityId: 1319, country: "IN", name: "Bangalore", timeZone: "Asia/Kolkata" },
  { cityId: 1320, country: "IN", name: "Mumbai", timeZone: "Asia/Kolkata" },
  { cityId: 1321, country: "IN", name: "New Delhi", timeZone: "Asia/Kolkata" },
  { cityId: 2101, country: "US", name: "San Francisco", timeZone: "America/Los_Angeles" },
  { cityId: 2102, country: "US", name: "Las Vegas", timeZone: "America/Los_Angeles" },
  { cityId: 2201, country: "GB", name: "London", timeZone: "Europe/London" },
  { cityId: 2401, country: "DE", name: "Berlin", timeZone: "Europe/Berlin" },
  { cityId: 2501, country: "JP", name: "Kyoto", timeZone: "Asia/Tokyo" },
];

/** Guest categories (spec §3 price_category_id); the 'From' price is the adults' (@domain/experiences). */
export const ADULT = ADULT_PRICE_CATEGORY_ID;
export const CHILD = 2;
export const SENIOR = 3;

export const categoryNames: Readonly<Record<number, string>> = { 1: "Adult", 2: "Child", 3: "Senior" };

export interface RateSeed {
  readonly category: number;
  /** Major units of the experience's currency. */
  readonly price: number;
  readonly min: number;
  readonly max: number;
}

export interface ExperienceSeed {
  readonly productId: number;
  readonly cityId: number;
  readonly durationMinutes: number;
  readonly rating: number | null;
  readonly reviews: number;
  readonly tags: readonly string[];
  readonly minGuests: number;
  readonly maxGuests: number;
  readonly rates: readonly RateSeed[];
  readonly slots: readonly string[];
  /** Seats of one time slot. */
  readonly seats: number;
  readonly inclusions: readonly string[];
  readonly location: string;
  readonly cancellation: string;
  /** Only for experiences added to the catalogue here. */
  readonly catalogue?: {
    readonly name: string;
    readonly category: string;
    readonly description: string;
    readonly recommended?: boolean;
  };
}

const freeCancellation = "Free cancellation up to 24 hours before the start; no refund after that.";
const strictCancellation = "Non-refundable once booked; the date can be changed once, 72 hours ahead.";

/** Rate rows from [category, price, most guests of it] rows; no category needs a guest of its own. */
const ratesOf = (...rows: readonly (readonly [category: number, price: number, max: number])[]): RateSeed[] =>
  rows.map(([category, price, max]) => ({ category, price, min: 0, max }));

/** An adult and a child rate: up to `max` adults, and up to 4 children (fewer when `max` is). */
const adultChild = (adult: number, child: number, max = 8): readonly RateSeed[] =>
  ratesOf([ADULT, adult, max], [CHILD, child, Math.min(4, max)]);

export const experiences: readonly ExperienceSeed[] = [
  {
    productId: 61022,
    cityId: 1319,
    durationMinutes: 150,
    rating: 4.7,
    reviews: 312,
    tags: ["kayaking", "lake", "sunset", "outdoors"],
    minGuests: 1,
    maxGuests: 6,
    rates: ratesOf([ADULT, 4500, 6], [CHILD, 2700, 3]),
    slots: ["06:30", "16:30", "17:15"],
    seats: 10,
    inclusions: ["Kayak and life jacket", "Trained guide", "Tea and snacks"],
    location: "Hebbal Lake boat club, Bangalore",
    cancellation: freeCancellation,
  },
  {
    productId: 42002,
    cityId: 1319,
    durationMinutes: 180,
    rating: 4.9,
    reviews: 128,
    tags: ["pottery", "workshop", "art", "indoors"],
    // A product that needs at least 2 guests.
    minGuests: 2,
    maxGuests: 6,
    rates: ratesOf([ADULT, 1800, 6], [CHILD, 1200, 2]),
    slots: ["10:00", "14:00"],
    seats: 8,
    inclusions: ["Clay and glazes", "Firing of two pieces", "Apron"],
    location: "Studio 12, Indiranagar, Bangalore",
    cancellation: strictCancellation,
  },
  {
    productId: 42003,
    cityId: 1320,
    durationMinutes: 360,
    rating: 4.5,
    reviews: 87,
    tags: ["spa", "wellness", "ayurveda"],
    minGuests: 1,
    maxGuests: 2,
    rates: ratesOf([ADULT, 4500, 2], [SENIOR, 4000, 2]),
    slots: ["09:00"],
    seats: 4,
    inclusions: ["Three treatments", "Lunch", "Pool access"],
    location: "Juhu beach, Mumbai",
    cancellation: freeCancellation,
  },
  {
    productId: 42004,
    cityId: 1321,
    durationMinutes: 180,
    rating: null,
    reviews: 0,
    tags: ["food", "walk", "street food"],
    minGuests: 1,
    maxGuests: 10,
    rates: adultChild(1200, 800, 10),
    slots: ["08:00", "18:00"],
    seats: 12,
    inclusions: ["Ten tastings", "Local guide", "Bottled water"],
    location: "Jama Masjid gate 1, Old Delhi",
    cancellation: freeCancellation,
  },
  {
    productId: 42101,
    cityId: 2101,
    durationMinutes: 150,
    rating: 4.6,
    reviews: 210,
    tags: ["food", "walk", "harbour"],
    minGuests: 1,
    maxGuests: 8,
    rates: adultChild(65, 35),
    slots: ["11:00", "15:00"],
    seats: 12,
    inclusions: ["Five tastings", "Guide"],
    location: "Pier 39, San Francisco",
    cancellation: freeCancellation,
  },
  {
    productId: 42102,
    cityId: 2102,
    durationMinutes: 240,
    rating: 4.8,
    reviews: 540,
    tags: ["helicopter", "canyon", "flight"],
    minGuests: 1,
    maxGuests: 4,
    rates: adultChild(299, 249, 4),
    slots: ["06:00", "09:00"],
    seats: 6,
    inclusions: ["Hotel pick-up", "Flight over the rim", "Breakfast"],
    location: "Boulder City heliport, Las Vegas",
    cancellation: strictCancellation,
  },
  {
    productId: 42201,
    cityId: 2201,
    durationMinutes: 120,
    rating: 4.3,
    reviews: 95,
    tags: ["cruise", "river", "evening"],
    minGuests: 1,
    maxGuests: 8,
    rates: adultChild(45, 25),
    slots: ["19:00", "20:30"],
    seats: 20,
    inclusions: ["Welcome drink", "Live commentary"],
    location: "Westminster pier, London",
    cancellation: freeCancellation,
  },
  {
    productId: 42401,
    cityId: 2401,
    durationMinutes: 120,
    rating: 4.4,
    reviews: 61,
    tags: ["street art", "walk", "history"],
    minGuests: 1,
    maxGuests: 8,
    rates: adultChild(35, 15),
    slots: ["10:00", "14:00"],
    seats: 15,
    inclusions: ["Local artist as guide"],
    location: "Schlesisches Tor, Berlin",
    cancellation: freeCancellation,
  },
  {
    productId: 42501,
    cityId: 2501,
    durationMinutes: 90,
    rating: 4.9,
    reviews: 402,
    tags: ["tea", "ceremony", "tradition"],
    minGuests: 1,
    maxGuests: 4,
    rates: adultChild(6000, 3000, 4),
    slots: ["10:00", "13:00", "15:00"],
    seats: 6,
    inclusions: ["Matcha and sweets", "Kimono dressing"],
    location: "Gion machiya, Kyoto",
    cancellation: strictCancellation,
  },
  // More Bangalore experiences, added to the catalogue.
  ...(
    [
      [42010, "Bangalore Heritage Walk", "Sightseeing", 900, 120, 4.2, ["walk", "history", "heritage"]],
      [42011, "Nandi Hills Sunrise Cycling", "Adventure", 2500, 300, 4.6, ["cycling", "sunrise", "outdoors"]],
      [42012, "South Indian Cooking Class", "Workshops", 2200, 180, 4.8, ["cooking", "food", "workshop"]],
      [42013, "Craft Brewery Tour", "Dining", 1900, 150, null, ["beer", "food", "tasting"]],
      [42014, "Rock Climbing at Ramanagara", "Adventure", 3200, 360, 4.4, ["climbing", "outdoors"]],
      [42015, "Sound Bath and Meditation", "Wellness", 1500, 90, 4.1, ["meditation", "wellness"]],
      [42016, "Cubbon Park Photo Walk", "Sightseeing", 800, 120, 3.9, ["photography", "walk", "park"]],
      [42017, "Coffee Tasting Masterclass", "Dining", 1400, 90, 4.7, ["coffee", "tasting", "food"]],
      [42018, "Yoga by the Lake", "Wellness", 600, 60, null, ["yoga", "lake", "wellness"]],
      [42019, "Silk Weaving Workshop", "Workshops", 2800, 240, 4.3, ["weaving", "silk", "workshop"]],
      [42020, "Night Market Food Trail", "Dining", 1100, 150, 4.5, ["food", "street food", "night"]],
    ] as const
  ).map(
    ([productId, name, category, adult, durationMinutes, rating, tags]): ExperienceSeed => ({
      productId,
      cityId: 1319,
      durationMinutes,
      rating,
      reviews: rating === null ? 0 : Math.round(rating * 20),
      tags,
      minGuests: 1,
      maxGuests: 8,
      rates: adultChild(adult, Math.round(adult * 0.6)),
      slots: ["09:00", "15:00"],
      seats: 10,
      inclusions: ["Guide", "Materials or tastings as listed"],
      location: `${name}, Bangalore`,
      cancellation: freeCancellation,
      catalogue: {
        name,
        category,
        description: `${name}: a ${Math.round(durationMinutes / 60)}-hour experience in Bangalore.`,
      },
    }),
  ),
];

/** The days from the city's today an experience can be booked (today itself is not). */
export const BOOKING_WINDOW_DAYS = 60;

/**
 * Seats of a slot on a day, before bookings (deterministic from the product, day and slot):
 * every 7th day (by product) is sold out; every 7th day 3 later has one time slot left, with two
 * seats; every other slot has the product's seats.
 */
export const seatsOn = (seed: ExperienceSeed, dayIndex: number, slotIndex: number): number => {
  const pattern = (seed.productId + dayIndex) % 7;
  if (pattern === 0) return 0;
  if (pattern === 3) return slotIndex === seed.slots.length - 1 ? 2 : 0;
  return seed.seats;
};

/** A slot's rates: weekends (by day index) cost 10 % more for adults. */
export const ratePriceOn = (rate: RateSeed, dayOfWeek: number): number =>
  rate.category === ADULT && (dayOfWeek === 0 || dayOfWeek === 6) ? Math.round(rate.price * 1.1) : rate.price;
