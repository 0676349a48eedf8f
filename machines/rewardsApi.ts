/**
 * The rewards API catalogue (systemId "rewardsApi"; spec §1 'a rewards API catalogue page with a
 * 'Pricing Plans' button', §2.3 '/rewards-api-catalogue', §2.4 'Payment-page header', §7.3
 * getPlans, §7.8 plumApi).
 *
 * - catalogue: REWARDS_API.OPEN loads the first page of the products a client can order by API
 *   (plumApi), REWARDS_API.PAGE {page} another (tag "loading"); a failure keeps its error and
 *   waits for REWARDS_API.RETRY.
 * - plans: the header's 'Pricing Plans' sends REWARDS_API.OPEN_PLANS: the plans (getPlans) load
 *   the first time (tag "loadingPlans") and show (tag "plansOpen") until REWARDS_API.CLOSE_PLANS;
 *   a failure shows in the open plans with REWARDS_API.RETRY_PLANS.
 */

import type { ApiProduct, PricingPlan } from "@contract/storeInfo";
import { API_CATALOGUE_PAGE_SIZE, pageCountOf } from "@domain/storeInfo";
import { type ErrorData, errorDataOf } from "@errors/data";
import { Schema } from "effect";
import { assign, setup } from "xstate";
import { pending } from "./pending";

export const rewardsApiEventSchemas = [
  Schema.Struct({ type: Schema.Literal("REWARDS_API.OPEN") }),
  Schema.Struct({ type: Schema.Literal("REWARDS_API.PAGE"), page: Schema.Number }),
  Schema.Struct({ type: Schema.Literal("REWARDS_API.RETRY") }),
  Schema.Struct({ type: Schema.Literal("REWARDS_API.OPEN_PLANS") }),
  Schema.Struct({ type: Schema.Literal("REWARDS_API.CLOSE_PLANS") }),
  Schema.Struct({ type: Schema.Literal("REWARDS_API.RETRY_PLANS") }),
] as const;
export type RewardsApiEvent = (typeof rewardsApiEventSchemas)[number]["Type"];

export interface RewardsApiContext {
  /** The page shown or being loaded, from 1. */
  readonly page: number;
  readonly products: readonly ApiProduct[];
  readonly total: number;
  readonly error: ErrorData | null;
  readonly plans: readonly PricingPlan[] | null;
  readonly plansError: ErrorData | null;
}

export const initialRewardsApiContext: RewardsApiContext = {
  page: 1,
  products: [],
  total: 0,
  error: null,
  plans: null,
  plansError: null,
};

export type CataloguePage = { readonly products: readonly ApiProduct[]; readonly total: number };

export const rewardsApiMachine = setup({
  types: {
    context: {} as RewardsApiContext,
    events: {} as RewardsApiEvent,
    tags: {} as "loading" | "loadingPlans" | "plansOpen",
  },
  actors: {
    loadCatalogue: pending<CataloguePage, { readonly limit: number; readonly offset: number }>(),
    loadPlans: pending<readonly PricingPlan[]>(),
  },
  guards: {
    /** A whole page number from 1 to the last page of the catalogue loaded. */
    isPageOfCatalogue: ({ context }, params: { readonly page: number }) =>
      Number.isSafeInteger(params.page) && params.page >= 1 && params.page <= pageCountOf(context.total),
    hasPlans: ({ context }) => context.plans !== null,
  },
  actions: {
    setPage: assign((_, params: { readonly page: number }) => ({ page: params.page, error: null })),
    setCatalogue: assign((_, params: { readonly answer: CataloguePage }) => ({
      products: params.answer.products,
      total: params.answer.total,
      error: null,
    })),
    setError: assign((_, params: { readonly error: unknown }) => ({ error: errorDataOf(params.error) })),
    setPlans: assign((_, params: { readonly plans: readonly PricingPlan[] }) => ({
      plans: params.plans,
      plansError: null,
    })),
    setPlansError: assign((_, params: { readonly error: unknown }) => ({
      plansError: errorDataOf(params.error),
    })),
  },
}).createMachine({
  id: "rewardsApi",
  context: initialRewardsApiContext,
  type: "parallel",
  states: {
    catalogue: {
      initial: "idle",
      on: {
        "REWARDS_API.PAGE": {
          guard: { type: "isPageOfCatalogue", params: ({ event }) => ({ page: event.page }) },
          target: ".loading",
          actions: { type: "setPage", params: ({ event }) => ({ page: event.page }) },
        },
      },
      states: {
        idle: { on: { "REWARDS_API.OPEN": "loading" } },
        loading: {
          tags: "loading",
          invoke: {
            src: "loadCatalogue",
            input: ({ context }) => ({
              limit: API_CATALOGUE_PAGE_SIZE,
              offset: (context.page - 1) * API_CATALOGUE_PAGE_SIZE,
            }),
            onDone: {
              target: "ready",
              actions: { type: "setCatalogue", params: ({ event }) => ({ answer: event.output }) },
            },
            onError: {
              target: "failed",
              actions: { type: "setError", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        ready: {},
        failed: { on: { "REWARDS_API.RETRY": "loading" } },
      },
    },
    plans: {
      initial: "closed",
      states: {
        closed: {
          on: {
            "REWARDS_API.OPEN_PLANS": [{ guard: "hasPlans", target: "open" }, { target: "loading" }],
          },
        },
        loading: {
          tags: ["plansOpen", "loadingPlans"],
          on: { "REWARDS_API.CLOSE_PLANS": "closed" },
          invoke: {
            src: "loadPlans",
            onDone: {
              target: "open",
              actions: { type: "setPlans", params: ({ event }) => ({ plans: event.output }) },
            },
            onError: {
              target: "failed",
              actions: { type: "setPlansError", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        open: { tags: "plansOpen", on: { "REWARDS_API.CLOSE_PLANS": "closed" } },
        failed: {
          tags: "plansOpen",
          on: { "REWARDS_API.RETRY_PLANS": "loading", "REWARDS_API.CLOSE_PLANS": "closed" },
        },
      },
    },
  },
});
