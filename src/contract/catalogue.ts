/**
 * Catalogue calls (spec §7.3): category lists per family (VOUCHER_CATEGORY), experience
 * categories, product detail, search (stores get_items) and the landing details of spec §7.2.
 * The listing pages' calls are in ./listing.ts. Entity fields follow spec §3; ids follow spec §9.
 */
import { Schema } from "effect";
import { envelope, graph } from "./operation";

const Int = Schema.Number.check(Schema.isInt());
const Flag = Schema.Literals([0, 1]);

/** `{success: 0, message}`: the answer for an unknown product. */
export const CatalogueFailure = Schema.Struct({ success: Schema.Literal(0), message: Schema.String });

/**
 * Product types: the search-result types of spec §3 and §7.3 (vouchers, perks, airmiles, lounge,
 * charity, merchandise, experience, topup, payouts), plus the families that search does not
 * return: insurance, personalize (the client-named category), membership (the custom category)
 * and hotel.
 */
export const SearchType = Schema.Literals([
  "vouchers",
  "perks",
  "airmiles",
  "lounge",
  "charity",
  "merchandise",
  "experience",
  "topup",
  "payouts",
]);
export type SearchType = typeof SearchType.Type;

export const ProductType = Schema.Literals([
  "vouchers",
  "perks",
  "airmiles",
  "lounge",
  "charity",
  "merchandise",
  "experience",
  "topup",
  "payouts",
  "insurance",
  "personalize",
  "membership",
  "hotel",
]);
export type ProductType = typeof ProductType.Type;

/* ------------------------------------------------------------------ category lists */

/**
 * Filter group ids (spec §9): those of the category lists (spec §7.3; topup, 61, has its own call),
 * and of the flight and hotel bookings an order line carries.
 */
export const FilterGroups = {
  countries: 41,
  vouchers: 37,
  merchandise: 47,
  perks: 48,
  flights: 50,
  lounge: 51,
  charity: 52,
  airmiles: 53,
  topup: 61,
  hotel: 64,
  cashout: 67,
  personalize: 70,
} as const;

export const CategoryFilterGroup = Schema.Literals([37, 47, 48, 51, 52, 53, 67, 70]);
export type CategoryFilterGroup = typeof CategoryFilterGroup.Type;

/** Category filter item as the server sends it (spec §3). */
export const CategoryFilter = Schema.Struct({
  filter_value: Schema.String,
  filter_value_id: Int,
  promoted_category: Flag,
  image: Schema.String,
});
export type CategoryFilter = typeof CategoryFilter.Type;

/**
 * VOUCHER_CATEGORY lists (spec §7.3): {filtersParams: {filter_group_id, country_id, url}} and
 * the logged-in flag; data.fetchVouchersFilters.filters. A family whose section is not enabled
 * on the site, or that has nothing in the country, answers an empty list.
 */
export const fetchVouchersFilters = graph({
  query: "voucher.query.fetchVouchersFilters",
  tag: "voucher",
  access: "either",
  variables: Schema.Struct({
    filtersParams: Schema.Struct({
      filter_group_id: CategoryFilterGroup,
      country_id: Int,
      url: Schema.String,
    }),
    isLoggedIn: Schema.Boolean,
  }),
  response: envelope("fetchVouchersFilters", Schema.Struct({ filters: Schema.Array(CategoryFilter) })),
});

/** A top-up country (spec §3: topupCountryList entries carry countryId). */
export const TopupCountry = Schema.Struct({
  countryId: Int,
  name: Schema.String,
  iso_code_2: Schema.String,
  currency_code: Schema.String,
});
export type TopupCountry = typeof TopupCountry.Type;

/** The topup list (filter group 61, spec §7.3): takes the url only; answers fetchVouchersFilters.countries. */
export const fetchTopupFilters = graph({
  query: "voucher.query.fetchTopupFilters",
  tag: "voucher",
  access: "either",
  variables: Schema.Struct({
    filtersParams: Schema.Struct({
      url: Schema.String,
      filter_group_id: Schema.optional(Schema.Literal(61)),
    }),
    isLoggedIn: Schema.Boolean,
  }),
  response: envelope("fetchVouchersFilters", Schema.Struct({ countries: Schema.Array(TopupCountry) })),
});

/* ------------------------------------------------------------------ experience categories */

/**
 * Experience categories (spec §7.3): {input_cats: {url, key}} (India, the default country) or an
 * ISO2 code {countryCode}; getExperiencesCategoriesList.categories is a list of strings.
 */
export const getExperiencesCategoriesList = graph({
  query: "experience.query.getExperiencesCategoriesList",
  tag: "experience",
  access: "either",
  variables: Schema.Union([
    Schema.Struct({ input_cats: Schema.Struct({ url: Schema.String, key: Schema.String }) }),
    Schema.Struct({ countryCode: Schema.String }),
  ]),
  response: envelope(
    "getExperiencesCategoriesList",
    Schema.Struct({ success: Flag, categories: Schema.Array(Schema.String) }),
  ),
});

/* ------------------------------------------------------------------ products */

