/**
 * The persisted state 'persist:root' in local storage (spec §4 'Persisted state'): read and
 * patched by the flows that own a slice of it (the site's settings, the cart's lines), so it
 * lives beside the browser services rather than in one flow's module.
 */
import {
  applyPersistedPatch,
  PERSIST_KEY,
  type PersistedPatch,
  readPersisted,
  serializePersisted,
} from "@domain/persisted";
import { Effect } from "effect";
import { BrowserStorage, Cookies } from "./browser";

/**
 * The cookie that mirrors 'persist:root' for the storefront server, so that a page it renders
 * shows what this browser would (the selected country, a guest's cart) and the browser resumes it
 * (src/effects/runtime/pageBrowser.ts reads the state from it). A state too large for a cookie
 * has no mirror: its pages start in the browser.
 */
export const PERSIST_MIRROR_COOKIE = "persist_root";

/** The largest mirror, in characters of its encoded value (a cookie holds about 4 kB). */
export const PERSIST_MIRROR_LIMIT = 3000;

/** Whether the persisted state `text` fits its cookie mirror. */
export const fitsMirror = (text: string): boolean => encodeURIComponent(text).length <= PERSIST_MIRROR_LIMIT;

/** The persisted state of 'persist:root' (spec §4): always a valid version 4. */
export const loadPersisted = Effect.fn("persisted.load")(function* () {
  const storage = yield* BrowserStorage;
  return readPersisted(yield* storage.get("local", PERSIST_KEY));
});

/**
 * Applies `patch` to the persisted state and writes it back, with its cookie mirror
 * ({@link PERSIST_MIRROR_COOKIE}); answers the saved state.
 */
export const savePersisted = Effect.fn("persisted.save")(function* (patch: PersistedPatch) {
  const storage = yield* BrowserStorage;
  const cookies = yield* Cookies;
  const current = readPersisted(yield* storage.get("local", PERSIST_KEY));
  const next = applyPersistedPatch(current, patch);
  const text = serializePersisted(next);
  yield* storage.set("local", PERSIST_KEY, text);
  yield* fitsMirror(text) ? cookies.set(PERSIST_MIRROR_COOKIE, text) : cookies.remove(PERSIST_MIRROR_COOKIE);
  return next;
});

/**
 * Brings the cookie mirror in line with the stored state, at the page's start: a state saved
 * before the mirror existed, or a mirror gone with the cookies, is mirrored again (or dropped).
 */
export const syncPersistedMirror = () =>
  Effect.gen(function* () {
    const text = yield* (yield* BrowserStorage).get("local", PERSIST_KEY);
    const cookies = yield* Cookies;
    const wanted = text !== null && fitsMirror(text) ? text : undefined;
    if ((yield* cookies.get(PERSIST_MIRROR_COOKIE)) === wanted) return;
    yield* wanted === undefined
      ? cookies.remove(PERSIST_MIRROR_COOKIE)
      : cookies.set(PERSIST_MIRROR_COOKIE, wanted);
  });
