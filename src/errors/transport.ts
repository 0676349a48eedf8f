/**
 * Failures of the HTTP transport (spec §7.1, §6, §8). Every call of spec §7 can end in one of
 * these; each carries the name of the operation that failed (the third dot-segment of a graph
 * query, or a REST call's name).
 */
import { Schema } from "effect";

/** HTTP 401: the session is not (or no longer) valid; treated as logged out (spec §6, §8). */
export class Unauthenticated extends Schema.TaggedError<Unauthenticated>()("Unauthenticated", {
  operation: Schema.String,
}) {}

/** HTTP 429: too many calls in a short time (spec §8). What the user sees depends on the call. */
export class RateLimited extends Schema.TaggedError<RateLimited>()("RateLimited", {
  operation: Schema.String,
}) {}

/** No answer within the time-out (60000 ms by default, spec §7.1, §9). */
export class Timeout extends Schema.TaggedError<Timeout>()("Timeout", {
  operation: Schema.String,
  afterMs: Schema.Number,
}) {}

/** The request could not be sent or the connection broke before a full answer. */
export class NetworkError extends Schema.TaggedError<NetworkError>()("NetworkError", {
  operation: Schema.String,
  reason: Schema.String,
}) {}

/**
 * HTTP 5xx. `message` is the server's text as sent, including any ' [Tracer: {id}]' suffix
 * (spec §8 general rules), so support can find the failure.
 */
export class ServerError extends Schema.TaggedError<ServerError>()("ServerError", {
  operation: Schema.String,
  status: Schema.Number,
  message: Schema.String,
}) {}

/** HTTP 400, or a request the client could not encode: the request itself is wrong. */
export class BadRequest extends Schema.TaggedError<BadRequest>()("BadRequest", {
  operation: Schema.String,
  message: Schema.String,
}) {}

/** Any other non-success HTTP status (for example 403, 404, or 423 without a known code). */
export class UnexpectedStatus extends Schema.TaggedError<UnexpectedStatus>()("UnexpectedStatus", {
  operation: Schema.String,
  status: Schema.Number,
  message: Schema.String,
}) {}

/** A success answer that is not JSON, or does not match the call's response schema. */
export class UndecodableResponse extends Schema.TaggedError<UndecodableResponse>()("UndecodableResponse", {
  operation: Schema.String,
  reason: Schema.String,
}) {}
