import { Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { makeConfig } from "@config";
import { envelope, graph, type Operation, rest } from "@contract/operation";
import { requestLanguageOf } from "@domain/language";
import { Fetch } from "@effects/runtime/http";
import {
  apiSettingsFrom,
  type BrowserEnvironment,
  browserEnvironment,
  cookieValue,
  localeFrom,
  type ServiceValues,
  type StorageLike,
  servicesFromValues,
  sessionFrom,
  temporalTimeZone,
} from "@effects/runtime/services";
import {
  CHECKOUT_OPERATIONS,
  callOperation,
  isCheckoutCall,
  requestUrl,
  serverMessageOf,
  type TransportServices,
} from "@effects/runtime/transport";
import {
  BadRequest,
  type CallFailure,
  LoginLockout,
  NetworkError,
  RateLimited,
  ServerError,
  Timeout,
  Unauthenticated,
  UnexpectedStatus,
} from "@errors";
import { type Http2Bindings, type HttpBindings, serve } from "@hono/node-server";
import { Cause, Effect, Exit, Schema } from "effect";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type App, createApp } from "../../server/core/app";
import { openDatabase } from "../../server/core/database";
import { type HandlerContext, HttpFailure, handle, type ServerModule } from "../../server/core/module";

// ---------------------------------------------------------------------------------------------
// A probe domain served by the real reference API core: its calls echo the headers they got.

const echoedHeaders = [
  "content-type",
  "pltfm",
  "lng",
  "tz",
  "a_t",
  "content-language",
  "accept-version",
  "traceparent",
  "b3",
  "x-site",
] as const;

const Echo = Schema.Struct({
  text: Schema.String,
  user: Schema.NullOr(Schema.Number),
  viaAuthBase: Schema.Boolean,
  origin: Schema.String,
  headers: Schema.Record(Schema.String, Schema.NullOr(Schema.String)),
});

const echoGraph = graph({
  query: "stores.query.echoHeaders",
  tag: "stores",
  access: "either",
  variables: Schema.Struct({
    text: Schema.String,
    filtersParams: Schema.optional(Schema.fromJsonString(Schema.Struct({ url: Schema.String }))),
  }),
  response: envelope("echoHeaders", Echo),
});

const authGraph = graph({
  query: "rightnav.query.whoAmI",
  tag: "rightnav",
  access: "auth",
  variables: Schema.Struct({}),
  response: envelope("whoAmI", Echo),
});

const publicGraph = graph({
  query: "stores.query.publicEcho",
  tag: "stores",
  access: "public",
  variables: Schema.Struct({ text: Schema.String }),
  response: envelope("publicEcho", Echo),
});

const restEcho = rest({
  name: "echoRest",
  path: "/echoRest",
  access: "either",
  body: Schema.Struct({ value: Schema.Number }),
  response: Schema.Struct({ success: Schema.Number, echo: Echo }),
});

/** A checkout call with the Content-Language header (spec §7.6). */
const createOrder = graph({
  query: "order.mutation.voucherCreateOrder",
  tag: "order",
  access: "either",
  variables: Schema.Struct({ voucherOrder: Schema.String }),
  response: envelope("voucherCreateOrder", Echo),
  extraHeaders: ["Content-Language"],
});

/** A checkout call with the Accept-Version header (spec §7.6). */
const noPay = rest({
  name: "noPayCheckout",
  path: "/noPayCheckout",
  access: "public",
  body: Schema.Struct({ token: Schema.String }),
  response: Schema.Struct({ success: Schema.Number, echo: Echo }),
  extraHeaders: ["Accept-Version"],
});

const echoOf = (ctx: HandlerContext, text: string) => ({
  text,
  user: ctx.session?.userId ?? null,
  viaAuthBase: ctx.viaAuthBase,
  origin: ctx.config.origin,
  headers: Object.fromEntries(echoedHeaders.map((h) => [h, ctx.header(h) ?? null])),
});

