/**
 * Experience booking rules (spec §3 'Experience order item', §4 'Cart rules' at most one
 * experience, category 1222, §9 city 1319): guest counts within the product's limits, the total
 * as the sum over guest categories of count × rate in minor units, the order item kept in local
 * storage under 'experiences' (one item only), and the voucher-style cart line it becomes.
 * Shared by the storefront and the reference API; pure.
 */

import type {
  ExperienceBooking,
  ExperienceConfirmation,
  ExperienceDetail,
  GuestCount,
  PriceCategory,
  SlotRate,
  TimeSlotPricing,
} from "@contract/experiences";
import { EXPERIENCE_CATEGORY_ID, type LineKey } from "./cart";
import { convertMoney, err, fromMinor, INR, ok, type Result, rateOf, toMinor } from "./money";
import { baseConversionValueOf, pointsOfPrice } from "./product";

/** The local-storage key of the experience order item (spec §3). */
export const EXPERIENCES_STORAGE_KEY = "experiences";

/** The filter group an experience order line carries: the experience category (spec §9). */
export const EXPERIENCE_GROUP_ID = Number(EXPERIENCE_CATEGORY_ID);

// ---------------------------------------------------------------------------------------------
// Guests

/** Why a choice of guests cannot be booked. */
export type GuestProblem =
  | { readonly kind: "none" }
  | { readonly kind: "too-few"; readonly min: number }
  | { readonly kind: "too-many"; readonly max: number }
  | {
      readonly kind: "category";
      readonly name: string;
      readonly min: number;
      readonly max: number;
    }
  | { readonly kind: "seats"; readonly left: number };

/**
 * The guest categories the storefront words in the shopper's language: a price category's name is
 * the API's data (the reference API's are Adult, Child and Senior), so a known one is shown by its
 * key in the message table, any other by its own name.
 */
export const GUEST_CATEGORIES = ["adult", "child", "senior"] as const;
export type GuestCategory = (typeof GUEST_CATEGORIES)[number];

const GUEST_CATEGORY_WORDS: Readonly<Record<string, GuestCategory>> = {
  adult: "adult",
  adults: "adult",
  child: "child",
  children: "child",
  senior: "senior",
  seniors: "senior",
};

/** The known guest category a price category's name stands for ('Adult', 'children' → 'child'), or null. */
export const guestCategoryOf = (name: string): GuestCategory | null =>
  GUEST_CATEGORY_WORDS[name.trim().toLowerCase()] ?? null;

/** The guests counted over every category. */
export const guestTotal = (guests: readonly GuestCount[]): number =>
  guests.reduce((sum, guest) => sum + guest.count, 0);

/** A count of a category not listed, or 0 when none. */
export const countOf = (guests: readonly GuestCount[], categoryId: number): number =>
  guests.find((guest) => guest.price_category_id === categoryId)?.count ?? 0;

type Limits = Pick<ExperienceDetail, "min_guests" | "max_guests"> & {
  readonly price_categories: readonly PriceCategory[];
};

/**
 * The first problem with `guests` (null when bookable): no guest at all, a category outside its
 * own limits, fewer than the product's minimum, more than its maximum, more than the seats left
 * in the slot (when known).
 */
export const guestProblem = (
  limits: Limits,
  guests: readonly GuestCount[],
  seatsLeft: number | null = null,
): GuestProblem | null => {
  const total = guestTotal(guests);
  if (total === 0) return { kind: "none" };
  const known = new Set(limits.price_categories.map((category) => category.price_category_id));
  if (guests.some((guest) => !Number.isInteger(guest.count) || guest.count < 0)) return { kind: "none" };
  if (guests.some((guest) => guest.count > 0 && !known.has(guest.price_category_id))) return { kind: "none" };
  for (const category of limits.price_categories) {
    const count = countOf(guests, category.price_category_id);
    if (count < category.min || count > category.max) {
      return { kind: "category", name: category.name, min: category.min, max: category.max };
    }
  }
  if (total < limits.min_guests) return { kind: "too-few", min: limits.min_guests };
  if (total > limits.max_guests) return { kind: "too-many", max: limits.max_guests };
  if (seatsLeft !== null && total > seatsLeft) return { kind: "seats", left: seatsLeft };
  return null;
};

