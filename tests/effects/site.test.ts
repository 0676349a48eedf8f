import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { DEFAULT_PERSISTED_STATE, PERSIST_KEY } from "@domain/persisted";
import { defaultSections } from "@domain/sections";
import { DEFAULT_BRANDING } from "@domain/site";
import { runToPromise } from "@effects/runtime/actor";
import { type BrowserServices, makeMemoryBrowser } from "@effects/runtime/browser";
import { type StorefrontServices, storefrontLayer } from "@effects/runtime/layer";
import { loadPersisted, savePersisted } from "@effects/runtime/persisted";
import {
  acceptCookies,
  COOKIE_CONSENT_KEY,
  fetchBanners,
  fetchPlatformSetting,
  fetchRoutes,
  fetchSitePreferences,
  loadSite,
  ROUTES_KEY,
  readSiteBrowserState,
  readStart,
  replacePath,
  siteActors,
  storeLanguage,
} from "@effects/site";
import type { ShellInput } from "@machines/shell";
import { siteMachine } from "@machines/site";
import { Cause, Clock, Effect, Exit, type Layer, Option } from "effect";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
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

const layerOf = () => liveBrowser(api).layer;

const run = <A, E>(program: Effect.Effect<A, E, StorefrontServices>, layer = layerOf()) =>
  Effect.runPromise(Effect.provide(program, layer));

/** The typed error a program fails with (running it once). */
const failureOf = async <A, E>(program: Effect.Effect<A, E, StorefrontServices>): Promise<E> => {
  const exit = await Effect.runPromiseExit(Effect.provide(program, layerOf()));
  if (Exit.isSuccess(exit)) throw new Error("expected a failure");
  const error = Cause.findErrorOption(exit.cause);
  if (Option.isNone(error)) throw new Error("expected a typed failure");
  return error.value;
};

const runBrowser = <A>(
  program: Effect.Effect<A, never, BrowserServices>,
  layer: Layer.Layer<BrowserServices>,
) => Effect.runPromise(Effect.provide(program, layer));

describe("spec §7.2 platform setting (stores fetchPlatformSetting, payload urlPrefix)", () => {
  it("acme: its colour, points label and pay button", async () => {
    const settings = await run(fetchPlatformSetting({ urlPrefix: "acme" }));
    expect(settings).toMatchObject({
      urlPrefix: "acme",
      primaryLogo: "/brand/acme-logo.svg",
      primaryColor: "#0f766e",
      multiLanguageSupport: 0,
      customText: { rewardPoints: "Acme Stars", payNowButton: "Pay Securely" },
    });
  });

  it("marketplace: 'Points'", async () => {
    const settings = await run(fetchPlatformSetting({ urlPrefix: "marketplace" }));
    expect(settings.customText.rewardPoints).toBe("Points");
    expect(settings.multiLanguageSupport).toBe(1);
  });

  it("an answer with success 0 (unknown site) fails with PlatformSettingFailed", async () => {
    expect(await failureOf(fetchPlatformSetting({ urlPrefix: "nowhere" }))).toMatchObject({
      _tag: "PlatformSettingFailed",
    });
  });

  it("HTTP 500 fails with the transport's ServerError", async () => {
    api.app.faults.set({ operation: "fetchPlatformSetting", status: 500, times: 1 });
    expect(await failureOf(fetchPlatformSetting({ urlPrefix: "acme" }))).toMatchObject({
      _tag: "ServerError",
      status: 500,
    });
  });
});

describe("spec §7.2 site preferences (stores url_preferences {preferences: {url}})", () => {
  it("'/acme': branding and flags", async () => {
    const preferences = await run(fetchSitePreferences({ url: "/acme" }));
    expect(preferences).toMatchObject({
      success: 1,
      showCts: true,
      branding: { logo_url: "/brand/acme-logo.svg", custom_url: "/acme", custom_route: "/:keyword" },
    });
  });

  it("'/': the default store, custom_url '/'", async () => {
    const preferences = await run(fetchSitePreferences({ url: "/" }));
    expect(preferences.branding.custom_url).toBe("/");
    expect(preferences.showCts).toBe(false);
  });

  it("success 0 fails with SitePreferencesFailed", async () => {
    expect(await failureOf(fetchSitePreferences({ url: "/nowhere" }))).toMatchObject({
      _tag: "SitePreferencesFailed",
    });
  });
});

describe("spec §7.2 routes (stores getRoutes {routes_input: {url, key 'vd'}})", () => {
  it("the partner key is 'vd'", () => {
    expect(ROUTES_KEY).toBe("vd");
  });

  it("'/acme' answers the list as stored, 'merchandise' included", async () => {
    expect(await run(fetchRoutes({ url: "/acme" }))).toEqual([
      "vouchers",
      "experiences",
      "merchandise",
      "swag",
      "charity",
    ]);
  });

  it("success 0 fails with RoutesFetchFailed", async () => {
    expect(await failureOf(fetchRoutes({ url: "/nowhere" }))).toMatchObject({ _tag: "RoutesFetchFailed" });
  });
});

