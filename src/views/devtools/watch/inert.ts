/**
 * A watched page's intents are inert: it shows the recorded visit, and what is done on it (a
 * click, a key, a form sent, a text typed or pasted) does nothing. Each such intent is stopped
 * before the page sees it, and `onStopped` is told, so the page can say so. Moving the focus
 * (Tab) and scrolling with the keyboard still work: they change nothing the log holds.
 */

/** The pointer and form events a watched page stops. */
const STOPPED_EVENTS = ["click", "dblclick", "auxclick", "submit", "beforeinput", "paste", "drop"] as const;

/** Keys that only move the focus or scroll the page when the focus is on no field. */
const MOVING_KEYS: ReadonlySet<string> = new Set([
  "Tab",
  "Shift",
  "ArrowUp",
  "ArrowDown",
  "PageUp",
  "PageDown",
  "Home",
  "End",
]);

/** Whether `key` pressed on `target` only moves the focus or scrolls. */
export const onlyMoves = (key: string, target: EventTarget | null): boolean => {
  if (key === "Tab" || key === "Shift") return true;
  if (!MOVING_KEYS.has(key)) return false;
  const element = target as { readonly tagName?: unknown } | null;
  const tag = typeof element?.tagName === "string" ? element.tagName : "";
  return tag === "BODY" || tag === "HTML" || tag === "";
};

/** Stops every intent on `win`'s page; returns the function that lets them through again. */
export const makeInert = (win: Window, onStopped: (kind: string) => void): (() => void) => {
  const stop = (event: Event) => {
    if (event instanceof KeyboardEvent && onlyMoves(event.key, event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    onStopped(event.type);
  };
  const kinds = [...STOPPED_EVENTS, "keydown"];
  for (const kind of kinds) win.addEventListener(kind, stop, { capture: true });
  return () => {
    for (const kind of kinds) win.removeEventListener(kind, stop, { capture: true });
  };
};
