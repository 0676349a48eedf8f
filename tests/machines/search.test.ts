import { readFileSync } from "node:fs";
import type { SearchItem } from "@contract/catalogue";
import { SEARCH_BLUR_HIDE_MS, SEARCH_DEBOUNCE_MS, type SearchScope, searchViewOf } from "@domain/search";
import type { SearchRequest } from "@effects/search";
import { searchActors } from "@effects/search";
import { type ErrorData, present } from "@errors";
import { searchEventSchemas, searchMachine } from "@machines/search";
import type { ShellInput } from "@machines/shell";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromPromise, waitFor } from "xstate";
import { liveBrowser, type ReferenceApi, settle, startReferenceApi, startSystem } from "../support/harness";

const ORIGIN = "http://storefront.test";

const inputAt = (pathname: string): ShellInput => ({
  location: { origin: ORIGIN, pathname, search: "" },
  viewport: { width: 1280, height: 800 },
  language: "en",
  loggedIn: false,
  inIframe: false,
  features: { perksCompanies: null, cashout: true },
});

const india: SearchScope = {
  customUrl: "/",
  countryId: 976,
  countryName: "India",
  countryCode: "IN",
  experienceCountryId: 99,
};

const orbit: SearchItem = {
  name: "orbit shopping gift card",
  url: "orbit-shopping-gift-card",
  type: "vouchers",
  product_id: 50866,
};
const kayak: SearchItem = {
  name: "Sunset Kayaking in Bangalore",
  url: "sunset-kayaking-in-bangalore",
  type: "experience",
  product_id: 61022,
};

/** What the search effect fails with when get_items fails or answers success other than 1 (spec §8). */
const searchFailed: ErrorData = { _tag: "SearchFailed", reason: "ServerError (get_items)" };

interface Call {
  readonly input: SearchRequest;
  readonly signal: AbortSignal;
  readonly resolve: (items: readonly SearchItem[]) => void;
  readonly reject: (error: unknown) => void;
}

/** The search with a `searchItems` answered by the test; each call keeps its abort signal. */
const start = (pathname = "/marketplace/home") => {
  const calls: Call[] = [];
  const machine = searchMachine.provide({
    actors: {
      searchItems: fromPromise<readonly SearchItem[], SearchRequest>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            calls.push({ input, signal, resolve, reject });
          }),
      ),
    },
  });
  const started = startSystem(machine, "search", inputAt(pathname), []);
  /** The context with the status, focus and dropdown the views read from the state's tags. */
  const context = () => {
    const snapshot = started.actor.getSnapshot();
    return {
      ...snapshot.context,
      ...searchViewOf((tag) => snapshot.hasTag(tag), snapshot.context.results.length),
    };
  };
  const type = (text: string, scope: SearchScope = india) =>
    started.actor.send({ type: "SEARCH.INPUT", text, scope });
  const call = (index: number): Call => {
    const found = calls[index];
    if (found === undefined) throw new Error(`No search call ${index}`);
    return found;
  };
  return { ...started, calls, call, context, type };
};

/** Types `text` with focus and lets the 1000 ms debounce run out. */
const searchFor = (run: ReturnType<typeof start>, text: string) => {
  run.actor.send({ type: "SEARCH.FOCUS" });
  run.type(text);
  run.clock.increment(SEARCH_DEBOUNCE_MS);
};

