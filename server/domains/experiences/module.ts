/**
 * Experiences (spec §7.3 'Experiences', §7.6 'Create experience order', §7.8
 * getExperiencesCitiesList): cities and categories per country, the listing of a city (categories,
 * tag, sort, pages of 10), an experience's details, its calendar and its time slots with rates per
 * guest category, tags, and the experience order.
 *
 * Dates are the experience city's days, counted from the server clock (`ctx.now()`) in the city's
 * time zone: today is not bookable, the next 60 days are. Some days are sold out, some have one
 * time slot left with two seats (./data.ts `seatsOn`); weekends cost more for adults. The seats a
 * slot has left count the bookings of orders not failed, so a declined payment frees its seats,
 * and so does a gateway payment not made within its hold (the order then fails,
 * ../orders/payments.ts `expireUnpaidOrders`). Availability and orders are answered only where
 * experiences are offered: the signed-in user's own site, or a guest's store.
 *
 * The experience order is a voucher order (../orders/checkout.ts) whose one line is the booking:
 * the server prices it from the slot's rates (the line's price must equal that total) and refuses a
 * date outside availability, guests outside the limits and a slot sold out meanwhile. Nothing the
 * client shows (the order item's currency_value, convertedAmountValue, pointConversionMultiplier)
 * is sent with it or enters its total. Its payment callback and update: ./payment.ts.
 */
import {
  type ExperienceBooking,
  type ExperienceCard,
  type ExperienceDetail,
  ExperienceTexts,
  experienceOrder,
  fetchAvailabilityPricing,
  fetchAvailableDates,
  fetchExpById,
  getExperiencesCitiesList,
  getExperiencesList,
  getQueryBasedTags,
  type TimeSlotPricing,
} from "@contract/experiences";
import { TransactionStatuses } from "@contract/orders";
import { productArtwork } from "@domain/artwork";
import {
  addDays,
  bookingTotalMinor,
  dayIn,
  daysBetween,
  EXPERIENCE_GROUP_ID,
  fromPriceOf,
  type GuestProblem,
  guestProblem,
  guestTotal,
} from "@domain/experiences";
import { ok, refused } from "../../core/answers";
import { type Db, type HandlerContext, handle, type ServerModule } from "../../core/module";
import { hashPassword } from "../account/passwords";
import { DEMO_PASSWORD } from "../account/seed";
import { notOfferedText, offeredOn } from "../catalogue/queries";
import { slugOf } from "../catalogue/seed";
import { createVoucherOrder } from "../orders/checkout";
import { placedOn } from "../orders/store";
import { conversionRate } from "../site/lookup";
import { decimalsOf } from "../site/money";
import {
  BOOKING_WINDOW_DAYS,
  type CitySeed,
  categoryNames,
  cities,
  type ExperienceSeed,
  experiences,
  ratePriceOn,
  seatsOn,
} from "./data";
import { experiencePaymentHandlers } from "./payment";

export const experiencesDdl = `
-- The seats each experience order holds in a time slot.
CREATE TABLE IF NOT EXISTS experience_bookings (
  order_id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL,
  day TEXT NOT NULL,
  time_slot TEXT NOT NULL,
  guests INTEGER NOT NULL,
  guests_json TEXT NOT NULL,
  -- When the paid booking was first confirmed (Update experience order); NULL until then.
  confirmed_at INTEGER
);
CREATE INDEX IF NOT EXISTS experience_bookings_slot ON experience_bookings (product_id, day, time_slot);
`;

const seedById = new Map(experiences.map((e) => [e.productId, e]));
const cityById = new Map(cities.map((c) => [c.cityId, c]));

interface ProductRow {
  readonly product_id: number;
  readonly name: string;
  readonly slug: string;
  readonly currency_code: string;
  readonly experience_category: string | null;
  readonly description: string;
  readonly image: string;
  readonly is_recommended: number;
}

const productRow = (db: Db, productId: number): ProductRow | undefined =>
  db
    .prepare(
      `SELECT product_id, name, slug, currency_code, experience_category, description, image, is_recommended
         FROM products WHERE product_id = ? AND type = 'experience'`,
    )
    .get(productId) as ProductRow | undefined;

