import { readFileSync } from "node:fs";
import type { PlatformSettings, SitePreferences } from "@contract/site";
import type { Outcome } from "@domain/outcome";
import { DEFAULT_PERSISTED_STATE, type PersistedPatch, type PersistedState } from "@domain/persisted";
import { defaultSections } from "@domain/sections";
import { DEFAULT_BRANDING, DEFAULT_PLATFORM_SETTINGS } from "@domain/site";
import type { BannersAnswer, SiteBrowserState, SiteData, SiteStart } from "@domain/siteLoad";
import { toErrorData } from "@errors";
import type { ErrorData } from "@errors/data";
import { PlatformSettingFailed, RoutesFetchFailed, SitePreferencesFailed } from "@errors/situations";
import { ServerError } from "@errors/transport";
import type { ShellInput } from "@machines/shell";
import { type SiteFeatures, siteEventSchemas, siteLoadFailureOf, siteMachine } from "@machines/site";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { type AnyEventObject, fromPromise, type InspectionEvent } from "xstate";
import { makeScript, settle, startSystem } from "../support/harness";

const ORIGIN = "http://storefront.test";

const inputAt = (path: string, change: Partial<ShellInput> = {}): ShellInput => {
  const url = new URL(path, ORIGIN);
  return {
    location: { origin: url.origin, pathname: url.pathname, search: url.search },
    viewport: { width: 1280, height: 800 },
    language: "en-GB",
    loggedIn: false,
    inIframe: false,
    features: { perksCompanies: null, cashout: true },
    ...change,
  };
};

// ---------------------------------------------------------------------------------------------
// Answers shaped like the reference API's demo sites

const marketplaceSettings: PlatformSettings = {
  ...DEFAULT_PLATFORM_SETTINGS,
  urlPrefix: "marketplace",
  companyName: "Rewards Marketplace",
  primaryColor: "#4338ca",
  multiLanguageSupport: 1,
  enablePerks: 1,
  adminPanelAccess: 1,
};

const acmeSettings: PlatformSettings = {
  ...DEFAULT_PLATFORM_SETTINGS,
  urlPrefix: "acme",
  companyName: "Acme Rewards",
  primaryLogo: "/brand/acme-logo.svg",
  primaryColor: "#0f766e",
  multiLanguageSupport: 0,
  displayCatalogInPoints: 1,
  brandPointThreshold: 100,
  customText: { rewardPoints: "Acme Stars", payNowButton: "Pay Securely" },
  paymentMethodAccess: { rewardPoints: 1, gcb: 1, tokens: 0, voucher: 1, gateway: 1 },
};

const preferencesOf = (customUrl: string, logo: string | null, showCts: boolean): SitePreferences => ({
  success: 1,
  brandLogo: logo,
  showCts,
  clientele_flag: 1,
  points_usable: 1,
  branding: { logo_url: logo, custom_url: customUrl, custom_route: "/:keyword" },
});

const acmeRoutes = ["vouchers", "experiences", "merchandise", "swag", "charity"];
const outsiderRoutes = [
  "experiences",
  "vouchers",
  "perks",
  "merchandises",
  "swag",
  "lounge",
  "charity",
  "airmiles",
];

const bannersAnswer: BannersAnswer = {
  module: { India: { homepage: [] } },
  fetchedAt: "2026-11-25T10:00:00.000Z",
};

const fails = (error: ErrorData) => error;

interface Answers {
  browser: SiteBrowserState;
  persisted: PersistedState;
  settings: (urlPrefix: string) => PlatformSettings | ErrorData;
  preferences: (url: string) => SitePreferences | ErrorData;
  routes: (url: string) => readonly string[] | ErrorData;
  banners: BannersAnswer | ErrorData;
  /** The language each load's calls asked in (spec §7.1 lng), in turn; none said when empty. */
  asked: string[];
}

const defaultAnswers = (): Answers => ({
  browser: { storedLanguage: null, cookiesAccepted: false },
  persisted: DEFAULT_PERSISTED_STATE,
  settings: (key) => (key === "acme" ? acmeSettings : { ...marketplaceSettings, urlPrefix: key }),
  preferences: (url) =>
    url === "/acme" ? preferencesOf("/acme", "/brand/acme-logo.svg", true) : preferencesOf(url, null, false),
  routes: (url) =>
    url === "/acme" ? acmeRoutes : url === "/outsider" ? outsiderRoutes : defaultSections(true),
  banners: bannersAnswer,
  asked: [],
});

const isError = (value: unknown): value is ErrorData =>
  typeof value === "object" && value !== null && "_tag" in value;

type Script = ReturnType<typeof makeScript>;

const answerOrThrow = <O>(value: O | ErrorData): O => {
  if (isError(value)) throw value;
  return value;
};

/**
 * The site's programs answered by `answers` (errors fail their call). A program that fans out
 * records each call it makes under the call's own name (the start's two reads, the load's four
 * calls), so the tests read like the spec's list of calls; a call named in `held` waits until the
 * test answers it.
 */
