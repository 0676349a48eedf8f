/**
 * Texts of the gift-card detail page (spec §2.3 '/vouchers/description/:productSlug/:productId').
 * `{min}`, `{max}`, `{points}`, `{label}`, `{discount}`, `{count}` and `{amount}` are filled by the page.
 */
import { defineMessages } from "../i18n";

export const productMessages = defineMessages("product", {
  loading: "Loading gift card…",
  failed: "We couldn't load this gift card.",
  retry: "Retry",
  details: "Gift card details",
  country: "Country",
  currency: "Currency",
  chooseValue: "Choose a value",
  amount: "Enter an amount",
  amountBounds: "Between {min} and {max}",
  amountError: "Enter an amount between {min} and {max}.",
  wholeAmounts: "Whole amounts only, without decimals.",
  quantity: "Quantity",
  decrease: "Decrease quantity",
  increase: "Increase quantity",
  price: "Price",
  originalPrice: "Original price",
  discount: "{discount}% off",
  total: "Total for {count}: {amount}",
  pointsValue: "{points} {label}",
  points: "Points",
  description: "Description",
  howToUse: "How to use",
  terms: "Terms and conditions",
  expiry: "Expiry and validity",
  importantInfo: "Important",
  addToCart: "Add to Cart",
  buyNow: "Buy Now",
  adding: "Adding…",
  added: "Added to your cart.",
  goToCart: "Go to Cart",
});
