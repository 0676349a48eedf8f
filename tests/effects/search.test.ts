/**
 * The search call against the reference API over real HTTP (spec §6, §7.3, §8), observed from the
 * server side: which path each request took, its body, and whether the client cut it off.
 */

import { Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { SearchItem, SearchText } from "@contract/catalogue";
import { SEARCH_DEBOUNCE_MS, type SearchScope, searchTextFor } from "@domain/search";
import { makeMemoryBrowser } from "@effects/runtime/browser";
import { Fetch } from "@effects/runtime/http";
import { type StorefrontServices, storefrontLayer } from "@effects/runtime/layer";
import { searchActors, searchItems } from "@effects/search";
import { present, SearchFailed, toErrorData, Unauthenticated } from "@errors";
import { type Http2Bindings, type HttpBindings, serve } from "@hono/node-server";
import { searchMachine } from "@machines/search";
import { Cause, Effect, Exit, type Layer } from "effect";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "xstate";
import { makeTestServer } from "../../server/testing";
import { startSystem } from "../support/harness";

interface Seen {
  readonly path: string;
  readonly body: string;
  /** Resolves true when the connection closed before the answer was written. */
  readonly cutOff: Promise<boolean>;
}

/** The reference API over HTTP, recording every request it receives. */
const startObservedApi = async () => {
  const server = makeTestServer();
  const seen: Seen[] = [];
  const http = serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch: async (req: Request, env: HttpBindings | Http2Bindings) => {
      const outgoing = env.outgoing;
      if (!(outgoing instanceof ServerResponse)) throw new Error("HTTP/1.1 expected");
      const cutOff = new Promise<boolean>((resolve) => {
        outgoing.on("close", () => resolve(!outgoing.writableFinished));
      });
      seen.push({ path: new URL(req.url).pathname, body: await req.clone().text(), cutOff });
      return server.app.hono.fetch(req, { incoming: env.incoming as HttpBindings["incoming"], outgoing });
    },
  });
  await new Promise<void>((resolve) => http.once("listening", () => resolve()));
  const host = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    ...server,
    host,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        http.close(() => resolve());
        if (http instanceof Server) http.closeAllConnections();
      }),
  };
};

let api: Awaited<ReturnType<typeof startObservedApi>>;

beforeAll(async () => {
  api = await startObservedApi();
});
afterAll(async () => {
  await api.close();
});
afterEach(() => {
  api.app.faults.clear();
  api.seen.length = 0;
});

const india: SearchScope = {
  customUrl: "/",
  countryId: 976,
  countryName: "India",
  countryCode: "IN",
  experienceCountryId: null,
};

/** Live services over the observed API and an in-memory browser holding `session`. */
const layerWith = (
  session: Record<string, string> = {},
  timeoutMs = 60_000,
): Layer.Layer<StorefrontServices> =>
  storefrontLayer(
    { apiHost: api.host, checkoutHost: api.host, timeoutMs },
    makeMemoryBrowser({ url: "http://storefront.test/marketplace", session }),
  );

const run = <A, E>(program: Effect.Effect<A, E, StorefrontServices>, layer = layerWith()) =>
  Effect.runPromise(Effect.provide(program, layer));

const request = (text: string, scope: SearchScope = india, pathname = "/marketplace/home") => ({
  search_text: searchTextFor(text, scope, pathname),
});

/** The body the server received: the graph call with its variables. */
const bodyOf = (seen: Seen | undefined) => {
  const parsed = JSON.parse(seen?.body ?? "null") as {
    query: string;
    tag: string;
    variables: { search_text: string; isLoggedIn: boolean };
  };
  return { ...parsed, searchText: JSON.parse(parsed.variables.search_text) as SearchText };
};

describe("spec §7.3 Search items: stores get_items with {search_text, isLoggedIn}", () => {
  it("a guest's search goes to the public base with isLoggedIn false and search_text as a JSON string", async () => {
    const items = await run(searchItems(request("orbit")));
    expect(items.map((item) => item.name)).toContain("Orbit Shopping Gift Card");
    for (const item of items) expect(item.name.toLowerCase()).toContain("orbit");
    expect(api.seen.map((s) => s.path)).toEqual(["/chef/api/public/graph/stores/get_items"]);
    const body = bodyOf(api.seen[0]);
    expect(body.query).toBe("stores.query.get_items");
    expect(body.tag).toBe("stores");
    expect(body.variables.isLoggedIn).toBe(false);
    expect(body.searchText).toEqual({
      search_key: "orbit",
      experience: "query=orbit&",
      custom_url: "/",
      limitFilter: "all",
      country_id: 976,
      country_name: "India",
      countryCode: "IN",
    });
  });

  it("spec §6: a logged-in user's search goes to the authenticated base with isLoggedIn true", async () => {
    const token = api.openSession(1);
    const items = await run(searchItems(request("orbit")), layerWith({ a_t: token, s_e_t: "1" }));
    expect(items.length).toBeGreaterThan(0);
    expect(api.seen.map((s) => s.path)).toEqual(["/chef/api/graph/stores/get_items"]);
    expect(bodyOf(api.seen[0]).variables.isLoggedIn).toBe(true);
  });

  it("the selected country decides what is found: countryCode 'US' finds the US experiences", async () => {
    const us: SearchScope = {
      customUrl: "/",
      countryId: 1101,
      countryName: "United States",
      countryCode: "US",
      experienceCountryId: null,
    };
    const items = await run(searchItems(request("food walk", us)));
    expect(items.map((item) => item.name)).toEqual(["Harbour Food Walk San Francisco"]);
    const inIndia = await run(searchItems(request("food walk")));
    expect(inIndia.map((item) => item.name)).toEqual(["Old Delhi Food Walk"]);
  });

  it("result items carry name, url (slug), type and product_id (spec §3)", async () => {
    const items = await run(searchItems(request("kayaking")));
    expect(items).toEqual<SearchItem[]>([
      {
        name: "Sunset Kayaking in Bangalore",
        url: "sunset-kayaking-in-bangalore",
        type: "experience",
        product_id: expect.any(Number),
      },
    ]);
  });
});

