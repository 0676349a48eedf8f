import { type EventLog, type LogEntry, parseLog } from "@domain/eventlog/format";
import {
  asksForDrawer,
  compactState,
  type DrawerState,
  divergenceMessage,
  downloadFileName,
  drawerReducer,
  formatRow,
  initialDrawerState,
  isApplePlatform,
  isAtBottom,
  isDrawerAvailable,
  type KeyPress,
  keyCommand,
  LIVE_ROW_LIMIT,
  LOG_FILE_ACCEPT,
  type LoadResult,
  loadErrorMessage,
  matchesFilter,
  mergeEntries,
  opensAtStart,
  prettyJson,
  readLog,
  revealScrollTop,
  sliderMoveForKey,
  stepRange,
  stepView,
  tabForKey,
  windowAround,
} from "@views/devtools/model";
import { describe, expect, it } from "vitest";
import { fixtureBuild, fixtureReplay, recordFixture, settle } from "../eventlog/fixture";

/** A recorded session: 10 events (see tests/eventlog). */
const journeyText = async (): Promise<string> => {
  const run = recordFixture();
  run.actor.send({ type: "PING_COUNTER" });
  run.clock.increment(1000);
  run.actor.send({ type: "LOGIN", email: "priya@demo.example", password: "Demo@1234" });
  await settle();
  run.actor.send({ type: "PING_COUNTER" });
  run.clock.increment(5000);
  return run.recorder.toText();
};

const loadedLog = (result: LoadResult): EventLog => {
  if (result.kind !== "loaded") throw new Error(`expected a loaded log, got ${result.kind}`);
  return result.log;
};

