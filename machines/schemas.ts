/**
 * The event schemas every machine accepts (their sensitive annotations drive the event log's
 * redaction): the root's and each flow's of ./registry.ts. The landing page's code does not read
 * them: the sensitive keys are computed from them when building (npm run sensitive-keys).
 */
import type { Schema } from "effect";
import { FLOWS } from "./registry";
import { rootEventSchemas } from "./root";

/** The event schemas of every machine. */
export const storefrontEventSchemas: readonly Schema.Top[] = [
  ...rootEventSchemas,
  ...Object.values(FLOWS).flatMap((flow): readonly Schema.Top[] => flow.events),
];
