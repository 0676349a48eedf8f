/**
 * Texts of the catalogue search (spec §2.6, §3 'Search result item'). English quotes the spec;
 * es, fr and de translate it (spec §9 'Languages enabled for translation').
 */
import type { SearchTypeLabelKey } from "@domain/search";
import { defineMessages } from "../i18n";

export const searchMessages = defineMessages("search", {
  placeholder: "Search for reward catalog ...",
  hintGiftCards: "Gift cards",
  hintExperiences: "Experiences",
  hintMerchandise: "Merchandise",
  hintOffers: "Offers",
  searching: "Searching...",
  inType: "In {type}",
  typeExperience: "Experience",
  typeMerchandise: "Merchandise",
  typeOffers: "Offers",
  typeLounges: "Lounges",
  typeCharities: "Charities",
  typeAirmiles: "Airmiles",
  typeMobileRecharge: "Mobile Recharge",
  typeCashOut: "Cash Out",
  typeGiftCard: "Gift Card",
  inputLabel: "Search the reward catalogue",
  resultsLabel: "Search results",
  openSearch: "Search",
  back: "Back",
  pageTitle: "Search",
  clear: "Clear search",
});

export type SearchMessageKey = keyof (typeof searchMessages)["en"];

/** The text of each result-type label of spec §3. */
export const typeLabelMessageKey: { readonly [K in SearchTypeLabelKey]: SearchMessageKey } = {
  experience: "typeExperience",
  merchandise: "typeMerchandise",
  offers: "typeOffers",
  lounges: "typeLounges",
  charities: "typeCharities",
  airmiles: "typeAirmiles",
  mobileRecharge: "typeMobileRecharge",
  cashOut: "typeCashOut",
  giftCard: "typeGiftCard",
};
