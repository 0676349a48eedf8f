/** Small display helpers of the mobile-recharge and cash-out pages. */
import { formatMoney, toMinor } from "@domain/money";

/** A major-unit amount in its currency, as the storefront shows money. */
export const priceText = (amount: number, currency: string): string => {
  const money = toMinor(amount, currency);
  return money.ok ? formatMoney(money.value) : `${currency} ${amount}`;
};

/** A points figure to 2 decimals (spec §9). */
export const pointsText = (points: number): string =>
  points.toLocaleString("en", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
