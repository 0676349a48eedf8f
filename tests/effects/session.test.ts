import { type BrowserServices, makeMemoryBrowser } from "@effects/runtime/browser";
import {
  ALTERNATE_EMAIL_KEY,
  type BalanceCalls,
  clearLanguage,
  clearSignedOutData,
  clearStoredSession,
  LOGIN_EMAIL_KEY,
  loadBalancesWith,
  MULTI_ACCOUNT_KEY,
  navigateTo,
  PREVIOUS_LOG_KEY,
  readLoginFlag,
  redirectAfterLogout,
  redirectToSite,
  storeEntryWith,
  storeLoginEmail,
  storeSsoSession,
  storeWalletId,
} from "@effects/session";
import { replacePath } from "@effects/site";
import { type ErrorData, fromErrorData, type StorefrontError } from "@errors/data";
import { Cause, Deferred, Effect, Exit, type Layer, Option } from "effect";
import { describe, expect, it } from "vitest";
import { accounts, gcb, points, serverError, tokens, unauthenticated } from "../machines/fixtures";

/** The step each balance call's outcome is kept under. */
const stepOf = {
  getPoints: "points",
  fetchGcb: "gcb",
  getStoreToken: "tokens",
  fetchAccounts: "linkedAccounts",
};

const run = <A>(program: Effect.Effect<A, never, BrowserServices>, layer: Layer.Layer<BrowserServices>) =>
  Effect.runPromise(Effect.provide(program, layer));

describe("spec §4 'Login state': reading the flag", () => {
  it.each([
    [{ cookies: { s_e_t: "1" } }, true],
    [{ session: { s_e_t: "1" } }, true],
    [{ session: { s_e_t: "0" }, cookies: { s_e_t: "0" } }, false],
    [{}, false],
  ])("%j → %s", async (options, expected) => {
    const memory = makeMemoryBrowser(options);
    expect(await run(readLoginFlag(), memory.layer)).toBe(expected);
  });
});

describe("spec §2.1 SSO: the token leaves the address bar, then is stored as a_t and s_e_t=1", () => {
  it("takes the 'token' parameter out of the address first, keeping the others, then stores it", async () => {
    const memory = makeMemoryBrowser({ url: "http://storefront.test/sso/?token=sso-123&redirect=abc" });
    expect(await run(storeSsoSession(), memory.layer)).toEqual({ stored: true });
    expect(memory.state.navigations).toEqual([{ kind: "replace", url: "/sso/?redirect=abc" }]);
    expect(memory.state.location.search).toBe("?redirect=abc");
    expect(Object.fromEntries(memory.state.session)).toEqual({ a_t: "sso-123", s_e_t: "1" });
    // The session cookie is the server's (HttpOnly); the page sets only the login flag's.
    expect([...memory.state.cookies.keys()]).toEqual(["s_e_t"]);
    expect(memory.state.cookies.get("s_e_t")).toEqual({ value: "1", path: "/", maxAgeSeconds: 2_592_000 });
  });

  it("a token the page's start already took out of the address and stored counts as stored", async () => {
    const memory = makeMemoryBrowser({
      url: "http://storefront.test/sso/?redirect=abc",
      session: { a_t: "sso-123", s_e_t: "1" },
    });
    expect(await run(storeSsoSession(), memory.layer)).toEqual({ stored: true });
    expect(memory.state.navigations).toEqual([]);
  });

  it("stores nothing without a token", async () => {
    const memory = makeMemoryBrowser({ url: "http://storefront.test/sso/" });
    expect(await run(storeSsoSession(), memory.layer)).toEqual({ stored: false });
    expect(memory.state.session.size).toBe(0);
    expect(memory.state.cookies.size).toBe(0);
  });

  it("the wallet id goes to session storage under 'vendor_wallet_id'", async () => {
    const memory = makeMemoryBrowser();
    await run(storeWalletId({ walletId: "W-42" }), memory.layer);
    expect(memory.state.session.get("vendor_wallet_id")).toBe("W-42");
  });
});

describe("spec §4 start-up step 1: the login e-mail is stored base64-encoded", () => {
  it("stores base64 of the e-mail in local storage", async () => {
    const memory = makeMemoryBrowser();
    await run(storeLoginEmail({ email: "priya@demo.example" }), memory.layer);
    expect(memory.state.local.get(LOGIN_EMAIL_KEY)).toBe("cHJpeWFAZGVtby5leGFtcGxl");
  });
});

describe("spec §4 'Login state': the end of a session", () => {
  it("clears a_t and s_e_t from session storage and the s_e_t cookie, leaving the rest", async () => {
    const memory = makeMemoryBrowser({
      session: { a_t: "t", s_e_t: "1", vendor_wallet_id: "W" },
      cookies: { s_e_t: "1", consent: "yes" },
    });
    await run(clearStoredSession(), memory.layer);
    expect([...memory.state.session.keys()]).toEqual(["vendor_wallet_id"]);
    expect([...memory.state.cookies.keys()]).toEqual(["consent"]);
  });

  it("redirects (full) to custom_url plus the current query string", async () => {
    const memory = makeMemoryBrowser({ url: "http://storefront.test/acme/vouchers?utm=mail" });
    await run(redirectToSite({ customUrl: "/acme" }), memory.layer);
    expect(memory.state.navigations).toEqual([{ kind: "assign", url: "/acme?utm=mail" }]);
  });

  it("after login the application moves to the path without a reload", async () => {
    const memory = makeMemoryBrowser();
    await run(navigateTo({ path: "/marketplace/home" }), memory.layer);
    expect(memory.state.navigations).toEqual([{ kind: "replace", url: "/marketplace/home" }]);
  });
});

