/**
 * Texts of the checkout's delivery address (spec §3 Order, §5 'Cart', §7.2 'States / cities',
 * 'Postal code'). The spec shows no screen for the address: these texts are the storefront's own;
 * the out-of-country text is the cart page's (spec §5 'Cart').
 */
import { defineMessages } from "../i18n";

export const deliveryMessages = defineMessages("delivery", {
  title: "Delivery address",
  hint: "Your merchandise is delivered to this address in {country}.",
  fullName: "Full name",
  line1: "Address line 1",
  line2: "Address line 2 (optional)",
  country: "Country",
  state: "State",
  city: "City",
  postalCode: "Postal code",
  postalHint: "For example {example}",
  chooseState: "Choose a state",
  chooseCity: "Choose a city",
  chooseStateFirst: "Choose a state first",
  loadingStates: "Loading states…",
  loadingCities: "Loading cities…",
  required: "This field is required",
  chooseRequired: "Choose one",
  tooLong: "Use at most 100 characters",
  invalidPostalCode: "Enter a postal code of {country}, for example {example}",
  checking: "Checking your address…",
  flagged: "This item is not available in {country}. Remove it to proceed.",
  flaggedPay: "Some items are not available in {country}. Remove them from your cart to pay.",
  editCart: "Edit cart",
});
