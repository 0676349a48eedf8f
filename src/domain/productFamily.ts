/**
 * The product families of the detail pages and of the cart (spec §1, §2.3 detail routes, §4 'Cart
 * rules', §9 'Filter group ids', 'Cart totals'):
 *
 * - a product's family follows its type; swag is merchandise, and Membership products are bought
 *   like gift cards;
 * - a cart line's family follows its filter group (47 merchandise, 48 perks, 51 lounge, 52
 *   charity, 53 airmiles, 70 personalize), then its merchandise and perk flags, then its
 *   categories: insurance 1233, experience 1222; any other line is a gift card;
 * - merchandise, gift vouchers and charity are bought in a quantity (line total quantity × price);
 *   perks, lounge, airmiles and personalize are priced alone (spec §9 'Cart totals'), so their
 *   quantity is always 1;
 * - insurance (spec §1, §2.3 '/insurance/:description', §9 filter value 1233): neither spec §4
 *   'Cart rules' nor spec §9 'Cart totals' names it. A policy is one cover, so an insurance line
 *   is priced alone like a perk: its quantity is always 1, and the line total is its price. Like
 *   perks, several different policies may be in the cart at once (spec §4 names no replacement
 *   for insurance);
 * - the cart holds at most one lounge, one airmiles and one personalize-category item: adding
 *   one replaces the family's item (spec §4 'Cart rules');
 *
 * The merchandise options a product page chooses are in ./productOptions.ts. Pure and total.
 */

import type { ProductType } from "@contract/catalogue";
import { FAMILIES, FAMILY_IDS, type FamiliesOfCart, type Family, familyOfFilterGroup } from "./families";

/** The families a cart holds as voucher lines (./families.ts `cart`), grouped on the cart page. */
export type CartFamily = FamiliesOfCart<"quantity" | "alone" | "single">;

const isCartFamily = (family: Family): family is CartFamily => {
  const { kind } = FAMILIES[family].cart;
  return kind === "quantity" || kind === "alone" || kind === "single";
};

/** The families a cart groups its lines by, in the order the cart page shows them. */
export const CART_FAMILIES: readonly CartFamily[] = FAMILY_IDS.filter(isCartFamily);

/** The families held as a single item: adding one replaces the family's item (spec §4 'Cart rules'). */
export const SINGLE_ITEM_FAMILIES: ReadonlySet<CartFamily> = new Set(
  CART_FAMILIES.filter((family) => FAMILIES[family].cart.kind === "single"),
);

/**
 * The families priced alone, without a quantity (spec §9 'Cart totals': perks, lounge, airmiles,
 * personalize; and insurance, which spec §4 and §9 do not name: one policy is one cover).
 */
export const PRICED_ALONE_FAMILIES: ReadonlySet<CartFamily> = new Set(
  CART_FAMILIES.filter((family) => FAMILIES[family].cart.kind !== "quantity"),
);

/** Whether adding a line of the family replaces the family's item in the cart (spec §4). */
export const isSingleItemFamily = (family: CartFamily): boolean => SINGLE_ITEM_FAMILIES.has(family);

/** Whether the family is bought in a quantity (merchandise, gift vouchers, charity; spec §9); insurance is not. */
export const hasQuantity = (family: CartFamily): boolean => !PRICED_ALONE_FAMILIES.has(family);

/** The quantity a line of the family holds: as asked when the family has a quantity, else 1. */
export const quantityForFamily = (family: CartFamily, quantity: number): number =>
  hasQuantity(family) ? quantity : 1;

/** The family of a product by its type: swag is merchandise; insurance is its own; Membership and the rest are gift cards. */
export const familyOfProductType = (type: ProductType): CartFamily =>
  isCartFamily(type) ? type : "vouchers";

/**
 * The family a line's filter group names (spec §9 'Filter group ids'): a family held as voucher
 * lines other than the gift cards, which a line is when nothing else names it.
 */
const familyOfGroup = (filterGroupId: number): CartFamily | undefined => {
  const family = familyOfFilterGroup(filterGroupId);
  return family !== undefined && family !== "vouchers" && isCartFamily(family) ? family : undefined;
};

/** What a cart line's family is read from. */
export interface LineFamilyFacts {
  readonly filterGroupId: number | null;
  readonly isMerchandiseProduct: boolean;
  readonly isPerk: boolean;
  /** The line's categories include 1233 (spec §9 'Filter values: insurance 1233'). */
  readonly isInsurance: boolean;
  /** The line's categories include 1222. */
  readonly isExperience: boolean;
}

/**
 * The family of a cart line: its filter group, then its flags, then category 1233 (insurance, which
 * has no filter group), then 1222; else a gift card.
 */
export const familyOfLineFacts = (facts: LineFamilyFacts): CartFamily => {
  const byGroup = facts.filterGroupId === null ? undefined : familyOfGroup(facts.filterGroupId);
  if (byGroup !== undefined) return byGroup;
  if (facts.isMerchandiseProduct) return "merchandise";
  if (facts.isPerk) return "perks";
  if (facts.isInsurance) return "insurance";
  return facts.isExperience ? "experience" : "vouchers";
};
