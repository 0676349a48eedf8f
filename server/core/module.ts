/**
 * A domain module of the reference API: its tables, its seed data and its call handlers.
 * The server is the sum of its modules; each owns a slice of spec §7.
 */

import type { Operation, ResponseOf, VariablesOf } from "@contract/operation";
import type { HttpBindings } from "@hono/node-server";
import type Database from "better-sqlite3";
import type { Hono } from "hono";
import type { ApiLanguage } from "./language";

export type Db = Database.Database;

export interface Session {
  readonly token: string;
  readonly userId: number;
  /** The login this token belongs to: its own token, or the session an SSO token was made from. */
  readonly family: string;
  /** When that login happened (epoch ms); the absolute lifetime counts from it. */
  readonly loginAt: number;
}

export interface ServerConfig {
  /** Public origin the server is reached at, e.g. `http://127.0.0.1:4173`; used for gateway redirects. */
  readonly origin: string;
  /** Support address filled into catalogue texts. */
  readonly supportEmail: string;
  /** Idle lifetime of a session token in ms (default 30 minutes). */
  readonly sessionIdleMs?: number;
  /** Absolute lifetime of a login's tokens in ms (default 12 hours). */
  readonly sessionMaxMs?: number;
  /**
   * Addresses of reverse proxies whose `X-Forwarded-For` is believed; a request from any other
   * address is counted by its socket address (rate limits). Default: none.
   */
  readonly trustedProxies?: readonly string[];
  /** Origin of the captcha provider (e.g. `https://challenges.cloudflare.com`), allowed by the CSP. */
  readonly captchaOrigin?: string;
  /**
   * The build served offers the watch page of a recorded log (`dist/watch.html`, builds that offer
   * the developer drawer): the storefront's pages may frame pages of their own origin (CSP
   * frame-src 'self'), where the drawer shows the watched page. Default: off (frame-src 'none').
   */
  readonly watchPage?: boolean;
  /** Origins allowed to embed a site's storefront in a frame, by site url prefix (CSP frame-ancestors). */
  readonly embedders?: Readonly<Record<string, readonly string[]>>;
  /** Largest request body in bytes (default 256 kB); larger ones answer HTTP 413. */
  readonly bodyLimitBytes?: number;
  /** How long a password reset link works, in ms (default 30 minutes). */
  readonly resetLinkMs?: number;
  /** How long a flight itinerary is held before it expires, in ms (default 15 minutes). */
  readonly flightItineraryMs?: number;
  /**
   * The operator's secret for the admin switches and the ticket reader (./admin.ts), sent in the
   * `x-admin-token` header. Without one those routes answer 404 to everyone.
   */
  readonly adminToken?: string;
  /** How long a gateway order may await its payment before it fails, in ms (default 15 minutes). */
  readonly paymentHoldMs?: number;
}

export interface HandlerContext {
  readonly db: Db;
  /** The session of the `a_t` header, when it names a live one. */
  readonly session: Session | null;
  /** Whether the call came through the authenticated base. */
  readonly viaAuthBase: boolean;
  /** Current time in epoch milliseconds (injected, so tests control it). */
  readonly now: () => number;
  /** A request header, case-insensitive. */
  readonly header: (name: string) => string | undefined;
  /**
   * The language to answer the API's own texts in: the request's `lng` header (spec §7.1), or
   * English (./language.ts). The one way a handler learns the shopper's language.
   */
  readonly language: ApiLanguage;
  /**
   * The client's address as the server sees it: the socket's peer, or, from a trusted proxy, the
   * last `X-Forwarded-For` hop before it. Rate limits count per this address.
   */
  readonly clientAddress: string;
  readonly config: ServerConfig;
  /** A fresh random token (sessions, OTP ids, payment keys). */
  readonly newToken: () => string;
  /** Counts a hit for `key`; true while the count stays within `max` in `windowMs`. */
  readonly withinLimit: (key: string, max: number, windowMs: number) => boolean;
  /**
   * Sets the response's HttpOnly session cookie to `token` (a sign-in opened that session), or
   * clears it with null (logout). See ./cookies.ts.
   */
  readonly sessionCookie: (token: string | null) => void;
}

/** Thrown by a handler to answer with a given HTTP status and JSON body. */
export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.message === "string" ? body.message : `HTTP ${status}`);
  }
}

export interface Handler<Op extends Operation = Operation> {
  readonly op: Op;
  readonly handle: (ctx: HandlerContext, input: VariablesOf<Op>) => ResponseOf<Op>;
}

/** Pairs an operation with its handler, checking the handler against the contract. */
export const handle = <Op extends Operation>(
  op: Op,
  fn: (ctx: HandlerContext, input: VariablesOf<Op>) => ResponseOf<Op>,
): Handler => ({ op, handle: fn }) as unknown as Handler;

export interface SeedOptions {
  /** Extra generated products for benchmarks (0 for the demo). */
  readonly scaleProducts: number;
}

export interface AppEnv {
  Bindings: HttpBindings;
}

export interface ServerModule {
  readonly name: string;
  /** CREATE TABLE statements, idempotent. */
  readonly ddl: string;
  /** Inserts the demo data; called once on an empty database, after every module's ddl. */
  readonly seed?: (db: Db, options: SeedOptions) => void;
  readonly handlers: readonly Handler[];
  /**
   * Brings the module's time-bound state up to `now` before each request is served (the orders
   * domain fails the gateway orders whose hold is over), so every call and page reads it current.
   */
  readonly beforeRequest?: (deps: { db: Db; config: ServerConfig; now: number }) => void;
  /** Extra non-contract routes (the simulated gateway pages, captcha). */
  readonly routes?: (app: Hono<AppEnv>, deps: { db: Db; config: ServerConfig; now: () => number }) => void;
}
