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
import { BrowserStorage } from "./browser";

/** The persisted state of 'persist:root' (spec §4): always a valid version 4. */
export const loadPersisted = Effect.fn("persisted.load")(function* () {
  const storage = yield* BrowserStorage;
  return readPersisted(yield* storage.get("local", PERSIST_KEY));
});

/** Applies `patch` to the persisted state and writes it back; answers the saved state. */
export const savePersisted = Effect.fn("persisted.save")(function* (patch: PersistedPatch) {
  const storage = yield* BrowserStorage;
  const current = readPersisted(yield* storage.get("local", PERSIST_KEY));
  const next = applyPersistedPatch(current, patch);
  yield* storage.set("local", PERSIST_KEY, serializePersisted(next));
  return next;
});
