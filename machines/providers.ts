/**
 * The choice of a payment provider at checkout (systemId "providers"; spec §1 'Ways to pay', §6
 * paymentMethodAccess, §7.6 getPaymentMethods, §9 gateway-disabled products).
 *
 * - PROVIDERS.LOAD {currency, gatewayDisabled}: the checkout page shows an amount due; the ways to
 *   pay that currency are loaded once per currency (tag "loading"); a failure keeps the card
 *   gateway and offers PROVIDERS.RETRY.
 * - PROVIDERS.CHOOSE {method}: the shopper's pick, kept while it is offered.
 * - After every change the checkout hears PROVIDERS.CHOSEN {provider}: the provider its order
 *   names, null for the card gateway (src/domain/providers.ts `chosenMethod`).
 */

import type { PaymentMethod, PaymentMethodId } from "@contract/providers";
import { chosenMethod, offeredMethods, providerOfMethod } from "@domain/providers";
import { errorDataOf } from "@errors/data";
import { assign, enqueueActions, setup } from "xstate";
import { sendToFlow } from "./flows";
import { pending } from "./pending";
import {
  initialProvidersContext,
  type ProviderChosenEvent,
  type ProvidersContext,
  type ProvidersEvent,
  type ProvidersTag,
} from "./providers.events";

export {
  initialProvidersContext,
  type ProviderChosenEvent,
  type ProvidersContext,
  type ProvidersEvent,
  providerChosenEventSchema,
  providersEventSchemas,
} from "./providers.events";

type Load = Extract<ProvidersEvent, { type: "PROVIDERS.LOAD" }>;

/** The ways to pay offered now: the answered ones, none when the gateway is disabled. */
export const offeredOf = (context: ProvidersContext): readonly PaymentMethod[] =>
  offeredMethods(context.answered, context.gatewayDisabled);

/** The way to pay the checkout's order uses now. */
export const methodOf = (context: ProvidersContext): PaymentMethodId | null =>
  chosenMethod(offeredOf(context), context.choice);

export const providersMachine = setup({
  types: {
    context: {} as ProvidersContext,
    events: {} as ProvidersEvent,
    tags: {} as ProvidersTag,
  },
  actors: {
    loadMethods: pending<readonly PaymentMethod[], { readonly currency: string }>(),
  },
  guards: {
    isNewCurrency: ({ context }, params: Load) => context.currency !== params.currency.toUpperCase(),
  },
  actions: {
    takeCurrency: assign((_, params: Load) => ({
      currency: params.currency.toUpperCase(),
      gatewayDisabled: params.gatewayDisabled,
      answered: [],
      error: null,
    })),
    takeAccess: assign((_, params: Load) => ({ gatewayDisabled: params.gatewayDisabled })),
    setMethods: assign((_, params: { readonly methods: readonly PaymentMethod[] }) => ({
      answered: params.methods,
      error: null,
    })),
    setError: assign((_, params: { readonly error: unknown }) => ({ error: errorDataOf(params.error) })),
    choose: assign((_, params: { readonly method: PaymentMethodId }) => ({ choice: params.method })),
    announce: enqueueActions(({ context, system, enqueue }) => {
      const chosen: ProviderChosenEvent = {
        type: "PROVIDERS.CHOSEN",
        provider: providerOfMethod(methodOf(context)),
      };
      sendToFlow(system, enqueue, "checkout", chosen);
    }),
  },
}).createMachine({
  id: "providers",
  context: initialProvidersContext,
  initial: "idle",
  on: {
    "PROVIDERS.LOAD": [
      {
        guard: { type: "isNewCurrency", params: ({ event }) => event },
        target: ".loading",
        actions: [{ type: "takeCurrency", params: ({ event }) => event }, "announce"],
      },
      { actions: [{ type: "takeAccess", params: ({ event }) => event }, "announce"] },
    ],
    "PROVIDERS.CHOOSE": {
      actions: [{ type: "choose", params: ({ event }) => ({ method: event.method }) }, "announce"],
    },
  },
  states: {
    idle: {},
    loading: {
      tags: "loading",
      invoke: {
        src: "loadMethods",
        input: ({ context }) => ({ currency: context.currency ?? "" }),
        onDone: {
          target: "ready",
          actions: [{ type: "setMethods", params: ({ event }) => ({ methods: event.output }) }, "announce"],
        },
        onError: {
          target: "failed",
          actions: [{ type: "setError", params: ({ event }) => ({ error: event.error }) }, "announce"],
        },
      },
    },
    ready: {},
    failed: { on: { "PROVIDERS.RETRY": { target: "loading" } } },
  },
});