/** The experience's product, booking facts and city; undefined when any is missing. */
const findExperience = (db: Db, productId: number) => {
  const seed = seedById.get(productId);
  const row = productRow(db, productId);
  const city = seed === undefined ? undefined : cityById.get(seed.cityId);
  return seed === undefined || row === undefined || city === undefined ? undefined : { seed, row, city };
};

const toMinor = (major: number, currency: string): number => Math.round(major * 10 ** decimalsOf(currency));

/** The days of the week (0 Sunday to 6 Saturday): the booking window holds each of them. */
const WEEK_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** The rates of each guest category on a day of the week (weekends cost more for adults). */
const ratesOn = (seed: ExperienceSeed, dayOfWeek: number) =>
  seed.rates.map((rate) => ({ price_category_id: rate.category, price: ratePriceOn(rate, dayOfWeek) }));

/** A card: its 'From' price is what an adult pays on the cheapest day of the week (fromPriceOf). */
const cardOf = (seed: ExperienceSeed, row: ProductRow): ExperienceCard => ({
  product_id: row.product_id,
  name: row.name,
  slug: row.slug,
  image: row.image,
  city_id: seed.cityId,
  category: row.experience_category ?? "",
  duration_minutes: seed.durationMinutes,
  price_from: fromPriceOf(WEEK_DAYS.map((day) => ({ rates: ratesOn(seed, day) }))) ?? 0,
  currency_code: row.currency_code,
  rating: seed.rating,
  reviews: seed.reviews,
});

/** The detail of an experience; its conversion_ratio as the catalogue's products have it (1 for INR). */
const detailOf = (db: Db, seed: ExperienceSeed, row: ProductRow, city: CitySeed): ExperienceDetail => ({
  ...cardOf(seed, row),
  city_name: city.name,
  time_zone: city.timeZone,
  description: row.description,
  inclusions: seed.inclusions,
  location: seed.location,
  cancellation: seed.cancellation,
  min_guests: seed.minGuests,
  max_guests: seed.maxGuests,
  price_categories: seed.rates.map((rate) => ({
    price_category_id: rate.category,
    name: categoryNames[rate.category] ?? `Guest ${rate.category}`,
    min: rate.min,
    max: rate.max,
  })),
  conversion_ratio: conversionRate(db, "INR", row.currency_code) ?? 1,
});

/** Seats already held in a slot by orders that did not fail. */
const seatsBooked = (db: Db, productId: number, day: string, slot: string): number =>
  (
    db
      .prepare(
        `SELECT COALESCE(SUM(b.guests), 0) AS n FROM experience_bookings b JOIN shop_orders o ON o.id = b.order_id
          WHERE b.product_id = ? AND b.day = ? AND b.time_slot = ? AND o.status != ?`,
      )
      .get(productId, day, slot, TransactionStatuses.failed) as { n: number }
  ).n;

/** The city's today and the day index of `day` (1 is tomorrow); null outside the booking window. */
const dayIndexOf = (ctx: HandlerContext, city: CitySeed, day: string): number | null => {
  const today = dayIn(ctx.now(), city.timeZone);
  const index = daysBetween(today, day);
  return Number.isFinite(index) && index >= 1 && index <= BOOKING_WINDOW_DAYS ? index : null;
};

/** Whether experiences are offered where the call is placed (spec §2.2 'experiences'). */
const offered = (ctx: HandlerContext): boolean => offeredOn(ctx.db, placedOn(ctx), "experience");

const dayOfWeek = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

/** A day's slots with seats left and rates; empty when sold out. */
const slotsOn = (db: Db, seed: ExperienceSeed, day: string, dayIndex: number): TimeSlotPricing[] =>
  seed.slots.flatMap((time, slotIndex) => {
    const left = seatsOn(seed, dayIndex, slotIndex) - seatsBooked(db, seed.productId, day, time);
    if (left <= 0) return [];
    return [
      {
        time_slot: time,
        seats_left: left,
        rates: seed.rates.map((rate) => ({
          rate_id: `R${seed.productId}-${rate.category}-${time.replace(":", "")}`,
          price_category_id: rate.category,
          price: ratePriceOn(rate, dayOfWeek(day)),
        })),
      },
    ];
  });

