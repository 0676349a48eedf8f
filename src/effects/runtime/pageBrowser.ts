/**
 * The browser as the server sees it when it renders a page (src/app/render.tsx): the request's
 * cookies and address, and web storage empty but for what cookies mirror (the session, the
 * persisted state). It keeps a journal of what the flows read there and what they wrote, so the
 * browser can resume from the server's start only where its own storage reads the same (a stored
 * language or a state the server could not see make the page start in the browser instead), and
 * then makes the server's writes its own.
 */
import { PERSIST_KEY } from "@domain/persisted";
import { Effect, Layer } from "effect";
import {
  BrowserStorage,
  type BrowserStorageShape,
  Cookies,
  type CookiesShape,
  Navigation,
  type NavigationShape,
  type PageLocation,
  type StorageArea,
} from "./browser";
import { PERSIST_MIRROR_COOKIE } from "./persisted";
import {
  type BrowserEnvironment,
  cookieValue,
  LOGIN_FLAG_KEY,
  type StorageLike,
  TOKEN_KEY,
} from "./services";

/** The session values the browser keeps as cookies too (spec §2.1 SSO, §9 's_e_t'). */
const SESSION_COOKIES: ReadonlySet<string> = new Set([TOKEN_KEY, LOGIN_FLAG_KEY]);

/** The stored values the server reads from the cookies that mirror them, by place and key. */
const MIRRORS: ReadonlyMap<string, string> = new Map([
  ...[...SESSION_COOKIES].map((key) => [`session:${key}`, key] as const),
  [`local:${PERSIST_KEY}`, PERSIST_MIRROR_COOKIE],
]);

/** Where a value was read or written: a web storage area, or the cookies the page can read. */
export type JournalPlace = StorageArea | "cookie";

/** A value a flow read, as the server found it (null: there was none). */
export interface JournalRead {
  readonly place: JournalPlace;
  readonly key: string;
  readonly value: string | null;
}

/** A change a flow made; `key` null with `value` null clears the whole place. */
export interface JournalWrite {
  readonly place: JournalPlace;
  readonly key: string | null;
  readonly value: string | null;
}

/**
 * A read as the page carries it: digests instead of values (a session token, a cart: nothing of
 * what the flows read travels in the page), of the value the server saw (null: none) and, when
 * the start wrote that key, of the last value it wrote: a browser holding that value holds what
 * this start leaves behind, and resumes too.
 */
export interface PageRead {
  readonly place: JournalPlace;
  readonly key: string;
  readonly seen: string | null;
  /** Absent when the start did not write the key; null when it removed it. */
  readonly left?: string | null;
  /**
   * A session value the server read from its cookie ({@link SESSION_COOKIES}): a tab that holds
   * none has it in that same cookie (a tab opened after sign-in), and resumes too.
   */
  readonly orNone?: true;
}

/** The SHA-256 of `value`, in hex (the browser's and Node's Web Crypto). */
export const digestOf = async (value: string): Promise<string> => {
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value)));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
};

const digestOrNull = (value: string | null): Promise<string | null> =>
  value === null ? Promise.resolve(null) : digestOf(value);

/** The journal's reads as the page carries them ({@link PageRead}). */
export const pageReadsOf = (journal: Pick<BrowserJournal, "reads" | "writes">): Promise<PageRead[]> =>
  Promise.all(
    journal.reads.map(async ({ place, key, value }) => {
      const last = journal.writes.findLast(
        (write) => write.place === place && (write.key === key || write.key === null),
      );
      const read: PageRead = {
        place,
        key,
        seen: await digestOrNull(value),
        ...(place === "session" && SESSION_COOKIES.has(key) ? { orNone: true } : {}),
      };
      if (last === undefined) return read;
      return { ...read, left: await digestOrNull(last.key === null ? null : last.value) };
    }),
  );

export interface BrowserJournal {
  readonly reads: JournalRead[];
  readonly writes: JournalWrite[];
  /** Whether a flow asked to leave the page or change its address while it started. */
  navigated: boolean;
}

