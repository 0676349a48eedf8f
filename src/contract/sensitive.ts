/**
 * Sensitive values (passwords, one-time codes, tokens such as `a_t` and an order's key, captcha
 * tokens, card data, e-mail addresses, phone numbers, names, postal addresses, member ids, UPI ids
 * and account numbers) are marked on the schemas that carry them with the `sensitive`
 * annotation. The event log reads these marks and never records such a value in clear.
 */
import { Schema } from "effect";

export type SensitiveKind =
  | "password"
  | "otp"
  | "token"
  | "captcha"
  | "card"
  | "email"
  | "phone"
  /** A person's first or last name. */
  | "name"
  /** A postal address (street, city, postal code of a delivery). */
  | "address"
  /** A loyalty programme's member id (airline miles). */
  | "member"
  /** A UPI id (cash-out). */
  | "upi"
  /** A bank account number (cash-out). */
  | "account"
  /** What a shopper wrote to support in their own words (a ticket's subject and message). */
  | "note";

declare module "effect/Schema" {
  namespace Annotations {
    interface Annotations {
      /** What kind of secret or personal datum the value is; the event log redacts it. */
      readonly sensitive?: SensitiveKind | undefined;
    }
  }
}

/** Marks `schema` as carrying a sensitive value of `kind`. */
export const sensitive =
  (kind: SensitiveKind) =>
  <S extends Schema.Top>(schema: S): S["Rebuild"] =>
    schema.annotate({ sensitive: kind });

/** The sensitive kind annotated on `schema`, if any. */
export const sensitiveKindOf = (schema: Schema.Top): SensitiveKind | undefined =>
  Schema.resolveAnnotations(schema)?.sensitive;

/** A string holding a secret or personal datum of `kind`. */
export const SensitiveString = (kind: SensitiveKind) => sensitive(kind)(Schema.String);

/**
 * Personal data the storefront's calls name but no schema here carries yet (spec §3 orderData's
 * airline-loyalty member id, §7.6 validate_miles_memberId {memberId}, the cash-out to UPI or a
 * bank of spec §1, delivery addresses): the event log treats these property names as sensitive
 * wherever they appear, so a flow that starts carrying one never records it in clear.
 */
export const PersonalDataKeys: ReadonlyMap<string, SensitiveKind> = new Map<string, SensitiveKind>([
  ["first_name", "name"],
  ["last_name", "name"],
  ["firstname", "name"],
  ["lastname", "name"],
  ["firstName", "name"],
  ["lastName", "name"],
  ["address", "address"],
  ["address1", "address"],
  ["address2", "address"],
  ["address_line1", "address"],
  ["address_line2", "address"],
  ["addressLine1", "address"],
  ["addressLine2", "address"],
  ["street", "address"],
  ["shipping_address", "address"],
  ["delivery_address", "address"],
  ["billing_address", "address"],
  ["memberId", "member"],
  ["member_id", "member"],
  ["upi_id", "upi"],
  ["upiId", "upi"],
  /** The reward code a balance lookup answered for (spec §3 'Voucher balance result'). */
  ["voucherCode", "token"],
  /** The id of a sign-in or sign-up OTP step as the flows keep it: with it, the code is the only secret left. */
  ["otpId", "token"],
  ["vpa", "upi"],
  ["account_number", "account"],
  ["accountNumber", "account"],
  ["bank_account_number", "account"],
]);
