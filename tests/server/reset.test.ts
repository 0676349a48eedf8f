import {
  generateResetPasswordLink,
  resetPassword,
  validatePassword,
  validateResetLink,
  validateUserIdentity,
} from "@contract/identity";
import { describe, expect, it } from "vitest";
import { accountModule } from "../../server/domains/account/module";
import { ResetTexts } from "../../server/domains/account/reset";
import { siteModule } from "../../server/domains/site/module";
import { makeTestServer as makeServer } from "../../server/testing";
import { outboxOf as outbox } from "../support/outbox";

const START = Date.UTC(2026, 10, 25, 12, 0, 0);
const MINUTE = 60_000;
const NEW_PASSWORD = "Fresh2026pass";

const makeTestServer = (config: { resetLinkMs?: number } = {}) =>
  makeServer({ modules: [siteModule, accountModule], now: () => START, config });

type Server = ReturnType<typeof makeTestServer>;

const preAuthOf = async (server: Server, identity: string): Promise<string> => {
  const res = await server.call(validateUserIdentity, { user_input: identity });
  const token = res.data?.data?.a_t;
  if (token === undefined) throw new Error("no pre-authentication token");
  return token;
};

/** 'Forgot password?' for `identity`; the keyword of the mailed link, if one was mailed. */
const forgot = async (server: Server, identity: string) => {
  const preAuth = await preAuthOf(server, identity);
  const answer = await server.call(
    generateResetPasswordLink,
    { reset_link: "/marketplace/rp/" },
    { token: preAuth },
  );
  const [mail] = await outbox(server, identity);
  const keyword = mail?.link?.split("/rp/")[1];
  return { answer, mail, keyword };
};

const signsInWith = async (server: Server, email: string, password: string): Promise<boolean> => {
  const preAuth = await preAuthOf(server, email);
  const res = await server.call(validatePassword, { password }, { token: preAuth });
  return res.data?.success === 1;
};

describe("password reset (spec §7.5 'Password reset')", () => {
  it("mails a link to the site's /rp/ page; the link resets the password once; the new password signs in", async () => {
    const server = makeTestServer();
    const { answer, mail, keyword } = await forgot(server, "priya@demo.example");
    expect(answer.data).toEqual({ success: 1, message: ResetTexts.en.mailed });
    expect(mail).toMatchObject({ to_address: "priya@demo.example", kind: "reset-password" });
    expect(mail?.link).toMatch(/^http:\/\/storefront\.test\/marketplace\/rp\/[^/]+$/);
    if (keyword === undefined) throw new Error("no keyword");

    expect((await server.call(validateResetLink, { reset_link: keyword })).data?.success).toBe(1);
    const done = await server.call(resetPassword, { reset_link: keyword, password: NEW_PASSWORD });
    expect(done.data).toEqual({ success: 1, message: ResetTexts.en.done });
    expect(await signsInWith(server, "priya@demo.example", NEW_PASSWORD)).toBe(true);
    expect(await signsInWith(server, "priya@demo.example", "Demo@1234")).toBe(false);

    // Single use: the same link is refused afterwards, by both calls.
    expect((await server.call(validateResetLink, { reset_link: keyword })).data).toEqual({
      success: 0,
      message: ResetTexts.en.used,
    });
    const again = await server.call(resetPassword, { reset_link: keyword, password: "Other2026pass" });
    expect(again.data).toEqual({ success: 0, message: ResetTexts.en.used });
    expect(await signsInWith(server, "priya@demo.example", NEW_PASSWORD)).toBe(true);
  });

  it("no password is stored in clear", async () => {
    const server = makeTestServer();
    const { keyword } = await forgot(server, "sam@demo.example");
    await server.call(resetPassword, { reset_link: keyword ?? "", password: NEW_PASSWORD });
    const row = server.db
      .prepare("SELECT password_hash FROM users WHERE email = ?")
      .get("sam@demo.example") as {
      password_hash: string;
    };
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain(NEW_PASSWORD);
  });

  it("a link expires after the configured lifetime (30 minutes by default)", async () => {
    const server = makeTestServer();
    const { keyword } = await forgot(server, "priya@demo.example");
    const link = keyword ?? "";
    server.setNow(START + 30 * MINUTE - 1);
    expect((await server.call(validateResetLink, { reset_link: link })).data?.success).toBe(1);
    server.setNow(START + 30 * MINUTE);
    expect((await server.call(validateResetLink, { reset_link: link })).data).toEqual({
      success: 0,
      message: ResetTexts.en.expired,
    });
    const late = await server.call(resetPassword, { reset_link: link, password: NEW_PASSWORD });
    expect(late.data).toEqual({ success: 0, message: ResetTexts.en.expired });

    const short = makeTestServer({ resetLinkMs: 5 * MINUTE });
    const other = await forgot(short, "priya@demo.example");
    short.setNow(START + 5 * MINUTE);
    expect((await short.call(validateResetLink, { reset_link: other.keyword ?? "" })).data?.message).toBe(
      ResetTexts.en.expired,
    );
  });

  it("an unknown keyword says so; a password against the §5 rule is refused and the link still works", async () => {
    const server = makeTestServer();
    expect((await server.call(validateResetLink, { reset_link: "no-such-link" })).data).toEqual({
      success: 0,
      message: ResetTexts.en.unknown,
    });
    const { keyword } = await forgot(server, "priya@demo.example");
    const link = keyword ?? "";
    for (const weak of ["short1", "no digits here", "has space 1234"]) {
      const res = await server.call(resetPassword, { reset_link: link, password: weak });
      expect(res.data).toEqual({ success: 0, message: ResetTexts.en.weakPassword });
    }
    expect((await server.call(validateResetLink, { reset_link: link })).data?.success).toBe(1);
  });

  it("an unknown identity gets the same answer and no mail: the answer does not tell who has an account", async () => {
    const server = makeTestServer();
    const known = await forgot(server, "priya@demo.example");
    const unknown = await forgot(server, "nobody@demo.example");
    expect(unknown.answer.data).toEqual(known.answer.data);
    expect(unknown.mail).toBeUndefined();
  });

  it("a reset link may lead only to a reset page of this origin", async () => {
    const server = makeTestServer();
    const preAuth = await preAuthOf(server, "priya@demo.example");
    for (const reset_link of ["https://evil.example/rp/", "//evil.example/rp/", "/marketplace/login/"]) {
      const res = await server.call(generateResetPasswordLink, { reset_link }, { token: preAuth });
      expect(res.data?.success).toBe(0);
    }
    expect(await outbox(server, "priya@demo.example")).toEqual([]);
  });
});
