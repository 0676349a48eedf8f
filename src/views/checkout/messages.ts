/**
 * Texts of the checkout page (spec §1 'Ways to pay', §2.9 'Reward Code' field, §3 customText, §4,
 * §5 'Reward code', §8, §9). The spec does not show the checkout screen's layout (spec §2.3); the
 * texts it does not quote are the storefront's own. The pay button's text comes from the site's
 * customText payNowButton (default 'Pay Now'); the invalid mobile text is spec §5's.
 */
import { Texts } from "@errors/catalogue";
import { defineMessages } from "../i18n";

export const checkoutMessages = defineMessages("checkout", {
  title: "Checkout",
  loading: "Loading your checkout…",
  /** spec §2.11 Loaders: the full-screen loader while the reward points are auto-selected. */
  autoSelectingPoints: "Auto selecting your reward points. Please hang on....",
  empty: "Your cart is empty",
  emptyHint: "Add a gift card to your cart to check out.",
  backToCart: "Go to Cart",
  browse: "Browse Gift Cards",
  details: "Your details",
  noteGiftCards: "Your gift cards are delivered to this e-mail address.",
  noteMerchandise:
    "Your merchandise is delivered to the delivery address below; its shipping updates are sent to this e-mail address.",
  noteBookings: "Your booking confirmation is sent to this e-mail address.",
  noteRecharges:
    "Your recharge goes to the mobile number you chose; its receipt is sent to this e-mail address.",
  noteTransfers: "Your transfer goes to the account you chose; its receipt is sent to this e-mail address.",
  firstName: "First name",
  lastName: "Last name",
  email: "E-mail",
  phoneCode: "Phone code",
  phone: "Mobile number",
  required: "This field is required",
  invalidEmail: "Enter a valid e-mail address",
  invalidMobile: Texts.invalidMobileNumber,
  invalidCode: "Enter a phone code of 1 to 4 digits",
  summary: "Order Summary",
  lineQuantity: "{quantity} × {price}",
  /** Read before the face value struck through next to the discounted price (spec §7.4). */
  originalPrice: "Original price",
  payment: "Payment",
  balances: "Pay with your balances",
  gcb: "Gift Card Balance",
  tokens: "Tokens",
  available: "Available: {value}",
  pointsAvailable: "Available: {points} {label}",
  rewardCode: "Reward Code",
  rewardCodePlaceholder: "Your Reward Code goes here",
  apply: "Apply",
  applying: "Applying…",
  appliedCodes: "Applied reward codes",
  codeRemaining: "Balance: {value}",
  codePays: "Pays now: {value}",
  removeCode: "Remove",
  removeCodeLabel: "Remove reward code {code}",
  codeRow: "Reward code {code}",
  orderTotal: "Order total",
  pointsSpent: "{points} {label}",
  amountDue: "Amount due",
  byCard: "Remaining amount of {amount} will be paid by card.",
  gatewayDisabled:
    "Card payment is not available for this order. Cover the whole amount of {amount} with your balances or reward codes.",
  mixedCurrencies: "Your cart holds items in more than one currency. Keep items of one currency to pay.",
  invalidAmount: "The price of an item in your cart cannot be read. Remove it from your cart to pay.",
  processing: "Processing…",
  close: "Close",
});
