import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import {
  Analytics,
  isDemoConfig,
  makeRecording,
  makeThirdPartyConfig,
  sendThirdParty,
  ThirdPartyConfigVariables,
  thirdPartyLayer,
  thirdPartyNone,
  thirdPartyRecording,
} from "@effects/thirdParty";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";

const at = new Date("2026-11-29T10:00:00.000Z");

describe("the services' configuration (build settings)", () => {
  it("names each service's https endpoint by its VITE_ key; others and bad values are absent", () => {
    const config = makeThirdPartyConfig({
      VITE_ANALYTICS_URL: " https://collect.analytics.example/v1 ",
      VITE_CHAT_URL: "https://chat.example/acme",
      VITE_TRANSLATION_URL: "http://plain.example",
      VITE_FINGERPRINT_URL: "",
    });
    expect(config).toEqual({
      analytics: "https://collect.analytics.example/v1",
      chat: "https://chat.example/acme",
    });
    expect(isDemoConfig(config)).toBe(false);
    expect(isDemoConfig(makeThirdPartyConfig({}))).toBe(true);
  });
});

describe("the services' configuration keys", () => {
  it("are each documented once, on the page about pointing the client at a real backend", () => {
    const page = readFileSync(new URL("../../docs/real-backend.md", import.meta.url), "utf8");
    for (const variable of Object.values(ThirdPartyConfigVariables)) {
      expect(page.split(`| \`${variable}\``).length - 1).toBe(1);
    }
  });
});

describe("the recording implementation", () => {
  it("keeps what would have been sent: the service, what, the data and when", async () => {
    const recording = makeRecording();
    const heard: string[] = [];
    recording.onEntry((sent) => heard.push(`${sent.service}.${sent.what}`));
    await Effect.runPromise(
      Effect.all([
        sendThirdParty("analytics", "identify", { pointsBalance: 5000 }),
        sendThirdParty("marketingTrackers", "page", { path: "/marketplace" }),
      ]).pipe(Effect.provide(thirdPartyRecording(recording, () => at))),
    );
    expect(recording.entries()).toEqual([
      {
        service: "analytics",
        what: "identify",
        data: { pointsBalance: 5000 },
        at: "2026-11-29T10:00:00.000Z",
      },
      {
        service: "marketingTrackers",
        what: "page",
        data: { path: "/marketplace" },
        at: "2026-11-29T10:00:00.000Z",
      },
    ]);
    expect(heard).toEqual(["analytics.identify", "marketingTrackers.page"]);
  });

  it("keeps the newest messages up to its limit", () => {
    const recording = makeRecording(2);
    for (const path of ["/a", "/b", "/c"]) {
      recording.record({ service: "analytics", what: "page", data: { path }, at: at.toISOString() });
    }
    expect(recording.entries().map((e) => e.data)).toEqual([{ path: "/b" }, { path: "/c" }]);
  });

  it("is what a build naming no service (the demo build) uses for every service", async () => {
    const recording = makeRecording();
    await Effect.runPromise(
      sendThirdParty("chat", "start", {}).pipe(Effect.provide(thirdPartyLayer({}, recording))),
    );
    expect(recording.entries().map((e) => e.service)).toEqual(["chat"]);
  });
});

describe("the configured implementation", () => {
  it("sends each message to the service's endpoint as JSON: what, the data and when", async () => {
    const received = new Promise<string>((resolve) => {
      const server = createServer((request, response) => {
        let body = "";
        request.on("data", (chunk) => {
          body += String(chunk);
        });
        request.on("end", () => {
          response.end();
          server.close();
          resolve(body);
        });
      });
      server.listen(0, "127.0.0.1", () => {
        const { port } = server.address() as AddressInfo;
        Effect.runSync(
          sendThirdParty("analytics", "page", { path: "/marketplace" }).pipe(
            Effect.provide(thirdPartyLayer({ analytics: `http://127.0.0.1:${port}/collect` })),
          ),
        );
      });
    });
    expect(JSON.parse(await received)).toEqual({
      what: "page",
      data: { path: "/marketplace" },
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });
});

describe("the default implementation", () => {
  it("does nothing, and a build naming some services leaves the others at it", async () => {
    const recording = makeRecording();
    await Effect.runPromise(
      Effect.all([
        sendThirdParty("fingerprint", "start", {}).pipe(Effect.provide(thirdPartyNone)),
        sendThirdParty("fingerprint", "start", {}).pipe(
          Effect.provide(thirdPartyLayer({ analytics: "https://collect.analytics.example/v1" }, recording)),
        ),
      ]),
    );
    expect(recording.entries()).toEqual([]);
  });

  it("is one service's own layer too", async () => {
    const recording = makeRecording();
    const program = Effect.gen(function* () {
      const analytics = yield* Analytics;
      yield* analytics.send("page", { path: "/" });
    });
    await Effect.runPromise(program.pipe(Effect.provide(Analytics.layers.layerNone)));
    await Effect.runPromise(program.pipe(Effect.provide(Analytics.layers.layerRecording(recording))));
    expect(recording.entries().map((e) => e.service)).toEqual(["analytics"]);
  });
});
