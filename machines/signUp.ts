/**
 * The sign-up page (systemId "signUp"), spec §7.5 'Sign up': the form, refused before any call
 * when a field breaks its rule of spec §5, goes to `signUpStores {signup_input}`; the server
 * mails a setup OTP; the code goes to `validateSetupOtp`, and 'Resend code' (`resendSetupOtp`)
 * waits for the same countdown as the sign-in's. The effects keep the form's secrets, store the
 * session and send the verification link and the welcome mail; then "session" is told
 * `SESSION.LOGGED_IN` and runs the start-up of spec §4, as after a sign-in.
 */

import { type PhoneListCountry, phoneListIn } from "@domain/phoneList";
import { isBlank } from "@domain/session";
import { type SignUpForm, type SignUpProblem, signUpProblemOf } from "@domain/signUp";
import type { ResendOutcome, SignInOutcome } from "@effects/auth";
import type { SignUpOutcome } from "@effects/signUp";
import { serverText } from "@errors/catalogue";
import { errorDataOf, toErrorData } from "@errors/data";
import { PasswordRuleBroken, SignInFieldEmpty, SignUpFieldInvalid } from "@errors/situations";
import { assertEvent, assign, enqueueActions, setup } from "xstate";
import type { AuthSessionEvent } from "./auth.events";
import { sendToFlow } from "./flows";
import { pending } from "./pending";
import * as resendCode from "./resendCode";
import { errorShown, serverMessage } from "./resendCode";
import { initialSignUpContext, type SignUpContext, type SignUpEvent, type SignUpTag } from "./signUp.events";

export type { SignUpOutcome } from "@effects/signUp";
export { type SignUpContext, type SignUpEvent, signUpEventSchemas } from "./signUp.events";

type SubmitEvent = Extract<SignUpEvent, { type: "SIGNUP.SUBMIT" }>;
/** What signUpStores is given: the form, the site's url and its reset page's path. */
type SignUpRequest = SignUpForm & {
  readonly url: string;
  readonly reset_link: string;
  /** The server's phone list, null for the built-in one: the mobile number's code is read from it. */
  readonly phoneList: readonly PhoneListCountry[] | null;
};
type OutcomeParams<O> = { readonly outcome: O };

/** The typed error of a refused field. */
const refusalOf = (problem: SignUpProblem) =>
  problem === "password" ? new PasswordRuleBroken() : new SignUpFieldInvalid({ field: problem });

