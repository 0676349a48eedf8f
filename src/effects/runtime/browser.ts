/**
 * The browser as Effect services: web storage, cookies and navigation. Machines never touch
 * these; the Effect programs they invoke do. Each service has a `Live` implementation over
 * `window.sessionStorage`, `window.localStorage`, `document.cookie` and `window.location`, and
 * {@link makeMemoryBrowser} gives an in-memory browser for tests whose state can be inspected.
 *
 * The live implementations never fail: a storage that throws (private mode, quota, disabled
 * cookies) reads as empty and ignores writes.
 */
import { Context, Effect, Layer } from "effect";
import { type BrowserEnvironment, cookieValue, type StorageLike } from "./services";

/** Cookie fallback lifetime: 30 days (spec §9 'cookie fallback lifetime'), in seconds. */
export const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Cookies are set for the whole site. */
export const COOKIE_PATH = "/";

/** Session storage (cleared when the tab closes) or local storage (kept). */
export type StorageArea = "session" | "local";

export interface BrowserStorageShape {
  readonly get: (area: StorageArea, key: string) => Effect.Effect<string | null>;
  readonly set: (area: StorageArea, key: string, value: string) => Effect.Effect<void>;
  readonly remove: (area: StorageArea, key: string) => Effect.Effect<void>;
  readonly clear: (area: StorageArea) => Effect.Effect<void>;
}

export class BrowserStorage extends Context.Service<BrowserStorage, BrowserStorageShape>()(
  "storefront/BrowserStorage",
) {
  /** `window.sessionStorage` and `window.localStorage`. */
  static readonly layer: Layer.Layer<BrowserStorage> = Layer.sync(BrowserStorage, () => browserStorageLive);
  /** Another storage (the in-memory browser of {@link makeMemoryBrowser}). */
  static readonly layerTest = (storage: BrowserStorageShape): Layer.Layer<BrowserStorage> =>
    Layer.succeed(BrowserStorage, storage);
}

export interface CookiesShape {
  readonly get: (name: string) => Effect.Effect<string | undefined>;
  /** Sets a cookie with path '/' and the 30-day fallback lifetime (spec §9). */
  readonly set: (name: string, value: string) => Effect.Effect<void>;
  readonly remove: (name: string) => Effect.Effect<void>;
  /** Removes every cookie the page can see. */
  readonly clearAll: Effect.Effect<void>;
}

export class Cookies extends Context.Service<Cookies, CookiesShape>()("storefront/Cookies") {
  /** `document.cookie`. */
  static readonly layer: Layer.Layer<Cookies> = Layer.sync(Cookies, () => cookiesLive);
  /** Another cookie jar (the in-memory browser of {@link makeMemoryBrowser}). */
  static readonly layerTest = (cookies: CookiesShape): Layer.Layer<Cookies> =>
    Layer.succeed(Cookies, cookies);
}

/** Where the page is. */
export interface PageLocation {
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
}

export interface NavigationShape {
  /** The current location. */
  readonly current: Effect.Effect<PageLocation>;
  /** A full redirect: the page is loaded again from `url`. */
  readonly assign: (url: string) => Effect.Effect<void>;
  /** Replaces the current history entry with `path` inside the single-page application. */
  readonly replace: (path: string) => Effect.Effect<void>;
  /** Opens `path` as a new history entry inside the single-page application (Back returns). */
  readonly push: (path: string) => Effect.Effect<void>;
}

export class Navigation extends Context.Service<Navigation, NavigationShape>()("storefront/Navigation") {
  /** `window.location` and the history of the single-page application. */
  static readonly layer: Layer.Layer<Navigation> = Layer.sync(Navigation, () => navigationLive);
  /** Another navigation (the in-memory browser of {@link makeMemoryBrowser}). */
  static readonly layerTest = (navigation: NavigationShape): Layer.Layer<Navigation> =>
    Layer.succeed(Navigation, navigation);
}

