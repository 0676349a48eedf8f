/**
 * The geography effects against the reference API over real HTTP (spec §3 'Phone-list country',
 * §5 'Phone lengths', §7.2, §8), and against a stub for the answers the reference API never gives.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { loadPhoneList } from "@effects/geography";
import { makeMemoryBrowser } from "@effects/runtime/browser";
import { type StorefrontServices, storefrontLayer } from "@effects/runtime/layer";
import type { StorefrontError } from "@errors/data";
import { Effect, Exit, type Layer } from "effect";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { liveBrowser, type ReferenceApi, startReferenceApi } from "../support/harness";

let api: ReferenceApi;
beforeAll(async () => {
  api = await startReferenceApi();
});
afterAll(async () => {
  await api.close();
});
afterEach(() => {
  api.app.faults.clear();
});

const run = <A, E extends StorefrontError>(
  program: Effect.Effect<A, E, StorefrontServices>,
  layer: Layer.Layer<StorefrontServices> = liveBrowser(api).layer,
) => Effect.runPromise(Effect.provide(program, layer));

const failureOf = async <A, E extends StorefrontError>(
  program: Effect.Effect<A, E, StorefrontServices>,
  layer: Layer.Layer<StorefrontServices> = liveBrowser(api).layer,
): Promise<E | undefined> => {
  const exit = await Effect.runPromiseExit(Effect.provide(program, layer));
  if (Exit.isSuccess(exit)) return undefined;
  return Effect.runSync(Effect.flip(Effect.failCause(exit.cause)).pipe(Effect.orDie));
};

describe("spec §7.2 voucher getCountryList: the phone list (spec §3, §5 'Phone lengths')", () => {
  it("answers the server's list as the forms read it: codes as digits, sorted by name", async () => {
    const list = await run(loadPhoneList());
    expect(list.find((entry) => entry.iso === "IN")).toEqual({
      name: "India",
      iso: "IN",
      phonecode: "91",
      min_length: 10,
      max_length: 10,
    });
    expect(list.find((entry) => entry.iso === "GB")).toMatchObject({ min_length: 7, max_length: 12 });
    expect(list.find((entry) => entry.iso === "DE")).toMatchObject({ min_length: 3, max_length: 13 });
    expect(list.find((entry) => entry.iso === "VN")).toMatchObject({ name: "Vietnam", phonecode: "84" });
    const names = list.map((entry) => entry.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it("spec §8: a failed call is CountryFetchFailed (the forms keep the built-in list)", async () => {
    api.app.faults.set({ operation: "getCountryList", status: 500, times: 1 });
    expect((await failureOf(loadPhoneList()))?._tag).toBe("CountryFetchFailed");
  });

  it("spec §8: HTTP 401 stays Unauthenticated", async () => {
    api.app.faults.set({ operation: "getCountryList", status: 401, times: 1 });
    expect((await failureOf(loadPhoneList()))?._tag).toBe("Unauthenticated");
  });
});

describe("spec §7.2 getCountryList: answers that cannot serve are CountryFetchFailed", () => {
  let stub: Server;
  let host = "";
  let body: unknown = null;
  beforeAll(async () => {
    stub = createServer((_, response) => {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", () => resolve()));
    host = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => stub.close(() => resolve()));
  });
  const stubLayer = () =>
    storefrontLayer({ apiHost: host, checkoutHost: host, timeoutMs: 5000 }, makeMemoryBrowser());
  const answering = (data: unknown, success = 1) => {
    body = { data: { getCountryList: { success, data } } };
  };

  it("data that is not a JSON string of phone-list countries", async () => {
    answering('[{"name": "India"}]');
    expect((await failureOf(loadPhoneList(), stubLayer()))?._tag).toBe("CountryFetchFailed");
    answering("not json");
    expect((await failureOf(loadPhoneList(), stubLayer()))?._tag).toBe("CountryFetchFailed");
  });

  it("an empty list, lengths that make no sense, or success 0", async () => {
    answering("[]");
    expect((await failureOf(loadPhoneList(), stubLayer()))?._tag).toBe("CountryFetchFailed");
    const india = { country_id: 99, name: "India", phonecode: 91, iso: "IN", min_length: 10, max_length: 10 };
    answering(JSON.stringify([{ ...india, min_length: 12 }]));
    expect((await failureOf(loadPhoneList(), stubLayer()))?._tag).toBe("CountryFetchFailed");
    answering(JSON.stringify([india]), 0);
    expect((await failureOf(loadPhoneList(), stubLayer()))?._tag).toBe("CountryFetchFailed");
    answering(JSON.stringify([india]));
    expect(await run(loadPhoneList(), stubLayer())).toEqual([
      { name: "India", iso: "IN", phonecode: "91", min_length: 10, max_length: 10 },
    ]);
  });
});
