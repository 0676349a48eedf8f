/** The checkout journey under faults (see ./harness.ts). */
import { chaosJourney } from "./harness";
import { checkoutJourney } from "./journeys";

chaosJourney(checkoutJourney);
