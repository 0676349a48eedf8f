/**
 * The developer drawer's own logic, free of the DOM: when the drawer is available and open, its
 * keyboard shortcuts, the reducer of its UI state (tab, filter, loaded log, chosen step, load
 * error), reading a log file, what a replay step shows, and the formatting of event rows.
 *
 * The drawer inspects the recorded system from outside: nothing here sends an event into it.
 */
import {
  type EventLog,
  type InputKind,
  type LogEntry,
  MalformedLog,
  parseLog,
} from "@domain/eventlog/format";
import type { Json } from "@domain/eventlog/hash";
import { INCOMPATIBLE_REFUSAL, malformedRefusal } from "@eventlog/refusal";
import type { Divergence, ReplayOutcome } from "@eventlog/replay";
import type { DevtoolsSource } from "./source";

export {
  type Availability,
  asksForDrawer,
  DEVTOOLS_PARAM,
  isApplePlatform,
  isDrawerAvailable,
  type KeyCommand,
  type KeyPress,
  keyCommand,
  opensAtStart,
} from "./opening";

export type Tab = "live" | "log" | "charts" | "thirdParty";
export const TABS: readonly Tab[] = ["live", "log", "charts", "thirdParty"];
export const TAB_LABELS: Readonly<Record<Tab, string>> = {
  live: "Live events",
  log: "Load a log",
  charts: "Charts",
  thirdParty: "Third parties",
};

/** The tab an arrow, Home or End key moves to inside the tab list (wrapping); null for other keys. */
export const tabForKey = (current: Tab, key: string): Tab | null => {
  const index = TABS.indexOf(current);
  const at = (i: number): Tab | null => TABS[(i + TABS.length) % TABS.length] ?? null;
  switch (key) {
    case "ArrowRight":
      return at(index + 1);
    case "ArrowLeft":
      return at(index - 1);
    case "Home":
      return at(0);
    case "End":
      return at(TABS.length - 1);
    default:
      return null;
  }
};

/** The step move a key makes on the step slider: ←/→ one step, Home/End the first/last step. */
export type SliderMove = { readonly by: number } | { readonly to: "first" | "last" };

export const sliderMoveForKey = (key: string): SliderMove | null => {
  switch (key) {
    case "ArrowLeft":
    case "ArrowDown":
      return { by: -1 };
    case "ArrowRight":
    case "ArrowUp":
      return { by: 1 };
    case "Home":
      return { to: "first" };
    case "End":
      return { to: "last" };
    default:
      return null;
  }
};

// ---------------------------------------------------------------------------------------------
// Loading a log

/** The file types the "Load log" input offers. */
export const LOG_FILE_ACCEPT = ".ndjson,.jsonl,.txt,.log";

/** Why a log could not be loaded. */
export type LoadError =
  | { readonly kind: "malformed"; readonly line: number; readonly reason: string }
  | { readonly kind: "incompatible"; readonly problems: readonly string[] }
  | { readonly kind: "unreadable"; readonly reason: string };

export type LoadResult =
  | { readonly kind: "loaded"; readonly log: EventLog; readonly text: string }
  | LoadError;

/**
 * Reads the text of a log file: parses it (a malformed log gives its line and reason) and asks
 * the replay whether this build can replay it (an incompatible log gives the problems). The
 * compatibility probe replays no event (`until` 0), so it is cheap.
 */
export const readLog = (text: string, replay: DevtoolsSource["replay"]): LoadResult => {
  let log: EventLog;
  try {
    log = parseLog(text);
  } catch (error) {
    if (error instanceof MalformedLog) return { kind: "malformed", line: error.line, reason: error.reason };
    return { kind: "unreadable", reason: error instanceof Error ? error.message : String(error) };
  }
  const probe = replay(log, 0);
  if (probe.kind === "incompatible") return { kind: "incompatible", problems: probe.problems };
  return { kind: "loaded", log, text };
};

/** What the drawer shows for a load error: a title and, for an incompatible log, the problems. */
export const loadErrorMessage = (
  error: LoadError,
): { readonly title: string; readonly items: readonly string[] } => {
  switch (error.kind) {
    case "malformed":
      return { title: malformedRefusal(error), items: [] };
    case "incompatible":
      return { title: INCOMPATIBLE_REFUSAL, items: error.problems };
    case "unreadable":
      return { title: `The file could not be read: ${error.reason}`, items: [] };
  }
};

/** The first and last step of a log's events; null when it holds none. */
export const stepRange = (log: EventLog): { readonly first: number; readonly last: number } | null => {
  const first = log.entries[0];
  const last = log.entries[log.entries.length - 1];
  return first === undefined || last === undefined ? null : { first: first.step, last: last.step };
};

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

// ---------------------------------------------------------------------------------------------
// The drawer's UI state