describe("spec §7.2 banners (stores getBannerModule {add_data ''})", () => {
  /** The real clock, except that the current time is `millis` (timers still run in real time). */
  const fixedClock = (millis: number): Clock.Clock => {
    const real = Effect.runSync(Clock.clockWith((clock) => Effect.succeed(clock)));
    return {
      sleep: (duration) => real.sleep(duration),
      monotonicTimeNanosUnsafe: () => real.monotonicTimeNanosUnsafe(),
      monotonicTimeNanos: real.monotonicTimeNanos,
      currentTimeMillisUnsafe: () => millis,
      currentTimeMillis: Effect.succeed(millis),
      currentTimeNanosUnsafe: () => BigInt(millis) * 1_000_000n,
      currentTimeNanos: Effect.succeed(BigInt(millis) * 1_000_000n),
    };
  };

  it("the module grouped by country then page, with the instant read through Effect's Clock", async () => {
    const at = Date.UTC(2026, 10, 25, 10, 0, 0);
    const answer = await run(Effect.provideService(fetchBanners(), Clock.Clock, fixedClock(at)));
    expect(answer.fetchedAt).toBe("2026-11-25T10:00:00.000Z");
    expect(Object.keys(answer.module)).toEqual(["India", "Hungary"]);
    expect(answer.module.India?.homepage?.[0]).toMatchObject({
      url: "/vouchers/?category_id=698",
      activeTime: "2026-10-01T00:00:00Z",
      expiryTime: "2027-01-31T23:59:59Z",
    });
  });
});

describe("spec §3 'Language' and §2.11 cookie consent in the browser", () => {
  it("reads 'wglang' (a code or {code, name}) and the cookie 'user-has-accepted-cookies'", async () => {
    const memory = makeMemoryBrowser({
      local: { wglang: '{"code":"fr","name":"French"}' },
      cookies: { "user-has-accepted-cookies": "true" },
    });
    expect(await runBrowser(readSiteBrowserState(), memory.layer)).toEqual({
      storedLanguage: "fr",
      cookiesAccepted: true,
    });
  });

  it("nothing stored: no language, no consent", async () => {
    expect(await runBrowser(readSiteBrowserState(), makeMemoryBrowser().layer)).toEqual({
      storedLanguage: null,
      cookiesAccepted: false,
    });
  });

  it("stores the chosen language under 'wglang'", async () => {
    const memory = makeMemoryBrowser();
    await runBrowser(storeLanguage({ language: "de" }), memory.layer);
    expect(memory.state.local.get("wglang")).toBe("de");
  });

  it("OK sets 'user-has-accepted-cookies' at path '/' for 30 days (spec §9)", async () => {
    const memory = makeMemoryBrowser();
    await runBrowser(acceptCookies(), memory.layer);
    expect(COOKIE_CONSENT_KEY).toBe("user-has-accepted-cookies");
    expect(memory.state.cookies.get("user-has-accepted-cookies")).toEqual({
      value: "true",
      path: "/",
      maxAgeSeconds: 2_592_000,
    });
  });

  it("replacePath moves the application without a reload", async () => {
    const memory = makeMemoryBrowser({ url: "http://storefront.test/acme/rp/abc" });
    await runBrowser(replacePath({ path: "/marketplace/acme/rp/abc" }), memory.layer);
    expect(memory.state.navigations).toEqual([{ kind: "replace", url: "/marketplace/acme/rp/abc" }]);
  });
});

describe("spec §4 persisted state in local storage 'persist:root'", () => {
  it("nothing stored: the defaults", async () => {
    expect(await runBrowser(loadPersisted(), makeMemoryBrowser().layer)).toEqual(DEFAULT_PERSISTED_STATE);
  });

  it("garbage stored: the defaults, no failure", async () => {
    const memory = makeMemoryBrowser({ local: { [PERSIST_KEY]: "{not json" } });
    expect(await runBrowser(loadPersisted(), memory.layer)).toEqual(DEFAULT_PERSISTED_STATE);
  });

  it("a save merges the patch and writes version 4 without home, branding, routes or userPoints", async () => {
    const memory = makeMemoryBrowser({
      local: {
        [PERSIST_KEY]: JSON.stringify({
          version: 3,
          appInfo: { userCountry: 958, selectedCountry: "Germany", selectedCountryCode: "DE" },
          branding: { custom_url: "/acme" },
          userPoints: { availablePoints: 5 },
        }),
      },
    });
    const saved = await runBrowser(
      savePersisted({ appInfo: { showCts: false, platFormSettings: { enablePerks: 1 } } }),
      memory.layer,
    );
    expect(saved.appInfo).toMatchObject({
      userCountry: 958,
      selectedCountry: "Germany",
      showCts: false,
      platFormSettings: { enablePerks: 1, displayCatalogInPoints: 0 },
    });
    const written = JSON.parse(memory.state.local.get(PERSIST_KEY) ?? "null");
    expect(written.version).toBe(4);
    expect(Object.keys(written)).toEqual(["version", "appInfo", "cart"]);
    expect(await runBrowser(loadPersisted(), memory.layer)).toEqual(saved);
  });
});

