import {
  APP_INFO_DEFAULT_ROUTES,
  defaultSections,
  isListingEnabled,
  isPerksAllowed,
  lastSegmentOf,
  normalizeSections,
  renameSection,
  SECTION_FLAGS,
  sameSections,
  sectionsFor,
  sectionsSwitchedOff,
} from "@domain/sections";
import { describe, expect, it } from "vitest";

describe("spec §2.2 default list", () => {
  it("experiences, vouchers, perks, merchandises, swag, flights, lounge, charity, airmiles, topup, hotels, plus cashout when its flag is on", () => {
    expect(defaultSections(true)).toEqual([
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
  });

  it("without cashout when the cashout feature flag is off", () => {
    expect(defaultSections(false)).toEqual([
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
    ]);
  });

  it("the second reading of the app-info default routes is experiences, vouchers, perks", () => {
    expect(APP_INFO_DEFAULT_ROUTES).toEqual(["experiences", "vouchers", "perks"]);
  });

  it("spec §8 'Routes fetch failure': a failed load keeps the default list", () => {
    expect(
      sectionsFor({ loaded: null, cashoutEnabled: true, perksCompanies: null, companyId: null }),
    ).toEqual(defaultSections(true));
  });
});

describe("spec §2.2 a site's list is loaded from the server; 'merchandise' is renamed 'merchandises'", () => {
  it("renames 'merchandise' only", () => {
    expect(renameSection("merchandise")).toBe("merchandises");
    expect(renameSection("merchandises")).toBe("merchandises");
    expect(renameSection("swag")).toBe("swag");
  });

  it("the acme list (vouchers, experiences, merchandise, swag, charity) keeps its order", () => {
    expect(
      sectionsFor({
        loaded: ["vouchers", "experiences", "merchandise", "swag", "charity"],
        cashoutEnabled: true,
        perksCompanies: null,
        companyId: null,
      }),
    ).toEqual(["vouchers", "experiences", "merchandises", "swag", "charity"]);
  });

  it("a loaded list is not padded with the defaults or cashout", () => {
    expect(
      sectionsFor({ loaded: ["vouchers"], cashoutEnabled: true, perksCompanies: null, companyId: null }),
    ).toEqual(["vouchers"]);
  });

  it("blank entries and repeats (merchandise next to merchandises) are dropped", () => {
    expect(normalizeSections(["merchandise", " ", "merchandises", "vouchers", "vouchers"])).toEqual([
      "merchandises",
      "vouchers",
    ]);
  });
});

describe("spec §2.2 perks is removed when a perks-enabled company list is configured and the user's company_id is not in it", () => {
  const outsider = [
    "experiences",
    "vouchers",
    "perks",
    "merchandises",
    "swag",
    "lounge",
    "charity",
    "airmiles",
  ];

  it("no list configured: perks stays for everyone", () => {
    expect(isPerksAllowed(null, 3003)).toBe(true);
    expect(isPerksAllowed(null, null)).toBe(true);
    expect(
      sectionsFor({ loaded: outsider, cashoutEnabled: true, perksCompanies: null, companyId: 3003 }),
    ).toEqual(outsider);
  });

  it("company 3003 outside [1001, 2002, 5179] loses perks", () => {
    expect(
      sectionsFor({
        loaded: outsider,
        cashoutEnabled: true,
        perksCompanies: [1001, 2002, 5179],
        companyId: 3003,
      }),
    ).toEqual(["experiences", "vouchers", "merchandises", "swag", "lounge", "charity", "airmiles"]);
  });

  it("company 1001 inside the list keeps perks", () => {
    expect(
      sectionsFor({
        loaded: outsider,
        cashoutEnabled: true,
        perksCompanies: [1001, 2002, 5179],
        companyId: 1001,
      }),
    ).toContain("perks");
  });

  it("a guest has no company_id and keeps the default list, perks included (spec §6 'Guest')", () => {
    expect(isPerksAllowed([1001], null)).toBe(true);
    expect(
      sectionsFor({ loaded: null, cashoutEnabled: false, perksCompanies: [1001], companyId: null }),
    ).toContain("perks");
  });
});

describe("spec §9 'Feature flags, all on': a section whose flag is off is not offered", () => {
  it("the flags miles, topup, mobile recharge, lounge, charity, flight and hotel govern a section each", () => {
    expect(SECTION_FLAGS).toEqual({
      MILES: "airmiles",
      TOPUP: "topup",
      MOBILE_RECHARGE: "topup",
      LOUNGE: "lounge",
      CHARITY: "charity",
      FLIGHT: "flights",
      HOTEL: "hotels",
    });
  });

  it("all on takes nothing away; top-up and mobile recharge off take the one section once", () => {
    expect(sectionsSwitchedOff(() => true)).toEqual([]);
    expect(sectionsSwitchedOff((flag) => flag !== "TOPUP" && flag !== "MOBILE_RECHARGE")).toEqual(["topup"]);
  });

  it("removed from the default list and from a list the server loaded alike", () => {
    const rules = {
      cashoutEnabled: true,
      perksCompanies: null,
      companyId: null,
      sectionsOff: ["airmiles", "hotels"],
    };
    expect(sectionsFor({ ...rules, loaded: null })).toEqual(
      defaultSections(true).filter((s) => s !== "airmiles" && s !== "hotels"),
    );
    expect(sectionsFor({ ...rules, loaded: ["vouchers", "hotels", "airmiles", "charity"] })).toEqual([
      "vouchers",
      "charity",
    ]);
  });

  it("a section off stays off with perks removed too", () => {
    expect(
      sectionsFor({
        loaded: ["perks", "lounge", "vouchers"],
        cashoutEnabled: true,
        perksCompanies: [1001],
        companyId: 3003,
        sectionsOff: ["lounge"],
      }),
    ).toEqual(["vouchers"]);
  });
});

describe("spec §2.2 guarded listing routes render only when the last path segment is enabled", () => {
  const acme = ["vouchers", "experiences", "merchandises", "swag", "charity"];

  it.each([
    ["/acme/vouchers", true],
    ["/acme/experiences/", true],
    ["/acme/merchandises", true],
    ["/outsider/merchandise", false],
  ])("%s → %s", (path, enabled) => {
    expect(isListingEnabled(lastSegmentOf(path), acme)).toBe(enabled);
  });

  it("a section missing from the list shows the not-found page", () => {
    expect(isListingEnabled("experiences", ["vouchers"])).toBe(false);
  });

  it("the last non-empty segment, without the query", () => {
    expect(lastSegmentOf("/marketplace/vouchers/?category_id=698")).toBe("vouchers");
    expect(lastSegmentOf("/")).toBe("");
    expect(isListingEnabled("", acme)).toBe(false);
  });
});

describe("section lists compare in order", () => {
  it("same entries in the same order only", () => {
    expect(sameSections(["a", "b"], ["a", "b"])).toBe(true);
    expect(sameSections(["a", "b"], ["b", "a"])).toBe(false);
    expect(sameSections(["a"], ["a", "b"])).toBe(false);
  });
});
