/**
 * Money of the reference API: integer minor units, the zero-decimal currencies of spec §9, the
 * settlement rates used to draw one currency's amount from a balance held in another (derived
 * from the site's configured INR rates, so there is one source of rates), and display
 * formatting for the hosted payment page.
 */
import { ZeroDecimalCurrencies } from "@contract/orders";
import { inrRates } from "./data";

const zeroDecimal: ReadonlySet<string> = new Set(ZeroDecimalCurrencies);

/** Number of decimals of a currency: none for the zero-decimal list of spec §9, else two. */
export const decimalsOf = (currency: string): number => (zeroDecimal.has(currency) ? 0 : 2);

/**
 * Settlement rates: ten-thousandths of an INR per one major unit of each currency (USD 83.20
 * INR is 832000), from the configured `toInr` rates of the site data. A balance in one currency
 * pays an amount in another through these, rounded up to the paying balance's minor unit so
 * that an order is never under-paid.
 */
export const settlementRates: Readonly<Record<string, number>> = Object.fromEntries([
  ["INR", 10_000],
  ...inrRates.map((rate) => [rate.code, Math.round(rate.toInr * 10_000)] as const),
]);

export const isSettled = (currency: string): boolean => settlementRates[currency] !== undefined;

/**
 * A decimal amount in major units as integer minor units of `decimals` places, or undefined
 * when it carries more decimals than that (e.g. 1500.5 JPY) or is not a plain finite number.
 */
export const toMinorUnits = (amount: number, decimals: number): number | undefined => {
  if (!Number.isFinite(amount) || amount < 0) return undefined;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(String(amount));
  if (match === null) return undefined;
  const whole = match[1] ?? "0";
  const fraction = match[2] ?? "";
  if (fraction.length > decimals) return undefined;
  const minor = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, "0") || "0");
  return minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : undefined;
};

/** Minor units of `currency` from a decimal amount, or undefined (see {@link toMinorUnits}). */
export const toMinor = (amount: number, currency: string): number | undefined =>
  toMinorUnits(amount, decimalsOf(currency));

/** Major units of minor units: the closest decimal number (123456 INR minor -> 1234.56). */
export const fromMinorUnits = (minor: number, decimals: number): number => minor / 10 ** decimals;

export const fromMinor = (minor: number, currency: string): number =>
  fromMinorUnits(minor, decimalsOf(currency));

/**
 * Converts `minor` units (of `fromDecimals` places) of `from` into units of `toDecimals` places
 * of `to`, rounding up. Integer arithmetic only; undefined for a currency without a rate.
 */
export const convertMinor = (
  minor: number,
  from: { currency: string; decimals: number },
  to: { currency: string; decimals: number },
): number | undefined => {
  const rateFrom = settlementRates[from.currency];
  const rateTo = settlementRates[to.currency];
  if (rateFrom === undefined || rateTo === undefined) return undefined;
  if (from.currency === to.currency) {
    const scaled = BigInt(minor) * 10n ** BigInt(to.decimals);
    const divisor = 10n ** BigInt(from.decimals);
    return Number((scaled + divisor - 1n) / divisor);
  }
  const numerator = BigInt(minor) * BigInt(rateFrom) * 10n ** BigInt(to.decimals);
  const denominator = 10n ** BigInt(from.decimals) * BigInt(rateTo);
  return Number((numerator + denominator - 1n) / denominator);
};

const group = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** '{CUR} 1,234.56', or '{CUR} 1,500' for a zero-decimal currency (spec §9). */
export const formatMinor = (minor: number, currency: string): string => {
  const decimals = decimalsOf(currency);
  const digits = String(minor).padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${currency} ${group(whole)}${decimals > 0 ? `.${fraction}` : ""}`;
};

/** Points are stored in hundredths and shown to 2 decimals (spec §9). */
export const hundredthsToPoints = (hundredths: number): number => hundredths / 100;

/** A conversion value rounded to 5 decimals (spec §9). */
export const roundConversion = (value: number): number => Math.round(value * 100_000) / 100_000;

/**
 * Hundredths of a point that pay `currencyHundredths` of the points currency when one point is
 * worth `pointValue` of it (the site's pointsConversionFactor), rounded up; integer arithmetic.
 */
export const pointsFor = (currencyHundredths: number | undefined, pointValue: number): number | undefined => {
  const micro = BigInt(Math.round(pointValue * 1_000_000));
  if (currencyHundredths === undefined || micro <= 0n) return undefined;
  return Number((BigInt(currencyHundredths) * 1_000_000n + micro - 1n) / micro);
};