const press = (key: string, modifiers: Partial<Omit<KeyPress, "key">> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

const entry = (step: number, overrides: Partial<LogEntry> = {}): LogEntry => ({
  kind: "event",
  step,
  time: step * 10,
  actor: "root",
  path: "root",
  sender: null,
  input: "external",
  event: { type: "PING_COUNTER" },
  digest: "0123456789abcdef",
  state: "out",
  ...overrides,
});

describe("availability and opening: development builds, production only when allowed, ?devtools=1", () => {
  it("a development build always has the drawer", () => {
    expect(isDrawerAvailable({ dev: true, allowed: false })).toBe(true);
    expect(isDrawerAvailable({ dev: true, allowed: true })).toBe(true);
  });

  it("a production build has it only when the platform allows it", () => {
    expect(isDrawerAvailable({ dev: false, allowed: false })).toBe(false);
    expect(isDrawerAvailable({ dev: false, allowed: true })).toBe(true);
  });

  it("devtools=1 in the query string asks for the drawer, with or without '?'", () => {
    expect(asksForDrawer("?devtools=1")).toBe(true);
    expect(asksForDrawer("devtools=1")).toBe(true);
    expect(asksForDrawer("?utm_source=mail&devtools=1")).toBe(true);
    expect(asksForDrawer("?devtools=0")).toBe(false);
    expect(asksForDrawer("?devtools=")).toBe(false);
    expect(asksForDrawer("?debug=1")).toBe(false);
    expect(asksForDrawer("")).toBe(false);
  });

  it("opens at start only when asked for and available", () => {
    expect(opensAtStart("?devtools=1", { dev: true, allowed: false })).toBe(true);
    expect(opensAtStart("?devtools=1", { dev: false, allowed: true })).toBe(true);
    expect(opensAtStart("?devtools=1", { dev: false, allowed: false })).toBe(false);
    expect(opensAtStart("", { dev: true, allowed: true })).toBe(false);
  });
});

describe("keyboard: Ctrl+Shift+D (Cmd+Shift+D on macOS) toggles, Escape closes", () => {
  it("Ctrl+Shift+D toggles on Windows and Linux", () => {
    expect(keyCommand(press("D", { code: "KeyD", ctrlKey: true, shiftKey: true }), false)).toBe("toggle");
    // Without `code` (older browsers), the key alone.
    expect(keyCommand(press("d", { ctrlKey: true, shiftKey: true }), false)).toBe("toggle");
  });

  it("Cmd+Shift+D toggles on macOS, and Ctrl+Shift+D does not", () => {
    expect(keyCommand(press("D", { code: "KeyD", metaKey: true, shiftKey: true }), true)).toBe("toggle");
    expect(keyCommand(press("D", { code: "KeyD", ctrlKey: true, shiftKey: true }), true)).toBeNull();
  });

  it("Cmd+Shift+D does nothing outside macOS", () => {
    expect(keyCommand(press("D", { code: "KeyD", metaKey: true, shiftKey: true }), false)).toBeNull();
  });

  it("needs both modifiers and no Alt", () => {
    expect(keyCommand(press("d", { code: "KeyD", ctrlKey: true }), false)).toBeNull();
    expect(keyCommand(press("D", { code: "KeyD", shiftKey: true }), false)).toBeNull();
    expect(
      keyCommand(press("D", { code: "KeyD", ctrlKey: true, shiftKey: true, altKey: true }), false),
    ).toBeNull();
    expect(keyCommand(press("E", { code: "KeyE", ctrlKey: true, shiftKey: true }), false)).toBeNull();
  });

  it("Escape closes; Escape with a modifier is not the drawer's", () => {
    expect(keyCommand(press("Escape", { code: "Escape" }), false)).toBe("close");
    expect(keyCommand(press("Escape", { code: "Escape" }), true)).toBe("close");
    expect(keyCommand(press("Escape", { shiftKey: true }), false)).toBeNull();
  });

  it("recognises Apple platforms from the user agent", () => {
    expect(isApplePlatform("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15")).toBe(true);
    expect(isApplePlatform("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)")).toBe(true);
    expect(isApplePlatform("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36")).toBe(false);
    expect(isApplePlatform("Mozilla/5.0 (X11; Linux x86_64)")).toBe(false);
  });

  it("arrow keys, Home and End move between the tabs, wrapping", () => {
    expect(tabForKey("live", "ArrowRight")).toBe("log");
    expect(tabForKey("log", "ArrowRight")).toBe("charts");
    expect(tabForKey("charts", "ArrowRight")).toBe("thirdParty");
    expect(tabForKey("thirdParty", "ArrowRight")).toBe("live");
    expect(tabForKey("live", "ArrowLeft")).toBe("thirdParty");
    expect(tabForKey("log", "Home")).toBe("live");
    expect(tabForKey("live", "End")).toBe("thirdParty");
    expect(tabForKey("live", "Enter")).toBeNull();
  });

  it("←/→ on the step slider move one step, Home/End to the first/last", () => {
    expect(sliderMoveForKey("ArrowLeft")).toEqual({ by: -1 });
    expect(sliderMoveForKey("ArrowRight")).toEqual({ by: 1 });
    expect(sliderMoveForKey("Home")).toEqual({ to: "first" });
    expect(sliderMoveForKey("End")).toEqual({ to: "last" });
    expect(sliderMoveForKey("a")).toBeNull();
  });
});

describe("the drawer's UI state", () => {
  const closed = initialDrawerState(false);

  it("starts on the live tab with nothing loaded, open or closed as asked", () => {
    expect(closed).toEqual({ open: false, tab: "live", filter: "", loaded: null, step: null, error: null });
    expect(initialDrawerState(true).open).toBe(true);
  });

  it("the shortcut toggles; the close button and Escape close; opening twice keeps it open", () => {
    const opened = drawerReducer(closed, { type: "toggle" });
    expect(opened.open).toBe(true);
    expect(drawerReducer(opened, { type: "toggle" }).open).toBe(false);
    expect(drawerReducer(opened, { type: "close" }).open).toBe(false);
    expect(drawerReducer(closed, { type: "close" })).toBe(closed);
    expect(drawerReducer(opened, { type: "open" })).toBe(opened);
  });

  it("keeps the tab, the filter and the loaded log across closing and opening", async () => {
    const log = loadedLog(readLog(await journeyText(), fixtureReplay));
    let state = drawerReducer(initialDrawerState(true), {
      type: "logRead",
      fileName: "a.ndjson",
      result: { kind: "loaded", log, text: "" },
    });
    state = drawerReducer(state, { type: "setFilter", filter: "counter" });
    state = drawerReducer(drawerReducer(state, { type: "toggle" }), { type: "toggle" });
    expect(state).toMatchObject({ open: true, tab: "log", filter: "counter", step: 1 });
    expect(state.loaded?.fileName).toBe("a.ndjson");
  });

  it("selects a tab", () => {
    expect(drawerReducer(closed, { type: "selectTab", tab: "log" }).tab).toBe("log");
    expect(drawerReducer(closed, { type: "selectTab", tab: "live" })).toBe(closed);
  });

  it("a loaded log shows the log tab at its first step and clears an earlier error", async () => {
    const log = loadedLog(readLog(await journeyText(), fixtureReplay));
    const withError = drawerReducer(closed, {
      type: "logRead",
      fileName: "bad.ndjson",
      result: { kind: "malformed", line: 2, reason: "not JSON" },
    });
    const state = drawerReducer(withError, {
      type: "logRead",
      fileName: "good.ndjson",
      result: { kind: "loaded", log, text: "" },
    });
    expect(state.tab).toBe("log");
    expect(state.step).toBe(1);
    expect(state.error).toBeNull();
    expect(state.loaded?.fileName).toBe("good.ndjson");
  });

  it("a log that cannot be used shows its error and drops the previous log", async () => {
    const log = loadedLog(readLog(await journeyText(), fixtureReplay));
    const loaded = drawerReducer(closed, {
      type: "logRead",
      fileName: "good.ndjson",
      result: { kind: "loaded", log, text: "" },
    });
    const state = drawerReducer(loaded, {
      type: "logRead",
      fileName: "other.ndjson",
      result: { kind: "incompatible", problems: ["format version 2 in the log, this build reads version 1"] },
    });
    expect(state.loaded).toBeNull();
    expect(state.step).toBeNull();
    expect(state.error).toEqual({
      kind: "incompatible",
      problems: ["format version 2 in the log, this build reads version 1"],
    });
  });

  describe("stepping through a log of steps 1 to 10", () => {
    const at = async (step: number): Promise<DrawerState> => {
      const log = loadedLog(readLog(await journeyText(), fixtureReplay));
      const state = drawerReducer(closed, {
        type: "logRead",
        fileName: "a.ndjson",
        result: { kind: "loaded", log, text: "" },
      });
      return drawerReducer(state, { type: "stepTo", step });
    };

    it("Previous and Next move one step and stop at the first and the last", async () => {
      expect(drawerReducer(await at(4), { type: "stepBy", by: 1 }).step).toBe(5);
      expect(drawerReducer(await at(4), { type: "stepBy", by: -1 }).step).toBe(4 - 1);
      const first = await at(1);
      expect(drawerReducer(first, { type: "stepBy", by: -1 })).toBe(first);
      const last = await at(10);
      expect(drawerReducer(last, { type: "stepBy", by: 1 })).toBe(last);
    });

    it("the slider's value is clamped to the log's steps", async () => {
      expect((await at(0)).step).toBe(1);
      expect((await at(99)).step).toBe(10);
      expect((await at(7)).step).toBe(7);
    });

    it("Home and End go to the first and last step", async () => {
      expect(drawerReducer(await at(6), { type: "stepToEnd", end: "first" }).step).toBe(1);
      expect(drawerReducer(await at(6), { type: "stepToEnd", end: "last" }).step).toBe(10);
    });

    it("closing the log forgets it", async () => {
      const state = drawerReducer(await at(6), { type: "unloadLog" });
      expect(state).toMatchObject({ loaded: null, step: null, error: null });
    });
  });

  it("stepping without a log changes nothing", () => {
    expect(drawerReducer(closed, { type: "stepBy", by: 1 })).toBe(closed);
    expect(drawerReducer(closed, { type: "stepTo", step: 3 })).toBe(closed);
  });
});

describe("loading a log file", () => {
  it("offers .ndjson, .jsonl, .txt and .log files", () => {
    expect(LOG_FILE_ACCEPT.split(",")).toEqual([".ndjson", ".jsonl", ".txt", ".log"]);
  });

  it("reads a log this build can replay", async () => {
    const result = readLog(await journeyText(), fixtureReplay);
    expect(result.kind).toBe("loaded");
    expect(stepRange(loadedLog(result))).toEqual({ first: 1, last: 10 });
  });

  it("a malformed log gives npm run replay's 'refused: malformed log, line N: reason' instead of throwing", async () => {
    const [header] = (await journeyText()).split("\n");
    const result = readLog(`${header}\n{oops`, fixtureReplay);
    expect(result).toMatchObject({ kind: "malformed", line: 2 });
    if (result.kind !== "malformed") return;
    expect(loadErrorMessage(result).title).toMatch(/^refused: malformed log, line 2: not JSON \(/);
    expect(loadErrorMessage(result).items).toEqual([]);
  });

  it("a file that is not a log at all is malformed at line 1", () => {
    const result = readLog("hello", fixtureReplay);
    expect(result.kind).toBe("malformed");
    if (result.kind !== "malformed") return;
    expect(loadErrorMessage(result).title).toMatch(/^refused: malformed log, line 1: not JSON/);
    const empty = readLog("", fixtureReplay);
    expect(empty).toEqual({ kind: "malformed", line: 1, reason: "the log is empty: no header" });
    if (empty.kind !== "malformed") return;
    expect(loadErrorMessage(empty).title).toBe("refused: malformed log, line 1: the log is empty: no header");
  });

  it("a log of an incompatible build lists what differs under npm run replay's heading", async () => {
    const text = (await journeyText()).replace('"version":1', '"version":2');
    const result = readLog(text, fixtureReplay);
    expect(result).toEqual({
      kind: "incompatible",
      problems: ["format version 2 in the log, this build reads version 1"],
    });
    if (result.kind !== "incompatible") return;
    expect(loadErrorMessage(result)).toEqual({
      title: "refused: the log comes from an incompatible build",
      items: ["format version 2 in the log, this build reads version 1"],
    });
  });

  it("a log whose machine definition differs names the machine", async () => {
    const build = fixtureBuild();
    const text = (await journeyText()).replace(build.machines.counter, "ffffffffffffffff");
    const result = readLog(text, fixtureReplay);
    expect(result.kind === "incompatible" && result.problems).toEqual([
      `machine 'counter' differs (log ffffffffffffffff, this build ${build.machines.counter})`,
    ]);
  });

  it("a log with a header only has no steps", async () => {
    const [header] = (await journeyText()).split("\n");
    const log = loadedLog(readLog(`${header}\n`, fixtureReplay));
    expect(stepRange(log)).toBeNull();
    const state = drawerReducer(initialDrawerState(true), {
      type: "logRead",
      fileName: "empty.ndjson",
      result: { kind: "loaded", log, text: "" },
    });
    expect(state.step).toBeNull();
  });
});

describe("a replay step: the event of the step and every actor's state then", () => {
  it("shows the logged event of the chosen step and each actor's snapshot at it", async () => {
    const log = parseLog(await journeyText());
    const at4 = stepView(log, 4, fixtureReplay(log, 4));
    expect(at4.entry).toMatchObject({
      step: 4,
      actor: "counter",
      input: "internal",
      event: { type: "PING" },
    });
    expect(at4.snapshots.counter).toMatchObject({ value: "busy", context: { count: 0, pings: 1 } });
    expect(at4.snapshots.root).toMatchObject({ value: "out" });
    expect(at4.divergence).toBeNull();
    expect(at4.problems).toEqual([]);

    const at7 = stepView(log, 7, fixtureReplay(log, 7));
    expect(at7.entry?.event.type).toBe("xstate.done.actor.0.parent.loggingIn");
    expect(at7.snapshots.counter).toMatchObject({ value: "idle" });
    expect(at7.snapshots.root).toMatchObject({ value: "in" });
  });

  it("shows a divergence at or before the chosen step: step, actor, event and reason", async () => {
    const lines = (await journeyText()).trim().split("\n");
    // Step 9 (INC to the counter) claims another snapshot than the replay produces.
    lines[9] = lines[9]?.replace(/"digest":"[0-9a-f]{16}"/, '"digest":"0000000000000000"') ?? "";
    const log = parseLog(lines.join("\n"));

    expect(stepView(log, 8, fixtureReplay(log, 8)).divergence).toBeNull();
    const view = stepView(log, 10, fixtureReplay(log, 10));
    expect(view.divergence).toMatchObject({ step: 9, actor: "counter", event: "INC" });
    if (view.divergence === null) return;
    expect(divergenceMessage(view.divergence)).toBe(
      "The replay diverged at step 9 (actor 'counter', event 'INC'): the snapshot after the event differs",
    );
  });

  it("carries an incompatible outcome's problems", async () => {
    const log = parseLog(await journeyText());
    const view = stepView(log, 3, {
      kind: "incompatible",
      problems: ["machine 'counter' is not in this build"],
    });
    expect(view.problems).toEqual(["machine 'counter' is not in this build"]);
    expect(view.snapshots).toEqual({});
    expect(view.entry?.step).toBe(3);
  });
});

describe("live rows: at most the last 2000, newest at the bottom", () => {
  it("keeps only the last 2000 rows", () => {
    expect(LIVE_ROW_LIMIT).toBe(2000);
    const many = Array.from({ length: 2500 }, (_, i) => entry(i + 1));
    const rows = mergeEntries([], many);
    expect(rows).toHaveLength(2000);
    expect(rows[0]?.step).toBe(501);
    expect(rows[rows.length - 1]?.step).toBe(2500);
    const more = mergeEntries(rows, [entry(2501)]);
    expect(more).toHaveLength(2000);
    expect(more[0]?.step).toBe(502);
    expect(more[more.length - 1]?.step).toBe(2501);
  });

  it("keeps step order when entries complete out of order, and a completed entry replaces its row", () => {
    const pending = entry(4, { actor: "counter", digest: null, state: null });
    const rows = mergeEntries([entry(1), entry(2), entry(3)], [pending]);
    const completed = mergeEntries(rows, [entry(5), entry(4, { actor: "counter", state: "busy" })]);
    expect(completed.map((r) => r.step)).toEqual([1, 2, 3, 4, 5]);
    expect(completed[3]?.state).toBe("busy");
  });

  it("returns the same rows when nothing arrived", () => {
    const rows = [entry(1), entry(2)];
    expect(mergeEntries(rows, [])).toBe(rows);
  });

  it("follows new rows only when the table is scrolled to the bottom", () => {
    expect(isAtBottom({ scrollTop: 600, scrollHeight: 1000, clientHeight: 400 })).toBe(true);
    expect(isAtBottom({ scrollTop: 595, scrollHeight: 1000, clientHeight: 400 })).toBe(true);
    expect(isAtBottom({ scrollTop: 500, scrollHeight: 1000, clientHeight: 400 })).toBe(false);
    expect(isAtBottom({ scrollTop: 0, scrollHeight: 300, clientHeight: 400 })).toBe(true);
  });

  it("scrolls the log's list just enough to show the chosen row below the sticky head", () => {
    const box = { scrollTop: 100, clientHeight: 200 };
    expect(revealScrollTop({ top: 150, bottom: 175 }, box, 25)).toBeNull();
    expect(revealScrollTop({ top: 110, bottom: 135 }, box, 25)).toBe(85);
    expect(revealScrollTop({ top: 300, bottom: 325 }, box, 25)).toBe(125);
    expect(revealScrollTop({ top: 10, bottom: 35 }, box, 25)).toBe(0);
  });

  it("lists a window of a long log around the chosen event", () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    expect(windowAround(items, 5, 4)).toEqual({ start: 3, items: [3, 4, 5, 6] });
    expect(windowAround(items, 0, 4)).toEqual({ start: 0, items: [0, 1, 2, 3] });
    expect(windowAround(items, 9, 4)).toEqual({ start: 6, items: [6, 7, 8, 9] });
    expect(windowAround(items, 5, 20)).toEqual({ start: 0, items });
  });
});

describe("row formatting: step, time ms, actor, event type, input kind, compact state", () => {
  it("formats a recorded entry", async () => {
    const log = parseLog(await journeyText());
    const rows = log.entries.map(formatRow);
    expect(rows[4]).toEqual({
      step: "5",
      time: "1000",
      actor: "counter",
      type: "xstate.after.1000.counter.busy",
      input: "timer",
      state: "idle",
    });
    expect(rows.map((r) => r.input)).toEqual([
      "init",
      "init",
      "external",
      "internal",
      "timer",
      "external",
      "effect",
      "external",
      "internal",
      "timer",
    ]);
  });

  it("writes a nested state as a dotted path and parallel regions joined by ', '", () => {
    expect(compactState("idle")).toBe("idle");
    expect(compactState({ checkout: { payment: "idle" } })).toBe("checkout.payment.idle");
    expect(compactState({ cart: "ready", session: { in: "fresh" } })).toBe("cart.ready, session.in.fresh");
    expect(compactState({ done: {} })).toBe("done");
    expect(compactState(null)).toBe("—");
    expect(compactState(3)).toBe("3");
  });

  it("cuts a long state at 80 characters with '…'", () => {
    const long = compactState({ a: "x".repeat(200) });
    expect(long).toHaveLength(80);
    expect(long.endsWith("…")).toBe(true);
    expect(long.startsWith("a.xxx")).toBe(true);
  });

  it("pretty-prints JSON for the state views", () => {
    expect(prettyJson({ value: "idle", context: { count: 1 } })).toBe(
      '{\n  "value": "idle",\n  "context": {\n    "count": 1\n  }\n}',
    );
  });
});

describe("the live filter on actor and event type", () => {
  const ping = { actor: "counter", event: { type: "PING" } };
  const login = { actor: "root", event: { type: "LOGIN" } };

  it("a blank filter shows every event", () => {
    expect(matchesFilter(ping, "")).toBe(true);
    expect(matchesFilter(ping, "   ")).toBe(true);
  });

  it("matches the actor or the event type, ignoring case", () => {
    expect(matchesFilter(ping, "Counter")).toBe(true);
    expect(matchesFilter(ping, "ping")).toBe(true);
    expect(matchesFilter(login, "ping")).toBe(false);
    expect(matchesFilter(login, "log")).toBe(true);
  });

  it("every word must match", () => {
    expect(matchesFilter(ping, "counter ping")).toBe(true);
    expect(matchesFilter(ping, "counter login")).toBe(false);
  });
});

describe("download file name storefront-events-{YYYYMMDD-HHMMSS}.ndjson", () => {
  it("uses the local date and time, zero-padded", () => {
    expect(downloadFileName(new Date(2026, 10, 25, 9, 5, 7))).toBe(
      "storefront-events-20261125-090507.ndjson",
    );
    expect(downloadFileName(new Date(2027, 0, 1, 23, 59, 59))).toBe(
      "storefront-events-20270101-235959.ndjson",
    );
  });
});