describe("spec §7.3, §8 'Search failure or success not 1': the search fails with SearchFailed", () => {
  /** A fetch that answers get_items with `getData` and HTTP 200. */
  const answering =
    (getData: unknown): typeof globalThis.fetch =>
    async () =>
      new Response(JSON.stringify({ data: { getData } }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });

  it("an answer with success 0 fails with SearchFailed, which the catalogue shows as empty results", async () => {
    const refused = answering({
      success: 0,
      data: JSON.stringify([{ name: "x", url: "x", type: "vouchers", product_id: 1 }]),
    });
    const error = await run(
      Effect.flip(searchItems(request("orbit"))).pipe(Effect.provideService(Fetch, refused)),
    );
    expect(error).toEqual(new SearchFailed({ reason: "get_items answered success 0" }));
    expect(present(toErrorData(error))).toEqual({ kind: "empty", of: "results" });
  });

  it("a server failure (HTTP 500) fails with SearchFailed naming it, not the transport's ServerError", async () => {
    api.app.faults.set({ operation: "get_items", status: 500, times: 1 });
    const error = await run(Effect.flip(searchItems(request("orbit"))));
    expect(error).toEqual(new SearchFailed({ reason: "ServerError (get_items)" }));
  });

  it("spec §8 'HTTP 401': a 401 still fails with Unauthenticated (treated as logged out)", async () => {
    api.app.faults.set({ operation: "get_items", status: 401, times: 1 });
    const error = await run(Effect.flip(searchItems(request("orbit"))));
    expect(error).toEqual(new Unauthenticated({ operation: "get_items" }));
  });

  it("the search times out with the transport's time-out (60000 ms by default), a SearchFailed naming the Timeout", async () => {
    api.app.faults.set({ operation: "get_items", latencyMs: 1500, times: 1 });
    const error = await run(Effect.flip(searchItems(request("orbit"))), layerWith({}, 200));
    expect(error).toEqual(new SearchFailed({ reason: "Timeout (get_items)" }));
  });
});

describe("spec §7.3: the search is cancellable; cancelling aborts the HTTP request", () => {
  it("interrupting the program closes the real request before the server answers", async () => {
    api.app.faults.set({ operation: "get_items", latencyMs: 2000, times: 1 });
    const controller = new AbortController();
    const started = Date.now();
    const pending = Effect.runPromiseExit(Effect.provide(searchItems(request("orbit")), layerWith()), {
      signal: controller.signal,
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(api.seen).toHaveLength(1);
    controller.abort();
    const exit = await pending;
    expect(Exit.isFailure(exit) && Cause.hasInterrupts(exit.cause)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
    const cutOff = await Promise.race([
      api.seen[0]?.cutOff,
      new Promise<string>((resolve) => setTimeout(() => resolve("still open"), 1000)),
    ]);
    expect(cutOff).toBe(true);
  });

  it("spec §4: a new input while searching aborts the request in flight; the new search answers", async () => {
    api.app.faults.set({ operation: "get_items", latencyMs: 2000, times: 1 });
    const machine = searchMachine.provide({ actors: searchActors(layerWith()) });
    const { actor, clock } = startSystem(
      machine,
      "search",
      {
        location: { origin: "http://storefront.test", pathname: "/marketplace/home", search: "" },
        viewport: { width: 1280, height: 800 },
        language: "en",
        loggedIn: false,
        inIframe: false,
        features: { perksCompanies: null, cashout: true },
      },
      [],
    );
    actor.send({ type: "SEARCH.FOCUS" });
    actor.send({ type: "SEARCH.INPUT", text: "orbit", scope: india });
    clock.increment(SEARCH_DEBOUNCE_MS);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(api.seen).toHaveLength(1);
    actor.send({ type: "SEARCH.INPUT", text: "kayaking", scope: india });
    const cutOff = await Promise.race([
      api.seen[0]?.cutOff,
      new Promise<string>((resolve) => setTimeout(() => resolve("still open"), 1000)),
    ]);
    expect(cutOff).toBe(true);
    clock.increment(SEARCH_DEBOUNCE_MS);
    const done = await waitFor(actor, (s) => s.hasTag("results"), { timeout: 5000 });
    expect(done.context.results.map((item) => item.name)).toEqual(["Sunset Kayaking in Bangalore"]);
    expect(api.seen).toHaveLength(2);
    expect(bodyOf(api.seen[1]).searchText.search_key).toBe("kayaking");
  });
});
