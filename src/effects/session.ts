/**
 * The Effect programs behind the session and logout flows (sign-in's are in ./auth.ts) (spec §2.1 SSO and query
 * parameters, §4 'Login state', 'Start-up when logged in', 'Logout', §7.5), and the live actor
 * implementations the machines invoke by name:
 *
 * ```ts
 * const layer = StorefrontLive; // or storefrontLayer(api, makeMemoryBrowser()) in tests
 * sessionMachine.provide({ actors: sessionActors(layer) });
 * logoutMachine.provide({ actors: logoutActors(layer) });
 * ```
 *
 * Secrets stay here: the SSO token, the pre-authentication token and the session token go from
 * the URL or the server straight to storage, and the login e-mail is base64-encoded here.
 */

import {
  END_USER,
  fetchAccounts as fetchAccountsCall,
  fetchGcb as fetchGcbCall,
  fetchUserDetails as fetchUserDetailsCall,
  getMenu as getMenuCall,
  getPoints as getPointsCall,
  getStoreToken as getStoreTokenCall,
  logout as logoutCall,
} from "@contract/account";
import { fetchCart as fetchCartCall } from "@contract/cart";
import type { ResponseOf } from "@contract/operation";
import type { Outcome } from "@domain/outcome";
import {
  type AccountsAnswer,
  encodeBase64Text,
  expiredSessionUrl,
  type GcbAnswer,
  isLoginFlagSet,
  LOGIN_FLAG_ON,
  type PointsAnswer,
  queryParam,
  type SessionBalances,
  type SessionEntry,
  SSO_TOKEN_PARAM,
  type SsoOutcome,
  type TokensAnswer,
  WALLET_ID_KEY,
  withoutQueryParam,
} from "@domain/session";
import { sessionUserOf } from "@domain/wallet";
import { type StorefrontError, toErrorData } from "@errors/data";
import { CartFetchFailed } from "@errors/situations";
import type { Unauthenticated } from "@errors/transport";
import { Effect, Layer } from "effect";
import { effectActor, effectActorWithoutInput, outcomeOf, scriptedProgram } from "./runtime/actor";
import { BrowserStorage, Cookies, Navigation } from "./runtime/browser";
import { reasonOf, unlessUnauthenticated } from "./runtime/failures";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";
import { LANGUAGE_KEY, LOGIN_FLAG_KEY, TOKEN_KEY } from "./runtime/services";
import { callOperation } from "./runtime/transport";

// ---------------------------------------------------------------------------------------------
// Keys

/** Local-storage key of the login e-mail, stored base64-encoded (spec §4 'Start-up when logged in' step 1). */
export const LOGIN_EMAIL_KEY = "loginEmail";
/** Local-storage key of the alternate e-mail of the account area (cleared at logout, spec §4 'Logout' step 3). */
export const ALTERNATE_EMAIL_KEY = "alternateEmail";
/** Local-storage key of the multi-account (linked accounts) data (cleared at logout, spec §4 'Logout' step 3). */
export const MULTI_ACCOUNT_KEY = "multiAccount";
/**
 * Local-storage key of the event log a page keeps for the next one (src/app/boot.ts
 * `keepLogAcrossPageLoads`, in builds that offer the developer drawer). Logout clears it with
 * the rest of what a signed-in visit leaves on the device.
 */
export const PREVIOUS_LOG_KEY = "storefront.eventlog.previous";
/** The fetchCart payload of spec §7.4: cartfetch {count 0, url '/'}. */
export const CART_FETCH = { count: 0, url: "/" } as const;

// ---------------------------------------------------------------------------------------------
// Answers the machines receive (plain JSON)

export type LogoutAnswer = ResponseOf<typeof logoutCall>;

// ---------------------------------------------------------------------------------------------
// Stored session (spec §2.1 SSO, §4 'Login state')

/** Reads the login flag: the 's_e_t' cookie or session value equal to '1'. */
export const readLoginFlag = Effect.fn("session.readLoginFlag")(function* () {
  const storage = yield* BrowserStorage;
  const cookies = yield* Cookies;
  const cookie = yield* cookies.get(LOGIN_FLAG_KEY);
  const value = yield* storage.get("session", LOGIN_FLAG_KEY);
  return isLoginFlagSet(cookie, value);
});

/**
 * Stores a session token as session value 'a_t' and flag 's_e_t=1', and sets the flag's cookie
 * (spec §2.1, §4 'Login state'). The session cookie 'a_t' is the server's to set, HttpOnly, on
 * the sign-in and SSO responses (server/core/cookies.ts): no script writes or reads it, so an
 * injected script cannot take the session from a cookie. The token travels as the `a_t` header
 * (spec §7.1), read from the session value.
 */
