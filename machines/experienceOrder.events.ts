/**
 * The experience order flow's events and context (./experienceOrder.ts): the stored booking the
 * experience payment page pays, and the paid order's booking confirmed.
 */
import type { ExperienceConfirmation } from "@contract/experiences";
import { SensitiveString } from "@contract/sensitive";
import type { LineKey } from "@domain/cart";
import type { ExperienceOrderItem } from "@domain/experiences";
import type { ErrorData } from "@errors/data";
import { Schema } from "effect";
import type { CartEvent } from "./cart.events";

/** The events the experience payment and status pages send. */
export const experienceOrderEventSchemas = [
  /** The experience payment page opened: the stored item is read and checked (spec §3). */
  Schema.Struct({ type: Schema.Literal("EXP_ORDER.LOAD_STORED") }),
  /**
   * The experience status page shows the order paid: the order is updated (spec §7.6 'Update
   * experience order'), its booking confirmed, and the stored item and its cart line go when they
   * are that booking. The order key is a secret the event log keeps as a marker.
   */
  Schema.Struct({
    type: Schema.Literal("EXP_ORDER.PAID"),
    orderId: Schema.Number,
    orderKey: SensitiveString("token"),
  }),
] as const;

export type ExperienceOrderEvent = (typeof experienceOrderEventSchemas)[number]["Type"];
export type ExperienceOrderEventOf<T extends ExperienceOrderEvent["type"]> = Extract<
  ExperienceOrderEvent,
  { readonly type: T }
>;

export type ExperienceOrderTag = "loadingStored" | "confirming";

export interface ExperienceOrderContext {
  /** The item the payment page pays, once read and checked; null without one. */
  readonly stored: ExperienceOrderItem | null;
  readonly storedError: ErrorData | null;
  /** The paid order whose booking the status page confirms (its id), once EXP_ORDER.PAID names it. */
  readonly paidOrderId: number | null;
  /** The booking the update confirmed (spec §7.6 'Update experience order'); null until then. */
  readonly confirmation: ExperienceConfirmation | null;
  readonly confirmError: ErrorData | null;
}

export const initialExperienceOrderContext: ExperienceOrderContext = {
  stored: null,
  storedError: null,
  paidOrderId: null,
  confirmation: null,
  confirmError: null,
};

/** The stored item's cart line removed (CART.REMOVE). */
export const cartRemoveOf = (key: LineKey): CartEvent => ({ type: "CART.REMOVE", key });
