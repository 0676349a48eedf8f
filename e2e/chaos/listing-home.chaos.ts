/** The listing-home journey under faults (see ./harness.ts). */
import { chaosJourney } from "./harness";
import { listingHome } from "./journeys";

chaosJourney(listingHome);
