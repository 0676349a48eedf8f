/**
 * The browser as the server sees it when it renders a page (src/effects/runtime/pageBrowser.ts):
 * the request's cookies, empty web storage, and a journal the browser later checks its own
 * storage against (src/app/resume.ts) and whose writes it makes its own.
 */
import {
  BrowserStorage,
  type BrowserStorageShape,
  Cookies,
  type CookiesShape,
  Navigation,
  type NavigationShape,
  type StorageArea,
} from "@effects/runtime/browser";
import { makePageBrowser } from "@effects/runtime/pageBrowser";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";

const PAGE_URL = "http://storefront.test/marketplace/vouchers?page=2";

interface Services {
  readonly storage: BrowserStorageShape;
  readonly cookies: CookiesShape;
  readonly navigation: NavigationShape;
}

/** The page browser of a request with `cookie`, its services run at once. */
const pageBrowser = (cookie: string) => {
  const browser = makePageBrowser(PAGE_URL, cookie);
  const run = <A>(use: (services: Services) => Effect.Effect<A>): A =>
    Effect.runSync(
      Effect.provide(
        Effect.gen(function* () {
          const storage = yield* BrowserStorage;
          const cookies = yield* Cookies;
          const navigation = yield* Navigation;
          return yield* use({ storage, cookies, navigation });
        }),
        browser.layer,
      ),
    );
  const storage = {
    get: (area: StorageArea, key: string) => run((s) => s.storage.get(area, key)),
    set: (area: StorageArea, key: string, value: string) => run((s) => s.storage.set(area, key, value)),
    remove: (area: StorageArea, key: string) => run((s) => s.storage.remove(area, key)),
    clear: (area: StorageArea) => run((s) => s.storage.clear(area)),
  };
  const cookies = {
    get: (name: string) => run((s) => s.cookies.get(name)),
    set: (name: string, value: string) => run((s) => s.cookies.set(name, value)),
    remove: (name: string) => run((s) => s.cookies.remove(name)),
    clearAll: () => run((s) => s.cookies.clearAll),
  };
  const navigation = {
    current: () => run((s) => s.navigation.current),
    assign: (url: string) => run((s) => s.navigation.assign(url)),
    replace: (url: string) => run((s) => s.navigation.replace(url)),
    push: (url: string) => run((s) => s.navigation.push(url)),
  };
  return { ...browser, storage, cookies, navigation };
};

describe("what the flows read on the server", () => {
  it("a cookie is the request's, storage is empty; each place and key is journaled once, with that value", () => {
    const browser = pageBrowser("s_e_t=1; consent=yes%20please");
    expect(browser.cookies.get("s_e_t")).toBe("1");
    expect(browser.cookies.get("consent")).toBe("yes please");
    expect(browser.cookies.get("user-has-accepted-cookies")).toBeUndefined();
    expect(browser.storage.get("session", "a_t")).toBeNull();
    // The same key in another place is another read.
    expect(browser.storage.get("local", "a_t")).toBeNull();
    expect(browser.storage.get("local", "wglang")).toBeNull();
    // Read again: the same values, journaled once.
    expect(browser.cookies.get("s_e_t")).toBe("1");
    expect(browser.storage.get("session", "a_t")).toBeNull();
    expect(browser.storage.get("local", "wglang")).toBeNull();
    expect(browser.journal.reads).toEqual([
      { place: "cookie", key: "s_e_t", value: "1" },
      { place: "cookie", key: "consent", value: "yes please" },
      { place: "cookie", key: "user-has-accepted-cookies", value: null },
      { place: "session", key: "a_t", value: null },
      { place: "local", key: "a_t", value: null },
      { place: "local", key: "wglang", value: null },
    ]);
    expect(browser.journal.writes).toEqual([]);
    expect(browser.journal.navigated).toBe(false);
  });

  it("a signed-in request's session token and login flag are its cookies' (spec §2.1: a_t and s_e_t kept as both)", () => {
    const browser = pageBrowser("a_t=token-1; s_e_t=1");
    expect(browser.storage.get("session", "a_t")).toBe("token-1");
    expect(browser.storage.get("session", "s_e_t")).toBe("1");
    // Other session values are the tab's own, which the server cannot see.
    expect(browser.storage.get("session", "userCountryCode")).toBeNull();
    expect(browser.journal.reads).toEqual([
      { place: "session", key: "a_t", value: "token-1" },
      { place: "session", key: "s_e_t", value: "1" },
      { place: "session", key: "userCountryCode", value: null },
    ]);
  });

  it("the transport's reads of storage (token, language) are journaled alike", () => {
    const browser = pageBrowser("s_e_t=1");
    expect(browser.environment.sessionStorage?.()?.getItem("a_t")).toBeNull();
    expect(browser.environment.localStorage?.()?.getItem("wglang")).toBeNull();
    expect(browser.storage.get("session", "a_t")).toBeNull();
    expect(browser.environment.cookies?.()).toBe("s_e_t=1");
    expect(browser.environment.timeZone?.()).toBe("UTC");
    expect(browser.journal.reads).toEqual([
      { place: "session", key: "a_t", value: null },
      { place: "local", key: "wglang", value: null },
    ]);
  });
});