const fakeActors = (script: Script, answers: Answers, held: readonly string[] = []) => {
  const call = async <O, I>(name: string, input: I, answer: () => O | ErrorData): Promise<O> => {
    if (held.includes(name)) return script.held<O>(name, input);
    script.calls.push({ name, input });
    return answerOrThrow(answer());
  };
  const outcome = async <T>(answer: Promise<T>): Promise<Outcome<T>> => {
    try {
      return { ok: true, value: await answer };
    } catch (error) {
      if (isError(error)) return { ok: false, error };
      throw error;
    }
  };
  return {
    readStart: fromPromise<SiteStart, void>(async () => {
      const browser = outcome(call("readSiteBrowserState", undefined, () => answers.browser));
      const persisted = outcome(call("loadPersisted", undefined, () => answers.persisted));
      return { browser: await browser, persisted: await persisted };
    }),
    loadSite: fromPromise<SiteData, { readonly urlPrefix: string; readonly url: string }>(
      async ({ input }) => {
        const { urlPrefix, url } = input;
        const settings = outcome(
          call("fetchPlatformSetting", { urlPrefix }, () => answers.settings(urlPrefix)),
        );
        const preferences = outcome(call("fetchSitePreferences", { url }, () => answers.preferences(url)));
        const routes = outcome(call("fetchRoutes", { url }, () => answers.routes(url)));
        const banners = outcome(call("fetchBanners", undefined, () => answers.banners));
        const language = answers.asked.shift();
        return {
          settings: await settings,
          preferences: await preferences,
          routes: await routes,
          banners: await banners,
          ...(language === undefined ? {} : { language }),
        };
      },
    ),
    storeLanguage: script.answering<void, { readonly language: string }>("storeLanguage", () => undefined),
    acceptCookies: script.answering<void, void>("acceptCookies", () => undefined),
    replacePath: script.answering<void, { readonly path: string | null }>("replacePath", () => undefined),
    savePersisted: script.answering<PersistedState, PersistedPatch>("savePersisted", () => answers.persisted),
  };
};

const NO_PERKS_LIST: SiteFeatures = { perksCompanies: null, cashout: true };

/** The site with answering fakes, in a system with recording "session" and "country". */
const start = async (
  input: ShellInput,
  change: Partial<Answers> = {},
  features: SiteFeatures = NO_PERKS_LIST,
  withOthers = true,
) => {
  const script = makeScript();
  const answers: Answers = { ...defaultAnswers(), ...change };
  const machine = siteMachine.provide({ actors: fakeActors(script, answers) });
  const outgoing: { to: string | undefined; event: AnyEventObject }[] = [];
  const inspect = (event: InspectionEvent) => {
    if (event.type === "@xstate.event" && /^SITE\.(BRANDING|READY)$/.test(event.event.type)) {
      outgoing.push({
        to: "id" in event.actorRef ? String(event.actorRef.id) : undefined,
        event: event.event,
      });
    }
  };
  const started = startSystem(
    machine,
    "site",
    { ...input, features },
    withOthers ? ["session", "country"] : [],
    inspect,
  );
  await settle();
  const context = () => started.actor.getSnapshot().context;
  const hasTag = (tag: "loading" | "ready") => started.actor.getSnapshot().hasTag(tag);
  return { ...started, script, answers, context, hasTag, outgoing };
};

const callsNamed = (script: Script, name: string) => script.calls.filter((call) => call.name === name);

// ---------------------------------------------------------------------------------------------

describe("spec §7.2 start-up: the site's calls, side by side, after the stored language, cookie and persisted state", () => {
  it("on '/acme': settings by urlPrefix 'acme', preferences and routes by url '/acme', banners; then the save", async () => {
    const { script } = await start(inputAt("/acme"));
    expect(script.calls).toEqual([
      { name: "readSiteBrowserState", input: undefined },
      { name: "loadPersisted", input: undefined },
      { name: "fetchPlatformSetting", input: { urlPrefix: "acme" } },
      { name: "fetchSitePreferences", input: { url: "/acme" } },
      { name: "fetchRoutes", input: { url: "/acme" } },
      { name: "fetchBanners", input: undefined },
      {
        name: "savePersisted",
        input: {
          appInfo: { platFormSettings: { enablePerks: 0, displayCatalogInPoints: 1 }, showCts: true },
        },
      },
    ]);
  });

  it.each([
    ["/", "marketplace", "/"],
    ["/marketplace/home", "marketplace", "/"],
    ["/admin", "marketplace", "/"],
    ["/vouchers", "marketplace", "/"],
    ["/members/vouchers", "members", "/members"],
  ])("%s names the site '%s' and url '%s' (spec §2.1)", async (path, key, url) => {
    const { script } = await start(inputAt(path));
    expect(callsNamed(script, "fetchPlatformSetting")[0]?.input).toEqual({ urlPrefix: key });
    expect(callsNamed(script, "fetchSitePreferences")[0]?.input).toEqual({ url });
    expect(callsNamed(script, "fetchRoutes")[0]?.input).toEqual({ url });
  });

  it("the four calls start together: none waits for another", async () => {
    const script = makeScript();
    const machine = siteMachine.provide({
      actors: fakeActors(script, defaultAnswers(), [
        "fetchPlatformSetting",
        "fetchSitePreferences",
        "fetchRoutes",
        "fetchBanners",
      ]),
    });
    startSystem(machine, "site", { ...inputAt("/acme"), features: NO_PERKS_LIST }, []);
    await settle();
    expect(script.pendingNames()).toEqual([
      "fetchPlatformSetting",
      "fetchSitePreferences",
      "fetchRoutes",
      "fetchBanners",
    ]);
  });

  it("the acme answers fill the context (spec §3)", async () => {
    const { context, hasTag } = await start(inputAt("/acme"));
    expect(hasTag("ready")).toBe(true);
    expect(context()).toMatchObject({
      branding: { logo_url: "/brand/acme-logo.svg", custom_url: "/acme", custom_route: "/:keyword" },
      logoUrl: "/brand/acme-logo.svg",
      primaryColor: "#0f766e",
      pointsLabel: "Acme Stars",
      payNowButton: "Pay Securely",
      paymentMethodAccess: { rewardPoints: 1, gcb: 1, tokens: 0, voucher: 1, gateway: 1 },
      settings: acmeSettings,
      preferences: { showCts: true, clientele_flag: 1, points_usable: 1, brandLogo: "/brand/acme-logo.svg" },
      sections: ["vouchers", "experiences", "merchandises", "swag", "charity"],
      banners: bannersAnswer,
      errors: { platformSettings: null, preferences: null, routes: null, banners: null },
    });
  });
});

