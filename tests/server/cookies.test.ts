import { fetchUserDetails, logout } from "@contract/account";
import { validatePassword, validateUserIdentity } from "@contract/identity";
import { describe, expect, it } from "vitest";
import { cameOverHttps, requestCookie } from "../../server/core/cookies";
import { makeTestServer } from "../../server/testing";

type Server = ReturnType<typeof makeTestServer>;

/** Signs Priya in (spec §7.5: identity, then password with the pre-authentication a_t). */
const signIn = async (server: Server, headers: Record<string, string> = {}, address?: string) => {
  const step1 = await server.call(validateUserIdentity, { user_input: "priya@demo.example" });
  return server.call(
    validatePassword,
    { password: "Demo@1234" },
    { token: step1.data?.data?.a_t ?? "", headers, ...(address === undefined ? {} : { address }) },
  );
};

const attributesOf = (cookie: string) => cookie.split(";").map((part) => part.trim());

describe("the session cookie a_t is set by the server, HttpOnly (spec §2.1, §7.1)", () => {
  it("a sign-in answers Set-Cookie a_t=<session>; HttpOnly; SameSite=Lax; Path=/ (no Secure over http)", async () => {
    const server = makeTestServer();
    const login = await signIn(server);
    const token = login.data?.data?.a_t ?? "";
    expect(token).not.toBe("");
    expect(login.setCookies).toHaveLength(1);
    const attributes = attributesOf(login.setCookies[0] ?? "");
    expect(attributes[0]).toBe(`a_t=${token}`);
    expect(attributes).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/"]));
    expect(attributes).not.toContain("Secure");
  });

  it("the identity step's pre-authentication token is never set as the cookie", async () => {
    const server = makeTestServer();
    const step1 = await server.call(validateUserIdentity, { user_input: "priya@demo.example" });
    expect(step1.setCookies).toEqual([]);
  });

  it("is Secure when a trusted proxy says the request came over https, not when anyone else says so", async () => {
    const server = makeTestServer({ config: { trustedProxies: ["10.0.0.5"] } });
    const viaProxy = await signIn(server, { "x-forwarded-proto": "https" }, "10.0.0.5");
    expect(attributesOf(viaProxy.setCookies[0] ?? "")).toContain("Secure");
    const spoofed = await signIn(server, { "x-forwarded-proto": "https" }, "203.0.113.9");
    expect(attributesOf(spoofed.setCookies[0] ?? "")).not.toContain("Secure");
    expect(cameOverHttps("https://shop.example/chef/api/graph", undefined, undefined, [])).toBe(true);
  });

  it("logout clears it: a_t=; Max-Age=0; HttpOnly", async () => {
    const server = makeTestServer();
    const token = (await signIn(server)).data?.data?.a_t ?? "";
    const out = await server.call(logout, {}, { token });
    expect(out.status).toBe(200);
    const attributes = attributesOf(out.setCookies[0] ?? "");
    expect(attributes[0]).toBe("a_t=");
    expect(attributes).toEqual(expect.arrayContaining(["Max-Age=0", "HttpOnly", "SameSite=Lax"]));
  });

  it("the authenticated base reads the cookie when no a_t header is sent; the public base never does", async () => {
    const server = makeTestServer();
    const token = (await signIn(server)).data?.data?.a_t ?? "";
    const byCookie = await server.call(
      fetchUserDetails,
      {},
      { base: "auth", headers: { cookie: `a_t=${token}` } },
    );
    expect(byCookie.status).toBe(200);
    const without = await server.call(fetchUserDetails, {}, { base: "auth" });
    expect(without.status).toBe(401);
    // An a_t header wins over the cookie: a dead header token is not rescued by a live cookie.
    const dead = await server.call(
      fetchUserDetails,
      {},
      { base: "auth", token: "not-a-session", headers: { cookie: `a_t=${token}` } },
    );
    expect(dead.status).toBe(401);
    expect(requestCookie(`x=1; a_t=${token}; y=2`, "a_t")).toBe(token);
  });

  it("the SSO entry '/sso/?token=' of a live session sets the cookie; an unknown token sets none", async () => {
    const server = makeTestServer();
    const token = (await signIn(server)).data?.data?.a_t ?? "";
    const entry = await server.app.hono.request(`/sso/?token=${encodeURIComponent(token)}`);
    const cookies = entry.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    expect(attributesOf(cookies[0] ?? "")).toEqual(
      expect.arrayContaining([`a_t=${token}`, "HttpOnly", "SameSite=Lax", "Path=/"]),
    );
    expect(entry.headers.get("cache-control")).toBe("no-store");
    const unknown = await server.app.hono.request("/sso/?token=made-up");
    expect(unknown.headers.getSetCookie()).toEqual([]);
  });
});
