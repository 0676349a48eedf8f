/**
 * The client's money (spec §3 Cart and Order, §7.4 add-to-cart info, §9 'Payment arithmetic',
 * 'Lists', points and conversion display).
 *
 * Amounts are integers in the minor unit of their currency: a currency of the zero-decimal list of
 * spec §9 has no minor unit (1 JPY is 1), every other currency has two decimals (1 INR is 100).
 * Points are counted in hundredths of a point. Rates and percentages are exact decimals; every
 * product or quotient is computed with BigInt and rounded once, with a named rounding mode. No
 * function here adds floating-point amounts, and none throws: a failure is a typed result.
 */
import { ZeroDecimalCurrencies } from "@contract/currencies";

// ---------------------------------------------------------------------------------------------
// Results and errors

/** Why a money operation has no answer. */
export type MoneyError =
  | { readonly _tag: "NotFinite"; readonly value: number }
  | { readonly _tag: "OutOfRange" }
  | { readonly _tag: "CurrencyMismatch"; readonly left: string; readonly right: string }
  | { readonly _tag: "InvalidRate"; readonly value: number };

export type Result<A, E = MoneyError> =
  | { readonly ok: true; readonly value: A }
  | { readonly ok: false; readonly error: E };

export const ok = <A>(value: A): { readonly ok: true; readonly value: A } => ({ ok: true, value });
export const err = <E>(error: E): { readonly ok: false; readonly error: E } => ({ ok: false, error });

// ---------------------------------------------------------------------------------------------
// Currencies (spec §9 Lists)

const ZERO_DECIMAL: ReadonlySet<string> = new Set<string>(ZeroDecimalCurrencies);

/** 0 for the zero-decimal currencies of spec §9, else 2. The code is compared in upper case. */
export const decimalsOf = (currency: string): 0 | 2 => (ZERO_DECIMAL.has(currency.toUpperCase()) ? 0 : 2);

/** An amount in integer minor units of an ISO currency. */
export interface Money {
  readonly amount: number;
  readonly currency: string;
}

// ---------------------------------------------------------------------------------------------
// Exact decimals and rounding

/**
 * Rounding modes:
 * - `ceil`: toward +∞; what a balance must cover (a payer never pays less than is due);
 * - `floor`: toward −∞; what a balance can pay without exceeding it;
 * - `half-away`: nearest, ties away from zero; amounts typed in major units ({@link toMinor});
 * - `half-even`: nearest, ties to the even neighbour; converted amounts shown for information.
 */
export type RoundingMode = "ceil" | "floor" | "half-away" | "half-even";

const abs = (n: bigint): bigint => (n < 0n ? -n : n);

/** n / d rounded to an integer with `mode`; `d` must not be 0 (0 is answered for it). */
export const divideRounded = (n: bigint, d: bigint, mode: RoundingMode): bigint => {
  if (d === 0n) return 0n;
  const num = d < 0n ? -n : n;
  const den = abs(d);
  const q = num / den; // truncated toward zero
  const r = num % den; // same sign as num
  if (r === 0n) return q;
  const floor = num < 0n ? q - 1n : q;
  const ceil = floor + 1n;
  switch (mode) {
    case "floor":
      return floor;
    case "ceil":
      return ceil;
    case "half-away": {
      const twice = 2n * abs(r);
      if (twice === den) return num < 0n ? floor : ceil;
      return twice > den ? (num < 0n ? floor : ceil) : q;
    }
    case "half-even": {
      const twice = 2n * abs(r);
      if (twice === den) return floor % 2n === 0n ? floor : ceil;
      return twice > den ? (num < 0n ? floor : ceil) : q;
    }
  }
};

/** An exact decimal: coefficient / 10^scale (scale ≥ 0). */
/** A decimal number: coefficient × 10^-scale. */
export interface Decimal {
  readonly coefficient: bigint;
  readonly scale: number;
}

const pow10 = (n: number): bigint => 10n ** BigInt(n);

/**
 * The exact decimal a finite number is written as (its shortest round-trip text, so 0.1 is
 * 1/10, not the binary fraction nearest to it). Null for NaN and ±∞.
 */
/** The exact decimal form of a finite number, read from its shortest text; null otherwise. */
export const decimalOf = (x: number): Decimal | null => {
  if (!Number.isFinite(x)) return null;
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(x));
  if (match === null) return null;
  const [, sign = "", whole = "0", fraction = "", exponent = "0"] = match;
  const coefficient = BigInt(`${sign}${whole}${fraction}`);
  const scale = fraction.length - Number(exponent);
  return scale >= 0 ? { coefficient, scale } : { coefficient: coefficient * pow10(-scale), scale: 0 };
};

