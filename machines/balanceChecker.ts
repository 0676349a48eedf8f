/**
 * The Reward Codes Balance Checker (systemId "balanceChecker"): the public modal where anyone
 * checks what a reward code is worth (spec §2.9, §3 'Voucher balance result', §4 'Voucher code
 * status', §5 'Reward code', §7.6 applyVoucher, §8).
 *
 * - BALANCE.INPUT: the field's code as the view formatted it (dashes stripped, 4-character blocks,
 *   at most 19 characters, spec §5) and whether it is long enough to check; the flow keeps both
 *   and never reads the code, which the event log redacts. Typing clears the error shown.
 * - SITE.SETTINGS (announced by "site"): the site's captcha setting `showCts` (spec §2.9).
 * - BALANCE.CHECK {site}: only when the code has at least 6 characters and nothing is loading
 *   (spec §5); every state but `editing` is tagged `loading`. With showCts on, a captcha comes first: CAPTCHA.SOLVED verifies its token
 *   (`verifyCaptcha`), then the lookup runs with that token; CAPTCHA.CANCEL goes back to the form.
 *   With showCts off the lookup runs at once with the token ''. The lookup (`checkBalance`) is
 *   applyVoucher for the store `site`.
 * - A result replaces the previous one; a failure is kept as ErrorData and shown with its
 *   catalogue text in the shopper's language by the view (spec §8): a failed lookup under the
 *   field, the other rows as a message, HTTP 429 as the limit text with the support address.
 * - DIALOG.OPEN and DIALOG.CLOSE (the root, when the modal opens and closes): the field, the
 *   result and the errors are cleared, and a check under way is dropped.
 *
 * The captcha token stays under the key `token` and is passed on as it came.
 */

import type { BalanceResult } from "@domain/balanceChecker";
import type { CheckBalanceInput } from "@effects/balanceChecker";
import type { ErrorData } from "@errors/data";
import { errorDataOf } from "@errors/data";
import { and, assign, setup } from "xstate";
import type { BalanceCheckerEvent } from "./balanceChecker.events";
import { pending } from "./pending";

// ---------------------------------------------------------------------------------------------
// Input and events

export { type BalanceCheckerEvent, balanceCheckerEventSchemas } from "./balanceChecker.events";

// ---------------------------------------------------------------------------------------------
// Context

/** Every state but the form is `loading`: the button is disabled and the field read-only (spec §5). */
export type BalanceCheckerTag = "loading";

export interface BalanceCheckerContext {
  /** The site's captcha setting (spec §2.9), from SITE.SETTINGS. */
  readonly showCts: boolean;
  /** The field's code, formatted by the view (spec §5); redacted in the event log. */
  readonly rewardCode: string;
  /** Whether the code is long enough to check (spec §5), as the view found. */
  readonly complete: boolean;
  /** The store of the check under way ('marketplace', 'acme'). */
  readonly site: string;
  /** The solved captcha's token for the check under way; '' without a captcha. */
  readonly token: string;
  /** The last result (spec §3 'Voucher balance result'). */
  readonly result: BalanceResult | null;
  /** Why the last check failed (spec §8), as plain data. */
  readonly error: ErrorData | null;
}

export const initialBalanceCheckerContext = (): BalanceCheckerContext => ({
  showCts: false,
  rewardCode: "",
  complete: false,
  site: "",
  token: "",
  result: null,
  error: null,
});

// ---------------------------------------------------------------------------------------------
// Machine

export const balanceCheckerMachine = setup({
  types: {
    context: {} as BalanceCheckerContext,
    events: {} as BalanceCheckerEvent,
    tags: {} as BalanceCheckerTag,
  },
  actors: {
    checkBalance: pending<BalanceResult, CheckBalanceInput>(),
    verifyCaptcha: pending<void, { readonly token: string }>(),
  },
  guards: {
    canCheck: ({ context }) => context.complete,
    isCaptchaRequired: ({ context }) => context.showCts,
  },
  actions: {
    takeSettings: assign((_, params: { readonly showCts: boolean }) => ({ showCts: params.showCts })),
    setInput: assign((_, params: { readonly rewardCode: string; readonly complete: boolean }) => ({
      rewardCode: params.rewardCode,
      complete: params.complete,
      error: null,
    })),
    startCheck: assign((_, params: { readonly site: string }) => ({
      site: params.site,
      token: "",
      result: null,
      error: null,
    })),
    keepToken: assign((_, params: { readonly token: string }) => ({ token: params.token })),
    setResult: assign((_, params: { readonly result: BalanceResult }) => ({
      result: params.result,
      error: null,
      token: "",
    })),
    setError: assign((_, params: { readonly error: unknown }) => ({
      error: errorDataOf(params.error),
      token: "",
    })),
    reset: assign({ rewardCode: "", complete: false, site: "", token: "", result: null, error: null }),
  },
}).createMachine({
  id: "balanceChecker",
  context: initialBalanceCheckerContext,
  initial: "editing",
  on: {
    "DIALOG.OPEN": { target: ".editing", actions: "reset" },
    "DIALOG.CLOSE": { target: ".editing", actions: "reset" },
    "SITE.SETTINGS": {
      actions: { type: "takeSettings", params: ({ event }) => ({ showCts: event.showCts }) },
    },
  },
  states: {
    /** The form: the field, the check button, the last result or error. */
    editing: {
      on: {
        "BALANCE.INPUT": {
          actions: {
            type: "setInput",
            params: ({ event }) => ({ rewardCode: event.rewardCode, complete: event.complete }),
          },
        },
        "BALANCE.CHECK": [
          {
            guard: and(["canCheck", "isCaptchaRequired"]),
            target: "captcha",
            actions: { type: "startCheck", params: ({ event }) => ({ site: event.site }) },
          },
          {
            guard: "canCheck",
            target: "checking",
            actions: { type: "startCheck", params: ({ event }) => ({ site: event.site }) },
          },
        ],
      },
    },
    /** The captcha widget shows (spec §2.9: light theme); the lookup waits for it. */
    captcha: {
      tags: ["loading"],
      on: {
        "CAPTCHA.SOLVED": {
          target: "verifyingCaptcha",
          actions: { type: "keepToken", params: ({ event }) => ({ token: event.captcha }) },
        },
        "CAPTCHA.CANCEL": { target: "editing" },
      },
    },
    verifyingCaptcha: {
      tags: ["loading"],
      invoke: {
        src: "verifyCaptcha",
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: "checking" },
        onError: {
          target: "editing",
          actions: { type: "setError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** applyVoucher for the store of the check (spec §7.6); the button is disabled meanwhile. */
    checking: {
      tags: ["loading"],
      invoke: {
        src: "checkBalance",
        input: ({ context }) => ({ code: context.rewardCode, site: context.site, token: context.token }),
        onDone: {
          target: "editing",
          actions: { type: "setResult", params: ({ event }) => ({ result: event.output }) },
        },
        onError: {
          target: "editing",
          actions: { type: "setError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