/** The first guests shown: each category at its own minimum, the first raised to the product's minimum. */
export const initialGuests = (limits: Limits): readonly GuestCount[] => {
  const guests = limits.price_categories.map((category) => ({
    price_category_id: category.price_category_id,
    count: category.min,
  }));
  const missing = limits.min_guests - guestTotal(guests);
  const [first, ...rest] = guests;
  if (first === undefined || missing <= 0) return guests;
  return [{ ...first, count: first.count + missing }, ...rest];
};

/** `guests` with one category's count set (a new category is appended). */
export const withGuestCount = (
  guests: readonly GuestCount[],
  categoryId: number,
  count: number,
): readonly GuestCount[] =>
  guests.some((guest) => guest.price_category_id === categoryId)
    ? guests.map((guest) => (guest.price_category_id === categoryId ? { ...guest, count } : guest))
    : [...guests, { price_category_id: categoryId, count }];

// ---------------------------------------------------------------------------------------------
// Pricing

export type PricingProblem = "no-rate" | "invalid-amount";

/** The rate of one category in a slot, or undefined. */
export const rateFor = (slot: Pick<TimeSlotPricing, "rates">, categoryId: number): SlotRate | undefined =>
  slot.rates.find((rate) => rate.price_category_id === categoryId);

/**
 * The booking total in minor units: the sum over guest categories of count × rate (each rate
 * converted to minor units first, so no fraction is ever rounded twice). A category with guests
 * and no rate in the slot refuses.
 */
export const bookingTotalMinor = (
  slot: Pick<TimeSlotPricing, "rates">,
  guests: readonly GuestCount[],
  currency: string,
): Result<number, PricingProblem> => {
  let total = 0;
  for (const guest of guests) {
    if (guest.count === 0) continue;
    const rate = rateFor(slot, guest.price_category_id);
    if (rate === undefined) return err("no-rate");
    const minor = toMinor(rate.price, currency);
    if (!minor.ok) return err("invalid-amount");
    total += minor.value.amount * guest.count;
  }
  return Number.isSafeInteger(total) ? ok(total) : err("invalid-amount");
};

/** The booking total in major units of `currency`. */
export const bookingTotal = (
  slot: Pick<TimeSlotPricing, "rates">,
  guests: readonly GuestCount[],
  currency: string,
): Result<number, PricingProblem> => {
  const minor = bookingTotalMinor(slot, guests, currency);
  return minor.ok ? ok(fromMinor({ amount: minor.value, currency })) : minor;
};

/** The guest category an experience's 'From' price is for: adults (spec §3 price_category_id). */
export const ADULT_PRICE_CATEGORY_ID = 1;

/**
 * The 'From' price of an experience (its listing card, and the listing's order by price): what one
 * adult pays on the cheapest day, the lowest adult rate of `slots` (the slots of every day
 * considered). A child's or a senior's lower rate is not a price an adult can book at, so it is
 * not the 'From' price. An experience with no adult rate starts at its lowest rate of any guest
 * category; null without a rate.
 */
export const fromPriceOf = (
  slots: readonly { readonly rates: readonly Pick<SlotRate, "price_category_id" | "price">[] }[],
): number | null => {
  const rates = slots.flatMap((slot) => slot.rates);
  const adults = rates.filter((rate) => rate.price_category_id === ADULT_PRICE_CATEGORY_ID);
  const prices = (adults.length > 0 ? adults : rates).map((rate) => rate.price);
  return prices.length === 0 ? null : Math.min(...prices);
};

// ---------------------------------------------------------------------------------------------
// Conversion and points (spec §3 'Experience order item', §9), by the catalogue's rules

/**
 * The value of one unit of the experience's currency in rupees: 1 / conversion_ratio to 5
 * decimals, 1 for INR (spec §9) — the rule of a catalogue product (src/domain/product.ts).
 */
export const currencyValueOf = (detail: Pick<ExperienceDetail, "conversion_ratio">): number =>
  baseConversionValueOf(detail);

/**
 * The points a booking total (minor units of `currency`) is worth: total × currency value /
 * pointsBaseConversionValue, to 2 decimals (spec §9), the rule every price shown in points
 * follows (src/domain/product.ts pointsOfPrice); an unknown point value counts as 1. Null when it
 * cannot be computed.
 */
