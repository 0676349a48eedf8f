/**
 * The delivery flow's input, the events it accepts (as schemas for the event log) and the replies
 * it sends the checkout (machines/delivery.ts).
 */

import { DeliveryAddress } from "@contract/deliveryAddress";
import { Schema } from "effect";
import { cartLinesEventSchema, countrySelectedEventSchema } from "./facts";

/**
 * The events the delivery flow accepts from outside: the shopper's intents from the checkout's
 * delivery card, the checkout's request to check the address before ordering, and the facts the
 * cart and country flows announce (machines/facts.ts).
 */
export const deliveryEventSchemas = [
  /** The delivery address as edited, every field as typed (spec §3 Order: merchandise is delivered). */
  Schema.Struct({ type: Schema.Literal("DELIVERY.ADDRESS_EDIT"), deliveryAddress: DeliveryAddress }),
  /** Load the states or cities again after a failure. */
  Schema.Struct({ type: Schema.Literal("DELIVERY.ADDRESS_RETRY") }),
  /** From "checkout": Pay was pressed; check the postal code against the city (spec §7.2). */
  Schema.Struct({ type: Schema.Literal("DELIVERY.CHECK") }),
  /** From "cart": the cart's lines (which of them are merchandise, and of which country). */
  cartLinesEventSchema,
  /** From "country": the selected country (the delivery country; merchandise's, spec §5 'Cart'). */
  countrySelectedEventSchema,
] as const;

export type DeliveryEvent = (typeof deliveryEventSchemas)[number]["Type"];
export type DeliveryEventOf<T extends DeliveryEvent["type"]> = Extract<DeliveryEvent, { readonly type: T }>;

/** What the delivery flow answers the checkout's DELIVERY.CHECK: the address passed, or was refused. */
export const deliveryCheckedEventSchema = Schema.Struct({ type: Schema.Literal("DELIVERY.CHECKED") });
export const deliveryRefusedEventSchema = Schema.Struct({ type: Schema.Literal("DELIVERY.REFUSED") });

/** The tags views read: the states' and cities' calls, the postal-code check. */
export type DeliveryTag = "loadingStates" | "loadingCities" | "checkingAddress";

/** Raised inside the machine: the states may be needed. */
export type DeliveryInternalEvent = { readonly type: "delivery.statesNeeded" };
