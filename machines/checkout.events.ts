/**
 * The checkout flow's input, the events it accepts (as schemas for the event log) and its context
 * (machines/checkout.ts).
 */

import type { DeliveryAddress } from "@contract/address";
import { ExperienceBooking } from "@contract/experiences";
import { CheckoutUser } from "@contract/orders";
import type { ProviderName } from "@contract/providers";
import { SensitiveString } from "@contract/sensitive";
import { type CheckoutState, initialCheckoutState } from "@domain/checkoutState";
import { Schema } from "effect";
import { deliveryCheckedEventSchema, deliveryRefusedEventSchema } from "./delivery.events";
import {
  BalanceMethodSchema,
  cartLinesEventSchema,
  deliveryAddressEventSchema,
  milesMemberIdEventSchema,
  sessionUserEventSchema,
  sessionWalletEventSchema,
  siteSettingsEventSchema,
} from "./facts";
import { providerChosenEventSchema } from "./providers.events";

export interface CheckoutInput {
  /** The login flag read at start (spec §4 'Login state'); SESSION.USER follows it. */
  readonly loggedIn: boolean;
}

/**
 * The events the checkout accepts from outside, as schemas for the event log: the shopper's
 * intents from the checkout page, and the facts the other flows announce (machines/facts.ts).
 */
export const checkoutEventSchemas = [
  /** The checkout page opens: the site path, e.g. '/marketplace' (spec §4 'Opening checkout'). */
  Schema.Struct({
    type: Schema.Literal("CHECKOUT.OPEN"),
    sitePrefix: Schema.String,
    /** '/experiences/payment': the experience booking paid (spec §7.6 Create experience order). */
    booking: Schema.optional(ExperienceBooking),
    /**
     * The site shows its catalogue in points (spec §3 displayCatalogInPoints): the checkout
     * auto-selects the shopper's reward points as it opens (spec §2.11 Loaders).
     */
    autoSelectPoints: Schema.optional(Schema.Boolean),
  }),
  Schema.Struct({ type: Schema.Literal("CHECKOUT.TOGGLE"), method: BalanceMethodSchema, on: Schema.Boolean }),
  /**
   * The reward-code field's code as the page formats it (spec §5) and whether it is long enough
   * to apply: the code is a secret of the event log, so the flow never works on it itself.
   */
  Schema.Struct({
    type: Schema.Literal("CHECKOUT.CODE_INPUT"),
    rewardCode: SensitiveString("token"),
    complete: Schema.Boolean,
  }),
  Schema.Struct({ type: Schema.Literal("CHECKOUT.APPLY_CODE") }),
  Schema.Struct({ type: Schema.Literal("CHECKOUT.REMOVE_CODE"), index: Schema.Number }),
  /** The buyer's details as edited. */
  Schema.Struct({ type: Schema.Literal("CHECKOUT.EDIT_USER"), checkoutUser: CheckoutUser }),
  Schema.Struct({ type: Schema.Literal("CHECKOUT.PLACE") }),
  /** The surcharge disclaimer shown before paying (spec §6 per-company switches): accepted or not. */
  Schema.Struct({ type: Schema.Literal("CHECKOUT.ACCEPT_SURCHARGE") }),
  Schema.Struct({ type: Schema.Literal("CHECKOUT.DECLINE_SURCHARGE") }),
  Schema.Struct({ type: Schema.Literal("CHECKOUT.DISMISS_TOAST") }),
  /** The captcha a guest's code waits for on a showCts site: solved (its token goes with the lookup), or not. */
  Schema.Struct({ type: Schema.Literal("CAPTCHA.SOLVED"), captcha: SensitiveString("captcha") }),
  Schema.Struct({ type: Schema.Literal("CAPTCHA.CANCEL") }),
  /** From "session": signed in or not, and the user's client (whose rates convert balances). */
  sessionUserEventSchema,
  /** From "session": the balances and the buyer's details from the user details (spec §4). */
  sessionWalletEventSchema,
  /** From "site": paymentMethodAccess (spec §6) and showCts. */
  siteSettingsEventSchema,
  /** From "cart": the cart's lines. */
  cartLinesEventSchema,
  /** From "perks": the member id the airline accepted for a miles product (spec §3 Order). */
  milesMemberIdEventSchema,
  /** From "delivery": the address an order may carry now (spec §3 Order), or null. */
  deliveryAddressEventSchema,
  /** From "delivery": its answer to DELIVERY.CHECK, the postal code passed or was refused (spec §7.2). */
  deliveryCheckedEventSchema,
  deliveryRefusedEventSchema,
  /** From "providers": the payment provider the order names, null for the card gateway (spec §7.6). */
  providerChosenEventSchema,
] as const;

export type CheckoutEvent = (typeof checkoutEventSchemas)[number]["Type"];
export type EventOf<T extends CheckoutEvent["type"]> = Extract<CheckoutEvent, { readonly type: T }>;

/**
 * The tags views read: the order and code calls, the points' auto-selection, the captcha, rates,
 * the toast, the address check, the surcharge.
 */
export type CheckoutTag =
  | "busy"
  /** The reward points are being auto-selected (spec §2.11 Loaders): the full-screen loader shows. */
  | "autoSelecting"
  | "applying"
  | "captcha"
  | "loadingRates"
  | "toast"
  | "checkingAddress"
  | "surcharge";

/** Raised inside the machine: a toast to show, the points to auto-select, a key used up, rates perhaps needed. */
export type InternalEvent =
  | { readonly type: "checkout.toastShown" }
  | { readonly type: "checkout.autoSelectPoints" }
  | { readonly type: "checkout.keyUsed" }
  | { readonly type: "checkout.ratesNeeded" };

/**
 * The checkout's context: its state as data (src/domain/checkoutState.ts) and the address the
 * delivery flow last announced (null without one).
 */
export type CheckoutContext = CheckoutState & {
  readonly deliveryAddress: DeliveryAddress | null;
  /** The payment provider that takes the amount due (machines/providers.ts), null for the card gateway. */
  readonly provider: ProviderName | null;
};

export const initialCheckoutContext = (input: CheckoutInput): CheckoutContext => ({
  ...initialCheckoutState(input.loggedIn),
  deliveryAddress: null,
  provider: null,
});
