/**
 * The sensitive keys of the storefront: every property annotated `sensitive` in the call
 * contract (requests and responses of every call) and in the given machine event schemas, and
 * the personal-data names of src/contract/sensitive.ts.
 */

import * as account from "@contract/account";
import * as address from "@contract/address";
import * as cart from "@contract/cart";
import * as cashout from "@contract/cashout";
import * as catalogue from "@contract/catalogue";
import * as identity from "@contract/identity";
import * as listing from "@contract/listing";
import type { Operation } from "@contract/operation";
import * as orderHistory from "@contract/orderHistory";
import * as orders from "@contract/orders";
import * as profile from "@contract/profile";
import { PersonalDataKeys } from "@contract/sensitive";
import * as site from "@contract/site";
import * as topup from "@contract/topup";
import { type SensitiveKeys, sensitiveKeysOf } from "@domain/eventlog/redaction";
import type { Schema } from "effect";

const isOperation = (value: unknown): value is Operation =>
  typeof value === "object" &&
  value !== null &&
  "kind" in value &&
  (value.kind === "graph" || value.kind === "rest") &&
  "response" in value;

/** Every call of the contract. */
export const contractOperations = (): Operation[] =>
  [
    account,
    address,
    identity,
    cart,
    catalogue,
    listing,
    orders,
    orderHistory,
    profile,
    site,
    topup,
    cashout,
  ].flatMap((module) => Object.values(module).filter(isOperation));

/** The request and response schemas of every call. */
export const contractSchemas = (): Schema.Top[] =>
  contractOperations().flatMap((op) => [op.kind === "graph" ? op.variables : op.body, op.response]);

/**
 * Sensitive keys of the contract plus those of `eventSchemas`, and the personal-data names no
 * schema carries yet ({@link PersonalDataKeys}); a schema's own annotation wins.
 */
export const storefrontSensitiveKeys = (eventSchemas: Iterable<Schema.Top>): SensitiveKeys =>
  new Map([...PersonalDataKeys, ...sensitiveKeysOf([...contractSchemas(), ...eventSchemas])]);
