/**
 * Mobile recharge (spec §1 'mobile recharge / top-up', §2.3 /mobile-recharge and
 * /mobile-recharge/listing, §5 'Phone lengths', §6 'Mobile recharge shows only when the selected
 * country is in the topup country list', §9 topup filter group 61): the pure rules of the
 * recharge form and the plan list, shared by the storefront and the reference API.
 */
import type { SectionItem } from "./cartSections";
import { FAMILIES } from "./families";
import { PHONE_LIST, type PhoneListCountry, phoneListCountryOf } from "./phoneList";

/** The topup filter group (spec §9 'topup (default) 61'): the cart section's order lines carry it. */
export const TOPUP_FILTER_GROUP = FAMILIES.topup.filterGroup;

/** A circle (region) of an operator, where the country has them (India's telecom circles). */
export interface TopupCircle {
  readonly circle_id: number;
  readonly name: string;
}

/** An operator of a top-up country: the number prefixes it serves and its circles. */
export interface TopupOperator {
  readonly operator_id: number;
  readonly name: string;
  /** The national number's leading digits this operator's numbers start with. */
  readonly prefixes: readonly string[];
  /** Empty where the country has no circles. */
  readonly circles: readonly TopupCircle[];
}

/** The plan types a listing filters by. */
export const PLAN_TYPES = ["unlimited", "data", "talktime"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/**
 * Whether a plan's data or talk-time allowance is the API's word for no limit ('Unlimited'), which
 * the storefront says in the shopper's language; any other allowance ('1.5 GB/day') is shown as it is.
 */
export const isUnlimitedAllowance = (allowance: string): boolean =>
  allowance.trim().toLowerCase() === "unlimited";

export interface TopupPlanLike {
  readonly type: PlanType;
}

/** The digit counts of a country's national numbers (spec §5 'Phone lengths'); 7 to 16 when unknown. */
export const phoneLengthsOf = (
  iso: string,
  list: readonly PhoneListCountry[] = PHONE_LIST,
): { readonly min: number; readonly max: number } => {
  const entry = phoneListCountryOf(iso, list);
  return entry === null ? { min: 7, max: 16 } : { min: entry.min_length, max: entry.max_length };
};

/** Whether `digits` (trimmed) is digits only, with the country's phone length (spec §5). */
export const isMobileOfCountry = (
  number: string,
  iso: string,
  list: readonly PhoneListCountry[] = PHONE_LIST,
): boolean => {
  const digits = number.trim();
  const { min, max } = phoneLengthsOf(iso, list);
  return /^\d+$/.test(digits) && digits.length >= min && digits.length <= max;
};

/** Whether `operator` serves `number`: the number starts with one of its prefixes. */
export const operatorServes = (operator: TopupOperator, number: string): boolean =>
  operator.prefixes.some((prefix) => number.trim().startsWith(prefix));

/** The operator whose prefixes match the number, or null when none does (then the shopper chooses). */
export const detectOperator = (operators: readonly TopupOperator[], number: string): TopupOperator | null =>
  number.trim().length < 2 ? null : (operators.find((operator) => operatorServes(operator, number)) ?? null);

/** The recharge form as the shopper filled it. */
export interface RechargeForm {
  readonly iso: string;
  readonly mobile: string;
  readonly operatorId: number | null;
  readonly circleId: number | null;
}

/** Why the form cannot go on to the plans; `field` names the control the message shows under. */
export type RechargeProblem =
  | { readonly field: "mobile"; readonly reason: "mobileLength"; readonly min: number; readonly max: number }
  | { readonly field: "operator"; readonly reason: "operatorRequired" | "operatorMismatch" }
  | { readonly field: "circle"; readonly reason: "circleRequired" };

/**
 * The first problem of the form, or null when it may go on: the number's length for the country
 * (spec §5), an operator chosen or detected that serves the number, a circle where it has them.
 */
export const rechargeProblemOf = (
  form: RechargeForm,
  operators: readonly TopupOperator[],
  list: readonly PhoneListCountry[] = PHONE_LIST,
): RechargeProblem | null => {
  if (!isMobileOfCountry(form.mobile, form.iso, list)) {
    const { min, max } = phoneLengthsOf(form.iso, list);
    return { field: "mobile", reason: "mobileLength", min, max };
  }
  const operator = operators.find((o) => o.operator_id === form.operatorId);
  if (operator === undefined) return { field: "operator", reason: "operatorRequired" };
  if (!operatorServes(operator, form.mobile)) return { field: "operator", reason: "operatorMismatch" };
  if (operator.circles.length > 0 && !operator.circles.some((c) => c.circle_id === form.circleId)) {
    return { field: "circle", reason: "circleRequired" };
  }
  return null;
};

/** The plans of one type, or every plan when `type` is null; the order is kept. */
export const plansOfType = <P extends TopupPlanLike>(
  plans: readonly P[],
  type: PlanType | null,
): readonly P[] => (type === null ? plans : plans.filter((plan) => plan.type === type));

/**
 * The one notice the plans page shows under its plans, whichever applies (null: none): while the
 * plans load or after they failed, none; plans never asked for (no operator in the address) or
 * plans to choose from before the number is checked, 'needNumber'; no plan of the type shown,
 * 'noPlans' (entering a number would not give this operator any).
 */
export type PlansNotice = "needNumber" | "noPlans" | null;

export const plansNoticeOf = (facts: {
  readonly loading: boolean;
  readonly failed: boolean;
  /** The plans were asked for: the address names the product and the operator. */
  readonly requested: boolean;
  /** The number is checked for this product, so a plan can be chosen. */
  readonly canChoose: boolean;
  /** How many plans of the chosen type show. */
  readonly shown: number;
}): PlansNotice => {
  if (facts.loading || facts.failed) return null;
  if (!facts.requested) return "needNumber";
  if (facts.shown === 0) return "noPlans";
  return facts.canChoose ? null : "needNumber";
};

/** The plan types present in `plans`, in the order of {@link PLAN_TYPES}. */
export const planTypesOf = (plans: readonly TopupPlanLike[]): readonly PlanType[] =>
  PLAN_TYPES.filter((type) => plans.some((plan) => plan.type === type));

/** A plan-type filter read from a URL query value; anything else is no filter. */
export const planTypeOf = (value: string | null): PlanType | null =>
  PLAN_TYPES.find((type) => type === value) ?? null;

/** The masked number shown on the plans page and in the cart: the last 4 digits only. */
export const maskedMobile = (mobile: string): string => `••••${mobile.trim().slice(-4)}`;

/** What a recharge puts in the cart's topup section: priced again by checkout from its reference. */
export interface RechargeLike {
  readonly recharge_id: string;
  readonly product_id: number;
  readonly name: string;
  readonly price: number;
  readonly currency_code: string;
  readonly operator: string;
  readonly circle: string | null;
  readonly plan: string;
}

/**
 * The cart's topup item of a recharge (spec §4: it replaces the section): price alone, quantity
 * 1; its facts are the operator, circle and plan, never the number.
 */
export const topupSectionItem = (recharge: RechargeLike): SectionItem => ({
  product_id: recharge.product_id,
  name: recharge.name,
  price: recharge.price,
  currency: recharge.currency_code,
  filterGroupId: TOPUP_FILTER_GROUP,
  reference: recharge.recharge_id,
  facts: { _tag: "recharge", operator: recharge.operator, circle: recharge.circle, plan: recharge.plan },
});
