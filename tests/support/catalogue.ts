/**
 * Catalogue fixtures the cart tests share: a gift card's detail, the product page's choice of it
 * and the cart line that choice makes.
 */
import type { ProductDetail } from "@contract/catalogue";
import { type CartVoucherLine, voucherLineOfProduct } from "@domain/cart";

/** A gift card of India (INR) with denominations 100, 250, 500 and 1000 and a 2% discount. */
export const productOf = (id: number, name: string, change: Partial<ProductDetail> = {}): ProductDetail => ({
  product_id: id,
  name,
  url: name.toLowerCase().replaceAll(" ", "-"),
  type: "vouchers",
  filter_group_id: 37,
  image: "/img/p.png",
  country_id: 976,
  country_name: "India",
  currency_code: "INR",
  denominations: [100, 250, 500, 1000],
  min_price: 100,
  max_price: 1000,
  spl_discount: 2,
  is_recommended: 0,
  categories: "698",
  category: null,
  currency_id: 1,
  currency_name: "Indian Rupee",
  spl_charge: 0,
  conversion_ratio: 1,
  important_info: null,
  description: "A gift card.",
  how_to_use: "Use it.",
  terms_conditions: "Terms.",
  expiry_and_validity: "One year.",
  images: [],
  inner_image: null,
  how_to_redeem_image: null,
  ...change,
});

export const choice = (product: ProductDetail, price: number, quantity = 1) => ({
  product,
  price,
  quantity,
  point: price,
  baseConversionValue: 1,
});

export const lineOf = (product: ProductDetail, price: number, quantity = 1): CartVoucherLine =>
  voucherLineOfProduct(product, { price, quantity, point: price, baseConversionValue: 1 });

/**
 * The filter group and type of each family's products (spec §9 'Filter group ids'); insurance and
 * Membership have no filter group, insurance carries its filter value 1233 (spec §9).
 */
const FAMILY_PRODUCT = {
  vouchers: { type: "vouchers", filter_group_id: 37 },
  merchandise: { type: "merchandise", filter_group_id: 47 },
  perks: { type: "perks", filter_group_id: 48 },
  lounge: { type: "lounge", filter_group_id: 51 },
  charity: { type: "charity", filter_group_id: 52 },
  airmiles: { type: "airmiles", filter_group_id: 53 },
  personalize: { type: "personalize", filter_group_id: 70 },
  insurance: { type: "insurance", filter_group_id: null, categories: "1233" },
  membership: { type: "membership", filter_group_id: null, categories: "" },
} as const;

export type FixtureFamily = keyof typeof FAMILY_PRODUCT;

/** A product of one family, otherwise as {@link productOf}. */
export const familyProductOf = (
  id: number,
  family: FixtureFamily,
  change: Partial<ProductDetail> = {},
): ProductDetail => productOf(id, `${family} ${id}`, { ...FAMILY_PRODUCT[family], ...change });
