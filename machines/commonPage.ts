/**
 * The '/common' page (systemId "commonPage"; spec §2.3 '/common'): static content kept with the
 * site's data (getCommonPage). COMMON.OPEN {urlPrefix} loads the site's page once (tag
 * "loading"); a failure keeps its error and waits for COMMON.RETRY.
 */

import type { CommonPage } from "@contract/storeInfo";
import { type ErrorData, errorDataOf } from "@errors/data";
import { Schema } from "effect";
import { assign, setup } from "xstate";
import { pending } from "./pending";

export const commonPageEventSchemas = [
  Schema.Struct({ type: Schema.Literal("COMMON.OPEN"), urlPrefix: Schema.String }),
  Schema.Struct({ type: Schema.Literal("COMMON.RETRY") }),
] as const;
export type CommonPageEvent = (typeof commonPageEventSchemas)[number]["Type"];

export interface CommonPageContext {
  readonly urlPrefix: string | null;
  readonly page: CommonPage | null;
  readonly error: ErrorData | null;
}

export const initialCommonPageContext: CommonPageContext = { urlPrefix: null, page: null, error: null };

export const commonPageMachine = setup({
  types: { context: {} as CommonPageContext, events: {} as CommonPageEvent, tags: {} as "loading" },
  actors: { loadCommonPage: pending<CommonPage, { readonly urlPrefix: string }>() },
  guards: {
    isOtherSite: ({ context }, params: { readonly urlPrefix: string }) =>
      context.urlPrefix !== params.urlPrefix,
  },
  actions: {
    forSite: assign((_, params: { readonly urlPrefix: string }) => ({
      urlPrefix: params.urlPrefix,
      page: null,
      error: null,
    })),
    setPage: assign((_, params: { readonly page: CommonPage }) => ({ page: params.page, error: null })),
    setError: assign((_, params: { readonly error: unknown }) => ({ error: errorDataOf(params.error) })),
  },
}).createMachine({
  id: "commonPage",
  context: initialCommonPageContext,
  initial: "idle",
  on: {
    "COMMON.OPEN": {
      guard: { type: "isOtherSite", params: ({ event }) => ({ urlPrefix: event.urlPrefix }) },
      target: ".loading",
      actions: { type: "forSite", params: ({ event }) => ({ urlPrefix: event.urlPrefix }) },
    },
  },
  states: {
    idle: {},
    loading: {
      tags: "loading",
      invoke: {
        src: "loadCommonPage",
        input: ({ context }) => ({ urlPrefix: context.urlPrefix ?? "" }),
        onDone: {
          target: "ready",
          actions: { type: "setPage", params: ({ event }) => ({ page: event.output }) },
        },
        onError: {
          target: "failed",
          actions: { type: "setError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: {},
    failed: { on: { "COMMON.RETRY": "loading" } },
  },
});
