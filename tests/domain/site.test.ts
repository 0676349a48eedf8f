import { makeSiteFeatureConfig } from "@config";
import type { PlatformSettings, SitePreferences } from "@contract/site";
import {
  BLACK,
  brandColorsOf,
  brandingOf,
  contrastColorOf,
  contrastRatio,
  DEFAULT_BRANDING,
  DEFAULT_PLATFORM_SETTINGS,
  isDefaultPayNowButton,
  isDefaultPointsLabel,
  logoUrlOf,
  normalizeHexColor,
  normalizePlatformSettings,
  optOutUrlFor,
  preferenceFlagsOf,
  REWARDS_API_CATALOGUE_PATH,
  resetPasswordTargetOf,
  siteOfPath,
  softColorOf,
  WHITE,
} from "@domain/site";
import { describe, expect, it } from "vitest";

describe("spec §2.1 the site of a path and how the calls name it", () => {
  it.each([
    ["/", { prefix: "/marketplace", url: "/", key: "marketplace" }],
    ["/marketplace", { prefix: "/marketplace", url: "/", key: "marketplace" }],
    ["/marketplace/vouchers", { prefix: "/marketplace", url: "/", key: "marketplace" }],
    ["/admin", { prefix: "/marketplace", url: "/", key: "marketplace" }],
    ["/vouchers/description/x/1", { prefix: "/marketplace", url: "/", key: "marketplace" }],
    ["/rp/abc", { prefix: "/marketplace", url: "/", key: "marketplace" }],
    ["/acme", { prefix: "/acme", url: "/acme", key: "acme" }],
    ["/acme/experiences", { prefix: "/acme", url: "/acme", key: "acme" }],
  ])("%s", (path, address) => {
    expect(siteOfPath(path)).toEqual(address);
  });
});

describe("spec §3 customText: the storefront's default words are shown in the shopper's language, a site's own name as it is", () => {
  it("takes 'Points' and no label as the default, 'Acme Stars' as the site's own", () => {
    expect(isDefaultPointsLabel("Points")).toBe(true);
    expect(isDefaultPointsLabel(" ")).toBe(true);
    expect(isDefaultPointsLabel("Acme Stars")).toBe(false);
  });

  it("takes 'Pay Now' as the default pay button, 'Pay Securely' as the site's own", () => {
    expect(isDefaultPayNowButton("Pay Now")).toBe(true);
    expect(isDefaultPayNowButton("Pay Securely")).toBe(false);
  });
});

describe("spec §3 defaults and spec §8 failure rows", () => {
  it("default branding: route '/:keyword', url '/'", () => {
    expect(DEFAULT_BRANDING).toEqual({ logo_url: null, custom_url: "/", custom_route: "/:keyword" });
  });

  it("default settings: points label 'Points', payNowButton 'Pay Now', every payment method 1, footer 1", () => {
    expect(DEFAULT_PLATFORM_SETTINGS.customText).toEqual({ rewardPoints: "Points", payNowButton: "Pay Now" });
    expect(DEFAULT_PLATFORM_SETTINGS.paymentMethodAccess).toEqual({
      rewardPoints: 1,
      gcb: 1,
      tokens: 1,
      voucher: 1,
      gateway: 1,
    });
    expect(DEFAULT_PLATFORM_SETTINGS.footer).toBe(1);
    expect(DEFAULT_PLATFORM_SETTINGS.urlPrefix).toBe("marketplace");
  });
});

const acmeSettings: PlatformSettings = {
  ...DEFAULT_PLATFORM_SETTINGS,
  urlPrefix: "acme",
  companyName: "Acme Rewards",
  primaryLogo: "/brand/acme-logo.svg",
  primaryColor: "#0f766e",
  customText: { rewardPoints: "Acme Stars", payNowButton: "Pay Securely" },
};

describe("normalising the platform settings (spec §3)", () => {
  it("keeps what the server set", () => {
    expect(normalizePlatformSettings(acmeSettings)).toEqual(acmeSettings);
  });

  it("an empty points label or pay text falls back to 'Points' / 'Pay Now'", () => {
    const settings = normalizePlatformSettings({
      ...acmeSettings,
      customText: { rewardPoints: " ", payNowButton: "" },
    });
    expect(settings.customText).toEqual({ rewardPoints: "Points", payNowButton: "Pay Now" });
  });

  it("a colour that is not a hex colour never reaches a style", () => {
    expect(
      normalizePlatformSettings({ ...acmeSettings, primaryColor: "red;background:url(x)" }).primaryColor,
    ).toBe("#4f46e5");
    expect(normalizeHexColor("#0F766E")).toBe("#0f766e");
    expect(normalizeHexColor("#abc")).toBe("#aabbcc");
    expect(normalizeHexColor("0f766e")).toBeNull();
  });

  it("an empty urlPrefix is 'marketplace' (spec §2.1 Track Order links)", () => {
    expect(normalizePlatformSettings({ ...acmeSettings, urlPrefix: "" }).urlPrefix).toBe("marketplace");
  });
});

const acmePreferences: SitePreferences = {
  success: 1,
  brandLogo: "/brand/acme-logo.svg",
  showCts: true,
  clientele_flag: 1,
  points_usable: 1,
  branding: { logo_url: "/brand/acme-logo.svg", custom_url: "/acme", custom_route: "/:keyword" },
};