describe("the site machine with the live effects against the reference API", () => {
  const inputAt = (path: string, inIframe = false): ShellInput => ({
    location: { origin: "http://storefront.test", pathname: path, search: "" },
    viewport: { width: 1280, height: 800 },
    language: "fr-FR",
    loggedIn: false,
    inIframe,
    features: { perksCompanies: null, cashout: true },
  });

  const startLive = async (path: string, perksCompanies: readonly number[] | null = null) => {
    const { browser, layer } = liveBrowser(api, { url: `http://storefront.test${path}` });
    const machine = siteMachine.provide({ actors: siteActors(layer) });
    const actor = createActor(machine, {
      input: { ...inputAt(path), features: { perksCompanies, cashout: true } },
    });
    actor.start();
    await waitFor(actor, (s) => s.hasTag("ready") && s.matches({ load: { ready: "saved" } }), {
      timeout: 10_000,
    });
    return { actor, browser };
  };

  it("'/acme': branding, settings, sections renamed, banners, and the slice saved", async () => {
    const { actor, browser } = await startLive("/acme");
    const context = actor.getSnapshot().context;
    expect(context).toMatchObject({
      branding: { logo_url: "/brand/acme-logo.svg", custom_url: "/acme", custom_route: "/:keyword" },
      logoUrl: "/brand/acme-logo.svg",
      primaryColor: "#0f766e",
      pointsLabel: "Acme Stars",
      payNowButton: "Pay Securely",
      sections: ["vouchers", "experiences", "merchandises", "swag", "charity"],
      language: "en",
      languageChoices: [],
      cookieBanner: true,
    });
    expect(context.banners?.module.India).toBeDefined();
    expect(JSON.parse(browser.state.local.get(PERSIST_KEY) ?? "null").appInfo).toMatchObject({
      showCts: true,
      platFormSettings: { enablePerks: 0, displayCatalogInPoints: 1 },
    });
    actor.stop();
  });

  it("'/marketplace' offers four languages and picks the browser's French", async () => {
    const { actor } = await startLive("/marketplace");
    expect(actor.getSnapshot().context.language).toBe("fr");
    expect(actor.getSnapshot().context.languageChoices).toEqual(["en", "es", "fr", "de"]);
    actor.stop();
  });

  it("'/outsider' with the perks-enabled companies [1001, 2002, 5179]: a guest keeps perks", async () => {
    const { actor } = await startLive("/outsider", [1001, 2002, 5179]);
    expect(actor.getSnapshot().context.sections).toEqual([
      "experiences",
      "vouchers",
      "perks",
      "merchandises",
      "swag",
      "lounge",
      "charity",
      "airmiles",
    ]);
    expect(actor.getSnapshot().context.settings.footer).toBe(0);
    actor.stop();
  });

  it("spec §8 with the routes call failing (HTTP 503): the default section list", async () => {
    api.app.faults.set({ operation: "getRoutes", status: 503 });
    const { actor } = await startLive("/acme");
    expect(actor.getSnapshot().context.sections).toEqual(defaultSections(true));
    expect(actor.getSnapshot().context.errors.routes).toMatchObject({ _tag: "ServerError", status: 503 });
    actor.stop();
  });

  it("spec §8 with the preferences call failing: the default branding", async () => {
    api.app.faults.set({ operation: "url_preferences", status: 500 });
    const { actor } = await startLive("/acme");
    expect(actor.getSnapshot().context.branding).toEqual(DEFAULT_BRANDING);
    actor.stop();
  });

  it("spec §2.1, §8: an unknown site on a reset-password path is moved to /marketplace", async () => {
    const { actor, browser } = await startLive("/nowhere/rp/token-9");
    expect(browser.state.navigations).toEqual([{ kind: "replace", url: "/marketplace/nowhere/rp/token-9" }]);
    expect(actor.getSnapshot().context.errors.platformSettings).toMatchObject({
      _tag: "PlatformSettingFailed",
    });
    actor.stop();
  });

  it("a rejected effect reaches the machine as ErrorData", async () => {
    await expect(runToPromise(Effect.provide(fetchRoutes({ url: "/nowhere" }), layerOf()))).rejects.toEqual({
      _tag: "RoutesFetchFailed",
    });
  });
});