const probeModule: ServerModule = {
  name: "probe",
  ddl: "",
  handlers: [
    handle(echoGraph, (ctx, input) => {
      if (input.text === "lock") {
        throw new HttpFailure(423, { success: 0, code: "LOGIN_LOCKOUT", message: "Locked" });
      }
      if (input.text === "locked-otherwise") throw new HttpFailure(423, { success: 0, message: "Locked" });
      return { data: { echoHeaders: echoOf(ctx, input.text) } };
    }),
    handle(authGraph, (ctx) => ({ data: { whoAmI: echoOf(ctx, "me") } })),
    handle(publicGraph, (ctx, input) => ({ data: { publicEcho: echoOf(ctx, input.text) } })),
    handle(restEcho, (ctx, input) => ({ success: 1, echo: echoOf(ctx, String(input.value)) })),
    handle(createOrder, (ctx, input) => ({ data: { voucherCreateOrder: echoOf(ctx, input.voucherOrder) } })),
    handle(noPay, (ctx, input) => ({ success: 1, echo: echoOf(ctx, input.token) })),
  ],
};

// Client-side views of the same paths that disagree with the server, to provoke failures.

/** Same path as echoHeaders, but expects a text the server never sends. */
const strictEcho = graph({
  ...echoGraph,
  response: envelope(
    "echoHeaders",
    Schema.Struct({ text: Schema.Literal("never sent"), user: Schema.NullOr(Schema.Number) }),
  ),
});

/** Same path as echoHeaders, but sends variables the server refuses (HTTP 400). */
const looseEcho = graph({ ...echoGraph, variables: Schema.Struct({ text: Schema.Number }) });

/** A call whose variables cannot be encoded on the client. */
const wholeCount = graph({
  query: "stores.query.countProbe",
  tag: "stores",
  access: "public",
  variables: Schema.Struct({ count: Schema.Number.check(Schema.isInt()) }),
  response: Schema.Struct({}),
});

/** A path that answers an HTML page instead of JSON (e.g. a proxy's error page). */
const htmlPage = graph({
  query: "stores.query.htmlPage",
  tag: "stores",
  access: "public",
  variables: Schema.Struct({}),
  response: Schema.Struct({}),
});

// ---------------------------------------------------------------------------------------------
// Servers: one for the API host and one for the checkout host, each the real core over HTTP.

interface Seen {
  readonly method: string;
  readonly path: string;
  readonly body: string;
  /** Settles true when the connection closed before the answer was sent. */
  readonly cutOff: Promise<boolean>;
}

interface Running {
  readonly app: App;
  readonly origin: string;
  readonly host: string;
  readonly seen: Seen[];
  readonly close: () => Promise<void>;
}

const TOKEN = "probe-token";

const start = async (origin: string): Promise<Running> => {
  const db = openDatabase(":memory:", [probeModule]);
  db.prepare(
    "INSERT INTO users (id, email, password_hash, first_name, last_name, contact, company_id, client_id, site, user_creation_date) VALUES (1, 'priya@demo.example', 'x', 'Priya', 'Sharma', '91-9876543210', 1001, 1001, 'marketplace', '2026-01-01')",
  ).run();
  const at = Date.now();
  db.prepare("INSERT INTO sessions (token, user_id, created_at, last_seen_at) VALUES (?, 1, ?, ?)").run(
    TOKEN,
    at,
    at,
  );
  const app = createApp({
    db,
    modules: [probeModule],
    config: { origin, supportEmail: "s@t" },
    faults: true,
  });
  const seen: Seen[] = [];
  const server = serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch: async (req: Request, env: HttpBindings | Http2Bindings) => {
      const path = new URL(req.url).pathname;
      const body = await req.clone().text();
      const outgoing = env.outgoing;
      const cutOff = new Promise<boolean>((resolve) => {
        outgoing.on("close", () => resolve(!outgoing.writableFinished));
      });
      seen.push({ method: req.method, path, body, cutOff });
      if (path === "/chef/api/public/graph/stores/htmlPage") {
        return new Response("<html><body>Maintenance</body></html>", {
          status: 200,
          headers: { "Content-Type": "text/html" },
        });
      }
      if (!(outgoing instanceof ServerResponse)) throw new Error("HTTP/1.1 expected");
      return app.hono.fetch(req, { incoming: env.incoming as HttpBindings["incoming"], outgoing });
    },
  });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    app,
    origin,
    host: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if (server instanceof Server) server.closeAllConnections();
      }),
  };
};

