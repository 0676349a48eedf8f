/**
 * The property names the event log redacts and the kind of each: the `sensitive` annotations of
 * the call contract and of every machine's event schemas, and the personal-data names of
 * src/contract/sensitive.ts. Written by `npm run sensitive-keys`; do not edit: a test fails when
 * it differs from the current schemas.
 */
import type { SensitiveKind } from "@contract/sensitive";

export const SENSITIVE_KEYS: ReadonlyMap<string, SensitiveKind> = new Map<string, SensitiveKind>([
  ["a_t", "token"],
  ["accountNumber", "account"],
  ["account_number", "account"],
  ["address", "address"],
  ["address1", "address"],
  ["address2", "address"],
  ["addressLine1", "address"],
  ["addressLine2", "address"],
  ["address_line1", "address"],
  ["address_line2", "address"],
  ["alternative_email", "email"],
  ["bank_account_number", "account"],
  ["billing_address", "address"],
  ["captcha", "captcha"],
  ["cf_token", "captcha"],
  ["claim_code", "token"],
  ["contact", "phone"],
  ["delivery_address", "address"],
  ["email", "email"],
  ["firstName", "name"],
  ["first_name", "name"],
  ["firstname", "name"],
  ["full_name", "name"],
  ["keyword", "token"],
  ["lastName", "name"],
  ["last_name", "name"],
  ["lastname", "name"],
  ["memberId", "member"],
  ["member_id", "member"],
  ["mobile", "phone"],
  ["orderKey", "token"],
  ["order_key", "token"],
  ["otp", "otp"],
  ["password", "password"],
  ["phone", "phone"],
  ["reset_link", "token"],
  ["shipping_address", "address"],
  ["street", "address"],
  ["token", "token"],
  ["upiId", "upi"],
  ["upi_id", "upi"],
  ["user_input", "email"],
  ["user_reference", "token"],
  ["vpa", "upi"],
]);