describe("the search machine follows the machine rules", () => {
  const code = readFileSync(new URL("../../machines/search.ts", import.meta.url), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");

  it("has the id of its systemId 'search'", () => {
    expect(searchMachine.id).toBe("search");
  });

  it("reads no clock, randomness or browser and runs no effect itself", () => {
    for (const pattern of [
      /\bDate\b/,
      /\bMath\.random\b/,
      /\bwindow\b/,
      /\bdocument\b/,
      /\bsetTimeout\b/,
      /\bfetch\(/,
      /\bcallOperation\b/,
      /\bEffect\.run/,
      /\bdelay\s*:/,
    ]) {
      expect(code, String(pattern)).not.toMatch(pattern);
    }
  });

  it("describes every outside event by a schema and handles each of them", () => {
    const handled = new Set<string>(searchMachine.root.events);
    const types = searchEventSchemas.map((schema) => {
      const ast = schema.fields.type.ast;
      return ast._tag === "Literal" ? String(ast.literal) : "";
    });
    expect(types).toEqual([
      "SEARCH.INPUT",
      "SEARCH.FOCUS",
      "SEARCH.BLUR",
      "SEARCH.CLEAR",
      "SEARCH.CLOSE",
      "SEARCH.MOVE",
      "ENV.VIEWPORT",
      "ENV.LOCATION",
    ]);
    for (const type of types) expect(handled.has(type), type).toBe(true);
  });

  it("the view's input event decodes with its schema", () => {
    const [inputSchema] = searchEventSchemas;
    const event = { type: "SEARCH.INPUT", text: "orbit", scope: india };
    expect(Schema.decodeUnknownSync(inputSchema)(event)).toEqual(event);
  });

  it("declares its effect 'searchItems' by name", () => {
    expect(Object.keys(searchMachine.implementations.actors)).toEqual(["searchItems"]);
  });
});

describe("spec §4 Search: idle → searching ('Searching...') → results or empty", () => {
  it("starts idle with nothing shown", () => {
    const run = start();
    expect(run.context()).toMatchObject({
      status: "idle",
      open: false,
      results: [],
      text: "",
      searchedKey: "",
    });
  });

  it("searching shows 'Searching...' (status searching, dropdown open), then the results", async () => {
    const run = start();
    searchFor(run, "orbit");
    expect(run.context()).toMatchObject({ status: "searching", open: true });
    run.call(0).resolve([orbit, kayak]);
    await settle();
    expect(run.context()).toMatchObject({ status: "results", open: true, results: [orbit, kayak] });
  });

  it("nothing found gives the empty state, with no dropdown", async () => {
    const run = start();
    searchFor(run, "zzzz");
    run.call(0).resolve([]);
    await settle();
    expect(run.context()).toMatchObject({ status: "empty", open: false, results: [], error: null });
  });
});

describe("spec §5, §9: input is debounced 1000 ms", () => {
  it("searches only 1000 ms after the input", () => {
    const run = start();
    run.type("orbit");
    expect(run.context().status).toBe("debouncing");
    run.clock.increment(SEARCH_DEBOUNCE_MS - 1);
    expect(run.calls).toHaveLength(0);
    run.clock.increment(1);
    expect(run.calls).toHaveLength(1);
    expect(run.context().status).toBe("searching");
  });

  it("a new input during the wait restarts it; only the last text is searched", () => {
    const run = start();
    run.type("orb");
    run.clock.increment(600);
    run.type("orbit");
    run.clock.increment(600);
    expect(run.calls).toHaveLength(0);
    run.clock.increment(400);
    expect(run.calls).toHaveLength(1);
    expect(run.call(0).input.search_text.search_key).toBe("orbit");
  });
});

describe("spec §4: a new search cancels the one in flight", () => {
  it("a new input while searching interrupts the search (its abort signal fires) and searches again", async () => {
    const run = start();
    searchFor(run, "orbit");
    const first = run.call(0);
    expect(first.signal.aborted).toBe(false);
    run.type("kayak");
    expect(first.signal.aborted).toBe(true);
    // The cancelled search's late answer changes nothing.
    first.resolve([orbit]);
    await settle();
    expect(run.context()).toMatchObject({ status: "debouncing", results: [] });
    run.clock.increment(SEARCH_DEBOUNCE_MS);
    expect(run.call(1).input.search_text.search_key).toBe("kayak");
    run.call(1).resolve([kayak]);
    await settle();
    expect(run.context().results).toEqual([kayak]);
  });

  it("emptying the input interrupts the search in flight", () => {
    const run = start();
    searchFor(run, "orbit");
    run.type("");
    expect(run.call(0).signal.aborted).toBe(true);
    expect(run.context().status).toBe("idle");
  });
});

describe("spec §5: empty input clears the results; fewer than 3 characters does not search", () => {
  it("empty input clears the results", async () => {
    const run = start();
    searchFor(run, "orbit");
    run.call(0).resolve([orbit]);
    await settle();
    run.type("");
    expect(run.context()).toMatchObject({ status: "idle", results: [], open: false, text: "" });
  });

  it("SEARCH.CLEAR empties the input and the results", async () => {
    const run = start();
    searchFor(run, "orbit");
    run.call(0).resolve([orbit]);
    await settle();
    run.actor.send({ type: "SEARCH.CLEAR" });
    expect(run.context()).toMatchObject({ status: "idle", results: [], open: false, text: "" });
  });

  it("2 characters never search, even after 1000 ms", () => {
    const run = start();
    run.type("or");
    run.clock.increment(SEARCH_DEBOUNCE_MS * 3);
    expect(run.calls).toHaveLength(0);
    expect(run.context()).toMatchObject({ status: "idle", text: "or" });
  });

  it("characters removed by the clean-up do not count: 'o.r!' does not search", () => {
    const run = start();
    run.type("o.r!");
    run.clock.increment(SEARCH_DEBOUNCE_MS);
    expect(run.calls).toHaveLength(0);
  });

  it("spec §4: results hide when the input holds fewer than 3 characters, and are kept", async () => {
    const run = start();
    searchFor(run, "orbit");
    run.call(0).resolve([orbit]);
    await settle();
    run.type("or");
    expect(run.context()).toMatchObject({ open: false, status: "idle", results: [orbit] });
  });
});

describe("spec §5, §7.3: what is searched", () => {
  it("the key without % ! & . ( ), and the search_text of spec §7.3", () => {
    const run = start();
    searchFor(run, "(Orbit) & co!");
    expect(run.call(0).input).toEqual({
      search_text: {
        search_key: "Orbit  co",
        experience: "query=Orbit  co&",
        custom_url: "/",
        limitFilter: "all",
        country_id: 976,
        country_name: "India",
        countryCode: "IN",
      },
    });
    expect(run.context().searchedKey).toBe("Orbit  co");
  });

  it("on a vouchers page country_id is the experience-country id", () => {
    const run = start("/marketplace/vouchers");
    searchFor(run, "orbit");
    expect(run.call(0).input.search_text.country_id).toBe(99);
  });

  it("the page path follows ENV.LOCATION", () => {
    const run = start("/marketplace/home");
    run.actor.send({ type: "ENV.LOCATION", pathname: "/acme/vouchers", search: "" });
    searchFor(run, "orbit");
    expect(run.call(0).input.search_text.country_id).toBe(99);
  });

  it("the scope of the last input is used: site custom_url and country", () => {
    const run = start();
    run.actor.send({ type: "SEARCH.FOCUS" });
    run.type("orbit", {
      customUrl: "/outsider",
      countryId: 1200,
      countryName: "Germany",
      countryCode: "DE",
      experienceCountryId: null,
    });
    run.clock.increment(SEARCH_DEBOUNCE_MS);
    expect(run.call(0).input.search_text).toMatchObject({
      custom_url: "/outsider",
      country_id: 1200,
      country_name: "Germany",
      countryCode: "DE",
    });
  });
});

describe("spec §8: search failure gives empty results and no message", () => {
  it("a failed call → empty, no results, nothing shown", async () => {
    const run = start();
    searchFor(run, "orbit");
    run.call(0).reject(searchFailed);
    await settle();
    expect(run.context()).toMatchObject({ status: "empty", results: [], open: false });
    expect(run.context().error).toEqual(searchFailed);
    expect(present(searchFailed)).toEqual({ kind: "empty", of: "results" });
  });

  it("a failure after earlier results drops them", async () => {
    const run = start();
    searchFor(run, "orbit");
    run.call(0).resolve([orbit]);
    await settle();
    run.type("orbits");
    run.clock.increment(SEARCH_DEBOUNCE_MS);
    run.call(1).reject(searchFailed);
    await settle();
    expect(run.context()).toMatchObject({ status: "empty", results: [] });
  });
});

describe("spec §4, §9: results hide 500 ms after the input blurs; focusing again shows them", () => {
  const withResults = async () => {
    const run = start();
    searchFor(run, "orbit");
    run.call(0).resolve([orbit, kayak]);
    await settle();
    return run;
  };

  it("still open 499 ms after the blur, hidden at 500 ms", async () => {
    const run = await withResults();
    run.actor.send({ type: "SEARCH.BLUR" });
    expect(run.context().open).toBe(true);
    run.clock.increment(SEARCH_BLUR_HIDE_MS - 1);
    expect(run.context().open).toBe(true);
    run.clock.increment(1);
    expect(run.context()).toMatchObject({ open: false, focus: "blurred", results: [orbit, kayak] });
  });

  it("focusing again shows the kept results", async () => {
    const run = await withResults();
    run.actor.send({ type: "SEARCH.BLUR" });
    run.clock.increment(SEARCH_BLUR_HIDE_MS);
    run.actor.send({ type: "SEARCH.FOCUS" });
    expect(run.context()).toMatchObject({ open: true, results: [orbit, kayak] });
  });

  it("focus back within 500 ms keeps the dropdown open", async () => {
    const run = await withResults();
    run.actor.send({ type: "SEARCH.BLUR" });
    run.clock.increment(200);
    run.actor.send({ type: "SEARCH.FOCUS" });
    run.clock.increment(SEARCH_BLUR_HIDE_MS);
    expect(run.context().open).toBe(true);
  });

  it("a search that ends without focus shows nothing until focus", async () => {
    const run = start();
    run.type("orbit");
    run.clock.increment(SEARCH_DEBOUNCE_MS);
    run.call(0).resolve([orbit]);
    await settle();
    expect(run.context()).toMatchObject({ status: "results", open: false });
    run.actor.send({ type: "SEARCH.FOCUS" });
    expect(run.context().open).toBe(true);
  });
});

describe("the combobox: Escape closes, arrow keys move the highlight", () => {
  const withResults = async () => {
    const run = start();
    searchFor(run, "orbit");
    run.call(0).resolve([orbit, kayak]);
    await settle();
    return run;
  };

  it("SEARCH.CLOSE closes at once; the next input opens again", async () => {
    const run = await withResults();
    run.actor.send({ type: "SEARCH.CLOSE" });
    expect(run.context().open).toBe(false);
    run.type("orbit s");
    expect(run.context()).toMatchObject({ focus: "focused", open: true, status: "debouncing" });
  });

  it("SEARCH.MOVE moves the highlight down and up, wrapping; a new input resets it", async () => {
    const run = await withResults();
    expect(run.context().active).toBeNull();
    run.actor.send({ type: "SEARCH.MOVE", step: 1 });
    expect(run.context().active).toBe(0);
    run.actor.send({ type: "SEARCH.MOVE", step: 1 });
    expect(run.context().active).toBe(1);
    run.actor.send({ type: "SEARCH.MOVE", step: 1 });
    expect(run.context().active).toBe(0);
    run.actor.send({ type: "SEARCH.MOVE", step: -1 });
    expect(run.context().active).toBe(1);
    run.type("orbit s");
    expect(run.context().active).toBeNull();
  });

  it("an arrow key after Escape opens the dropdown again", async () => {
    const run = await withResults();
    run.actor.send({ type: "SEARCH.CLOSE" });
    run.actor.send({ type: "SEARCH.MOVE", step: 1 });
    expect(run.context()).toMatchObject({ open: true, active: 0 });
  });
});

describe("spec §2.6 small screens (991 px or less): the header box is not shown, its dropdown closes", () => {
  const withResults = async () => {
    const run = start();
    searchFor(run, "orbit");
    run.call(0).resolve([orbit]);
    await settle();
    return run;
  };

  it("a viewport of 991 px closes the dropdown, keeping the results", async () => {
    const run = await withResults();
    run.actor.send({ type: "ENV.VIEWPORT", width: 991, height: 800 });
    expect(run.context()).toMatchObject({
      open: false,
      focus: "blurred",
      results: [orbit],
      status: "results",
    });
  });

  it("a viewport of 992 px (desktop) leaves it open", async () => {
    const run = await withResults();
    run.actor.send({ type: "ENV.VIEWPORT", width: 992, height: 800 });
    expect(run.context()).toMatchObject({ open: true, focus: "focused" });
  });

  it("a search in flight is not interrupted by the viewport", async () => {
    const run = start();
    searchFor(run, "orbit");
    run.actor.send({ type: "ENV.VIEWPORT", width: 390, height: 844 });
    expect(run.call(0).signal.aborted).toBe(false);
    expect(run.context().status).toBe("searching");
  });
});

describe("spec §4: the searched key is cleared when leaving a non-listing page", () => {
  const searchedOn = async (pathname: string) => {
    const run = start(pathname);
    searchFor(run, "orbit");
    run.call(0).resolve([orbit]);
    await settle();
    expect(run.context().searchedKey).toBe("orbit");
    return run;
  };

  it("leaving the home page (not a listing page) clears it", async () => {
    const run = await searchedOn("/marketplace/home");
    run.actor.send({ type: "ENV.LOCATION", pathname: "/marketplace/vouchers", search: "" });
    expect(run.context().searchedKey).toBe("");
  });

  it.each(["/marketplace/vouchers", "/marketplace/perks", "/marketplace/experiences"])(
    "leaving the listing page %s keeps it",
    async (listing) => {
      const run = await searchedOn(listing);
      run.actor.send({
        type: "ENV.LOCATION",
        pathname: "/marketplace/vouchers/description/orbit/1",
        search: "",
      });
      expect(run.context().searchedKey).toBe("orbit");
      // ...and leaving that detail page (not a listing page) clears it.
      run.actor.send({ type: "ENV.LOCATION", pathname: "/marketplace/home", search: "" });
      expect(run.context().searchedKey).toBe("");
    },
  );

  it("a new query string on the same page leaves nothing", async () => {
    const run = await searchedOn("/marketplace/home");
    run.actor.send({ type: "ENV.LOCATION", pathname: "/marketplace/home", search: "?utm=mail" });
    expect(run.context().searchedKey).toBe("orbit");
  });
});

describe("spec §7.3 with the live effect against the reference API", () => {
  let api: ReferenceApi;
  beforeAll(async () => {
    api = await startReferenceApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it("searching 'orbit' on the marketplace in India lists the Orbit gift cards", async () => {
    const { layer } = liveBrowser(api);
    const machine = searchMachine.provide({ actors: searchActors(layer) });
    const { actor, clock } = startSystem(machine, "search", inputAt("/marketplace/home"), []);
    actor.send({ type: "SEARCH.FOCUS" });
    actor.send({ type: "SEARCH.INPUT", text: "orbit", scope: india });
    clock.increment(SEARCH_DEBOUNCE_MS);
    const done = await waitFor(actor, (s) => !s.hasTag("searching"), { timeout: 5000 });
    expect(done.hasTag("results")).toBe(true);
    expect(searchViewOf((tag) => done.hasTag(tag), done.context.results.length).open).toBe(true);
    expect(done.context.results.length).toBeGreaterThan(0);
    for (const item of done.context.results) expect(item.name.toLowerCase()).toContain("orbit");
    expect(done.context.results.map((item) => item.name)).toContain("Orbit Shopping Gift Card");
  });

  it("spec §8: get_items answering HTTP 500 stores SearchFailed and shows empty results, no message", async () => {
    const { layer } = liveBrowser(api);
    const machine = searchMachine.provide({ actors: searchActors(layer) });
    const { actor, clock } = startSystem(machine, "search", inputAt("/marketplace/home"), []);
    api.app.faults.set({ operation: "get_items", status: 500, times: 1 });
    actor.send({ type: "SEARCH.FOCUS" });
    actor.send({ type: "SEARCH.INPUT", text: "orbit", scope: india });
    clock.increment(SEARCH_DEBOUNCE_MS);
    const done = await waitFor(actor, (s) => !s.hasTag("searching"), { timeout: 5000 });
    expect(done.hasTag("empty")).toBe(true);
    expect(done.context.results).toEqual([]);
    expect(done.context.error).toEqual({ _tag: "SearchFailed", reason: "ServerError (get_items)" });
  });

  it("nothing matching gives the empty state", async () => {
    const { layer } = liveBrowser(api);
    const machine = searchMachine.provide({ actors: searchActors(layer) });
    const { actor, clock } = startSystem(machine, "search", inputAt("/marketplace/home"), []);
    actor.send({ type: "SEARCH.INPUT", text: "no such reward", scope: india });
    clock.increment(SEARCH_DEBOUNCE_MS);
    const done = await waitFor(actor, (s) => !s.hasTag("searching"), { timeout: 5000 });
    expect(done.hasTag("empty")).toBe(true);
    expect(done.context).toMatchObject({ results: [] });
  });
});
