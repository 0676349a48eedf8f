/** The events the payment flow (./payment.ts) accepts from outside, as schemas for the event log. */

import { Schema } from "effect";

const OrderId = Schema.Number;

/** The events the payment flow accepts from the payment pages, as schemas for the event log. */
export const paymentEventSchemas = [
  Schema.Struct({
    type: Schema.Literal("PAYMENT.CALLBACK"),
    orderId: OrderId,
    key: Schema.String,
    sitePrefix: Schema.String,
  }),
  Schema.Struct({
    type: Schema.Literal("PAYMENT.SHOW"),
    orderId: OrderId,
    key: Schema.String,
    orderType: Schema.String,
  }),
  Schema.Struct({ type: Schema.Literal("PAYMENT.RETRY") }),
] as const;

export type PaymentEvent = (typeof paymentEventSchemas)[number]["Type"];
