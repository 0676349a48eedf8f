/**
 * The listing's sort orders and families as small schemas of their own: the event log's schemas
 * (the listing flow's requests) need them on every page, the listing calls only on listing pages.
 */
import { Schema } from "effect";

/**
 * Listing orders. The spec names none; these are:
 * - `popular`: the catalogue's order: recommended products first, then the most bought, then by
 *   name ignoring case;
 * - `name`: by name ignoring case (spec §3 sorts lists so);
 * - `price_up` / `price_down`: by the lowest price a product is sold at (min_price after its
 *   spl_discount, spec §7.4 final_price, as the listing shows it), cheapest or dearest first, then
 *   by name.
 * Equal keys are ordered by product_id, so pages never overlap.
 */
export const ListingSort = Schema.Literals(["popular", "name", "price_up", "price_down"]);
export type ListingSort = typeof ListingSort.Type;

/** The sort of a listing whose query names none, or one that is not a {@link ListingSort}. */
export const DEFAULT_LISTING_SORT: ListingSort = "popular";

/**
 * The listing families of spec §1 that have a listing page (spec §2.3), by the family's product
 * type: vouchers, merchandise (and swag), perks, lounge, charity, airmiles, personalize,
 * membership (the custom category) and insurance, in the order of the category tabs (spec §2.5;
 * insurance, without a tab, last).
 */
export const ListingType = Schema.Literals([
  "membership",
  "merchandise",
  "vouchers",
  "airmiles",
  "lounge",
  "charity",
  "perks",
  "personalize",
  "insurance",
]);
export type ListingType = typeof ListingType.Type;

/**
 * Each listing family's name (spec §2.5), as the category lists answer it: the category display
 * names GIFT CARDS, MERCHANDISES, LOUNGE, AIRMILES and CHARITY, the tab labels Offers and
 * Membership, 'Insurance' (no tab), and personalize's default label, which the platform setting
 * customCatalogFilterGroupName replaces when it is set.
 */
export const LISTING_NAMES = {
  membership: "Membership",
  merchandise: "MERCHANDISES",
  vouchers: "GIFT CARDS",
  airmiles: "AIRMILES",
  lounge: "LOUNGE",
  charity: "CHARITY",
  perks: "Offers",
  personalize: "Personalize Category",
  insurance: "Insurance",
} as const satisfies Record<ListingType, string>;