export interface LoadedLog {
  readonly fileName: string;
  readonly log: EventLog;
  /** The log's text, as read (the watched page reads it again in its own frame). */
  readonly text: string;
}

export interface DrawerState {
  readonly open: boolean;
  readonly tab: Tab;
  /** Filter text of the live table (actor or event type). */
  readonly filter: string;
  readonly loaded: LoadedLog | null;
  /** The chosen step of the loaded log; null when none is loaded or it has no events. */
  readonly step: number | null;
  readonly error: LoadError | null;
}

export type DrawerAction =
  | { readonly type: "toggle" }
  | { readonly type: "open" }
  | { readonly type: "close" }
  | { readonly type: "selectTab"; readonly tab: Tab }
  | { readonly type: "setFilter"; readonly filter: string }
  | { readonly type: "logRead"; readonly fileName: string; readonly result: LoadResult }
  | { readonly type: "stepTo"; readonly step: number }
  | { readonly type: "stepBy"; readonly by: number }
  | { readonly type: "stepToEnd"; readonly end: "first" | "last" }
  | { readonly type: "unloadLog" };

export const initialDrawerState = (open: boolean): DrawerState => ({
  open,
  tab: "live",
  filter: "",
  loaded: null,
  step: null,
  error: null,
});

const moveStep = (
  state: DrawerState,
  target: (range: { first: number; last: number }, step: number) => number,
) => {
  if (state.loaded === null || state.step === null) return state;
  const range = stepRange(state.loaded.log);
  if (range === null) return state;
  const step = clamp(Math.round(target(range, state.step)), range.first, range.last);
  return step === state.step ? state : { ...state, step };
};

export const drawerReducer = (state: DrawerState, action: DrawerAction): DrawerState => {
  switch (action.type) {
    case "toggle":
      return { ...state, open: !state.open };
    case "open":
      return state.open ? state : { ...state, open: true };
    case "close":
      return state.open ? { ...state, open: false } : state;
    case "selectTab":
      return state.tab === action.tab ? state : { ...state, tab: action.tab };
    case "setFilter":
      return { ...state, filter: action.filter };
    case "logRead": {
      // A log that cannot be used replaces the previous one: its steps are never shown beside
      // the new file's error.
      if (action.result.kind !== "loaded") {
        return { ...state, tab: "log", loaded: null, step: null, error: action.result };
      }
      const { log, text } = action.result;
      return {
        ...state,
        tab: "log",
        loaded: { fileName: action.fileName, log, text },
        step: stepRange(log)?.first ?? null,
        error: null,
      };
    }
    case "stepTo":
      return moveStep(state, () => action.step);
    case "stepBy":
      return moveStep(state, (_range, step) => step + action.by);
    case "stepToEnd":
      return moveStep(state, (range) => (action.end === "first" ? range.first : range.last));
    case "unloadLog":
      return { ...state, loaded: null, step: null, error: null };
  }
};

// ---------------------------------------------------------------------------------------------
// A replay step

export interface StepView {
  /** The logged event of the chosen step. */
  readonly entry: LogEntry | undefined;
  /** Every actor's state at the step the replay reached. */
  readonly snapshots: Record<string, Json>;
  /** Where the replay left the log, when it did at or before the chosen step. */
  readonly divergence: Divergence | null;
  /** This build cannot replay the log (the problems), when so. */
  readonly problems: readonly string[];
}

/** What the log tab shows at `step`, from the replay outcome up to that step. */
export const stepView = (
  log: EventLog,
  step: number,
  outcome: ReplayOutcome & { readonly snapshots?: Record<string, Json> },
): StepView => {
  const entry = log.entries.find((e) => e.step === step);
  const snapshots = outcome.snapshots ?? {};
  switch (outcome.kind) {
    case "incompatible":
      return { entry, snapshots, divergence: null, problems: outcome.problems };
    case "diverged":
      return {
        entry,
        snapshots,
        divergence: outcome.divergence.step <= step ? outcome.divergence : null,
        problems: [],
      };
    case "replayed":
      return { entry, snapshots, divergence: null, problems: [] };
  }
};

/** The sentence that reports a divergence: step, actor, event and reason. */
export const divergenceMessage = (divergence: Divergence): string =>
  `The replay diverged at step ${divergence.step} (actor '${divergence.actor}', event '${divergence.event}'): ${divergence.reason}`;

// ---------------------------------------------------------------------------------------------
// Rows

/** At most this many live rows are kept in view (the newest). */
export const LIVE_ROW_LIMIT = 2000;

/**
 * The live rows after `added` entries arrived: an entry of a step already shown replaces that row
 * (the recorder completes an entry once its recipient's snapshot is known, and entries complete
 * out of step order), rows stay in step order (newest at the end) and only the last `limit` stay.
 */
