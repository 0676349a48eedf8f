/**
 * The developer drawer: lists the recorder's events live, downloads the current log, loads a
 * log and steps back and forth through it with a replay, showing every actor's state at the
 * chosen step, and draws each machine's chart with its actor's states highlighted (live, or at
 * the chosen step of a loaded log). It reads the system from outside (see ./source) and keeps its own UI state in
 * local React state, so opening it or stepping through a log never adds an event to the log.
 *
 * Opened with Ctrl+Shift+D (Cmd+Shift+D on Apple platforms) or `?devtools=1` in the URL at
 * start; closed with its close button, the same shortcut, or Escape. A production build shows it
 * only when the platform allows it.
 */
import { type KeyboardEvent, useEffect, useId, useReducer, useRef, useState } from "react";
import { ChartsPanel } from "./ChartsPanel";
import { LivePanel } from "./LivePanel";
import { LogPanel } from "./LogPanel";
import {
  drawerReducer,
  initialDrawerState,
  isApplePlatform,
  isDrawerAvailable,
  keyCommand,
  opensAtStart,
  TAB_LABELS,
  TABS,
  type Tab,
  tabForKey,
} from "./model";
import type { DevtoolsSource } from "./source";
import { Bar, Button, Drawer, DrawerSpacer, Hint, Panel, palette, TabButton, TabList } from "./styles";
import { ThirdPartyPanel } from "./ThirdPartyPanel";

export interface DevDrawerProps {
  /** What the drawer reads: live entries, the log text, live snapshots and a replay of this build. */
  readonly source: DevtoolsSource;
  /** The platform allows the drawer in a production build (development builds always have it). */
  readonly allowed: boolean;
  /** A development build; defaults to Vite's `import.meta.env.DEV`. */
  readonly dev?: boolean;
  /** The URL's query string read at start for `devtools=1`; defaults to `window.location.search`. */
  readonly search?: string;
  /**
   * The drawer is shown because its shortcut was pressed before its code had loaded (see
   * ./DrawerOnDemand): it opens at once and takes the focus, as the shortcut does later.
   */
  readonly openedByShortcut?: boolean;
}

const browserSearch = (): string => (typeof window === "undefined" ? "" : window.location.search);
const applePlatform = (): boolean => typeof navigator !== "undefined" && isApplePlatform(navigator.userAgent);

/** The drawer's height, for the fixed parts of the page to stay above it while it is open. */
const DRAWER_SPACE =
  ":root{--dev-drawer-space:max(45vh,280px)}@media (max-width:991px){:root{--dev-drawer-space:70vh}}";

export const DevDrawer = ({
  source,
  allowed,
  dev = import.meta.env.DEV,
  search,
  openedByShortcut = false,
}: DevDrawerProps) => {
  const available = isDrawerAvailable({ dev, allowed });
  const [state, dispatch] = useReducer(drawerReducer, undefined, () =>
    initialDrawerState(openedByShortcut || opensAtStart(search ?? browserSearch(), { dev, allowed })),
  );
  // The machine the charts tab shows, kept while other tabs are shown.
  const [chartMachine, setChartMachine] = useState<string | null>(null);
  const drawer = useRef<HTMLElement>(null);
  const open = state.open && available;
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);
  const idBase = useId();
  const tabId = (tab: Tab) => `${idBase}-tab-${tab}`;
  const panelId = (tab: Tab) => `${idBase}-panel-${tab}`;
  const apple = applePlatform();

  // The shortcut works anywhere on the page; Escape closes the drawer when the focus is inside it
  // or on no particular element, so it never takes Escape away from the page's own dialogs.
  useEffect(() => {
    if (!available) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const command = keyCommand(event, applePlatform());
      if (command === "toggle") {
        event.preventDefault();
        dispatch({ type: "toggle" });
        return;
      }
      if (command !== "close" || !openRef.current) return;
      const target = event.target;
      const inside = target instanceof Node && drawer.current?.contains(target) === true;
      const nowhere = target === document.body || target === document.documentElement || target === document;
      if (!inside && !nowhere) return;
      event.preventDefault();
      dispatch({ type: "close" });
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [available]);

  // Opening with the shortcut moves the focus into the drawer; closing gives it back.
  const returnFocus = useRef<Element | null>(null);
  const wasOpen = useRef(open && !openedByShortcut);
  useEffect(() => {
    if (open === wasOpen.current) return;
    wasOpen.current = open;
    if (open) {
      returnFocus.current = document.activeElement;
      drawer.current?.focus();
    } else {
      const previous = returnFocus.current;
      returnFocus.current = null;
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    }
  }, [open]);

  if (!open) return null;

  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabForKey(state.tab, event.key);
    if (next === null) return;
    event.preventDefault();
    dispatch({ type: "selectTab", tab: next });
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <>
      <DrawerSpacer aria-hidden="true" />
      <style>{DRAWER_SPACE}</style>
      <Drawer
        ref={drawer}
        className={palette}
        role="complementary"
        aria-label="Developer tools"
        tabIndex={-1}
      >
        <Bar>
          <h2>Developer tools</h2>
          <TabList role="tablist" aria-label="Developer tools views" onKeyDown={onTabKeyDown}>
            {TABS.map((tab) => (
              <TabButton
                key={tab}
                type="button"
                role="tab"
                id={tabId(tab)}
                aria-selected={state.tab === tab}
                aria-controls={state.tab === tab ? panelId(tab) : undefined}
                tabIndex={state.tab === tab ? 0 : -1}
                onClick={() => dispatch({ type: "selectTab", tab })}
              >
                {TAB_LABELS[tab]}
              </TabButton>
            ))}
          </TabList>
          <Hint>{apple ? "⌘⇧D" : "Ctrl+Shift+D"} toggles · Esc closes</Hint>
          <Button
            type="button"
            aria-label="Close developer tools"
            onClick={() => dispatch({ type: "close" })}
          >
            Close
          </Button>
        </Bar>
        <Panel role="tabpanel" id={panelId(state.tab)} aria-labelledby={tabId(state.tab)}>
          {state.tab === "live" ? (
            <LivePanel source={source} filter={state.filter} dispatch={dispatch} />
          ) : state.tab === "log" ? (
            <LogPanel
              source={source}
              loaded={state.loaded}
              step={state.step}
              error={state.error}
              dispatch={dispatch}
            />
          ) : state.tab === "thirdParty" ? (
            <ThirdPartyPanel source={source} />
          ) : (
            <ChartsPanel
              source={source}
              machine={chartMachine}
              onPickMachine={setChartMachine}
              loaded={state.loaded}
              step={state.step}
              dispatch={dispatch}
            />
          )}
        </Panel>
      </Drawer>
    </>
  );
};
