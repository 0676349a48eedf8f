/**
 * Mobile recharge (systemId "topup"): the form of '/mobile-recharge' and the plans of
 * '/mobile-recharge/listing' (spec §1, §2.3, §2.6 `?category_id={product_id}`, §3 topupSearchData,
 * §4 'a topup item replaces its section', §5 'Phone lengths', §9 topup group 61).
 *
 * - TOPUP.OPEN loads the country's operators and circles (tag "loading"; "failed" with a retry).
 *   A new country clears the operator, the circle and the check, but keeps the number.
 * - TOPUP.MOBILE keeps the number and the operator its prefix names; TOPUP.OPERATOR (the shopper's
 *   choice) wins over the detected one. TOPUP.SUBMIT checks the form in an effect (the number's
 *   length for the country, an operator that serves it, a circle where it has them) which opens
 *   the plans page; a problem is kept as the field's error.
 * - TOPUP.PLANS loads the plans of the page's query; TOPUP.PLAN_TYPE filters them.
 * - TOPUP.CHOOSE (a checked form only) makes the recharge (tag "choosing", one at a time) and puts
 *   it in the cart's topup section with CART.ADD_SECTION_ITEM, replacing any earlier one (spec §4).
 */
import type { TopupPlan, TopupRecharge, TopupSearchData } from "@contract/topup";
import type { PhoneListCountry } from "@domain/phoneList";
import { topupSectionItem } from "@domain/topup";
import type {
  CheckRechargeInput,
  CreateRechargeInput,
  LoadPlansInput,
  LoadSearchDataInput,
} from "@effects/topup";
import { errorDataOf } from "@errors/data";
import { assign, enqueueActions, setup } from "xstate";
import { sendToFlow } from "./flows";
import { pending } from "./pending";
import {
  initialTopupContext,
  operatorIdOf,
  type TopupContext,
  type TopupEvent,
  type TopupEventOf,
  type TopupTag,
} from "./topup.events";

export { type TopupContext, type TopupEvent, topupEventSchemas } from "./topup.events";

type Failed = { readonly error: unknown };
type Answered<T> = { readonly output: T };

