/**
 * The hotel simulator's demo data: cities of the demo countries, their hotels (generated from a
 * fixed seed, so every database holds the same), rooms and rates, the destination presets of
 * spec §3, and the demo shoppers of the hotel journeys (ids 90 to 94, password Demo@1234).
 */
import type { DestinationPreset } from "@contract/hotels";
import type { Db } from "../../core/module";
import { hashPassword } from "../account/passwords";
import { DEMO_PASSWORD } from "../account/seed";

interface CitySeed {
  readonly cityId: number;
  readonly name: string;
  readonly countryName: string;
  readonly countryCode: string;
  readonly currency: string;
  readonly areas: readonly string[];
  /** A standard room's rate per night in minor units. */
  readonly baseRateMinor: number;
  readonly taxBasisPoints: number;
}

export const hotelCities: readonly CitySeed[] = [
  {
    cityId: 1319,
    name: "Bangalore",
    countryName: "India",
    countryCode: "IN",
    currency: "INR",
    areas: ["Indiranagar", "Koramangala", "MG Road"],
    baseRateMinor: 450_000,
    taxBasisPoints: 1_200,
  },
  {
    cityId: 1320,
    name: "Goa",
    countryName: "India",
    countryCode: "IN",
    currency: "INR",
    areas: ["Baga", "Calangute", "Panaji"],
    baseRateMinor: 520_000,
    taxBasisPoints: 1_200,
  },
  {
    cityId: 1321,
    name: "Mumbai",
    countryName: "India",
    countryCode: "IN",
    currency: "INR",
    areas: ["Bandra", "Colaba", "Andheri"],
    baseRateMinor: 600_000,
    taxBasisPoints: 1_800,
  },
  {
    cityId: 2101,
    name: "New York",
    countryName: "United States",
    countryCode: "US",
    currency: "USD",
    areas: ["Midtown", "SoHo", "Brooklyn"],
    baseRateMinor: 18_000,
    taxBasisPoints: 1_475,
  },
  {
    cityId: 2201,
    name: "London",
    countryName: "United Kingdom",
    countryCode: "GB",
    currency: "GBP",
    areas: ["Camden", "Kensington", "Southwark"],
    baseRateMinor: 14_000,
    taxBasisPoints: 2_000,
  },
  {
    cityId: 2301,
    name: "Berlin",
    countryName: "Germany",
    countryCode: "DE",
    currency: "EUR",
    areas: ["Mitte", "Kreuzberg", "Charlottenburg"],
    baseRateMinor: 11_000,
    taxBasisPoints: 700,
  },
];

/** Destination presets (spec §3): one image each, or type 'multiple'/'nultiple' with images[]. */
export const destinationPresets: readonly DestinationPreset[] = [
  { name: "Goa", image: "/hotels/hotel-2.svg", City: "Goa", CountryName: "India", CountryCode: "IN" },
  {
    type: "multiple",
    name: "Mumbai",
    images: ["/hotels/hotel-3.svg", "/hotels/hotel-4.svg", "/hotels/hotel-5.svg"],
    City: "Mumbai",
    CountryName: "India",
    CountryCode: "IN",
  },
  {
    name: "London",
    image: "/hotels/hotel-1.svg",
    City: "London",
    CountryName: "United Kingdom",
    CountryCode: "GB",
  },
  {
    type: "nultiple",
    name: "Bangalore",
    images: ["/hotels/hotel-6.svg", "/hotels/hotel-1.svg"],
    City: "Bangalore",
    CountryName: "India",
    CountryCode: "IN",
  },
];

const NAMES = ["Grand", "Residency", "Palm", "Heritage", "Skyline", "Garden", "Harbour", "Royal"];
const KINDS = ["Hotel", "Suites", "Inn", "Resort"];
const AMENITIES = ["Free Wi-Fi", "Pool", "Gym", "Spa", "Restaurant", "Airport shuttle", "Parking", "Bar"];

