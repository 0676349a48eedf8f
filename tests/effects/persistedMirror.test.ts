/**
 * The persisted state's cookie mirror (src/effects/runtime/persisted.ts): every save writes
 * 'persist:root' (spec §4 'Persisted state') and a cookie the storefront server renders pages
 * from, so a guest's cart and country show on the page it sends; a state too large for a cookie
 * has none; a page's start brings the mirror in line with local storage.
 */
import { PERSIST_KEY, readPersisted } from "@domain/persisted";
import { makeMemoryBrowser } from "@effects/runtime/browser";
import { makePageBrowser } from "@effects/runtime/pageBrowser";
import {
  fitsMirror,
  loadPersisted,
  PERSIST_MIRROR_COOKIE,
  PERSIST_MIRROR_LIMIT,
  savePersisted,
  syncPersistedMirror,
} from "@effects/runtime/persisted";
import { Effect, type Layer } from "effect";
import { describe, expect, it } from "vitest";
import { lineOf, productOf } from "../support/catalogue";

const run = <A, E, R>(effect: Effect.Effect<A, E, R>, layer: Layer.Layer<R>): A =>
  Effect.runSync(Effect.provide(effect, layer));

/** A guest's voucher line (spec §4 'Cart actions': logged out, only the local cart changes). */
const line = (productId: number) => lineOf(productOf(productId, `Gift card ${productId}`), 1000);

describe("the persisted state's cookie mirror", () => {
  it("is written with the state on every save, and the server's page browser reads the state from it", () => {
    const browser = makeMemoryBrowser();
    run(
      savePersisted({ appInfo: { selectedCountry: "Germany", selectedCountryCode: "DE", userCountry: 958 } }),
      browser.layer,
    );
    const stored = browser.state.local.get(PERSIST_KEY);
    expect(stored).toBeDefined();
    expect(browser.state.cookies.get(PERSIST_MIRROR_COOKIE)?.value).toBe(stored);
    // The server sees the request's cookies: its flows read the same state from them.
    const server = makePageBrowser(
      "http://storefront.test/marketplace",
      browser.environment.cookies?.() ?? "",
    );
    const seen = run(loadPersisted(), server.layer);
    expect(seen.appInfo.selectedCountry).toBe("Germany");
    expect(seen).toEqual(readPersisted(stored ?? null));
    expect(server.journal.reads).toContainEqual({ place: "local", key: PERSIST_KEY, value: stored });
  });

  it("is dropped when the state outgrows a cookie, which the state itself keeps", () => {
    const browser = makeMemoryBrowser();
    run(savePersisted({ cart: { vouchers: [line(40211)] } }), browser.layer);
    expect(browser.state.cookies.has(PERSIST_MIRROR_COOKIE)).toBe(true);
    const many = Array.from({ length: 60 }, (_, i) => line(40000 + i));
    run(savePersisted({ cart: { vouchers: many } }), browser.layer);
    const stored = browser.state.local.get(PERSIST_KEY) ?? "";
    expect(encodeURIComponent(stored).length).toBeGreaterThan(PERSIST_MIRROR_LIMIT);
    expect(fitsMirror(stored)).toBe(false);
    expect(readPersisted(stored).cart.vouchers).toHaveLength(60);
    expect(browser.state.cookies.has(PERSIST_MIRROR_COOKIE)).toBe(false);
  });

  it("is brought in line with local storage at a page's start: added, replaced or dropped", () => {
    const state = '{"version":4}';
    const unmirrored = makeMemoryBrowser({ local: { [PERSIST_KEY]: state } });
    run(syncPersistedMirror(), unmirrored.layer);
    expect(unmirrored.state.cookies.get(PERSIST_MIRROR_COOKIE)?.value).toBe(state);

    const stale = makeMemoryBrowser({
      local: { [PERSIST_KEY]: state },
      cookies: { [PERSIST_MIRROR_COOKIE]: "{}" },
    });
    run(syncPersistedMirror(), stale.layer);
    expect(stale.state.cookies.get(PERSIST_MIRROR_COOKIE)?.value).toBe(state);

    const orphan = makeMemoryBrowser({ cookies: { [PERSIST_MIRROR_COOKIE]: state } });
    run(syncPersistedMirror(), orphan.layer);
    expect(orphan.state.cookies.has(PERSIST_MIRROR_COOKIE)).toBe(false);

    const none = makeMemoryBrowser();
    run(syncPersistedMirror(), none.layer);
    expect(none.state.cookies.size).toBe(0);
  });
});
