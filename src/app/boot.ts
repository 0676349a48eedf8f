/**
 * Starting the storefront in the browser: what the page gives at start (the URL, the viewport,
 * the browser language, the login flag and wallet id kept in storage) becomes the root's input,
 * and later changes of the viewport and the URL enter the system as events. This is the only
 * place that listens to the window on the system's behalf.
 */

import { siteFeatureConfig } from "@config";
import type { LogEnvironment } from "@domain/eventlog/format";
import { HEADER_SCROLL_THRESHOLD_PX } from "@domain/header";
import { requestLanguageOf, type SiteLanguage } from "@domain/language";
import { formatPoints } from "@domain/money";
import { resolveRoute } from "@domain/routes";
import { SCREEN_MODULES, type ScreenWithCodeOnDemand, screenWithCodeOnDemand } from "@domain/screenCode";
import { isSsoPath, queryParam, SSO_TOKEN_PARAM, WALLET_ID_KEY, withoutQueryParam } from "@domain/session";
import { BrowserLive } from "@effects/runtime/browser";
import { syncPersistedMirror } from "@effects/runtime/persisted";
import { browserEnvironment, LANGUAGE_KEY, sessionFrom } from "@effects/runtime/services";
import { PREVIOUS_LOG_KEY, storeSessionToken } from "@effects/session";
import type { LogoutMachine } from "@machines/logout";
import type { ShellFeatures } from "@machines/shell";
import { SCREENS } from "@views/screens";
import { Effect } from "effect";
import type { SnapshotFrom } from "xstate";

export interface BootInput {
  readonly location: { readonly origin: string; readonly pathname: string; readonly search: string };
  readonly viewport: { readonly width: number; readonly height: number };
  readonly language: string;
  readonly loginFlag: boolean;
  readonly walletId: string | null;
  readonly supportEmail: string;
  readonly inIframe: boolean;
  readonly features: ShellFeatures;
}

const attempt = <A>(read: () => A, fallback: A): A => {
  try {
    return read();
  } catch {
    return fallback;
  }
};

/**
 * The SSO entry '/sso/?token=' (spec §2.1), run first, before the system starts: the token leaves
 * the address bar at once (history.replaceState; 'redirect' and the other parameters stay), so
 * no later step, failing or not, can leave it there or send it on in a Referer, a log header or
 * a redirect. Then it is stored as the session value a_t with the flag s_e_t=1 (the server has
 * set the HttpOnly a_t cookie on the page's response). The session flow then finds the session
 * stored (src/effects/session.ts `storeSsoSession`). Answers whether a token was taken.
 */
export const takeSsoEntryToken = (): boolean => {
  const { pathname, search, hash } = window.location;
  if (!isSsoPath(pathname)) return false;
  const token = queryParam(search, SSO_TOKEN_PARAM);
  if (token === null) return false;
  attempt(() => {
    window.history.replaceState(
      window.history.state,
      "",
      `${pathname}${withoutQueryParam(search, SSO_TOKEN_PARAM)}${hash}`,
    );
  }, undefined);
  Effect.runSync(storeSessionToken(token).pipe(Effect.provide(BrowserLive)));
  return true;
};

/** The persisted state's cookie mirror, in line with local storage before anything else runs (it never fails: storage and cookies that throw read as empty). */
export const syncPersistedMirrorNow = (): void =>
  Effect.runSync(syncPersistedMirror().pipe(Effect.provide(BrowserLive)));

/** The root's input, read from the page. */
export const readBootInput = (supportEmail: string): BootInput => ({
  location: {
    origin: window.location.origin,
    pathname: window.location.pathname,
    search: window.location.search,
  },
  viewport: { width: window.innerWidth, height: window.innerHeight },
  language: navigator.language,
  loginFlag: Effect.runSync(sessionFrom(browserEnvironment).loggedIn),
  walletId: attempt(() => sessionStorage.getItem(WALLET_ID_KEY), null),
  supportEmail,
  inIframe: attempt(() => window.self !== window.top, true),
  features: {
    perksCompanies: siteFeatureConfig.perksCompanies,
    cashout: siteFeatureConfig.cashout,
    sectionsOff: siteFeatureConfig.sectionsOff,
  },
});