const guestText = (problem: GuestProblem): string => {
  switch (problem.kind) {
    case "none":
      return ExperienceTexts.tooFewGuests(1);
    case "too-few":
      return ExperienceTexts.tooFewGuests(problem.min);
    case "too-many":
      return ExperienceTexts.tooManyGuests(problem.max);
    case "category":
      return ExperienceTexts.categoryLimit(problem.name, problem.min, problem.max);
    case "seats":
      return ExperienceTexts.seatsLeft(problem.left);
  }
};

/** Checks a booking against availability and limits: its slot and total in minor units, or a refusal. */
const checkBooking = (
  ctx: HandlerContext,
  booking: ExperienceBooking,
):
  | { readonly ok: true; readonly totalMinor: number; readonly name: string; readonly currency: string }
  | { readonly ok: false; readonly message: string } => {
  const found = findExperience(ctx.db, booking.expProductId);
  if (found === undefined) return { ok: false, message: ExperienceTexts.notFound };
  const { seed, row, city } = found;
  const index = dayIndexOf(ctx, city, booking.preferredDate);
  if (index === null) return { ok: false, message: ExperienceTexts.dateUnavailable };
  const slotIndex = seed.slots.indexOf(booking.preferredTimeSlot);
  if (slotIndex < 0) return { ok: false, message: ExperienceTexts.slotUnknown };
  const detail = detailOf(ctx.db, seed, row, city);
  const limits = guestProblem(detail, booking.guests);
  if (limits !== null) return { ok: false, message: guestText(limits) };
  const capacity = seatsOn(seed, index, slotIndex);
  const left =
    capacity - seatsBooked(ctx.db, seed.productId, booking.preferredDate, booking.preferredTimeSlot);
  if (capacity === 0) return { ok: false, message: ExperienceTexts.dateUnavailable };
  if (left <= 0) return { ok: false, message: ExperienceTexts.slotSoldOut };
  if (guestTotal(booking.guests) > left) return { ok: false, message: ExperienceTexts.seatsLeft(left) };
  const slot = slotsOn(ctx.db, seed, booking.preferredDate, index).find(
    (s) => s.time_slot === booking.preferredTimeSlot,
  );
  if (slot === undefined) return { ok: false, message: ExperienceTexts.slotSoldOut };
  const total = bookingTotalMinor(slot, booking.guests, row.currency_code);
  if (!total.ok) return { ok: false, message: ExperienceTexts.priceChanged };
  return { ok: true, totalMinor: total.value, name: row.name, currency: row.currency_code };
};

/**
 * Demo shoppers who book experiences (ids 80–84, '*.exp@demo.example', password Demo@1234):
 * 5,000 points each on the marketplace, in India.
 */
export const experienceUsers = [
  { id: 80, email: "ava.exp@demo.example", first_name: "Ava", contact: "91-9800000080" },
  { id: 81, email: "ben.exp@demo.example", first_name: "Ben", contact: "91-9800000081" },
  { id: 82, email: "cara.exp@demo.example", first_name: "Cara", contact: "91-9800000082" },
  { id: 83, email: "dev.exp@demo.example", first_name: "Dev", contact: "91-9800000083" },
  { id: 84, email: "eli.exp@demo.example", first_name: "Eli", contact: "91-9800000084" },
] as const;

const seedUsers = (db: Db): void => {
  const hash = hashPassword(DEMO_PASSWORD);
  const insert = db.prepare(
    `INSERT OR IGNORE INTO users (id, email, password_hash, first_name, last_name, contact, company_id, client_id,
       site, domain, user_login_type, user_creation_date, is_admin, is_third_party, points_hundredths,
       redeemed_points_hundredths, points_currency, gcb_minor, gcb_currency, tokens_minor, country_code)
     VALUES (?, ?, ?, ?, 'Explorer', ?, 1001, 1001, 'marketplace', NULL, '1', '2025-11-01 10:00:00', 0, 0,
       500000, 0, 'INR', 0, 'INR', 0, 'IN')`,
  );
  for (const user of experienceUsers) insert.run(user.id, user.email, hash, user.first_name, user.contact);
};