describe("spec §2.1 'Loaders': status is 'loading' until every call has answered", () => {
  it("loading while the routes load, ready after", async () => {
    const script = makeScript();
    const machine = siteMachine.provide({
      actors: fakeActors(script, defaultAnswers(), ["fetchRoutes"]),
    });
    const { actor, eventsOf } = startSystem(
      machine,
      "site",
      { ...inputAt("/acme"), features: NO_PERKS_LIST },
      ["session", "country"],
    );
    await settle();
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    expect(eventsOf("session")).toEqual([]);
    expect(eventsOf("country")).toEqual([]);
    await script.answer("fetchRoutes", acmeRoutes);
    expect(actor.getSnapshot().hasTag("ready")).toBe(true);
  });
});

describe("spec §8: a call that fell back is asked again on a retry or the next navigation, without the full-page loader", () => {
  it("SITE.RETRY after a routes failure loads again; the answered sections replace the default list and the error goes", async () => {
    let failing = true;
    const error = toErrorData(new RoutesFetchFailed());
    const { actor, context, hasTag, script, eventsOf } = await start(inputAt("/acme"), {
      routes: (url) => (failing ? fails(error) : url === "/acme" ? acmeRoutes : []),
    });
    expect(siteLoadFailureOf(context())).toEqual(error);
    failing = false;
    actor.send({ type: "SITE.RETRY" });
    // The page stays as it is while the calls run again.
    expect(hasTag("ready")).toBe(true);
    expect(hasTag("loading")).toBe(false);
    await settle();
    expect(context().errors.routes).toBeNull();
    expect(siteLoadFailureOf(context())).toBeNull();
    expect(context().loadedSections).toEqual(acmeRoutes);
    expect(callsNamed(script, "fetchRoutes")).toHaveLength(2);
    expect(eventsOf("country").at(-1)).toMatchObject({ type: "SITE.READY", siteUrl: "/acme" });
  });

  it("the next navigation on the same site retries a failed load; once everything answered, navigations load nothing", async () => {
    const { actor, context, script, answers } = await start(inputAt("/acme"), {
      banners: fails(
        toErrorData(new ServerError({ operation: "getBannerModule", status: 503, message: "" })),
      ),
    });
    expect(context().errors.banners).not.toBeNull();
    answers.banners = bannersAnswer;
    actor.send({ type: "ENV.LOCATION", pathname: "/acme/vouchers", search: "" });
    await settle();
    expect(context().location.pathname).toBe("/acme/vouchers");
    expect(callsNamed(script, "fetchBanners")).toHaveLength(2);
    expect(context().errors.banners).toBeNull();
    const calls = script.calls.length;
    const { actor: fine, script: fineScript } = await start(inputAt("/acme"));
    const fineCalls = fineScript.calls.length;
    fine.send({ type: "ENV.LOCATION", pathname: "/acme/vouchers", search: "" });
    fine.send({ type: "SITE.RETRY" });
    await settle();
    expect(fineScript.calls).toHaveLength(fineCalls);
    expect(script.calls.length).toBe(calls);
  });
});

