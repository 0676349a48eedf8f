/**
 * The catalogue families of spec §1, one entry each: everything the storefront and the reference
 * API name a family by. Every list of families on either side reads this table.
 *
 * - the key is the family's type id as the contract names it (spec §3 product and search types:
 *   'payouts' is cash out), plus flights, a family with a section but no product type;
 * - `segment`: its route segment (spec §1 'Catalogue families and their route segments'); its
 *   listing page is '/{segment}' under the site prefix (spec §2.3);
 * - `filterGroup`: its filter group id (spec §9 'Filter group ids'), null when it has none;
 * - `section`: the site switch, the section that must be enabled for the site to offer it (spec
 *   §2.2); insurance is in no section list and always offered;
 * - `detailRoute`: the path of a product's page (spec §2.3), null where the family has none; the
 *   route table (./routes.ts) names the screens of its listing and detail paths;
 * - `cartHeading`: the message key of the cart page's heading over its lines (the words are in the
 *   views' messages);
 * - `cart`: how its items sit in the cart (spec §4 'Cart rules', §9 'Cart totals'): lines bought in
 *   a quantity, lines priced alone, a single item that replaces the family's item, a booking held
 *   in a checkout section, or lines bought like a gift card (Membership);
 * - `ordersTab`: the account area's order tab that lists its orders (spec §2.3 profile tabs);
 *
 * The order of the table is the cart page's order of its groups. Pure data.
 */
import { FilterGroups, type ProductType } from "@contract/catalogue";
import type { CheckoutSection } from "./cartSections";
import type { OrdersTab } from "./orderHistory";

/** A catalogue family: a product type, or flights. */
export type Family = ProductType | "flights";

/** How a family's items sit in the cart (spec §4 'Cart rules', §9 'Cart totals'). */
export type FamilyCart =
  /** Voucher lines bought in a quantity (line total quantity × price). */
  | { readonly kind: "quantity" }
  /** Voucher lines priced alone: quantity always 1; several may be in the cart. */
  | { readonly kind: "alone" }
  /** One item priced alone: adding one replaces the family's item. */
  | { readonly kind: "single" }
  /** A booking made on the family's own pages, held in a checkout section and priced by the server. */
  | { readonly kind: "booking"; readonly section: CheckoutSection }
  /** Bought like a gift card: its lines are the gift cards' lines. */
  | { readonly kind: "giftCard" };

/** One family's entry: every field is required, so a family cannot be added half-way. */
export interface FamilyEntry {
  readonly segment: string;
  readonly filterGroup: number | null;
  readonly section: string | null;
  readonly detailRoute: string | null;
  readonly cartHeading: `family${string}`;
  readonly cart: FamilyCart;
  readonly ordersTab: OrdersTab;
}

/** The '/description/:productSlug/:productId/:isStatic?' detail of a family (spec §2.3). */
const description = (segment: string): string => `/${segment}/description/:productSlug/:productId/:isStatic?`;

