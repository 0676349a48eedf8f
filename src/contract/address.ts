/**
 * The delivery address of a merchandise order and its reference calls (spec §3 Order, §5 'Cart',
 * §7.2 'States / cities (storesAdmin)', 'Postal code'). These calls load with the checkout, never
 * with the landing page.
 *
 * Every field of an address is personal data: each is annotated `sensitive`, so the event log
 * never records it in clear. The chosen state and city sit under their own keys
 * (`delivery_state_id`, `delivery_city_id`); the lists of states and cities (`state_id`,
 * `city_id`) are public reference data.
 */
import { Schema } from "effect";
import { envelope, graph, Message, Success } from "./operation";
import { SensitiveString } from "./sensitive";

const Int = Schema.Number.check(Schema.isInt());

export { DeliveryAddress } from "./deliveryAddress";

/** A state of a country (storesAdmin getStates). */
export const StateOption = Schema.Struct({ state_id: Int, name: Schema.String });
export type StateOption = typeof StateOption.Type;

/** A city of a state (storesAdmin getCities). */
export const CityOption = Schema.Struct({ city_id: Int, name: Schema.String });
export type CityOption = typeof CityOption.Type;

/** storesAdmin getStates (spec §7.2): {country_id}; the states in name order. */
export const getStates = graph({
  query: "storesAdmin.query.getStates",
  tag: "storesAdmin",
  access: "either",
  variables: Schema.Struct({ country_id: Int }),
  response: envelope(
    "getStates",
    Schema.Struct({ success: Success, message: Message, data: Schema.Array(StateOption) }),
  ),
});

/** storesAdmin getCities (spec §7.2): {state_id}; the cities in name order. */
export const getCities = graph({
  query: "storesAdmin.query.getCities",
  tag: "storesAdmin",
  access: "either",
  variables: Schema.Struct({ state_id: Int }),
  response: envelope(
    "getCities",
    Schema.Struct({ success: Success, message: Message, data: Schema.Array(CityOption) }),
  ),
});

/** Where a postal code lies: its state and the cities it serves. */
export const PostalCodeData = Schema.Struct({
  postal_code: SensitiveString("address"),
  country_code: Schema.String,
  state_id: Int,
  city_ids: Schema.Array(Int),
});
export type PostalCodeData = typeof PostalCodeData.Type;

/**
 * Postal code (spec §7.2 fetchPostalCodeData): {postal_code, country_code}. A code the country
 * does not know answers success 0 and no data.
 */
export const fetchPostalCodeData = graph({
  query: "storesAdmin.query.fetchPostalCodeData",
  tag: "storesAdmin",
  access: "either",
  variables: Schema.Struct({ postal_code: SensitiveString("address"), country_code: Schema.String }),
  response: envelope(
    "fetchPostalCodeData",
    Schema.Struct({ success: Success, message: Message, data: Schema.optional(PostalCodeData) }),
  ),
});