export const bookingPointsOf = (
  totalMinor: number,
  currency: string,
  currencyValue: number,
  pointsBaseConversionValue: number | null,
): number | null =>
  pointsOfPrice(fromMinor({ amount: totalMinor, currency }), currencyValue, pointsBaseConversionValue);

// ---------------------------------------------------------------------------------------------
// The experience order item (spec §3), kept in local storage under 'experiences'

export interface ExperienceOrderItem {
  readonly expProductId: number;
  /** The booking total in the experience's currency (what is charged). */
  readonly price: number;
  readonly currency: string;
  /** The booking total in rupees: price × currency_value, rounded half away from zero. */
  readonly amount: number;
  readonly guests: readonly GuestCount[];
  /** The experience's name and city, shown in the cart and on the payment page. */
  readonly data: { readonly name: string; readonly city: string; readonly slug: string };
  /** The rate id of the first guest category booked. */
  readonly preferredRate: string;
  readonly preferredTimeSlot: string;
  readonly preferredDate: string;
  /** One unit of the experience's currency in rupees ({@link currencyValueOf}). */
  readonly currency_value: number;
  /** The booking total in points, as the page shows it ({@link bookingPointsOf}). */
  readonly convertedAmountValue: number;
  readonly price_category_id: number;
  /** The points one unit of the experience's currency is worth, by the same rule. */
  readonly pointConversionMultiplier: number;
}

/** The facts an order item is made from. */
export interface BookingChoice {
  readonly experience: Pick<
    ExperienceDetail,
    "product_id" | "name" | "city_name" | "slug" | "currency_code" | "conversion_ratio"
  >;
  readonly date: string;
  readonly slot: TimeSlotPricing;
  readonly guests: readonly GuestCount[];
  /** The signed-in user's currency.pointsBaseConversionValue (spec §3 User points); null when unknown. */
  readonly pointsBaseConversionValue: number | null;
}

/** The order item of a bookable choice, or why it is not bookable. */
export const orderItemOf = (choice: BookingChoice): Result<ExperienceOrderItem, PricingProblem> => {
  const booked = choice.guests.filter((guest) => guest.count > 0);
  const [first] = booked;
  if (first === undefined) return err("no-rate");
  const rate = rateFor(choice.slot, first.price_category_id);
  if (rate === undefined) return err("no-rate");
  const currency = choice.experience.currency_code;
  const total = bookingTotalMinor(choice.slot, booked, currency);
  if (!total.ok) return total;
  const currencyValue = currencyValueOf(choice.experience);
  const unitValue = rateOf(currencyValue);
  const inRupees = unitValue.ok
    ? convertMoney({ amount: total.value, currency }, INR, unitValue.value, "half-away")
    : unitValue;
  const points = bookingPointsOf(total.value, currency, currencyValue, choice.pointsBaseConversionValue);
  const multiplier = pointsOfPrice(1, currencyValue, choice.pointsBaseConversionValue);
  if (!inRupees.ok || points === null || multiplier === null) return err("invalid-amount");
  return ok({
    expProductId: choice.experience.product_id,
    price: fromMinor({ amount: total.value, currency }),
    currency,
    amount: fromMinor(inRupees.value),
    guests: booked,
    data: { name: choice.experience.name, city: choice.experience.city_name, slug: choice.experience.slug },
    preferredRate: rate.rate_id,
    preferredTimeSlot: choice.slot.time_slot,
    preferredDate: choice.date,
    currency_value: currencyValue,
    convertedAmountValue: points,
    price_category_id: first.price_category_id,
    pointConversionMultiplier: multiplier,
  });
};

/** What the experience order books, from the item. */
export const bookingOf = (item: ExperienceOrderItem): ExperienceBooking => ({
  expProductId: item.expProductId,
  preferredDate: item.preferredDate,
  preferredTimeSlot: item.preferredTimeSlot,
  guests: item.guests,
});

/**
 * Whether the stored item is the booking an order confirmed (same experience, day and time): only
 * then does the paid order take it out of storage and the cart; a newer booking stays.
 */
