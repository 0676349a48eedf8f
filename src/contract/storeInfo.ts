/**
 * The store's information pages and the client admin's checks (spec §1 'Other features', §2.3
 * '/common', '/rewards-api-catalogue', §2.4 'Pricing Plans', §7.2 KYB status, §7.3 getPlans,
 * §7.8 plumApi):
 *
 * - `plumApi` (stores, named with the {brand-c} prefix, 'plum' in this product): the products a
 *   client can order by API, the rewards API catalogue; `getPlans` (the product-listing tag): the
 *   API's pricing plans;
 * - `get_kyb_status_for_kyb` (diy): the know-your-business check of the signed-in client admin's
 *   company;
 * - `getCommonPage` (stores): the '/common' page's content, kept with the site's data.
 *
 * The spec shows none of their payloads or responses; these are the reference API's.
 */
import { Schema } from "effect";
import { envelope, graph, Message, Success } from "./operation";

export const ApiProduct = Schema.Struct({
  product_id: Schema.Number,
  name: Schema.String,
  brand: Schema.String,
  category: Schema.String,
  /** The face values a client can order, in `currency_code`. */
  denominations: Schema.Array(Schema.Number),
  currency_code: Schema.String,
  /** The code an API order names the product by. */
  api_code: Schema.String,
});
export type ApiProduct = typeof ApiProduct.Type;

/** The rewards API catalogue (spec §7.8 plumApi): one page of the products a client can order by API. */
export const plumApi = graph({
  query: "stores.query.plumApi",
  tag: "stores",
  access: "public",
  variables: Schema.Struct({
    add_data: Schema.Struct({
      limit: Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 100 })),
      offset: Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0)),
    }),
  }),
  response: envelope(
    "plumApi",
    Schema.Struct({
      success: Success,
      message: Message,
      data: Schema.optional(Schema.Struct({ products: Schema.Array(ApiProduct), total: Schema.Number })),
    }),
  ),
});

export const PricingPlan = Schema.Struct({
  plan_id: Schema.String,
  name: Schema.String,
  /** Monthly fee in `currency_code`; 0 for a free plan. */
  monthly_fee: Schema.Number,
  currency_code: Schema.String,
  /** API calls included a month; null for no limit. */
  calls_per_month: Schema.NullOr(Schema.Number),
  features: Schema.Array(Schema.String),
});
export type PricingPlan = typeof PricingPlan.Type;

/** The rewards API's pricing plans (spec §7.3 getPlans, §2.4 'Pricing Plans'). */
export const getPlans = graph({
  query: "plumProListing.query.getPlans",
  tag: "plumProListing",
  access: "public",
  variables: Schema.Struct({}),
  response: envelope(
    "getPlans",
    Schema.Struct({ success: Success, message: Message, data: Schema.optional(Schema.Array(PricingPlan)) }),
  ),
});

/** The states of a company's know-your-business check. */
export const KybState = Schema.Literals([
  "not_started",
  "documents_pending",
  "in_review",
  "verified",
  "rejected",
]);
export type KybState = typeof KybState.Type;

/** KYB status (spec §7.2 diy get_kyb_status_for_kyb): the signed-in user's company. */
export const getKybStatus = graph({
  query: "diy.query.get_kyb_status_for_kyb",
  tag: "diy",
  access: "auth",
  variables: Schema.Struct({}),
  response: envelope(
    "get_kyb_status_for_kyb",
    Schema.Struct({
      success: Success,
      message: Message,
      data: Schema.optional(
        Schema.Struct({
          company_id: Schema.Number,
          status: KybState,
          /** ISO 8601 (UTC) of the last change; null before the check started. */
          updated_at: Schema.NullOr(Schema.String),
          /** Why the check was rejected; null otherwise. */
          reason: Schema.NullOr(Schema.String),
        }),
      ),
    }),
  ),
});

export const CommonPage = Schema.Struct({
  title: Schema.String,
  sections: Schema.Array(Schema.Struct({ heading: Schema.String, body: Schema.String })),
});
export type CommonPage = typeof CommonPage.Type;

/** The '/common' page's content for a site (spec §2.3), from the site's data. */
export const getCommonPage = graph({
  query: "stores.query.getCommonPage",
  tag: "stores",
  access: "public",
  variables: Schema.Struct({ urlPrefix: Schema.String }),
  response: envelope(
    "getCommonPage",
    Schema.Struct({ success: Success, message: Message, data: Schema.optional(CommonPage) }),
  ),
});