/** Inserts the Bangalore experiences that are not in the catalogue yet, and the demo shoppers. */
const seedExperiences = (db: Db): void => {
  seedUsers(db);
  const country = db
    .prepare("SELECT country_id, currency_code FROM countries WHERE iso_code_2 = ?")
    .get("IN") as { country_id: number; currency_code: string } | undefined;
  if (country === undefined) return;
  const insert = db.prepare(
    `INSERT OR IGNORE INTO products (product_id, type, name, name_lower, slug, country_id, currency_code, category_id,
       categories, experience_category, denominations, min_price_minor, max_price_minor, discount_hundredths,
       charge_hundredths, is_recommended, important_info, description, image)
     VALUES (?, 'experience', ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, 0, 0, ?, NULL, ?, ?)`,
  );
  for (const seed of experiences) {
    if (seed.catalogue === undefined) continue;
    const adult = seed.rates[0]?.price ?? 0;
    const minor = toMinor(adult, country.currency_code);
    insert.run(
      seed.productId,
      seed.catalogue.name,
      seed.catalogue.name.toLowerCase(),
      slugOf(seed.catalogue.name),
      country.country_id,
      country.currency_code,
      String(EXPERIENCE_GROUP_ID),
      seed.catalogue.category,
      String(minor),
      minor,
      minor,
      seed.catalogue.recommended === true ? 1 : 0,
      seed.catalogue.description,
      productArtwork(seed.productId),
    );
  }
};

const SORTS = {
  popular: (a: ExperienceCard, b: ExperienceCard) => b.reviews - a.reviews || a.name.localeCompare(b.name),
  price_asc: (a: ExperienceCard, b: ExperienceCard) =>
    a.price_from - b.price_from || a.name.localeCompare(b.name),
  price_desc: (a: ExperienceCard, b: ExperienceCard) =>
    b.price_from - a.price_from || a.name.localeCompare(b.name),
  rating: (a: ExperienceCard, b: ExperienceCard) =>
    (b.rating ?? -1) - (a.rating ?? -1) || a.name.localeCompare(b.name),
} as const;

const cardsOfCity = (db: Db, cityId: number): { card: ExperienceCard; tags: readonly string[] }[] =>
  experiences.flatMap((seed) => {
    if (seed.cityId !== cityId) return [];
    const row = productRow(db, seed.productId);
    return row === undefined ? [] : [{ card: cardOf(seed, row), tags: seed.tags }];
  });

