/**
 * Experience pricing (spec §3 'Experience order item': price, guests, price_category_id): for any
 * guest counts within the product's limits, the booking total is the sum over guest categories of
 * count × rate, in minor units; the order item carries that total and the guests booked. Its
 * points (convertedAmountValue, the live total in points) are the money total converted by the
 * rule every price in points follows (spec §9: price × currency value / point value, 2 decimals,
 * half away from zero), the gift-card page's rule for the same price.
 */
import type { ExperienceDetail, TimeSlotPricing } from "@contract/experiences";
import { bookingPointsOf, bookingTotalMinor, guestProblem, orderItemOf } from "@domain/experiences";
import { decimalsOf } from "@domain/money";
import { baseConversionValueOf, pointsOfChoicePrice } from "@domain/product";
import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";
import { productOf } from "../tests/support/catalogue";

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
      conversion_ratio: 1,
    };
    const booked = counts.reduce((sum, count) => sum + count, 0);
    // Within the limits, only no guest at all is refused.
    expect(guestProblem(detail, guests)).toEqual(booked === 0 ? { kind: "none" } : null);
    const item = orderItemOf({
      experience: detail,
      date: "2026-12-01",
      slot: slotOf(rates, code),
      guests,
      pointsBaseConversionValue: null,
    });
    if (booked === 0) expect(item.ok).toBe(false);
    else if (item.ok) {
      expect(Math.round(item.value.price * 10 ** decimalsOf(code))).toBe(expected);
      expect(item.value.guests.reduce((sum, g) => sum + g.count, 0)).toBe(booked);
    } else throw new Error("a booking within the limits must give an order item");
  },
);

/** Units of the experience's currency per rupee (4 decimals), and a point's value in rupees (or unknown). */
const conversion = fc.record({
  currency,
  totalMinor: fc.integer({ min: 0, max: 100_000_000 }),
  ratio: fc.integer({ min: 1, max: 500_000 }).map((n) => n / 10_000),
  pointValue: fc.option(
    fc.integer({ min: 1, max: 100_000 }).map((n) => n / 100),
    { nil: null },
  ),
});

/** The exact decimal a JSON number is written as: coefficient / 10^scale. */
const exact = (value: number): { readonly coefficient: bigint; readonly scale: number } => {
  const [whole = "0", fraction = ""] = String(value).split(".");
  return { coefficient: BigInt(whole + fraction), scale: fraction.length };
};

test.prop([conversion], { numRuns: 1000 })(
  "the live total in points is the money total × the currency's value in rupees / the point's value, to 2 decimals",
  ({ currency: code, totalMinor, ratio, pointValue }) => {
    const currencyValue = baseConversionValueOf({ conversion_ratio: ratio });
    const points = bookingPointsOf(totalMinor, code, currencyValue, pointValue);
    // An independent reckoning in integers: hundredths of a point, rounded half away from zero.
    const cv = exact(currencyValue);
    const pv = exact(pointValue ?? 1);
    const numerator = BigInt(totalMinor) * cv.coefficient * 10n ** BigInt(pv.scale) * 100n;
    const denominator = 10n ** BigInt(decimalsOf(code) + cv.scale) * pv.coefficient;
    const hundredths = (2n * numerator + denominator) / (2n * denominator);
    expect(points === null ? null : Math.round(points * 100)).toBe(Number(hundredths));
    // The gift-card page prices the same amount of the same currency in points by the same rule.
    const price = totalMinor / 10 ** decimalsOf(code);
    const giftCard = productOf(1, "Card", { currency_code: code, conversion_ratio: ratio, spl_discount: 0 });
    expect(points).toBe(pointsOfChoicePrice(giftCard, price, baseConversionValueOf(giftCard), pointValue));
  },
);

test.prop([scenario, conversion], { numRuns: 300 })(
  "the order item keeps the points the page shows, and the currency value they come from",
  ({ currency: code, rates, counts }, { ratio, pointValue }) => {
    const guests = counts.map((count, index) => ({ price_category_id: index + 1, count }));
    const experience = {
      product_id: 42101,
      name: "Harbour Food Walk",
      city_name: "San Francisco",
      slug: "harbour-food-walk",
      currency_code: code,
      conversion_ratio: ratio,
    };
    const item = orderItemOf({
      experience,
      date: "2026-12-01",
      slot: slotOf(rates, code),
      guests,
      pointsBaseConversionValue: pointValue,
    });
    const total = bookingTotalMinor(slotOf(rates, code), guests, code);
    if (!item.ok || !total.ok) return;
    const currencyValue = baseConversionValueOf({ conversion_ratio: ratio });
    expect(item.value.currency_value).toBe(currencyValue);
    expect(item.value.convertedAmountValue).toBe(
      bookingPointsOf(total.value, code, currencyValue, pointValue),
    );
  },
);
