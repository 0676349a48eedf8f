/**
 * Texts of the site's views: the footer (spec §1, §2.11), the cookie-consent banner (spec §2.11)
 * the language switcher (spec §4), and the site's words when it gives none of its own (spec §3
 * customText). English entries quote the spec where it gives the text.
 */
import { defineMessages } from "../i18n";

export const siteMessages = defineMessages("site", {
  footerLabel: "Site footer",
  about:
    "We simplify reward programmes for businesses and make reward gratification delightful for end users.",
  customers: "Customers",
  checkBalance: "Check Reward Code Balance",
  howToRedeem: "How to redeem",
  raiseTicket: "Raise a Ticket",
  faqs: "FAQs",
  platform: "Platform",
  catalog: "Catalog",
  integrations: "Integrations",
  bulkEnquiry: "Bulk Enquiry",
  rewardsApiCatalogue: "Rewards API Catalogue",
  company: "Company",
  aboutUs: "About us",
  contactUs: "Contact us",
  careers: "Careers",
  legal: "Legal",
  termsOfUse: "Terms of use",
  privacyPolicy: "Privacy Policy",
  optOut: "Opt Out",
  copyright: "© Rewards Storefront",
  newTab: "(opens in a new tab)",
  cookieLabel: "Cookie consent",
  cookieText: "This website uses cookies to enhance the user experience.",
  cookieOk: "OK",
  language: "Language",
  pointsLabel: "Points",
  payNowButton: "Pay Now",
});
