import { describe, expect, it } from "vitest";
import { accountModule } from "../../server/domains/account/module";
import { cartModule } from "../../server/domains/cart/module";
import { siteModule } from "../../server/domains/site/module";
import { makeTestServer as makeServer } from "../../server/testing";
import { mailedCode, otherCode } from "../support/outbox";

/** The site domain provides the client branding and conversion rates these calls read. */
const makeTestServer = () => makeServer({ modules: [siteModule, accountModule, cartModule] });

import {
  fetchAccounts,
  fetchGcb,
  fetchUserDetails,
  getMenu,
  getPoints,
  getStoreToken,
  LOGIN_LOCKOUT_MESSAGE,
  logout,
  ssoToken,
} from "@contract/account";
import {
  resendLoginOtp,
  selectAccount,
  validateIfSwitchWorked,
  validateLoginOtp,
  validatePassword,
  validateUserIdentity,
} from "@contract/identity";
import { operationPath } from "@contract/operation";

type Server = ReturnType<typeof makeTestServer>;

const PASSWORD = "Demo@1234";
/** Where Priya's login OTPs are texted (her contact 91-9876543210). */
const PRIYA_TEXTS = "+91-9876543210";
const SUPPORT = "support@rewards-storefront.example";
const LIMIT_TEXT = `Limit exceeded, please try again in sometime. If it reoccurs, please reach out to ${SUPPORT}. Thank you for your patience.`;
const START = Date.UTC(2026, 10, 25, 12, 0, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Step 1 of login: the pre-authentication token (and OTP id for a mobile number). */
const identify = async (server: Server, userInput: string) => {
  const res = await server.call(validateUserIdentity, { user_input: userInput });
  expect(res.status).toBe(200);
  const data = res.data?.data;
  if (data?.a_t === undefined) throw new Error(`no pre-auth token for ${userInput}`);
  return { preAuth: data.a_t, otpId: data.otp_id, loginType: data.login_type };
};

/** Full password login; answers the session token. */
const login = async (server: Server, email: string) => {
  const { preAuth } = await identify(server, email);
  const res = await server.call(validatePassword, { password: PASSWORD }, { token: preAuth });
  const token = res.data?.data?.a_t;
  if (token === undefined) throw new Error(`login failed for ${email}: ${JSON.stringify(res.json)}`);
  return token;
};

describe("password login (spec §7.5)", () => {
  it("validateUserIdentity -> validatePassword with header a_t -> session a_t that opens the authenticated base", async () => {
    const server = makeTestServer();
    const step1 = await server.call(validateUserIdentity, { user_input: "  Priya@demo.example " });
    expect(step1.data?.success).toBe(1);
    expect(step1.data?.data).toMatchObject({ user_exists: true, login_type: "password" });
    const preAuth = step1.data?.data?.a_t ?? "";
    expect(preAuth).not.toBe("");

    // The pre-authentication token is not a session.
    expect((await server.call(fetchUserDetails, {}, { token: preAuth })).status).toBe(401);

    const step2 = await server.call(validatePassword, { password: PASSWORD }, { token: preAuth });
    expect(step2.status).toBe(200);
    expect(step2.data?.success).toBe(1);
    expect(step2.data?.data?.domain).toBeNull();
    const token = step2.data?.data?.a_t ?? "";

    const details = await server.call(fetchUserDetails, {}, { token });
    expect(details.status).toBe(200);
    expect(details.data?.data.fetchUserDetails).toEqual({
      email: "priya@demo.example",
      first_name: "Priya",
      last_name: "Sharma",
      company_id: 1001,
      contact: "91-9876543210",
      user_creation_date: "2024-03-14 10:22:05",
      user_login_type: "1",
      domain: null,
      client_id: 1001,
      companyDetails: { name: "Rewards Marketplace", company_id: 1001 },
      country_code: "IN",
    });
  });

  it("sends the password base64-encoded on the wire and refuses a value that is not base64 (HTTP 400)", async () => {
    const server = makeTestServer();
    const { preAuth } = await identify(server, "priya@demo.example");
    const path = operationPath(validatePassword, "public");
    const wrongWire = await server.post(path, JSON.stringify({ password: "not base64!" }), { a_t: preAuth });
    expect(wrongWire.status).toBe(400);
    const ok = await server.post(path, JSON.stringify({ password: btoa(PASSWORD) }), { a_t: preAuth });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ success: 1 });
  });

  it("answers the user's domain, so a domain user lands on '/{domain}' (spec §2.1)", async () => {
    const server = makeTestServer();
    const { preAuth } = await identify(server, "alex@acme.example");
    const res = await server.call(validatePassword, { password: PASSWORD }, { token: preAuth });
    expect(res.data?.data?.domain).toBe("acme");
  });

  it("refuses a wrong password with success 0 and no session", async () => {
    const server = makeTestServer();
    const { preAuth } = await identify(server, "priya@demo.example");
    const res = await server.call(validatePassword, { password: "Wrong@1234" }, { token: preAuth });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ success: 0, message: "The password you entered is incorrect." });
    const count = server.db.prepare("SELECT count(*) AS n FROM sessions").get() as { n: number };
    expect(count.n).toBe(0);
  });

  it("answers an unknown identity exactly like a known one, and refuses a password without a valid pre-auth token", async () => {
    const server = makeTestServer();
    const known = await server.call(validateUserIdentity, { user_input: "priya@demo.example" });
    const unknown = await server.call(validateUserIdentity, { user_input: "nobody@demo.example" });
    const shape = (json: unknown) => JSON.stringify(json).replace(/"a_t":"[^"]+"/, '"a_t":"…"');
    expect(shape(unknown.json)).toBe(shape(known.json));
    const wrong = await server.call(
      validatePassword,
      { password: PASSWORD },
      { token: unknown.data?.data?.a_t ?? "" },
    );
    expect(wrong.data).toEqual({ success: 0, message: "The password you entered is incorrect." });
    const neither = await server.call(validateUserIdentity, { user_input: "hello" });
    expect(neither.data).toEqual({
      success: 0,
      message: "Please enter a valid e-mail address or mobile number.",
    });
    const noChallenge = await server.call(validatePassword, { password: PASSWORD }, { token: "made-up" });
    expect(noChallenge.data?.success).toBe(0);
    expect(noChallenge.data?.data).toBeUndefined();
  });

  it("stores passwords as scrypt hashes with a per-user salt", () => {
    const server = makeTestServer();
    const rows = server.db.prepare("SELECT password_hash FROM users ORDER BY id").all() as {
      password_hash: string;
    }[];
    expect(rows.length).toBeGreaterThanOrEqual(7);
    const salts = new Set(rows.map((r) => r.password_hash.split("$")[1]));
    expect(salts.size).toBe(rows.length);
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
      expect(row.password_hash).not.toContain(PASSWORD);
    }
  });
});