let api: Running;
let checkout: Running;

beforeAll(async () => {
  api = await start("http://api.test");
  checkout = await start("http://checkout.test");
});

afterAll(async () => {
  await api.close();
  await checkout.close();
});

afterEach(() => {
  api.app.faults.clear();
  checkout.app.faults.clear();
  api.seen.length = 0;
  checkout.seen.length = 0;
});

/** What fetch was asked to do, seen through a spy that forwards to the real fetch. */
const fetchInits: RequestInit[] = [];
const spyFetch: typeof globalThis.fetch = (input, init) => {
  if (init !== undefined) fetchInits.push(init);
  return globalThis.fetch(input, init);
};

const layerFor = (values: Omit<ServiceValues, "apiHost">) =>
  servicesFromValues({ apiHost: api.host, checkoutHost: checkout.host, ...values });

const provided = <A>(
  program: Effect.Effect<A, CallFailure, TransportServices>,
  values: Omit<ServiceValues, "apiHost">,
) => program.pipe(Effect.provide(layerFor(values)), Effect.provideService(Fetch, spyFetch));

const succeed = <A>(
  program: Effect.Effect<A, CallFailure, TransportServices>,
  values: Omit<ServiceValues, "apiHost"> = {},
) => Effect.runPromise(provided(program, values));

const failure = <A>(
  program: Effect.Effect<A, CallFailure, TransportServices>,
  values: Omit<ServiceValues, "apiHost"> = {},
) => Effect.runPromise(Effect.flip(provided(program, values)));

const loggedIn = { token: TOKEN, loggedIn: true, language: "fr", timeZone: "Asia/Kolkata" } as const;
const guest = { loggedIn: false, language: "en", timeZone: "Europe/London" } as const;

// ---------------------------------------------------------------------------------------------

describe("runtime configuration (makeConfig)", () => {
  it("defaults: same origin, checkout on the API host, the support address of the demo", () => {
    expect(makeConfig({})).toEqual({
      apiHost: "",
      checkoutHost: "",
      supportEmail: "support@rewards-storefront.example",
      supportPhone: undefined,
      devtools: false,
      captcha: { provider: "development" },
    });
  });

  it("reads VITE_API_HOST, VITE_CHECKOUT_HOST, VITE_SUPPORT_EMAIL, VITE_SUPPORT_PHONE, VITE_DEVTOOLS", () => {
    expect(
      makeConfig({
        VITE_API_HOST: "https://api.example.com/",
        VITE_CHECKOUT_HOST: " https://checkout.example.com ",
        VITE_SUPPORT_EMAIL: "care@acme.example",
        VITE_SUPPORT_PHONE: "+1 202 555 0147",
        VITE_DEVTOOLS: "1",
        VITE_CAPTCHA_SITE_KEY: " 0x4AAAA-site-key ",
      }),
    ).toEqual({
      apiHost: "https://api.example.com",
      checkoutHost: "https://checkout.example.com",
      supportEmail: "care@acme.example",
      supportPhone: "+1 202 555 0147",
      devtools: true,
      captcha: { provider: "turnstile", siteKey: "0x4AAAA-site-key" },
    });
  });

  it("the developer drawer is offered in production builds only with VITE_DEVTOOLS=1", () => {
    expect(makeConfig({ VITE_DEVTOOLS: "0" }).devtools).toBe(false);
    expect(makeConfig({ VITE_DEVTOOLS: "yes" }).devtools).toBe(false);
    expect(makeConfig({ VITE_DEVTOOLS: " 1 " }).devtools).toBe(true);
  });

  it("the checkout host follows the API host when unset or empty", () => {
    expect(
      makeConfig({ VITE_API_HOST: "https://api.example.com", VITE_CHECKOUT_HOST: "" }).checkoutHost,
    ).toBe("https://api.example.com");
  });

  it("the request time-out is 60000 ms (spec §7.1, §9)", () => {
    expect(apiSettingsFrom(makeConfig({})).timeoutMs).toBe(60000);
  });
});