const toSafe = (n: bigint): Result<number> =>
  n <= BigInt(Number.MAX_SAFE_INTEGER) && n >= BigInt(Number.MIN_SAFE_INTEGER)
    ? ok(Number(n))
    : err({ _tag: "OutOfRange" });

/** A decimal number rounded to `decimals` places, as an integer count of 10^-decimals units. */
const scaledUnits = (x: number, decimals: number, mode: RoundingMode): Result<number> => {
  const d = decimalOf(x);
  if (d === null) return err({ _tag: "NotFinite", value: x });
  return toSafe(divideRounded(d.coefficient * pow10(decimals), pow10(d.scale), mode));
};

/** `units` counted in 10^-decimals, as a number (exact for safe integers: one division by a power of ten). */
const unitsToNumber = (units: number, decimals: number): number => units / 10 ** decimals;

/** `x` rounded to `decimals` places, half away from zero, computed on its decimal digits (spec §5, §9). */
export const roundTo = (x: number, decimals: number): Result<number> => {
  const units = scaledUnits(x, decimals, "half-away");
  return units.ok ? ok(unitsToNumber(units.value, decimals)) : units;
};

// ---------------------------------------------------------------------------------------------
// Money in one currency

/**
 * An amount in major units (as the wire carries it, `1234.56`) to integer minor units of its
 * currency, rounded half away from zero on the amount's decimal digits: 10.005 INR is 1001 minor,
 * −10.005 INR is −1001, 1500.5 JPY is 1501.
 */
export const toMinor = (major: number, currency: string): Result<Money> => {
  const units = scaledUnits(major, decimalsOf(currency), "half-away");
  return units.ok ? ok({ amount: units.value, currency }) : units;
};

/** Minor units back to a major-unit number (`{amount: 123456, currency: 'INR'}` is 1234.56). */
export const fromMinor = (money: Money): number => unitsToNumber(money.amount, decimalsOf(money.currency));

const sameCurrency = (a: Money, b: Money): boolean => a.currency.toUpperCase() === b.currency.toUpperCase();
const mismatch = (a: Money, b: Money): { readonly ok: false; readonly error: MoneyError } =>
  err({ _tag: "CurrencyMismatch", left: a.currency, right: b.currency });

export const addMoney = (a: Money, b: Money): Result<Money> => {
  if (!sameCurrency(a, b)) return mismatch(a, b);
  const sum = toSafe(BigInt(a.amount) + BigInt(b.amount));
  return sum.ok ? ok({ amount: sum.value, currency: a.currency }) : sum;
};

export const subtractMoney = (a: Money, b: Money): Result<Money> => {
  if (!sameCurrency(a, b)) return mismatch(a, b);
  const difference = toSafe(BigInt(a.amount) - BigInt(b.amount));
  return difference.ok ? ok({ amount: difference.value, currency: a.currency }) : difference;
};

/** −1, 0 or 1 as `a` is below, equal to or above `b`. */
export const compareMoney = (a: Money, b: Money): Result<-1 | 0 | 1> => {
  if (!sameCurrency(a, b)) return mismatch(a, b);
  return ok(a.amount < b.amount ? -1 : a.amount > b.amount ? 1 : 0);
};

/** Zero in a currency. */
export const zero = (currency: string): Money => ({ amount: 0, currency });

// ---------------------------------------------------------------------------------------------
// Rates and conversion

/**
 * A positive exact decimal rate, JSON-safe: coefficient / 10^scale units of the target per one
 * (major) unit of the source.
 */
export interface Rate {
  readonly coefficient: number;
  readonly scale: number;
}

const rateDecimal = (rate: Rate): Decimal | null =>
  Number.isSafeInteger(rate.coefficient) &&
  rate.coefficient > 0 &&
  Number.isSafeInteger(rate.scale) &&
  rate.scale >= 0
    ? { coefficient: BigInt(rate.coefficient), scale: rate.scale }
    : null;

const normalizedRate = (d: Decimal, value: number): Result<Rate> => {
  let { coefficient, scale } = d;
  while (scale > 0 && coefficient % 10n === 0n) {
    coefficient /= 10n;
    scale -= 1;
  }
  if (coefficient <= 0n) return err({ _tag: "InvalidRate", value });
  const safe = toSafe(coefficient);
  return safe.ok ? ok({ coefficient: safe.value, scale }) : err({ _tag: "InvalidRate", value });
};

