/**
 * A minimal sign-in (systemId "auth"), spec §7.5 'Login and verification' and the login errors of
 * spec §8. The identity (e-mail or mobile) goes to `validateUserIdentity`; its `login_type` picks
 * the next step: "password" → `validatePassword`, "otp" → `validateLoginOtp` with the `otp_id`.
 * Both send the pre-authentication token as `a_t` and, on success, store the session token
 * (a_t, s_e_t=1, in session storage and as cookies) inside the effect: neither token enters this
 * machine. Then "session" is told `SESSION.LOGGED_IN { redirect }`.
 *
 * success 0 shows the server's message; a login lockout shows its text; HTTP 429 the catalogue
 * text (spec §8). Empty fields are refused before any call.
 */

import { DEFAULT_SUPPORT_EMAIL } from "@config";
import type { LoginType } from "@contract/account";
import { SensitiveString } from "@contract/sensitive";
import { isBlank, serverMessageOr } from "@domain/session";
import type { IdentityOutcome, SignInOutcome } from "@effects/session";
import { Texts, textOf } from "@errors/catalogue";
import type { ErrorData } from "@errors/data";
import { errorDataOf } from "@errors/data";
import { Schema } from "effect";
import { assign, enqueueActions, setup } from "xstate";
import { pending } from "./pending";

/** What an empty field shows (no call is made). */
export const AuthTexts = {
  identityRequired: "Please enter your e-mail address or mobile number.",
  passwordRequired: "Please enter your password.",
  otpRequired: "Please enter the OTP.",
} as const;

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
  /** Fills `{email}` of the HTTP 429 text (spec §8); the configured support address. */
  readonly supportEmail?: string;
  readonly redirect?: string | null;
}

export interface AuthContext {
  readonly supportEmail: string;
  /** The raw base64 'redirect' parameter handed to "session" after sign-in. */
  readonly redirect: string | null;
  readonly loginType: LoginType | null;
  /** The `otp_id` of the OTP step. */
  readonly otpId: string | null;
  /** What the form shows: a refusal, the server's message or the catalogue text of an error. */
  readonly message: string | null;
  readonly error: ErrorData | null;
}

const emptyForm = { loginType: null, otpId: null, message: null, error: null } as const;

export const initialAuthContext = (input: AuthInput | undefined): AuthContext => ({
  supportEmail: input?.supportEmail ?? DEFAULT_SUPPORT_EMAIL,
  redirect: input?.redirect ?? null,
  ...emptyForm,
});

type OutcomeParams<O> = { readonly outcome: O };

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput | undefined,
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
    refuse: assign((_, params: { readonly message: string }) => ({ message: params.message, error: null })),
    clearMessage: assign({ message: null, error: null }),
    acceptIdentity: assign((_, params: OutcomeParams<IdentityOutcome>) => ({
      loginType: params.outcome.login_type,
      otpId: params.outcome.otp_id,
      message: params.outcome.message,
      error: null,
    })),
    // success 0: the server's message (spec §8 keeps server texts as sent).
    showServerMessage: assign((_, params: { readonly message: string | null }) => ({
      message: serverMessageOr(params.message, Texts.somethingWentWrongDot),
      error: null,
    })),
    // Lockout, 429 and the rest: the catalogue's text (spec §8).
    showError: assign(({ context }, params: { readonly error: unknown }) => {
      const error = errorDataOf(params.error);
      return {
        error,
        message: textOf(error, { supportEmail: context.supportEmail }),
      };
    }),
    notifySession: enqueueActions(({ context, system, enqueue }) => {
      const session = system.get("session");
      const event: AuthSessionEvent = { type: "SESSION.LOGGED_IN", redirect: context.redirect };
      if (session) enqueue.sendTo(session, event);
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
            actions: { type: "refuse", params: { message: AuthTexts.identityRequired } },
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
      invoke: {
        src: "validateUserIdentity",
        input: ({ event }) => ({ user_input: event.type === "AUTH.SUBMIT_IDENTITY" ? event.user_input : "" }),
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
            actions: { type: "refuse", params: { message: AuthTexts.passwordRequired } },
          },
          { target: "checkingPassword", actions: "clearMessage" },
        ],
      },
    },
    checkingPassword: {
      invoke: {
        src: "validatePassword",
        input: ({ event }) => ({ password: event.type === "AUTH.SUBMIT_PASSWORD" ? event.password : "" }),
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
            actions: { type: "refuse", params: { message: AuthTexts.otpRequired } },
          },
          { target: "checkingOtp", actions: "clearMessage" },
        ],
      },
    },
    checkingOtp: {
      invoke: {
        src: "validateLoginOtp",
        input: ({ context, event }) => ({
          otp: event.type === "AUTH.SUBMIT_OTP" ? event.otp : "",
          otp_id: context.otpId ?? "",
        }),
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
