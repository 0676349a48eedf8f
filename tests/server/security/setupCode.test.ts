import { fetchUserDetails, limitExceededMessage } from "@contract/account";
import { signUpStores, validateSetupOtp } from "@contract/identity";
import { describe, expect, it } from "vitest";
import { codeDigest } from "../../../server/core/oneTimeCode";
import { accountModule } from "../../../server/domains/account/module";
import {
  SETUP_OTP_GUESSES_PER_MINUTE,
  SETUP_OTP_LIFETIME_MS,
  SignUpTexts,
} from "../../../server/domains/account/signup";
import { siteModule } from "../../../server/domains/site/module";
import { makeTestServer as makeServer } from "../../../server/testing";
import { mailedCode, otherCode } from "../../support/outbox";

const START = Date.UTC(2026, 10, 26, 12, 0, 0);
const PASSWORD = "Joined2026now";
const LIMIT_TEXT = limitExceededMessage("support@rewards-storefront.example");

const makeTestServer = () => {
  const server = makeServer({ modules: [siteModule, accountModule] });
  server.setNow(START);
  return server;
};
type Server = ReturnType<typeof makeTestServer>;

interface Contact {
  readonly email?: string;
  readonly mobile?: string;
  readonly mobile_code?: string;
  readonly full_name?: string;
  readonly url?: string;
}

/** A sign-up; its otp_id and user_reference (empty when refused) and its answer. */
const signUp = async (server: Server, contact: Contact) => {
  const answer = await server.call(signUpStores, {
    signup_input: { full_name: "Nina Okafor", password: PASSWORD, url: "/marketplace", ...contact },
  });
  return { answer, ids: answer.data?.data ?? { otp_id: "", user_reference: "" } };
};

const guess = (
  server: Server,
  ids: { otp_id: string; user_reference: string },
  otp: string,
  address?: string,
) =>
  server.call(
    validateSetupOtp,
    { ...ids, otp, password: PASSWORD, reset_link: "", email: "", mobile: "" },
    address === undefined ? {} : { address },
  );

describe("setup codes are cheap keyed digests, one pending sign-up per person", () => {
  it("keeps the code as its HMAC digest under its otp_id, not as a password hash", async () => {
    const server = makeTestServer();
    const { ids } = await signUp(server, { email: "digest@new.example" });
    const code = await mailedCode(server, "digest@new.example", "setup-otp");
    const row = server.db
      .prepare("SELECT otp_digest FROM signups WHERE reference = ?")
      .get(ids.user_reference) as {
      otp_digest: string;
    };
    expect(row.otp_digest).toBe(codeDigest(server.db, "setup-otp", ids.otp_id, code));
  });

  it("a new sign-up for the same e-mail replaces the pending one, whose code stops working", async () => {
    const server = makeTestServer();
    const older = await signUp(server, { email: "twice@new.example" });
    const olderCode = await mailedCode(server, "twice@new.example", "setup-otp");
    const newer = await signUp(server, { email: "Twice@new.example" });
    const newerCode = await mailedCode(server, "twice@new.example", "setup-otp");
    expect((await guess(server, older.ids, olderCode)).data).toEqual({
      success: 0,
      message: SignUpTexts.en.expiredOtp,
    });
    expect((await guess(server, newer.ids, newerCode)).data?.success).toBe(1);
  });

  it("so does one for the same mobile number in the same client, under another dialling code", async () => {
    const server = makeTestServer();
    const older = await signUp(server, { mobile: "9123456789", mobile_code: "91" });
    const olderCode = await mailedCode(server, "+91-9123456789", "setup-otp");
    const newer = await signUp(server, { mobile: "9123456789", mobile_code: "1" });
    expect((await guess(server, older.ids, olderCode)).data?.message).toBe(SignUpTexts.en.expiredOtp);
    const newerCode = await mailedCode(server, "+1-9123456789", "setup-otp");
    expect((await guess(server, newer.ids, newerCode)).data?.success).toBe(1);
  });
});

describe("setup code guesses are limited", () => {
  it("a code is void after 5 wrong guesses", async () => {
    const server = makeTestServer();
    const { ids } = await signUp(server, { email: "five@new.example" });
    const code = await mailedCode(server, "five@new.example", "setup-otp");
    for (let i = 0; i < 5; i += 1) {
      expect((await guess(server, ids, otherCode(code))).data?.message).toBe(SignUpTexts.en.wrongOtp);
    }
    expect((await guess(server, ids, code)).data).toEqual({ success: 0, message: SignUpTexts.en.expiredOtp });
  });

  it(`counts ${SETUP_OTP_GUESSES_PER_MINUTE} guesses a minute per e-mail across sign-ups and addresses`, async () => {
    const server = makeTestServer();
    let attempt = 0;
    const guessFromNewAddress = async () => {
      attempt += 1;
      const { ids } = await signUp(server, { email: "victim@new.example" });
      return guess(server, ids, "000000", `198.51.100.${attempt}`);
    };
    for (let i = 0; i < SETUP_OTP_GUESSES_PER_MINUTE; i += 1)
      expect((await guessFromNewAddress()).status).toBe(200);
    const over = await guessFromNewAddress();
    expect(over.status).toBe(429);
    expect(over.json).toEqual({ success: 0, message: LIMIT_TEXT });
  });

  it(`counts ${SETUP_OTP_GUESSES_PER_MINUTE} guesses a minute per client address across e-mails`, async () => {
    const server = makeTestServer();
    const address = "203.0.113.40";
    for (let i = 0; i < SETUP_OTP_GUESSES_PER_MINUTE; i += 1) {
      const { ids } = await signUp(server, { email: `guess${i}@new.example` });
      expect((await guess(server, ids, "000000", address)).status).toBe(200);
    }
    const { ids } = await signUp(server, { email: "another@new.example" });
    expect((await guess(server, ids, "000000", address)).status).toBe(429);
    expect((await guess(server, ids, "000000", "203.0.113.41")).status).toBe(200);
  });
});

