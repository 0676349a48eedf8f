/** Small display helpers of the mobile-recharge and cash-out pages. */
import { formatMoney, toMinor } from "@domain/money";
import type { ReactNode } from "react";
import type { FlowRefs } from "../system";

/** A major-unit amount in its currency, as the storefront shows money. */
export const priceText = (amount: number, currency: string): string => {
  const money = toMinor(amount, currency);
  return money.ok ? formatMoney(money.value) : `${currency} ${amount}`;
};

/** A points figure to 2 decimals (spec §9). */
export const pointsText = (points: number): string =>
  points.toLocaleString("en", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A whole number from the query string (`?category_id=`), or null when there is none. */
export const numberOrNull = (value: string | null | undefined): number | null =>
  value === null || value === undefined || !/^\d+$/.test(value) ? null : Number(value);

/** A field's refusal, said at once (role alert) as the field's error; none when it is accepted. */
export const refusalOf = (message: string | null): ReactNode =>
  message === null ? undefined : <span role="alert">{message}</span>;

/** What both mobile-recharge pages receive: the site's link prefix, the query and the "topup" flow. */
export interface TopupPageProps {
  readonly sitePrefix: string;
  readonly query: Readonly<Record<string, string>>;
  readonly flow: FlowRefs["topup"];
}
