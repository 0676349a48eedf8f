/**
 * The session flow's events and context (see ./session.ts): the event schemas it accepts from
 * outside, what it sends to "cart", the steps whose failures it keeps and its context at start.
 */

import type { LinkedAccount, MenuData, PointsData } from "@contract/account";
import type { UserJourneyUseCase } from "@domain/header";
import {
  type CartAnswer,
  type GcbData,
  isSsoPath,
  queryParam,
  REDIRECT_PARAM,
  sitePrefixOf,
  WALLET_ID_PARAM,
} from "@domain/session";
import type { SessionUser } from "@domain/wallet";
import type { ErrorData } from "@errors/data";
import { Schema } from "effect";
import { environmentEventSchemas } from "./shell";

// ---------------------------------------------------------------------------------------------
// Events

/** The events the session accepts from outside (views, other actors), as schemas for the event log. */
export const sessionEventSchemas = [
  /** Sent by "auth" after a successful sign-in; `redirect` is the raw base64 'redirect' parameter. */
  Schema.Struct({
    type: Schema.Literal("SESSION.LOGGED_IN"),
    redirect: Schema.NullOr(Schema.String),
    /** The sign-in answered showLinkedAccountsModal: the choice of account opens first (spec §3). */
    chooseAccount: Schema.optional(Schema.Boolean),
  }),
  /** Sent by "logout" after a successful logout: the user data goes, no redirect. */
  Schema.Struct({ type: Schema.Literal("SESSION.LOGGED_OUT") }),
  /** Sent by "switchAccount" once a linked account's session is confirmed: the start-up runs again (spec §4). */
  Schema.Struct({ type: Schema.Literal("SESSION.SWITCHED") }),
  /** Sent by "profile" after the user's details were edited: they are fetched again for the header. */
  Schema.Struct({ type: Schema.Literal("SESSION.USER_CHANGED") }),
  /** Sent by any actor whose call answered HTTP 401 (spec §8): the session ends. */
  Schema.Struct({ type: Schema.Literal("SESSION.EXPIRED") }),
  /** Sent by "site" when the branding custom_url is known. */
  Schema.Struct({ type: Schema.Literal("SITE.BRANDING"), customUrl: Schema.String }),
  /** Sent by "redeemGuide" for '?redeem=code': the user journey use case (spec §3 userJourneyUseCase). */
  Schema.Struct({ type: Schema.Literal("SESSION.USE_CASE"), useCase: Schema.Literals(["code", "points"]) }),
  /** The shopper asks for the balances again after they failed (the header's Retry). */
  Schema.Struct({ type: Schema.Literal("SESSION.RETRY") }),
  /** Sent by "pointConversion" after the points changed: the balances are loaded again (start-up step 5 on). */
  Schema.Struct({ type: Schema.Literal("SESSION.RELOAD_BALANCES") }),
  /** From the root: the page moved; failed balances are asked again. */
  environmentEventSchemas[1],
] as const;

export type SessionEvent = (typeof sessionEventSchemas)[number]["Type"];

/** Events the session sends to "cart" (when that actor exists). */
export type SessionCartEvent =
  | { readonly type: "CART.CLEAR" }
  | { readonly type: "CART.FETCH_FAILED"; readonly error: ErrorData }
  | {
      readonly type: "CART.FETCHED";
      readonly lines: NonNullable<CartAnswer["data"]>;
      readonly conversion_to_base: number | null;
      readonly conversion_to_inr: number | null;
    };

// ---------------------------------------------------------------------------------------------
// Context

export interface SessionInput {
  /** The login flag read at start (spec §4 'Login state'). */
  readonly loggedIn: boolean;
  readonly location: { readonly origin: string; readonly pathname: string; readonly search: string };
  /** The '{vendor}_wallet_id' saved in session storage, if any (spec §2.1). */
  readonly walletId: string | null;
}

/**
 * What a view asks of the session's start-up, as tags: "loadingUser" while a logged-in user's
 * details load (the full-page loader of spec §2.1), "startingUp" through the whole start-up (the
 * user's details included), "startedUp" once it has run.
 */
export type SessionTag = "loadingUser" | "startingUp" | "startedUp";

/** The steps whose failures are kept (spec §8: mostly silent). */
export type SessionStep =
  | "sso"
  | "walletId"
  | "userDetails"
  | "loginEmail"
  | "menu"
  | "points"
  | "gcb"
  | "tokens"
  | "linkedAccounts"
  | "cart"
  | "navigation"
  | "signOut";

export type SessionErrors = { readonly [K in SessionStep]: ErrorData | null };

export type { GcbData };

export interface SessionContext {
  readonly loggedIn: boolean;
  /** The page origin, for the same-origin check of the 'redirect' parameter. */
  readonly origin: string;
  /** Whether the page was opened on the SSO entry '/sso/'. */
  readonly ssoEntry: boolean;
  /** The raw base64 'redirect' parameter of the entry URL. */
  readonly entryRedirect: string | null;
  /** Set by a sign-in: after the start-up, open the redirect path or the landing page. */
  readonly afterLogin: { readonly redirect: string | null; readonly chooseAccount?: boolean } | null;
  /** The '{vendor}_wallet_id' sent with the points call. */
  readonly walletId: string | null;
  /** A wallet id of the entry URL, still to be saved in session storage. */
  readonly walletIdToSave: string | null;
  /** The branding custom_url (until "site" sends it: the site prefix of the entry path). */
  readonly customUrl: string;
  /** The site path resolved by the start-up: '/{domain}' or '/marketplace'. */
  readonly sitePath: string | null;
  readonly user: SessionUser | null;
  /** Menu success 1 (spec §6). */
  readonly isAdmin: boolean;
  readonly menu: MenuData | null;
  readonly points: PointsData | null;
  readonly gcb: GcbData | null;
  /** Token balance total. */
  readonly tokens: number | null;
  readonly linkedAccounts: readonly LinkedAccount[];
  /** The user journey use case (spec §3): 'points' after a login start-up, 'code' from '?redeem=code'. */
  readonly journey: UserJourneyUseCase | null;
  readonly errors: SessionErrors;
}

export const noSessionErrors: SessionErrors = {
  sso: null,
  walletId: null,
  userDetails: null,
  loginEmail: null,
  menu: null,
  points: null,
  gcb: null,
  tokens: null,
  linkedAccounts: null,
  cart: null,
  navigation: null,
  signOut: null,
};

export const noUserData = {
  sitePath: null,
  user: null,
  isAdmin: false,
  menu: null,
  points: null,
  gcb: null,
  tokens: null,
  linkedAccounts: [],
  journey: null,
} as const satisfies Partial<SessionContext>;

export const initialSessionContext = (input: SessionInput): SessionContext => {
  const walletIdInQuery = queryParam(input.location.search, WALLET_ID_PARAM);
  return {
    loggedIn: input.loggedIn,
    origin: input.location.origin,
    ssoEntry: isSsoPath(input.location.pathname),
    entryRedirect: queryParam(input.location.search, REDIRECT_PARAM),
    afterLogin: null,
    walletId: walletIdInQuery ?? input.walletId,
    walletIdToSave: walletIdInQuery,
    customUrl: sitePrefixOf(input.location.pathname),
    ...noUserData,
    errors: noSessionErrors,
  };
};
