/**
 * Test harness for the reference API: a fresh in-memory database with the demo seed, and a
 * typed caller that goes through the real HTTP layer (routing, validation, auth, encoding).
 */

import {
  type Base,
  baseFor,
  graphBody,
  type Operation,
  operationPath,
  type ResponseOf,
  type VariablesOf,
} from "@contract/operation";
import { Schema } from "effect";
import { createApp } from "./core/app";
import { openDatabase } from "./core/database";
import type { ServerConfig, ServerModule } from "./core/module";

/**
 * The bindings of a request from `address`, as the Node server gives them (the peer address of
 * its socket); without an address the request has no socket, like any in-process call.
 */
const socketOf = (address: string | undefined): object =>
  address === undefined ? {} : { incoming: { socket: { remoteAddress: address } } };

import { modules as allModules } from "./modules";

export interface CallResult<Op extends Operation> {
  readonly status: number;
  /** The response's Set-Cookie values. */
  readonly setCookies: readonly string[];
  /** The decoded response when the status is 200. */
  readonly data: ResponseOf<Op> | undefined;
  /** The raw JSON body. */
  readonly json: unknown;
}

export interface Balances {
  readonly points_hundredths: number;
  readonly redeemed_points_hundredths: number;
  readonly gcb_minor: number;
  readonly tokens_minor: number;
}

export interface CodeState {
  readonly status: number;
  readonly remain_minor: number;
  readonly used_by: string;
}

export const makeTestServer = (
  options: { modules?: readonly ServerModule[]; now?: () => number; config?: Partial<ServerConfig> } = {},
) => {
  const modules = options.modules ?? allModules;
  const db = openDatabase(":memory:", modules);
  let clock = options.now ?? (() => Date.UTC(2026, 10, 25, 12, 0, 0));
  const app = createApp({
    db,
    modules,
    config: {
      origin: "http://storefront.test",
      supportEmail: "support@rewards-storefront.example",
      ...options.config,
    },
    now: () => clock(),
    faults: true,
  });

  const call = async <Op extends Operation>(
    op: Op,
    input: VariablesOf<Op>,
    opts: { token?: string; base?: Base; headers?: Record<string, string>; address?: string } = {},
  ): Promise<CallResult<Op>> => {
    const base = opts.base ?? baseFor(op, opts.token !== undefined);
    const encodedInput = Schema.encodeUnknownSync(op.kind === "graph" ? op.variables : op.body)(input);
    const body = op.kind === "graph" ? graphBody(op, encodedInput) : encodedInput;
    const response = await app.hono.request(
      operationPath(op, base),
      {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          pltfm: "4",
          lng: "en",
          ...(opts.token !== undefined ? { a_t: opts.token } : {}),
          ...opts.headers,
        },
        body: JSON.stringify(body),
      },
      socketOf(opts.address),
    );
    const json: unknown = await response.json();
    const data =
      response.status === 200 ? (Schema.decodeUnknownSync(op.response)(json) as ResponseOf<Op>) : undefined;
    return { status: response.status, data, json, setCookies: response.headers.getSetCookie() };
  };

  /** Posts a raw body to a path, for malformed-request tests. */
  const post = async (path: string, body: string, headers: Record<string, string> = {}, address?: string) => {
    const response = await app.hono.request(
      path,
      { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body },
      socketOf(address),
    );
    return { status: response.status, json: (await response.json()) as unknown };
  };

  /** Gets a path (a non-contract route: the ticket reader, an admin switch), from `address`. */
  const get = async (path: string, headers: Record<string, string> = {}, address?: string) => {
    const response = await app.hono.request(path, { headers }, socketOf(address));
    return { status: response.status, json: (await response.json().catch(() => null)) as unknown };
  };

  let sessions = 0;
  /** Opens a session for a seeded user directly in the database; the token to send as `a_t`. */
  const openSession = (userId: number): string => {
    sessions += 1;
    const token = `test-session-${userId}-${sessions}`;
    const at = clock();
    db.prepare(
      "INSERT INTO sessions (token, user_id, created_at, last_seen_at, family, login_at) VALUES (?, ?, ?, ?, ?, ?)",
    ).run(token, userId, at, at, token, at);
    return token;
  };

  /** A user's balances as stored: integer minor units (points in hundredths). */
  const balances = (userId: number): Balances =>
    db
      .prepare(
        "SELECT points_hundredths, redeemed_points_hundredths, gcb_minor, tokens_minor FROM users WHERE id = ?",
      )
      .get(userId) as Balances;

  /** A reward code's stored state. */
  const codeState = (code: string): CodeState =>
    db
      .prepare("SELECT status, remain_minor, used_by FROM reward_codes WHERE code = ?")
      .get(code) as CodeState;

  return {
    db,
    app,
    call,
    post,
    get,
    openSession,
    balances,
    codeState,
    setNow: (ms: number) => {
      clock = () => ms;
    },
  };
};
