/**
 * Experience fixtures the domain and machine tests share: the Pottery Workshop of Bangalore (at
 * least 2 guests, at most 6, children at most 2; INR), a time slot priced per guest category, and
 * guest counts of adults and children.
 */
import type { ExperienceDetail, GuestCount, TimeSlotPricing } from "@contract/experiences";

/** Price categories of the fixtures. */
export const ADULT = 1;
export const CHILD = 2;

export const potteryWorkshop: ExperienceDetail = {
  product_id: 42002,
  name: "Pottery Workshop Bangalore",
  slug: "pottery-workshop-bangalore",
  image: "",
  city_id: 1319,
  category: "Workshops",
  duration_minutes: 180,
  price_from: 1200,
  currency_code: "INR",
  rating: 4.9,
  reviews: 128,
  city_name: "Bangalore",
  time_zone: "Asia/Kolkata",
  description: "",
  inclusions: [],
  location: "",
  cancellation: "",
  min_guests: 2,
  max_guests: 6,
  price_categories: [
    { price_category_id: ADULT, name: "Adult", min: 0, max: 6 },
    { price_category_id: CHILD, name: "Child", min: 0, max: 2 },
  ],
  conversion_ratio: 1,
};

/**
 * A time slot with an adult and a child rate; the rates' ids are 'R{firstRateId}' and
 * 'R{firstRateId + 1}'.
 */
export const pricedSlot = (
  timeSlot: string,
  seatsLeft: number,
  adult: number,
  child: number,
  firstRateId = 1,
): TimeSlotPricing => ({
  time_slot: timeSlot,
  seats_left: seatsLeft,
  rates: [
    { rate_id: `R${firstRateId}`, price_category_id: ADULT, price: adult },
    { rate_id: `R${firstRateId + 1}`, price_category_id: CHILD, price: child },
  ],
});

/** Guests of a booking: `adults` adults and `children` children. */
export const guests = (adults: number, children: number): GuestCount[] => [
  { price_category_id: ADULT, count: adults },
  { price_category_id: CHILD, count: children },
];
