/**
 * The events and the context of the payment-provider choice (./providers.ts): the schemas of every
 * event it accepts from outside, the one it announces to the checkout, and what it keeps.
 */

import { type PaymentMethod, PaymentMethodId, ProviderName } from "@contract/providers";
import type { ErrorData } from "@errors/data";
import { Schema } from "effect";

/** The events the checkout page sends to the provider choice. */
export const providersEventSchemas = [
  /**
   * The checkout shows an amount due in `currency`: the ways to pay it are loaded (again when the
   * currency changes). `gatewayDisabled`: paymentMethodAccess or a product turns the gateway off.
   */
  Schema.Struct({
    type: Schema.Literal("PROVIDERS.LOAD"),
    currency: Schema.String,
    gatewayDisabled: Schema.Boolean,
  }),
  /** The shopper picks a way to pay. */
  Schema.Struct({ type: Schema.Literal("PROVIDERS.CHOOSE"), method: PaymentMethodId }),
  /** The ways to pay could not be loaded: ask again. */
  Schema.Struct({ type: Schema.Literal("PROVIDERS.RETRY") }),
] as const;

export type ProvidersEvent = (typeof providersEventSchemas)[number]["Type"];

/** What the checkout hears: the provider its order names, null for the card gateway. */
export const providerChosenEventSchema = Schema.Struct({
  type: Schema.Literal("PROVIDERS.CHOSEN"),
  provider: Schema.NullOr(ProviderName),
});
export type ProviderChosenEvent = typeof providerChosenEventSchema.Type;

export type ProvidersTag = "loading";

export interface ProvidersContext {
  /** The currency the methods are for, once the checkout named one. */
  readonly currency: string | null;
  readonly gatewayDisabled: boolean;
  /** The ways to pay the reference API answered for `currency`. */
  readonly answered: readonly PaymentMethod[];
  /** The shopper's pick, kept while it is offered. */
  readonly choice: PaymentMethodId | null;
  readonly error: ErrorData | null;
}

export const initialProvidersContext: ProvidersContext = {
  currency: null,
  gatewayDisabled: false,
  answered: [],
  choice: null,
  error: null,
};