describe("a repeat of the call that opened the account (its answer lost) gets the same session once", () => {
  it("with the right code, once, while the code would still work", async () => {
    const server = makeTestServer();
    const { ids } = await signUp(server, { email: "lost@new.example" });
    const code = await mailedCode(server, "lost@new.example", "setup-otp");
    const first = (await guess(server, ids, code)).data?.data?.a_t;
    expect(first).toEqual(expect.any(String));

    expect((await guess(server, ids, otherCode(code))).data?.message).toBe(SignUpTexts.en.expiredOtp);
    const repeat = await guess(server, ids, code);
    expect(repeat.data).toEqual({
      success: 1,
      message: SignUpTexts.en.welcome,
      data: { a_t: first, domain: null },
    });
    const details = await server.call(fetchUserDetails, {}, { token: first ?? "" });
    expect(details.data?.data.fetchUserDetails.email).toBe("lost@new.example");
    expect((await guess(server, ids, code)).data?.message).toBe(SignUpTexts.en.expiredOtp);
  });

  it("not once the code's lifetime is over", async () => {
    const server = makeTestServer();
    const { ids } = await signUp(server, { email: "later@new.example" });
    const code = await mailedCode(server, "later@new.example", "setup-otp");
    expect((await guess(server, ids, code)).data?.success).toBe(1);
    server.setNow(START + SETUP_OTP_LIFETIME_MS);
    expect((await guess(server, ids, code)).data?.message).toBe(SignUpTexts.en.expiredOtp);
  });
});

describe("a mobile number belongs to one account per client", () => {
  it("sign-up refuses a number held in the client under another dialling code; another client may use it", async () => {
    const server = makeTestServer();
    const taken = await signUp(server, { mobile: "9876543210", mobile_code: "1" });
    expect(taken.answer.data).toEqual({ success: 0, message: SignUpTexts.en.mobileTaken });
    const elsewhere = await signUp(server, { mobile: "9876543210", mobile_code: "1", url: "/acme" });
    expect(elsewhere.answer.data?.success).toBe(1);
  });

  it("a pending sign-up whose number was taken meanwhile answers 'already exists', not HTTP 500", async () => {
    const server = makeTestServer();
    // Two clients' pending mobile-only sign-ups for one number: the first to verify opens it.
    const marketplace = await signUp(server, { mobile: "9123456789", mobile_code: "91" });
    const marketplaceCode = await mailedCode(server, "+91-9123456789", "setup-otp");
    const acme = await signUp(server, { mobile: "9123456789", mobile_code: "91", url: "/acme" });
    const acmeCode = await mailedCode(server, "+91-9123456789", "setup-otp");
    expect((await guess(server, marketplace.ids, marketplaceCode)).data?.success).toBe(1);
    const second = await guess(server, acme.ids, acmeCode);
    expect(second.status).toBe(200);
    expect(second.data).toEqual({ success: 0, message: SignUpTexts.en.mobileTaken });

    // A number another account of the client took while the sign-up waited for its code.
    const pending = await signUp(server, {
      email: "late.number@new.example",
      mobile: "9000011111",
      mobile_code: "91",
    });
    const pendingCode = await mailedCode(server, "late.number@new.example", "setup-otp");
    server.db.prepare("UPDATE users SET contact = '1-9000011111' WHERE email = 'priya@demo.example'").run();
    expect((await guess(server, pending.ids, pendingCode)).data).toEqual({
      success: 0,
      message: SignUpTexts.en.mobileTaken,
    });
    const users = server.db
      .prepare("SELECT count(*) AS n FROM users WHERE contact LIKE '%9000011111'")
      .get() as {
      n: number;
    };
    expect(users.n).toBe(1);
  });
});

describe("sign-up names follow the profile's rule", () => {
  it("refuses markup and formulas as a name, takes letters, spaces, apostrophes and hyphens", async () => {
    const server = makeTestServer();
    for (const full_name of ["<img src=x onerror=alert(1)>", '=HYPERLINK("http://evil.example")', "Nina 2"]) {
      const { answer } = await signUp(server, { email: "named@new.example", full_name });
      expect(answer.data).toEqual({ success: 0, message: "Please enter a valid name." });
    }
    expect(
      (await signUp(server, { email: "named@new.example", full_name: "Anne-Marie O'Neil" })).answer.data
        ?.success,
    ).toBe(1);
  });
});
