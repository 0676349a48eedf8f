import { fetchUserDetails } from "@contract/account";
import {
  generateResetPasswordLink,
  resetPassword,
  validatePassword,
  validateResetLink,
  validateUserIdentity,
} from "@contract/identity";
import { describe, expect, it } from "vitest";
import { accountModule } from "../../../server/domains/account/module";
import { ResetTexts, voidResetLinksOf } from "../../../server/domains/account/reset";
import { siteModule } from "../../../server/domains/site/module";
import { makeTestServer as makeServer } from "../../../server/testing";
import { outboxOf } from "../../support/outbox";

const NEW_PASSWORD = "Fresh2026pass";
const PRIYA = 1;

const makeTestServer = () => makeServer({ modules: [siteModule, accountModule] });
type Server = ReturnType<typeof makeTestServer>;

/** 'Forgot password?' for Priya; the keyword of the link mailed to her. */
const forgot = async (server: Server): Promise<string> => {
  const step = await server.call(validateUserIdentity, { user_input: "priya@demo.example" });
  await server.call(
    generateResetPasswordLink,
    { reset_link: "/marketplace/rp/" },
    { token: step.data?.data?.a_t ?? "" },
  );
  const [mail] = await outboxOf(server, "priya@demo.example");
  return mail?.link?.split("/rp/")[1] ?? "";
};

const signIn = async (server: Server, email: string): Promise<string> => {
  const step = await server.call(validateUserIdentity, { user_input: email });
  const login = await server.call(
    validatePassword,
    { password: "Demo@1234" },
    { token: step.data?.data?.a_t ?? "" },
  );
  return login.data?.data?.a_t ?? "";
};

const linkState = async (server: Server, keyword: string) =>
  (await server.call(validateResetLink, { reset_link: keyword })).data;

describe("password reset links", () => {
  it("keep their keyword only as a digest", async () => {
    const server = makeTestServer();
    const keyword = await forgot(server);
    expect(keyword).not.toBe("");
    const rows = server.db.prepare("SELECT * FROM reset_links").all();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(keyword);
    expect(await linkState(server, keyword)).toEqual({ success: 1, message: ResetTexts.en.valid });
  });

  it("a new link voids the older ones", async () => {
    const server = makeTestServer();
    const older = await forgot(server);
    const newer = await forgot(server);
    expect(await linkState(server, older)).toEqual({ success: 0, message: ResetTexts.en.unknown });
    const reset = await server.call(resetPassword, { reset_link: older, password: NEW_PASSWORD });
    expect(reset.data).toEqual({ success: 0, message: ResetTexts.en.unknown });
    expect(await linkState(server, newer)).toEqual({ success: 1, message: ResetTexts.en.valid });
  });

  it("a reset ends every session of the user, and no other user's", async () => {
    const server = makeTestServer();
    const first = await signIn(server, "priya@demo.example");
    const second = server.openSession(PRIYA);
    const sam = await signIn(server, "sam@demo.example");
    const keyword = await forgot(server);
    const done = await server.call(resetPassword, { reset_link: keyword, password: NEW_PASSWORD });
    expect(done.data).toEqual({ success: 1, message: ResetTexts.en.done });
    for (const token of [first, second]) {
      expect((await server.call(fetchUserDetails, {}, { token })).status).toBe(401);
    }
    expect((await server.call(fetchUserDetails, {}, { token: sam })).status).toBe(200);
  });

  it("'Forgot password?' on a login step older than 10 minutes mails nothing, with the same answer", async () => {
    const server = makeTestServer();
    const start = Date.UTC(2026, 10, 25, 12, 0, 0);
    server.setNow(start);
    const step = await server.call(validateUserIdentity, { user_input: "priya@demo.example" });
    server.setNow(start + 10 * 60_000);
    const answer = await server.call(
      generateResetPasswordLink,
      { reset_link: "/marketplace/rp/" },
      { token: step.data?.data?.a_t ?? "" },
    );
    expect(answer.data).toEqual({ success: 1, message: ResetTexts.en.mailed });
    expect(await outboxOf(server, "priya@demo.example")).toEqual([]);
  });

  it("voidResetLinksOf voids a user's outstanding link (a password change calls it)", async () => {
    const server = makeTestServer();
    const keyword = await forgot(server);
    voidResetLinksOf(server.db, PRIYA);
    expect(await linkState(server, keyword)).toEqual({ success: 0, message: ResetTexts.en.unknown });
  });
});