export const storeSessionToken = Effect.fn("session.storeSessionToken")(function* (token: string) {
  const storage = yield* BrowserStorage;
  const cookies = yield* Cookies;
  yield* storage.set("session", TOKEN_KEY, token);
  yield* storage.set("session", LOGIN_FLAG_KEY, LOGIN_FLAG_ON);
  yield* cookies.set(LOGIN_FLAG_KEY, LOGIN_FLAG_ON);
});

/**
 * Removes the session token and the login flag from session storage, and the flag's cookie (the
 * HttpOnly session cookie is the server's: logout clears it).
 */
export const clearStoredSession = Effect.fn("session.clearStoredSession")(function* () {
  const storage = yield* BrowserStorage;
  const cookies = yield* Cookies;
  yield* storage.remove("session", TOKEN_KEY);
  yield* storage.remove("session", LOGIN_FLAG_KEY);
  yield* cookies.remove(LOGIN_FLAG_KEY);
});

/**
 * The SSO entry '/sso/?token=' (spec §2.1): the 'token' query parameter is taken out of the
 * address bar first (history.replaceState, the other parameters kept), then stored as session
 * value a_t and flag s_e_t=1 (storeSessionToken). In the browser the page's start has done both
 * before anything else ran (src/app/boot.ts `takeSsoEntryToken`), so the address holds no token
 * any more: the entry then answers whether a session value is stored. The token never leaves
 * this program.
 */
export const storeSsoSession = Effect.fn("session.storeSsoSession")(function* () {
  const navigation = yield* Navigation;
  const location = yield* navigation.current;
  const token = queryParam(location.search, SSO_TOKEN_PARAM);
  if (token !== null) {
    yield* navigation.replace(`${location.pathname}${withoutQueryParam(location.search, SSO_TOKEN_PARAM)}`);
    yield* storeSessionToken(token);
    return { stored: true };
  }
  const storage = yield* BrowserStorage;
  const stored = yield* storage.get("session", TOKEN_KEY);
  return { stored: stored !== null && stored !== "" };
});

/** Saves the '{vendor}_wallet_id' parameter in session storage (spec §2.1). */
export const storeWalletId = Effect.fn("session.storeWalletId")(function* (input: {
  readonly walletId: string | null;
}) {
  if (input.walletId === null) return;
  const storage = yield* BrowserStorage;
  yield* storage.set("session", WALLET_ID_KEY, input.walletId);
});

/** The two stores of the entry, by name: the live ones, or scripted ones in tests and benchmarks. */
export interface EntryCalls<R> {
  readonly storeWalletId: (input: {
    readonly walletId: string | null;
  }) => Effect.Effect<void, StorefrontError, R>;
  readonly storeSsoSession: () => Effect.Effect<SsoOutcome, StorefrontError, R>;
}

/**
 * The entry of the page over `calls` (spec §2.1): the '{vendor}_wallet_id' saved in session
 * storage when there is one, then, on '/sso/', the token stored. Each answers its own outcome.
 */
export const storeEntryWith = <R>(calls: EntryCalls<R>) =>
  Effect.fn("session.storeEntry")(function* (input: {
    readonly walletId: string | null;
    readonly sso: boolean;
  }) {
    const walletId =
      input.walletId === null ? null : yield* outcomeOf(calls.storeWalletId({ walletId: input.walletId }));
    const sso = input.sso ? yield* outcomeOf(calls.storeSsoSession()) : null;
    const entry: SessionEntry = { walletId, sso };
    return entry;
  });

/** Stores the login e-mail base64-encoded in local storage under {@link LOGIN_EMAIL_KEY} (spec §4 step 1). */
export const storeLoginEmail = Effect.fn("session.storeLoginEmail")(function* (input: {
  readonly email: string | null;
}) {
  if (input.email === null) return;
  const storage = yield* BrowserStorage;
  yield* storage.set("local", LOGIN_EMAIL_KEY, encodeBase64Text(input.email));
});

/** The full redirect of an ended session: custom_url plus the current query string (spec §4 'Login state'). */
export const redirectToSite = Effect.fn("session.redirectToSite")(function* (input: {
  readonly customUrl: string;
}) {
  const navigation = yield* Navigation;
  const location = yield* navigation.current;
  yield* navigation.assign(expiredSessionUrl(input.customUrl, location.search));
});

/** Moves the single-page application to `path` (after login, spec §2.1). */
export const navigateTo = Effect.fn("session.navigateTo")(function* (input: { readonly path: string }) {
  const navigation = yield* Navigation;
  return yield* navigation.replace(input.path);
});