describe("spec §8 failure rows", () => {
  it("'Routes fetch failure': keeps the default section list; the error is kept", async () => {
    const error = toErrorData(new RoutesFetchFailed());
    const { context, hasTag } = await start(inputAt("/acme"), { routes: () => fails(error) });
    expect(context().sections).toEqual([
      "experiences",
      "vouchers",
      "perks",
      "merchandises",
      "swag",
      "flights",
      "lounge",
      "charity",
      "airmiles",
      "topup",
      "hotels",
      "cashout",
    ]);
    expect(context().errors.routes).toEqual(error);
    expect(hasTag("ready")).toBe(true);
  });

  it("a routes failure without the cashout flag keeps the default list without cashout", async () => {
    const { context } = await start(
      inputAt("/acme"),
      {
        routes: () =>
          fails(toErrorData(new ServerError({ operation: "getRoutes", status: 500, message: "down" }))),
      },
      { perksCompanies: null, cashout: false },
    );
    expect(context().sections).toEqual(defaultSections(false));
    expect(context().sections).not.toContain("cashout");
  });

  it("spec §9 feature flags: a section switched off is not among the loaded sections, nor its page", async () => {
    const { context } = await start(inputAt("/acme"), {}, { ...NO_PERKS_LIST, sectionsOff: ["charity"] });
    expect(context().sections).toEqual(["vouchers", "experiences", "merchandises", "swag"]);
  });

  it("'Site preferences failure': default branding (route /:keyword, url /)", async () => {
    const error = toErrorData(new SitePreferencesFailed());
    const { context, eventsOf } = await start(inputAt("/acme"), { preferences: () => fails(error) });
    expect(context().branding).toEqual({ logo_url: null, custom_url: "/", custom_route: "/:keyword" });
    expect(context().logoUrl).toBeNull();
    expect(context().errors.preferences).toEqual(error);
    expect(eventsOf("session")).toEqual([{ type: "SITE.BRANDING", customUrl: "/" }]);
  });

  it("a preferences failure is not saved over the persisted showCts", async () => {
    const { script } = await start(inputAt("/acme"), {
      preferences: () => fails(toErrorData(new SitePreferencesFailed())),
    });
    expect(callsNamed(script, "savePersisted")[0]?.input).toEqual({
      appInfo: { platFormSettings: { enablePerks: 0, displayCatalogInPoints: 1 } },
    });
  });

  it("'Platform setting failure': default settings (points label 'Points', 'Pay Now', every payment method 1)", async () => {
    const error = toErrorData(new PlatformSettingFailed());
    const { context, script } = await start(inputAt("/acme/vouchers"), { settings: () => fails(error) });
    expect(context().settings).toEqual(DEFAULT_PLATFORM_SETTINGS);
    expect(context().pointsLabel).toBe("Points");
    expect(context().payNowButton).toBe("Pay Now");
    expect(context().paymentMethodAccess).toEqual({
      rewardPoints: 1,
      gcb: 1,
      tokens: 1,
      voucher: 1,
      gateway: 1,
    });
    expect(context().settings.footer).toBe(1);
    expect(context().errors.platformSettings).toEqual(error);
    expect(callsNamed(script, "replacePath")).toEqual([]);
  });

  it.each([
    ["/acme/rp/token-1", "/marketplace/acme/rp/token-1"],
    ["/acme/reset-password/token-2?utm=mail", "/marketplace/acme/reset-password/token-2?utm=mail"],
  ])("'Platform setting failure' on %s moves the page to %s", async (path, target) => {
    const { script, hasTag } = await start(inputAt(path), {
      settings: () => fails(toErrorData(new PlatformSettingFailed())),
    });
    expect(callsNamed(script, "replacePath")).toEqual([{ name: "replacePath", input: { path: target } }]);
    expect(hasTag("ready")).toBe(true);
  });

  it("a reset-password path that already contains 'marketplace' stays", async () => {
    const { script } = await start(inputAt("/marketplace/rp/token-3"), {
      settings: () => fails(toErrorData(new PlatformSettingFailed())),
    });
    expect(callsNamed(script, "replacePath")).toEqual([]);
  });

  it("a reset-password path stays when the settings load", async () => {
    const { script } = await start(inputAt("/acme/rp/token-4"));
    expect(callsNamed(script, "replacePath")).toEqual([]);
  });

  it("a banners failure leaves no banners and keeps the error", async () => {
    const error = toErrorData(
      new ServerError({ operation: "getBannerModule", status: 503, message: "busy" }),
    );
    const { context, hasTag } = await start(inputAt("/acme"), { banners: error });
    expect(context().banners).toBeNull();
    expect(context().errors.banners).toEqual(error);
    expect(hasTag("ready")).toBe(true);
  });
});

describe("events out: SITE.BRANDING to 'session', then SITE.READY to 'country', after every load", () => {
  it("in that order, with the branding custom_url and the sections", async () => {
    const { outgoing } = await start(inputAt("/acme"));
    expect(outgoing).toEqual([
      { to: "session", event: { type: "SITE.BRANDING", customUrl: "/acme" } },
      {
        to: "country",
        event: {
          type: "SITE.READY",
          siteUrl: "/acme",
          sections: ["vouchers", "experiences", "merchandises", "swag", "charity"],
        },
      },
    ]);
  });

  it("the default store's url is '/'", async () => {
    const { eventsOf } = await start(inputAt("/marketplace"));
    expect(eventsOf("session")).toEqual([{ type: "SITE.BRANDING", customUrl: "/" }]);
    expect(eventsOf("country")).toEqual([
      { type: "SITE.READY", siteUrl: "/", sections: defaultSections(true) },
    ]);
  });

  it("sends nothing when neither flow exists", async () => {
    const { hasTag } = await start(inputAt("/acme"), {}, NO_PERKS_LIST, false);
    expect(hasTag("ready")).toBe(true);
  });
});

