/**
 * The reference API's HTTP layer: routes every contract call to its handler, validates the
 * request against the contract schema (HTTP 400 with a clear message otherwise), checks the
 * `a_t` session on the authenticated bases (HTTP 401; the header, else the HttpOnly `a_t` cookie
 * there), applies injected faults, encodes the handler's answer with the operation's response
 * schema (spec §7.1), and sets or clears the session cookie a handler asks for (./cookies.ts).
 */
import { randomBytes } from "node:crypto";
import { type Base, Bases, type Operation, operationName } from "@contract/operation";
import { Result, Schema } from "effect";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { StatusCode } from "hono/utils/http-status";
import { defaults } from "../config";
import { requestClientAddress, socketAddressOf } from "./address";
import { OPERATOR_ROUTES, operatorOnly } from "./admin";
import { refused, unauthenticated } from "./answers";
import { compressAnswers } from "./compress";
import { cameOverHttps, clearedSessionCookie, requestCookie, SESSION_COOKIE, sessionCookie } from "./cookies";
import { FaultRule, FaultTable } from "./faults";
import { hideSourceMaps, securityHeaders } from "./headers";
import { requestLanguage } from "./language";
import {
  type AppEnv,
  type Db,
  type Handler,
  type HandlerContext,
  HttpFailure,
  type ServerConfig,
  type ServerModule,
  type Session,
} from "./module";
import { type PageRenderer, RENDER_FAULT } from "./pages";
import { registerStatic } from "./static";

export interface AppOptions {
  readonly db: Db;
  readonly modules: readonly ServerModule[];
  readonly config: ServerConfig;
  /** Clock; defaults to the wall clock. */
  readonly now?: () => number;
  /** Enables `/__faults` for tests. */
  readonly faults?: boolean;
  /** Folder of the built client to serve, with index.html as the fallback for app routes. */
  readonly staticDir?: string;
  /** Renders the pages' first screens (./pages.ts); without it pages are sent without HTML. */
  readonly renderer?: PageRenderer;
}

export interface App {
  readonly hono: Hono<AppEnv>;
  readonly faults: FaultTable;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const describeIssue = (error: Schema.SchemaError): string => error.message.replace(/\s+/g, " ").trim();

/** The path of the first number in `value` that is not finite (Infinity, NaN), if any. */
export const nonFiniteAt = (value: unknown, path = "input"): string | undefined => {
  if (typeof value === "number") return Number.isFinite(value) ? undefined : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nonFiniteAt(item, `${path}[${index}]`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const found = nonFiniteAt(item, `${path}.${key}`);
      if (found !== undefined) return found;
    }
  }
  return undefined;
};

const graphKey = (base: Base, tag: string, name: string) => `graph:${base}:${tag}/${name}`;
const restKey = (base: Base, path: string) => `rest:${base}:${path}`;