// ---------------------------------------------------------------------------------------------
// Start-up calls (spec §4 'Start-up when logged in', §7.2, §7.4, §7.5)

export const fetchUserDetails = Effect.fn("session.fetchUserDetails")(function* () {
  const answer = yield* callOperation(fetchUserDetailsCall, {});
  return sessionUserOf(answer.data.fetchUserDetails);
});

export const getMenu = Effect.fn("session.getMenu")(function* () {
  const answer = yield* callOperation(getMenuCall, {});
  return answer.data.getMenu;
});

/** Points with argument 1 (`add_data: 1`) and the saved '{vendor}_wallet_id' when there is one. */
export const getPoints = Effect.fn("session.getPoints")(function* (input: {
  readonly walletId: string | null;
}) {
  const answer = yield* callOperation(
    getPointsCall,
    input.walletId === null ? { add_data: 1 } : { add_data: 1, vendor_wallet_id: input.walletId },
  );
  return answer.data.getPoints;
});

export const fetchGcb = Effect.fn("session.fetchGcb")(function* () {
  const answer = yield* callOperation(fetchGcbCall, {});
  return answer.data.fetchGcb;
});

/** Token balance, sent with user_type 'ENDUSER' (spec §6). */
export const getStoreToken = Effect.fn("session.getStoreToken")(function* () {
  const answer = yield* callOperation(getStoreTokenCall, { user_detail: { user_type: END_USER } });
  return answer.data.getStoreToken;
});

export const fetchAccounts = Effect.fn("session.fetchAccounts")(function* () {
  return yield* callOperation(fetchAccountsCall, {});
});

/** The four calls of start-up step 5, by name: the live ones, or scripted ones in tests and benchmarks. */
export interface BalanceCalls<R> {
  readonly getPoints: (input: {
    readonly walletId: string | null;
  }) => Effect.Effect<PointsAnswer, StorefrontError, R>;
  readonly fetchGcb: () => Effect.Effect<GcbAnswer, StorefrontError, R>;
  readonly getStoreToken: () => Effect.Effect<TokensAnswer, StorefrontError, R>;
  readonly fetchAccounts: () => Effect.Effect<AccountsAnswer, StorefrontError, R>;
}

/** `call`'s outcome, except HTTP 401, which fails the program it is part of (spec §8: the session ends). */
const outcomeUnlessUnauthenticated = <A, R>(
  call: Effect.Effect<A, StorefrontError, R>,
): Effect.Effect<Outcome<A>, Unauthenticated, R> =>
  call.pipe(
    Effect.map((value): Outcome<A> => ({ ok: true, value })),
    Effect.catch((error) =>
      error._tag === "Unauthenticated"
        ? Effect.fail(error)
        : Effect.succeed<Outcome<A>>({ ok: false, error: toErrorData(error) }),
    ),
  );

/**
 * Start-up step 5 over `calls` (spec §4 'Start-up when logged in'): points (with the saved wallet
 * id), gift-card balance, tokens and linked accounts, side by side, each answering its own
 * outcome, so a failed call keeps its error and spares the others (spec §8). HTTP 401 from any of
 * them fails the program at once with `Unauthenticated` and interrupts the rest (spec §8: the
 * session ends).
 */
export const loadBalancesWith = <R>(calls: BalanceCalls<R>) =>
  Effect.fn("session.loadBalances")(function* (input: { readonly walletId: string | null }) {
    const balances: SessionBalances = yield* Effect.all(
      {
        points: outcomeUnlessUnauthenticated(calls.getPoints(input)),
        gcb: outcomeUnlessUnauthenticated(calls.fetchGcb()),
        tokens: outcomeUnlessUnauthenticated(calls.getStoreToken()),
        linkedAccounts: outcomeUnlessUnauthenticated(calls.fetchAccounts()),
      },
      { concurrency: "unbounded" },
    );
    return balances;
  });

/** The entry with the live stores. */
export const storeEntry = storeEntryWith({ storeWalletId, storeSsoSession });

/** The actor of the entry over stores answered by promises (the scripted effects of tests and benchmarks). */
export const scriptedStoreEntry = (calls: {
  readonly storeWalletId: (input: { readonly walletId: string | null }) => Promise<void>;
  readonly storeSsoSession: () => Promise<SsoOutcome>;
}) =>
  effectActor(
    storeEntryWith({
      storeWalletId: (input) => scriptedProgram(() => calls.storeWalletId(input)),
      storeSsoSession: () => scriptedProgram(calls.storeSsoSession),
    }),
    Layer.empty,
  );

