/**
 * Texts of the perks pieces: a free perk's claim (spec §7.6 freePerkCreateOrder), the airline
 * member id field (spec §7.6 validate_miles_memberId) and the '/redirect-perks' notice (spec §1:
 * 'A 'Redirecting To Perks Stores' notice says that perk stores reuse the user's existing store
 * credentials for checkout').
 */
import { defineMessages } from "../i18n";

export const perksMessages = defineMessages("perks", {
  redirectTitle: "Redirecting To Perks Stores",
  redirectText:
    "Perk stores use your existing store credentials for checkout: there is nothing to sign in to again.",
  redirectNow: "Go to the perks store now",
  free: "Free",
  claim: "Claim",
  claiming: "Claiming…",
  claimed: "Claimed! Your code:",
  claimLink: "Redeem on the partner's site",
  signInToClaim: "Sign in to claim this perk",
  memberIdLabel: "Airline member id",
  memberIdHint: "6 to 16 letters and digits, as on your loyalty card.",
  checkMemberId: "Check member id",
  checkingMemberId: "Checking…",
  memberIdAccepted: "Member id accepted.",
});
