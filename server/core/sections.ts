/**
 * The bookings a single-item cart section holds (flight or hotel itinerary, recharge, transfer;
 * spec §3 Cart sections) are priced by the domain that made them, not by the catalogue. Each such
 * domain registers a pricer for its section's filter group (spec §9: flights 50, hotel 64, topup
 * 61, cashout 67) when its module is loaded; the orders domain asks it:
 *
 * - `price` when an order line names a reference: what the booking costs now, or why it cannot be
 *   bought (expired, sold out, fare changed). The order is refused with that message.
 * - `paid` once, when the order paying for it succeeds (at once when nothing is left for the
 *   gateway, or on the gateway's success); `failed` when its payment is declined or cancelled.
 * - `family`: what the booking is of (spec §2.2); an order placed on a site that does not offer
 *   it is refused.
 *
 * Each is handed `now`, the server's clock at that call (what handlers read from `ctx.now()`), so
 * a hold's expiry is judged on the same clock that set it; `price` is also handed the request's
 * language, which its refusal is worded in (./language.ts).
 */
import type { Family } from "@domain/families";
import type { ApiLanguage } from "./language";
import type { Db } from "./module";

export type SectionPrice =
  | {
      readonly ok: true;
      /** The product the booking is of (the order line keeps it, whatever the request named). */
      readonly productId: number;
      /** What the booking costs, in minor units of `currency`. */
      readonly priceMinor: number;
      readonly currency: string;
      readonly name: string;
    }
  | { readonly ok: false; readonly message: string };

export interface SectionPricer {
  /** The family of the section's bookings. */
  readonly family: Family;
  readonly price: (
    db: Db,
    reference: string,
    userId: number | null,
    now: number,
    language: ApiLanguage,
  ) => SectionPrice;
  readonly paid: (db: Db, reference: string, orderId: number, now: number) => void;
  readonly failed?: (db: Db, reference: string, orderId: number, now: number) => void;
}

const pricers = new Map<number, SectionPricer>();

/** Registers the pricer of a section's filter group; a second registration replaces the first. */
export const registerSection = (filterGroupId: number, pricer: SectionPricer): void => {
  pricers.set(filterGroupId, pricer);
};

/** The pricer of a filter group, if a domain registered one. */
export const sectionPricerOf = (filterGroupId: number): SectionPricer | undefined =>
  pricers.get(filterGroupId);