export const experiencesModule: ServerModule = {
  name: "experiences",
  ddl: experiencesDdl,
  seed: (db) => seedExperiences(db),
  handlers: [
    handle(getExperiencesCitiesList, (ctx, input) => {
      const code = input.countryCode.toUpperCase();
      const inCountry = cities.filter((c) => c.country === code);
      const categories = [
        ...new Set(inCountry.flatMap((c) => cardsOfCity(ctx.db, c.cityId).map(({ card }) => card.category))),
      ]
        .filter((name) => name !== "")
        .sort();
      return {
        data: {
          getExperiencesCitiesList: {
            success: 1,
            cities: inCountry.map((c) => ({ city_id: c.cityId, name: c.name, time_zone: c.timeZone })),
            categories,
          },
        },
      };
    }),
    handle(getExperiencesList, (ctx, input) => {
      const q = input.add_data;
      if (!cityById.has(q.city_id)) {
        return { data: { getExperiencesList: refused("This city has no experiences.") } };
      }
      const wanted = new Set(q.categories.map((c) => c.toLowerCase()));
      const tag = q.tag.trim().toLowerCase();
      const all = cardsOfCity(ctx.db, q.city_id)
        .filter(({ card }) => wanted.size === 0 || wanted.has(card.category.toLowerCase()))
        .filter(({ tags }) => tag === "" || tags.includes(tag))
        .map(({ card }) => card)
        .sort(SORTS[q.sort]);
      return {
        data: {
          getExperiencesList: {
            success: 1,
            data: { total: all.length, experiences: all.slice(q.offset, q.offset + q.limit) },
          },
        },
      };
    }),
    handle(fetchExpById, (ctx, input) => {
      const found = findExperience(ctx.db, input.add_data.product_id);
      return {
        data: {
          fetchExpById:
            found === undefined
              ? refused(ExperienceTexts.notFound)
              : ok(detailOf(ctx.db, found.seed, found.row, found.city)),
        },
      };
    }),
    handle(fetchAvailableDates, (ctx, input) => {
      if (!offered(ctx)) {
        return { data: { fetchAvailableDates: refused(notOfferedText("experience")) } };
      }
      const found = findExperience(ctx.db, input.add_data.product_id);
      if (found === undefined) {
        return { data: { fetchAvailableDates: refused(ExperienceTexts.notFound) } };
      }
      const today = dayIn(ctx.now(), found.city.timeZone);
      const dates = [];
      for (let index = 1; index <= BOOKING_WINDOW_DAYS; index += 1) {
        const day = addDays(today, index);
        const left = slotsOn(ctx.db, found.seed, day, index).length;
        if (left > 0) dates.push({ date: day, slots_left: left });
      }
      return {
        data: {
          fetchAvailableDates: {
            success: 1,
            data: { today, last: addDays(today, BOOKING_WINDOW_DAYS), dates },
          },
        },
      };
    }),
    handle(fetchAvailabilityPricing, (ctx, input) => {
      if (!offered(ctx)) {
        return { data: { fetchAvailabilityPricing: refused(notOfferedText("experience")) } };
      }
      const found = findExperience(ctx.db, input.add_data.product_id);
      if (found === undefined) {
        return { data: { fetchAvailabilityPricing: refused(ExperienceTexts.notFound) } };
      }
      const day = input.add_data.date;
      const index = dayIndexOf(ctx, found.city, day);
      const slots = index === null ? [] : slotsOn(ctx.db, found.seed, day, index);
      if (slots.length === 0) {
        return {
          data: { fetchAvailabilityPricing: refused(ExperienceTexts.dateUnavailable) },
        };
      }
      return {
        data: {
          fetchAvailabilityPricing: {
            success: 1,
            data: { date: day, currency_code: found.row.currency_code, slots },
          },
        },
      };
    }),
    handle(getQueryBasedTags, (_ctx, input) => {
      const query = input.query.trim().toLowerCase();
      const tags = [...new Set(experiences.filter((e) => e.cityId === input.city_id).flatMap((e) => e.tags))]
        .filter((tag) => query === "" || tag.includes(query))
        .sort()
        .slice(0, 10);
      return { success: 1, tags };
    }),
    handle(experienceOrder, (ctx, input) => {
      const { booking, ...order } = input.expOrder;
      const [line, ...others] = order.cart;
      const refuse = (message: string) => ({ data: { experienceOrder: refused(message) } });
      if (!offered(ctx)) return refuse(notOfferedText("experience"));
      if (line === undefined || others.length > 0 || line.product_id !== booking.expProductId) {
        return refuse("An experience order holds the one experience it books.");
      }
      const checked = checkBooking(ctx, booking);
      if (!checked.ok) return refuse(checked.message);
      const { totalMinor, name, currency } = checked;
      const answer = createVoucherOrder(ctx, order, {
        type: "experience",
        priceLine: (requested, orderCurrency) => {
          if (orderCurrency !== currency || toMinor(requested.price, currency) !== totalMinor) {
            return { ok: false, message: ExperienceTexts.priceChanged };
          }
          return {
            ok: true,
            value: {
              productId: booking.expProductId,
              name,
              quantity: 1,
              priceMinor: totalMinor,
              chargeMinor: totalMinor,
              filterGroupId: EXPERIENCE_GROUP_ID,
              totalMinor,
            },
          };
        },
        recorded: (orderId) => {
          const guests = guestTotal(booking.guests);
          ctx.db
            .prepare(
              `INSERT INTO experience_bookings (order_id, product_id, day, time_slot, guests, guests_json)
               VALUES (?, ?, ?, ?, ?, ?)`,
            )
            .run(
              orderId,
              booking.expProductId,
              booking.preferredDate,
              booking.preferredTimeSlot,
              guests,
              JSON.stringify(booking.guests),
            );
          ctx.db
            .prepare(
              "UPDATE shop_order_lines SET experience_date = ?, guests = ?, experience_slot = ? WHERE order_id = ?",
            )
            .run(booking.preferredDate, guests, booking.preferredTimeSlot, orderId);
        },
      });
      return { data: { experienceOrder: answer } };
    }),
    ...experiencePaymentHandlers,
  ],
};
