import {
  type CategoryItem,
  categoryDisplayName,
  DEFAULT_CATEGORY_DISPLAY_NAME,
  type NavigationFacts,
  navigationTabs,
  POPOVER_CLOSE_DELAY_MS,
  popoverLayout,
  popoverShift,
  selectedTab,
  selectedTabId,
  subcategoryHref,
  swagHref,
  TAB_IDS,
  type TabId,
} from "@domain/navigation";
import { layoutMessages } from "@views/layout/messages";
import { describe, expect, it } from "vitest";

const items = (...names: string[]): CategoryItem[] =>
  names.map((name, i) => ({ name, value: String(700 + i) }));

const ALL_SECTIONS = [
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
  "personalize-category",
];

/** Facts under which every tab shows. */
const everything: NavigationFacts = {
  sections: ALL_SECTIONS,
  loggedIn: true,
  cashoutFlag: true,
  clientId: 5179,
  companyId: 5179,
  perksEnabledCompanies: null,
  userCountryCode: "IN",
  selectedCountryId: 976,
  topupCountryIds: [976, 99],
  customCatalogFilterGroupName: null,
  sitePrefix: "/members",
  subcategories: {
    experiences: items("Adventure", "Dining"),
    merchandises: items("Bags"),
    vouchers: items("Fashion", "Travel"),
    perks: items("Spa"),
    lounge: items("Domestic"),
    charity: items("Education"),
    airmiles: items("Airlines"),
    cashout: [
      { name: "UPI", value: "1466" },
      { name: "Bank", value: "1465" },
    ],
    personalize: items("Mugs"),
  },
};

const ids = (facts: NavigationFacts): TabId[] => navigationTabs(facts).map((tab) => tab.id);

describe("spec §2.5: the tabs in order", () => {
  it("Membership, Merchandise, Swag, Flights, Hotels, Mobile Recharge, Gift Card, Miles, Lounge, Experiences, Charity, Offers, Cashout, Personalize", () => {
    expect(ids(everything)).toEqual([...TAB_IDS]);
    const en = layoutMessages.en;
    expect(TAB_IDS.map((id) => en[id])).toEqual([
      "Membership",
      "Merchandise",
      "Swag",
      "Flights",
      "Hotels",
      "Mobile Recharge",
      "Gift Card",
      "Miles",
      "Lounge",
      "Experiences",
      "Charity",
      "Offers",
      "Cashout",
      "Personalize Category",
    ]);
  });
  it("the tabs lead to their pages under the site prefix", () => {
    const hrefs = Object.fromEntries(navigationTabs(everything).map((tab) => [tab.id, tab.href]));
    expect(hrefs).toEqual({
      membership: "/members/custom-category",
      merchandise: "/members/merchandises",
      swag: "/members/swag?filter_value_id=1390",
      flights: "/members/flights",
      hotels: "/members/hotels",
      mobileRecharge: "/members/mobile-recharge",
      giftCard: "/members/vouchers",
      miles: "/members/airmiles",
      lounge: "/members/lounge",
      experiences: "/members/experiences",
      charity: "/members/charity",
      offers: "/members/perks",
      cashout: "/members/cashout",
      personalize: "/members/personalize-category",
    });
  });
});

describe("spec §2.5: Personalize is labelled customCatalogFilterGroupName or 'Personalize Category'", () => {
  const personalize = (facts: NavigationFacts) =>
    navigationTabs(facts).find((tab) => tab.id === "personalize");
  it("the platform setting names it", () => {
    expect(personalize({ ...everything, customCatalogFilterGroupName: "Member Picks" })?.customLabel).toBe(
      "Member Picks",
    );
  });
  it("without it the view's 'Personalize Category' text is used", () => {
    expect(personalize(everything)?.customLabel).toBeNull();
    expect(personalize({ ...everything, customCatalogFilterGroupName: "  " })?.customLabel).toBeNull();
    expect(layoutMessages.en.personalize).toBe("Personalize Category");
  });
});

