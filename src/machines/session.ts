/**
 * The session (systemId "session"): the login state, its 5000 ms re-check, the SSO entry and the
 * start-up of a logged-in user (spec §2.1 SSO and query parameters, §4 'Login state', 'Start-up
 * when logged in', §8 'HTTP 401', §9).
 *
 * - Login state (spec §4): the flag read at start arrives as input; every 5000 ms it is read
 *   again through the `readLoginFlag` effect. Flag gone while logged in: the cart and user data
 *   are cleared, the user is marked logged out, the stored flag is cleared and the page is
 *   redirected (full) to the branding custom_url plus the current query string. Flag back while
 *   logged out: the user is marked logged in and the start-up runs.
 * - Start-up (spec §4), in order: 1 user details, then the login e-mail stored base64-encoded;
 *   2 the site path; 3 the user journey 'points'; 4 the menu (admin on success 1); 5 points, gift-
 *   card balance, tokens and linked accounts, side by side; 6 the cart. A failing step keeps its
 *   error and the next step runs (spec §8 'Failures at start-up are mostly swallowed'); HTTP 401
 *   from any call ends the session as above.
 * - SSO (spec §2.1): on '/sso/' the `storeSsoSession` effect stores the 'token' query parameter
 *   (a_t and s_e_t=1, in session storage and as cookies); the token never enters this machine.
 *   After the start-up the user goes to the safe 'redirect' path or the landing page.
 *
 * - Facts it owns (src/machines/facts.ts): SESSION.USER to "site", "country", "cart" and
 *   "checkout" when the login state, the user's details or points change; SESSION.WALLET
 *   {wallet, checkoutUser} to "checkout" when the points, gift-card balance, tokens or user
 *   details change, and with empty values when the session ends.
 * - The start-up's progress is read from tags: "loadingUser", "startingUp", "startedUp".
 *
 * Every side effect is an actor invoked by name; the defaults here never settle, and the system
 * provides the live ones (`sessionActors(layer)` of src/effects/session.ts). The events and
 * context live in ./session.events.ts.
 */

import type { UserDetails } from "@contract/account";
import { checkoutUserOf, EMPTY_CHECKOUT_USER, walletOf } from "@domain/checkout";
import {
  afterLoginPath,
  isUnauthenticatedError,
  LOGIN_RECHECK_MS,
  POINTS_JOURNEY,
  pointsFactsOf,
  sitePathFor,
} from "@domain/session";
import type {
  AccountsAnswer,
  CartAnswer,
  GcbAnswer,
  MenuAnswer,
  PointsAnswer,
  SsoOutcome,
  TokensAnswer,
} from "@effects/session";
import { errorDataOf } from "@errors/data";
import { assign, enqueueActions, setup } from "xstate";
import type { SessionUserEvent, SessionWalletEvent } from "./facts";
import { sendToFlow } from "./flows";
import { pending } from "./pending";
import {
  initialSessionContext,
  noSessionErrors,
  noUserData,
  type SessionCartEvent,
  type SessionContext,
  type SessionEvent,
  type SessionInput,
  type SessionStep,
  type SessionTag,
} from "./session.events";

export * from "./session.events";

/** The flows that hear SESSION.USER (src/machines/facts.ts). */
const USER_LISTENERS = ["site", "country", "cart", "checkout"] as const;

type ErrorParams = { readonly error: unknown };
type StepErrorParams = ErrorParams & { readonly step: SessionStep };
type FailedEvent = { readonly event: { readonly error: unknown } };

