/**
 * The demo products that fill the listing pages (spec §1 families, §2.3 listing routes): for each
 * listing family, at least 12 products in India and at least 4 in every other demo country, over
 * several categories of the family's filter group (spec §7.3, §9), priced in the country's
 * currency, some discounted and some recommended. Together with the hand-written products of
 * ./data.ts they make the demo catalogue (./seed.ts); the counts are checked by the server tests.
 *
 * Names avoid the words the search tests look for (gift, shopping, orbit, pass, lounge, airline,
 * transfer, recharge, hoodie, food walk, kayaking), so search answers stay as they were.
 */
import type { ProductType } from "@contract/catalogue";
import { INSURANCE_CATEGORY, type ProductSeed, SWAG_FILTER_VALUE } from "./data";

/** First id of these products; ids are 70000 + family × 1000 + country × 100 + index. */
export const FIRST_LISTING_ID = 70_000;

/** The demo countries, India first (its ISO2 codes, ./../site/data.ts). */
export const LISTING_COUNTRIES = ["IN", "US", "GB", "DE", "HU", "JP", "ID", "PH"] as const;

/** Products added per family: in India, and in each other country. */
export const ADDED_IN_INDIA = 10;
export const ADDED_ELSEWHERE = 4;

/** Price steps per currency, in major units, cheapest first. */
const ladders: Readonly<Record<string, readonly number[]>> = {
  INR: [100, 250, 500, 1000, 2000, 5000],
  USD: [5, 10, 25, 50, 100, 200],
  GBP: [5, 10, 20, 50, 100, 150],
  EUR: [5, 10, 25, 50, 100, 200],
  HUF: [2000, 5000, 10000, 20000, 50000, 100000],
  JPY: [500, 1000, 3000, 5000, 10000, 20000],
  IDR: [25000, 50000, 100000, 250000, 500000, 1000000],
  PHP: [100, 250, 500, 1000, 2500, 5000],
};

const currencyOf: Readonly<Record<(typeof LISTING_COUNTRIES)[number], string>> = {
  IN: "INR",
  US: "USD",
  GB: "GBP",
  DE: "EUR",
  HU: "HUF",
  JP: "JPY",
  ID: "IDR",
  PH: "PHP",
};

const countryNames: Readonly<Record<(typeof LISTING_COUNTRIES)[number], string>> = {
  IN: "India",
  US: "the United States",
  GB: "the United Kingdom",
  DE: "Germany",
  HU: "Hungary",
  JP: "Japan",
  ID: "Indonesia",
  PH: "the Philippines",
};

/** How a family is priced: fixed values, one fixed value, or any amount in a range. */
type Pricing = "denominations" | "single" | "range";

interface FamilyPlan {
  readonly type: ProductType;
  /** Categories, cycled through in order; none for families without a filter group. */
  readonly categories: readonly number[];
  /** Name stems; each country takes its own window of them. */
  readonly names: readonly string[];
  readonly pricing: Pricing;
  /** A perk can be free: every fifth perk costs 0. */
  readonly free?: true;
  readonly describe: (name: string, country: string) => string;
}

