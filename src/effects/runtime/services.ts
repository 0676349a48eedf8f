/**
 * The environment the HTTP transport reads on every call (spec §7.1): where the API lives, the
 * language and time zone sent as headers, and the session (token and login flag). Each is an
 * Effect service with a browser `Live` layer and a layer built from plain values for tests.
 */

import { config, REQUEST_TIMEOUT_MS, type StorefrontConfig } from "@config";
import { isSiteLanguage, requestLanguageOf } from "@domain/language";
import { isLoginFlagSet } from "@domain/session";
import { Context, Effect, Layer } from "effect";

export interface ApiSettings {
  /** API origin; `""` is the page's own origin. */
  readonly apiHost: string;
  /** Origin of the separate checkout backend (spec §7.1). */
  readonly checkoutHost: string;
  /** Request time-out in milliseconds (spec §7.1, §9: 60000). */
  readonly timeoutMs: number;
}

export class ApiConfig extends Context.Service<ApiConfig, ApiSettings>()("storefront/ApiConfig") {
  /** The configuration of this build. */
  static readonly layer: Layer.Layer<ApiConfig> = Layer.sync(ApiConfig, () => apiSettingsFrom(config));
  /** Given settings (tests, tools). */
  static readonly layerTest = (settings: ApiSettings): Layer.Layer<ApiConfig> =>
    Layer.succeed(ApiConfig, settings);
}

export interface LocaleShape {
  /** The current language code, sent as `lng` and `Content-Language`; default 'en'. */
  readonly language: Effect.Effect<string>;
  /** The browser time zone, sent as `tz` (e.g. 'Asia/Kolkata'). */
  readonly timeZone: Effect.Effect<string>;
}

export class Locale extends Context.Service<Locale, LocaleShape>()("storefront/Locale") {
  /** Read from the real browser on every call. */
  static readonly layer: Layer.Layer<Locale> = Layer.sync(Locale, () => localeFrom(browserEnvironment));
  /** Read from `env` on every call (an in-memory browser). */
  static readonly layerFrom = (env: BrowserEnvironment): Layer.Layer<Locale> =>
    Layer.sync(Locale, () => localeFrom(env));
  /** A fixed language and time zone. */
  static readonly layerTest = (language: string, timeZone: string): Layer.Layer<Locale> =>
    Layer.succeed(Locale, { language: Effect.succeed(language), timeZone: Effect.succeed(timeZone) });
}

export interface SessionShape {
  /** The session token `a_t`, when there is one. */
  readonly token: Effect.Effect<string | undefined>;
  /** The login flag (spec §4 'Login state'): chooses the authenticated base for 'either' calls. */
  readonly loggedIn: Effect.Effect<boolean>;
}

export class Session extends Context.Service<Session, SessionShape>()("storefront/Session") {
  /** Read from the real browser on every call. */
  static readonly layer: Layer.Layer<Session> = Layer.sync(Session, () => sessionFrom(browserEnvironment));
  /** Read from `env` on every call (an in-memory browser). */
  static readonly layerFrom = (env: BrowserEnvironment): Layer.Layer<Session> =>
    Layer.sync(Session, () => sessionFrom(env));
  /** A fixed token and login flag. */
  static readonly layerTest = (token: string | undefined, loggedIn: boolean): Layer.Layer<Session> =>
    Layer.succeed(Session, { token: Effect.succeed(token), loggedIn: Effect.succeed(loggedIn) });
}

/** Default language (spec §3 'Language': default en; spec §7.1 lng 'en'). */
export const DEFAULT_LANGUAGE = "en";
/** Key of the stored language (spec §3 'Language': stored locally under 'wglang'). */
export const LANGUAGE_KEY = "wglang";
/** Session value and cookie holding the session token (spec §2.1 SSO, §7.1). */
export const TOKEN_KEY = "a_t";
/** Session flag and cookie holding the login flag (spec §9 'Session flag name s_e_t'). */
export const LOGIN_FLAG_KEY = "s_e_t";
/** Time zone used when the browser does not report one. */
export const FALLBACK_TIME_ZONE = "UTC";

export const apiSettingsFrom = (
  c: StorefrontConfig,
  timeoutMs: number = REQUEST_TIMEOUT_MS,
): ApiSettings => ({
  apiHost: c.apiHost,
  checkoutHost: c.checkoutHost,
  timeoutMs,
});

