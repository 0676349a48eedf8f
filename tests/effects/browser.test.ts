import {
  BrowserStorage,
  browserStorageLive,
  COOKIE_MAX_AGE_SECONDS,
  Cookies,
  cookieAssignment,
  cookieNames,
  cookieRemoval,
  cookiesLive,
  makeMemoryBrowser,
  Navigation,
  navigationLive,
} from "@effects/runtime/browser";
import { browserLayer, Session } from "@effects/runtime/services";
import { Effect } from "effect";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeDocument } from "../support/cookieJar";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A Web Storage over a Map. */
class MapStorage {
  readonly map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  clear() {
    this.map.clear();
  }
}

describe("spec §9: cookies are set with path '/' and the 30-day fallback lifetime", () => {
  it("30 days in seconds", () => {
    expect(COOKIE_MAX_AGE_SECONDS).toBe(30 * 24 * 60 * 60);
  });

  it("the live cookie assignment", () => {
    expect(cookieAssignment("s_e_t", "1")).toBe("s_e_t=1; path=/; max-age=2592000; SameSite=Lax");
    expect(cookieAssignment("a_t", "a b")).toContain("a_t=a%20b;");
    expect(cookieRemoval("a_t")).toBe("a_t=; path=/; max-age=0");
    expect(cookieNames("a_t=x; s_e_t=1;  consent=yes")).toEqual(["a_t", "s_e_t", "consent"]);
  });

  it("live cookies: set, get, remove and clear all through document.cookie", async () => {
    const { doc, jar, writes } = fakeDocument();
    vi.stubGlobal("document", doc);
    await Effect.runPromise(cookiesLive.set("a_t", "tok en"));
    await Effect.runPromise(cookiesLive.set("s_e_t", "1"));
    expect(writes[0]).toBe("a_t=tok%20en; path=/; max-age=2592000; SameSite=Lax");
    expect(await Effect.runPromise(cookiesLive.get("a_t"))).toBe("tok en");
    await Effect.runPromise(cookiesLive.remove("a_t"));
    expect([...jar.keys()]).toEqual(["s_e_t"]);
    jar.set("consent", "yes");
    await Effect.runPromise(cookiesLive.clearAll);
    expect(jar.size).toBe(0);
  });

  it("live cookies without a document read as empty and ignore writes", async () => {
    expect(await Effect.runPromise(cookiesLive.get("a_t"))).toBeUndefined();
    await Effect.runPromise(cookiesLive.set("a_t", "x"));
  });
});

describe("live web storage", () => {
  it("session and local storage are kept apart; clear empties one", async () => {
    const session = new MapStorage();
    const local = new MapStorage();
    vi.stubGlobal("sessionStorage", session);
    vi.stubGlobal("localStorage", local);
    await Effect.runPromise(browserStorageLive.set("session", "a_t", "t"));
    await Effect.runPromise(browserStorageLive.set("local", "wglang", "fr"));
    expect(await Effect.runPromise(browserStorageLive.get("session", "a_t"))).toBe("t");
    expect(await Effect.runPromise(browserStorageLive.get("local", "a_t"))).toBeNull();
    await Effect.runPromise(browserStorageLive.remove("local", "wglang"));
    expect(local.map.size).toBe(0);
    await Effect.runPromise(browserStorageLive.clear("session"));
    expect(session.map.size).toBe(0);
  });

  it("a storage that throws reads as empty and ignores writes", async () => {
    const broken = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    vi.stubGlobal("sessionStorage", broken);
    expect(await Effect.runPromise(browserStorageLive.get("session", "a_t"))).toBeNull();
    await Effect.runPromise(browserStorageLive.set("session", "a_t", "x"));
  });
});

describe("live navigation", () => {
  it("assign is a full redirect; replace changes the history entry and tells the router", async () => {
    const assigned: string[] = [];
    const replaced: string[] = [];
    const dispatched: string[] = [];
    vi.stubGlobal("PopStateEvent", class extends Event {});
    vi.stubGlobal("window", {
      location: {
        origin: "http://storefront.test",
        pathname: "/sso/",
        search: "?token=abc",
        assign: (url: string) => assigned.push(url),
      },
      history: { state: null, replaceState: (_: unknown, __: string, url: string) => replaced.push(url) },
      dispatchEvent: (event: Event) => dispatched.push(event.type),
    });
    expect(await Effect.runPromise(navigationLive.current)).toEqual({
      origin: "http://storefront.test",
      pathname: "/sso/",
      search: "?token=abc",
    });
    await Effect.runPromise(navigationLive.assign("/acme/"));
    await Effect.runPromise(navigationLive.replace("/marketplace/home"));
    expect(assigned).toEqual(["/acme/"]);
    expect(replaced).toEqual(["/marketplace/home"]);
    expect(dispatched).toEqual(["popstate"]);
  });
});

describe("the in-memory browser for tests", () => {
  it("keeps storage, cookies (with path and lifetime) and navigations inspectable", async () => {
    const memory = makeMemoryBrowser({
      url: "http://storefront.test/acme/home?x=1",
      local: { wglang: "fr" },
    });
    const program = Effect.gen(function* () {
      const storage = yield* BrowserStorage;
      const cookies = yield* Cookies;
      const navigation = yield* Navigation;
      yield* storage.set("session", "s_e_t", "1");
      yield* cookies.set("s_e_t", "1");
      const here = yield* navigation.current;
      yield* navigation.replace("/acme/vouchers");
      yield* navigation.assign("/marketplace/");
      return { here, language: yield* storage.get("local", "wglang") };
    });
    const result = await Effect.runPromise(Effect.provide(program, memory.layer));
    expect(result).toEqual({
      here: { origin: "http://storefront.test", pathname: "/acme/home", search: "?x=1" },
      language: "fr",
    });
    expect(memory.state.session.get("s_e_t")).toBe("1");
    expect(memory.state.cookies.get("s_e_t")).toEqual({ value: "1", path: "/", maxAgeSeconds: 2_592_000 });
    expect(memory.state.navigations).toEqual([
      { kind: "replace", url: "/acme/vouchers" },
      { kind: "assign", url: "/marketplace/" },
    ]);
    expect(memory.state.location.pathname).toBe("/marketplace/");
  });

  it("its environment feeds the transport's session: the stored token and flag", async () => {
    const memory = makeMemoryBrowser({ cookies: { s_e_t: "1", a_t: "cookie-token" } });
    const session = Effect.gen(function* () {
      const s = yield* Session;
      return { token: yield* s.token, loggedIn: yield* s.loggedIn };
    });
    const read = () => Effect.runPromise(Effect.provide(session, browserLayer(memory.environment)));
    // The a_t cookie is not read: the header's token comes from session storage only.
    expect(await read()).toEqual({ token: undefined, loggedIn: true });
    memory.state.session.set("a_t", "session-token");
    memory.state.cookies.clear();
    expect(await read()).toEqual({ token: "session-token", loggedIn: false });
  });
});