describe("login lockout after 5 failed attempts within an hour (spec §8)", () => {
  const fail = async (server: Server, preAuth: string) =>
    server.call(validatePassword, { password: "Wrong@1234" }, { token: preAuth });

  it("answers HTTP 423 with the lockout text, even for the right password, until an hour has passed", async () => {
    const server = makeTestServer();
    server.setNow(START);
    const { preAuth } = await identify(server, "priya@demo.example");
    for (let i = 1; i <= 4; i += 1) {
      const res = await fail(server, preAuth);
      expect(res.status).toBe(200);
      expect(res.data?.success).toBe(0);
    }
    const fifth = await fail(server, preAuth);
    expect(fifth.status).toBe(423);
    expect(fifth.json).toEqual({ success: 0, code: "LOGIN_LOCKOUT", message: LOGIN_LOCKOUT_MESSAGE });
    expect(LOGIN_LOCKOUT_MESSAGE).toBe(
      "For security reasons, access to the login page has been temporarily disabled due to multiple failed attempts. Please wait 1 hour and try again.",
    );

    server.setNow(START + 9 * MINUTE);
    const rightPassword = await server.call(validatePassword, { password: PASSWORD }, { token: preAuth });
    expect(rightPassword.status).toBe(423);
    expect(rightPassword.json).toEqual({ success: 0, code: "LOGIN_LOCKOUT", message: LOGIN_LOCKOUT_MESSAGE });
    server.setNow(START + 59 * MINUTE);
    const identity = await server.call(validateUserIdentity, { user_input: "priya@demo.example" });
    expect(identity.status).toBe(423);

    // Another identity is not affected.
    expect(await login(server, "sam@demo.example")).not.toBe("");

    server.setNow(START + HOUR);
    const again = await identify(server, "priya@demo.example");
    const after = await server.call(validatePassword, { password: PASSWORD }, { token: again.preAuth });
    expect(after.status).toBe(200);
    expect(after.data?.success).toBe(1);
  });

  it("counts only failures within the last hour", async () => {
    const server = makeTestServer();
    server.setNow(START);
    const { preAuth } = await identify(server, "priya@demo.example");
    for (let i = 0; i < 4; i += 1) await fail(server, preAuth);
    server.setNow(START + HOUR + MINUTE);
    const fifth = await fail(server, (await identify(server, "priya@demo.example")).preAuth);
    expect(fifth.status).toBe(200);
    expect(fifth.data).toEqual({ success: 0, message: "The password you entered is incorrect." });
  });

  it("forgets failures after a successful login", async () => {
    const server = makeTestServer();
    server.setNow(START);
    const first = await identify(server, "priya@demo.example");
    for (let i = 0; i < 4; i += 1) await fail(server, first.preAuth);
    await login(server, "priya@demo.example");
    const second = await identify(server, "priya@demo.example");
    const res = await fail(server, second.preAuth);
    expect(res.status).toBe(200);
  });

  it("counts wrong login OTPs too", async () => {
    const server = makeTestServer();
    server.setNow(START);
    const { preAuth, otpId = "" } = await identify(server, "9876543210");
    const code = await mailedCode(server, PRIYA_TEXTS, "login-otp");
    for (let i = 0; i < 4; i += 1) {
      const res = await server.call(
        validateLoginOtp,
        { otp_id: otpId, otp: otherCode(code) },
        { token: preAuth },
      );
      expect(res.data?.success).toBe(0);
    }
    const fifth = await server.call(
      validateLoginOtp,
      { otp_id: otpId, otp: otherCode(code) },
      { token: preAuth },
    );
    expect(fifth.status).toBe(423);
    expect(fifth.json).toEqual({ success: 0, code: "LOGIN_LOCKOUT", message: LOGIN_LOCKOUT_MESSAGE });
    const right = await server.call(validateLoginOtp, { otp_id: otpId, otp: code }, { token: preAuth });
    expect(right.status).toBe(423);
  });
});

