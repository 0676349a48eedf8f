/**
 * Experience calls (spec §7.3 'Experiences', §7.6 'Create experience order', §7.8
 * getExperiencesCitiesList, §3 'Experience order item', §9 city 1319, page size 10).
 *
 * Dates are the experience city's calendar days ('YYYY-MM-DD'); time slots are its local times
 * ('HH:MM'); prices are in the experience's currency, in major units.
 */

import { Schema } from "effect";
import { envelope, graph, Message, rest, Success } from "./operation";
import { OrderAnswer, VoucherOrder } from "./orders";

/** Experiences a listing page holds (spec §9 'Page sizes: ... experience ... 10'). */
export const EXPERIENCE_PAGE_SIZE = 10;

/** The default city (spec §9 'City id 1319 (Bangalore)'). */
export const DEFAULT_CITY_ID = 1319;

const Id = Schema.Number.check(Schema.isInt(), Schema.isGreaterThan(0));
const Count = Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0));
const IsoDay = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/));
const TimeSlot = Schema.String.check(Schema.isPattern(/^\d{2}:\d{2}$/));
const Price = Schema.Number.check(Schema.isFinite(), Schema.isGreaterThanOrEqualTo(0));

export const ExperienceCity = Schema.Struct({
  city_id: Id,
  name: Schema.String,
  /** The IANA time zone its dates and slots are in. */
  time_zone: Schema.String,
});
export type ExperienceCity = typeof ExperienceCity.Type;

/** getExperiencesCitiesList {countryCode}: the country's cities and its experience categories. */
export const getExperiencesCitiesList = graph({
  query: "experience.query.getExperiencesCitiesList",
  tag: "experience",
  access: "either",
  variables: Schema.Struct({ countryCode: Schema.String.check(Schema.isPattern(/^[A-Za-z]{2}$/)) }),
  response: envelope(
    "getExperiencesCitiesList",
    Schema.Struct({
      success: Success,
      cities: Schema.Array(ExperienceCity),
      categories: Schema.Array(Schema.String),
    }),
  ),
});

export const ExperienceSort = Schema.Literals(["popular", "price_asc", "price_desc", "rating"]);
export type ExperienceSort = typeof ExperienceSort.Type;

/** One experience as a listing card shows it. */
export const ExperienceCard = Schema.Struct({
  product_id: Id,
  name: Schema.String,
  slug: Schema.String,
  image: Schema.String,
  city_id: Id,
  category: Schema.String,
  duration_minutes: Count,
  /** The lowest rate of any guest category. */
  price_from: Price,
  currency_code: Schema.String,
  /** Out of 5; null when not rated yet. */
  rating: Schema.NullOr(Schema.Number),
  reviews: Count,
});
export type ExperienceCard = typeof ExperienceCard.Type;

export const ExperienceListInput = Schema.Struct({
  city_id: Id,
  categories: Schema.Array(Schema.String.check(Schema.isMaxLength(60))).check(Schema.isMaxLength(20)),
  /** A tag (getQueryBasedTags) the experiences carry; '' for none. */
  tag: Schema.String.check(Schema.isMaxLength(60)),
  sort: ExperienceSort,
  offset: Count,
  limit: Schema.Number.check(
    Schema.isInt(),
    Schema.isGreaterThanOrEqualTo(1),
    Schema.isLessThanOrEqualTo(50),
  ),
});
export type ExperienceListInput = typeof ExperienceListInput.Type;

/** Experiences list {add_data} (spec §7.3). */
export const getExperiencesList = graph({
  query: "experience.query.getExperiencesList",
  tag: "experience",
  access: "either",
  variables: Schema.Struct({ add_data: ExperienceListInput }),
  response: envelope(
    "getExperiencesList",
    Schema.Struct({
      success: Success,
      message: Message,
      data: Schema.optional(Schema.Struct({ total: Count, experiences: Schema.Array(ExperienceCard) })),
    }),
  ),
});

/** A guest category with its own rate (spec §3 price_category_id), e.g. adult, child. */
export const PriceCategory = Schema.Struct({
  price_category_id: Id,
  name: Schema.String,
  /** How many guests of this category one booking takes at least and at most. */
  min: Count,
  max: Count,
});
export type PriceCategory = typeof PriceCategory.Type;

export const ExperienceDetail = Schema.Struct({
  ...ExperienceCard.fields,
  city_name: Schema.String,
  time_zone: Schema.String,
  description: Schema.String,
  inclusions: Schema.Array(Schema.String),
  location: Schema.String,
  cancellation: Schema.String,
  /** Guests of one booking, every category together. */
  min_guests: Id,
  max_guests: Id,
  price_categories: Schema.Array(PriceCategory),
});
export type ExperienceDetail = typeof ExperienceDetail.Type;

const ProductInput = Schema.Struct({ add_data: Schema.Struct({ product_id: Id }) });

