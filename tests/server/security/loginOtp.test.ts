import { limitExceededMessage } from "@contract/account";
import { resendLoginOtp, validateLoginOtp, validatePassword, validateUserIdentity } from "@contract/identity";
import { describe, expect, it } from "vitest";
import { accountModule } from "../../../server/domains/account/module";
import { printMailsOf } from "../../../server/domains/account/outbox";
import { siteModule } from "../../../server/domains/site/module";
import { makeTestServer as makeServer } from "../../../server/testing";
import { mailedCode, otherCode, outboxOf } from "../../support/outbox";

const START = Date.UTC(2026, 10, 25, 12, 0, 0);
const MINUTE = 60_000;
/** Where Priya's login OTPs are texted (her contact 91-9876543210). */
const PRIYA_TEXTS = "+91-9876543210";
const LIMIT_TEXT = limitExceededMessage("support@rewards-storefront.example");
const EXPIRED = "Your login session has expired. Please enter your e-mail or mobile number again.";
const NO_LONGER_VALID = "This OTP is no longer valid. Please request a new one.";
const WRONG_OTP = "The OTP you entered is incorrect.";

const makeTestServer = () => {
  const server = makeServer({ modules: [siteModule, accountModule] });
  server.setNow(START);
  return server;
};
type Server = ReturnType<typeof makeTestServer>;

const identify = async (server: Server, userInput: string) => {
  const data = (await server.call(validateUserIdentity, { user_input: userInput })).data?.data;
  return { preAuth: data?.a_t ?? "", otpId: data?.otp_id ?? "" };
};

const tryOtp = (server: Server, step: { preAuth: string; otpId: string }, otp: string) =>
  server.call(validateLoginOtp, { otp_id: step.otpId, otp }, { token: step.preAuth });

const resend = (server: Server, step: { preAuth: string; otpId: string }) =>
  server.call(resendLoginOtp, { otp_id: step.otpId, cf_token: "" }, { token: step.preAuth });

describe("login OTPs are random, texted to the number and kept only as a digest", () => {
  it("each look-up texts its own six-digit code to the number; the stored row does not hold it", async () => {
    const server = makeTestServer();
    const first = await identify(server, "9876543210");
    const firstCode = await mailedCode(server, PRIYA_TEXTS, "login-otp");
    const second = await identify(server, "9876543210");
    const secondCode = await mailedCode(server, PRIYA_TEXTS, "login-otp");
    expect(firstCode).toMatch(/^\d{6}$/);
    expect(secondCode).toMatch(/^\d{6}$/);
    expect((await outboxOf(server, PRIYA_TEXTS)).map((mail) => mail.kind)).toEqual([
      "login-otp",
      "login-otp",
    ]);

    const rows = server.db.prepare("SELECT * FROM otps").all();
    expect(rows).toHaveLength(2);
    for (const code of [firstCode, secondCode]) expect(JSON.stringify(rows)).not.toContain(`"${code}"`);

    expect((await tryOtp(server, second, secondCode)).data?.success).toBe(1);
    expect((await tryOtp(server, first, firstCode)).data?.success).toBe(1);
  });

  it("a code is void after 5 wrong tries, even when a sign-in in between cleared the lockout count", async () => {
    const server = makeTestServer();
    const step = await identify(server, "9876543210");
    const code = await mailedCode(server, PRIYA_TEXTS, "login-otp");
    for (let i = 0; i < 4; i += 1) {
      expect((await tryOtp(server, step, otherCode(code))).data).toEqual({ success: 0, message: WRONG_OTP });
    }
    // Priya signs in with her password elsewhere: her failures are forgotten, not the code's tries.
    const byPassword = await identify(server, "priya@demo.example");
    const signedIn = await server.call(
      validatePassword,
      { password: "Demo@1234" },
      { token: byPassword.preAuth },
    );
    expect(signedIn.data?.success).toBe(1);
    expect((await tryOtp(server, step, otherCode(code))).data).toEqual({ success: 0, message: WRONG_OTP });
    expect((await tryOtp(server, step, code)).data).toEqual({ success: 0, message: NO_LONGER_VALID });
  });
});

describe("a login challenge and its OTP expire 10 minutes after the look-up", () => {
  it("the password, the OTP and a stranger's decoy all answer 'expired' at 10 minutes", async () => {
    const server = makeTestServer();
    const byPassword = await identify(server, "priya@demo.example");
    const byOtp = await identify(server, "9876543210");
    const code = await mailedCode(server, PRIYA_TEXTS, "login-otp");
    const decoy = await identify(server, "nobody@demo.example");

    server.setNow(START + 10 * MINUTE);
    const password = await server.call(
      validatePassword,
      { password: "Demo@1234" },
      { token: byPassword.preAuth },
    );
    expect(password.data).toEqual({ success: 0, message: EXPIRED });
    expect((await tryOtp(server, byOtp, code)).data).toEqual({ success: 0, message: EXPIRED });
    const stranger = await server.call(validatePassword, { password: "Demo@1234" }, { token: decoy.preAuth });
    expect(stranger.data).toEqual({ success: 0, message: EXPIRED });
  });

  it("works until then", async () => {
    const server = makeTestServer();
    const step = await identify(server, "9876543210");
    const code = await mailedCode(server, PRIYA_TEXTS, "login-otp");
    server.setNow(START + 10 * MINUTE - 1);
    expect((await tryOtp(server, step, code)).data?.success).toBe(1);
  });
});

describe("login OTP resends are spaced by the server as by the page's 30 s countdown", () => {
  it("a resend within 30 s of the last send answers 429 with the §8 text; later it texts a new code that replaces the old", async () => {
    const server = makeTestServer();
    const step = await identify(server, "9876543210");
    const first = await mailedCode(server, PRIYA_TEXTS, "login-otp");

    server.setNow(START + 30_000 - 1);
    const early = await resend(server, step);
    expect(early.status).toBe(429);
    expect(early.json).toEqual({ success: 0, message: LIMIT_TEXT });
    expect(await outboxOf(server, PRIYA_TEXTS)).toHaveLength(1);

    server.setNow(START + 30_000);
    expect((await resend(server, step)).data).toEqual({
      success: 1,
      message: "An OTP has been sent to your mobile number.",
      data: { otp_id: step.otpId },
    });
    const second = await mailedCode(server, PRIYA_TEXTS, "login-otp");
    expect(await outboxOf(server, PRIYA_TEXTS)).toHaveLength(2);

    server.setNow(START + 60_000 - 1);
    expect((await resend(server, step)).status).toBe(429);

    expect((await tryOtp(server, step, first)).data).toEqual({ success: 0, message: WRONG_OTP });
    expect((await tryOtp(server, step, second)).data?.success).toBe(1);
  });

  it("a stranger's number is spaced the same way", async () => {
    const server = makeTestServer();
    const decoy = await identify(server, "9000000001");
    server.setNow(START + 30_000 - 1);
    expect((await resend(server, decoy)).status).toBe(429);
    server.setNow(START + 30_000);
    expect((await resend(server, decoy)).data?.success).toBe(1);
  });
});

describe("the demo server prints each mail on its console", () => {
  it("one line per mail: address, kind and body; another server's mails are not printed", async () => {
    const server = makeTestServer();
    const lines: string[] = [];
    printMailsOf(server.db, (line) => lines.push(line));
    await identify(server, "9876543210");
    const code = await mailedCode(server, PRIYA_TEXTS, "login-otp");
    await identify(makeTestServer(), "9876543210");
    expect(lines).toEqual([
      `[outbox] to +91-9876543210 (login-otp): Your OTP is ${code}. Do not share it with anyone.`,
    ]);
  });
});