/** A small deterministic generator (mulberry32), so the demo data never changes between runs. */
const generator = (seed: number) => {
  let state = seed >>> 0;
  return (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

export const HOTELS_PER_CITY = 8;

/** The demo shoppers of the hotel journeys. */
export const hotelDemoUsers = [
  { id: 90, email: "ana.hotels@demo.example", first_name: "Ana", last_name: "Costa" },
  { id: 91, email: "ben.hotels@demo.example", first_name: "Ben", last_name: "Okafor" },
  { id: 92, email: "chloe.hotels@demo.example", first_name: "Chloe", last_name: "Martin" },
  { id: 93, email: "dev.hotels@demo.example", first_name: "Dev", last_name: "Rao" },
  { id: 94, email: "eva.hotels@demo.example", first_name: "Eva", last_name: "Novak" },
] as const;

let demoHash: string | undefined;

export const seedHotels = (db: Db): void => {
  const random = generator(55_399);
  const insertCity = db.prepare(
    "INSERT INTO hotel_cities (city_id, name, country_name, country_code, currency_code, tax_basis_points) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const insertHotel = db.prepare(
    `INSERT INTO hotels (hotel_id, city_id, name, stars, area, address, description, images, amenities)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertRate = db.prepare(
    `INSERT INTO hotel_rates (rate_id, hotel_id, room_name, board, max_adults, rate_minor, refundable)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  let hotelId = 7_001;
  let rateId = 90_001;
  for (const city of hotelCities) {
    insertCity.run(
      city.cityId,
      city.name,
      city.countryName,
      city.countryCode,
      city.currency,
      city.taxBasisPoints,
    );
    for (let i = 0; i < HOTELS_PER_CITY; i += 1) {
      const stars = 2 + Math.floor(random() * 4);
      const area = city.areas[i % city.areas.length] ?? city.name;
      const name = `${NAMES[i % NAMES.length]} ${area} ${KINDS[Math.floor(random() * KINDS.length)]}`;
      const images = [1, 2, 3].map((k) => `/hotels/hotel-${((hotelId + k) % 6) + 1}.svg`);
      const amenities = AMENITIES.filter(() => random() < 0.5 + stars * 0.08);
      insertHotel.run(
        hotelId,
        city.cityId,
        name,
        stars,
        area,
        `${10 + i * 7} ${area} Road, ${city.name}`,
        `A ${stars}-star stay in ${area}, ${city.name}, close to the sights and the transport links.`,
        JSON.stringify(images),
        JSON.stringify(amenities.length > 0 ? amenities : ["Free Wi-Fi"]),
      );
      const factor = 0.6 + stars * 0.25 + random() * 0.3;
      const standard = Math.round((city.baseRateMinor * factor) / 100) * 100;
      const rooms: readonly [string, string, number, number, number][] = [
        ["Standard room", "Room only", 2, standard, 0],
        ["Standard room", "Breakfast included", 2, Math.round(standard * 1.15), 1],
        ["Family room", "Breakfast included", 4, Math.round(standard * 1.6), 1],
      ];
      for (const [room, board, maxAdults, rate, refundable] of rooms) {
        insertRate.run(rateId, hotelId, room, board, maxAdults, Math.round(rate / 100) * 100, refundable);
        rateId += 1;
      }
      hotelId += 1;
    }
  }

  demoHash ??= hashPassword(DEMO_PASSWORD);
  const insertUser = db.prepare(`
    INSERT OR IGNORE INTO users (id, email, password_hash, first_name, last_name, contact, company_id, client_id,
      site, domain, user_login_type, user_creation_date, is_admin, is_third_party, points_hundredths,
      redeemed_points_hundredths, points_currency, gcb_minor, gcb_currency, tokens_minor, country_code)
    VALUES (@id, @email, @password_hash, @first_name, @last_name, @contact, 1001, 1001,
      'marketplace', NULL, '1', '2025-01-10 09:00:00', 0, 0, 50000000, 0, 'INR', 0, 'INR', 0, 'IN')`);
  // A mobile number belongs to one account per client: each its own (91-98123457{id}).
  for (const user of hotelDemoUsers) {
    insertUser.run({
      ...user,
      password_hash: demoHash,
      contact: `91-98123457${String(user.id).padStart(2, "0")}`,
    });
  }
};