describe("spec §6: Membership shows only for client_id 5179", () => {
  it("client 5179 sees it; another client and a guest do not", () => {
    expect(ids(everything)).toContain("membership");
    expect(ids({ ...everything, clientId: 1001 })).not.toContain("membership");
    expect(ids({ ...everything, clientId: null })).not.toContain("membership");
  });
});

describe("spec §6: Merchandise shows only for user countries IN, US, GB, IE, CN, SG, AE, ID, QA, GH, PK with subcategories", () => {
  it.each(["IN", "US", "GB", "IE", "CN", "SG", "AE", "ID", "QA", "GH", "PK"])("shown for %s", (code) => {
    expect(ids({ ...everything, userCountryCode: code })).toContain("merchandise");
  });
  it.each(["DE", "HU", "FR", null])("hidden for %s", (code) => {
    expect(ids({ ...everything, userCountryCode: code })).not.toContain("merchandise");
  });
  it("hidden with no subcategories", () => {
    expect(
      ids({ ...everything, subcategories: { ...everything.subcategories, merchandises: [] } }),
    ).not.toContain("merchandise");
  });
  it("a server list naming 'merchandise' counts as 'merchandises'", () => {
    expect(ids({ ...everything, sections: ["merchandise"] })).toContain("merchandise");
  });
});

describe("spec §6: Mobile Recharge shows only when the selected country is in the topup country list", () => {
  it("selected country 976 in [976, 99]: shown", () => {
    expect(ids(everything)).toContain("mobileRecharge");
  });
  it("selected country outside the list, or none: hidden", () => {
    expect(ids({ ...everything, selectedCountryId: 81 })).not.toContain("mobileRecharge");
    expect(ids({ ...everything, selectedCountryId: null })).not.toContain("mobileRecharge");
  });
  it("needs the 'topup' section", () => {
    expect(ids({ ...everything, sections: ALL_SECTIONS.filter((s) => s !== "topup") })).not.toContain(
      "mobileRecharge",
    );
  });
});

describe("spec §6: Cashout requires login and the cashout feature flag", () => {
  it("shown logged in with the flag", () => {
    expect(ids(everything)).toContain("cashout");
  });
  it("hidden for a guest", () => {
    expect(ids({ ...everything, loggedIn: false })).not.toContain("cashout");
  });
  it("hidden without the flag", () => {
    expect(ids({ ...everything, cashoutFlag: false })).not.toContain("cashout");
  });
});

describe("spec §6: Perks is limited to companies in the perks-enabled company list, when that list is set", () => {
  it("no list: shown", () => {
    expect(ids({ ...everything, perksEnabledCompanies: null })).toContain("offers");
  });
  it("company in the list: shown; outside: hidden", () => {
    expect(ids({ ...everything, perksEnabledCompanies: [5179] })).toContain("offers");
    expect(ids({ ...everything, companyId: 3003, perksEnabledCompanies: [5179] })).not.toContain("offers");
    // A guest has no company and keeps the default sections (spec §6 'Guest').
    expect(ids({ ...everything, companyId: null, perksEnabledCompanies: [5179] })).toContain("offers");
  });
});

describe("spec §6: most other tabs need the route enabled and the category list non-empty", () => {
  it.each([
    ["giftCard", "vouchers", "vouchers"],
    ["miles", "airmiles", "airmiles"],
    ["lounge", "lounge", "lounge"],
    ["experiences", "experiences", "experiences"],
    ["charity", "charity", "charity"],
    ["offers", "perks", "perks"],
    ["personalize", "personalize-category", "personalize"],
  ] as const)("%s needs section '%s' and a non-empty %s list", (tab, section, family) => {
    expect(ids(everything)).toContain(tab);
    expect(ids({ ...everything, sections: ALL_SECTIONS.filter((s) => s !== section) })).not.toContain(tab);
    expect(
      ids({ ...everything, subcategories: { ...everything.subcategories, [family]: [] } }),
    ).not.toContain(tab);
  });
  it.each([
    ["swag", "swag"],
    ["flights", "flights"],
    ["hotels", "hotels"],
  ] as const)("%s needs its route '%s' enabled", (tab, section) => {
    expect(ids({ ...everything, sections: ALL_SECTIONS.filter((s) => s !== section) })).not.toContain(tab);
  });
});

