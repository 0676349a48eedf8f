/** The sign-in journey under faults (see ./harness.ts). */
import { chaosJourney } from "./harness";
import { signInAuth } from "./journeys";

chaosJourney(signInAuth);
