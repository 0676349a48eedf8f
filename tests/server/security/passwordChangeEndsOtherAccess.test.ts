/**
 * A password change (spec §7.5 change_query {reset_input}) takes the account back from whoever
 * else held it: the user's other sessions end, the one that made the change stays, and the reset
 * links mailed before it no longer work.
 */
import { fetchUserDetails } from "@contract/account";
import { generateResetPasswordLink, validateResetLink, validateUserIdentity } from "@contract/identity";
import { changeQuery } from "@contract/profile";
import { describe, expect, it } from "vitest";
import { accountModule } from "../../../server/domains/account/module";
import { profileModule } from "../../../server/domains/profile/module";
import { siteModule } from "../../../server/domains/site/module";
import { makeTestServer } from "../../../server/testing";

const VERA = 73;
const VERA_EMAIL = "vera.desktop@demo.example";

const makeServer = () => makeTestServer({ modules: [siteModule, accountModule, profileModule] });
type Server = ReturnType<typeof makeServer>;

const change = (server: Server, token: string, old_password: string) =>
  server.call(changeQuery, { reset_input: { old_password, new_password: "Fresh2026pass" } }, { token });

const detailsStatus = async (server: Server, token: string): Promise<number> =>
  (await server.call(fetchUserDetails, {}, { token })).status;

/** 'Forgot password?' for Vera: the keyword of the link mailed to her. */
const resetKeyword = async (server: Server): Promise<string> => {
  const challenge = await server.call(validateUserIdentity, { user_input: VERA_EMAIL });
  await server.call(
    generateResetPasswordLink,
    { reset_link: "/marketplace/rp/" },
    { token: challenge.data?.data?.a_t ?? "" },
  );
  const response = await server.app.hono.request(`/__outbox?to=${VERA_EMAIL}`);
  const { mails } = (await response.json()) as { mails: { link: string | null }[] };
  const keyword = mails[0]?.link?.split("/rp/")[1];
  if (keyword === undefined) throw new Error("no reset link mailed");
  return keyword;
};

describe("a password change ends the other sessions and the older reset links", () => {
  it("Vera's other sessions end; the one that changed the password stays", async () => {
    const server = makeServer();
    const here = server.openSession(VERA);
    const elsewhere = server.openSession(VERA);
    const priya = server.openSession(1);
    expect((await change(server, here, "Demo@1234")).data?.data.change_query).toEqual({
      success: 1,
      message: "Your password has been changed.",
    });
    expect(await detailsStatus(server, here)).toBe(200);
    expect(await detailsStatus(server, elsewhere)).toBe(401);
    // Another user's session is not touched.
    expect(await detailsStatus(server, priya)).toBe(200);
  });

  it("a wrong current password ends nothing", async () => {
    const server = makeServer();
    const here = server.openSession(VERA);
    const elsewhere = server.openSession(VERA);
    expect((await change(server, here, "Wrong@1234")).data?.data.change_query.success).toBe(0);
    expect(await detailsStatus(server, elsewhere)).toBe(200);
  });

  it("a reset link mailed before the change no longer works", async () => {
    const server = makeServer();
    const keyword = await resetKeyword(server);
    expect((await server.call(validateResetLink, { reset_link: keyword })).data?.success).toBe(1);
    await change(server, server.openSession(VERA), "Demo@1234");
    expect((await server.call(validateResetLink, { reset_link: keyword })).data).toEqual({
      success: 0,
      message: "This password reset link is not valid. Please ask for a new one.",
    });
  });
});