export const isItemOfBooking = (
  item: Pick<ExperienceOrderItem, "expProductId" | "preferredDate" | "preferredTimeSlot">,
  booking: Pick<ExperienceConfirmation, "product_id" | "date" | "time_slot">,
): boolean =>
  item.expProductId === booking.product_id &&
  item.preferredDate === booking.date &&
  item.preferredTimeSlot === booking.time_slot;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const isString = (value: unknown): value is string => typeof value === "string";

const guestsOf = (value: unknown): readonly GuestCount[] | null => {
  if (!Array.isArray(value)) return null;
  const guests: GuestCount[] = [];
  for (const entry of value) {
    if (!isRecord(entry)) return null;
    const { price_category_id: id, count } = entry;
    if (!isNumber(id) || !isNumber(count) || !Number.isInteger(count) || count < 0) return null;
    guests.push({ price_category_id: id, count });
  }
  return guests;
};

/**
 * The item stored under 'experiences', read back: the stored text may be missing, not JSON, an
 * old single object or a list (only one item is held, spec §3: the last one counts), or lack a
 * field; anything that is not a whole item is null, so a broken value never reaches the page.
 */
export const storedOrderItemOf = (text: string | null): ExperienceOrderItem | null => {
  if (text === null || text === "") return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const value = Array.isArray(parsed) ? parsed[parsed.length - 1] : parsed;
  if (!isRecord(value)) return null;
  const guests = guestsOf(value.guests);
  const data = value.data;
  if (
    guests === null ||
    guestTotal(guests) === 0 ||
    !isRecord(data) ||
    !isString(data.name) ||
    !isString(data.city) ||
    !isString(data.slug) ||
    !isNumber(value.expProductId) ||
    !isNumber(value.price) ||
    !isString(value.currency) ||
    !isNumber(value.amount) ||
    !isString(value.preferredRate) ||
    !isString(value.preferredTimeSlot) ||
    !/^\d{2}:\d{2}$/.test(value.preferredTimeSlot) ||
    !isString(value.preferredDate) ||
    !/^\d{4}-\d{2}-\d{2}$/.test(value.preferredDate) ||
    !isNumber(value.currency_value) ||
    !isNumber(value.convertedAmountValue) ||
    !isNumber(value.price_category_id) ||
    !isNumber(value.pointConversionMultiplier)
  ) {
    return null;
  }
  return {
    expProductId: value.expProductId,
    price: value.price,
    currency: value.currency,
    amount: value.amount,
    guests,
    data: { name: data.name, city: data.city, slug: data.slug },
    preferredRate: value.preferredRate,
    preferredTimeSlot: value.preferredTimeSlot,
    preferredDate: value.preferredDate,
    currency_value: value.currency_value,
    convertedAmountValue: value.convertedAmountValue,
    price_category_id: value.price_category_id,
    pointConversionMultiplier: value.pointConversionMultiplier,
  };
};

/** The text stored under 'experiences': the one item (a new booking replaces the old one). */
export const storedTextOf = (item: ExperienceOrderItem): string => JSON.stringify(item);

// ---------------------------------------------------------------------------------------------
// Calendar (the experience city's days)