describe("spec §4 'Logout': what the logout clears in the browser", () => {
  it("step 2 clears the language setting 'wglang'", async () => {
    const memory = makeMemoryBrowser({ local: { wglang: "fr", other: "x" } });
    await run(clearLanguage(), memory.layer);
    expect(Object.fromEntries(memory.state.local)).toEqual({ other: "x" });
  });

  it("step 3 clears the login e-mail, alternate e-mail, multi-account data, all cookies and session storage", async () => {
    const memory = makeMemoryBrowser({
      local: { [LOGIN_EMAIL_KEY]: "x", [ALTERNATE_EMAIL_KEY]: "y", [MULTI_ACCOUNT_KEY]: "[]", kept: "1" },
      session: { a_t: "t", s_e_t: "1", ipCountryCode: "IN" },
      cookies: { a_t: "t", s_e_t: "1", consent: "yes" },
    });
    await run(clearSignedOutData(), memory.layer);
    expect(Object.fromEntries(memory.state.local)).toEqual({ kept: "1" });
    expect(memory.state.session.size).toBe(0);
    expect(memory.state.cookies.size).toBe(0);
  });

  it("step 3 clears the event log an earlier page of the visit kept: nothing of the signed-in visit stays", async () => {
    const memory = makeMemoryBrowser({ local: { [PREVIOUS_LOG_KEY]: '{"kind":"header"}', kept: "1" } });
    await run(clearSignedOutData(), memory.layer);
    expect(PREVIOUS_LOG_KEY).toBe("storefront.eventlog.previous");
    expect(Object.fromEntries(memory.state.local)).toEqual({ kept: "1" });
  });

  it("step 4 is a full redirect", async () => {
    const memory = makeMemoryBrowser();
    await run(redirectAfterLogout({ url: "/acme/" }), memory.layer);
    expect(memory.state.navigations).toEqual([{ kind: "assign", url: "/acme/" }]);
  });
});

describe("a step with nothing to keep does nothing (no value is invented for it)", () => {
  it("no wallet id, no login e-mail: storage is untouched; a wallet id and an e-mail are kept", async () => {
    const memory = makeMemoryBrowser();
    await run(storeWalletId({ walletId: null }), memory.layer);
    await run(storeLoginEmail({ email: null }), memory.layer);
    expect(memory.state.session.size).toBe(0);
    expect(memory.state.local.size).toBe(0);
    await run(storeWalletId({ walletId: "W-7" }), memory.layer);
    await run(storeLoginEmail({ email: "alex@acme.example" }), memory.layer);
    expect(memory.state.session.get("vendor_wallet_id")).toBe("W-7");
    expect(memory.state.local.get("loginEmail")).toBe(Buffer.from("alex@acme.example").toString("base64"));
  });

  it("no reset-password target: the site does not navigate", async () => {
    const memory = makeMemoryBrowser();
    await run(replacePath({ path: null }), memory.layer);
    expect(memory.state.navigations).toEqual([]);
    await run(replacePath({ path: "/marketplace/reset-password" }), memory.layer);
    expect(memory.state.navigations).toEqual([{ kind: "replace", url: "/marketplace/reset-password" }]);
  });
});