describe("spec §2.5: the selected tab is the last non-empty path segment; Hotels when the path contains 'hotels'", () => {
  it.each([
    ["/members/vouchers", "vouchers"],
    ["/members/vouchers/", "vouchers"],
    ["/members/perks", "perks"],
    ["/members/hotels/listing", "hotels"],
    ["/members/hotels/description/55399", "hotels"],
    ["/members", "members"],
    ["/", null],
  ])("%s selects %s", (pathname, segment) => {
    expect(selectedTab(pathname)).toBe(segment);
  });
  it("names the tab", () => {
    const tabs = navigationTabs(everything);
    expect(selectedTabId(tabs, "/members/vouchers")).toBe("giftCard");
    expect(selectedTabId(tabs, "/members/hotels/listing")).toBe("hotels");
    expect(selectedTabId(tabs, "/members/mobile-recharge")).toBe("mobileRecharge");
    expect(selectedTabId(tabs, "/members/cart")).toBeNull();
  });
});

describe("spec §2.5, §9: popover layout: 8 items per column, 200 px per column, max width 667 px, 16 px margin", () => {
  it.each([
    [1, 1, 1, 232],
    [8, 1, 8, 232],
    [9, 2, 8, 432],
    [16, 2, 8, 432],
    [17, 3, 8, 632],
    [24, 3, 8, 632],
    [25, 4, 8, 667],
    [60, 8, 8, 667],
  ])("%i items: %i columns of %i rows, %i px wide with the 16 px margins", (count, columns, rows, width) => {
    expect(popoverLayout(count)).toEqual({ columns, rows, width, margin: 16 });
  });
  it("no items: no columns", () => {
    expect(popoverLayout(0)).toEqual({ columns: 0, rows: 0, width: 0, margin: 16 });
  });
  it("closes 100 ms after hover ends", () => {
    expect(POPOVER_CLOSE_DELAY_MS).toBe(100);
  });
});

describe("spec §2.5: a popover open under a tab stays on the screen", () => {
  it("opens under the tab's left edge when it ends inside the screen less the 16 px margin", () => {
    // 1038 + 232 = 1270 > 1264: moved; 1030 + 232 = 1262: not.
    expect(popoverShift({ tabLeft: 1030, popoverWidth: 232, screenWidth: 1280 })).toBe(0);
    expect(popoverShift({ tabLeft: 1032, popoverWidth: 232, screenWidth: 1280 })).toBe(0);
    expect(popoverShift({ tabLeft: 56, popoverWidth: 667, screenWidth: 1280 })).toBe(0);
  });

  it("moves left just enough to keep the 16 px margin on the right (the last tab, Cashout)", () => {
    // The Cashout tab at 1114.5 px of a 1280 px screen, its two subcategories 232 px wide.
    expect(popoverShift({ tabLeft: 1114.5, popoverWidth: 232, screenWidth: 1280 })).toBe(82.5);
    expect(popoverShift({ tabLeft: 1200, popoverWidth: 432, screenWidth: 1366 })).toBe(282);
  });

  it("never moves past the 16 px margin on the left", () => {
    // A popover wider than the screen less both margins is that wide (its max-width): 768 px at 800.
    expect(popoverShift({ tabLeft: 300, popoverWidth: 900, screenWidth: 800 })).toBe(284);
    expect(popoverShift({ tabLeft: 10, popoverWidth: 667, screenWidth: 600 })).toBe(0);
  });

  it("keeps any popover between the margins, whatever the tab and the screen", () => {
    for (const screenWidth of [992, 1024, 1280, 1366, 1920]) {
      for (let tabLeft = 16; tabLeft < screenWidth - 16; tabLeft += 37) {
        for (const popoverWidth of [232, 432, 632, 667]) {
          const left = tabLeft - popoverShift({ tabLeft, popoverWidth, screenWidth });
          const width = Math.min(popoverWidth, screenWidth - 32);
          expect(left).toBeGreaterThanOrEqual(16);
          expect(left + width).toBeLessThanOrEqual(screenWidth - 16);
        }
      }
    }
  });
});

