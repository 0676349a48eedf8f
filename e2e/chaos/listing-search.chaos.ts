/** The listing-search journey under faults (see ./harness.ts). */
import { chaosJourney } from "./harness";
import { listingSearch } from "./journeys";

chaosJourney(listingSearch);
