// @vitest-environment happy-dom
/**
 * Resuming in the browser from the server's start (src/app/resume.ts): which starts the page
 * takes (one that reads as a start and agrees with the browser's own storage, cookies, login flag,
 * wallet and address), how the server's writes become the browser's, which late flows load first,
 * the delayed events armed again between the restored actors, and the viewport sent only when the
 * server guessed another.
 */
import type { BootInput } from "@app/boot";
import type { PageStart } from "@app/render";
import {
  agreesWith,
  applyWrites,
  armTimers,
  lateFlowsOf,
  readPageStart,
  resumableStart,
  type StoredValues,
  sendViewport,
} from "@app/resume";
import { type JournalRead, pageReadsOf } from "@effects/runtime/pageBrowser";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type AnyEventObject,
  assign,
  createActor,
  type EventObject,
  SimulatedClock,
  type Snapshot,
  sendTo,
  setup,
} from "xstate";
import { fakeDocument } from "../support/cookieJar";

const boot: BootInput = {
  location: { origin: "http://storefront.test", pathname: "/marketplace/vouchers", search: "?page=2" },
  viewport: { width: 1440, height: 900 },
  language: "en-GB",
  loginFlag: true,
  walletId: "wallet-7",
  supportEmail: "support@rewards-storefront.example",
  inIframe: false,
  features: { perksCompanies: null, cashout: true },
};

const journalReads: JournalRead[] = [
  { place: "local", key: "persist:root", value: null },
  { place: "local", key: "wglang", value: "fr" },
  { place: "session", key: "a_t", value: null },
  { place: "cookie", key: "user-has-accepted-cookies", value: "1" },
];
/** The server's start wrote the persisted state: a browser holding it agrees too. */
const journalWrites = [{ place: "local", key: "persist:root", value: '{"version":4}' }] as const;

/** The page carries digests of the values read, never the values. */
const reads = await pageReadsOf({ reads: journalReads, writes: [...journalWrites] });

const start: PageStart = {
  input: { ...boot, viewport: { width: 1280, height: 800 } },
  snapshot: { status: "active", value: {}, context: {}, children: {} },
  language: "fr",
  timers: [],
  journal: { reads, writes: [] },
};

/** The browser's own values: each read of the journal answered from `values` ("place:key"). */
const storedValues = (values: Readonly<Record<string, string>>): StoredValues => ({
  read: (place, key) => values[`${place}:${key}`] ?? null,
});

/** What the browser holds when it agrees with every read of {@link start}. */
const agreeing = { "local:wglang": "fr", "cookie:user-has-accepted-cookies": "1" };

/** An element carrying `text` as the page carries its start. */
const startElement = (text: string) => {
  const element = document.createElement("script");
  element.type = "application/json";
  element.textContent = text;
  return element;
};

describe("the start the page carries", () => {
  it("reads as the start it was written as", () => {
    expect(readPageStart(startElement(JSON.stringify(start)))).toEqual(start);
  });

  it("none without the element", () => {
    expect(readPageStart(null)).toBeNull();
  });

  it("none when it is not JSON", () => {
    expect(readPageStart(startElement(""))).toBeNull();
    expect(readPageStart(startElement('{"input":'))).toBeNull();
    expect(readPageStart(startElement("<div>rendered</div>"))).toBeNull();
  });

  it("none when it is JSON of another shape", () => {
    const shapes: unknown[] = [
      null,
      [start],
      "start",
      42,
      { ...start, input: undefined },
      { ...start, input: [] },
      { ...start, snapshot: null },
      { ...start, snapshot: "snapshot" },
      { ...start, journal: undefined },
      { ...start, journal: [] },
      { ...start, journal: { writes: [] } },
      { ...start, journal: { reads: {}, writes: [] } },
      { ...start, journal: { reads: [], writes: null } },
      { ...start, timers: undefined },
      { ...start, timers: {} },
    ];
    for (const shape of shapes)
      expect(readPageStart(startElement(JSON.stringify(shape))), JSON.stringify(shape)).toBeNull();
  });
});

