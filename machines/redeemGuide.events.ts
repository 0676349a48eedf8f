/** The events the redemption guide (./redeemGuide.ts) accepts from outside, as schemas for the event log. */

import { GUIDE_TABS } from "@domain/redeemGuide";
import { Schema } from "effect";

const UseCase = Schema.Literals(["code", "points"]);

/** The events the guide accepts from outside. */
export const redeemGuideEventSchemas = [
  /** The root: the guide's dialog opened. */
  Schema.Struct({ type: Schema.Literal("DIALOG.OPEN") }),
  /** The root: the guide's dialog closed (Close, Escape, backdrop). */
  Schema.Struct({ type: Schema.Literal("DIALOG.CLOSE") }),
  /** The root: the page location changed. */
  Schema.Struct({ type: Schema.Literal("ENV.LOCATION"), pathname: Schema.String, search: Schema.String }),
  /** The view: a tab was chosen (tab 1 points, tab 2 codes). */
  Schema.Struct({ type: Schema.Literal("GUIDE.SELECT_TAB"), tab: Schema.Literals(GUIDE_TABS) }),
  /** The view: Next (step 1 → step 2). */
  Schema.Struct({ type: Schema.Literal("GUIDE.NEXT") }),
  /** The view: Back (step 2 → step 1). */
  Schema.Struct({ type: Schema.Literal("GUIDE.BACK") }),
  /** The view: the redeem-code tooltip was dismissed before its 4 s ran out. */
  Schema.Struct({ type: Schema.Literal("GUIDE.CLOSE_TOOLTIP") }),
  /** The user journey use case changed elsewhere (the same event "session" accepts). */
  Schema.Struct({ type: Schema.Literal("SESSION.USE_CASE"), useCase: Schema.NullOr(UseCase) }),
] as const;

export type RedeemGuideEvent = (typeof redeemGuideEventSchemas)[number]["Type"];
