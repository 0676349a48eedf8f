/**
 * The sign-in (systemId "auth"), spec §7.5 'Login and verification' and 'Password reset', and the
 * login errors of spec §8. The identity (e-mail or mobile) goes to `validateUserIdentity`; its
 * `login_type` picks the next step: "password" → `validatePassword` (or 'Forgot password?' →
 * `generateResetPasswordLink`), "otp" → `validateLoginOtp` with the `otp_id`, and 'Resend code' →
 * `resendLoginOtp` once its countdown has ended. The calls send the pre-authentication token as
 * `a_t` and, on success, store the session token inside the effect: neither token enters this
 * machine. Then "session" is told `SESSION.LOGGED_IN { redirect }`.
 *
 * success 0 shows the server's message (kept as sent); a login lockout, HTTP 429 and the other
 * failures are kept as `ErrorData` (HTTP 429 on the OTP as an error toast, on the resend as a
 * message, spec §8), and an empty field, refused before any call, as the data of
 * `SignInFieldEmpty`: the page says them in the shopper's language.
 */

import { isBlank } from "@domain/session";
import type { IdentityOutcome, MailOutcome, ResendOutcome, SignInOutcome } from "@effects/auth";
import { serverText, showsAsToast, TOAST_AUTO_CLOSE_MS } from "@errors/catalogue";
import { errorDataOf, toErrorData } from "@errors/data";
import { SignInFieldEmpty } from "@errors/situations";
import { assertEvent, assign, enqueueActions, setup } from "xstate";
import {
  type AuthContext,
  type AuthEvent,
  type AuthInput,
  type AuthSessionEvent,
  type AuthTag,
  emptyAuthForm,
  initialAuthContext,
} from "./auth.events";
import { sendToFlow } from "./flows";
import { pending } from "./pending";
import * as resendCode from "./resendCode";
import { errorShown, serverMessage } from "./resendCode";

export {
  type AuthContext,
  type AuthEvent,
  type AuthInput,
  type AuthSessionEvent,
  type AuthTag,
  authEventSchemas,
  initialAuthContext,
} from "./auth.events";

type OutcomeParams<O> = { readonly outcome: O };

const refuseBlank = (field: SignInFieldEmpty["field"]) => ({
  guard: {
    type: "isBlank" as const,
    params: ({ event }: { event: AuthEvent }) => ({ value: blankOf(event) }),
  },
  actions: { type: "refuseEmptyField" as const, params: { field } },
});

