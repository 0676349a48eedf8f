import {
  isAccountScreen,
  isProfileScreen,
  PROFILE_SCREENS,
  PROFILE_TAB_PATHS,
  PROFILE_TABS,
  signInPathFor,
  visibleProfileTabs,
} from "@domain/profileTabs";
import { resolveRoute } from "@domain/routes";
import { decodeBase64Text } from "@domain/session";
import { describe, expect, it } from "vitest";

describe("the account area's tabs (spec §2.3 'Profile area tabs')", () => {
  it("has the spec's ten tabs in its order", () => {
    expect(PROFILE_TABS).toEqual([
      "PROFILE",
      "YOUR_ORDERS",
      "EXPERIENCE_ORDERS",
      "FLIGHTS_ORDERS",
      "Hotels_Orders",
      "PERKS_ORDERS",
      "BRAND_POINTS",
      "REWARD_HISTORY",
      "BRAND_VOUCHERS",
      "REWARD_POINTS",
    ]);
  });

  it("gives each tab a route of the table that resolves back to a screen of that tab", () => {
    for (const tab of PROFILE_TABS) {
      const route = resolveRoute(`/marketplace${PROFILE_TAB_PATHS[tab]}`);
      expect(route.kind).toBe("screen");
      if (route.kind !== "screen") continue;
      const screen = route.screen;
      expect(isProfileScreen(screen) ? PROFILE_SCREENS[screen] : null).toBe(tab);
    }
  });

  it("counts '/point-conversion' under REWARD_POINTS and '/mobile-profile' as an account screen", () => {
    expect(PROFILE_SCREENS.pointConversion).toBe("REWARD_POINTS");
    expect(isAccountScreen("mobileProfile")).toBe(true);
    expect(isAccountScreen("cart")).toBe(false);
    expect(isAccountScreen("trackOrder")).toBe(false);
  });

  it("shows a per-kind orders tab only when its section is enabled", () => {
    expect(visibleProfileTabs(["experiences", "vouchers", "perks", "flights", "hotels"])).toEqual(
      PROFILE_TABS,
    );
    expect(visibleProfileTabs(["vouchers"])).toEqual([
      "PROFILE",
      "YOUR_ORDERS",
      "BRAND_POINTS",
      "REWARD_HISTORY",
      "BRAND_VOUCHERS",
      "REWARD_POINTS",
    ]);
    // Orders stays on '/orders' only with a section of spec §2.4 'Profile menu'.
    expect(visibleProfileTabs(["experiences"])).toEqual([
      "PROFILE",
      "EXPERIENCE_ORDERS",
      "BRAND_POINTS",
      "REWARD_HISTORY",
      "BRAND_VOUCHERS",
      "REWARD_POINTS",
    ]);
  });

  it("sends a guest to sign in with the page as the base64 'redirect' (spec §2.1)", () => {
    const path = signInPathFor("/marketplace", "/marketplace/orders?page=2");
    expect(path.startsWith("/marketplace/login?redirect=")).toBe(true);
    const raw = new URLSearchParams(path.slice(path.indexOf("?"))).get("redirect") ?? "";
    expect(decodeBase64Text(raw)).toBe("/marketplace/orders?page=2");
    expect(signInPathFor("/", "/orders").startsWith("/login?redirect=")).toBe(true);
  });
});
