/**
 * The Reward Codes Balance Checker (systemId "balanceChecker"): the public modal where anyone
 * checks what a reward code is worth (spec §2.9, §3 'Voucher balance result', §4 'Voucher code
 * status', §5 'Reward code', §7.6 applyVoucher, §8).
 *
 * - BALANCE.INPUT: the field's text, dashes stripped then shown in 4-character blocks, at most 19
 *   characters (spec §5); typing clears the error shown.
 * - BALANCE.CHECK {site, showCts}: only when the code has at least 6 characters and nothing is
 *   loading (spec §5). With showCts on, a captcha comes first: CAPTCHA.SOLVED verifies its token
 *   (`verifyCaptcha`), then the lookup runs with that token; CAPTCHA.CANCEL goes back to the form.
 *   With showCts off the lookup runs at once with the token ''. The lookup (`checkBalance`) is
 *   applyVoucher for the store `site`.
 * - A result replaces the previous one; a failure is kept as ErrorData and shown with its
 *   catalogue text (spec §8): a failed lookup under the field, the other rows as a message, HTTP
 *   429 as the limit text with the support address of the input.
 * - DIALOG.OPEN and DIALOG.CLOSE (the root, when the modal opens and closes): the field, the
 *   result and the errors are cleared, and a check under way is dropped.
 *
 * The captcha token stays under the key `token` and is passed on as it came.
 */

import { SensitiveString } from "@contract/sensitive";
import type { BalanceResult } from "@domain/balanceChecker";
import { canSubmitRewardCode, formatRewardCodeInput } from "@domain/checkout";
import type { CheckBalanceInput } from "@effects/balanceChecker";
import type { ErrorData } from "@errors/data";
import { errorDataOf } from "@errors/data";
import { Schema } from "effect";
import { and, assign, setup } from "xstate";
import { pending } from "./pending";

// ---------------------------------------------------------------------------------------------
// Input and events

export interface BalanceCheckerInput {
  /** Fills '{email}' of the HTTP 429 text (spec §8). */
  readonly supportEmail?: string;
}

/** The events the balance checker accepts from outside (its modal and the root), as schemas for the event log. */
export const balanceCheckerEventSchemas = [
  /** The field's text as typed (spec §5: the machine formats it). */
  Schema.Struct({ type: Schema.Literal("BALANCE.INPUT"), text: Schema.String }),
  /**
   * 'Check Voucher Balance': `site` is the store's url prefix ('marketplace', 'acme') sent as the
   * `x-site` header; `showCts` is the site's captcha setting (spec §2.9).
   */
  Schema.Struct({ type: Schema.Literal("BALANCE.CHECK"), site: Schema.String, showCts: Schema.Boolean }),
  /** The captcha widget was solved: its token goes with the lookup. */
  Schema.Struct({ type: Schema.Literal("CAPTCHA.SOLVED"), captcha: SensitiveString("captcha") }),
  Schema.Struct({ type: Schema.Literal("CAPTCHA.CANCEL") }),
  /** Forwarded by the root when the modal opens and closes. */
  Schema.Struct({ type: Schema.Literal("DIALOG.OPEN") }),
  Schema.Struct({ type: Schema.Literal("DIALOG.CLOSE") }),
] as const;

export type BalanceCheckerEvent = (typeof balanceCheckerEventSchemas)[number]["Type"];

// ---------------------------------------------------------------------------------------------
// Context

export interface BalanceCheckerContext {
  readonly supportEmail: string;
  /** The field's text, formatted (spec §5). */
  readonly input: string;
  /** The store of the check under way ('marketplace', 'acme'). */
  readonly site: string;
  /** The solved captcha's token for the check under way; '' without a captcha. */
  readonly token: string;
  /** The last result (spec §3 'Voucher balance result'). */
  readonly result: BalanceResult | null;
  /** Why the last check failed (spec §8), as plain data. */
  readonly error: ErrorData | null;
}

export const initialBalanceCheckerContext = (input: BalanceCheckerInput): BalanceCheckerContext => ({
  supportEmail: input.supportEmail ?? "",
  input: "",
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
    input: {} as BalanceCheckerInput,
  },
  actors: {
    checkBalance: pending<BalanceResult, CheckBalanceInput>(),
    verifyCaptcha: pending<void, { readonly token: string }>(),
  },
  guards: {
    canCheck: ({ context }) => canSubmitRewardCode(context.input, false),
    isCaptchaRequired: ({ event }) => event.type === "BALANCE.CHECK" && event.showCts,
  },
  actions: {
    setInput: assign(({ event }) =>
      event.type === "BALANCE.INPUT" ? { input: formatRewardCodeInput(event.text), error: null } : {},
    ),
    startCheck: assign(({ event }) =>
      event.type === "BALANCE.CHECK" ? { site: event.site, token: "", result: null, error: null } : {},
    ),
    keepToken: assign(({ event }) => (event.type === "CAPTCHA.SOLVED" ? { token: event.captcha } : {})),
    setResult: assign((_, params: { readonly result: BalanceResult }) => ({
      result: params.result,
      error: null,
      token: "",
    })),
    setError: assign((_, params: { readonly error: unknown }) => ({
      error: errorDataOf(params.error),
      token: "",
    })),
    reset: assign({ input: "", site: "", token: "", result: null, error: null }),
  },
}).createMachine({
  id: "balanceChecker",
  context: ({ input }) => initialBalanceCheckerContext(input),
  initial: "editing",
  on: {
    "DIALOG.OPEN": { target: ".editing", actions: "reset" },
    "DIALOG.CLOSE": { target: ".editing", actions: "reset" },
  },
  states: {
    /** The form: the field, the check button, the last result or error. */
    editing: {
      on: {
        "BALANCE.INPUT": { actions: "setInput" },
        "BALANCE.CHECK": [
          { guard: and(["canCheck", "isCaptchaRequired"]), target: "captcha", actions: "startCheck" },
          { guard: "canCheck", target: "checking", actions: "startCheck" },
        ],
      },
    },
    /** The captcha widget shows (spec §2.9: light theme); the lookup waits for it. */
    captcha: {
      on: {
        "CAPTCHA.SOLVED": { target: "verifyingCaptcha", actions: "keepToken" },
        "CAPTCHA.CANCEL": { target: "editing" },
      },
    },
    verifyingCaptcha: {
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
      invoke: {
        src: "checkBalance",
        input: ({ context }) => ({ code: context.input, site: context.site, token: context.token }),
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
