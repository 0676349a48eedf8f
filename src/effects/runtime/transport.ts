/**
 * The one HTTP transport of the storefront (spec §7.1): every graph and REST call of the contract
 * goes through {@link callOperation}. It is an Effect program that fails only with the typed
 * errors of src/errors, reads its environment (API hosts, language, time zone, session) from the
 * services of ./services, times out after 60000 ms by default, and aborts the real request when
 * the program is interrupted (for example through `Effect.runPromiseExit(program, { signal })`).
 */

import {
  baseFor,
  type ExtraHeader,
  graphBody,
  type Operation,
  operationName,
  operationPath,
  type ResponseOf,
  type VariablesOf,
} from "@contract/operation";
import type { CallFailure } from "@errors/data";
import { LoginLockout } from "@errors/situations";
import {
  BadRequest,
  RateLimited,
  ServerError,
  Unauthenticated,
  UndecodableResponse,
  UnexpectedStatus,
} from "@errors/transport";
import { Effect, Schema } from "effect";
import { browserTurn, post } from "./http";
import { ApiConfig, Locale, ServicesLive, Session } from "./services";

/** Platform header value (spec §7.1 'pltfm 4'). */
export const PLATFORM = "4";
/** Accept-Version sent by the calls that declare it (spec §7.6 no-pay checkout: 6.0.0). */
export const ACCEPT_VERSION = "6.0.0";
/** Body code of HTTP 423 that means the login is locked (spec §8 'Login lockout'). */
export const LOGIN_LOCKOUT_CODE = "LOGIN_LOCKOUT";

/**
 * Calls that go to the separate checkout backend (spec §7.1 'Checkout uses a separate backend
 * host'): order creation at checkout and the payment-gateway calls. Every graph call tagged
 * 'payment' goes there too.
 */
export const CHECKOUT_OPERATIONS: ReadonlySet<string> = new Set([
  "voucherCreateOrder",
  "freePerkCreateOrder",
  "noPayCheckout",
  "getPaymentMethods",
  "create_payment_token",
]);

export const isCheckoutCall = (op: Operation): boolean =>
  (op.kind === "graph" && op.tag === "payment") || CHECKOUT_OPERATIONS.has(operationName(op));

/** Values of the extra headers an operation may declare (spec §7.6). */
const extraHeaderValue: { readonly [H in ExtraHeader]: (language: string) => string } = {
  "Content-Language": (language) => language,
  "Accept-Version": () => ACCEPT_VERSION,
};

export interface HeaderInputs {
  readonly language: string;
  readonly timeZone: string;
  readonly token: string | undefined;
}

/** The request headers of a call (spec §7.1): common ones, `a_t` when present, and the op's extras. */
export const requestHeaders = (op: Operation, inputs: HeaderInputs): Record<string, string> => {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    pltfm: PLATFORM,
    lng: inputs.language,
    tz: inputs.timeZone,
  };
  if (inputs.token !== undefined && inputs.token !== "") headers.a_t = inputs.token;
  for (const name of op.extraHeaders ?? []) headers[name] = extraHeaderValue[name](inputs.language);
  return headers;
};

/** The full URL of a call: the API or checkout host, then the path of spec §7.1. */
export const requestUrl = (
  op: Operation,
  hosts: { readonly apiHost: string; readonly checkoutHost: string },
  loggedIn: boolean,
): string =>
  `${isCheckoutCall(op) ? hosts.checkoutHost : hosts.apiHost}${operationPath(op, baseFor(op, loggedIn))}`;

/** The services the transport needs. */
export type TransportServices = ApiConfig | Locale | Session;

