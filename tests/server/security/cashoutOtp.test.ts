/**
 * Cash out moves points out of the platform to a UPI id or a bank account (spec §1, §7.6
 * generateOrderOtp): the mailed OTP is the step-up check that the shopper holds the mailbox, so
 * nothing the client receives may stand in for it, it cannot be guessed, and a site that does not
 * offer cash out refuses it whatever the client says.
 */
import { createHash } from "node:crypto";
import { limitExceededMessage } from "@contract/account";
import { cashoutConfirm, fetchCashoutFormData, generateOrderOtp } from "@contract/cashout";
import { describe, expect, it } from "vitest";
import { CashoutLimits, CashoutTexts } from "../../../server/domains/cashout/module";
import { makeTestServer } from "../../../server/testing";

const CARL = 97;
const CARL_EMAIL = "carl.cashout@demo.example";
const ALEX = 5;
const SUPPORT = "support@rewards-storefront.example";
const START = Date.UTC(2026, 10, 25, 12, 0, 0);

type Server = ReturnType<typeof makeTestServer>;

const upi = (upiId: string, amount: number) => ({
  data: {
    product_id: 49001,
    category_id: 1466,
    amount,
    upi_id: upiId,
    account_holder: null,
    account_number: null,
    bank_code: null,
  },
});

/** The code of the newest cash-out OTP mail to `email`, as its reader sees it. */
const mailedCode = (server: Server, email: string): string => {
  const row = server.db
    .prepare("SELECT body FROM outbox WHERE to_address = ? AND kind = 'order-otp' ORDER BY id DESC LIMIT 1")
    .get(email) as { body: string };
  return /\b(\d{6})\b/.exec(row.body)?.[1] ?? "";
};

/** The otp_id generateOrderOtp answers: all the client receives. */
const requestOtp = async (server: Server, token: string): Promise<string> => {
  const answer = (await server.call(generateOrderOtp, upi("carl@okbank", 500), { token })).data?.data
    .generateOrderOtp;
  expect(answer?.success).toBe(1);
  return answer?.data?.otp_id ?? "";
};

const confirm = async (server: Server, token: string, otpId: string, otp: string) =>
  server.call(cashoutConfirm, { data: { otp_id: otpId, otp } }, { token });

/** A code other than `code`, of the same form. */
const otherThan = (code: string, n = 1): string => String((Number(code) + n) % 1_000_000).padStart(6, "0");

describe("the cash-out OTP is random and kept only as a digest", () => {
  it("a cash-out code cannot be computed from its otp_id; the mailed code confirms", async () => {
    const server = makeTestServer();
    const token = server.openSession(CARL);
    const otpId = await requestOtp(server, token);
    // What an earlier reference API derived from the otp_id.
    const derived = String(
      createHash("sha256").update(`order-otp:${otpId}`).digest().readUInt32BE(0) % 1_000_000,
    ).padStart(6, "0");
    const mailed = mailedCode(server, CARL_EMAIL);
    expect(mailed).toMatch(/^\d{6}$/);
    expect(derived).not.toBe(mailed);
    expect((await confirm(server, token, otpId, derived)).data?.data.cashoutConfirm).toEqual({
      success: 0,
      message: "The OTP is not correct.",
      code: "otpWrong",
    });
    const placed = (await confirm(server, token, otpId, mailed)).data?.data.cashoutConfirm;
    expect(placed?.success).toBe(1);
    expect(server.balances(CARL).points_hundredths).toBe(1_000_000 - 50_000);
  });

  it("the table holds no clear code, and the transfer's reference does not follow from the otp_id", async () => {
    const server = makeTestServer();
    const token = server.openSession(CARL);
    const otpId = await requestOtp(server, token);
    const code = mailedCode(server, CARL_EMAIL);
    const row = server.db.prepare("SELECT * FROM cashout_otps WHERE otp_id = ?").get(otpId) as Record<
      string,
      unknown
    >;
    expect(Object.keys(row)).not.toContain("code");
    expect(Object.values(row).map(String)).not.toContain(code);
    expect(String(row.code_digest)).toMatch(/^[0-9a-f]{64}$/);
    const ref = (await confirm(server, token, otpId, code)).data?.data.cashoutConfirm.data?.storeRefId ?? "";
    expect(ref).toMatch(/^CO[0-9A-F]{10}$/);
    const derivedRef = `CO${createHash("sha256").update(`cashout:${otpId}`).digest("hex").slice(0, 10).toUpperCase()}`;
    expect(ref).not.toBe(derivedRef);
  });
});