describe("what the flows wrote on the server", () => {
  it("reads after a flow's own write read the written value and are not journaled", () => {
    const browser = pageBrowser("s_e_t=1; consent=yes");
    browser.storage.set("local", "wglang", "fr");
    browser.storage.set("session", "ipCountryCode", "IN");
    browser.cookies.set("consent", "no");
    browser.storage.set("local", "persist:root", "{}");
    browser.storage.remove("local", "persist:root");
    browser.cookies.remove("s_e_t");
    expect(browser.storage.get("local", "wglang")).toBe("fr");
    expect(browser.environment.localStorage?.()?.getItem("wglang")).toBe("fr");
    expect(browser.storage.get("session", "ipCountryCode")).toBe("IN");
    expect(browser.cookies.get("consent")).toBe("no");
    expect(browser.storage.get("local", "persist:root")).toBeNull();
    // Removed: the request's cookie is no longer there.
    expect(browser.cookies.get("s_e_t")).toBeUndefined();
    expect(browser.journal.reads).toEqual([]);
  });

  it("a read before a write is journaled with the request's value; after it, the written value is read", () => {
    const browser = pageBrowser("consent=yes");
    expect(browser.cookies.get("consent")).toBe("yes");
    browser.cookies.set("consent", "no");
    expect(browser.cookies.get("consent")).toBe("no");
    expect(browser.journal.reads).toEqual([{ place: "cookie", key: "consent", value: "yes" }]);
  });

  it("after a place is cleared, its keys read as empty, the request's cookies too, and are not journaled", () => {
    const browser = pageBrowser("s_e_t=1; consent=yes");
    browser.storage.set("session", "a_t", "token-1");
    browser.storage.clear("session");
    browser.cookies.clearAll();
    expect(browser.storage.get("session", "a_t")).toBeNull();
    expect(browser.storage.get("session", "s_e_t")).toBeNull();
    expect(browser.cookies.get("s_e_t")).toBeUndefined();
    expect(browser.cookies.get("consent")).toBeUndefined();
    expect(browser.journal.reads).toEqual([]);
    // The other storage area is not cleared with it.
    expect(browser.storage.get("local", "wglang")).toBeNull();
    expect(browser.journal.reads).toEqual([{ place: "local", key: "wglang", value: null }]);
  });

  it("every write is journaled in order: set, remove, clear, cookie set, remove and clear all", () => {
    const browser = pageBrowser("");
    browser.storage.set("local", "persist:root", '{"version":4}');
    browser.storage.set("session", "ipCountryCode", "IN");
    browser.cookies.set("user-has-accepted-cookies", "1");
    browser.storage.remove("local", "wglang");
    browser.cookies.remove("s_e_t");
    browser.storage.clear("session");
    browser.cookies.clearAll();
    browser.storage.set("session", "ipCountryCode", "GB");
    expect(browser.journal.writes).toEqual([
      { place: "local", key: "persist:root", value: '{"version":4}' },
      { place: "session", key: "ipCountryCode", value: "IN" },
      { place: "cookie", key: "user-has-accepted-cookies", value: "1" },
      { place: "local", key: "wglang", value: null },
      { place: "cookie", key: "s_e_t", value: null },
      { place: "session", key: null, value: null },
      { place: "cookie", key: null, value: null },
      { place: "session", key: "ipCountryCode", value: "GB" },
    ]);
    expect(browser.storage.get("session", "ipCountryCode")).toBe("GB");
  });
});

describe("leaving the page on the server", () => {
  it("the page is where the request is until a flow navigates", () => {
    const browser = pageBrowser("");
    expect(browser.navigation.current()).toEqual({
      origin: "http://storefront.test",
      pathname: "/marketplace/vouchers",
      search: "?page=2",
    });
    expect(browser.journal.navigated).toBe(false);
  });

  for (const move of ["assign", "replace", "push"] as const) {
    it(`${move} marks the start as navigated and moves the page`, () => {
      const browser = pageBrowser("");
      browser.navigation[move]("/marketplace/login?redirect=%2Fmarketplace%2Fcart");
      expect(browser.journal.navigated).toBe(true);
      expect(browser.navigation.current()).toEqual({
        origin: "http://storefront.test",
        pathname: "/marketplace/login",
        search: "?redirect=%2Fmarketplace%2Fcart",
      });
    });
  }
});
