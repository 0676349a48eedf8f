/**
 * The headings of the cart page's groups of lines, one per family: the type labels of spec §3
 * ('Gift Card' for anything else); personalize is labelled with the platform setting
 * customCatalogFilterGroupName when set (spec §2.5); insurance has its listing's label 'Insurance'. Only the cart page shows them.
 */
import { defineMessages } from "../i18n";

export const cartFamilyMessages = defineMessages("cartFamilies", {
  familyVouchers: "Gift Card",
  familyExperience: "Experience",
  familyMerchandise: "Merchandise",
  familyPerks: "Offers",
  familyLounge: "Lounges",
  familyCharity: "Charities",
  familyAirmiles: "Airmiles",
  familyPersonalize: "Personalize Category",
  familyInsurance: "Insurance",
  familyFlights: "Flights",
  familyHotel: "Hotels",
  familyTopup: "Mobile Recharge",
  familyCashout: "Cash Out",
});