describe("browser services (Live)", () => {
  const storage = (items: Record<string, string>): StorageLike => ({ getItem: (key) => items[key] ?? null });

  it("lng is the interface language: a stored choice of en, es, fr or de, else the browser's, else 'en' (spec §4 'Language', §7.1)", () => {
    expect(requestLanguageOf(null, undefined)).toBe("en");
    expect(requestLanguageOf("", "en-GB")).toBe("en");
    expect(requestLanguageOf("fr", "de-DE")).toBe("fr");
    expect(requestLanguageOf(JSON.stringify({ code: "de", name: "German" }), "es")).toBe("de");
    expect(requestLanguageOf('"es"', undefined)).toBe("es");
    expect(requestLanguageOf("{broken", undefined)).toBe("en");
    // No choice stored: the browser's language, when the storefront speaks it.
    expect(requestLanguageOf(null, "fr-FR")).toBe("fr");
    expect(requestLanguageOf(null, "ja-JP")).toBe("en");
    // A stored language the storefront does not speak is no choice.
    expect(requestLanguageOf("ja", "es-MX")).toBe("es");
    const env: BrowserEnvironment = {
      localStorage: () => storage({ wglang: "es" }),
      timeZone: () => "America/New_York",
      browserLanguage: () => "de-DE",
    };
    expect(Effect.runSync(localeFrom(env).language)).toBe("es");
    expect(Effect.runSync(localeFrom(env).timeZone)).toBe("America/New_York");
    expect(Effect.runSync(localeFrom({ browserLanguage: () => "de-DE" }).language)).toBe("de");
    expect(Effect.runSync(localeFrom({}).language)).toBe("en");
  });

  it("session token from session storage 'a_t' only (the a_t cookie is the server's, HttpOnly); login flag s_e_t equal to '1'", () => {
    expect(cookieValue("x=1; a_t=abc%3D; s_e_t=1", "a_t")).toBe("abc=");
    const fromStorage = sessionFrom({ sessionStorage: () => storage({ a_t: "tok-1", s_e_t: "1" }) });
    expect(Effect.runSync(fromStorage.token)).toBe("tok-1");
    expect(Effect.runSync(fromStorage.loggedIn)).toBe(true);
    // A readable a_t cookie (an older build's) is not taken as the header's token.
    const fromCookie = sessionFrom({
      sessionStorage: () => storage({}),
      cookies: () => "a_t=tok-2; s_e_t=1",
    });
    expect(Effect.runSync(fromCookie.token)).toBeUndefined();
    expect(Effect.runSync(fromCookie.loggedIn)).toBe(true);
    const out = sessionFrom({ sessionStorage: () => storage({ s_e_t: "0" }), cookies: () => "" });
    expect(Effect.runSync(out.token)).toBeUndefined();
    expect(Effect.runSync(out.loggedIn)).toBe(false);
  });

  it("the time zone is Temporal's answer where the browser has Temporal, else absent (Intl is asked then)", () => {
    const withTemporal = { Temporal: { Now: { timeZoneId: () => "Asia/Kolkata" } } };
    expect(temporalTimeZone(withTemporal)).toBe("Asia/Kolkata");
    expect(temporalTimeZone({})).toBeUndefined();
    expect(temporalTimeZone({ Temporal: { Now: {} } })).toBeUndefined();
    expect(temporalTimeZone({ Temporal: { Now: { timeZoneId: () => "" } } })).toBeUndefined();
    // The live reading gives the same zone as the formatter would.
    expect(Effect.runSync(localeFrom(browserEnvironment).timeZone)).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
  });

  it("storage that throws (blocked by the browser) reads as absent", () => {
    const blocked: BrowserEnvironment = {
      sessionStorage: () => {
        throw new Error("SecurityError");
      },
      localStorage: () => {
        throw new Error("SecurityError");
      },
    };
    expect(Effect.runSync(sessionFrom(blocked).token)).toBeUndefined();
    expect(Effect.runSync(localeFrom(blocked).language)).toBe("en");
  });
});