export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
    tags: {} as SignUpTag,
  },
  actors: {
    signUpStores: pending<SignUpOutcome, SignUpRequest>(),
    validateSetupOtp: pending<SignInOutcome, { readonly otp: string; readonly otp_id: string }>(),
    resendSetupOtp: pending<ResendOutcome, { readonly otp_id: string }>(),
    loadPhoneList: pending<readonly PhoneListCountry[]>(),
  },
  guards: {
    hasProblem: ({ context }, params: { readonly event: SubmitEvent }) =>
      signUpProblemOf(params.event, phoneListIn(context.phoneList)) !== null,
    isBlank: (_, params: { readonly value: string }) => isBlank(params.value),
    isOtpSent: (_, params: OutcomeParams<SignUpOutcome>) =>
      params.outcome.success === 1 && params.outcome.otp_id !== null,
    isSignedIn: (_, params: OutcomeParams<SignInOutcome>) => params.outcome.signedIn,
    isResent: (_, params: OutcomeParams<ResendOutcome>) => resendCode.resendAccepted(params.outcome),
    hasSecondsLeft: ({ context }) => resendCode.hasSecondsLeft(context.resendIn),
  },
  actions: {
    resetForm: assign(({ context }) => ({ ...initialSignUpContext, phoneList: context.phoneList })),
    takePhoneList: assign((_, params: { readonly list: readonly PhoneListCountry[] }) => ({
      phoneList: params.list,
    })),
    refuseForm: assign(({ context }, params: { readonly event: SubmitEvent }) => {
      const problem = signUpProblemOf(params.event, phoneListIn(context.phoneList));
      return { message: null, error: problem === null ? null : toErrorData(refusalOf(problem)) };
    }),
    refuseEmptyOtp: assign({
      message: null,
      error: () => toErrorData(new SignInFieldEmpty({ field: "otp" })),
    }),
    clearMessage: assign({ message: null, error: null }),
    acceptSignUp: assign((_, params: OutcomeParams<SignUpOutcome>) =>
      resendCode.codeSent(params.outcome.otp_id, params.outcome.message),
    ),
    acceptResend: assign(({ context }, params: OutcomeParams<ResendOutcome>) =>
      resendCode.codeSent(params.outcome.otp_id ?? context.otpId, params.outcome.message),
    ),
    countDown: assign(({ context }) => ({ resendIn: resendCode.secondsAfterTick(context.resendIn) })),
    showServerMessage: assign((_, params: { readonly message: string | null }) => ({
      message: serverText(params.message, "somethingWentWrongDot"),
      error: null,
    })),
    // 429 on resend and the rest: kept as data; the view says the catalogue's text (spec §8).
    showError: assign((_, params: { readonly error: unknown }) => ({
      error: errorDataOf(params.error),
      message: null,
    })),
    notifySession: enqueueActions(({ system, enqueue }) => {
      const event: AuthSessionEvent = { type: "SESSION.LOGGED_IN", redirect: null };
      sendToFlow(system, enqueue, "session", event);
    }),
  },
}).createMachine({
  id: "signUp",
  context: initialSignUpContext,
  initial: "form",
  // The phone list, once per visit (spec §7.2); a failure keeps the built-in list.
  invoke: {
    src: "loadPhoneList",
    onDone: { actions: { type: "takePhoneList", params: ({ event }) => ({ list: event.output }) } },
    // A failed or malformed answer leaves the built-in list in use (spec §8: start-up failures are swallowed).
    onError: {},
  },
  on: {
    "SIGNUP.OPEN": { target: ".form", actions: "resetForm" },
  },
  states: {
    form: {
      on: {
        "SIGNUP.SUBMIT": [
          {
            guard: { type: "hasProblem", params: ({ event }) => ({ event }) },
            actions: { type: "refuseForm", params: ({ event }) => ({ event }) },
          },
          { target: "submitting", actions: "clearMessage" },
        ],
      },
    },
    submitting: {
      tags: ["loading"],
      invoke: {
        src: "signUpStores",
        // Entered only by SIGNUP.SUBMIT: the form goes to the call, never into context.
        input: ({ context, event }) => {
          assertEvent(event, "SIGNUP.SUBMIT");
          const request: SignUpRequest = {
            email: event.email,
            mobile: event.mobile,
            country: event.country,
            full_name: event.full_name,
            password: event.password,
            url: event.url,
            reset_link: event.reset_link,
            phoneList: context.phoneList,
          };
          return request;
        },
        onDone: [
          {
            guard: { type: "isOtpSent", params: ({ event }) => ({ outcome: event.output }) },
            target: "codeStep",
            actions: { type: "acceptSignUp", params: ({ event }) => ({ outcome: event.output }) },
          },
          // A taken e-mail and the other refusals: the server's text.
          { target: "form", actions: serverMessage },
        ],
        onError: { target: "form", actions: errorShown },
      },
    },
    // Not named "otp": that key is a secret to the event log, which would redact the state value.
    codeStep: {
      type: "parallel",
      states: {
        code: {
          initial: "editing",
          states: {
            editing: {
              on: {
                "SIGNUP.SUBMIT_OTP": [
                  {
                    guard: { type: "isBlank", params: ({ event }) => ({ value: event.otp }) },
                    actions: "refuseEmptyOtp",
                  },
                  { target: "checking", actions: "clearMessage" },
                ],
              },
            },
            checking: {
              tags: ["loading"],
              invoke: {
                src: "validateSetupOtp",
                input: ({ context, event }) => {
                  assertEvent(event, "SIGNUP.SUBMIT_OTP");
                  return { otp: event.otp, otp_id: context.otpId ?? "" };
                },
                onDone: [
                  {
                    guard: { type: "isSignedIn", params: ({ event }) => ({ outcome: event.output }) },
                    target: "#signUp.signedIn",
                  },
                  { target: "editing", actions: serverMessage },
                ],
                onError: { target: "editing", actions: errorShown },
              },
            },
          },
        },
        // 'Resend code' (./resendCode.ts).
        resend: resendCode.resendStates("SIGNUP.RESEND_OTP", "resendSetupOtp"),
      },
    },
    // The account is open and its session stored; "session" runs the start-up (spec §4).
    signedIn: {
      entry: ["clearMessage", "notifySession"],
    },
  },
});

export type SignUpMachine = typeof signUpMachine;
