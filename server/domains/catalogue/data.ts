/**
 * Demo catalogue: the category lists per filter group and the products of every family of
 * spec §1, with the filter group and category ids of spec §9. Prices are in major units of the
 * country's currency here; the seed stores them as integer minor units.
 *
 * Countries differ in what they offer, so switching country changes the category lists.
 */
import type { ProductOption, ProductType } from "@contract/catalogue";

/** Category ids every product of a family carries (spec §9). */
export const MERCHANDISE_CATEGORY = 1271;
export const EXPERIENCE_CATEGORY = 1222;
export const INSURANCE_CATEGORY = 1233;
export const SWAG_FILTER_VALUE = 1390;

export interface CategorySeed {
  readonly id: number;
  readonly name: string;
  readonly promoted?: true;
}

/**
 * Filter values per filter group, in display order. Names are sent as stored; the client
 * title-cases them for display (spec §3), so a few are stored in other cases on purpose.
 */
export const categoryGroups: readonly {
  readonly group: number;
  readonly family: ProductType;
  readonly categories: readonly CategorySeed[];
}[] = [
  {
    group: 37,
    family: "vouchers",
    categories: [
      { id: 698, name: "Ecommerce", promoted: true },
      { id: 710, name: "Entertainment", promoted: true },
      { id: 697, name: "Fashion" },
      { id: 701, name: "Health" },
      { id: 715, name: "Health Care" },
      { id: 706, name: "Restaurant", promoted: true },
      { id: 708, name: "Subscription" },
      { id: 703, name: "Travel" },
      { id: 1230, name: "WFH" },
      { id: 1206, name: "Air Miles" },
      { id: 1274, name: "Lounge" },
    ],
  },
  {
    group: 47,
    family: "merchandise",
    categories: [
      { id: SWAG_FILTER_VALUE, name: "Swag", promoted: true },
      { id: 1391, name: "Electronics" },
      { id: 1392, name: "Home & Kitchen" },
      { id: 1393, name: "Fitness" },
    ],
  },
  {
    group: 48,
    family: "perks",
    categories: [
      { id: 1301, name: "Software & Tools" },
      { id: 1302, name: "Food & Beverage", promoted: true },
      { id: 1303, name: "Health & Fitness" },
      { id: 1304, name: "Travel Deals" },
    ],
  },
  {
    group: 51,
    family: "lounge",
    categories: [
      { id: 1311, name: "Domestic Lounges" },
      { id: 1312, name: "International Lounges" },
      { id: 1313, name: "Airport Spas" },
    ],
  },
  {
    group: 52,
    family: "charity",
    categories: [
      { id: 1321, name: "Environment" },
      { id: 1322, name: "Education" },
      { id: 1323, name: "Health & Relief" },
    ],
  },
  {
    group: 53,
    family: "airmiles",
    categories: [
      { id: 1331, name: "Airline Miles" },
      { id: 1332, name: "Hotel Loyalty" },
      { id: 1333, name: "car rental points" },
    ],
  },
  {
    group: 67,
    family: "payouts",
    categories: [
      { id: 1466, name: "UPI" },
      { id: 1465, name: "Bank Transfer" },
    ],
  },
  {
    group: 70,
    family: "personalize",
    categories: [
      { id: 1701, name: "Custom Gifts" },
      { id: 1702, name: "Awards & Trophies" },
      { id: 1703, name: "PHOTO PRINTS" },
    ],
  },
];

export interface ProductSeed {
  readonly id: number;
  readonly type: ProductType;
  readonly name: string;
  /** ISO2 code of the one country the product is sold in; its currency is the country's. */
  readonly country: string;
  /** The filter value the product is listed under; none for experiences, topup, membership, hotel. */
  readonly category?: number;
  /** Experience category name (spec §7.3 getExperiencesCategoriesList). */
  readonly experienceCategory?: string;
  /** Fixed values in major units; empty when any amount in [min, max] is accepted. */
  readonly denominations: readonly number[];
  readonly min?: number;
  readonly max?: number;
  /** spl_discount and spl_charge, in percent. */
  readonly discount?: number;
  readonly charge?: number;
  readonly recommended?: true;
  readonly importantInfo?: string;
  readonly description: string;
}

