/**
 * The session (systemId "session"): the login state and its 5000 ms re-check, the SSO entry and
 * the start-up of a logged-in user (spec §2.1, §4 'Login state', 'Start-up when logged in', §8
 * 'HTTP 401'). Start-up steps, in order: 1 user details, then the login e-mail; 2 the site path;
 * 3 the journey 'points'; 4 the menu; 5 the four balances in one program (`loadBalances`, an
 * outcome per call); 6 the cart. A failing step keeps its error and the next runs (spec §8); HTTP
 * 401 from any call, or the flag gone, ends the session: cart and user data cleared, stored flag
 * cleared, full redirect to custom_url plus the query string. It announces SESSION.USER and
 * SESSION.WALLET (./facts.ts); views read its progress from tags. Effects are invoked by name
 * (`sessionActors(layer)`, src/effects/session.ts); events and context are in ./session.events.ts,
 * its rules in src/domain/session.ts.
 */

import type { UserJourneyUseCase } from "@domain/header";
import type { CartAnswer, MenuAnswer, SessionBalances, SessionEntry } from "@domain/session";
import {
  afterLoginPath,
  BALANCE_STEPS,
  balanceAnnouncementsOf,
  balanceFailuresOf,
  balanceFieldsOf,
  entryFailuresOf,
  fetchedCartOf,
  isSsoSessionStored,
  isUnauthenticatedError,
  LOGIN_RECHECK_MS,
  menuFieldsOf,
  POINTS_JOURNEY,
  sitePathFor,
  userFactsOf,
  withStepErrors,
} from "@domain/session";
import { type SessionUser, sessionWalletOf } from "@domain/wallet";
import { errorDataOf } from "@errors/data";
import { assign, enqueueActions, setup } from "xstate";
import { announceFact, type SessionUserEvent, type SessionWalletEvent } from "./facts";
import { sendToFlow } from "./flows";
import { pending } from "./pending";
import type {
  SessionCartEvent,
  SessionContext,
  SessionEvent,
  SessionInput,
  SessionStep,
} from "./session.events";
import { initialSessionContext, noSessionErrors, noUserData, type SessionTag } from "./session.events";

export * from "./session.events";

type ErrorParams = { readonly error: unknown };
type StepErrorParams = ErrorParams & { readonly steps: readonly SessionStep[] };
type FailedEvent = { readonly event: { readonly error: unknown } };
type Output<O> = { readonly event: { readonly output: O } };

const userEventOf = (context: SessionContext): SessionUserEvent => ({
  type: "SESSION.USER",
  ...userFactsOf(context),
});
const walletEventOf = (context: SessionContext): SessionWalletEvent => ({
  type: "SESSION.WALLET",
  ...sessionWalletOf(context),
});
const errorOf = ({ event }: FailedEvent): ErrorParams => ({ error: event.error });
const entryOf = ({ event }: Output<SessionEntry>) => ({ entry: event.output });
/** Which facts an action announces: SESSION.USER, SESSION.WALLET or both. */
type Announced = { readonly user: boolean; readonly wallet: boolean };
const BOTH: Announced = { user: true, wallet: true };
const cartFetchedOf = ({ event }: Output<CartAnswer>): { readonly event: SessionCartEvent } => ({
  event: { type: "CART.FETCHED", ...fetchedCartOf(event.output) },
});
const cartFetchFailedOf = ({ event }: FailedEvent): { readonly event: SessionCartEvent } => ({
  event: { type: "CART.FETCH_FAILED", error: errorDataOf(event.error) },
});
const userOf = ({ event }: Output<SessionUser>) => ({ user: event.output });
const menuOf = ({ event }: Output<MenuAnswer>) => ({ answer: event.output });
const balancesOf = ({ event }: Output<SessionBalances>) => ({ balances: event.output });

/** The params of `recordError` for a failure kept under `steps`. */
const keptAs =
  (...steps: readonly SessionStep[]) =>
  ({ event }: FailedEvent): StepErrorParams => ({ steps, error: event.error });