export const createApp = (options: AppOptions): App => {
  const { db, config } = options;
  const now = options.now ?? Date.now;
  const faults = new FaultTable();
  const hono = new Hono<AppEnv>();
  const hits = new Map<string, number[]>();
  const idleMs = config.sessionIdleMs ?? defaults.sessionIdleMinutes * 60_000;
  const maxMs = config.sessionMaxMs ?? defaults.sessionMaxHours * 3_600_000;
  const maxBodyBytes = config.bodyLimitBytes ?? defaults.bodyLimitBytes;

  hono.use("*", securityHeaders(config));
  hono.use("*", hideSourceMaps);
  hono.use("/chef/*", compressAnswers);
  hono.use(
    "*",
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: (c) =>
        c.json(refused(`The request body is larger than ${Math.round(maxBodyBytes / 1024)} kB.`), 413),
    }),
  );

  // Each module brings its time-bound state up to date before a call or a payment page reads it;
  // the storefront's files and pages read none of it.
  const upToDate: MiddlewareHandler<AppEnv> = async (_c, next) => {
    const at = now();
    for (const module of options.modules) module.beforeRequest?.({ db, config, now: at });
    await next();
  };
  for (const path of ["/chef/*", "/gateway/*", "/provider/*"]) hono.use(path, upToDate);

  const table = new Map<string, Handler>();
  const register = (key: string, handler: Handler) => {
    if (table.has(key)) throw new Error(`Two handlers for ${key}`);
    table.set(key, handler);
  };
  for (const module of options.modules) {
    for (const handler of module.handlers) {
      const op = handler.op;
      const bases: readonly Base[] =
        op.access === "either" ? ["auth", "public"] : op.access === "auth" ? ["auth"] : ["public"];
      for (const base of bases) {
        register(
          op.kind === "graph" ? graphKey(base, op.tag, operationName(op)) : restKey(base, op.path),
          handler,
        );
      }
    }
  }

  /**
   * The live session of a token. A token unused for the idle lifetime, or older than the
   * absolute lifetime of its login, is deleted and counts as none: the authenticated bases then
   * answer HTTP 401, which the client treats as logged out (spec §7.1, §8).
   */
  const sessionOf = (token: string | undefined): Session | null => {
    if (token === undefined || token === "") return null;
    const row = db
      .prepare(
        "SELECT token, user_id, created_at, last_seen_at, family, login_at FROM sessions WHERE token = ?",
      )
      .get(token) as
      | {
          token: string;
          user_id: number;
          created_at: number;
          last_seen_at: number;
          family: string | null;
          login_at: number | null;
        }
      | undefined;
    if (row === undefined) return null;
    const t = now();
    const loginAt = row.login_at ?? row.created_at;
    const lastSeen = row.last_seen_at > 0 ? row.last_seen_at : row.created_at;
    if (t - lastSeen > idleMs || t - loginAt > maxMs) {
      db.prepare("DELETE FROM sessions WHERE token = ?").run(row.token);
      return null;
    }
    if (t - lastSeen >= 1_000)
      db.prepare("UPDATE sessions SET last_seen_at = ? WHERE token = ?").run(t, row.token);
    return { token: row.token, userId: row.user_id, family: row.family ?? row.token, loginAt };
  };

  const withinLimit = (key: string, max: number, windowMs: number): boolean => {
    const t = now();
    if (hits.size > 10_000) {
      for (const [k, times] of hits) if (times.every((at) => t - at >= windowMs)) hits.delete(k);
    }
    const recent = (hits.get(key) ?? []).filter((at) => t - at < windowMs);
    recent.push(t);
    hits.set(key, recent);
    return recent.length <= max;
  };

  const isHttps = (c: Context<AppEnv>): boolean =>
    cameOverHttps(
      c.req.url,
      socketAddressOf(c),
      c.req.header("x-forwarded-proto"),
      config.trustedProxies ?? [],
    );

  /**
   * The SSO entry '/sso/?token=' (spec §2.1): when the token names a live session, the page's
   * response sets the HttpOnly session cookie (the page stores the session value itself). The
   * entry is never cached.
   */
  const ssoEntry = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    await next();
    c.header("Cache-Control", "no-store");
    const token = c.req.query("token");
    if (token === undefined || sessionOf(token) === null) return;
    const value = sessionCookie(token, isHttps(c));
    if (value !== undefined) c.header("Set-Cookie", value, { append: true });
  };
  hono.use("/sso", ssoEntry);
  hono.use("/sso/", ssoEntry);

  const requestSchema = (op: Operation) =>
    op.kind === "graph"
      ? Schema.Struct({
          query: Schema.Literal(op.query),
          tag: Schema.Literal(op.tag),
          variables: op.variables,
        })
      : op.body;

  const dispatch = async (c: Context<AppEnv>, base: Base, key: string) => {
    const handler = table.get(key);
    if (handler === undefined) return c.json(refused(`Unknown call ${c.req.path}`), 404);
    const op = handler.op;
    const name = operationName(op);

    const clientAddress = requestClientAddress(c, config);
    const fault = options.faults === true ? faults.take(name, clientAddress) : undefined;
    if (fault?.latencyMs !== undefined) await sleep(fault.latencyMs);
    const injectedFailure = (rule: FaultRule): Response | undefined => {
      if (rule.drop === true) {
        c.env.incoming.socket.destroy();
        return new Response(null);
      }
      if (rule.status === undefined) return undefined;
      const message = `Injected failure on ${name} [Tracer: fault-${rule.status}]`;
      return c.json(refused(message), rule.status as StatusCode as 400);
    };
    const failedBefore = fault === undefined || fault.after === true ? undefined : injectedFailure(fault);
    if (failedBefore !== undefined) return failedBefore;

    // The header (spec §7.1); on the authenticated base, the HttpOnly cookie when the header is absent.
    const headerToken = c.req.header("a_t");
    const token =
      headerToken === undefined && base === "auth"
        ? requestCookie(c.req.header("cookie"), SESSION_COOKIE)
        : headerToken;
    const session = sessionOf(token);
    if (base === "auth" && session === null) {
      return c.json(unauthenticated(requestLanguage(c.req.header("lng"))), 401);
    }

    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      return c.json(refused("Malformed request: the body is not JSON"), 400);
    }
    const decoded = Schema.decodeUnknownResult(requestSchema(op))(raw);
    if (Result.isFailure(decoded)) {
      return c.json(refused(`Malformed request for ${name}: ${describeIssue(decoded.failure)}`), 400);
    }
    const input =
      op.kind === "graph" ? (decoded.success as { variables: unknown }).variables : decoded.success;
    // JSON can spell numbers no amount may be (1e309 parses as Infinity): refused at the door.
    const nonFinite = nonFiniteAt(input);
    if (nonFinite !== undefined) {
      return c.json(refused(`Malformed request for ${name}: the number at ${nonFinite} is not finite`), 400);
    }

    // What the handler asks of the session cookie: unchanged, set to a token, or cleared (null).
    let cookie: string | null | undefined;
    const ctx: HandlerContext = {
      db,
      session,
      viaAuthBase: base === "auth",
      now,
      header: (h) => c.req.header(h),
      language: requestLanguage(c.req.header("lng")),
      clientAddress,
      config,
      newToken: () => randomBytes(18).toString("base64url"),
      withinLimit,
      sessionCookie: (value) => {
        cookie = value;
      },
    };
    try {
      const answer = handler.handle(ctx, input as never);
      const body = Schema.encodeUnknownSync(op.response)(answer);
      const failedAfter = fault?.after === true ? injectedFailure(fault) : undefined;
      if (failedAfter !== undefined) return failedAfter;
      if (cookie !== undefined) {
        const secure = isHttps(c);
        const value = cookie === null ? clearedSessionCookie(secure) : sessionCookie(cookie, secure);
        if (value !== undefined) c.header("Set-Cookie", value, { append: true });
      }
      return c.json(body as object);
    } catch (error) {
      if (error instanceof HttpFailure) return c.json(error.body, error.status as StatusCode as 400);
      const tracer = randomBytes(4).toString("hex");
      console.error(`[${tracer}] ${name} failed:`, error);
      return c.json(refused(`Something went wrong [Tracer: ${tracer}]`), 500);
    }
  };

  if (options.faults === true) {
    hono.post("/__faults", async (c) => {
      const decoded = Schema.decodeUnknownResult(FaultRule)(await c.req.json().catch(() => null));
      if (Result.isFailure(decoded)) return c.json({ message: describeIssue(decoded.failure) }, 400);
      faults.set(decoded.success);
      return c.json({ faults: faults.list() });
    });
    // How many orders a buyer's e-mail address has (0 without an orders table): a journey under
    // faults checks that a retried checkout made one order.
    hono.get("/__orders", (c) => {
      const email = c.req.query("email") ?? "";
      try {
        const row = db.prepare("SELECT COUNT(*) AS count FROM shop_orders WHERE email = ?").get(email) as {
          count: number;
        };
        return c.json({ email, count: row.count });
      } catch {
        return c.json({ email, count: 0 });
      }
    });
    // The mails sent to `?to=ADDRESS`, newest first (server/domains/account/outbox.ts): a tester
    // follows a reset link from here.
    hono.get("/__outbox", (c) => {
      const to = c.req.query("to") ?? "";
      try {
        const mails = db
          .prepare(
            "SELECT to_address, kind, subject, body, link, created_at FROM outbox WHERE lower(to_address) = lower(?) ORDER BY id DESC LIMIT 20",
          )
          .all(to);
        return c.json({ to, mails });
      } catch {
        return c.json({ to, mails: [] });
      }
    });
    // `?client=ADDR` removes that client's rules only.
    hono.delete("/__faults", (c) => {
      const client = c.req.query("client");
      if (client === undefined) faults.clear();
      else faults.clearClient(client);
      return c.json({ faults: faults.list() });
    });
  }

  hono.post(`${Bases.graphPublic}/:tag/:name`, (c) =>
    dispatch(c, "public", graphKey("public", c.req.param("tag"), c.req.param("name"))),
  );
  hono.post(`${Bases.graphAuth}/:tag/:name`, (c) =>
    dispatch(c, "auth", graphKey("auth", c.req.param("tag"), c.req.param("name"))),
  );
  hono.post(`${Bases.restPublic}/*`, (c) =>
    dispatch(c, "public", restKey("public", c.req.path.slice(Bases.restPublic.length))),
  );
  hono.post(`${Bases.restAuth}/*`, (c) =>
    dispatch(c, "auth", restKey("auth", c.req.path.slice(Bases.restAuth.length))),
  );
  hono.all("/chef/*", (c) => c.json(refused(`Unknown call ${c.req.method} ${c.req.path}`), 404));

  // The admin switches and the ticket reader answer the operator only (./admin.ts).
  for (const route of OPERATOR_ROUTES) hono.use(route, operatorOnly(config));
  for (const module of options.modules) module.routes?.(hono, { db, config, now });

  if (options.staticDir !== undefined) {
    const renderer = options.renderer;
    registerStatic(
      hono,
      options.staticDir,
      renderer === undefined
        ? undefined
        : {
            render: renderer,
            // A client that has faults waiting meets them in its browser's own calls (the tests'
            // faults table); the fault 'renderPage' is a renderer that failed or ran out of time.
            skip: (c) => {
              if (options.faults !== true) return false;
              const client = requestClientAddress(c, config);
              return faults.take(RENDER_FAULT, client) !== undefined || faults.pendingFor(client);
            },
          },
    );
  }

  return { hono, faults };
};
