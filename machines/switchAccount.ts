/**
 * The switch-account page (systemId "switchAccount"), spec §2.3 '/switch-account' and §7.5
 * 'Account switching': the linked accounts (`fetch_accounts` → linkedAccounts); choosing one,
 * whose association with the signed-in identity is checked first (`getUserAssoc`, spec §7.5
 * 'Validate identity and user association'; a refusal leaves the session as it was), then
 * switched to (`select_account {cid}`, which stores the new session); confirming it worked
 * (`validate_if_switch-worked`: the chosen client is now the current account); then "session"
 * hears SESSION.SWITCHED and runs the start-up of spec §4 again for the new account. A refusal
 * shows the server's text, a failure its error; the shopper may choose again.
 */

import type { LinkedAccount } from "@contract/account";
import type { AccountsOutcome, SwitchOutcome } from "@effects/switchAccount";
import { serverText } from "@errors/catalogue";
import { errorDataOf } from "@errors/data";
import { assign, enqueueActions, setup } from "xstate";
import { sendToFlow } from "./flows";
import { pending } from "./pending";
import {
  initialSwitchAccountContext,
  type SwitchAccountContext,
  type SwitchAccountEvent,
  type SwitchAccountTag,
  type SwitchedSessionEvent,
} from "./switchAccount.events";

export {
  type SwitchAccountContext,
  type SwitchAccountEvent,
  switchAccountEventSchemas,
} from "./switchAccount.events";

const serverMessage = {
  type: "showServerMessage" as const,
  params: ({ event }: { event: { output: SwitchOutcome } }) => ({ message: event.output.message }),
};
const errorShown = {
  type: "showError" as const,
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
};

export const switchAccountMachine = setup({
  types: {
    context: {} as SwitchAccountContext,
    events: {} as SwitchAccountEvent,
    tags: {} as SwitchAccountTag,
  },
  actors: {
    fetchAccounts: pending<AccountsOutcome>(),
    validateUserAssoc: pending<SwitchOutcome, { readonly cid: number }>(),
    selectAccount: pending<SwitchOutcome, { readonly cid: number }>(),
    validateIfSwitchWorked: pending<AccountsOutcome>(),
  },
  guards: {
    isAccepted: (_, params: { readonly outcome: SwitchOutcome }) => params.outcome.success === 1,
    // The new session's current account is the chosen client's.
    isNowCurrent: (_, params: { readonly outcome: AccountsOutcome; readonly chosen: number | null }) =>
      params.outcome.success === 1 &&
      params.outcome.accounts.some((account) => account.is_current === true && account.cid === params.chosen),
  },
  actions: {
    keepAccounts: assign((_, params: { readonly accounts: readonly LinkedAccount[] }) => ({
      accounts: params.accounts,
    })),
    choose: assign((_, params: { readonly cid: number }) => ({
      chosen: params.cid,
      message: null,
      error: null,
    })),
    clearMessage: assign({ message: null, error: null }),
    showServerMessage: assign((_, params: { readonly message: string | null }) => ({
      message: serverText(params.message, "somethingWentWrongDot"),
      error: null,
    })),
    showError: assign((_, params: { readonly error: unknown }) => ({
      error: errorDataOf(params.error),
      message: null,
    })),
    tellSession: enqueueActions(({ system, enqueue }) => {
      const event: SwitchedSessionEvent = { type: "SESSION.SWITCHED" };
      sendToFlow(system, enqueue, "session", event);
    }),
  },
}).createMachine({
  id: "switchAccount",
  context: initialSwitchAccountContext,
  initial: "idle",
  on: {
    "SWITCH.OPEN": { target: ".loading", actions: "clearMessage" },
  },
  states: {
    idle: {},
    loading: {
      tags: ["loading"],
      invoke: {
        src: "fetchAccounts",
        onDone: [
          {
            guard: { type: "isAccepted", params: ({ event }) => ({ outcome: event.output }) },
            target: "choosing",
            actions: { type: "keepAccounts", params: ({ event }) => ({ accounts: event.output.accounts }) },
          },
          { target: "failed", actions: serverMessage },
        ],
        onError: { target: "failed", actions: errorShown },
      },
    },
    // The accounts could not be fetched: the page offers to try again.
    failed: {},
    choosing: {
      on: {
        "SWITCH.SELECT": {
          target: "validating",
          actions: { type: "choose", params: ({ event }) => ({ cid: event.cid }) },
        },
      },
    },
    // The identity's association with the chosen client's user, before the session is touched.
    validating: {
      tags: ["loading"],
      invoke: {
        src: "validateUserAssoc",
        input: ({ context }) => ({ cid: context.chosen ?? 0 }),
        onDone: [
          {
            guard: { type: "isAccepted", params: ({ event }) => ({ outcome: event.output }) },
            target: "switching",
          },
          { target: "choosing", actions: serverMessage },
        ],
        onError: { target: "choosing", actions: errorShown },
      },
    },
    switching: {
      tags: ["loading"],
      invoke: {
        src: "selectAccount",
        input: ({ context }) => ({ cid: context.chosen ?? 0 }),
        onDone: [
          {
            guard: { type: "isAccepted", params: ({ event }) => ({ outcome: event.output }) },
            target: "confirming",
          },
          { target: "choosing", actions: serverMessage },
        ],
        onError: { target: "choosing", actions: errorShown },
      },
    },
    confirming: {
      tags: ["loading"],
      invoke: {
        src: "validateIfSwitchWorked",
        onDone: [
          {
            guard: {
              type: "isNowCurrent",
              params: ({ context, event }) => ({ outcome: event.output, chosen: context.chosen }),
            },
            target: "done",
            actions: [
              { type: "keepAccounts", params: ({ event }) => ({ accounts: event.output.accounts }) },
              "tellSession",
            ],
          },
          { target: "choosing", actions: serverMessage },
        ],
        onError: { target: "choosing", actions: errorShown },
      },
    },
    // The new account is the session's; "session" runs its start-up again. Another switch may follow.
    done: {
      on: {
        "SWITCH.SELECT": {
          target: "validating",
          actions: { type: "choose", params: ({ event }) => ({ cid: event.cid }) },
        },
      },
    },
  },
});

export type SwitchAccountMachine = typeof switchAccountMachine;
