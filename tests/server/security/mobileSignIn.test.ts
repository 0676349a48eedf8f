import { fetchUserDetails } from "@contract/account";
import { validateLoginOtp, validateUserIdentity } from "@contract/identity";
import { describe, expect, it } from "vitest";
import { accountModule } from "../../../server/domains/account/module";
import { siteModule } from "../../../server/domains/site/module";
import { makeTestServer as makeServer } from "../../../server/testing";
import { mailedCode, outboxOf } from "../../support/outbox";

/** Priya (client 1001) and Mia (client 5179, not linked to Priya) with one number, 91-9876543210. */
const sharedNumberServer = () => {
  const server = makeServer({ modules: [siteModule, accountModule] });
  server.db.prepare("UPDATE users SET contact = '91-9876543210' WHERE email = 'mia@members.example'").run();
  return server;
};
type Server = ReturnType<typeof sharedNumberServer>;

/** Signs in by mobile number, with the `x-site` store when given; the account's e-mail, if any. */
const signInByMobile = async (server: Server, number: string, site?: string): Promise<string | undefined> => {
  const headers: Record<string, string> = site === undefined ? {} : { "x-site": site };
  const step = (await server.call(validateUserIdentity, { user_input: number }, { headers })).data?.data;
  const otps = server.db.prepare("SELECT count(*) AS n FROM otps").get() as { n: number };
  if (otps.n === 0) return undefined;
  const otp = await mailedCode(server, "+91-9876543210", "login-otp");
  const login = await server.call(
    validateLoginOtp,
    { otp_id: step?.otp_id ?? "", otp },
    { token: step?.a_t ?? "", headers },
  );
  const token = login.data?.data?.a_t ?? "";
  return (await server.call(fetchUserDetails, {}, { token })).data?.data.fetchUserDetails.email;
};

describe("a sign-in by mobile number never opens a stranger's account", () => {
  it("a number held by unlinked accounts of two clients opens none of them without the store", async () => {
    const server = sharedNumberServer();
    const known = await server.call(validateUserIdentity, { user_input: "9811122233" });
    const shared = await server.call(validateUserIdentity, { user_input: "9876543210" });
    // Answered as a stranger's number: the same shape, and no code is texted.
    const shape = (json: unknown) => JSON.stringify(json).replace(/"(a_t|otp_id)":"[^"]+"/g, '"$1":"…"');
    expect(shape(shared.json)).toBe(shape(known.json));
    expect(await outboxOf(server, "+91-9876543210")).toEqual([]);
    expect(await signInByMobile(server, "9876543210")).toBeUndefined();
  });

  it("the store the request names (x-site) picks its client's account", async () => {
    const server = sharedNumberServer();
    expect(await signInByMobile(server, "9876543210", "members")).toBe("mia@members.example");
    expect(await signInByMobile(server, "+91 98765 43210", "marketplace")).toBe("priya@demo.example");
    expect(await signInByMobile(server, "9876543210", "no-such-store")).toBeUndefined();
  });

  it("one person's linked accounts sharing a number still sign in, to the group's first account", async () => {
    const server = makeServer({ modules: [siteModule, accountModule] });
    const step = (await server.call(validateUserIdentity, { user_input: "2025550147" })).data?.data;
    const row = server.db.prepare("SELECT user_id FROM otps WHERE otp_id = ?").get(step?.otp_id) as {
      user_id: number;
    };
    expect(row.user_id).toBe(2);
  });
});
