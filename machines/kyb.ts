/**
 * The know-your-business status of the signed-in client admin's company (systemId "kyb"; spec §1
 * 'a know-your-business (KYB) status check', §6 Admin, §7.2 diy get_kyb_status_for_kyb).
 *
 * The profile's KYB card sends KYB.LOAD when it shows for an admin; the status loads once (tag
 * "loading"); a failure keeps its error and waits for KYB.RETRY. KYB.LOAD for another company
 * (another user signed in) loads afresh.
 */

import type { KybStatus } from "@domain/kyb";
import { type ErrorData, errorDataOf } from "@errors/data";
import { Schema } from "effect";
import { assign, setup } from "xstate";
import { pending } from "./pending";

export const kybEventSchemas = [
  /** The KYB card shows, for the signed-in user of company `companyId`. */
  Schema.Struct({ type: Schema.Literal("KYB.LOAD"), companyId: Schema.Number }),
  Schema.Struct({ type: Schema.Literal("KYB.RETRY") }),
] as const;
export type KybEvent = (typeof kybEventSchemas)[number]["Type"];

export interface KybContext {
  /** The company the status was loaded for. */
  readonly companyId: number | null;
  readonly status: KybStatus | null;
  readonly error: ErrorData | null;
}

export const initialKybContext: KybContext = { companyId: null, status: null, error: null };

export const kybMachine = setup({
  types: { context: {} as KybContext, events: {} as KybEvent, tags: {} as "loading" },
  actors: { loadKyb: pending<KybStatus>() },
  guards: {
    isOtherCompany: ({ context }, params: { readonly companyId: number }) =>
      context.companyId !== params.companyId,
  },
  actions: {
    forCompany: assign((_, params: { readonly companyId: number }) => ({
      companyId: params.companyId,
      status: null,
      error: null,
    })),
    setStatus: assign((_, params: { readonly status: KybStatus }) => ({
      status: params.status,
      error: null,
    })),
    setError: assign((_, params: { readonly error: unknown }) => ({ error: errorDataOf(params.error) })),
  },
}).createMachine({
  id: "kyb",
  context: initialKybContext,
  initial: "idle",
  on: {
    "KYB.LOAD": {
      guard: { type: "isOtherCompany", params: ({ event }) => ({ companyId: event.companyId }) },
      target: ".loading",
      actions: { type: "forCompany", params: ({ event }) => ({ companyId: event.companyId }) },
    },
  },
  states: {
    idle: {},
    loading: {
      tags: "loading",
      invoke: {
        src: "loadKyb",
        onDone: {
          target: "ready",
          actions: { type: "setStatus", params: ({ event }) => ({ status: event.output }) },
        },
        onError: {
          target: "failed",
          actions: { type: "setError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: {},
    failed: { on: { "KYB.RETRY": "loading" } },
  },
});