/** The error transitions of a start-up call: HTTP 401 ends the session, anything else is kept and `next` runs. */
const failedStep = (step: SessionStep, next: string) => [
  {
    guard: {
      type: "isUnauthenticated" as const,
      params: ({ event }: FailedEvent) => ({ error: event.error }),
    },
    target: "#session.expiring",
  },
  {
    target: next,
    actions: {
      type: "recordError" as const,
      params: ({ event }: FailedEvent): StepErrorParams => ({ step, error: event.error }),
    },
  },
];

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    tags: {} as SessionTag,
  },
  actors: {
    readLoginFlag: pending<boolean>(),
    storeSsoSession: pending<SsoOutcome>(),
    storeWalletId: pending<void, { readonly walletId: string | null }>(),
    fetchUserDetails: pending<UserDetails>(),
    storeLoginEmail: pending<void, { readonly email: string | null }>(),
    getMenu: pending<MenuAnswer>(),
    getPoints: pending<PointsAnswer, { readonly walletId: string | null }>(),
    fetchGcb: pending<GcbAnswer>(),
    getStoreToken: pending<TokensAnswer>(),
    fetchAccounts: pending<AccountsAnswer>(),
    fetchCart: pending<CartAnswer>(),
    clearStoredSession: pending<void>(),
    redirectToSite: pending<void, { readonly customUrl: string }>(),
    navigateTo: pending<void, { readonly path: string }>(),
  },
  guards: {
    isSsoEntry: ({ context }) => context.ssoEntry,
    hasWalletIdToSave: ({ context }) => context.walletIdToSave !== null,
    wasLoggedIn: ({ context }) => context.loggedIn,
    isSsoSessionStored: (_, params: { readonly outcome: SsoOutcome }) => params.outcome.stored,
    isLoginFlagSet: (_, params: { readonly flag: boolean }) => params.flag,
    isLoginFlagGone: (_, params: { readonly flag: boolean }) => !params.flag,
    isUnauthenticated: (_, params: ErrorParams) => isUnauthenticatedError(errorDataOf(params.error)),
    hasLandingToOpen: ({ context }) => context.afterLogin !== null,
  },
  actions: {
    markLoggedIn: assign({ loggedIn: true }),
    markLoggedOut: assign({ loggedIn: false }),
    clearUserData: assign({ ...noUserData }),
    beginStartup: assign({ ...noUserData, errors: noSessionErrors }),
    setJourney: assign((_, params: { readonly useCase: SessionContext["journey"] }) => ({
      journey: params.useCase,
    })),
    rememberLanding: assign((_, params: { readonly redirect: string | null }) => ({
      afterLogin: { redirect: params.redirect },
    })),
    forgetLanding: assign({ afterLogin: null }),
    forgetWalletIdToSave: assign({ walletIdToSave: null }),
    setCustomUrl: assign((_, params: { readonly customUrl: string }) => ({ customUrl: params.customUrl })),
    storeUser: assign((_, params: { readonly user: UserDetails }) => ({ user: params.user })),
    resolveSitePath: assign(({ context }) => ({ sitePath: sitePathFor(context.user?.domain) })),
    setPointsJourney: assign({ journey: POINTS_JOURNEY }),
    storeMenu: assign((_, params: { readonly answer: MenuAnswer }) => ({
      isAdmin: params.answer.success === 1,
      menu: params.answer.data ?? null,
    })),
    storePoints: assign((_, params: { readonly answer: PointsAnswer }) => ({
      points: params.answer.success === 1 ? (params.answer.data ?? null) : null,
    })),
    storeGcb: assign((_, params: { readonly answer: GcbAnswer }) => ({
      gcb: params.answer.success === 1 ? (params.answer.data ?? null) : null,
    })),
    storeTokens: assign((_, params: { readonly answer: TokensAnswer }) => ({ tokens: params.answer.total })),
    storeLinkedAccounts: assign((_, params: { readonly answer: AccountsAnswer }) => ({
      linkedAccounts: params.answer.success === 1 ? params.answer.linkedAccounts : [],
    })),
    recordError: assign(({ context }, params: StepErrorParams) => ({
      errors: { ...context.errors, [params.step]: errorDataOf(params.error) },
    })),
    // The flows that depend on the user ("site": perks rule; "country": point value; "cart", "checkout").
    announceUser: enqueueActions(({ context, system, enqueue }) => {
      const { user } = context;
      const event: SessionUserEvent = {
        type: "SESSION.USER",
        loggedIn: context.loggedIn,
        user:
          user === null
            ? null
            : { client_id: user.client_id, company_id: user.company_id, domain: user.domain },
        points: pointsFactsOf(context.points),
      };
      for (const id of USER_LISTENERS) sendToFlow(system, enqueue, id, event);
    }),
    // spec §3, §4: the balances the checkout can pay with, and the buyer's details from the user's.
    announceWallet: enqueueActions(({ context, system, enqueue }) => {
      const event: SessionWalletEvent = {
        type: "SESSION.WALLET",
        wallet: walletOf({ points: pointsFactsOf(context.points), gcb: context.gcb, tokens: context.tokens }),
        checkoutUser: context.user === null ? EMPTY_CHECKOUT_USER : checkoutUserOf(context.user),
      };
      sendToFlow(system, enqueue, "checkout", event);
    }),
    clearCart: enqueueActions(({ system, enqueue }) => {
      sendToFlow(system, enqueue, "cart", { type: "CART.CLEAR" } satisfies SessionCartEvent);
    }),
    sendCartLines: enqueueActions(({ system, enqueue }, params: { readonly answer: CartAnswer }) => {
      const event: SessionCartEvent = {
        type: "CART.FETCHED",
        // Cart fetch failure (success not 1): the cart becomes empty (spec §8).
        lines: params.answer.success === 1 ? (params.answer.data ?? []) : [],
        conversion_to_base: params.answer.conversion_to_base ?? null,
        conversion_to_inr: params.answer.conversion_to_inr ?? null,
      };
      sendToFlow(system, enqueue, "cart", event);
    }),
  },
}).createMachine({
  id: "session",
  context: ({ input }) => initialSessionContext(input),
  initial: "entering",
  on: {
    "SITE.BRANDING": {
      actions: { type: "setCustomUrl", params: ({ event }) => ({ customUrl: event.customUrl }) },
    },
    "SESSION.USE_CASE": {
      actions: { type: "setJourney", params: ({ event }) => ({ useCase: event.useCase }) },
    },
    // spec §4: a successful sign-in marks the user logged in and runs the start-up.
    "SESSION.LOGGED_IN": {
      target: ".loggedIn",
      reenter: true,
      actions: { type: "rememberLanding", params: ({ event }) => ({ redirect: event.redirect }) },
    },
  },
  states: {
    entering: {
      always: [{ guard: "hasWalletIdToSave", target: "savingWalletId" }, { target: "routing" }],
    },
    // spec §2.1: '{vendor}_wallet_id' is saved in session storage.
    savingWalletId: {
      invoke: {
        src: "storeWalletId",
        input: ({ context }) => ({ walletId: context.walletIdToSave }),
        onDone: { target: "routing", actions: "forgetWalletIdToSave" },
        onError: {
          target: "routing",
          actions: [
            "forgetWalletIdToSave",
            { type: "recordError", params: ({ event }) => ({ step: "walletId", error: event.error }) },
          ],
        },
      },
    },
    routing: {
      always: [
        { guard: "isSsoEntry", target: "storingSsoSession" },
        { guard: "wasLoggedIn", target: "loggedIn" },
        { target: "loggedOut" },
      ],
    },
    // spec §2.1 SSO: the token is stored as a_t and s_e_t=1 (session storage and cookies).
    storingSsoSession: {
      invoke: {
        src: "storeSsoSession",
        onDone: [
          {
            guard: { type: "isSsoSessionStored", params: ({ event }) => ({ outcome: event.output }) },
            target: "loggedIn",
            actions: {
              type: "rememberLanding",
              params: ({ context }) => ({ redirect: context.entryRedirect }),
            },
          },
          { guard: "wasLoggedIn", target: "loggedIn" },
          { target: "loggedOut" },
        ],
        onError: [
          {
            guard: "wasLoggedIn",
            target: "loggedIn",
            actions: { type: "recordError", params: ({ event }) => ({ step: "sso", error: event.error }) },
          },
          {
            target: "loggedOut",
            actions: { type: "recordError", params: ({ event }) => ({ step: "sso", error: event.error }) },
          },
        ],
      },
    },
    loggedOut: {
      entry: ["markLoggedOut", "announceUser", "announceWallet"],
      initial: "waiting",
      states: {
        // spec §4 'Login state': re-checked every 5000 ms.
        waiting: { after: { [LOGIN_RECHECK_MS]: "checking" } },
        checking: {
          invoke: {
            src: "readLoginFlag",
            onDone: [
              {
                guard: { type: "isLoginFlagSet", params: ({ event }) => ({ flag: event.output }) },
                target: "#session.loggedIn",
              },
              { target: "waiting" },
            ],
            onError: { target: "waiting" },
          },
        },
      },
    },
    loggedIn: {
      type: "parallel",
      entry: ["markLoggedIn", "beginStartup", "announceUser", "announceWallet"],
      on: {
        // Logout succeeded: the user data goes; the logout flow does the redirect.
        "SESSION.LOGGED_OUT": { target: "#session.loggedOut", actions: ["clearUserData", "forgetLanding"] },
        "SESSION.EXPIRED": { target: "#session.expiring" },
      },
      states: {
        poll: {
          initial: "waiting",
          states: {
            // spec §4 'Login state': re-checked every 5000 ms.
            waiting: { after: { [LOGIN_RECHECK_MS]: "checking" } },
            checking: {
              invoke: {
                src: "readLoginFlag",
                onDone: [
                  {
                    guard: { type: "isLoginFlagGone", params: ({ event }) => ({ flag: event.output }) },
                    target: "#session.expiring",
                  },
                  { target: "waiting" },
                ],
                onError: { target: "waiting" },
              },
            },
          },
        },
        startup: {
          initial: "userDetails",
          states: {
            // 1. user details, then the login e-mail stored base64-encoded.
            userDetails: {
              tags: ["loadingUser", "startingUp"],
              invoke: {
                src: "fetchUserDetails",
                onDone: {
                  target: "loginEmail",
                  actions: [
                    { type: "storeUser", params: ({ event }) => ({ user: event.output }) },
                    "announceUser",
                    "announceWallet",
                  ],
                },
                onError: failedStep("userDetails", "sitePath"),
              },
            },
            loginEmail: {
              tags: "startingUp",
              invoke: {
                src: "storeLoginEmail",
                input: ({ context }) => ({ email: context.user?.email ?? null }),
                onDone: { target: "sitePath" },
                onError: failedStep("loginEmail", "sitePath"),
              },
            },
            // 2. the site path.
            sitePath: {
              tags: "startingUp",
              entry: "resolveSitePath",
              always: { target: "journey" },
            },
            // 3. the user journey 'points'.
            journey: {
              tags: "startingUp",
              entry: "setPointsJourney",
              always: { target: "menu" },
            },
            // 4. the menu: admin on success 1.
            menu: {
              tags: "startingUp",
              invoke: {
                src: "getMenu",
                onDone: {
                  target: "balances",
                  actions: { type: "storeMenu", params: ({ event }) => ({ answer: event.output }) },
                },
                onError: failedStep("menu", "balances"),
              },
            },
            // 5. points, gift-card balance, tokens and linked accounts, side by side.
            balances: {
              type: "parallel",
              tags: "startingUp",
              onDone: { target: "cart" },
              states: {
                points: {
                  initial: "loading",
                  states: {
                    loading: {
                      invoke: {
                        src: "getPoints",
                        input: ({ context }) => ({ walletId: context.walletId }),
                        onDone: {
                          target: "loaded",
                          actions: [
                            { type: "storePoints", params: ({ event }) => ({ answer: event.output }) },
                            "announceUser",
                            "announceWallet",
                          ],
                        },
                        onError: failedStep("points", "loaded"),
                      },
                    },
                    loaded: { type: "final" },
                  },
                },
                gcb: {
                  initial: "loading",
                  states: {
                    loading: {
                      invoke: {
                        src: "fetchGcb",
                        onDone: {
                          target: "loaded",
                          actions: [
                            { type: "storeGcb", params: ({ event }) => ({ answer: event.output }) },
                            "announceWallet",
                          ],
                        },
                        onError: failedStep("gcb", "loaded"),
                      },
                    },
                    loaded: { type: "final" },
                  },
                },
                tokens: {
                  initial: "loading",
                  states: {
                    loading: {
                      invoke: {
                        src: "getStoreToken",
                        onDone: {
                          target: "loaded",
                          actions: [
                            { type: "storeTokens", params: ({ event }) => ({ answer: event.output }) },
                            "announceWallet",
                          ],
                        },
                        onError: failedStep("tokens", "loaded"),
                      },
                    },
                    loaded: { type: "final" },
                  },
                },
                linkedAccounts: {
                  initial: "loading",
                  states: {
                    loading: {
                      invoke: {
                        src: "fetchAccounts",
                        onDone: {
                          target: "loaded",
                          actions: {
                            type: "storeLinkedAccounts",
                            params: ({ event }) => ({ answer: event.output }),
                          },
                        },
                        onError: failedStep("linkedAccounts", "loaded"),
                      },
                    },
                    loaded: { type: "final" },
                  },
                },
              },
            },
            // 6. the cart, handed to "cart".
            cart: {
              tags: "startingUp",
              invoke: {
                src: "fetchCart",
                onDone: {
                  target: "landing",
                  actions: { type: "sendCartLines", params: ({ event }) => ({ answer: event.output }) },
                },
                onError: failedStep("cart", "landing"),
              },
            },
            landing: {
              tags: "startedUp",
              always: [{ guard: "hasLandingToOpen", target: "navigating" }, { target: "ready" }],
            },
            // spec §2.1: the safe 'redirect' path, else '/{domain}' or '/marketplace/home'.
            navigating: {
              tags: "startedUp",
              invoke: {
                src: "navigateTo",
                input: ({ context }) => ({
                  path: afterLoginPath(context.afterLogin?.redirect, context.origin, context.user?.domain),
                }),
                onDone: { target: "ready", actions: "forgetLanding" },
                onError: {
                  target: "ready",
                  actions: [
                    "forgetLanding",
                    {
                      type: "recordError",
                      params: ({ event }) => ({ step: "navigation", error: event.error }),
                    },
                  ],
                },
              },
            },
            ready: { type: "final", tags: "startedUp" },
          },
        },
      },
    },
    // spec §4 'Login state' and §8 'HTTP 401': clear, mark logged out, clear the flag, redirect.
    expiring: {
      entry: ["clearCart", "clearUserData", "forgetLanding", "markLoggedOut"],
      invoke: {
        src: "clearStoredSession",
        onDone: { target: "redirecting" },
        onError: {
          target: "redirecting",
          actions: { type: "recordError", params: ({ event }) => ({ step: "signOut", error: event.error }) },
        },
      },
    },
    redirecting: {
      invoke: {
        src: "redirectToSite",
        input: ({ context }) => ({ customUrl: context.customUrl }),
        onDone: { target: "loggedOut" },
        onError: {
          target: "loggedOut",
          actions: { type: "recordError", params: ({ event }) => ({ step: "signOut", error: event.error }) },
        },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