/** A product as listed. Prices are in major units of currency_code; discounts are percentages. */
export const ProductSummary = Schema.Struct({
  product_id: Int,
  name: Schema.String,
  /** Slug used in description links (spec §2.6). */
  url: Schema.String,
  type: ProductType,
  /** The family's filter group (spec §9), null for experiences, insurance, membership and hotels. */
  filter_group_id: Schema.NullOr(Int),
  image: Schema.String,
  country_id: Int,
  country_name: Schema.String,
  currency_code: Schema.String,
  /** Fixed values; empty when any amount between min_price and max_price is accepted. */
  denominations: Schema.Array(Schema.Number),
  min_price: Schema.Number,
  max_price: Schema.Number,
  spl_discount: Schema.Number,
  is_recommended: Flag,
  /** Category ids as a comma-separated list (spec §3), e.g. '1271,1390'. */
  categories: Schema.String,
  /** The experience category name; null for other families. */
  category: Schema.NullOr(Schema.String),
});
export type ProductSummary = typeof ProductSummary.Type;

/** A merchandise option (size, colour...): its name and the values to choose from. */
export const ProductOption = Schema.Struct({
  name: Schema.String,
  values: Schema.Array(Schema.String),
});
export type ProductOption = typeof ProductOption.Type;

/** Voucher product info fields of spec §3, with the listing fields. */
export const ProductDetail = Schema.Struct({
  ...ProductSummary.fields,
  currency_id: Int,
  currency_name: Schema.String,
  spl_charge: Schema.Number,
  /** Units of currency_code per INR (1 for INR); product_discount_inr divides by it (spec §7.4). */
  conversion_ratio: Schema.Number,
  /** Present for special-redemption products (spec §7.4). */
  important_info: Schema.NullOr(Schema.String),
  description: Schema.String,
  how_to_use: Schema.String,
  terms_conditions: Schema.String,
  expiry_and_validity: Schema.String,
  images: Schema.Array(Schema.String),
  inner_image: Schema.NullOr(Schema.String),
  how_to_redeem_image: Schema.NullOr(Schema.String),
  /** Merchandise options; each must be chosen before the product is added. Absent when none. */
  options: Schema.optional(Schema.Array(ProductOption)),
});
export type ProductDetail = typeof ProductDetail.Type;

/* The listing calls (voucher_list, filter_list, perks, the product list) are in ./listing.ts. */

/** voucher getProduct (spec §7.3). */
export const getProduct = graph({
  query: "voucher.query.getProduct",
  tag: "voucher",
  access: "either",
  variables: Schema.Struct({ product_id: Int }),
  response: envelope(
    "getProduct",
    Schema.Union([Schema.Struct({ success: Schema.Literal(1), data: ProductDetail }), CatalogueFailure]),
  ),
});

/* ------------------------------------------------------------------ search */

/** The longest search text a search sends; a longer one is refused (HTTP 400) before any look-up. */
export const SEARCH_KEY_MAX_LENGTH = 256;

/** The search_text JSON string of stores get_items (spec §7.3). */
export const SearchText = Schema.Struct({
  search_key: Schema.String.check(Schema.isMaxLength(SEARCH_KEY_MAX_LENGTH)),
  /** 'query=<text>&'. */
  experience: Schema.String.check(Schema.isMaxLength(SEARCH_KEY_MAX_LENGTH + 16)),
  /** Branding custom_url or '/'. */
  custom_url: Schema.String,
  limitFilter: Schema.Literal("all"),
  country_id: Int,
  country_name: Schema.String,
  /** The selected country's iso_code_2, default 'IN'. */
  countryCode: Schema.String,
});
export type SearchText = typeof SearchText.Type;

/**
 * Search result item (spec §3): name, url (slug), type, product_id. The type is read as an open
 * string: spec §3 labels types it does not list as 'Gift Card', so an unknown type must not
 * make the whole answer undecodable. The reference API answers the {@link SearchType}s.
 */
export const SearchItem = Schema.Struct({
  name: Schema.String,
  url: Schema.String,
  type: Schema.String,
  product_id: Int,
});
export type SearchItem = typeof SearchItem.Type;

/** Most results one search answers. */
export const searchLimit = 30;

/**
 * stores get_items (spec §7.3): search_text is a JSON string; getData.data is a JSON string of
 * the results. Nothing found is success 1 with an empty list.
 */
export const getItems = graph({
  query: "stores.query.get_items",
  tag: "stores",
  access: "either",
  variables: Schema.Struct({ search_text: Schema.fromJsonString(SearchText), isLoggedIn: Schema.Boolean }),
  response: envelope(
    "getData",
    Schema.Struct({ success: Flag, data: Schema.fromJsonString(Schema.Array(SearchItem)) }),
  ),
});

/* ------------------------------------------------------------------ landing */

/**
 * Landing details (spec §7.2): {add_data: {limit 10, url}}; the home sections of spec §3
 * (experiences, vouchers, perks) for the site's default country, or country_id when given.
 * A section that is not enabled on the site is empty.
 */
export const fetchLandingDetails = graph({
  query: "stores.query.fetchLandingDetails",
  tag: "stores",
  access: "either",
  variables: Schema.Struct({
    add_data: Schema.Struct({
      limit: Int.check(Schema.isBetween({ minimum: 1, maximum: 50 })),
      url: Schema.String,
      country_id: Schema.optional(Int),
    }),
  }),
  response: envelope(
    "fetchLandingDetails",
    Schema.Struct({
      success: Flag,
      data: Schema.Struct({
        experiences: Schema.Array(ProductSummary),
        vouchers: Schema.Array(ProductSummary),
        perks: Schema.Array(ProductSummary),
      }),
    }),
  ),
});