describe("OTP login (spec §7.5)", () => {
  it("a mobile number gets login type otp and an otp_id; validateLoginOtp with header a_t answers the session", async () => {
    const server = makeTestServer();
    const { preAuth, otpId, loginType } = await identify(server, "+91 98765 43210");
    expect(loginType).toBe("otp");
    expect(otpId).toBeDefined();
    const code = await mailedCode(server, PRIYA_TEXTS, "login-otp");
    const wrong = await server.call(
      validateLoginOtp,
      { otp_id: otpId ?? "", otp: otherCode(code) },
      { token: preAuth },
    );
    expect(wrong.data).toEqual({ success: 0, message: "The OTP you entered is incorrect." });
    const res = await server.call(validateLoginOtp, { otp_id: otpId ?? "", otp: code }, { token: preAuth });
    expect(res.data?.success).toBe(1);
    const details = await server.call(fetchUserDetails, {}, { token: res.data?.data?.a_t ?? "" });
    expect(details.data?.data.fetchUserDetails.email).toBe("priya@demo.example");
  });

  it("the number without its country code finds the user too", async () => {
    const server = makeTestServer();
    const { loginType, otpId } = await identify(server, "2025550147");
    expect(loginType).toBe("otp");
    const row = server.db.prepare("SELECT user_id FROM otps WHERE otp_id = ?").get(otpId) as {
      user_id: number;
    };
    expect(row.user_id).toBe(2);
  });

  it("resendLoginOtp to the e-mail once the page's 30 s have passed, then validateLoginOtp with login_type 'email'", async () => {
    const server = makeTestServer();
    server.setNow(START);
    const { preAuth, otpId = "" } = await identify(server, "91-9876543210");
    server.setNow(START + 30_000);
    const resent = await server.call(
      resendLoginOtp,
      { otp_id: otpId, cf_token: "captcha-ok", login_type: "email" },
      { token: preAuth },
    );
    expect(resent.data).toEqual({
      success: 1,
      message: "An OTP has been sent to your e-mail address.",
      data: { otp_id: otpId },
    });
    const res = await server.call(
      validateLoginOtp,
      {
        otp_id: otpId,
        otp: await mailedCode(server, "priya@demo.example", "login-otp"),
        login_type: "email",
      },
      { token: preAuth },
    );
    expect(res.data?.success).toBe(1);
    expect(res.data?.data?.domain).toBeNull();
  });

  it("an OTP id of another login attempt is refused", async () => {
    const server = makeTestServer();
    const first = await identify(server, "9876543210");
    const second = await identify(server, "9876543210");
    const res = await server.call(
      validateLoginOtp,
      { otp_id: first.otpId ?? "", otp: await mailedCode(server, PRIYA_TEXTS, "login-otp") },
      { token: second.preAuth },
    );
    expect(res.data?.success).toBe(0);
  });
});

