/** The events the payment flow (./payment.ts) accepts from outside, as schemas for the event log. */

import { CallbackProvider } from "@contract/providers";
import { SensitiveString } from "@contract/sensitive";
import { Schema } from "effect";

const OrderId = Schema.Number;
/** The order's key from the page's URL: a secret the event log records only as a marker. */
const OrderKey = SensitiveString("token");

/** The events the payment flow accepts from the payment pages, as schemas for the event log. */
export const paymentEventSchemas = [
  Schema.Struct({
    type: Schema.Literal("PAYMENT.CALLBACK"),
    orderId: OrderId,
    orderKey: OrderKey,
    sitePrefix: Schema.String,
    /** 'experience' on '/payment-exp-callback' (spec §2.3); the generic callback's orders otherwise. */
    orderType: Schema.optional(Schema.String),
    /** The provider whose callback page it is ('/provider-a-payment-callback' ...); absent on '/payment-callback'. */
    provider: Schema.optional(CallbackProvider),
  }),
  Schema.Struct({
    type: Schema.Literal("PAYMENT.SHOW"),
    orderId: OrderId,
    orderKey: OrderKey,
    orderType: Schema.String,
  }),
  Schema.Struct({ type: Schema.Literal("PAYMENT.RETRY") }),
] as const;

export type PaymentEvent = (typeof paymentEventSchemas)[number]["Type"];