describe("whether the browser agrees with what the server saw", () => {
  it("agrees when the login flag, wallet, frame, address and every journal read are the same", async () => {
    expect(await agreesWith(start, boot, storedValues(agreeing))).toBe(true);
    // The viewport and language are the server's guess: the browser sends its own afterwards.
    expect(await agreesWith(start, { ...boot, language: "de" }, storedValues(agreeing))).toBe(true);
  });

  it("agrees with a value the server's start itself left (the next page of a visit)", async () => {
    const left = { ...agreeing, "local:persist:root": '{"version":4}' };
    expect(await agreesWith(start, boot, storedValues(left))).toBe(true);
  });

  it("a session token read from its cookie agrees with the tab holding it, or none (a tab opened after sign-in), never another", async () => {
    const signedIn = await pageReadsOf({
      reads: [
        { place: "session", key: "a_t", value: "token-1" },
        { place: "session", key: "s_e_t", value: "1" },
      ],
      writes: [],
    });
    expect(signedIn.map((read) => read.orNone)).toEqual([true, true]);
    const withToken: PageStart = { ...start, journal: { reads: signedIn, writes: [] } };
    const tab = (values: Record<string, string>) => agreesWith(withToken, boot, storedValues(values));
    expect(await tab({ "session:a_t": "token-1", "session:s_e_t": "1" })).toBe(true);
    expect(await tab({})).toBe(true);
    expect(await tab({ "session:a_t": "token-2", "session:s_e_t": "1" })).toBe(false);
    expect(await tab({ "session:s_e_t": "0" })).toBe(false);
    // Other session values are the tab's own: none is not the same as one.
    expect(reads.find((read) => read.place === "local")).not.toHaveProperty("orNone");
  });

  it("the page carries no value it read, only digests", () => {
    expect(JSON.stringify(start.journal.reads)).not.toContain("fr");
    expect(reads[1]?.seen).toMatch(/^[0-9a-f]{64}$/);
    expect(reads[0]?.left).toMatch(/^[0-9a-f]{64}$/);
    expect(reads[1]).not.toHaveProperty("left");
  });

  it("disagrees on any one difference", async () => {
    const values = storedValues(agreeing);
    const differences: [string, BootInput, StoredValues][] = [
      ["login flag", { ...boot, loginFlag: false }, values],
      ["wallet id", { ...boot, walletId: "wallet-8" }, values],
      ["no wallet id", { ...boot, walletId: null }, values],
      ["in a frame", { ...boot, inIframe: true }, values],
      ["path", { ...boot, location: { ...boot.location, pathname: "/marketplace/cart" } }, values],
      ["search", { ...boot, location: { ...boot.location, search: "?page=3" } }, values],
      ["no search", { ...boot, location: { ...boot.location, search: "" } }, values],
      // spec §9: the phone layout below 992 px; the server guessed a desktop (1280 px).
      [
        "a phone where the server guessed a desktop",
        { ...boot, viewport: { width: 991, height: 800 } },
        values,
      ],
      ["a stored value that differs", boot, storedValues({ ...agreeing, "local:wglang": "de" })],
      [
        "a stored value the server did not see",
        boot,
        storedValues({ ...agreeing, "local:persist:root": "{}" }),
      ],
      ["a token the server did not see", boot, storedValues({ ...agreeing, "session:a_t": "token-1" })],
      ["a cookie that differs", boot, storedValues({ ...agreeing, "cookie:user-has-accepted-cookies": "0" })],
      ["a cookie that is missing", boot, storedValues({ "local:wglang": "fr" })],
    ];
    for (const [difference, browser, stored] of differences)
      expect(await agreesWith(start, browser, stored), difference).toBe(false);
  });

  it("the page's start is taken only when it reads as one and agrees", async () => {
    const element = startElement(JSON.stringify(start));
    expect(await resumableStart(element, boot, storedValues(agreeing))).toEqual(start);
    expect(await resumableStart(element, { ...boot, loginFlag: false }, storedValues(agreeing))).toBeNull();
    expect(await resumableStart(startElement("{"), boot, storedValues(agreeing))).toBeNull();
    expect(await resumableStart(null, boot, storedValues(agreeing))).toBeNull();
  });
});