describe("reload when the path moves to another site", () => {
  it("'/acme' → '/members': the calls run again for members and both events are sent again", async () => {
    const { actor, script, context, outgoing } = await start(inputAt("/acme"));
    script.calls.length = 0;
    outgoing.length = 0;
    actor.send({ type: "ENV.LOCATION", pathname: "/members/vouchers", search: "" });
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    await settle();
    expect(script.names()).toEqual([
      "fetchPlatformSetting",
      "fetchSitePreferences",
      "fetchRoutes",
      "fetchBanners",
      "savePersisted",
    ]);
    expect(callsNamed(script, "fetchPlatformSetting")[0]?.input).toEqual({ urlPrefix: "members" });
    expect(callsNamed(script, "fetchRoutes")[0]?.input).toEqual({ url: "/members" });
    expect(context().site).toEqual({ prefix: "/members", url: "/members", key: "members" });
    expect(outgoing.map((o) => o.event)).toEqual([
      { type: "SITE.BRANDING", customUrl: "/members" },
      { type: "SITE.READY", siteUrl: "/members", sections: defaultSections(true) },
    ]);
  });

  it("a move inside the same site only follows the location", async () => {
    const { actor, script, context } = await start(inputAt("/acme"));
    const before = script.calls.length;
    actor.send({ type: "ENV.LOCATION", pathname: "/acme/vouchers", search: "?category_id=698" });
    await settle();
    expect(script.calls.length).toBe(before);
    expect(context().location).toEqual({ pathname: "/acme/vouchers", search: "?category_id=698" });
    expect(actor.getSnapshot().hasTag("ready")).toBe(true);
  });

  it("'/marketplace' → '/vouchers' → '/admin' stay on the default store", async () => {
    const { actor, script } = await start(inputAt("/marketplace"));
    const before = script.calls.length;
    actor.send({ type: "ENV.LOCATION", pathname: "/vouchers", search: "" });
    actor.send({ type: "ENV.LOCATION", pathname: "/admin", search: "" });
    await settle();
    expect(script.calls.length).toBe(before);
  });

  it("a move before the calls start loads the new site only", async () => {
    const script = makeScript();
    const machine = siteMachine.provide({
      actors: fakeActors(script, defaultAnswers(), ["readSiteBrowserState"]),
    });
    const { actor } = startSystem(machine, "site", { ...inputAt("/acme"), features: NO_PERKS_LIST }, []);
    await settle();
    actor.send({ type: "ENV.LOCATION", pathname: "/members", search: "" });
    await script.answer("readSiteBrowserState", { storedLanguage: null, cookiesAccepted: false });
    expect(callsNamed(script, "fetchPlatformSetting")).toEqual([
      { name: "fetchPlatformSetting", input: { urlPrefix: "members" } },
    ]);
  });

  it("the viewport is followed without a reload", async () => {
    const { actor, script, context } = await start(inputAt("/acme"));
    const before = script.calls.length;
    actor.send({ type: "ENV.VIEWPORT", width: 390, height: 844 });
    expect(context().viewport).toEqual({ width: 390, height: 844 });
    expect(script.calls.length).toBe(before);
  });

  it("a move while loading drops the first site's answers and loads the new one", async () => {
    const script = makeScript();
    const answers = defaultAnswers();
    const machine = siteMachine.provide({
      actors: fakeActors(script, answers, ["fetchRoutes"]),
    });
    const { actor } = startSystem(machine, "site", { ...inputAt("/acme"), features: NO_PERKS_LIST }, []);
    await settle();
    actor.send({ type: "ENV.LOCATION", pathname: "/outsider", search: "" });
    await settle();
    expect(script.pendingNames()).toEqual(["fetchRoutes", "fetchRoutes"]);
    await script.answer("fetchRoutes", acmeRoutes);
    // The first call was interrupted: its answer changes nothing.
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    await script.answer("fetchRoutes", outsiderRoutes);
    expect(actor.getSnapshot().context.sections).toEqual(outsiderRoutes);
    expect(actor.getSnapshot().context.branding.custom_url).toBe("/outsider");
  });
});

