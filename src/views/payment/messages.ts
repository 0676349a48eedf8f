/**
 * Texts of the payment callback page and the payment status page (spec §2.3 payment routes, §4
 * 'Payment status', §8 'Payment status with empty output'). The spec does not show these
 * screens' layout; their texts are the storefront's own, 'Go to home page' as on the not-found
 * page (spec §2.11).
 */
import { defineMessages } from "../i18n";

export const paymentMessages = defineMessages("payment", {
  confirming: "Confirming your payment…",
  checking: "Checking your payment…",
  invalid: "This payment link is not valid.",
  invalidHint: "The link may be incomplete. Your order details are in the email you received.",
  goHome: "Go to home page",
  paid: "Your order is placed",
  paidText: "Thank you! We have received your payment.",
  declined: "Your payment was declined",
  cancelled: "Your payment was cancelled",
  returned:
    "Nothing was charged, your cart is kept and your points, balance and reward codes were given back.",
  noResponse: "We have not received your payment's status yet",
  noResponseText: "This can take a few minutes. Check again in a moment.",
  pending: "Your payment is being processed",
  pendingText: "We will update your order as soon as the payment is confirmed.",
  failed: "Your order could not be completed",
  checkAgain: "Check again",
  backToCart: "Back to cart",
  continueShopping: "Continue shopping",
  viewOrders: "View your orders",
  orderNumber: "Order #{id}",
  items: "Items",
  itemLine: "{name} × {quantity}",
  experienceDate: "Date: {date}",
  guests: "Guests: {guests}",
  experienceSlot: "Time: {time}",
  priceUnavailable: "Price unavailable",
  paidWith: "How you paid",
  gcb: "Gift-card balance",
  tokens: "Tokens",
  codes: "Reward codes",
  gateway: "Card",
  total: "Total",
  loadFailed: "We could not check your payment",
  tryAgain: "Try again",
});