describe("URL shape (spec §7.1)", () => {
  it("graph: host + base/{tag}/{operation}; rest: host + base + path; '' host means same origin", () => {
    const hosts = { apiHost: "", checkoutHost: "https://checkout.example.com" };
    expect(requestUrl(echoGraph, hosts, false)).toBe("/chef/api/public/graph/stores/echoHeaders");
    expect(requestUrl(echoGraph, hosts, true)).toBe("/chef/api/graph/stores/echoHeaders");
    expect(requestUrl(restEcho, hosts, false)).toBe("/chef/api/public/echoRest");
    expect(requestUrl(restEcho, hosts, true)).toBe("/chef/echoRest");
    expect(requestUrl(createOrder, hosts, true)).toBe(
      "https://checkout.example.com/chef/api/graph/order/voucherCreateOrder",
    );
  });

  it("checkout calls are order creation at checkout and payment-gateway calls", () => {
    expect([...CHECKOUT_OPERATIONS].sort()).toEqual([
      "create_payment_token",
      "freePerkCreateOrder",
      "getPaymentMethods",
      "noPayCheckout",
      "voucherCreateOrder",
    ]);
    const gateways: Operation = graph({
      query: "payment.query.getPGs",
      tag: "payment",
      access: "either",
      variables: Schema.Struct({}),
      response: Schema.Struct({}),
    });
    expect(isCheckoutCall(gateways)).toBe(true);
    expect(isCheckoutCall(echoGraph)).toBe(false);
    expect(isCheckoutCall(noPay)).toBe(true);
  });

  it("a graph call is a POST to base/{tag}/{operation} with body {query, tag, variables}", async () => {
    const result = await succeed(
      callOperation(echoGraph, { text: "hello", filtersParams: { url: "/acme" } }),
      guest,
    );
    expect(result.data.echoHeaders.text).toBe("hello");
    expect(api.seen).toHaveLength(1);
    const [request] = api.seen;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/chef/api/public/graph/stores/echoHeaders");
    // JSON-string fields travel as strings (spec §7.3 filtersParams).
    expect(JSON.parse(request?.body ?? "")).toEqual({
      query: "stores.query.echoHeaders",
      tag: "stores",
      variables: { text: "hello", filtersParams: '{"url":"/acme"}' },
    });
  });

  it("a REST call posts its body as is to /chef/api/public{path} or /chef{path}", async () => {
    const publicAnswer = await succeed(callOperation(restEcho, { value: 7 }), guest);
    expect(publicAnswer).toMatchObject({ success: 1, echo: { text: "7", viaAuthBase: false } });
    const authAnswer = await succeed(callOperation(restEcho, { value: 8 }), loggedIn);
    expect(authAnswer).toMatchObject({ success: 1, echo: { text: "8", viaAuthBase: true, user: 1 } });
    expect(api.seen.map((s) => [s.method, s.path, JSON.parse(s.body)])).toEqual([
      ["POST", "/chef/api/public/echoRest", { value: 7 }],
      ["POST", "/chef/echoRest", { value: 8 }],
    ]);
  });

  it("'either' calls use the authenticated base when logged in, the public base otherwise", async () => {
    const asUser = await succeed(callOperation(echoGraph, { text: "u" }), loggedIn);
    expect(asUser.data.echoHeaders).toMatchObject({ viaAuthBase: true, user: 1 });
    const asGuest = await succeed(callOperation(echoGraph, { text: "g" }), guest);
    expect(asGuest.data.echoHeaders).toMatchObject({ viaAuthBase: false, user: null });
    // The token alone does not choose the base: the login flag does.
    const flagOff = await succeed(callOperation(echoGraph, { text: "t" }), { token: TOKEN, loggedIn: false });
    expect(flagOff.data.echoHeaders).toMatchObject({ viaAuthBase: false, user: 1 });
    expect(api.seen.map((s) => s.path)).toEqual([
      "/chef/api/graph/stores/echoHeaders",
      "/chef/api/public/graph/stores/echoHeaders",
      "/chef/api/public/graph/stores/echoHeaders",
    ]);
  });

  it("'public' calls use the public base even when logged in", async () => {
    const answer = await succeed(callOperation(publicGraph, { text: "p" }), loggedIn);
    expect(answer.data.publicEcho).toMatchObject({ viaAuthBase: false, user: 1 });
    expect(api.seen[0]?.path).toBe("/chef/api/public/graph/stores/publicEcho");
  });

  it("checkout calls go to the checkout host", async () => {
    const order = await succeed(callOperation(createOrder, { voucherOrder: "o-1" }), loggedIn);
    expect(order.data.voucherCreateOrder.origin).toBe("http://checkout.test");
    const free = await succeed(callOperation(noPay, { token: "pay-1" }), guest);
    expect(free.echo.origin).toBe("http://checkout.test");
    const other = await succeed(callOperation(echoGraph, { text: "x" }), guest);
    expect(other.data.echoHeaders.origin).toBe("http://api.test");
    expect(checkout.seen.map((s) => s.path)).toEqual([
      "/chef/api/graph/order/voucherCreateOrder",
      "/chef/api/public/noPayCheckout",
    ]);
    expect(api.seen.map((s) => s.path)).toEqual(["/chef/api/public/graph/stores/echoHeaders"]);
  });
});

