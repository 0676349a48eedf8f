/**
 * The password reset page (systemId "passwordReset"), spec §7.5 'Password reset': the page opens
 * with the keyword of its link ('/reset-password/:keyword', '/rp/:keyword'); the link is checked
 * (`validateResetLink {reset_link}`); an unknown, expired or used link shows the server's text
 * (the page offers a new link); otherwise the new password, refused before any call when it breaks
 * the rule of spec §5, goes to the public '/resetPassword' as JSON, and success leads to sign-in.
 */

import { isValidPassword } from "@domain/validation";
import type { MailOutcome } from "@effects/auth";
import { serverText } from "@errors/catalogue";
import { errorDataOf, toErrorData } from "@errors/data";
import { PasswordRuleBroken } from "@errors/situations";
import { assertEvent, assign, setup } from "xstate";
import {
  initialPasswordResetContext,
  type PasswordResetContext,
  type PasswordResetEvent,
  type PasswordResetTag,
} from "./passwordReset.events";
import { pending } from "./pending";

export {
  type PasswordResetContext,
  type PasswordResetEvent,
  passwordResetEventSchemas,
} from "./passwordReset.events";

type Outcome = { readonly outcome: MailOutcome };

const serverMessage = {
  type: "showServerMessage" as const,
  params: ({ event }: { event: { output: MailOutcome } }) => ({ message: event.output.message }),
};
const errorShown = {
  type: "showError" as const,
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
};

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    tags: {} as PasswordResetTag,
  },
  actors: {
    validateResetLink: pending<MailOutcome, { readonly reset_link: string }>(),
    resetPassword: pending<MailOutcome, { readonly reset_link: string; readonly password: string }>(),
  },
  guards: {
    isAccepted: (_, params: Outcome) => params.outcome.success === 1,
    breaksPasswordRule: (_, params: { readonly password: string }) => !isValidPassword(params.password),
  },
  actions: {
    keepKeyword: assign((_, params: { readonly keyword: string }) => ({
      keyword: params.keyword,
      message: null,
      error: null,
    })),
    clearMessage: assign({ message: null, error: null }),
    refusePassword: assign({ message: null, error: () => toErrorData(new PasswordRuleBroken()) }),
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
  id: "passwordReset",
  context: initialPasswordResetContext,
  initial: "idle",
  on: {
    "RESET.OPEN": {
      target: ".checkingLink",
      actions: { type: "keepKeyword", params: ({ event }) => ({ keyword: event.keyword }) },
    },
  },
  states: {
    idle: {},
    checkingLink: {
      tags: ["loading"],
      invoke: {
        src: "validateResetLink",
        input: ({ context }) => ({ reset_link: context.keyword ?? "" }),
        onDone: [
          {
            guard: { type: "isAccepted", params: ({ event }) => ({ outcome: event.output }) },
            target: "choosing",
          },
          { target: "linkRefused", actions: serverMessage },
        ],
        onError: { target: "linkFailed", actions: errorShown },
      },
    },
    // Unknown, expired or already used: the page says so and offers a new link.
    linkRefused: {},
    // The check itself failed (network, server): the page offers to try again.
    linkFailed: {},
    choosing: {
      on: {
        "RESET.SUBMIT": [
          {
            guard: { type: "breaksPasswordRule", params: ({ event }) => ({ password: event.password }) },
            actions: "refusePassword",
          },
          { target: "saving", actions: "clearMessage" },
        ],
      },
    },
    saving: {
      tags: ["loading"],
      invoke: {
        src: "resetPassword",
        input: ({ context, event }) => {
          assertEvent(event, "RESET.SUBMIT");
          return { reset_link: context.keyword ?? "", password: event.password };
        },
        onDone: [
          {
            guard: { type: "isAccepted", params: ({ event }) => ({ outcome: event.output }) },
            target: "done",
            actions: serverMessage,
          },
          // The link expired or was used meanwhile: as a refused link.
          { target: "linkRefused", actions: serverMessage },
        ],
        onError: { target: "choosing", actions: errorShown },
      },
    },
    // The password is reset; the page leads to sign-in.
    done: {},
  },
});

export type PasswordResetMachine = typeof passwordResetMachine;
