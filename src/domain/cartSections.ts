/**
 * The single-item sections of the cart that are paid at checkout: flights, hotel, topup and
 * cashout (spec §3 'Cart', §4 'Cart rules': a flight, hotel, topup or cashout item replaces its
 * section). An item is a booking its family made on the reference API (an itinerary, a recharge, a
 * transfer), named by its `reference`; the server prices it again from that reference when the
 * order is placed, so what the browser says about its price is only what the shopper saw.
 *
 * - The checkout total is the voucher lines plus each section item's price, once (quantity 1), in
 *   one currency (spec §9 'Cart totals').
 * - An order line of a section item carries its reference and its section's filter group (spec §9:
 *   flights 50, hotel 64, topup 61, cashout 67).
 * - The items are kept in the persisted state (spec §4) so a reload or a return from the gateway
 *   finds them; reading them back is total: anything that is not a sound item is dropped. An
 *   item holds its booking as facts the views word in the shopper's language; one saved when it
 *   held English summary lines instead keeps its place, without them.
 */
import type { OrderLine } from "@contract/orders";
import { Option, Schema } from "effect";
import { FAMILIES, FAMILY_OF_SECTION } from "./families";
import { type Money, type PricedLine, type Result, toMinor } from "./money";

/** The sections a checkout pays (spec §3 Cart sections). */
export const CHECKOUT_SECTIONS = ["flights", "hotel", "topup", "cashout"] as const;
export const CheckoutSection = Schema.Literals(CHECKOUT_SECTIONS);
export type CheckoutSection = typeof CheckoutSection.Type;

/** The filter group of each section's family (spec §9 'Filter group ids'). */
export const SECTION_FILTER_GROUPS = Object.fromEntries(
  CHECKOUT_SECTIONS.map((section) => [section, FAMILIES[FAMILY_OF_SECTION[section]].filterGroup]),
) as Readonly<Record<CheckoutSection, number>>;

const PositiveInt = Schema.Number.check(Schema.isInt(), Schema.isGreaterThan(0));
const Count = Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0));
/** A name or code of the booking, as the family's API gave it. */
const Word = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200));
/** A day, 'YYYY-MM-DD'. */
const Day = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/));
/** An airport's local time, 'YYYY-MM-DDTHH:mm'. */
const LocalTime = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/));

/**
 * The cabin classes of a flight (src/contract/flights.ts CABIN_CLASSES), repeated here so the cart,
 * which every page starts with, does not load the flight calls' schemas.
 */
export const SECTION_CABIN_CLASSES = ["economy", "premium_economy", "business", "first"] as const;

/** The hotel stay of a held itinerary (its fields as fetch_itinerary names them). */
export const HotelStayFacts = Schema.Struct({
  _tag: Schema.Literal("hotel"),
  room_name: Word,
  check_in: Day,
  check_out: Day,
  nights: PositiveInt,
  rooms: PositiveInt,
  guests: PositiveInt,
});
export type HotelStayFacts = typeof HotelStayFacts.Type;

/** One direction of a held flight: its flight and when it leaves. */
export const FlightLegFacts = Schema.Struct({
  carrier_code: Word,
  flight_number: Word,
  origin: Word,
  destination: Word,
  departure_at: LocalTime,
});
export type FlightLegFacts = typeof FlightLegFacts.Type;

/** A held flight itinerary: its directions (no return: one way), who travels and the cabin. */
export const FlightFacts = Schema.Struct({
  _tag: Schema.Literal("flight"),
  outbound: FlightLegFacts,
  inbound: Schema.NullOr(FlightLegFacts),
  passengers_count: Schema.Struct({ adult: PositiveInt, child: Count, infant: Count }),
  cabin_class: Schema.Literals(SECTION_CABIN_CLASSES),
});
export type FlightFacts = typeof FlightFacts.Type;

/** A mobile recharge: the operator, its circle when it has one, and the plan (never the number). */
export const RechargeFacts = Schema.Struct({
  _tag: Schema.Literal("recharge"),
  operator: Word,
  circle: Schema.NullOr(Word),
  plan: Word,
});
export type RechargeFacts = typeof RechargeFacts.Type;

/**
 * What an item's booking is, as data: the views word it in the shopper's language (spec §3
 * 'Language'). No personal data: no name, e-mail or number.
 */
export const SectionFacts = Schema.Union([HotelStayFacts, FlightFacts, RechargeFacts]);
export type SectionFacts = typeof SectionFacts.Type;

