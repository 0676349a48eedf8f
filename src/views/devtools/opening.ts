/**
 * When the developer drawer is available and asked for: `?devtools=1` at start, or its keyboard
 * shortcut. Kept apart from the drawer's model so the page can listen for the shortcut without
 * loading the drawer, the replay and every machine before the drawer is first opened.
 */

// ---------------------------------------------------------------------------------------------
// Availability and opening

/** The query parameter that opens the drawer when the page starts: `?devtools=1`. */
export const DEVTOOLS_PARAM = "devtools";

export interface Availability {
  /** A development build (Vite's `import.meta.env.DEV`). */
  readonly dev: boolean;
  /** The platform allows the drawer in a production build. */
  readonly allowed: boolean;
}

/** Development builds always have the drawer; production builds only when the platform allows it. */
export const isDrawerAvailable = ({ dev, allowed }: Availability): boolean => dev || allowed;

/** Whether `search` (the URL's query string, with or without its '?') asks for the drawer: `devtools=1`. */
export const asksForDrawer = (search: string): boolean =>
  new URLSearchParams(search.startsWith("?") ? search.slice(1) : search).getAll(DEVTOOLS_PARAM).includes("1");

/** Whether the drawer is open when the page starts. */
export const opensAtStart = (search: string, availability: Availability): boolean =>
  isDrawerAvailable(availability) && asksForDrawer(search);

// ---------------------------------------------------------------------------------------------
// Keyboard

/** The parts of a keyboard event the shortcuts look at. */
export interface KeyPress {
  readonly key: string;
  readonly code?: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

export type KeyCommand = "toggle" | "close";

/** Whether a platform string (`navigator.platform` / `userAgent`) is an Apple one, where Cmd replaces Ctrl. */
export const isApplePlatform = (platform: string): boolean => /Mac|iPhone|iPad|iPod/i.test(platform);

/**
 * The drawer command of a key press: Ctrl+Shift+D (Cmd+Shift+D on Apple platforms) toggles the
 * drawer, Escape closes it; any other key (or an extra modifier) is not the drawer's.
 */
export const keyCommand = (press: KeyPress, apple: boolean): KeyCommand | null => {
  if (press.key === "Escape" && !press.ctrlKey && !press.metaKey && !press.altKey && !press.shiftKey) {
    return "close";
  }
  const isD = press.code === "KeyD" || press.key.toLowerCase() === "d";
  if (!isD || !press.shiftKey || press.altKey) return null;
  const primary = apple ? press.metaKey && !press.ctrlKey : press.ctrlKey && !press.metaKey;
  return primary ? "toggle" : null;
};