export const FAMILIES = {
  vouchers: {
    segment: "vouchers",
    filterGroup: FilterGroups.vouchers,
    section: "vouchers",
    detailRoute: description("vouchers"),
    cartHeading: "familyVouchers",
    cart: { kind: "quantity" },
    ordersTab: "YOUR_ORDERS",
  },
  experience: {
    segment: "experiences",
    filterGroup: null,
    section: "experiences",
    detailRoute: "/experiences/:description/:productID",
    cartHeading: "familyExperience",
    cart: { kind: "quantity" },
    ordersTab: "EXPERIENCE_ORDERS",
  },
  merchandise: {
    segment: "merchandises",
    filterGroup: FilterGroups.merchandise,
    section: "merchandises",
    detailRoute: "/merchandise/:description/:productID",
    cartHeading: "familyMerchandise",
    cart: { kind: "quantity" },
    ordersTab: "YOUR_ORDERS",
  },
  perks: {
    segment: "perks",
    filterGroup: FilterGroups.perks,
    section: "perks",
    detailRoute: description("perks"),
    cartHeading: "familyPerks",
    cart: { kind: "alone" },
    ordersTab: "PERKS_ORDERS",
  },
  lounge: {
    segment: "lounge",
    filterGroup: FilterGroups.lounge,
    section: "lounge",
    detailRoute: description("lounge"),
    cartHeading: "familyLounge",
    cart: { kind: "single" },
    ordersTab: "YOUR_ORDERS",
  },
  charity: {
    segment: "charity",
    filterGroup: FilterGroups.charity,
    section: "charity",
    detailRoute: description("charity"),
    cartHeading: "familyCharity",
    cart: { kind: "quantity" },
    ordersTab: "YOUR_ORDERS",
  },
  airmiles: {
    segment: "airmiles",
    filterGroup: FilterGroups.airmiles,
    section: "airmiles",
    detailRoute: description("airmiles"),
    cartHeading: "familyAirmiles",
    cart: { kind: "single" },
    ordersTab: "YOUR_ORDERS",
  },
  personalize: {
    segment: "personalize-category",
    filterGroup: FilterGroups.personalize,
    section: "personalize-category",
    detailRoute: description("personalize-category"),
    cartHeading: "familyPersonalize",
    cart: { kind: "single" },
    ordersTab: "YOUR_ORDERS",
  },
  insurance: {
    segment: "insurance",
    filterGroup: null,
    section: null,
    detailRoute: "/insurance/:description",
    cartHeading: "familyInsurance",
    cart: { kind: "alone" },
    ordersTab: "YOUR_ORDERS",
  },
  flights: {
    segment: "flights",
    filterGroup: FilterGroups.flights,
    section: "flights",
    detailRoute: null,
    cartHeading: "familyFlights",
    cart: { kind: "booking", section: "flights" },
    ordersTab: "FLIGHTS_ORDERS",
  },
  hotel: {
    segment: "hotels",
    filterGroup: FilterGroups.hotel,
    section: "hotels",
    detailRoute: "/hotels/description/:hotelID",
    cartHeading: "familyHotel",
    cart: { kind: "booking", section: "hotel" },
    ordersTab: "Hotels_Orders",
  },
  topup: {
    segment: "mobile-recharge",
    filterGroup: FilterGroups.topup,
    section: "topup",
    detailRoute: null,
    cartHeading: "familyTopup",
    cart: { kind: "booking", section: "topup" },
    ordersTab: "YOUR_ORDERS",
  },
  payouts: {
    segment: "cashout",
    filterGroup: FilterGroups.cashout,
    section: "cashout",
    detailRoute: null,
    cartHeading: "familyCashout",
    cart: { kind: "booking", section: "cashout" },
    ordersTab: "YOUR_ORDERS",
  },
  membership: {
    segment: "custom-category",
    filterGroup: null,
    section: "custom-category",
    detailRoute: null,
    cartHeading: "familyVouchers",
    cart: { kind: "giftCard" },
    ordersTab: "YOUR_ORDERS",
  },
} as const satisfies Readonly<Record<Family, FamilyEntry>>;

type Families = typeof FAMILIES;

/** The families in the table's order. */
export const FAMILY_IDS = Object.keys(FAMILIES) as readonly Family[];

/** The families whose entry satisfies `test`, in the table's order. */
export const familiesWhere = (test: (entry: FamilyEntry, family: Family) => boolean): readonly Family[] =>
  FAMILY_IDS.filter((family) => test(FAMILIES[family], family));

/** The families whose cart kind is `Kind`. */
export type FamiliesOfCart<Kind extends FamilyCart["kind"]> = {
  readonly [F in Family]: Families[F]["cart"]["kind"] extends Kind ? F : never;
}[Family];

/** The family of a filter group (spec §9), if one has it. */
export const familyOfFilterGroup = (filterGroup: number): Family | undefined =>
  FAMILY_IDS.find((family) => FAMILIES[family].filterGroup === filterGroup);

/** The family whose bookings each checkout section holds (spec §3 Cart sections). */
export const FAMILY_OF_SECTION = Object.fromEntries(
  FAMILY_IDS.flatMap((family) => {
    const { cart } = FAMILIES[family];
    return cart.kind === "booking" ? [[cart.section, family]] : [];
  }),
) as Readonly<Record<CheckoutSection, FamiliesOfCart<"booking">>>;