describe("spec §2.5: category display names", () => {
  it.each([
    [["vouchers"], "GIFT CARDS"],
    [["merchandises"], "MERCHANDISES"],
    [["merchandise"], "MERCHANDISES"],
    [["lounge"], "LOUNGE"],
    [["airmiles"], "AIRMILES"],
    [["topup"], "TOPUP"],
    [["charity"], "CHARITY"],
    [["cashout"], "CASHOUT"],
  ])("%j alone: %s", (sections, name) => {
    expect(categoryDisplayName(sections)).toBe(name);
  });
  it("more than one enabled: '{name} & MORE'", () => {
    expect(categoryDisplayName(["vouchers", "lounge"])).toBe("GIFT CARDS & MORE");
    expect(categoryDisplayName(["charity", "lounge", "experiences"])).toBe("LOUNGE & MORE");
  });
  it("default 'GIFT CARDS & MORE'", () => {
    expect(DEFAULT_CATEGORY_DISPLAY_NAME).toBe("GIFT CARDS & MORE");
    expect(categoryDisplayName([])).toBe("GIFT CARDS & MORE");
    expect(categoryDisplayName(["experiences", "perks"])).toBe("GIFT CARDS & MORE");
  });
});

describe("spec §2.3: subcategory links per family", () => {
  it("experiences: ?categories[]={name}", () => {
    expect(subcategoryHref("experiences", { name: "Adventure", value: "12" }, "/acme")).toBe(
      "/acme/experiences?categories[]=Adventure",
    );
    expect(subcategoryHref("experiences", { name: "Food & Drink", value: "13" }, "/acme")).toBe(
      "/acme/experiences?categories[]=Food%20%26%20Drink",
    );
  });
  it("merchandises: /merchandises/?filter_value_id={value}", () => {
    expect(subcategoryHref("merchandises", { name: "Bags", value: "1271" }, "/acme")).toBe(
      "/acme/merchandises/?filter_value_id=1271",
    );
  });
  it("vouchers: /vouchers/?category_id={value}", () => {
    expect(subcategoryHref("vouchers", { name: "Fashion", value: "697" }, "/acme/")).toBe(
      "/acme/vouchers/?category_id=697",
    );
  });
  it("perks: /perks?filter_value_id={value}", () => {
    expect(subcategoryHref("perks", { name: "Spa", value: "48" }, "/acme")).toBe(
      "/acme/perks?filter_value_id=48",
    );
  });
  it("swag: /swag?filter_value_id=1390", () => {
    expect(swagHref("/acme")).toBe("/acme/swag?filter_value_id=1390");
  });
  it("the tabs carry their subcategory links", () => {
    const giftCard = navigationTabs(everything).find((tab) => tab.id === "giftCard");
    expect(giftCard?.subcategories).toEqual([
      { name: "Fashion", href: "/members/vouchers/?category_id=700" },
      { name: "Travel", href: "/members/vouchers/?category_id=701" },
    ]);
    const cashout = navigationTabs(everything).find((tab) => tab.id === "cashout");
    expect(cashout?.subcategories.map((s) => s.href)).toEqual([
      "/members/cashout/transfer/1466",
      "/members/cashout/transfer/1465",
    ]);
  });
});