describe("spec §2.2 perks follows the user of SESSION.USER", () => {
  const perksList: SiteFeatures = { perksCompanies: [1001, 2002, 5179], cashout: true };
  const userOf = (company_id: number) => ({
    type: "SESSION.USER" as const,
    loggedIn: true,
    user: { client_id: company_id, company_id, domain: null },
    points: null,
  });

  it("a guest on a site listing perks keeps it (spec §6 'Guest': the default section list)", async () => {
    const { context } = await start(inputAt("/outsider"), {}, perksList);
    expect(context().sections).toContain("perks");
  });

  it("company 1001 keeps perks, and nothing is sent again", async () => {
    const { actor, context, eventsOf } = await start(inputAt("/outsider"), {}, perksList);
    actor.send(userOf(1001));
    expect(context().sections).toEqual(outsiderRoutes);
    expect(eventsOf("country")).toHaveLength(1);
  });

  it("company 3003 loses perks, and 'country' hears the new list", async () => {
    const { actor, context, eventsOf } = await start(inputAt("/outsider"), {}, perksList);
    actor.send(userOf(3003));
    expect(context().sections).not.toContain("perks");
    expect(context().user).toEqual({ client_id: 3003, company_id: 3003, domain: null });
    expect(eventsOf("country").at(-1)).toEqual({
      type: "SITE.READY",
      siteUrl: "/outsider",
      sections: outsiderRoutes.filter((section) => section !== "perks"),
    });
    expect(eventsOf("country")).toHaveLength(2);
  });

  it("the session ending gives perks back (a guest keeps the default list)", async () => {
    const { actor, context } = await start(inputAt("/outsider"), {}, perksList);
    actor.send(userOf(3003));
    actor.send({ type: "SESSION.USER", loggedIn: false, user: null, points: null });
    expect(context().sections).toContain("perks");
    expect(context().loggedIn).toBe(false);
  });

  it("without a configured list the user changes nothing", async () => {
    const { actor, context, eventsOf } = await start(inputAt("/outsider"));
    actor.send(userOf(3003));
    expect(context().sections).toEqual(outsiderRoutes);
    expect(eventsOf("country")).toHaveLength(1);
  });

  it("a user known before the routes answer is applied to them", async () => {
    const script = makeScript();
    const machine = siteMachine.provide({
      actors: fakeActors(script, defaultAnswers(), ["fetchRoutes"]),
    });
    const { actor, eventsOf } = startSystem(
      machine,
      "site",
      { ...inputAt("/outsider"), features: perksList },
      ["country"],
    );
    await settle();
    actor.send(userOf(2002));
    await script.answer("fetchRoutes", outsiderRoutes);
    expect(eventsOf("country")).toEqual([
      { type: "SITE.READY", siteUrl: "/outsider", sections: outsiderRoutes },
    ]);
  });
});

describe("spec §4 'Language'", () => {
  it("multi-language site, nothing stored: the browser language's first 2 letters (fr-FR → fr)", async () => {
    const { context } = await start(inputAt("/marketplace", { language: "fr-FR" }));
    expect(context().language).toBe("fr");
    expect(context().languageChoices).toEqual(["en", "es", "fr", "de"]);
  });

  it("a stored choice ('de') wins over the browser", async () => {
    const { context } = await start(inputAt("/marketplace", { language: "fr-FR" }), {
      browser: { storedLanguage: "de", cookiesAccepted: true },
    });
    expect(context().language).toBe("de");
  });

  it("a browser language outside the four gives 'en'", async () => {
    const { context } = await start(inputAt("/marketplace", { language: "ja-JP" }));
    expect(context().language).toBe("en");
  });

  it("multiLanguageSupport 0 (acme): 'en' and no choices, whatever is stored", async () => {
    const { context } = await start(inputAt("/acme", { language: "fr-FR" }), {
      browser: { storedLanguage: "de", cookiesAccepted: true },
    });
    expect(context().language).toBe("en");
    expect(context().languageChoices).toEqual([]);
  });

  it("SITE.SET_LANGUAGE stores the choice under 'wglang' and switches", async () => {
    const { actor, context, script } = await start(inputAt("/marketplace"));
    actor.send({ type: "SITE.SET_LANGUAGE", language: "es" });
    expect(context().language).toBe("es");
    await settle();
    expect(callsNamed(script, "storeLanguage")).toEqual([
      { name: "storeLanguage", input: { language: "es" } },
    ]);
  });

  it("once the choice is stored, the site loads again so the API's texts come in it (spec §7.1 lng)", async () => {
    const { actor, script } = await start(inputAt("/marketplace"));
    expect(callsNamed(script, "fetchPlatformSetting")).toHaveLength(1);
    actor.send({ type: "SITE.SET_LANGUAGE", language: "es" });
    await settle();
    // After the choice is stored, never before: the settings' call carries it.
    const names = script.calls.map((call) => call.name);
    expect(names.lastIndexOf("fetchPlatformSetting")).toBeGreaterThan(names.indexOf("storeLanguage"));
    expect(callsNamed(script, "fetchPlatformSetting")).toEqual([
      { name: "fetchPlatformSetting", input: { urlPrefix: "marketplace" } },
      { name: "fetchPlatformSetting", input: { urlPrefix: "marketplace" } },
    ]);
    // Without the full-page loader: the page stays as it is while the settings come again.
    expect(actor.getSnapshot().hasTag("loading")).toBe(false);
  });

  it("SITE.SET_LANGUAGE is ignored where one language is allowed", async () => {
    const { actor, context, script } = await start(inputAt("/acme"));
    actor.send({ type: "SITE.SET_LANGUAGE", language: "es" });
    await settle();
    expect(context().language).toBe("en");
    expect(callsNamed(script, "storeLanguage")).toEqual([]);
  });

  it("a site that allows one language, asked in the browser's Spanish, loads again in English (spec §7.1 lng)", async () => {
    // Before the settings say so, the calls ask as if the site allowed several languages.
    const { context, script, hasTag } = await start(inputAt("/acme", { language: "es-ES" }), {
      asked: ["es", "en"],
    });
    expect(callsNamed(script, "fetchPlatformSetting")).toEqual([
      { name: "fetchPlatformSetting", input: { urlPrefix: "acme" } },
      { name: "fetchPlatformSetting", input: { urlPrefix: "acme" } },
    ]);
    expect(context().language).toBe("en");
    expect(hasTag("ready")).toBe(true);
  });

  it("a load asked in the language its settings decide is not asked again", async () => {
    const spanish = await start(inputAt("/marketplace", { language: "es-ES" }), { asked: ["es"] });
    expect(callsNamed(spanish.script, "fetchPlatformSetting")).toHaveLength(1);
    expect(spanish.context().language).toBe("es");
    const english = await start(inputAt("/acme", { language: "en-GB" }), { asked: ["en"] });
    expect(callsNamed(english.script, "fetchPlatformSetting")).toHaveLength(1);
  });

  it("the second load is not checked again: a language that still disagrees loads twice, not forever", async () => {
    const { context, script, hasTag } = await start(inputAt("/acme", { language: "fr-FR" }), {
      asked: ["fr", "fr", "fr"],
    });
    expect(callsNamed(script, "fetchPlatformSetting")).toHaveLength(2);
    expect(context().language).toBe("en");
    expect(hasTag("ready")).toBe(true);
  });

  it("the platform failure falls back to one language: 'en'", async () => {
    const { context } = await start(inputAt("/marketplace", { language: "fr-FR" }), {
      settings: () => fails(toErrorData(new PlatformSettingFailed())),
    });
    expect(context().language).toBe("en");
  });
});

