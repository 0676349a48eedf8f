import { limitExceededMessage } from "@contract/account";
import {
  resendSetupOtp,
  sendVerificationLink,
  signUpStores,
  validatePassword,
  validateResetLink,
  validateSetupOtp,
  validateUserIdentity,
  welcomeMail,
} from "@contract/identity";
import { describe, expect, it } from "vitest";
import { accountModule } from "../../server/domains/account/module";
import {
  SETUP_OTP_LIFETIME_MS,
  SETUP_OTP_RESENDS_PER_MINUTE,
  SignUpTexts,
} from "../../server/domains/account/signup";
import { siteModule } from "../../server/domains/site/module";
import { makeTestServer as makeServer } from "../../server/testing";
import { mailedCode, otherCode, outboxOf as outbox } from "../support/outbox";

const START = Date.UTC(2026, 10, 26, 12, 0, 0);
const PASSWORD = "Joined2026now";

const makeTestServer = () => makeServer({ modules: [siteModule, accountModule], now: () => START });
type Server = ReturnType<typeof makeTestServer>;

/** The code of the latest setup OTP mailed to `to`. */
const latestCode = (server: Server, to: string): Promise<string> => mailedCode(server, to, "setup-otp");

const signUp = (server: Server, email: string, extra: { password?: string; mobile?: string } = {}) =>
  server.call(signUpStores, {
    signup_input: {
      email,
      full_name: "Nina Okafor",
      password: extra.password ?? PASSWORD,
      url: "/marketplace",
      ...(extra.mobile === undefined ? {} : { mobile: extra.mobile, mobile_code: "91" }),
    },
  });

const setupOtp = (server: Server, ids: { otp_id: string; user_reference: string }, otp: string, email = "") =>
  server.call(validateSetupOtp, { ...ids, otp, password: PASSWORD, reset_link: "", email, mobile: "" });

const signsInWith = async (server: Server, email: string, password: string): Promise<boolean> => {
  const identity = await server.call(validateUserIdentity, { user_input: email });
  const res = await server.call(validatePassword, { password }, { token: identity.data?.data?.a_t ?? "" });
  return res.data?.success === 1;
};

describe("sign up (spec §7.5 signUpStores, validateSetupOtp, resendSetupOtp)", () => {
  it("mails a setup OTP; the code opens the account and a session; the password then signs in", async () => {
    const server = makeTestServer();
    const answer = await signUp(server, "nina@new.example");
    expect(answer.data?.success).toBe(1);
    const ids = answer.data?.data;
    if (ids === undefined) throw new Error("no otp_id");
    const code = await latestCode(server, "nina@new.example");

    const done = await setupOtp(server, ids, code, "nina@new.example");
    expect(done.data?.success).toBe(1);
    expect(done.data?.data?.a_t).toEqual(expect.any(String));
    expect(await signsInWith(server, "nina@new.example", PASSWORD)).toBe(true);

    const row = server.db
      .prepare("SELECT password_hash FROM users WHERE email = ?")
      .get("nina@new.example") as {
      password_hash: string;
    };
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain(PASSWORD);

    // Single use: a repeat of the call (its answer lost) gets the same session once, then nothing.
    const repeat = await setupOtp(server, ids, code);
    expect(repeat.data?.data?.a_t).toBe(done.data?.data?.a_t);
    expect((await setupOtp(server, ids, code)).data).toEqual({
      success: 0,
      message: SignUpTexts.en.expiredOtp,
    });
  });

  it("a wrong code is refused and the right one still works; an expired code is refused", async () => {
    const server = makeTestServer();
    const ids = (await signUp(server, "late@new.example")).data?.data;
    if (ids === undefined) throw new Error("no otp_id");
    const code = await latestCode(server, "late@new.example");
    expect((await setupOtp(server, ids, otherCode(code))).data).toEqual({
      success: 0,
      message: SignUpTexts.en.wrongOtp,
    });
    server.setNow(START + SETUP_OTP_LIFETIME_MS);
    expect((await setupOtp(server, ids, code)).data).toEqual({
      success: 0,
      message: SignUpTexts.en.expiredOtp,
    });
  });

  it("a taken e-mail gets a clear message and no code", async () => {
    const server = makeTestServer();
    const answer = await signUp(server, "Priya@demo.example");
    expect(answer.data).toEqual({ success: 0, message: SignUpTexts.en.emailTaken });
    expect((await outbox(server, "priya@demo.example")).filter((m) => m.kind === "setup-otp")).toEqual([]);
  });

  it("refuses a password against the §5 rule and a mobile number out of 7 to 16 digits", async () => {
    const server = makeTestServer();
    for (const weak of ["short1", "no digits here", "has space 1234"]) {
      expect((await signUp(server, "weak@new.example", { password: weak })).data?.message).toBe(
        SignUpTexts.en.weakPassword,
      );
    }
    expect((await signUp(server, "m@new.example", { mobile: "123456" })).data?.message).toBe(
      "Mobile number should be between 7 to 16 digits only",
    );
  });

  it("resend replaces the code; beyond its limit it answers HTTP 429 with the §8 text", async () => {
    const server = makeTestServer();
    const ids = (await signUp(server, "again@new.example")).data?.data;
    if (ids === undefined) throw new Error("no otp_id");
    const first = await latestCode(server, "again@new.example");
    let otpId = ids.otp_id;
    for (let i = 0; i < SETUP_OTP_RESENDS_PER_MINUTE; i++) {
      const res = await server.call(resendSetupOtp, {
        otp_id: otpId,
        user_reference: ids.user_reference,
        cf_token: "",
      });
      expect(res.data?.success).toBe(1);
      otpId = res.data?.data?.otp_id ?? "";
    }
    const over = await server.call(resendSetupOtp, {
      otp_id: otpId,
      user_reference: ids.user_reference,
      cf_token: "",
    });
    expect(over.status).toBe(429);
    expect(over.json).toEqual({
      success: 0,
      message: limitExceededMessage("support@rewards-storefront.example"),
    });
    // The first code went with its otp_id; the latest one opens the account.
    expect((await setupOtp(server, ids, first)).data?.success).toBe(0);
    const latest = await latestCode(server, "again@new.example");
    expect((await setupOtp(server, { ...ids, otp_id: otpId }, latest)).data?.success).toBe(1);
  });

  it("once signed in: the verification link leads to the reset page and the welcome mail is sent", async () => {
    const server = makeTestServer();
    const ids = (await signUp(server, "link@new.example")).data?.data;
    if (ids === undefined) throw new Error("no otp_id");
    const session = (await setupOtp(server, ids, await latestCode(server, "link@new.example"))).data?.data
      ?.a_t;
    const auth = { token: session ?? "" };
    const link = await server.call(
      sendVerificationLink,
      { user_input: "link@new.example", reset_link: "/marketplace/rp/", is_admin: 0 },
      auth,
    );
    expect(link.data).toEqual({ success: 1, message: SignUpTexts.en.linkSent });
    const welcome = await server.call(welcomeMail, { add_data: { url: "/marketplace" } }, auth);
    expect(welcome.data?.data.welcome_mail.success).toBe(1);
    const mails = await outbox(server, "link@new.example");
    expect(mails.map((m) => m.kind)).toEqual(["welcome", "verification", "setup-otp"]);
    const keyword = mails[1]?.link?.split("/rp/")[1] ?? "";
    expect((await server.call(validateResetLink, { reset_link: keyword })).data?.success).toBe(1);
  });
});