describe("HTTP 429 on validateLoginOtp and resendLoginOtp beyond 10 calls a minute (spec §8)", () => {
  it("marks both calls rate-limited in the contract", () => {
    expect(validateLoginOtp.rateLimited).toBe(true);
    expect(resendLoginOtp.rateLimited).toBe(true);
  });

  it("validateLoginOtp: the 11th call within a minute answers 429 with the support e-mail text", async () => {
    const server = makeTestServer();
    server.setNow(START);
    const { preAuth } = await identify(server, "9876543210");
    for (let i = 0; i < 10; i += 1) {
      const res = await server.call(
        validateLoginOtp,
        { otp_id: "unknown", otp: "000000" },
        { token: preAuth },
      );
      expect(res.status).toBe(200);
    }
    const eleventh = await server.call(
      validateLoginOtp,
      { otp_id: "unknown", otp: "000000" },
      { token: preAuth },
    );
    expect(eleventh.status).toBe(429);
    expect(eleventh.json).toEqual({ success: 0, message: LIMIT_TEXT });

    // Per identity: a new login attempt of the same user is limited as well.
    const again = await identify(server, "9876543210");
    const code = await mailedCode(server, PRIYA_TEXTS, "login-otp");
    const other = await server.call(
      validateLoginOtp,
      { otp_id: again.otpId ?? "", otp: code },
      { token: again.preAuth },
    );
    expect(other.status).toBe(429);

    server.setNow(START + MINUTE);
    const later = await server.call(
      validateLoginOtp,
      { otp_id: again.otpId ?? "", otp: code },
      { token: again.preAuth },
    );
    expect(later.status).toBe(200);
    expect(later.data?.success).toBe(1);
  });

  it("resendLoginOtp: the 11th call within a minute answers 429 with the same text", async () => {
    const server = makeTestServer();
    server.setNow(START);
    const { preAuth, otpId = "" } = await identify(server, "9876543210");
    for (let i = 0; i < 10; i += 1) {
      const res = await server.call(resendLoginOtp, { otp_id: "unknown", cf_token: "c" }, { token: preAuth });
      expect(res.status).toBe(200);
    }
    server.setNow(START + 30_000);
    const eleventh = await server.call(resendLoginOtp, { otp_id: otpId, cf_token: "c" }, { token: preAuth });
    expect(eleventh.status).toBe(429);
    expect(eleventh.json).toEqual({ success: 0, message: LIMIT_TEXT });
  });
});

describe("logout (spec §7.5)", () => {
  it("answers success 1 and ends the session: the token then gets HTTP 401", async () => {
    const server = makeTestServer();
    const token = await login(server, "priya@demo.example");
    expect(operationPath(logout, "auth")).toBe("/chef/logout");
    const res = await server.call(logout, {}, { token });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ success: 1 });
    expect((await server.call(fetchUserDetails, {}, { token })).status).toBe(401);
    expect((await server.call(logout, {}, { token })).status).toBe(401);
  });
});

describe("SSO token (spec §7.5 auth sso_token)", () => {
  it("answers a token for the platform that signs in as the same user", async () => {
    const server = makeTestServer();
    const token = await login(server, "sam@demo.example");
    const res = await server.call(ssoToken, { type: { platform: "perks" } }, { token });
    const sso = res.data?.data.sso_token;
    expect(sso?.success).toBe(1);
    expect(sso?.data?.platform).toBe("perks");
    const details = await server.call(fetchUserDetails, {}, { token: sso?.data?.token ?? "" });
    expect(details.data?.data.fetchUserDetails.email).toBe("sam@demo.example");
  });
});

