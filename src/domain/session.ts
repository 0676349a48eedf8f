/**
 * Pure rules of the session (spec §2.1 SSO and query parameters, §4 'Login state', 'Start-up when
 * logged in', 'Logout'): the login flag, the site prefix, the safe same-origin 'redirect'
 * parameter, the landing path after login, the redirect targets of an ended session, what the
 * start-up keeps of its answers and the facts the session announces. Nothing here reads the browser, the clock or randomness: every value is passed in.
 */
import type {
  fetchAccounts,
  fetchGcb,
  getMenu,
  getPoints,
  getStoreToken,
  LinkedAccount,
  MenuData,
  PointsData,
  UserDetails,
} from "@contract/account";
import type { fetchCart } from "@contract/cart";
import type { ResponseOf } from "@contract/operation";
import type { ErrorData } from "@errors/data";
import { failureOf, type Outcome } from "./outcome";
import { DEFAULT_SITE, RESERVED_SEGMENTS } from "./paths";

/** Login re-check interval (spec §4 'Login state', §9 'login re-check 5000 ms'). */
export const LOGIN_RECHECK_MS = 5000;
/** Delay before the redirect after a successful logout (spec §4 'Logout', §9 '500 ms'). */
export const LOGOUT_REDIRECT_DELAY_MS = 500;
/** The value of the login flag `s_e_t` that means logged in (spec §4 'Login state', §9). */
export const LOGIN_FLAG_ON = "1";
/**
 * Seconds before the sign-in's 'Resend code' can be pressed, after a code was sent. Not a spec
 * value: the spec names the resend call (§7.5) and its HTTP 429 text (§8) but no wait.
 */
export const RESEND_OTP_WAIT_SECONDS = 30;
/** The sign-off wait message (spec §2.11 'Sign-off', §4 'Logout' step 1). */
export const SIGN_OFF_MESSAGE = "Please wait while we sign you off...";
/** The query parameter of the SSO entry that carries the session token (spec §2.1). */
export const SSO_TOKEN_PARAM = "token";
/** The base64-encoded path to open after login (spec §2.1 'Other query parameters'). */
export const REDIRECT_PARAM = "redirect";
/**
 * The '{vendor}_wallet_id' query parameter of spec §2.1, with its vendor placeholder spelled
 * 'vendor'. It is also the session-storage key it is saved under and the `vendor_wallet_id`
 * field of the points call (spec §7.5).
 */
export const WALLET_ID_PARAM = "vendor_wallet_id";
/** Session-storage key of the '{vendor}_wallet_id' parameter (spec §2.1): the parameter's own name. */
export const WALLET_ID_KEY = WALLET_ID_PARAM;
/** Landing page after login for a user without a domain (spec §2.1). */
export const DEFAULT_LANDING_PATH = `/${DEFAULT_SITE}/home`;
/** The default site prefix: custom_url '/' becomes '/marketplace' (spec §2.1). */
export const DEFAULT_SITE_PREFIX = `/${DEFAULT_SITE}`;
/** The user journey set by the start-up (spec §4 'Start-up when logged in' step 3). */
export const POINTS_JOURNEY = "points";

// ---------------------------------------------------------------------------------------------
// Login flag (spec §4 'Login state')

/** Logged in when the login-flag cookie or the session value equals '1'. */
export const isLoginFlagSet = (
  cookieValue: string | null | undefined,
  sessionValue: string | null | undefined,
): boolean => cookieValue === LOGIN_FLAG_ON || sessionValue === LOGIN_FLAG_ON;

// ---------------------------------------------------------------------------------------------
// Paths and query (spec §2.1)

const segmentsOf = (path: string): string[] => path.split("/").filter((segment) => segment !== "");

/** Whether the path is the SSO entry '/sso/' (or '/sso'). */
export const isSsoPath = (pathname: string): boolean => pathname === "/sso" || pathname === "/sso/";

/**
 * The site prefix of a path: '/{first segment}'. '/' and '/admin' are treated as the default
 * site '/marketplace' (spec §2.1), and so is any reserved first segment, which is never a
 * company custom URL.
 */
export const sitePrefixOf = (pathname: string): string => {
  const [first] = segmentsOf(pathname);
  if (first === undefined || RESERVED_SEGMENTS.has(first)) return DEFAULT_SITE_PREFIX;
  return `/${first}`;
};