export const mergeEntries = (
  rows: readonly LogEntry[],
  added: readonly LogEntry[],
  limit: number = LIVE_ROW_LIMIT,
): readonly LogEntry[] => {
  if (added.length === 0) return rows.length > limit ? rows.slice(rows.length - limit) : rows;
  const byStep = new Map<number, LogEntry>();
  for (const row of rows) byStep.set(row.step, row);
  for (const entry of added) byStep.set(entry.step, entry);
  const all = [...byStep.values()].sort((a, b) => a.step - b.step);
  return all.length > limit ? all.slice(all.length - limit) : all;
};

/**
 * At most `size` consecutive items of `items` around index `center` (the window clamped to the
 * list), with the index of its first item.
 */
export const windowAround = <T>(
  items: readonly T[],
  center: number,
  size: number,
): { readonly start: number; readonly items: readonly T[] } => {
  if (items.length <= size) return { start: 0, items };
  const start = clamp(center - Math.floor(size / 2), 0, items.length - size);
  return { start, items: items.slice(start, start + size) };
};

const MAX_STATE_LENGTH = 80;

const statePaths = (value: Json): string[] => {
  if (typeof value === "string") return [value];
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [JSON.stringify(value)];
  const record = value as { readonly [key: string]: Json };
  const keys = Object.keys(record);
  if (keys.length === 0) return [];
  return keys.flatMap((key) => {
    const child = record[key];
    const inner = child === undefined ? [] : statePaths(child);
    return inner.length === 0 ? [key] : inner.map((path) => `${key}.${path}`);
  });
};

/**
 * A state value in one short line: an atomic state by its name, a nested one as a dotted path
 * (`checkout.payment.idle`), parallel regions joined by ', '; cut at 80 characters with '…'.
 * No state yet (an entry whose recipient has not settled) is '—'.
 */
export const compactState = (value: Json): string => {
  const text = value === null ? "—" : statePaths(value).join(", ");
  return text.length > MAX_STATE_LENGTH ? `${text.slice(0, MAX_STATE_LENGTH - 1)}…` : text;
};

/** One row of an event table, as shown. */
export interface EventRow {
  readonly step: string;
  readonly time: string;
  readonly actor: string;
  readonly type: string;
  readonly input: InputKind;
  readonly state: string;
}

/** A logged event as a table row: step, logical time in ms, actor, event type, kind of input, compact state after. */
export const formatRow = (entry: LogEntry): EventRow => ({
  step: String(entry.step),
  time: String(Math.round(entry.time)),
  actor: entry.actor,
  type: entry.event.type,
  input: entry.input,
  state: compactState(entry.state),
});

/**
 * Whether an event matches the filter text: every word of it (case-insensitive) appears in the
 * actor's name or the event type. A blank filter matches every event.
 */
export const matchesFilter = (entry: Pick<LogEntry, "actor" | "event">, filter: string): boolean => {
  const words = filter
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== "");
  if (words.length === 0) return true;
  const haystack = `${entry.actor}\n${entry.event.type}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
};

/** A JSON value pretty-printed for the drawer's JSON views. */
export const prettyJson = (value: Json | undefined): string =>
  value === undefined ? "undefined" : JSON.stringify(value, null, 2);

// ---------------------------------------------------------------------------------------------
// Download and scrolling

const two = (n: number): string => String(n).padStart(2, "0");

/** The name of a downloaded log: `storefront-events-{YYYYMMDD-HHMMSS}.ndjson`, in local time. */
export const downloadFileName = (at: Date): string =>
  `storefront-events-${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}-${two(at.getHours())}${two(
    at.getMinutes(),
  )}${two(at.getSeconds())}.ndjson`;

/** The MIME type of a downloaded log. */
export const LOG_MIME_TYPE = "application/x-ndjson";

/**
 * The scrollTop that brings a row (`top`/`bottom` in the box's content, in px) fully into a
 * scrolled box whose first `stickyTop` px are covered by a sticky table head; null when the row
 * is already in sight. Only the box scrolls, never the page around it.
 */
export const revealScrollTop = (
  row: { readonly top: number; readonly bottom: number },
  box: { readonly scrollTop: number; readonly clientHeight: number },
  stickyTop = 0,
): number | null => {
  if (row.top - stickyTop < box.scrollTop) return Math.max(0, row.top - stickyTop);
  if (row.bottom > box.scrollTop + box.clientHeight) return row.bottom - box.clientHeight;
  return null;
};

/** Whether a scrolled box is at (or within `tolerance` px of) its bottom: only then does the live table follow new rows. */
export const isAtBottom = (
  box: { readonly scrollTop: number; readonly scrollHeight: number; readonly clientHeight: number },
  tolerance = 8,
): boolean => box.scrollHeight - box.scrollTop - box.clientHeight <= tolerance;
