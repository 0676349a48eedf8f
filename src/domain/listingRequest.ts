/**
 * The listing flow's request as a schema (the event log checks the LISTING.SHOW events it
 * records). It holds no rule; ./listingFlow.ts has them.
 */
import { ListingSort, ListingType } from "@contract/listingKeys";
import { Schema } from "effect";
import { FAMILIES } from "./families";
import type { ListingRoute } from "./listing";

/**
 * The listing routes as a schema (the event log checks the requests it records): each listing
 * family's segment (./families.ts), swag's and the product list's.
 */
export const ListingRouteSchema = Schema.Literals([
  ...ListingType.literals.map((type) => FAMILIES[type].segment),
  "swag",
  "product-list",
] satisfies readonly ListingRoute[]);

/** One listing page as the listing flow asks for it. */
export const ListingRequest = Schema.Struct({
  route: ListingRouteSchema,
  /** The site's custom url (branding custom_url: '/' for the default store, '/acme', ...). */
  url: Schema.String,
  countryId: Schema.Number,
  isLoggedIn: Schema.Boolean,
  /** The family; null on /product-list until one is chosen (the first the site lists is shown). */
  type: Schema.NullOr(ListingType),
  /** The category as the URL gives it (text: the server ignores what is not a category). */
  filterValueId: Schema.NullOr(Schema.String),
  sort: ListingSort,
  /** 1-based. */
  page: Schema.Number,
  searchKey: Schema.String,
  pageSize: Schema.Number,
});
export type ListingRequest = typeof ListingRequest.Type;
