/**
 * The signed-in account area (spec §2.3 'Profile area tabs (one screen)'): its ten tabs, the
 * route of each, which tabs a site shows, and where a guest who opens one is sent.
 *
 * Tab ids are the spec's, with '{BRAND}' written BRAND: PROFILE, YOUR_ORDERS, EXPERIENCE_ORDERS,
 * FLIGHTS_ORDERS, Hotels_Orders, PERKS_ORDERS, BRAND_POINTS, REWARD_HISTORY, BRAND_VOUCHERS,
 * REWARD_POINTS. Each tab has its own route of the table (spec §2.3), so Back and reload keep it;
 * '/point-conversion' belongs to REWARD_POINTS, and '/mobile-profile' is the phone's list of tabs.
 */

import { ORDER_SECTIONS } from "./header";
import { authPathOf } from "./paths";
import type { ScreenName } from "./routes";
import { encodeBase64Text } from "./session";

export const PROFILE_TABS = [
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
] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number];

/** Each tab's route under the site prefix (spec §2.3). */
export const PROFILE_TAB_PATHS: Readonly<Record<ProfileTab, string>> = {
  PROFILE: "/profile",
  YOUR_ORDERS: "/orders",
  EXPERIENCE_ORDERS: "/experiences/orders",
  FLIGHTS_ORDERS: "/flights/orders",
  Hotels_Orders: "/hotels/orders",
  PERKS_ORDERS: "/perks/orders",
  BRAND_POINTS: "/points",
  REWARD_HISTORY: "/reward-history",
  BRAND_VOUCHERS: "/storevouchers",
  REWARD_POINTS: "/reward-redemption",
};

/** The screens of the account area and the tab each shows. */
export const PROFILE_SCREENS = {
  profile: "PROFILE",
  orders: "YOUR_ORDERS",
  experienceOrders: "EXPERIENCE_ORDERS",
  flightOrders: "FLIGHTS_ORDERS",
  hotelOrders: "Hotels_Orders",
  perkOrders: "PERKS_ORDERS",
  points: "BRAND_POINTS",
  rewardHistory: "REWARD_HISTORY",
  brandVouchers: "BRAND_VOUCHERS",
  rewardRedemption: "REWARD_POINTS",
  pointConversion: "REWARD_POINTS",
} as const satisfies Partial<Record<ScreenName, ProfileTab>>;

export type ProfileScreen = keyof typeof PROFILE_SCREENS;

export const isProfileScreen = (screen: ScreenName): screen is ProfileScreen => screen in PROFILE_SCREENS;

/** Screens that only a signed-in user may open: the tabs and the phone's list of them. */
export const isAccountScreen = (screen: ScreenName): screen is ProfileScreen | "mobileProfile" =>
  isProfileScreen(screen) || screen === "mobileProfile";

/**
 * The section a per-kind orders tab belongs to: a site without that section has no such orders
 * and does not show the tab. YOUR_ORDERS lists the orders of the sections that keep Orders on
 * '/orders' (spec §2.4 'Profile menu'); the other tabs are every signed-in user's.
 */
const TAB_SECTIONS: Partial<Record<ProfileTab, readonly string[]>> = {
  YOUR_ORDERS: ORDER_SECTIONS,
  EXPERIENCE_ORDERS: ["experiences"],
  FLIGHTS_ORDERS: ["flights"],
  Hotels_Orders: ["hotels"],
  PERKS_ORDERS: ["perks"],
};

/** The tabs a site shows, in the spec's order, given its enabled sections (spec §2.2). */
export const visibleProfileTabs = (sections: readonly string[]): readonly ProfileTab[] =>
  PROFILE_TABS.filter((tab) => {
    const needs = TAB_SECTIONS[tab];
    return needs === undefined || needs.some((section) => sections.includes(section));
  });

/**
 * Where a guest who opens an account screen goes: the sign-in page with the page's path as the
 * base64 'redirect' parameter (spec §2.1), so a successful sign-in comes back to it.
 */
export const signInPathFor = (sitePrefix: string, pathWithQuery: string): string =>
  `${authPathOf(sitePrefix)}?redirect=${encodeURIComponent(encodeBase64Text(pathWithQuery))}`;
