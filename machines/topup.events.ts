/** The events the mobile-recharge flow (./topup.ts) accepts from outside, as schemas for the event log, and its context. */
import { SensitiveString } from "@contract/sensitive";
import { PlanTypeSchema, type TopupPlan, type TopupRecharge, type TopupSearchData } from "@contract/topup";
import type { PhoneListCountry } from "@domain/phoneList";
import type { PlanType } from "@domain/topup";
import type { ErrorData } from "@errors/data";
import { Schema } from "effect";

const Id = Schema.Number.check(Schema.isInt());

export const topupEventSchemas = [
  /**
   * The form page opened, or its country changed: `countryId` the chosen (or selected) country,
   * `productId` a search result's `?category_id={product_id}` (spec §2.6), `site` the url prefix.
   */
  Schema.Struct({
    type: Schema.Literal("TOPUP.OPEN"),
    site: Schema.String,
    countryId: Schema.NullOr(Id),
    productId: Schema.NullOr(Id),
  }),
  /** The number as typed, with the operator its prefix names (null when none does). */
  Schema.Struct({
    type: Schema.Literal("TOPUP.MOBILE"),
    mobile: SensitiveString("phone"),
    detectedOperatorId: Schema.NullOr(Id),
  }),
  /** The shopper chose an operator (it then wins over the detected one) or a circle. */
  Schema.Struct({ type: Schema.Literal("TOPUP.OPERATOR"), operatorId: Schema.NullOr(Id) }),
  Schema.Struct({ type: Schema.Literal("TOPUP.CIRCLE"), circleId: Schema.NullOr(Id) }),
  /** 'View plans': `listingPath` is '{site prefix}/mobile-recharge/listing'. */
  Schema.Struct({ type: Schema.Literal("TOPUP.SUBMIT"), listingPath: Schema.String }),
  /** The plans page opened with its query: the product, operator and circle. */
  Schema.Struct({
    type: Schema.Literal("TOPUP.PLANS"),
    site: Schema.String,
    productId: Id,
    operatorId: Id,
    circleId: Schema.NullOr(Id),
  }),
  /** The plan-type filter (null: every plan). */
  Schema.Struct({ type: Schema.Literal("TOPUP.PLAN_TYPE"), planType: Schema.NullOr(PlanTypeSchema) }),
  /** 'Choose' on a plan: the recharge is made and goes to the cart's topup section. */
  Schema.Struct({ type: Schema.Literal("TOPUP.CHOOSE"), planId: Id }),
  Schema.Struct({ type: Schema.Literal("TOPUP.RETRY") }),
] as const;

export type TopupEvent = (typeof topupEventSchemas)[number]["Type"];
export type TopupEventOf<T extends TopupEvent["type"]> = Extract<TopupEvent, { readonly type: T }>;

/** `loading` while a call runs; `failed` when the search data or plans could not load. */
export type TopupTag = "loading" | "failed" | "checking" | "choosing";

export interface TopupContext {
  readonly site: string;
  /** What the form page opened with: the country, or a search result's product. */
  readonly openedWith: { readonly countryId: number | null; readonly productId: number | null };
  /** The country of the form: its product, operators and circles. */
  readonly data: TopupSearchData | null;
  /** The number as typed (personal data: kept as typed, never transformed here). */
  readonly mobile: string;
  /** The operator the shopper chose, or null to take the detected one. */
  readonly chosenOperatorId: number | null;
  /** The operator the number's prefix names. */
  readonly detectedOperatorId: number | null;
  readonly circleId: number | null;
  /** Whether the form passed its checks (the plans page needs it to make a recharge). */
  readonly checked: boolean;
  /** The plans page's product, operator and circle, from its query. */
  readonly plansFor: {
    readonly productId: number;
    readonly operatorId: number;
    readonly circleId: number | null;
  } | null;
  readonly plans: readonly TopupPlan[];
  readonly planType: PlanType | null;
  /** The recharge made of the chosen plan, in the cart's topup section. */
  readonly recharge: TopupRecharge | null;
  readonly choosingPlanId: number | null;
  /** The form's or the plans' error (spec §8), as plain data. */
  readonly error: ErrorData | null;
  /**
   * The server's phone list (spec §7.2 getCountryList), asked for once when the flow starts;
   * null while it comes, or when it failed or was malformed: the built-in list serves then.
   */
  readonly phoneList: readonly PhoneListCountry[] | null;
}

export const initialTopupContext = (): TopupContext => ({
  site: "",
  openedWith: { countryId: null, productId: null },
  data: null,
  mobile: "",
  chosenOperatorId: null,
  detectedOperatorId: null,
  circleId: null,
  checked: false,
  plansFor: null,
  plans: [],
  planType: null,
  recharge: null,
  choosingPlanId: null,
  error: null,
  phoneList: null,
});

/** The operator the form goes with: the chosen one, else the detected one. */
export const operatorIdOf = (context: TopupContext): number | null =>
  context.chosenOperatorId ?? context.detectedOperatorId;