export const products: readonly ProductSeed[] = [
  // Gift cards (vouchers, filter group 37), India.
  {
    id: 28487,
    type: "vouchers",
    name: "Mobile Wallet Gift Card",
    country: "IN",
    category: 698,
    denominations: [100, 250, 500, 1000],
    importantInfo: "Only one mobile wallet gift card can be bought per order, in a quantity of one.",
    description: "Load the amount straight into your mobile wallet and pay anywhere it is accepted.",
  },
  {
    id: 28501,
    type: "vouchers",
    name: "Shopping Gift Card",
    country: "IN",
    category: 698,
    denominations: [500, 1000, 2000],
    discount: 2,
    description: "Shop millions of products online, from books to electronics.",
  },
  {
    id: 50866,
    type: "vouchers",
    name: "Orbit Shopping Gift Card",
    country: "IN",
    category: 698,
    denominations: [500, 1000, 2000, 5000],
    discount: 3,
    recommended: true,
    description: "Everything from groceries to gadgets at Orbit, delivered to your door.",
  },
  {
    id: 51270,
    type: "vouchers",
    name: "Reel Cinema Gift Card",
    country: "IN",
    category: 710,
    denominations: [250, 500, 1000],
    discount: 5,
    recommended: true,
    description: "Movie tickets, popcorn and combos at every Reel Cinema screen.",
  },
  {
    id: 40211,
    type: "vouchers",
    name: "Fashion Gift Card",
    country: "IN",
    category: 697,
    denominations: [1000, 2000, 5000],
    discount: 4,
    importantInfo: "Valid on full-price items only.",
    description: "Clothing, footwear and accessories from leading fashion labels.",
  },
  {
    id: 40102,
    type: "vouchers",
    name: "Vital Pharmacy Gift Card",
    country: "IN",
    category: 701,
    denominations: [500, 1000],
    discount: 2,
    description: "Medicines, vitamins and personal care at Vital Pharmacy stores.",
  },
  {
    id: 40103,
    type: "vouchers",
    name: "CarePlus Health Check Voucher",
    country: "IN",
    category: 715,
    denominations: [1500, 3000],
    discount: 6,
    description: "A full-body health check at any CarePlus clinic.",
  },
  {
    id: 40582,
    type: "vouchers",
    name: "Dining Gift Card",
    country: "IN",
    category: 706,
    denominations: [500, 1000, 2000],
    discount: 7.5,
    recommended: true,
    description: "Dine at more than 2,000 partner restaurants across India.",
  },
  {
    id: 40105,
    type: "vouchers",
    name: "StreamBox Subscription Card",
    country: "IN",
    category: 708,
    denominations: [199, 499, 999],
    charge: 2,
    description: "Months of films and series on StreamBox.",
  },
  {
    id: 40106,
    type: "vouchers",
    name: "Wander Travel Gift Card",
    country: "IN",
    category: 703,
    denominations: [],
    min: 1000,
    max: 50000,
    discount: 2.5,
    description: "Flights, hotels and holidays booked with Wander Travel, any amount you choose.",
  },
  {
    id: 40107,
    type: "vouchers",
    name: "HomeDesk WFH Essentials Card",
    country: "IN",
    category: 1230,
    denominations: [1000, 2500],
    discount: 3,
    description: "Chairs, desks and accessories for working from home.",
  },
  {
    id: 40108,
    type: "vouchers",
    name: "CloudMiles Air Miles Card",
    country: "IN",
    category: 1206,
    denominations: [1000, 5000],
    discount: 1,
    description: "Convert into air miles with partner airlines.",
  },
  {
    id: 40109,
    type: "vouchers",
    name: "Transit Lounge Gift Card",
    country: "IN",
    category: 1274,
    denominations: [1500, 3000],
    description: "Relax in airport lounges before your flight.",
  },
  // Gift cards in other countries and currencies.
  {
    id: 40201,
    type: "vouchers",
    name: "Orbit Shopping Gift Card",
    country: "US",
    category: 698,
    denominations: [10, 25, 50, 100],
    discount: 2,
    recommended: true,
    description: "Everything from groceries to gadgets at Orbit, delivered to your door.",
  },
  {
    id: 40202,
    type: "vouchers",
    name: "Reel Cinema Gift Card",
    country: "US",
    category: 710,
    denominations: [15, 30],
    discount: 4,
    description: "Movie tickets, popcorn and combos at every Reel Cinema screen.",
  },
  {
    id: 40377,
    type: "vouchers",
    name: "Streaming Gift Card",
    country: "US",
    category: 708,
    denominations: [25, 50],
    description: "Films, series and live sport on your favourite streaming service.",
  },
  {
    id: 40204,
    type: "vouchers",
    name: "Threads Fashion Gift Card",
    country: "US",
    category: 697,
    denominations: [25, 50, 100],
    discount: 3,
    description: "Clothing, footwear and accessories at Threads.",
  },
  {
    id: 40301,
    type: "vouchers",
    name: "Orbit Shopping Gift Card",
    country: "GB",
    category: 698,
    denominations: [10, 20, 50],
    discount: 2,
    description: "Everything from groceries to gadgets at Orbit, delivered to your door.",
  },
  {
    id: 40302,
    type: "vouchers",
    name: "Spice Route Dining Gift Card",
    country: "GB",
    category: 706,
    denominations: [25, 50],
    discount: 5,
    description: "Dinner for two at Spice Route restaurants across the UK.",
  },
  {
    id: 40303,
    type: "vouchers",
    name: "Wander Travel Gift Card",
    country: "GB",
    category: 703,
    denominations: [],
    min: 50,
    max: 1000,
    discount: 1.5,
    description: "Flights, hotels and holidays booked with Wander Travel, any amount you choose.",
  },
  {
    id: 40401,
    type: "vouchers",
    name: "Orbit Shopping Gift Card",
    country: "DE",
    category: 698,
    denominations: [15, 25, 50],
    discount: 2,
    recommended: true,
    description: "Everything from groceries to gadgets at Orbit, delivered to your door.",
  },
  {
    id: 40402,
    type: "vouchers",
    name: "StreamBox Subscription Card",
    country: "DE",
    category: 708,
    denominations: [10, 25],
    description: "Months of films and series on StreamBox.",
  },
  {
    id: 40501,
    type: "vouchers",
    name: "Orbit Shopping Gift Card",
    country: "JP",
    category: 698,
    denominations: [1000, 3000, 5000],
    discount: 2,
    description: "Everything from groceries to gadgets at Orbit, delivered to your door.",
  },
  {
    id: 40502,
    type: "vouchers",
    name: "Reel Cinema Gift Card",
    country: "JP",
    category: 710,
    denominations: [1500, 3000],
    discount: 3,
    description: "Movie tickets, popcorn and combos at every Reel Cinema screen.",
  },
  {
    id: 40601,
    type: "vouchers",
    name: "Threads Fashion Gift Card",
    country: "HU",
    category: 697,
    denominations: [5000, 10000, 20000],
    discount: 3,
    description: "Clothing, footwear and accessories at Threads.",
  },
  {
    id: 40701,
    type: "vouchers",
    name: "Spice Route Dining Gift Card",
    country: "ID",
    category: 706,
    denominations: [100000, 250000],
    discount: 4,
    description: "Dinner for two at Spice Route restaurants across Indonesia.",
  },
  {
    id: 40801,
    type: "vouchers",
    name: "Orbit Shopping Gift Card",
    country: "PH",
    category: 698,
    denominations: [500, 1000, 2500],
    discount: 2,
    description: "Everything from groceries to gadgets at Orbit, delivered to your door.",
  },
  // Insurance (category 1233).
  {
    id: 41001,
    type: "insurance",
    name: "SecureLife Term Insurance",
    country: "IN",
    category: 1233,
    denominations: [],
    min: 5000,
    max: 50000,
    description: "A year of term life cover, premium paid from your rewards.",
  },
  {
    id: 41002,
    type: "insurance",
    name: "HealthShield Family Cover",
    country: "IN",
    category: 1233,
    denominations: [7500, 15000],
    description: "Health insurance for a family of four for one year.",
  },
  // Experiences (category 1222).
  {
    id: 61022,
    type: "experience",
    name: "Sunset Kayaking in Bangalore",
    country: "IN",
    experienceCategory: "Adventure",
    denominations: [4500],
    recommended: true,
    description: "Paddle across a quiet lake at sunset with a trained guide.",
  },
  {
    id: 42002,
    type: "experience",
    name: "Pottery Workshop Bangalore",
    country: "IN",
    experienceCategory: "Workshops",
    denominations: [1800],
    description: "Three hours at the wheel with a master potter; take your pieces home.",
  },
  {
    id: 42003,
    type: "experience",
    name: "Ayurvedic Spa Day Mumbai",
    country: "IN",
    experienceCategory: "Wellness",
    denominations: [4500],
    discount: 5,
    description: "A full day of treatments at a seaside spa.",
  },
  {
    id: 42004,
    type: "experience",
    name: "Old Delhi Food Walk",
    country: "IN",
    experienceCategory: "Dining",
    denominations: [1200],
    description: "Taste the lanes of Old Delhi with a local guide.",
  },
  {
    id: 42101,
    type: "experience",
    name: "Harbour Food Walk San Francisco",
    country: "US",
    experienceCategory: "Dining",
    denominations: [65],
    description: "Chowder, sourdough and the best views of the bay.",
  },
  {
    id: 42102,
    type: "experience",
    name: "Grand Canyon Helicopter Tour",
    country: "US",
    experienceCategory: "Adventure",
    denominations: [299],
    recommended: true,
    description: "Fly over the canyon rim at sunrise.",
  },
  {
    id: 42201,
    type: "experience",
    name: "Thames Evening Cruise",
    country: "GB",
    experienceCategory: "Sightseeing",
    denominations: [45],
    description: "London's landmarks lit up, seen from the river.",
  },
  {
    id: 42401,
    type: "experience",
    name: "Berlin Street Art Tour",
    country: "DE",
    experienceCategory: "Sightseeing",
    denominations: [35],
    description: "Murals and stories of Kreuzberg with a local artist.",
  },
  {
    id: 42501,
    type: "experience",
    name: "Kyoto Tea Ceremony",
    country: "JP",
    experienceCategory: "Workshops",
    denominations: [6000],
    description: "A traditional tea ceremony in a machiya townhouse.",
  },
  // Merchandise (category 1271, filter group 47; swag is filter value 1390).
  {
    id: 43001,
    type: "merchandise",
    name: "Noise-Cancelling Headphones",
    country: "IN",
    category: 1391,
    denominations: [7999],
    discount: 5,
    recommended: true,
    description: "Over-ear headphones with 30 hours of battery.",
  },
  {
    id: 43002,
    type: "merchandise",
    name: "Steel Water Bottle",
    country: "IN",
    category: SWAG_FILTER_VALUE,
    denominations: [899],
    description: "A 750 ml insulated bottle with your company logo.",
  },
  {
    id: 43003,
    type: "merchandise",
    name: "Branded Hoodie",
    country: "IN",
    category: SWAG_FILTER_VALUE,
    denominations: [1999],
    description: "A soft cotton hoodie with your company logo.",
  },
  {
    id: 43004,
    type: "merchandise",
    name: "Ceramic Cookware Set",
    country: "IN",
    category: 1392,
    denominations: [4999],
    discount: 10,
    description: "Five non-stick ceramic pans and pots.",
  },
  {
    id: 43005,
    type: "merchandise",
    name: "Cork Yoga Mat",
    country: "IN",
    category: 1393,
    denominations: [1299],
    description: "A natural cork mat with a carry strap.",
  },
  {
    id: 43101,
    type: "merchandise",
    name: "Smart Fitness Band",
    country: "US",
    category: 1393,
    denominations: [49.99],
    description: "Steps, sleep and heart rate on your wrist.",
  },
  {
    id: 31390,
    type: "merchandise",
    name: "Team Hoodie",
    country: "US",
    category: SWAG_FILTER_VALUE,
    denominations: [30],
    description: "A soft cotton hoodie with your team's logo.",
  },
  {
    id: 43201,
    type: "merchandise",
    name: "Wireless Earbuds",
    country: "GB",
    category: 1391,
    denominations: [59],
    description: "True wireless earbuds with a charging case.",
  },
  // Offers (perks, filter group 48); some are free.
  {
    id: 44001,
    type: "perks",
    name: "CloudDesk Pro Annual Plan",
    country: "IN",
    category: 1301,
    denominations: [4999],
    discount: 20,
    recommended: true,
    description: "20% off a year of CloudDesk Pro project management.",
  },
  {
    id: 44002,
    type: "perks",
    name: "Free Coffee at SipHouse",
    country: "IN",
    category: 1302,
    denominations: [0],
    description: "A free handcrafted coffee at any SipHouse cafe.",
  },
  {
    id: 44003,
    type: "perks",
    name: "FitZone Gym Month Pass",
    country: "IN",
    category: 1303,
    denominations: [999],
    discount: 15,
    description: "A month of unlimited access to FitZone gyms.",
  },
  {
    id: 44004,
    type: "perks",
    name: "Weekend Hotel Deal",
    country: "IN",
    category: 1304,
    denominations: [0],
    description: "An extra night free on weekend stays at partner hotels.",
  },
  {
    id: 44005,
    type: "perks",
    name: "Free Popcorn at CineMax",
    country: "IN",
    category: 1302,
    denominations: [0],
    description: "A free large popcorn at any CineMax cinema, while the last one lasts.",
  },
  {
    id: 44101,
    type: "perks",
    name: "FitZone Gym Month Pass",
    country: "US",
    category: 1303,
    denominations: [29],
    discount: 15,
    description: "A month of unlimited access to FitZone gyms.",
  },
  {
    id: 44201,
    type: "perks",
    name: "Free Coffee at SipHouse",
    country: "GB",
    category: 1302,
    denominations: [0],
    description: "A free handcrafted coffee at any SipHouse cafe.",
  },
  // Airport lounges (filter group 51).
  {
    id: 45001,
    type: "lounge",
    name: "Domestic Lounge Pass",
    country: "IN",
    category: 1311,
    denominations: [1200],
    description: "One visit to a domestic airport lounge in India.",
  },
  {
    id: 45002,
    type: "lounge",
    name: "International Lounge Pass",
    country: "IN",
    category: 1312,
    denominations: [2800],
    recommended: true,
    description: "One visit to an international airport lounge in India.",
  },
  {
    id: 45101,
    type: "lounge",
    name: "JFK Lounge Pass",
    country: "US",
    category: 1312,
    denominations: [45],
    description: "Three hours in a lounge at JFK Terminal 4.",
  },
  {
    id: 45201,
    type: "lounge",
    name: "Heathrow Lounge Pass",
    country: "GB",
    category: 1312,
    denominations: [35],
    description: "Three hours in a lounge at Heathrow Terminal 5.",
  },
  // Charities (filter group 52).
  {
    id: 46001,
    type: "charity",
    name: "Plant a Tree",
    country: "IN",
    category: 1321,
    denominations: [100, 500, 1000],
    description: "Every 100 rupees plants and tends one native tree.",
  },
  {
    id: 46002,
    type: "charity",
    name: "Support a Child's Education",
    country: "IN",
    category: 1322,
    denominations: [500, 1000, 2500],
    description: "Books, uniforms and fees for a child for a school term.",
  },
  {
    id: 46101,
    type: "charity",
    name: "Clean Water Fund",
    country: "US",
    category: 1323,
    denominations: [10, 25, 50],
    description: "Wells and filters for communities without safe water.",
  },
  {
    id: 46401,
    type: "charity",
    name: "Forest Fund",
    country: "DE",
    category: 1321,
    denominations: [5, 10, 20],
    description: "Restores native forest in central Europe.",
  },
  // Airline miles (filter group 53).
  {
    id: 47001,
    type: "airmiles",
    name: "SkyHigh Airline Miles",
    country: "IN",
    category: 1331,
    denominations: [1000, 2500, 5000],
    description: "Miles credited to your SkyHigh frequent-flyer account.",
  },
  {
    id: 47002,
    type: "airmiles",
    name: "StayPoints Hotel Loyalty",
    country: "IN",
    category: 1332,
    denominations: [1000, 2000],
    description: "Points credited to your StayPoints hotel account.",
  },
  {
    id: 47101,
    type: "airmiles",
    name: "SkyHigh Airline Miles",
    country: "US",
    category: 1331,
    denominations: [25, 50],
    description: "Miles credited to your SkyHigh frequent-flyer account.",
  },
  {
    id: 47501,
    type: "airmiles",
    name: "SkyHigh Airline Miles",
    country: "JP",
    category: 1331,
    denominations: [3000],
    description: "Miles credited to your SkyHigh frequent-flyer account.",
  },
  // Mobile recharge (topup, filter group 61).
  {
    id: 48001,
    type: "topup",
    name: "Prepaid Mobile Recharge India",
    country: "IN",
    denominations: [],
    min: 10,
    max: 5000,
    description: "Recharge any prepaid mobile number in India.",
  },
  {
    id: 48701,
    type: "topup",
    name: "Pulsa Mobile Top-up Indonesia",
    country: "ID",
    denominations: [],
    min: 10000,
    max: 1000000,
    description: "Top up any prepaid mobile number in Indonesia.",
  },
  {
    id: 48801,
    type: "topup",
    name: "Prepaid Load Philippines",
    country: "PH",
    denominations: [],
    min: 50,
    max: 5000,
    description: "Load any prepaid mobile number in the Philippines.",
  },
  // Cash out (payouts, filter group 67): UPI 1466, bank 1465.
  {
    id: 49001,
    type: "payouts",
    name: "Transfer to UPI",
    country: "IN",
    category: 1466,
    denominations: [],
    min: 100,
    max: 50000,
    description: "Send the amount to any UPI id.",
  },
  {
    id: 49002,
    type: "payouts",
    name: "Transfer to Bank Account",
    country: "IN",
    category: 1465,
    denominations: [],
    min: 500,
    max: 200000,
    description: "Send the amount to an Indian bank account by IMPS.",
  },
  // Personalized category (filter group 70).
  {
    id: 49501,
    type: "personalize",
    name: "Personalised Photo Mug",
    country: "IN",
    category: 1701,
    denominations: [699],
    description: "A ceramic mug printed with a photo of your choice.",
  },
  {
    id: 49502,
    type: "personalize",
    name: "Engraved Desk Plaque",
    country: "IN",
    category: 1702,
    denominations: [1499],
    description: "A walnut desk plaque engraved with your name and title.",
  },
  // Membership custom category (client 5179).
  {
    id: 49801,
    type: "membership",
    name: "Club Annual Membership",
    country: "IN",
    denominations: [4999],
    description: "A year of member benefits at the club.",
  },
  {
    id: 49802,
    type: "membership",
    name: "Club Quarterly Membership",
    country: "IN",
    denominations: [1499],
    description: "Three months of member benefits at the club.",
  },
  // Hotel bookings (spec §9: hotel product id 55399); not listed nor searchable.
  {
    id: 55399,
    type: "hotel",
    name: "Hotel Booking",
    country: "IN",
    denominations: [],
    min: 1000,
    max: 500000,
    description: "A hotel stay booked through the hotel search.",
  },
];