/** The error transitions of a start-up call: HTTP 401 ends the session, anything else is kept and `next` runs. */
const failedStep = (steps: readonly SessionStep[], next: string) => [
  { guard: { type: "isUnauthenticated" as const, params: errorOf }, target: "#session.expiring" },
  { target: next, actions: { type: "recordError" as const, params: keptAs(...steps) } },
];

/** spec §4 'Login state': the flag re-read every 5000 ms; `guard` on the flag read goes to `target`. */
const pollLoginFlag = (guard: "isLoginFlagSet" | "isLoginFlagGone", target: string) => ({
  initial: "waiting" as const,
  states: {
    waiting: { after: { [LOGIN_RECHECK_MS]: "checking" } },
    checking: {
      invoke: {
        src: "readLoginFlag" as const,
        onDone: [
          {
            guard: { type: guard, params: ({ event }: Output<boolean>) => ({ flag: event.output }) },
            target,
          },
          { target: "waiting" },
        ],
        onError: { target: "waiting" },
      },
    },
  },
});

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    tags: {} as SessionTag,
  },
  actors: {
    readLoginFlag: pending<boolean>(),
    storeEntry: pending<SessionEntry, { readonly walletId: string | null; readonly sso: boolean }>(),
    fetchUserDetails: pending<SessionUser>(),
    storeLoginEmail: pending<void, { readonly email: string | null }>(),
    getMenu: pending<MenuAnswer>(),
    loadBalances: pending<SessionBalances, { readonly walletId: string | null }>(),
    fetchCart: pending<CartAnswer>(),
    clearStoredSession: pending<void>(),
    redirectToSite: pending<void, { readonly customUrl: string }>(),
    navigateTo: pending<void, { readonly path: string }>(),
  },
  guards: {
    hasEntryToStore: ({ context }) => context.ssoEntry || context.walletIdToSave !== null,
    wasLoggedIn: ({ context }) => context.loggedIn,
    isSsoSessionStored: (_, params: { readonly entry: SessionEntry }) => isSsoSessionStored(params.entry),
    isLoginFlagSet: (_, params: { readonly flag: boolean }) => params.flag,
    isLoginFlagGone: (_, params: { readonly flag: boolean }) => !params.flag,
    isUnauthenticated: (_, params: ErrorParams) => isUnauthenticatedError(errorDataOf(params.error)),
    hasLandingToOpen: ({ context }) => context.afterLogin !== null,
    hasUserFailure: ({ context }) => context.errors.userDetails !== null,
    hasBalanceFailure: ({ context }) => BALANCE_STEPS.some((step) => context.errors[step] !== null),
  },
  actions: {
    markLoggedOut: assign({ loggedIn: false }),
    // The start-up begins from no user data and no errors; the session ends with no user data and no landing.
    beginStartup: assign({ loggedIn: true, ...noUserData, errors: noSessionErrors }),
    endSession: assign({ loggedIn: false, ...noUserData, afterLogin: null }),
    setJourney: assign((_, params: { readonly useCase: UserJourneyUseCase }) => ({
      journey: params.useCase,
    })),
    rememberLanding: assign(
      (_, params: { readonly redirect: string | null; readonly chooseAccount: boolean }) => ({
        afterLogin: params.chooseAccount
          ? { redirect: params.redirect, chooseAccount: true }
          : { redirect: params.redirect },
      }),
    ),
    forgetLanding: assign({ afterLogin: null }),
    takeEntry: assign(({ context }, params: { readonly entry: SessionEntry }) => ({
      walletIdToSave: null,
      errors: { ...context.errors, ...entryFailuresOf(params.entry) },
    })),
    rememberEntryLanding: assign(({ context }) => ({ afterLogin: { redirect: context.entryRedirect } })),
    setCustomUrl: assign((_, params: { readonly customUrl: string }) => ({ customUrl: params.customUrl })),
    storeUser: assign(({ context }, params: { readonly user: SessionUser }) => ({
      user: params.user,
      errors: { ...context.errors, userDetails: null },
    })),
    // Steps 2 and 3: the site path and the user journey 'points'.
    resolveSitePath: assign(({ context }) => ({
      sitePath: sitePathFor(context.user?.domain),
      journey: POINTS_JOURNEY,
    })),
    storeMenu: assign((_, params: { readonly answer: MenuAnswer }) => menuFieldsOf(params.answer)),
    storeBalances: assign(({ context }, params: { readonly balances: SessionBalances }) => ({
      ...balanceFieldsOf(params.balances),
      errors: { ...context.errors, ...balanceFailuresOf(params.balances) },
    })),
    recordError: assign(({ context }, params: StepErrorParams) => ({
      errors: withStepErrors(context.errors, params.steps, errorDataOf(params.error)),
    })),
    // SESSION.USER to the flows that depend on the user ("site": perks rule; "country": point value; "cart",
    // "checkout"); SESSION.WALLET to "checkout": the balances it can pay with, the buyer's details (spec §3, §4).
    announce: enqueueActions(({ context, system, enqueue }, params: Announced) => {
      if (params.user) announceFact(system, enqueue, userEventOf(context));
      if (params.wallet) announceFact(system, enqueue, walletEventOf(context));
    }),
    tellCart: enqueueActions(({ system, enqueue }, params: { readonly event: SessionCartEvent }) => {
      sendToFlow(system, enqueue, "cart", params.event);
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
      actions: {
        type: "rememberLanding",
        params: ({ event }) => ({ redirect: event.redirect, chooseAccount: event.chooseAccount === true }),
      },
    },
  },
  states: {
    entering: { always: [{ guard: "hasEntryToStore", target: "storingEntry" }, { target: "routing" }] },
    // spec §2.1: '{vendor}_wallet_id' saved in session storage, then on '/sso/' the token stored (a_t, s_e_t=1).
    storingEntry: {
      invoke: {
        src: "storeEntry",
        input: ({ context }) => ({ walletId: context.walletIdToSave, sso: context.ssoEntry }),
        onDone: [
          {
            guard: { type: "isSsoSessionStored", params: entryOf },
            target: "loggedIn",
            actions: [{ type: "takeEntry", params: entryOf }, "rememberEntryLanding"],
          },
          { target: "routing", actions: { type: "takeEntry", params: entryOf } },
        ],
        onError: { target: "routing", actions: { type: "recordError", params: keptAs("walletId", "sso") } },
      },
    },
    routing: { always: [{ guard: "wasLoggedIn", target: "loggedIn" }, { target: "loggedOut" }] },
    loggedOut: {
      entry: ["markLoggedOut", { type: "announce", params: BOTH }],
      ...pollLoginFlag("isLoginFlagSet", "#session.loggedIn"),
    },
    loggedIn: {
      type: "parallel",
      entry: ["beginStartup", { type: "announce", params: BOTH }],
      on: {
        // Logout succeeded: the user data goes; the logout flow does the redirect.
        "SESSION.LOGGED_OUT": { target: "#session.loggedOut", actions: "endSession" },
        "SESSION.EXPIRED": { target: "#session.expiring" },
        // Another linked account's session (spec §7.5 'Account switching'): the start-up of spec §4 again.
        "SESSION.SWITCHED": { target: "#session.loggedIn", reenter: true, actions: "forgetLanding" },
      },
      states: {
        poll: pollLoginFlag("isLoginFlagGone", "#session.expiring"),
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
                    { type: "storeUser", params: userOf },
                    { type: "announce", params: BOTH },
                  ],
                },
                onError: failedStep(["userDetails"], "menu"),
              },
            },
            loginEmail: {
              tags: "startingUp",
              invoke: {
                src: "storeLoginEmail",
                input: ({ context }) => ({ email: context.user?.email ?? null }),
                onDone: { target: "menu" },
                onError: failedStep(["loginEmail"], "menu"),
              },
            },
            // 2. the site path, 3. the user journey 'points', then 4. the menu: admin on success 1.
            menu: {
              tags: "startingUp",
              entry: "resolveSitePath",
              invoke: {
                src: "getMenu",
                onDone: { target: "balances", actions: { type: "storeMenu", params: menuOf } },
                onError: failedStep(["menu"], "balances"),
              },
            },
            // 5. points, gift-card balance, tokens and linked accounts, side by side: an outcome each.
            balances: {
              tags: "startingUp",
              invoke: {
                src: "loadBalances",
                input: ({ context }) => ({ walletId: context.walletId }),
                onDone: {
                  target: "cart",
                  actions: [
                    { type: "storeBalances", params: balancesOf },
                    { type: "announce", params: ({ event }) => balanceAnnouncementsOf(event.output) },
                  ],
                },
                onError: failedStep(BALANCE_STEPS, "cart"),
              },
            },
            // 6. the cart, handed to "cart".
            cart: {
              tags: "startingUp",
              invoke: {
                src: "fetchCart",
                onDone: { target: "landing", actions: { type: "tellCart", params: cartFetchedOf } },
                // spec §8 'Cart fetch failure': the cart keeps its lines and the error, and offers a retry.
                onError: [
                  { guard: { type: "isUnauthenticated", params: errorOf }, target: "#session.expiring" },
                  {
                    target: "landing",
                    actions: [
                      { type: "recordError", params: keptAs("cart") },
                      { type: "tellCart", params: cartFetchFailedOf },
                    ],
                  },
                ],
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
                  path: afterLoginPath(
                    context.afterLogin?.redirect,
                    context.origin,
                    context.user?.domain,
                    context.afterLogin?.chooseAccount === true,
                  ),
                }),
                onDone: { target: "ready", actions: "forgetLanding" },
                onError: {
                  target: "ready",
                  actions: ["forgetLanding", { type: "recordError", params: keptAs("navigation") }],
                },
              },
            },
            // Failed user details or balances are asked again on a retry or the next navigation (spec §8:
            // kept until then); the steps after them run again too.
            ready: {
              tags: "startedUp",
              on: {
                "SESSION.RETRY": [
                  { guard: "hasUserFailure", target: "userDetails" },
                  { guard: "hasBalanceFailure", target: "balances" },
                ],
                "ENV.LOCATION": [
                  { guard: "hasUserFailure", target: "userDetails" },
                  { guard: "hasBalanceFailure", target: "balances" },
                ],
                "SESSION.USER_CHANGED": { target: "refreshingUser" },
                // Points changed elsewhere (a point conversion): step 5 and the cart again.
                "SESSION.RELOAD_BALANCES": { target: "balances" },
              },
            },
            // The profile was edited: the user's details again (the header's name), then the login e-mail.
            refreshingUser: {
              tags: "startedUp",
              invoke: {
                src: "fetchUserDetails",
                onDone: {
                  target: "refreshingLoginEmail",
                  actions: [
                    { type: "storeUser", params: userOf },
                    { type: "announce", params: BOTH },
                  ],
                },
                onError: failedStep(["userDetails"], "ready"),
              },
            },
            refreshingLoginEmail: {
              tags: "startedUp",
              invoke: {
                src: "storeLoginEmail",
                input: ({ context }) => ({ email: context.user?.email ?? null }),
                onDone: { target: "ready" },
                onError: failedStep(["loginEmail"], "ready"),
              },
            },
          },
        },
      },
    },
    // spec §4 'Login state' and §8 'HTTP 401': clear, mark logged out, clear the flag, redirect.
    expiring: {
      entry: [{ type: "tellCart", params: { event: { type: "CART.CLEAR" } } }, "endSession"],
      invoke: {
        src: "clearStoredSession",
        onDone: { target: "redirecting" },
        onError: { target: "redirecting", actions: { type: "recordError", params: keptAs("signOut") } },
      },
    },
    redirecting: {
      invoke: {
        src: "redirectToSite",
        input: ({ context }) => ({ customUrl: context.customUrl }),
        onDone: { target: "loggedOut" },
        onError: { target: "loggedOut", actions: { type: "recordError", params: keptAs("signOut") } },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
