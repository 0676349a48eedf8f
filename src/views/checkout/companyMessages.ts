/**
 * Texts of the per-company switches at checkout (spec §6): the surcharge disclaimer of companies
 * 222075 and 222509, and the company terms document of company 221320. The spec gives no wording
 * for either.
 */
import { defineMessages } from "../i18n";

export const companyMessages = defineMessages("companySwitches", {
  surchargeTitle: "Surcharge disclaimer",
  surchargeText:
    "A surcharge may be added by your card issuer or payment provider to the amount paid by card. Please accept to continue to payment.",
  surchargeAccept: "Accept and pay",
  surchargeDecline: "Cancel",
  companyTerms: "Terms and conditions of your company (PDF)",
});
