import { resendLoginOtp, validateLoginOtp, validateUserIdentity } from "@contract/identity";
import { applyVoucher, validateOrder } from "@contract/orders";
import { describe, expect, it } from "vitest";
import { IDENTITY_LOOKUPS_PER_MINUTE, OTP_SENDS_PER_MINUTE } from "../../server/domains/account/login";
import { captchaRefusedText } from "../../server/domains/orders/codes";
import { trackOrderLimit } from "../../server/domains/orders/module";
import { makeTestServer } from "../../server/testing";

const SUPPORT = "support@rewards-storefront.example";
/** spec §8, HTTP 429. */
const LIMIT_TEXT = `Limit exceeded, please try again in sometime. If it reoccurs, please reach out to ${SUPPORT}. Thank you for your patience.`;

describe("track order step 2 is limited per client address (spec §8 429 text)", () => {
  it(`the ${trackOrderLimit.max + 1}th contact guess within a minute answers 429; another address is not limited`, async () => {
    const server = makeTestServer();
    const address = "203.0.113.20";
    const guess = (n: number, from = address) =>
      server.call(
        validateOrder,
        { data: { order_id: "7004101", email: `guess${n}@demo.example` } },
        { address: from },
      );
    for (let i = 0; i < trackOrderLimit.max; i += 1) {
      expect((await guess(i)).data?.data.validateOrder).toEqual({
        success: 0,
        message: "Invalid primary contact details. Please try again.",
      });
    }
    const limited = await guess(99);
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ success: 0, message: LIMIT_TEXT });
    expect((await guess(100, "198.51.100.20")).status).toBe(200);
    // Step 1 (the order id alone) is not a contact guess.
    expect((await server.call(validateOrder, { data: { order_id: "7004101" } }, { address })).status).toBe(
      200,
    );
  });
});

describe("identity look-ups and OTP sends are limited per client address (spec §8 429 text)", () => {
  it(`sends at most ${OTP_SENDS_PER_MINUTE} login OTPs a minute to one address, whatever the numbers`, async () => {
    const server = makeTestServer();
    const address = "203.0.113.21";
    for (let i = 0; i < OTP_SENDS_PER_MINUTE; i += 1) {
      const number = `98765${String(10_000 + i).slice(-5)}`;
      const res = await server.call(validateUserIdentity, { user_input: number }, { address });
      expect(res.status).toBe(200);
    }
    const limited = await server.call(validateUserIdentity, { user_input: "9876543210" }, { address });
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ success: 0, message: LIMIT_TEXT });
  });

  it("resends count as OTP sends, across identities", async () => {
    const server = makeTestServer();
    const address = "203.0.113.22";
    let last = 200;
    for (let i = 0; i <= OTP_SENDS_PER_MINUTE; i += 1) {
      const step1 = await server.call(
        validateUserIdentity,
        { user_input: `resender${i}@demo.example` },
        { address },
      );
      const resend = await server.call(
        resendLoginOtp,
        { otp_id: "unknown", cf_token: "" },
        { token: step1.data?.data?.a_t ?? "", address },
      );
      last = resend.status;
    }
    expect(last).toBe(429);
  });

  it(`answers the ${IDENTITY_LOOKUPS_PER_MINUTE + 1}th identity look-up of a minute with 429`, async () => {
    const server = makeTestServer();
    const address = "203.0.113.23";
    for (let i = 0; i < IDENTITY_LOOKUPS_PER_MINUTE; i += 1) {
      await server.call(validateUserIdentity, { user_input: `someone${i}@demo.example` }, { address });
    }
    const limited = await server.call(
      validateUserIdentity,
      { user_input: "priya@demo.example" },
      { address },
    );
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ success: 0, message: LIMIT_TEXT });
  });
});

describe("identity look-up does not tell whether an account exists", () => {
  it("an unknown mobile number gets the same answer as a known one, and its OTP never signs in", async () => {
    const server = makeTestServer();
    const known = await server.call(validateUserIdentity, { user_input: "9876543210" });
    const unknown = await server.call(validateUserIdentity, { user_input: "9000000001" });
    const shape = (json: unknown) =>
      JSON.stringify(json).replace(/"(a_t|otp_id)":"[^"]+"/g, (_m, key: string) => `"${key}":"…"`);
    expect(shape(unknown.json)).toBe(shape(known.json));
    const otp = await server.call(
      validateLoginOtp,
      { otp_id: unknown.data?.data?.otp_id ?? "", otp: "123456" },
      { token: unknown.data?.data?.a_t ?? "" },
    );
    expect(otp.data).toEqual({ success: 0, message: "The OTP you entered is incorrect." });
  });
});