/**
 * The interface language the site flow will most likely decide (spec §4 'Language'): the stored
 * choice, else the browser's, as when the platform allows several languages. Its texts can start
 * loading before the site's settings arrive; a wrong guess costs one unused download.
 */
export const likelyInterfaceLanguage = (input: BootInput): SiteLanguage =>
  requestLanguageOf(
    attempt(() => localStorage.getItem(LANGUAGE_KEY), null),
    input.language,
  );

/**
 * The code of each screen that loads on demand (@domain/screenCode names its module): the page's
 * loader of its entry in the screen table (@views/screens). The page a visit opens on is fetched
 * at start, alongside the site's first calls, instead of after them when the screen first renders.
 */
export const SCREEN_CODE = Object.fromEntries(
  Object.keys(SCREEN_MODULES).map((screen) => [
    screen,
    SCREENS[screen as ScreenWithCodeOnDemand].page?.load ?? (() => Promise.resolve()),
  ]),
) as Readonly<Record<ScreenWithCodeOnDemand, () => Promise<unknown>>>;

/**
 * Starts fetching the code of the screen at `pathname`, when that screen's code loads on demand;
 * a failed fetch here is left to the screen's own load.
 */
export const fetchScreenCodeEarly = (pathname: string, search: string): void => {
  const screen = screenWithCodeOnDemand(pathname, search, SCREEN_CODE);
  if (screen !== null) SCREEN_CODE[screen]().catch(() => undefined);
};

/**
 * Whether the page a visit opens on formats numbers as it first renders: every screen shows
 * prices, points or dates, except the home page of a visitor who is not signed in (a signed-in
 * header shows the points). A path that is no screen (a redirect, the SSO entry) renders nothing.
 */
export const formatsNumbersAtStart = (pathname: string, search: string, loggedIn: boolean): boolean => {
  const route = resolveRoute(pathname, search);
  return route.kind === "screen" && (route.screen !== "home" || loggedIn);
};

/**
 * The browser's number-formatting data (ICU's) loads the first time a page formats a number:
 * about 25 ms on a desktop, over 100 ms on a phone. On a page that formats numbers as it first
 * renders, that load is done now in a task of its own (`schedule`), while the screen's code and
 * data are on their way, instead of inside the render that shows the first price.
 */
export const loadNumberFormatsEarly = (
  pathname: string,
  search: string,
  loggedIn: boolean,
  schedule: (run: () => void) => void = (run) => setTimeout(run, 0),
): void => {
  if (formatsNumbersAtStart(pathname, search, loggedIn)) schedule(() => formatPoints(0));
};

/** The environment written into the log header. */
export const logEnvironmentOf = (input: BootInput): LogEnvironment => ({
  viewport: input.viewport,
  language: input.language,
  url: `${input.location.origin}${input.location.pathname}${input.location.search}`,
});

/** A fresh random salt for the redaction markers of one recording. */
export const randomSalt = (): string => {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
};

/** The browser's timers, and the milliseconds since the page started as the log's logical time. */
export const browserClock = () => {
  const start = performance.now();
  return {
    setTimeout: (fn: (...args: unknown[]) => void, ms: number): unknown => window.setTimeout(fn, ms),
    clearTimeout: (id: unknown): void => window.clearTimeout(id as number),
    now: (): number => performance.now() - start,
  };
};

export type EnvironmentEvent =
  | { readonly type: "ENV.VIEWPORT"; readonly width: number; readonly height: number }
  | { readonly type: "ENV.LOCATION"; readonly pathname: string; readonly search: string }
  | { readonly type: "ENV.SCROLL"; readonly y: number };

