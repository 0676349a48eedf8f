import type { PlatformSettings, SitePreferences } from "@contract/site";
import { DEFAULT_PERSISTED_STATE, type PersistedState } from "@domain/persisted";
import { DEFAULT_BRANDING, DEFAULT_PLATFORM_SETTINGS, DEFAULT_PREFERENCES } from "@domain/site";
import {
  type BannersAnswer,
  redirectAfterLoad,
  type SiteData,
  siteDataFailed,
  siteLoadOf,
  siteStartOf,
} from "@domain/siteLoad";
import { toErrorData } from "@errors";
import type { ErrorData } from "@errors/data";
import { PlatformSettingFailed, RoutesFetchFailed, SitePreferencesFailed } from "@errors/situations";
import { ServerError, UndecodableResponse } from "@errors/transport";
import { describe, expect, it } from "vitest";

const settings: PlatformSettings = {
  ...DEFAULT_PLATFORM_SETTINGS,
  urlPrefix: "acme",
  primaryColor: "#0F766E",
};
const preferences: SitePreferences = {
  success: 1,
  brandLogo: "/brand/acme-logo.svg",
  showCts: true,
  clientele_flag: 1,
  points_usable: 1,
  branding: { logo_url: "/brand/acme-logo.svg", custom_url: "/acme", custom_route: "/:keyword" },
};
const banners: BannersAnswer = { module: {}, fetchedAt: "2026-11-25T10:00:00.000Z" };
const errors: Record<string, ErrorData> = {
  PlatformSettingFailed: toErrorData(new PlatformSettingFailed()),
  RoutesFetchFailed: toErrorData(new RoutesFetchFailed()),
  SitePreferencesFailed: toErrorData(new SitePreferencesFailed()),
  ServerError: toErrorData(new ServerError({ operation: "getBannerModule", status: 503, message: "busy" })),
  UndecodableResponse: toErrorData(new UndecodableResponse({ operation: "effect", reason: "defect" })),
  StorageFailed: toErrorData(new UndecodableResponse({ operation: "storage", reason: "blocked" })),
};
const failure = (name: string): ErrorData => {
  const error = errors[name];
  if (error === undefined) throw new Error(`no error ${name}`);
  return error;
};
const answered: SiteData = {
  settings: { ok: true, value: settings },
  preferences: { ok: true, value: preferences },
  routes: { ok: true, value: ["vouchers", "swag"] },
  banners: { ok: true, value: banners },
};

describe("spec §7.2, §8: what the site keeps of a load, call by call", () => {
  it("every call answered: the normalised settings, the flags and branding, the sections, the banners", () => {
    expect(siteLoadOf(answered)).toEqual({
      settings: { ...settings, primaryColor: "#0f766e" },
      preferences: { showCts: true, clientele_flag: 1, points_usable: 1, brandLogo: "/brand/acme-logo.svg" },
      branding: preferences.branding,
      loadedSections: ["vouchers", "swag"],
      banners,
      answered: { settings: true, preferences: true },
      failures: {},
    });
  });

  it("each failure has its own row and spares the others", () => {
    const load = siteLoadOf({
      ...answered,
      settings: { ok: false, error: failure("PlatformSettingFailed") },
      routes: { ok: false, error: failure("RoutesFetchFailed") },
    });
    expect(load.settings).toEqual(DEFAULT_PLATFORM_SETTINGS);
    expect(load.loadedSections).toBeNull();
    expect(load.branding).toEqual(preferences.branding);
    expect(load.banners).toEqual(banners);
    expect(load.answered).toEqual({ settings: false, preferences: true });
    expect(load.failures).toEqual({
      platformSettings: failure("PlatformSettingFailed"),
      routes: failure("RoutesFetchFailed"),
    });
  });

  it("a preferences failure: the default branding, the known flags kept; a banners failure keeps the banners", () => {
    const load = siteLoadOf({
      ...answered,
      preferences: { ok: false, error: failure("SitePreferencesFailed") },
      banners: { ok: false, error: failure("ServerError") },
    });
    expect(load.branding).toEqual(DEFAULT_BRANDING);
    expect(load.preferences).toBeNull();
    expect(load.banners).toBeNull();
    expect(load.answered.preferences).toBe(false);
  });

  it("a load that could not run fails every call with its error", () => {
    const load = siteLoadOf(siteDataFailed(failure("UndecodableResponse")));
    expect(Object.keys(load.failures)).toEqual(["platformSettings", "preferences", "routes", "banners"]);
    expect(load.settings).toEqual(DEFAULT_PLATFORM_SETTINGS);
    expect(load.branding).toEqual(DEFAULT_BRANDING);
  });
});

describe("spec §2.1, §8: the reset-password move after a load", () => {
  const at = { pathname: "/acme/rp/token-1", search: "?utm=mail" };
  it("only when the settings did not answer", () => {
    expect(redirectAfterLoad({ settings: false, preferences: true }, at)).toBe(
      "/marketplace/acme/rp/token-1?utm=mail",
    );
    expect(redirectAfterLoad({ settings: true, preferences: true }, at)).toBeNull();
  });

  it("not from a page that is no reset-password page", () => {
    expect(
      redirectAfterLoad({ settings: false, preferences: false }, { pathname: "/acme", search: "" }),
    ).toBeNull();
  });
});

describe("spec §2.11, §3, §4: what the site keeps of its start", () => {
  const known = {
    storedLanguage: null,
    cookiesAccepted: false,
    cookieBanner: false,
    inIframe: false,
    settings: DEFAULT_PLATFORM_SETTINGS,
    preferences: DEFAULT_PREFERENCES,
    answered: { settings: false, preferences: false },
  };
  const persisted: PersistedState = {
    ...DEFAULT_PERSISTED_STATE,
    appInfo: {
      ...DEFAULT_PERSISTED_STATE.appInfo,
      showCts: false,
      platFormSettings: { enablePerks: 1, displayCatalogInPoints: 1 },
    },
  };

  it("the stored language and cookie; the banner outside an iframe without the cookie; the persisted flags", () => {
    const start = siteStartOf(known, {
      browser: { ok: true, value: { storedLanguage: "de", cookiesAccepted: false } },
      persisted: { ok: true, value: persisted },
    });
    expect(start).toEqual({
      storedLanguage: "de",
      cookiesAccepted: false,
      cookieBanner: true,
      settings: { ...DEFAULT_PLATFORM_SETTINGS, enablePerks: 1, displayCatalogInPoints: 1 },
      preferences: { ...DEFAULT_PREFERENCES, showCts: false },
      failures: {},
    });
  });

  it("a choice made before the read wins; the banner stays hidden in an iframe", () => {
    const start = siteStartOf(
      { ...known, storedLanguage: "es", inIframe: true },
      {
        browser: { ok: true, value: { storedLanguage: "de", cookiesAccepted: false } },
        persisted: { ok: true, value: persisted },
      },
    );
    expect(start.storedLanguage).toBe("es");
    expect(start.cookieBanner).toBe(false);
  });

  it("a failed read changes nothing it would have set and keeps its error; answered settings are not seeded", () => {
    const start = siteStartOf(
      { ...known, answered: { settings: true, preferences: false } },
      { browser: { ok: false, error: failure("StorageFailed") }, persisted: { ok: true, value: persisted } },
    );
    expect(start.cookieBanner).toBe(false);
    expect(start.storedLanguage).toBeNull();
    expect(start.settings).toBeNull();
    expect(start.preferences).toEqual({ ...DEFAULT_PREFERENCES, showCts: false });
    expect(start.failures).toEqual({ browser: failure("StorageFailed") });
  });
});
