/**
 * Experience calls (spec §7.3 'Experiences', §7.6 'Create experience order', 'Experience payment
 * callback ({gateway}Callback)', 'Update experience order', §7.8 getExperiencesCitiesList, §3
 * 'Experience order item', §9 city 1319, page size 10).
 *
 * Dates are the experience city's calendar days ('YYYY-MM-DD'); time slots are its local times
 * ('HH:MM'); prices are in the experience's currency, in major units.
 */

import { Schema } from "effect";
import { envelope, graph, Message, rest, Success } from "./operation";
import { GatewayCallbackAnswer, OrderAnswer, OrderRef, VoucherOrder } from "./orders";

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
  /**
   * Units of the experience's currency per rupee, as a catalogue product's conversion_ratio
   * (spec §3 'Voucher product info fields'; 1 for INR): the live total's points and the order
   * item's currency_value come from it by the catalogue's rule (src/domain/product.ts).
   */
  conversion_ratio: Schema.Number,
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

/**
 * Experience payment callback (spec §7.6 'Experience payment callback ({gateway}Callback)', §7.1
 * REST path '/{gateway}Callback'; the gateway is named 'gateway', as in the order callback
 * '/gatewayCallbackVoucher'): what the card gateway recorded for an experience order, read when
 * the hosted page sends the shopper back to '/payment-exp-callback'. An order that is not an
 * experience order, or that the key does not open, answers success 0.
 */
export const gatewayCallback = rest({
  name: "gatewayCallback",
  path: "/gatewayCallback",
  access: "either",
  body: OrderRef,
  response: GatewayCallbackAnswer,
});

/** What an experience order books, as the update answers it: confirmed once paid. */
export const ExperienceConfirmation = Schema.Struct({
  order_id: Id,
  /** 'confirmed' once the order is paid; 'released' when its payment was declined or cancelled. */
  status: Schema.Literals(["confirmed", "released"]),
  /** The booking's reference with the experience, e.g. 'EXP-7000123'; '' when released. */
  reference: Schema.String,
  product_id: Id,
  name: Schema.String,
  date: IsoDay,
  time_slot: TimeSlot,
  guests: Schema.Array(GuestCount),
  /** ISO 8601 (UTC): when the booking was first confirmed; null when released. */
  confirmed_at: Schema.NullOr(Schema.String),
});
export type ExperienceConfirmation = typeof ExperienceConfirmation.Type;

/**
 * Update experience order (spec §7.6 'Update experience order'): once its payment is settled, the
 * experience order's booking is confirmed (a paid order) or released (a declined or cancelled
 * one). The confirmation is recorded once: a repeat answers the first one. An order still
 * awaiting its payment, or that is not an experience order, answers success 0.
 */
export const updateExperienceOrder = graph({
  query: "experience.mutation.updateExperienceOrder",
  tag: "experience",
  access: "either",
  variables: Schema.Struct({ add_data: OrderRef }),
  response: envelope(
    "updateExperienceOrder",
    Schema.Struct({ success: Success, message: Message, data: Schema.optional(ExperienceConfirmation) }),
  ),
});

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
  notExperienceOrder: "This is not an experience order.",
  noGatewayPayment: "This order has no gateway payment.",
  notPaidYet: "The payment of this experience order is not complete yet.",
} as const;
