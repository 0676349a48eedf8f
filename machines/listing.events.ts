/** The events the listing flow (./listing.ts) accepts from outside, as schemas for the event log. */

import { BannerPage } from "@contract/site";
import { ListingRequest } from "@domain/listingRequest";
import { Schema } from "effect";

/** What a listing's banners are asked for with (src/domain/storeBanners.ts `BannerQuery`). */
export const BannerQuerySchema = Schema.Struct({
  url: Schema.String,
  countryId: Schema.Number,
  countryName: Schema.String,
  countryCode: Schema.String,
  page: BannerPage,
});

/** The events the listing accepts from the listing pages. */
export const listingEventSchemas = [
  /** The page shows this listing (on mount and whenever its URL, the country or the sign-in changes). */
  Schema.Struct({ type: Schema.Literal("LISTING.SHOW"), request: ListingRequest }),
  /**
   * The page shows the banners of its page in the country (spec §7.2 fetchBannersList): sent
   * with LISTING.SHOW by the listings that have a banner page (voucher, merchandise, lounge).
   */
  Schema.Struct({ type: Schema.Literal("LISTING.BANNERS"), query: BannerQuerySchema }),
  /** The retry button of the failed state. */
  Schema.Struct({ type: Schema.Literal("LISTING.RETRY") }),
  /** 'Download catalogue': the listing as shown, as a CSV file. */
  Schema.Struct({ type: Schema.Literal("LISTING.DOWNLOAD") }),
] as const;

export type ListingEvent = (typeof listingEventSchemas)[number]["Type"];
