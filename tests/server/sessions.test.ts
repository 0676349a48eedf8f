import { fetchUserDetails, logout, ssoToken } from "@contract/account";
import { selectAccount, validatePassword, validateUserIdentity } from "@contract/identity";
import { describe, expect, it } from "vitest";
import { defaults } from "../../server/config";
import { makeTestServer } from "../../server/testing";

const START = Date.UTC(2026, 10, 25, 12, 0, 0);
const MINUTE = 60_000;

/** Signs Priya (or another demo user) in through the login calls; the a_t. */
const signIn = async (
  server: ReturnType<typeof makeTestServer>,
  email = "priya@demo.example",
): Promise<string> => {
  const step1 = await server.call(validateUserIdentity, { user_input: email });
  const step2 = await server.call(
    validatePassword,
    { password: "Demo@1234" },
    { token: step1.data?.data?.a_t ?? "" },
  );
  const token = step2.data?.data?.a_t;
  if (token === undefined) throw new Error("no session");
  return token;
};

const userDetails = (server: ReturnType<typeof makeTestServer>, token: string) =>
  server.call(fetchUserDetails, {}, { token });

describe("session tokens expire (spec §7.1: HTTP 401 is treated as logged out)", () => {
  it("has an idle lifetime of 30 minutes and an absolute one of 12 hours by default", () => {
    expect(defaults.sessionIdleMinutes).toBe(30);
    expect(defaults.sessionMaxHours).toBe(12);
  });

  it("a token unused for longer than the idle lifetime answers HTTP 401", async () => {
    const server = makeTestServer();
    server.setNow(START);
    const token = await signIn(server);
    server.setNow(START + 29 * MINUTE);
    expect((await userDetails(server, token)).status).toBe(200);
    // Each use restarts the idle time.
    server.setNow(START + 58 * MINUTE);
    expect((await userDetails(server, token)).status).toBe(200);
    server.setNow(START + 89 * MINUTE);
    const expired = await userDetails(server, token);
    expect(expired.status).toBe(401);
    expect(expired.json).toEqual({ success: 0, message: "Unauthenticated" });
  });

  it("a token in steady use still expires at the absolute lifetime", async () => {
    const server = makeTestServer({ config: { sessionIdleMs: 30 * MINUTE, sessionMaxMs: 120 * MINUTE } });
    server.setNow(START);
    const token = await signIn(server);
    for (let minute = 20; minute <= 120; minute += 20) {
      server.setNow(START + minute * MINUTE);
      expect((await userDetails(server, token)).status).toBe(200);
    }
    server.setNow(START + 121 * MINUTE);
    expect((await userDetails(server, token)).status).toBe(401);
  });

  it("an SSO token expires with the login it was made from", async () => {
    const server = makeTestServer({ config: { sessionIdleMs: 120 * MINUTE, sessionMaxMs: 60 * MINUTE } });
    server.setNow(START);
    const token = await signIn(server);
    server.setNow(START + 50 * MINUTE);
    const sso = (await server.call(ssoToken, { type: { platform: "perks" } }, { token })).data?.data.sso_token
      .data?.token;
    expect(sso).toBeDefined();
    server.setNow(START + 61 * MINUTE);
    expect((await userDetails(server, sso ?? "")).status).toBe(401);
  });
});

describe("switching accounts keeps the login's absolute lifetime (spec §7.5 Account switching)", () => {
  it("a token of a switched-to account expires when the login it came from does", async () => {
    const server = makeTestServer({ config: { sessionIdleMs: 120 * MINUTE, sessionMaxMs: 60 * MINUTE } });
    server.setNow(START);
    const sam = await signIn(server, "sam@demo.example");
    server.setNow(START + 40 * MINUTE);
    const acme = (await server.call(selectAccount, { cid: 2002 }, { token: sam })).data?.data?.a_t ?? "";
    server.setNow(START + 50 * MINUTE);
    const back = (await server.call(selectAccount, { cid: 1001 }, { token: acme })).data?.data?.a_t ?? "";
    expect((await userDetails(server, back)).data?.data.fetchUserDetails.email).toBe("sam@demo.example");
    server.setNow(START + 60 * MINUTE + 1);
    expect((await userDetails(server, back)).status).toBe(401);
  });
});

describe("logout ends every token of the session (spec §7.5 Logout)", () => {
  it("tokens made by SSO from the session stop working too", async () => {
    const server = makeTestServer();
    server.setNow(START);
    const token = await signIn(server);
    const sso = (await server.call(ssoToken, { type: { platform: "perks" } }, { token })).data?.data.sso_token
      .data?.token;
    expect((await userDetails(server, sso ?? "")).status).toBe(200);
    expect((await server.call(logout, {}, { token })).data).toEqual({ success: 1 });
    expect((await userDetails(server, token)).status).toBe(401);
    expect((await userDetails(server, sso ?? "")).status).toBe(401);
  });

  it("logging out with an SSO token ends its parent session as well", async () => {
    const server = makeTestServer();
    server.setNow(START);
    const token = await signIn(server);
    const sso = (await server.call(ssoToken, { type: { platform: "perks" } }, { token })).data?.data.sso_token
      .data?.token;
    await server.call(logout, {}, { token: sso ?? "" });
    expect((await userDetails(server, token)).status).toBe(401);
  });

  it("another login of the same user keeps working", async () => {
    const server = makeTestServer();
    server.setNow(START);
    const first = await signIn(server);
    const second = await signIn(server);
    await server.call(logout, {}, { token: first });
    expect((await userDetails(server, second)).status).toBe(200);
  });
});