/** Start-up step 5 with the live calls. */
export const loadBalances = loadBalancesWith({ getPoints, fetchGcb, getStoreToken, fetchAccounts });

/**
 * The actor of step 5 over calls answered by promises (the scripted effects of tests and
 * benchmarks): a call that rejects with an error's plain data fails as the live call would.
 */
export const scriptedLoadBalances = (calls: {
  readonly getPoints: (input: { readonly walletId: string | null }) => Promise<PointsAnswer>;
  readonly fetchGcb: () => Promise<GcbAnswer>;
  readonly getStoreToken: () => Promise<TokensAnswer>;
  readonly fetchAccounts: () => Promise<AccountsAnswer>;
}) =>
  effectActor(
    loadBalancesWith({
      getPoints: (input) => scriptedProgram(() => calls.getPoints(input)),
      fetchGcb: () => scriptedProgram(calls.fetchGcb),
      getStoreToken: () => scriptedProgram(calls.getStoreToken),
      fetchAccounts: () => scriptedProgram(calls.fetchAccounts),
    }),
    Layer.empty,
  );

/**
 * Step 6 (and the cart's retry): fetchCart with the spec §7.4 payload. A failing call fails with
 * CartFetchFailed (spec §8 'Cart fetch failure': the error is stored and the cart offers a retry);
 * HTTP 401 stays Unauthenticated (spec §8: the session ends). An answer with success other than 1
 * is an answer: the cart becomes empty (src/domain/session.ts `fetchedCartOf`).
 */
export const fetchCart = Effect.fn("session.fetchCart")(function* () {
  const answer = yield* callOperation(fetchCartCall, { cartfetch: CART_FETCH }).pipe(
    Effect.mapError(unlessUnauthenticated((error) => new CartFetchFailed({ reason: reasonOf(error) }))),
  );
  return answer.data.fetchCart;
});

// ---------------------------------------------------------------------------------------------
// Logout (spec §4 'Logout', §7.5)

/** Step 2: clears the language setting 'wglang'. */
export const clearLanguage = Effect.fn("session.clearLanguage")(function* () {
  const storage = yield* BrowserStorage;
  return yield* storage.remove("local", LANGUAGE_KEY);
});

/** The logout call (REST /logout, no payload). */
export const logout = Effect.fn("session.logout")(function* () {
  return yield* callOperation(logoutCall, {});
});

/**
 * Step 3 (storage part): the saved login e-mail, the alternate e-mail, the multi-account data,
 * all cookies and the whole session storage; and the event log an earlier page of the visit kept
 * (nothing of the signed-in visit stays on the device).
 */
export const clearSignedOutData = Effect.fn("session.clearSignedOutData")(function* () {
  const storage = yield* BrowserStorage;
  const cookies = yield* Cookies;
  yield* storage.remove("local", LOGIN_EMAIL_KEY);
  yield* storage.remove("local", ALTERNATE_EMAIL_KEY);
  yield* storage.remove("local", MULTI_ACCOUNT_KEY);
  yield* storage.remove("local", PREVIOUS_LOG_KEY);
  yield* cookies.clearAll;
  yield* storage.clear("session");
});

/** Step 4: the full redirect after logout. */
export const redirectAfterLogout = Effect.fn("session.redirectAfterLogout")(function* (input: {
  readonly url: string;
}) {
  const navigation = yield* Navigation;
  return yield* navigation.assign(input.url);
});

// ---------------------------------------------------------------------------------------------
// Layers and actors

/** The actors the session machine invokes, run with `layer`. */
export const sessionActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  readLoginFlag: effectActorWithoutInput(readLoginFlag, layer),
  storeEntry: effectActor(storeEntry, layer),
  fetchUserDetails: effectActorWithoutInput(fetchUserDetails, layer),
  storeLoginEmail: effectActor(storeLoginEmail, layer),
  getMenu: effectActorWithoutInput(getMenu, layer),
  loadBalances: effectActor(loadBalances, layer),
  fetchCart: effectActorWithoutInput(fetchCart, layer),
  clearStoredSession: effectActorWithoutInput(clearStoredSession, layer),
  redirectToSite: effectActor(redirectToSite, layer),
  navigateTo: effectActor(navigateTo, layer),
});

/** The actors the logout machine invokes, run with `layer`. */
export const logoutActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  clearLanguage: effectActorWithoutInput(clearLanguage, layer),
  logout: effectActorWithoutInput(logout, layer),
  clearSignedOutData: effectActorWithoutInput(clearSignedOutData, layer),
  redirectAfterLogout: effectActor(redirectAfterLogout, layer),
});