/** The typed value of a submit event, for the blank check. */
const blankOf = (event: AuthEvent): string =>
  event.type === "AUTH.SUBMIT_PASSWORD"
    ? event.password
    : event.type === "AUTH.SUBMIT_OTP"
      ? event.otp
      : event.type === "AUTH.SUBMIT_IDENTITY"
        ? event.user_input
        : "";

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput | undefined,
    tags: {} as AuthTag,
  },
  actors: {
    validateUserIdentity: pending<IdentityOutcome, { readonly user_input: string }>(),
    validatePassword: pending<SignInOutcome, { readonly password: string }>(),
    validateLoginOtp: pending<SignInOutcome, { readonly otp: string; readonly otp_id: string }>(),
    resendLoginOtp: pending<ResendOutcome, { readonly otp_id: string }>(),
    generateResetPasswordLink: pending<MailOutcome, { readonly reset_link: string }>(),
  },
  guards: {
    isBlank: (_, params: { readonly value: string }) => isBlank(params.value),
    isPasswordLogin: (_, params: OutcomeParams<IdentityOutcome>) =>
      params.outcome.success === 1 && params.outcome.login_type === "password",
    isOtpLogin: (_, params: OutcomeParams<IdentityOutcome>) =>
      params.outcome.success === 1 && params.outcome.login_type === "otp" && params.outcome.otp_id !== null,
    isSignedIn: (_, params: OutcomeParams<SignInOutcome>) => params.outcome.signedIn,
    isMailed: (_, params: OutcomeParams<MailOutcome>) => params.outcome.success === 1,
    isResent: (_, params: OutcomeParams<ResendOutcome>) => resendCode.resendAccepted(params.outcome),
    hasSecondsLeft: ({ context }) => resendCode.hasSecondsLeft(context.resendIn),
    // HTTP 429 on the OTP's validation is an error toast (spec §8); the catalogue decides.
    showsAsToast: (_, params: { readonly error: unknown }) => showsAsToast(errorDataOf(params.error)),
  },
  actions: {
    resetForm: assign({ ...emptyAuthForm }),
    setRedirect: assign((_, params: { readonly redirect: string | null | undefined }) =>
      params.redirect === undefined ? {} : { redirect: params.redirect },
    ),
    refuseEmptyField: assign((_, params: { readonly field: SignInFieldEmpty["field"] }) => ({
      message: null,
      error: toErrorData(new SignInFieldEmpty({ field: params.field })),
    })),
    clearMessage: assign({ message: null, error: null }),
    acceptIdentity: assign((_, params: OutcomeParams<IdentityOutcome>) => ({
      loginType: params.outcome.login_type,
      ...resendCode.codeSent(params.outcome.otp_id, params.outcome.message),
    })),
    acceptResend: assign(({ context }, params: OutcomeParams<ResendOutcome>) =>
      resendCode.codeSent(params.outcome.otp_id ?? context.otpId, params.outcome.message),
    ),
    countDown: assign(({ context }) => ({ resendIn: resendCode.secondsAfterTick(context.resendIn) })),
    // A notice or a refusal of the server (spec §8 keeps server texts as sent).
    showServerMessage: assign((_, params: { readonly message: string | null }) => ({
      message: serverText(params.message, "somethingWentWrongDot"),
      error: null,
    })),
    // Lockout, 429 and the rest: kept as data; the view says the catalogue's text (spec §8).
    showError: assign((_, params: { readonly error: unknown }) => ({
      error: errorDataOf(params.error),
      message: null,
    })),
    rememberChoice: assign((_, params: OutcomeParams<SignInOutcome>) => ({
      chooseAccount: params.outcome.chooseAccount === true,
    })),
    notifySession: enqueueActions(({ context, system, enqueue }) => {
      const event: AuthSessionEvent = context.chooseAccount
        ? { type: "SESSION.LOGGED_IN", redirect: context.redirect, chooseAccount: true }
        : { type: "SESSION.LOGGED_IN", redirect: context.redirect };
      sendToFlow(system, enqueue, "session", event);
    }),
  },
}).createMachine({
  id: "auth",
  context: ({ input }) => initialAuthContext(input),
  initial: "identity",
  on: {
    "AUTH.OPEN": {
      target: ".identity",
      actions: ["resetForm", { type: "setRedirect", params: ({ event }) => ({ redirect: event.redirect }) }],
    },
    "AUTH.RESET": { target: ".identity", actions: "resetForm" },
  },
  states: {
    identity: {
      on: {
        "AUTH.SUBMIT_IDENTITY": [
          refuseBlank("identity"),
          {
            target: "checkingIdentity",
            actions: [
              "clearMessage",
              { type: "setRedirect", params: ({ event }) => ({ redirect: event.redirect }) },
            ],
          },
        ],
      },
    },
    checkingIdentity: {
      tags: ["loading"],
      invoke: {
        src: "validateUserIdentity",
        // Entered only by AUTH.SUBMIT_IDENTITY: the identity goes to the call, never into context.
        input: ({ event }) => {
          assertEvent(event, "AUTH.SUBMIT_IDENTITY");
          return { user_input: event.user_input };
        },
        onDone: [
          {
            guard: { type: "isPasswordLogin", params: ({ event }) => ({ outcome: event.output }) },
            target: "passwordStep",
            actions: { type: "acceptIdentity", params: ({ event }) => ({ outcome: event.output }) },
          },
          {
            guard: { type: "isOtpLogin", params: ({ event }) => ({ outcome: event.output }) },
            target: "otpStep",
            actions: { type: "acceptIdentity", params: ({ event }) => ({ outcome: event.output }) },
          },
          { target: "identity", actions: serverMessage },
        ],
        onError: { target: "identity", actions: errorShown },
      },
    },
    // Not named "password" or "otp": those keys are secrets to the event log, which would redact
    // the state value itself.
    passwordStep: {
      initial: "editing",
      states: {
        editing: {
          on: {
            "AUTH.SUBMIT_PASSWORD": [
              refuseBlank("password"),
              { target: "checking", actions: "clearMessage" },
            ],
            "AUTH.FORGOT_PASSWORD": { target: "mailingLink", actions: "clearMessage" },
          },
        },
        checking: {
          tags: ["loading"],
          invoke: {
            src: "validatePassword",
            input: ({ event }) => {
              assertEvent(event, "AUTH.SUBMIT_PASSWORD");
              return { password: event.password };
            },
            onDone: [
              {
                guard: { type: "isSignedIn", params: ({ event }) => ({ outcome: event.output }) },
                target: "#auth.signedIn",
                actions: { type: "rememberChoice", params: ({ event }) => ({ outcome: event.output }) },
              },
              { target: "editing", actions: serverMessage },
            ],
            onError: { target: "editing", actions: errorShown },
          },
        },
        // 'Forgot password?': the same answer whether the identity has an account or not.
        mailingLink: {
          tags: ["mailingLink"],
          invoke: {
            src: "generateResetPasswordLink",
            input: ({ event }) => {
              assertEvent(event, "AUTH.FORGOT_PASSWORD");
              return { reset_link: event.reset_link };
            },
            onDone: [
              {
                guard: { type: "isMailed", params: ({ event }) => ({ outcome: event.output }) },
                target: "linkMailed",
                actions: serverMessage,
              },
              { target: "editing", actions: serverMessage },
            ],
            onError: { target: "editing", actions: errorShown },
          },
        },
        linkMailed: {
          on: {
            "AUTH.SUBMIT_PASSWORD": [
              refuseBlank("password"),
              { target: "checking", actions: "clearMessage" },
            ],
          },
        },
      },
    },
    otpStep: {
      type: "parallel",
      states: {
        code: {
          initial: "editing",
          states: {
            editing: {
              on: {
                "AUTH.SUBMIT_OTP": [refuseBlank("otp"), { target: "checking", actions: "clearMessage" }],
              },
            },
            checking: {
              tags: ["loading"],
              invoke: {
                src: "validateLoginOtp",
                input: ({ context, event }) => {
                  assertEvent(event, "AUTH.SUBMIT_OTP");
                  return { otp: event.otp, otp_id: context.otpId ?? "" };
                },
                onDone: [
                  {
                    guard: { type: "isSignedIn", params: ({ event }) => ({ outcome: event.output }) },
                    target: "#auth.signedIn",
                    actions: { type: "rememberChoice", params: ({ event }) => ({ outcome: event.output }) },
                  },
                  { target: "editing", actions: serverMessage },
                ],
                onError: [
                  {
                    guard: { type: "showsAsToast", params: ({ event }) => ({ error: event.error }) },
                    target: "toast",
                    actions: errorShown,
                  },
                  { target: "editing", actions: errorShown },
                ],
              },
            },
            // The error toast closes by itself after 5000 ms (spec §8 general rules, §9).
            toast: {
              tags: ["toast"],
              after: { [TOAST_AUTO_CLOSE_MS]: { target: "editing", actions: "clearMessage" } },
              on: {
                "AUTH.DISMISS_TOAST": { target: "editing", actions: "clearMessage" },
                "AUTH.SUBMIT_OTP": [refuseBlank("otp"), { target: "checking", actions: "clearMessage" }],
              },
            },
          },
        },
        // 'Resend code' (./resendCode.ts).
        resend: resendCode.resendStates("AUTH.RESEND_OTP", "resendLoginOtp"),
      },
    },
    // The session is stored; "session" runs the start-up and opens the landing page.
    signedIn: {
      entry: ["clearMessage", "notifySession"],
    },
  },
});

export type AuthMachine = typeof authMachine;