describe("spec §2.11 cookie-consent banner", () => {
  it("shown outside an iframe when the cookie is absent", async () => {
    const { context } = await start(inputAt("/marketplace"));
    expect(context().cookieBanner).toBe(true);
  });

  it("not shown inside an iframe", async () => {
    const { context } = await start(inputAt("/marketplace", { inIframe: true }));
    expect(context().cookieBanner).toBe(false);
  });

  it("not shown when 'user-has-accepted-cookies' is set", async () => {
    const { context } = await start(inputAt("/marketplace"), {
      browser: { storedLanguage: null, cookiesAccepted: true },
    });
    expect(context().cookieBanner).toBe(false);
  });

  it("not shown before the cookie has been read", () => {
    const script = makeScript();
    const machine = siteMachine.provide({
      actors: fakeActors(script, defaultAnswers(), ["readSiteBrowserState"]),
    });
    const { actor } = startSystem(
      machine,
      "site",
      { ...inputAt("/marketplace"), features: NO_PERKS_LIST },
      [],
    );
    expect(actor.getSnapshot().context.cookieBanner).toBe(false);
  });

  it("OK (SITE.ACCEPT_COOKIES) hides it and sets the cookie", async () => {
    const { actor, context, script } = await start(inputAt("/marketplace"));
    actor.send({ type: "SITE.ACCEPT_COOKIES" });
    expect(context().cookieBanner).toBe(false);
    await settle();
    expect(callsNamed(script, "acceptCookies")).toHaveLength(1);
  });
});

describe("SITE.SETTINGS to checkout, trackOrder and balanceChecker (paymentMethodAccess of spec §6, showCts)", () => {
  const LISTENERS = ["checkout", "trackOrder", "balanceChecker"];
  const settingsOf = (paymentMethodAccess: PlatformSettings["paymentMethodAccess"], showCts: boolean) => ({
    type: "SITE.SETTINGS",
    paymentMethodAccess,
    showCts,
  });

  it("the defaults at start, then the persisted showCts, then what the server answers, to each of them", async () => {
    const persisted: PersistedState = {
      ...DEFAULT_PERSISTED_STATE,
      appInfo: { ...DEFAULT_PERSISTED_STATE.appInfo, showCts: false },
    };
    const script = makeScript();
    const machine = siteMachine.provide({ actors: fakeActors(script, { ...defaultAnswers(), persisted }) });
    const { eventsOf } = startSystem(
      machine,
      "site",
      { ...inputAt("/acme"), features: NO_PERKS_LIST },
      LISTENERS,
    );
    await settle();
    await settle();
    for (const id of LISTENERS) {
      const events = eventsOf(id);
      expect(events[0]).toEqual(settingsOf(DEFAULT_PLATFORM_SETTINGS.paymentMethodAccess, true));
      expect(events).toContainEqual(settingsOf(DEFAULT_PLATFORM_SETTINGS.paymentMethodAccess, false));
      expect(events.at(-1)).toEqual(
        settingsOf({ rewardPoints: 1, gcb: 1, tokens: 0, voucher: 1, gateway: 1 }, true),
      );
    }
  });

  it("spec §8 'Platform setting failure': the default settings are announced", async () => {
    const script = makeScript();
    const answers: Answers = {
      ...defaultAnswers(),
      settings: () => fails(toErrorData(new PlatformSettingFailed())),
    };
    const machine = siteMachine.provide({ actors: fakeActors(script, answers) });
    const { eventsOf } = startSystem(
      machine,
      "site",
      { ...inputAt("/acme"), features: NO_PERKS_LIST },
      LISTENERS,
    );
    await settle();
    await settle();
    expect(eventsOf("checkout").at(-1)).toEqual(
      settingsOf(DEFAULT_PLATFORM_SETTINGS.paymentMethodAccess, true),
    );
  });
});

