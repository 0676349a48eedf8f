/**
 * Point conversion (systemId "pointConversion"), spec §1 'point conversion', §2.3
 * '/point-conversion', §7.2 clientCurrencyConversion, §9 (points 2 decimals, rates 5): the shopper
 * picks a currency, sees what the whole balance would become at the client's rate, and confirms.
 * A done conversion asks "session" to load the balances again, so the header's points pill and
 * every tab show the new figures. The user's client and points come from SESSION.USER.
 */

import type { ConversionPreview } from "@domain/balances";
import type { Answer, PreviewRequest } from "@effects/balances";
import { serverText } from "@errors/catalogue";
import { errorDataOf } from "@errors/data";
import { assign, enqueueActions, setup } from "xstate";
import type { SessionUserEvent } from "./facts";
import { sendToFlow } from "./flows";
import { pending } from "./pending";
import {
  initialPointConversionContext,
  type PointConversionContext,
  type PointConversionEvent,
  type PointConversionTag,
} from "./pointConversion.events";

export {
  type PointConversionContext,
  type PointConversionEvent,
  pointConversionEventSchemas,
} from "./pointConversion.events";

type Converted = NonNullable<PointConversionContext["converted"]>;
type Output<O> = { readonly event: { readonly output: O } };
const errorOf = ({ event }: { readonly event: { readonly error: unknown } }) => ({ error: event.error });

/** 'Preview' with a currency the points may go to. */
const previewTransition = {
  guard: {
    type: "canConvert" as const,
    params: ({ event }: { readonly event: { readonly currency: string } }) => ({ currency: event.currency }),
  },
  target: "previewing",
  actions: {
    type: "chooseTarget" as const,
    params: ({ event }: { readonly event: { readonly currency: string } }) => ({ currency: event.currency }),
  },
};

export const pointConversionMachine = setup({
  types: {
    context: {} as PointConversionContext,
    events: {} as PointConversionEvent,
    tags: {} as PointConversionTag,
  },
  actors: {
    previewConversion: pending<Answer<ConversionPreview>, PreviewRequest>(),
    confirmConversion: pending<Answer<Converted>, ConversionPreview>(),
  },
  guards: {
    canConvert: ({ context }, params: { readonly currency: string }) =>
      context.clientId !== null &&
      context.available > 0 &&
      /^[A-Z]{3}$/.test(params.currency) &&
      params.currency !== context.currency,
    isAnswered: (_, params: { readonly answer: Answer<unknown> }) => params.answer.ok,
  },
  actions: {
    takeUser: assign((_, params: SessionUserEvent) => ({
      clientId: params.user?.client_id ?? null,
      available: params.points?.availablePoints ?? 0,
      currency: params.points?.currencyCode.toUpperCase() ?? "INR",
    })),
    reset: assign({ target: null, preview: null, error: null, refusal: null }),
    chooseTarget: assign((_, params: { readonly currency: string }) => ({
      target: params.currency,
      preview: null,
      error: null,
      refusal: null,
      converted: null,
    })),
    keepPreview: assign((_, params: { readonly answer: Answer<ConversionPreview> }) => ({
      preview: params.answer.ok ? params.answer.value : null,
    })),
    keepConverted: assign((_, params: { readonly answer: Answer<Converted> }) =>
      params.answer.ok
        ? { converted: params.answer.value, refusal: null }
        : { refusal: serverText(params.answer.message, "somethingWentWrongDot") },
    ),
    keepError: assign((_, params: { readonly error: unknown }) => ({ error: errorDataOf(params.error) })),
    clearProblem: assign({ error: null, refusal: null }),
    // The points changed: "session" loads the balances again and announces them (header pill, tabs).
    reloadBalances: enqueueActions(({ system, enqueue }) => {
      sendToFlow(system, enqueue, "session", { type: "SESSION.RELOAD_BALANCES" });
    }),
  },
}).createMachine({
  id: "pointConversion",
  context: initialPointConversionContext,
  initial: "choosing",
  on: {
    "SESSION.USER": { actions: { type: "takeUser", params: ({ event }) => event } },
    "CONVERSION.OPEN": { target: ".choosing", actions: "reset" },
  },
  states: {
    choosing: { on: { "CONVERSION.PREVIEW": previewTransition } },
    // clientCurrencyConversion both ways; the figures of @domain/balances.
    previewing: {
      tags: ["loading"],
      invoke: {
        src: "previewConversion",
        input: ({ context }) => ({
          clientId: context.clientId ?? 0,
          available: context.available,
          fromCurrency: context.currency,
          toCurrency: context.target ?? context.currency,
        }),
        onDone: [
          {
            guard: {
              type: "isAnswered",
              params: ({ event }: Output<Answer<ConversionPreview>>) => ({ answer: event.output }),
            },
            target: "previewed",
            actions: { type: "keepPreview", params: ({ event }) => ({ answer: event.output }) },
          },
          { target: "unavailable" },
        ],
        onError: { target: "choosing", actions: { type: "keepError", params: errorOf } },
      },
    },
    // No rate between the two currencies for this client (spec §8: a conversion Error leaves it unset).
    unavailable: { on: { "CONVERSION.PREVIEW": previewTransition } },
    previewed: {
      on: {
        "CONVERSION.CONFIRM": { target: "converting", actions: "clearProblem" },
        "CONVERSION.EDIT": { target: "choosing", actions: "reset" },
      },
    },
    converting: {
      tags: ["converting"],
      invoke: {
        src: "confirmConversion",
        input: ({ context }) =>
          context.preview ?? {
            fromPoints: 0,
            fromCurrency: context.currency,
            toPoints: 0,
            toCurrency: context.currency,
            rateUnits: 0,
            rate: "0.00000",
          },
        onDone: [
          {
            guard: {
              type: "isAnswered",
              params: ({ event }: Output<Answer<Converted>>) => ({ answer: event.output }),
            },
            target: "converted",
            actions: [
              { type: "keepConverted", params: ({ event }) => ({ answer: event.output }) },
              "reloadBalances",
            ],
          },
          {
            target: "previewed",
            actions: { type: "keepConverted", params: ({ event }) => ({ answer: event.output }) },
          },
        ],
        onError: { target: "previewed", actions: { type: "keepError", params: errorOf } },
      },
    },
    converted: {
      on: { "CONVERSION.EDIT": { target: "choosing", actions: "reset" } },
    },
  },
});

export type PointConversionMachine = typeof pointConversionMachine;
