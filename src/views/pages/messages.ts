/**
 * Texts of the pages of the shell: the not-found page (spec §2.11, quoted exactly in English) and
 * the title of every screen of the route table (spec §2.3).
 */
import type { ScreenName } from "@domain/routes";
import { defineMessages, type Texts } from "../i18n";

export const pageMessages = defineMessages("pages", {
  notFoundImageAlt: "404 error",
  notFoundHeading: "Oh no! Error 404",
  notFoundText: "We are trying hard to fix it. Shop through other pages.",
  goHome: "Go to home page",
});

/** The title of each screen (spec §2.3) in English. */
const screenTitleTexts: Texts<ScreenName> = {
  home: "Home",
  common: "Common page",
  experiences: "Experiences",
  experienceDetail: "Experience details",
  experienceOrders: "Experience orders",
  experiencePayment: "Experience payment",
  merchandises: "Merchandise",
  merchandiseDetail: "Merchandise details",
  swag: "Swag",
  productList: "Product list",
  vouchers: "Gift Cards",
  voucherDetail: "Gift card details",
  perks: "Offers",
  perkDetail: "Offer details",
  perkOrders: "Offer orders",
  airmiles: "Miles",
  airmilesDetail: "Miles details",
  lounge: "Lounges",
  loungeDetail: "Lounge details",
  charity: "Charities",
  charityDetail: "Charity details",
  personalizeCategory: "Personalize Category",
  personalizeCategoryDetail: "Personalized product details",
  membership: "Membership",
  insurance: "Insurance",
  insuranceDetail: "Insurance details",
  flights: "Flights",
  flightResults: "Flight results",
  flightOrders: "Flight bookings",
  hotels: "Hotels",
  hotelResults: "Hotel results",
  hotelDetail: "Hotel details",
  hotelOrders: "Hotel bookings",
  mobileRecharge: "Mobile Recharge",
  mobileRechargeResults: "Mobile recharge plans",
  cashout: "Cashout",
  cashoutTransfer: "Cash out transfer",
  profile: "Profile",
  orders: "Your orders",
  points: "Points",
  rewardHistory: "Reward History",
  brandVouchers: "Vouchers",
  rewardRedemption: "Reward points",
  pointConversion: "Reward points conversion",
  trackOrder: "Order tracking",
  checkout: "Checkout",
  cart: "Cart",
  search: "Search",
  paymentCallback: "Payment",
  providerPaymentCallback: "Payment",
  experiencePaymentCallback: "Experience payment",
  paymentStatus: "Payment status",
  experiencePaymentStatus: "Experience payment status",
  cardGatewayPayment: "Card payment",
  maintenance: "Under maintenance",
  rewardsApiCatalogue: "Rewards API Catalogue",
  login: "Sign In",
  signup: "Sign Up",
  switchAccount: "Switch Account",
  resetPassword: "Reset password",
  unsubscribe: "Unsubscribe",
  mobileMenu: "Menu",
  mobileProfile: "Profile",
  redirectPerks: "Redirecting To Perks Stores",
};

/** The title of each screen (spec §2.3): every screen of the route table has one. */
export const screenTitles = defineMessages("screenTitles", screenTitleTexts);