/** The exact rate a positive finite number is written as (`rateOf(0.0125)` is 125 / 10^4). */
export const rateOf = (value: number): Result<Rate> => {
  const d = decimalOf(value);
  if (d === null || d.coefficient <= 0n) return err({ _tag: "InvalidRate", value });
  return normalizedRate(d, value);
};

/** The rate as a number (for display; conversion uses the exact rate). */
export const rateValue = (rate: Rate): number => rate.coefficient / 10 ** rate.scale;

/** a × b exactly (e.g. a point's value times a currency rate). */
export const rateProduct = (a: Rate, b: Rate): Result<Rate> => {
  const da = rateDecimal(a);
  const db = rateDecimal(b);
  if (da === null || db === null)
    return err({ _tag: "InvalidRate", value: da === null ? a.coefficient : b.coefficient });
  return normalizedRate(
    { coefficient: da.coefficient * db.coefficient, scale: da.scale + db.scale },
    rateValue(a) * rateValue(b),
  );
};

/** The two directions of a conversion: `multiply` source → target, `divide` target → source. */
export type Direction = "multiply" | "divide";

/**
 * Converts `units` counted in 10^-fromDecimals of the source into 10^-toDecimals of the target,
 * with `rate` target units per source unit, multiplying (or dividing, for the way back), rounded
 * once with `mode`.
 */
export const convertUnits = (
  units: number,
  fromDecimals: number,
  toDecimals: number,
  rate: Rate,
  mode: RoundingMode,
  direction: Direction = "multiply",
): Result<number> => {
  const r = rateDecimal(rate);
  if (r === null) return err({ _tag: "InvalidRate", value: rate.coefficient });
  if (!Number.isSafeInteger(units)) return err({ _tag: "OutOfRange" });
  const n = BigInt(units) * pow10(toDecimals);
  const d = pow10(fromDecimals);
  return direction === "multiply"
    ? toSafe(divideRounded(n * r.coefficient, d * pow10(r.scale), mode))
    : toSafe(divideRounded(n * pow10(r.scale), d * r.coefficient, mode));
};

/**
 * `money` in `target`, with `rate` units of the target per unit of the source. Choose `ceil` for
 * what a balance must cover, `floor` for what a balance can pay, `half-even` for display.
 */
export const convertMoney = (money: Money, target: string, rate: Rate, mode: RoundingMode): Result<Money> => {
  const amount = convertUnits(money.amount, decimalsOf(money.currency), decimalsOf(target), rate, mode);
  return amount.ok ? ok({ amount: amount.value, currency: target }) : amount;
};

// ---------------------------------------------------------------------------------------------
// Points (spec §3 User points, §9)

/** Points are counted in hundredths and shown to 2 decimals (spec §9). */
export const POINT_DECIMALS = 2;
/** Conversion values are shown to 5 decimals (spec §9). */
export const CONVERSION_DECIMALS = 5;

/** A number of points (e.g. availablePoints) to hundredths of a point, half away from zero. */
export const pointsToHundredths = (points: number): Result<number> =>
  scaledUnits(points, POINT_DECIMALS, "half-away");

/** A point's value in the points currency: pointsConversionFactor × conversion (spec §3 User points). */
export const pointValueOf = (pointsConversionFactor: number, conversionFactor: number): Result<Rate> => {
  const a = rateOf(pointsConversionFactor);
  if (!a.ok) return a;
  const b = rateOf(conversionFactor);
  if (!b.ok) return b;
  return rateProduct(a.value, b.value);
};

/** The money `hundredths` of a point are worth, a point being worth `pointValue` of `currency`. */
export const pointsToMoney = (
  hundredths: number,
  pointValue: Rate,
  currency: string,
  mode: RoundingMode,
): Result<Money> => {
  const amount = convertUnits(hundredths, POINT_DECIMALS, decimalsOf(currency), pointValue, mode);
  return amount.ok ? ok({ amount: amount.value, currency }) : amount;
};

/** Hundredths of a point worth `money`; `ceil` gives the points that must be spent to pay it. */
export const moneyToPoints = (money: Money, pointValue: Rate, mode: RoundingMode): Result<number> =>
  convertUnits(money.amount, decimalsOf(money.currency), POINT_DECIMALS, pointValue, mode, "divide");

// ---------------------------------------------------------------------------------------------
// Display

const formatters = new Map<string, Intl.NumberFormat>();
const formatterFor = (key: string, make: () => Intl.NumberFormat): Intl.NumberFormat => {
  const known = formatters.get(key);
  if (known !== undefined) return known;
  const made = make();
  formatters.set(key, made);
  return made;
};