describe("points, gift-card balance and tokens (spec §7.5, §3)", () => {
  it("Priya: 25000.00 INR points, GCB INR 2000.00 in two vouchers, 500.00 tokens", async () => {
    const server = makeTestServer();
    const token = await login(server, "priya@demo.example");
    const points = await server.call(getPoints, { add_data: 1 }, { token });
    expect(points.data?.data.getPoints).toEqual({
      success: 1,
      data: {
        RP: [{ balance: 25000 }],
        RMP: [{ balance: 1200 }],
        conversion_factor: 1,
        currency_code: "INR",
        platform: "marketplace",
        currency: { code: "INR", pointsBaseConversionValue: 1 },
        label: "Points",
        isThirdPartyUser: false,
        pointsConversionFactor: 1,
      },
    });
    const gcb = await server.call(fetchGcb, {}, { token });
    expect(gcb.data?.data.fetchGcb).toEqual({
      success: 1,
      data: {
        total: 2000,
        voucher_lists: [
          { amount: 1500, expiry: "2027-06-30" },
          { amount: 500, expiry: "2027-12-31" },
        ],
        currency_code: "INR",
      },
    });
    const tokens = await server.call(getStoreToken, { user_detail: { user_type: "ENDUSER" } }, { token });
    expect(tokens.data?.data.getStoreToken).toEqual({ total: 500 });
  });

  it("Sam: 1200.50 USD points (from hundredths), no GCB, no tokens; vendor_wallet_id is accepted", async () => {
    const server = makeTestServer();
    const token = await login(server, "sam@demo.example");
    const points = await server.call(getPoints, { add_data: 1, vendor_wallet_id: "W-42" }, { token });
    const data = points.data?.data.getPoints.data;
    expect(data?.RP).toEqual([{ balance: 1200.5 }]);
    expect(data?.currency_code).toBe("USD");
    expect(data?.currency).toEqual({ code: "USD", pointsBaseConversionValue: 83.2 });
    const gcb = await server.call(fetchGcb, {}, { token });
    expect(gcb.data?.data.fetchGcb.data).toEqual({ total: 0, voucher_lists: [], currency_code: "USD" });
    const tokens = await server.call(getStoreToken, { user_detail: { user_type: "ENDUSER" } }, { token });
    expect(tokens.data?.data.getStoreToken.total).toBe(0);
  });

  it("the client's points label and points conversion factor, and the third-party flag", async () => {
    const server = makeTestServer();
    const alex = await server.call(
      getPoints,
      { add_data: 1 },
      { token: await login(server, "alex@acme.example") },
    );
    expect(alex.data?.data.getPoints.data?.label).toBe("Acme Stars");
    expect(alex.data?.data.getPoints.data?.RP).toEqual([{ balance: 5000 }]);
    expect(alex.data?.data.getPoints.data?.pointsConversionFactor).toBe(0.5);
    const theo = await server.call(
      getPoints,
      { add_data: 1 },
      { token: await login(server, "tp@demo.example") },
    );
    expect(theo.data?.data.getPoints.data?.isThirdPartyUser).toBe(true);
  });

  it("the token balance call takes user_type 'ENDUSER' only (spec §6)", async () => {
    const server = makeTestServer();
    const token = await login(server, "priya@demo.example");
    const res = await server.post(
      operationPath(getStoreToken, "auth"),
      JSON.stringify({
        query: getStoreToken.query,
        tag: "points",
        variables: { user_detail: { user_type: "ADMIN" } },
      }),
      { a_t: token },
    );
    expect(res.status).toBe(400);
  });

  it("balances need a session: HTTP 401 without a_t", async () => {
    const server = makeTestServer();
    const res = await server.post(
      operationPath(getPoints, "auth"),
      JSON.stringify({ query: getPoints.query, tag: "points", variables: { add_data: 1 } }),
    );
    expect(res.status).toBe(401);
  });
});