/** custom_url '/' (or empty) becomes '/marketplace' (spec §2.1); trailing slashes are dropped. */
export const normalizeCustomUrl = (customUrl: string): string => {
  const trimmed = customUrl.trim().replace(/\/+$/, "");
  if (trimmed === "") return DEFAULT_SITE_PREFIX;
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
};

/** The value of a query parameter in a `location.search` string, or null. */
export const queryParam = (search: string, name: string): string | null => {
  const value = new URLSearchParams(search).get(name);
  return value === null || value === "" ? null : value;
};

/**
 * A `location.search` string without the parameter `name` (every other parameter kept, in order):
 * the SSO entry's address once its 'token' is taken out of the address bar (spec §2.1).
 */
export const withoutQueryParam = (search: string, name: string): string => {
  const params = new URLSearchParams(search);
  if (!params.has(name)) return search;
  params.delete(name);
  const rest = params.toString();
  return rest === "" ? "" : `?${rest}`;
};

/** '/{domain}' for a user whose details carry a domain, else `fallback`. */
const domainPathOr = (domain: string | null | undefined, fallback: string): string => {
  const name = domain?.trim().replace(/^\/+|\/+$/g, "");
  return name === undefined || name === "" ? fallback : `/${name}`;
};

/** The site path of the start-up (spec §4 step 2): '/{domain}' for a user with a domain, else '/marketplace'. */
export const sitePathFor = (domain: string | null | undefined): string =>
  domainPathOr(domain, DEFAULT_SITE_PREFIX);

/** Landing page after login (spec §2.1): '/{domain}' when the user has one, else '/marketplace/home'. */
export const landingPathFor = (domain: string | null | undefined): string =>
  domainPathOr(domain, DEFAULT_LANDING_PATH);

// ---------------------------------------------------------------------------------------------
// The 'redirect' parameter (spec §2.1): a base64-encoded path on the same origin only

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Decodes base64 (standard or URL-safe alphabet, padding optional) holding UTF-8 text; null when
 * it is not valid base64 or not valid UTF-8. A '+' turned into ' ' by query decoding is restored.
 */
export const decodeBase64Text = (raw: string): string | null => {
  const text = raw.trim().replace(/ /g, "+").replace(/-/g, "+").replace(/_/g, "/");
  if (text === "" || !BASE64.test(text)) return null;
  const unpadded = text.replace(/=+$/, "");
  if (unpadded.length % 4 === 1) return null;
  const padded = unpadded.padEnd(unpadded.length + ((4 - (unpadded.length % 4)) % 4), "=");
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
};