describe("the cash-out OTP is void after 5 wrong codes", () => {
  it("after 5 wrong codes even the right one is refused as expired, and no point moves", async () => {
    const server = makeTestServer();
    const token = server.openSession(CARL);
    const otpId = await requestOtp(server, token);
    const code = mailedCode(server, CARL_EMAIL);
    for (let n = 1; n <= 5; n += 1) {
      expect((await confirm(server, token, otpId, otherThan(code, n))).data?.data.cashoutConfirm.code).toBe(
        "otpWrong",
      );
    }
    expect((await confirm(server, token, otpId, code)).data?.data.cashoutConfirm).toEqual({
      success: 0,
      message: CashoutTexts.en.otpExpired,
      code: "otpExpired",
    });
    expect(CashoutTexts.en.otpExpired).toBe("The OTP has expired.");
    expect(server.balances(CARL).points_hundredths).toBe(1_000_000);
  });

  it("4 wrong codes leave the right one working", async () => {
    const server = makeTestServer();
    const token = server.openSession(CARL);
    const otpId = await requestOtp(server, token);
    const code = mailedCode(server, CARL_EMAIL);
    for (let n = 1; n <= 4; n += 1) await confirm(server, token, otpId, otherThan(code, n));
    expect((await confirm(server, token, otpId, code)).data?.data.cashoutConfirm.success).toBe(1);
  });

  it("confirming a placed transfer again answers the same transfer and is not a wrong try", async () => {
    const server = makeTestServer();
    const token = server.openSession(CARL);
    const otpId = await requestOtp(server, token);
    const code = mailedCode(server, CARL_EMAIL);
    const first = (await confirm(server, token, otpId, code)).data?.data.cashoutConfirm.data;
    for (let n = 0; n < 6; n += 1) {
      expect((await confirm(server, token, otpId, code)).data?.data.cashoutConfirm.data).toEqual(first);
    }
    expect(server.balances(CARL).points_hundredths).toBe(1_000_000 - 50_000);
  });
});

describe("cash-out calls are limited per user (spec §8 HTTP 429)", () => {
  it("answers HTTP 429 to the 6th OTP asked for in 10 minutes, and grants one again after them", async () => {
    const server = makeTestServer();
    server.setNow(START);
    const token = server.openSession(CARL);
    expect(CashoutLimits.otpRequests).toEqual({ max: 5, windowMs: 600_000 });
    for (let n = 0; n < 5; n += 1) await requestOtp(server, token);
    const over = await server.call(generateOrderOtp, upi("carl@okbank", 500), { token });
    expect(over.status).toBe(429);
    expect(over.json).toEqual({ success: 0, message: limitExceededMessage(SUPPORT) });
    expect(limitExceededMessage(SUPPORT)).toBe(
      "Limit exceeded, please try again in sometime. If it reoccurs, please reach out to support@rewards-storefront.example. Thank you for your patience.",
    );
    // One mail per OTP granted: the refused request sent none.
    const mails = server.db
      .prepare("SELECT COUNT(*) AS n FROM outbox WHERE to_address = ? AND kind = 'order-otp'")
      .get(CARL_EMAIL);
    expect(mails).toEqual({ n: 5 });
    server.setNow(START + 10 * 60_000 + 1);
    await requestOtp(server, token);
  });

  it("counts only codes that did not become a transfer: six transfers in a row in 10 minutes go through", async () => {
    const server = makeTestServer();
    server.setNow(START);
    const token = server.openSession(CARL);
    const refs = new Set<string>();
    for (let n = 0; n < 6; n += 1) {
      const otpId = await requestOtp(server, token);
      const placed = await confirm(server, token, otpId, mailedCode(server, CARL_EMAIL));
      const answer = JSON.stringify(placed.json);
      expect(answer).toContain('"success":1');
      refs.add(answer);
    }
    expect(refs.size).toBe(6);
  });

  it("answers HTTP 429 to the 31st confirmation in a minute", async () => {
    const server = makeTestServer();
    server.setNow(START);
    const token = server.openSession(CARL);
    expect(CashoutLimits.confirmations).toEqual({ max: 30, windowMs: 60_000 });
    const otpId = await requestOtp(server, token);
    const statuses: number[] = [];
    for (let n = 0; n < 31; n += 1) statuses.push((await confirm(server, token, otpId, "000000")).status);
    expect(statuses).toEqual([...Array.from({ length: 30 }, () => 200), 429]);
    server.setNow(START + 60_001);
    expect((await confirm(server, token, otpId, "000000")).status).toBe(200);
  });
});

describe("cash out follows the signed-in user's own site, not the client's url", () => {
  const ALEX_SITE = "acme";

  it("alex@acme.example (acme offers no cash out) is refused the form, an OTP and a confirmation, even naming /marketplace", async () => {
    const server = makeTestServer();
    const token = server.openSession(ALEX);
    const form = (await server.call(fetchCashoutFormData, { form_input: { url: "/marketplace" } }, { token }))
      .data?.data.fetchCashoutFormData;
    expect(form).toEqual({ success: 0, message: "Cash out is not available for this account." });
    const otp = (await server.call(generateOrderOtp, upi("attacker@ybl", 1000), { token })).data?.data
      .generateOrderOtp;
    expect(otp).toEqual({ success: 0, message: "Cash out is not available for this account." });
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM cashout_otps").get()).toEqual({ n: 0 });

    // An OTP issued while Alex's site offered cash out is refused once it no longer does.
    server.db.prepare("UPDATE users SET site = 'marketplace' WHERE id = ?").run(ALEX);
    const granted = (await server.call(generateOrderOtp, upi("attacker@ybl", 1000), { token })).data?.data
      .generateOrderOtp.data?.otp_id;
    server.db.prepare("UPDATE users SET site = ? WHERE id = ?").run(ALEX_SITE, ALEX);
    const code = mailedCode(server, "alex@acme.example");
    const confirmed = (await confirm(server, token, granted ?? "", code)).data?.data.cashoutConfirm;
    expect(confirmed).toEqual({ success: 0, message: "Cash out is not available for this account." });
    expect(server.balances(ALEX).points_hundredths).toBe(500_000);
  });
});
