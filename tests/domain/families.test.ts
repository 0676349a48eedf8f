/**
 * The family table (src/domain/families.ts): every family the contract knows has one complete
 * entry, and what each entry names exists: its routes in the route table (spec §2.3), its filter
 * group (spec §9), its site section (spec §2.2), its cart heading and its order tab.
 */
import { FilterGroups, ProductType } from "@contract/catalogue";
import { ListingType } from "@contract/listingKeys";
import { CHECKOUT_SECTIONS } from "@domain/cartSections";
import {
  FAMILIES,
  FAMILY_IDS,
  FAMILY_OF_SECTION,
  type FamilyEntry,
  familyOfFilterGroup,
} from "@domain/families";
import { PROFILE_TABS } from "@domain/profileTabs";
import {
  DETAIL_SCREENS,
  isListingScreen,
  LISTING_SCREENS,
  PRODUCT_DETAIL_SCREENS,
  ROUTE_TABLE,
  resolveRoute,
} from "@domain/routes";
import { defaultSections } from "@domain/sections";
import { cartFamilyMessages } from "@views/cart/familyMessages";
import { describe, expect, it } from "vitest";

const entries = FAMILY_IDS.map((family) => [family, FAMILIES[family] as FamilyEntry] as const);

const distinct = <T>(values: readonly T[]): boolean => new Set(values).size === values.length;

describe("one entry per family of the contract", () => {
  it("has the product types and flights, and nothing else", () => {
    expect([...FAMILY_IDS].sort()).toEqual([...ProductType.literals, "flights"].sort());
  });

  it("is in the cart page's order of its groups, the bookings after the lines", () => {
    expect(FAMILY_IDS.join(" ")).toBe(
      "vouchers experience merchandise perks lounge charity airmiles personalize insurance flights hotel topup payouts membership",
    );
  });

  it("a family without one of its fields does not compile", () => {
    const { ordersTab: _dropped, ...incomplete } = FAMILIES.vouchers;
    // @ts-expect-error: ordersTab is missing, so this is not a family's entry
    const entry: FamilyEntry = incomplete;
    expect(entry.segment).toBe("vouchers");
  });
});

describe("routes (spec §1 route segments, §2.3)", () => {
  it("names the route segments of spec §1", () => {
    expect(Object.fromEntries(entries.map(([family, e]) => [family, e.segment]))).toEqual({
      vouchers: "vouchers",
      experience: "experiences",
      merchandise: "merchandises",
      perks: "perks",
      lounge: "lounge",
      charity: "charity",
      airmiles: "airmiles",
      personalize: "personalize-category",
      insurance: "insurance",
      flights: "flights",
      hotel: "hotels",
      topup: "mobile-recharge",
      payouts: "cashout",
      membership: "custom-category",
    });
  });

  it("segments and detail routes are unique", () => {
    expect(distinct(entries.map(([, e]) => e.segment))).toBe(true);
    const details = entries.flatMap(([, e]) => (e.detailRoute === null ? [] : [e.detailRoute]));
    expect(details).toHaveLength(10);
    expect(distinct(details)).toBe(true);
  });

  it("each listing route opens a listing screen of its own", () => {
    const screens = entries.map(([, e]) => {
      const route = resolveRoute(`/marketplace/${e.segment}`);
      return route.kind === "screen" ? route.screen : route.kind;
    });
    expect(screens).not.toContain("not-found");
    expect(distinct(screens)).toBe(true);
    expect(resolveRoute("/marketplace/mobile-recharge")).toMatchObject({ screen: "mobileRecharge" });
  });

  it("each detail route is a row of the route table showing a detail screen", () => {
    for (const [, e] of entries) {
      if (e.detailRoute === null) continue;
      const row = ROUTE_TABLE.find((r) => r.path === e.detailRoute);
      expect(row !== undefined && DETAIL_SCREENS.has(row.screen)).toBe(true);
    }
  });

  it("the shared listing and product pages of the route table agree with the table", () => {
    for (const type of ListingType.literals) {
      const route = resolveRoute(`/marketplace/${FAMILIES[type].segment}`);
      const screen = route.kind === "screen" && isListingScreen(route.screen) ? route.screen : null;
      expect(screen === null ? null : LISTING_SCREENS[screen]).toBe(FAMILIES[type].segment);
    }
    for (const [screen, family] of Object.entries(PRODUCT_DETAIL_SCREENS)) {
      expect(ROUTE_TABLE.find((r) => r.path === FAMILIES[family].detailRoute)?.screen).toBe(screen);
    }
  });
});

describe("filter groups (spec §9 'Filter group ids') and site switches (spec §2.2)", () => {
  it("names each family's filter group, each group once", () => {
    expect(Object.fromEntries(entries.map(([family, e]) => [family, e.filterGroup]))).toEqual({
      vouchers: 37,
      experience: null,
      merchandise: 47,
      perks: 48,
      lounge: 51,
      charity: 52,
      airmiles: 53,
      personalize: 70,
      insurance: null,
      flights: 50,
      hotel: 64,
      topup: 61,
      payouts: 67,
      membership: null,
    });
    const groups = entries.flatMap(([, e]) => (e.filterGroup === null ? [] : [e.filterGroup]));
    expect(distinct(groups)).toBe(true);
    for (const group of groups) expect(Object.values(FilterGroups)).toContain(group);
    expect(familyOfFilterGroup(64)).toBe("hotel");
    expect(familyOfFilterGroup(41)).toBeUndefined();
  });

  it("each section is a default section of spec §2.2, or a family's own listing route", () => {
    const defaults = defaultSections(true);
    for (const [, e] of entries) {
      if (e.section === null) continue;
      expect(defaults.includes(e.section) || e.section === e.segment).toBe(true);
    }
    expect(FAMILIES.insurance.section).toBeNull();
    expect(FAMILIES.topup.section).toBe("topup");
  });
});

describe("cart, checkout and order history", () => {
  it("each cart heading is a message of the cart page, and every heading is some family's", () => {
    const keys = Object.keys(cartFamilyMessages.en);
    const headings = entries.map(([, e]) => e.cartHeading);
    for (const heading of headings) expect(keys).toContain(heading);
    expect([...new Set(headings)].sort()).toEqual([...keys].sort());
    expect(cartFamilyMessages.en[FAMILIES.payouts.cartHeading]).toBe("Cash Out");
  });

  it("each checkout section holds one family's bookings", () => {
    expect(FAMILY_OF_SECTION).toEqual({
      flights: "flights",
      hotel: "hotel",
      topup: "topup",
      cashout: "payouts",
    });
    expect(Object.keys(FAMILY_OF_SECTION).sort()).toEqual([...CHECKOUT_SECTIONS].sort());
  });

  it("each order tab exists, and each per-kind order tab lists one family", () => {
    for (const [, e] of entries) expect(PROFILE_TABS).toContain(e.ordersTab);
    for (const tab of ["EXPERIENCE_ORDERS", "FLIGHTS_ORDERS", "Hotels_Orders", "PERKS_ORDERS"]) {
      expect(entries.filter(([, e]) => e.ordersTab === tab)).toHaveLength(1);
    }
  });
});
