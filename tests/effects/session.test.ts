import { type BrowserServices, makeMemoryBrowser } from "@effects/runtime/browser";
import {
  ALTERNATE_EMAIL_KEY,
  clearLanguage,
  clearSignedOutData,
  clearStoredSession,
  LOGIN_EMAIL_KEY,
  MULTI_ACCOUNT_KEY,
  navigateTo,
  readLoginFlag,
  redirectAfterLogout,
  redirectToSite,
  storeLoginEmail,
  storeSsoSession,
  storeWalletId,
} from "@effects/session";
import { replacePath } from "@effects/site";
import { Effect, type Layer } from "effect";
import { describe, expect, it } from "vitest";

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

describe("spec §2.1 SSO: the token is stored as a_t and s_e_t=1 in session storage and as cookies", () => {
  it("stores the 'token' parameter of the current page", async () => {
    const memory = makeMemoryBrowser({ url: "http://storefront.test/sso/?token=sso-123&redirect=abc" });
    expect(await run(storeSsoSession(), memory.layer)).toEqual({ stored: true });
    expect(Object.fromEntries(memory.state.session)).toEqual({ a_t: "sso-123", s_e_t: "1" });
    expect(memory.state.cookies.get("a_t")).toEqual({
      value: "sso-123",
      path: "/",
      maxAgeSeconds: 2_592_000,
    });
    expect(memory.state.cookies.get("s_e_t")).toEqual({ value: "1", path: "/", maxAgeSeconds: 2_592_000 });
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
  it("clears a_t and s_e_t from session storage and cookies, leaving the rest", async () => {
    const memory = makeMemoryBrowser({
      session: { a_t: "t", s_e_t: "1", vendor_wallet_id: "W" },
      cookies: { a_t: "t", s_e_t: "1", consent: "yes" },
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