describe("menu: success 1 means admin (spec §3, §6)", () => {
  it("answers success 1 for the admin and 0 for a shopper, with the menu data either way", async () => {
    const server = makeTestServer();
    const admin = await server.call(getMenu, {}, { token: await login(server, "admin@demo.example") });
    expect(admin.data?.data.getMenu).toEqual({
      success: 1,
      data: {
        companyDetails: { name: "Rewards Marketplace", company_id: 1001 },
        showMultiLanguage: true,
        showAlternateEmail: true,
        disablePhoneNumberInCheckout: false,
      },
    });
    const shopper = await server.call(getMenu, {}, { token: await login(server, "priya@demo.example") });
    expect(shopper.data?.data.getMenu.success).toBe(0);
    expect(shopper.data?.data.getMenu.data?.companyDetails.name).toBe("Rewards Marketplace");
  });
});

describe("linked accounts (spec §7.5 account switching)", () => {
  it("fetch_accounts lists Sam's accounts in clients 1001, 2002 and 5179; none for Priya", async () => {
    const server = makeTestServer();
    const sam = await login(server, "sam@demo.example");
    expect(operationPath(fetchAccounts, "auth")).toBe("/chef/switchapi/fetch_accounts");
    const res = await server.call(fetchAccounts, {}, { token: sam });
    expect(res.data?.success).toBe(1);
    expect(res.data?.linkedAccounts.map((a) => a.cid)).toEqual([1001, 2002, 5179]);
    expect(res.data?.linkedAccounts.map((a) => a.name)).toEqual([
      "Rewards Marketplace",
      "Acme Rewards",
      "Members Club",
    ]);
    expect(res.data?.linkedAccounts.find((a) => a.is_current === true)?.cid).toBe(1001);
    const priya = await server.call(fetchAccounts, {}, { token: await login(server, "priya@demo.example") });
    expect(priya.data?.linkedAccounts).toEqual([]);
  });

  it("select_account switches the session to the linked account of that client with a new a_t", async () => {
    const server = makeTestServer();
    const sam = await login(server, "sam@demo.example");
    const res = await server.call(selectAccount, { cid: 2002 }, { token: sam });
    expect(res.data?.success).toBe(1);
    expect(res.data?.data?.domain).toBe("acme");
    const next = res.data?.data?.a_t ?? "";
    expect(next).not.toBe(sam);
    expect((await server.call(fetchUserDetails, {}, { token: sam })).status).toBe(401);

    const details = await server.call(fetchUserDetails, {}, { token: next });
    expect(details.data?.data.fetchUserDetails).toMatchObject({
      client_id: 2002,
      company_id: 2002,
      first_name: "Sam",
    });

    const check = await server.call(validateIfSwitchWorked, {}, { token: next });
    expect(check.data?.success).toBe(1);
    expect(check.data?.accounts.map((a) => a.cid)).toEqual([1001, 2002, 5179]);
    expect(check.data?.accounts.find((a) => a.is_current === true)?.cid).toBe(2002);

    const points = await server.call(getPoints, { add_data: 1 }, { token: next });
    expect(points.data?.data.getPoints.data?.label).toBe("Acme Stars");
  });

  it("a sign-in answers showLinkedAccountsModal only for a member who asks for the choice and has another account (spec §3)", async () => {
    const server = makeTestServer();
    const signIn = async (email: string) => {
      const { preAuth } = await identify(server, email);
      return (await server.call(validatePassword, { password: PASSWORD }, { token: preAuth })).data?.data;
    };
    expect((await signIn("leo@demo.example"))?.showLinkedAccountsModal).toBe(true);
    // Every sign-in of that member asks again.
    expect((await signIn("leo@demo.example"))?.showLinkedAccountsModal).toBe(true);
    // Linked, but not asking (Sam); not linked at all (Priya); the other member of Leo's group.
    expect((await signIn("sam@demo.example"))?.showLinkedAccountsModal).toBeUndefined();
    expect((await signIn("priya@demo.example"))?.showLinkedAccountsModal).toBeUndefined();
    expect((await signIn("leo.martin@acme.example"))?.showLinkedAccountsModal).toBeUndefined();
  });

  it("select_account refuses a client the user has no linked account in", async () => {
    const server = makeTestServer();
    const sam = await login(server, "sam@demo.example");
    const res = await server.call(selectAccount, { cid: 3003 }, { token: sam });
    expect(res.data).toEqual({ success: 0, message: "No linked account was found for this client." });
    expect((await server.call(fetchUserDetails, {}, { token: sam })).status).toBe(200);
  });
});
