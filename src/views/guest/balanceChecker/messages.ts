/**
 * Texts of the Reward Codes Balance Checker (spec §2.9, §4 'Voucher code status'). English quotes
 * the spec; the error texts of spec §8 come from the error catalogue.
 */
import { defineMessages } from "../../i18n";

export const balanceCheckerMessages = defineMessages("balanceChecker", {
  subtitle: "Please input your code in the field below.",
  label: "Reward Code",
  placeholder: "Your Reward Code goes here",
  check: "Check Voucher Balance",
  checking: "Checking…",
  captchaPrompt: "Please complete the captcha to check your balance.",
  verifyingCaptcha: "Verifying…",
  resultHeading: "Voucher details",
  voucherCode: "Voucher Code:",
  value: "Value:",
  balance: "Balance:",
  status: "Status:",
  expiry: "Expiry:",
  amount: "{currency} {amount}",
  converted: "Converted",
  active: "Active",
  redeemed: "Redeemed",
  expired: "Expired",
  cancelled: "Cancelled",
  unknown: "Unknown",
  redeemedBy: "Redeemed By: {usedBy}",
  redeemedByButton: "Who redeemed this code",
  rewardLink: "Go to reward URL",
  newTab: "(opens in a new tab)",
});