describe("spec §4 start-up step 5: loadBalances, one program for the four balance calls", () => {
  const answers = { getPoints: points, fetchGcb: gcb, getStoreToken: tokens, fetchAccounts: accounts };
  type CallName = keyof typeof answers;
  const NAMES: readonly CallName[] = ["getPoints", "fetchGcb", "getStoreToken", "fetchAccounts"];

  /** The four calls, answering `answers` unless `fail` names them; `started` and `interrupted` record them. */
  const callsOf = (fail: Partial<Record<CallName, ErrorData | "never">> = {}) => {
    const started: CallName[] = [];
    const interrupted: CallName[] = [];
    const call = <A>(name: CallName, value: A): Effect.Effect<A, StorefrontError> => {
      const failure = fail[name];
      const answer: Effect.Effect<A, StorefrontError> =
        failure === undefined
          ? Effect.succeed(value)
          : failure === "never"
            ? Effect.never
            : // After the others have started.
              Effect.andThen(Effect.yieldNow, Effect.fail(fromErrorData(failure)));
      return Effect.sync(() => started.push(name)).pipe(
        Effect.andThen(answer),
        Effect.onInterrupt(() => Effect.sync(() => interrupted.push(name))),
      );
    };
    const calls: BalanceCalls<never> = {
      getPoints: () => call("getPoints", answers.getPoints),
      fetchGcb: () => call("fetchGcb", answers.fetchGcb),
      getStoreToken: () => call("getStoreToken", answers.getStoreToken),
      fetchAccounts: () => call("fetchAccounts", answers.fetchAccounts),
    };
    return { calls, started, interrupted };
  };

  it("answers an outcome per call, and sends the saved wallet id with the points call", async () => {
    let sent: unknown;
    const { calls } = callsOf();
    const program = loadBalancesWith({
      ...calls,
      getPoints: (input) => {
        sent = input;
        return calls.getPoints(input);
      },
    });
    expect(await Effect.runPromise(program({ walletId: "W-7" }))).toEqual({
      points: { ok: true, value: points },
      gcb: { ok: true, value: gcb },
      tokens: { ok: true, value: tokens },
      linkedAccounts: { ok: true, value: accounts },
    });
    expect(sent).toEqual({ walletId: "W-7" });
  });

  it.each(NAMES)("%s failing (HTTP 500) keeps its error and spares the other three", async (name) => {
    const { calls, interrupted } = callsOf({ [name]: serverError(name) });
    const balances = await Effect.runPromise(loadBalancesWith(calls)({ walletId: null }));
    const failed = Object.entries(balances).filter(([, outcome]) => !outcome.ok);
    expect(failed).toEqual([[stepOf[name], { ok: false, error: serverError(name) }]]);
    expect(interrupted).toEqual([]);
  });

  it.each(NAMES)(
    "HTTP 401 on %s fails the program with Unauthenticated at once, the others interrupted",
    async (name) => {
      const others = Object.fromEntries(
        NAMES.filter((other) => other !== name).map((other) => [other, "never"]),
      );
      const { calls, started, interrupted } = callsOf({ ...others, [name]: unauthenticated(name) });
      const exit = await Effect.runPromise(
        Effect.exit(loadBalancesWith(calls)({ walletId: null }).pipe(Effect.timeout("1 second"))),
      );
      expect(Exit.isFailure(exit) && Cause.findErrorOption(exit.cause)).toEqual(
        Option.some(fromErrorData(unauthenticated(name))),
      );
      expect([...started].sort()).toEqual([...NAMES].sort());
      expect([...interrupted].sort()).toEqual(NAMES.filter((other) => other !== name).sort());
    },
  );

  it("runs the four calls side by side: each waits until all four have started", async () => {
    const program = Effect.gen(function* () {
      const gate = yield* Deferred.make<void>();
      const started: CallName[] = [];
      const call = <A>(name: CallName, value: A) =>
        Effect.gen(function* () {
          started.push(name);
          if (started.length === NAMES.length) yield* Deferred.succeed(gate, undefined);
          yield* Deferred.await(gate);
          return value;
        });
      const balances = yield* loadBalancesWith({
        getPoints: () => call("getPoints", points),
        fetchGcb: () => call("fetchGcb", gcb),
        getStoreToken: () => call("getStoreToken", tokens),
        fetchAccounts: () => call("fetchAccounts", accounts),
      })({ walletId: null });
      return { balances, started };
    });
    const { balances, started } = await Effect.runPromise(program.pipe(Effect.timeout("1 second")));
    expect(started).toEqual(NAMES);
    expect(Object.values(balances).every((outcome) => outcome.ok)).toBe(true);
  });
});

describe("spec §2.1: storeEntry, the wallet id and the SSO session stored at entry", () => {
  const callsOf = (walletFails: boolean) => {
    const calls: string[] = [];
    return {
      calls,
      program: storeEntryWith({
        storeWalletId: (input) =>
          Effect.sync(() => calls.push(`storeWalletId ${input.walletId}`)).pipe(
            Effect.andThen(walletFails ? Effect.fail(fromErrorData(serverError("x"))) : Effect.void),
          ),
        storeSsoSession: () =>
          Effect.sync(() => calls.push("storeSsoSession")).pipe(Effect.as({ stored: true })),
      }),
    };
  };

  it("saves the wallet id, then stores the SSO session; nothing to store calls nothing", async () => {
    const both = callsOf(false);
    expect(await Effect.runPromise(both.program({ walletId: "W-1", sso: true }))).toEqual({
      walletId: { ok: true, value: undefined },
      sso: { ok: true, value: { stored: true } },
    });
    expect(both.calls).toEqual(["storeWalletId W-1", "storeSsoSession"]);
    const none = callsOf(false);
    expect(await Effect.runPromise(none.program({ walletId: null, sso: false }))).toEqual({
      walletId: null,
      sso: null,
    });
    expect(none.calls).toEqual([]);
  });

  it("a failed wallet-id store keeps its error and the SSO session is still stored", async () => {
    const { calls, program } = callsOf(true);
    expect(await Effect.runPromise(program({ walletId: "W-1", sso: true }))).toEqual({
      walletId: { ok: false, error: serverError("x") },
      sso: { ok: true, value: { stored: true } },
    });
    expect(calls).toEqual(["storeWalletId W-1", "storeSsoSession"]);
  });
});
