/**
 * Order lines of the demo catalogue the server tests share.
 */
import type { OrderLine } from "@contract/orders";

/**
 * Gift card 40211 of the demo catalogue: INR 1000, 2000 or 5000 (spec §9 gift cards, group 37),
 * 4% off: a voucher worth INR 1000 is charged {@link FASHION_CARD_CHARGED} (spec §7.4 final_price).
 */
export const fashionCard = (over: Partial<OrderLine> = {}): OrderLine => ({
  product_id: 40211,
  name: "Fashion Gift Card",
  price: 1000,
  quantity: 1,
  currency_code: "INR",
  filter_group_id: 37,
  ...over,
});

/** What one INR 1000 {@link fashionCard} is charged. */
export const FASHION_CARD_CHARGED = 960;