describe("spec §3 branding and site preferences", () => {
  it("branding: logo_url, custom_url, custom_route as answered", () => {
    expect(brandingOf(acmePreferences)).toEqual({
      logo_url: "/brand/acme-logo.svg",
      custom_url: "/acme",
      custom_route: "/:keyword",
    });
  });

  it("an empty custom_url is '/'", () => {
    expect(
      brandingOf({ ...acmePreferences, branding: { ...acmePreferences.branding, custom_url: "" } })
        .custom_url,
    ).toBe("/");
  });

  it("the flags: showCts, clientele_flag, points_usable, brandLogo", () => {
    expect(preferenceFlagsOf(acmePreferences)).toEqual({
      showCts: true,
      clientele_flag: 1,
      points_usable: 1,
      brandLogo: "/brand/acme-logo.svg",
    });
  });

  it("spec §2.4 logo: the company logo_url, else null for the default product logo", () => {
    expect(logoUrlOf(brandingOf(acmePreferences))).toBe("/brand/acme-logo.svg");
    expect(logoUrlOf(DEFAULT_BRANDING)).toBeNull();
    expect(logoUrlOf({ ...DEFAULT_BRANDING, logo_url: "  " })).toBeNull();
  });
});

describe("brand colours: black or white text on the primary colour", () => {
  it.each([
    ["#0f766e", WHITE],
    ["#4338ca", WHITE],
    ["#fde047", BLACK],
    ["#ffffff", BLACK],
    ["#000000", WHITE],
  ])("%s → %s", (color, contrast) => {
    expect(contrastColorOf(color)).toBe(contrast);
  });

  it("the chosen text colour always reaches at least 4.5:1 on saturated colours", () => {
    for (const color of ["#0f766e", "#4338ca", "#9d174d", "#b45309", "#fde047", "#22d3ee"]) {
      expect(contrastRatio(color, contrastColorOf(color))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("the soft tint is 12% of the colour over white", () => {
    expect(softColorOf("#000000")).toBe("#e0e0e0");
    expect(softColorOf("#ffffff")).toBe("#ffffff");
  });

  it("the three colours of a primary colour", () => {
    expect(brandColorsOf("#0F766E")).toEqual({
      primary: "#0f766e",
      contrast: WHITE,
      soft: softColorOf("#0f766e"),
    });
    expect(brandColorsOf("nonsense").primary).toBe("#4f46e5");
  });
});

describe("spec §2.1, §8 platform setting failure: reset-password links go to /marketplace", () => {
  it.each([
    [{ pathname: "/acme/rp/abc", search: "" }, "/marketplace/acme/rp/abc"],
    [{ pathname: "/reset-password/xyz", search: "?a=1" }, "/marketplace/reset-password/xyz?a=1"],
    [{ pathname: "/marketplace/rp/abc", search: "" }, null],
    [{ pathname: "/acme/vouchers", search: "" }, null],
  ])("%j → %s", (location, target) => {
    expect(resetPasswordTargetOf(location)).toBe(target);
  });
});

describe("spec §2.11 footer", () => {
  it("the Rewards API Catalogue is '/marketplace' plus the rewards API catalogue path", () => {
    expect(REWARDS_API_CATALOGUE_PATH).toBe("/marketplace/rewards-api-catalogue");
  });

  it("'Opt Out' has a URL only for a client in the per-client_id map", () => {
    const urls = { "2002": "https://acme.example/opt-out" };
    expect(optOutUrlFor(urls, 2002)).toBe("https://acme.example/opt-out");
    expect(optOutUrlFor(urls, 1001)).toBeNull();
    expect(optOutUrlFor(urls, null)).toBeNull();
  });
});

describe("build configuration of the site features (VITE_PERKS_COMPANIES, VITE_FEATURE_CASHOUT, VITE_OPT_OUT_URLS)", () => {
  it("defaults: no perks-enabled list, cashout on, no Opt Out URLs", () => {
    expect(makeSiteFeatureConfig({})).toEqual({
      perksCompanies: null,
      cashout: true,
      sectionsOff: [],
      optOutUrls: {},
    });
  });

  it("reads a comma list of companies, ignoring what is not a whole number", () => {
    expect(makeSiteFeatureConfig({ VITE_PERKS_COMPANIES: "1001, 2002,x,5179,1001" }).perksCompanies).toEqual([
      1001, 2002, 5179,
    ]);
    expect(makeSiteFeatureConfig({ VITE_PERKS_COMPANIES: " " }).perksCompanies).toBeNull();
  });

  it("cashout is switched off by 0, false or off", () => {
    for (const value of ["0", "false", "OFF"]) {
      expect(makeSiteFeatureConfig({ VITE_FEATURE_CASHOUT: value }).cashout).toBe(false);
    }
    expect(makeSiteFeatureConfig({ VITE_FEATURE_CASHOUT: "1" }).cashout).toBe(true);
  });

  it("spec §9 feature flags: each section flag is read from VITE_FEATURE_<FLAG> and switched off the same way", () => {
    expect(makeSiteFeatureConfig({ VITE_FEATURE_MILES: "0", VITE_FEATURE_HOTEL: "off" }).sectionsOff).toEqual(
      ["airmiles", "hotels"],
    );
    expect(makeSiteFeatureConfig({ VITE_FEATURE_MOBILE_RECHARGE: "false" }).sectionsOff).toEqual(["topup"]);
    expect(
      makeSiteFeatureConfig({
        VITE_FEATURE_TOPUP: "no",
        VITE_FEATURE_LOUNGE: "0",
        VITE_FEATURE_CHARITY: "0",
        VITE_FEATURE_FLIGHT: "0",
        VITE_FEATURE_MILES: "1",
      }).sectionsOff,
    ).toEqual(["topup", "lounge", "charity", "flights"]);
  });

  it("reads clientId=url pairs, keeping only http(s) URLs", () => {
    expect(
      makeSiteFeatureConfig({
        VITE_OPT_OUT_URLS: "2002=https://acme.example/opt-out, 5179=javascript:alert(1),x=https://a.example",
      }).optOutUrls,
    ).toEqual({ "2002": "https://acme.example/opt-out" });
  });
});
