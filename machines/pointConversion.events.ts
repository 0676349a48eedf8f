/**
 * The events and context of the point conversion flow (./pointConversion.ts): the schemas of
 * every event it accepts from outside and what it keeps.
 */

import type { ConversionPreview } from "@domain/balances";
import type { CatalogueText } from "@errors/catalogue";
import type { ErrorData } from "@errors/data";
import { Schema } from "effect";
import { sessionUserEventSchema } from "./facts";

export const pointConversionEventSchemas = [
  /** The conversion page opened: a fresh choice. */
  Schema.Struct({ type: Schema.Literal("CONVERSION.OPEN") }),
  /** 'Preview': what the points would become in `currency` (an ISO 4217 code). */
  Schema.Struct({ type: Schema.Literal("CONVERSION.PREVIEW"), currency: Schema.String }),
  /** 'Convert': the shown preview is confirmed. */
  Schema.Struct({ type: Schema.Literal("CONVERSION.CONFIRM") }),
  /** 'Change': back to the choice of currency. */
  Schema.Struct({ type: Schema.Literal("CONVERSION.EDIT") }),
  /** From "session": the user's client and points (./facts.ts). */
  sessionUserEventSchema,
] as const;

export type PointConversionEvent = (typeof pointConversionEventSchemas)[number]["Type"];

/** `loading` while a preview is worked out, `converting` while the conversion is sent. */
export type PointConversionTag = "loading" | "converting";

export interface PointConversionContext {
  /** The signed-in user's client and points, as the session announced them. */
  readonly clientId: number | null;
  readonly available: number;
  readonly currency: string;
  /** The currency asked for. */
  readonly target: string | null;
  readonly preview: ConversionPreview | null;
  /** The points and their currency after the last conversion. */
  readonly converted: { readonly available: number; readonly currency_code: string } | null;
  readonly error: ErrorData | null;
  /** The server's refusal of a conversion, kept as sent. */
  readonly refusal: CatalogueText | null;
}

export const initialPointConversionContext: PointConversionContext = {
  clientId: null,
  available: 0,
  currency: "INR",
  target: null,
  preview: null,
  converted: null,
  error: null,
  refusal: null,
};
