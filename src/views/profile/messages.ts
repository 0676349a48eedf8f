import { defineMessages } from "../i18n";

/**
 * Texts of the account area (spec §2.3 'Profile area tabs'): the name of each tab, the area's
 * navigation and the phone's list of tabs ('/mobile-profile').
 */
export const profileAreaMessages = defineMessages("profileArea", {
  area: "Your account",
  backToArea: "Your account",
  PROFILE: "Profile",
  YOUR_ORDERS: "Your Orders",
  EXPERIENCE_ORDERS: "Experience Orders",
  FLIGHTS_ORDERS: "Flight Orders",
  Hotels_Orders: "Hotel Orders",
  PERKS_ORDERS: "Perks Orders",
  BRAND_POINTS: "Your {label}",
  REWARD_HISTORY: "Reward History",
  BRAND_VOUCHERS: "Your Vouchers",
  REWARD_POINTS: "Reward Points",
  signingIn: "Taking you to sign in…",
});