const locationOf = (url: string): PageLocation => {
  const parsed = new URL(url);
  return { origin: parsed.origin, pathname: parsed.pathname, search: parsed.search };
};

/**
 * The page browser of one request: the services' layer, the environment and the journal. The
 * session token and the login flag, which the browser keeps in session storage beside their
 * cookies (spec §2.1: 'a_t' HttpOnly, 's_e_t' readable), are read from the cookies, and so is the
 * persisted state (./persisted.ts `PERSIST_MIRROR_COOKIE`); the rest of storage is empty.
 */
export const makePageBrowser = (url: string, cookieHeader: string, browserLanguage = "") => {
  const journal: BrowserJournal = { reads: [], writes: [], navigated: false };
  const stores: Record<JournalPlace, Map<string, string>> = {
    session: new Map(),
    local: new Map(),
    cookie: new Map(),
  };
  /** Keys a flow has written: reading them again reads the server's own value, not the browser's. */
  const written: Record<JournalPlace, Set<string>> = {
    session: new Set(),
    local: new Set(),
    cookie: new Set(),
  };
  /** Places a flow has cleared: none of their keys reads the browser's value any more. */
  const cleared = new Set<JournalPlace>();
  const seen = new Set<string>();
  const read = (place: JournalPlace, key: string): string | null => {
    const cookie = place === "cookie" ? key : MIRRORS.get(`${place}:${key}`);
    const value = cookie === undefined ? null : (cookieValue(cookieHeader, cookie) ?? null);
    const own = stores[place].get(key);
    if (own !== undefined || written[place].has(key) || cleared.has(place)) return own ?? null;
    if (!seen.has(`${place}:${key}`)) {
      seen.add(`${place}:${key}`);
      journal.reads.push({ place, key, value });
    }
    return value;
  };
  const write = (place: JournalPlace, key: string | null, value: string | null) => {
    journal.writes.push({ place, key, value });
    if (key === null) {
      stores[place].clear();
      cleared.add(place);
      return;
    }
    written[place].add(key);
    if (value === null) stores[place].delete(key);
    else stores[place].set(key, value);
  };
  let location = locationOf(url);

  const storage: BrowserStorageShape = {
    get: (area, key) => Effect.sync(() => read(area, key)),
    set: (area, key, value) => Effect.sync(() => write(area, key, value)),
    remove: (area, key) => Effect.sync(() => write(area, key, null)),
    clear: (area) => Effect.sync(() => write(area, null, null)),
  };
  const cookies: CookiesShape = {
    get: (name) => Effect.sync(() => read("cookie", name) ?? undefined),
    set: (name, value) => Effect.sync(() => write("cookie", name, value)),
    remove: (name) => Effect.sync(() => write("cookie", name, null)),
    clearAll: Effect.sync(() => write("cookie", null, null)),
  };
  const moveTo = (target: string) =>
    Effect.sync(() => {
      journal.navigated = true;
      location = locationOf(new URL(target, location.origin).href);
    });
  const navigation: NavigationShape = {
    current: Effect.sync(() => location),
    assign: moveTo,
    replace: moveTo,
    push: moveTo,
  };
  const storageLike = (area: StorageArea): StorageLike => ({ getItem: (key) => read(area, key) });
  const environment: BrowserEnvironment = {
    sessionStorage: () => storageLike("session"),
    localStorage: () => storageLike("local"),
    cookies: () => cookieHeader,
    timeZone: () => "UTC",
    browserLanguage: () => browserLanguage,
    interfaceLanguage: () => decidedLanguage(),
  };
  const layer = Layer.mergeAll(
    BrowserStorage.layerTest(storage),
    Cookies.layerTest(cookies),
    Navigation.layerTest(navigation),
  );
  let decidedLanguage: () => string | undefined = () => undefined;
  /** Makes the page's calls carry the interface language `read` answers (the site flow's decision). */
  const followInterfaceLanguage = (read: () => string | undefined): void => {
    decidedLanguage = read;
  };
  return { layer, environment, journal, followInterfaceLanguage };
};
