/**
 * The product page's figures (spec §7.4 final_price, §9 'Cart totals', 'Points shown to 2
 * decimals'): the points beside 'Total for {count}' are the points of the total charged, and an
 * experience card's 'From' price is an adult's (spec §3 price_category_id).
 */
import { ADULT_PRICE_CATEGORY_ID, fromPriceOf } from "@domain/experiences";
import { pointsOfChoicePrice, pointsOfChoiceTotal, priceDisplayOf, timesQuantity } from "@domain/product";
import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";

const runs = { numRuns: 500 };

const rupeeCard = fc.record({
  currency_code: fc.constant("INR"),
  spl_discount: fc.constantFrom(0, 2.5, 7.5, 10),
});

test.prop([rupeeCard, fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 10 })], runs)(
  "a rupee a point: the points of the total are the total charged, and grow with the quantity",
  (card, price, quantity) => {
    const display = priceDisplayOf(card, price);
    const total = display === null ? null : timesQuantity(display.final, quantity);
    const points = pointsOfChoiceTotal(card, price, quantity, 1, 1);
    expect(total).not.toBeNull();
    expect(points === null ? null : Math.round(points * 100)).toBe(total?.amount);
    // One unit's points are the points the line keeps.
    expect(pointsOfChoiceTotal(card, price, 1, 1, 1)).toBe(pointsOfChoicePrice(card, price, 1, 1));
  },
);

const rate = (price_category_id: number) =>
  fc.integer({ min: 1, max: 100_000 }).map((price) => ({ price_category_id, price }));
const day = fc.record({
  rates: fc
    .tuple(rate(ADULT_PRICE_CATEGORY_ID), fc.array(rate(2), { maxLength: 2 }))
    .map(([adult, others]) => [adult, ...others]),
});

test.prop([fc.array(day, { minLength: 1, maxLength: 7 })], runs)(
  "the 'From' price is the lowest adult rate of the days offered, whatever a child pays",
  (days) => {
    const adults = days.flatMap((d) =>
      d.rates.filter((r) => r.price_category_id === ADULT_PRICE_CATEGORY_ID),
    );
    expect(fromPriceOf(days)).toBe(Math.min(...adults.map((r) => r.price)));
  },
);
