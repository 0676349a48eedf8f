/**
 * Experience pricing (spec §3 'Experience order item': price, guests, price_category_id): for any
 * guest counts within the product's limits, the booking total is the sum over guest categories of
 * count × rate, in minor units; the order item carries that total and the guests booked.
 */
import type { ExperienceDetail, TimeSlotPricing } from "@contract/experiences";
import { bookingTotalMinor, guestProblem, orderItemOf } from "@domain/experiences";
import { decimalsOf } from "@domain/money";
import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";

const currency = fc.constantFrom("INR", "USD", "JPY", "EUR");
/** A rate in minor units, up to 100,000.00. */
const rateMinor = fc.integer({ min: 0, max: 10_000_000 });
const limits = fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 3 });

const scenario = fc
  .record({ currency, rates: fc.array(rateMinor, { minLength: 3, maxLength: 3 }), max: limits })
  .chain(({ currency: code, rates, max }) =>
    fc.record({
      currency: fc.constant(code),
      rates: fc.constant(rates),
      max: fc.constant(max),
      counts: fc.tuple(...max.map((m) => fc.integer({ min: 0, max: m }))),
    }),
  );

const slotOf = (rates: readonly number[], code: string): TimeSlotPricing => ({
  time_slot: "10:00",
  seats_left: 100,
  rates: rates.map((minor, index) => ({
    rate_id: `R${index + 1}`,
    price_category_id: index + 1,
    price: minor / 10 ** decimalsOf(code),
  })),
});

test.prop([scenario], { numRuns: 500 })(
  "the total equals the sum over guest categories of count × rate, in minor units",
  ({ currency: code, rates, max, counts }) => {
    const guests = counts.map((count, index) => ({ price_category_id: index + 1, count }));
    const total = bookingTotalMinor(slotOf(rates, code), guests, code);
    const expected = counts.reduce((sum, count, index) => sum + count * (rates[index] ?? 0), 0);
    expect(total).toEqual({ ok: true, value: expected });
    const detail: ExperienceDetail = {
      product_id: 61022,
      name: "Sunset Kayaking",
      slug: "sunset-kayaking",
      image: "",
      city_id: 1319,
      category: "Adventure",
      duration_minutes: 60,
      price_from: 1,
      currency_code: code,
      rating: null,
      reviews: 0,
      city_name: "Bangalore",
      time_zone: "Asia/Kolkata",
      description: "",
      inclusions: [],
      location: "",
      cancellation: "",
      min_guests: 1,
      max_guests: 20,
      price_categories: max.map((m, index) => ({
        price_category_id: index + 1,
        name: `C${index}`,
        min: 0,
        max: m,
      })),
    };
    const booked = counts.reduce((sum, count) => sum + count, 0);
    // Within the limits, only no guest at all is refused.
    expect(guestProblem(detail, guests)).toEqual(booked === 0 ? { kind: "none" } : null);
    const item = orderItemOf({
      experience: detail,
      date: "2026-12-01",
      slot: slotOf(rates, code),
      guests,
      currencyValue: 1,
      pointConversionMultiplier: 1,
    });
    if (booked === 0) expect(item.ok).toBe(false);
    else if (item.ok) {
      expect(Math.round(item.value.price * 10 ** decimalsOf(code))).toBe(expected);
      expect(item.value.guests.reduce((sum, g) => sum + g.count, 0)).toBe(booked);
    } else throw new Error("a booking within the limits must give an order item");
  },
);
