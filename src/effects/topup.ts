/**
 * The Effect programs of the mobile-recharge flow (machines/topup.ts) and the live actors it
 * invokes by name (spec §1, §2.3, §3 topupSearchData, §5 'Phone lengths'):
 *
 * - `loadSearchData`: a country's recharge product, operators and circles (by country, or by a
 *   search result's product id, `?category_id={product_id}`).
 * - `checkRecharge`: the form's rules (src/domain/topup.ts: the number's length for the country, an
 *   operator that serves it, a circle where it has them), then the plans page. The number is read
 *   here, not in the machine, which never transforms it.
 * - `loadPlans`: the operator's plans.
 * - `createRecharge`: the recharge of the chosen plan, which becomes the cart's topup item.
 */
import {
  createTopupRecharge,
  fetchTopupPlans,
  fetchTopupSearchData,
  type TopupPlan,
  type TopupRecharge,
  type TopupSearchData,
} from "@contract/topup";
import { serverMessageOf } from "@domain/answers";
import { type PhoneListCountry, phoneListIn } from "@domain/phoneList";
import { rechargeProblemOf } from "@domain/topup";
import type { CallFailure } from "@errors/data";
import { TopupInvalid } from "@errors/situations";
import { Effect, type Layer } from "effect";
import { geographyActors } from "./geography";
import { effectActor } from "./runtime/actor";
import { dataOf } from "./runtime/answers";
import { Navigation } from "./runtime/browser";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";
import { callOperation } from "./runtime/transport";

/** A refused top-up call: the plan is refused, with the server's words. */
const refused = (answer: { readonly message?: string | undefined }) =>
  new TopupInvalid({ field: "plan", reason: "refused", serverMessage: serverMessageOf(answer) });

export interface LoadSearchDataInput {
  readonly site: string;
  readonly countryId: number | null;
  readonly productId: number | null;
}

export const loadSearchData: (
  input: LoadSearchDataInput,
) => Effect.Effect<TopupSearchData, CallFailure | TopupInvalid, StorefrontServices> = Effect.fn(
  "topup.loadSearchData",
)(function* (input: LoadSearchDataInput) {
  const answer = (yield* callOperation(fetchTopupSearchData, {
    search_input: { url: input.site, country_id: input.countryId, product_id: input.productId },
  })).data.fetchTopupSearchData;
  return yield* dataOf(answer, refused);
});

export interface CheckRechargeInput {
  readonly data: TopupSearchData;
  readonly mobile: string;
  readonly operatorId: number | null;
  readonly circleId: number | null;
  /** Where the plans page is: '{site prefix}/mobile-recharge/listing'. */
  readonly listingPath: string;
  /** The server's phone list (spec §7.2 getCountryList); null or left out for the built-in one. */
  readonly phoneList?: readonly PhoneListCountry[] | null;
}

/** The form's rules, then the plans page of the operator and circle (the number stays out of the URL). */
export const checkRecharge: (
  input: CheckRechargeInput,
) => Effect.Effect<void, TopupInvalid, StorefrontServices> = Effect.fn("topup.checkRecharge")(function* (
  input: CheckRechargeInput,
) {
  const problem = rechargeProblemOf(
    {
      iso: input.data.iso_code_2,
      mobile: input.mobile,
      operatorId: input.operatorId,
      circleId: input.circleId,
    },
    input.data.operators,
    phoneListIn(input.phoneList ?? null),
  );
  if (problem !== null) {
    return yield* Effect.fail(
      problem.reason === "mobileLength"
        ? new TopupInvalid({ field: "mobile", reason: "mobileLength", min: problem.min, max: problem.max })
        : new TopupInvalid({ field: problem.field, reason: problem.reason }),
    );
  }
  const query = new URLSearchParams({
    category_id: String(input.data.product_id),
    operator_id: String(input.operatorId),
  });
  if (input.circleId !== null) query.set("circle_id", String(input.circleId));
  const navigation = yield* Navigation;
  yield* navigation.push(`${input.listingPath}?${query.toString()}`);
});

export interface LoadPlansInput {
  readonly productId: number;
  readonly operatorId: number;
  readonly circleId: number | null;
}

export const loadPlans: (
  input: LoadPlansInput,
) => Effect.Effect<readonly TopupPlan[], CallFailure | TopupInvalid, StorefrontServices> = Effect.fn(
  "topup.loadPlans",
)(function* (input: LoadPlansInput) {
  const answer = (yield* callOperation(fetchTopupPlans, {
    plans_input: { product_id: input.productId, operator_id: input.operatorId, circle_id: input.circleId },
  })).data.fetchTopupPlans;
  return yield* dataOf(answer, refused);
});

export interface CreateRechargeInput {
  readonly productId: number;
  readonly operatorId: number;
  readonly circleId: number | null;
  readonly planId: number;
  readonly mobile: string;
}

export const createRecharge: (
  input: CreateRechargeInput,
) => Effect.Effect<TopupRecharge, CallFailure | TopupInvalid, StorefrontServices> = Effect.fn(
  "topup.createRecharge",
)(function* (input: CreateRechargeInput) {
  const answer = (yield* callOperation(createTopupRecharge, {
    recharge_input: {
      product_id: input.productId,
      operator_id: input.operatorId,
      circle_id: input.circleId,
      plan_id: input.planId,
      mobile: input.mobile.trim(),
    },
  })).data.createTopupRecharge;
  return yield* dataOf(answer, refused);
});

/** The actors the mobile-recharge flow invokes, run with `layer`. */
export const topupActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  loadSearchData: effectActor(loadSearchData, layer),
  checkRecharge: effectActor(checkRecharge, layer),
  loadPlans: effectActor(loadPlans, layer),
  createRecharge: effectActor(createRecharge, layer),
  ...geographyActors(layer),
});