/**
 * The options of the merchandise products that have some (size, colour): each must be chosen
 * before the product is added to the cart. Other products have none.
 */
export const productOptions: Readonly<Record<number, readonly ProductOption[]>> = {
  43003: [
    { name: "Size", values: ["S", "M", "L", "XL"] },
    { name: "Colour", values: ["Black", "Grey"] },
  ],
};

/**
 * Demo product ids other parts of the storefront rely on: one list per family (several
 * currencies where the family has them), and the special products of spec §9.
 */
export const demoProducts = {
  /** The single-unit mobile-wallet gift card (spec §5, §9). */
  singleUnit: 28487,
  /** Products for which the payment gateway is disabled (spec §9). */
  gatewayDisabled: [50866, 51270],
  /** The hotel product (spec §9). */
  hotel: 55399,
  byFamily: {
    vouchers: [
      28487, 28501, 50866, 51270, 40211, 40582, 40201, 40377, 40301, 40401, 40501, 40601, 40701, 40801,
    ],
    insurance: [41001, 41002],
    experience: [61022, 42002, 42101, 42201, 42401, 42501],
    merchandise: [43001, 43002, 43003, 31390, 43101, 43201],
    perks: [44001, 44002, 44003, 44101, 44201],
    lounge: [45001, 45002, 45101, 45201],
    charity: [46001, 46002, 46101, 46401],
    airmiles: [47001, 47002, 47101, 47501],
    topup: [48001, 48701, 48801],
    payouts: [49001, 49002],
    personalize: [49501, 49502],
    membership: [49801, 49802],
    hotel: [55399],
  },
} as const satisfies {
  readonly singleUnit: number;
  readonly gatewayDisabled: readonly number[];
  readonly hotel: number;
  readonly byFamily: Readonly<Record<ProductType, readonly number[]>>;
};