describe("headers and credentials (spec §7.1)", () => {
  it("sends Content-Type application/json, pltfm 4, lng, tz and a_t when a token exists", async () => {
    const answer = await succeed(callOperation(echoGraph, { text: "h" }), loggedIn);
    expect(answer.data.echoHeaders.headers).toEqual({
      "content-type": "application/json",
      pltfm: "4",
      lng: "fr",
      tz: "Asia/Kolkata",
      a_t: TOKEN,
      "content-language": null,
      "accept-version": null,
      traceparent: null,
      b3: null,
      "x-site": null,
    });
  });

  it("adds a call's own headers (the x-site store of apply voucher) without overriding the common ones", async () => {
    const answer = await succeed(
      callOperation(echoGraph, { text: "h" }, { headers: { "x-site": "acme", pltfm: "9" } }),
      loggedIn,
    );
    expect(answer.data.echoHeaders.headers).toMatchObject({ "x-site": "acme", pltfm: "4", lng: "fr" });
  });

  it("sends no a_t without a session token; lng defaults to 'en'", async () => {
    const answer = await succeed(callOperation(echoGraph, { text: "h" }), { timeZone: "Europe/London" });
    expect(answer.data.echoHeaders.headers).toMatchObject({ a_t: null, lng: "en", tz: "Europe/London" });
  });

  it("Content-Language (stored language) on calls that declare it, e.g. create voucher order", async () => {
    const french = await succeed(callOperation(createOrder, { voucherOrder: "o" }), loggedIn);
    expect(french.data.voucherCreateOrder.headers).toMatchObject({
      "content-language": "fr",
      "accept-version": null,
    });
    const fallback = await succeed(callOperation(createOrder, { voucherOrder: "o" }), { token: TOKEN });
    expect(fallback.data.voucherCreateOrder.headers).toMatchObject({ "content-language": "en" });
  });

  it("Accept-Version 6.0.0 on calls that declare it, e.g. no-pay checkout", async () => {
    const answer = await succeed(callOperation(noPay, { token: "t" }), guest);
    expect(answer.echo.headers).toMatchObject({ "accept-version": "6.0.0", "content-language": null });
  });

  it("asks fetch to include credentials", async () => {
    fetchInits.length = 0;
    await succeed(callOperation(echoGraph, { text: "c" }), guest);
    expect(fetchInits.map((init) => [init.method, init.credentials])).toEqual([["POST", "include"]]);
  });
});

