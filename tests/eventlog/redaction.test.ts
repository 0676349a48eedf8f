import { SensitiveString } from "@contract/sensitive";
import { rewardCodeEntry } from "@domain/checkout";
import { isMarker, makeRedactor, sensitiveKeysOf } from "@domain/eventlog/redaction";
import { storefrontSensitiveKeys } from "@eventlog/keys";
import { balanceCheckerEventSchemas } from "@machines/balanceChecker.events";
import { checkoutEventSchemas } from "@machines/checkout.events";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";

describe("sensitive keys come from the schema annotations", () => {
  it("finds annotated properties in nested, optional, nullable, array, union and JSON-string schemas", () => {
    const Inner = Schema.Struct({ otp: SensitiveString("otp"), label: Schema.String });
    const schema = Schema.Struct({
      user: Schema.Struct({ email: Schema.optional(SensitiveString("email")) }),
      phone: Schema.NullOr(SensitiveString("phone")),
      cards: Schema.Array(Schema.Struct({ number: SensitiveString("card") })),
      either: Schema.Union([Schema.Struct({ password: SensitiveString("password") }), Schema.String]),
      output: Schema.fromJsonString(Inner),
      name: Schema.String,
    });
    expect(Object.fromEntries(sensitiveKeysOf([schema]))).toEqual({
      email: "email",
      phone: "phone",
      number: "card",
      password: "password",
      otp: "otp",
    });
  });

  it("covers the contract's passwords, OTPs, tokens, captcha tokens, e-mails and phones", () => {
    const keys = storefrontSensitiveKeys([]);
    for (const key of [
      "password",
      "otp",
      "a_t",
      "token",
      "cf_token",
      "email",
      "alternative_email",
      "user_input",
    ]) {
      expect(keys.has(key), key).toBe(true);
    }
    expect(keys.get("contact")).toBe("phone");
    expect(keys.get("mobile")).toBe("phone");
  });

  it("covers the buyer's and the user's names and the order key (it opens the order's payment page)", () => {
    const keys = storefrontSensitiveKeys([]);
    expect(keys.get("firstname")).toBe("name");
    expect(keys.get("lastname")).toBe("name");
    expect(keys.get("first_name")).toBe("name");
    expect(keys.get("last_name")).toBe("name");
    expect(keys.get("order_key")).toBe("token");
  });

  it("covers the hosted payment page of an order (its path ends with the key) and the ids of one-time codes", () => {
    const keys = storefrontSensitiveKeys([]);
    expect(keys.get("redirect_url")).toBe("token");
    // The cash-out's order OTP, the sign-in's and the sign-up's: one name in the calls...
    expect(keys.get("otp_id")).toBe("token");
    // ...and the name the sign-in and sign-up flows keep it under.
    expect(keys.get("otpId")).toBe("token");
  });

  it("an applied reward code and the checkout field's code stay equal once redacted (a replay decides alike)", () => {
    const keys = storefrontSensitiveKeys(checkoutEventSchemas);
    const redactor = makeRedactor(keys, "salt");
    const typed = redactor.redact({ type: "CHECKOUT.CODE_INPUT", ...rewardCodeEntry("demo1111aaaa0001") });
    const applied = redactor.redact({
      appliedVoucherArray: [{ rewardCode: "DEMO-1111-AAAA-0001", remaining: 1 }],
    });
    expect(JSON.stringify([typed, applied])).not.toContain("DEMO");
    const marker = /\[redacted:token:[0-9a-f]{16}\]/;
    const typedMarker = marker.exec(JSON.stringify(typed))?.[0];
    expect(typedMarker).toBeDefined();
    expect(marker.exec(JSON.stringify(applied))?.[0]).toBe(typedMarker);
  });

  it("covers a reward code typed into the balance checker and the code its lookup answers for", () => {
    const keys = storefrontSensitiveKeys(balanceCheckerEventSchemas);
    expect(keys.get("rewardCode")).toBe("token");
    expect(keys.get("voucherCode")).toBe("token");
    const redactor = makeRedactor(keys, "salt");
    const typed = { type: "BALANCE.INPUT", ...rewardCodeEntry("demo1111aaaa0001") };
    expect(JSON.stringify(redactor.redact(typed))).not.toContain("DEMO");
    expect(JSON.stringify(redactor.redact({ result: { voucherCode: "DEMO-1111-AAAA-0001" } }))).not.toContain(
      "DEMO",
    );
  });
});

