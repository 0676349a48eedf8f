/** The start-up of a signed-in user under faults (see ./harness.ts). */
import { chaosJourney } from "./harness";
import { signInStartup } from "./journeys";

chaosJourney(signInStartup());