/**
 * Money for display through Intl.NumberFormat, currency style with the currency's symbol and
 * exactly its decimals: JPY 5000 in 'en' is '¥5,000', INR 123450 is '₹1,234.50', IDR 15000 is
 * 'IDR 15,000'. An unknown currency code shows as the code and the amount ('ABC 12.00' style).
 */
export const formatMoney = (money: Money, locale = "en"): string => {
  const decimals = decimalsOf(money.currency);
  const value = fromMinor(money);
  const currency = money.currency.toUpperCase();
  try {
    return formatterFor(
      `${locale}|${currency}`,
      () =>
        new Intl.NumberFormat(locale, {
          style: "currency",
          currency,
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        }),
    ).format(value);
  } catch {
    return `${currency} ${formatPlain(money.amount, decimals, locale)}`;
  }
};

/**
 * A major-unit amount as the wire carries it (`1234.5` INR) through {@link formatMoney}: '₹1,234.50'
 * in 'en', '1.234,50 ₹' in 'es'. An amount that has no minor units (not finite, out of range)
 * shows as its currency code and its digits.
 */
export const formatMajor = (amount: number, currency: string, locale = "en"): string => {
  const money = toMinor(amount, currency);
  return money.ok ? formatMoney(money.value, locale) : `${currency.toUpperCase()} ${String(amount)}`;
};

/**
 * The number of an amount without its currency, grouped by the locale with exactly the
 * currency's decimals, for a text that names the currency itself ('Total Value = {CUR} {value}',
 * spec §2.4): INR 250000 minor is '2,500.00' in 'en', '2.500,00' in 'es'; JPY 5000 is '5,000'.
 */
export const formatMoneyNumber = (money: Money, locale = "en"): string =>
  formatPlain(money.amount, decimalsOf(money.currency), locale);

/**
 * `units` counted in 10^-decimals as a number grouped by the locale with exactly `decimals`
 * places: 123450 at 2 is '1,234.50' in 'en', '1.234,50' in 'es'. The plain form every money and
 * points text shares.
 */
export const formatUnits = (units: number, decimals: number, locale = "en"): string =>
  formatPlain(units, decimals, locale);

const formatPlain = (units: number, decimals: number, locale: string): string => {
  try {
    return formatterFor(
      `${locale}|${decimals}`,
      () =>
        new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
    ).format(unitsToNumber(units, decimals));
  } catch {
    return unitsToNumber(units, decimals).toFixed(decimals);
  }
};

/**
 * Points shown to 2 decimals (spec §9), rounded half away from zero, grouped by the locale:
 * 1234.5 points are '1,234.50' in 'en'. A value that is not finite shows as '0.00'.
 */
export const formatPoints = (points: number, locale = "en"): string => {
  const hundredths = pointsToHundredths(points);
  return formatPlain(hundredths.ok ? hundredths.value : 0, POINT_DECIMALS, locale);
};

/** A conversion value shown to 5 decimals (spec §9), half away from zero: 0.0119934 is '0.01199'. */
export const formatConversion = (value: number, locale = "en"): string => {
  const units = scaledUnits(value, CONVERSION_DECIMALS, "half-away");
  return formatPlain(units.ok ? units.value : 0, CONVERSION_DECIMALS, locale);
};

// ---------------------------------------------------------------------------------------------
// The spec's formulas (spec §7.4, §9)

/** final_price = price × (100 − discount) / 100 (spec §7.4), rounded half away from zero. */
export const finalPrice = (price: Money, discount: number): Result<Money> => {
  const d = decimalOf(discount);
  if (d === null) return err({ _tag: "NotFinite", value: discount });
  const keep = 100n * pow10(d.scale) - d.coefficient; // (100 − discount) × 10^scale
  const amount = toSafe(divideRounded(BigInt(price.amount) * keep, 100n * pow10(d.scale), "half-away"));
  return amount.ok ? ok({ amount: amount.value, currency: price.currency }) : amount;
};

/**
 * The unit price charged for one voucher of face value `price` (spec §7.4 final_price, §9 'Cart
 * totals'): with spl_discount above 0 the final price, price × (100 − discount) / 100 rounded half
 * away from zero ({@link finalPrice}); otherwise the price itself. A discount above 100 (a price
 * below zero) or one that is not finite has no answer. The one rule the product page, the cart,
 * the checkout and the reference API's order all charge by: the price shown is the price charged.
 */
