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
  | "account";

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