describe("redaction", () => {
  const keys = new Map([
    ["password", "password" as const],
    ["email", "email" as const],
  ]);
  const redactor = makeRedactor(keys, "salt");

  it("replaces sensitive values by a marker and keeps equal values equal", () => {
    const out = redactor.redact({ a: { password: "s3cret!" }, b: [{ password: "s3cret!" }], c: "plain" }) as {
      a: { password: string };
      b: { password: string }[];
      c: string;
    };
    expect(out.a.password).toMatch(/^\[redacted:password:[0-9a-f]{16}\]$/);
    expect(out.b[0]?.password).toBe(out.a.password);
    expect(out.c).toBe("plain");
  });

  it("redacts whole objects under a sensitive key, and e-mail addresses inside any text", () => {
    const out = JSON.stringify(
      redactor.redact({ email: { address: "x@y.example" }, note: "sent to sam@demo.example ok" }),
    );
    expect(out).not.toContain("x@y.example");
    expect(out).not.toContain("sam@demo.example");
    expect(out).toContain("sent to [redacted:email:");
  });

  it("redacts sensitive query parameters inside any text, such as an SSO entry URL", () => {
    const withToken = makeRedactor(new Map([["token", "token" as const]]), "salt");
    const out = withToken.redact({ search: "?token=abc123SECRET&redirect=L21hcmtldHBsYWNl" }) as {
      search: string;
    };
    expect(out.search).not.toContain("abc123SECRET");
    expect(out.search).toMatch(/^\?token=\[redacted:token:[0-9a-f]{16}\]&redirect=L21hcmtldHBsYWNl$/);
    expect(withToken.redact(out)).toEqual(out);
  });

  it("redacts a payment card number inside any text, grouped or not; other digit runs stay", () => {
    const out = redactor.redact({
      search: "card 4111111111111111 please",
      note: "paid with 4111 1111 1111 1111 and 5500-0000-0000-0004",
      orderId: "order 7004127, placed 1764072000000",
      at: 1764072000000,
    }) as Record<string, string | number>;
    const text = JSON.stringify(out);
    expect(text).not.toContain("4111");
    expect(text).not.toContain("5500");
    expect(out.search).toMatch(/^card \[redacted:card:[0-9a-f]{16}\] please$/);
    // Not a card: the Luhn check fails (1764072000000), or the run is too short (7004127).
    expect(out.orderId).toBe("order 7004127, placed 1764072000000");
    expect(out.at).toBe(1764072000000);
    expect(redactor.redact(out)).toEqual(out);
    // A digest of the value equals the digest of its redacted copy (a replay compares them).
    const value = { search: "card 4111111111111111" };
    expect(redactor.digest(value)).toBe(redactor.digest(redactor.redact(value)));
  });

  it("a marker whose hash is mostly digits stays as it is", () => {
    const marker = "[redacted:token:1234567890123452]";
    expect(redactor.redact({ note: `key ${marker}` })).toEqual({ note: `key ${marker}` });
  });

  it("redacts the key of a hosted payment page inside any text, and keeps the page's path", () => {
    const out = JSON.stringify(
      redactor.redact({
        note: "to http://127.0.0.1:4301/gateway/gateway-inr/pay/oYrv57LKE6gayAKfLEJjJZQT then back",
        page: "/provider/provider-a/pay/lPhtKuvl6srtUXc0PJfbgRRX?step=1",
        other: "/gateway/gateway-inr/status and /shop/pay/now",
      }),
    );
    expect(out).not.toContain("oYrv57LKE6gayAKfLEJjJZQT");
    expect(out).not.toContain("lPhtKuvl6srtUXc0PJfbgRRX");
    expect(out).toMatch(/\/gateway\/gateway-inr\/pay\/\[redacted:token:[0-9a-f]{16}\] then back/);
    expect(out).toMatch(/\/provider\/provider-a\/pay\/\[redacted:token:[0-9a-f]{16}\]\?step=1/);
    expect(out).toContain("/gateway/gateway-inr/status and /shop/pay/now");
    expect(redactor.digest({ page: "/gateway/g/pay/abc" })).toBe(
      redactor.digest(redactor.redact({ page: "/gateway/g/pay/abc" })),
    );
  });

  it("redacts the data of the card-gateway payment page (spec §2.3 '/payment/:data/'): it names the payment key", () => {
    const out = JSON.stringify(redactor.redact({ url: "/payment/Z2F0ZXdheS1pbnI6a2V5LTkwMDE/" }));
    expect(out).not.toContain("Z2F0ZXdheS1pbnI6a2V5LTkwMDE");
    expect(out).toMatch(/"\/payment\/\[redacted:token:[0-9a-f]{16}\]\/"/);
    expect(redactor.redact({ url: "/acme/payment-status/voucher/9/k" })).not.toEqual({
      url: "/acme/payment-status/voucher/9/k",
    });
  });

  it("is idempotent: a marker stays as it is", () => {
    const once = redactor.redact({ password: "pw", note: "a@b.example" });
    expect(redactor.redact(once)).toEqual(once);
    const marker = (once as { password: string }).password;
    expect(isMarker(marker)).toBe(true);
  });

  it("another salt gives other markers", () => {
    const other = makeRedactor(keys, "pepper");
    expect(other.redact({ password: "pw" })).not.toEqual(redactor.redact({ password: "pw" }));
  });

  it("the digest covers every value and is the same for the redacted copy", () => {
    const value = { z: 1, a: { password: "pw", b: [1, "two"] } };
    expect(redactor.digest(value)).toMatch(/^[0-9a-f]{16}$/);
    expect(redactor.digest(JSON.parse(JSON.stringify(value)))).toBe(redactor.digest(value));
    expect(redactor.digest(redactor.redact(value))).toBe(redactor.digest(value));
    expect(redactor.digest({ z: 1, a: { password: "pw", b: [1, "three"] } })).not.toBe(
      redactor.digest(value),
    );
    expect(redactor.digest({ z: 1, a: { password: "other", b: [1, "two"] } })).not.toBe(
      redactor.digest(value),
    );
    expect(redactor.digest([1, 2])).not.toBe(redactor.digest([2, 1]));
    expect(redactor.digest({ a: "1" })).not.toBe(redactor.digest({ a: 1 }));
  });

  it("a shared part is hashed once and gives the same digest wherever it appears", () => {
    const user = { email: "priya@demo.example", name: "Priya" };
    const before = { user, step: 1 };
    const after = { user, step: 2 };
    expect(redactor.digest(before)).not.toBe(redactor.digest(after));
    expect(redactor.digest({ user: { ...user }, step: 2 })).toBe(redactor.digest(after));
  });

  it("leaves empty and null sensitive values as they are", () => {
    expect(redactor.redact({ password: "", email: null })).toEqual({ password: "", email: null });
  });
});