const plans: readonly FamilyPlan[] = [
  {
    type: "vouchers",
    categories: [698, 710, 697, 701, 706, 708, 703, 1230],
    names: [
      "Bookworm Voucher",
      "Cinemax Voucher",
      "Style Street Voucher",
      "Wellness Hub Voucher",
      "Spice Route Dining Voucher",
      "Streamline Subscription Voucher",
      "Wanderlust Travel Voucher",
      "Deskwise Home Office Voucher",
      "Greengrocer Voucher",
      "Pixel Games Voucher",
      "Sneaker Lab Voucher",
      "Pharmacy Plus Voucher",
      "Bistro Central Voucher",
      "Music Box Voucher",
    ],
    pricing: "denominations",
    describe: (name, country) => `${name}: spend it in any of the brand's stores in ${country} or online.`,
  },
  {
    type: "merchandise",
    categories: [SWAG_FILTER_VALUE, 1391, 1392, 1393],
    names: [
      "Logo Water Bottle",
      "Wireless Earbuds",
      "Cast Iron Skillet",
      "Yoga Mat",
      "Team Cap",
      "Smart Watch",
      "Ceramic Dinner Set",
      "Resistance Bands",
      "Branded Tote Bag",
      "Portable Charger",
      "Knife Block Set",
      "Foam Roller",
      "Desk Organiser",
      "Noise Cancelling Headphones",
    ],
    pricing: "single",
    describe: (name, country) => `${name}, delivered anywhere in ${country}.`,
  },
  {
    type: "perks",
    categories: [1301, 1302, 1303, 1304],
    names: [
      "Design Suite Offer",
      "Bakery Breakfast Deal",
      "Gym Trial Month",
      "Weekend Stay Deal",
      "Cloud Storage Offer",
      "Juice Bar Deal",
      "Meditation App Offer",
      "Car Rental Deal",
      "Note Taking App Offer",
      "Pizza Night Deal",
      "Running Club Offer",
      "Rail Ticket Deal",
      "Photo Editor Offer",
      "Tea House Deal",
    ],
    pricing: "single",
    free: true,
    describe: (name, country) => `${name} for members in ${country}; the code arrives by e-mail.`,
  },
  {
    type: "lounge",
    categories: [1311, 1312, 1313],
    names: [
      "Terminal 1 Lounge Access",
      "Skyline Club Access",
      "Horizon Lounge Entry",
      "Departures Club Entry",
      "Runway Retreat Access",
      "Jetset Suite Entry",
      "Gateway Club Access",
      "Concourse Retreat Entry",
      "Transit Hotel Day Room",
      "Arrivals Spa Access",
      "Premium Check-in Access",
      "Priority Security Lane",
      "Boarding Club Entry",
      "Airside Suite Access",
    ],
    pricing: "single",
    describe: (name, country) => `${name} at the main airports of ${country}, one visit.`,
  },
  {
    type: "charity",
    categories: [1321, 1322, 1323],
    names: [
      "Clean Rivers Fund",
      "School Library Fund",
      "Clinic Support Fund",
      "Tree Planting Drive",
      "Scholarship Fund",
      "Disaster Relief Fund",
      "Ocean Cleanup Fund",
      "Girls Education Fund",
      "Blood Bank Support",
      "Solar Villages Fund",
      "Teacher Training Fund",
      "Food Bank Support",
      "Wildlife Rescue Fund",
      "Literacy Fund",
    ],
    pricing: "range",
    describe: (name, country) => `${name}: every donation goes to registered charities in ${country}.`,
  },
  {
    type: "airmiles",
    categories: [1331, 1332, 1333],
    names: [
      "Skyward Miles",
      "Grand Stay Points",
      "Blue Horizon Miles",
      "Resort Club Points",
      "Star Route Miles",
      "Urban Inn Points",
      "Coastal Air Miles",
      "Heritage Hotel Points",
      "Northern Wings Miles",
      "Boutique Stay Points",
      "Island Hopper Miles",
      "Suite Life Points",
      "Sunrise Air Miles",
      "City Lodge Points",
    ],
    pricing: "denominations",
    describe: (name, country) => `${name} credited to your loyalty account in ${country}.`,
  },
  {
    type: "personalize",
    categories: [1701, 1702, 1703],
    names: [
      "Engraved Desk Clock",
      "Crystal Award",
      "Printed Photo Mug",
      "Wooden Plaque",
      "Monogram Notebook",
      "Trophy Cup",
      "Custom Name Keychain",
      "Glass Star Award",
      "Embroidered Cushion",
      "Medal Set",
      "Personalised Calendar",
      "Achievement Shield",
      "Photo Frame",
      "Silver Salver",
    ],
    pricing: "single",
    describe: (name, country) => `${name}, personalised with your text and delivered in ${country}.`,
  },
  {
    type: "membership",
    categories: [],
    names: [
      "Streaming Membership",
      "Fitness Club Membership",
      "Reading Club Membership",
      "Wine Club Membership",
      "Golf Club Membership",
      "Travel Club Membership",
      "Music Membership",
      "News Membership",
      "Cinema Club Membership",
      "Learning Membership",
      "Cycling Club Membership",
      "Gourmet Club Membership",
      "Museum Membership",
      "Swim Club Membership",
    ],
    pricing: "single",
    describe: (name, country) => `A year of ${name.toLowerCase()} benefits in ${country}.`,
  },
  {
    type: "insurance",
    categories: [INSURANCE_CATEGORY],
    names: [
      "Family Health Cover",
      "Trip Cover",
      "Gadget Cover",
      "Accident Cover",
      "Senior Health Cover",
      "Home Contents Cover",
      "Two Wheeler Cover",
      "Critical Illness Cover",
      "Pet Cover",
      "Dental Cover",
      "Student Travel Cover",
      "Cyber Cover",
      "Bicycle Cover",
      "Event Cover",
    ],
    pricing: "single",
    describe: (name, country) => `${name} from a licensed insurer in ${country}, for one year.`,
  },
];

const at = <T>(items: readonly T[], index: number): T => {
  const item = items[((index % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error("empty list");
  return item;
};

const product = (
  plan: FamilyPlan,
  planIndex: number,
  country: (typeof LISTING_COUNTRIES)[number],
  countryIndex: number,
  i: number,
): ProductSeed => {
  // Each country takes its own window of names, so countries differ.
  const name = at(plan.names, countryIndex * 3 + i);
  const ladder = ladders[currencyOf[country]];
  if (ladder === undefined) throw new Error(`No prices for ${country}`);
  const step = (i + countryIndex) % 4;
  const free = plan.free === true && i % 5 === 2;
  const prices: Pick<ProductSeed, "denominations" | "min" | "max"> =
    plan.pricing === "denominations"
      ? { denominations: ladder.slice(step, step + 3) }
      : plan.pricing === "range"
        ? { denominations: [], min: at(ladder, 0), max: at(ladder, 5) }
        : { denominations: [free ? 0 : at(ladder, step + 1)] };
  // India spreads over every category; another country over two of them, its own two, so the
  // category lists differ by country.
  const category =
    plan.categories.length === 0
      ? undefined
      : at(plan.categories, countryIndex === 0 ? i : countryIndex + (i % 2));
  return {
    id: FIRST_LISTING_ID + planIndex * 1000 + countryIndex * 100 + i,
    type: plan.type,
    name,
    country,
    ...(category === undefined ? {} : { category }),
    ...prices,
    ...(i % 4 === 1 && !free ? { discount: 2 + ((i + countryIndex) % 4) * 2 } : {}),
    ...(i % 6 === 3 ? { recommended: true as const } : {}),
    description: plan.describe(name, countryNames[country]),
  };
};

/** The listing products of every family in every demo country. */
export const listingProducts: readonly ProductSeed[] = plans.flatMap((plan, planIndex) =>
  LISTING_COUNTRIES.flatMap((country, countryIndex) =>
    Array.from({ length: countryIndex === 0 ? ADDED_IN_INDIA : ADDED_ELSEWHERE }, (_, i) =>
      product(plan, planIndex, country, countryIndex, i),
    ),
  ),
);
