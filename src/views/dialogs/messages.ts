/**
 * Texts of the header's dialogs (spec §2.4, §2.8, §2.9, §2.10). English quotes the spec.
 */
import { defineMessages } from "../i18n";

export const dialogMessages = defineMessages("dialogs", {
  trackOrder: "Track Your Order",
  balanceChecker: "Reward Codes Balance Checker",
  redeemGuide: "How to Redeem",
  redeemGuideCodes: "Reward Codes Redemption Guide",
  ticket: "Raise a Ticket",
  close: "Close",
  back: "Back",
  loading: "Loading",
});