/** One booking held in a section. */
export const SectionItem = Schema.Struct({
  product_id: PositiveInt,
  name: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200)),
  /** What is charged, in major units of `currency`. */
  price: Schema.Finite.check(Schema.isGreaterThan(0)),
  currency: Schema.String.check(Schema.isPattern(/^[A-Z]{3}$/)),
  /** The section's filter group (spec §9). */
  filterGroupId: PositiveInt,
  /** The family's key of the booking on the reference API (itinerary, recharge or transfer id). */
  reference: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100)),
  /** What the cart and checkout say of the booking; null when nothing is known (an item kept from before). */
  facts: Schema.NullOr(SectionFacts),
});
export type SectionItem = typeof SectionItem.Type;

/** A section and its item, as the checkout and the cart page list them. */
export const SectionEntry = Schema.Struct({ section: CheckoutSection, item: SectionItem });
export type SectionEntry = typeof SectionEntry.Type;

/** The items of the sections, at most one each. */
export type SectionItems = Readonly<Partial<Record<CheckoutSection, SectionItem>>>;

/** The section's items in the order of {@link CHECKOUT_SECTIONS}. */
export const sectionEntriesOf = (items: SectionItems): readonly SectionEntry[] =>
  CHECKOUT_SECTIONS.flatMap((section) => {
    const item = items[section];
    return item === undefined ? [] : [{ section, item }];
  });

/**
 * The sections with `item` in `section` (spec §4: it replaces the section's item). An item whose
 * filter group is not its section's is refused: the sections are left as they are.
 */
export const withSectionItem = (
  items: SectionItems,
  section: CheckoutSection,
  item: SectionItem,
): SectionItems =>
  item.filterGroupId === SECTION_FILTER_GROUPS[section] ? { ...items, [section]: item } : items;

/** The sections without `section`'s item. */
export const withoutSection = (items: SectionItems, section: CheckoutSection): SectionItems => {
  if (items[section] === undefined) return items;
  const { [section]: _removed, ...rest } = items;
  return rest;
};

/** The price of an item as money, or an error when it is not a whole number of minor units. */
export const sectionChargeOf = (item: SectionItem): Result<Money> => toMinor(item.price, item.currency);

/** An item for the cart total: its price once (quantity 1). */
export const pricedSectionLine = (item: SectionItem): PricedLine | null => {
  const price = sectionChargeOf(item);
  return price.ok ? { price: price.value, quantity: 1, filterGroupId: item.filterGroupId } : null;
};

/** The order line of an item (src/contract/orders.ts OrderLine): priced by the server from its reference. */
export const sectionOrderLineOf = (item: SectionItem): OrderLine => ({
  product_id: item.product_id,
  name: item.name,
  price: item.price,
  quantity: 1,
  currency_code: item.currency,
  filter_group_id: item.filterGroupId,
  reference: item.reference,
});

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const decodeItem = Schema.decodeUnknownOption(SectionItem);

/**
 * An item saved before items held facts carried English `summary` lines in their place: it reads
 * with no facts, so a cart saved then keeps its bookings and drops only those lines.
 */
const withoutSummaryLines = (value: unknown): unknown =>
  isRecord(value) && !("facts" in value) && Array.isArray(value.summary) ? { ...value, facts: null } : value;

/**
 * Saved section items read back (spec §4 'Persisted state'): for each section, an item that
 * decodes and belongs to its section; everything else is dropped.
 */
export const sectionItemsOf = (value: unknown): SectionItems => {
  if (!isRecord(value)) return {};
  let items: SectionItems = {};
  for (const section of CHECKOUT_SECTIONS) {
    const item = Option.getOrUndefined(decodeItem(withoutSummaryLines(value[section])));
    if (item !== undefined && sectionChargeOf(item).ok) {
      items = withSectionItem(items, section, item);
    }
  }
  return items;
};

// ---------------------------------------------------------------------------------------------
// A held booking's page address (spec §7.7 fetch_itinerary)

/**
 * The query parameter that names a held itinerary on the page where its booking continues (the
 * flight results' passenger step, the hotel detail's guest step), so a reload reopens it. It holds
 * the itinerary's reference only: never a name, e-mail or phone.
 */
export const ITINERARY_PARAM = "itinerary";

const ITINERARY_REFERENCE = /^[A-Za-z0-9-]{1,64}$/;

/** The itinerary a page's query names, or null when it names none (or not a reference). */
export const itineraryOfQuery = (search: string): string | null => {
  const value = new URLSearchParams(search).get(ITINERARY_PARAM)?.trim() ?? "";
  return ITINERARY_REFERENCE.test(value) ? value : null;
};

/** The query with the itinerary parameter set to `itineraryId` (removed when null), the rest kept in order. */
export const withItineraryQuery = (search: string, itineraryId: string | null): string => {
  const params = new URLSearchParams(search);
  if (itineraryId === null) params.delete(ITINERARY_PARAM);
  else params.set(ITINERARY_PARAM, itineraryId);
  return params.toString();
};
