/** The recharge journey under faults (see ./harness.ts). */
import { chaosJourney } from "./harness";
import { topupJourney } from "./journeys";

chaosJourney(topupJourney);
