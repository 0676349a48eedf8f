/**
 * Logout (systemId "logout"), spec §4 'Logout', §2.11 'Sign-off', §7.5, §9:
 *
 * 1. show the sign-off wait message 'Please wait while we sign you off...';
 * 2. clear the language setting ('wglang') and call logout (REST /logout);
 * 3. on success 1: clear the saved login e-mail, the user, the alternate e-mail, the cart, the
 *    multi-account data and all cookies; reset branding; clear session storage ("cart", "site"
 *    and "session" are told by events, storage and cookies are cleared by an effect);
 * 4. after 500 ms, a full redirect to custom_url + '/', or '/marketplace/' when custom_url is
 *    empty or '/'.
 *
 * Every state but `idle` carries the tag `signingOff`: the page shows the sign-off message from
 * its own texts. A failed logout (success 0 or an error) keeps the server's message as sent, or
 * the error as data, for the view to say (spec §8), and keeps the user logged in; LOGOUT may be sent again. HTTP 401 means the session is already over
 * on the server (spec §8 'treated as logged out'), so the sign-off completes as on success.
 */

import { isUnauthenticatedError, LOGOUT_REDIRECT_DELAY_MS, logoutRedirectUrl } from "@domain/session";
import type { LogoutAnswer } from "@effects/session";
import { type CatalogueText, serverText } from "@errors/catalogue";
import { type ErrorData, errorDataOf } from "@errors/data";
import { Schema } from "effect";
import { assign, enqueueActions, setup } from "xstate";
import { sendToFlow } from "./flows";
import { pending } from "./pending";

/** The events the logout accepts from outside, as schemas for the event log. */
export const logoutEventSchemas = [
  /** `customUrl` is the branding custom_url the user returns to. */
  Schema.Struct({ type: Schema.Literal("LOGOUT"), customUrl: Schema.String }),
] as const;

export type LogoutEvent = (typeof logoutEventSchemas)[number]["Type"];

/** Events the logout sends to other actors. */
export type LogoutOutgoingEvent =
  | { readonly type: "CART.CLEAR" }
  | { readonly type: "SITE.RESET_BRANDING" }
  | { readonly type: "SESSION.LOGGED_OUT" };

/** Every state between LOGOUT and the page's replacement is `signingOff` (spec §2.11 'Sign-off'). */
export type LogoutTag = "signingOff";

export interface LogoutContext {
  readonly customUrl: string;
  /** Why the logout failed, in the server's words as sent ('Something went wrong.' when none). */
  readonly message: CatalogueText | null;
  /** Why the logout failed, as data; the view says it in the shopper's language (spec §8). */
  readonly error: ErrorData | null;
}

export const initialLogoutContext = (): LogoutContext => ({ customUrl: "", message: null, error: null });

export const logoutMachine = setup({
  types: {
    context: {} as LogoutContext,
    events: {} as LogoutEvent,
    tags: {} as LogoutTag,
  },
  actors: {
    clearLanguage: pending<void>(),
    logout: pending<LogoutAnswer>(),
    clearSignedOutData: pending<void>(),
    redirectAfterLogout: pending<void, { readonly url: string }>(),
  },
  guards: {
    isLoggedOut: (_, params: { readonly answer: LogoutAnswer }) => params.answer.success === 1,
    isUnauthenticated: (_, params: { readonly error: unknown }) =>
      isUnauthenticatedError(errorDataOf(params.error)),
  },
  actions: {
    startSignOff: assign((_, params: { readonly customUrl: string }) => ({
      customUrl: params.customUrl,
      message: null,
      error: null,
    })),
    showServerMessage: assign((_, params: { readonly message: string | null | undefined }) => ({
      message: serverText(params.message, "somethingWentWrongDot"),
      error: null,
    })),
    showError: assign((_, params: { readonly error: unknown }) => ({
      message: null,
      error: errorDataOf(params.error),
    })),
    clearCart: enqueueActions(({ system, enqueue }) =>
      sendToFlow(system, enqueue, "cart", { type: "CART.CLEAR" } satisfies LogoutOutgoingEvent),
    ),
    resetBranding: enqueueActions(({ system, enqueue }) =>
      sendToFlow(system, enqueue, "site", { type: "SITE.RESET_BRANDING" } satisfies LogoutOutgoingEvent),
    ),
    notifySession: enqueueActions(({ system, enqueue }) =>
      sendToFlow(system, enqueue, "session", { type: "SESSION.LOGGED_OUT" } satisfies LogoutOutgoingEvent),
    ),
  },
}).createMachine({
  id: "logout",
  context: initialLogoutContext,
  initial: "idle",
  states: {
    idle: {
      on: {
        LOGOUT: {
          target: "clearingLanguage",
          actions: { type: "startSignOff", params: ({ event }) => ({ customUrl: event.customUrl }) },
        },
      },
    },
    // 2. the language setting goes, then the logout call.
    clearingLanguage: {
      tags: ["signingOff"],
      invoke: { src: "clearLanguage", onDone: { target: "loggingOut" }, onError: { target: "loggingOut" } },
    },
    loggingOut: {
      tags: ["signingOff"],
      invoke: {
        src: "logout",
        onDone: [
          {
            guard: { type: "isLoggedOut", params: ({ event }) => ({ answer: event.output }) },
            target: "signedOut",
          },
          {
            target: "idle",
            actions: {
              type: "showServerMessage",
              params: ({ event }) => ({ message: event.output.message }),
            },
          },
        ],
        onError: [
          {
            guard: { type: "isUnauthenticated", params: ({ event }) => ({ error: event.error }) },
            target: "signedOut",
          },
          { target: "idle", actions: { type: "showError", params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    // 3. clear everything; 4. the redirect waits 500 ms from here and for the clearing.
    signedOut: {
      tags: ["signingOff"],
      type: "parallel",
      entry: ["clearCart", "resetBranding"],
      onDone: { target: "redirecting" },
      states: {
        clearing: {
          initial: "running",
          states: {
            running: {
              invoke: {
                src: "clearSignedOutData",
                onDone: { target: "cleared", actions: "notifySession" },
                onError: { target: "cleared", actions: "notifySession" },
              },
            },
            cleared: { type: "final" },
          },
        },
        pause: {
          initial: "waiting",
          states: {
            waiting: { after: { [LOGOUT_REDIRECT_DELAY_MS]: "elapsed" } },
            elapsed: { type: "final" },
          },
        },
      },
    },
    redirecting: {
      tags: ["signingOff"],
      invoke: {
        src: "redirectAfterLogout",
        input: ({ context }) => ({ url: logoutRedirectUrl(context.customUrl) }),
        onDone: { target: "signedOff" },
        onError: { target: "signedOff" },
      },
    },
    // The page is being replaced; a new LOGOUT starts over.
    signedOff: {
      tags: ["signingOff"],
      on: {
        LOGOUT: {
          target: "clearingLanguage",
          actions: { type: "startSignOff", params: ({ event }) => ({ customUrl: event.customUrl }) },
        },
      },
    },
  },
});

export type LogoutMachine = typeof logoutMachine;