describe("failures become typed errors (spec §6, §8)", () => {
  it("HTTP 401 -> Unauthenticated: an auth call without a token, or a stale token", async () => {
    expect(await failure(callOperation(authGraph, {}), guest)).toEqual(
      new Unauthenticated({ operation: "whoAmI" }),
    );
    expect(
      await failure(callOperation(echoGraph, { text: "s" }), { token: "stale", loggedIn: true }),
    ).toEqual(new Unauthenticated({ operation: "echoHeaders" }));
    const me = await succeed(callOperation(authGraph, {}), loggedIn);
    expect(me.data.whoAmI.user).toBe(1);
  });

  it("HTTP 429 -> RateLimited with the operation name", async () => {
    api.app.faults.set({ operation: "echoHeaders", status: 429, times: 1 });
    const error = await failure(callOperation(echoGraph, { text: "r" }), guest);
    expect(error).toBeInstanceOf(RateLimited);
    expect(error).toEqual(new RateLimited({ operation: "echoHeaders" }));
  });

  it.each([500, 503] as const)(
    "HTTP %i -> ServerError keeping the ' [Tracer: id]' suffix",
    async (status) => {
      api.app.faults.set({ operation: "echoRest", status, times: 1 });
      const error = await failure(callOperation(restEcho, { value: 1 }), guest);
      expect(error).toBeInstanceOf(ServerError);
      expect(error).toMatchObject({
        _tag: "ServerError",
        operation: "echoRest",
        status,
        message: `Injected failure on echoRest [Tracer: fault-${status}]`,
      });
    },
  );

  it("the server's message is its `message` or a plain-text body, never a JSON answer or a page shown raw (spec §8)", () => {
    expect(serverMessageOf('{"message":"Out of stock [Tracer: t-1]"}')).toBe("Out of stock [Tracer: t-1]");
    expect(serverMessageOf("  Service Unavailable \n")).toBe("Service Unavailable");
    // Nothing for a shopper: the catalogue's 'Something went wrong' shows instead.
    expect(serverMessageOf('{"success":0}')).toBe("");
    expect(serverMessageOf('{"message":{"code":7}}')).toBe("");
    expect(serverMessageOf("<html><body><h1>502 Bad Gateway</h1></body></html>")).toBe("");
    expect(serverMessageOf("x".repeat(301))).toBe("");
    expect(serverMessageOf("")).toBe("");
  });

  it("HTTP 423 with code LOGIN_LOCKOUT -> LoginLockout; without the code -> UnexpectedStatus", async () => {
    expect(await failure(callOperation(echoGraph, { text: "lock" }), guest)).toBeInstanceOf(LoginLockout);
    expect(await failure(callOperation(echoGraph, { text: "locked-otherwise" }), guest)).toEqual(
      new UnexpectedStatus({ operation: "echoHeaders", status: 423, message: "Locked" }),
    );
  });

  it("HTTP 400 -> BadRequest with the server's message", async () => {
    const error = await failure(callOperation(looseEcho, { text: 5 }), guest);
    expect(error).toBeInstanceOf(BadRequest);
    expect(error).toMatchObject({ operation: "echoHeaders" });
    expect((error as BadRequest).message).toMatch(/^Malformed request for echoHeaders: /);
  });

  it("variables the client cannot encode -> BadRequest, and nothing is sent", async () => {
    const error = await failure(callOperation(wholeCount, { count: 1.5 }), guest);
    expect(error).toBeInstanceOf(BadRequest);
    expect(error).toMatchObject({ operation: "countProbe" });
    expect(api.seen).toHaveLength(0);
  });

  it("a dropped connection -> NetworkError", async () => {
    api.app.faults.set({ operation: "echoHeaders", drop: true, times: 1 });
    const error = await failure(callOperation(echoGraph, { text: "d" }), guest);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ operation: "echoHeaders" });
  });

  it("an unreachable host -> NetworkError", async () => {
    const closed = await start("http://closed.test");
    const host = closed.host;
    await closed.close();
    const error = await Effect.runPromise(
      Effect.flip(
        callOperation(echoGraph, { text: "n" }).pipe(Effect.provide(servicesFromValues({ apiHost: host }))),
      ),
    );
    expect(error).toBeInstanceOf(NetworkError);
  });

  it("latency above the configured time-out -> Timeout, and the request is aborted", async () => {
    api.app.faults.set({ operation: "echoHeaders", latencyMs: 1500, times: 1 });
    const started = Date.now();
    const error = await failure(callOperation(echoGraph, { text: "slow" }), { ...guest, timeoutMs: 200 });
    const elapsed = Date.now() - started;
    expect(error).toEqual(new Timeout({ operation: "echoHeaders", afterMs: 200 }));
    expect(elapsed).toBeGreaterThanOrEqual(190);
    expect(elapsed).toBeLessThan(1000);
    expect(await api.seen[0]?.cutOff).toBe(true);
  });

  it("an answer that does not match the response schema -> UndecodableResponse", async () => {
    const error = await failure(callOperation(strictEcho, { text: "strict" }), guest);
    expect(error).toMatchObject({ _tag: "UndecodableResponse", operation: "echoHeaders" });
    expect((error as { reason: string }).reason).toContain("never sent");
  });

  it("an answer that is not JSON -> UndecodableResponse", async () => {
    const error = await failure(callOperation(htmlPage, {}), guest);
    expect(error).toMatchObject({
      _tag: "UndecodableResponse",
      operation: "htmlPage",
      reason: "The answer is not JSON (HTTP 200)",
    });
  });
});