/** Texts every product of a family shares; {supportEmail} is filled in when answering. */
export const familyTexts: Readonly<
  Record<ProductType, { readonly howToUse: string; readonly terms: string; readonly validity: string }>
> = {
  vouchers: {
    howToUse: "Add the gift card to your cart, pay at checkout and find the code in your e-mail and orders.",
    terms: "Gift cards cannot be exchanged for cash. For help, write to {supportEmail}.",
    validity: "Valid for 12 months from the date of issue.",
  },
  insurance: {
    howToUse: "Buy the plan and complete the insurer's short form sent to your e-mail.",
    terms: "Cover is subject to the insurer's policy wording. For help, write to {supportEmail}.",
    validity: "Cover starts within 7 days of purchase and lasts one year.",
  },
  experience: {
    howToUse: "Pick a date and time slot; the confirmation arrives by e-mail.",
    terms: "Rescheduling is free up to 48 hours before the slot. For help, write to {supportEmail}.",
    validity: "Book a slot within 6 months of purchase.",
  },
  merchandise: {
    howToUse: "Order the item; it is shipped to the address given at checkout.",
    terms: "Delivered only within the selected country. For help, write to {supportEmail}.",
    validity: "Delivered within 10 working days.",
  },
  personalize: {
    howToUse: "Order the item and send the text or photo to personalise it when asked.",
    terms: "Personalised items cannot be returned. For help, write to {supportEmail}.",
    validity: "Delivered within 15 working days.",
  },
  perks: {
    howToUse: "Claim the offer; the offer code and the steps to use it arrive by e-mail.",
    terms: "One offer per user. For help, write to {supportEmail}.",
    validity: "Use the offer within 3 months.",
  },
  lounge: {
    howToUse: "Show the pass at the lounge reception with your boarding pass.",
    terms: "Entry is subject to lounge capacity. For help, write to {supportEmail}.",
    validity: "Valid for 6 months from purchase.",
  },
  charity: {
    howToUse: "Choose an amount; the charity sends a receipt to your e-mail.",
    terms: "Donations cannot be refunded. For help, write to {supportEmail}.",
    validity: "Not applicable.",
  },
  airmiles: {
    howToUse: "Enter your loyalty member id at checkout; miles are credited within 7 days.",
    terms: "Miles follow the airline's loyalty rules. For help, write to {supportEmail}.",
    validity: "Miles expire as per the loyalty programme.",
  },
  topup: {
    howToUse: "Enter the mobile number and amount; the recharge is applied within minutes.",
    terms: "Recharges cannot be reversed. For help, write to {supportEmail}.",
    validity: "Applied immediately.",
  },
  payouts: {
    howToUse: "Enter the account details and amount; the transfer is sent within one working day.",
    terms: "Transfers to wrong details cannot be reversed. For help, write to {supportEmail}.",
    validity: "Processed within one working day.",
  },
  membership: {
    howToUse: "Buy the membership; your member card arrives by e-mail.",
    terms: "Memberships are personal and cannot be transferred. For help, write to {supportEmail}.",
    validity: "Starts on the date of purchase.",
  },
  hotel: {
    howToUse: "Search for a hotel, pick a room and pay at checkout.",
    terms: "Cancellation follows the hotel's policy. For help, write to {supportEmail}.",
    validity: "For the dates booked.",
  },
};