const parseJson = (text: string): { readonly ok: true; readonly value: unknown } | { readonly ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

const field = (body: unknown, key: string): unknown =>
  typeof body === "object" && body !== null && key in body
    ? (body as Record<string, unknown>)[key]
    : undefined;

/**
 * The server's text in an error answer, kept as sent (a ' [Tracer: id]' suffix too): its `message`
 * field, or a body of plain text. A JSON answer without a message, or a page (a proxy's HTML error
 * page), is no text for a shopper: "" then, and the catalogue's own words show (spec §8 'the server
 * message, or Something went wrong').
 */
export const serverMessageOf = (text: string): string => {
  const parsed = parseJson(text);
  if (parsed.ok) {
    const message = field(parsed.value, "message");
    return typeof message === "string" ? message : "";
  }
  const plain = text.trim();
  return plain.length <= MAX_PLAIN_MESSAGE && !plain.includes("<") ? plain : "";
};

/** The longest plain-text body read as the server's message. */
const MAX_PLAIN_MESSAGE = 300;

/** The typed failure for a non-success HTTP status (spec §6, §8). */
export const failureForStatus = (operation: string, status: number, text: string): CallFailure => {
  if (status === 401) return new Unauthenticated({ operation });
  if (status === 429) return new RateLimited({ operation });
  const message = serverMessageOf(text);
  if (status === 423) {
    const parsed = parseJson(text);
    if (parsed.ok && field(parsed.value, "code") === LOGIN_LOCKOUT_CODE) return new LoginLockout();
  }
  if (status === 400) return new BadRequest({ operation, message });
  if (status >= 500 && status <= 599) return new ServerError({ operation, status, message });
  return new UnexpectedStatus({ operation, status, message });
};

const describeError = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Calls `op` with `input` and decodes the answer with the op's response schema.
 * Fails with a typed {@link CallFailure} only; interruption aborts the request.
 */
/** Per-call options: headers a call adds for its own purpose (e.g. the `x-site` store of applyVoucher). */
export interface CallOptions {
  readonly headers?: Readonly<Record<string, string>>;
}

export const callOperation = <Op extends Operation>(
  op: Op,
  input: VariablesOf<Op>,
  options: CallOptions = {},
): Effect.Effect<ResponseOf<Op>, CallFailure, TransportServices> =>
  Effect.gen(function* () {
    yield* browserTurn;
    const operation = operationName(op);
    const api = yield* ApiConfig;
    const locale = yield* Locale;
    const session = yield* Session;
    const language = yield* locale.language;
    const timeZone = yield* locale.timeZone;
    const token = yield* session.token;
    const loggedIn = yield* session.loggedIn;

    const inputSchema: Schema.Top & { readonly EncodingServices: never } =
      op.kind === "graph" ? op.variables : op.body;
    const encoded = yield* Schema.encodeUnknownEffect(inputSchema)(input).pipe(
      Effect.mapError((error) => new BadRequest({ operation, message: error.message })),
    );
    const payload = yield* Effect.try({
      try: () => JSON.stringify(op.kind === "graph" ? graphBody(op, encoded) : encoded),
      catch: (error) => new BadRequest({ operation, message: describeError(error) }),
    });

    // Cookies travel with every call (spec §7.1 'credentials included'); no tracing headers: the
    // real backends do not allow them in a cross-origin preflight.
    const { status, text } = yield* post(operation, requestUrl(op, api, loggedIn), {
      headers: [options.headers ?? {}, requestHeaders(op, { language, timeZone, token })],
      body: payload,
      timeoutMs: api.timeoutMs,
    });

    if (status < 200 || status > 299) return yield* Effect.fail(failureForStatus(operation, status, text));

    const json = parseJson(text);
    if (!json.ok) {
      return yield* Effect.fail(
        new UndecodableResponse({ operation, reason: `The answer is not JSON (HTTP ${status})` }),
      );
    }
    const responseSchema: Schema.Top & { readonly DecodingServices: never } = op.response;
    const decoded = yield* Schema.decodeUnknownEffect(responseSchema)(json.value).pipe(
      Effect.mapError((error) => new UndecodableResponse({ operation, reason: error.message })),
    );
    return decoded as ResponseOf<Op>;
  });

/** The browser: the live services; calls go through the page's `fetch`. */
export const TransportLive = ServicesLive;