describe("cancellation", () => {
  it("aborting through an AbortSignal interrupts the program and closes the real request", async () => {
    api.app.faults.set({ operation: "echoHeaders", latencyMs: 2000, times: 1 });
    const controller = new AbortController();
    const started = Date.now();
    const pending = Effect.runPromiseExit(provided(callOperation(echoGraph, { text: "cancel" }), guest), {
      signal: controller.signal,
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(api.seen).toHaveLength(1);
    controller.abort();
    const exit = await pending;
    const elapsed = Date.now() - started;
    expect(Exit.isFailure(exit) && Cause.hasInterrupts(exit.cause)).toBe(true);
    expect(elapsed).toBeLessThan(1000);
    // The server sees the connection closed before it could answer.
    const cutOff = await Promise.race([
      api.seen[0]?.cutOff,
      new Promise<string>((resolve) => setTimeout(() => resolve("still open"), 1000)),
    ]);
    expect(cutOff).toBe(true);
  });
});

describe("each call starts its request in a task of its own", () => {
  const microtasks = async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  };

  it("the calls a step starts together send nothing in the step's task; each goes on after a timer of 0 ms", async () => {
    fetchInits.length = 0;
    const calls = Effect.all(
      [callOperation(echoGraph, { text: "one" }), callOperation(echoGraph, { text: "two" })],
      { concurrency: "unbounded" },
    );
    const pending = Effect.runPromise(provided(calls, guest));
    await microtasks();
    expect(fetchInits).toHaveLength(0);
    const answers = await pending;
    expect(fetchInits).toHaveLength(2);
    expect(answers).toHaveLength(2);
  });

  it("a call interrupted before its turn sends nothing", async () => {
    fetchInits.length = 0;
    const controller = new AbortController();
    const pending = Effect.runPromiseExit(provided(callOperation(echoGraph, { text: "never" }), guest), {
      signal: controller.signal,
    });
    await microtasks();
    controller.abort();
    const exit = await pending;
    expect(Exit.isFailure(exit) && Cause.hasInterrupts(exit.cause)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchInits).toHaveLength(0);
    expect(api.seen).toHaveLength(0);
  });
});