export const topupMachine = setup({
  types: { context: {} as TopupContext, events: {} as TopupEvent, tags: {} as TopupTag },
  actors: {
    loadSearchData: pending<TopupSearchData, LoadSearchDataInput>(),
    checkRecharge: pending<void, CheckRechargeInput>(),
    loadPlans: pending<readonly TopupPlan[], LoadPlansInput>(),
    createRecharge: pending<TopupRecharge, CreateRechargeInput>(),
    loadPhoneList: pending<readonly PhoneListCountry[]>(),
  },
  guards: {
    isChecked: ({ context }) => context.checked && context.data !== null,
  },
  actions: {
    takePhoneList: assign((_, params: { readonly list: readonly PhoneListCountry[] }) => ({
      phoneList: params.list,
    })),
    open: assign(({ context }, params: TopupEventOf<"TOPUP.OPEN">) => ({
      site: params.site,
      openedWith: { countryId: params.countryId, productId: params.productId },
      data: context.data?.country_id === params.countryId ? context.data : null,
      error: null,
    })),
    takeData: assign(({ context }, params: Answered<TopupSearchData>) => {
      const sameCountry = context.data?.country_id === params.output.country_id;
      return {
        data: params.output,
        chosenOperatorId: sameCountry ? context.chosenOperatorId : null,
        detectedOperatorId: sameCountry ? context.detectedOperatorId : null,
        circleId: sameCountry ? context.circleId : null,
        checked: sameCountry && context.checked,
        error: null,
      };
    }),
    takeMobile: assign((_, params: TopupEventOf<"TOPUP.MOBILE">) => ({
      mobile: params.mobile,
      detectedOperatorId: params.detectedOperatorId,
      checked: false,
      error: null,
    })),
    chooseOperator: assign((_, params: TopupEventOf<"TOPUP.OPERATOR">) => ({
      chosenOperatorId: params.operatorId,
      circleId: null,
      checked: false,
      error: null,
    })),
    chooseCircle: assign((_, params: TopupEventOf<"TOPUP.CIRCLE">) => ({
      circleId: params.circleId,
      checked: false,
      error: null,
    })),
    markChecked: assign({ checked: true, error: null }),
    takePlansQuery: assign((_, params: TopupEventOf<"TOPUP.PLANS">) => ({
      site: params.site,
      plansFor: { productId: params.productId, operatorId: params.operatorId, circleId: params.circleId },
      error: null,
    })),
    takePlans: assign((_, params: Answered<readonly TopupPlan[]>) => ({ plans: params.output, error: null })),
    takePlanType: assign((_, params: TopupEventOf<"TOPUP.PLAN_TYPE">) => ({ planType: params.planType })),
    startChoice: assign((_, params: TopupEventOf<"TOPUP.CHOOSE">) => ({
      choosingPlanId: params.planId,
      recharge: null,
      error: null,
    })),
    addToCart: enqueueActions(({ system, enqueue }, params: Answered<TopupRecharge>) => {
      enqueue.assign({ recharge: params.output, choosingPlanId: null });
      const add = {
        type: "CART.ADD_SECTION_ITEM",
        section: "topup",
        item: topupSectionItem(params.output),
      } as const;
      sendToFlow(system, enqueue, "cart", add);
    }),
    setError: assign((_, params: Failed) => ({ error: errorDataOf(params.error), choosingPlanId: null })),
  },
}).createMachine({
  id: "topup",
  context: initialTopupContext,
  initial: "idle",
  // The phone list, once per visit (spec §7.2); a failed or malformed answer leaves the built-in
  // list in use (spec §8: start-up failures are swallowed).
  invoke: {
    src: "loadPhoneList",
    onDone: { actions: { type: "takePhoneList", params: ({ event }) => ({ list: event.output }) } },
    onError: {},
  },
  on: {
    "TOPUP.OPEN": { target: ".loadingData", actions: { type: "open", params: ({ event }) => event } },
    "TOPUP.PLANS": {
      target: ".loadingPlans",
      actions: { type: "takePlansQuery", params: ({ event }) => event },
    },
  },
  states: {
    idle: {},
    loadingData: {
      tags: ["loading"],
      invoke: {
        src: "loadSearchData",
        input: ({ context }) => ({ site: context.site, ...context.openedWith }),
        onDone: {
          target: "form",
          actions: { type: "takeData", params: ({ event }) => ({ output: event.output }) },
        },
        onError: {
          target: "dataFailed",
          actions: { type: "setError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    dataFailed: { tags: ["failed"], on: { "TOPUP.RETRY": { target: "loadingData" } } },
    /** The form: number, operator, circle; its error under the field it names. */
    form: {
      on: {
        "TOPUP.MOBILE": { actions: { type: "takeMobile", params: ({ event }) => event } },
        "TOPUP.OPERATOR": { actions: { type: "chooseOperator", params: ({ event }) => event } },
        "TOPUP.CIRCLE": { actions: { type: "chooseCircle", params: ({ event }) => event } },
        "TOPUP.SUBMIT": { target: "checking" },
      },
    },
    checking: {
      tags: ["checking"],
      invoke: {
        src: "checkRecharge",
        input: ({ context, event }) => ({
          data: context.data ?? {
            product_id: 0,
            name: "",
            country_id: 0,
            iso_code_2: "",
            currency_code: "",
            operators: [],
          },
          mobile: context.mobile,
          operatorId: operatorIdOf(context),
          circleId: context.circleId,
          listingPath: event.type === "TOPUP.SUBMIT" ? event.listingPath : "",
          phoneList: context.phoneList,
        }),
        onDone: { target: "form", actions: "markChecked" },
        onError: {
          target: "form",
          actions: { type: "setError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadingPlans: {
      tags: ["loading"],
      invoke: {
        src: "loadPlans",
        input: ({ context }) => context.plansFor ?? { productId: 0, operatorId: 0, circleId: null },
        onDone: {
          target: "plans",
          actions: { type: "takePlans", params: ({ event }) => ({ output: event.output }) },
        },
        onError: {
          target: "plansFailed",
          actions: { type: "setError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    plansFailed: { tags: ["failed"], on: { "TOPUP.RETRY": { target: "loadingPlans" } } },
    /** The plans, filterable by type; choosing one needs a checked form. */
    plans: {
      on: {
        "TOPUP.PLAN_TYPE": { actions: { type: "takePlanType", params: ({ event }) => event } },
        "TOPUP.CHOOSE": {
          guard: "isChecked",
          target: "choosing",
          actions: { type: "startChoice", params: ({ event }) => event },
        },
      },
    },
    choosing: {
      tags: ["choosing"],
      invoke: {
        src: "createRecharge",
        input: ({ context }) => ({
          productId: context.data?.product_id ?? 0,
          operatorId: operatorIdOf(context) ?? 0,
          circleId: context.circleId,
          planId: context.choosingPlanId ?? 0,
          mobile: context.mobile,
        }),
        onDone: {
          target: "plans",
          actions: { type: "addToCart", params: ({ event }) => ({ output: event.output }) },
        },
        onError: {
          target: "plans",
          actions: { type: "setError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