describe("the server's writes made the browser's own", () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it("in order, on the live storage and cookies", () => {
    const { doc, jar } = fakeDocument();
    vi.stubGlobal("document", doc);
    localStorage.setItem("wglang", "de");
    sessionStorage.setItem("s_e_t", "1");
    jar.set("s_e_t", "1");
    jar.set("consent", "yes");
    applyWrites([
      { place: "local", key: "persist:root", value: '{"version":4}' },
      { place: "session", key: "ipCountryCode", value: "IN" },
      { place: "local", key: "wglang", value: null },
      { place: "cookie", key: "user-has-accepted-cookies", value: "1" },
      { place: "cookie", key: "consent", value: null },
      { place: "session", key: null, value: null },
      { place: "session", key: "ipCountryCode", value: "GB" },
      { place: "cookie", key: null, value: null },
      { place: "cookie", key: "country", value: "Great Britain" },
      { place: "local", key: "persist:root", value: '{"version":5}' },
    ]);
    expect(localStorage.getItem("persist:root")).toBe('{"version":5}');
    expect(localStorage.getItem("wglang")).toBeNull();
    expect(localStorage.length).toBe(1);
    // Cleared after the first write: only the later one stays.
    expect(sessionStorage.getItem("ipCountryCode")).toBe("GB");
    expect(sessionStorage.getItem("s_e_t")).toBeNull();
    expect(sessionStorage.length).toBe(1);
    // Every cookie cleared, then one set (its value encoded as the live cookies set it).
    expect(doc.cookie).toBe("country=Great%20Britain");
  });

  it("a removed cookie goes, the others stay", () => {
    const { doc, jar } = fakeDocument();
    vi.stubGlobal("document", doc);
    jar.set("s_e_t", "1");
    jar.set("consent", "yes");
    applyWrites([
      { place: "cookie", key: "consent", value: null },
      { place: "cookie", key: "user-has-accepted-cookies", value: "1" },
    ]);
    expect(doc.cookie).toBe("s_e_t=1; user-has-accepted-cookies=1");
  });

  it("nothing to write changes nothing", () => {
    const { doc, jar, writes } = fakeDocument();
    vi.stubGlobal("document", doc);
    localStorage.setItem("wglang", "fr");
    jar.set("consent", "yes");
    applyWrites([]);
    expect(localStorage.getItem("wglang")).toBe("fr");
    expect(writes).toEqual([]);
  });
});

describe("the late flows a start had spawned", () => {
  const withChildren = (children: unknown): PageStart => ({
    ...start,
    snapshot: { status: "active", value: {}, context: {}, children },
  });

  it("are the late flows among the snapshot's children, in the order their code is listed", () => {
    const child = { snapshot: { status: "active" }, src: "flow" };
    expect(
      lateFlowsOf(
        withChildren({ session: child, cart: child, listing: child, product: child, redeemGuide: child }),
      ),
    ).toEqual(["product", "listing", "redeemGuide"]);
  });

  it("none when only the start's own flows ran, or the snapshot has no children", () => {
    expect(lateFlowsOf(withChildren({ session: {}, site: {}, country: {}, search: {}, cart: {} }))).toEqual(
      [],
    );
    expect(lateFlowsOf({ ...start, snapshot: { status: "active" } })).toEqual([]);
    expect(lateFlowsOf({ ...start, snapshot: null })).toEqual([]);
  });
});