export const chargedUnitPrice = (price: Money, splDiscount: number): Result<Money> => {
  if (!Number.isFinite(splDiscount)) return err({ _tag: "NotFinite", value: splDiscount });
  if (splDiscount > 100) return err({ _tag: "OutOfRange" });
  return splDiscount > 0 ? finalPrice(price, splDiscount) : ok(price);
};

/** product_discount = spl_discount − spl_charge (spec §7.4), exact on their decimal digits. */
export const productDiscount = (splDiscount: number, splCharge: number): Result<number> => {
  const a = decimalOf(splDiscount);
  if (a === null) return err({ _tag: "NotFinite", value: splDiscount });
  const b = decimalOf(splCharge);
  if (b === null) return err({ _tag: "NotFinite", value: splCharge });
  const scale = Math.max(a.scale, b.scale);
  const difference = a.coefficient * pow10(scale - a.scale) - b.coefficient * pow10(scale - b.scale);
  const units = toSafe(difference);
  return units.ok ? ok(unitsToNumber(units.value, scale)) : units;
};

/** The currency product_discount_inr is expressed in. */
export const INR = "INR";

/**
 * product_discount_inr = discount × price / (100 × conversion_ratio) (spec §7.4): the discount
 * of `price` in INR, conversion_ratio being units of the price's currency per rupee; rounded half
 * away from zero to the paisa.
 */
export const productDiscountInr = (
  discount: number,
  price: Money,
  conversionRatio: number,
): Result<Money> => {
  const d = decimalOf(discount);
  if (d === null) return err({ _tag: "NotFinite", value: discount });
  const ratio = rateOf(conversionRatio);
  if (!ratio.ok) return ratio;
  // discount × (price.amount / 10^pd) × 10^2 / (100 × ratio.c / 10^rs)
  const pd = decimalsOf(price.currency);
  const n = d.coefficient * BigInt(price.amount) * pow10(decimalsOf(INR)) * pow10(ratio.value.scale);
  const den = pow10(d.scale) * pow10(pd) * 100n * BigInt(ratio.value.coefficient);
  const amount = toSafe(divideRounded(n, den, "half-away"));
  return amount.ok ? ok({ amount: amount.value, currency: INR }) : amount;
};

/** Filter groups whose cart line total is the price alone (spec §9): perks 48, lounge 51, airmiles 53, personalize 70. */
export const PRICE_ALONE_GROUPS: ReadonlySet<number> = new Set([48, 51, 53, 70]);

/** A cart line for its total (spec §3 Cart voucher line; §9 Cart totals). */
export interface PricedLine {
  readonly price: Money;
  readonly quantity: number;
  readonly filterGroupId: number;
}

/**
 * Cart line total (spec §9): quantity × price for merchandise, gift vouchers and charity; the
 * price alone for perks, lounge, airmiles and personalize.
 */
export const lineTotal = (line: PricedLine): Result<Money> => {
  if (PRICE_ALONE_GROUPS.has(line.filterGroupId)) return ok(line.price);
  if (!Number.isSafeInteger(line.quantity)) return err({ _tag: "OutOfRange" });
  const amount = toSafe(BigInt(line.price.amount) * BigInt(line.quantity));
  return amount.ok ? ok({ amount: amount.value, currency: line.price.currency }) : amount;
};

/** The sum of the line totals, all in `currency`; a line in another currency is a mismatch. */
export const cartTotal = (lines: readonly PricedLine[], currency: string): Result<Money> => {
  let total: Money = zero(currency);
  for (const line of lines) {
    const amount = lineTotal(line);
    if (!amount.ok) return amount;
    const sum = addMoney(total, amount.value);
    if (!sum.ok) return sum;
    total = sum.value;
  }
  return ok(total);
};

/** How a gift-card balance pays a total (spec §9). */
export interface GiftCardUse {
  readonly used: Money;
  readonly payable: Money;
}

/**
 * Gift-card balance (spec §9): used = min(converted balance, total); payable = total − used. The
 * balance is converted into the total's currency with `rate` (total units per balance unit),
 * rounded down so the used part never exceeds the balance.
 */
export const giftCardUse = (total: Money, balance: Money, rate: Rate): Result<GiftCardUse> => {
  const converted = convertMoney(balance, total.currency, rate, "floor");
  if (!converted.ok) return converted;
  const used = Math.max(0, Math.min(converted.value.amount, total.amount));
  return ok({
    used: { amount: used, currency: total.currency },
    payable: { amount: total.amount - used, currency: total.currency },
  });
};
