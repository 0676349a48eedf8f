/**
 * A minimal sign-in (systemId "auth"), spec §7.5 'Login and verification' and the login errors of
 * spec §8. The identity (e-mail or mobile) goes to `validateUserIdentity`; its `login_type` picks
 * the next step: "password" → `validatePassword`, "otp" → `validateLoginOtp` with the `otp_id`.
 * Both send the pre-authentication token as `a_t` and, on success, store the session token
 * (a_t, s_e_t=1, in session storage and as cookies) inside the effect: neither token enters this
 * machine. Then "session" is told `SESSION.LOGGED_IN { redirect }`.
 *
 * success 0 shows the server's message (kept as sent); a login lockout, HTTP 429 and the other
 * failures are kept as `ErrorData`, and an empty field, refused before any call, as the data of
 * `SignInFieldEmpty`: the page says them in the shopper's language (spec §8).
 */

import type { LoginType } from "@contract/account";
import { SensitiveString } from "@contract/sensitive";
import { isBlank } from "@domain/session";
import type { IdentityOutcome, SignInOutcome } from "@effects/auth";
import { type CatalogueText, serverText } from "@errors/catalogue";
import { type ErrorData, errorDataOf, toErrorData } from "@errors/data";
import { SignInFieldEmpty } from "@errors/situations";
import { Schema } from "effect";
import { assertEvent, assign, enqueueActions, setup } from "xstate";
import { sendToFlow } from "./flows";
import { pending } from "./pending";

// ---------------------------------------------------------------------------------------------
// Events

const Redirect = Schema.NullOr(Schema.String);

/** The events the sign-in accepts from outside, as schemas for the event log (secrets annotated). */
export const authEventSchemas = [
  /** The sign-in opens; `redirect` is the raw base64 'redirect' parameter of the page (spec §2.1). */
  Schema.Struct({ type: Schema.Literal("AUTH.OPEN"), redirect: Redirect }),
  Schema.Struct({
    type: Schema.Literal("AUTH.SUBMIT_IDENTITY"),
    /** The e-mail address or mobile number. */
    user_input: SensitiveString("email"),
    redirect: Schema.optional(Redirect),
  }),
  Schema.Struct({ type: Schema.Literal("AUTH.SUBMIT_PASSWORD"), password: SensitiveString("password") }),
  Schema.Struct({ type: Schema.Literal("AUTH.SUBMIT_OTP"), otp: SensitiveString("otp") }),
  /** Back to the identity step, everything forgotten. */
  Schema.Struct({ type: Schema.Literal("AUTH.RESET") }),
] as const;

export type AuthEvent = (typeof authEventSchemas)[number]["Type"];

/** The event the sign-in sends to "session" after a successful sign-in. */
export interface AuthSessionEvent {
  readonly type: "SESSION.LOGGED_IN";
  readonly redirect: string | null;
}

// ---------------------------------------------------------------------------------------------
// Context

export interface AuthInput {
  readonly redirect?: string | null;
}

/** What the form shows is a state's tag: the three calls are `loading`. */
export type AuthTag = "loading";

export interface AuthContext {
  /** The raw base64 'redirect' parameter handed to "session" after sign-in. */
  readonly redirect: string | null;
  readonly loginType: LoginType | null;
  /** The `otp_id` of the OTP step. */
  readonly otpId: string | null;
  /**
   * The server's own text: the OTP step's notice, or why it refused (success 0), kept as sent;
   * 'Something went wrong.' when it sent none (spec §8).
   */
  readonly message: CatalogueText | null;
  /** An empty field or a failed call, as data; the view says it in the shopper's language. */
  readonly error: ErrorData | null;
}

const emptyForm = { loginType: null, otpId: null, message: null, error: null } as const;

export const initialAuthContext = (input: AuthInput | undefined): AuthContext => ({
  redirect: input?.redirect ?? null,
  ...emptyForm,
});

type OutcomeParams<O> = { readonly outcome: O };

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
  },
  guards: {
    isBlank: (_, params: { readonly value: string }) => isBlank(params.value),
    isPasswordLogin: (_, params: OutcomeParams<IdentityOutcome>) =>
      params.outcome.success === 1 && params.outcome.login_type === "password",
    isOtpLogin: (_, params: OutcomeParams<IdentityOutcome>) =>
      params.outcome.success === 1 && params.outcome.login_type === "otp" && params.outcome.otp_id !== null,
    isSignedIn: (_, params: OutcomeParams<SignInOutcome>) => params.outcome.signedIn,
  },
  actions: {
    resetForm: assign({ ...emptyForm }),
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
      otpId: params.outcome.otp_id,
      message: params.outcome.message === null ? null : { server: params.outcome.message },
      error: null,
    })),
    // success 0: the server's message (spec §8 keeps server texts as sent).
    showServerMessage: assign((_, params: { readonly message: string | null }) => ({
      message: serverText(params.message, "somethingWentWrongDot"),
      error: null,
    })),
    // Lockout, 429 and the rest: kept as data; the view says the catalogue's text (spec §8).
    showError: assign((_, params: { readonly error: unknown }) => ({
      error: errorDataOf(params.error),
      message: null,
    })),
    notifySession: enqueueActions(({ context, system, enqueue }) => {
      const event: AuthSessionEvent = { type: "SESSION.LOGGED_IN", redirect: context.redirect };
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
          {
            guard: { type: "isBlank", params: ({ event }) => ({ value: event.user_input }) },
            actions: { type: "refuseEmptyField", params: { field: "identity" } },
          },
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
            target: "password",
            actions: { type: "acceptIdentity", params: ({ event }) => ({ outcome: event.output }) },
          },
          {
            guard: { type: "isOtpLogin", params: ({ event }) => ({ outcome: event.output }) },
            target: "otp",
            actions: { type: "acceptIdentity", params: ({ event }) => ({ outcome: event.output }) },
          },
          {
            target: "identity",
            actions: {
              type: "showServerMessage",
              params: ({ event }) => ({ message: event.output.message }),
            },
          },
        ],
        onError: {
          target: "identity",
          actions: { type: "showError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    password: {
      on: {
        "AUTH.SUBMIT_PASSWORD": [
          {
            guard: { type: "isBlank", params: ({ event }) => ({ value: event.password }) },
            actions: { type: "refuseEmptyField", params: { field: "password" } },
          },
          { target: "checkingPassword", actions: "clearMessage" },
        ],
      },
    },
    checkingPassword: {
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
            target: "signedIn",
          },
          {
            target: "password",
            actions: {
              type: "showServerMessage",
              params: ({ event }) => ({ message: event.output.message }),
            },
          },
        ],
        onError: {
          target: "password",
          actions: { type: "showError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    otp: {
      on: {
        "AUTH.SUBMIT_OTP": [
          {
            guard: { type: "isBlank", params: ({ event }) => ({ value: event.otp }) },
            actions: { type: "refuseEmptyField", params: { field: "otp" } },
          },
          { target: "checkingOtp", actions: "clearMessage" },
        ],
      },
    },
    checkingOtp: {
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
            target: "signedIn",
          },
          {
            target: "otp",
            actions: {
              type: "showServerMessage",
              params: ({ event }) => ({ message: event.output.message }),
            },
          },
        ],
        onError: {
          target: "otp",
          actions: { type: "showError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // The session is stored; "session" runs the start-up and opens the landing page.
    signedIn: {
      entry: ["clearMessage", "notifySession"],
    },
  },
});

export type AuthMachine = typeof authMachine;
