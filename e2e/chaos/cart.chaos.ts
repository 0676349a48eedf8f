/** The cart journey under faults (see ./harness.ts). */
import { chaosJourney } from "./harness";
import { cartJourney } from "./journeys";

chaosJourney(cartJourney);
