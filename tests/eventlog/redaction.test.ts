import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { SensitiveString } from "../../src/contract/sensitive";
import { storefrontSensitiveKeys } from "../../src/eventlog/keys";
import { isMarker, makeRedactor, sensitiveKeysOf } from "../../src/eventlog/redaction";

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

  it("canonical text sorts keys and matches the redacted value", () => {
    const value = { z: 1, a: { password: "pw", b: [1, "two"] } };
    expect(redactor.canonical(value)).toBe(
      JSON.stringify({
        a: { b: [1, "two"], password: (redactor.redact(value) as { a: { password: string } }).a.password },
        z: 1,
      }),
    );
    expect(redactor.canonical({ b: 1, a: 2 })).toBe(redactor.canonical({ a: 2, b: 1 }));
  });

  it("leaves empty and null sensitive values as they are", () => {
    expect(redactor.redact({ password: "", email: null })).toEqual({ password: "", email: null });
  });
});