describe("spec §4 persisted state", () => {
  const stored: PersistedState = {
    ...DEFAULT_PERSISTED_STATE,
    appInfo: {
      ...DEFAULT_PERSISTED_STATE.appInfo,
      showCts: false,
      platFormSettings: { enablePerks: 1, displayCatalogInPoints: 1 },
    },
  };

  it("seeds showCts and the platform flags until the server answers", async () => {
    const script = makeScript();
    const machine = siteMachine.provide({
      actors: fakeActors(script, { ...defaultAnswers(), persisted: stored }, [
        "fetchPlatformSetting",
        "fetchSitePreferences",
      ]),
    });
    const { actor } = startSystem(
      machine,
      "site",
      { ...inputAt("/marketplace"), features: NO_PERKS_LIST },
      [],
    );
    await settle();
    const context = () => actor.getSnapshot().context;
    expect(context().preferences.showCts).toBe(false);
    expect(context().settings.enablePerks).toBe(1);
    expect(context().settings.displayCatalogInPoints).toBe(1);
    await script.answer("fetchPlatformSetting", acmeSettings);
    await script.answer("fetchSitePreferences", preferencesOf("/", null, true));
    expect(context().preferences.showCts).toBe(true);
    expect(context().settings.enablePerks).toBe(0);
  });

  it("after a load the site saves its slice: the platform flags and showCts", async () => {
    const { script } = await start(inputAt("/marketplace"));
    expect(callsNamed(script, "savePersisted")).toEqual([
      {
        name: "savePersisted",
        input: {
          appInfo: { platFormSettings: { enablePerks: 1, displayCatalogInPoints: 0 }, showCts: false },
        },
      },
    ]);
  });
});

describe("SITE.RESET_BRANDING (logout): back to the default branding", () => {
  it("the acme branding goes", async () => {
    const { actor, context } = await start(inputAt("/acme"));
    actor.send({ type: "SITE.RESET_BRANDING" });
    expect(context().branding).toEqual(DEFAULT_BRANDING);
    expect(context().logoUrl).toBeNull();
  });
});

describe("machines/site.ts follows the machine rules", () => {
  const code = readFileSync(new URL("../../machines/site.ts", import.meta.url), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");

  it("reads no clock, randomness, browser global or storage, and runs no effect itself", () => {
    for (const pattern of [
      /\bDate\b/,
      /\bMath\.random\b/,
      /\bwindow\b/,
      /\bdocument\b/,
      /\blocalStorage\b/,
      /\bsetTimeout\b/,
      /\bnavigator\b/,
      /\bcallOperation\b/,
      /\bEffect\.run/,
    ]) {
      expect(code, String(pattern)).not.toMatch(pattern);
    }
  });

  it("has the id of its systemId", () => {
    expect(siteMachine.id).toBe("site");
  });

  it("describes every outside event by a schema, and handles each of them", () => {
    const handled = new Set<string>(siteMachine.root.events);
    const types = siteEventSchemas.map((schema) => {
      const ast = schema.fields.type.ast;
      return ast._tag === "Literal" ? String(ast.literal) : "";
    });
    expect(types).toEqual([
      "SITE.SET_LANGUAGE",
      "SITE.ACCEPT_COOKIES",
      "SITE.RESET_BRANDING",
      "SITE.RETRY",
      "SESSION.USER",
      "ENV.VIEWPORT",
      "ENV.LOCATION",
    ]);
    for (const type of types) expect(handled.has(type)).toBe(true);
  });

  it("the language event accepts en, es, fr, de only", () => {
    const [setLanguage] = siteEventSchemas;
    const decode = Schema.decodeUnknownExit(setLanguage);
    expect(decode({ type: "SITE.SET_LANGUAGE", language: "fr" })._tag).toBe("Success");
    expect(decode({ type: "SITE.SET_LANGUAGE", language: "ja" })._tag).toBe("Failure");
  });

  it("declares every invoked effect by name with a default that never settles", () => {
    const names = Object.keys(siteMachine.implementations.actors);
    const invoked = [...code.matchAll(/src:\s*"([^"]+)"/g)].map((m) => m[1]);
    // loadSite twice: the load, and its retry without the full-page loader.
    expect(invoked.length).toBe(7);
    for (const name of invoked) expect(names).toContain(name);
  });

  it("its context is JSON", async () => {
    const { context } = await start(inputAt("/acme"));
    expect(JSON.parse(JSON.stringify(context()))).toEqual(context());
  });
});

describe("the build's switches arrive with the input, so a replay in Node sees the browser's (spec §2.2)", () => {
  it("the perks-enabled list of the input removes perks for company 3003", async () => {
    const script = makeScript();
    const machine = siteMachine.provide({ actors: fakeActors(script, defaultAnswers()) });
    const input = inputAt("/outsider", { features: { perksCompanies: [1001], cashout: true } });
    const { actor } = startSystem(machine, "site", input, ["session", "country"]);
    await settle();
    expect(actor.getSnapshot().context.features).toEqual({ perksCompanies: [1001], cashout: true });
    actor.send({
      type: "SESSION.USER",
      loggedIn: true,
      user: { client_id: 3003, company_id: 3003, domain: null },
      points: null,
    });
    expect(actor.getSnapshot().context.sections).not.toContain("perks");
  });
});
