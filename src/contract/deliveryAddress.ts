/**
 * The delivery address of a merchandise order (spec §3 Order), apart from its reference calls
 * (./address.ts): the facts the flows announce carry it, so it is read at start without the calls.
 * Every field is personal data, annotated `sensitive`, so the event log never records it in clear.
 */
import { Schema } from "effect";
import { SensitiveString } from "./sensitive";

/**
 * A delivery address as the shopper gave it: text fields, and the chosen state and city by id
 * (their select values, '' when none is chosen). The country is the selected one; the server
 * reads it from the state.
 */
export const DeliveryAddress = Schema.Struct({
  full_name: SensitiveString("name"),
  address_line1: SensitiveString("address"),
  address_line2: SensitiveString("address"),
  delivery_state_id: SensitiveString("address"),
  delivery_city_id: SensitiveString("address"),
  postal_code: SensitiveString("address"),
});
export type DeliveryAddress = typeof DeliveryAddress.Type;
