/**
 * Texts of the maintenance page, the rewards API catalogue and its pricing plans, the '/common'
 * page, the card-gateway payment page and the client admin's KYB status (spec §1 'Other features',
 * §2.3, §2.4 'Pricing Plans', §7.2 KYB status). The spec shows none of them beyond 'Pricing Plans'
 * (src/views/layout/messages.ts); these are the storefront's own.
 */
import { defineMessages } from "../i18n";

export const storeInfoMessages = defineMessages("storeInfo", {
  maintenanceTitle: "We'll be back soon",
  maintenanceText:
    "The store is under maintenance. Your cart and balances are safe; try again in a few minutes to continue where you were.",
  maintenanceRetry: "Try again",
  maintenanceChecking: "Checking…",
  maintenanceReturning: "Taking you back…",
  apiTitle: "Rewards API Catalogue",
  apiIntro:
    "Products your company can order through the rewards API, with the code an API order names each by.",
  apiProduct: "Product",
  apiCode: "API code",
  apiValues: "Values",
  apiEmpty: "No products can be ordered by API yet.",
  apiLoading: "Loading the catalogue…",
  apiPage: "Page {page} of {pages}",
  apiPrevious: "Previous page",
  apiNext: "Next page",
  plansTitle: "Pricing Plans",
  plansLoading: "Loading the plans…",
  plansFree: "Free",
  plansMonthly: "{fee} a month",
  plansCalls: { one: "{count} API call a month", other: "{count} API calls a month" },
  plansUnlimited: "Unlimited API calls",
  plansClose: "Close",
  commonLoading: "Loading…",
  cardTitle: "Card payment",
  cardText: "Continue to the secure page of the card gateway to pay for your order.",
  cardContinue: "Continue to card payment",
  cardInvalid: "This payment link is not valid.",
  cardInvalidHint: "The link may have been changed or cut short. Place the order again from your cart.",
  goHome: "Go to home page",
  kybTitle: "Business verification (KYB)",
  kybLoading: "Loading the verification status…",
  kybUpdated: "Last updated {date}",
  kyb_not_started: "Not started: send your company's documents to start the verification.",
  kyb_documents_pending: "Documents pending: some documents are still missing.",
  kyb_in_review: "Under review: we are checking your documents.",
  kyb_verified: "Verified: your company is verified.",
  kyb_rejected: "Rejected: the verification was not successful.",
  kybReason: "Reason: {reason}",
});
