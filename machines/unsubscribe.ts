/**
 * The mail unsubscribe page (systemId "unsubscribe"), spec §2.3 '/unsubscribe/:mailType' and
 * §7.5 'Unsubscribe mail {add_data: {un_subscribe}}': the page opens with the path's mail type; an
 * unknown type says so and calls nothing; a known one shows which mails stop and waits for the
 * shopper to confirm; the call's success says it is done, a refusal shows the server's text, a
 * failure lets the shopper try again.
 */

import { isMailType } from "@domain/unsubscribe";
import type { UnsubscribeOutcome } from "@effects/unsubscribe";
import { serverText } from "@errors/catalogue";
import { errorDataOf } from "@errors/data";
import { assign, setup } from "xstate";
import { pending } from "./pending";
import {
  initialUnsubscribeContext,
  type UnsubscribeContext,
  type UnsubscribeEvent,
  type UnsubscribeTag,
} from "./unsubscribe.events";

export {
  type UnsubscribeContext,
  type UnsubscribeEvent,
  unsubscribeEventSchemas,
} from "./unsubscribe.events";

export const unsubscribeMachine = setup({
  types: {
    context: {} as UnsubscribeContext,
    events: {} as UnsubscribeEvent,
    tags: {} as UnsubscribeTag,
  },
  actors: {
    unsubscribeMail: pending<UnsubscribeOutcome, { readonly un_subscribe: string }>(),
  },
  guards: {
    isKnownType: (_, params: { readonly mailType: string }) => isMailType(params.mailType),
    isAccepted: (_, params: { readonly outcome: UnsubscribeOutcome }) => params.outcome.success === 1,
  },
  actions: {
    keepType: assign((_, params: { readonly mailType: string }) => ({
      mailType: isMailType(params.mailType) ? params.mailType : null,
      message: null,
      error: null,
    })),
    forgetType: assign({ mailType: null, message: null, error: null }),
    clearMessage: assign({ message: null, error: null }),
    showServerMessage: assign((_, params: { readonly message: string | null }) => ({
      message: serverText(params.message, "somethingWentWrongDot"),
      error: null,
    })),
    showError: assign((_, params: { readonly error: unknown }) => ({
      error: errorDataOf(params.error),
      message: null,
    })),
  },
}).createMachine({
  id: "unsubscribe",
  context: initialUnsubscribeContext,
  initial: "idle",
  on: {
    "UNSUBSCRIBE.OPEN": [
      {
        guard: { type: "isKnownType", params: ({ event }) => ({ mailType: event.mailType }) },
        target: ".confirming",
        actions: { type: "keepType", params: ({ event }) => ({ mailType: event.mailType }) },
      },
      { target: ".unknownType", actions: "forgetType" },
    ],
  },
  states: {
    idle: {},
    // The path names no kind of mail: the page says so.
    unknownType: {},
    // The page shows which mails stop; a failed attempt shows its error here.
    confirming: {
      on: { "UNSUBSCRIBE.CONFIRM": { target: "saving", actions: "clearMessage" } },
    },
    saving: {
      tags: ["loading"],
      invoke: {
        src: "unsubscribeMail",
        // Only a known type reaches this state; an empty one would be refused by the server.
        input: ({ context }) => ({ un_subscribe: context.mailType ?? "" }),
        onDone: [
          {
            guard: { type: "isAccepted", params: ({ event }) => ({ outcome: event.output }) },
            target: "done",
          },
          {
            target: "confirming",
            actions: {
              type: "showServerMessage",
              params: ({ event }) => ({ message: event.output.message }),
            },
          },
        ],
        onError: {
          target: "confirming",
          actions: { type: "showError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // The shopper no longer receives this kind of mail.
    done: {},
  },
});

export type UnsubscribeMachine = typeof unsubscribeMachine;
