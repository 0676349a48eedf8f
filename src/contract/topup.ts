/**
 * Mobile recharge calls (spec §1, §3 App info 'topupSearchData', §7.3 the topup list answering
 * fetchVouchersFilters.countries, §9 topup group 61). The spec names the search data but not the
 * calls that carry it: `fetchTopupSearchData` (a country's operators and circles),
 * `fetchTopupPlans` (an operator's plans) and `createTopupRecharge` (the recharge that becomes the
 * cart's topup item, priced again at checkout) are this reference API's own.
 */
import { Schema } from "effect";
import { envelope, graph, Message, Success } from "./operation";
import { SensitiveString } from "./sensitive";

const Int = Schema.Number.check(Schema.isInt());

export const TopupCircleSchema = Schema.Struct({ circle_id: Int, name: Schema.String });
export const TopupOperatorSchema = Schema.Struct({
  operator_id: Int,
  name: Schema.String,
  prefixes: Schema.Array(Schema.String),
  circles: Schema.Array(TopupCircleSchema),
});
export type TopupOperatorData = typeof TopupOperatorSchema.Type;

/** topupSearchData of one country: its recharge product and operators. */
export const TopupSearchData = Schema.Struct({
  product_id: Int,
  name: Schema.String,
  country_id: Int,
  iso_code_2: Schema.String,
  currency_code: Schema.String,
  operators: Schema.Array(TopupOperatorSchema),
});
export type TopupSearchData = typeof TopupSearchData.Type;

export const fetchTopupSearchData = graph({
  query: "voucher.query.fetchTopupSearchData",
  tag: "voucher",
  access: "either",
  variables: Schema.Struct({
    search_input: Schema.Struct({
      url: Schema.String,
      /** The country (its id), or null with `product_id` (a search result's `?category_id=`). */
      country_id: Schema.NullOr(Int),
      product_id: Schema.NullOr(Int),
    }),
  }),
  response: envelope(
    "fetchTopupSearchData",
    Schema.Struct({ success: Success, message: Message, data: Schema.optional(TopupSearchData) }),
  ),
});

export const PlanTypeSchema = Schema.Literals(["unlimited", "data", "talktime"]);

export const TopupPlan = Schema.Struct({
  plan_id: Int,
  type: PlanTypeSchema,
  price: Schema.Number,
  currency_code: Schema.String,
  /** Days. */
  validity_days: Int,
  /** e.g. '1.5 GB/day', or '' when none. */
  data: Schema.String,
  /** e.g. 'Unlimited', 'INR 81.75', or '' when none. */
  talktime: Schema.String,
  description: Schema.String,
});
export type TopupPlan = typeof TopupPlan.Type;

export const fetchTopupPlans = graph({
  query: "voucher.query.fetchTopupPlans",
  tag: "voucher",
  access: "either",
  variables: Schema.Struct({
    plans_input: Schema.Struct({ product_id: Int, operator_id: Int, circle_id: Schema.NullOr(Int) }),
  }),
  response: envelope(
    "fetchTopupPlans",
    Schema.Struct({ success: Success, message: Message, data: Schema.optional(Schema.Array(TopupPlan)) }),
  ),
});

/** A recharge waiting to be paid: its reference is the cart item's `reference`. */
export const TopupRecharge = Schema.Struct({
  recharge_id: Schema.String,
  product_id: Int,
  name: Schema.String,
  price: Schema.Number,
  currency_code: Schema.String,
  operator: Schema.String,
  circle: Schema.NullOr(Schema.String),
  plan: Schema.String,
});
export type TopupRecharge = typeof TopupRecharge.Type;

export const createTopupRecharge = graph({
  query: "voucher.mutation.createTopupRecharge",
  tag: "voucher",
  access: "either",
  variables: Schema.Struct({
    recharge_input: Schema.Struct({
      product_id: Int,
      operator_id: Int,
      circle_id: Schema.NullOr(Int),
      plan_id: Int,
      mobile: SensitiveString("phone"),
    }),
  }),
  response: envelope(
    "createTopupRecharge",
    Schema.Struct({ success: Success, message: Message, data: Schema.optional(TopupRecharge) }),
  ),
});

/** A recharge's state: 'created' until its order is paid, then 'done' with the operator's reference. */
export const TopupRechargeStatus = Schema.Struct({
  recharge_id: Schema.String,
  status: Schema.Literals(["created", "done", "failed"]),
  operator_reference: Schema.NullOr(Schema.String),
  order_id: Schema.NullOr(Int),
});

export const fetchTopupRecharge = graph({
  query: "voucher.query.fetchTopupRecharge",
  tag: "voucher",
  access: "either",
  variables: Schema.Struct({ recharge_input: Schema.Struct({ recharge_id: Schema.String }) }),
  response: envelope(
    "fetchTopupRecharge",
    Schema.Struct({ success: Success, message: Message, data: Schema.optional(TopupRechargeStatus) }),
  ),
});