/** fetchExpById (spec §7.3). */
export const fetchExpById = graph({
  query: "experience.query.fetchExpById",
  tag: "experience",
  access: "either",
  variables: ProductInput,
  response: envelope(
    "fetchExpById",
    Schema.Struct({ success: Success, message: Message, data: Schema.optional(ExperienceDetail) }),
  ),
});

export const AvailableDate = Schema.Struct({
  date: IsoDay,
  /** Time slots with seats left on that day. */
  slots_left: Count,
});
export type AvailableDate = typeof AvailableDate.Type;

/** fetchAvailableDates (spec §7.3): the bookable days from the city's today, sold-out days left out. */
export const fetchAvailableDates = graph({
  query: "experience.query.fetchAvailableDates",
  tag: "experience",
  access: "either",
  variables: ProductInput,
  response: envelope(
    "fetchAvailableDates",
    Schema.Struct({
      success: Success,
      message: Message,
      data: Schema.optional(
        Schema.Struct({ today: IsoDay, last: IsoDay, dates: Schema.Array(AvailableDate) }),
      ),
    }),
  ),
});

export const SlotRate = Schema.Struct({
  /** The rate's id (spec §3 preferredRate). */
  rate_id: Schema.String,
  price_category_id: Id,
  price: Price,
});
export type SlotRate = typeof SlotRate.Type;

export const TimeSlotPricing = Schema.Struct({
  time_slot: TimeSlot,
  seats_left: Count,
  rates: Schema.Array(SlotRate),
});
export type TimeSlotPricing = typeof TimeSlotPricing.Type;

/** fetchAvailabilityPricing (spec §7.3): the day's time slots with their rates per guest category. */
export const fetchAvailabilityPricing = graph({
  query: "experience.query.fetchAvailabilityPricing",
  tag: "experience",
  access: "either",
  variables: Schema.Struct({ add_data: Schema.Struct({ product_id: Id, date: IsoDay }) }),
  response: envelope(
    "fetchAvailabilityPricing",
    Schema.Struct({
      success: Success,
      message: Message,
      data: Schema.optional(
        Schema.Struct({ date: IsoDay, currency_code: Schema.String, slots: Schema.Array(TimeSlotPricing) }),
      ),
    }),
  ),
});

/** Tags matching a query in a city (spec §7.3 'Experience tags' filter/getQueryBasedTags). */
export const getQueryBasedTags = rest({
  name: "getQueryBasedTags",
  path: "/filter/getQueryBasedTags",
  access: "either",
  body: Schema.Struct({ query: Schema.String.check(Schema.isMaxLength(60)), city_id: Id }),
  response: Schema.Struct({ success: Success, tags: Schema.Array(Schema.String) }),
});

/** Guests of one price category in a booking. */
export const GuestCount = Schema.Struct({ price_category_id: Id, count: Count });
export type GuestCount = typeof GuestCount.Type;

/** What the experience order books (spec §3 Experience order item): product, day, slot, guests. */
export const ExperienceBooking = Schema.Struct({
  expProductId: Id,
  preferredDate: IsoDay,
  preferredTimeSlot: TimeSlot,
  guests: Schema.Array(GuestCount).check(Schema.isMinLength(1), Schema.isMaxLength(10)),
});
export type ExperienceBooking = typeof ExperienceBooking.Type;

/**
 * Create experience order {expOrder} (spec §7.6): the payment split and buyer of a voucher order
 * whose one line is the experience, and the booking. The server prices the booking from its
 * availability (the line's price must equal it) and refuses a slot sold out meanwhile.
 */
export const experienceOrder = graph({
  query: "experience.mutation.experienceOrder",
  tag: "experience",
  access: "either",
  extraHeaders: ["Content-Language"],
  variables: Schema.Struct({
    expOrder: Schema.Struct({ ...VoucherOrder.fields, booking: ExperienceBooking }),
  }),
  response: envelope("experienceOrder", OrderAnswer),
});
export type ExperienceOrder = (typeof experienceOrder.variables.Type)["expOrder"];

/** Texts of the reference API's refusals, shown as they come. */
export const ExperienceTexts = {
  notFound: "This experience is no longer available.",
  dateUnavailable: "This date is not available for this experience. Choose another date.",
  slotSoldOut: "This time slot has just sold out. Choose another time or date.",
  slotUnknown: "This time slot is not offered on that date. Choose another time.",
  tooFewGuests: (min: number) => `This experience needs at least ${min} guests.`,
  tooManyGuests: (max: number) => `This experience takes at most ${max} guests per booking.`,
  categoryLimit: (name: string, min: number, max: number) =>
    `${name}: choose between ${min} and ${max} guests.`,
  seatsLeft: (left: number) => `Only ${left} seats are left in this time slot.`,
  priceChanged: "The price of this booking has changed. Check the total and book again.",
} as const;