/** How long the viewport must stay still before its size is sent. */
export const VIEWPORT_SETTLE_MS = 150;

/**
 * Sends `ENV.VIEWPORT` when the window has been resized (once it settles), `ENV.LOCATION` when
 * the URL changes (back/forward, and the router's pushState/replaceState events) and `ENV.SCROLL`
 * at most once a frame while the page scrolls, when the offset has moved by the header's
 * threshold (spec §2.4: smaller moves cannot change the header, so they are not logged). Returns
 * a function that stops listening.
 */
export const connectBrowserEvents = (send: (event: EnvironmentEvent) => void): (() => void) => {
  let resizeTimer: number | undefined;
  let last = { pathname: window.location.pathname, search: window.location.search };
  const onResize = () => {
    window.clearTimeout(resizeTimer);
    resizeTimer = window.setTimeout(
      () => send({ type: "ENV.VIEWPORT", width: window.innerWidth, height: window.innerHeight }),
      VIEWPORT_SETTLE_MS,
    );
  };
  const onLocation = () => {
    const next = { pathname: window.location.pathname, search: window.location.search };
    if (next.pathname === last.pathname && next.search === last.search) return;
    last = next;
    send({ type: "ENV.LOCATION", ...next });
  };
  let lastScroll = 0;
  let scrollFrame: number | undefined;
  const onScroll = () => {
    if (scrollFrame !== undefined) return;
    scrollFrame = window.requestAnimationFrame(() => {
      scrollFrame = undefined;
      const y = Math.max(0, Math.round(window.scrollY));
      if (Math.abs(y - lastScroll) < HEADER_SCROLL_THRESHOLD_PX && y !== 0) return;
      if (y === lastScroll) return;
      lastScroll = y;
      send({ type: "ENV.SCROLL", y });
    });
  };
  const locationEvents = ["popstate", "pushState", "replaceState"] as const;
  window.addEventListener("resize", onResize);
  window.addEventListener("scroll", onScroll, { passive: true });
  for (const name of locationEvents) window.addEventListener(name, onLocation);
  return () => {
    window.clearTimeout(resizeTimer);
    window.removeEventListener("resize", onResize);
    window.removeEventListener("scroll", onScroll);
    if (scrollFrame !== undefined) window.cancelAnimationFrame(scrollFrame);
    for (const name of locationEvents) window.removeEventListener(name, onLocation);
  };
};

/**
 * Whether the shopper signed off on this page: the logout flow (machines/logout.ts) is past
 * its sign-off, the server having ended the session (or found it over). Nothing of the signed-in
 * visit is kept on the device from then on, not even this page's event log.
 */
export const hasSignedOff = (logout: SnapshotFrom<LogoutMachine> | undefined): boolean =>
  logout !== undefined &&
  (logout.matches("signedOut") || logout.matches("redirecting") || logout.matches("signedOff"));

/** Logs larger than this are not kept across a page load (local storage is small). */
export const PREVIOUS_LOG_MAX_CHARS = 1_500_000;

/**
 * Keeps the current log (redacted, as every log) when the page goes away (a full redirect, a
 * reload), so the log of a journey that ends in a redirect (a session that ended, a payment
 * page) can still be downloaded on the next page. `logText` answers null when nothing of this
 * page may be kept (the shopper signed off on it): then no log is kept at all. Returns the log
 * the previous page kept, read before it is replaced.
 */
export const keepLogAcrossPageLoads = (logText: () => string | null): string | null => {
  const previous = attempt(() => localStorage.getItem(PREVIOUS_LOG_KEY), null);
  window.addEventListener("pagehide", () => {
    const text = logText();
    attempt(() => {
      if (text !== null && text.length <= PREVIOUS_LOG_MAX_CHARS)
        localStorage.setItem(PREVIOUS_LOG_KEY, text);
      else localStorage.removeItem(PREVIOUS_LOG_KEY);
    }, undefined);
  });
  return previous;
};
