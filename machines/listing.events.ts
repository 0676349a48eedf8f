/** The events the listing flow (./listing.ts) accepts from outside, as schemas for the event log. */

import { ListingRequest } from "@domain/listingRequest";
import { Schema } from "effect";

/** The events the listing accepts from the listing pages. */
export const listingEventSchemas = [
  /** The page shows this listing (on mount and whenever its URL, the country or the sign-in changes). */
  Schema.Struct({ type: Schema.Literal("LISTING.SHOW"), request: ListingRequest }),
  /** The retry button of the failed state. */
  Schema.Struct({ type: Schema.Literal("LISTING.RETRY") }),
  /** 'Download catalogue': the listing as shown, as a CSV file. */
  Schema.Struct({ type: Schema.Literal("LISTING.DOWNLOAD") }),
] as const;

export type ListingEvent = (typeof listingEventSchemas)[number]["Type"];
