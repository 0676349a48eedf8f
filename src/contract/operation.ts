/**
 * The call contract shared by the storefront client and the reference API (spec §7.1).
 *
 * A graph call posts `{query, tag, variables}` to `base/{tag}/{operation}`, where `operation`
 * is the third dot-segment of the query name (`module.kind.name`). A REST call posts its body
 * as JSON to a fixed path. Both decode their response with the operation's Schema, on the
 * client and (as an encoder) on the server, so the two can never drift apart.
 */
import { Schema } from "effect";

/** Domains a graph call is tagged with (spec §7.1). */
export type Tag =
  | "stores"
  | "voucher"
  | "experience"
  | "order"
  | "payment"
  | "flights"
  | "hotels"
  | "consumer"
  | "auth"
  | "diy"
  | "storeAdmin"
  | "storesAdmin"
  | "points"
  | "rightnav"
  | "profile"
  | "files"
  /** The product-listing tag (spec §7.1, §7.3 plumProListing). */
  | "plumProListing";

/**
 * Which base a call may use:
 * - `public`: the public base only;
 * - `auth`: the authenticated base only (HTTP 401 without a valid `a_t`);
 * - `either`: the authenticated base when logged in, the public base otherwise (spec §7.1).
 */
export type Access = "public" | "auth" | "either";

/** Extra request headers an operation sends beyond the common ones (spec §7.5, §7.6). */
export type ExtraHeader = "Content-Language" | "Accept-Version";

/** A schema that needs no services to decode or encode: every contract schema is one. */
export type ContractSchema = Schema.Top & {
  readonly DecodingServices: never;
  readonly EncodingServices: never;
};

export type QueryName = `${string}.${string}.${string}`;

export interface GraphOperation<
  V extends ContractSchema = ContractSchema,
  R extends ContractSchema = ContractSchema,
> {
  readonly kind: "graph";
  /** `module.kind.name`; the name is the third segment. */
  readonly query: QueryName;
  readonly tag: Tag;
  readonly access: Access;
  readonly variables: V;
  readonly response: R;
  readonly extraHeaders?: readonly ExtraHeader[];
  /** HTTP 429 after repeated calls (spec §8). */
  readonly rateLimited?: boolean;
}

export interface RestOperation<
  B extends ContractSchema = ContractSchema,
  R extends ContractSchema = ContractSchema,
> {
  readonly kind: "rest";
  /** Stable name, used for fault injection and logs. */
  readonly name: string;
  /** Path below the REST base: `/chef/api/public` for public calls, `/chef` for authenticated ones. */
  readonly path: `/${string}`;
  readonly access: Access;
  readonly body: B;
  readonly response: R;
  readonly extraHeaders?: readonly ExtraHeader[];
  readonly rateLimited?: boolean;
}

export type Operation = GraphOperation | RestOperation;

export const graph = <V extends ContractSchema, R extends ContractSchema>(
  def: Omit<GraphOperation<V, R>, "kind">,
): GraphOperation<V, R> => ({ kind: "graph", ...def });

export const rest = <B extends ContractSchema, R extends ContractSchema>(
  def: Omit<RestOperation<B, R>, "kind">,
): RestOperation<B, R> => ({ kind: "rest", ...def });

/** The operation segment of a query name: its third dot-segment (spec §7.1). */
export const operationName = (op: Operation): string => {
  if (op.kind === "rest") return op.name;
  const name = op.query.split(".")[2];
  return name === undefined || name === "" ? op.query : name;
};

/** Base paths (spec §7.1). */
export const Bases = {
  graphAuth: "/chef/api/graph",
  graphPublic: "/chef/api/public/graph",
  restPublic: "/chef/api/public",
  restAuth: "/chef",
} as const;

export type Base = "auth" | "public";

/** The base a call goes to, given the login state. */
export const baseFor = (op: Operation, loggedIn: boolean): Base =>
  op.access === "auth" ? "auth" : op.access === "public" ? "public" : loggedIn ? "auth" : "public";

/** Path of a call on the API host. */
export const operationPath = (op: Operation, base: Base): string => {
  if (op.kind === "rest") return `${base === "auth" ? Bases.restAuth : Bases.restPublic}${op.path}`;
  return `${base === "auth" ? Bases.graphAuth : Bases.graphPublic}/${op.tag}/${operationName(op)}`;
};

/** The body of a graph call. */
export const graphBody = (op: GraphOperation, variables: unknown) => ({
  query: op.query,
  tag: op.tag,
  variables,
});

export type VariablesOf<Op extends Operation> =
  Op extends GraphOperation<infer V, ContractSchema>
    ? V["Type"]
    : Op extends RestOperation<infer B, ContractSchema>
      ? B["Type"]
      : never;

export type ResponseOf<Op extends Operation> = Op["response"]["Type"];

/** A graph response envelope: `{data: {<name>: payload}}`. */
export const envelope = <const K extends string, S extends ContractSchema>(name: K, payload: S) =>
  Schema.Struct({ data: Schema.Struct({ [name]: payload } as { [P in K]: S }) });

/** `{success, message?}` common to most calls; success 1 means ok. */
export const Success = Schema.Number;
export const Message = Schema.optional(Schema.String);