/** The calendar day of `millis` in `timeZone`, 'YYYY-MM-DD'. */
export const dayIn = (millis: number, timeZone: string): string => {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(new Date(millis));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${part("year")}-${part("month")}-${part("day")}`;
};

/** `day` moved by `days` calendar days ('YYYY-MM-DD'). */
export const addDays = (day: string, days: number): string => {
  const at = Date.parse(`${day}T00:00:00Z`);
  return new Date(at + days * 86_400_000).toISOString().slice(0, 10);
};

/** Whole days from `from` to `to` ('YYYY-MM-DD'). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The listing path of an experience's detail page (spec §2.3 '/experiences/:description/:productID'). */
export const experiencePath = (sitePrefix: string, slug: string, productId: number): string =>
  `${sitePrefix}/experiences/${slug === "" ? "experience" : slug}/${productId}`;

/** The duration as hours and minutes, e.g. 150 → { hours: 2, minutes: 30 }. */
export const durationParts = (minutes: number): { readonly hours: number; readonly minutes: number } => ({
  hours: Math.floor(minutes / 60),
  minutes: minutes % 60,
});

// ---------------------------------------------------------------------------------------------
// The experience page's choice

/** What the experience page has chosen so far. */
export interface ExperienceChoice {
  readonly detail: ExperienceDetail | null;
  readonly date: string | null;
  readonly slots: readonly TimeSlotPricing[];
  readonly slot: string | null;
  readonly guests: readonly GuestCount[];
}

/** The chosen slot's pricing, or undefined. */
export const chosenSlotOf = (choice: Pick<ExperienceChoice, "slots" | "slot">): TimeSlotPricing | undefined =>
  choice.slots.find((s) => s.time_slot === choice.slot);

/**
 * The order item the choice makes, or null when it cannot be booked: no day or slot yet, or guests
 * outside the product's limits or the slot's seats.
 */
export const choiceItemOf = (
  choice: ExperienceChoice,
  pointsBaseConversionValue: number | null,
): ExperienceOrderItem | null => {
  const slot = chosenSlotOf(choice);
  if (choice.detail === null || choice.date === null || slot === undefined) return null;
  if (guestProblem(choice.detail, choice.guests, slot.seats_left) !== null) return null;
  const item = orderItemOf({
    experience: choice.detail,
    date: choice.date,
    slot,
    guests: choice.guests,
    pointsBaseConversionValue,
  });
  return item.ok ? item.value : null;
};

/** The cart line of a stored item: its product, its total and its currency (spec §3, §4). */
export const storedLineKeyOf = (item: ExperienceOrderItem): LineKey => ({
  productId: item.expProductId,
  price: item.price,
  currency: item.currency,
});

// ---------------------------------------------------------------------------------------------
// The listing's URL (spec §2.3 '/experiences?categories[]={name}', §9 city 1319, page size 10)

export const EXPERIENCE_SORTS = ["popular", "price_asc", "price_desc", "rating"] as const;
export type ExperienceSortKey = (typeof EXPERIENCE_SORTS)[number];

/** What the listing's URL asks for. */
export interface ExperienceListingQuery {
  /** The city picked, or null for the country's default (1319 Bangalore in India). */
  readonly cityId: number | null;
  readonly categories: readonly string[];
  readonly tag: string;
  readonly sort: ExperienceSortKey;
  /** From 1. */
  readonly page: number;
}

const isSort = (value: string): value is ExperienceSortKey =>
  (EXPERIENCE_SORTS as readonly string[]).includes(value);

/** The listing query of a URL's search string; anything malformed falls back to its default. */
export const listingQueryOf = (search: string): ExperienceListingQuery => {
  const params = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
  const city = Number(params.get("city_id"));
  const page = Number(params.get("page"));
  const sort = params.get("sort") ?? "";
  const categories = [...new Set(params.getAll("categories[]").map((c) => c.trim()))].filter(
    (c) => c !== "" && c.length <= 60,
  );
  return {
    cityId: Number.isSafeInteger(city) && city > 0 ? city : null,
    categories: categories.slice(0, 20),
    tag: (params.get("tag") ?? "").trim().slice(0, 60),
    sort: isSort(sort) ? sort : "popular",
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
};

/** The search string of a listing query (defaults left out), e.g. '?categories[]=Dining&page=2'. */
export const listingSearchOf = (query: ExperienceListingQuery): string => {
  const params = new URLSearchParams();
  if (query.cityId !== null) params.set("city_id", String(query.cityId));
  for (const category of query.categories) params.append("categories[]", category);
  if (query.tag !== "") params.set("tag", query.tag);
  if (query.sort !== "popular") params.set("sort", query.sort);
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
};

/** The city a listing shows: the one asked for when the country has it, else the default or the first. */
export const listingCityOf = (
  query: Pick<ExperienceListingQuery, "cityId">,
  cities: readonly { readonly city_id: number }[],
  defaultCityId: number,
): number | null => {
  const ids = cities.map((c) => c.city_id);
  if (query.cityId !== null && ids.includes(query.cityId)) return query.cityId;
  if (ids.includes(defaultCityId)) return defaultCityId;
  return ids[0] ?? null;
};

/** The pages a listing of `total` experiences has, at `pageSize` a page (at least 1). */
export const pageCountOf = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));