/** Base64 of the UTF-8 bytes of `text` (the login e-mail is stored this way, spec §4 step 1). */
export const encodeBase64Text = (text: string): string => {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

const hasControlCharacter = (text: string): boolean => {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
};

const originOf = (origin: string): string | null => {
  try {
    const url = new URL(origin);
    return url.origin === "null" ? null : url.origin;
  } catch {
    return null;
  }
};

/**
 * The path a 'redirect' parameter sends the user to after login, when it is safe: it must
 * decode from base64 to a path starting with a single '/' that stays on `origin`, both as sent
 * and once normalised (dot segments removed). Anything else (another host, '//host', '/.//host',
 * a backslash, 'javascript:', a relative path, undecodable text) gives null, and the caller falls
 * back to the site's home.
 */
export const safeRedirectPath = (raw: string | null | undefined, origin: string): string | null => {
  if (raw === null || raw === undefined) return null;
  const decoded = decodeBase64Text(raw);
  if (decoded === null) return null;
  if (!decoded.startsWith("/") || decoded.startsWith("//") || decoded.includes("\\")) return null;
  if (hasControlCharacter(decoded)) return null;
  const own = originOf(origin);
  if (own === null) return null;
  try {
    const url = new URL(decoded, own);
    if (url.origin !== own) return null;
    // Normalising can make a new '//host': '/.//evil.example' resolves to the path
    // '//evil.example', which a browser reads as another host. The final path is checked again.
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return null;
    const again = new URL(path, own);
    return again.origin === own && again.href === url.href ? path : null;
  } catch {
    return null;
  }
};

/**
 * Where the user goes after login (spec §2.1): the safe 'redirect' path, else the landing page.
 * A sign-in that answers showLinkedAccountsModal (spec §3 'Linked accounts') first offers the
 * choice of account: the site's '/switch-account' page, whatever the redirect.
 */
export const afterLoginPath = (
  redirect: string | null | undefined,
  origin: string,
  domain: string | null | undefined,
  chooseAccount = false,
): string =>
  chooseAccount
    ? `${sitePathFor(domain)}/switch-account`
    : (safeRedirectPath(redirect, origin) ?? landingPathFor(domain));

// ---------------------------------------------------------------------------------------------
// Ended sessions (spec §4 'Login state', 'Logout')

/** The full redirect when the login flag goes away: the branding custom_url plus the current query string. */
export const expiredSessionUrl = (customUrl: string, search: string): string => {
  const query = search === "" || search === "?" ? "" : search.startsWith("?") ? search : `?${search}`;
  return `${normalizeCustomUrl(customUrl)}${query}`;
};

/** The redirect after logout (spec §4 'Logout' step 4): custom_url + '/', or '/marketplace/' when empty or '/'. */
export const logoutRedirectUrl = (customUrl: string): string => `${normalizeCustomUrl(customUrl)}/`;

// ---------------------------------------------------------------------------------------------
// User data

/** The 'code-number' contact split on '-' into phone_code and phone (spec §3, §4). */
export const splitContact = (contact: string): { readonly phone_code: string; readonly phone: string } => {
  const dash = contact.indexOf("-");
  if (dash < 0) return { phone_code: "", phone: contact.trim() };
  return { phone_code: contact.slice(0, dash).trim(), phone: contact.slice(dash + 1).trim() };
};

/** Whether a typed value is empty once white space is removed (the sign-in fields). */
export const isBlank = (value: string): boolean => value.trim() === "";

// ---------------------------------------------------------------------------------------------
// Errors

/** HTTP 401 from any call means logged out (spec §8). */
export const isUnauthenticatedError = (error: ErrorData): boolean => error._tag === "Unauthenticated";

/** A server message, or `fallback` when the server sent none (spec §8: kept as sent). */
export const serverMessageOr = (message: string | null | undefined, fallback: string): string =>
  message === null || message === undefined || message.trim() === "" ? fallback : message;

/** What the shell flows learn of the signed-in user's points (spec §3 'User points' and its defaults). */
export interface PointsFacts {
  /** First RP balance, default 0. */
  readonly availablePoints: number;
  /** conversion_factor, default 1. */
  readonly conversionFactor: number;
  /** pointsConversionFactor: the value of one point in `currencyCode`, default 1. */
  readonly pointsConversionFactor: number;
  /** currency_code, default INR. */
  readonly currencyCode: string;
}

/** spec §3 'User points': the fields read from a points answer, with their defaults. */
export const pointsFactsOf = (points: PointsData | null): PointsFacts | null =>
  points === null
    ? null
    : {
        availablePoints: points.RP[0]?.balance ?? 0,
        conversionFactor: points.conversion_factor,
        pointsConversionFactor: points.pointsConversionFactor ?? 1,
        currencyCode: points.currency_code === "" ? "INR" : points.currency_code,
      };

// ---------------------------------------------------------------------------------------------
// Start-up answers (spec §4 'Start-up when logged in', §7.4, §7.5)

export type MenuAnswer = ResponseOf<typeof getMenu>["data"]["getMenu"];
export type PointsAnswer = ResponseOf<typeof getPoints>["data"]["getPoints"];
export type GcbAnswer = ResponseOf<typeof fetchGcb>["data"]["fetchGcb"];
export type TokensAnswer = ResponseOf<typeof getStoreToken>["data"]["getStoreToken"];
export type AccountsAnswer = ResponseOf<typeof fetchAccounts>;
export type CartAnswer = ResponseOf<typeof fetchCart>["data"]["fetchCart"];
export type GcbData = NonNullable<GcbAnswer["data"]>;

/**
 * What the four calls of start-up step 5 answered (points, gift-card balance, tokens, linked
 * accounts), each on its own: one failing spares the others (spec §8).
 */
export interface SessionBalances {
  readonly points: Outcome<PointsAnswer>;
  readonly gcb: Outcome<GcbAnswer>;
  readonly tokens: Outcome<TokensAnswer>;
  readonly linkedAccounts: Outcome<AccountsAnswer>;
}

/** The start-up steps whose failures are kept one by one: step 5's calls. */
export const BALANCE_STEPS = ["points", "gcb", "tokens", "linkedAccounts"] as const;

/** Step 4: the menu, and admin on success 1 (spec §6). */
export const menuFieldsOf = (
  answer: MenuAnswer,
): { readonly isAdmin: boolean; readonly menu: MenuData | null } => ({
  isAdmin: answer.success === 1,
  menu: answer.data ?? null,
});

/** What the session keeps of step 5: a call that failed, or answered success other than 1, leaves its value empty. */
export const balanceFieldsOf = (
  balances: SessionBalances,
): {
  readonly points: PointsData | null;
  readonly gcb: GcbData | null;
  readonly tokens: number | null;
  readonly linkedAccounts: readonly LinkedAccount[];
} => {
  const { points, gcb, tokens, linkedAccounts } = balances;
  return {
    points: points.ok && points.value.success === 1 ? (points.value.data ?? null) : null,
    gcb: gcb.ok && gcb.value.success === 1 ? (gcb.value.data ?? null) : null,
    tokens: tokens.ok ? tokens.value.total : null,
    linkedAccounts:
      linkedAccounts.ok && linkedAccounts.value.success === 1 ? linkedAccounts.value.linkedAccounts : [],
  };
};

/** The failures of step 5, by the step each is kept under (null for a call that answered). */
export const balanceFailuresOf = (
  balances: SessionBalances,
): { readonly [K in (typeof BALANCE_STEPS)[number]]: ErrorData | null } => ({
  points: failureOf(balances.points),
  gcb: failureOf(balances.gcb),
  tokens: failureOf(balances.tokens),
  linkedAccounts: failureOf(balances.linkedAccounts),
});

/**
 * Which facts step 5 changes: the user's (SESSION.USER) when the points answered, the wallet
 * (SESSION.WALLET) when the points, the gift-card balance or the tokens answered.
 */
export const balanceAnnouncementsOf = (
  balances: SessionBalances,
): { readonly user: boolean; readonly wallet: boolean } => ({
  user: balances.points.ok,
  wallet: balances.points.ok || balances.gcb.ok || balances.tokens.ok,
});

/** Step 6: the cart handed to the cart flow; an answer with success other than 1 empties it (spec §8 'Cart fetch failure'). */
export const fetchedCartOf = (
  answer: CartAnswer,
): {
  readonly lines: NonNullable<CartAnswer["data"]>;
  readonly conversion_to_base: number | null;
  readonly conversion_to_inr: number | null;
} => ({
  lines: answer.success === 1 ? (answer.data ?? []) : [],
  conversion_to_base: answer.conversion_to_base ?? null,
  conversion_to_inr: answer.conversion_to_inr ?? null,
});

/** `errors` with `error` kept under each of `steps` (spec §8: a failing start-up step keeps its error). */
export const withStepErrors = <K extends string>(
  errors: { readonly [S in K]: ErrorData | null },
  steps: readonly K[],
  error: ErrorData,
): { readonly [S in K]: ErrorData | null } => {
  const kept: { [S in K]: ErrorData | null } = { ...errors };
  for (const step of steps) kept[step] = error;
  return kept;
};

/**
 * What the session tells the flows that depend on the user (SESSION.USER): the login state, the
 * user's client, company and domain, and the points facts.
 */
export const userFactsOf = (session: {
  readonly loggedIn: boolean;
  readonly user: UserDetails | null;
  readonly points: PointsData | null;
}) => ({
  loggedIn: session.loggedIn,
  user:
    session.user === null
      ? null
      : {
          client_id: session.user.client_id,
          company_id: session.user.company_id,
          domain: session.user.domain,
        },
  points: pointsFactsOf(session.points),
});

// ---------------------------------------------------------------------------------------------
// The entry (spec §2.1 SSO and '{vendor}_wallet_id')

/** The outcome of the SSO entry: whether a token was found and stored. */
export interface SsoOutcome {
  readonly stored: boolean;
}

/** What the entry stored: the wallet id and the SSO session, each null when there was nothing to store. */
export interface SessionEntry {
  readonly walletId: Outcome<void> | null;
  readonly sso: Outcome<SsoOutcome> | null;
}

/** Whether the SSO entry stored a session: the user is then logged in and lands after the start-up. */
export const isSsoSessionStored = (entry: SessionEntry): boolean =>
  entry.sso?.ok === true && entry.sso.value.stored;

/** The failures of the entry, by the step each is kept under. */
export const entryFailuresOf = (
  entry: SessionEntry,
): { readonly walletId: ErrorData | null; readonly sso: ErrorData | null } => ({
  walletId: entry.walletId === null ? null : failureOf(entry.walletId),
  sso: entry.sso === null ? null : failureOf(entry.sso),
});
