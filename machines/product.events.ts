/** The events the product flow (./product.ts) accepts from outside, as schemas for the event log. */

import { Schema } from "effect";

/** The events the product accepts from outside (the product detail pages). */
export const productEventSchemas = [
  /**
   * The page shows this product (on mount and when the route's product changes), loaded by the
   * call `source` names (spec §7.3; absent: getProduct).
   */
  Schema.Struct({
    type: Schema.Literal("PRODUCT.SHOW"),
    productId: Schema.Number,
    source: Schema.optional(Schema.Literals(["catalogue", "static", "perk"])),
  }),
  /** A denomination button, in major units of the product's currency. */
  Schema.Struct({ type: Schema.Literal("PRODUCT.CHOOSE"), price: Schema.Number }),
  /** The amount field's text as typed (products without denominations). */
  Schema.Struct({ type: Schema.Literal("PRODUCT.SET_AMOUNT"), text: Schema.String }),
  /** The quantity stepper. */
  Schema.Struct({ type: Schema.Literal("PRODUCT.SET_QUANTITY"), quantity: Schema.Number }),
  /** A merchandise option's value (size, colour...). */
  Schema.Struct({ type: Schema.Literal("PRODUCT.CHOOSE_OPTION"), name: Schema.String, value: Schema.String }),
  /** The retry button of the failed state. */
  Schema.Struct({ type: Schema.Literal("PRODUCT.RETRY") }),
] as const;

export type ProductEvent = (typeof productEventSchemas)[number]["Type"];