/** The value of cookie `name` in a `document.cookie` string. */
export const cookieValue = (cookies: string, name: string): string | undefined => {
  for (const part of cookies.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
};

export interface StorageLike {
  getItem(key: string): string | null;
}

/** What the live services read in the browser; every member may be missing (or throw). */
export interface BrowserEnvironment {
  readonly sessionStorage?: () => StorageLike | undefined;
  readonly localStorage?: () => StorageLike | undefined;
  readonly cookies?: () => string;
  readonly timeZone?: () => string | undefined;
  /** The browser's language ('fr-FR'): `navigator.language`, or a request's `Accept-Language`. */
  readonly browserLanguage?: () => string | undefined;
  /** The interface language the site flow has decided (spec §4 'Language'), once it has. */
  readonly interfaceLanguage?: () => string | undefined;
}

const attempt = <A>(read: (() => A) | undefined): A | undefined => {
  if (read === undefined) return undefined;
  try {
    return read();
  } catch {
    return undefined;
  }
};

const readItem = (storage: (() => StorageLike | undefined) | undefined, key: string): string | undefined =>
  attempt(() => storage?.()?.getItem(key) ?? undefined);

/** The host's time zone from `Temporal.Now.timeZoneId()`, in browsers that have Temporal. */
export const temporalTimeZone = (global: object = globalThis): string | undefined => {
  const temporal: unknown = Reflect.get(global, "Temporal");
  if (typeof temporal !== "object" || temporal === null) return undefined;
  const now: unknown = Reflect.get(temporal, "Now");
  if (typeof now !== "object" || now === null) return undefined;
  const timeZoneId: unknown = Reflect.get(now, "timeZoneId");
  if (typeof timeZoneId !== "function") return undefined;
  const zone: unknown = Reflect.apply(timeZoneId, now, []);
  return typeof zone === "string" && zone !== "" ? zone : undefined;
};

/** The real browser: `window.sessionStorage`, `window.localStorage`, `document.cookie`, `Intl`. */
export const browserEnvironment: BrowserEnvironment = {
  sessionStorage: () => (typeof sessionStorage === "undefined" ? undefined : sessionStorage),
  localStorage: () => (typeof localStorage === "undefined" ? undefined : localStorage),
  cookies: () => (typeof document === "undefined" ? "" : document.cookie),
  timeZone: (() => {
    // Read once a page. `Temporal.Now.timeZoneId()` answers at once; resolving a formatter's
    // options loads the locale's data first (about 30 ms on a desktop, over 100 on a phone).
    let zone: string | undefined;
    return () => {
      zone ??= temporalTimeZone() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
      return zone;
    };
  })(),
  browserLanguage: () => (typeof navigator === "undefined" ? undefined : navigator.language),
  interfaceLanguage: () => decidedLanguage(),
};

let decidedLanguage: () => string | undefined = () => undefined;

/** Makes the page's calls carry the interface language `read` answers (the site flow's decision). */
export const followInterfaceLanguage = (read: () => string | undefined): void => {
  decidedLanguage = read;
};

const nonEmpty = (value: string | undefined): string | undefined =>
  value === undefined || value === "" ? undefined : value;

/**
 * Locale read from the browser on every call: the interface language the site flow decided, or
 * before it has, the likely one ({@link requestLanguageOf}); and the time zone.
 */
export const localeFrom = (env: BrowserEnvironment): LocaleShape => ({
  language: Effect.sync(() => {
    const decided = attempt(env.interfaceLanguage);
    return isSiteLanguage(decided)
      ? decided
      : requestLanguageOf(readItem(env.localStorage, LANGUAGE_KEY), attempt(env.browserLanguage));
  }),
  timeZone: Effect.sync(() => nonEmpty(attempt(env.timeZone)) ?? FALLBACK_TIME_ZONE),
});

/**
 * Session read from the browser on every call: the token from session storage 'a_t' (the 'a_t'
 * cookie is HttpOnly: the server's, never read here), the login flag from the 's_e_t' session
 * value or cookie equal to '1'.
 */
export const sessionFrom = (env: BrowserEnvironment): SessionShape => {
  const cookie = (name: string) => cookieValue(attempt(env.cookies) ?? "", name);
  return {
    token: Effect.sync(() => nonEmpty(readItem(env.sessionStorage, TOKEN_KEY))),
    loggedIn: Effect.sync(() =>
      isLoginFlagSet(cookie(LOGIN_FLAG_KEY), readItem(env.sessionStorage, LOGIN_FLAG_KEY)),
    ),
  };
};

/** Browser layers: configuration of this build, locale and session from the browser. */
export const ApiConfigLive = ApiConfig.layer;
export const browserLayer = (env: BrowserEnvironment = browserEnvironment) =>
  Layer.mergeAll(Locale.layerFrom(env), Session.layerFrom(env));
export const ServicesLive = Layer.mergeAll(ApiConfig.layer, Locale.layer, Session.layer);

/** Fixed values for the transport's services, for tests and tools. */
export interface ServiceValues {
  readonly apiHost: string;
  readonly checkoutHost?: string;
  readonly timeoutMs?: number;
  readonly language?: string;
  readonly timeZone?: string;
  readonly token?: string;
  /** Defaults to whether a token is given. */
  readonly loggedIn?: boolean;
}

export const servicesFromValues = (values: ServiceValues) =>
  Layer.mergeAll(
    ApiConfig.layerTest({
      apiHost: values.apiHost,
      checkoutHost: values.checkoutHost ?? values.apiHost,
      timeoutMs: values.timeoutMs ?? REQUEST_TIMEOUT_MS,
    }),
    Locale.layerTest(values.language ?? DEFAULT_LANGUAGE, values.timeZone ?? FALLBACK_TIME_ZONE),
    Session.layerTest(values.token, values.loggedIn ?? values.token !== undefined),
  );