describe("the captcha of a showCts site is verified by the server (spec §2.9, §7.2 Captcha)", () => {
  const body = (token: string) => ({
    input: { code: "ACME2222BBBB0001", partner_type: "vd" as const, token },
  });

  it("acme's balance check with an unsolved captcha answers 403", async () => {
    const server = makeTestServer();
    const res = await server.call(applyVoucher, body("dev.3.4.8"), { headers: { "x-site": "acme" } });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ success: 0, message: captchaRefusedText });
  });

  it("acme's balance check with a solved captcha answers the code", async () => {
    const server = makeTestServer();
    const res = await server.call(applyVoucher, body("dev.3.4.7"), { headers: { "x-site": "acme" } });
    expect(res.data?.output.data.Result?.stores).toBe(true);
  });

  it("a site without a captcha (showCts off) does not ask for one", async () => {
    const server = makeTestServer();
    const res = await server.call(applyVoucher, body(""), { headers: { "x-site": "marketplace" } });
    expect(res.status).toBe(200);
  });
});

describe("a store that asks for a captcha requires it on the calls it precedes (spec §2.9, §4 'Track order')", () => {
  const ACME = { "x-site": "acme" };
  const SOLVED = "dev.3.4.7";
  const lookup = (token: string) => ({
    input: { code: "ACME2222BBBB0001", partner_type: "vd" as const, token },
  });

  it("a guest's acme balance check without a captcha token answers 403", async () => {
    const server = makeTestServer();
    const res = await server.call(applyVoucher, lookup(""), { headers: ACME });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ success: 0, message: captchaRefusedText });
  });

  it("a signed-in shopper's lookup on the authenticated base needs none (the checkout's codes)", async () => {
    const server = makeTestServer();
    const alex = server.openSession(5);
    const res = await server.call(applyVoucher, lookup(""), { token: alex, headers: ACME });
    expect(res.status).toBe(200);
    expect(res.data?.output.data.Result?.stores).toBe(true);
  });

  it("an acme code looked up from another store without a captcha says only 'another store'", async () => {
    const server = makeTestServer();
    const withheld = await server.call(applyVoucher, lookup(""), { headers: { "x-site": "marketplace" } });
    expect(withheld.data?.output.data.Result).toMatchObject({
      stores: false,
      voucher_details: { amount: 0, remain_amount: 0, expiry_date: "" },
      primaryIdentifier: [],
    });
    const solved = await server.call(applyVoucher, lookup(SOLVED), { headers: { "x-site": "marketplace" } });
    expect(solved.data?.output.data.Result).toMatchObject({
      stores: false,
      voucher_details: { amount: 1500, remain_amount: 1500, expiry_date: "2027-12-31" },
    });
  });

  it("track order of an acme order, or on acme, without a verified token answers 403; with one, the order", async () => {
    const server = makeTestServer();
    const acmeOrder = { data: { order_id: "7004104" } };
    for (const token of [undefined, "", "dev.3.4.8"]) {
      const data = token === undefined ? acmeOrder.data : { ...acmeOrder.data, token };
      const res = await server.call(validateOrder, { data });
      expect(res.status, String(token)).toBe(403);
      expect(res.json).toEqual({ success: 0, message: captchaRefusedText });
    }
    const onAcme = await server.call(validateOrder, { data: { order_id: "7004101" } }, { headers: ACME });
    expect(onAcme.status).toBe(403);
    const step1 = await server.call(validateOrder, { data: { order_id: "7004104", token: SOLVED } });
    expect(step1.data?.data.validateOrder).toEqual({ success: 1, data: { primaryIdentifier: "email" } });
    // A marketplace order tracked on the marketplace needs no captcha (showCts off).
    const market = await server.call(validateOrder, { data: { order_id: "7004101" } });
    expect(market.data?.data.validateOrder.success).toBe(1);
  });
});
