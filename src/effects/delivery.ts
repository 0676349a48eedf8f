/**
 * The Effect programs of the delivery address (spec §7.2 'States / cities (storesAdmin)', 'Postal
 * code') and the live actors the delivery machine invokes by name
 * (`deliveryMachine.provide({ actors: deliveryActors(layer) })`):
 *
 * - `loadStates`: getStates {country_id}.
 * - `loadCities`: getCities {state_id}, the chosen state's select value read as its id.
 * - `checkAddress`: fetchPostalCodeData {postal_code, country_code}; a code the country does not
 *   know fails with DeliveryPostalUnknown, one serving another city than the chosen one with
 *   DeliveryPostalMismatch (src/domain/address.ts `postalCodeMatch`).
 */
import {
  type CityOption,
  fetchPostalCodeData,
  getCities,
  getStates,
  type PostalCodeData,
  type StateOption,
} from "@contract/address";
import { normalizedPostalCode, postalCodeMatch } from "@domain/address";
import type { AddressCheckInput } from "@domain/delivery";
import type { CallFailure } from "@errors/data";
import { DeliveryPostalMismatch, DeliveryPostalUnknown } from "@errors/situations";
import { Effect, type Layer } from "effect";
import { effectActor } from "./runtime/actor";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";
import { callOperation } from "./runtime/transport";

/** The states of a country, in the server's order. */
export const loadStates: (input: {
  readonly countryId: number;
}) => Effect.Effect<readonly StateOption[], CallFailure, StorefrontServices> = Effect.fn(
  "delivery.loadStates",
)(function* (input: { readonly countryId: number }) {
  const answer = yield* callOperation(getStates, { country_id: input.countryId });
  return answer.data.getStates.data;
});

/** The cities of the chosen state; none while no state is chosen. */
export const loadCities: (input: {
  readonly stateId: string;
}) => Effect.Effect<readonly CityOption[], CallFailure, StorefrontServices> = Effect.fn(
  "delivery.loadCities",
)(function* (input: { readonly stateId: string }) {
  const stateId = Number(input.stateId.trim());
  if (!Number.isInteger(stateId) || stateId <= 0) return [];
  const answer = yield* callOperation(getCities, { state_id: stateId });
  return answer.data.getCities.data;
});

export type AddressFailure = CallFailure | DeliveryPostalMismatch | DeliveryPostalUnknown;

/** Whether the address's postal code serves its city, before ordering. */
export const checkAddress: (
  input: AddressCheckInput,
) => Effect.Effect<void, AddressFailure, StorefrontServices> = Effect.fn("delivery.checkAddress")(function* (
  input: AddressCheckInput,
) {
  const answer = (yield* callOperation(fetchPostalCodeData, {
    postal_code: normalizedPostalCode(input.deliveryAddress.postal_code),
    country_code: input.countryCode,
  })).data.fetchPostalCodeData;
  const data: PostalCodeData | null = answer.success === 1 ? (answer.data ?? null) : null;
  const match = postalCodeMatch(data, input.deliveryAddress);
  if (match === "unknown") return yield* Effect.fail(new DeliveryPostalUnknown());
  if (match === "otherCity") return yield* Effect.fail(new DeliveryPostalMismatch());
});

/** The live actors of the delivery machine. */
export const deliveryActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  loadStates: effectActor(loadStates, layer),
  loadCities: effectActor(loadCities, layer),
  checkAddress: effectActor(checkAddress, layer),
});
