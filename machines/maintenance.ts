/**
 * The maintenance page (systemId "maintenance"; spec §1 'a maintenance page', §2.3 '/maintenance').
 *
 * Every page of the store leads here while the reference API reports maintenance (its platform
 * settings' `maintenance: 1`, read by the site flow at start; src/views/App.tsx), remembering
 * where the shopper was. The page sends MAINTENANCE.OPEN {urlPrefix, returnTo}; the flow asks the
 * settings again (tag "checking"): still under maintenance, it waits in "down" for
 * MAINTENANCE.RETRY; cleared, it returns to `returnTo` with a full load (tag "returning"), so every
 * flow starts afresh with the store's settings. A check that fails keeps the shopper on the page.
 */

import { type ErrorData, errorDataOf } from "@errors/data";
import { Schema } from "effect";
import { assign, setup } from "xstate";
import { pending } from "./pending";

export const maintenanceEventSchemas = [
  /** The page opened: the site's url prefix, and the path to return to (checked by returnPathOf). */
  Schema.Struct({
    type: Schema.Literal("MAINTENANCE.OPEN"),
    urlPrefix: Schema.String,
    returnTo: Schema.String,
  }),
  /** 'Try again'. */
  Schema.Struct({ type: Schema.Literal("MAINTENANCE.RETRY") }),
] as const;
export type MaintenanceEvent = (typeof maintenanceEventSchemas)[number]["Type"];

export interface MaintenanceContext {
  readonly urlPrefix: string;
  readonly returnTo: string;
  readonly error: ErrorData | null;
}

export const initialMaintenanceContext: MaintenanceContext = { urlPrefix: "", returnTo: "/", error: null };

type Open = Extract<MaintenanceEvent, { type: "MAINTENANCE.OPEN" }>;

export const maintenanceMachine = setup({
  types: {
    context: {} as MaintenanceContext,
    events: {} as MaintenanceEvent,
    tags: {} as "checking" | "returning",
  },
  actors: {
    /** Whether the store still reports maintenance. */
    checkMaintenance: pending<boolean, { readonly urlPrefix: string }>(),
    openPage: pending<void, { readonly url: string }>(),
  },
  guards: {
    isStillDown: (_, params: { readonly down: boolean }) => params.down,
  },
  actions: {
    open: assign((_, params: Open) => ({
      urlPrefix: params.urlPrefix,
      returnTo: params.returnTo,
      error: null,
    })),
    clearError: assign({ error: null }),
    setError: assign((_, params: { readonly error: unknown }) => ({ error: errorDataOf(params.error) })),
  },
}).createMachine({
  id: "maintenance",
  context: initialMaintenanceContext,
  initial: "idle",
  states: {
    idle: {
      on: {
        "MAINTENANCE.OPEN": { target: "checking", actions: { type: "open", params: ({ event }) => event } },
      },
    },
    checking: {
      tags: "checking",
      invoke: {
        src: "checkMaintenance",
        input: ({ context }) => ({ urlPrefix: context.urlPrefix }),
        onDone: [
          {
            guard: { type: "isStillDown", params: ({ event }) => ({ down: event.output }) },
            target: "down",
            actions: "clearError",
          },
          { target: "returning" },
        ],
        onError: {
          target: "down",
          actions: { type: "setError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    down: {
      on: {
        "MAINTENANCE.RETRY": "checking",
        "MAINTENANCE.OPEN": { target: "checking", actions: { type: "open", params: ({ event }) => event } },
      },
    },
    returning: {
      tags: "returning",
      invoke: { src: "openPage", input: ({ context }) => ({ url: context.returnTo }) },
    },
  },
});
