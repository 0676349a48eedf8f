/** The cash-out journey under faults (see ./harness.ts). */
import { chaosJourney } from "./harness";
import { cashoutJourney } from "./journeys";

chaosJourney(cashoutJourney);
