/**
 * Track order (spec §7.6 validateOrder, §4 Track order, §5 Track order): step 1 answers which
 * contact identifies an order; step 2 answers the order when that contact matches.
 */
import {
  type FlightDetails,
  type PrimaryIdentifier,
  type TrackedOrder,
  TrackOrderTexts,
} from "@contract/orders";
import { type Refused, refused } from "../../core/answers";
import type { Db } from "../../core/module";
import { asPrimaryIdentifier, findOrder, type OrderRow, orderDetails } from "./store";

export interface TrackInput {
  readonly order_id: string;
  readonly email?: string | undefined;
  readonly alternative_email?: string | undefined;
  readonly mobile?: string | undefined;
  readonly mobile_code?: string | undefined;
}

export type TrackAnswer =
  | Refused
  | { readonly success: 1; readonly data: { readonly primaryIdentifier: PrimaryIdentifier } }
  | { readonly success: 1; readonly data: TrackedOrder; readonly flight_details: FlightDetails | null };

const given = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === "" ? undefined : trimmed;
};

const digits = (value: string): string => value.replace(/\D/g, "");

const contactMatches = (order: OrderRow, input: TrackInput): boolean => {
  switch (asPrimaryIdentifier(order.primary_identifier)) {
    case "email": {
      const email = given(input.email);
      return email !== undefined && email.toLowerCase() === order.email.toLowerCase();
    }
    case "alternative_email": {
      const email = given(input.alternative_email);
      return (
        email !== undefined &&
        order.alternative_email !== null &&
        email.toLowerCase() === order.alternative_email.toLowerCase()
      );
    }
    case "mobile": {
      const mobile = given(input.mobile);
      const code = given(input.mobile_code);
      return (
        mobile !== undefined &&
        code !== undefined &&
        digits(mobile) === order.mobile &&
        digits(code) === order.mobile_code
      );
    }
  }
};

const parseFlight = (json: string | null): FlightDetails | null =>
  json === null ? null : (JSON.parse(json) as FlightDetails);

export const trackOrder = (db: Db, input: TrackInput): TrackAnswer => {
  const id = input.order_id.trim();
  if (!/^\d+$/.test(id)) return refused(TrackOrderTexts.invalidOrderId);
  const order = findOrder(db, Number(id));
  if (order === undefined) return refused(TrackOrderTexts.invalidOrderId);
  const primaryIdentifier = asPrimaryIdentifier(order.primary_identifier);
  const step2 =
    given(input.email) !== undefined ||
    given(input.alternative_email) !== undefined ||
    given(input.mobile) !== undefined;
  if (!step2) return { success: 1, data: { primaryIdentifier } };
  if (!contactMatches(order, input)) return refused(TrackOrderTexts.invalidContact);
  const details = orderDetails(db, order);
  return {
    success: 1,
    data: { order_id: order.id, primaryIdentifier, order_data: details.order_data },
    flight_details: parseFlight(order.flight_details),
  };
};