describe("spec §7.2: the site's load, four calls side by side in one program, an outcome per call", () => {
  it("'/acme': every call answers", async () => {
    const data = await run(loadSite({ urlPrefix: "acme", url: "/acme" }));
    expect(data.settings.ok && data.settings.value.urlPrefix).toBe("acme");
    expect(data.preferences.ok && data.preferences.value.branding.custom_url).toBe("/acme");
    expect(data.routes).toEqual({
      ok: true,
      value: ["vouchers", "experiences", "merchandise", "swag", "charity"],
    });
    expect(data.banners.ok && Object.keys(data.banners.value.module)).toEqual(["India", "Hungary"]);
  });

  it("spec §8: a failed routes call spares the others; so does a failed preferences call", async () => {
    api.app.faults.set({ operation: "getRoutes", status: 503, times: 1 });
    const withoutRoutes = await run(loadSite({ urlPrefix: "acme", url: "/acme" }));
    expect(withoutRoutes.routes.ok === false && withoutRoutes.routes.error._tag).toBe("ServerError");
    expect(withoutRoutes.settings.ok).toBe(true);
    expect(withoutRoutes.preferences.ok).toBe(true);
    expect(withoutRoutes.banners.ok).toBe(true);
    api.app.faults.set({ operation: "url_preferences", status: 500, times: 1 });
    const withoutPreferences = await run(loadSite({ urlPrefix: "acme", url: "/acme" }));
    expect(withoutPreferences.preferences.ok).toBe(false);
    expect(
      withoutPreferences.settings.ok && withoutPreferences.routes.ok && withoutPreferences.banners.ok,
    ).toBe(true);
  });

  it("an unknown site: the settings fail with PlatformSettingFailed, the banners still answer", async () => {
    const data = await run(loadSite({ urlPrefix: "nowhere", url: "/nowhere" }));
    expect(data.settings.ok === false && data.settings.error._tag).toBe("PlatformSettingFailed");
    expect(data.banners.ok).toBe(true);
  });
});

describe("the site's load does not wait for one call before starting the next", () => {
  let stub: Server;
  let host = "";
  const seen: string[] = [];
  const release: { settings: () => void } = { settings: () => {} };
  beforeAll(async () => {
    stub = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        const answer = () => {
          response.writeHead(503, { "Content-Type": "application/json" });
          response.end(JSON.stringify({ message: "busy" }));
        };
        if (body.includes("fetchPlatformSetting")) {
          seen.push("fetchPlatformSetting");
          // Held until the three other calls have arrived: they only can if none waits for it.
          release.settings = answer;
          if (seen.length === 4) answer();
          return;
        }
        seen.push("other");
        if (seen.length === 4 && seen.includes("fetchPlatformSetting")) release.settings();
        answer();
      });
    });
    await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", () => resolve()));
    host = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    stub.closeAllConnections();
    await new Promise<void>((resolve) => stub.close(() => resolve()));
  });

  it("the settings call held: the preferences, routes and banners calls have started meanwhile", async () => {
    const layer = storefrontLayer(
      { apiHost: host, checkoutHost: host, timeoutMs: 5000 },
      makeMemoryBrowser(),
    );
    const data = await run(loadSite({ urlPrefix: "acme", url: "/acme" }), layer);
    expect(seen).toHaveLength(4);
    expect(seen.filter((name) => name === "other")).toHaveLength(3);
    // Every call answered (each failing on its own), none timed out waiting for another.
    expect(data.settings.ok === false && data.settings.error._tag).toBe("ServerError");
    expect(data.preferences.ok === false && data.preferences.error._tag).toBe("ServerError");
    expect(data.routes.ok === false && data.routes.error._tag).toBe("ServerError");
    expect(data.banners.ok === false && data.banners.error._tag).toBe("ServerError");
  });
});

describe("spec §2.11, §3, §4: the site's start reads the browser and the persisted state side by side", () => {
  it("the stored language, the consent cookie and the persisted state, each an outcome", async () => {
    const memory = makeMemoryBrowser({
      local: { wglang: "de" },
      cookies: { "user-has-accepted-cookies": "true" },
    });
    const start = await Effect.runPromise(Effect.provide(readStart(), memory.layer));
    expect(start).toEqual({
      browser: { ok: true, value: { storedLanguage: "de", cookiesAccepted: true } },
      persisted: { ok: true, value: DEFAULT_PERSISTED_STATE },
    });
  });
});
