/**
 * The buyer's details of an order (spec §3 Order checkoutUser, §4): the session hands them to the
 * checkout, and a voucher order carries them (./orders.ts).
 */
import { Schema } from "effect";
import { SensitiveString } from "./sensitive";

export const CheckoutUser = Schema.Struct({
  firstname: SensitiveString("name"),
  lastname: SensitiveString("name"),
  email: SensitiveString("email"),
  phone: SensitiveString("phone"),
  phone_code: Schema.String,
});
export type CheckoutUser = typeof CheckoutUser.Type;
