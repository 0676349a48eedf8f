/**
 * Texts of the cart page and the cart toast (spec §3 'Cart', §5 'Cart', §9 'cart toasts 2 s'). The
 * spec does not show the cart screen's layout (spec §2.3); its texts are the storefront's own.
 */
import { defineMessages } from "../i18n";

export const cartMessages = defineMessages("cart", {
  title: "Your Cart",
  loading: "Loading your cart…",
  empty: "Your cart is empty",
  emptyHint: "Find a gift card you like and add it to your cart.",
  browse: "Browse Gift Cards",
  lines: "Items in your cart",
  unitPrice: "Price",
  /** Read before the face value struck through next to the discounted price (spec §7.4). */
  originalPrice: "Original price",
  quantity: "Quantity",
  lineTotal: "Total",
  priceUnavailable: "Price unavailable",
  quantityOf: "Quantity of {name}",
  decrease: "Decrease the quantity of {name}",
  increase: "Increase the quantity of {name}",
  remove: "Remove",
  removeLabel: "Remove {name} from the cart",
  updating: "Updating…",
  flagged: "This item is not available in {country}. Remove it to proceed.",
  totalIn: "Total ({currency})",
  summary: "Order Summary",
  items: "Items",
  total: "Total",
  proceed: "Proceed to Checkout",
  blockedEmpty: "Add an item to your cart to proceed.",
  blockedCurrencies:
    "Your cart holds items in more than one currency. Keep items of one currency to proceed.",
  blockedFlagged: "Remove the items not available in {country} to proceed.",
  blockedUnpriced: "The price of an item cannot be read. Remove it to proceed.",
});