/** Every browser service. */
export type BrowserServices = BrowserStorage | Cookies | Navigation;

// ---------------------------------------------------------------------------------------------
// Live

const quietly = (run: () => void): Effect.Effect<void> =>
  Effect.sync(() => {
    try {
      run();
    } catch {
      // A storage or cookie jar that refuses writes is treated as empty.
    }
  });

const quietRead = <A>(read: () => A, fallback: A): Effect.Effect<A> =>
  Effect.sync(() => {
    try {
      return read();
    } catch {
      return fallback;
    }
  });

const webStorage = (area: StorageArea): Storage | undefined => {
  if (area === "session") return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  return typeof localStorage === "undefined" ? undefined : localStorage;
};

export const browserStorageLive: BrowserStorageShape = {
  get: (area, key) => quietRead(() => webStorage(area)?.getItem(key) ?? null, null),
  set: (area, key, value) => quietly(() => webStorage(area)?.setItem(key, value)),
  remove: (area, key) => quietly(() => webStorage(area)?.removeItem(key)),
  clear: (area) => quietly(() => webStorage(area)?.clear()),
};

/** The `document.cookie` assignment that sets `name` (path '/', 30 days). */
export const cookieAssignment = (name: string, value: string): string =>
  `${name}=${encodeURIComponent(value)}; path=${COOKIE_PATH}; max-age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;

/** The `document.cookie` assignment that removes `name`. */
export const cookieRemoval = (name: string): string => `${name}=; path=${COOKIE_PATH}; max-age=0`;

/** The names of the cookies in a `document.cookie` string. */
export const cookieNames = (cookies: string): string[] =>
  cookies
    .split(";")
    .map((part) => {
      const eq = part.indexOf("=");
      return (eq < 0 ? part : part.slice(0, eq)).trim();
    })
    .filter((name) => name !== "");

const readCookies = (): string => (typeof document === "undefined" ? "" : document.cookie);

const writeCookie = (assignment: string): void => {
  // The Cookie Store API is asynchronous and missing in some browsers the storefront supports.
  // biome-ignore lint/suspicious/noDocumentCookie: the one place that writes cookies
  if (typeof document !== "undefined") document.cookie = assignment;
};

export const cookiesLive: CookiesShape = {
  get: (name) => quietRead(() => cookieValue(readCookies(), name), undefined),
  set: (name, value) => quietly(() => writeCookie(cookieAssignment(name, value))),
  remove: (name) => quietly(() => writeCookie(cookieRemoval(name))),
  clearAll: quietly(() => {
    for (const name of cookieNames(readCookies())) writeCookie(cookieRemoval(name));
  }),
};

export const navigationLive: NavigationShape = {
  current: Effect.sync(() =>
    typeof window === "undefined"
      ? { origin: "", pathname: "/", search: "" }
      : {
          origin: window.location.origin,
          pathname: window.location.pathname,
          search: window.location.search,
        },
  ),
  assign: (url) => quietly(() => window.location.assign(url)),
  replace: (path) =>
    quietly(() => {
      window.history.replaceState(window.history.state, "", path);
      // The router listens to history changes; tell it the location moved.
      window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
    }),
  push: (path) =>
    quietly(() => {
      window.history.pushState(null, "", path);
      window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
    }),
};

/** The real browser. */
export const BrowserLive = Layer.mergeAll(BrowserStorage.layer, Cookies.layer, Navigation.layer);

// ---------------------------------------------------------------------------------------------
// In memory

/** A cookie as the in-memory browser keeps it. */
export interface MemoryCookie {
  readonly value: string;
  readonly path: string;
  readonly maxAgeSeconds: number;
}

export interface MemoryNavigation {
  readonly kind: "assign" | "replace" | "push";
  readonly url: string;
}

export interface MemoryBrowserState {
  readonly session: Map<string, string>;
  readonly local: Map<string, string>;
  readonly cookies: Map<string, MemoryCookie>;
  /** Every navigation, in order. */
  readonly navigations: MemoryNavigation[];
  /** The current location; navigations move it. */
  location: PageLocation;
}

export interface MemoryBrowserOptions {
  /** The starting page, e.g. 'http://storefront.test/sso/?token=abc'. */
  readonly url?: string;
  readonly session?: Readonly<Record<string, string>>;
  readonly local?: Readonly<Record<string, string>>;
  readonly cookies?: Readonly<Record<string, string>>;
}

const locationOf = (url: string): PageLocation => {
  const parsed = new URL(url);
  return { origin: parsed.origin, pathname: parsed.pathname, search: parsed.search };
};

const storageLike = (map: Map<string, string>): StorageLike => ({
  getItem: (key) => map.get(key) ?? null,
});

/**
 * An in-memory browser: the layer of the three services plus their inspectable state, and a
 * {@link BrowserEnvironment} over the same state so the transport's Locale and Session services
 * (`browserLayer(environment)` of ./services) read the token and flag it holds.
 */
export const makeMemoryBrowser = (options: MemoryBrowserOptions = {}) => {
  const state: MemoryBrowserState = {
    session: new Map(Object.entries(options.session ?? {})),
    local: new Map(Object.entries(options.local ?? {})),
    cookies: new Map(
      Object.entries(options.cookies ?? {}).map(([name, value]) => [
        name,
        { value, path: COOKIE_PATH, maxAgeSeconds: COOKIE_MAX_AGE_SECONDS },
      ]),
    ),
    navigations: [],
    location: locationOf(options.url ?? "http://storefront.test/marketplace"),
  };
  const area = (which: StorageArea) => (which === "session" ? state.session : state.local);

  const storage: BrowserStorageShape = {
    get: (which, key) => Effect.sync(() => area(which).get(key) ?? null),
    set: (which, key, value) => Effect.sync(() => void area(which).set(key, value)),
    remove: (which, key) => Effect.sync(() => void area(which).delete(key)),
    clear: (which) => Effect.sync(() => area(which).clear()),
  };
  const cookies: CookiesShape = {
    get: (name) => Effect.sync(() => state.cookies.get(name)?.value),
    set: (name, value) =>
      Effect.sync(
        () =>
          void state.cookies.set(name, { value, path: COOKIE_PATH, maxAgeSeconds: COOKIE_MAX_AGE_SECONDS }),
      ),
    remove: (name) => Effect.sync(() => void state.cookies.delete(name)),
    clearAll: Effect.sync(() => state.cookies.clear()),
  };
  const navigation: NavigationShape = {
    current: Effect.sync(() => state.location),
    assign: (url) =>
      Effect.sync(() => {
        state.navigations.push({ kind: "assign", url });
        state.location = locationOf(new URL(url, state.location.origin).href);
      }),
    replace: (path) =>
      Effect.sync(() => {
        state.navigations.push({ kind: "replace", url: path });
        state.location = locationOf(new URL(path, state.location.origin).href);
      }),
    push: (path) =>
      Effect.sync(() => {
        state.navigations.push({ kind: "push", url: path });
        state.location = locationOf(new URL(path, state.location.origin).href);
      }),
  };
  const environment: BrowserEnvironment = {
    sessionStorage: () => storageLike(state.session),
    localStorage: () => storageLike(state.local),
    cookies: () =>
      [...state.cookies].map(([name, cookie]) => `${name}=${encodeURIComponent(cookie.value)}`).join("; "),
    timeZone: () => "UTC",
  };
  const layer = Layer.mergeAll(
    BrowserStorage.layerTest(storage),
    Cookies.layerTest(cookies),
    Navigation.layerTest(navigation),
  );
  return { layer, state, environment };
};

export type MemoryBrowser = ReturnType<typeof makeMemoryBrowser>;
