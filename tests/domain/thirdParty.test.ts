import {
  identityOf,
  nearestExpiry,
  type SessionPart,
  secretFilter,
  sendsBetween,
  type ThirdPartyIdentity,
  type ThirdPartyView,
} from "@domain/thirdParty";
import { describe, expect, it } from "vitest";

const identity: ThirdPartyIdentity = {
  email: "asha@acme.example",
  first_name: "Asha",
  last_name: "Rao",
  company_id: 2002,
  client_id: 2002,
  country_code: "IN",
  pointsBalance: 5000,
  pointsLabel: "Points",
  currency: "INR",
  expiry: "2027-03-31",
};

const view = (patch: Partial<ThirdPartyView> = {}): ThirdPartyView => ({
  consent: false,
  path: "/marketplace",
  language: "en",
  identity: null,
  ...patch,
});

describe("the third-party services before the cookie banner's consent (spec §1, §2.11)", () => {
  it("are sent nothing, whatever the page, the language or the user", () => {
    expect(sendsBetween(null, view())).toEqual([]);
    expect(sendsBetween(view(), view({ path: "/marketplace/vouchers", language: "fr", identity }))).toEqual(
      [],
    );
  });
});

describe("the third-party services at consent", () => {
  it("start, hear the language and the page shown, and identify a signed-in user", () => {
    const sends = sendsBetween(view(), view({ consent: true, identity }));
    expect(sends.map((s) => `${s.service}.${s.what}`)).toEqual([
      "chat.start",
      "fingerprint.start",
      "translation.language",
      "analytics.page",
      "productAnalytics.page",
      "marketingTrackers.page",
      "analytics.identify",
      "chat.identify",
      "marketingEmail.identify",
      "productAnalytics.signedIn",
    ]);
    expect(sends[3]?.data).toEqual({ path: "/marketplace" });
  });

  it("start as well when the consent was given before the page opened (the first reading)", () => {
    expect(sendsBetween(null, view({ consent: true })).map((s) => s.what)).toContain("start");
  });
});

describe("after consent", () => {
  const accepted = view({ consent: true });

  it("a route change is a page view of the analytics, product analytics and marketing trackers", () => {
    const sends = sendsBetween(accepted, { ...accepted, path: "/marketplace/vouchers" });
    expect(sends).toEqual([
      { service: "analytics", what: "page", data: { path: "/marketplace/vouchers" } },
      { service: "productAnalytics", what: "page", data: { path: "/marketplace/vouchers" } },
      { service: "marketingTrackers", what: "page", data: { path: "/marketplace/vouchers" } },
    ]);
  });

  it("a sign-in identifies the user with profile, points balance, currency and expiry (spec §1)", () => {
    const sends = sendsBetween(accepted, { ...accepted, identity });
    expect(sends[0]).toEqual({
      service: "analytics",
      what: "identify",
      data: {
        email: "asha@acme.example",
        first_name: "Asha",
        last_name: "Rao",
        company_id: 2002,
        client_id: 2002,
        country_code: "IN",
        pointsBalance: 5000,
        pointsLabel: "Points",
        currency: "INR",
        expiry: "2027-03-31",
      },
    });
  });

  it("a new points balance identifies again; a sign-out resets the analytics and the chat", () => {
    const signedIn = { ...accepted, identity };
    const spent = { ...signedIn, identity: { ...identity, pointsBalance: 4000 } };
    expect(sendsBetween(signedIn, spent).map((s) => `${s.service}.${s.what}`)).toContain(
      "analytics.identify",
    );
    expect(sendsBetween(signedIn, accepted).map((s) => `${s.service}.${s.what}`)).toEqual([
      "analytics.reset",
      "chat.reset",
    ]);
  });

  it("a language change goes to the translation service; nothing changed sends nothing", () => {
    expect(sendsBetween(accepted, { ...accepted, language: "de" })).toEqual([
      { service: "translation", what: "language", data: { language: "de" } },
    ]);
    expect(sendsBetween(accepted, accepted)).toEqual([]);
  });
});

describe("the secret filter", () => {
  const { filter } = secretFilter("salt");

  it("drops passwords, OTPs, reward codes, tokens and card data, at any depth", () => {
    const filtered = filter({
      password: "Demo@1234",
      otp: "123456",
      rewardCode: "ABCD-EFGH-IJKL",
      voucher_code: "ABCD1234",
      a_t: "session-token",
      token: "sso-token",
      nested: { new_password: "Secret#1", upiId: "asha@upi", keep: 1 },
      list: [{ claim_code: "CLAIM1" }],
      note: "4111 1111 1111 1111",
    });
    const text = JSON.stringify(filtered);
    for (const secret of [
      "Demo@1234",
      "123456",
      "ABCD-EFGH-IJKL",
      "ABCD1234",
      "session-token",
      "sso-token",
      "Secret#1",
      "asha@upi",
      "CLAIM1",
      "4111 1111 1111 1111",
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(filtered).toEqual({ nested: { keep: 1 }, list: [{}] });
  });

  it("scrubs the secrets of a path: an SSO token, a reset keyword, an order key", () => {
    const paths = [
      "/sso/?token=tok-123",
      "/marketplace/rp/reset-keyword-9",
      "/marketplace/payment-status/gift/77/order-key-5",
    ].map((path) => filter({ path }).path);
    expect(JSON.stringify(paths)).not.toMatch(/tok-123|reset-keyword-9|order-key-5/);
    expect(paths[0]).toMatch(/^\/sso\/\?token=\[redacted:token:[0-9a-f]{16}\]$/);
  });

  it("keeps who the user is (e-mail and names) and the points data, for the identify", () => {
    const data = {
      email: "asha@acme.example",
      first_name: "Asha",
      last_name: "Rao",
      pointsBalance: 5000,
      currency: "INR",
      expiry: "2027-03-31",
    };
    expect(filter(data)).toEqual(data);
  });
});

describe("the identity of the signed-in user", () => {
  const session: SessionPart = {
    user: {
      email: "asha@acme.example",
      first_name: "Asha",
      last_name: "Rao",
      company_id: 2002,
      client_id: 2002,
      country_code: "IN",
    },
    points: { RP: [{ balance: 5000 }], currency_code: "INR", label: "Points" },
    gcb: { voucher_lists: [{ expiry: "2027-06-30" }, { expiry: "2027-03-31" }] },
  };

  it("is read once the session's start-up has run: points balance, currency, nearest expiry", () => {
    expect(identityOf(session, false)).toBeNull();
    expect(identityOf(session, true)).toEqual(identity);
  });

  it("is none for a guest; a user without points or gift-card balance has none of them", () => {
    expect(identityOf({ user: null, points: null, gcb: null }, true)).toBeNull();
    expect(identityOf({ ...session, points: null, gcb: null }, true)).toMatchObject({
      pointsBalance: null,
      currency: null,
      expiry: null,
    });
  });

  it("takes the nearest expiry of the gift-card balance", () => {
    expect(nearestExpiry([{ expiry: "2027-06-30" }, { expiry: "" }, { expiry: "2026-12-01" }])).toBe(
      "2026-12-01",
    );
    expect(nearestExpiry([])).toBeNull();
  });
});