describe("the delayed events a start was waiting for", () => {
  /** A flow that gives up waiting after 1000 ms, and a root that reminds it after 3000 ms. */
  const pollerMachine = setup({
    types: {} as { context: { reminded: number }; events: { type: "REMIND" } },
  }).createMachine({
    id: "poller",
    context: { reminded: 0 },
    initial: "waiting",
    on: { REMIND: { actions: assign({ reminded: ({ context }) => context.reminded + 1 }) } },
    states: { waiting: { after: { 1000: "checking" } }, checking: {} },
  });
  const rootMachine = setup({ actors: { poller: pollerMachine } }).createMachine({
    id: "page",
    invoke: { src: "poller", id: "poller", systemId: "poller" },
    entry: sendTo("poller", { type: "REMIND" }, { delay: 3000, id: "remind" }),
  });

  /** The root and its poller as the server leaves them, and the delayed events it waits for. */
  const serverStart = () => {
    const server = createActor(rootMachine, { systemId: "root", clock: new SimulatedClock() });
    server.start();
    const system: {
      getSnapshot(): {
        readonly _scheduledEvents: Readonly<
          Record<string, { readonly event: EventObject; readonly delay: number; readonly id: string }>
        >;
      };
    } = server.system;
    const scheduled = Object.values(system.getSnapshot()._scheduledEvents).map(({ event, delay, id }) => ({
      event,
      delay,
      id,
    }));
    const snapshot = server.getPersistedSnapshot();
    server.stop();
    return { snapshot, scheduled };
  };

  const timers: PageStart["timers"] = [
    {
      source: "poller",
      target: "poller",
      event: { type: "xstate.after.1000.poller.waiting" },
      delay: 1000,
      id: "xstate.after.1000.poller.waiting",
    },
    { source: "root", target: "poller", event: { type: "REMIND" }, delay: 3000, id: "remind" },
  ];

  /** The browser's system restored from the server's snapshot, on a clock of its own. */
  const resumed = (snapshot: Snapshot<unknown>) => {
    const clock = new SimulatedClock();
    const root = createActor(rootMachine, { systemId: "root", clock, snapshot });
    root.start();
    const poller = () => {
      const ref = root.system.get("poller");
      if (ref === undefined) throw new Error("no poller");
      const state: { readonly value: unknown; readonly context: { readonly reminded: number } } =
        ref.getSnapshot();
      return { value: state.value, reminded: state.context.reminded };
    };
    return { root, clock, poller };
  };

  it("are the ones the server's system had scheduled", () => {
    expect(serverStart().scheduled).toEqual(timers.map(({ event, delay, id }) => ({ event, delay, id })));
  });

  it("restoring the snapshot alone arms none of them", () => {
    const { root, clock, poller } = resumed(serverStart().snapshot);
    clock.increment(5000);
    expect(poller()).toEqual({ value: "waiting", reminded: 0 });
    root.stop();
  });

  it("armed again between the restored actors, each fires once its delay has passed", () => {
    const { root, clock, poller } = resumed(serverStart().snapshot);
    armTimers(root, { ...start, timers });
    clock.increment(999);
    expect(poller()).toEqual({ value: "waiting", reminded: 0 });
    clock.increment(1);
    expect(poller()).toEqual({ value: "checking", reminded: 0 });
    clock.increment(1999);
    expect(poller()).toEqual({ value: "checking", reminded: 0 });
    clock.increment(1);
    expect(poller()).toEqual({ value: "checking", reminded: 1 });
    root.stop();
  });

  it("one between actors the browser's system does not have is left out", () => {
    const { root, clock, poller } = resumed(serverStart().snapshot);
    const [first] = timers;
    if (first === undefined) throw new Error("no timer");
    armTimers(root, {
      ...start,
      timers: [
        { ...first, source: "gone" },
        { ...first, target: "gone", id: "other" },
      ],
    });
    clock.increment(5000);
    expect(poller()).toEqual({ value: "waiting", reminded: 0 });
    root.stop();
  });
});

describe("the browser's own viewport", () => {
  const sent = () => {
    const events: AnyEventObject[] = [];
    return { events, root: { send: (event: AnyEventObject) => void events.push(event) } };
  };

  it("is sent as ENV.VIEWPORT when the server guessed another size", () => {
    const wider = sent();
    sendViewport(wider.root, { width: 1280, height: 800 }, { width: 1440, height: 800 });
    expect(wider.events).toEqual([{ type: "ENV.VIEWPORT", width: 1440, height: 800 }]);
    const taller = sent();
    sendViewport(taller.root, { width: 390, height: 844 }, { width: 390, height: 664 });
    expect(taller.events).toEqual([{ type: "ENV.VIEWPORT", width: 390, height: 664 }]);
  });

  it("is not sent when the guess was right", () => {
    const same = sent();
    sendViewport(same.root, { width: 390, height: 844 }, { width: 390, height: 844 });
    expect(same.events).toEqual([]);
  });
});
