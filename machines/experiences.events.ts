/**
 * The experiences flow's events and context (./experiences.ts): the listing's cities, categories,
 * tags and pages, an experience's calendar, slots and guests, and the booking.
 */
import type { ProductDetail } from "@contract/catalogue";
import {
  type AvailableDate,
  type ExperienceCard,
  type ExperienceCity,
  type ExperienceDetail,
  ExperienceListInput,
  type GuestCount,
  type TimeSlotPricing,
} from "@contract/experiences";
import type { ExperienceOrderItem } from "@domain/experiences";
import type { ErrorData } from "@errors/data";
import { Schema } from "effect";
import type { CartEvent } from "./cart.events";

const Id = Schema.Number.check(Schema.isInt(), Schema.isGreaterThan(0));

/** The events the experience pages send. */
export const experiencesEventSchemas = [
  /** The listing opened in a country (ISO2): its cities and categories (spec §7.3, §7.8). */
  Schema.Struct({ type: Schema.Literal("EXP.CITIES"), countryCode: Schema.String }),
  /** The listing the URL asks for: city, categories, tag, sort and page. */
  Schema.Struct({ type: Schema.Literal("EXP.LIST"), request: ExperienceListInput }),
  Schema.Struct({ type: Schema.Literal("EXP.RETRY_LIST") }),
  /** The tag search field, as typed (spec §7.3 getQueryBasedTags). */
  Schema.Struct({ type: Schema.Literal("EXP.TAGS"), query: Schema.String, cityId: Id }),
  /** An experience's page opened (spec §2.3 '/experiences/:description/:productID'). */
  Schema.Struct({ type: Schema.Literal("EXP.OPEN"), productId: Id }),
  Schema.Struct({ type: Schema.Literal("EXP.RETRY_OPEN") }),
  /** A day of the calendar chosen ('YYYY-MM-DD'). */
  Schema.Struct({ type: Schema.Literal("EXP.PICK_DATE"), date: Schema.String }),
  /** A time slot of that day chosen ('HH:MM'). */
  Schema.Struct({ type: Schema.Literal("EXP.PICK_SLOT"), timeSlot: Schema.String }),
  /** The guests of one price category. */
  Schema.Struct({ type: Schema.Literal("EXP.GUESTS"), priceCategoryId: Id, count: Schema.Number }),
  /**
   * Book: the order item goes to local storage and the cart. The signed-in user's point value
   * (currency.pointsBaseConversionValue, spec §3 User points; null when unknown) comes with it:
   * the item's points are worked out from it as the page shows them (spec §3, §9).
   */
  Schema.Struct({
    type: Schema.Literal("EXP.BOOK"),
    pointsBaseConversionValue: Schema.NullOr(Schema.Number),
  }),
] as const;

export type ExperiencesEvent = (typeof experiencesEventSchemas)[number]["Type"];
export type ExperiencesEventOf<T extends ExperiencesEvent["type"]> = Extract<
  ExperiencesEvent,
  { readonly type: T }
>;

export type ExperiencesTag =
  | "loadingCities"
  | "loadingList"
  | "listFailed"
  | "loadingDetail"
  | "detailFailed"
  | "loadingSlots"
  | "booking"
  | "booked";

export interface ExperiencesContext {
  readonly countryCode: string | null;
  readonly cities: readonly ExperienceCity[];
  readonly categories: readonly string[];
  readonly request: ExperienceListInput | null;
  readonly total: number;
  readonly experiences: readonly ExperienceCard[];
  readonly listError: ErrorData | null;
  readonly tagQuery: string;
  readonly tags: readonly string[];
  readonly productId: number | null;
  readonly detail: ExperienceDetail | null;
  readonly today: string | null;
  readonly dates: readonly AvailableDate[];
  readonly detailError: ErrorData | null;
  readonly date: string | null;
  /** A day chosen outside the available ones (spec: 'a date outside availability'). */
  readonly dateRefused: string | null;
  readonly slots: readonly TimeSlotPricing[];
  readonly slot: string | null;
  readonly slotsError: ErrorData | null;
  readonly guests: readonly GuestCount[];
  readonly bookError: ErrorData | null;
  readonly booked: ExperienceOrderItem | null;
}

export const initialExperiencesContext: ExperiencesContext = {
  countryCode: null,
  cities: [],
  categories: [],
  request: null,
  total: 0,
  experiences: [],
  listError: null,
  tagQuery: "",
  tags: [],
  productId: null,
  detail: null,
  today: null,
  dates: [],
  detailError: null,
  date: null,
  dateRefused: null,
  slots: [],
  slot: null,
  slotsError: null,
  guests: [],
  bookError: null,
  booked: null,
};

/**
 * The booked experience's cart line (CART.ADD): the booking total is what is charged, no discount
 * applies; its points, currency value and base conversion value are the item's (spec §3).
 */
export const cartAddOf = (booked: {
  readonly product: ProductDetail;
  readonly item: ExperienceOrderItem;
}): CartEvent => ({
  type: "CART.ADD",
  product: { ...booked.product, spl_discount: 0, spl_charge: 0 },
  price: booked.item.price,
  quantity: 1,
  point: booked.item.convertedAmountValue,
  baseConversionValue: booked.item.currency_value,
  currencyValue: booked.item.currency_value,
});
